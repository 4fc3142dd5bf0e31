"""Resolving one Hyperstellar decision: the rules that change the position.

:func:`advance` is how the state plays an action: it hands the action to its verb in
``VERBS``, on a :class:`Turn` (the game's :class:`~junkspace.core.draft.Draft`, a writable
copy of the state's fields), and that decision sets off everything that follows it without a
choice (the engine room, the upkeep, the next revolution's start) up to the next decision;
the verbs read like the rule book, and ``build`` freezes the result into a new state. The
game's most common move, a placement after which the next seat places, is made straight
from the state instead (:mod:`.shortcuts`), from the same rule
(:func:`~.placing.after_placing`).

Where the turn stops, at the next decision, it has just worked out what that decision's
choices are (whether the station has a free slot, what a player can do in the lab), so it
sets the next ``phase`` and its ``legal`` actions together, and the new state starts with
them: they are the very tuples ``state.legal_actions()`` would compute.

>>> from junkspace.hyperstellar import new_game
>>> state = new_game(players=2, seed=5)
>>> action = state.legal_actions()[0]
>>> turn = Turn(state)
>>> VERBS[action.__class__](turn, action)
>>> drafted = turn.build()
>>> drafted == advance(state, action) == state.apply(action)
True
>>> drafted.events == advance(state, action).events
True
"""

from __future__ import annotations

from collections.abc import Callable
from operator import add, sub
from typing import TYPE_CHECKING, Any

from ..core import Action, Rng
from ..core.draft import Advance, Draft, turn_entry
from .actions import BuyWater, Pass, Place, Recruit, Recycle, Research, Score
from .cards import SET_POINTS, Hand, canonical, counts, set_name, spell
from .choices import ANSWERING, RECRUITING, lab_choices, placements, recycling_choices
from .phases import ACTING, OVER, PLACING, SCORING, Acting, Answering, Phase, Placing, Scoring
from .placing import AFTER, after_placing
from .shortcuts import SHORTCUTS
from .station import (
    CREW,
    ENGINE,
    ENGINE_ENERGY,
    IDLE_ENERGY,
    LAB,
    MAX_RESEARCHERS,
    RECRUIT_COST,
    RECYCLE_COST,
    RECYCLING,
    RESEARCH_COST,
    RESEARCH_DRAW,
    SCORE_COST,
    SEAT_COLOURS,
    SECTORS,
    SHARE_COST,
    SHARE_WATER,
    UPKEEP,
    WINNING_POINTS,
    Bunks,
    staff,
)

if TYPE_CHECKING:
    from .state import HyperstellarState

__all__ = ["VERBS", "Turn", "advance"]


def _put(row: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    items = list(row)  # quicker than slicing for the short rows of a table
    items[index] = value
    return tuple(items)


def _add(row: tuple[int, ...], index: int, amount: int) -> tuple[int, ...]:
    items = list(row)
    items[index] += amount
    return tuple(items)


#: The state's fields that count researchers per seat on the three rooms, by sector.
_ROOMS = ("engine", "lab", "recycling")


class Turn(Draft["HyperstellarState"]):
    """The position while one decision is resolved: the state's fields, made writable.

    ``legal`` is set with every ``phase``: the choices of the decision the turn stops at.
    """

    __slots__ = ("legal",)

    # The state's fields the verbs read and assign, typed for the type checker only.
    players: int
    rng: Rng
    revolution: int
    phase: Phase
    energy: tuple[int, ...]
    water: tuple[int, ...]
    points: tuple[int, ...]
    hub: tuple[int, ...]
    engine: tuple[int, ...]
    lab: tuple[int, ...]
    recycling: tuple[int, ...]
    crew: Bunks
    hands: tuple[Hand, ...]
    pile: tuple[int, ...]
    discard: Hand
    eliminated: tuple[int, ...]
    legal: tuple[Action, ...]

    @property
    def rooms(self) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
        """Researchers per seat on the engine room, research lab and recycling centre slots."""
        return (self.engine, self.lab, self.recycling)

    def build(self) -> HyperstellarState:
        built = Draft.build(self)  # (quicker than super() in Python 3.11)
        built.__dict__["_legal"] = self.legal  # what ``keep`` does for a Struct, without the call
        return built

    # -- placement --------------------------------------------------------------------------

    def place(self, action: Place) -> None:
        """Put one researcher from the hub on a free slot, then pass placement on."""
        phase = self.phase
        assert isinstance(phase, Placing)
        seat = phase.seat
        self.hub, rooms, self.crew, free = after_placing(self.state, seat, action)
        self.engine, self.lab, self.recycling = rooms
        self.note("placed", seat, sector=action.sector, beside=action.beside)
        self.next_placer(seat, free)

    def next_placer(self, after: int, free: tuple[Action, ...] | None = None) -> None:
        """The next seat in table order places; a seat with an empty hub takes energy instead.

        Placement ends as soon as nothing can be placed: no researcher left on any hub, or no
        free slot left on the station. ``free`` is where one can place, when already known.
        """
        hub = self.hub
        if not any(hub):
            free = ()
        elif free is None:
            free = placements(self.players, self.engine, self.lab, self.recycling, self.crew)
        if not free:
            self.resume(ENGINE, 0)
            return
        for seat in AFTER[self.players][after]:  # somebody still has a researcher on the hub
            if hub[seat]:
                self.phase, self.legal = PLACING[seat], free
                return
            if seat not in self.eliminated:
                self.energy = _add(self.energy, seat, IDLE_ENERGY)
                self.note("idle_energy", seat, energy=IDLE_ENERGY)

    # -- the action phase -------------------------------------------------------------------

    def resume(self, sector: int, seat: int) -> None:
        """Resolve sectors in order, seats in table order, until a player must decide."""
        players = self.players
        first = seat
        for room in range(sector, CREW):
            row = getattr(self, _ROOMS[room])  # a seat's action changes only its own count here
            for actor in range(first, players):
                if row[actor] and self.begin(room, actor):
                    return
            first = 0
        if self.crew:
            # A seat's action takes only its own researchers from the bunks.
            present = {sleeper for bunk in self.crew for sleeper in bunk}
            for actor in range(first, players):
                if actor in present and self.begin(CREW, actor):
                    return
        self.upkeep()

    def begin(self, sector: int, seat: int) -> bool:
        """Start ``seat``'s action in ``sector``: True if they must decide, else it is done."""
        energy = self.energy[seat]
        reason = ""
        if sector == ENGINE:
            self.energy = _add(self.energy, seat, ENGINE_ENERGY)
            self.note("engine_energy", seat, energy=ENGINE_ENERGY)
        elif sector == LAB:
            hand = self.hands[seat]
            choices = lab_choices(energy, hand, SEAT_COLOURS[seat], self.pile, self.discard, True)
            if choices:
                self.phase, self.legal = ACTING[LAB, seat], choices
                return True
            reason = (
                "not enough energy to research"
                if energy < RESEARCH_COST
                else "no card to draw and no set to score"
            )
        elif sector == RECYCLING:
            if energy >= RECYCLE_COST[4]:
                self.phase, self.legal = ACTING[RECYCLING, seat], recycling_choices(energy)
                return True
            reason = "not enough energy to recycle"
        elif (seat, seat) in self.crew:
            reason = self.why_no_recruit(seat)
            if not reason:
                self.phase, self.legal = ACTING[CREW, seat], RECRUITING
                return True
        if reason:
            self.note("no_action", seat, sector=SECTORS[sector], reason=reason)
        self.back_to_hub(sector, seat)
        return False

    def why_no_recruit(self, seat: int) -> str:
        """Why ``seat``, with a pair in a bunk, cannot recruit now, or ``""`` if they can."""
        if staff(seat, self.hub, self.rooms, self.crew) >= MAX_RESEARCHERS:
            return f"already {MAX_RESEARCHERS} researchers"
        if self.energy[seat] < RECRUIT_COST:
            return "not enough energy to recruit"
        return ""

    def back_to_hub(self, sector: int, seat: int) -> None:
        """The action is done: the seat's researchers in ``sector`` go back to the hub."""
        if sector == CREW:
            self.crew, count = _leave(self.crew, seat)
        else:
            room = _ROOMS[sector]
            row = list(getattr(self, room))
            count = row[seat]
            row[seat] = 0
            setattr(self, room, tuple(row))
        hub = list(self.hub)
        hub[seat] += count
        self.hub = tuple(hub)
        self.note("returned", seat, sector=SECTORS[sector], researchers=count)

    def done(self, sector: int, seat: int) -> None:
        """End ``seat``'s action in ``sector`` and go on with the next one."""
        self.back_to_hub(sector, seat)
        self.resume(sector, seat + 1)

    def research(self, action: Research) -> None:
        """2a. Pay energy and draw the top cards, the discard reshuffled when the pile runs out."""
        seat = self.acting_seat()
        self.energy = _add(self.energy, seat, -RESEARCH_COST)
        drawn = []
        for _ in range(RESEARCH_DRAW):
            if not self.pile:
                if not any(self.discard):
                    break
                self.reshuffle()
            drawn.append(self.pile[-1])
            self.pile = self.pile[:-1]
        hand = list(self.hands[seat])
        for colour in drawn:
            hand[colour] += 1
        self.hands = _put(self.hands, seat, tuple(hand))
        self.note("researched", seat, cards=canonical(spell(drawn)))
        self.done(LAB, seat)

    def reshuffle(self) -> None:
        cards = [colour for colour, n in enumerate(self.discard) for _ in range(n)]
        self.pile, self.rng = self.rng.shuffled(cards)
        self.discard = (0,) * len(self.discard)
        self.note("reshuffled", None, cards=len(cards))

    def score(self, action: Score) -> None:
        """2b. Pay energy per card and score one set; its cards go to the discard."""
        seat, cards = self.acting_seat(), action.cards
        need = counts(cards)
        points = SET_POINTS[cards]
        self.energy = _add(self.energy, seat, -SCORE_COST * len(cards))
        self.hands = _put(self.hands, seat, tuple(map(sub, self.hands[seat], need)))
        self.discard = tuple(map(add, self.discard, need))
        self.points = _add(self.points, seat, points)
        self.note(
            "scored",
            seat,
            cards=cards,
            set=set_name(cards),
            points=points,
            total=self.points[seat],
        )
        more = lab_choices(
            self.energy[seat], self.hands[seat], SEAT_COLOURS[seat], self.pile, self.discard, False
        )
        if more:
            self.phase, self.legal = SCORING[seat], more
        else:
            self.done(LAB, seat)

    def recycle(self, action: Recycle) -> None:
        """3. Pay energy for water; the other players then answer, or simply get water."""
        seat, water = self.acting_seat(), action.water
        self.energy = _add(self.energy, seat, -RECYCLE_COST[water])
        self.water = _add(self.water, seat, water)
        self.note("recycled", seat, water=water, energy=RECYCLE_COST[water])
        self.back_to_hub(RECYCLING, seat)
        others = AFTER[self.players][seat][:-1]
        if self.eliminated:
            others = tuple(other for other in others if other not in self.eliminated)
        if water == 4:
            asked = tuple(other for other in others if self.energy[other] >= SHARE_COST)
            if asked:
                self.phase, self.legal = Answering(seat, asked), ANSWERING
                return
        else:
            for other in others:
                self.water = _add(self.water, other, SHARE_WATER)
                self.note("shared_water", other, water=SHARE_WATER)
        self.resume(RECYCLING, seat + 1)

    def answer(self, action: BuyWater | Pass) -> None:
        """A player answers a small recycling: buy water for energy, or not."""
        phase, buy = self.phase, action.__class__ is BuyWater
        assert isinstance(phase, Answering)
        seat, *rest = phase.seats
        if buy:
            self.energy = _add(self.energy, seat, -SHARE_COST)
            self.water = _add(self.water, seat, SHARE_WATER)
            self.note("bought_water", seat, water=SHARE_WATER)
        else:
            self.note("declined_water", seat)
        if rest:
            self.phase, self.legal = Answering(phase.actor, tuple(rest)), ANSWERING
        else:
            self.resume(RECYCLING, phase.actor + 1)

    def recruit(self, action: Recruit) -> None:
        """4. Pay energy for a researcher from the stock; all three go to the hub."""
        seat = self.acting_seat()
        self.energy = _add(self.energy, seat, -RECRUIT_COST)
        self.hub = _add(self.hub, seat, 1)
        self.note("recruited", seat, energy=RECRUIT_COST)
        self.done(CREW, seat)

    def pass_(self, action: Pass) -> None:
        """Skip an action, stop scoring, or decline the water."""
        # (``type(phase) is``: an ``isinstance`` that misses a msgspec class costs a lookup
        # of ``__instancecheck__``.)
        phase = self.phase
        if type(phase) is Answering:
            self.answer(action)
            return
        if type(phase) is Scoring:
            sector = LAB
        else:
            assert type(phase) is Acting
            sector = phase.sector
        self.note("passed", phase.seat, sector=SECTORS[sector])
        self.done(sector, phase.seat)

    def acting_seat(self) -> int:
        phase = self.phase
        assert type(phase) is Acting or type(phase) is Scoring
        return phase.seat

    # -- upkeep and the end -----------------------------------------------------------------

    def upkeep(self) -> None:
        """Each player in turn pays water per researcher, or loses one; none left: out.

        A player who has reached 150 points has already won: losing their last researcher
        does not put them out of the game (interpretation 18 of the rules page).
        """
        players = self.players
        hub, stock = list(self.hub), list(self.water)  # every researcher is on the hub by now
        for seat in range(players):
            if seat in self.eliminated:
                continue
            due = UPKEEP * hub[seat]
            water = stock[seat]
            if water >= due:
                stock[seat] = water - due
                self.note("upkeep", seat, water=due)
                continue
            stock[seat] = 0
            hub[seat] -= 1
            self.note("lost_researcher", seat, water=water, due=due)
            if (
                not hub[seat]
                and self.points[seat] < WINNING_POINTS
                and len(self.eliminated) < players - 1
            ):
                self.eliminated = tuple(sorted((*self.eliminated, seat)))
                self.note("eliminated", seat)
        self.hub, self.water = tuple(hub), tuple(stock)
        self.end_revolution()

    def end_revolution(self) -> None:
        """The game ends at 150 points or with one player left; else the next revolution."""
        if max(self.points) >= WINNING_POINTS:
            self.finish("points")
        elif len(self.eliminated) == self.players - 1:
            self.finish("last_player")
        elif self.revolution == self.state.max_revolutions:
            self.finish("revolution_cap")
        else:
            self.revolution += 1
            self.note("revolution", None, number=self.revolution)
            self.next_placer(self.players - 1)

    def finish(self, reason: str) -> None:
        self.phase, self.legal = OVER, ()
        self.note("game_over", None, reason=reason)


#: What each kind of action does: the verb of the turn that resolves it.
VERBS: dict[type[Action], Callable[[Turn, Any], None]] = {
    Place: Turn.place,
    Pass: Turn.pass_,
    Recycle: Turn.recycle,
    Research: Turn.research,
    BuyWater: Turn.answer,
    Score: Turn.score,
    Recruit: Turn.recruit,
}

#: How the state plays an action: its shortcut when one takes the case (:mod:`.shortcuts`),
#: else its verb on a fresh Turn (``quiet``: no events recorded).
advance: Advance[HyperstellarState] = turn_entry(Turn, VERBS, SHORTCUTS)


def _leave(crew: Bunks, seat: int) -> tuple[Bunks, int]:
    """The bunks after every researcher of ``seat`` leaves them, and how many left."""
    out = []
    count = 0
    for bunk in crew:
        if seat in bunk:
            count += bunk.count(seat)
            bunk = tuple(s for s in bunk if s != seat)
            if not bunk:
                continue
        out.append(bunk)
    return tuple(sorted(out)), count
