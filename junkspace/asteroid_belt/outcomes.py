"""What the rules make of a situation, as functions of a position's parts: an attack's dice
and the piece it beats, the guards' answer, units standing up at a turn's end, a unit out of
repair, a fresh mine paying for a unit.

Each is one rule, written once: :class:`~.turn.Turn`'s verbs apply them to the draft, and
the shortcuts of :mod:`.shortcuts` to a copy of the state, so the two cannot disagree on a
rule. Events are appended to ``notes`` as ``(kind, seat, details)``; ``None`` is a quiet
turn's, which records none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import msgspec

from ..core.events import Note
from .actions import Select
from .board import ASTEROIDS, NAMES, NEAR, Cell, cell
from .phases import Acting, Commanding, Guarding, Over, Phase
from .pieces import Guard, Piece, Shuttle, Site, Unit
from .reach import enemies, guard_busy, guard_cells, guard_zone, guards_of
from .rules import CHIPS, Chip
from .units import ELITE, KINDS, TYPES, Counts, Kind

if TYPE_CHECKING:
    from ..core import Rng
    from .state import AsteroidBeltState

_replace = msgspec.structs.replace

#: The steps that need no values: giving orders, and a game ended by the turn cap.
COMMANDING = Commanding()
TRUNCATED = Over(True)


def set_at(row: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """``row`` with ``row[index]`` replaced by ``value``."""
    return (*row[:index], value, *row[index + 1 :])


def add_count(counts: Counts, kind: Kind, delta: int) -> Counts:
    """``counts`` (by type, in ``KINDS`` order) with ``delta`` more of ``kind``."""
    i = KINDS.index(kind)
    c = list(counts)
    c[i] += delta
    return (c[0], c[1], c[2], c[3])


def _ranged(piece: Piece) -> bool:
    return not isinstance(piece, Shuttle) and TYPES[piece.kind].ranged


def _who(piece: Piece) -> tuple[int | None, str]:
    """A piece in an event: its owner (None for guards) and what it is."""
    if isinstance(piece, Shuttle):
        return piece.owner, "shuttle"
    if isinstance(piece, Guard):
        return None, f"{piece.kind} guard"
    return piece.owner, piece.kind


def stand_up(
    pieces: tuple[tuple[Cell, Piece], ...], seat: int
) -> tuple[tuple[tuple[Cell, Piece], ...] | None, set[Cell]]:
    """The pieces as a turn's end stands them up, and the cells of ``seat``'s units.

    The spent units and the shuttles with anything spent aboard stand again, each on its
    cell (so the pieces keep their cell order); ``None`` when nothing was spent. The units'
    cells are what the guards look for (what ``exposed`` finds, found in the same pass).
    """
    stood: list[tuple[Cell, Piece]] = []
    changed = False
    units: set[Cell] = set()
    for pair in pieces:
        c, p = pair
        if type(p) is Unit:
            if p.owner == seat:
                units.add(c)
            if p.spent:
                pair = (c, Unit(p.owner, p.kind))
                changed = True
        elif type(p) is Shuttle and (p.spent or any(u.spent for u in p.passengers)):
            pair = (c, Shuttle(tuple(Unit(u.owner, u.kind) for u in p.passengers)))
            changed = True
        stood.append(pair)
    return (tuple(stood) if changed else None), units


class Answer(msgspec.Struct, frozen=True, gc=False):
    """What the guards' answer changes (see :func:`guards_answer`): the next step; the active
    seat, the turn count, the mines built this turn and whether its elite created, which
    change when the next turn begins; and the invader's units, handed on to the next guard
    decision (``None`` once the turn has passed).

    A Struct, made in C: a third of all decisions end with an answer, and a ``NamedTuple``'s
    Python ``__new__`` cost them more than the answer's own rule (``gc=False``: it holds
    values, never itself)."""

    phase: Phase
    active: int
    turn: int
    fresh: tuple[tuple[int, int], ...]
    created: bool
    units: set[Cell] | None

    def applied(self, state: AsteroidBeltState, **changes: Any) -> AsteroidBeltState:
        """``state`` with this answer and the other ``changes`` (one copy, in C)."""
        return _replace(
            state,
            phase=self.phase,
            active=self.active,
            turn=self.turn,
            fresh=self.fresh,
            created=self.created,
            **changes,
        )


def guards_answer(
    state: AsteroidBeltState,
    sites: tuple[Site, ...],
    at: dict[Cell, Piece],
    phase: Guarding,
    units: set[Cell],
    notes: list[Note] | None,
) -> Answer:
    """What changes once the guards have answered up to ``phase`` (with these ``sites``,
    board and invader's ``units``, the cells :func:`exposed` finds), and the units to hand on
    to the next state.

    For each targeted asteroid in turn: set up its waiting guards while there is room next
    to it, then let each of its guards with an invader in reach, now or after a move within
    the guard area, (move and) attack. The next such guard decision is a new step, handed the
    units; asteroids whose guards wait for room are noted in ``notes`` (``None``: a quiet
    turn). When the guards have nothing (more) to do, the next faction's turn begins: the
    turn count, the active seat and its step, no fresh mines, nothing created; or the turn
    cap ends the game (the seat stays active; ``game_over`` noted).
    """
    invader = phase.invader
    targets, attackers, placing = phase.sites, phase.attackers, phase.placing
    moving = state.rules.guards == "move"
    while targets:
        a = targets[0]
        if placing:
            site = sites[a]
            if site.target == invader and site.waiting:
                if guard_cells(at, a):
                    placing_step = Guarding(invader, targets, (), True)
                    return Answer(
                        placing_step, state.active, state.turn, state.fresh, state.created, units
                    )
                if notes is not None:
                    details = {"asteroid": NAMES[ASTEROIDS[a].cell], "guards": list(site.waiting)}
                    notes.append(("guards_wait", None, details))
            attackers = () if guard_zone(a).isdisjoint(units) else guards_of(at, a)
            placing = False
        elif guard_zone(a).isdisjoint(units):
            attackers = ()
        while attackers and not guard_busy(at, attackers[0], units, moving):
            attackers = attackers[1:]
        if attackers:
            attacking = Guarding(invader, targets, attackers, False)
            return Answer(attacking, state.active, state.turn, state.fresh, state.created, units)
        targets, placing = targets[1:], True
    turn = state.turn + 1
    players = state.players
    rounds = state.rules.rounds
    step: Phase = COMMANDING
    active = (invader + 1) % players
    if rounds is not None and turn >= rounds * players:
        if notes is not None:
            notes.append(("game_over", None, {"truncated": True}))
        active, step = state.active, TRUNCATED
    return Answer(step, active, turn, (), False, None)


def aimed(sites: tuple[Site, ...], a: int, seat: int) -> tuple[tuple[Site, ...], dict[str, Any]]:
    """The sites once ``seat``'s Target chip lies on asteroid ``a``, replacing anyone else's,
    and the details of its ``targeted`` event."""
    site = sites[a]
    details = {"asteroid": NAMES[ASTEROIDS[a].cell], "replaced": site.target}
    return set_at(sites, a, Site(seat, site.waiting)), details


def dismissed(
    repair: tuple[Counts, ...], c: Cell, unit: Unit
) -> tuple[tuple[Counts, ...], dict[str, Any]]:
    """The repair counts once a player sends their own ``unit`` on ``c`` to repair (it was in
    the way), and the details of its ``dismissed`` event."""
    owner = unit.owner
    details = {"unit": unit.kind, "cell": NAMES[c]}
    return set_at(repair, owner, add_count(repair[owner], unit.kind, 1)), details


def guard_moved(
    phase: Guarding, guard: Guard, dest: Cell, players: int
) -> tuple[Guarding, int, dict[str, Any]]:
    """The guard decision once the guard whose turn it is (``guard``, the first of the
    attackers) has moved to ``dest`` within its guard area, to attack from there; the seat
    that moved it (the invader's left neighbour), and the details of its ``guard_moved``
    event."""
    start = phase.attackers[0]
    details = {
        "unit": guard.kind,
        "start": NAMES[start],
        "end": NAMES[dest],
        "asteroid": NAMES[ASTEROIDS[guard.home].cell],
    }
    step = Guarding(phase.invader, phase.sites, (dest, *phase.attackers[1:]), False, True)
    return step, (phase.invader + 1) % players, details


def set_up(
    sites: tuple[Site, ...], phase: Guarding, c: Cell
) -> tuple[Guard, tuple[Site, ...], dict[str, Any]]:
    """The next waiting guard of the asteroid the guards handle now, set up on ``c``: the
    guard, the sites with it no longer waiting, and the details of its ``guard_set`` event."""
    a = phase.sites[0]
    site = sites[a]
    kind = site.waiting[0]
    details = {"unit": kind, "cell": NAMES[c], "asteroid": NAMES[ASTEROIDS[a].cell]}
    return Guard(kind, a), set_at(sites, a, Site(site.target, site.waiting[1:])), details


def duel(
    rng: Rng, attacker: Piece, defender: Piece, a_cell: Cell, d_cell: Cell, sure: bool
) -> tuple[bool | None, Rng, int | None, dict[str, Any]]:
    """One attack: whether the attacker wins (``None``: a tie), the generator after the
    dice, the attacker's seat and the details of the ``attack`` event.

    Each side rolls a die (the attacker first) and adds its bonus; the higher total wins.
    A sure attack (the Unconditional attack chip) wins without dice. Shuttle against
    shuttle, the fuller one has +1.
    """
    if isinstance(attacker, Shuttle):
        assert isinstance(defender, Shuttle)
        mine, theirs = len(attacker.passengers), len(defender.passengers)
        a_bonus, d_bonus = int(mine > theirs), int(theirs > mine)
    else:
        assert not isinstance(defender, Shuttle)
        a_bonus, d_bonus = TYPES[attacker.kind].attack, TYPES[defender.kind].defence
    a_seat, a_piece = _who(attacker)
    d_seat, d_piece = _who(defender)
    details: dict[str, Any] = {
        "attacker": a_piece,
        "from_cell": NAMES[a_cell],
        "defender": d_piece,
        "defender_seat": d_seat,
        "cell": NAMES[d_cell],
    }
    if sure:
        details.update(sure=True, result="won")
        return True, rng, a_seat, details
    a_die, rng = rng.roll()
    d_die, rng = rng.roll()
    a_total, d_total = a_die + a_bonus, d_die + d_bonus
    won = None if a_total == d_total else a_total > d_total
    details.update(
        sure=False,
        attack_die=a_die,
        attack_bonus=a_bonus,
        defence_die=d_die,
        defence_bonus=d_bonus,
        result="tie" if won is None else "won" if won else "lost",
    )
    return won, rng, a_seat, details


def protected(chips: tuple[tuple[Chip, ...], ...], defender: Piece) -> bool:
    """True for a beaten elite whose owner still holds the protection chip (and decides)."""
    return (
        type(defender) is Unit and defender.kind == ELITE and "protection" in chips[defender.owner]
    )


def losing_cell(
    won: bool | None,
    attacker: Piece,
    a_cell: Cell,
    d_cell: Cell,
    seat: int | None,
    notes: list[Note] | None,
) -> Cell | None:
    """The cell of the piece an attack beats: the defender's when the attacker ``won``,
    else the attacker's; none for a tie, or a reconnaissance attacker, who risks nothing
    (``no_risk`` noted)."""
    if won is None:
        return None
    if won:
        return d_cell
    if _ranged(attacker):
        if notes is not None:
            notes.append(("no_risk", seat, {"cell": NAMES[a_cell]}))
        return None
    return a_cell


def unit_beaten(
    repair: tuple[Counts, ...], c: Cell, unit: Unit, notes: list[Note] | None
) -> tuple[Counts, ...]:
    """The repair counts once the unit on ``c`` is beaten (it goes to repair; noted)."""
    if notes is not None:
        notes.append(("sent_to_repair", unit.owner, {"unit": unit.kind, "cell": NAMES[c]}))
    return set_at(repair, unit.owner, add_count(repair[unit.owner], unit.kind, 1))


def guard_beaten(
    sites: tuple[Site, ...], at: dict[Cell, Piece], c: Cell, guard: Guard, notes: list[Note] | None
) -> tuple[Site, ...]:
    """The sites once the guard on ``c`` is beaten (``at``: the board without it): when it
    was the last of its asteroid's, the Target chip there becomes a Flag (both noted)."""
    a = guard.home
    asteroid = NAMES[ASTEROIDS[a].cell]
    if notes is not None:
        beaten = {"unit": guard.kind, "cell": NAMES[c], "asteroid": asteroid}
        notes.append(("guard_beaten", None, beaten))
    site = sites[a]
    if site.waiting or guards_of(at, a):  # (a guard never leaves its guard area)
        return sites
    if notes is not None:
        notes.append(("flag", site.target, {"asteroid": asteroid}))
    return set_at(sites, a, Site(flag=True))


def out_of_repair(
    repair: tuple[Counts, ...], chips: tuple[tuple[Chip, ...], ...], seat: int, kind: Kind
) -> tuple[tuple[Counts, ...], tuple[tuple[Chip, ...], ...]]:
    """The repair counts and elite chips once a unit of ``seat`` leaves repair: an elite
    comes back with its three chips."""
    repair = set_at(repair, seat, add_count(repair[seat], kind, -1))
    return repair, (set_at(chips, seat, CHIPS) if kind == ELITE else chips)


def paid_by_mine(
    fresh: tuple[tuple[int, int], ...], c: Cell, price: int
) -> tuple[tuple[int, int], ...]:
    """The rewards left to the mines built this turn once a unit of ``price`` is bought on
    ``c``: the first such mine next to ``c`` with enough left pays for it."""
    budgets = list(fresh)
    for i, (a, budget) in enumerate(budgets):
        if a in NEAR[c] and budget >= price:
            budgets[i] = (a, budget - price)
            break
    return tuple(budgets)


def spent_piece(piece: Piece) -> Piece:
    """The unit or shuttle once it has acted (spent until its turn ends)."""
    if isinstance(piece, Shuttle):
        return Shuttle(piece.passengers, True)
    assert isinstance(piece, Unit)
    return Unit(piece.owner, piece.kind, True)


def orders_over(at: dict[Cell, Piece], here: Cell, attacked: bool) -> bool:
    """True when the orders of the unit that has moved to ``here`` (on board ``at``) end.

    An ordinary unit is done once it has moved and attacked, or has moved and has no enemy
    in reach; an elite keeps its orders until ``done`` (it may still create).
    """
    unit = at[here]
    assert isinstance(unit, Unit)
    return unit.kind != ELITE and (attacked or not enemies(at, here))


def orders_of(at: dict[Cell, Piece], action: Select) -> Acting | None:
    """The orders a selection opens: a unit's, from a stack or on the board (``None`` for a
    shuttle, whose die is rolled first)."""
    c = cell(action.cell)
    if action.kind is not None:
        return Acting(c, action.kind)
    return None if isinstance(at[c], Shuttle) else Acting(c)
