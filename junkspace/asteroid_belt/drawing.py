"""How the Asteroid Belt board looks: its colours, its geometry, the shapes of what stands on it.

The grid is drawn cell by cell from the text map: highways (green marks) and shuttle lanes
(red marks) as roads with a dashed line along them, docks ringed green, open space dark.
Each asteroid is a rock on a border of its class's colour, as the rule text gives them (1
red, 2 yellow, 3 green and dotted, 4 blue, 5 purple); a seated faction's base is filled with
its colour. Units are shapes by type with a letter (engineering a round E, assault a square
A, reconnaissance a triangle R, the elite a star) in their side's colour. Two lines under
the grid say what everything means; the panels on the right hold each faction, the last
dice and the buttons.

:func:`static_layer` is everything no move changes, built once per table; the view
(:mod:`.view`) draws the position over it with the shapes made here.

>>> centre(0)  # the middle of a1, the Purple base
(49.0, 93.0)
>>> [piece.id for piece in static_layer((0, 1, 2), 15).pieces][:6]
['side', 'grid', 'highways', 'lanes', 'docks', 'coordinates']
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from functools import cache
from itertools import groupby

from ..i18n import N_, language
from ..render.kit import caption, seat_mark
from ..render.scene import Circle, Layer, Piece, Point, Polygon, Rect, Shape, Style, Text, moved
from ..render.theme import FRAME, MUTED, NIGHT, PANEL, SIDE, WHITE
from .board import ASTEROIDS, DOCKS, HEIGHT, HIGHWAY, LANE, NAMES, PORTALS, TERRAIN, WIDTH, Cell
from .narration import WORDS, unit
from .pieces import Shuttle
from .rules import Chip
from .units import ELITE, FACTIONS, KINDS, Kind

__all__ = [
    "ACTIONS_H",
    "ACTIONS_Y",
    "CARGO",
    "CLASS_COLOURS",
    "FACTION_COLOURS",
    "FACTION_H",
    "GUARD_COLOUR",
    "GUARD_EDGE",
    "SCENE_HEIGHT",
    "SCENE_WIDTH",
    "SIDE_W",
    "SIDE_X",
    "badge",
    "cargo_shapes",
    "centre",
    "chip_shapes",
    "die_shapes",
    "faction_y",
    "flag",
    "scale_box",
    "shuttle_shapes",
    "static_layer",
    "unit_shapes",
    "used_chip",
]

_ = WORDS.gettext

#: The factions' colours, by faction number (Purple, Orange, Green), whatever their seats.
FACTION_COLOURS = ("#a77bff", "#ff8a1f", "#2fbf71")
#: The aboriginal guards' colour, and their outline (which sets them apart from Orange).
GUARD_COLOUR = "#8a5a2e"
GUARD_EDGE = "#f1cf9a"
#: Each asteroid class's border colour, as the rule text gives them.
CLASS_COLOURS = {1: "#ef4444", 2: "#facc15", 3: "#22c55e", 4: "#3b82f6", 5: "#c06bff"}

CARGO = "#f2c14e"
_HIGHWAY = "#1b3d30"
_HIGHWAY_MARK = "#4ade80"
_LANE = "#3f1a25"
_LANE_MARK = "#f06470"
_OPEN = "#101833"
_PORTAL = "#38d9c9"

#: Each unit type in the legend, and the letter on its token.
_LEGEND_NAMES: dict[Kind, str] = {
    "engineering": N_("engineers"),
    "assault": N_("assault troops"),
    "recon": N_("reconnaissance"),
    "elite": N_("elite unit"),
}
_LETTERS: dict[Kind, str] = {"engineering": "E", "assault": "A", "recon": "R", "elite": "★"}

# -- geometry ------------------------------------------------------------------------------

_CELL = 34.0
_MARGIN = 14.0
_TOP = 58.0  # room for the status lines
_GX = _MARGIN + 18  # the grid's left edge, after the row numbers
_GY = _TOP + 18  # its top edge, after the column letters
_GRID_W = WIDTH * _CELL
_GRID_H = HEIGHT * _CELL
_LEGEND_Y = _GY + _GRID_H + 20
SIDE_X = _GX + _GRID_W + 18  # the panels on the right
SIDE_W = 330.0
SCENE_WIDTH = SIDE_X + SIDE_W + _MARGIN
SCENE_HEIGHT = _LEGEND_Y + 22 + 16 + _MARGIN
ACTIONS_Y = _TOP - 8
ACTIONS_H = 50.0
_FACTION_Y = ACTIONS_Y + ACTIONS_H + 8
FACTION_H = 142.0
_DICE_H = 92.0


def centre(c: Cell) -> Point:
    """The middle of a cell on the scene."""
    row, col = divmod(c, WIDTH)
    return (_GX + (col + 0.5) * _CELL, _GY + (row + 0.5) * _CELL)


def faction_y(seat: int) -> float:
    """The top of a faction's panel; the dice box follows the last one."""
    return _FACTION_Y + seat * (FACTION_H + 8)


# -- shapes --------------------------------------------------------------------------------


def _star(outer: float, inner: float, points: int = 5) -> tuple[Point, ...]:
    """A star's corners, its first point straight up."""
    out = []
    for k in range(2 * points):
        radius = outer if k % 2 == 0 else inner
        angle = math.pi * k / points - math.pi / 2
        out.append((radius * math.cos(angle), radius * math.sin(angle)))
    return tuple(out)


def unit_shapes(
    kind: Kind,
    fill: str,
    size: float = 11,
    opacity: float = 1.0,
    edge: str = NIGHT,
    faction: int | None = None,
) -> tuple[Shape, ...]:
    """A unit's token: its type's shape in its side's colour, with the type's letter, and
    its ``faction``'s badge (a guard has none)."""
    return (
        *_unit_token(kind, fill, size, opacity, edge),
        *faction_badge(faction, size, size, opacity),
    )


def faction_badge(
    faction: int | None, x: float, y: float, opacity: float = 1.0
) -> tuple[Shape, ...]:
    """A faction's mark on a dark disc at the top right of a piece ``x`` by ``y`` from its
    centre, so that the sides are told apart without colour (none for ``None``)."""
    if faction is None:
        return ()
    bx, by = x * 0.85, -y * 0.85
    return (
        Circle(bx, by, 5.2, Style(NIGHT, WHITE, 1, opacity)),
        seat_mark(faction, bx, by, 6, Style(WHITE, opacity=opacity)),
    )


def _unit_token(kind: Kind, fill: str, size: float, opacity: float, edge: str) -> tuple[Shape, ...]:
    style = Style(fill, edge, 1.6, opacity)
    ink = Style(WHITE, opacity=opacity)
    r = size
    body: Shape
    dy = 0.5
    if kind == "engineering":
        body = Circle(0, 0, r, style)
    elif kind == "assault":
        body = Rect(-r * 0.92, -r * 0.92, r * 1.84, r * 1.84, style, r * 0.25)
    elif kind == "recon":
        body = Polygon(((0, -r * 1.15), (r * 1.12, r * 0.85), (-r * 1.12, r * 0.85)), style)
        dy = r * 0.3
    else:
        body = Polygon(_star(r * 1.25, r * 0.58), style)
        return (body, Circle(0, 0.5, r * 0.22, Style(NIGHT, opacity=opacity)), _hit(r))
    letter = Text(0, dy, _LETTERS[kind], ink, size=r * 1.05, bold=True)
    return (body, letter, _hit(r)) if isinstance(body, Polygon) else (body, letter)


def _hit(reach: float) -> Rect:
    """An invisible square where a piece drawn as a polygon can be clicked.

    Painters hit-test circles and rectangles only; the polygon still leads, so that the
    halo follows its outline.
    """
    return Rect(-reach, -reach, 2 * reach, 2 * reach, Style())


def shuttle_shapes(shuttle: Shuttle, colour: str, faction: int) -> tuple[Shape, ...]:
    """A shuttle: a hull outlined in its owner's ``colour`` with its ``faction``'s badge, its
    passengers' letters inside."""
    opacity = 0.55 if shuttle.spent else 1.0
    hull = ((-15, -9), (8, -9), (15.5, 0), (8, 9), (-15, 9), (-12, 0))
    letters = "".join(_LETTERS[u.kind] for u in shuttle.passengers)
    return (
        Polygon(hull, Style(NIGHT, colour, 2.2, opacity)),
        Text(-1.5, 0.5, letters, Style(colour, opacity=opacity), size=10.5, bold=True),
        _hit(12),
        *faction_badge(faction, 15, 9, opacity),
    )


def cargo_shapes() -> tuple[Shape, ...]:
    """The aboriginal cargo shuttle: a golden hexagon worth raiding."""
    hexagon = tuple(
        (12 * math.cos(math.pi * k / 3), 12 * math.sin(math.pi * k / 3)) for k in range(6)
    )
    return (
        Polygon(hexagon, Style(CARGO, NIGHT, 1.6)),
        Text(0, 0.5, "$", Style(NIGHT), size=13, bold=True),
        _hit(11),
    )


_PIPS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


def die_shapes(value: int, colour: str) -> tuple[Shape, ...]:
    """A white die showing ``value``, edged in the colour of the side that rolled it."""
    face: list[Shape] = [Rect(-14, -14, 28, 28, Style("#f8fafc", colour, 3), 6)]
    face.extend(Circle(7 * x, 7 * y, 2.6, Style(NIGHT)) for x, y in _PIPS[value])
    return tuple(face)


def chip_shapes(chip: Chip, colour: str, live: bool) -> tuple[Shape, ...]:
    """An elite chip: a disc with its sign (a crosshair, a shield, a portal swirl)."""
    opacity = 1.0 if live else 0.45
    disc = Circle(0, 0, 10, Style(NIGHT, colour, 2, opacity))
    ink = Style(None, colour, 1.8, opacity)
    if chip == "attack":
        sign: tuple[Shape, ...] = (
            Circle(0, 0, 4.5, ink),
            Polygon(((-7, 0), (7, 0)), ink, closed=False),
            Polygon(((0, -7), (0, 7)), ink, closed=False),
        )
    elif chip == "protection":
        shield = ((0, -6), (5.5, -4), (4.5, 2.5), (0, 6.5), (-4.5, 2.5), (-5.5, -4))
        sign = (Polygon(shield, Style(colour, opacity=opacity)),)
    else:
        sign = (Circle(0, 0, 5.5, ink), Circle(0, 0, 2, Style(colour, opacity=opacity)))
    return (disc, *sign)


def used_chip() -> tuple[Shape, ...]:
    """The empty place of an elite chip already used."""
    return (Circle(0, 0, 10, Style(None, "#3a4670", 1.5, 1, (2, 2))),)


def badge(letter: str, colour: str, faction: int | None = None) -> tuple[Shape, ...]:
    """A Target or Mine chip in a ``faction``'s colour and of its mark's shape (a circle, a
    square, a triangle: no faction needs its colour to be told apart), at an asteroid's top
    right corner; a plain disc for no faction (the legend's).

    >>> [type(badge("M", "#888", faction)[0]).__name__ for faction in (None, 0, 1)]
    ['Circle', 'Circle', 'Polygon']
    """
    style = Style(colour, NIGHT, 1.4)
    chip = Circle(10, -10, 7, style) if faction is None else seat_mark(faction, 10, -10, 16, style)
    return (chip, Text(10, -9.5, letter, Style(NIGHT), size=9, bold=True))


def flag() -> tuple[Shape, ...]:
    """The Flag chip, at an asteroid's top right corner."""
    return (
        Polygon(((6, -3), (6, -17)), Style(None, WHITE, 1.6), False),
        Polygon(((6, -17), (15, -13.5), (6, -10)), Style(WHITE, NIGHT, 1)),
    )


def _right(shape: Shape) -> float:
    """How far right of its origin a shape reaches."""
    if isinstance(shape, Circle):
        return shape.x + shape.r
    if isinstance(shape, Rect):
        return shape.x + shape.w
    if isinstance(shape, Polygon):
        return max(x for x, _ in shape.points)
    return shape.x


def scale_box(goal: int, k: int) -> tuple[float, float]:
    """The left edge and width of box ``k`` of a faction's achievement scale."""
    span = SIDE_W - 24
    gap = 2.0 if goal <= 24 else 1.0
    width = (span - gap * (goal - 1)) / goal
    return 12 + k * (width + gap), width


# -- the board: what no move changes ---------------------------------------------------------


def _rock(c: Cell) -> tuple[Point, ...]:
    """An asteroid's outline: a lumpy heptagon, the same every time for the same cell."""
    seed = c * 2654435761 % 2**32
    points = []
    for k in range(7):
        seed = (seed * 1103515245 + 12345) % 2**31
        radius = 8.5 + (seed % 1000) / 1000 * 3.5
        angle = 2 * math.pi * k / 7 + 0.3
        points.append((round(radius * math.cos(angle), 1), round(radius * math.sin(angle), 1)))
    return tuple(points)


def _runs(terrain: int, across: bool) -> Iterator[tuple[Cell, Cell]]:
    """The first and last cells of each run of a terrain, along the rows or down the columns."""
    if across:
        lines = [[row * WIDTH + col for col in range(WIDTH)] for row in range(HEIGHT)]
    else:
        lines = [[row * WIDTH + col for row in range(HEIGHT)] for col in range(WIDTH)]
    for line in lines:
        for found, run in groupby(line, key=lambda c: TERRAIN[c] == terrain):
            cells = list(run)
            if found:
                yield cells[0], cells[-1]


#: The line along each road, by terrain: long dashes on highways, dots on shuttle lanes, so
#: that the two differ in pattern as well as in colour.
_ROAD_DASHES = {HIGHWAY: (8.0, 4.0), LANE: (1.5, 3.5)}


def _road_line(terrain: int, mark: str, start: Point, end: Point) -> Polygon:
    """The line along a road of ``terrain`` from ``start`` to ``end``, in its pattern."""
    width = 1.6 if terrain == HIGHWAY else 2.4
    return Polygon((start, end), Style(None, mark, width, 0.7, _ROAD_DASHES[terrain]), False)


def _road(terrain: int, fill: str, mark: str, id: str, label: str) -> Piece:
    """Highways or lanes: their cells filled row by row, a line along each road in its
    terrain's pattern."""
    half = _CELL / 2
    shapes: list[Shape] = []
    for first, last in _runs(terrain, across=True):
        (x0, y0), (x1, _) = centre(first), centre(last)
        shapes.append(Rect(x0 - half, y0 - half, x1 - x0 + _CELL, _CELL, Style(fill)))
    shapes.extend(
        _road_line(terrain, mark, centre(first), centre(last))
        for across in (True, False)
        for first, last in _runs(terrain, across)
        if first != last
    )
    return Piece(id, 0, 0, tuple(shapes), label=label)


def _asteroid_drawing(a: int, lineup: tuple[int, ...]) -> Piece:
    """An asteroid: a rock with its class on a border of the class colour, or a base."""
    rock = ASTEROIDS[a]
    colour = CLASS_COLOURS[rock.grade]
    x, y = centre(rock.cell)
    h = _CELL / 2 - 2.5
    border = Style("#161d3a", colour, 2.4, dash=(3, 2.5) if rock.grade == 3 else ())
    shapes: list[Shape] = [Rect(-h, -h, 2 * h, 2 * h, border, 5)]
    name = NAMES[rock.cell]
    if rock.base is not None and rock.base in lineup:
        faction = FACTIONS[rock.base]
        shapes.append(
            Rect(-h + 4, -h + 4, 2 * h - 8, 2 * h - 8, Style(FACTION_COLOURS[rock.base]), 3)
        )
        shapes.append(Text(0, 0.5, faction.letter, Style(NIGHT), size=14, bold=True))
        label = _(
            "{faction}'s base ({cell}), a class-5 asteroid", faction=_(faction.name), cell=name
        )
    else:
        shapes.append(Polygon(_rock(rock.cell), Style("#5d5550", "#2b2624", 1.2)))
        shapes.append(Text(0, 0.5, str(rock.grade), Style(WHITE), size=12, bold=True))
        label = _("class-{grade} asteroid {cell}", grade=rock.grade, cell=name)
    return Piece(f"rock:{name}", x, y, tuple(shapes), label=label)


def _portal_drawing(number: int, c: Cell) -> Piece:
    """A portal: rings and its number, which the cargo shuttle's die names."""
    x, y = centre(c)
    shapes = (
        Circle(0, 0, 13, Style("#0c2c33", _PORTAL, 1.6)),
        Circle(0, 0, 8.5, Style(None, _PORTAL, 1.2, 0.6)),
        Circle(0, 0, 4, Style(None, _PORTAL, 1, 0.4)),
        Text(9, -9, str(number), Style(WHITE), size=9, bold=True),
    )
    return Piece(
        f"portal:{number}",
        x,
        y,
        shapes,
        label=_("portal {number} ({cell})", number=number, cell=NAMES[c]),
    )


def _grid_lines() -> Piece:
    """The grid: open space, with a faint line between cells."""
    faint = Style(None, "#22305a", 1, 0.7)
    shapes: list[Shape] = [Rect(_GX, _GY, _GRID_W, _GRID_H, Style(_OPEN, FRAME, 1.5), 4)]
    shapes.extend(
        Polygon(((_GX + k * _CELL, _GY), (_GX + k * _CELL, _GY + _GRID_H)), faint, False)
        for k in range(1, WIDTH)
    )
    shapes.extend(
        Polygon(((_GX, _GY + k * _CELL), (_GX + _GRID_W, _GY + k * _CELL)), faint, False)
        for k in range(1, HEIGHT)
    )
    return Piece("grid", 0, 0, tuple(shapes))


def _coordinates() -> Piece:
    """The column letters above the grid and the row numbers left of it."""
    style = Style(MUTED)
    shapes: list[Shape] = [
        Text(_GX + (k + 0.5) * _CELL, _GY - 9, chr(ord("a") + k), style, size=11)
        for k in range(WIDTH)
    ]
    shapes.extend(
        Text(_GX - 5, _GY + (k + 0.5) * _CELL, str(k + 1), style, size=11, anchor="end")
        for k in range(HEIGHT)
    )
    return Piece("coordinates", 0, 0, tuple(shapes))


def _docks() -> Piece:
    """A dotted green ring on each dock, the lanes where a shuttle is activated."""
    ring = Style(None, CLASS_COLOURS[3], 1.4, 0.8, (2.5, 2))
    shapes = tuple(Circle(*centre(c), 9, ring) for c in sorted(DOCKS))
    return Piece("docks", 0, 0, shapes, label=_("docks: shuttles are activated here"))


def _legend() -> Piece:
    """What the board's colours and shapes mean, in two lines under the grid."""
    grey = "#6b7896"
    classes = tuple(
        shape
        for grade, colour in CLASS_COLOURS.items()
        for shape in (
            Rect(-7 + 17 * (grade - 1), -7, 14, 14, Style("#161d3a", colour, 2), 3),
            Text(17 * (grade - 1), 0.5, str(grade), Style(WHITE), 8.5, bold=True),
        )
    )
    rows: tuple[list[tuple[tuple[Shape, ...], str]], ...] = (
        [
            (
                (
                    Rect(-7, -7, 14, 14, Style(_HIGHWAY, _HIGHWAY_MARK, 1)),
                    _road_line(HIGHWAY, _HIGHWAY_MARK, (-7, 0), (7, 0)),
                ),
                _("highway"),
            ),
            (
                (
                    Rect(-7, -7, 14, 14, Style(_LANE, _LANE_MARK, 1)),
                    _road_line(LANE, _LANE_MARK, (-7, 0), (7, 0)),
                ),
                _("shuttle lane"),
            ),
            ((Circle(0, 0, 7, Style(None, CLASS_COLOURS[3], 1.4, 0.8, (2.5, 2))),), _("dock")),
            ((Rect(-7, -7, 14, 14, Style(_OPEN, FRAME, 1)),), _("open space")),
            ((Circle(0, 0, 7, Style("#0c2c33", _PORTAL, 1.4)),), _("portal")),
            (classes, _("asteroid classes (border)")),
        ],
        [
            *((unit_shapes(kind, grey, 7.5), _(_LEGEND_NAMES[kind])) for kind in KINDS),
            ((Circle(0, 0, 7, Style(GUARD_COLOUR, GUARD_EDGE, 1.2)),), _("guard")),
            (cargo_shapes(), _("cargo shuttle")),
            (tuple(moved(m, -10, 10) for m in badge("T", grey)), _("Target")),
            (tuple(moved(m, -10, 10) for m in flag()), _("Flag")),
            (tuple(moved(m, -10, 10) for m in badge("M", grey)), _("Mine")),
        ],
    )
    shapes: list[Shape] = []
    for k, row in enumerate(rows):
        x = _GX
        y = _LEGEND_Y + 22 * k
        for marks, words in row:
            right = max(_right(shape) for shape in marks)
            shapes.extend(moved(shape, x + 7, y) for shape in marks)
            shapes.append(Text(x + right + 13, y, words, Style(MUTED), 11, "start"))
            x += right + 13 + 6.2 * len(words) + 18
    return Piece("legend", 0, 0, tuple(shapes))


def _faction_panel(seat: int, number: int, goal: int) -> Piece:
    """A seat's panel: its faction's name, its empty achievement scale and the headings."""
    faction = FACTIONS[number]
    colour = FACTION_COLOURS[number]
    shapes: list[Shape] = [
        Rect(0, 0, SIDE_W, FACTION_H, Style(PANEL, FRAME, 2), 8),
        *(moved(s, 18, 17) for s in unit_shapes(ELITE, colour, 7.5, faction=number)),
        Text(32, 17, _(faction.name), Style(colour), size=15, anchor="start", bold=True),
    ]
    for k in range(goal):
        left, width = scale_box(goal, k)
        shapes.append(Rect(left, 33, width, 9, Style(NIGHT, FRAME, 1), 1.5))
    shapes.append(caption(SIDE_W - 150, 60, _("ELITE CHIPS")))
    shapes.append(caption(12, 86, _("ON BASE")))
    shapes.append(caption(12, 114, _("IN REPAIR")))
    label = _(
        "{faction}: favourite unit {unit}", faction=_(faction.name), unit=unit(faction.favourite)
    )
    return Piece(f"panel:{seat}", SIDE_X, faction_y(seat), tuple(shapes), label=label)


def static_layer(lineup: tuple[int, ...], goal: int) -> Layer:
    """The grid, its terrain and asteroids, the panels' frames: what no move ever changes.

    ``lineup`` is the faction number (in ``FACTIONS``) of each seat. Built once per table,
    goal and language, so that painters can tell it has not changed.
    """
    return _static_in(lineup, goal, language())


@cache
def _static_in(lineup: tuple[int, ...], goal: int, spoken: str) -> Layer:
    """:func:`static_layer` in the language ``spoken`` (the cache's key: it is spoken now)."""
    players = len(lineup)
    pieces = [
        Piece(
            "side",
            SIDE_X - 8,
            0,
            (Rect(0, 0, SIDE_W + 8 + _MARGIN, SCENE_HEIGHT, Style(SIDE)),),
        ),
        _grid_lines(),
        _road(HIGHWAY, _HIGHWAY, _HIGHWAY_MARK, "highways", _("highways: every unit moves here")),
        _road(LANE, _LANE, _LANE_MARK, "lanes", _("shuttle lanes: only shuttles move here")),
        _docks(),
        _coordinates(),
        _legend(),
    ]
    pieces.extend(_portal_drawing(k + 1, c) for k, c in enumerate(PORTALS))
    pieces.extend(_asteroid_drawing(a.id, lineup) for a in ASTEROIDS)
    pieces.append(
        Piece(
            "actions",
            SIDE_X,
            ACTIONS_Y,
            (Rect(0, 0, SIDE_W, ACTIONS_H, Style(PANEL, FRAME, 2), 8),),
        )
    )
    pieces.extend(_faction_panel(seat, number, goal) for seat, number in enumerate(lineup))
    pieces.append(
        Piece(
            "dice",
            SIDE_X,
            faction_y(players),
            (
                Rect(0, 0, SIDE_W, _DICE_H, Style(PANEL, FRAME, 2), 8),
                caption(12, 13, _("LAST DICE")),
            ),
        )
    )
    return Layer("board", tuple(pieces), static=True)
