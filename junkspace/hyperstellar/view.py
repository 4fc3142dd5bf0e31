"""The Hyperstellar board: the station wheel, the score track around it, and the players.

The station is a wheel: the hub in the middle, where researchers wait, and the four sectors
around it in the order they act, clockwise from the top (1 engine room, 2 research lab,
3 recycling centre, 4 crew quarters), each with a slot per player; a crew-quarters slot is a
bunk for two. The score track runs round the wheel, one lap of 150 points, with a marker per
player. On the left are the console for the decision at hand, the science pile and discard,
and the scoring sets; on the right each player's points, energy, water, researchers (on the
hub, on the station, in the stock) and hand. The hand of the seat deciding is face up, the
others show their backs and a count: the board is what the table sees while the screen goes
round it.

Picking follows the rules. In the placement phase the free slots light up, and picking one
places a researcher there (in the crew quarters: an empty bunk, or one where a lone researcher
lies). In the research lab the player picks colours from their hand, and a button for each
set those colours make appears in the console; research, recycling, the answers to a
recycling, recruiting and passing are buttons there too.

>>> import junkspace
>>> state = junkspace.new_game("hyperstellar", players=2, seed=1)
>>> scene(state).highlighted("target")[:3]
('slot:engine:0', 'slot:engine:1', 'slot:lab:0')
>>> pick(state, (), "slot:lab:1")
Place(sector='lab', beside=None)
>>> pick(state, (), "slot:crew:0")
Place(sector='crew', beside=None)
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Literal

from ..core import Action, GameState
from ..render.scene import (
    Circle,
    Highlight,
    Layer,
    Piece,
    Point,
    Polygon,
    Rect,
    Scene,
    Shape,
    Style,
    Text,
)
from ..render.view import Selection
from .actions import BuyWater, Pass, Place, Recruit, Recycle, Research, Score
from .cards import COLOURS, LETTERS, SET_POINTS, letters
from .state import Acting, Answering, HyperstellarState, Over, Placing, Scoring
from .station import (
    CREW,
    ENGINE_ENERGY,
    LAB,
    MAX_RESEARCHERS,
    RECRUIT_COST,
    RECYCLE_COST,
    RECYCLING,
    RESEARCH_COST,
    RESEARCH_DRAW,
    SCORE_COST,
    SEAT_COLOURS,
    SEAT_NAMES,
    SECTOR_NAMES,
    SECTORS,
    SHARE_COST,
    SHARE_WATER,
    WINNING_POINTS,
)

__all__ = ["CARD_COLOURS", "PLAYER_COLOURS", "pick", "scene"]

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

_INK = "#e9eef8"
_MUTED = "#9aa7c0"
_DARK = "#0b1226"
_PANEL = "#141c36"
_FRAME = "#2a3558"
_BUTTON = "#1d2a4f"
_GOLD = "#ffc83d"
_ENERGY = "#fbbf24"
_WATER = "#38bdf8"

# Each sector's tint and accent, in sector order.
_TINTS = ("#3a2613", "#2a2050", "#0f3b35", "#172c52")
_ACCENTS = ("#f59e0b", "#a78bfa", "#2dd4bf", "#60a5fa")

_TOP = 64.0  # room above the wheel for the status lines
_MARGIN = 14.0
_LEFT_W = 250.0
_RIGHT_W = 350.0
_GAP = 16.0
_WHEEL = 368.0  # half the wheel's square: the track's numbers reach 360

_HUB_R = 92.0
_SECTOR_IN, _SECTOR_OUT = 104.0, 290.0
_TRACK_IN, _TRACK_OUT = 300.0, 340.0
_SLOT_R = 160.0  # where the slots' centres lie
_SLOT_STEP = 14.0  # degrees between neighbouring slots
_BUNK_IN, _BUNK_OUT = 146.0, 174.0  # a bunk's two places, inside and outside
_SPOT = 16.0  # a slot's radius
_PLACE = 12.0  # a bunk place's radius

#: Where each sector is centred on the wheel, in degrees clockwise from the right.
_MIDDLE = (270.0, 0.0, 90.0, 180.0)

_PANEL_H = 172.0
_CARD_W, _CARD_H, _CARD_PITCH = 34.0, 46.0, 46.0

_CONSOLE_H = 226.0
_BUTTON_W, _BUTTON_H, _BUTTON_PITCH = 226.0, 34.0, 42.0


# -- geometry ------------------------------------------------------------------------------


def _unit(degrees: float) -> Point:
    """The unit vector at an angle measured clockwise on screen (y grows downwards)."""
    rad = math.radians(degrees)
    return (math.cos(rad), math.sin(rad))


def _polar(radius: float, degrees: float) -> Point:
    """A point relative to the wheel's centre, rounded to a tenth for the wire."""
    ux, uy = _unit(degrees)
    return (round(radius * ux, 1), round(radius * uy, 1))


def _arc(radius: float, start: float, end: float, step: float = 3.0) -> list[Point]:
    """Points along a circle from ``start`` to ``end`` degrees (either way round)."""
    count = max(1, math.ceil(abs(end - start) / step))
    return [_polar(radius, start + (end - start) * k / count) for k in range(count + 1)]


@dataclass(frozen=True, eq=False)
class _Layout:
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
        return _MIDDLE[sector] + (index - (self.players - 1) / 2) * _SLOT_STEP

    def slot(self, sector: int, index: int) -> Point:
        """The centre of slot ``index`` of a sector (of bunk ``index`` in the crew quarters)."""
        return self.at(_polar(_SLOT_R, self.slot_angle(sector, index)))

    def bunk_place(self, bunk: int, place: int) -> Point:
        """Place 0 (inside) or 1 (outside) of a crew-quarters bunk."""
        radius = (_BUNK_IN, _BUNK_OUT)[place]
        return self.at(_polar(radius, self.slot_angle(CREW, bunk)))

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
        return (x + 16 + _CARD_W / 2 + colour * _CARD_PITCH, y + 117 + _CARD_H / 2)

    def discard_card(self, colour: int) -> Point:
        """The top-left corner of the discard's card of one colour (four to a row)."""
        x, y = self.science
        return (x + 96 + 34 * (colour % 4), y + 32 + 50 * (colour // 4))

    def track(self, points: int, seat: int) -> Point:
        """A seat's marker at ``points`` on the score track, in its own lane."""
        lane = _TRACK_IN + (seat + 0.5) * (_TRACK_OUT - _TRACK_IN) / self.players
        turned = min(points, WINNING_POINTS) / WINNING_POINTS * 360
        return self.at(_polar(lane, 270 + turned))


_HUB_ORDER = (4, 5, 3, 6, 2, 7, 1, 8, 0, 9)


@cache
def _layout(players: int) -> _Layout:
    cx = _MARGIN + _LEFT_W + _GAP + _WHEEL
    cy = _TOP + _WHEEL
    right = cx + _WHEEL + _GAP
    panels = tuple((right, _TOP + seat * (_PANEL_H + 10)) for seat in range(players))
    return _Layout(
        players,
        right + _RIGHT_W + _MARGIN,
        _TOP + 2 * _WHEEL + _MARGIN,
        cx,
        cy,
        (_MARGIN, _TOP),
        (_MARGIN, _TOP + _CONSOLE_H + 12),
        panels,
    )


# -- who sits where ------------------------------------------------------------------------

# A researcher on the station: its seat, its number among that seat's researchers in the
# sector, and the board point where it is drawn.
_Seated = tuple[int, int, Point]


def _room_slots(counts: Sequence[int], players: int) -> dict[tuple[int, int], int]:
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


def _bunk_slots(crew: Sequence[tuple[int, ...]], players: int) -> list[tuple[int, tuple[int, ...]]]:
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


def _seated(state: HyperstellarState, layout: _Layout) -> dict[str, _Seated]:
    """Every researcher on the station, by piece id."""
    out: dict[str, _Seated] = {}
    for sector, room in enumerate(state.rooms):
        for (seat, number), slot in _room_slots(room, state.players).items():
            out[f"researcher:{_COLOUR_IDS[seat]}:{SECTORS[sector]}:{number}"] = (
                seat,
                number,
                layout.slot(sector, slot),
            )
    numbers = [0] * state.players
    for bunk, seats in _bunk_slots(state.crew, state.players):
        for place, seat in enumerate(seats):
            number = numbers[seat]
            numbers[seat] += 1
            out[f"researcher:{_COLOUR_IDS[seat]}:crew:{number}"] = (
                seat,
                number,
                layout.bunk_place(bunk, place),
            )
    return out


_COLOUR_IDS = tuple(name.lower() for name in SEAT_NAMES)


# -- where moving things came from ---------------------------------------------------------


def _hub_paths(state: HyperstellarState, layout: _Layout) -> dict[str, tuple[Point, ...]]:
    """The way each researcher that came to the hub with the last decision travelled.

    Researchers come back to the hub from the sectors (``returned`` events); they glide from
    the slots they were in. A recruit simply appears.
    """
    moves = [(event, event.seat) for event in state.events if event.seat is not None]
    hub = list(state.hub)
    for event, seat in reversed(moves):
        if event.kind == "placed":
            hub[seat] += 1
        elif event.kind == "returned":
            hub[seat] -= event["researchers"]
        elif event.kind == "recruited":
            hub[seat] -= 1
        elif event.kind == "lost_researcher":
            hub[seat] += 1
    # Where the researchers sat before they went back: the rooms as they were then.
    rooms = [list(room) for room in state.rooms]
    for event, seat in moves:
        if event.kind == "returned" and event["sector"] != "crew":
            rooms[SECTORS.index(event["sector"])][seat] += event["researchers"]
    was = {
        (sector, seat, number): layout.slot(sector, slot)
        for sector, room in enumerate(rooms)
        for (seat, number), slot in _room_slots(room, state.players).items()
    }
    origins: list[list[Point | None]] = [[None] * max(0, n) for n in hub]
    for event, seat in moves:
        if event.kind == "placed" or event.kind == "lost_researcher":
            origins[seat].pop()
        elif event.kind == "recruited":
            origins[seat].append(None)
        elif event.kind == "returned":
            sector = SECTORS.index(event["sector"])
            for number in range(event["researchers"]):
                if sector == CREW:
                    # Bunks are not rebuilt: the seat's own bunk is near enough.
                    origins[seat].append(layout.bunk_place(seat, number % 2))
                else:
                    origins[seat].append(was[sector, seat, number])
    return {
        f"researcher:{_COLOUR_IDS[seat]}:hub:{index}": (origin,)
        for seat, row in enumerate(origins)
        for index, origin in enumerate(row)
        if origin is not None
    }


def _placed_path(
    state: HyperstellarState, layout: _Layout, seated: dict[str, _Seated]
) -> tuple[str, tuple[Point, ...]] | None:
    """The researcher the last decision placed, and the hub spot it left, if it stayed."""
    event = next((e for e in state.events if e.kind == "placed"), None)
    if event is None or event.seat is None:
        return None
    seat = event.seat
    sector = SECTORS.index(event["sector"])
    number = state.placed_in(sector, seat) - 1
    id = f"researcher:{_COLOUR_IDS[seat]}:{event['sector']}:{number}"
    if id not in seated:
        return None  # it has already acted and gone back
    return id, (layout.hub_spot(seat, state.hub[seat]),)


def _marker_path(state: HyperstellarState, layout: _Layout, seat: int) -> tuple[Point, ...]:
    """The stretch of track a marker covered with the last decision."""
    scored = sum(e["points"] for e in state.events if e.kind == "scored" and e.seat == seat)
    if not scored:
        return ()
    end = state.points[seat]
    start = end - scored
    return tuple(layout.track(p, seat) for p in range(start, end, 3))


# -- what can be picked --------------------------------------------------------------------

# What picking one piece does: an action, or a selection on the way to one.
_Choice = tuple[Action | Selection, Highlight | None]


def _slot_choices(state: HyperstellarState) -> dict[str, _Choice]:
    """Placement: every free slot, and every bunk that can be taken or joined."""
    choices: dict[str, _Choice] = {}
    legal = set(state.legal_actions())
    for sector, room in enumerate(state.rooms):
        action = Place(SECTORS[sector])
        if action not in legal:
            continue
        occupied = set(_room_slots(room, state.players).values())
        for slot in range(state.players):
            if slot not in occupied:
                choices[f"slot:{SECTORS[sector]}:{slot}"] = (action, "target")
    bunks = dict(_bunk_slots(state.crew, state.players))
    for bunk in range(state.players):
        seats = bunks.get(bunk)
        if seats is None:
            action = Place("crew")
        elif len(seats) == 1:
            action = Place("crew", seats[0])
        else:
            continue
        if action in legal:
            choices[f"slot:crew:{bunk}"] = (action, "target")
    return choices


def _hand_id(seat: int, letter: str) -> str:
    return f"hand:{_COLOUR_IDS[seat]}:{letter}"


def _set_choices(state: HyperstellarState, seat: int, selection: Selection) -> dict[str, _Choice]:
    """Scoring: the hand's colours to pick, and a button per set the picked colours make.

    The selection is the colours picked so far, in colour order. Only colours that still lead
    to a set are offered; picking a picked colour again puts it back.
    """
    sets = [a.cards for a in state.legal_actions() if isinstance(a, Score)]
    if not sets:
        return {}
    wanted = [frozenset(cards) for cards in sets]
    ids = {_hand_id(seat, letter): letter for letter in LETTERS}
    chosen = frozenset(ids.get(id, "?") for id in selection)
    if len(chosen) != len(selection) or not any(chosen <= colours for colours in wanted):
        chosen = frozenset()  # an old selection, or none

    def picked(colours: frozenset[str]) -> Selection:
        return tuple(_hand_id(seat, letter) for letter in LETTERS if letter in colours)

    choices: dict[str, _Choice] = {}
    for letter in LETTERS:
        if letter in chosen:
            choices[_hand_id(seat, letter)] = (picked(chosen - {letter}), "selected")
        elif any(chosen | {letter} <= colours for colours in wanted):
            choices[_hand_id(seat, letter)] = (picked(chosen | {letter}), "target")
    for cards, colours in zip(sets, wanted, strict=True):
        if chosen and colours == chosen:
            choices[f"choice:score:{cards}"] = (Score(cards), "target")
    return choices


def _button_id(action: Action) -> str:
    if isinstance(action, Recycle):
        return f"choice:recycle:{action.water}"
    return f"choice:{str(action).split()[0]}"


def _choices(state: HyperstellarState, selection: Selection) -> dict[str, _Choice]:
    """Every piece that can be picked now, with what picking it does and how it is lit."""
    phase = state.phase
    if isinstance(phase, Over):
        return {}
    if isinstance(phase, Placing):
        return _slot_choices(state)
    choices: dict[str, _Choice] = {
        _button_id(action): (action, "target")
        for action in state.legal_actions()
        if not isinstance(action, Score)
    }
    if isinstance(phase, Scoring) or (isinstance(phase, Acting) and phase.sector == LAB):
        choices.update(_set_choices(state, phase.seat, selection))
    return choices


def pick(state: GameState, selection: Selection, id: str) -> Action | Selection | None:
    """What picking the piece ``id`` does: an action, the next selection, or ``None``.

    A selection that does not fit the position (an old one) counts as no selection.
    """
    assert isinstance(state, HyperstellarState)
    choice = _choices(state, selection).get(id)
    return None if choice is None else choice[0]


# -- drawing: pieces of the board ----------------------------------------------------------


def _researcher(colour: str, scale: float) -> tuple[Shape, ...]:
    """A little researcher: head and shoulders, ``scale`` times the hub's size."""

    def s(x: float, y: float) -> Point:
        return (round(x * scale, 1), round(y * scale, 1))

    body = (s(-5.5, 7), s(5.5, 7), s(4.5, 1), s(2, -1), s(-2, -1), s(-4.5, 1))
    return (
        Polygon(body, Style(colour, _DARK, 1.1)),
        Circle(0, round(-4.6 * scale, 1), round(3.4 * scale, 1), Style(colour, _DARK, 1.1)),
    )


def _bolt(x: float, y: float, size: float = 1.0) -> Shape:
    """The energy sign: a lightning bolt centred at ``(x, y)``."""
    points = ((1.5, -7), (-4, 1), (-0.5, 1), (-1.5, 7), (4, -1), (0.5, -1))
    return Polygon(
        tuple((round(x + px * size, 1), round(y + py * size, 1)) for px, py in points),
        Style(_ENERGY, _DARK, 0.8),
    )


def _drop(x: float, y: float, size: float = 1.0) -> Shape:
    """The water sign: a drop centred at ``(x, y)``."""
    outline = [(0.0, -7.0)]
    outline.extend((4.2 * math.cos(a), 1.8 + 4.2 * math.sin(a)) for a in _DROP_ANGLES)
    return Polygon(
        tuple((round(x + px * size, 1), round(y + py * size, 1)) for px, py in outline),
        Style(_WATER, _DARK, 0.8),
    )


_DROP_ANGLES = tuple(math.radians(a) for a in range(-30, 211, 30))


def _card(x: float, y: float, letter: str, count: int | None, w: float, h: float) -> list[Shape]:
    """A face-up card of colour ``letter`` with its top-left corner at ``(x, y)``.

    With a ``count``, it is a stack: a second card peeks out behind when there are several,
    the count is written large and an empty stack is only an outline.
    """
    colour = CARD_COLOURS[letter]
    ink = _DARK if letter in _LIGHT else "#ffffff"
    if count == 0:
        return [
            Rect(x, y, w, h, Style(None, colour, 1.2, 0.45, (3, 3)), 4),
            Text(x + w / 2, y + h / 2, letter, Style(colour, opacity=0.5), size=11, bold=True),
        ]
    shapes: list[Shape] = []
    if count is not None and count > 1:
        shapes.append(Rect(x + 3, y - 3, w, h, Style(colour, _DARK, 1, 0.6), 4))
    shapes.append(Rect(x, y, w, h, Style(colour, _DARK, 1.2), 4))
    if count is None:
        return [*shapes, Text(x + w / 2, y + h / 2, letter, Style(ink), size=9, bold=True)]
    shapes.append(Text(x + 5, y + 8, letter, Style(ink, opacity=0.8), 8.5, "start", True))
    shapes.append(Text(x + w / 2, y + h / 2 + 4, str(count), Style(ink), size=17, bold=True))
    return shapes


def _backs(x: float, y: float, count: int, w: float = _CARD_W, h: float = _CARD_H) -> list[Shape]:
    """A stack of face-down science cards, up to three showing."""
    if not count:
        return [Rect(x, y, w, h, Style(None, "#8fa3c8", 1.2, 0.6, (3, 3)), 5)]
    shapes: list[Shape] = []
    for k in range(min(3, count)):
        dx, dy = x + 3 * k, y - 3 * k
        shapes.append(Rect(dx, dy, w, h, Style("#233a74", "#9fb4e8", 1.2), 5))
        shapes.append(
            Circle(dx + w / 2, dy + h / 2, min(w, h) / 4, Style(None, "#9fb4e8", 1.4, 0.8))
        )
    return shapes


def _caption(x: float, y: float, text: str, anchor: Literal["start", "middle"] = "start") -> Text:
    return Text(x, y, text, Style(_MUTED), size=9, anchor=anchor, bold=True)


# -- drawing: what never changes -----------------------------------------------------------


def _sector_art(layout: _Layout, sector: int) -> Piece:
    """A sector of the wheel: its wedge, its number, its name and what it does."""
    middle = _MIDDLE[sector]
    start, end = middle - 44, middle + 44
    wedge = _arc(_SECTOR_OUT, start, end) + _arc(_SECTOR_IN, end, start)
    accent = _ACCENTS[sector]
    shapes: list[Shape] = [Polygon(tuple(wedge), Style(_TINTS[sector], accent, 1.5, 0.95))]
    bx, by = _polar(122, middle)
    shapes.append(Circle(bx, by, 10, Style(accent, _DARK, 1)))
    shapes.append(Text(bx, by, str(sector + 1), Style(_DARK), size=12, bold=True))
    names, effects = _SECTOR_TEXT[sector]
    count = len(names) + len(effects)
    if sector in (0, 2):
        # Above or below the hub: lines across the sector, from the rim inwards above it
        # and from the hub outwards below it.
        top = -264.0 if sector == 0 else 206.0
        points = [(0.0, top + 19 * k) for k in range(count)]
    else:
        # Beside the hub: a narrow column between the slots and the rim.
        side = 1 if sector == 1 else -1
        points = [(side * 236.0, 16 * (k - (count - 1) / 2)) for k in range(count)]
    styles = [(Style(accent), 13.0, True)] * len(names)
    styles += [(Style(_INK, opacity=0.85), 10.5, False)] * len(effects)
    shapes.extend(
        Text(x, y, line, style, size=size, bold=bold)
        for (x, y), line, (style, size, bold) in zip(points, names + effects, styles, strict=True)
    )
    return Piece(
        f"sector:{SECTORS[sector]}",
        layout.cx,
        layout.cy,
        tuple(shapes),
        label=_SECTOR_LABELS[sector],
    )


# Each sector's name and what it does, line by line (the side sectors have narrow room).
_SECTOR_TEXT: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("ENGINE ROOM",), (f"+{ENGINE_ENERGY} energy for each player here",)),
    (
        ("RESEARCH", "LAB"),
        (
            f"{RESEARCH_COST} energy:",
            f"draw {RESEARCH_DRAW} cards",
            "or score sets,",
            f"{SCORE_COST} energy a card",
        ),
    ),
    (
        ("RECYCLING CENTRE",),
        (
            f"{RECYCLE_COST[4]} energy → 4 water: the others may",
            f"buy {SHARE_WATER} water for {SHARE_COST} energy",
            f"or {RECYCLE_COST[7]} energy → 7 water: the others get {SHARE_WATER}",
        ),
    ),
    (
        ("CREW", "QUARTERS"),
        ("two of yours", "in one bunk:", f"{RECRUIT_COST} energy →", "a researcher"),
    ),
)
_SECTOR_LABELS = (
    f"1. Engine room: each player with a researcher here takes {ENGINE_ENERGY} energy",
    f"2. Research lab: pay {RESEARCH_COST} energy to draw {RESEARCH_DRAW} cards, or "
    f"{SCORE_COST} energy a card to score sets",
    f"3. Recycling centre: {RECYCLE_COST[4]} energy for 4 water or {RECYCLE_COST[7]} "
    "energy for 7 water",
    f"4. Crew quarters: two researchers of one colour in a bunk recruit a third for "
    f"{RECRUIT_COST} energy",
)


def _wheel(layout: _Layout) -> Iterator[Piece]:
    """The station: glow, spokes, sectors, the hub and the score track around them."""
    glow: list[Shape] = [
        Circle(0, 0, _WHEEL - 8 - 22 * k, Style("#1b2a55", opacity=0.18)) for k in range(3)
    ]
    for middle in _MIDDLE:
        a, b = _polar(_HUB_R - 4, middle + 45), _polar(_TRACK_IN, middle + 45)
        glow.append(Polygon((a, b), Style(None, "#56648a", 5, 0.8), closed=False))
    yield Piece("glow", layout.cx, layout.cy, tuple(glow))
    for sector in range(len(SECTORS)):
        yield _sector_art(layout, sector)
    hub: tuple[Shape, ...] = (
        Circle(0, 0, _HUB_R, Style("#0f1733", "#8fa3c8", 2.5)),
        Circle(0, 0, _HUB_R - 7, Style(None, "#8fa3c8", 1, 0.35)),
        Text(0, -62, "HUB", Style(_MUTED), size=10, bold=True),
    )
    yield Piece("hub", layout.cx, layout.cy, hub, label="The hub: researchers wait here")
    yield _track(layout)


def _track(layout: _Layout) -> Piece:
    """The score track: one lap of 150 points, a tick a point, numbers every ten."""
    middle = (_TRACK_IN + _TRACK_OUT) / 2
    shapes: list[Shape] = [
        Circle(0, 0, middle, Style(None, "#101a36", _TRACK_OUT - _TRACK_IN)),
        Circle(0, 0, _TRACK_OUT, Style(None, "#8fa3c8", 1.5, 0.8)),
        Circle(0, 0, _TRACK_IN, Style(None, "#8fa3c8", 1.5, 0.8)),
    ]
    for points in range(WINNING_POINTS):
        angle = 270 + points * 360 / WINNING_POINTS
        if points % 10 == 0:
            inner, width, opacity = _TRACK_IN, 1.4, 0.9
        elif points % 5 == 0:
            inner, width, opacity = _TRACK_OUT - 16, 1.2, 0.7
        else:
            inner, width, opacity = _TRACK_OUT - 7, 1, 0.45
        line = (_polar(inner, angle), _polar(_TRACK_OUT, angle))
        shapes.append(Polygon(line, Style(None, "#c7d2e8", width, opacity), closed=False))
        if points % 10 == 0:
            x, y = _polar(_TRACK_OUT + 13, angle)
            text = f"{WINNING_POINTS}" if points == 0 else str(points)
            shapes.append(Text(x, y, text, Style(_MUTED), size=10, bold=points == 0))
    return Piece(
        "track",
        layout.cx,
        layout.cy,
        tuple(shapes),
        label=f"The score track: one lap is {WINNING_POINTS} points",
    )


def _left_column(layout: _Layout) -> Iterator[Piece]:
    """The frames of the science cards and the scoring sets."""
    x, y = layout.science
    science: tuple[Shape, ...] = (
        Rect(0, 0, _LEFT_W, 150, Style(_PANEL, _FRAME, 2), 10),
        _caption(14, 17, "SCIENCE PILE"),
        _caption(96, 17, "DISCARD (FACE UP)"),
    )
    yield Piece("science", x, y, science)
    top = y + 162
    rows = (
        ("ROYGBPW", 50, "seven colours"),
        ("ROYGBP", 30, "six colours"),
        ("OGBW", 10, "four colours"),
        ("PPPPP", 7, "five of a colour"),
    )
    sets: list[Shape] = [
        Rect(0, 0, _LEFT_W, 176, Style(_PANEL, _FRAME, 2), 10),
        _caption(14, 17, f"SCORING SETS · {SCORE_COST} ENERGY A CARD"),
    ]
    for k, (cards, points, words) in enumerate(rows):
        row_y = 34 + 26 * k
        for i, letter in enumerate(cards):
            sets.extend(_card(14 + 13 * i, row_y, letter, None, 11, 16))
        sets.append(Text(112, row_y + 8, words, Style(_INK, opacity=0.85), 10.5, "start"))
        sets.append(Text(_LEFT_W - 14, row_y + 8, str(points), Style(_GOLD), 13, "end", True))
    own_y = 34 + 26 * len(rows)
    for i, colour in enumerate(PLAYER_COLOURS[: layout.players]):
        sets.append(Rect(14 + 13 * i, own_y, 11, 16, Style(colour, _DARK, 1), 2))
    sets.append(
        Text(112, own_y + 8, "one of your colour", Style(_INK, opacity=0.85), 10.5, "start")
    )
    sets.append(Text(_LEFT_W - 14, own_y + 8, "3", Style(_GOLD), 13, "end", True))
    yield Piece("sets", x, top, tuple(sets), label="The scoring sets and their points")
    note_y = top + 188
    note: tuple[Shape, ...] = (
        _caption(14, 0, "END OF A REVOLUTION"),
        Text(14, 17, "each researcher costs 1 water;", Style(_MUTED), 10.5, "start"),
        Text(14, 32, "short of water, a player loses one.", Style(_MUTED), 10.5, "start"),
        Text(14, 50, f"{WINNING_POINTS} points end the game.", Style(_MUTED), 10.5, "start"),
    )
    yield Piece("upkeep", x, note_y, note)


def _panel_frames(layout: _Layout) -> Iterator[Piece]:
    for seat, (x, y) in enumerate(layout.panels):
        colour = PLAYER_COLOURS[seat]
        shapes: list[Shape] = [
            Rect(0, 0, _RIGHT_W, _PANEL_H, Style(_PANEL, _FRAME, 2), 10),
            *(_shift(shape, 22, 26) for shape in _researcher(colour, 1.45)),
            Text(40, 24, SEAT_NAMES[seat], Style(colour), size=17, anchor="start", bold=True),
            _caption(16, 52, "ENERGY"),
            _caption(94, 52, "WATER"),
            _caption(172, 52, "RESEARCHERS"),
            _bolt(24, 74, 1.2),
            _drop(102, 74, 1.2),
        ]
        yield Piece(f"panel:{seat}", x, y, tuple(shapes))


def _shift(shape: Shape, dx: float, dy: float) -> Shape:
    """A shape moved by ``(dx, dy)``."""
    if isinstance(shape, Polygon):
        moved = tuple((round(x + dx, 1), round(y + dy, 1)) for x, y in shape.points)
        return Polygon(moved, shape.style, shape.closed)
    assert isinstance(shape, Circle)
    return Circle(shape.x + dx, shape.y + dy, shape.r, shape.style)


@cache
def _static_layer(players: int) -> Layer:
    """The station, the track, the frames: what no decision changes, built once per size."""
    layout = _layout(players)
    pieces = [*_wheel(layout), *_left_column(layout), *_panel_frames(layout)]
    return Layer("station", tuple(pieces), static=True)


# -- drawing: the position -----------------------------------------------------------------


def scene(state: GameState, selection: Selection = ()) -> Scene:
    """The board for ``state``, with ``selection`` highlighted and what can be picked marked."""
    assert isinstance(state, HyperstellarState)
    layout = _layout(state.players)
    choices = _choices(state, selection)
    return Scene(
        layout.width,
        layout.height,
        (
            _static_layer(state.players),
            Layer("slots", (*_acting(state, layout), *_slots(state, layout, choices))),
            Layer(
                "players",
                (
                    *_flights(state, layout),
                    *_panels(state, layout, choices),
                    *_science(state, layout),
                ),
            ),
            Layer("researchers", tuple(_researchers(state, layout))),
            Layer("markers", tuple(_markers(state, layout))),
            Layer(
                "prompt", (*_status(state, selection, choices), *_console(state, layout, choices))
            ),
        ),
    )


def _deciding_colour(state: HyperstellarState) -> str | None:
    seat = state.current_player
    return None if seat is None else PLAYER_COLOURS[seat]


def _acting(state: HyperstellarState, layout: _Layout) -> Iterator[Piece]:
    """The sector acting now, outlined in the colour of the seat deciding there."""
    phase = state.phase
    if isinstance(phase, Acting):
        sector = phase.sector
    elif isinstance(phase, Scoring):
        sector = LAB
    elif isinstance(phase, Answering):
        sector = RECYCLING
    else:
        return
    colour = _deciding_colour(state)
    middle = _MIDDLE[sector]
    start, end = middle - 44, middle + 44
    outline = _arc(_SECTOR_OUT, start, end, 6) + _arc(_SECTOR_IN, end, start, 6)
    yield Piece(
        "acting",
        layout.cx,
        layout.cy,
        (Polygon(tuple(outline), Style(None, colour, 4, 0.9)),),
        label=f"The {SECTOR_NAMES[sector]} is acting",
    )


def _slots(
    state: HyperstellarState, layout: _Layout, choices: dict[str, _Choice]
) -> Iterator[Piece]:
    """Every slot of the station, lit when a researcher can be placed there."""
    for sector in range(CREW):
        ring = (Circle(0, 0, _SPOT, Style("#0b1226", _ACCENTS[sector], 1.5, 0.9, (4, 3))),)
        for index in range(state.players):
            id = f"slot:{SECTORS[sector]}:{index}"
            x, y = layout.slot(sector, index)
            choice = choices.get(id)
            name = SECTOR_NAMES[sector].capitalize()
            yield Piece(
                id,
                x,
                y,
                ring,
                choice is not None,
                choice[1] if choice else None,
                f"{name}, slot {index + 1}",
            )
    for bunk in range(state.players):
        id = f"slot:crew:{bunk}"
        x, y = layout.slot(CREW, bunk)
        choice = choices.get(id)
        yield Piece(
            id,
            x,
            y,
            _bunk_shapes(layout, bunk),
            choice is not None,
            choice[1] if choice else None,
            f"Crew quarters, bunk {bunk + 1}",
        )


def _bunk_shapes(layout: _Layout, bunk: int) -> tuple[Shape, ...]:
    """A bunk: a capsule pointing out from the hub, with a place at each end."""
    angle = layout.slot_angle(CREW, bunk)
    ux, uy = _unit(angle)
    nx, ny = -uy, ux
    half = (_BUNK_OUT - _BUNK_IN) / 2
    outline = []
    for end, sweep in ((half, (-90, 90)), (-half, (90, 270))):
        for k in range(9):
            a = math.radians(sweep[0] + (sweep[1] - sweep[0]) * k / 8)
            along, across = end + 14 * math.cos(a), 14 * math.sin(a)
            outline.append((round(ux * along + nx * across, 1), round(uy * along + ny * across, 1)))
    accent = _ACCENTS[CREW]
    shapes: list[Shape] = [
        Polygon(tuple(outline), Style("#0b1226", accent, 1.5, 0.9, (4, 3))),
        # Painters hit-test circles and rectangles: an unseen circle makes the middle count.
        Circle(0, 0, 14, Style()),
    ]
    for end in (-half, half):
        shapes.append(
            Circle(round(ux * end, 1), round(uy * end, 1), _PLACE - 2, Style(None, accent, 1, 0.35))
        )
    return tuple(shapes)


def _researchers(state: HyperstellarState, layout: _Layout) -> Iterator[Piece]:
    """Researchers on the station's slots, then those on the hub, each in its seat's colour."""
    seated = _seated(state, layout)
    placed = _placed_path(state, layout, seated)
    for id, (seat, _, (x, y)) in sorted(seated.items()):
        path = placed[1] if placed is not None and placed[0] == id else ()
        colour = PLAYER_COLOURS[seat]
        label = f"{SEAT_NAMES[seat]} researcher"
        yield Piece(id, x, y, _researcher(colour, 1.6), label=label, path=path)
    arrived = _hub_paths(state, layout)
    for seat in range(state.players):
        colour = PLAYER_COLOURS[seat]
        for index in range(state.hub[seat]):
            id = f"researcher:{_COLOUR_IDS[seat]}:hub:{index}"
            x, y = layout.hub_spot(seat, index)
            label = f"{SEAT_NAMES[seat]} researcher on the hub"
            yield Piece(id, x, y, _researcher(colour, 1.3), label=label, path=arrived.get(id, ()))


def _markers(state: HyperstellarState, layout: _Layout) -> Iterator[Piece]:
    """Each player's marker on the score track."""
    for seat in range(state.players):
        points = state.points[seat]
        x, y = layout.track(points, seat)
        opacity = 1.0 if state.in_play(seat) else 0.45
        marker = Circle(0, 0, 7, Style(PLAYER_COLOURS[seat], "#ffffff", 1.6, opacity))
        yield Piece(
            f"marker:{seat}",
            x,
            y,
            (marker,),
            label=f"{SEAT_NAMES[seat]}: {points} points",
            path=_marker_path(state, layout, seat),
        )


def _face_up(state: HyperstellarState, seat: int) -> bool:
    """True when the board shows the cards of ``seat``: it is deciding, or the game is over."""
    return state.is_over or seat == state.current_player


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' * (count != 1)}"


def _panels(
    state: HyperstellarState, layout: _Layout, choices: dict[str, _Choice]
) -> Iterator[Piece]:
    """What changes in the players' panels: points, stocks, researchers, hands, whose turn."""
    deciding = state.current_player
    for seat, (x, y) in enumerate(layout.panels):
        name = SEAT_NAMES[seat]
        points = state.points[seat]
        yield Piece(
            f"points:{seat}",
            x + _RIGHT_W - 14,
            y + 24,
            (Text(0, 0, _plural(points, "point"), Style(_INK), size=16, anchor="end", bold=True),),
            label=f"{name}: {points} points",
        )
        for kind, amount, dx in (
            ("energy", state.energy[seat], 36),
            ("water", state.water[seat], 114),
        ):
            yield Piece(
                f"{kind}:{seat}",
                x + dx,
                y + 75,
                (Text(0, 0, str(amount), Style(_INK), size=17, anchor="start", bold=True),),
                label=f"{name}: {amount} {kind}",
            )
        yield _staff(state, seat, x + 172, y + 74)
        yield from _hand(state, layout, seat, choices, _face_up(state, seat))
        if not state.in_play(seat):
            yield Piece(
                f"out:{seat}",
                x,
                y,
                (
                    Rect(0, 0, _RIGHT_W, _PANEL_H, Style(_DARK, opacity=0.6), 10),
                    Text(_RIGHT_W - 16, 140, "OUT OF THE GAME", Style(_INK), 14, "end", True),
                ),
                label=f"{name} is out of the game",
            )
    if deciding is not None:
        x, y = layout.panels[deciding]
        colour = PLAYER_COLOURS[deciding]
        yield Piece(
            "turn",
            x,
            y,
            (
                Rect(0, 0, _RIGHT_W, _PANEL_H, Style(None, colour, 3), 10),
                Polygon(((-12, 14), (-2, 24), (-12, 34)), Style(colour)),
            ),
            label=f"{SEAT_NAMES[deciding]} to decide",
        )


def _staff(state: HyperstellarState, seat: int, x: float, y: float) -> Piece:
    """A seat's ten researchers as dots: on the hub, on the station, in the stock."""
    colour = PLAYER_COLOURS[seat]
    hub = state.hub[seat]
    placed = state.researchers(seat) - hub
    stock = state.stock(seat)
    shapes: list[Shape] = []
    for k in range(MAX_RESEARCHERS):
        if k < hub:
            style = Style(colour, _DARK, 1)
        elif k < hub + placed:
            style = Style(_DARK, colour, 2)
        else:
            style = Style(None, _MUTED, 1, 0.5)
        shapes.append(Circle(7 + 16 * k, 0, 5.5, style))
    words = f"{hub} on the hub · {placed} placed · {stock} in stock"
    shapes.append(Text(0, 18, words, Style(_MUTED), size=10, anchor="start"))
    return Piece(f"staff:{seat}", x, y, tuple(shapes), label=f"{SEAT_NAMES[seat]}: {words}")


def _hand(
    state: HyperstellarState,
    layout: _Layout,
    seat: int,
    choices: dict[str, _Choice],
    face_up: bool,
) -> Iterator[Piece]:
    """A seat's science cards: a stack per colour when face up, else backs and a count."""
    hand = state.hands[seat]
    held = sum(hand)
    name = SEAT_NAMES[seat]
    caption = f"HAND · {_plural(held, 'card').upper()}" + (" · FACE UP" if face_up and held else "")
    x, y = layout.panels[seat]
    yield Piece(f"cards:{seat}", x + 16, y + 104, (_caption(0, 0, caption),))
    if not face_up:
        cx, cy = layout.hand_card(seat, 0)
        yield Piece(
            f"hand:{_COLOUR_IDS[seat]}",
            cx,
            cy,
            tuple(_backs(-_CARD_W / 2, -_CARD_H / 2, held)),
            label=f"{name}'s hand: {_plural(held, 'card')}",
        )
        return
    w, h = _CARD_W, _CARD_H
    # An invisible box round each stack comes first: the halo and the click follow it.
    box = Rect(-w / 2, -h / 2, w, h, Style())
    for i, letter in enumerate(LETTERS):
        count = hand[i]
        id = _hand_id(seat, letter)
        choice = choices.get(id)
        cx, cy = layout.hand_card(seat, i)
        yield Piece(
            id,
            cx,
            cy,
            (box, *_card(-w / 2, -h / 2, letter, count, w, h)),
            choice is not None,
            choice[1] if choice else None,
            f"{name}'s {COLOURS[i].name} cards: {count}",
        )


def _science(state: HyperstellarState, layout: _Layout) -> Iterator[Piece]:
    """The science pile's backs and count, and the discard, face up, by colour."""
    x, y = layout.science
    count = len(state.pile)
    yield Piece(
        "pile",
        x + 14,
        y + 36,
        (
            *_backs(0, 0, count, 44, 60),
            Text(24, 80, _plural(count, "card"), Style(_INK), 12, bold=True),
        ),
        label=f"Science pile: {_plural(count, 'card')}",
    )
    dx, dy = layout.discard_card(0)
    shapes: list[Shape] = []
    for i, letter in enumerate(LETTERS):
        cx, cy = layout.discard_card(i)
        shapes.extend(_card(cx - dx, cy - dy, letter, state.discard[i], 28, 40))
    discarded = sum(state.discard)
    yield Piece(
        "discard",
        dx,
        dy,
        tuple(shapes),
        label=f"Discard: {letters(state.discard) or 'empty'} ({_plural(discarded, 'card')})",
    )


def _flights(state: HyperstellarState, layout: _Layout) -> Iterator[Piece]:
    """Cards on the move with the last decision, landing under where they go.

    Drawn cards fly face down from the pile to the hand, scored ones face up from the hand
    to the discard. Their ids name the pile or discard size, so the next flight is new.
    """
    x, y = layout.science
    pile = (x + 14 + 22, y + 36 + 30)
    for event in state.events:
        seat = event.seat
        if seat is None:
            continue
        cards: str = event["cards"] if event.kind in ("researched", "scored") else ""
        for i, letter in enumerate(cards):
            colour = LETTERS.index(letter)
            if event.kind == "researched":
                # Under the right stack if the hand is face up here, else under the backs.
                cx, cy = layout.hand_card(seat, colour if _face_up(state, seat) else 0)
                yield Piece(
                    f"card:drawn:{len(state.pile)}:{i}",
                    cx,
                    cy,
                    tuple(_backs(-_CARD_W / 2, -_CARD_H / 2, 1)),
                    path=(pile,),
                )
            else:
                left, top = layout.discard_card(colour)
                yield Piece(
                    f"card:scored:{sum(state.discard)}:{i}",
                    left + 14,
                    top + 20,
                    tuple(_card(-14, -20, letter, None, 28, 40)),
                    path=(layout.hand_card(seat, colour),),
                )


# -- the prompt ----------------------------------------------------------------------------


def _status(
    state: HyperstellarState, selection: Selection, choices: dict[str, _Choice]
) -> Iterator[Piece]:
    yield Piece(
        "status",
        _MARGIN + 4,
        22,
        (Text(0, 0, state.status(), Style(_INK), size=15, anchor="start", bold=True),),
        label=state.status(),
    )
    yield Piece(
        "hint",
        _MARGIN + 4,
        46,
        (Text(0, 0, _hint(state, selection, choices), Style(_GOLD), size=12.5, anchor="start"),),
    )


def _hint(state: HyperstellarState, selection: Selection, choices: dict[str, _Choice]) -> str:
    """What to pick next, in words."""
    phase = state.phase
    if isinstance(phase, Over):
        return ""
    if isinstance(phase, Placing):
        return (
            "Pick a lit slot to place a researcher from the hub there. A bunk holds two: two "
            "of one colour can recruit."
        )
    if isinstance(phase, Answering):
        return (
            f"{SEAT_NAMES[phase.seats[0]]}: buy {SHARE_WATER} water for {SHARE_COST} energy "
            "in the console, or say no."
        )
    if isinstance(phase, Acting) and phase.sector == RECYCLING:
        return "Choose the small or the big recycling in the console, or pass."
    if isinstance(phase, Acting) and phase.sector == CREW:
        return f"Recruit a researcher for {RECRUIT_COST} energy in the console, or pass."
    cards = any(id.startswith("hand:") for id in choices)
    sets = any(id.startswith("choice:score:") for id in choices)
    picked = any(highlight == "selected" for _, highlight in choices.values())
    if sets:
        return "Score the set in the console, or pick colours to change it."
    if picked:
        return "Pick more colours for a set; pick a colour again to put it back."
    if isinstance(phase, Scoring):
        return "Pick colours from your hand for another set, or stop scoring."
    if cards:
        return "Research, or pick colours from your hand to make a set to score, or pass."
    return "Research, or pass."


def _console(
    state: HyperstellarState, layout: _Layout, choices: dict[str, _Choice]
) -> Iterator[Piece]:
    """The box for the decision at hand: what is decided, by whom, and a button per choice."""
    x, y = layout.console
    phase = state.phase
    colour = _deciding_colour(state) or _FRAME
    revolution = f"REVOLUTION {state.revolution}"
    lines: list[str] = []
    if isinstance(phase, Over):
        title, headline = "GAME OVER", _winners(state)
        lines = [
            f"{place}. {SEAT_NAMES[s]}: {_plural(state.points[s], 'point')}"
            + ("" if state.in_play(s) else " (out)")
            for place, group in enumerate(state.ranking(), start=1)
            for s in group
        ]
    elif isinstance(phase, Placing):
        title, headline = f"PLACEMENT · {revolution}", f"{SEAT_NAMES[phase.seat]} places"
        lines = [f"{_plural(state.hub[phase.seat], 'researcher')} on the hub", "Pick a lit slot."]
    elif isinstance(phase, Answering):
        actor, seat = SEAT_NAMES[phase.actor], SEAT_NAMES[phase.seats[0]]
        title = f"3. RECYCLING CENTRE · {revolution}"
        headline = f"{seat} answers {actor}"
    else:
        sector = LAB if isinstance(phase, Scoring) else phase.sector
        verb = "scores" if isinstance(phase, Scoring) else "decides"
        title = f"{sector + 1}. {SECTOR_NAMES[sector].upper()} · {revolution}"
        headline = f"{SEAT_NAMES[phase.seat]} {verb}"
    shapes: list[Shape] = [
        Rect(0, 0, _LEFT_W, _CONSOLE_H, Style("#111a33", colour, 2.5), 10),
        _caption(14, 18, title),
        Text(14, 40, headline, Style(_deciding_colour(state) or _INK), 15, "start", True),
    ]
    shapes.extend(
        Text(14, 68 + 19 * k, line, Style(_MUTED), size=12, anchor="start")
        for k, line in enumerate(lines)
    )
    yield Piece("console", x, y, tuple(shapes), label=f"{title}: {headline}")
    buttons = [(id, choice) for id, choice in choices.items() if id.startswith("choice:")]
    buttons.sort(key=lambda item: _BUTTON_ORDER.index(item[0].split(":")[1]))
    for k, (id, (action, highlight)) in enumerate(buttons):
        assert isinstance(action, Action)
        yield Piece(
            id,
            x + 12 + _BUTTON_W / 2,
            y + 58 + _BUTTON_H / 2 + k * _BUTTON_PITCH,
            _button(state, action),
            True,
            highlight,
            state.describe(action),
        )


_BUTTON_ORDER = ("research", "score", "recycle", "buy", "recruit", "pass")


def _winners(state: HyperstellarState) -> str:
    names = " and ".join(SEAT_NAMES[s] for s in state.winners())
    return f"{names} {'wins' if len(state.winners()) == 1 else 'share the win'}"


def _button(state: HyperstellarState, action: Action) -> tuple[Shape, ...]:
    """A console button, around its middle: what it does on the left, its cost on the right."""
    left, right = -_BUTTON_W / 2 + 12, _BUTTON_W / 2 - 12
    words: list[Shape] = []
    if isinstance(action, Score):
        for i, letter in enumerate(action.cards):
            words.extend(_card(left + 12 * i, -8, letter, None, 10, 16))
        points = _plural(SET_POINTS[action.cards], "point")
        at = left + 8 + 12 * len(action.cards)
        words.append(Text(at, 0, points, Style(_INK), 12.5, "start", True))
        cost = f"{SCORE_COST * len(action.cards)} energy"
    else:
        what, cost = _button_words(state, action)
        words.append(Text(left, 0, what, Style(_INK), 12.5, "start", True))
    return (
        Rect(
            -_BUTTON_W / 2, -_BUTTON_H / 2, _BUTTON_W, _BUTTON_H, Style(_BUTTON, "#3b4a7a", 1.5), 8
        ),
        *words,
        Text(right, 0, cost, Style(_MUTED), 11, "end"),
    )


def _button_words(state: HyperstellarState, action: Action) -> tuple[str, str]:
    if isinstance(action, Research):
        return "Research", f"{RESEARCH_COST} energy → {RESEARCH_DRAW} cards"
    if isinstance(action, Recycle):
        return f"Recycle for {action.water} water", f"{RECYCLE_COST[action.water]} energy"
    if isinstance(action, BuyWater):
        return f"Buy {SHARE_WATER} water", f"{SHARE_COST} energy"
    if isinstance(action, Recruit):
        return "Recruit a researcher", f"{RECRUIT_COST} energy"
    assert isinstance(action, Pass)
    if isinstance(state.phase, Scoring):
        return "Stop scoring", ""
    if isinstance(state.phase, Answering):
        return "No water, thanks", ""
    return "Pass", ""
