"""The tile list: the rule book's counts and the design rules of docs/rules/junk_orbit.md."""

from __future__ import annotations

from collections import Counter

import pytest

from junkspace.junk_orbit.tiles import STARTERS, TILES, tiles_in_play
from junkspace.junk_orbit.topology import CITIES, PILE_OF, board_for


def test_the_box_holds_the_rule_books_tile_counts() -> None:
    sources = Counter(tile.source for tile in TILES.values())
    assert sources == {"starter": 15, "earth": 37, "moon": 29, "mars": 47}


def test_starters_are_ten_ones_and_five_twos_with_no_destination() -> None:
    starters = [TILES[t] for t in STARTERS]
    assert Counter(t.value for t in starters) == {1: 10, 2: 5}
    assert all(t.destination is None for t in starters)


def test_every_other_tile_has_a_value_a_destination_and_a_player_mark() -> None:
    for tile in TILES.values():
        if tile.source == "starter":
            continue
        assert 1 <= tile.value <= 4
        assert tile.destination in CITIES
        assert tile.min_players in (2, 4, 5)


def test_one_bodys_junk_is_another_bodys_treasure() -> None:
    for tile in TILES.values():
        if tile.destination is not None:
            assert PILE_OF[CITIES[tile.destination].body] != tile.source


@pytest.mark.parametrize("body, mark", [("phobos", 4), ("deimos", 5)])
def test_moon_destinations_only_on_tiles_used_when_that_moon_is(body: str, mark: int) -> None:
    marks = {
        t.min_players
        for t in TILES.values()
        if t.destination and CITIES[t.destination].body == body
    }
    assert marks == {mark}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_tile_in_play_can_be_delivered(players: int) -> None:
    cities = set(board_for(players).cities)
    for pile in ("earth", "moon", "mars"):
        for tile in tiles_in_play(pile, players):
            assert TILES[tile].destination in cities


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_city_in_play_is_some_tiles_destination(players: int) -> None:
    wanted = {
        TILES[t].destination
        for pile in ("earth", "moon", "mars")
        for t in tiles_in_play(pile, players)
    }
    assert wanted == set(board_for(players).cities)


@pytest.mark.parametrize(
    "players, earth, moon, mars",
    [(2, 29, 22, 36), (3, 29, 22, 36), (4, 34, 26, 42), (5, 37, 29, 47)],
)
def test_piles_by_player_count_use_the_2_4_and_5_marks(
    players: int, earth: int, moon: int, mars: int
) -> None:
    assert len(tiles_in_play("earth", players)) == earth
    assert len(tiles_in_play("moon", players)) == moon
    assert len(tiles_in_play("mars", players)) == mars


def test_heavier_junk_comes_from_farther_away() -> None:
    def mean_value(source: str, bodies: set[str]) -> float:
        values = [
            t.value
            for t in TILES.values()
            if t.source == source and t.destination and CITIES[t.destination].body in bodies
        ]
        return sum(values) / len(values)

    assert mean_value("earth", {"moon"}) < mean_value("earth", {"mars"})
    assert mean_value("mars", {"moon"}) < mean_value("mars", {"earth"})
