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

Where things go is worked out in :mod:`.wheel`, how they look in :mod:`.drawing`.

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

from collections.abc import Iterator

from ..core import Action, GameState
from ..i18n import N_
from ..render import Circle, Layer, Piece, Point, Polygon, Rect, Scene, Shape, Style, Text
from ..render.kit import Choice, PickTable, Prompt, expect, picker, turn_frame
from ..render.theme import BUTTON, FRAME, INK, MUTED, NIGHT
from ..render.view import DECIDING, Selection, Viewer, viewer_decides, viewer_sees
from .actions import BuyWater, Pass, Place, Recruit, Recycle, Research, Score
from .cards import COLOURS, LETTERS, SET_POINTS, letters
from .drawing import (
    ACCENTS,
    PLAYER_COLOURS,
    backs,
    bunk_shapes,
    caption,
    card,
    researcher,
    score_marker,
    static_layer,
)
from .narration import WORDS, energy, water
from .narration import colour as card_colour
from .narration import sector as sector_name
from .rules import SEAT_NAMES
from .state import Acting, Answering, HyperstellarState, Over, Placing, Scoring
from .station import (
    CREW,
    LAB,
    MAX_RESEARCHERS,
    RECRUIT_COST,
    RECYCLE_COST,
    RECYCLING,
    RESEARCH_COST,
    RESEARCH_DRAW,
    SCORE_COST,
    SECTORS,
    SHARE_COST,
    SHARE_WATER,
)
from .text import board_text
from .wheel import (
    BUTTON_H,
    BUTTON_PITCH,
    BUTTON_W,
    CARD_H,
    CARD_W,
    CONSOLE_H,
    LEFT_W,
    MARGIN,
    MIDDLE,
    PANEL_H,
    PILE_H,
    PILE_W,
    RIGHT_W,
    SECTOR_IN,
    SECTOR_OUT,
    SPOT,
    Layout,
    arc,
    bunk_slots,
    layout_for,
    room_slots,
)

__all__ = ["pick", "scene"]

_, ngettext = WORDS.gettext, WORDS.ngettext


# -- who sits where ------------------------------------------------------------------------

# Seats in piece ids, by colour: "researcher:red:lab:0".
_COLOUR_IDS = tuple(name.lower() for name in SEAT_NAMES)

# A researcher on the station: its seat, its number among that seat's researchers in the
# sector, and the board point where it is drawn.
_Seated = tuple[int, int, Point]


def _seated(state: HyperstellarState, layout: Layout) -> dict[str, _Seated]:
    """Every researcher on the station, by piece id."""
    out: dict[str, _Seated] = {}
    for sector, room in enumerate(state.rooms):
        for (seat, number), slot in room_slots(room, state.players).items():
            out[f"researcher:{_COLOUR_IDS[seat]}:{SECTORS[sector]}:{number}"] = (
                seat,
                number,
                layout.slot(sector, slot),
            )
    numbers = [0] * state.players
    for bunk, seats in bunk_slots(state.crew, state.players):
        for place, seat in enumerate(seats):
            number = numbers[seat]
            numbers[seat] += 1
            out[f"researcher:{_COLOUR_IDS[seat]}:crew:{number}"] = (
                seat,
                number,
                layout.bunk_place(bunk, place),
            )
    return out


# -- where moving things came from ---------------------------------------------------------


def _hub_paths(state: HyperstellarState, layout: Layout) -> dict[str, tuple[Point, ...]]:
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
        for (seat, number), slot in room_slots(room, state.players).items()
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
    state: HyperstellarState, layout: Layout, seated: dict[str, _Seated]
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


def _marker_path(state: HyperstellarState, layout: Layout, seat: int) -> tuple[Point, ...]:
    """The stretch of track a marker covered with the last decision."""
    scored = sum(e["points"] for e in state.events if e.kind == "scored" and e.seat == seat)
    if not scored:
        return ()
    end = state.points[seat]
    start = end - scored
    return tuple(layout.track(p, seat) for p in range(start, end, 3))


# -- what can be picked --------------------------------------------------------------------


def _slot_choices(state: HyperstellarState) -> PickTable:
    """Placement: every free slot, and every bunk that can be taken or joined."""
    choices = PickTable()
    legal = set(state.legal_actions())
    for sector, room in enumerate(state.rooms):
        action = Place(SECTORS[sector])
        if action not in legal:
            continue
        occupied = set(room_slots(room, state.players).values())
        for slot in range(state.players):
            if slot not in occupied:
                choices[f"slot:{SECTORS[sector]}:{slot}"] = Choice(action, "target")
    bunks = dict(bunk_slots(state.crew, state.players))
    for bunk in range(state.players):
        seats = bunks.get(bunk)
        if seats is None:
            action = Place("crew")
        elif len(seats) == 1:
            action = Place("crew", seats[0])
        else:
            continue
        if action in legal:
            choices[f"slot:crew:{bunk}"] = Choice(action, "target")
    return choices


def _hand_id(seat: int, letter: str) -> str:
    return f"hand:{_COLOUR_IDS[seat]}:{letter}"


def _set_choices(state: HyperstellarState, seat: int, selection: Selection) -> PickTable:
    """Scoring: the hand's colours to pick, and a button per set the picked colours make.

    The selection is the colours picked so far, in colour order. Only colours that still lead
    to a set are offered; picking a picked colour again puts it back.
    """
    sets = [action for action in state.legal_actions() if isinstance(action, Score)]
    if not sets:
        return PickTable()
    wanted = [frozenset(action.cards) for action in sets]
    ids = {_hand_id(seat, letter): letter for letter in LETTERS}
    chosen = frozenset(ids.get(id, "?") for id in selection)
    if len(chosen) != len(selection) or not any(chosen <= colours for colours in wanted):
        chosen = frozenset()  # an old selection, or none

    def picked(colours: frozenset[str]) -> Selection:
        return tuple(_hand_id(seat, letter) for letter in LETTERS if letter in colours)

    choices = PickTable()
    for letter in LETTERS:
        if letter in chosen:
            choices[_hand_id(seat, letter)] = Choice(picked(chosen - {letter}), "selected")
        elif any(chosen | {letter} <= colours for colours in wanted):
            choices[_hand_id(seat, letter)] = Choice(picked(chosen | {letter}), "target")
    for action, colours in zip(sets, wanted, strict=True):
        if chosen and colours == chosen:
            choices[f"choice:score:{action.cards}"] = Choice(action, "target")
    return choices


def _button_id(action: Action) -> str:
    if isinstance(action, Recycle):
        return f"choice:recycle:{action.water}"
    return f"choice:{str(action).split()[0]}"


def _choices(state: HyperstellarState, selection: Selection) -> PickTable:
    """Every piece that can be picked now, with what picking it does and how it is lit."""
    phase = state.phase
    if isinstance(phase, Over):
        return PickTable()
    if isinstance(phase, Placing):
        return _slot_choices(state)
    choices = PickTable(
        (_button_id(action), Choice(action, "target"))
        for action in state.legal_actions()
        if not isinstance(action, Score)
    )
    if isinstance(phase, Scoring) or (isinstance(phase, Acting) and phase.sector == LAB):
        choices.update(_set_choices(state, phase.seat, selection))
    return choices


pick = picker(HyperstellarState, _choices)


# -- drawing: the position -----------------------------------------------------------------


def scene(state: GameState, selection: Selection = (), viewer: Viewer = DECIDING) -> Scene:
    """The board for ``state``, with ``selection`` highlighted and what can be picked marked;
    the hands ``viewer`` may see are face up, the others face down. Only a viewer who decides
    now sees the choices, which would spell the hand of the seat deciding."""
    state = expect(state, HyperstellarState)
    layout = layout_for(state.players)
    choices = _choices(state, selection) if viewer_decides(state, viewer) else PickTable()
    return Scene(
        layout.width,
        layout.height,
        (
            static_layer(state.players),
            Layer("slots", (*_acting(state, layout), *_slots(state, layout, choices))),
            Layer(
                "players",
                (
                    *_flights(state, layout, viewer),
                    *_panels(state, layout, choices, viewer),
                    *_science(state, layout),
                ),
            ),
            Layer("researchers", tuple(_researchers(state, layout))),
            Layer("markers", tuple(_markers(state, layout))),
            Layer(
                "prompt", (*_status(state, selection, choices), *_console(state, layout, choices))
            ),
        ),
        description=board_text(state, shown=_sees(state, viewer)),
    )


def _sees(state: HyperstellarState, viewer: Viewer) -> set[int]:
    """The seats whose hand ``viewer`` may see."""
    return {seat for seat in range(state.players) if viewer_sees(state, viewer, seat)}


def _deciding_colour(state: HyperstellarState) -> str | None:
    """The colour of the seat deciding now (``None`` once the game is over)."""
    seat = state.current_player
    return None if seat is None else PLAYER_COLOURS[seat]


#: Which sector acts, a sentence each (each language its own article and agreement).
_ACTING = (
    N_("The engine room is acting"),
    N_("The research lab is acting"),
    N_("The recycling centre is acting"),
    N_("The crew quarters are acting"),
)


def _acting(state: HyperstellarState, layout: Layout) -> Iterator[Piece]:
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
    middle = MIDDLE[sector]
    start, end = middle - 44, middle + 44
    outline = arc(SECTOR_OUT, start, end, 6) + arc(SECTOR_IN, end, start, 6)
    yield Piece(
        "acting",
        layout.cx,
        layout.cy,
        (Polygon(tuple(outline), Style(None, colour, 4, 0.9)),),
        label=_(_ACTING[sector]),
    )


def _slots(state: HyperstellarState, layout: Layout, choices: PickTable) -> Iterator[Piece]:
    """Every slot of the station, lit when a researcher can be placed there."""
    for sector in range(CREW):
        ring = (Circle(0, 0, SPOT, Style(NIGHT, ACCENTS[sector], 1.5, 0.9, (4, 3))),)
        for index in range(state.players):
            id = f"slot:{SECTORS[sector]}:{index}"
            x, y = layout.slot(sector, index)
            label = _("{sector}, slot {number}", sector=sector_name(sector), number=index + 1)
            yield Piece(id, x, y, ring, *choices.lit(id), label[:1].upper() + label[1:])
    for bunk in range(state.players):
        id = f"slot:crew:{bunk}"
        x, y = layout.slot(CREW, bunk)
        shapes = bunk_shapes(layout, bunk)
        label = _("Crew quarters, bunk {number}", number=bunk + 1)
        yield Piece(id, x, y, shapes, *choices.lit(id), label)


def _researchers(state: HyperstellarState, layout: Layout) -> Iterator[Piece]:
    """Researchers on the station's slots, then those on the hub, each in its seat's colour."""
    seated = _seated(state, layout)
    placed = _placed_path(state, layout, seated)
    for id, (seat, _where, (x, y)) in sorted(seated.items()):
        path = placed[1] if placed is not None and placed[0] == id else ()
        label = _("{seat} researcher", seat=_(SEAT_NAMES[seat]))
        yield Piece(id, x, y, researcher(seat, 1.6), label=label, path=path)
    arrived = _hub_paths(state, layout)
    for seat in range(state.players):
        for index in range(state.hub[seat]):
            id = f"researcher:{_COLOUR_IDS[seat]}:hub:{index}"
            x, y = layout.hub_spot(seat, index)
            label = _("{seat} researcher on the hub", seat=_(SEAT_NAMES[seat]))
            yield Piece(id, x, y, researcher(seat, 1.3), label=label, path=arrived.get(id, ()))


def _markers(state: HyperstellarState, layout: Layout) -> Iterator[Piece]:
    """Each player's marker on the score track."""
    for seat in range(state.players):
        points = state.points[seat]
        x, y = layout.track(points, seat)
        opacity = 1.0 if state.in_play(seat) else 0.45
        yield Piece(
            f"marker:{seat}",
            x,
            y,
            score_marker(seat, opacity),
            label=_("{seat}: {points}", seat=_(SEAT_NAMES[seat]), points=_points(points)),
            path=_marker_path(state, layout, seat),
        )


def _points(count: int) -> str:
    """``"1 point"``, ``"2 points"``."""
    return ngettext("{count} point", "{count} points", count, count=count)


def _cards(count: int) -> str:
    """``"1 card"``, ``"2 cards"``."""
    return ngettext("{count} card", "{count} cards", count, count=count)


def _panels(
    state: HyperstellarState, layout: Layout, choices: PickTable, viewer: Viewer
) -> Iterator[Piece]:
    """What changes in the players' panels: points, stocks, researchers, hands, whose turn."""
    deciding = state.current_player
    for seat, (x, y) in enumerate(layout.panels):
        name = _(SEAT_NAMES[seat])
        points = state.points[seat]
        yield Piece(
            f"points:{seat}",
            x + RIGHT_W - 14,
            y + 24,
            (Text(0, 0, _points(points), Style(INK), size=16, anchor="end", bold=True),),
            label=_("{seat}: {points}", seat=name, points=_points(points)),
        )
        for kind, amount, dx, words in (
            ("energy", state.energy[seat], 36, energy(state.energy[seat])),
            ("water", state.water[seat], 114, water(state.water[seat])),
        ):
            yield Piece(
                f"{kind}:{seat}",
                x + dx,
                y + 75,
                (Text(0, 0, str(amount), Style(INK), size=17, anchor="start", bold=True),),
                label=_("{seat}: {amount}", seat=name, amount=words),
            )
        yield _staff(state, seat, x + 172, y + 74)
        yield from _hand(state, layout, seat, choices, viewer_sees(state, viewer, seat))
        if not state.in_play(seat):
            yield Piece(
                f"out:{seat}",
                x,
                y,
                (
                    Rect(0, 0, RIGHT_W, PANEL_H, Style(NIGHT, opacity=0.6), 10),
                    Text(RIGHT_W - 16, 140, _("OUT OF THE GAME"), Style(INK), 14, "end", True),
                ),
                label=_("{seat} is out of the game", seat=name),
            )
    if deciding is not None:
        x, y = layout.panels[deciding]
        colour = PLAYER_COLOURS[deciding]
        pointer = Polygon(((-12, 14), (-2, 24), (-12, 34)), Style(colour))
        frame = (x, y, RIGHT_W, PANEL_H)
        who = _("{seat} to decide", seat=_(SEAT_NAMES[deciding]))
        yield turn_frame(who, colour, frame, pointer, width=3, radius=10)


def _staff(state: HyperstellarState, seat: int, x: float, y: float) -> Piece:
    """A seat's ten researchers as dots: on the hub, on the station, in the stock."""
    colour = PLAYER_COLOURS[seat]
    hub = state.hub[seat]
    placed = state.researchers(seat) - hub
    stock = state.stock(seat)
    shapes: list[Shape] = []
    for k in range(MAX_RESEARCHERS):
        if k < hub:
            style = Style(colour, NIGHT, 1)
        elif k < hub + placed:
            style = Style(NIGHT, colour, 2)
        else:
            style = Style(None, MUTED, 1, 0.5)
        shapes.append(Circle(7 + 16 * k, 0, 5.5, style))
    words = _(
        "{hub} on the hub · {placed} placed · {stock} in stock", hub=hub, placed=placed, stock=stock
    )
    shapes.append(Text(0, 18, words, Style(MUTED), size=10, anchor="start"))
    label = _("{seat}: {staff}", seat=_(SEAT_NAMES[seat]), staff=words)
    return Piece(f"staff:{seat}", x, y, tuple(shapes), label=label)


def _hand(
    state: HyperstellarState,
    layout: Layout,
    seat: int,
    choices: PickTable,
    face_up: bool,
) -> Iterator[Piece]:
    """A seat's science cards: a stack per colour when face up, else backs and a count."""
    hand = state.hands[seat]
    held = sum(hand)
    name = _(SEAT_NAMES[seat])
    if face_up and held:
        words = ngettext(
            "HAND · {count} CARD · FACE UP", "HAND · {count} CARDS · FACE UP", held, count=held
        )
    else:
        words = ngettext("HAND · {count} CARD", "HAND · {count} CARDS", held, count=held)
    x, y = layout.panels[seat]
    yield Piece(f"cards:{seat}", x + 16, y + 104, (caption(0, 0, words),))
    if not face_up:
        cx, cy = layout.hand_card(seat, 0)
        yield Piece(
            f"hand:{_COLOUR_IDS[seat]}",
            cx,
            cy,
            tuple(backs(-CARD_W / 2, -CARD_H / 2, held)),
            label=_("{seat}'s hand: {cards}", seat=name, cards=_cards(held)),
        )
        return
    w, h = CARD_W, CARD_H
    # An invisible box round each stack comes first: the halo and the click follow it.
    box = Rect(-w / 2, -h / 2, w, h, Style())
    for i, letter in enumerate(LETTERS):
        count = hand[i]
        id = _hand_id(seat, letter)
        cx, cy = layout.hand_card(seat, i)
        yield Piece(
            id,
            cx,
            cy,
            (box, *card(-w / 2, -h / 2, letter, count, w, h)),
            *choices.lit(id),
            _(
                "{seat}'s {colour} cards: {count}",
                seat=name,
                colour=card_colour(COLOURS[i].name),
                count=count,
            ),
        )


def _science(state: HyperstellarState, layout: Layout) -> Iterator[Piece]:
    """The science pile's backs and count, and the discard, face up, by colour."""
    x, y = layout.pile
    count = len(state.pile)
    yield Piece(
        "pile",
        x,
        y,
        (
            *backs(0, 0, count, PILE_W, PILE_H),
            Text(PILE_W / 2 + 2, PILE_H + 20, _cards(count), Style(INK), 12, bold=True),
        ),
        label=_("Science pile: {cards}", cards=_cards(count)),
    )
    dx, dy = layout.discard_card(0)
    shapes: list[Shape] = []
    for i, letter in enumerate(LETTERS):
        cx, cy = layout.discard_card(i)
        shapes.extend(card(cx - dx, cy - dy, letter, state.discard[i], 28, 40))
    discarded = sum(state.discard)
    yield Piece(
        "discard",
        dx,
        dy,
        tuple(shapes),
        label=(
            _(
                "Discard: {letters} ({cards})",
                letters=letters(state.discard),
                cards=_cards(discarded),
            )
            if discarded
            else _("Discard: empty")
        ),
    )


def _flights(state: HyperstellarState, layout: Layout, viewer: Viewer) -> Iterator[Piece]:
    """Cards on the move with the last decision, landing under where they go.

    Drawn cards fly face down from the pile to the hand, scored ones face up from the hand
    to the discard. Their ids name the pile or discard size, so the next flight is new.
    """
    x, y = layout.pile
    pile = (x + PILE_W / 2, y + PILE_H / 2)
    for event in state.events:
        seat = event.seat
        if seat is None:
            continue
        cards: str = event["cards"] if event.kind in ("researched", "scored") else ""
        for i, letter in enumerate(cards):
            colour = LETTERS.index(letter)
            if event.kind == "researched":
                # Under the right stack if the hand is face up here, else under the backs.
                face_up = viewer_sees(state, viewer, seat)
                cx, cy = layout.hand_card(seat, colour if face_up else 0)
                yield Piece(
                    f"card:drawn:{len(state.pile)}:{i}",
                    cx,
                    cy,
                    tuple(backs(-CARD_W / 2, -CARD_H / 2, 1)),
                    path=(pile,),
                )
            else:
                left, top = layout.discard_card(colour)
                yield Piece(
                    f"card:scored:{sum(state.discard)}:{i}",
                    left + 14,
                    top + 20,
                    tuple(card(-14, -20, letter, None, 28, 40)),
                    path=(layout.hand_card(seat, colour),),
                )


# -- the prompt ----------------------------------------------------------------------------


#: The prompt at the top left, a little larger on this board.
_PROMPT = Prompt(x=MARGIN + 4, y=22, size=15, hint_y=46, hint_size=12.5)


def _status(
    state: HyperstellarState, selection: Selection, choices: PickTable
) -> tuple[Piece, Piece]:
    """Whose turn it is and what to decide (the ``status`` piece), and what to pick for it."""
    return _PROMPT.pieces(state.status(), _hint(state, selection, choices))


def _hint(state: HyperstellarState, selection: Selection, choices: PickTable) -> str:
    """What to pick next, in words."""
    phase = state.phase
    if isinstance(phase, Over):
        return ""
    if isinstance(phase, Placing):
        return _(
            "Pick a lit slot to place a researcher from the hub there. A bunk holds two: two "
            "of one colour can recruit."
        )
    if isinstance(phase, Answering):
        return _(
            "{seat}: buy {water} water for {energy} energy in the console, or say no.",
            seat=_(SEAT_NAMES[phase.seats[0]]),
            water=SHARE_WATER,
            energy=SHARE_COST,
        )
    if isinstance(phase, Acting) and phase.sector == RECYCLING:
        return _("Choose how much water to recycle in the console, or pass.")
    if isinstance(phase, Acting) and phase.sector == CREW:
        return _(
            "Recruit a researcher for {energy} energy in the console, or pass.",
            energy=RECRUIT_COST,
        )
    cards = any(id.startswith("hand:") for id in choices)
    sets = any(id.startswith("choice:score:") for id in choices)
    picked = any(highlight == "selected" for _, highlight in choices.values())
    if sets:
        return _("Score the set in the console, or pick colours to change it.")
    if picked:
        return _("Pick more colours for a set; pick a colour again to put it back.")
    if isinstance(phase, Scoring):
        return _("Pick colours from your hand for another set, or stop scoring.")
    if cards and "choice:research" in choices:
        return _("Research, or pick colours from your hand to make a set to score, or pass.")
    if cards:
        return _("Pick colours from your hand to make a set to score, or pass.")
    return _("Research, or pass.")


def _console(state: HyperstellarState, layout: Layout, choices: PickTable) -> Iterator[Piece]:
    """The box for the decision at hand: what is decided, by whom, and a button per choice."""
    x, y = layout.console
    phase = state.phase
    colour = _deciding_colour(state)
    revolution = state.revolution
    lines: list[str] = []
    if isinstance(phase, Over):
        title, headline = _("GAME OVER"), _winners(state)
        lines = [
            _ranked(state, place, s)
            for place, group in enumerate(state.ranking(), start=1)
            for s in group
        ]
    elif isinstance(phase, Placing):
        title = _("PLACEMENT · REVOLUTION {revolution}", revolution=revolution)
        headline = _("{seat} places", seat=_(SEAT_NAMES[phase.seat]))
        hub = state.hub[phase.seat]
        lines = [
            ngettext(
                "{count} researcher on the hub", "{count} researchers on the hub", hub, count=hub
            ),
            _("Pick a lit slot."),
        ]
    elif isinstance(phase, Answering):
        title = _sector_title(RECYCLING, revolution)
        headline = _(
            "{seat} answers {actor}",
            seat=_(SEAT_NAMES[phase.seats[0]]),
            actor=_(SEAT_NAMES[phase.actor]),
        )
    else:
        sector = LAB if isinstance(phase, Scoring) else phase.sector
        title = _sector_title(sector, revolution)
        who = _(SEAT_NAMES[phase.seat])
        if isinstance(phase, Scoring):
            headline = _("{seat} scores", seat=who)
        else:
            headline = _("{seat} decides", seat=who)
    shapes: list[Shape] = [
        Rect(0, 0, LEFT_W, CONSOLE_H, Style("#111a33", colour or FRAME, 2.5), 10),
        caption(14, 18, title),
        Text(14, 40, headline, Style(colour or INK), 15, "start", True),
    ]
    shapes.extend(
        Text(14, 68 + 19 * k, line, Style(MUTED), size=12, anchor="start")
        for k, line in enumerate(lines)
    )
    label = _("{title}: {headline}", title=title, headline=headline)
    yield Piece("console", x, y, tuple(shapes), label=label)
    # The choices fill the rows from the top and pass keeps the bottom one, so that no
    # button ever moves under a player's pointer (a piece that keeps its id would glide).
    buttons = [(id, choice) for id, choice in choices.items() if id.startswith("choice:")]
    rows = iter(range(_BUTTON_ROWS - 1))
    for id, (action, highlight) in buttons:
        assert isinstance(action, Action)
        row = _BUTTON_ROWS - 1 if isinstance(action, Pass) else next(rows)
        yield Piece(
            id,
            x + 12 + BUTTON_W / 2,
            y + 58 + BUTTON_H / 2 + row * BUTTON_PITCH,
            _button(state, action),
            True,
            highlight,
            state.describe(action),
        )


def _ranked(state: HyperstellarState, place: int, seat: int) -> str:
    """A line of the final ranking: ``"1. Red: 152 points"``."""
    name, points = _(SEAT_NAMES[seat]), _points(state.points[seat])
    if state.in_play(seat):
        return _("{place}. {seat}: {points}", place=place, seat=name, points=points)
    return _("{place}. {seat}: {points} (out)", place=place, seat=name, points=points)


def _sector_title(sector: int, revolution: int) -> str:
    """The console's heading while a sector acts: its number, its name, the revolution."""
    return _(
        "{number}. {sector} · REVOLUTION {revolution}",
        number=sector + 1,
        sector=sector_name(sector).upper(),
        revolution=revolution,
    )


# Rows of buttons in the console: research and two sets at most, and pass.
_BUTTON_ROWS = 4


def _winners(state: HyperstellarState) -> str:
    """Who won, as the console's headline."""
    names = [_(SEAT_NAMES[s]) for s in state.winners()]
    if len(names) == 1:
        return _("{seat} wins", seat=names[0])
    together = _("{seats} and {last}", seats=", ".join(names[:-1]), last=names[-1])
    return _("{seats} share the win", seats=together)


def _button(state: HyperstellarState, action: Action) -> tuple[Shape, ...]:
    """A console button, around its middle: what it does on the left, its cost on the right."""
    left, right = -BUTTON_W / 2 + 12, BUTTON_W / 2 - 12
    words: list[Shape] = []
    if isinstance(action, Score):
        for i, letter in enumerate(action.cards):
            words.extend(card(left + 12 * i, -8, letter, None, 10, 16))
        points = _points(SET_POINTS[action.cards])
        at = left + 8 + 12 * len(action.cards)
        words.append(Text(at, 0, points, Style(INK), 12.5, "start", True))
        cost = _cost(SCORE_COST * len(action.cards))
    else:
        what, cost = _button_words(state, action)
        words.append(Text(left, 0, what, Style(INK), 12.5, "start", True))
    return (
        Rect(-BUTTON_W / 2, -BUTTON_H / 2, BUTTON_W, BUTTON_H, Style(BUTTON, "#3b4a7a", 1.5), 8),
        *words,
        Text(right, 0, cost, Style(MUTED), 11, "end"),
    )


def _cost(energy: int) -> str:
    """A button's price, short: ``"5 energy"``."""
    return _("{cost} energy", cost=energy)


def _button_words(state: HyperstellarState, action: Action) -> tuple[str, str]:
    """What a button other than a set's says: the choice, and what it costs."""
    if isinstance(action, Research):
        cost = _("{cost} energy → {count} cards", cost=RESEARCH_COST, count=RESEARCH_DRAW)
        return _("Research"), cost
    if isinstance(action, Recycle):
        return _("Recycle for {count} water", count=action.water), _cost(RECYCLE_COST[action.water])
    if isinstance(action, BuyWater):
        return _("Buy {count} water", count=SHARE_WATER), _cost(SHARE_COST)
    if isinstance(action, Recruit):
        return _("Recruit a researcher"), _cost(RECRUIT_COST)
    assert isinstance(action, Pass)
    if isinstance(state.phase, Scoring):
        return _("Stop scoring"), ""
    if isinstance(state.phase, Answering):
        return _("No water, thanks"), ""
    return _("Pass"), ""
