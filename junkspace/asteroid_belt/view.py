"""The Asteroid Belt board: a scene of the position, and what picking on it means.

Over the board (see :mod:`.drawing` for how everything looks), the scene shows each
asteroid's chips (Target, Flag, Mine, in the faction's colour) and brown pips for its guards
still waiting; the cargo shuttle in its portal; units, guards and shuttles (with their
passengers' letters) where they stand, a unit faded once spent. Each faction's panel shows
its points on the achievement scale to the goal, its resources, its elite chips, the units
waiting on its base and those in repair with their price; then come the last decision's
dice, which tumble in, and the buttons of the moment.

Pieces are named by the cell they stand on (``unit:b4``), as the rules know them: a piece
that has just moved is new under its new name and carries the way it came, along which the
board glides it, and a faint trail shows that way until the next decision.

Picking follows the turn. Pick a unit (on the board, or waiting on the base in the panel) to
give it orders: the cells it can reach and the enemies it can attack light up, and picking
one moves or attacks. An asteroid in reach is targeted by picking it, a unit in repair is
built by picking it, an elite chip is played by picking it and then its target, and the
buttons (Done, End turn, Protect, ...) are one pick away. The next player sets up and
commands the guards the same way.

>>> import junkspace
>>> state = junkspace.new_game("asteroid_belt", players=2, seed=1)
>>> pick(state, (), "reserve:0:assault")
Select(cell='a1', kind='assault')
>>> state = state.apply("select a1 assault")
>>> sorted(scene(state).highlighted("target"))
['cell:b1', 'cell:b2', 'cell:b3', 'cell:b4', 'cell:c2', 'cell:d2']
>>> pick(state, (), "cell:b4")
Move(cell='b4')
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from ..core import Action, Event, GameState
from ..i18n import N_
from ..render import Circle, Layer, Piece, Point, Polygon, Rect, Scene, Shape, Style, Text, moved
from ..render.kit import Choice, PickTable, Prompt, caption, expect, picker, turn_frame
from ..render.theme import BUTTON, CYAN, GOLD, INK, MUTED, NIGHT
from ..render.view import DECIDING, Selection, Viewer, viewer_decides
from .actions import (
    Attack,
    Buy,
    Create,
    Decline,
    Dismiss,
    Done,
    End,
    Move,
    Protect,
    Raid,
    Reinforce,
    Select,
    SetGuard,
    Strike,
    Target,
    Teleport,
)
from .board import (
    ASTEROID,
    ASTEROIDS,
    LANE,
    NAMES,
    PORTAL,
    PORTALS,
    STEPS,
    TERRAIN,
    Cell,
    cell,
)
from .drawing import (
    ACTIONS_H,
    ACTIONS_Y,
    CARGO,
    FACTION_COLOURS,
    FACTION_H,
    GUARD_COLOUR,
    GUARD_EDGE,
    SCENE_HEIGHT,
    SCENE_WIDTH,
    SIDE_W,
    SIDE_X,
    badge,
    cargo_shapes,
    centre,
    chip_shapes,
    die_shapes,
    faction_y,
    flag,
    scale_box,
    shuttle_shapes,
    static_layer,
    unit_shapes,
    used_chip,
)
from .narration import WORDS, chip_name, guard_name, owned, resources, the_unit, unit
from .phases import Acting, Commanding, Creating, Guarding, Over, Protecting, Sailing
from .pieces import Guard, Shuttle, Unit
from .reach import can_stand
from .rules import CHIPS
from .state import AsteroidBeltState
from .text import counted_units
from .units import KINDS, Kind

__all__ = ["pick", "scene"]

_, ngettext = WORDS.gettext, WORDS.ngettext

_KIND_OF: dict[str, Kind] = {kind: kind for kind in KINDS}


@cache
def _lineup_colours(lineup: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(FACTION_COLOURS[f] for f in lineup)


def _colours(state: AsteroidBeltState) -> tuple[str, ...]:
    """The colour of each seat's faction."""
    return _lineup_colours(state.seating.lineup)


# -- what can be picked --------------------------------------------------------------------


def _at_id(state: AsteroidBeltState, c: Cell) -> str:
    """The id of the piece standing on ``c``, or of the cell itself when it is free."""
    piece = state.at.get(c)
    if isinstance(piece, Unit):
        return f"unit:{NAMES[c]}"
    if isinstance(piece, Guard):
        return f"guard:{NAMES[c]}"
    if isinstance(piece, Shuttle):
        return f"shuttle:{NAMES[c]}"
    return f"cell:{NAMES[c]}"


@dataclass(frozen=True, slots=True)
class _Context:
    """Facts about the legal actions that decide where some of them are picked."""

    stacks: frozenset[str]  # shuttles with units that may leave them
    fresh: frozenset[Kind]  # kinds that may be built next to a mine built this turn

    @classmethod
    def of(cls, legal: tuple[Action, ...]) -> _Context:
        stacks = {a.cell for a in legal if isinstance(a, Select) and a.kind is not None}
        fresh = {a.kind for a in legal if isinstance(a, Buy) and a.cell is not None}
        return cls(frozenset(stacks), frozenset(fresh))


def _place(state: AsteroidBeltState, context: _Context, action: Action) -> tuple[str | None, str]:
    """Where an action is picked: ``(mode, id)``.

    ``mode`` is the piece to pick first (an elite chip, a unit in repair with several places
    to go, a shuttle with units to let out), or ``None`` when the action is one pick away.
    """
    seat = state.active
    if isinstance(action, Select):
        here = cell(action.cell)
        if here in state.seating.bases:
            return None, f"reserve:{seat}:{action.kind}"
        if isinstance(state.at[here], Shuttle):
            if action.cell not in context.stacks:
                return None, f"shuttle:{action.cell}"
            mode = f"shuttle:{action.cell}"
            return mode, "act:sail" if action.kind is None else f"rider:{action.kind}"
        return None, f"unit:{action.cell}"
    if isinstance(action, (Move, Attack, SetGuard)):
        return None, _at_id(state, cell(action.cell))
    if isinstance(action, Strike):
        return f"chip:{seat}:attack", _at_id(state, cell(action.cell))
    if isinstance(action, Teleport):
        return f"chip:{seat}:teleport", f"cell:{action.cell}"
    if isinstance(action, Create):
        return ("act:create" if isinstance(state.phase, Acting) else None), f"cell:{action.cell}"
    if isinstance(action, Target):
        return None, f"asteroid:{action.cell}"
    if isinstance(action, Buy):
        token = f"repair:{seat}:{action.kind}"
        if action.kind not in context.fresh:
            return None, token
        if action.cell is None:
            return token, f"asteroid:{NAMES[state.seating.bases[seat]]}"
        return token, f"cell:{action.cell}"
    if isinstance(action, Raid):
        return None, "cargo"
    return None, _BUTTONS[type(action)][0]


#: The panel's buttons: the action each stands for, its id and its words.
_BUTTONS: dict[type[Action], tuple[str, str]] = {
    End: ("act:end", N_("End turn")),
    Done: ("act:done", N_("Done")),
    Dismiss: ("act:dismiss", N_("Dismiss")),
    Reinforce: ("act:reinforce", N_("Reinforce")),
    Protect: ("act:protect", N_("Protect")),
    Decline: ("act:decline", N_("Decline")),
}


@dataclass(frozen=True, slots=True)
class _Choices:
    """The pieces that can be picked now, each with what picking it does and how it is lit.

    ``mode`` is the chip, token or shuttle picked first that these choices belong to, if any.
    """

    picks: PickTable
    mode: str | None


def _choices(state: AsteroidBeltState, selection: Selection) -> _Choices:
    """What each pickable piece does now (read by both ``scene`` and ``pick``).

    With no mode picked, the actions one pick away are offered, and each mode's piece opens
    it. Inside a mode, its actions are offered, its piece closes it again, and the other
    modes' pieces switch to them. A selection that does not fit the position counts as none.
    """
    legal = state.legal_actions()
    context = _Context.of(legal)
    placed = [(*_place(state, context, action), action) for action in legal]
    modes = {mode for mode, _, _ in placed if mode is not None}
    mode = selection[0] if len(selection) == 1 and selection[0] in modes else None
    picks = PickTable()
    for where, id, action in placed:
        if where == mode:
            picks[id] = Choice(action, "target")
    for other in sorted(modes):
        if other == mode:
            picks[other] = Choice((), "selected")
        else:
            picks[other] = Choice((other,), "target" if mode is None else None)
    return _Choices(picks, mode)


def _pick_table(state: AsteroidBeltState, selection: Selection) -> PickTable:
    """The pieces that can be picked now, without the mode: what ``pick`` reads."""
    return _choices(state, selection).picks


pick = picker(AsteroidBeltState, _pick_table)


# -- the position ---------------------------------------------------------------------------


def scene(state: GameState, selection: Selection = (), viewer: Viewer = DECIDING) -> Scene:
    """The board for ``state``, with ``selection`` highlighted and what can be picked marked.

    Everything on this board is public (the dice are shown once rolled),
    so every ``viewer`` sees the same board; only the one deciding sees its choices lit.
    """
    state = expect(state, AsteroidBeltState)
    decides = viewer_decides(state, viewer)
    choices = _choices(state, selection) if decides else _Choices(PickTable(), None)
    picks = choices.picks
    paths = _paths(state)
    return Scene(
        SCENE_WIDTH,
        SCENE_HEIGHT,
        (
            static_layer(state.seating.lineup, state.rules.goal),
            Layer("marks", (*_trails(state, paths), *_focus(state))),
            Layer("asteroids", tuple(_asteroids(state, picks))),
            Layer("cells", tuple(_cells(picks))),
            Layer("pieces", tuple(_pieces(state, picks, paths))),
            Layer("factions", tuple(_factions(state, picks))),
            Layer("dice", tuple(_dice(state))),
            Layer("prompt", (*_status(state, choices), *_buttons(state, choices))),
        ),
        description=str(state),  # all of it public
    )


def _label(state: AsteroidBeltState, picks: PickTable, id: str, words: str) -> str:
    """A piece's label: what it is, or what picking it does when it is an action."""
    outcome = picks.outcome(id)
    return state.describe(outcome) if isinstance(outcome, Action) else words


def _asteroids(state: AsteroidBeltState, picks: PickTable) -> Iterator[Piece]:
    """The chips on each asteroid (Target, Flag, Mine), its waiting guards, a base's units."""
    for rock, site in zip(ASTEROIDS, state.sites, strict=True):
        name = NAMES[rock.cell]
        x, y = centre(rock.cell)
        shapes: list[Shape] = [Rect(-13, -13, 26, 26, Style())]
        words = [_("class-{grade} asteroid {cell}", grade=rock.grade, cell=name)]
        base_seat = state.seating.base_seat(rock.id)
        if base_seat is not None:
            faction = _(state.seating.faction[base_seat].name)
            words = [_("{faction}'s base {cell}", faction=faction, cell=name)]
            waiting = sum(state.reserve[base_seat])
            if waiting:
                shapes.append(Circle(10, 10, 7, Style("#ffffff", NIGHT, 1.2)))
                shapes.append(Text(10, 10.5, str(waiting), Style(NIGHT), size=9, bold=True))
                words.append(
                    ngettext(
                        "{count} unit waiting on it",
                        "{count} units waiting on it",
                        waiting,
                        count=waiting,
                    )
                )
        elif site.owner is not None:
            shapes.extend(badge("M", _colours(state)[site.owner], site.owner))
            words.append(_("{seat}'s mine", seat=_(state.seat_name(site.owner))))
        elif site.flag:
            shapes.extend(flag())
            words.append(_("a Flag: the first unit to move next to it builds a mine"))
        elif site.target is not None:
            shapes.extend(badge("T", _colours(state)[site.target], site.target))
            words.append(_("{seat}'s Target", seat=_(state.seat_name(site.target))))
        for k in range(len(site.waiting)):
            shapes.append(Circle(-9 + 5 * k, 11.5, 2.3, Style(GUARD_COLOUR, GUARD_EDGE, 0.8)))
        if site.waiting:
            kinds = ", ".join(unit(kind) for kind in site.waiting)
            words.append(_("guards waiting: {kinds}", kinds=kinds))
        id = f"asteroid:{name}"
        pickable, highlight = picks.lit(id)
        label = _label(state, picks, id, "; ".join(words))
        yield Piece(id, x, y, tuple(shapes), pickable, highlight, label)


_CELL_MARK = (Rect(-9, -9, 18, 18, Style(), 3), Circle(0, 0, 3, Style(GOLD, opacity=0.9)))


def _cells(picks: PickTable) -> Iterator[Piece]:
    """The free cells that can be picked now: where to move, set up, build, create.

    They can be many (a teleport reaches most of the board), so each is named by its
    action's notation, which keeps a move's patch small.
    """
    for id, (outcome, highlight) in picks.items():
        if id.startswith("cell:"):
            x, y = centre(cell(id[5:]))
            yield Piece(id, x, y, _CELL_MARK, True, highlight, str(outcome))


def _pieces(
    state: AsteroidBeltState, picks: PickTable, paths: dict[Cell, tuple[Point, ...]]
) -> Iterator[Piece]:
    """Guards, units and shuttles where they stand, and the cargo shuttle in its portal."""
    x, y = centre(PORTALS[state.cargo])
    portal = state.cargo + 1
    pickable, highlight = picks.lit("cargo")
    words = _(
        "the cargo shuttle, waiting in portal {number} ({cell})",
        number=portal,
        cell=NAMES[PORTALS[state.cargo]],
    )
    label = _label(state, picks, "cargo", words)
    yield Piece("cargo", x, y, cargo_shapes(), pickable, highlight, label)
    for c, piece in state.pieces:
        id = _at_id(state, c)
        name = NAMES[c]
        shapes: tuple[Shape, ...]
        if isinstance(piece, Guard):
            shapes = unit_shapes(piece.kind, GUARD_COLOUR, edge=GUARD_EDGE)
            words = _(
                "{guard} of {asteroid} on {cell}",
                guard=guard_name(piece.kind),
                asteroid=NAMES[ASTEROIDS[piece.home].cell],
                cell=name,
            )
        elif isinstance(piece, Shuttle):
            faction = state.seating.lineup[piece.owner]
            shapes = shuttle_shapes(piece, FACTION_COLOURS[faction], faction)
            shuttle = owned("shuttle", _(state.seat_name(piece.owner)))
            riders = ", ".join(unit(u.kind) for u in piece.passengers)
            if riders:
                words = _(
                    "{shuttle} on {cell} carrying {riders}",
                    shuttle=shuttle,
                    cell=name,
                    riders=riders,
                )
            else:
                words = _("{shuttle} on {cell}, empty", shuttle=shuttle, cell=name)
        else:
            faction = state.seating.lineup[piece.owner]
            opacity = 0.5 if piece.spent else 1.0
            shapes = unit_shapes(piece.kind, FACTION_COLOURS[faction], 11, opacity, NIGHT, faction)
            mine = owned(piece.kind, _(state.seat_name(piece.owner)))
            if piece.spent:
                words = _("{unit} on {cell} (spent this turn)", unit=mine, cell=name)
            else:
                words = _("{unit} on {cell}", unit=mine, cell=name)
        pickable, highlight = picks.lit(id)
        x, y = centre(c)
        label = _label(state, picks, id, words)
        yield Piece(id, x, y, shapes, pickable, highlight, label, paths.get(c, ()))


# -- moves: the way each piece went ---------------------------------------------------------


def _way(state: AsteroidBeltState, start: Cell, end: Cell, kind: Kind | None) -> list[Cell]:
    """A shortest way a unit of ``kind`` (a shuttle if ``None``) took from start to end.

    Only the piece that moved has changed on the board since, so the way it took is still
    free. A shuttle entering a portal may leave by any other.
    """
    at = state.at

    def passable(c: Cell) -> bool:
        terrain = TERRAIN[c]
        if terrain in (ASTEROID, PORTAL):
            return True
        if kind is None:
            return terrain == LANE and c not in at
        return c not in at and can_stand(kind, terrain)

    came: dict[Cell, Cell] = {start: start}
    frontier = [start]
    while frontier and end not in came:
        nxt = []
        for here in frontier:
            steps = STEPS[here]
            if kind is None and TERRAIN[here] == PORTAL:
                steps = steps + PORTALS
            for there in steps:
                if there not in came and (there == end or passable(there)):
                    came[there] = here
                    nxt.append(there)
        frontier = nxt
    if end not in came:
        return [start, end]
    way = [end]
    while way[-1] != start:
        way.append(came[way[-1]])
    return way[::-1]


def _paths(state: AsteroidBeltState) -> dict[Cell, tuple[Point, ...]]:
    """The way each piece that just moved travelled, by the cell it arrived on."""
    out: dict[Cell, tuple[Point, ...]] = {}
    for event in state.events:
        if event.kind not in ("moved", "boarded", "sailed", "teleported"):
            continue
        start, end = cell(event["start"]), cell(event["end"])
        if event.kind == "teleported":
            way = [start, end]
        elif event.kind == "sailed":
            way = _way(state, start, end, None)
        else:
            way = _way(state, start, end, event["unit"])
        out[end] = tuple(centre(c) for c in way)
    return out


def _trails(state: AsteroidBeltState, paths: dict[Cell, tuple[Point, ...]]) -> Iterator[Piece]:
    """The way the last move went, drawn faintly in the mover's colour."""
    colour = _colours(state)[state.active]
    for end, points in sorted(paths.items()):
        yield Piece(
            f"trail:{NAMES[end]}",
            0,
            0,
            (Polygon(points, Style(None, colour, 3, 0.45, (6, 5)), closed=False),),
        )


def _focus(state: AsteroidBeltState) -> Iterator[Piece]:
    """A ring around what the current orders are for: a unit, a shuttle, a guard, a rock."""
    phase = state.phase
    if isinstance(phase, Creating):
        phase = phase.resume
    where: Cell | None = None
    if isinstance(phase, (Acting, Sailing, Protecting)):
        where = phase.cell
    elif isinstance(phase, Guarding):
        where = phase.attackers[0] if phase.attackers else ASTEROIDS[phase.sites[0]].cell
    if where is not None:
        x, y = centre(where)
        ring = Rect(-16.5, -16.5, 33, 33, Style(None, CYAN, 2.5), 8)
        yield Piece("focus", x, y, (ring,), label=_("orders for {cell}", cell=NAMES[where]))


# -- the factions, the dice, the status -----------------------------------------------------


def _factions(state: AsteroidBeltState, picks: PickTable) -> Iterator[Piece]:
    """What changes in the factions' panels, and a frame around the one deciding now."""
    scores = state.scores()
    goal = state.rules.goal
    deciding = state.current_player
    for seat in range(state.players):
        colour = _colours(state)[seat]
        name = _(state.seat_name(seat))
        top = faction_y(seat)
        points = scores[seat]
        score = f"{points} / {goal}"
        yield Piece(
            f"score:{seat}",
            SIDE_X + SIDE_W - 12,
            top + 17,
            (
                Text(0, 0, score, Style(INK), size=15, anchor="end", bold=True),
                Text(
                    -8 * len(score) - 6,
                    1,
                    ngettext("point", "points", goal),
                    Style(MUTED),
                    size=10,
                    anchor="end",
                ),
            ),
            label=ngettext(
                "{seat}: {count} of {goal} points",
                "{seat}: {count} of {goal} points",
                goal,
                seat=name,
                count=points,
                goal=goal,
            ),
        )
        filled = [
            Rect(left, 33, width, 9, Style(colour), 1.5)
            for left, width in (scale_box(goal, k) for k in range(min(points, goal)))
        ]
        yield Piece(f"scale:{seat}", SIDE_X, top, tuple(filled))
        money = state.resources[seat]
        yield Piece(
            f"money:{seat}",
            SIDE_X + 18,
            top + 60,
            (
                Polygon(((0, -7), (6, 0), (0, 7), (-6, 0)), Style(CARGO, NIGHT, 1)),
                Text(11, 0.5, str(money), Style(INK), size=15, anchor="start", bold=True),
                Text(
                    17 + 10 * len(str(money)),
                    1,
                    ngettext("resource", "resources", money),
                    Style(MUTED),
                    10,
                    "start",
                ),
            ),
            label=_("{seat}: {resources}", seat=name, resources=resources(money)),
        )
        live = state.elite_in_play(seat)
        for k, chip in enumerate(CHIPS):
            id = f"chip:{seat}:{chip}"
            pickable, highlight = picks.lit(id)
            have = chip in state.chips[seat]
            if not have:
                words = _("{seat}'s {chip} chip (used)", seat=name, chip=chip_name(chip))
            elif live:
                words = _("{seat}'s {chip} chip", seat=name, chip=chip_name(chip))
            else:
                words = _(
                    "{seat}'s {chip} chip (the elite is not in play)",
                    seat=name,
                    chip=chip_name(chip),
                )
            yield Piece(
                id,
                SIDE_X + SIDE_W - 70 + 26 * k,
                top + 60,
                chip_shapes(chip, colour, have and live) if have else used_chip(),
                pickable,
                highlight,
                words,
            )
        yield from _tokens(state, picks, seat, "reserve", top + 86)
        yield from _tokens(state, picks, seat, "repair", top + 114)
    if deciding is not None:
        colour = _colours(state)[deciding]
        top = faction_y(deciding)
        pointer = Polygon(((-11, 9), (-3, 17), (-11, 25)), Style(colour))
        box = (SIDE_X, top, SIDE_W, FACTION_H)
        who = _("{seat} to decide", seat=_(state.seat_name(deciding)))
        yield turn_frame(who, colour, box, pointer)


def _tokens(
    state: AsteroidBeltState, picks: PickTable, seat: int, area: str, y: float
) -> Iterator[Piece]:
    """The units waiting on a base (``reserve``) or in ``repair``, a token per type.

    A unit in repair shows its price under it, and is faded while it cannot be built.
    """
    counts = state.reserve[seat] if area == "reserve" else state.repair[seat]
    faction = state.seating.faction[seat]
    colour = _colours(state)[seat]
    for k, kind in enumerate(KINDS):
        count = counts[k]
        if not count:
            continue
        id = f"{area}:{seat}:{kind}"
        pickable, highlight = picks.lit(id)
        shapes: list[Shape] = [Rect(-13, -13, 47, 26, Style("#1b2547", "#2f3b66", 1), 13)]
        if area == "reserve":
            words = _(
                "{seat}: {units} waiting on the base",
                seat=_(state.seat_name(seat)),
                units=counted_units(kind, count),
            )
            shapes.extend(unit_shapes(kind, colour, 8.5))
        else:
            price = faction.price(kind)
            words = _(
                "{seat}: {units} in repair, built for {price}",
                seat=_(state.seat_name(seat)),
                units=counted_units(kind, count),
                price=resources(price),
            )
            shapes.extend(unit_shapes(kind, colour, 8.5, 1.0 if pickable else 0.45))
            shapes.append(Polygon(((0, 15), (3, 18), (0, 21), (-3, 18)), Style(CARGO)))
            shapes.append(Text(6, 18.5, str(price), Style(MUTED), 9.5, "start", bold=True))
            # Building is offered quietly: the lit pieces are the ones that give orders.
            highlight = None if highlight == "target" else highlight
        shapes.append(Text(13, 0.5, f"×{count}", Style(INK), size=11.5, anchor="start", bold=True))
        label = _label(state, picks, id, words)
        yield Piece(id, SIDE_X + 86 + 60 * k, y, tuple(shapes), pickable, highlight, label)


def _dice_rolled(state: AsteroidBeltState, event: Event) -> list[tuple[int, str, str]]:
    """The dice an event shows: ``(value, colour, caption)`` for each."""
    seat = event.seat
    colour = _colours(state)[seat] if seat is not None else GUARD_COLOUR
    kind = event.kind
    if kind in ("cargo_placed", "cargo_jumped"):
        return [(event["die"], CARGO, _("cargo"))]
    if kind == "shuttle_rolled":
        return [(event["die"], colour, _("speed"))]
    if kind == "raid":
        return [(event["die"], colour, _("raid"))]
    if kind == "created" and event.get("die") is not None:
        return [(event["die"], colour, _("2nd on 4+"))]
    if kind == "attack" and not event["sure"]:
        defender = event["defender_seat"]
        d_colour = _colours(state)[defender] if defender is not None else GUARD_COLOUR
        return [
            (event["attack_die"], colour, _("attack +{bonus}", bonus=event["attack_bonus"])),
            (event["defence_die"], d_colour, _("defence +{bonus}", bonus=event["defence_bonus"])),
        ]
    return []


#: An attack's line in the dice box, by its result: a sentence each, for each language's
#: word order and agreement.
_DUELS = {
    "won": N_("Attack on {cell}: {attack} against {defence}, won."),
    "lost": N_("Attack on {cell}: {attack} against {defence}, lost."),
    "tie": N_("Attack on {cell}: {attack} against {defence}, tie."),
}


def _dice_words(event: Event) -> str | None:
    """A short line for the dice box about an event that rolled dice (or a sure strike)."""
    kind = event.kind
    if kind in ("cargo_placed", "cargo_jumped"):
        number = PORTALS.index(cell(event["portal"])) + 1
        if kind == "cargo_placed":
            return _("The cargo shuttle starts in portal {number}.", number=number)
        return _("The cargo shuttle jumps to portal {number}.", number=number)
    if kind == "shuttle_rolled":
        return _("Shuttle on {cell}: sails up to {die}.", cell=event["cell"], die=event["die"])
    if kind == "raid":
        if event["result"] == "lost":
            return _("Raid: shuttle lost.")
        if event["result"] == "escaped":
            return _("Raid: cargo escaped.")
        reward = event["reward"]
        return ngettext(
            "Raid: {count} resource plundered.",
            "Raid: {count} resources plundered.",
            reward,
            count=reward,
        )
    if kind == "created" and event.get("die") is not None:
        if event["die"] >= 4:
            return _("Creation die {die}: a second unit!", die=event["die"])
        return _("Creation die {die}: one.", die=event["die"])
    if kind == "attack":
        if event["sure"]:
            return _("Attack on {cell}: a sure strike, won.", cell=event["cell"])
        return _(
            _DUELS[event["result"]],
            cell=event["cell"],
            attack=event["attack_die"] + event["attack_bonus"],
            defence=event["defence_die"] + event["defence_bonus"],
        )
    return None


def _dice(state: AsteroidBeltState) -> Iterator[Piece]:
    """The dice the last decision rolled, tumbling in, and what they decided.

    A position knows only its last decision's dice, so after a decision that rolled none
    the box says what rolls dice, and so when it will show some.
    """
    rolled: list[tuple[int, str, str, str]] = []
    lines: list[str] = []
    for event in state.events:
        sentence = state.narrate(event)
        rolled.extend(
            (v, colour, caption, sentence) for v, colour, caption in _dice_rolled(state, event)
        )
        words = _dice_words(event)
        if words is not None:
            lines.append(words)
    for k, (value, colour, what, sentence) in enumerate(rolled[:3]):
        x = SIDE_X + 30 + 104 * k
        y = faction_y(state.players) + 38
        yield Piece(f"die:{k}", x, y, die_shapes(value, colour), label=sentence, dice=True)
        caption_text = Text(0, 0, what, Style(MUTED), size=10, anchor="start")
        yield Piece(f"die:{k}:caption", x + 20, y, (caption_text,))
    if not lines:
        lines = [
            _("The last decision rolled no dice."),
            _("Attacks, raids, sailing and creating roll dice here."),
        ]
    for k, line in enumerate(lines[:2]):
        y = faction_y(state.players) + (68 if rolled else 36) + 15 * k
        text = Text(0, 0, line, Style(INK), size=11.5, anchor="start")
        yield Piece(f"dice:line:{k}", SIDE_X + 12, y, (text,))


def _status(state: AsteroidBeltState, choices: _Choices) -> Iterator[Piece]:
    """Whose turn it is and what they decide, what to pick, and the round."""
    yield from Prompt().pieces(state.status(), _hint(state, choices))
    yield _round_piece(state)


#: How many rounds before the cap the round counter turns to a warning.
_CAPGOLD = 5


def _round_piece(state: AsteroidBeltState) -> Piece:
    """The round counter, and (with a turn cap) when the game ends, warning as it nears.

    >>> import junkspace
    >>> piece = _round_piece(junkspace.new_game("asteroid_belt", players=2, seed=1))
    >>> piece.label
    'Round 1 of 40: the game ends after round 40'
    """
    rounds = state.rules.rounds
    round_ = state.turn // state.players + 1
    x, y = SIDE_X + SIDE_W - 12, ACTIONS_Y + ACTIONS_H / 2
    if rounds is None:
        said = _("Round {round}", round=round_)
        return Piece("round", x, y, (_round_text(0, said, MUTED, 12),), label=said)
    round_ = min(round_, rounds)
    left = rounds - round_
    if left == 0:
        ending, colour = _("the last round: then the game ends"), GOLD
    elif left < _CAPGOLD:
        ending = ngettext(
            "{count} round left, then the game ends",
            "{count} rounds left, then the game ends",
            left + 1,
            count=left + 1,
        )
        colour = GOLD
    else:
        ending, colour = _("the game ends after round {rounds}", rounds=rounds), MUTED
    said = _("Round {round} of {rounds}", round=round_, rounds=rounds)
    shapes = (_round_text(-7, said, colour, 12), _round_text(9, ending, colour, 9.5, bold=False))
    return Piece("round", x, y, shapes, label=_("{round}: {ending}", round=said, ending=ending))


def _round_text(y: float, text: str, colour: str, size: float, bold: bool = True) -> Text:
    return Text(0, y, text, Style(colour), size=size, anchor="end", bold=bold)


#: What picking does, in words, for each kind of action offered one pick away.
_OFFERS: tuple[tuple[tuple[type[Action], ...], str], ...] = (
    ((Select,), N_("a unit or shuttle to give it orders")),
    ((Target,), N_("a lit asteroid to target it")),
    ((Buy,), N_("a unit in repair to build it")),
    ((Reinforce,), N_("Reinforce")),
    ((Move,), N_("a lit cell to move")),
    ((Attack,), N_("a lit enemy to attack")),
    ((Strike, Teleport), N_("an elite chip")),
    ((Create,), N_("Create")),
    ((Raid,), N_("the cargo shuttle to raid it")),
)


def _hint(state: AsteroidBeltState, choices: _Choices) -> str:
    """What to pick next, in words."""
    phase = state.phase
    mode = choices.mode
    if isinstance(phase, Over):
        return ""
    if mode is not None:
        if mode.startswith("chip:") and mode.endswith("attack"):
            return _(
                "Pick the enemy to strike: a sure win, no dice (pick the chip again to keep it)."
            )
        if mode.startswith("chip:"):
            return _(
                "Pick any lit cell to teleport the elite there (pick the chip again to keep it)."
            )
        if mode == "act:create":
            return _("Pick a lit cell next to your mine to create your unit there.")
        if mode.startswith("shuttle:"):
            return _("Sail (the die sets how far), or pick a unit to let it out of the shuttle.")
        built = the_unit(_KIND_OF[mode.split(":")[2]])
        return _("Pick where to build {unit}: next to the new mine, or on your base.", unit=built)
    if isinstance(phase, Acting) and phase.kind is not None:
        return _("Pick a lit cell to move {unit} to.", unit=the_unit(phase.kind))
    if isinstance(phase, Creating):
        return _("Pick a lit cell for the second unit.")
    if isinstance(phase, Guarding):
        if phase.placing:
            return _("Pick a lit cell next to the asteroid to set up its guard.")
        invader = _(state.seat_name(phase.invader))
        if phase.moved:
            return _("Pick which of {seat}'s units the guard attacks.", seat=invader)
        return _(
            "Pick which of {seat}'s units the guard attacks, or a lit cell next to the "
            "asteroid to move it first.",
            seat=invader,
        )
    if isinstance(phase, Protecting):
        return _("Protect the elite with the chip, or decline and let it go to repair.")
    offered = {type(action) for action in state.legal_actions()}
    parts = [words for kinds, words in _OFFERS if offered.intersection(kinds)]
    said = [_(words) for words in parts]
    if isinstance(phase, Sailing):
        if Move in offered:
            sail = _("a lit lane to sail (up to {speed})", speed=phase.speed)
            said[parts.index("a lit cell to move")] = sail
        if Attack in offered:
            said[parts.index("a lit enemy to attack")] = _("an enemy shuttle to attack")
    last = _("End turn") if isinstance(phase, Commanding) else _("Done")
    if not said:
        return _("Nothing left to order here: pick {button}.", button=last)
    # The offers are a list of phrases, each whole in its language.
    return _("Pick {offers}, or {button}.", offers=", ".join(said), button=last)


def _buttons(state: AsteroidBeltState, choices: _Choices) -> Iterator[Piece]:
    """The buttons of the moment in the actions box, left to right."""
    left = SIDE_X + 12
    y = ACTIONS_Y + ACTIONS_H / 2
    words = {id: _(text) for id, text in _BUTTONS.values()} | {
        "act:sail": _("Sail"),
        "act:create": _("Create"),
    }
    colour = _colours(state)[state.active]
    for id, (outcome, highlight) in choices.picks.items():
        shapes: tuple[Shape, ...]
        if id.startswith("rider:"):
            kind = _KIND_OF[id[6:]]
            width = 64.0
            shapes = (
                Rect(-width / 2, -14, width, 28, Style(BUTTON, GOLD, 1.6), 8),
                *(moved(s, -16, 0) for s in unit_shapes(kind, colour, 8.5)),
                Text(-3, 0.5, _("out"), Style(INK), size=12.5, anchor="start", bold=True),
            )
        elif id.startswith("act:"):
            text = words[id]
            width = 24 + 7.8 * len(text)
            chosen = highlight == "selected"
            shapes = (
                Rect(
                    -width / 2,
                    -14,
                    width,
                    28,
                    Style(GOLD if chosen else BUTTON, GOLD, 1.6),
                    8,
                ),
                Text(0, 0.5, text, Style(NIGHT if chosen else INK), size=12.5, bold=True),
            )
        else:
            continue
        label = state.describe(outcome) if isinstance(outcome, Action) else words.get(id, id)
        yield Piece(id, left + width / 2, y, shapes, True, None, label)
        left += width + 8
    if left == SIDE_X + 12:
        note = _("GAME OVER") if state.is_over else _("ACTIONS: pick on the board")
        yield Piece("actions:none", left, y, (caption(0, 0, note),))
