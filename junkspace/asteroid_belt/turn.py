"""Resolving one Asteroid Belt decision: the rules that change the position.

:func:`advance` is how the state plays an action (:func:`~junkspace.core.draft.turn_entry`,
the same in every game). The commonest decisions take a shortcut of :mod:`.shortcuts` (the
next state made without a draft, under a stated contract); the others go to their verb in
``VERBS``, on a :class:`Turn`, the game's
:class:`~junkspace.core.draft.Draft`: a writable copy of the state's fields, whose verbs read
like the rule book, and ``build`` makes the next state from the fields (and the board, when
it changed). A quiet turn, for search, records no events. What a verb and a shortcut both
need is one function of :mod:`.outcomes`.

>>> from junkspace.asteroid_belt import Select, new_game
>>> state = new_game(players=2, seed=1)
>>> turn = Turn(state)
>>> turn.select(Select("a1", "assault"))
>>> after = turn.build()
>>> after.phase, after.pieces == state.pieces
(Acting(cell=0, kind='assault', moved=False, attacked=False), True)
>>> advance(state, Select("a1", "assault")) == after
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from msgspec.structs import astuple

from ..core import Action
from ..core.draft import Advance, Draft, turn_entry
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
from .phases import Acting, Creating, Guarding, Over, Phase, Protecting, Sailing
from .pieces import Guard, Piece, Shuttle, Site, Unit
from .reach import (
    cells_next_to,
    exposed,
    shuttle_targets,
)
from .rules import ACTIVATION, RAID_REWARDS, REINFORCEMENT, Chip, own_mines, points_of
from .shortcuts import SHORTCUTS
from .units import KINDS, TYPES, Counts, Kind

if TYPE_CHECKING:
    from ..core import Rng
    from .state import AsteroidBeltState

__all__ = ["VERBS", "Turn", "advance"]


def _boarded(shuttle: Shuttle, rider: Unit) -> Shuttle:
    riders = sorted((*shuttle.passengers, rider), key=lambda u: (KINDS.index(u.kind), u.spent))
    return Shuttle(tuple(riders), shuttle.spent)


class Turn(Draft["AsteroidBeltState"]):
    """The draft of the next position while one action is resolved.

    The state's fields are copied (``turn.sites = ...`` assigns one); the board is the one
    working value of its own: a dictionary copied on its first change, with the cells changed
    noted, so that the next state's pieces are the old ones with those cells redone.
    """

    __slots__ = ("aimed", "board", "changed", "units")

    # The state's fields the verbs read and assign, declared for the type checker only: the
    # draft holds a copy of every field of the state (see Draft), and builds the next from it.
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
        #: The board once changed: the state's copied on the first change (else ``None``),
        #: and the cells changed since ``pieces`` was last in step with it.
        self.board: dict[Cell, Piece] | None = None
        self.changed: list[Cell] = []
        #: While the guards answer: the cells of the invader's units, for the next state.
        self.units: set[Cell] | None = None
        #: A Target chip just placed, as ``(action, asteroid, replaced seat)``: the next
        #: state's caches follow from this one's (see ``build``).
        self.aimed: tuple[Target, int, int | None] | None = None

    # -- bookkeeping ------------------------------------------------------------------------

    @property
    def at(self) -> dict[Cell, Piece]:
        """The board as it is now (read only: ``place`` and ``take`` change it)."""
        board = self.board
        return self.state.at if board is None else board

    def write(self, c: Cell) -> dict[Cell, Piece]:
        """The board, to change cell ``c``: copied on the first change so that the old state
        stays as it was."""
        board = self.board
        if board is None:
            board = self.board = dict(self.state.at)
        self.changed.append(c)
        return board

    def place(self, c: Cell, piece: Piece) -> None:
        """Put ``piece`` on ``c``."""
        self.write(c)[c] = piece

    def take(self, c: Cell) -> Piece:
        """Take the piece on ``c`` off the board."""
        return self.write(c).pop(c)

    def set_pieces(self, pieces: tuple[tuple[Cell, Piece], ...]) -> None:
        """Every piece at once (``pieces`` in cell order, as a state holds them)."""
        self.pieces = pieces
        self.board = dict(pieces)
        self.changed = []

    def build(self) -> AsteroidBeltState:
        """The next state; it shares the board dictionary and, with the same pieces, the reach
        (with the same chips on the asteroids, the facts read off them; while the guards
        answer, the cells of the invader's units; after a Target chip, the facts and the
        commanding list that follow from this state's)."""
        state, board = self.state, self.board
        if self.changed:
            assert board is not None
            self.pieces = in_cell_order(self.pieces, board, self.changed)
        nxt = Draft.build(self)
        if self.aimed is None:
            hand_on(state, nxt, board, self.sites is state.sites, self.units)
        else:
            state._hand_on_aimed(nxt, *self.aimed)
        return nxt

    def roll(self) -> int:
        die, self.rng = self.rng.roll()
        return die

    def pay(self, seat: int, amount: int) -> None:
        self.resources = set_at(self.resources, seat, self.resources[seat] - amount)

    def earn(self, seat: int, amount: int) -> None:
        self.resources = set_at(self.resources, seat, self.resources[seat] + amount)

    def spend_chip(self, seat: int, chip: Chip) -> None:
        self.chips = set_at(self.chips, seat, tuple(c for c in self.chips[seat] if c != chip))
        self.note("chip_used", seat, chip=chip)

    def from_repair(self, seat: int, kind: Kind) -> None:
        """A unit leaves repair; an elite comes back with its three chips."""
        self.repair, self.chips = out_of_repair(self.repair, self.chips, seat, kind)

    # -- giving orders ----------------------------------------------------------------------

    def select(self, action: Select) -> None:
        """Pick a unit (from the board or a stack) or a shuttle, whose die sets its speed."""
        orders = orders_of(self.at, action)
        if orders is None:  # a shuttle
            c = cell(action.cell)
            die = self.roll()
            self.note("shuttle_rolled", self.active, cell=NAMES[c], die=die)
            self.phase = Sailing(c, die)
        else:
            self.phase = orders

    def move(self, action: Move) -> None:
        """A move: the selected unit's, the sailing shuttle's, or the guard's whose turn it is."""
        phase, dest = self.phase, cell(action.cell)
        if type(phase) is Acting:  # the usual case first
            self.move_unit(phase, dest)
        elif isinstance(phase, Sailing):
            self.sail(phase, dest)
        else:
            assert isinstance(phase, Guarding)
            self.guard_move(phase, dest)

    def attack(self, action: Attack | Strike) -> None:
        """An attack: a guard's, the sailing shuttle's, or the selected unit's (a Strike: with
        the Unconditional attack chip)."""
        phase, target = self.phase, cell(action.cell)
        if isinstance(phase, Guarding):
            self.guard_attack(phase, target)
        elif isinstance(phase, Sailing):
            self.shuttle_attack(phase, target)
        else:
            assert isinstance(phase, Acting)
            self.unit_attack(phase, target, sure=action.__class__ is Strike)

    def finish(self, c: Cell) -> None:
        """The unit (or shuttle) on ``c`` has acted: it is spent until its turn ends."""
        self.place(c, spent_piece(self.at[c]))
        self.phase = COMMANDING

    def settle(self, phase: Acting) -> None:
        """Continue the unit's orders, or end them when nothing sensible is left (see
        :func:`orders_over`)."""
        if phase.moved and orders_over(self.at, phase.cell, phase.attacked):
            self.finish(phase.cell)
        else:
            self.phase = phase

    def move_unit(self, phase: Acting, dest: Cell) -> None:
        """Move a unit (paying its fuel), out of a stack or across the board, maybe aboard."""
        seat = self.active
        start = phase.cell
        if phase.kind is None:
            unit = self.take(start)
            assert isinstance(unit, Unit)
            kind = unit.kind
        else:
            kind = phase.kind
            if TERRAIN[start] == LANE:
                self.unload(start, kind)
            else:
                self.reserve = set_at(self.reserve, seat, add_count(self.reserve[seat], kind, -1))
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
            self.take(c)
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
        self.phase = COMMANDING

    def teleport(self, action: Teleport) -> None:
        """The elite spends its Teleportation chip and appears on a free cell."""
        seat, phase, dest = self.active, self.phase, cell(action.cell)
        assert isinstance(phase, Acting)
        self.place(dest, self.take(phase.cell))
        self.spend_chip(seat, "teleport")
        self.note("teleported", seat, start=NAMES[phase.cell], end=NAMES[dest])
        if self.claim(dest):
            return
        self.settle(Acting(dest, None, True, phase.attacked))

    def dismiss(self, action: Dismiss) -> None:
        """The player sends the selected unit to repair (it was in the way)."""
        assert isinstance(self.phase, Acting)
        c = self.phase.cell
        unit = self.take(c)
        assert isinstance(unit, Unit)
        self.repair, details = dismissed(self.repair, c, unit)
        self.note("dismissed", unit.owner, **details)
        self.phase = COMMANDING

    def done(self, action: Done) -> None:
        """The selected unit or shuttle stops acting."""
        phase = self.phase
        assert isinstance(phase, (Acting, Sailing))
        self.finish(phase.cell)

    # -- fighting ---------------------------------------------------------------------------

    def fight(self, a_cell: Cell, d_cell: Cell, sure: bool = False) -> int | None:
        """One attack (see :func:`duel`). Returns the seat that must decide on protecting its
        beaten elite; otherwise the loser goes to repair (a reconnaissance attacker risks
        nothing), and a tie leaves both."""
        at = self.at
        attacker, defender = at[a_cell], at[d_cell]
        won, self.rng, seat, details = duel(self.rng, attacker, defender, a_cell, d_cell, sure)
        self.note("attack", seat, **details)
        if won and protected(self.chips, defender):
            assert isinstance(defender, Unit)
            return defender.owner
        loser = losing_cell(won, attacker, a_cell, d_cell, seat, self.events)
        if loser is not None:
            self.defeat(loser)
        return None

    def defeat(self, c: Cell) -> None:
        """A beaten piece leaves the board: units to repair, guards for good."""
        piece = self.take(c)
        if isinstance(piece, Unit):
            self.repair = unit_beaten(self.repair, c, piece, self.events)
        elif isinstance(piece, Shuttle):
            repair = self.repair[piece.owner]
            for rider in piece.passengers:
                repair = add_count(repair, rider.kind, 1)
            self.repair = set_at(self.repair, piece.owner, repair)
            kinds = [rider.kind for rider in piece.passengers]
            self.note("shuttle_lost", piece.owner, cell=NAMES[c], units=kinds)
        else:
            self.sites = guard_beaten(self.sites, self.at, c, piece, self.events)

    def unit_attack(self, phase: Acting, target: Cell, sure: bool) -> None:
        """The selected unit attacks (with dice, or with the Unconditional attack chip)."""
        seat = self.active
        here = phase.cell
        if sure:
            self.spend_chip(seat, "attack")
        protecting = self.fight(here, target, sure)
        if here in self.at:
            self.settle(Acting(here, None, phase.moved, True))
        else:
            self.phase = COMMANDING
        if protecting is not None:
            self.phase = Protecting(protecting, target, self.phase)

    def shuttle_attack(self, phase: Sailing, target: Cell) -> None:
        """Shuttle against shuttle: the fuller one has +1 to attack and defence."""
        self.fight(phase.cell, target)
        self.after_sailing_attack(phase)

    def raid(self, action: Raid) -> None:
        """Raid the cargo shuttle: a die decides (see RAID_REWARDS); then it changes portal."""
        seat, phase = self.active, self.phase
        assert isinstance(phase, Sailing)
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
            self.phase = COMMANDING
        elif phase.moved:
            self.finish(phase.cell)
        else:
            self.phase = Sailing(phase.cell, phase.speed, phase.moved, True)

    def sail(self, phase: Sailing, dest: Cell) -> None:
        """The shuttle sails along lanes (and through portals), carrying its units."""
        self.place(dest, self.take(phase.cell))
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
        guard = self.take(start)
        assert isinstance(guard, Guard)
        self.place(dest, guard)
        self.phase, seat, details = guard_moved(phase, guard, dest, self.state.players)
        self.note("guard_moved", seat, **details)
        self.units = self.state.guard_units()

    def set_guard(self, action: SetGuard) -> None:
        """The next player sets up the asteroid's next waiting guard next to it."""
        phase, c = self.phase, cell(action.cell)
        assert isinstance(phase, Guarding)
        guard, self.sites, details = set_up(self.sites, phase, c)
        self.place(c, guard)
        self.note("guard_set", (phase.invader + 1) % self.state.players, **details)
        self.settle_guards(phase, self.state.guard_units())

    def settle_guards(self, phase: Guarding, units: set[Cell]) -> None:
        """Find the next guard decision (see :func:`~.outcomes.guards_answer`), or pass the
        turn when there is none. ``units`` are the cells of the invader's units on the board
        (:func:`exposed`), handed on to the next guard decision."""
        answer = guards_answer(self.state, self.sites, self.at, phase, units, self.events)
        self.phase, self.active, self.turn, self.fresh, self.created, self.units = astuple(answer)

    def protect(self, action: Protect | Decline) -> None:
        """The owner of a beaten elite spends the protection chip, or lets it go to repair."""
        phase = self.phase
        assert isinstance(phase, Protecting)
        if action.__class__ is Protect:
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

    def target(self, action: Target) -> None:
        """Put the Target chip on an asteroid, replacing anyone else's."""
        seat, a = self.active, ASTEROID_AT[cell(action.cell)]
        self.sites, details = aimed(self.sites, a, seat)
        self.note("targeted", seat, **details)
        self.aimed = (action, a, details["replaced"])

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
            self.sites = set_at(self.sites, a, Site(owner=seat))
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

    def buy(self, action: Buy) -> None:
        """Build a unit: onto the base (the reserve), or next to a mine built this turn."""
        seat, kind = self.active, action.kind
        c = None if action.cell is None else cell(action.cell)
        price = self.state.seating.faction[seat].price(kind)
        self.pay(seat, price)
        self.from_repair(seat, kind)
        if c is None:
            self.reserve = set_at(self.reserve, seat, add_count(self.reserve[seat], kind, 1))
        else:
            self.place(c, Unit(seat, kind))
            self.fresh = paid_by_mine(self.fresh, c, price)
        where = "base" if c is None else NAMES[c]
        self.note("bought", seat, unit=kind, cell=where, price=price)

    def create(self, action: Create) -> None:
        """The elite creates its faction's unit next to an own mine (Green may roll for two)."""
        seat, c = self.active, cell(action.cell)
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

    def reinforce(self, action: Reinforce) -> None:
        """The one-time reinforcements: one unit of each type onto the base, and resources."""
        seat = self.active
        arrived = []
        for i, kind in enumerate(KINDS):
            if self.repair[seat][i]:
                self.from_repair(seat, kind)
                self.reserve = set_at(self.reserve, seat, add_count(self.reserve[seat], kind, 1))
                arrived.append(kind)
        self.earn(seat, REINFORCEMENT)
        self.reinforced = set_at(self.reinforced, seat, True)
        self.note("reinforced", seat, units=arrived, resources=REINFORCEMENT)

    # -- the end of a turn ------------------------------------------------------------------

    def end_turn(self, action: End) -> None:
        """Collect class-5 income, stand the units up again, then the guards answer."""
        seat = self.active
        state = self.state  # whose sites are still this turn's: nothing came before
        income = state.income(seat)
        if income:
            self.earn(seat, income)
        self.note("turn_ended", seat, income=income)
        stood, units = stand_up(state.pieces, seat)
        if stood is not None:
            self.set_pieces(stood)
        self.settle_guards(Guarding(seat, state.targeted(seat)), units)


#: What each kind of action does: the verb of the turn that resolves it.
VERBS: dict[type[Action], Callable[[Turn, Any], None]] = {
    Select: Turn.select,
    Move: Turn.move,
    Attack: Turn.attack,
    Strike: Turn.attack,
    Teleport: Turn.teleport,
    Create: Turn.create,
    Raid: Turn.raid,
    Dismiss: Turn.dismiss,
    Done: Turn.done,
    Target: Turn.target,
    Buy: Turn.buy,
    Reinforce: Turn.reinforce,
    End: Turn.end_turn,
    SetGuard: Turn.set_guard,
    Protect: Turn.protect,
    Decline: Turn.protect,
}


#: How the state plays an action: its shortcut when one takes the case (:mod:`.shortcuts`),
#: else its verb on a fresh Turn (``quiet``: no events recorded).
advance: Advance[AsteroidBeltState] = turn_entry(Turn, VERBS, SHORTCUTS)
