"""The fast path of Asteroid Belt's commonest decisions, made without a draft.

The contract. A shortcut is ``shortcut(state, action, quiet)`` for one kind of action
(``SHORTCUTS``, by the action's class): given a state and one of its legal actions, it
returns the very state ``Turn`` would build (:func:`~.turn.advance` without the shortcut):
equal fields, the same events (none when ``quiet``), and the caches the draft would hand
on; or ``None``, for a case it leaves to the draft, and then nothing has changed. It covers
a unit's selection (``None`` for a shuttle's, whose die is rolled), the end of a turn, a
unit's move (``None`` when it leaves or boards a shuttle, or ends next to a Flag) and a
guard's, done (``None`` for an elite's or a stack's orders), dismiss, buy, Target chips, a
guard set up, and a guard's attack (``None`` for a unit's attack, or a beaten elite its owner
may protect): more than nine decisions in ten.

Why it exists. These decisions change two or three fields, and copying every field into a
draft and back costs more than the rule itself; a shortcut makes the next state as one
``msgspec.structs.replace`` of the state. The rules both need (the guards' answer, an
attack's dice, standing units up, ...) are written once, in :mod:`.outcomes`. How it is
checked: tests/asteroid_belt/test_belt_shortcuts.py plays every shortcut against the draft
over seeded random positions, loud and quiet, comparing the state, its events, its legal
actions and the caches handed on; ``tests/benchmarks/digest.py asteroid_belt`` hashes whole
games.

Like ``Draft.build``, a shortcut leaves its raw notes in the new state's
``__dict__["events"]`` (``GameState.events`` makes them Events when first read), hands
the old state's caches on (:func:`~.caches.hand_on`), and redoes the pieces on the cells it
changed as the turn does (:func:`~.caches.in_cell_order`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import msgspec

from ..core import Action
from ..core.events import Note
from .actions import Attack, Buy, Dismiss, Done, End, Move, Select, SetGuard, Target
from .board import ASTEROID_AT, LANE, NAMES, NEAR, TERRAIN, Cell, cell
from .caches import hand_on, in_cell_order
from .outcomes import (
    COMMANDING,
    add_count,
    aimed,
    dismissed,
    duel,
    guard_beaten,
    guard_moved,
    guards_answer,
    losing_cell,
    orders_of,
    orders_over,
    out_of_repair,
    paid_by_mine,
    protected,
    set_at,
    set_up,
    spent_piece,
    stand_up,
    unit_beaten,
)
from .phases import Acting, Guarding, Phase, Sailing
from .pieces import Guard, Unit
from .units import TYPES

if TYPE_CHECKING:
    from .state import AsteroidBeltState

__all__ = ["SHORTCUTS"]

#: A copy of a state with some fields changed, in one C call (``core.state.replace`` without
#: the checks that only a dataclass state needs: these are Struct states).
_replace = msgspec.structs.replace


def _select(state: AsteroidBeltState, action: Select, quiet: bool) -> AsteroidBeltState | None:
    """A unit's orders begin (``None`` for a shuttle, whose speed die is rolled first)."""
    orders = orders_of(state.at, action)
    if orders is None:
        return None
    nxt = _replace(state, phase=orders)
    nxt.__dict__["events"] = ()
    hand_on(state, nxt, None, True)
    return nxt


def _end_turn(state: AsteroidBeltState, action: End, quiet: bool) -> AsteroidBeltState:
    """The end of the active seat's turn: what :meth:`Turn.end_turn` gives, without a draft.

    A fifth of all decisions. The end changes a few fields only (the income, the pieces
    stood up, then the first guard decision or the next turn), set here in one copy of
    ``state`` (``msgspec.structs.replace``) with the same steps and events as the draft's.
    """
    seat = state.active
    income = state.income(seat)
    resources = state.resources
    if income:
        resources = set_at(resources, seat, resources[seat] + income)
    notes: list[Note] | None = None if quiet else [("turn_ended", seat, {"income": income})]
    stood, units = stand_up(state.pieces, seat)
    pieces = state.pieces if stood is None else stood
    at = state.at if stood is None else dict(stood)
    guarding = Guarding(seat, state.targeted(seat))
    answer = guards_answer(state, state.sites, at, guarding, units, notes)
    nxt = answer.applied(state, resources=resources, pieces=pieces)
    nxt.__dict__["events"] = tuple(notes) if notes else ()
    hand_on(state, nxt, None if stood is None else at, True, answer.units)
    return nxt


def _move(state: AsteroidBeltState, action: Move, quiet: bool) -> AsteroidBeltState | None:
    """A unit's or a guard's move, without a draft when it can be (a shuttle's sail is left
    to the draft)."""
    phase = state.phase
    if type(phase) is Acting:
        return _move_unit(state, phase, cell(action.cell), quiet)
    if type(phase) is Guarding:
        return _move_guard(state, phase, cell(action.cell), quiet)
    return None


def _move_unit(
    state: AsteroidBeltState, phase: Acting, dest: Cell, quiet: bool
) -> AsteroidBeltState | None:
    """A unit moves across the board or out of its base: what :meth:`Turn.move` gives,
    without a draft, or ``None`` when the move leaves a shuttle, ends aboard one (a lane) or
    next to a Flag (a mine is built).

    A sixth of all decisions: the unit pays its fuel and stands on ``dest``, where its
    orders go on or end (:func:`orders_over`), set in one copy of ``state``.
    """
    start, kind = phase.cell, phase.kind
    if TERRAIN[dest] == LANE or (kind is not None and TERRAIN[start] == LANE):
        return None
    sites = state.sites
    for a in NEAR[dest]:
        if sites[a].flag:
            return None
    seat = state.active
    board = dict(state.at)
    reserve = state.reserve
    if kind is None:  # on the board
        unit = board.pop(start)
        assert isinstance(unit, Unit)
        kind = unit.kind
    else:  # out of the base's stack
        reserve = set_at(reserve, seat, add_count(reserve[seat], kind, -1))
    board[dest] = Unit(seat, kind)
    orders: Phase = COMMANDING
    if orders_over(board, dest, phase.attacked):
        board[dest] = Unit(seat, kind, True)
    else:
        orders = Acting(dest, None, True, phase.attacked)
    fuel = TYPES[kind].fuel
    nxt = _replace(
        state,
        phase=orders,
        resources=set_at(state.resources, seat, state.resources[seat] - fuel),
        reserve=reserve,
        pieces=in_cell_order(state.pieces, board, (start, dest) if phase.kind is None else (dest,)),
    )
    moved = {"unit": kind, "start": NAMES[start], "end": NAMES[dest], "fuel": fuel}
    nxt.__dict__["events"] = () if quiet else (("moved", seat, moved),)
    hand_on(state, nxt, board, True)
    return nxt


def _move_guard(
    state: AsteroidBeltState, phase: Guarding, dest: Cell, quiet: bool
) -> AsteroidBeltState:
    """The guard whose turn it is moves: what :meth:`Turn.guard_move` gives, without a draft."""
    start = phase.attackers[0]
    board = dict(state.at)
    guard = board[dest] = board.pop(start)
    assert isinstance(guard, Guard)
    step, seat, moved = guard_moved(phase, guard, dest, state.players)
    nxt = _replace(state, phase=step, pieces=in_cell_order(state.pieces, board, (start, dest)))
    nxt.__dict__["events"] = () if quiet else (("guard_moved", seat, moved),)
    hand_on(state, nxt, board, True, state.guard_units())
    return nxt


def _set_guard(state: AsteroidBeltState, action: SetGuard, quiet: bool) -> AsteroidBeltState:
    """A waiting guard set up: what :meth:`Turn.set_guard` gives, without a draft."""
    phase = state.phase
    assert isinstance(phase, Guarding)
    c = cell(action.cell)
    guard, sites, details = set_up(state.sites, phase, c)
    board = dict(state.at)
    board[c] = guard
    notes: list[Note] | None = None
    if not quiet:
        notes = [("guard_set", (phase.invader + 1) % state.players, details)]
    answer = guards_answer(state, sites, board, phase, state.guard_units(), notes)
    nxt = answer.applied(state, sites=sites, pieces=in_cell_order(state.pieces, board, (c,)))
    nxt.__dict__["events"] = tuple(notes) if notes else ()
    hand_on(state, nxt, board, False, answer.units)
    return nxt


def _guard_attack(
    state: AsteroidBeltState, action: Attack, quiet: bool
) -> AsteroidBeltState | None:
    """A guard's attack: what :meth:`Turn.guard_attack` gives, without a draft (a unit's
    attack, and a beaten elite its owner may protect, are left to the draft)."""
    phase = state.phase
    if type(phase) is not Guarding:
        return None
    at, start, target = state.at, phase.attackers[0], cell(action.cell)
    guard, unit = at[start], at[target]
    won, rng, seat, details = duel(state.rng, guard, unit, start, target, False)
    if won and protected(state.chips, unit):
        return None
    notes: list[Note] | None = None if quiet else [("attack", seat, details)]
    loser = losing_cell(won, guard, start, target, seat, notes)
    units, repair, sites = state.guard_units(), state.repair, state.sites
    if loser is None:
        board, pieces = at, state.pieces
    else:
        board = dict(at)
        beaten = board.pop(loser)
        pieces = in_cell_order(state.pieces, board, (loser,))
        if loser == target:
            assert isinstance(beaten, Unit)
            repair = unit_beaten(repair, loser, beaten, notes)
            units = units - {target}
        else:
            assert isinstance(beaten, Guard)
            sites = guard_beaten(sites, board, loser, beaten, notes)
    rest = Guarding(phase.invader, phase.sites, phase.attackers[1:], False)
    answer = guards_answer(state, sites, board, rest, units, notes)
    nxt = answer.applied(state, rng=rng, repair=repair, sites=sites, pieces=pieces)
    nxt.__dict__["events"] = tuple(notes) if notes else ()
    hand_on(state, nxt, None if board is at else board, sites is state.sites, answer.units)
    return nxt


def _done(state: AsteroidBeltState, action: Done, quiet: bool) -> AsteroidBeltState | None:
    """The selected unit or shuttle stops acting: :meth:`Turn.done`, without a draft."""
    phase = state.phase
    if not (type(phase) is Sailing or (type(phase) is Acting and phase.kind is None)):
        return None
    c = phase.cell
    board = dict(state.at)
    board[c] = spent_piece(board[c])
    nxt = _replace(state, phase=COMMANDING, pieces=in_cell_order(state.pieces, board, (c,)))
    nxt.__dict__["events"] = ()
    hand_on(state, nxt, board, True)
    return nxt


def _dismiss(state: AsteroidBeltState, action: Dismiss, quiet: bool) -> AsteroidBeltState:
    """The selected unit goes to repair: :meth:`Turn.dismiss`, without a draft."""
    phase = state.phase
    assert isinstance(phase, Acting)
    c = phase.cell
    board = dict(state.at)
    unit = board.pop(c)
    assert isinstance(unit, Unit)
    repair, details = dismissed(state.repair, c, unit)
    pieces = in_cell_order(state.pieces, board, (c,))
    nxt = _replace(state, phase=COMMANDING, repair=repair, pieces=pieces)
    nxt.__dict__["events"] = () if quiet else (("dismissed", unit.owner, details),)
    hand_on(state, nxt, board, True)
    return nxt


def _buy(state: AsteroidBeltState, action: Buy, quiet: bool) -> AsteroidBeltState:
    """A unit built onto the base or next to a fresh mine: what :meth:`Turn.buy` gives,
    without a draft."""
    seat, kind = state.active, action.kind
    price = state.seating.faction[seat].price(kind)
    repair, chips = out_of_repair(state.repair, state.chips, seat, kind)
    resources = set_at(state.resources, seat, state.resources[seat] - price)
    if action.cell is None:
        reserve = set_at(state.reserve, seat, add_count(state.reserve[seat], kind, 1))
        nxt = _replace(state, resources=resources, repair=repair, chips=chips, reserve=reserve)
        board, where = None, "base"
    else:
        c = cell(action.cell)
        board = dict(state.at)
        board[c] = Unit(seat, kind)
        nxt = _replace(
            state,
            resources=resources,
            repair=repair,
            chips=chips,
            pieces=in_cell_order(state.pieces, board, (c,)),
            fresh=paid_by_mine(state.fresh, c, price),
        )
        where = NAMES[c]
    bought = {"unit": kind, "cell": where, "price": price}
    nxt.__dict__["events"] = () if quiet else (("bought", seat, bought),)
    hand_on(state, nxt, board, True)
    return nxt


def _target(state: AsteroidBeltState, action: Target, quiet: bool) -> AsteroidBeltState:
    """A Target chip on an asteroid: what :meth:`Turn.target` gives, without a draft."""
    seat, a = state.active, ASTEROID_AT[cell(action.cell)]
    sites, targeted = aimed(state.sites, a, seat)
    nxt = _replace(state, sites=sites)
    nxt.__dict__["events"] = () if quiet else (("targeted", seat, targeted),)
    state._hand_on_aimed(nxt, action, a, targeted["replaced"])
    return nxt


#: The actions resolved without a draft when they can be, each with its shortcut (the module's
#: docstring gives their contract).
SHORTCUTS: dict[
    type[Action], Callable[[AsteroidBeltState, Any, bool], AsteroidBeltState | None]
] = {
    Select: _select,
    End: _end_turn,
    Move: _move,
    Done: _done,
    Dismiss: _dismiss,
    Buy: _buy,
    Target: _target,
    SetGuard: _set_guard,
    Attack: _guard_attack,
}
