"""Why an action is illegal, in the words of the rule it breaks.

The legal actions are the single source of truth: an action is allowed exactly when it is
among them. When it is not, :func:`refusal` finds the rule that forbids it, so that the
:class:`~junkspace.core.errors.IllegalActionError` teaches the game instead of just refusing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action
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
from .board import ASTEROID_AT, ASTEROIDS, NAMES, PORTALS, cell
from .narration import WORDS, a_unit, resources, seat, the_guard, the_unit, unit
from .phases import Acting, Commanding, Creating, Guarding, Protecting, Sailing
from .pieces import Guard, Shuttle, Unit
from .reach import strike_reach
from .units import ELITE, KINDS, TYPES, Kind

if TYPE_CHECKING:
    from .state import AsteroidBeltState

__all__ = ["refusal"]

_, ngettext = WORDS.gettext, WORDS.ngettext

# The turn steps in which each kind of action can be decided.
_STEPS: dict[type, tuple[type, ...]] = {
    Select: (Commanding,),
    Target: (Commanding,),
    Buy: (Commanding,),
    Reinforce: (Commanding,),
    End: (Commanding,),
    Move: (Acting, Sailing, Guarding),
    Attack: (Acting, Sailing, Guarding),
    Strike: (Acting,),
    Teleport: (Acting,),
    Create: (Acting, Creating),
    Raid: (Sailing,),
    Dismiss: (Acting,),
    Done: (Acting, Sailing),
    SetGuard: (Guarding,),
    Protect: (Protecting,),
    Decline: (Protecting,),
}


def refusal(state: AsteroidBeltState, action: Action) -> str | None:
    """The rule ``action`` breaks in ``state``, in words, or ``None`` when it is legal."""
    if action in state.legal_actions():
        return None
    steps = _STEPS.get(action.__class__)
    if steps is None:
        return _("{action} is not an Asteroid Belt action", action=repr(action))
    phase = state.phase
    if not isinstance(phase, steps) or (
        isinstance(action, SetGuard) != (isinstance(phase, Guarding) and phase.placing)
    ):
        if _before_guards_moved(state):
            return _(
                "'{action}' is not possible now: {status} (before guards could move, this "
                "guard had nothing to do: a record saved then replays with the option "
                "guards='stand')",
                action=action,
                status=state.status(),
            )
        return _("'{action}' is not possible now: {status}", action=action, status=state.status())
    name = seat(state.seating.colours, state.active)
    reason = _specific(state, action, name)
    return reason or _(
        "'{action}' is not allowed here: {status}", action=action, status=state.status()
    )


def _before_guards_moved(state: AsteroidBeltState) -> bool:
    """Whether to hint, for replaying an old record, that this guard's decision is new with
    guard moves."""
    phase = state.phase
    return (
        isinstance(phase, Guarding)
        and not phase.placing
        and not phase.moved
        and not state.guard_targets(phase.attackers[0], phase.invader)
    )


def _specific(state: AsteroidBeltState, action: Action, name: str) -> str | None:
    phase = state.phase
    number = state.active
    at = state.at
    if isinstance(action, Select):
        c = cell(action.cell)
        piece = at.get(c)
        if action.kind is not None:
            if c == state.seating.bases[number]:
                if not state.reserve[number][KINDS.index(action.kind)]:
                    return _(
                        "{who} has no {unit} waiting on its base", who=name, unit=unit(action.kind)
                    )
            elif not isinstance(piece, Shuttle) or piece.owner != number:
                return _(
                    "units leave a stack only from your own base or shuttle, and {cell} is neither",
                    cell=action.cell,
                )
            elif all(u.kind != action.kind or u.spent for u in piece.passengers):
                return _(
                    "no {unit} in the shuttle on {cell} can still move this turn",
                    unit=unit(action.kind),
                    cell=action.cell,
                )
            return _no_move(state, action.kind, number) or _(
                "{unit} on {cell} has nowhere to go: its way out is blocked",
                unit=the_unit(action.kind),
                cell=action.cell,
            )
        if piece is None:
            return _("there is nothing on {cell} to give orders to", cell=action.cell)
        if isinstance(piece, Guard) or piece.owner != number:
            return _("{who} can only give orders to its own units and shuttles", who=name)
        if piece.spent:
            return _("each unit and shuttle acts once per turn, and this one already has")
    if isinstance(action, Move):
        if isinstance(phase, Guarding):
            return _guard_move(state, phase)
        if isinstance(phase, Sailing):
            if phase.moved:
                return _("a shuttle sails once per turn")
            return ngettext(
                "the shuttle rolled {count}: it sails up to {count} cells along free shuttle "
                "lanes (crossing asteroids, jumping between portals) to a free lane",
                "the shuttle rolled {count}: it sails up to {count} cells along free shuttle "
                "lanes (crossing asteroids, jumping between portals) to a free lane",
                phase.speed,
                count=phase.speed,
            )
        assert isinstance(phase, Acting)
        if phase.moved:
            return _("a unit moves once per turn")
        piece = at.get(phase.cell)
        kind = phase.kind or (piece.kind if isinstance(piece, Unit) else ELITE)
        return _no_move(state, kind, number) or _(
            "{unit} cannot reach {cell}: it moves up to {speed} orthogonal steps through free "
            "cells ({ground}; asteroids and portals may be crossed), or one step more into a "
            "shuttle",
            unit=the_unit(kind),
            cell=action.cell,
            speed=TYPES[kind].speed,
            ground=_("highways and open space") if kind == ELITE else _("highways only"),
        )
    if isinstance(action, (Attack, Strike)):
        return _attack(state, action, name)
    if isinstance(action, Teleport):
        assert isinstance(phase, Acting)
        piece = at.get(phase.cell)
        if not isinstance(piece, Unit) or piece.kind != ELITE or phase.kind is not None:
            return _("only the elite on the board can teleport")
        if "teleport" not in state.chips[number]:
            return _("{who}'s Teleportation chip is already spent", who=name)
        if phase.moved:
            return _("teleporting is the elite's move, and it has already moved")
        return _(
            "the elite teleports only to a free highway or open-space cell, not {cell}",
            cell=action.cell,
        )
    if isinstance(action, Create):
        return _create(state, name)
    if isinstance(action, Raid):
        assert isinstance(phase, Sailing)
        if phase.attacked:
            return _("a shuttle attacks or raids once per turn")
        return _(
            "the cargo shuttle waits in the portal {portal}: raiding it needs your shuttle on a "
            "lane orthogonally next to that portal",
            portal=NAMES[PORTALS[state.cargo]],
        )
    if isinstance(action, (Dismiss, Done)):
        return _("a unit leaving a stack must move out: it has no other order")
    if isinstance(action, Target):
        return _target(state, action, name)
    if isinstance(action, Buy):
        return _buy(state, action, name)
    if isinstance(action, Reinforce):
        if state.reinforced[number]:
            return _("reinforcements come only once per game")
        return _(
            "reinforcements are only for a faction with no unit on the board or its base and "
            "not enough resources to build one"
        )
    if isinstance(action, SetGuard):
        assert isinstance(phase, Guarding)
        return _(
            "a guard is set up on a free highway or open-space cell next to its asteroid "
            "{asteroid}, not on {cell}",
            asteroid=NAMES[ASTEROIDS[phase.sites[0]].cell],
            cell=action.cell,
        )
    return None


def _guard_move(state: AsteroidBeltState, phase: Guarding) -> str:
    guard = state.at[phase.attackers[0]]
    assert isinstance(guard, Guard)
    if state.rules.guards == "stand":
        return _(
            "the guards stand in this game (option guards='stand'): they attack from where they are"
        )
    if phase.moved:
        return _("a guard moves once, before it attacks: it attacks now")
    return _(
        "{guard} moves up to {speed} orthogonal steps through free cells (highways and open "
        "space), to a cell next to its asteroid {asteroid} from which it can attack one of "
        "{invader}'s units",
        guard=the_guard(guard.kind),
        speed=TYPES[guard.kind].speed,
        asteroid=NAMES[ASTEROIDS[guard.home].cell],
        invader=seat(state.seating.colours, phase.invader),
    )


def _no_move(state: AsteroidBeltState, kind: Kind, number: int) -> str | None:
    fuel = TYPES[kind].fuel
    if fuel > state.resources[number]:
        return _(
            "a move of {unit} costs {fuel} and {who} has {has}",
            unit=unit(kind),
            fuel=resources(fuel),
            who=seat(state.seating.colours, number),
            has=state.resources[number],
        )
    return None


def _attack(state: AsteroidBeltState, action: Attack | Strike, name: str) -> str:
    phase = state.phase
    at = state.at
    target = at.get(cell(action.cell))
    if isinstance(phase, Guarding):
        return _(
            "the guard on {cell} attacks one of {invader}'s units within its reach",
            cell=NAMES[phase.attackers[0]],
            invader=seat(state.seating.colours, phase.invader),
        )
    if isinstance(phase, Sailing):
        if phase.attacked:
            return _("a shuttle attacks once per turn")
        return _(
            "a shuttle attacks only another faction's shuttle on a lane orthogonally next to it"
        )
    assert isinstance(phase, Acting)
    if phase.kind is not None:
        return _("a unit leaving a stack must move first")
    if phase.attacked:
        return _("a unit attacks once per turn")
    if isinstance(action, Strike):
        if "attack" not in state.chips[state.active]:
            return _("{who}'s Unconditional attack chip is already spent", who=name)
        if not state.elite_in_play(state.active):
            return _("the elite's chips work only while the elite is in play")
    attacker = at[phase.cell]
    assert isinstance(attacker, Unit)
    if target is None or isinstance(target, Shuttle):
        return _(
            "there is no enemy unit on {cell} (shuttles are attacked only by shuttles)",
            cell=action.cell,
        )
    if isinstance(target, Unit) and target.owner == attacker.owner:
        return _("a unit attacks only enemies: other factions' units and aboriginal guards")
    if cell(action.cell) not in strike_reach(attacker.kind, phase.cell):
        if TYPES[attacker.kind].ranged:
            return _("reconnaissance attacks within two cells, diagonals included")
        return _("units attack orthogonally next to them; only reconnaissance reaches further")
    return _("'{action}' is not allowed here", action=action)


def _create(state: AsteroidBeltState, name: str) -> str:
    phase = state.phase
    number = state.active
    faction = state.seating.faction[number]
    kind = faction.favourite
    if isinstance(phase, Acting):
        piece = state.at.get(phase.cell)
        if not isinstance(piece, Unit) or piece.kind != ELITE or phase.kind is not None:
            return _("only the elite on the board creates units")
        if state.created:
            return _("the elite creates {unit} units once per turn", unit=unit(kind))
    if not state.repair[number][KINDS.index(kind)]:
        return _("{who} has no {unit} in repair to create", who=name, unit=unit(kind))
    if faction.price(kind) > state.resources[number]:
        return _(
            "creating {unit} costs {count} resources", unit=unit(kind), count=faction.price(kind)
        )
    return _(
        "the elite creates {unit} units only on free highway cells next to an own mine that is "
        "next to the elite",
        unit=unit(kind),
    )


def _target(state: AsteroidBeltState, action: Target, name: str) -> str:
    a = ASTEROID_AT.get(cell(action.cell))
    if a is None:
        return _("there is no asteroid on {cell}", cell=action.cell)
    site = state.sites[a]
    if site.owner is not None:
        return _("a mine or a starting base cannot be targeted: a mine is never lost")
    if site.flag:
        return _(
            "this asteroid's guards are beaten: move a unit next to its Flag to build the mine"
        )
    if site.target == state.active:
        return _("{who}'s Target chip is already on {cell}", who=name, cell=action.cell)
    return _("a Target chip goes on an asteroid within two cells of one of your units on the board")


def _buy(state: AsteroidBeltState, action: Buy, name: str) -> str:
    number = state.active
    price = state.seating.faction[number].price(action.kind)
    if not state.repair[number][KINDS.index(action.kind)]:
        return _(
            "{who} has no {unit} in repair: every unit of that type is in play",
            who=name,
            unit=unit(action.kind),
        )
    if price > state.resources[number]:
        return _(
            "{unit} costs {who} {count} resources and it has {has}",
            unit=a_unit(action.kind),
            who=name,
            count=price,
            has=state.resources[number],
        )
    if action.cell is not None:
        return _(
            "units are placed on the board only on a free cell next to a mine built this turn, "
            "paid from what that mine brought (otherwise they are built onto the base)"
        )
    return _("'{action}' is not allowed here", action=action)
