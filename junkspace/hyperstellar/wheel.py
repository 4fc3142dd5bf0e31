"""Where things are on the Hyperstellar board: the wheel, the track, the columns beside them.

The board is a square for the station wheel between two columns: the console, the science
cards and the scoring sets on the left, the players' panels on the right. In the wheel the
hub is in the middle, the four sectors around it are centred at the top, right, bottom and
left in the order they act, and the score track is its rim. :class:`Layout` answers where
each thing is at one table size; :func:`room_slots` and :func:`bunk_slots` say which slot
each researcher sits in, since a position counts researchers and does not tell them apart.

>>> layout = layout_for(2)
>>> layout.width, layout.height
(1396.0, 814.0)
>>> layout.slot(0, 0) < layout.slot(0, 1)  # the engine room's slots, left to right
True
>>> room_slots((2, 0), players=2)  # Red's first researcher in slot 0, an extra one in 1
{(0, 0): 0, (0, 1): 1}
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from ..render.scene import Point
from .station import CREW, MAX_RESEARCHERS, WINNING_POINTS

__all__ = [
    "BUNK_IN",
    "BUNK_OUT",
    "BUTTON_H",
    "BUTTON_PITCH",
    "BUTTON_W",
    "CARD_H",
    "CARD_W",
    "CONSOLE_H",
    "HUB_R",
    "LEFT_W",
    "MARGIN",
    "MIDDLE",
    "PANEL_H",
    "PILE_H",
    "PILE_W",
    "PLACE",
    "RIGHT_W",
    "SECTOR_IN",
    "SECTOR_OUT",
    "SPOT",
    "TRACK_IN",
    "TRACK_OUT",
    "TRACK_START",
    "TRACK_SWEEP",
    "WHEEL",
    "Layout",
    "arc",
    "bunk_slots",
    "layout_for",
    "polar",
    "room_slots",
    "track_angle",
    "unit",
]

# The board: the wheel's square between the two columns, under the status lines.
_TOP = 64.0
MARGIN = 14.0
#: The widths of the left column (console, science cards, sets) and of the players' panels.
LEFT_W, RIGHT_W = 250.0, 350.0
_GAP = 16.0
#: Half the side of the wheel's square: the track's numbers reach 360.
WHEEL = 368.0

#: Radii from the wheel's centre: the hub, the sectors' ring, the score track's ring.
HUB_R = 92.0
SECTOR_IN, SECTOR_OUT = 104.0, 290.0
TRACK_IN, TRACK_OUT = 300.0, 340.0
#: The score track starts just right of the top (0 points) and runs clockwise to 150 just
#: left of it, so the start and the winning mark are two marks with a gap between them.
TRACK_START, TRACK_SWEEP = 276.0, 348.0
_SLOT_R = 160.0  # where the slots' centres lie
_SLOT_STEP = 14.0  # degrees between neighbouring slots
#: The radii of a bunk's two places, inside and outside.
BUNK_IN, BUNK_OUT = 146.0, 174.0
#: The radius of a slot, and of a bunk's place.
SPOT, PLACE = 16.0, 12.0

#: Where each sector is centred on the wheel, in degrees clockwise from the right.
MIDDLE = (270.0, 0.0, 90.0, 180.0)

#: A card of the science pile.
PILE_W, PILE_H = 44.0, 60.0
#: A player's panel's height; a card in a hand, and the distance between two stacks.
PANEL_H = 172.0
CARD_W, CARD_H = 34.0, 46.0
_CARD_PITCH = 46.0
#: The console's height; a console button, and the distance between two.
CONSOLE_H = 226.0
BUTTON_W, BUTTON_H, BUTTON_PITCH = 226.0, 34.0, 42.0

# -- geometry ------------------------------------------------------------------------------


def unit(degrees: float) -> Point:
    """The unit vector at an angle measured clockwise on screen (y grows downwards)."""
    rad = math.radians(degrees)
    return (math.cos(rad), math.sin(rad))


def track_angle(points: float) -> float:
    """The angle of ``points`` on the score track; past 150 a marker stays on 150.

    >>> track_angle(0), track_angle(75), track_angle(150) % 360, track_angle(200) % 360
    (276.0, 450.0, 264.0, 264.0)
    """
    return TRACK_START + min(points, WINNING_POINTS) / WINNING_POINTS * TRACK_SWEEP


def polar(radius: float, degrees: float) -> Point:
    """A point relative to the wheel's centre, rounded to a tenth for the wire."""
    ux, uy = unit(degrees)
    return (round(radius * ux, 1), round(radius * uy, 1))


def arc(radius: float, start: float, end: float, step: float = 3.0) -> list[Point]:
    """Points along a circle from ``start`` to ``end`` degrees (either way round)."""
    count = max(1, math.ceil(abs(end - start) / step))
    return [polar(radius, start + (end - start) * k / count) for k in range(count + 1)]


@dataclass(frozen=True, eq=False)
class Layout:
    """Where everything is at one table size (one per size: compared by identity)."""

    players: int
    width: float
    height: float
    cx: float
    cy: float
    console: Point
    science: Point
    panels: tuple[Point, ...]

    def at(self, point: Point) -> Point:
        """A point relative to the wheel's centre, on the board."""
        return (round(self.cx + point[0], 1), round(self.cy + point[1], 1))

    def slot_angle(self, sector: int, index: int) -> float:
        return MIDDLE[sector] + (index - (self.players - 1) / 2) * _SLOT_STEP

    def slot(self, sector: int, index: int) -> Point:
        """The centre of slot ``index`` of a sector (of bunk ``index`` in the crew quarters)."""
        return self.at(polar(_SLOT_R, self.slot_angle(sector, index)))

    def bunk_place(self, bunk: int, place: int) -> Point:
        """Place 0 (inside) or 1 (outside) of a crew-quarters bunk."""
        radius = (BUNK_IN, BUNK_OUT)[place]
        return self.at(polar(radius, self.slot_angle(CREW, bunk)))

    def hub_spot(self, seat: int, index: int) -> Point:
        """Where the ``index``-th researcher of a seat waits on the hub.

        Each seat has a row; the spots fill from the middle outwards, so that researchers
        arriving or leaving at the end never move the others.
        """
        row = 10 + (seat - (self.players - 1) / 2) * 21
        column = _HUB_ORDER[index] - (MAX_RESEARCHERS - 1) / 2
        return (round(self.cx + column * 14.5, 1), round(self.cy + row, 1))

    def hand_card(self, seat: int, colour: int) -> Point:
        """The centre of a seat's stack of one colour (the backs lie where colour 0 is)."""
        x, y = self.panels[seat]
        return (x + 16 + CARD_W / 2 + colour * _CARD_PITCH, y + 117 + CARD_H / 2)

    @property
    def pile(self) -> Point:
        """The top-left corner of the science pile's top card."""
        x, y = self.science
        return (x + 14, y + 36)

    def discard_card(self, colour: int) -> Point:
        """The top-left corner of the discard's card of one colour (four to a row)."""
        x, y = self.science
        return (x + 96 + 34 * (colour % 4), y + 32 + 50 * (colour // 4))

    def track(self, points: int, seat: int) -> Point:
        """A seat's marker at ``points`` on the score track, in its own lane."""
        lane = TRACK_IN + (seat + 0.5) * (TRACK_OUT - TRACK_IN) / self.players
        return self.at(polar(lane, track_angle(points)))


_HUB_ORDER = (4, 5, 3, 6, 2, 7, 1, 8, 0, 9)


@cache
def layout_for(players: int) -> Layout:
    cx = MARGIN + LEFT_W + _GAP + WHEEL
    cy = _TOP + WHEEL
    right = cx + WHEEL + _GAP
    panels = tuple((right, _TOP + seat * (PANEL_H + 10)) for seat in range(players))
    return Layout(
        players,
        right + RIGHT_W + MARGIN,
        _TOP + 2 * WHEEL + MARGIN,
        cx,
        cy,
        (MARGIN, _TOP),
        (MARGIN, _TOP + CONSOLE_H + 12),
        panels,
    )


def room_slots(counts: Sequence[int], players: int) -> dict[tuple[int, int], int]:
    """Which slot each researcher of a sector occupies: ``(seat, number) -> slot``.

    The first researcher of a seat sits in the slot of the seat's own number, and extra
    ones (placed to block) take the highest free slots, so that researchers keep their
    places while others come and go.
    """
    taken = {(seat, 0): seat for seat, n in enumerate(counts) if n}
    free = sorted(set(range(players)) - set(taken.values()))
    for seat, n in enumerate(counts):
        for number in range(1, n):
            taken[seat, number] = free.pop()
    return taken


def bunk_slots(crew: Sequence[tuple[int, ...]], players: int) -> list[tuple[int, tuple[int, ...]]]:
    """Which bunk each occupied bunk is drawn in, with its seats inside first.

    As in the other sectors, a bunk goes to the bunk of its first seat's number when it can,
    so bunks stay put while others are taken and left.
    """
    free = set(range(players))
    placed: list[tuple[int, tuple[int, ...]]] = []
    later = []
    for bunk in crew:
        owner = bunk[0] if len(set(bunk)) == 1 else None
        if owner is not None and owner in free:
            free.discard(owner)
            placed.append((owner, bunk))
        else:
            later.append(bunk)
    rest = []
    for bunk in later:
        home = next((seat for seat in bunk if seat in free), None)
        if home is None:
            rest.append(bunk)
            continue
        free.discard(home)
        placed.append((home, (home, *(s for s in bunk if s != home))))
    spare = sorted(free)
    placed.extend((spare.pop(), bunk) for bunk in rest)
    return sorted(placed)
