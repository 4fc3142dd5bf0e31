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
from .phases import Acting, Commanding, Creating, Guarding, Protecting, Sailing
from .pieces import Guard, Shuttle, Unit
from .reach import strike_reach
from .units import ELITE, KINDS, TYPES, Kind

if TYPE_CHECKING:
    from .state import AsteroidBeltState

__all__ = ["refusal"]

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
        return f"{action!r} is not an Asteroid Belt action"
    phase = state.phase
    if not isinstance(phase, steps) or (
        isinstance(action, SetGuard) != (isinstance(phase, Guarding) and phase.placing)
    ):
        return f"'{action}' is not possible now: {state.status()}{_before_guards_moved(state)}"
    name = state.seat_name(state.active)
    reason = _specific(state, action, name)
    return reason or f"'{action}' is not allowed here: {state.status()}"


def _before_guards_moved(state: AsteroidBeltState) -> str:
    """A hint for replaying an old record: this guard's decision is new with guard moves."""
    phase = state.phase
    if (
        isinstance(phase, Guarding)
        and not phase.placing
        and not phase.moved
        and not state.guard_targets(phase.attackers[0], phase.invader)
    ):
        return (
            " (before guards could move, this guard had nothing to do: a record saved then "
            "replays with the option guards='stand')"
        )
    return ""


def _specific(state: AsteroidBeltState, action: Action, name: str) -> str | None:
    phase = state.phase
    seat = state.active
    at = state.at
    if isinstance(action, Select):
        c = cell(action.cell)
        piece = at.get(c)
        if action.kind is not None:
            if c == state.seating.bases[seat]:
                if not state.reserve[seat][KINDS.index(action.kind)]:
                    return f"{name} has no {action.kind} waiting on its base"
            elif not isinstance(piece, Shuttle) or piece.owner != seat:
                return (
                    f"units leave a stack only from your own base or shuttle, and "
                    f"{action.cell} is neither"
                )
            elif all(u.kind != action.kind or u.spent for u in piece.passengers):
                return f"no {action.kind} in the shuttle on {action.cell} can still move this turn"
            return _no_move(state, action.kind, seat) or (
                f"the {action.kind} on {action.cell} has nowhere to go: its way out is blocked"
            )
        if piece is None:
            return f"there is nothing on {action.cell} to give orders to"
        if isinstance(piece, Guard) or piece.owner != seat:
            return f"{name} can only give orders to its own units and shuttles"
        if piece.spent:
            return "each unit and shuttle acts once per turn, and this one already has"
    if isinstance(action, Move):
        if isinstance(phase, Guarding):
            return _guard_move(state, phase)
        if isinstance(phase, Sailing):
            if phase.moved:
                return "a shuttle sails once per turn"
            return (
                f"the shuttle rolled {phase.speed}: it sails up to {phase.speed} cells along "
                f"free shuttle lanes (crossing asteroids, jumping between portals) to a free lane"
            )
        assert isinstance(phase, Acting)
        if phase.moved:
            return "a unit moves once per turn"
        unit = at.get(phase.cell)
        kind = phase.kind or (unit.kind if isinstance(unit, Unit) else ELITE)
        return _no_move(state, kind, seat) or (
            f"the {kind} cannot reach {action.cell}: it moves up to {TYPES[kind].speed} "
            f"orthogonal steps through free cells ({_ground(kind)}; asteroids and portals "
            f"may be crossed), or one step more into a shuttle"
        )
    if isinstance(action, (Attack, Strike)):
        return _attack(state, action, name)
    if isinstance(action, Teleport):
        assert isinstance(phase, Acting)
        unit = at.get(phase.cell)
        if not isinstance(unit, Unit) or unit.kind != ELITE or phase.kind is not None:
            return "only the elite on the board can teleport"
        if "teleport" not in state.chips[seat]:
            return f"{name}'s Teleportation chip is already spent"
        if phase.moved:
            return "teleporting is the elite's move, and it has already moved"
        return f"the elite teleports only to a free highway or open-space cell, not {action.cell}"
    if isinstance(action, Create):
        return _create(state, action, name)
    if isinstance(action, Raid):
        assert isinstance(phase, Sailing)
        if phase.attacked:
            return "a shuttle attacks or raids once per turn"
        return (
            f"the cargo shuttle waits in the portal {NAMES[PORTALS[state.cargo]]}: raiding it "
            f"needs your shuttle on a lane orthogonally next to that portal"
        )
    if isinstance(action, (Dismiss, Done)):
        return "a unit leaving a stack must move out: it has no other order"
    if isinstance(action, Target):
        return _target(state, action, name)
    if isinstance(action, Buy):
        return _buy(state, action, name)
    if isinstance(action, Reinforce):
        if state.reinforced[seat]:
            return "reinforcements come only once per game"
        return (
            "reinforcements are only for a faction with no unit on the board or its base "
            "and not enough resources to build one"
        )
    if isinstance(action, SetGuard):
        assert isinstance(phase, Guarding)
        a = phase.sites[0]
        return (
            f"a guard is set up on a free highway or open-space cell next to its asteroid "
            f"{NAMES[ASTEROIDS[a].cell]}, not on {action.cell}"
        )
    return None


def _guard_move(state: AsteroidBeltState, phase: Guarding) -> str:
    guard = state.at[phase.attackers[0]]
    assert isinstance(guard, Guard)
    if state.rules.guards == "stand":
        return (
            "the guards stand in this game (option guards='stand'): they attack from where they are"
        )
    if phase.moved:
        return "a guard moves once, before it attacks: it attacks now"
    return (
        f"the {guard.kind} guard moves up to {TYPES[guard.kind].speed} orthogonal steps "
        f"through free cells (highways and open space), to a cell next to its asteroid "
        f"{NAMES[ASTEROIDS[guard.home].cell]} from which it can attack one of "
        f"{state.seat_name(phase.invader)}'s units"
    )


def _ground(kind: str) -> str:
    return "highways and open space" if kind == ELITE else "highways only"


def _no_move(state: AsteroidBeltState, kind: Kind, seat: int) -> str | None:
    fuel = TYPES[kind].fuel
    if fuel > state.resources[seat]:
        return (
            f"a move of {kind} costs {fuel} resource{'s' * (fuel != 1)} and "
            f"{state.seat_name(seat)} has {state.resources[seat]}"
        )
    return None


def _attack(state: AsteroidBeltState, action: Attack | Strike, name: str) -> str:
    phase = state.phase
    at = state.at
    target = at.get(cell(action.cell))
    if isinstance(phase, Guarding):
        return (
            f"the guard on {NAMES[phase.attackers[0]]} attacks one of "
            f"{state.seat_name(phase.invader)}'s units within its reach"
        )
    if isinstance(phase, Sailing):
        if phase.attacked:
            return "a shuttle attacks once per turn"
        return "a shuttle attacks only another faction's shuttle on a lane orthogonally next to it"
    assert isinstance(phase, Acting)
    if phase.kind is not None:
        return "a unit leaving a stack must move first"
    if phase.attacked:
        return "a unit attacks once per turn"
    if isinstance(action, Strike):
        if "attack" not in state.chips[state.active]:
            return f"{name}'s Unconditional attack chip is already spent"
        if not state.elite_in_play(state.active):
            return "the elite's chips work only while the elite is in play"
    unit = at[phase.cell]
    assert isinstance(unit, Unit)
    if target is None or isinstance(target, Shuttle):
        return f"there is no enemy unit on {action.cell} (shuttles are attacked only by shuttles)"
    if isinstance(target, Unit) and target.owner == unit.owner:
        return "a unit attacks only enemies: other factions' units and aboriginal guards"
    if cell(action.cell) not in strike_reach(unit.kind, phase.cell):
        if TYPES[unit.kind].ranged:
            return "reconnaissance attacks within two cells, diagonals included"
        return "units attack orthogonally next to them; only reconnaissance reaches further"
    return f"'{action}' is not allowed here"


def _create(state: AsteroidBeltState, action: Create, name: str) -> str:
    phase = state.phase
    seat = state.active
    faction = state.seating.faction[seat]
    kind = faction.favourite
    if isinstance(phase, Acting):
        unit = state.at.get(phase.cell)
        if not isinstance(unit, Unit) or unit.kind != ELITE or phase.kind is not None:
            return "only the elite on the board creates units"
        if state.created:
            return f"the elite creates {kind} units once per turn"
    if not state.repair[seat][KINDS.index(kind)]:
        return f"{name} has no {kind} in repair to create"
    if faction.price(kind) > state.resources[seat]:
        return f"creating {kind} costs {faction.price(kind)} resources"
    return (
        f"the elite creates {kind} units only on free highway cells next to an own mine "
        f"that is next to the elite"
    )


def _target(state: AsteroidBeltState, action: Target, name: str) -> str:
    a = ASTEROID_AT.get(cell(action.cell))
    if a is None:
        return f"there is no asteroid on {action.cell}"
    site = state.sites[a]
    if site.owner is not None:
        return "a mine or a starting base cannot be targeted: a mine is never lost"
    if site.flag:
        return "this asteroid's guards are beaten: move a unit next to its Flag to build the mine"
    if site.target == state.active:
        return f"{name}'s Target chip is already on {action.cell}"
    return "a Target chip goes on an asteroid within two cells of one of your units on the board"


def _buy(state: AsteroidBeltState, action: Buy, name: str) -> str:
    seat = state.active
    price = state.seating.faction[seat].price(action.kind)
    if not state.repair[seat][KINDS.index(action.kind)]:
        return f"{name} has no {action.kind} in repair: every unit of that type is in play"
    if price > state.resources[seat]:
        return (
            f"{_a(action.kind)} costs {name} {price} resources and it has {state.resources[seat]}"
        )
    if action.cell is not None:
        return (
            "units are placed on the board only on a free cell next to a mine built this "
            "turn, paid from what that mine brought (otherwise they are built onto the base)"
        )
    return f"'{action}' is not allowed here"


def _a(kind: str) -> str:
    return f"an {kind}" if kind[0] in "aeiou" else f"a {kind}"
