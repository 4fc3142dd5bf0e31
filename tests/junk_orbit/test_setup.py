"""Setting up the table: piles, seeding the cities, ships and starting cargo."""

from __future__ import annotations

from collections import Counter

import pytest

import junkspace
from junkspace.junk_orbit import JunkOrbitState, Launching
from junkspace.junk_orbit.tiles import STARTERS, TILES, tiles_in_play
from junkspace.junk_orbit.topology import CITIES

PLAYERS = [2, 3, 4, 5]


def setup(players: int, seed: int = 0) -> JunkOrbitState:
    state = junkspace.new_game("junk_orbit", players=players, seed=seed)
    assert isinstance(state, JunkOrbitState)
    return state


def everywhere(state: JunkOrbitState) -> list[str]:
    return [
        t for area in (*state.cargo, *state.deliveries, *state.junk, *state.piles) for t in area
    ]


@pytest.mark.parametrize("players", PLAYERS)
def test_the_piles_hold_only_the_tiles_marked_for_this_table(players: int) -> None:
    state = setup(players)
    in_play = {t for pile in ("earth", "moon", "mars") for t in tiles_in_play(pile, players)}
    placed = [t for t in everywhere(state) if TILES[t].source != "starter"]
    assert sorted(placed) == sorted(in_play)


@pytest.mark.parametrize("players", PLAYERS)
def test_each_city_is_seeded_once_from_its_own_bodys_pile(players: int) -> None:
    state = setup(players)
    for city, tiles in zip(state.board.cities, state.junk, strict=True):
        assert len(tiles) == 1, f"{city} gets exactly one tile, transfer cities included"
        assert TILES[tiles[0]].source == CITIES[city].pile


def test_phobos_and_deimos_are_seeded_from_the_mars_pile() -> None:
    state = setup(5)
    for city in ("STI", "HAL", "LIM", "SWI", "VOL"):
        assert TILES[state.junk_at(city)[0]].source == "mars"


def test_kilimanjaro_gets_an_earth_tile_and_olympus_a_mars_tile() -> None:
    state = setup(3)
    assert TILES[state.junk_at("KIL")[0]].source == "earth"
    assert TILES[state.junk_at("OLY")[0]].source == "mars"


@pytest.mark.parametrize("players", PLAYERS)
def test_every_ship_starts_on_kepler(players: int) -> None:
    assert setup(players).ships == ("KEP",) * players


@pytest.mark.parametrize("players", PLAYERS)
def test_starting_cargo_is_three_starters_and_one_tile_of_each_pile(players: int) -> None:
    state = setup(players)
    for cargo in state.cargo:
        assert len(cargo) == 6
        starters = sorted(TILES[t].value for t in cargo if TILES[t].source == "starter")
        assert starters == [1, 1, 2]
        assert Counter(TILES[t].source for t in cargo if TILES[t].source != "starter") == {
            "earth": 1,
            "moon": 1,
            "mars": 1,
        }


@pytest.mark.parametrize("players", PLAYERS)
def test_unused_starters_go_back_to_the_box(players: int) -> None:
    state = setup(players)
    used = [t for t in everywhere(state) if TILES[t].source == "starter"]
    assert len(used) == 3 * players
    assert set(used) <= set(STARTERS)


def test_seat_zero_plays_first_and_nothing_is_delivered_yet() -> None:
    state = setup(4)
    assert state.current_player == 0 and isinstance(state.phase, Launching)
    assert state.scores() == (0, 0, 0, 0) and state.turn == 0 and state.final_turns is None


def test_the_piles_are_shuffled_by_the_seed() -> None:
    assert setup(3, seed=1).piles != setup(3, seed=2).piles
    assert setup(3, seed=1).piles == setup(3, seed=1).piles
