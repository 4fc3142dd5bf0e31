"""GameApp in a game room: two apps (two browsers' kernels) on one real SQLite store.

Each app is driven through its widgets or its methods, as a page would; ``sync_room()`` is
one round of the poll that a kernel's event loop runs by itself (tested at the end).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from junkspace import rooms
from junkspace.render.svg import svg
from junkspace.render.view import view_for
from junkspace.rooms import RoomStore
from junkspace.widgets import GameApp, room_client
from junkspace.widgets.room_client import SEATS_EVERY
from junkspace.widgets.room_link import POLL_SECONDS
from junkspace.widgets.standings import TEACHER_KEY, Standings, StandingsRefused, player_lines


@pytest.fixture
def store(tmp_path: Path) -> Iterator[RoomStore]:
    opened = rooms.open_store(tmp_path / "rooms.sqlite3")
    try:
        yield opened
    finally:
        opened.close()


def hand_ids(app: GameApp) -> set[str]:
    """The Hyperstellar hands the browser's board holds face up (``hand:<colour>:<card>``)."""
    pieces = (piece for layer in app.board.scene["layers"] for piece in layer["pieces"])
    ids = (piece["id"].split(":") for piece in pieces)
    return {f"hand:{parts[1]}" for parts in ids if parts[0] == "hand" and len(parts) == 3}


def two_players(store: RoomStore, game: str = "hyperstellar") -> tuple[GameApp, GameApp, str]:
    """A room made by ``ana`` (seat 0) and joined by ``ben`` (seat 1), from two apps."""
    ana = GameApp(game)
    code = ana.create_room(game, 2, 11, ["human", "human"], mine=0, store=store)
    assert code is not None, ana.message
    ben = GameApp("junk_orbit")
    assert ben.join_room(code.lower(), store=store), ben.message
    return ana, ben, code


def test_a_room_made_in_one_app_and_joined_in_another_is_one_game(store: RoomStore) -> None:
    ana, ben, code = two_players(store)
    assert (ana.room and ana.room.seat, ben.room and ben.room.seat) == (0, 1)
    assert ben.record.game == "hyperstellar", "joining opens the room's game"
    for turn in range(4):
        mover, other = (ana, ben) if turn % 2 == 0 else (ben, ana)
        mover.play(mover.state.legal_actions()[0])
        assert mover.message == ""
        assert other.sync_room() == 1
    assert ana.record.actions == ben.record.actions == rooms.record(store, code).actions
    assert len(ana.record.actions) == 4


def test_each_board_shows_its_own_seats_hand_and_nobody_elses(store: RoomStore) -> None:
    ana, ben, code = two_players(store)
    watcher = GameApp("hyperstellar")
    assert watcher.watch_room(code, store=store)
    assert hand_ids(ana) == {"hand:red"}
    assert hand_ids(ben) == {"hand:yellow"}
    assert hand_ids(watcher) == set()
    picture = ben._repr_mimebundle_()["image/svg+xml"]
    assert picture == svg(view_for("hyperstellar").scene(ben.state, (), 1)), "nor the picture"


def test_the_inspector_and_the_title_give_away_nothing_hidden(store: RoomStore) -> None:
    _ana, ben, _ = two_players(store)
    assert ben.panes.inspector.view.options == ("Yellow sees",), "no whole state, no Red"
    assert "seed" not in ben.panes.board.title.value, "the seed tells every hidden card"
    with pytest.raises(ValueError, match="saved once it is over"):
        ben.save()
    with pytest.raises(ValueError, match="saved once it is over"):
        ben.link()


def test_a_seat_plays_only_on_its_turn_and_a_spectator_never(store: RoomStore) -> None:
    _ana, ben, code = two_players(store)
    watcher = GameApp("hyperstellar")
    watcher.watch_room(code, store=store)
    ben.play(ben.state.legal_actions()[0])
    assert ben.message == "It is Red's turn, played by another browser: wait for it."
    watcher.play(watcher.state.legal_actions()[0])
    assert "You are watching room" in watcher.message
    assert rooms.history(store, code) == [], "nothing was written"


def test_a_move_on_an_older_board_is_refused_and_the_newer_one_shown(store: RoomStore) -> None:
    ana, _ben, code = two_players(store)
    assert ana.room is not None and ana.room.secret is not None
    again = GameApp("hyperstellar")  # the same seat in a second tab, not yet told
    assert again.join_room(code, secret=ana.room.secret, store=store)
    ana.play("place engine")
    again.play("place lab")
    assert again.message.startswith("The room refused that move: move 0 is already played")
    assert rooms.history(store, code) == ["place engine"]
    assert [str(a) for a in again.record.actions] == ["place engine"], "it caught up"


def test_moves_in_the_past_are_refused_in_a_room(store: RoomStore) -> None:
    ana, ben, _ = two_players(store)
    ana.play(ana.state.legal_actions()[0])
    ben.sync_room()
    ben.play(ben.state.legal_actions()[0])
    ana.sync_room()
    ana.goto(0)
    timeline = ana.panes.timeline
    assert timeline.note.value.startswith("In a room, moves are made at the newest position")
    assert timeline.resume.layout.display == "none", "no bots to resume in a room"
    ana.play(ana.state.legal_actions()[1])
    assert ana.message.startswith("In a room, moves are made at the newest position")
    assert len(ana.record.lines) == 1, "no variation"
    ben.goto(1)
    ana.goto(2)
    ana.play(ana.state.legal_actions()[0])
    assert ben.sync_room() == 1
    assert ben.record.cursor == 1, "a player looking at the past stays there"
    assert len(ben.record.actions) == 3


def reopened(code: str, query: str, seat: str | None, creator: str | None = None) -> GameApp:
    """A page opened with ``?room=...`` whose browser keeps these secrets for the room."""
    app = GameApp.from_query("junk_orbit", query)
    app.keeper.receive({"type": "kept", "room": code, "seat": seat, "creator": creator})
    return app


def test_a_reloaded_page_gets_its_seat_back_and_a_link_claims_a_free_one(
    store: RoomStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JUNKSPACE_ROOMS", store.location)
    ana = GameApp("hyperstellar")
    code = ana.create_room("hyperstellar", 2, 3, ["human", "human"], mine=0, store=store)
    assert code is not None and ana.room is not None
    ana.play(ana.state.legal_actions()[0])
    ben = reopened(code, f"room={code}", seat=None)
    assert ben.room is not None and ben.room.seat == 1, "the link claimed the free seat"
    assert ben.record.actions == ana.record.actions, "at the room's position"
    again = reopened(code, f"room={code}", seat=ana.room.secret)
    assert again.room is not None and again.room.seat == 0, "a reload keeps the seat"
    third = reopened(code, f"room={code}", seat=None)
    assert third.room is not None and third.room.seat is None
    assert "has no free seat" in third.message
    projector = reopened(code, f"room={code}&watch=1", seat=ana.room.secret)
    assert projector.room is not None and projector.room.seat is None, "watch links watch"
    assert hand_ids(projector) == set()


def test_a_forged_secret_from_the_browser_gets_no_seat(
    store: RoomStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JUNKSPACE_ROOMS", store.location)
    _ana, _ben, code = two_players(store)
    forged = reopened(code, f"room={code}", seat="not-anyones-secret-at-all")
    assert forged.room is not None and forged.room.seat is None
    assert "has no free seat" in forged.message


def test_a_rooms_database_that_cannot_be_opened_names_no_server_path_on_the_page(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "secret-server-folder"
    folder.mkdir()
    monkeypatch.setenv("JUNKSPACE_ROOMS", str(folder))  # a folder where the file should be
    for query in ("room=BCDFGH", "room=BCDFGH&watch=1"):
        app = GameApp.from_query("junk_orbit", query)
        assert app.room is None
        assert "the server's rooms database cannot be used just now" in app.message
        assert "secret-server-folder" not in app.message
    app = GameApp("junk_orbit")
    assert app.create_room("junk_orbit", 2, 1, ["human", "human"], mine=0) is None
    assert "secret-server-folder" not in app.message
    assert "secret-server-folder" in capsys.readouterr().err, "the teacher's log has the detail"


def test_a_page_with_an_unknown_room_says_so_and_plays_alone(
    store: RoomStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JUNKSPACE_ROOMS", store.location)
    app = GameApp.from_query("junk_orbit", "room=BCDFGH")
    assert app.room is None
    assert app.message.startswith("Could not watch the room:")
    assert "BCDFGH" in app.message


def test_the_creators_kernel_plays_the_bots_once(store: RoomStore) -> None:
    teacher = GameApp("junk_orbit")
    code = teacher.create_room("junk_orbit", 2, 4, ["greedy", "random"], mine=None, store=store)
    assert code is not None
    student = GameApp("junk_orbit")
    student.watch_room(code, store=store)
    for _ in range(6):
        student.sync_room()  # a page that did not make the room leaves the bots to its maker
    assert rooms.history(store, code) == []
    teacher.bot_delay = 0.2
    time.sleep(0.2)  # the first bot waits the bot delay after the room was made
    for _ in range(6):
        teacher.sync_room()
    assert len(rooms.history(store, code)) == 1, "the next bot waits for the bot delay"
    time.sleep(0.2)
    teacher.sync_room()
    assert len(rooms.history(store, code)) == 2
    student.sync_room()
    assert student.record.actions == rooms.record(store, code).actions


def test_a_rooms_bots_go_on_when_its_maker_moves_on_to_another_room(
    store: RoomStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(room_client, "BOT_OVERDUE", 0.3)
    teacher = GameApp("junk_orbit", bot_delay=0.1)
    first = teacher.create_room("junk_orbit", 2, 4, ["greedy", "human"], mine=None, store=store)
    assert first is not None
    student = GameApp("junk_orbit", bot_delay=0.1)
    assert student.join_room(first, store=store)
    second = teacher.create_room("junk_orbit", 2, 5, ["greedy", "human"], mine=None, store=store)
    assert second is not None and teacher.room is not None and teacher.room.code == second
    moved = 0
    for _ in range(40):  # the student plays; the bot of the first room must answer each time
        time.sleep(0.05)
        student.sync_room()
        teacher.sync_room()
        if student.sight.offered:
            student.play(student.state.legal_actions()[0])
            moved += 1
    played = rooms.record(store, first)
    bot_moves = sum(state.current_player == 0 for state in played.states()[:-1])
    assert moved >= 3 and bot_moves >= 3, "the first room's bot kept playing"
    assert len(rooms.history(store, second)) >= 1, "and the teacher's page plays the second's"


def test_the_creator_frees_a_seat_gives_one_to_a_bot_and_closes_the_room(
    store: RoomStore,
) -> None:
    ana, ben, code = two_players(store)
    ana.bot_delay = 0  # the bots move at once: no people to follow them here
    assert ben.room is not None and ben.room.secret is not None
    old_secret = ben.room.secret
    ana.free_seat(1)
    ana.play(ana.state.legal_actions()[0])
    ben.sync_room()
    assert "was freed" in ben.message, "the page says so, and watches"
    ben.play(ben.state.legal_actions()[0])
    assert "You are watching" in ben.message
    move = str(ben.state.legal_actions()[0])
    with pytest.raises(ValueError, match="claim it first"):
        rooms.play(store, code, 1, old_secret, 1, move)  # the old secret holds nothing
    assert rooms.info(store, code).open_seats == (1,)
    ben.free_seat(0)
    assert ben.message == "Only the room's creator can do that."
    ana.seat_to_bot(1, "random")
    ana.sync_room()
    assert len(rooms.history(store, code)) == 2, "the bot moved, from the creator's kernel"
    ana.close_room()
    ana.sync_room()
    ana.play(ana.state.legal_actions()[0])
    assert "closed" in ana.message
    assert len(rooms.history(store, code)) == 2


def test_the_rooms_pane_creates_a_room_from_its_form(
    store: RoomStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JUNKSPACE_ROOMS", store.location)
    app = GameApp("junk_orbit", players=3, seed=1)
    pane = app.panes.rooms
    assert [menu.description for menu in pane.seat_menus] == ["Yellow", "Purple", "Green"]
    pane.form.game.value = "hyperstellar"
    pane.form.players.value = 2
    assert [menu.description for menu in pane.seat_menus] == ["Red", "Yellow"]
    pane.seat_menus[1].value = "greedy"
    pane.mine.value = 0
    pane.form.start.click()
    assert app.room is not None, app.message
    info = rooms.info(store, app.room.code)
    assert (info.game, [s.kind for s in info.seats]) == ("hyperstellar", ["human", "bot"])
    assert app.room.code in pane.status.value
    assert f"hyperstellar.ipynb?room={app.room.code}&amp;watch=1" in pane.status.value
    assert app.tabs.title == "Rooms"


def test_the_create_form_opened_in_a_room_stays_open_as_news_comes(store: RoomStore) -> None:
    ana, ben, _ = two_players(store)
    form = ana.panes.rooms.create
    assert form.selected_index is None, "entering a room folds the form"
    form.selected_index = 0  # the player opens it to make another room
    for turn in range(4):
        mover, other = (ana, ben) if turn % 2 == 0 else (ben, ana)
        mover.play(mover.state.legal_actions()[0])
        for _ in range(8):  # the news, then rounds that read the seats again
            other.sync_room()
    assert len(ana.record.actions) == 4 and form.selected_index == 0


def test_a_page_whose_seat_was_freed_says_so_and_watches(store: RoomStore) -> None:
    ana, ben, code = two_players(store)
    ana.free_seat(1)
    for _ in range(SEATS_EVERY):
        ben.sync_room()
    assert ben.room is not None and ben.room.seat is None
    assert "Your seat (Yellow)" in ben.message and "freed" in ben.message
    assert ": you" not in ben.panes.rooms.seats.children[1].value
    assert not ben.sight.offered and code in ben.sight.words


def test_leaving_a_room_starts_a_game_of_ones_own(store: RoomStore) -> None:
    ana, _ben, _ = two_players(store)
    ana.play(ana.state.legal_actions()[0])
    ana.leave_room()
    assert ana.room is None and ana.record.actions == ()
    assert "Left room" in ana.message
    assert ana.panes.inspector.whole and ana.panes.inspector.only == (0,)


def test_the_poll_runs_on_the_event_loop_and_stops_when_the_app_closes(
    store: RoomStore,
) -> None:
    async def scenario() -> tuple[int, int, bool]:
        ana, ben, code = two_players(store)
        ana.play(ana.state.legal_actions()[0])  # ana's kernel; ben's polls by itself
        await asyncio.sleep(POLL_SECONDS * 4)
        seen = len(ben.record.actions)
        ben.close()
        running = ben.room_client.poll.running
        assert ana.room is not None and ana.room.secret is not None
        rooms.play(store, code, 1, _secret_of(ben), 1, ben.state.legal_actions()[0].__str__())
        await asyncio.sleep(POLL_SECONDS * 3)
        return seen, len(ben.record.actions), running

    # A loop of its own, in a thread of its own: a browser test earlier in this process
    # (Playwright's sync API) may have left this thread's event loop running.
    with ThreadPoolExecutor(1) as thread:
        seen, later, running = thread.submit(asyncio.run, scenario()).result()
    assert seen == 1, "the other app's move arrived without asking"
    assert later == 1 and not running, "a closed app polls no more"


def _secret_of(app: GameApp) -> str:
    assert app.room is not None and app.room.secret is not None
    return app.room.secret


def test_the_projectors_standings_rank_the_players_of_finished_rooms(store: RoomStore) -> None:
    ana, _ben, code = two_players(store, "junk_orbit")
    assert ana.room is not None and ana.room.creator is not None
    other, creator = rooms.create_room(store, "junk_orbit", 2, 8, {}, ["greedy", "random"])
    board = Standings(store=store)
    assert board.players == "<p>No game is over yet.</p>"
    assert code in board.rooms and other in board.rooms
    for seat in (0, 1):
        rooms.hand_over(store, code, ana.room.creator, seat, "greedy")
    rooms.play_bots(store, code, ana.room.creator)
    rooms.play_bots(store, other, creator)
    board.refresh()
    lines = player_lines(rooms.standings(store))
    assert sum(line.games for line in lines) == 4
    assert [line.wins for line in lines] == sorted((line.wins for line in lines), reverse=True)
    best = lines[0]
    assert f"<td>1</td><td>{best.name}</td><td>{best.wins}</td>" in board.players
    only = Standings([other.lower()], store=store)
    assert other in only.rooms and code not in only.rooms


def test_a_creator_who_frees_their_own_seat_watches_from_then_on(store: RoomStore) -> None:
    ana, _ben, code = two_players(store)
    ana.free_seat(0)
    assert ana.room is not None and ana.room.seat is None and ana.room.creator is not None
    assert hand_ids(ana) == set(), "no hand once the seat is given away"
    assert ana.panes.inspector.view.options == ()
    assert rooms.info(store, code).open_seats == (0,)


def test_the_standings_page_is_the_teachers_and_says_what_is_wrong(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    where = tmp_path / "class.sqlite3"
    monkeypatch.setenv(rooms.ENVIRONMENT, str(where))
    store = rooms.open_store(where)
    code, _ = rooms.create_room(store, "junk_orbit", 2, 3, {}, ["random", "greedy"])
    store.close()
    monkeypatch.setenv(TEACHER_KEY, "k3y")
    for query in ("", f"rooms={code}", "key=guess", f"rooms={code}&key=k3"):
        page = Standings.from_query(query)
        assert isinstance(page, StandingsRefused) and "the teacher's" in page.words, query
        assert code not in page.widget.children[0].value
    page = Standings.from_query("rooms=BCDFGH&key=k3y")
    assert isinstance(page, StandingsRefused) and "BCDFGH" in page.words
    assert str(tmp_path) not in page.words, "no server path in what a page is told"
    teachers = Standings.from_query("key=k3y")
    assert isinstance(teachers, Standings) and code in teachers.rooms
    teachers.close()
    monkeypatch.delenv(TEACHER_KEY)
    assert isinstance(Standings.from_query("key="), StandingsRefused), "no key set: no page"


def _finish(store: RoomStore, code: str, secrets: dict[int, str], creator: str) -> None:
    """Play room ``code`` to its end: the people's seats by their secrets, the bots by theirs."""
    while (position := rooms.state(store, code)).current_player is not None:
        seat = position.current_player
        if seat in secrets:
            move = str(position.legal_actions()[0])
            rooms.play(store, code, seat, secrets[seat], len(rooms.history(store, code)), move)
        else:
            rooms.play_bots(store, code, creator, most=1)


def test_the_standings_know_a_player_by_their_browser_not_by_the_name_typed(
    store: RoomStore,
) -> None:
    ana, namesake = GameApp("junk_orbit"), GameApp("junk_orbit")
    first = ana.create_room("junk_orbit", 2, 3, ["human", "human"], mine=0, name="Ana", store=store)
    assert first is not None and ana.room is not None and ana.room.creator is not None
    ana_first, creator = _secret_of(ana), ana.room.creator
    assert namesake.join_room(first, name="Ana", store=store)
    _finish(store, first, {0: ana_first, 1: _secret_of(namesake)}, creator)
    second = ana.create_room(
        "junk_orbit", 2, 4, ["human", "greedy"], mine=0, name="Ana", store=store
    )
    assert second is not None and ana.room is not None and ana.room.creator is not None
    _finish(store, second, {0: _secret_of(ana)}, ana.room.creator)
    standings = rooms.standings(store)
    lines = player_lines(standings)
    assert sorted((line.name, line.games) for line in lines) == [
        ("Ana", 1),  # the other browser that typed "Ana"
        ("Ana", 2),  # one browser, two rooms: one line
        ("greedy (bot)", 1),
    ]
    assert ana.keeper.player not in repr(standings), "the rooms keep only the key's digest"


def test_the_browser_keeps_a_rooms_secrets_before_the_page_shows_the_room(
    store: RoomStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A page reloaded (or closed) as soon as it shows its new room must find the room's
    secrets in its browser: else its next kernel is no longer the room's creator and the
    room's bots never move (before the overdue fallback), and the seat is lost. The kernel's
    messages reach the browser in the order sent, so the secrets and the room's address must
    go out before the pane that shows the room."""
    app = GameApp("junk_orbit")
    said: list[str] = []
    send = app.keeper.send

    def spy(content: dict[str, Any], buffers: Any = None) -> None:
        said.append(content["type"])
        send(content, buffers)

    monkeypatch.setattr(app.keeper, "send", spy)
    app.panes.rooms.status.observe(lambda change: said.append("shown"), "value")
    code = app.create_room("junk_orbit", 2, 4, ["human", "greedy"], mine=0, store=store)
    assert code is not None and "shown" in said
    assert said.index("keep") < said.index("shown") and said.index("address") < said.index("shown")
    said.clear()
    other = GameApp("junk_orbit")
    monkeypatch.setattr(other.keeper, "send", spy)
    other.panes.rooms.status.observe(lambda change: said.append("shown"), "value")
    free = rooms.create_room(store, "junk_orbit", 2, 5, {}, ["human", "greedy"])[0]
    assert other.join_room(free, store=store)
    assert said.index("keep") < said.index("shown") and said.index("address") < said.index("shown")
