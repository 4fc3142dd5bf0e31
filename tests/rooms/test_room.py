"""A room is the only authority on its game: what it takes, what it refuses, who may do what.

Every test runs on SQLite and on PostgreSQL (see conftest.py). A refused request must say
what is wrong and leave the database exactly as it was, seen from this kernel and another.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

import junkspace
from junkspace import GameRecord, rooms
from junkspace.bots import RandomBot
from junkspace.bots.play import play as play_out
from junkspace.rooms import RoomStore
from junkspace.rooms.codes import secret_digest

# Junk Orbit, 2 players, seed 7: Yellow launches, then must move the ship to Plato.
LAUNCH, MOVE = "launch E05 cw TYC", "move PLA"


@dataclass
class Table:
    """A room with two people seated and one move played: seat 0 is to move again."""

    code: str
    creator: str
    secrets: tuple[str, str]


@pytest.fixture
def table(store: RoomStore) -> Table:
    code, creator = rooms.create_room(store, "junk_orbit", 2, 7, {}, ["human", "human"])
    ana = rooms.claim(store, code, name="Ana")
    ben = rooms.claim(store, code, name="Ben")
    assert (ana[0], ben[0]) == (0, 1)
    rooms.play(store, code, 0, ana[1], 0, LAUNCH)
    return Table(code, creator, (ana[1], ben[1]))


def snapshot(store: RoomStore, code: str) -> tuple[Any, ...]:
    """Everything the database holds about a room."""
    return (store.room(code), store.seats(code), store.actions(code))


def test_a_move_is_appended_and_seen_by_another_kernel(
    store: RoomStore, other: RoomStore, table: Table
) -> None:
    assert rooms.history(other, table.code) == [LAUNCH]
    after = rooms.play(other, table.code, 0, table.secrets[0], 1, MOVE)
    # The first kernel replayed one move; it picks up the other kernel's move from the database.
    assert rooms.state(store, table.code) == after
    assert rooms.history(store, table.code, since=1) == [MOVE]
    assert rooms.info(store, table.code).moves == 2
    expected = junkspace.new_game("junk_orbit", players=2, seed=7).apply(LAUNCH).apply(MOVE)
    assert after == expected


Refusal = Callable[[RoomStore, Table], object]

REFUSALS: dict[str, tuple[Refusal, type[rooms.RoomError], str]] = {
    "stale index": (
        lambda s, t: rooms.play(s, t.code, 0, t.secrets[0], 0, MOVE),
        rooms.StaleMoveError,
        "move 0 is already played",
    ),
    "index from the future": (
        lambda s, t: rooms.play(s, t.code, 0, t.secrets[0], 5, MOVE),
        rooms.StaleMoveError,
        "is move 1, not 5",
    ),
    "index that is not a number": (
        lambda s, t: rooms.play(s, t.code, 0, t.secrets[0], True, MOVE),  # type: ignore[arg-type]
        rooms.StaleMoveError,
        "not True",
    ),
    "wrong seat": (
        lambda s, t: rooms.play(s, t.code, 1, t.secrets[1], 1, MOVE),
        rooms.NotYourTurnError,
        "it is seat 0 (Ana) to move, not seat 1",
    ),
    "another seat's secret": (
        lambda s, t: rooms.play(s, t.code, 0, t.secrets[1], 1, MOVE),
        rooms.SecretError,
        "does not hold seat 0",
    ),
    "forged secret": (
        lambda s, t: rooms.play(s, t.code, 0, rooms.new_secret(), 1, MOVE),
        rooms.SecretError,
        "does not hold seat 0",
    ),
    "empty secret": (
        lambda s, t: rooms.play(s, t.code, 0, "", 1, MOVE),
        rooms.SecretError,
        "does not hold seat 0",
    ),
    "secret that is not a text": (
        lambda s, t: rooms.play(s, t.code, 0, None, 1, MOVE),  # type: ignore[arg-type]
        rooms.SecretError,
        "does not hold seat 0",
    ),
    "seat beyond the table": (
        lambda s, t: rooms.play(s, t.code, 2, t.secrets[0], 1, MOVE),
        rooms.SeatError,
        "has seats 0 to 1, not 2",
    ),
    "seat that is not a number": (
        lambda s, t: rooms.play(s, t.code, "0", t.secrets[0], 1, MOVE),  # type: ignore[arg-type]
        rooms.SeatError,
        "not '0'",
    ),
    "illegal move": (
        lambda s, t: rooms.play(s, t.code, 0, t.secrets[0], 1, "move TYC"),
        rooms.IllegalMoveError,
        "it stops at Plato, not Tycho",
    ),
    "malformed notation": (
        lambda s, t: rooms.play(s, t.code, 0, t.secrets[0], 1, "launch zz"),
        rooms.IllegalMoveError,
        "expected one of: launch <tile>",
    ),
    "a pasted novel": (
        lambda s, t: rooms.play(s, t.code, 0, t.secrets[0], 1, "move " * 10_000),
        rooms.IllegalMoveError,
        "at most 200 characters",
    ),
    "history from a negative move": (
        lambda s, t: rooms.history(s, t.code, since=-1),
        rooms.RoomError,
        "counted from 0, not -1",
    ),
    "unknown room": (
        lambda s, t: rooms.play(s, "BBBBBB" if t.code != "BBBBBB" else "CCCCCC", 0, "x", 1, MOVE),
        rooms.UnknownRoomError,
        "there is no room",
    ),
    "text that is not a room code": (
        lambda s, t: rooms.play(s, "'; DROP TABLE rooms; --", 0, t.secrets[0], 1, MOVE),
        rooms.UnknownRoomError,
        "is not a room code",
    ),
    "claiming a taken seat": (
        lambda s, t: rooms.claim(s, t.code, seat=0, name="Eve"),
        rooms.SeatError,
        "seat 0 (Ana) of room",
    ),
    "claiming in a full room": (
        lambda s, t: rooms.claim(s, t.code, name="Eve"),
        rooms.SeatError,
        "has no free seat",
    ),
    "a name too long": (
        lambda s, t: rooms.claim(s, t.code, name="E" * 500),
        rooms.SeatError,
        "at most 40 characters",
    ),
    "a name with control characters": (
        lambda s, t: rooms.claim(s, t.code, name="Eve\x1b[2J"),
        rooms.SeatError,
        "printable text",
    ),
    "reclaiming with a forged secret": (
        lambda s, t: rooms.reclaim(s, t.code, rooms.new_secret()),
        rooms.SecretError,
        "holds no seat",
    ),
    "freeing a seat without the creator's secret": (
        lambda s, t: rooms.free_seat(s, t.code, t.secrets[0], 1),
        rooms.SecretError,
        "not the creator's",
    ),
    "handing over without the creator's secret": (
        lambda s, t: rooms.hand_over(s, t.code, t.secrets[1], 0, "greedy"),
        rooms.SecretError,
        "not the creator's",
    ),
    "handing over to an unknown bot": (
        lambda s, t: rooms.hand_over(s, t.code, t.creator, 0, "deep-blue"),
        rooms.SeatError,
        "unknown bot 'deep-blue'",
    ),
    "closing without the creator's secret": (
        lambda s, t: rooms.close(s, t.code, t.secrets[0]),
        rooms.SecretError,
        "not the creator's",
    ),
    "playing bots without the creator's secret": (
        lambda s, t: rooms.play_bots(s, t.code, t.secrets[0]),
        rooms.SecretError,
        "not the creator's",
    ),
}


@pytest.mark.parametrize("case", REFUSALS, ids=list(REFUSALS))
def test_a_refused_request_names_the_problem_and_writes_nothing(
    store: RoomStore, other: RoomStore, table: Table, case: str
) -> None:
    attempt, error, words = REFUSALS[case]
    before = snapshot(other, table.code)
    with pytest.raises(error, match=None) as raised:
        attempt(store, table)
    assert words in str(raised.value)
    assert snapshot(other, table.code) == before
    assert snapshot(store, table.code) == before
    # The room still takes the right move afterwards.
    rooms.play(store, table.code, 0, table.secrets[0], 1, MOVE)


def test_a_closed_room_takes_no_move_and_no_player(store: RoomStore, table: Table) -> None:
    rooms.free_seat(store, table.code, table.creator, 1)
    rooms.close(store, table.code, table.creator)
    before = snapshot(store, table.code)
    with pytest.raises(rooms.RoomClosedError, match="is closed"):
        rooms.play(store, table.code, 0, table.secrets[0], 1, MOVE)
    with pytest.raises(rooms.RoomClosedError, match="is closed"):
        rooms.claim(store, table.code)
    with pytest.raises(rooms.RoomClosedError, match="is closed"):
        rooms.close(store, table.code, table.creator)
    assert snapshot(store, table.code) == before
    assert rooms.info(store, table.code).closed and rooms.info(store, table.code).open_seats == ()
    # Its game is still there to save.
    assert [str(a) for a in rooms.record(store, table.code).actions] == [LAUNCH]


def test_a_reloaded_page_gets_its_seat_back(store: RoomStore, table: Table, where: str) -> None:
    reloaded = rooms.open_store(where)  # a new kernel that only kept the secret
    try:
        seat = rooms.reclaim(reloaded, table.code.lower(), table.secrets[0])
        assert seat == 0
        rooms.play(reloaded, table.code, seat, table.secrets[0], 1, MOVE)
    finally:
        reloaded.close()
    assert rooms.history(store, table.code) == [LAUNCH, MOVE]


def test_the_creator_frees_a_seat_and_its_old_secret_stops_working(
    store: RoomStore, table: Table
) -> None:
    rooms.free_seat(store, table.code, table.creator, 0)
    assert rooms.info(store, table.code).open_seats == (0,)
    with pytest.raises(rooms.SecretError):
        rooms.reclaim(store, table.code, table.secrets[0])
    with pytest.raises(rooms.SeatError, match="free: claim it first"):
        rooms.play(store, table.code, 0, table.secrets[0], 1, MOVE)
    seat, secret = rooms.claim(store, table.code, name="Cleo")
    assert seat == 0 and rooms.info(store, table.code).seats[0].name == "Cleo"
    rooms.play(store, table.code, 0, secret, 1, MOVE)


def test_the_creator_hands_a_seat_to_a_person_or_a_bot(store: RoomStore, table: Table) -> None:
    fresh = rooms.hand_over(store, table.code, table.creator, 0, "human", name="Dana")
    assert fresh is not None and fresh != table.secrets[0]
    with pytest.raises(rooms.SecretError):
        rooms.play(store, table.code, 0, table.secrets[0], 1, MOVE)
    rooms.play(store, table.code, 0, fresh, 1, MOVE)
    # Ben went home: a bot plays his seat, moved by the creator's kernel.
    assert rooms.hand_over(store, table.code, table.creator, 1, "random") is None
    assert rooms.info(store, table.code).seats[1].label == "random (bot)"
    with pytest.raises(rooms.SeatError, match="played by random"):
        rooms.play(store, table.code, 1, table.secrets[1], 2, "collect")
    position = rooms.state(store, table.code)
    while position.current_player == 0:
        position = rooms.play(
            store,
            table.code,
            0,
            fresh,
            rooms.info(store, table.code).moves,
            str(position.legal_actions()[0]),
        )
    assert rooms.play_bots(store, table.code, table.creator) >= 1
    assert rooms.state(store, table.code).current_player in (0, None)


def test_bots_play_until_a_person_is_to_move(store: RoomStore) -> None:
    code, creator = rooms.create_room(store, "junk_orbit", 2, 11, {}, ["random", "human"])
    seat, _secret = rooms.claim(store, code)
    assert seat == 1
    played = rooms.play_bots(store, code, creator)
    position = rooms.state(store, code)
    assert played == len(rooms.history(store, code)) >= 1
    assert position.current_player == 1
    assert rooms.play_bots(store, code, creator) == 0


def test_two_creator_kernels_playing_the_bots_play_each_move_once(
    store: RoomStore, other: RoomStore
) -> None:
    code, creator = rooms.create_room(store, "junk_orbit", 2, 4, {}, ["random", "random"])
    total = 0
    while not rooms.info(store, code).over:
        total += rooms.play_bots(store, code, creator, most=3)
        total += rooms.play_bots(other, code, creator, most=2)
    alone = play_out(
        junkspace.new_game("junk_orbit", players=2, seed=4), [RandomBot(0), RandomBot(1)]
    )
    assert rooms.history(store, code) == [str(a) for a in alone.actions]
    assert total == len(alone.actions)


def test_two_creator_kernels_playing_the_bots_at_once_make_one_game(
    store: RoomStore, other: RoomStore
) -> None:
    """Two pages of the creator (two tabs, or a reload before the old kernel stopped) play
    the bots at the same time: each move is still made once."""
    code, creator = rooms.create_room(store, "hyperstellar", 2, 6, {}, ["random", "random"])
    played: list[int] = []
    kernels = [
        threading.Thread(target=lambda s=s: played.append(rooms.play_bots(s, code, creator)))
        for s in (store, other)
    ]
    for kernel in kernels:
        kernel.start()
    for kernel in kernels:
        kernel.join(timeout=120)
    alone = play_out(
        junkspace.new_game("hyperstellar", players=2, seed=6), [RandomBot(0), RandomBot(1)]
    )
    assert rooms.history(store, code) == [str(a) for a in alone.actions]
    assert sum(played) == len(alone.actions)


def test_a_finished_room_is_an_ordinary_record_with_variations(store: RoomStore) -> None:
    code, creator = rooms.create_room(store, "junk_orbit", 2, 9, {}, ["random", "random"])
    rooms.play_bots(store, code, creator)
    saved = rooms.record(store, code)
    assert isinstance(saved, GameRecord) and saved.state.is_over
    again = GameRecord.from_json(saved.to_json())
    assert again == saved and again.state == rooms.state(store, code)
    earlier = again.goto(2)
    other_move = next(a for a in earlier.state.legal_actions() if a != again.actions[2])
    branched = earlier.play(other_move)
    assert len(branched.lines) == 2 and branched.switch(0).actions == saved.actions


def test_standings_are_replayed_from_the_moves(store: RoomStore, table: Table) -> None:
    done, creator = rooms.create_room(store, "junk_orbit", 2, 9, {}, ["random", "greedy"])
    rooms.play_bots(store, done, creator)
    rows = {row.code: row for row in rooms.standings(store)}
    assert set(rows) == {table.code, done}
    finished = rooms.state(store, done)
    assert rows[done].status == "over" and rows[done].winners == finished.winners()
    assert rows[done].scores == tuple(finished.scores())
    assert rows[done].seats == ("random (bot)", "greedy (bot)")
    assert rows[table.code].status == "playing" and rows[table.code].winners == ()
    assert rows[table.code].seats == ("Ana", "Ben") and rows[table.code].moves == 1
    assert [row.code for row in rooms.standings(store, [done])] == [done]


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        (("chess", 2, 1, {}, ["human", "human"]), "unknown game 'chess'"),
        (("junk_orbit", 9, 1, {}, ["human"] * 9), "is for 2–5 players"),
        (("junk_orbit", 2, 1, {"gravity": 3}, ["human"] * 2), "no option 'gravity'"),
        (("junk_orbit", 2, 1, {}, ["human"]), "needs 2 seats, got 1"),
        (("junk_orbit", 2, 1, {}, ["human", "mcts:depth=2"]), "mcts has no option 'depth'"),
        (("junk_orbit", 2, 1, {}, ["human", 3]), "must be 'human' or a bot's name"),
        (("junk_orbit", 2, 1, {}, "human"), "seats are a list of 'human' or bot names"),
        (("junk_orbit", 2, 1, ["fast"], ["human"] * 2), "options are names and values"),
    ],
)
def test_a_room_that_cannot_be_made_is_refused_and_not_written(
    store: RoomStore, arguments: tuple[Any, ...], words: str
) -> None:
    with pytest.raises(rooms.RoomError) as raised:
        rooms.create_room(store, *arguments)
    assert words in str(raised.value)
    assert store.codes() == []


def test_a_finished_game_takes_no_more_moves(store: RoomStore) -> None:
    code, creator = rooms.create_room(store, "junk_orbit", 2, 9, {}, ["random", "random"])
    rooms.play_bots(store, code, creator)
    secret = rooms.hand_over(store, code, creator, 0, "human")
    assert secret is not None
    before = snapshot(store, code)
    with pytest.raises(rooms.IllegalMoveError, match=f"the game in room {code} is over"):
        rooms.play(store, code, 0, secret, before[2][-1].index + 1, "collect")
    assert snapshot(store, code) == before


def test_a_page_polling_beside_the_moves_sees_one_game(store: RoomStore) -> None:
    """A kernel's poll (another thread) and its moves share the store and its replay cache."""
    code, creator = rooms.create_room(store, "hyperstellar", 2, 2, {}, ["random", "random"])
    stop = threading.Event()
    seen: list[int] = []

    def poll() -> None:
        while not stop.is_set():
            seen.append(len(rooms.history(store, code)))
            rooms.state(store, code)

    poller = threading.Thread(target=poll)
    poller.start()
    try:
        rooms.play_bots(store, code, creator, most=60)
    finally:
        stop.set()
        poller.join(timeout=30)
    assert seen and seen == sorted(seen) and seen[-1] <= 60 == len(rooms.history(store, code))
    replayed = junkspace.new_game("hyperstellar", players=2, seed=2)
    for notation in rooms.history(store, code):
        replayed = replayed.apply(notation)
    assert rooms.state(store, code) == replayed
    assert len(rooms.record(store, code).actions) == 60


def test_unnamed_players_of_two_rooms_are_not_one_player_and_nobody_passes_for_a_bot(
    store: RoomStore,
) -> None:
    codes = []
    for seed in (1, 2):
        code, _ = rooms.create_room(store, "junk_orbit", 2, seed, {}, ["human", "greedy"])
        rooms.claim(store, code)  # a link joiner: no name given
        codes.append(code)
    names = [row.seats[0] for row in rooms.standings(store, codes)]
    assert names == [f"{codes[0]} seat 0", f"{codes[1]} seat 0"]
    code, _ = rooms.create_room(store, "junk_orbit", 2, 3, {}, ["human", "human"])
    with pytest.raises(rooms.SeatError, match="bot"):
        rooms.claim(store, code, name="greedy (bot)")
    assert rooms.info(store, code).open_seats == (0, 1), "a refused claim takes no seat"


def test_people_without_a_player_key_are_counted_by_room_never_by_name(store: RoomStore) -> None:
    codes = [
        rooms.create_room(store, "junk_orbit", 2, seed, {}, ["human", "greedy"])[0]
        for seed in (1, 2)
    ]
    for code in codes:
        rooms.claim(store, code, 0, "Ana")
    keyed = rooms.create_room(store, "junk_orbit", 2, 3, {}, ["human", "greedy"])[0]
    rooms.claim(store, keyed, 0, "Ana", player="one browser")
    rows = rooms.standings(store)
    assert [row.players[0] for row in rows[:2]] == [f"{code} seat 0" for code in codes]
    assert rows[2].players == (f"player {secret_digest('one browser')}", "greedy (bot)")
    with pytest.raises(rooms.SecretError, match="a player key is a text of 1 to"):
        rooms.claim(store, keyed, 1, "Ben", player="")
