"""The location boards: bodies, cities, orbits and the rule book's worked example."""

from __future__ import annotations

import pytest

from junkspace.junk_orbit.topology import CITIES, CITY_INDEX, ORBITS, board_for

NAMED_IN_THE_RULES = {
    "KEP": "Kepler",
    "COP": "Copernicus",
    "HAM": "Hamilton",
    "NYC": "New York",
    "THA": "Tharsis",
    "KIL": "Kilimanjaro",
    "OLY": "Olympus",
    "BRA": "Bradbury",
    "HEL": "Hellas",
}


def cities_of(body: str) -> list[str]:
    return [code for code, city in CITIES.items() if city.body == body]


@pytest.mark.parametrize(
    "body, count", [("earth", 9), ("moon", 5), ("mars", 9), ("phobos", 3), ("deimos", 2)]
)
def test_each_board_has_the_rule_books_number_of_cities(body: str, count: int) -> None:
    assert len(cities_of(body)) == count


@pytest.mark.parametrize(
    "body, stops", [("earth", 9), ("moon", 7), ("mars", 9), ("phobos", 4), ("deimos", 3)]
)
def test_orbits_count_the_transfer_cities_as_stops(body: str, stops: int) -> None:
    assert len(ORBITS[body]) == stops
    assert len(set(ORBITS[body])) == stops


@pytest.mark.parametrize(
    "city, home, other",
    [
        ("KIL", "earth", "moon"),
        ("OLY", "mars", "moon"),
        ("BRA", "mars", "phobos"),
        ("HEL", "mars", "deimos"),
    ],
)
def test_transfer_cities_sit_on_two_orbits_and_belong_to_one_body(
    city: str, home: str, other: str
) -> None:
    assert CITIES[city].body == home
    assert board_for(5).orbits_of(city) == (home, other)
    on_orbits = [body for body, ring in ORBITS.items() if city in ring]
    assert sorted(on_orbits) == sorted([home, other])


def test_only_the_four_transfer_cities_are_on_two_orbits() -> None:
    board = board_for(5)
    assert {c for c in board.cities if board.is_transfer(c)} == {"KIL", "OLY", "BRA", "HEL"}


def test_cities_named_in_the_rules_keep_their_names() -> None:
    for code, name in NAMED_IN_THE_RULES.items():
        assert CITIES[code].name == name
    assert CITIES["KEP"].body == "moon" and CITIES["NYC"].body == "earth"
    assert CITIES["THA"].body == "mars"


@pytest.mark.parametrize(
    "players, bodies",
    [
        (2, ("earth", "moon", "mars")),
        (3, ("earth", "moon", "mars")),
        (4, ("earth", "moon", "mars", "phobos")),
        (5, ("earth", "moon", "mars", "phobos", "deimos")),
    ],
)
def test_phobos_joins_at_four_players_and_deimos_at_five(
    players: int, bodies: tuple[str, ...]
) -> None:
    board = board_for(players)
    assert board.bodies == bodies
    assert len(board.cities) == sum(len(cities_of(b)) for b in bodies)


def test_bradbury_is_not_a_transfer_point_without_phobos() -> None:
    assert not board_for(3).is_transfer("BRA")
    assert board_for(4).is_transfer("BRA") and not board_for(4).is_transfer("HEL")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_worked_example_launching_a_four_from_kepler_has_four_outcomes(players: int) -> None:
    board = board_for(players)
    outcomes = {
        (sense, landing) for sense in ("cw", "ccw") for landing in board.landings("KEP", sense, 4)
    }
    assert outcomes == {("cw", "COP"), ("cw", "THA"), ("ccw", "HAM"), ("ccw", "NYC")}
    assert "OLY" in board.route("KEP", "cw", 4, "THA"), "Tharsis is reached by switching at Olympus"
    assert "KIL" in board.route("KEP", "ccw", 4, "NYC"), "New York by switching at Kilimanjaro"


def test_worked_example_the_ship_then_moves_four_the_other_way() -> None:
    board = board_for(3)
    assert set(board.landings("KEP", "ccw", 4)) == {"HAM", "NYC"}


def test_switching_orbit_is_optional_and_reverses_the_sense() -> None:
    board = board_for(3)
    # Clockwise around the Moon, Olympus is two cities from Kepler...
    assert board.landings("KEP", "cw", 2) == ("OLY",)
    # ...and one city further a traveller either stays on the Moon (Hamilton) or switches
    # to Mars, where it now travels counter-clockwise (Noctis precedes Olympus clockwise).
    assert set(board.landings("KEP", "cw", 3)) == {"HAM", "NOC"}
    mars = ORBITS["mars"]
    assert mars[mars.index("OLY") - 1] == "NOC"


def test_a_traveller_may_switch_orbit_where_it_starts() -> None:
    board = board_for(3)
    # From Kilimanjaro, one city clockwise on the Earth is Cairo; switching at once puts the
    # traveller on the Moon going counter-clockwise, to Copernicus.
    assert set(board.landings("KIL", "cw", 1)) == {"CAI", "COP"}
    assert set(board.landings("KIL", "ccw", 1)) == {"SYD", "PLA"}


def test_routes_start_where_the_traveller_is_and_count_every_city() -> None:
    board = board_for(5)
    for city in board.cities:
        for sense in ("cw", "ccw"):
            for steps in range(1, 5):
                for landing in board.landings(city, sense, steps):
                    route = board.route(city, sense, steps, landing)
                    assert route[0] == city and route[-1] == landing
                    assert len(route) == steps + 1


@pytest.mark.parametrize("players", range(2, 6))
def test_a_city_has_the_same_place_at_every_table_size(players: int) -> None:
    board = board_for(players)
    assert board.index == {city: CITY_INDEX[city] for city in board.cities}
