"""The Junk Orbit board: what it shows, and how picking on it plays a turn.

Positions are built by editing a new game's JSON and reading it back, so the engine's own
checks (every tile in exactly one place) guard each scenario.
"""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Callable
from typing import Any

import pytest

import junkspace
from junkspace.junk_orbit import (
    CITIES,
    ORBITS,
    Collect,
    Deliver,
    Drift,
    Drop,
    JunkOrbitState,
    Launch,
    Move,
    board_for,
)
from junkspace.junk_orbit.view import (
    _RADII,
    BODY_COLOURS,
    SEAT_COLOURS,
    STARTER_COLOUR,
    _layout,
    pick,
    scene,
)
from junkspace.render import Polygon, Rect, Scene, Text


def position(players: int, edit: Callable[[dict[str, Any]], None], seed: int = 1) -> JunkOrbitState:
    """A new game at ``players`` seats with its JSON edited by ``edit``."""
    data = json.loads(junkspace.new_game("junk_orbit", players=players, seed=seed).to_json())
    edit(data["state"])
    state = junkspace.from_json(json.dumps(data))
    assert isinstance(state, JunkOrbitState)
    return state


def give(state: dict[str, Any], seat: int, tile: str) -> None:
    """Move ``tile`` from wherever it is into ``seat``'s cargo (sorted, as the engine keeps it)."""
    for tiles in state["piles"].values():
        if tile in tiles:
            tiles.remove(tile)
    for city, tiles in state["junk"].items():
        if tile in tiles:
            tiles.remove(tile)
            pile = state["piles"][CITIES[city].pile]
            if not tiles and pile:  # an empty city is refilled from its pile (rule III)
                tiles.append(pile.pop())
    for area in (state["cargo"], state["deliveries"]):
        for tiles in area:
            if tile in tiles:
                tiles.remove(tile)
    state["cargo"][seat] = sorted([*state["cargo"][seat], tile])


def only_cargo(state: dict[str, Any], seat: int, tiles: list[str]) -> None:
    """Make ``tiles`` the whole cargo of ``seat``; the tiles it had rest at its ship's city."""
    city = state["ships"][seat]
    for tile in list(state["cargo"][seat]):
        if tile not in tiles:
            state["cargo"][seat].remove(tile)
            state["junk"][city] = sorted([*state["junk"][city], tile])
    for tile in tiles:
        give(state, seat, tile)


def texts(board: Scene) -> set[str]:
    return {
        shape.text for piece in board.pieces() for shape in piece.shapes if isinstance(shape, Text)
    }


# -- the board ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 4, 5])
def test_orbits_are_rings_that_touch_from_outside_at_transfer_cities(players: int) -> None:
    board = board_for(players)
    layout = _layout(board)
    for city in board.cities:
        if not board.is_transfer(city):
            continue
        a, b = board.orbits_of(city)
        (ax, ay), (bx, by) = layout.centres[a], layout.centres[b]
        assert math.dist((ax, ay), (bx, by)) == pytest.approx(_RADII[a] + _RADII[b])
        spot = layout.spots[city]
        assert math.dist((ax, ay), (spot.x, spot.y)) == pytest.approx(_RADII[a])
        assert math.dist((bx, by), (spot.x, spot.y)) == pytest.approx(_RADII[b])


@pytest.mark.parametrize("orbit", list(ORBITS))
def test_each_orbit_runs_clockwise_on_screen(orbit: str) -> None:
    layout = _layout(board_for(5))
    cx, cy = layout.centres[orbit]
    ring = ORBITS[orbit]
    for a, b in zip(ring, ring[1:] + ring[:1], strict=True):
        ax, ay = layout.ring_point(orbit, layout.angles[orbit, a])
        bx, by = layout.ring_point(orbit, layout.angles[orbit, b])
        # With y growing downwards, a positive cross product turns clockwise.
        assert (ax - cx) * (by - cy) - (ay - cy) * (bx - cx) > 0


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_city_in_play_is_drawn_and_named(players: int) -> None:
    state = junkspace.new_game("junk_orbit", players=players, seed=1)
    board = scene(state)
    words = texts(board)
    for city in board_for(players).cities:
        assert board.piece(f"city:{city}")
        assert CITIES[city].name in words and city in words


@pytest.mark.parametrize(
    ("tile", "colour"),
    [
        ("E01", BODY_COLOURS["moon"]),  # an Earth tile for Kepler, on the Moon: grey
        ("E17", BODY_COLOURS["mars"]),  # for Hellas, on Mars: red
        ("M01", BODY_COLOURS["earth"]),  # a Mars tile wanted on Earth: blue
        ("S01", STARTER_COLOUR),  # starter junk: black
    ],
)
def test_a_tile_shows_its_value_in_its_destinations_colour(tile: str, colour: str) -> None:
    state = position(2, lambda s: give(s, 0, tile))
    piece = scene(state).piece(f"tile:{tile}")
    body = piece.shapes[0]
    assert isinstance(body, Rect) and body.style.fill == colour
    value = junkspace.junk_orbit.TILES[tile].value
    assert str(value) in {s.text for s in piece.shapes if isinstance(s, Text)}


def test_the_junk_resting_in_a_city_is_drawn_next_to_it() -> None:
    state = junkspace.new_game("junk_orbit", players=3, seed=4)
    board = scene(state)
    for city in state.board.cities:
        spot = board.piece(f"city:{city}")
        for tile in state.junk_at(city):
            piece = board.piece(f"tile:{tile}")
            assert math.dist((spot.x, spot.y), (piece.x, piece.y)) < 60


def deliver_many(players: int, seat: int, count: int, cargo: int) -> JunkOrbitState:
    """A position where ``seat`` has delivered ``count`` tiles and carries ``cargo`` more."""

    def edit(s: dict[str, Any]) -> None:
        tiles = sorted(t for pile in s["piles"].values() for t in pile)[: count + cargo]
        for tile in tiles:
            give(s, seat, tile)
        s["deliveries"][seat] = tiles[:count]
        s["cargo"][seat] = [t for t in s["cargo"][seat] if t not in tiles[:count]]

    return position(players, edit)


def tile_box(board: Scene, tile: str) -> tuple[float, float, float, float]:
    """A tile's rectangle on the board: left, top, right, bottom."""
    piece = board.piece(f"tile:{tile}")
    rect = piece.shapes[0]
    assert isinstance(rect, Rect)
    left, top = piece.x + rect.x, piece.y + rect.y
    return (left, top, left + rect.w, top + rect.h)


@pytest.mark.parametrize(
    "players, count", [(2, 9), (2, 27), (2, 40), (3, 27), (3, 33), (4, 27), (5, 9), (5, 20)]
)
def test_delivered_tiles_never_overlap_and_keep_their_codes(players: int, count: int) -> None:
    """The cargo holds its six starting tiles and six more; tiles shrink rather than pile."""
    state = deliver_many(players, 0, count, cargo=6)
    board = scene(state)
    boxes = [tile_box(board, t) for t in state.cargo[0] + state.deliveries[0]]
    for a, b in itertools.combinations(boxes, 2):
        apart = a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
        assert apart, f"tiles at {a} and {b} overlap"
    panel = board.piece("panel:0")
    frame = panel.shapes[0]
    assert isinstance(frame, Rect)
    caption = board.piece("delivered:0")
    for left, top, right, bottom in boxes:
        assert panel.x < left and right < panel.x + frame.w
        assert panel.y < top and bottom < panel.y + frame.h
    for tile in state.deliveries[0]:
        code = junkspace.junk_orbit.TILES[tile].destination
        shown = {s.text for s in board.piece(f"tile:{tile}").shapes if isinstance(s, Text)}
        assert code in shown
        assert board.piece(f"tile:{tile}").y > caption.y, "deliveries sit under their caption"


def test_ships_piles_scores_cargo_and_deliveries_are_shown() -> None:
    def played(s: dict[str, Any]) -> None:
        give(s, 1, "E26")
        s["cargo"][1].remove("E26")
        s["deliveries"][1] = ["E26"]

    state = position(3, played)
    board = scene(state)
    for seat in range(3):
        ship = board.piece(f"ship:{seat}")
        kepler = board.piece("city:KEP")
        assert math.dist((ship.x, ship.y), (kepler.x, kepler.y)) < 30
        panel = board.piece(f"panel:{seat}")
        for tile in state.cargo[seat] + state.deliveries[seat]:
            piece = board.piece(f"tile:{tile}")
            assert panel.x < piece.x < panel.x + 300 and panel.y < piece.y
    assert "4 pts" in texts(board)  # Purple delivered a 4
    assert board.piece("turn").label == "Yellow to decide"
    for pile in ("earth", "moon", "mars"):
        count = len(state.pile(pile))
        assert board.piece(f"pile:{pile}").label.endswith(f"{count} tiles")
        assert f"× {count}" in texts(board)


def test_the_board_says_whose_turn_it_is() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=1)
    assert any(state.status() in text for text in texts(scene(state)))


def test_static_layers_are_the_same_all_game() -> None:
    start = junkspace.new_game("junk_orbit", players=4, seed=2)
    later = start
    for _ in range(30):
        later = later.apply(later.legal_actions()[-1])
    static = scene(start).split()[0]
    assert static == scene(later).split()[0]
    assert all(not p.pick for p in static.pieces())


# -- picking plays a turn -----------------------------------------------------------------


def test_picking_a_cargo_tile_lights_the_cities_where_it_can_land() -> None:
    # The rule book's example: from Kepler a 4 (here one for Tharsis) reaches Copernicus or
    # Tharsis clockwise, New York or Hamilton counter-clockwise.
    state = position(3, lambda s: give(s, 0, "E18"))
    assert pick(state, (), "tile:E18") == ("tile:E18",)
    board = scene(state, ("tile:E18",))
    assert board.highlighted("selected") == ("tile:E18",)
    assert set(board.highlighted("target")) == {"city:COP", "city:THA", "city:NYC", "city:HAM"}


@pytest.mark.parametrize(
    ("landing", "action"),
    [
        ("city:THA", Launch("E18", "cw", "THA")),
        ("city:NYC", Launch("E18", "ccw", "NYC")),
    ],
)
def test_picking_a_lit_city_completes_the_launch(landing: str, action: Launch) -> None:
    state = position(3, lambda s: give(s, 0, "E18"))
    assert pick(state, ("tile:E18",), landing) == action


def test_picking_the_picked_tile_again_lets_it_go() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=1)
    assert pick(state, ("tile:S01",), "tile:S01") == ()
    assert pick(state, ("tile:S01",), "tile:S02") == ("tile:S02",)


def test_when_both_ways_reach_a_city_the_player_picks_the_way() -> None:
    # Around little Phobos a 2 from Bradbury reaches Hall either way; the way matters, as
    # the ship then moves against it.
    def at_bradbury(s: dict[str, Any]) -> None:
        s["ships"][0] = "BRA"
        only_cargo(s, 0, ["S11"])  # a starter "2"

    state = position(4, at_bradbury)
    picked = pick(state, ("tile:S11",), "city:HAL")
    assert picked == ("tile:S11", "city:HAL")
    board = scene(state, picked)
    assert set(board.picks()) >= {"sense:cw", "sense:ccw"}
    assert pick(state, picked, "sense:cw") == Launch("S11", "cw", "HAL")
    assert pick(state, picked, "sense:ccw") == Launch("S11", "ccw", "HAL")


def test_after_the_launch_the_ship_landings_are_lit_and_picking_one_moves() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=1).apply("launch S01 cw TYC")
    board = scene(state)
    assert board.highlighted("target") == ("city:PLA",)
    assert pick(state, (), "city:PLA") == Move("PLA")


def test_deliveries_are_made_by_picking_tiles_and_collecting_by_picking_the_city() -> None:
    def ready(s: dict[str, Any]) -> None:
        give(s, 0, "E20")  # a 4 for Olympus
        give(s, 0, "L10")  # a 2 for Olympus

    state = position(3, ready).apply("launch S11 ccw KIL").apply("move OLY")
    assert pick(state, (), "tile:E20") == Deliver("E20")
    assert pick(state, (), "city:OLY") == Collect()
    assert set(scene(state).highlighted("target")) == {"tile:E20", "tile:L10", "city:OLY"}


def test_a_hit_player_picks_the_tile_to_drop() -> None:
    def purple_at_tycho(s: dict[str, Any]) -> None:
        s["ships"][1] = "TYC"

    state = position(2, purple_at_tycho).apply("launch S01 cw TYC")
    assert state.current_player == 1
    board = scene(state)
    assert set(board.highlighted("target")) == {f"tile:{t}" for t in state.cargo[1]}
    assert pick(state, (), f"tile:{state.cargo[1][0]}") == Drop(state.cargo[1][0])
    assert pick(state, (), f"tile:{state.cargo[0][0]}") is None  # not Yellow's to drop


def test_with_an_empty_cargo_picking_the_ship_city_drifts() -> None:
    state = position(2, lambda s: only_cargo(s, 0, []))
    assert scene(state).picks() == ("city:KEP",)
    assert pick(state, (), "city:KEP") == Drift()


# -- moves leave a trail ----------------------------------------------------------------


def test_a_launched_tile_glides_along_its_route_and_leaves_a_trail() -> None:
    state = position(3, lambda s: give(s, 0, "E18")).apply("launch E18 cw THA")
    board = scene(state)
    path = board.piece("tile:E18").path
    kepler, tharsis = board.piece("city:KEP"), board.piece("city:THA")
    assert path[0] == pytest.approx((kepler.x, kepler.y), abs=0.5)
    assert path[-1] == pytest.approx((tharsis.x, tharsis.y), abs=0.5)
    assert len(path) == 1 + 4 * 4  # four steps, each drawn along its ring
    (trail,) = board.piece("trail:launched").shapes
    assert isinstance(trail, Polygon) and trail.points == path
    assert trail.style.stroke == SEAT_COLOURS[0]


def test_a_moved_ship_glides_along_the_cities_it_passed() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=1)
    state = state.apply("launch S01 cw TYC").apply("move PLA")
    board = scene(state)
    path = board.piece("ship:0").path
    kepler, plato = board.piece("city:KEP"), board.piece("city:PLA")
    assert path[0] == pytest.approx((kepler.x, kepler.y), abs=0.5)
    assert path[-1] == pytest.approx((plato.x, plato.y), abs=0.5)
    assert board.piece("ship:1").path == ()
