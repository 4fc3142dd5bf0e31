"""The Junk Orbit encoder, part by part (see junkspace/interop/encoders/junk_orbit.py).

Positions come from seeded random games at every table size; each test checks one promise of
the encoding against the junkspace state it was made from.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from playing import random_line

import junkspace
from junkspace.interop.observations import encoder
from junkspace.interop.table import Table
from junkspace.junk_orbit import Dropping, JunkOrbitState, Moving
from junkspace.junk_orbit.tiles import STARTERS, TILES, tiles_in_play
from junkspace.junk_orbit.topology import PILES, SENSES

TILE_IDS = sorted(TILES)
PLAYERS = [2, 3, 4, 5]


def positions(players: int, seed: int = 1) -> Iterator[JunkOrbitState]:
    start = junkspace.new_game("junk_orbit", players=players, seed=seed)
    for state, _ in random_line(start, seed):
        assert isinstance(state, JunkOrbitState)
        yield state


def parts(state: JunkOrbitState, seat: int) -> dict[str, np.ndarray]:
    coder = encoder(Table.of_state(state))
    return coder.layout.views(coder.encode(state, seat))


def in_play(players: int) -> set[str]:
    starters = STARTERS[: 2 * players] + STARTERS[10 : 10 + players]
    return {*starters, *(tile for name in PILES for tile in tiles_in_play(name, players))}


@pytest.mark.parametrize("players", PLAYERS)
def test_every_tile_in_play_lies_in_exactly_one_place(players: int) -> None:
    used = np.array([tile in in_play(players) for tile in TILE_IDS])
    for state in positions(players):
        places = parts(state, 0)["tiles"].sum(axis=1)
        assert np.array_equal(places, used.astype(np.float32))


@pytest.mark.parametrize("players", PLAYERS)
def test_seats_are_counted_from_the_observer(players: int) -> None:
    for state in positions(players, seed=3):
        cities = state.board.cities
        for observer in range(players):
            seen = parts(state, observer)
            for seat in range(players):
                relative = (seat - observer) % players
                for tile in state.cargo[seat]:
                    assert seen["tiles"][TILE_IDS.index(tile), relative] == 1
                for tile in state.deliveries[seat]:
                    assert seen["tiles"][TILE_IDS.index(tile), players + relative] == 1
                assert seen["ships"][relative, cities.index(state.ships[seat])] == 1


@pytest.mark.parametrize("players", PLAYERS)
def test_junk_rests_in_the_column_of_its_city(players: int) -> None:
    for state in positions(players, seed=4):
        tiles = parts(state, 0)["tiles"]
        for column, city in enumerate(state.board.cities):
            for tile in state.junk_at(city):
                assert tiles[TILE_IDS.index(tile), 2 * players + column] == 1


@pytest.mark.parametrize("players", PLAYERS)
def test_a_pile_tile_nowhere_in_sight_is_face_down_in_its_pile(players: int) -> None:
    for state in positions(players, seed=5):
        face_down = parts(state, 1)["tiles"][:, -1]
        assert {TILE_IDS[row] for row in np.flatnonzero(face_down)} == {
            tile for pile in state.piles for tile in pile
        }


@pytest.mark.parametrize("players", PLAYERS)
def test_piles_show_their_share_of_the_tiles_they_started_with(players: int) -> None:
    for state in positions(players, seed=6):
        shares = [len(state.pile(name)) / len(tiles_in_play(name, players)) for name in PILES]
        assert parts(state, 0)["piles"] == pytest.approx(shares)


@pytest.mark.parametrize("players", PLAYERS)
def test_the_step_who_decides_and_the_move_to_come(players: int) -> None:
    steps = {"Launching": 0, "Dropping": 1, "Moving": 2, "Delivering": 3}
    kinds = set()
    for state in positions(players, seed=7):
        kinds.add(type(state.phase).__name__)
        observer = (state.active + 1) % players
        seen = parts(state, observer)
        assert seen["step"].tolist() == [i == steps[type(state.phase).__name__] for i in range(5)]
        deciding = state.current_player
        assert deciding is not None
        assert np.flatnonzero(seen["deciding"]).tolist() == [(deciding - observer) % players]
        assert np.flatnonzero(seen["active"]).tolist() == [(state.active - observer) % players]
        phase = state.phase
        hit = phase.hit if isinstance(phase, Dropping) else ()
        assert sorted(np.flatnonzero(seen["hit"])) == sorted((s - observer) % players for s in hit)
        if isinstance(phase, Dropping | Moving):
            assert np.argwhere(seen["move"]).tolist() == [
                [SENSES.index(phase.sense), phase.value - 1]
            ]
        else:
            assert not seen["move"].any()
    assert {"Dropping", "Moving"} <= kinds, "a hit ship dropped a tile in this game"


def test_worked_example_the_ship_must_move_one_city_counter_clockwise() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=1).apply("launch S01 cw TYC")
    seen = parts(state, 0)
    assert seen["step"].tolist() == [0, 0, 1, 0, 0]
    assert seen["move"][SENSES.index("ccw")].tolist() == [1, 0, 0, 0]
    assert seen["deciding"].tolist() == [1, 0]


@pytest.mark.parametrize("players", PLAYERS)
def test_the_final_turns_left_once_the_end_is_near(players: int) -> None:
    counts = set()
    for state in positions(players, seed=8):
        final = parts(state, 0)["final_turns"]
        if state.final_turns is None:
            assert not final.any()
        else:
            counts.add(state.final_turns)
            assert np.flatnonzero(final).tolist() == [state.final_turns - 1]
    assert counts == set(range(1, players)), "every count of final turns was seen"


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", range(3))
def test_the_length_bound_holds_turn_by_turn(players: int, seed: int) -> None:
    """The two facts behind max_game_length: how many turns, how many decisions each."""
    start = junkspace.new_game("junk_orbit", players=players, seed=seed)
    for_one_city = max(
        sum(TILES[t].destination == city for name in PILES for t in tiles_in_play(name, players))
        for city in start.board.cities
    )
    decisions_by_turn: dict[int, int] = {}
    end = start
    for state, action in random_line(start, seed):
        decisions_by_turn[state.turn] = decisions_by_turn.get(state.turn, 0) + 1
        end = state.apply(action)
    assert end.turn <= sum(len(pile) for pile in start.piles) + players
    assert max(decisions_by_turn.values()) <= players + 1 + for_one_city
