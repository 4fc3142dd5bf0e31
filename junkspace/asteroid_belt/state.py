"""The state of an Asteroid Belt game and the decisions open in it.

A position records every piece on the board (units, guards, shuttles), the chips on every
asteroid, each faction's resources, reserve (units waiting on its base), repair section and
elite chips, where the cargo shuttle hides, whose turn it is and which step of the turn is
being decided (a value from :mod:`~junkspace.asteroid_belt.phases`).

>>> from junkspace.asteroid_belt import new_game
>>> state = new_game(players=2, seed=1)
>>> state.resources, state.reserve[0]
((30, 30), (2, 1, 2, 1))
>>> [str(a) for a in state.legal_actions()][:3]
['select a1 engineering', 'select a1 assault', 'select a1 recon']
>>> state = state.apply("select a1 assault").apply("move b4")
>>> state.resources[0], state.piece_at("b4")
(28, Unit(owner=0, kind='assault', spent=True))
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from itertools import filterfalse
from typing import Annotated, Any, ClassVar

from msgspec import Meta

from ..core import Action, Event, IllegalActionError, Rng
from ..core.errors import check_players
from ..core.state import StructState, keep, replace
from .actions import (
    parse,
)
from .board import (
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
from .caches import hand_on
from .phases import Acting, Commanding, Creating, Guarding, Over, Phase, Protecting, Sailing
from .pieces import Guard, Piece, Seat, Shuttle, Site, Unit
from .reach import (
    BY_STEPS_ONLY,
    cells_next_to,
    enemies,
    exposed,
    free_step,
    free_steps,
    guard_cells,
    guard_moves,
    guard_targets,
    shuttle_reach,
    shuttle_targets,
    unit_reach,
)
from .rules import (
    ACTIVATION,
    CHIPS,
    DEFAULT_GOAL,
    DEFAULT_ROUNDS,
    OPTIONS,
    SEAT_NAMES,
    SHUTTLES,
    START_RESOURCES,
    Chip,
    Rules,
    own_mines,
    points_of,
)
from .seating import DEFAULT_FACTIONS, Seating, seating
from .tables import (
    ATTACK,
    BUY,
    CREATE,
    DECLINE,
    DISMISS,
    DONE,
    END,
    LEAVERS,
    MOST_FUEL,
    MOVE,
    NEAR_MASK,
    PAYING,
    PROTECT,
    RAID,
    REINFORCE,
    ROAM_CELLS,
    SELECT,
    SELECT_STACK,
    SET_GUARD,
    STRIKE,
    TARGET,
    TELEPORT,
    ChipFacts,
    buys_at_base,
    every_action,
)
from .turn import advance
from .units import ELITE, KINDS, TYPES, Counts, Kind

__all__ = ["AsteroidBeltState", "new_game"]

_ELITE = KINDS.index(ELITE)


# -- the state -------------------------------------------------------------------------------


class AsteroidBeltState(StructState, frozen=True):
    """One position of Asteroid Belt.

    ``pieces`` lists what stands on the board as ``(cell, piece)`` pairs in cell order;
    ``sites`` holds the chips of each asteroid (by asteroid number); ``reserve`` and
    ``repair`` count each faction's units by type (in ``KINDS`` order); ``chips`` are the
    elite chips each faction has not used; ``fresh`` lists the mines built this turn with
    what is left of their reward for units placed next to them; ``created`` says whether the
    active elite has created units this turn. ``cargo`` is the index of the cargo shuttle's
    portal in ``PORTALS``. ``turn`` counts the turns begun, from 0.
    """

    game: ClassVar[str] = "asteroid_belt"
    seat_names: ClassVar[tuple[str, ...]] = SEAT_NAMES

    players: Annotated[int, Meta(ge=2, le=3)]
    seed: int
    rng: Rng
    rules: Rules
    active: Seat
    turn: Annotated[int, Meta(ge=0)]
    phase: Phase
    resources: tuple[Annotated[int, Meta(ge=0)], ...]
    reserve: tuple[Counts, ...]
    repair: tuple[Counts, ...]
    chips: tuple[tuple[Chip, ...], ...]
    reinforced: tuple[bool, ...]
    pieces: tuple[tuple[Cell, Piece], ...]
    sites: tuple[Site, ...]
    cargo: int
    fresh: tuple[tuple[int, int], ...] = ()
    created: bool = False

    # Caches in the instance ``__dict__``, never compared or saved, written only by this
    # class (with ``keep``, or for the next state by ``caches.hand_on``): the board as a
    # dictionary (``at``, below), and the teleports and sailings computed on this board
    # (shared by the states that keep the same pieces; the units' walks are kept by
    # ``reach`` itself).
    _reach: ClassVar[dict[tuple[Any, ...], Any] | None] = None
    # ... and the facts read off the asteroids' chips (``chip_facts``, below).

    # -- derived facts ----------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        phase = self.phase
        step = type(phase)
        if step is Commanding or step is Acting:  # the usual steps first
            return self.active
        if isinstance(phase, Guarding):
            return (phase.invader + 1) % self.players
        if isinstance(phase, Protecting):
            return phase.seat
        return None if step is Over else self.active

    @property
    def is_over(self) -> bool:
        return self.phase.__class__ is Over  # (asked before every decision: one call, not two)

    @property
    def truncated(self) -> bool:
        phase = self.phase
        return isinstance(phase, Over) and phase.truncated

    @property
    def options(self) -> Mapping[str, Any]:
        return self.rules.as_dict()

    @property
    def seating(self) -> Seating:
        """Which faction plays at each seat, and what follows (bases, forces, names)."""
        return seating(self.rules.factions, self.players)

    def seat_name(self, seat: int) -> str:
        """The colour of the faction at ``seat`` ("Purple", ...); a seat not at the table is
        a :class:`ValueError`."""
        return self.seating.colours[self.check_seat(seat)]

    @cached_property
    def at(self) -> dict[Cell, Piece]:
        """What stands on each occupied cell (a shared dictionary: do not change it).

        Kept in the instance ``__dict__`` under its own name, where Python finds it before
        the class's descriptor: a read is a dictionary lookup, not a call (the rules read
        the board about twice a decision). Usually handed on by the decision that made this
        state (``caches.hand_on``), which knew it.
        """
        return dict(self.pieces)

    def piece_at(self, name: str) -> Piece | None:
        """The piece on the cell called ``name``, if any."""
        return self.at.get(cell(name))

    def seated_base(self, asteroid: int) -> bool:
        """True for the starting base of a faction at this table."""
        return self.seating.base_seat(asteroid) is not None

    def points(self, seat: int) -> int:
        """Victory points: the mines' classes, plus the base's in the Fast game."""
        return points_of(self.sites, seat, self.seating, self.rules.fast)

    def scores(self) -> tuple[int, ...]:
        """Each faction's victory points."""
        return tuple(self.points(seat) for seat in range(self.players))

    def elite_in_play(self, seat: int) -> bool:
        """True while ``seat``'s elite is on the board (or in a shuttle): its chips work."""
        return not self.reserve[seat][_ELITE] and not self.repair[seat][_ELITE]

    def shuttles_left(self) -> int:
        """Shuttles still in the box, ready to be activated."""
        return SHUTTLES - sum(1 for _, piece in self.pieces if isinstance(piece, Shuttle))

    # -- the rules --------------------------------------------------------------------------

    def _generate(self) -> tuple[Action, ...]:
        phase = self.phase
        if type(phase) is Commanding:
            return self._commands()
        if type(phase) is Acting:
            return self._orders(phase)
        if type(phase) is Sailing:
            return self._sailing(phase)
        if type(phase) is Guarding:
            return self._guard_orders(phase)
        if type(phase) is Creating:
            return tuple(CREATE[c] for c in self.creation_cells(phase.resume.cell, True))
        if type(phase) is Protecting:
            return (PROTECT, DECLINE)
        return ()

    def _commands(self) -> tuple[Action, ...]:
        # The hottest decision list of the game: one pass over the pieces, the asteroids in
        # reach as bit masks (see NEAR_MASK), and the checks that usually fail first.
        seat = self.active
        out: list[Action] = []
        seats = self.seating
        money = self.resources[seat]
        reserve = self.reserve[seat]
        if any(reserve):
            # Every base is walled in by cells a unit steps on (BY_STEPS_ONLY): a unit
            # waiting there can leave exactly when it can pay its fuel and has a free step.
            base = seats.bases[seat]
            ground, roaming = free_steps(self.at, base)
            out.extend(LEAVERS[base, reserve, min(money, MOST_FUEL), ground, roaming])
        near = 0
        on_board = False
        for c, piece in self.pieces:
            if type(piece) is Unit:
                if piece.owner == seat:
                    on_board = True
                    if not piece.spent:
                        out.append(SELECT[c])
                    near |= NEAR_MASK[c]
            elif type(piece) is Shuttle and piece.owner == seat:
                on_board = True
                if not piece.spent:
                    out.append(SELECT[c])
                ready = {u.kind for u in piece.passengers if not u.spent}
                for kind in KINDS:
                    if kind in ready and self.may_leave(c, kind, seat):
                        out.append(SELECT_STACK[c, kind])
        chips = self.chip_facts
        near &= chips.free & ~chips.aimed[seat]
        while near:
            low = near & -near
            near ^= low
            out.append(TARGET[ASTEROIDS[low.bit_length() - 1].cell])
        repair = self.repair[seat]
        if any(repair):
            out.extend(buys_at_base(seats.prices[seat], repair, money))
            if self.fresh:
                out.extend(self._fresh_buys(seat))
        if not on_board and self._reinforcement_due(seat):
            out.append(REINFORCE)
        out.append(END)
        return tuple(out)

    def _fresh_buys(self, seat: int) -> list[Action]:
        """Units built next to the mines built this turn, as far as their rewards go."""
        money = self.resources[seat]
        prices = self.seating.prices[seat]
        out: list[Action] = []
        for kind, count, price in zip(KINDS, self.repair[seat], prices, strict=True):
            if count and price <= money:
                paid_by = [a for a, budget in self.fresh if price <= budget]
                if paid_by:
                    out.extend(BUY[kind, c] for c in cells_next_to(self.at, paid_by, kind))
        return out

    def may_reinforce(self, seat: int) -> bool:
        """The one-time reinforcements: no unit left to play and no resources to build one."""
        for _, piece in self.pieces:
            if not isinstance(piece, Guard) and piece.owner == seat:
                return False
        return self._reinforcement_due(seat)

    def _reinforcement_due(self, seat: int) -> bool:
        """``may_reinforce`` for a seat known to have no unit or shuttle on the board."""
        if self.reinforced[seat] or any(self.reserve[seat]):
            return False
        faction = self.seating.faction[seat]
        prices = [faction.price(k) for i, k in enumerate(KINDS) if self.repair[seat][i]]
        return not prices or self.resources[seat] < min(prices)

    def _orders(self, phase: Acting) -> tuple[Action, ...]:
        seat = self.active
        here = phase.cell
        if phase.kind is not None:
            return tuple(map(MOVE.__getitem__, self.destinations(here, phase.kind, seat)))
        unit = self.at[here]
        assert isinstance(unit, Unit)
        kind = unit.kind
        chips = self.chips[seat]
        out: list[Action] = []
        if not phase.moved:
            out.extend(map(MOVE.__getitem__, self.destinations(here, kind, seat)))
            if kind == ELITE and "teleport" in chips:
                out.extend(self._teleports())
        if not phase.attacked:
            targets = enemies(self.at, here)
            out.extend(map(ATTACK.__getitem__, targets))
            if targets and "attack" in chips and self.elite_in_play(seat):
                out.extend(STRIKE[c] for c in targets)
        if kind == ELITE:
            out.extend(CREATE[c] for c in self.creation_cells(here))
        out.append(DISMISS)
        out.append(DONE)
        return tuple(out)

    def _sailing(self, phase: Sailing) -> tuple[Action, ...]:
        here = phase.cell
        out: list[Action] = []
        if not phase.moved:
            out.extend(MOVE[c] for c in self.sailing_reach(here, phase.speed))
        if not phase.attacked:
            out.extend(ATTACK[c] for c in self.shuttle_targets(here))
            if PORTALS[self.cargo] in STEPS[here]:
                out.append(RAID)
        out.append(DONE)
        return tuple(out)

    def _guard_orders(self, phase: Guarding) -> tuple[Action, ...]:
        if phase.placing:
            return tuple(map(SET_GUARD.__getitem__, self.guard_cells(phase.sites[0])))
        at, guard, units = self.at, phase.attackers[0], self.guard_units()
        attacks = tuple(ATTACK[c] for c in guard_targets(at, guard, units))
        if phase.moved or self.rules.guards == "stand":
            return attacks
        return (*(MOVE[c] for c in guard_moves(at, guard, units)), *attacks)

    # -- the asteroids' chips, read once for the states with the same sites ---------------

    @cached_property
    def chip_facts(self) -> ChipFacts:
        """Facts read off ``sites``, shared by the states with the same chips (kept, or
        handed on, in the instance ``__dict__`` as the board is: see ``at``)."""
        free = 0
        aimed = [0] * self.players
        income = [0] * self.players
        for a, site in enumerate(self.sites):
            if site.target is not None:
                aimed[site.target] |= 1 << a
            if site.owner is None:
                if not site.flag:
                    free |= 1 << a
            elif a in PAYING:
                income[site.owner] += PAYING[a]
        return ChipFacts(free, tuple(aimed), tuple(income))

    def targeted(self, seat: int) -> tuple[int, ...]:
        """The asteroids carrying ``seat``'s Target chip, in order."""
        mask = self.chip_facts.aimed[seat]
        found = []
        while mask:
            low = mask & -mask
            mask ^= low
            found.append(low.bit_length() - 1)
        return tuple(found)

    def income(self, seat: int) -> int:
        """What ``seat``'s class-5 asteroids pay it at the end of its turn."""
        return self.chip_facts.income[seat]

    # -- reach, with the board's own cache --------------------------------------------------

    def _reach_cache(self) -> dict[tuple[Any, ...], Any]:
        """Teleports and sailings found on this board, shared by the states with the same
        pieces."""
        cache = self._reach
        if cache is None:
            cache = self.__dict__["_reach"] = {}  # what keep does, without the call
        return cache

    def _teleports(self) -> tuple[Action, ...]:
        """A teleport to every free highway or open-space cell of this board."""
        cache = self._reach_cache()
        found: tuple[Action, ...] | None = cache.get(("teleport",))
        if found is None:
            at = self.at
            free = filterfalse(at.__contains__, ROAM_CELLS)  # some 330 cells: a C loop
            found = cache["teleport",] = tuple(map(TELEPORT.__getitem__, free))
        return found

    def sailing_reach(self, origin: Cell, speed: int) -> tuple[Cell, ...]:
        """Where the shuttle on ``origin`` may sail with ``speed`` (see :func:`shuttle_reach`)."""
        cache = self._reach_cache()
        key = (origin, speed)
        found: tuple[Cell, ...] | None = cache.get(key)
        if found is None:
            found = cache[key] = shuttle_reach(self.at, origin, speed)
        return found

    def destinations(self, origin: Cell, kind: Kind, seat: int) -> tuple[Cell, ...]:
        """Where ``seat``'s unit of ``kind`` on ``origin`` may move now, paying included.

        Moving costs the unit's fuel; boarding a free dock activates a shuttle, which needs
        one in the box and 3 more resources unless a class-3 asteroid next to it is a mine of
        the mover.
        """
        money = self.resources[seat] - TYPES[kind].fuel
        if money < 0:
            return ()
        stops, boards = unit_reach(self.at, origin, kind, seat, TERRAIN[origin] == LANE)
        if not boards:
            return stops
        at = self.at
        if not all(c in at for c in boards):  # a free dock: a shuttle to activate
            left = self.shuttles_left()
            boards = tuple(
                c
                for c in boards
                if c in at or (left and (money >= ACTIVATION or self.free_dock(c, seat)))
            )
        return tuple(sorted(stops + boards))

    def may_leave(self, origin: Cell, kind: Kind, seat: int) -> bool:
        """True when ``seat``'s unit of ``kind`` waiting on ``origin`` (its base, its shuttle)
        has somewhere to go: ``destinations`` is not empty, often seen without a walk."""
        if self.resources[seat] < TYPES[kind].fuel:
            return False
        if free_step(self.at, origin, kind):
            return True
        return origin not in BY_STEPS_ONLY and bool(self.destinations(origin, kind, seat))

    def free_dock(self, lane: Cell, seat: int) -> bool:
        """True when a class-3 asteroid next to this dock is ``seat``'s mine."""
        return any(self.sites[a].owner == seat for a in DOCKS.get(lane, ()))

    def targets(self, here: Cell) -> tuple[Cell, ...]:
        """The cells the unit on ``here`` can attack (see :func:`reach.enemies`)."""
        return enemies(self.at, here)

    def shuttle_targets(self, here: Cell) -> tuple[Cell, ...]:
        """Enemy shuttles orthogonally next to the shuttle on ``here``."""
        return shuttle_targets(self.at, here)

    def guard_targets(self, guard_cell: Cell, invader: int) -> tuple[Cell, ...]:
        """The invader's units the guard on ``guard_cell`` can attack."""
        phase = self.phase
        if isinstance(phase, Guarding) and phase.invader == invader:
            return guard_targets(self.at, guard_cell, self.guard_units())
        return guard_targets(self.at, guard_cell, exposed(self.at, invader))

    def guard_units(self) -> set[Cell]:
        """While the guards answer, the cells of the invader's units on the board (what
        :func:`reach.exposed` finds; a shared set: do not change it).

        Found once per position, or handed on (``_invaders`` in the instance dictionary) by
        the decision that made it, which knew them: the guards' decisions read them each time,
        and a search of the whole board costs more than the rest of a guard's orders.

        >>> from junkspace.asteroid_belt import new_game
        >>> state = new_game(players=2, seed=1)
        >>> state.guard_units()
        Traceback (most recent call last):
        ...
        ValueError: the guards answer no one now (Commanding())
        """
        phase = self.phase
        if not isinstance(phase, Guarding):
            raise ValueError(f"the guards answer no one now ({phase!r})")
        found: set[Cell] | None = self.__dict__.get("_invaders")
        if found is None:
            found = exposed(self.at, phase.invader)
            keep(self, "_invaders", found)
        return found

    def guard_cells(self, asteroid: int) -> tuple[Cell, ...]:
        """Free cells next to an asteroid where a guard may be set up."""
        return guard_cells(self.at, asteroid)

    def creation_cells(self, elite_cell: Cell, second: bool = False) -> tuple[Cell, ...]:
        """Where the active elite on ``elite_cell`` may create its faction's unit now.

        Next to an own mine that is next to the elite, once per turn (``second`` is Green's
        second unit of the same creation), with a unit of that type in repair and the
        resources to build it.
        """
        seat = self.active
        faction = self.seating.faction[seat]
        kind = faction.favourite
        if (
            (self.created and not second)
            or not self.repair[seat][KINDS.index(kind)]
            or faction.price(kind) > self.resources[seat]
        ):
            return ()
        mines = own_mines(self.sites, seat, NEAR[elite_cell], self.seating)
        return cells_next_to(self.at, mines, kind)

    # -- applying ---------------------------------------------------------------------------

    def _hand_on_aimed(
        self, nxt: AsteroidBeltState, action: Action, asteroid: int, replaced: int | None
    ) -> None:
        """Give ``nxt``, this state once the active seat's Target chip (``action``) lies on
        ``asteroid`` instead of ``replaced``'s, its caches: the chip changes only who aims at
        the asteroid, so the seat's commanding list is this one without the Target chip
        (nothing else it reads changed), and the chips' facts follow from these."""
        hand_on(self, nxt, None, False)
        kept = nxt.__dict__
        kept["chip_facts"] = self.chip_facts.aimed_at(asteroid, self.active, replaced)
        kept["_legal"] = tuple(other for other in self.legal_actions() if other != action)

    def _check(self, action: Action) -> None:
        # ``in`` runs in C and tries identity before equality: the shared legal actions (the
        # usual case) are found without comparing fields.
        if action in self.legal_actions():
            return
        from .refusals import refusal

        raise IllegalActionError(refusal(self, action))

    # The turn's own entry point, called straight from ``apply`` (no frame in between).
    _next = advance  # type: ignore[assignment]  # a plain function: bound as a method

    def _next_quiet(self, action: Action) -> AsteroidBeltState:
        return advance(self, action, quiet=True)

    def parse_action(self, text: str) -> Action:
        return parse(text)

    def action_space(self) -> tuple[Action, ...]:
        return every_action(self.seating)

    # -- words ------------------------------------------------------------------------------

    def status(self) -> str:
        from .narration import status

        return status(self)

    def ending(self) -> str:
        from .narration import ending

        return ending(self)

    def describe(self, action: Action) -> str:
        from .narration import describe

        return describe(self, action)

    def narrate(self, event: Event) -> str:
        from .narration import narrate

        return narrate(event, self.seating.colours)

    def __str__(self) -> str:
        from .text import board_text

        return board_text(self)

    # -- saving and seeing ------------------------------------------------------------------

    def _to_dict(self) -> dict[str, Any]:
        from .codec import state_to_dict

        return state_to_dict(self)

    @classmethod
    def _from_dict(cls, data: object) -> AsteroidBeltState:
        from .codec import state_from_dict

        return state_from_dict(data)

    def observation(self, player: int) -> dict[str, Any]:
        """Everything on the table is public; only the generator behind future dice is not."""
        self.check_seat(player)
        seen = self._to_dict()
        del seen["rng"], seen["seed"]
        seen["seat"] = player
        seen["current_player"] = self.current_player
        seen["scores"] = list(self.scores())
        return seen

    def determinize(self, player: int, seed: int) -> AsteroidBeltState:
        """The same table with a fresh generator: future dice are all that is hidden."""
        self.check_seat(player)
        sample = replace(self, rng=Rng.from_seed(seed))
        keep(sample, "events", self.events)
        return sample


def _rules(**options: Any) -> Rules:
    """Checked options."""
    for option in OPTIONS:
        option.check(options[option.name], "asteroid_belt")
    return Rules.of(options)


def new_game(
    players: int = 3,
    seed: int = 0,
    goal: int = DEFAULT_GOAL,
    fast: bool = False,
    hard: bool = False,
    rounds: int | None = DEFAULT_ROUNDS,
    factions: str = DEFAULT_FACTIONS,
    guards: str = "move",
) -> AsteroidBeltState:
    """Set up a table: forces on their bases, 30 resources each, guards home, the cargo placed.

    ``factions`` names the factions in seat order (see :mod:`.seating`); the corner of a
    faction that does not play is an ordinary class-5 asteroid. ``guards="stand"`` keeps the
    guards where they were set up (see :class:`~.rules.Rules`). A die decides the cargo
    shuttle's portal (its number in reading order).
    """
    check_players("Asteroid Belt", players, 2, 3)
    rules = _rules(goal=goal, fast=fast, hard=hard, rounds=rounds, factions=factions, guards=guards)
    seats = seating(factions, players)
    rng = Rng.from_seed(seed)
    die, rng = rng.roll()
    sites = tuple(
        Site(waiting=CLASSES[a.grade].guards) if owner is None else Site(owner=owner)
        for a in ASTEROIDS
        for owner in (seats.base_seat(a.id),)
    )
    state = AsteroidBeltState(
        players=players,
        seed=seed,
        rng=rng,
        rules=rules,
        active=0,
        turn=0,
        phase=Commanding(),
        resources=(START_RESOURCES,) * players,
        reserve=seats.start,
        repair=tuple(
            (b[0] - s[0], b[1] - s[1], b[2] - s[2], b[3] - s[3])
            for b, s in zip(seats.box, seats.start, strict=True)
        ),
        chips=(CHIPS,) * players,
        reinforced=(False,) * players,
        pieces=(),
        sites=sites,
        cargo=die - 1,
    )
    keep(
        state, "events", (Event.of("cargo_placed", None, die=die, portal=NAMES[PORTALS[die - 1]]),)
    )
    return state
