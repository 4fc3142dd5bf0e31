"""Every seat's pieces are told apart without colour (WCAG's use of colour): with every colour
taken away, each seat's ship, researcher, score marker or unit still has an outline of its
own (the seat's mark, :func:`junkspace.render.kit.seat_mark`), and Asteroid Belt's highways
and shuttle lanes differ in pattern. tests/browser/test_accessibility.py looks at the same
pieces in Chromium under a simulated deuteranopia."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

import pytest

import junkspace
from junkspace.asteroid_belt.drawing import badge, shuttle_shapes, unit_shapes
from junkspace.asteroid_belt.pieces import Shuttle, Unit
from junkspace.asteroid_belt.units import KINDS
from junkspace.hyperstellar.rules import SEAT_NAMES
from junkspace.render.scene import Polygon, Scene, Shape, Style, Text
from junkspace.render.view import view_for


def colourless(shapes: tuple[Shape, ...]) -> tuple[Shape, ...]:
    """The shapes with no colour and no words: what is left is their outline."""
    return tuple(replace(shape, style=Style()) for shape in shapes if not isinstance(shape, Text))


def all_different(outlines: list[tuple[Shape, ...]]) -> bool:
    return all(a != b for a, b in combinations(outlines, 2))


def full_table(game: str) -> Scene:
    players = junkspace.GAMES[game].max_players
    return view_for(game).scene(junkspace.new_game(game, players=players, seed=1))


@pytest.mark.parametrize(
    ("game", "ids"),
    [
        ("junk_orbit", ["ship:{seat}", "panel:{seat}"]),
        ("hyperstellar", ["marker:{seat}", "researcher:{colour}:hub:0", "panel:{seat}"]),
        ("asteroid_belt", ["panel:{seat}"]),
    ],
)
def test_each_seats_pieces_have_an_outline_of_their_own(game: str, ids: list[str]) -> None:
    scene = full_table(game)
    seats = range(junkspace.GAMES[game].max_players)
    colours = [name.lower() for name in SEAT_NAMES]  # in Hyperstellar's researchers' ids
    for id in ids:
        pieces = [
            scene.piece(id.format(seat=seat, colour=colours[seat % len(colours)])) for seat in seats
        ]
        assert all_different([colourless(piece.shapes) for piece in pieces]), id


def test_asteroid_belt_units_and_shuttles_carry_their_factions_mark() -> None:
    for kind in KINDS:
        units = [unit_shapes(kind, "#888888", faction=faction) for faction in range(3)]
        assert all_different([colourless(unit) for unit in units]), kind
    shuttle = Shuttle((Unit(0, "assault"),))
    shuttles = [shuttle_shapes(shuttle, "#888888", faction) for faction in range(3)]
    assert all_different([colourless(one) for one in shuttles])
    for letter in ("M", "T"):  # the Mine and Target chips on the asteroids
        chips = [badge(letter, "#888888", faction) for faction in range(3)]
        assert all_different([colourless(chip) for chip in chips]), letter


def test_highways_and_shuttle_lanes_differ_in_pattern() -> None:
    scene = full_table("asteroid_belt")
    patterns = [
        {shape.style.dash for shape in scene.piece(road).shapes if isinstance(shape, Polygon)}
        for road in ("highways", "lanes")
    ]
    assert all(len(pattern) == 1 for pattern in patterns) and patterns[0] != patterns[1]
