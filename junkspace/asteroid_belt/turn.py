"""Resolving one Asteroid Belt decision: the rules that change the position.

:class:`Turn` is the game's :class:`~junkspace.core.draft.Draft`: a writable copy of the
state's fields. ``play`` runs the handler of one (already checked) action, whose steps read
like the rule book, and ``build`` makes the next state from the fields (and the board, when
it changed). A quiet turn, for search, records no events.

:func:`advance` is how the state plays an action: the commonest actions take a shortcut that
sets only the fields they change, with the same result as the draft (the rules shared with
the draft's verbs where both need them); the others go through :class:`Turn`.

>>> from junkspace.asteroid_belt import Select, new_game
>>> state = new_game(players=2, seed=1)
>>> after = Turn(state).play(Select("a1", "assault"))
>>> after.phase, after.pieces == state.pieces
(Acting(cell=0, kind='assault', moved=False, attacked=False), True)
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from operator import itemgetter
from typing import TYPE_CHECKING, Any

import msgspec

from ..core import Action
from ..core.draft import Draft
from ..core.events import Note
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
    ASTEROID_AT,
    ASTEROIDS,
    CLASSES,
    DOCKS,
    LANE,
    NAMES,
    NEAR,
    PORTALS,
    STEPS,
    TERRAIN,
    Cell,
    cell,
)
from .phases import Acting, Commanding, Creating, Guarding, Over, Phase, Protecting, Sailing
from .pieces import Guard, Piece, Shuttle, Site, Unit
from .reach import (
    cells_next_to,
    enemies,
    exposed,
    guard_busy,
    guard_cells,
    guard_zone,
    guards_of,
    shuttle_targets,
)
from .rules import ACTIVATION, CHIPS, RAID_REWARDS, REINFORCEMENT, Chip, own_mines, points_of
from .units import ELITE, KINDS, TYPES, Counts, Kind

if TYPE_CHECKING:
    from ..core import Rng
    from .state import AsteroidBeltState

__all__ = ["Turn", "advance"]

_COMMANDING = Commanding()
_TRUNCATED = Over(True)
_CELL = itemgetter(0)
#: A copy of a state with some fields changed, in one C call (``core.state.replace`` without
#: the checks that only a dataclass state needs: the hot paths below are Struct states).
_replace = msgspec.structs.replace


def _put(row: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*row[:index], value, *row[index + 1 :])


def _add(counts: Counts, kind: Kind, delta: int) -> Counts:
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


def _boarded(shuttle: Shuttle, rider: Unit) -> Shuttle:
    riders = sorted((*shuttle.passengers, rider), key=lambda u: (KINDS.index(u.kind), u.spent))
    return Shuttle(tuple(riders), shuttle.spent)


class Turn(Draft["AsteroidBeltState"]):
    """The draft of the next position while one action is resolved.

    The state's fields are copied (``turn.sites = ...`` assigns one); the board is the one
    working value of its own: a dictionary copied on its first change.
    """

    __slots__ = ("board", "units")

    if TYPE_CHECKING:  # how mypy sees the fields the verbs assign
        rng: Rng
        active: int
        turn: int
        phase: Phase
        resources: tuple[int, ...]
        reserve: tuple[Counts, ...]
        repair: tuple[Counts, ...]
        chips: tuple[tuple[Chip, ...], ...]
        reinforced: tuple[bool, ...]
        pieces: tuple[tuple[Cell, Piece], ...]
        sites: tuple[Site, ...]
        cargo: int
        fresh: tuple[tuple[int, int], ...]
        created: bool

    def __init__(self, state: AsteroidBeltState, quiet: bool = False) -> None:
        Draft.__init__(self, state, quiet)  # named, not super(): once per decision
        self.board: dict[Cell, Piece] | None = None
        #: While the guards answer: the cells of the invader's units, for the next state.
        self.units: set[Cell] | None = None

    # -- bookkeeping ------------------------------------------------------------------------

    @property
    def at(self) -> dict[Cell, Piece]:
        """The board as it is now (read only: use ``write`` to change it)."""
        board = self.board
        return self.state.at if board is None else board

    def write(self) -> dict[Cell, Piece]:
        """The board, copied on the first change so that the old state stays as it was."""
        if self.board is None:
            self.board = dict(self.state.at)
        return self.board

    def build(self) -> AsteroidBeltState:
        """The next state; it shares the board dictionary and, with the same pieces, the reach
        (with the same chips on the asteroids, the facts read off them; while the guards
        answer, the cells of the invader's units)."""
        state, board = self.state, self.board
        if board is not None:
            self.pieces = _in_order(board)
        nxt = Draft.build(self)
        _pass_on(state, nxt, board, self.sites is state.sites, self.units)
        return nxt

    def roll(self) -> int:
        die, self.rng = self.rng.roll()
        return die

    def pay(self, seat: int, amount: int) -> None:
        self.resources = _put(self.resources, seat, self.resources[seat] - amount)

    def earn(self, seat: int, amount: int) -> None:
        self.resources = _put(self.resources, seat, self.resources[seat] + amount)

    def spend_chip(self, seat: int, chip: Chip) -> None:
        self.chips = _put(self.chips, seat, tuple(c for c in self.chips[seat] if c != chip))
        self.note("chip_used", seat, chip=chip)

    def from_repair(self, seat: int, kind: Kind) -> None:
        """A unit leaves repair; an elite comes back with its three chips."""
        self.repair, self.chips = _out_of_repair(self.repair, self.chips, seat, kind)

    def place(self, c: Cell, piece: Piece) -> None:
        self.write()[c] = piece

    # -- the dispatcher ---------------------------------------------------------------------

    def play(self, action: Action) -> AsteroidBeltState:
        """Resolve ``action`` (already checked) and build the next state."""
        _HANDLERS[action.__class__](self, action)
        return self.build()

    def on_move(self, action: Move) -> None:
        phase = self.phase
        if type(phase) is Acting:  # the usual case first
            self.move(phase, cell(action.cell))
        elif isinstance(phase, Sailing):
            self.sail(phase, cell(action.cell))
        else:
            assert isinstance(phase, Guarding)
            self.guard_move(phase, cell(action.cell))

    def on_attack(self, action: Attack | Strike) -> None:
        phase = self.phase
        target = cell(action.cell)
        if isinstance(phase, Guarding):
            self.guard_attack(phase, target)
        elif isinstance(phase, Sailing):
            self.shuttle_attack(phase, target)
        else:
            assert isinstance(phase, Acting)
            self.attack(phase, target, sure=action.__class__ is Strike)

    def on_teleport(self, action: Teleport) -> None:
        assert isinstance(self.phase, Acting)
        self.teleport(self.phase, cell(action.cell))

    def on_raid(self, action: Raid) -> None:
        assert isinstance(self.phase, Sailing)
        self.raid(self.phase)

    def on_dismiss(self, action: Dismiss) -> None:
        assert isinstance(self.phase, Acting)
        self.dismiss(self.phase.cell)

    def on_guard(self, action: SetGuard) -> None:
        assert isinstance(self.phase, Guarding)
        self.set_guard(self.phase, cell(action.cell))

    def on_protect(self, action: Protect | Decline) -> None:
        assert isinstance(self.phase, Protecting)
        self.protect(self.phase, action.__class__ is Protect)

    # -- giving orders ----------------------------------------------------------------------

    def select(self, action: Select) -> None:
        """Pick a unit (from the board or a stack) or a shuttle, whose die sets its speed."""
        orders = _orders_of(self.at, action)
        if orders is None:  # a shuttle
            c = cell(action.cell)
            die = self.roll()
            self.note("shuttle_rolled", self.active, cell=NAMES[c], die=die)
            self.phase = Sailing(c, die)
        else:
            self.phase = orders

    def finish(self, c: Cell) -> None:
        """The unit (or shuttle) on ``c`` has acted: it is spent until its turn ends."""
        self.place(c, _spent(self.at[c]))
        self.phase = _COMMANDING

    def settle(self, phase: Acting) -> None:
        """Continue the unit's orders, or end them when nothing sensible is left (see
        :func:`_orders_over`)."""
        if phase.moved and _orders_over(self.at, phase.cell, phase.attacked):
            self.finish(phase.cell)
        else:
            self.phase = phase

    def move(self, phase: Acting, dest: Cell) -> None:
        """Move a unit (paying its fuel), out of a stack or across the board, maybe aboard."""
        seat = self.active
        start = phase.cell
        if phase.kind is None:
            unit = self.write().pop(start)
            assert isinstance(unit, Unit)
            kind = unit.kind
        else:
            kind = phase.kind
            if TERRAIN[start] == LANE:
                self.unload(start, kind)
            else:
                self.reserve = _put(self.reserve, seat, _add(self.reserve[seat], kind, -1))
        fuel = TYPES[kind].fuel
        self.pay(seat, fuel)
        if TERRAIN[dest] == LANE:
            self.board_shuttle(seat, kind, start, dest, fuel)
            return
        self.place(dest, Unit(seat, kind))
        self.note("moved", seat, unit=kind, start=NAMES[start], end=NAMES[dest], fuel=fuel)
        if self.claim(dest):
            return
        self.settle(Acting(dest, None, True, phase.attacked))

    def unload(self, c: Cell, kind: Kind) -> None:
        """Take a ready unit of ``kind`` out of the shuttle on ``c``; an empty shuttle leaves."""
        shuttle = self.at[c]
        assert isinstance(shuttle, Shuttle)
        riders = list(shuttle.passengers)
        riders.remove(Unit(shuttle.owner, kind))
        if riders:
            self.place(c, Shuttle(tuple(riders), shuttle.spent))
        else:
            del self.write()[c]
            self.note("shuttle_left", shuttle.owner, cell=NAMES[c])

    def board_shuttle(self, seat: int, kind: Kind, start: Cell, lane: Cell, fuel: int) -> None:
        """The move ends inside a shuttle: the one there, or a new one activated at a dock."""
        rider = Unit(seat, kind, True)
        shuttle = self.at.get(lane)
        if shuttle is None:
            free = any(self.sites[a].owner == seat for a in DOCKS[lane])
            paid = 0 if free else ACTIVATION
            self.pay(seat, paid)
            self.place(lane, Shuttle((rider,)))
            self.note("shuttle_activated", seat, cell=NAMES[lane], paid=paid)
        else:
            assert isinstance(shuttle, Shuttle)
            self.place(lane, _boarded(shuttle, rider))
        self.note("boarded", seat, unit=kind, start=NAMES[start], end=NAMES[lane], fuel=fuel)
        self.phase = _COMMANDING

    def teleport(self, phase: Acting, dest: Cell) -> None:
        """The elite spends its Teleportation chip and appears on a free cell."""
        seat = self.active
        board = self.write()
        board[dest] = board.pop(phase.cell)
        self.spend_chip(seat, "teleport")
        self.note("teleported", seat, start=NAMES[phase.cell], end=NAMES[dest])
        if self.claim(dest):
            return
        self.settle(Acting(dest, None, True, phase.attacked))

    def dismiss(self, c: Cell) -> None:
        """The player sends their own unit to repair (it was in the way)."""
        unit = self.write().pop(c)
        assert isinstance(unit, Unit)
        self.repair = _put(self.repair, unit.owner, _add(self.repair[unit.owner], unit.kind, 1))
        self.note("dismissed", unit.owner, unit=unit.kind, cell=NAMES[c])
        self.phase = _COMMANDING

    def done(self) -> None:
        phase = self.phase
        assert isinstance(phase, (Acting, Sailing))
        self.finish(phase.cell)

    # -- fighting ---------------------------------------------------------------------------

    def fight(self, a_cell: Cell, d_cell: Cell, sure: bool = False) -> int | None:
        """One attack (see :func:`_duel`). Returns the seat that must decide on protecting its
        beaten elite; otherwise the loser goes to repair (a reconnaissance attacker risks
        nothing), and a tie leaves both."""
        at = self.at
        attacker, defender = at[a_cell], at[d_cell]
        won, self.rng, seat, details = _duel(self.rng, attacker, defender, a_cell, d_cell, sure)
        self.note("attack", seat, **details)
        if won and _protected(self.chips, defender):
            assert isinstance(defender, Unit)
            return defender.owner
        loser = _loser(won, attacker, a_cell, d_cell, seat, self.events)
        if loser is not None:
            self.defeat(loser)
        return None

    def defeat(self, c: Cell) -> None:
        """A beaten piece leaves the board: units to repair, guards for good."""
        piece = self.write().pop(c)
        if isinstance(piece, Unit):
            self.repair = _unit_beaten(self.repair, c, piece, self.events)
        elif isinstance(piece, Shuttle):
            repair = self.repair[piece.owner]
            for rider in piece.passengers:
                repair = _add(repair, rider.kind, 1)
            self.repair = _put(self.repair, piece.owner, repair)
            kinds = [rider.kind for rider in piece.passengers]
            self.note("shuttle_lost", piece.owner, cell=NAMES[c], units=kinds)
        else:
            self.sites = _guard_beaten(self.sites, self.at, c, piece, self.events)

    def attack(self, phase: Acting, target: Cell, sure: bool) -> None:
        """The selected unit attacks (with dice, or with the Unconditional attack chip)."""
        seat = self.active
        here = phase.cell
        if sure:
            self.spend_chip(seat, "attack")
        protecting = self.fight(here, target, sure)
        if here in self.at:
            self.settle(Acting(here, None, phase.moved, True))
        else:
            self.phase = _COMMANDING
        if protecting is not None:
            self.phase = Protecting(protecting, target, self.phase)

    def shuttle_attack(self, phase: Sailing, target: Cell) -> None:
        """Shuttle against shuttle: the fuller one has +1 to attack and defence."""
        self.fight(phase.cell, target)
        self.after_sailing_attack(phase)

    def raid(self, phase: Sailing) -> None:
        """Raid the cargo shuttle: a die decides (see RAID_REWARDS); then it changes portal."""
        seat = self.active
        shuttle = self.at[phase.cell]
        assert isinstance(shuttle, Shuttle)
        die = self.roll()
        riders = len(shuttle.passengers)
        reward = 0
        if die == 1 or (die == 2 and riders == 1):
            result = "lost"
        elif die in RAID_REWARDS:
            result = "plundered"
            reward = self.state.rules.reward(RAID_REWARDS[die])
        else:
            result = "escaped"
        self.note(
            "raid",
            seat,
            cell=NAMES[phase.cell],
            die=die,
            riders=riders,
            result=result,
            reward=reward,
        )
        if result == "lost":
            self.defeat(phase.cell)
        self.earn(seat, reward)
        self.jump_cargo()
        self.after_sailing_attack(phase)

    def jump_cargo(self) -> None:
        """After every raid the cargo shuttle rolls its way into another portal."""
        while True:
            die = self.roll()
            if die - 1 != self.cargo:
                break
        self.cargo = die - 1
        self.note("cargo_jumped", None, die=die, portal=NAMES[PORTALS[die - 1]])

    def after_sailing_attack(self, phase: Sailing) -> None:
        if phase.cell not in self.at:
            self.phase = _COMMANDING
        elif phase.moved:
            self.finish(phase.cell)
        else:
            self.phase = Sailing(phase.cell, phase.speed, phase.moved, True)

    def sail(self, phase: Sailing, dest: Cell) -> None:
        """The shuttle sails along lanes (and through portals), carrying its units."""
        board = self.write()
        board[dest] = board.pop(phase.cell)
        self.note("sailed", self.active, start=NAMES[phase.cell], end=NAMES[dest])
        nxt = Sailing(dest, phase.speed, True, phase.attacked)
        if phase.attacked or not (
            shuttle_targets(self.at, dest) or PORTALS[self.cargo] in STEPS[dest]
        ):
            self.finish(dest)
        else:
            self.phase = nxt

    # -- the guards -------------------------------------------------------------------------

    def guard_attack(self, phase: Guarding, target: Cell) -> None:
        """A guard attacks one of the invader's units; the next guard's turn follows."""
        protecting = self.fight(phase.attackers[0], target)
        rest = Guarding(phase.invader, phase.sites, phase.attackers[1:], False)
        if protecting is not None:
            self.phase = Protecting(protecting, target, rest)
        else:
            units = self.state.guard_units()
            self.settle_guards(rest, units if target in self.at else units - {target})

    def guard_move(self, phase: Guarding, dest: Cell) -> None:
        """The guard whose turn it is moves within its guard area, to attack from there."""
        start = phase.attackers[0]
        board = self.write()
        guard = board.pop(start)
        assert isinstance(guard, Guard)
        board[dest] = guard
        self.note(
            "guard_moved",
            (phase.invader + 1) % self.state.players,
            unit=guard.kind,
            start=NAMES[start],
            end=NAMES[dest],
            asteroid=NAMES[ASTEROIDS[guard.home].cell],
        )
        self.phase = Guarding(phase.invader, phase.sites, (dest, *phase.attackers[1:]), False, True)
        self.units = self.state.guard_units()

    def set_guard(self, phase: Guarding, c: Cell) -> None:
        """The next player sets up the asteroid's next waiting guard next to it."""
        guard, self.sites, details = _set_up(self.sites, phase, c)
        self.place(c, guard)
        self.note("guard_set", (phase.invader + 1) % self.state.players, **details)
        self.settle_guards(phase, self.state.guard_units())

    def settle_guards(self, phase: Guarding, units: set[Cell]) -> None:
        """Find the next guard decision (see :func:`_answered`), or pass the turn when
        there is none. ``units`` are the cells of the invader's units on the board
        (:func:`exposed`), handed on to the next guard decision."""
        fields, self.units = _answered(self.state, self.sites, self.at, phase, units, self.events)
        self.__dict__.update(fields)

    def protect(self, phase: Protecting, protect: bool) -> None:
        """The owner of a beaten elite spends the protection chip, or lets it go to repair."""
        if protect:
            self.spend_chip(phase.seat, "protection")
            self.note("protected", phase.seat, cell=NAMES[phase.cell])
        else:
            self.defeat(phase.cell)
        resume = phase.resume
        if isinstance(resume, Guarding):
            self.settle_guards(resume, exposed(self.at, resume.invader))
        else:
            self.phase = resume

    # -- asteroids: targets, flags, mines ---------------------------------------------------

    def target(self, a: int) -> None:
        """Put the Target chip on an asteroid, replacing anyone else's."""
        seat = self.active
        site = self.sites[a]
        self.sites = _put(self.sites, a, Site(seat, site.waiting))
        self.note("targeted", seat, asteroid=NAMES[ASTEROIDS[a].cell], replaced=site.target)

    def claim(self, c: Cell) -> bool:
        """A unit that ends a move next to a Flag turns it into its faction's Mine.

        The mine earns its victory points and resources at once. Returns True when that
        reaches the goal and ends the game.
        """
        seat = self.active
        state = self.state
        built = False
        for a in NEAR[c]:
            if not self.sites[a].flag:
                continue
            built = True
            grade = CLASSES[ASTEROIDS[a].grade]
            reward = state.rules.reward(grade.resources)
            self.sites = _put(self.sites, a, Site(owner=seat))
            self.earn(seat, reward)
            self.fresh = (*self.fresh, (a, reward))
            self.note(
                "mine_built",
                seat,
                asteroid=NAMES[ASTEROIDS[a].cell],
                points=grade.points,
                resources=reward,
            )
        if not built:
            return False
        points = points_of(self.sites, seat, state.seating, state.rules.fast)
        if points >= state.rules.goal:
            self.note("victory", seat, points=points)
            self.phase = Over(False)
            return True
        return False

    # -- units from repair -------------------------------------------------------------------

    def buy(self, kind: Kind, c: Cell | None) -> None:
        """Build a unit: onto the base (the reserve), or next to a mine built this turn."""
        seat = self.active
        price = self.state.seating.faction[seat].price(kind)
        self.pay(seat, price)
        self.from_repair(seat, kind)
        if c is None:
            self.reserve = _put(self.reserve, seat, _add(self.reserve[seat], kind, 1))
        else:
            self.place(c, Unit(seat, kind))
            self.fresh = _paid_by_mine(self.fresh, c, price)
        where = "base" if c is None else NAMES[c]
        self.note("bought", seat, unit=kind, cell=where, price=price)

    def create(self, c: Cell) -> None:
        """The elite creates its faction's unit next to an own mine (Green may roll for two)."""
        seat = self.active
        faction = self.state.seating.faction[seat]
        kind = faction.favourite
        price = faction.price(kind)
        self.pay(seat, price)
        self.from_repair(seat, kind)
        self.place(c, Unit(seat, kind, not faction.ready))
        phase = self.phase
        if isinstance(phase, Creating):
            self.note("created", seat, unit=kind, cell=NAMES[c], price=price)
            self.phase = phase.resume
            return
        assert isinstance(phase, Acting)
        self.created = True
        if faction.second_on is None:
            self.note("created", seat, unit=kind, cell=NAMES[c], price=price)
            return
        die = self.roll()
        self.note("created", seat, unit=kind, cell=NAMES[c], price=price, die=die)
        if (
            die >= faction.second_on
            and self.repair[seat][KINDS.index(kind)]
            and self.resources[seat] >= price
            and cells_next_to(
                self.at, own_mines(self.sites, seat, NEAR[phase.cell], self.state.seating), kind
            )
        ):
            self.phase = Creating(phase)

    def reinforce(self) -> None:
        """The one-time reinforcements: one unit of each type onto the base, and resources."""
        seat = self.active
        arrived = []
        for i, kind in enumerate(KINDS):
            if self.repair[seat][i]:
                self.from_repair(seat, kind)
                self.reserve = _put(self.reserve, seat, _add(self.reserve[seat], kind, 1))
                arrived.append(kind)
        self.earn(seat, REINFORCEMENT)
        self.reinforced = _put(self.reinforced, seat, True)
        self.note("reinforced", seat, units=arrived, resources=REINFORCEMENT)

    # -- the end of a turn ------------------------------------------------------------------

    def end_turn(self) -> None:
        """Collect class-5 income, stand the units up again, then the guards answer."""
        seat = self.active
        state = self.state  # whose sites are still this turn's: nothing came before
        income = state.income(seat)
        if income:
            self.earn(seat, income)
        self.note("turn_ended", seat, income=income)
        stood, units = _stand_up(state.pieces, seat)
        if stood is not None:
            self.write().update(stood)
        self.settle_guards(Guarding(seat, state.targeted(seat)), units)


# -- rules shared by the draft and the shortcuts ---------------------------------------------


def _stand_up(
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


def _answered(
    state: AsteroidBeltState,
    sites: tuple[Site, ...],
    at: dict[Cell, Piece],
    phase: Guarding,
    units: set[Cell],
    notes: list[Note] | None,
) -> tuple[dict[str, Any], set[Cell] | None]:
    """The fields that change once the guards have answered up to ``phase`` (with these
    ``sites``, board and invader's ``units``, the cells :func:`exposed` finds), and the units
    to hand on to the next state.

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
                    return {"phase": Guarding(invader, targets, (), True)}, units
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
            return {"phase": Guarding(invader, targets, attackers, False)}, units
        targets, placing = targets[1:], True
    turn = state.turn + 1
    players = state.players
    rounds = state.rules.rounds
    step: Phase = _COMMANDING
    active = (invader + 1) % players
    if rounds is not None and turn >= rounds * players:
        if notes is not None:
            notes.append(("game_over", None, {"truncated": True}))
        active, step = state.active, _TRUNCATED
    return {"active": active, "turn": turn, "phase": step, "fresh": (), "created": False}, None


def _set_up(
    sites: tuple[Site, ...], phase: Guarding, c: Cell
) -> tuple[Guard, tuple[Site, ...], dict[str, Any]]:
    """The next waiting guard of the asteroid the guards handle now, set up on ``c``: the
    guard, the sites with it no longer waiting, and the details of its ``guard_set`` event."""
    a = phase.sites[0]
    site = sites[a]
    kind = site.waiting[0]
    details = {"unit": kind, "cell": NAMES[c], "asteroid": NAMES[ASTEROIDS[a].cell]}
    return Guard(kind, a), _put(sites, a, Site(site.target, site.waiting[1:])), details


def _duel(
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


def _protected(chips: tuple[tuple[Chip, ...], ...], defender: Piece) -> bool:
    """True for a beaten elite whose owner still holds the protection chip (and decides)."""
    return (
        type(defender) is Unit and defender.kind == ELITE and "protection" in chips[defender.owner]
    )


def _loser(
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


def _unit_beaten(
    repair: tuple[Counts, ...], c: Cell, unit: Unit, notes: list[Note] | None
) -> tuple[Counts, ...]:
    """The repair counts once the unit on ``c`` is beaten (it goes to repair; noted)."""
    if notes is not None:
        notes.append(("sent_to_repair", unit.owner, {"unit": unit.kind, "cell": NAMES[c]}))
    return _put(repair, unit.owner, _add(repair[unit.owner], unit.kind, 1))


def _guard_beaten(
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
    return _put(sites, a, Site(flag=True))


def _out_of_repair(
    repair: tuple[Counts, ...], chips: tuple[tuple[Chip, ...], ...], seat: int, kind: Kind
) -> tuple[tuple[Counts, ...], tuple[tuple[Chip, ...], ...]]:
    """The repair counts and elite chips once a unit of ``seat`` leaves repair: an elite
    comes back with its three chips."""
    repair = _put(repair, seat, _add(repair[seat], kind, -1))
    return repair, (_put(chips, seat, CHIPS) if kind == ELITE else chips)


def _paid_by_mine(
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


def _spent(piece: Piece) -> Piece:
    """The unit or shuttle once it has acted (spent until its turn ends)."""
    if isinstance(piece, Shuttle):
        return Shuttle(piece.passengers, True)
    assert isinstance(piece, Unit)
    return Unit(piece.owner, piece.kind, True)


def _orders_over(at: dict[Cell, Piece], here: Cell, attacked: bool) -> bool:
    """True when the orders of the unit that has moved to ``here`` (on board ``at``) end.

    An ordinary unit is done once it has moved and attacked, or has moved and has no enemy
    in reach; an elite keeps its orders until ``done`` (it may still create).
    """
    unit = at[here]
    assert isinstance(unit, Unit)
    return unit.kind != ELITE and (attacked or not enemies(at, here))


def _in_order(board: dict[Cell, Piece]) -> tuple[tuple[Cell, Piece], ...]:
    """The board as a state's ``pieces``: in cell order (by the cell alone: quicker)."""
    return tuple(sorted(board.items(), key=_CELL))


def _orders_of(at: dict[Cell, Piece], action: Select) -> Acting | None:
    """The orders a selection opens: a unit's, from a stack or on the board (``None`` for a
    shuttle, whose die is rolled first)."""
    c = cell(action.cell)
    if action.kind is not None:
        return Acting(c, action.kind)
    return None if isinstance(at[c], Shuttle) else Acting(c)


def _pass_on(
    state: AsteroidBeltState,
    nxt: AsteroidBeltState,
    board: dict[Cell, Piece] | None,
    chips: bool,
    units: set[Cell] | None = None,
) -> None:
    """Give ``nxt`` the caches of ``state`` that still hold: the board dictionary (``board``,
    the changed one, or the same) and its reach when the pieces are the same, the facts read
    off the chips when ``chips`` (the sites are the same), and when the guards answer in
    ``nxt``, the cells of the invader's ``units`` (see ``guard_units``).

    What ``keep`` does, written straight into the instance dictionaries: this runs once per
    decision, and the calls cost more than the copying.
    """
    old, new = state.__dict__, nxt.__dict__
    if board is None:
        new["_at"] = old.get("_at")
        new["_reach"] = old.get("_reach")
    else:
        new["_at"] = board
    if chips:
        new["_chip_facts"] = old.get("_chip_facts")
    if units is not None:
        new["_invaders"] = units


# -- the shortcuts --------------------------------------------------------------------------


def advance(state: AsteroidBeltState, action: Action, quiet: bool = False) -> AsteroidBeltState:
    """The state after ``action`` (already checked): what ``Turn(state, quiet).play(action)``
    gives.

    Most decisions change a few fields: selecting a unit (a quarter of all decisions) only
    the turn step, the end of a turn the income, the pieces stood up and the next turn. The
    commonest actions (selections, ends, moves, done, dismiss, buy, target, and the guards'
    set-ups and attacks: more than nine decisions in ten) have a shortcut in ``_SHORTCUTS``
    that makes that state as one copy of ``state`` with the changed fields
    (``msgspec.structs.replace``, one C call), the same events and the caches
    :meth:`Turn.build` would pass on, without a draft of every field. What a shortcut does
    not cover (a shuttle's die, a move that builds a mine, a unit's attack, ...) it leaves to
    the draft.

    >>> from junkspace.asteroid_belt import new_game
    >>> state = new_game(players=2, seed=1)
    >>> select = state.legal_actions()[0]
    >>> advance(state, select) == Turn(state).play(select), advance(state, select).events
    (True, ())
    """
    shortcut = _SHORTCUTS.get(action.__class__)
    if shortcut is not None:
        nxt = shortcut(state, action, quiet)
        if nxt is not None:
            return nxt
    return Turn(state, quiet).play(action)


def _select(state: AsteroidBeltState, action: Select, quiet: bool) -> AsteroidBeltState | None:
    """A unit's orders begin (``None`` for a shuttle, whose speed die is rolled first)."""
    orders = _orders_of(state.at, action)
    if orders is None:
        return None
    nxt = _replace(state, phase=orders)
    nxt.__dict__["events"] = ()
    _pass_on(state, nxt, None, True)
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
        resources = _put(resources, seat, resources[seat] + income)
    notes: list[Note] | None = None if quiet else [("turn_ended", seat, {"income": income})]
    stood, units = _stand_up(state.pieces, seat)
    pieces = state.pieces if stood is None else stood
    at = state.at if stood is None else dict(stood)
    guarding = Guarding(seat, state.targeted(seat))
    fields, handed = _answered(state, state.sites, at, guarding, units, notes)
    nxt = _replace(state, resources=resources, pieces=pieces, **fields)
    nxt.__dict__["events"] = tuple(notes) if notes else ()
    _pass_on(state, nxt, None if stood is None else at, True, handed)
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
    orders go on or end (:func:`_orders_over`), set in one copy of ``state``.
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
        reserve = _put(reserve, seat, _add(reserve[seat], kind, -1))
    board[dest] = Unit(seat, kind)
    orders: Phase = _COMMANDING
    if _orders_over(board, dest, phase.attacked):
        board[dest] = Unit(seat, kind, True)
    else:
        orders = Acting(dest, None, True, phase.attacked)
    fuel = TYPES[kind].fuel
    nxt = _replace(
        state,
        phase=orders,
        resources=_put(state.resources, seat, state.resources[seat] - fuel),
        reserve=reserve,
        pieces=_relocated(state.pieces, start if phase.kind is None else None, (dest, board[dest])),
    )
    moved = {"unit": kind, "start": NAMES[start], "end": NAMES[dest], "fuel": fuel}
    nxt.__dict__["events"] = () if quiet else (("moved", seat, moved),)
    _pass_on(state, nxt, board, True)
    return nxt


def _move_guard(
    state: AsteroidBeltState, phase: Guarding, dest: Cell, quiet: bool
) -> AsteroidBeltState:
    """The guard whose turn it is moves: what :meth:`Turn.guard_move` gives, without a draft."""
    start = phase.attackers[0]
    board = dict(state.at)
    guard = board[dest] = board.pop(start)
    assert isinstance(guard, Guard)
    nxt = _replace(
        state,
        phase=Guarding(phase.invader, phase.sites, (dest, *phase.attackers[1:]), False, True),
        pieces=_relocated(state.pieces, start, (dest, guard)),
    )
    moved = {
        "unit": guard.kind,
        "start": NAMES[start],
        "end": NAMES[dest],
        "asteroid": NAMES[ASTEROIDS[guard.home].cell],
    }
    seat = (phase.invader + 1) % state.players
    nxt.__dict__["events"] = () if quiet else (("guard_moved", seat, moved),)
    _pass_on(state, nxt, board, True, state.guard_units())
    return nxt


def _set_guard(state: AsteroidBeltState, action: SetGuard, quiet: bool) -> AsteroidBeltState:
    """A waiting guard set up: what :meth:`Turn.set_guard` gives, without a draft."""
    phase = state.phase
    assert isinstance(phase, Guarding)
    c = cell(action.cell)
    guard, sites, details = _set_up(state.sites, phase, c)
    board = dict(state.at)
    board[c] = guard
    notes: list[Note] | None = None
    if not quiet:
        notes = [("guard_set", (phase.invader + 1) % state.players, details)]
    fields, units = _answered(state, sites, board, phase, state.guard_units(), notes)
    nxt = _replace(state, sites=sites, pieces=_relocated(state.pieces, None, (c, guard)), **fields)
    nxt.__dict__["events"] = tuple(notes) if notes else ()
    _pass_on(state, nxt, board, False, units)
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
    won, rng, seat, details = _duel(state.rng, guard, unit, start, target, False)
    if won and _protected(state.chips, unit):
        return None
    notes: list[Note] | None = None if quiet else [("attack", seat, details)]
    loser = _loser(won, guard, start, target, seat, notes)
    units, repair, sites = state.guard_units(), state.repair, state.sites
    if loser is None:
        board, pieces = at, state.pieces
    else:
        board = dict(at)
        beaten = board.pop(loser)
        pieces = _relocated(state.pieces, loser)
        if loser == target:
            assert isinstance(beaten, Unit)
            repair = _unit_beaten(repair, loser, beaten, notes)
            units = units - {target}
        else:
            assert isinstance(beaten, Guard)
            sites = _guard_beaten(sites, board, loser, beaten, notes)
    rest = Guarding(phase.invader, phase.sites, phase.attackers[1:], False)
    fields, handed = _answered(state, sites, board, rest, units, notes)
    nxt = _replace(state, rng=rng, repair=repair, sites=sites, pieces=pieces, **fields)
    nxt.__dict__["events"] = tuple(notes) if notes else ()
    _pass_on(state, nxt, None if board is at else board, sites is state.sites, handed)
    return nxt


def _relocated(
    pieces: tuple[tuple[Cell, Piece], ...],
    start: Cell | None,
    put: tuple[Cell, Piece] | None = None,
) -> tuple[tuple[Cell, Piece], ...]:
    """``pieces`` (in cell order) without the piece on ``start`` and with the pair ``put``
    (a piece on a then free cell) added, each when not ``None``, still in cell order: what
    sorting the changed board gives, found by bisection. (A pair compares by its cell first,
    and ``(c,)`` sorts just before any pair on ``c``.)"""
    changed = list(pieces)
    if start is not None:
        del changed[bisect_left(changed, (start,))]
    if put is not None:
        changed.insert(bisect_left(changed, put[:1]), put)
    return tuple(changed)


def _done(state: AsteroidBeltState, action: Done, quiet: bool) -> AsteroidBeltState | None:
    """The selected unit or shuttle stops acting: :meth:`Turn.done`, without a draft."""
    phase = state.phase
    if not (type(phase) is Sailing or (type(phase) is Acting and phase.kind is None)):
        return None
    c = phase.cell
    board = dict(state.at)
    piece = board[c] = _spent(board[c])
    nxt = _replace(state, phase=_COMMANDING, pieces=_relocated(state.pieces, c, (c, piece)))
    nxt.__dict__["events"] = ()
    _pass_on(state, nxt, board, True)
    return nxt


def _dismiss(state: AsteroidBeltState, action: Dismiss, quiet: bool) -> AsteroidBeltState:
    """The selected unit goes to repair: :meth:`Turn.dismiss`, without a draft."""
    phase = state.phase
    assert isinstance(phase, Acting)
    c = phase.cell
    board = dict(state.at)
    unit = board.pop(c)
    assert isinstance(unit, Unit)
    owner, kind = unit.owner, unit.kind
    nxt = _replace(
        state,
        phase=_COMMANDING,
        repair=_put(state.repair, owner, _add(state.repair[owner], kind, 1)),
        pieces=_relocated(state.pieces, c),
    )
    dismissed = {"unit": kind, "cell": NAMES[c]}
    nxt.__dict__["events"] = () if quiet else (("dismissed", owner, dismissed),)
    _pass_on(state, nxt, board, True)
    return nxt


def _buy(state: AsteroidBeltState, action: Buy, quiet: bool) -> AsteroidBeltState:
    """A unit built onto the base or next to a fresh mine: what :meth:`Turn.buy` gives,
    without a draft."""
    seat, kind = state.active, action.kind
    price = state.seating.faction[seat].price(kind)
    repair, chips = _out_of_repair(state.repair, state.chips, seat, kind)
    resources = _put(state.resources, seat, state.resources[seat] - price)
    if action.cell is None:
        reserve = _put(state.reserve, seat, _add(state.reserve[seat], kind, 1))
        nxt = _replace(state, resources=resources, repair=repair, chips=chips, reserve=reserve)
        board, where = None, "base"
    else:
        c = cell(action.cell)
        board = dict(state.at)
        unit = board[c] = Unit(seat, kind)
        nxt = _replace(
            state,
            resources=resources,
            repair=repair,
            chips=chips,
            pieces=_relocated(state.pieces, None, (c, unit)),
            fresh=_paid_by_mine(state.fresh, c, price),
        )
        where = NAMES[c]
    bought = {"unit": kind, "cell": where, "price": price}
    nxt.__dict__["events"] = () if quiet else (("bought", seat, bought),)
    _pass_on(state, nxt, board, True)
    return nxt


def _target(state: AsteroidBeltState, action: Target, quiet: bool) -> AsteroidBeltState:
    """A Target chip on an asteroid: what :meth:`Turn.target` gives, without a draft."""
    seat, a = state.active, ASTEROID_AT[cell(action.cell)]
    site = state.sites[a]
    nxt = _replace(state, sites=_put(state.sites, a, Site(seat, site.waiting)))
    targeted = {"asteroid": NAMES[ASTEROIDS[a].cell], "replaced": site.target}
    kept = nxt.__dict__
    kept["events"] = () if quiet else (("targeted", seat, targeted),)
    _pass_on(state, nxt, None, False)
    # The chip changes only who aims at this asteroid, so the seat's commanding list is the
    # one it chose from without this Target chip (nothing else it reads changed), and the
    # chips' facts follow from the old ones.
    kept["_chip_facts"] = state._chips().aimed_at(a, seat, site.target)
    kept["_legal"] = tuple(other for other in state.legal_actions() if other != action)
    return nxt


# The actions resolved without a draft when they can be (see ``advance``): each shortcut
# gives the next state, or ``None`` to leave the action to the draft. Like ``Draft.build``, a
# shortcut leaves its raw notes in the new state's ``__dict__["events"]`` (``GameState.events``
# makes them Events when first read), written straight in, as ``_pass_on`` writes the caches.
_SHORTCUTS: dict[
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

# Each kind of action and the handler that resolves it. Dispatching on the exact class keeps
# the hot path free of isinstance checks against the abstract Action base.
_HANDLERS: dict[type[Action], Callable[[Turn, Any], None]] = {
    Select: Turn.select,
    Move: Turn.on_move,
    Attack: Turn.on_attack,
    Strike: Turn.on_attack,
    Teleport: Turn.on_teleport,
    Create: lambda turn, action: turn.create(cell(action.cell)),
    Raid: Turn.on_raid,
    Dismiss: Turn.on_dismiss,
    Done: lambda turn, action: turn.done(),
    Target: lambda turn, action: turn.target(ASTEROID_AT[cell(action.cell)]),
    Buy: lambda turn, action: turn.buy(
        action.kind, None if action.cell is None else cell(action.cell)
    ),
    Reinforce: lambda turn, action: turn.reinforce(),
    End: lambda turn, action: turn.end_turn(),
    SetGuard: Turn.on_guard,
    Protect: Turn.on_protect,
    Decline: Turn.on_protect,
}
