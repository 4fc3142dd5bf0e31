"""How the Hyperstellar board looks: its colours, its little drawings, and the station.

The small drawings (a researcher, a card, a stack of backs, the energy and water signs) are
shapes that the view places; the station itself (the sectors with what they do, the hub, the
score track, the frames of the columns) is drawn once per table size, as the scene's static
layer.

>>> [piece.id for piece in static_layer(2).pieces][:6]
['glow', 'sector:engine', 'sector:lab', 'sector:recycling', 'sector:crew', 'hub']
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from functools import cache

from ..i18n import N_, language
from ..render import kit
from ..render.scene import Circle, Layer, Piece, Point, Polygon, Rect, Shape, Style, Text, moved
from ..render.theme import FRAME, GOLD, INK, MUTED, NIGHT, PANEL, RING, WHITE
from .cards import COLOURS
from .narration import WORDS
from .narration import sector as sector_name
from .rules import SEAT_NAMES
from .station import (
    CREW,
    ENGINE,
    ENGINE_ENERGY,
    LAB,
    RECRUIT_COST,
    RECYCLE_COST,
    RECYCLING,
    RESEARCH_COST,
    RESEARCH_DRAW,
    SCORE_COST,
    SEAT_COLOURS,
    SECTORS,
    SHARE_COST,
    SHARE_WATER,
    WINNING_POINTS,
)
from .wheel import (
    BUNK_IN,
    BUNK_OUT,
    CARD_H,
    CARD_W,
    HUB_R,
    LEFT_W,
    MIDDLE,
    PANEL_H,
    PLACE,
    RIGHT_W,
    SECTOR_IN,
    SECTOR_OUT,
    TRACK_IN,
    TRACK_OUT,
    WHEEL,
    Layout,
    arc,
    layout_for,
    polar,
    track_angle,
    unit,
)

__all__ = [
    "ACCENTS",
    "CARD_COLOURS",
    "PLAYER_COLOURS",
    "backs",
    "bunk_shapes",
    "caption",
    "card",
    "researcher",
    "score_marker",
    "static_layer",
]

_, ngettext = WORDS.gettext, WORDS.ngettext

#: Each science colour as drawn, by letter (the players' colours are their own cards').
CARD_COLOURS = {
    "R": "#ef4444",
    "O": "#fb923c",
    "Y": "#facc15",
    "G": "#22c55e",
    "B": "#3b82f6",
    "P": "#a855f7",
    "W": "#e5e7eb",
}
#: Each seat's colour: researchers, score marker, name.
PLAYER_COLOURS = tuple(CARD_COLOURS[COLOURS[colour].letter] for colour in SEAT_COLOURS)

# The cards whose colour is light enough to need dark ink.
_LIGHT = frozenset("OYGW")

_ENERGY = "#fbbf24"
_WATER = "#38bdf8"

# Each sector's tint and accent, in sector order.
_TINTS = ("#3a2613", "#2a2050", "#0f3b35", "#172c52")
ACCENTS = ("#f59e0b", "#a78bfa", "#2dd4bf", "#60a5fa")

# -- small drawings ----------------------------------------------------------------------


def researcher(seat: int, scale: float) -> tuple[Shape, ...]:
    """A little researcher of ``seat``: head and shoulders in its colour, ``scale`` times the
    hub's size, with the seat's mark on its chest (told apart without colour)."""
    colour = PLAYER_COLOURS[seat]

    def s(x: float, y: float) -> Point:
        return (round(x * scale, 1), round(y * scale, 1))

    body = (s(-5.5, 7), s(5.5, 7), s(4.5, 1), s(2, -1), s(-2, -1), s(-4.5, 1))
    return (
        Polygon(body, Style(colour, NIGHT, 1.1)),
        Circle(0, round(-4.6 * scale, 1), round(3.4 * scale, 1), Style(colour, NIGHT, 1.1)),
        kit.seat_mark(seat, 0, round(3.4 * scale, 1), round(4.6 * scale, 1), Style(NIGHT)),
    )


def score_marker(seat: int, opacity: float = 1.0) -> tuple[Shape, ...]:
    """A seat's marker on the score track: a disc in its colour with the seat's mark."""
    return (
        Circle(0, 0, 7.5, Style(PLAYER_COLOURS[seat], WHITE, 1.6, opacity)),
        kit.seat_mark(seat, 0, 0, 7.5, Style(NIGHT, opacity=opacity)),
    )


def _bolt(x: float, y: float, size: float = 1.0) -> Shape:
    """The energy sign: a lightning bolt centred at ``(x, y)``."""
    points = ((1.5, -7), (-4, 1), (-0.5, 1), (-1.5, 7), (4, -1), (0.5, -1))
    return Polygon(
        tuple((round(x + px * size, 1), round(y + py * size, 1)) for px, py in points),
        Style(_ENERGY, NIGHT, 0.8),
    )


def _drop(x: float, y: float, size: float = 1.0) -> Shape:
    """The water sign: a drop centred at ``(x, y)``."""
    outline = [(0.0, -7.0)]
    outline.extend((4.2 * math.cos(a), 1.8 + 4.2 * math.sin(a)) for a in _DROP_ANGLES)
    return Polygon(
        tuple((round(x + px * size, 1), round(y + py * size, 1)) for px, py in outline),
        Style(_WATER, NIGHT, 0.8),
    )


_DROP_ANGLES = tuple(math.radians(a) for a in range(-30, 211, 30))


def card(x: float, y: float, letter: str, count: int | None, w: float, h: float) -> list[Shape]:
    """A face-up card of colour ``letter`` with its top-left corner at ``(x, y)``.

    With a ``count``, it is a stack: a second card peeks out behind when there are several,
    the count is written large and an empty stack is only an outline.
    """
    colour = CARD_COLOURS[letter]
    ink = NIGHT if letter in _LIGHT else WHITE
    if count == 0:
        return [
            Rect(x, y, w, h, Style(None, colour, 1.2, 0.45, (3, 3)), 4),
            Text(x + w / 2, y + h / 2, letter, Style(colour, opacity=0.5), size=11, bold=True),
        ]
    shapes: list[Shape] = []
    if count is not None and count > 1:
        shapes.append(Rect(x + 3, y - 3, w, h, Style(colour, NIGHT, 1, 0.6), 4))
    shapes.append(Rect(x, y, w, h, Style(colour, NIGHT, 1.2), 4))
    if count is None:
        return [*shapes, Text(x + w / 2, y + h / 2, letter, Style(ink), size=9, bold=True)]
    shapes.append(Text(x + 5, y + 8, letter, Style(ink, opacity=0.8), 8.5, "start", True))
    shapes.append(Text(x + w / 2, y + h / 2 + 4, str(count), Style(ink), size=17, bold=True))
    return shapes


def backs(x: float, y: float, count: int, w: float = CARD_W, h: float = CARD_H) -> list[Shape]:
    """A stack of face-down science cards, up to three showing."""
    if not count:
        return [Rect(x, y, w, h, Style(None, RING, 1.2, 0.6, (3, 3)), 5)]
    shapes: list[Shape] = []
    for k in range(min(3, count)):
        dx, dy = x + 3 * k, y - 3 * k
        shapes.append(Rect(dx, dy, w, h, Style("#233a74", "#9fb4e8", 1.2), 5))
        shapes.append(
            Circle(dx + w / 2, dy + h / 2, min(w, h) / 4, Style(None, "#9fb4e8", 1.4, 0.8))
        )
    return shapes


def caption(x: float, y: float, text: str) -> Text:
    """A small heading in capitals, starting at ``(x, y)``: the kit's, a size larger."""
    return kit.caption(x, y, text, size=9)


def bunk_shapes(layout: Layout, bunk: int) -> tuple[Shape, ...]:
    """A bunk: a capsule pointing out from the hub, with a place at each end."""
    angle = layout.slot_angle(CREW, bunk)
    ux, uy = unit(angle)
    nx, ny = -uy, ux
    half = (BUNK_OUT - BUNK_IN) / 2
    outline = []
    for end, sweep in ((half, (-90, 90)), (-half, (90, 270))):
        for k in range(9):
            a = math.radians(sweep[0] + (sweep[1] - sweep[0]) * k / 8)
            along, across = end + 14 * math.cos(a), 14 * math.sin(a)
            outline.append((round(ux * along + nx * across, 1), round(uy * along + ny * across, 1)))
    accent = ACCENTS[CREW]
    shapes: list[Shape] = [
        Polygon(tuple(outline), Style(NIGHT, accent, 1.5, 0.9, (4, 3))),
        # Painters hit-test circles and rectangles: an unseen circle makes the middle count.
        Circle(0, 0, 14, Style()),
    ]
    for end in (-half, half):
        shapes.append(
            Circle(round(ux * end, 1), round(uy * end, 1), PLACE - 2, Style(None, accent, 1, 0.35))
        )
    return tuple(shapes)


# -- the station, drawn once -------------------------------------------------------------


def _sector_art(layout: Layout, sector: int) -> Piece:
    """A sector of the wheel: its wedge, its number, its name and what it does."""
    middle = MIDDLE[sector]
    start, end = middle - 44, middle + 44
    wedge = arc(SECTOR_OUT, start, end) + arc(SECTOR_IN, end, start)
    accent = ACCENTS[sector]
    shapes: list[Shape] = [Polygon(tuple(wedge), Style(_TINTS[sector], accent, 1.5, 0.95))]
    bx, by = polar(122, middle)
    shapes.append(Circle(bx, by, 10, Style(accent, NIGHT, 1)))
    shapes.append(Text(bx, by, str(sector + 1), Style(NIGHT), size=12, bold=True))
    names, effects = _sector_lines(sector), tuple(_sector_text(sector).split("\n"))
    count = len(names) + len(effects)
    if sector in (ENGINE, RECYCLING):
        # Above or below the hub: lines across the sector, from the rim inwards above it
        # and from the hub outwards below it.
        top = -264.0 if sector == ENGINE else 206.0
        points = [(0.0, top + 19 * k) for k in range(count)]
    else:
        # Beside the hub: a narrow column between the slots and the rim.
        side = 1 if sector == LAB else -1
        points = [(side * 236.0, 16 * (k - (count - 1) / 2)) for k in range(count)]
    styles = [(Style(accent), 13.0, True)] * len(names)
    styles += [(Style(INK, opacity=0.85), 10.5, False)] * len(effects)
    shapes.extend(
        Text(x, y, line, style, size=size, bold=bold)
        for (x, y), line, (style, size, bold) in zip(points, names + effects, styles, strict=True)
    )
    return Piece(
        f"sector:{SECTORS[sector]}",
        layout.cx,
        layout.cy,
        tuple(shapes),
        label=_sector_label(sector),
    )


#: The most letters on a line of a sector's name beside the hub (after its first word).
_NARROW = 12


def _sector_lines(sector: int) -> tuple[str, ...]:
    """A sector's name on the wheel, in the language spoken: one line above or below the hub;
    beside it, where the room is narrow, its first word, then the rest in lines of at most
    twelve letters.

    >>> from junkspace.i18n import speaking
    >>> with speaking("fr"):
    ...     _sector_lines(LAB), _sector_lines(ENGINE)
    (('LABORATOIRE', 'DE RECHERCHE'), ('SALLE DES MACHINES',))
    >>> with speaking("es"):
    ...     _sector_lines(CREW)
    ('CAMAROTES', 'DE LA', 'TRIPULACIÓN')
    """
    name = sector_name(sector).upper()
    if sector in (ENGINE, RECYCLING):
        return (name,)
    first, *rest = name.split()
    lines = [first]
    for word in rest:
        if len(lines) > 1 and len(lines[-1]) + 1 + len(word) <= _NARROW:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return tuple(lines)


#: What each sector does, a line of the wheel per line of the message (the side sectors
#: have narrow room): each language breaks its own lines.
_SECTOR_TEXT = (
    N_("+{energy} energy for each player here"),
    N_("{research} energy:\ndraw {draw} cards\nor score sets,\n{score} energy a card"),
    N_(
        "{small} energy → 4 water: the others may\nbuy {share} water for {share_cost} energy\n"
        "or {big} energy → 7 water: the others get {share}"
    ),
    N_("two of yours\nin one bunk:\n{recruit} energy →\na researcher"),
)
#: What each sector does, as its label says it.
_SECTOR_LABELS = (
    N_("1. Engine room: each player with a researcher here takes {energy} energy"),
    N_(
        "2. Research lab: pay {research} energy to draw {draw} cards, or {score} energy a card to "
        "score sets"
    ),
    N_("3. Recycling centre: {small} energy for 4 water or {big} energy for 7 water"),
    N_(
        "4. Crew quarters: two researchers of one colour in a bunk recruit a third for "
        "{recruit} energy"
    ),
)


#: The station's numbers, as the sectors' messages name them.
_NUMBERS = {
    "energy": ENGINE_ENERGY,
    "research": RESEARCH_COST,
    "recruit": RECRUIT_COST,
    "draw": RESEARCH_DRAW,
    "score": SCORE_COST,
    "small": RECYCLE_COST[4],
    "big": RECYCLE_COST[7],
    "share": SHARE_WATER,
    "share_cost": SHARE_COST,
}


def _sector_text(sector: int) -> str:
    """What ``sector`` does, on the wheel: lines apart by ``\\n``."""
    return _(_SECTOR_TEXT[sector], **_NUMBERS)


def _sector_label(sector: int) -> str:
    """What ``sector`` does, in one line: its label."""
    return _(_SECTOR_LABELS[sector], **_NUMBERS)


def _wheel(layout: Layout) -> Iterator[Piece]:
    """The station: glow, spokes, sectors, the hub and the score track around them."""
    glow: list[Shape] = [
        Circle(0, 0, WHEEL - 8 - 22 * k, Style("#1b2a55", opacity=0.18)) for k in range(3)
    ]
    for middle in MIDDLE:
        a, b = polar(HUB_R - 4, middle + 45), polar(TRACK_IN, middle + 45)
        glow.append(Polygon((a, b), Style(None, "#56648a", 5, 0.8), closed=False))
    yield Piece("glow", layout.cx, layout.cy, tuple(glow))
    for sector in range(len(SECTORS)):
        yield _sector_art(layout, sector)
    hub: tuple[Shape, ...] = (
        Circle(0, 0, HUB_R, Style("#0f1733", RING, 2.5)),
        Circle(0, 0, HUB_R - 7, Style(None, RING, 1, 0.35)),
        Text(0, -62, _("HUB"), Style(MUTED), size=10, bold=True),
    )
    yield Piece("hub", layout.cx, layout.cy, hub, label=_("The hub: researchers wait here"))
    yield _track(layout)


def _track(layout: Layout) -> Piece:
    """The score track: 0 to 150 points clockwise from the top, a tick a point.

    Numbers stand every ten; 0 and 150 are two marks either side of the top, the winning
    one bold, so a player with no points never seems to sit on the winning mark.
    """
    middle = (TRACK_IN + TRACK_OUT) / 2
    shapes: list[Shape] = [
        Circle(0, 0, middle, Style(None, "#101a36", TRACK_OUT - TRACK_IN)),
        Circle(0, 0, TRACK_OUT, Style(None, RING, 1.5, 0.8)),
        Circle(0, 0, TRACK_IN, Style(None, RING, 1.5, 0.8)),
    ]
    for points in range(WINNING_POINTS + 1):
        angle = track_angle(points)
        if points == WINNING_POINTS:
            inner, width, opacity = TRACK_IN, 3.0, 1.0
        elif points % 10 == 0:
            inner, width, opacity = TRACK_IN, 1.4, 0.9
        elif points % 5 == 0:
            inner, width, opacity = TRACK_OUT - 16, 1.2, 0.7
        else:
            inner, width, opacity = TRACK_OUT - 7, 1, 0.45
        line = (polar(inner, angle), polar(TRACK_OUT, angle))
        shapes.append(Polygon(line, Style(None, "#c7d2e8", width, opacity), closed=False))
        if points % 10 == 0:
            x, y = polar(TRACK_OUT + 13, angle)
            bold = points == WINNING_POINTS
            shapes.append(Text(x, y, str(points), Style(MUTED), size=10, bold=bold))
    return Piece(
        "track",
        layout.cx,
        layout.cy,
        tuple(shapes),
        label=_("The score track: one lap is {count} points", count=WINNING_POINTS),
    )


def _left_column(layout: Layout) -> Iterator[Piece]:
    """The frames of the science cards and the scoring sets."""
    x, y = layout.science
    science: tuple[Shape, ...] = (
        Rect(0, 0, LEFT_W, 150, Style(PANEL, FRAME, 2), 10),
        caption(14, 17, _("SCIENCE PILE")),
        caption(96, 17, _("DISCARD (FACE UP)")),
    )
    yield Piece("science", x, y, science)
    top = y + 162
    rows = (
        ("ROYGBPW", 50, _("seven colours")),
        ("ROYGBP", 30, _("six colours")),
        ("OGBW", 10, _("four colours")),
        ("PPPPP", 7, _("five of a colour")),
    )
    sets: list[Shape] = [
        Rect(0, 0, LEFT_W, 176, Style(PANEL, FRAME, 2), 10),
        caption(14, 17, _("SCORING SETS · {cost} ENERGY A CARD", cost=SCORE_COST)),
    ]
    for k, (cards, points, words) in enumerate(rows):
        row_y = 34 + 26 * k
        for i, letter in enumerate(cards):
            sets.extend(card(14 + 13 * i, row_y, letter, None, 11, 16))
        sets.append(Text(112, row_y + 8, words, Style(INK, opacity=0.85), 10.5, "start"))
        sets.append(Text(LEFT_W - 14, row_y + 8, str(points), Style(GOLD), 13, "end", True))
    own_y = 34 + 26 * len(rows)
    for i, colour in enumerate(PLAYER_COLOURS[: layout.players]):
        sets.append(Rect(14 + 13 * i, own_y, 11, 16, Style(colour, NIGHT, 1), 2))
    own = _("one of your colour")
    sets.append(Text(112, own_y + 8, own, Style(INK, opacity=0.85), 10.5, "start"))
    sets.append(Text(LEFT_W - 14, own_y + 8, "3", Style(GOLD), 13, "end", True))
    yield Piece("sets", x, top, tuple(sets), label=_("The scoring sets and their points"))
    note_y = top + 188
    note: tuple[Shape, ...] = (
        caption(14, 0, _("END OF A REVOLUTION")),
        Text(14, 17, _("each researcher costs 1 water;"), Style(MUTED), 10.5, "start"),
        Text(14, 32, _("short of water, a player loses one."), Style(MUTED), 10.5, "start"),
        Text(14, 50, _end_points(), Style(MUTED), 10.5, "start"),
    )
    yield Piece("upkeep", x, note_y, note)


def _end_points() -> str:
    return ngettext(
        "{count} point ends the game.",
        "{count} points end the game.",
        WINNING_POINTS,
        count=WINNING_POINTS,
    )


def _panel_frames(layout: Layout) -> Iterator[Piece]:
    """Each player's panel: its frame, name and headings."""
    for seat, (x, y) in enumerate(layout.panels):
        colour = PLAYER_COLOURS[seat]
        shapes: list[Shape] = [
            Rect(0, 0, RIGHT_W, PANEL_H, Style(PANEL, FRAME, 2), 10),
            *(moved(shape, 22, 26) for shape in researcher(seat, 1.45)),
            Text(40, 24, _(SEAT_NAMES[seat]), Style(colour), size=17, anchor="start", bold=True),
            caption(16, 52, _("ENERGY")),
            caption(94, 52, _("WATER")),
            caption(172, 52, _("RESEARCHERS")),
            _bolt(24, 74, 1.2),
            _drop(102, 74, 1.2),
        ]
        yield Piece(f"panel:{seat}", x, y, tuple(shapes))


def static_layer(players: int) -> Layer:
    """The station, the track, the frames: what no decision changes, built once per size and
    language (the sectors' names are in the language spoken)."""
    return _static_layer(players, language())


@cache
def _static_layer(players: int, _language: str) -> Layer:
    layout = layout_for(players)
    pieces = [*_wheel(layout), *_left_column(layout), *_panel_frames(layout)]
    return Layer("station", tuple(pieces), static=True)
