"""The Asteroid Belt encoder, part by part (see junkspace/interop/encoders/asteroid_belt.py).

Positions come from seeded random games at both table sizes and from scripted scenarios
(tests/belt.py); each test checks one promise of the encoding against the junkspace state
it was made from. The last tests check where OpenSpiel cuts a game and the facts behind
``longest_game``.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator

import numpy as np
import pyspiel
import pytest
from belt import position
from playing import random_line

import junkspace
from junkspace import Action, GameState
from junkspace.asteroid_belt import (
    ASTEROIDS,
    CLASSES,
    FACTIONS,
    Acting,
    AsteroidBeltState,
    Commanding,
    Creating,
    Guard,
    Guarding,
    Over,
    Protecting,
    Sailing,
    Shuttle,
    Site,
    Unit,
    cell,
)
from junkspace.asteroid_belt.board import BASES, CELLS, LANE, TERRAIN, WIDTH
from junkspace.asteroid_belt.reach import unit_reach
from junkspace.asteroid_belt.rules import CHIPS
from junkspace.asteroid_belt.units import BOX, KINDS, Kind
from junkspace.interop import openspiel
from junkspace.interop.encoders.asteroid_belt import TURN_DECISIONS, longest_game, max_game_length
from junkspace.interop.observations import encoder
from junkspace.interop.pettingzoo import raw_env
from junkspace.interop.rewards import rank_rewards
from junkspace.interop.table import Table

PLAYERS = [2, 3]
STEPS = {
    Commanding: 0,
    Acting: 1,
    Sailing: 2,
    Creating: 3,
    Guarding: 4,
    Protecting: 5,
    Over: 6,
}


def positions(players: int, seed: int = 1) -> Iterator[AsteroidBeltState]:
    start = junkspace.new_game("asteroid_belt", players=players, seed=seed)
    for state, _ in random_line(start, seed):
        assert isinstance(state, AsteroidBeltState)
        yield state


def parts(state: GameState, seat: int) -> dict[str, np.ndarray]:
    coder = encoder(Table.of_state(state))
    return coder.layout.views(coder.encode(state, seat))


def at(name: str) -> tuple[int, int]:
    return divmod(cell(name), WIDTH)


def ferry(seat: int, *kinds: Kind) -> Shuttle:
    return Shuttle(tuple(Unit(seat, kind) for kind in kinds))


def harbour(seed: int) -> Iterator[tuple[GameState, Action]]:
    """Random play from a table where every faction has shuttles out (random games rarely do)."""
    start = position(
        3,
        pieces={
            "e7": ferry(0, "assault", "recon"),
            "e5": ferry(0, "engineering"),
            "t7": ferry(1, "assault", "engineering"),
            "n12": ferry(2, "engineering", "recon"),
            "i5": Unit(0, "engineering"),
            "p7": Unit(1, "engineering"),
            "p11": Unit(2, "assault"),
        },
        reserve=[(1, 1, 1, 1)] * 3,
        rounds=8,
    )
    return random_line(start, seed)


@pytest.mark.parametrize("players", PLAYERS)
def test_what_stands_on_the_board_is_counted_from_the_observer(players: int) -> None:
    for state in positions(players, seed=2):
        for observer in range(players):
            seen = parts(state, observer)
            pieces = 0
            for c, piece in state.pieces:
                row, column = divmod(c, WIDTH)
                if isinstance(piece, Unit):
                    s = (piece.owner - observer) % players
                    assert seen["units"][s, KINDS.index(piece.kind), row, column] == 1
                    assert seen["spent"][0, row, column] == piece.spent
                elif isinstance(piece, Guard):
                    assert seen["guards"][KINDS.index(piece.kind), row, column] == 1
                pieces += 1
            on_board = seen["units"].sum() + seen["guards"].sum() + seen["shuttles"].sum()
            assert on_board == pieces


@pytest.mark.parametrize("seed", range(2))
def test_shuttles_show_their_owner_riders_and_who_has_acted(seed: int) -> None:
    seen_one = False
    for state, _ in harbour(seed):
        assert isinstance(state, AsteroidBeltState)
        for observer in (0, 2):
            seen = parts(state, observer)
            for c, piece in state.pieces:
                if not isinstance(piece, Shuttle):
                    continue
                seen_one = True
                row, column = divmod(c, WIDTH)
                assert np.flatnonzero(seen["shuttles"][:, row, column]).tolist() == [
                    (piece.owner - observer) % 3
                ]
                kinds = Counter(rider.kind for rider in piece.passengers)
                assert seen["riders"][:, row, column] == pytest.approx(
                    [kinds[kind] / 3 for kind in KINDS]
                )
                assert seen["spent"][:, row, column] == pytest.approx(
                    [float(piece.spent), sum(rider.spent for rider in piece.passengers) / 3]
                )
    assert seen_one


def test_a_unit_that_boarded_this_turn_is_a_spent_rider() -> None:
    state = position(pieces={"i5": Unit(0, "engineering"), "k6": ferry(0, "assault")})
    state = state.apply("select i5").apply("move k6")
    seen = parts(state, 1)
    row, column = at("k6")
    assert seen["shuttles"][:, row, column].tolist() == [0, 1]  # Purple's, seen from Orange
    assert seen["riders"][:, row, column] == pytest.approx([1 / 3, 1 / 3, 0, 0])
    assert seen["spent"][:, row, column] == pytest.approx([0, 1 / 3])
    assert not seen["units"].any()


@pytest.mark.parametrize("players", PLAYERS)
def test_every_unit_is_in_exactly_one_place(players: int) -> None:
    """On the board, aboard a shuttle, on the base or in repair: the shares add up to all."""
    for state in positions(players, seed=3):
        seen = parts(state, 1)
        for s in range(players):
            seat = (s + 1) % players
            box = np.array(BOX[seat], np.float32)
            standing = seen["units"][s].sum(axis=(1, 2))
            aboard = 3 * (seen["riders"] * seen["shuttles"][s]).sum(axis=(1, 2))
            kept = (seen["reserve"][s] + seen["repair"][s]) * box
            assert standing + aboard + kept == pytest.approx(box)


@pytest.mark.parametrize("players", PLAYERS)
def test_each_guard_is_shown_beside_its_own_asteroid(players: int) -> None:
    for state in positions(players, seed=4):
        seen = parts(state, 0)
        standing = Counter[int]()
        for c, piece in state.pieces:
            if isinstance(piece, Guard):
                standing[piece.home] += 1
                home_row, home_column = divmod(ASTEROIDS[piece.home].cell, WIDTH)
                row, column = divmod(c, WIDTH)
                direction = (row - home_row + 1) * 3 + column - home_column + 1
                assert seen["guard_cells"][piece.home, direction - (direction > 4)] == 1
        assert seen["guard_cells"].sum(axis=1).tolist() == [
            standing[a] for a in range(len(ASTEROIDS))
        ]


def test_a_guard_between_two_asteroids_points_at_its_own() -> None:
    """b2 is next to the Purple base a1 and to c3; the guard there belongs to c3."""
    state = position(pieces={"d2": Unit(0, "engineering")})
    state = state.apply("target c3").apply("end").apply("guard b2")
    seen = parts(state, 0)
    c3 = next(a.id for a in ASTEROIDS if a.cell == cell("c3"))
    assert np.flatnonzero(seen["guard_cells"]).tolist() == [8 * c3 + 0]  # up and to the left
    assert seen["guards"][KINDS.index("assault"), 1, 1] == 1


@pytest.mark.parametrize("players", PLAYERS)
def test_the_chips_on_every_asteroid(players: int) -> None:
    for state in positions(players, seed=5):
        for observer in range(players):
            seen = parts(state, observer)
            for a, site in enumerate(state.sites):
                owner = [] if site.owner is None else [(site.owner - observer) % players]
                target = [] if site.target is None else [(site.target - observer) % players]
                assert np.flatnonzero(seen["mines"][a]).tolist() == owner
                assert np.flatnonzero(seen["targets"][a]).tolist() == target
                assert seen["flags"][a] == site.flag
                guards = len(CLASSES[ASTEROIDS[a].grade].guards)
                assert seen["waiting"][a] == pytest.approx(len(site.waiting) / guards)


def test_a_fresh_mine_shows_what_is_left_of_its_reward() -> None:
    state = position(pieces={"b2": Unit(0, "engineering")}, sites={"c3": Site(flag=True)})
    state = state.apply("select b2").apply("move b3")
    c3 = next(a.id for a in ASTEROIDS if a.cell == cell("c3"))
    assert parts(state, 1)["fresh"][c3] == pytest.approx(1.0)
    state = state.apply("buy engineering c2")
    assert parts(state, 1)["fresh"][c3] == pytest.approx(15 / 25)
    assert parts(state.apply("end"), 1)["fresh"].sum() == 0, "only in the turn it is built"


@pytest.mark.parametrize("hard", [False, True])
def test_the_fresh_share_is_of_the_reward_the_game_pays(hard: bool) -> None:
    state = position(
        pieces={"b2": Unit(0, "engineering")}, sites={"c3": Site(flag=True)}, hard=hard
    )
    state = state.apply("select b2").apply("move b3").apply("buy engineering c2")
    reward = 20 if hard else 25
    assert parts(state, 0)["fresh"].max() == pytest.approx((reward - 10) / reward)


@pytest.mark.parametrize("players", PLAYERS)
def test_resources_points_units_and_chips_are_counted_from_the_observer(players: int) -> None:
    for state in positions(players, seed=6):
        for observer in range(players):
            seen = parts(state, observer)
            for seat in range(players):
                s = (seat - observer) % players
                money = state.resources[seat]
                assert seen["resources"][s] == pytest.approx(money / (money + 30))
                assert seen["points"][s] == pytest.approx(min(state.points(seat) / 15, 1))
                box = BOX[seat]
                assert seen["reserve"][s] == pytest.approx(
                    [n / b for n, b in zip(state.reserve[seat], box, strict=True)]
                )
                assert seen["repair"][s] == pytest.approx(
                    [n / b for n, b in zip(state.repair[seat], box, strict=True)]
                )
                assert seen["chips"][s].tolist() == [chip in state.chips[seat] for chip in CHIPS]
                assert seen["reinforced"][s] == state.reinforced[seat]


def test_points_past_the_goal_count_as_the_whole_goal() -> None:
    state = position(
        pieces={"b2": Unit(0, "engineering")},
        sites={"c3": Site(flag=True), "c6": Site(owner=0), "f1": Site(owner=0)},
        goal=5,
    )
    state = state.apply("select b2").apply("move b3")
    assert state.is_over and state.points(0) == 6
    assert parts(state, 0)["points"].tolist() == [1.0, 0.0]


@pytest.mark.parametrize("seat", range(3))
def test_faction_is_the_observers_own(seat: int) -> None:
    seen = parts(junkspace.new_game("asteroid_belt", players=3, seed=1), seat)
    assert np.flatnonzero(seen["faction"]).tolist() == [seat]
    assert FACTIONS[seat].colour == ("Purple", "Orange", "Green")[seat]


@pytest.mark.parametrize(
    "options, expected",
    [({}, [15 / 40, 0, 0]), ({"goal": 40, "fast": True, "hard": True}, [1, 1, 1])],
)
def test_the_options_of_the_game(options: dict[str, object], expected: list[float]) -> None:
    state = junkspace.new_game("asteroid_belt", players=2, seed=1, **options)
    assert parts(state, 0)["options"].tolist() == pytest.approx(expected)


@pytest.mark.parametrize("players", PLAYERS)
def test_the_cargo_shuttles_portal(players: int) -> None:
    for state in positions(players, seed=7):
        assert np.flatnonzero(parts(state, 0)["cargo"]).tolist() == [state.cargo]


@pytest.mark.parametrize("players", PLAYERS)
def test_the_step_who_decides_and_whose_turn_it_is(players: int) -> None:
    for state in positions(players, seed=8):
        observer = (state.active + 1) % players
        seen = parts(state, observer)
        assert np.flatnonzero(seen["step"]).tolist() == [STEPS[type(state.phase)]]
        deciding = state.current_player
        assert deciding is not None
        assert np.flatnonzero(seen["deciding"]).tolist() == [(deciding - observer) % players]
        assert np.flatnonzero(seen["active"]).tolist() == [(state.active - observer) % players]
        assert seen["created"][0] == state.created


def test_a_unit_leaving_its_base_and_then_its_orders() -> None:
    state = junkspace.new_game("asteroid_belt", players=2, seed=1).apply("select a1 assault")
    seen = parts(state, 0)
    assert seen["step"][1] == 1
    assert np.flatnonzero(seen["leaving"]).tolist() == [KINDS.index("assault")]
    assert np.argwhere(seen["focus"][0]).tolist() == [[0, 0]]
    assert seen["orders"].tolist() == [0, 0]
    state = position(pieces={"b2": Unit(0, "assault"), "b5": Unit(1, "engineering")})
    state = state.apply("select b2").apply("move b4")
    seen = parts(state, 1)
    assert seen["step"][1] == 1 and not seen["leaving"].any()
    assert np.argwhere(seen["focus"][0]).tolist() == [list(at("b4"))]
    assert seen["orders"].tolist() == [1, 0], "moved, and an enemy to attack"


def test_a_shuttle_under_orders_shows_its_die() -> None:
    state = position(pieces={"e7": ferry(0, "assault")}, dice=(2,)).apply("select e7")
    seen = parts(state, 1)
    assert seen["step"][2] == 1
    assert seen["speed"].tolist() == [0, 1, 0, 0, 0, 0]
    assert np.argwhere(seen["focus"][0]).tolist() == [list(at("e7"))]


def test_the_guard_step_shows_the_invader_the_asteroids_and_the_guards() -> None:
    # Purple targets c3 and f1 (both in reach of d2); after its turn, Orange sets up the
    # guards of f1 (first in reading order), then of c3.
    state = position(pieces={"d2": Unit(0, "engineering")})
    state = state.apply("target c3").apply("target f1").apply("end")
    c3, f1 = (next(a.id for a in ASTEROIDS if a.cell == cell(n)) for n in ("c3", "f1"))
    seen = parts(state, 1)
    assert seen["step"][4] == 1 and seen["placing"][0] == 1
    assert np.flatnonzero(seen["invader"]).tolist() == [1]  # Purple, seen from Orange
    assert np.argwhere(seen["guarding"]).tolist() == [[f1, 0], [c3, 1]]
    state = state.apply("guard e2")  # next to Purple's engineer on d2, which it attacks
    seen = parts(state, 1)
    assert seen["placing"][0] == 0
    assert np.argwhere(seen["focus"][1]).tolist() == [list(at("e2"))]
    assert not seen["focus"][2].any(), "no other guard of f1 is to attack"


def test_a_protection_shows_the_beaten_elite_and_the_orders_it_interrupts() -> None:
    state = position(
        pieces={"i5": Unit(0, "assault"), "i6": Unit(1, "elite")}, dice=(6, 1), active=0
    )
    state = state.apply("select i5").apply("attack i6")
    assert isinstance(state.phase, Protecting)
    seen = parts(state, 1)
    assert seen["step"][5] == 1 and seen["deciding"][0] == 1
    assert np.argwhere(seen["focus"][3]).tolist() == [list(at("i6"))]
    assert seen["resumes"].tolist() == [0, 1, 0]
    assert np.argwhere(seen["focus"][0]).tolist() == [list(at("i5"))]
    assert seen["orders"].tolist() == [0, 1]


def test_a_second_creation_resumes_the_elites_orders() -> None:
    state = position(
        3, pieces={"d3": Unit(2, "elite")}, sites={"c3": Site(owner=2)}, active=2, dice=(4,)
    )
    state = state.apply("select d3").apply("create c2")
    assert isinstance(state.phase, Creating)
    seen = parts(state, 2)
    assert seen["step"][3] == 1 and seen["created"][0] == 1
    assert seen["resumes"].tolist() == [0, 1, 0]
    assert np.argwhere(seen["focus"][0]).tolist() == [list(at("d3"))]


@pytest.mark.parametrize("rounds, expected", [(12, [1.0, 0.0]), (None, [0.0, 0.0])])
def test_the_turn_cap_and_how_much_of_it_has_begun(
    rounds: int | None, expected: list[float]
) -> None:
    state = junkspace.new_game("asteroid_belt", players=2, seed=1, rounds=rounds)
    assert parts(state, 0)["rounds"].tolist() == expected
    later = state.apply("end").apply("end").apply("end")
    assert parts(later, 0)["rounds"][1] == pytest.approx(3 / 24 if rounds else 0)


def test_a_game_cut_short_by_the_cap_says_so() -> None:
    state = junkspace.new_game("asteroid_belt", players=2, seed=1, rounds=1)
    state = state.apply("end").apply("end")
    assert state.truncated
    seen = parts(state, 0)
    assert seen["step"][6] == 1 and seen["truncated"][0] == 1
    assert seen["rounds"].tolist() == [1.0, 1.0]


def test_with_no_turn_cap_there_is_no_bound_for_openspiel() -> None:
    uncapped = Table.of("asteroid_belt", players=2, rounds=None)
    with pytest.raises(ValueError, match="no turn cap has no bound"):
        encoder(uncapped).max_game_length  # noqa: B018
    with pytest.raises(ValueError, match="set rounds"):
        openspiel.load("asteroid_belt", players=2, rounds=None)
    environment = raw_env("asteroid_belt", players=2, rounds=None)
    environment.reset(seed=1)  # PettingZoo needs no bound
    assert environment.observe("player_0")["action_mask"].any()


def rebuilding(spiel_state: openspiel.JunkspaceState) -> int:
    """The action that keeps a rich faction dismissing its elite and building it again."""
    legal = {spiel_state.action_to_string(a): a for a in spiel_state.legal_actions()}
    for prefix in ("dismiss", "buy", "select a1 elite", "move"):
        for text, action in sorted(legal.items()):
            if text.startswith(prefix):
                return action
    raise AssertionError(f"no way to go on rebuilding among {sorted(legal)}")


def test_openspiel_cuts_a_game_at_a_hundred_decisions_a_turn() -> None:
    """The rules let a rich faction dismiss and rebuild a unit for ever; OpenSpiel ends it."""
    spiel_game = openspiel.load("asteroid_belt", players=2, rounds=1)
    assert spiel_game.max_game_length() == 1 * 2 * TURN_DECISIONS
    start = json.loads(junkspace.new_game("asteroid_belt", players=2, seed=1, rounds=1).to_json())
    start["state"]["resources"] = [100_000, 100_000]
    state = spiel_game.new_initial_state(json.dumps(start))
    while not state.is_terminal():
        state.apply_action(rebuilding(state))
    assert state.history() and len(state.history()) == spiel_game.max_game_length()
    assert state.game_state.turn == 0 and not state.game_state.is_over, "cut in the first turn"
    assert state.current_player() == pyspiel.PlayerId.TERMINAL
    assert state.returns() == list(rank_rewards(state.game_state, ended=True))
    assert sum(state.returns()) == 0
    with pytest.raises(ValueError, match="length bound of 200 decisions"):
        state.apply_action(0)
    clone = state.clone()
    assert clone.is_terminal() and clone.returns() == state.returns()


def test_the_rules_bound_is_far_above_the_cut() -> None:
    state = junkspace.new_game("asteroid_belt", players=3, seed=1)
    assert isinstance(state, AsteroidBeltState)
    assert longest_game(state) > 8 * max_game_length(state) == 8 * 40 * 3 * TURN_DECISIONS


# -- the facts behind longest_game --------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("rounds", [3, 40])
def test_a_game_lasts_at_most_the_caps_turns(players: int, rounds: int) -> None:
    start = junkspace.new_game("asteroid_belt", players=players, seed=rounds, rounds=rounds)
    end = start
    for state, action in random_line(start, rounds):
        assert isinstance(state, AsteroidBeltState) and state.turn < rounds * players
        end = state.apply(action)
    assert isinstance(end, AsteroidBeltState)
    assert end.turn <= rounds * players
    assert end.truncated == (end.turn == rounds * players)


@pytest.mark.parametrize("seat", range(3))
def test_no_unit_leaving_its_base_can_reach_a_lane(seat: int) -> None:
    """So the units built at the base never activate a shuttle in the turn they leave it.

    Even with a shuttle with room on every lane, no kind of unit can board one in the move
    that takes it off its base; nothing else on the board could lengthen that move.
    """
    everywhere = {c: ferry(seat, "engineering") for c in range(CELLS) if TERRAIN[c] == LANE}
    for kind in KINDS:
        stops, boardings = unit_reach(everywhere, BASES[seat], kind, seat)
        assert stops and boardings == ()


def orders(line: Iterator[tuple[GameState, Action]]) -> Iterator[tuple[type, int]]:
    """Each order in a line of play: whose it is (Acting or Sailing) and its decisions.

    An order runs from its ``select`` until the active player commands again (or the game
    ends); creations are left out, as the bound counts them apart.
    """
    kind: type | None = None
    decisions = 0
    for state, action in line:
        after = state.apply(action)
        assert isinstance(state, AsteroidBeltState) and isinstance(after, AsteroidBeltState)
        if isinstance(state.phase, Commanding) and str(action).startswith("select"):
            kind, decisions = type(after.phase), 0
        if kind is not None and not str(action).startswith("create"):
            decisions += 1
        if kind is not None and isinstance(after.phase, Commanding | Over):
            yield kind, decisions
            kind = None


@pytest.mark.parametrize("seed", range(3))
def test_an_order_takes_at_most_five_decisions_for_a_unit_four_for_a_shuttle(seed: int) -> None:
    start = junkspace.new_game("asteroid_belt", players=3, seed=seed)
    longest = Counter[type]()
    for line in (random_line(start, seed), harbour(seed)):
        for kind, decisions in orders(line):
            longest[kind] = max(longest[kind], decisions)
    assert longest[Acting] <= 5 and longest[Sailing] <= 4
    assert longest[Sailing], "a shuttle took orders"


def turns(
    line: Iterator[tuple[GameState, Action]],
) -> Iterator[list[tuple[AsteroidBeltState, Action, AsteroidBeltState]]]:
    """A line of play cut into turns (with the guard step after each), each move with its result."""
    turn: list[tuple[AsteroidBeltState, Action, AsteroidBeltState]] = []
    for state, action in line:
        assert isinstance(state, AsteroidBeltState)
        if turn and state.turn != turn[0][0].turn:
            yield turn
            turn = []
        after = state.apply(action)
        assert isinstance(after, AsteroidBeltState)
        turn.append((state, action, after))
    yield turn


@pytest.mark.parametrize("seed", range(3))
def test_what_one_turn_can_hold(seed: int) -> None:
    """Per turn: orders only for units out of repair or leaving it, shuttles on the board or
    activated, at most two creations, one Target per asteroid, one move and attack per guard."""
    start = junkspace.new_game("asteroid_belt", players=3, seed=seed)
    for line in (random_line(start, seed), harbour(seed)):
        for turn in turns(line):
            first = turn[0][0]
            seat = first.active
            ready_units = 12 - sum(first.repair[seat])
            ready_shuttles = sum(
                isinstance(p, Shuttle) and p.owner == seat and not p.spent for _, p in first.pieces
            )
            unit_orders = shuttle_orders = out_of_repair = activated = creations = 0
            targeted: list[str] = []
            attackers: list[int] = []
            started: dict[int, int] = {}
            for state, action, after in turn:
                word = str(action).split()[0]
                if word == "select" and isinstance(state.phase, Commanding):
                    if isinstance(after.phase, Sailing):
                        shuttle_orders += 1
                    else:
                        unit_orders += 1
                creations += word == "create"
                if word == "target":
                    targeted.append(str(action))
                if isinstance(state.phase, Guarding) and word in ("move", "attack"):
                    # A guard is known by the cell it stood on when its orders began.
                    guard = state.phase.attackers[0]
                    if word == "move":
                        started[after.phase.attackers[0]] = guard  # type: ignore[union-attr]
                    else:
                        attackers.append(started.pop(guard) if state.phase.moved else guard)
                for event in after.events:
                    if event.kind in ("bought", "created"):
                        out_of_repair += 1
                    elif event.kind == "reinforced":
                        out_of_repair += len(event["units"])
                    activated += event.kind == "shuttle_activated"
            assert unit_orders <= ready_units + out_of_repair
            assert shuttle_orders <= ready_shuttles + activated
            assert creations <= 2
            assert len(targeted) == len(set(targeted))
            assert len(attackers) == len(set(attackers))
