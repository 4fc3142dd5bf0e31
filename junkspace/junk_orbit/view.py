"""The Junk Orbit board: a scene of the position, and what picking on it means.

The orbits are drawn as rings that touch from outside at the transfer cities, so a traveller
crossing from one ring to the next keeps going the same way on the table while it turns from
clockwise to counter-clockwise, exactly as the rules' slingshot says. Every city is named;
the junk resting there lies just outside its ring, each tile coloured by the body of its
destination (Earth blue, Moon grey, Mars, Phobos and Deimos red, starters black) and showing
its value and destination code. The ships sit on their cities; each pile lies on its body
with its count; a panel per seat shows the cargo, the deliveries and the score.

Picking follows a turn: pick a cargo tile and the cities where it can land light up; pick
one to launch (when both ways reach it, pick the way too). Then pick where the ship goes,
the tiles to deliver, and the ship's city to collect; a hit player picks the tile to drop.

>>> import junkspace
>>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
>>> pick(state, (), "tile:S01")
('tile:S01',)
>>> scene(state, ("tile:S01",)).highlighted("target")
('city:TYC', 'city:PLA')
>>> pick(state, ("tile:S01",), "city:TYC")
Launch(tile='S01', sense='cw', landing='TYC')
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from typing import Literal

from ..core import GameState
from ..i18n import N_, language
from ..render import Circle, Layer, Piece, Point, Polygon, Rect, Scene, Shape, Style, Text, moved
from ..render.kit import Choice, PickTable, Prompt, caption, expect, picker, seat_mark, turn_frame
from ..render.theme import BUTTON, FRAME, GOLD, INK, MUTED, NIGHT, PANEL, RING, SIDE, WHITE
from ..render.view import DECIDING, Selection, Viewer, viewer_decides
from .actions import Collect, Deliver, Drift, Drop, Launch, Move
from .narration import WORDS
from .narration import name as city_name
from .rules import SEAT_NAMES
from .state import JunkOrbitState, Launching
from .tiles import TILES
from .topology import CITIES, ORBITS, PILES, Board, Sense

__all__ = ["SEAT_COLOURS", "pick", "scene"]

_, ngettext = WORDS.gettext, WORDS.ngettext

#: Each body's name, as its label and (in capitals) on its disc.
_BODY_NAMES = {
    "earth": N_("Earth"),
    "moon": N_("Moon"),
    "mars": N_("Mars"),
    "phobos": N_("Phobos"),
    "deimos": N_("Deimos"),
}

#: Ship colours by seat, matching the seat names.
SEAT_COLOURS = ("#f5c518", "#9d6bff", "#2fbf71", "#ff8a1f", "#ff5fa2")

#: Each body's colour: its junk tiles (by destination) and its pile's backs.
BODY_COLOURS = {
    "earth": "#2f6fde",
    "moon": "#8a94a6",
    "mars": "#d2452f",
    "phobos": "#d2452f",
    "deimos": "#d2452f",
}
STARTER_COLOUR = "#15171c"

# The dark disc inside each ring.
_DISCS = {
    "earth": "#15305e",
    "moon": "#2b313d",
    "mars": "#4a1f1a",
    "phobos": "#3b2521",
    "deimos": "#3b2521",
}
_RADII: dict[str, float] = {"earth": 172, "moon": 132, "mars": 172, "phobos": 78, "deimos": 66}

_TILE_W, _TILE_H = 26.0, 28.0
_PITCH = 29.0  # distance between neighbouring tiles in a row
_REACH = 100.0  # room outside a ring for the junk resting in its cities
_TOP = 58.0  # room above the board for the status lines
_MARGIN = 14.0
_PANEL_W = 300.0


# -- geometry ------------------------------------------------------------------------------


def _unit(degrees: float) -> Point:
    """The unit vector at an angle measured clockwise on screen (y grows downwards)."""
    rad = math.radians(degrees)
    return (math.cos(rad), math.sin(rad))


@dataclass(frozen=True)
class _Spot:
    """Where a city is: its point, the way out of its ring and the clockwise tangent.

    At a transfer city ``out`` runs between two rings, which leaves room for one tile
    across (``narrow``).
    """

    x: float
    y: float
    out: Point
    along: Point
    narrow: bool = False

    def at(self, outward: float, sideways: float = 0.0) -> Point:
        return (
            self.x + self.out[0] * outward + self.along[0] * sideways,
            self.y + self.out[1] * outward + self.along[1] * sideways,
        )


@dataclass(frozen=True, eq=False)
class _Layout:
    """The fixed geometry of one table size's boards (one per board: compared by identity)."""

    width: float
    height: float
    board_width: float
    centres: dict[str, Point]
    angles: dict[tuple[str, str], float]  # (orbit, city) -> angle on that ring
    spots: dict[str, _Spot]

    def ring_point(self, orbit: str, degrees: float) -> Point:
        """A point of a ring, to the nearest unit (plenty for drawing, short on the wire)."""
        cx, cy = self.centres[orbit]
        ux, uy = _unit(degrees)
        return (round(cx + _RADII[orbit] * ux), round(cy + _RADII[orbit] * uy))

    def route(self, cities: Sequence[str]) -> tuple[Point, ...]:
        """Points along the rings through consecutive neighbouring ``cities``."""
        first = self.spots[cities[0]]
        points: list[Point] = [(round(first.x), round(first.y))]
        for a, b in pairwise(cities):
            orbit = next(o for o in ORBITS if (o, a) in self.angles and (o, b) in self.angles)
            ring = ORBITS[orbit]
            gap = 360 / len(ring)
            step = gap if ring[(ring.index(a) + 1) % len(ring)] == b else -gap
            start = self.angles[orbit, a]
            points.extend(self.ring_point(orbit, start + step * k / 4) for k in range(1, 5))
        return tuple(points)


def _away(x: float, y: float, out: Point, rings: list[tuple[Point, float]]) -> Point:
    """``out``, bent away from any other ring close enough for the junk to reach it.

    Near the point where two rings touch, straight out of one ring runs into the other;
    each close ring pushes the direction away from its centre, the closer the harder.
    """
    dx, dy = out
    for (cx, cy), radius in rings:
        gap = math.hypot(x - cx, y - cy)
        push = 1.5 * max(0.0, radius + _REACH - gap) / _REACH
        dx += push * (x - cx) / gap
        dy += push * (y - cy) / gap
    length = math.hypot(dx, dy)
    return (dx / length, dy / length)


@cache
def _layout(board: Board) -> _Layout:
    """Place the rings: the Moon first, Kepler (where the ships start) at its top.

    Each other ring is placed against a ring already placed, touching it from outside at
    their shared transfer city; its cities follow clockwise, evenly spaced.
    """
    centres: dict[str, Point] = {"moon": (0.0, 0.0)}
    angles: dict[tuple[str, str], float] = {}

    def spread(orbit: str, city: str, degrees: float) -> None:
        ring = ORBITS[orbit]
        first = ring.index(city)
        for k, code in enumerate(ring):
            angles[orbit, code] = degrees + (k - first) * 360 / len(ring)

    spread("moon", "KEP", 270)
    placed = ["moon"]
    while len(placed) < len(board.bodies):
        for body in board.bodies:
            if body in placed:
                continue
            touching = ((o, c) for o in placed for c in ORBITS[body] if c in ORBITS[o])
            found = next(touching, None)
            if found is None:
                continue  # placed once a ring it touches is
            host, city = found
            degrees = angles[host, city]
            ux, uy = _unit(degrees)
            hx, hy = centres[host]
            centres[body] = (
                hx + (_RADII[host] + _RADII[body]) * ux,
                hy + (_RADII[host] + _RADII[body]) * uy,
            )
            spread(body, city, degrees + 180)
            placed.append(body)

    left = min(centres[b][0] - _RADII[b] for b in placed) - _REACH
    right = max(centres[b][0] + _RADII[b] for b in placed) + _REACH
    top = min(centres[b][1] - _RADII[b] for b in placed) - _REACH
    bottom = max(centres[b][1] + _RADII[b] for b in placed) + _REACH
    dx, dy = _MARGIN - left, _TOP - top
    centres = {b: (x + dx, y + dy) for b, (x, y) in centres.items()}
    board_width = right - left + 2 * _MARGIN
    middle = (
        sum(centres[b][0] for b in placed) / len(placed),
        sum(centres[b][1] for b in placed) / len(placed),
    )

    spots: dict[str, _Spot] = {}
    for city in board.cities:
        orbits = board.orbits_of(city)
        home = orbits[0]
        degrees = angles[home, city]
        cx, cy = centres[home]
        ux, uy = _unit(degrees)
        x, y = cx + _RADII[home] * ux, cy + _RADII[home] * uy
        along = (-uy, ux)
        if len(orbits) > 1:
            # Where two rings touch, "outside" is across the line between their centres,
            # on the side away from the middle of the board.
            side = 1 if (x - middle[0]) * -uy + (y - middle[1]) * ux > 0 else -1
            spots[city] = _Spot(x, y, (-uy * side, ux * side), along, narrow=True)
        else:
            rings = [(centres[b], _RADII[b]) for b in placed if b != home]
            spots[city] = _Spot(x, y, _away(x, y, (ux, uy), rings), along)
    height = bottom - top + _TOP + _MARGIN
    return _Layout(board_width + _PANEL_W, height, board_width, centres, angles, spots)


# -- what can be picked --------------------------------------------------------------------


def _launch_choices(state: JunkOrbitState, selection: Selection) -> PickTable:
    seat = state.active
    cargo = state.cargo[seat]
    if not cargo:
        return PickTable({f"city:{state.ships[seat]}": Choice(Drift(), "target")})
    tile = selection[0].removeprefix("tile:") if selection else None
    if tile not in cargo:
        return PickTable({f"tile:{t}": Choice((f"tile:{t}",), "target") for t in cargo})
    choices = PickTable({f"tile:{t}": Choice((f"tile:{t}",)) for t in cargo})
    choices[f"tile:{tile}"] = Choice((), "selected")
    senses: dict[str, list[Launch]] = {}
    for action in state.legal_actions():
        if isinstance(action, Launch) and action.tile == tile:
            senses.setdefault(action.landing, []).append(action)
    for landing, launches in senses.items():
        if len(launches) == 1:
            choices[f"city:{landing}"] = Choice(launches[0], "target")
        else:
            choices[f"city:{landing}"] = Choice((f"tile:{tile}", f"city:{landing}"), "target")
    if len(selection) == 2 and selection[1].removeprefix("city:") in senses:
        landing = selection[1].removeprefix("city:")
        choices[selection[1]] = Choice((f"tile:{tile}",), "selected")
        for launch in senses[landing]:
            choices[f"sense:{launch.sense}"] = Choice(launch, "target")
    return choices


def _choices(state: JunkOrbitState, selection: Selection) -> PickTable:
    """Every piece that can be picked now, with what picking it does and how it is lit."""
    if isinstance(state.phase, Launching):
        return _launch_choices(state, selection)
    choices = PickTable()
    seat = state.active
    for action in state.legal_actions():
        if isinstance(action, (Drop, Deliver)):
            choices[f"tile:{action.tile}"] = Choice(action, "target")
        elif isinstance(action, Move):
            choices[f"city:{action.city}"] = Choice(action, "target")
        elif isinstance(action, Collect):
            choices[f"city:{state.ships[seat]}"] = Choice(action, "target")
    return choices


pick = picker(JunkOrbitState, _choices)


# -- drawing -------------------------------------------------------------------------------


def _tile_shapes(tile: str, scale: float = 1.0) -> tuple[Shape, ...]:
    """A tile: its value, and its destination's code under it (smaller when ``scale`` < 1)."""
    t = TILES[tile]
    w, h = _TILE_W * scale, _TILE_H * scale
    if t.destination is None:
        body = Rect(-w / 2, -h / 2, w, h, Style(STARTER_COLOUR, "#6b7280", 1.2), 4)
        return (body, Text(0, 0, str(t.value), Style("#f3f4f6"), size=15 * scale, bold=True))
    colour = BODY_COLOURS[CITIES[t.destination].body]
    return (
        Rect(-w / 2, -h / 2, w, h, Style(colour, NIGHT, 1.2), 4),
        Text(0, -4 * scale, str(t.value), Style(WHITE), size=15 * scale, bold=True),
        Text(
            0,
            8.5 * scale,
            t.destination,
            Style(WHITE, opacity=0.9),
            size=7.5 * scale,
            bold=True,
        ),
    )


def _tile_label(tile: str) -> str:
    t = TILES[tile]
    if t.destination is None:
        return _("{tile}: starter junk worth {value}", tile=tile, value=t.value)
    city = CITIES[t.destination]
    return _(
        "{tile}: a {value} for {city} ({body})",
        tile=tile,
        value=t.value,
        city=city_name(city.code),
        body=_(_BODY_NAMES[city.body]),
    )


def _ship_shapes(seat: int) -> tuple[Shape, ...]:
    """A ship in its seat's colour, with the seat's mark for its window (the same in the
    seat's panel), so that ships are told apart without colour."""
    hull = ((0, -14), (6.5, -4), (6.5, 8), (0, 5), (-6.5, 8), (-6.5, -4))
    return (
        Polygon(hull, Style(SEAT_COLOURS[seat], NIGHT, 1.6)),
        seat_mark(seat, 0, -1.5, 7.5, Style(NIGHT)),
    )


def _arrow(layout: _Layout, orbit: str, degrees: float) -> Shape:
    """A small chevron on a ring pointing clockwise."""
    x, y = layout.ring_point(orbit, degrees)
    ux, uy = _unit(degrees)
    tx, ty = -uy, ux
    return Polygon(
        (
            (x - 4 * tx + 4 * ux, y - 4 * ty + 4 * uy),
            (x + 4 * tx, y + 4 * ty),
            (x - 4 * tx - 4 * ux, y - 4 * ty - 4 * uy),
        ),
        Style(None, "#c7d2e8", 1.8, 0.7),
        closed=False,
    )


def _static_layer(board: Board, players: int) -> Layer:
    """The sky, the bodies and their rings, the seats' panels: what no move ever changes.

    Built once per table size and language, so that painters can tell it has not changed
    at a glance.
    """
    return _static_in(board, players, language())


@cache
def _static_in(board: Board, players: int, spoken: str) -> Layer:
    """:func:`_static_layer` in the language ``spoken`` (the cache's key: it is spoken now)."""
    layout = _layout(board)
    pieces = [_stars(layout)]
    for body in board.bodies:
        cx, cy = layout.centres[body]
        r = _RADII[body]
        ring = ORBITS[body]
        gap = 360 / len(ring)
        big = len(ring) > 5
        shapes: list[Shape] = [
            Circle(0, 0, r - 44 if big else r * 0.42, Style(_DISCS[body], WHITE, 1, 0.9)),
            Circle(0, 0, r, Style(None, RING, 2.5, 0.55)),
        ]
        shapes.extend(
            moved(_arrow(layout, body, layout.angles[body, c] + gap / 2), -cx, -cy) for c in ring
        )
        name_y = -12 if body in PILES else 0
        shapes.append(
            Text(
                0,
                name_y,
                _(_BODY_NAMES[body]).upper(),
                Style(WHITE, opacity=0.75),
                size=17 if big else 10,
                bold=True,
            )
        )
        pieces.append(Piece(f"body:{body}", cx, cy, tuple(shapes), label=_(_BODY_NAMES[body])))
    pieces.append(
        Piece(
            "panels",
            layout.board_width,
            0,
            (Rect(0, 0, _PANEL_W, layout.height, Style(SIDE)),),
        )
    )
    for seat, box in enumerate(_seat_boxes(layout, players)):
        name = Text(28, 17, _(SEAT_NAMES[seat]), Style(SEAT_COLOURS[seat]), 15, "start", bold=True)
        panel: tuple[Shape, ...] = (
            Rect(0, 0, box.width, box.height, Style(PANEL, FRAME, 2), 8),
            *(moved(shape, 14, 17) for shape in _ship_shapes(seat)),
            name,
            caption(12, box.cargo_top - 8, _("CARGO")),
        )
        pieces.append(Piece(f"panel:{seat}", box.x, box.y, panel))
    return Layer("board", tuple(pieces), static=True)


def _stars(layout: _Layout) -> Piece:
    """A fixed sprinkle of stars (a small linear congruential sequence, same every time)."""
    shapes: list[Shape] = []
    seed = 7
    for _ in range(90):
        seed = (seed * 1103515245 + 12345) % 2**31
        x = seed % int(layout.board_width)
        seed = (seed * 1103515245 + 12345) % 2**31
        y = seed % int(layout.height)
        size = 0.6 + (seed % 7) / 6
        shapes.append(Circle(x, y, size, Style(WHITE, opacity=0.25 + (seed % 5) / 10)))
    return Piece("sky", 0, 0, tuple(shapes))


def _city_piece(state: JunkOrbitState, layout: _Layout, city: str, picks: PickTable) -> Piece:
    spot = layout.spots[city]
    home = CITIES[city].body
    ux, uy = _unit(layout.angles[home, city])
    # The name goes inside the ring, set against the city so that it never crosses the ring.
    anchor: Literal["start", "middle", "end"] = "middle"
    inward = 27.0
    if abs(ux) > 0.55:
        anchor, inward = ("end" if ux > 0 else "start"), 14.0
    called = city_name(city)
    x, y = -ux * inward, -uy * inward
    shapes: tuple[Shape, ...] = (
        Circle(0, 0, 7, Style("#e8edf7", BODY_COLOURS[home], 2.5)),
        Text(x, y - 5, called, Style(INK), size=11.5, anchor=anchor, bold=True),
        Text(x, y + 8, city, Style(MUTED), size=9, anchor=anchor),
    )
    body = _(_BODY_NAMES[home])
    if state.board.is_transfer(city):
        label = _("{city} ({code}), {body}: transfer city", city=called, code=city, body=body)
    else:
        label = _("{city} ({code}), {body}", city=called, code=city, body=body)
    return Piece(f"city:{city}", spot.x, spot.y, shapes, *picks.lit(f"city:{city}"), label)


def _junk_places(layout: _Layout, city: str, count: int) -> Iterator[Point]:
    """Tiles resting in a city: rows going outward (of two, of three past four tiles).

    Between two rings the first three tiles go in single file.
    """
    spot = layout.spots[city]
    width = (1 if count <= 3 else 2) if spot.narrow else (2 if count <= 4 else 3)
    for i in range(count):
        row, column = divmod(i, width)
        in_row = min(width, count - row * width)
        yield spot.at(27 + row * (_TILE_H + 3), (column - (in_row - 1) / 2) * _PITCH)


def _per_row(width: float, scale: float) -> int:
    """How many tiles at ``scale`` fit side by side, without overlapping, in ``width``."""
    return max(1, int((width - _TILE_W * scale) // (_PITCH * scale)) + 1)


def _grid(
    count: int, x: float, y: float, width: float, rows: int, scale: float = 1.0
) -> list[Point]:
    """Places for ``count`` tiles left to right in up to ``rows`` rows, overlapping if needed."""
    tile_w, tile_h = _TILE_W * scale, _TILE_H * scale
    per_row = _per_row(width, scale)
    pitch = _PITCH * scale
    if count > per_row * rows:
        per_row = -(-count // rows)
        pitch = (width - tile_w) / (per_row - 1)
    return [
        (x + tile_w / 2 + (i % per_row) * pitch, y + tile_h / 2 + (i // per_row) * (tile_h + 3))
        for i in range(count)
    ]


#: The sizes a seat's tiles may shrink to, largest first, so that many tiles never overlap.
_SCALES = (1.0, 0.8, 0.65)


@dataclass(frozen=True)
class _Shelves:
    """How one seat's cargo and deliveries sit in its panel: their size and rows.

    The rows are shared: the cargo takes the rows it needs, the deliveries the rest (one at
    least each). Tiles shrink, down to :data:`_SCALES`' smallest, rather than overlap; only
    past that do they overlap.

    >>> [_shelves(_SeatBox(0, 0, 280, 188, 52), 5, count).scale for count in (18, 27, 40)]
    [1.0, 0.8, 0.65]
    >>> _shelves(_SeatBox(0, 0, 280, 188, 52), cargo=5, delivered=3)
    _Shelves(scale=1.0, cargo_rows=1, delivered_top=94.0, delivered_rows=2)
    """

    scale: float
    cargo_rows: int
    delivered_top: float
    delivered_rows: int


def _shelves(box: _SeatBox, cargo: int, delivered: int) -> _Shelves:
    """The largest size at which ``cargo`` and ``delivered`` tiles fit ``box`` unpiled."""
    for scale in _SCALES:
        row_h = _TILE_H * scale + 3
        rows = max(2, int((box.height - box.cargo_top - 14) // row_h))
        per_row = _per_row(box.width - 20, scale)
        cargo_rows = max(1, -(-cargo // per_row))
        delivered_rows = max(1, -(-delivered // per_row))
        if cargo_rows + delivered_rows <= rows:
            break
    else:  # even the smallest tiles overlap: share the rows by how many tiles each holds
        share = round(rows * cargo / max(1, cargo + delivered))
        cargo_rows = min(rows - 1, max(1, share))
    delivered_top = box.cargo_top + cargo_rows * row_h + 11
    return _Shelves(scale, cargo_rows, delivered_top, rows - cargo_rows)


@dataclass(frozen=True)
class _Place:
    """Where a tile is drawn and the path it took to get there (if it just moved)."""

    x: float
    y: float
    path: tuple[Point, ...] = ()
    scale: float = 1.0


def scene(state: GameState, selection: Selection = (), viewer: Viewer = DECIDING) -> Scene:
    """The board for ``state``, with ``selection`` highlighted and what can be picked marked.

    Everything on this board is public (the piles show only their counts),
    so every ``viewer`` sees the same board; only the one deciding sees its choices lit.
    """
    state = expect(state, JunkOrbitState)
    layout = _layout(state.board)
    choices = _choices(state, selection) if viewer_decides(state, viewer) else PickTable()

    tiles: dict[str, _Place] = {}
    for city in state.board.cities:
        for tile, (x, y) in zip(
            state.junk_at(city), _junk_places(layout, city, len(state.junk_at(city))), strict=True
        ):
            tiles[tile] = _Place(x, y)
    panels, panel_tiles = _panels(state, layout)
    tiles.update(panel_tiles)
    trails = list(_trails(state, layout, tiles))

    cities = [_city_piece(state, layout, c, choices) for c in state.board.cities]
    tile_pieces = [
        Piece(
            f"tile:{t}",
            place.x,
            place.y,
            _tile_shapes(t, place.scale),
            *choices.lit(f"tile:{t}"),
            _tile_label(t),
            place.path,
        )
        for t, place in sorted(tiles.items())
    ]
    ships = list(_ships(state, layout))
    return Scene(
        layout.width,
        layout.height,
        (
            _static_layer(state.board, state.players),
            Layer("trails", tuple(trails)),
            Layer("cities", (*cities, *_piles(state, layout))),
            Layer("seats", tuple(panels)),
            Layer("tiles", tuple(tile_pieces)),
            Layer("ships", tuple(ships)),
            Layer("prompt", (*_status(state, selection), *_senses(layout, selection, choices))),
        ),
        description=str(state),  # all of it public
    )


def _piles(state: JunkOrbitState, layout: _Layout) -> Iterator[Piece]:
    """Each pile on its body: a small stack of backs, and its count beside it."""
    for name in PILES:
        count = len(state.pile(name))
        cx, cy = layout.centres[name]
        colour = BODY_COLOURS[name]
        backs: list[Shape] = [
            Rect(-13 + 2.5 * k, -12 - 2.5 * k, 22, 24, Style(colour, NIGHT, 1), 3)
            for k in range(min(3, count))
        ]
        if not count:
            backs = [Rect(-13, -12, 22, 24, Style(None, RING, 1.2, 0.7, (3, 3)), 3)]
        label = _pile_words(name, count)
        yield Piece(f"pile:{name}", cx - 10, cy + 26, tuple(backs), label=label)
        count_text = Text(0, 0, f"× {count}", Style(INK), size=13, anchor="start", bold=True)
        yield Piece(f"pile:{name}:count", cx + 12, cy + 26, (count_text,))


def _pile_words(body: str, count: int) -> str:
    """``"Earth pile: 3 tiles"``: one sentence per pile, each language its own article."""
    if body == "earth":
        return ngettext("Earth pile: {count} tile", "Earth pile: {count} tiles", count, count=count)
    if body == "moon":
        return ngettext("Moon pile: {count} tile", "Moon pile: {count} tiles", count, count=count)
    return ngettext("Mars pile: {count} tile", "Mars pile: {count} tiles", count, count=count)


def _ships(state: JunkOrbitState, layout: _Layout) -> Iterator[Piece]:
    at: dict[str, list[int]] = {}
    for seat, city in enumerate(state.ships):
        at.setdefault(city, []).append(seat)
    moved = {e.seat: e for e in state.events if e.kind == "moved"}
    for city, seats in at.items():
        spot = layout.spots[city]
        for k, seat in enumerate(seats):
            x, y = spot.at(-6, (k - (len(seats) - 1) / 2) * 15)
            path: tuple[Point, ...] = ()
            event = moved.get(seat)
            if event is not None:
                cities = state.board.route(
                    event["start"], event["sense"], event["value"], event["landing"]
                )
                path = layout.route(cities)
            yield Piece(
                f"ship:{seat}",
                x,
                y,
                _ship_shapes(seat),
                label=_(
                    "{seat}'s ship at {city}",
                    seat=_(state.seat_names[seat]),
                    city=city_name(city),
                ),
                path=path,
            )


def _trails(state: JunkOrbitState, layout: _Layout, tiles: dict[str, _Place]) -> Iterator[Piece]:
    """The way the last launch or move went, drawn faintly in the player's colour.

    The tile or ship that travelled gets the same way as its glide path.
    """
    for event in state.events:
        if event.kind not in ("launched", "moved"):
            continue
        sense: Sense = event["sense"]
        cities = state.board.route(event["start"], sense, event["value"], event["landing"])
        points = layout.route(cities)
        colour = SEAT_COLOURS[event.seat or 0]
        dash = (7, 6) if event.kind == "launched" else ()
        yield Piece(
            f"trail:{event.kind}",
            0,
            0,
            (Polygon(points, Style(None, colour, 3, 0.75, dash), closed=False),),
        )
        if event.kind == "launched" and event["tile"] in tiles:
            place = tiles[event["tile"]]
            tiles[event["tile"]] = _Place(place.x, place.y, points, place.scale)


def _points(score: int) -> str:
    return ngettext("{count} pt", "{count} pts", score, count=score)


@dataclass(frozen=True)
class _SeatBox:
    """Where one seat's panel is, and where its tiles start inside it."""

    x: float
    y: float
    width: float
    height: float
    cargo_top: float


@cache
def _seat_boxes(layout: _Layout, players: int) -> tuple[_SeatBox, ...]:
    """The seats' panels, one under the other down the right-hand side."""
    top, gap = _TOP - 8, 8.0
    height = (layout.height - top - _MARGIN - gap * (players - 1)) / players
    return tuple(
        _SeatBox(layout.board_width + 10, top + seat * (height + gap), _PANEL_W - 20, height, 52.0)
        for seat in range(players)
    )


def _panels(state: JunkOrbitState, layout: _Layout) -> tuple[list[Piece], dict[str, _Place]]:
    """What changes in the seats' panels: scores, ships' cities, whose turn, and the tiles."""
    pieces: list[Piece] = []
    places: dict[str, _Place] = {}
    scores = state.scores()
    for seat, box in enumerate(_seat_boxes(layout, state.players)):
        where = _("ship at {city}", city=city_name(state.ships[seat]))
        who = _(state.seat_names[seat])
        pieces.append(
            Piece(
                f"score:{seat}",
                box.x + box.width - 12,
                box.y + 17,
                (Text(0, 0, _points(scores[seat]), Style(INK), size=15, anchor="end"),),
                label=ngettext(
                    "{seat}: {count} point",
                    "{seat}: {count} points",
                    scores[seat],
                    seat=who,
                    count=scores[seat],
                ),
            )
        )
        pieces.append(
            Piece(
                f"where:{seat}",
                box.x + 28,
                box.y + 33,
                (Text(0, 0, where, Style(MUTED), size=10.5, anchor="start"),),
            )
        )
        shelf = _shelves(box, len(state.cargo[seat]), len(state.deliveries[seat]))
        pieces.append(
            Piece(
                f"delivered:{seat}",
                box.x + 12,
                box.y + shelf.delivered_top - 8,
                (caption(0, 0, _("DELIVERED")),),
            )
        )
        for area, top, rows in (
            (state.cargo[seat], box.cargo_top, shelf.cargo_rows),
            (state.deliveries[seat], shelf.delivered_top, shelf.delivered_rows),
        ):
            spots = _grid(len(area), box.x + 10, box.y + top, box.width - 20, rows, shelf.scale)
            for tile, (x, y) in zip(area, spots, strict=True):
                places[tile] = _Place(x, y, scale=shelf.scale)
    deciding = state.current_player
    if deciding is not None:
        box = _seat_boxes(layout, state.players)[deciding]
        colour = SEAT_COLOURS[deciding]
        words = Text(box.width - 12, 33, _("to decide"), Style(colour), size=10.5, anchor="end")
        frame = (box.x, box.y, box.width, box.height)
        who = _("{seat} to decide", seat=_(state.seat_names[deciding]))
        pieces.append(turn_frame(who, colour, frame, words))
    return pieces, places


def _status(state: JunkOrbitState, selection: Selection) -> tuple[Piece, Piece]:
    """Whose turn it is and what they decide, after the turn number; and what to pick."""
    status = state.status()
    if state.is_over:
        shown = _("Final position · {status}", status=status)
    else:
        shown = _("Turn {turn} · {status}", turn=state.turn + 1, status=status)
    return Prompt().pieces(status, _hint(state, selection), shown)


def _hint(state: JunkOrbitState, selection: Selection) -> str:
    """What to pick next, in words."""
    if state.is_over:
        return ""
    phase_launch = isinstance(state.phase, Launching)
    if phase_launch and not state.cargo[state.active]:
        return _("Pick your ship's city to drift there and collect the junk.")
    if phase_launch:
        if len(selection) == 2:
            where = city_name(selection[1].removeprefix("city:"))
            return _(
                "Both ways reach {city}: pick the way to launch (the ship goes the other way).",
                city=where,
            )
        if selection:
            return _("Pick a lit city to launch the tile there, or another cargo tile.")
        return _("Pick a cargo tile to launch.")
    actions = state.legal_actions()
    if isinstance(actions[0], Drop):
        return _("Pick a tile from your cargo or deliveries to drop.")
    if isinstance(actions[0], Move):
        return _("Pick a lit city to move your ship there.")
    return _("Pick a lit tile to deliver it, or your ship's city to collect the junk.")


def _senses(layout: _Layout, selection: Selection, choices: PickTable) -> Iterator[Piece]:
    """When both ways reach the picked city: a button for each way, either side of it."""
    for sense, side, glyph, words in (
        ("cw", 1, "↻", N_("launch clockwise")),
        ("ccw", -1, "↺", N_("launch counter-clockwise")),
    ):
        choice = choices.get(f"sense:{sense}")
        if choice is None:
            continue
        x, y = layout.spots[selection[1].removeprefix("city:")].at(0, side * 34)
        shapes = (
            Circle(0, 0, 13, Style(BUTTON, GOLD, 2)),
            Text(0, 0, glyph, Style(WHITE), size=16, bold=True),
        )
        yield Piece(f"sense:{sense}", x, y, shapes, True, choice.highlight, _(words))
