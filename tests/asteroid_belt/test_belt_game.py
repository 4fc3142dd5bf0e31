"""Setting up, factions, resources, reinforcements, victory and the game options."""

from __future__ import annotations

import pytest
from belt import events_of, position

import junkspace
from junkspace import IllegalActionError, InvalidActionError
from junkspace.asteroid_belt import FACTIONS, Site, Unit, new_game
from junkspace.asteroid_belt.units import BOX, KINDS
from junkspace.core.state import replace


def _legal(state: object) -> set[str]:
    return {str(a) for a in state.legal_actions()}  # type: ignore[attr-defined]


def test_the_factions_play_in_order_purple_orange_green() -> None:
    state = junkspace.new_game("asteroid_belt", players=3, seed=1)
    assert [state.seat_name(s) for s in range(3)] == ["Purple", "Orange", "Green"]
    assert [f.name for f in FACTIONS] == ["Purple Federation", "Orange Empire", "Green Anarchy"]
    assert state.current_player == 0


@pytest.mark.parametrize(
    "seat, force",
    [(0, (2, 1, 2, 1)), (1, (2, 2, 1, 1)), (2, (3, 1, 1, 1))],
    ids=["purple-recon", "orange-assault", "green-engineering"],
)
def test_each_faction_starts_with_one_more_of_its_favourite_and_30_resources(
    seat: int, force: tuple[int, int, int, int]
) -> None:
    state = new_game(players=3, seed=0)
    assert state.reserve[seat] == force and state.resources[seat] == 30
    assert tuple(b - f for b, f in zip(BOX[seat], force, strict=True)) == state.repair[seat]


@pytest.mark.parametrize(
    "seat, kind, price",
    [
        (0, "recon", 17),
        (0, "assault", 20),
        (1, "assault", 17),
        (1, "recon", 20),
        (2, "engineering", 8),
        (2, "elite", 40),
    ],
)
def test_building_costs_and_faction_discounts(seat: int, kind: str, price: int) -> None:
    assert FACTIONS[seat].price(kind) == price  # type: ignore[arg-type]
    state = position(3, active=seat, resources=(60, 60, 60)).apply(f"buy {kind}")
    assert state.resources[seat] == 60 - price
    assert state.reserve[seat][KINDS.index(kind)] == 1, "a unit built at the base waits on it"


def test_a_unit_built_at_the_base_must_move_out_from_there() -> None:
    state = position(resources=(30, 30)).apply("buy engineering")
    assert "select a1 engineering" in _legal(state)
    state = state.apply("select a1 engineering")
    assert all(a.startswith("move") for a in _legal(state)), "it has to leave the base"
    with pytest.raises(IllegalActionError, match="must move out"):
        state.apply("done")
    state = state.apply("move b2")
    assert state.resources[0] == 30 - 10 - 1 and state.piece_at("b2") is not None


def test_only_units_in_repair_can_be_built() -> None:
    state = position(chips=[(), ()], reserve=[(0, 0, 0, 1), (0, 0, 0, 0)], resources=(90, 30))
    assert "buy elite" not in _legal(state)
    with pytest.raises(IllegalActionError, match="no elite in repair"):
        state.apply("buy elite")


def test_class_5_asteroids_pay_2_resources_at_the_end_of_their_holders_turn() -> None:
    state = position(sites={"l3": Site(owner=0)})
    state = state.apply("end")
    assert state.resources == (34, 30), "the base and the class-5 mine"
    assert events_of(state, "turn_ended")[0]["income"] == 4
    state = state.apply("end")
    assert state.resources == (34, 32)


def test_a_faction_with_nothing_left_calls_reinforcements_once() -> None:
    state = position(resources=(7, 30))
    assert "reinforce" in _legal(state)
    state = state.apply("reinforce")
    assert state.reserve[0] == (1, 1, 1, 1) and state.resources[0] == 27
    assert "reinforce" not in _legal(state)
    emptied = replace(position(resources=(0, 30)), reinforced=(True, False))
    with pytest.raises(IllegalActionError, match="only once"):
        emptied.apply("reinforce")


@pytest.mark.parametrize(
    "pieces, reserve, money, allowed",
    [
        ({}, (0, 0, 0, 0), 9, True),  # Purple's cheapest unit costs 10
        ({}, (0, 0, 0, 0), 10, False),  # it can build one
        ({"b2": Unit(0, "engineering")}, (0, 0, 0, 0), 0, False),  # a unit on the board
        ({}, (1, 0, 0, 0), 0, False),  # a unit on its base
    ],
)
def test_reinforcements_only_without_units_and_resources(
    pieces: dict[str, Unit], reserve: tuple[int, int, int, int], money: int, allowed: bool
) -> None:
    state = position(pieces=pieces, reserve=[reserve, (0, 0, 0, 0)], resources=(money, 30))
    assert ("reinforce" in _legal(state)) == allowed
    if not allowed:
        with pytest.raises(IllegalActionError, match="reinforcements"):
            state.apply("reinforce")


def test_reaching_the_end_of_the_scale_wins_at_once() -> None:
    owned = {"h10": Site(owner=0), "q13": Site(owner=0), "o13": Site(owner=0)}
    sites = {**owned, "l3": Site(owner=0), "c3": Site(flag=True)}  # 2 + 2 + 2 + 4 points
    state = position(pieces={"b2": Unit(0, "engineering")}, sites=sites, goal=12)
    assert state.points(0) == 10
    state = state.apply("select b2").apply("move b3")
    assert state.is_over and not state.truncated
    assert state.winners() == (0,) and state.scores() == (12, 0)
    assert events_of(state, "victory")[0]["points"] == 12
    assert "achievement scale" in state.status()


def test_the_fast_game_counts_the_bases() -> None:
    assert new_game(players=3, seed=0, fast=True).scores() == (4, 4, 4)
    assert new_game(players=3, seed=0).scores() == (0, 0, 0)


def test_the_turn_cap_ends_the_game_ranked_by_points() -> None:
    state = position(sites={"c3": Site(owner=1)}, rounds=1)
    state = state.apply("end").apply("end")
    assert state.is_over and state.truncated
    assert state.winners() == (1,) and "turn cap" in state.status()
    assert events_of(state, "game_over")[0]["truncated"]


def test_two_players_leave_greens_corner_to_be_captured() -> None:
    two = new_game(players=2, seed=0)
    corner = next(a for a in junkspace.asteroid_belt.ASTEROIDS if a.base == 2)
    assert two.sites[corner.id] == Site(waiting=("assault", "recon"))
    three = new_game(players=3, seed=0)
    assert three.sites[corner.id] == Site(owner=2)


@pytest.mark.parametrize("players", [2, 3])
def test_the_next_player_commands_the_guards(players: int) -> None:
    for seat in range(players):
        state = position(players, pieces={"e2": Unit(seat, "engineering")}, active=seat).apply(
            "target c3"
        )
        state = state.apply("end")
        assert state.current_player == (seat + 1) % players


def test_notation_errors_give_the_grammar() -> None:
    state = new_game(players=2, seed=0)
    for text in ("fly c3", "move", "move c3 d4", "buy tank", "select c99", "raid now"):
        with pytest.raises(InvalidActionError, match="expected one of"):
            state.parse_action(text)


def test_every_action_reads_back_from_its_notation() -> None:
    for players in (2, 3):
        state = new_game(players=players, seed=0)
        space = state.action_space()
        assert len(set(space)) == len(space)
        assert all(state.parse_action(str(a)) == a for a in space)


def test_it_is_registered_with_the_kit() -> None:
    info = junkspace.GAMES["asteroid_belt"]
    assert (info.title, info.min_players, info.max_players) == ("Asteroid Belt", 2, 3)
    assert [o.name for o in info.options] == [
        "goal",
        "fast",
        "hard",
        "rounds",
        "factions",
        "guards",
    ]


@pytest.mark.parametrize(
    "options, problem",
    [
        ({"fast": 1}, "must be one of False, True"),
        ({"hard": "yes"}, "one of False, True"),
        ({"goal": 4}, "between 5 and 40"),
        ({"rounds": 0}, "between 1 and 1000"),
    ],
)
def test_options_are_checked(options: dict[str, object], problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        junkspace.new_game("asteroid_belt", players=2, seed=0, **options)
