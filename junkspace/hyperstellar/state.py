"""The state of a Hyperstellar game and the rules that move it on.

A position records each player's stock (energy, water), points and science cards, where every
researcher is (on the hub, on a sector's slots, in the crew quarters' bunks, or back in the
game's stock), the science pile and discard, the revolution, and which decision is pending.
The steps of a revolution are values too (:class:`Placing`, :class:`Acting`,
:class:`Scoring`, :class:`Answering`, :class:`Over`), so "what happens next" is part of the
state. Steps with nothing to decide (the engine room, the upkeep, a player placing with an
empty hub) happen by themselves between two decisions and are told in ``events``.

>>> from junkspace.hyperstellar import new_game
>>> state = new_game(players=2, seed=5)
>>> state.energy, state.water, state.hub
((10, 10), (10, 10), (2, 2))
>>> state.phase
Placing(seat=0)
>>> for move in ("place engine", "place lab", "place lab", "place engine"):
...     state = state.apply(move)
>>> state.energy                          # the engine room has paid out 7 energy each
(17, 17)
>>> state.phase
Acting(sector=1, seat=0)
>>> state.legal_actions()
(Research(), Pass())
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from operator import add, sub
from typing import Any, ClassVar, TypeAlias

from ..core import Action, Event, GameState, IllegalActionError, Rng
from .actions import (
    ACTIONS,
    BUY_WATER,
    PASS,
    RECRUIT,
    RESEARCH,
    BuyWater,
    Pass,
    Place,
    Recruit,
    Recycle,
    Research,
    Score,
    parse,
)
from .cards import (
    COLOURS,
    DECK,
    LETTERS,
    SET_POINTS,
    Hand,
    canonical,
    counts,
    letters,
    scorable,
    set_name,
)
from .station import (
    BUNK,
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
    SEAT_NAMES,
    SECTOR_NAMES,
    SECTORS,
    SHARE_COST,
    SHARE_WATER,
    START_ENERGY,
    START_RESEARCHERS,
    START_WATER,
    UPKEEP,
    WINNING_POINTS,
    places,
)

__all__ = [
    "DEFAULT_MAX_REVOLUTIONS",
    "Acting",
    "Answering",
    "HyperstellarState",
    "Over",
    "Phase",
    "Placing",
    "Scoring",
    "narrate",
    "new_game",
]

#: The default revolution cap: long enough for a real game to reach 150 points, short enough
#: that random play always ends (docs/rules/hyperstellar.md, interpretation 17).
DEFAULT_MAX_REVOLUTIONS = 100

Bunks: TypeAlias = tuple[tuple[int, ...], ...]


# -- the steps of a revolution -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Placing:
    """Placement phase: ``seat`` puts a researcher from the hub on a free slot."""

    seat: int


@dataclass(frozen=True, slots=True)
class Acting:
    """Action phase: ``seat`` decides what to do in ``sector`` (the lab, recycling or crew)."""

    sector: int
    seat: int


@dataclass(frozen=True, slots=True)
class Scoring:
    """In the research lab, ``seat`` has scored a set: score another one, or stop."""

    seat: int


@dataclass(frozen=True, slots=True)
class Answering:
    """After ``actor``'s small recycling, ``seats[0]`` may buy water; the others follow."""

    actor: int
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Over:
    """The game has ended."""


Phase: TypeAlias = Placing | Acting | Scoring | Answering | Over

_PLACING = tuple(Placing(seat) for seat in range(len(SEAT_NAMES)))
_SCORING = tuple(Scoring(seat) for seat in range(len(SEAT_NAMES)))
_ACTING = {
    (sector, seat): Acting(sector, seat)
    for sector in (LAB, RECYCLING, CREW)
    for seat in range(len(SEAT_NAMES))
}
_OVER = Over()

# Actions are small immutable values, so each distinct one is built once and shared.
_PLACE = tuple(ACTIONS[f"place {sector}"] for sector in SECTORS)
_PLACE_BESIDE = tuple(ACTIONS[f"place crew {name.lower()}"] for name in SEAT_NAMES)
_SCORES = {cards: ACTIONS[f"score {cards}"] for cards in SET_POINTS}
_RECYCLES = {water: ACTIONS[f"recycle {water}"] for water in RECYCLE_COST}
_SECTOR_OF = {sector: index for index, sector in enumerate(SECTORS)}
_KINDS = (Place, Research, Score, Recycle, BuyWater, Recruit, Pass)
_LAB_CHOICES: dict[tuple[bool, tuple[str, ...]], tuple[Action, ...]] = {}
_RECYCLING_CHOICES = (
    (PASS,),
    (_RECYCLES[4], PASS),
    (_RECYCLES[4], _RECYCLES[7], PASS),
)
_RECRUITING = (RECRUIT, PASS)
_ANSWERING = (BUY_WATER, PASS)


def _put(row: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*row[:index], value, *row[index + 1 :])


def _add(row: tuple[int, ...], index: int, amount: int) -> tuple[int, ...]:
    return (*row[:index], row[index] + amount, *row[index + 1 :])


def _lab_choices(
    energy: int, hand: Hand, own: int, pile: tuple[int, ...], discard: Hand, first: bool
) -> tuple[Action, ...]:
    """What a player may do in the lab, ``pass`` aside (empty: nothing to do there).

    ``first`` is False once they have scored a set: then only more sets are possible.
    """
    research = first and energy >= RESEARCH_COST and (bool(pile) or any(discard))
    sets = scorable(hand, energy // SCORE_COST, own)
    key = (research, sets)
    found = _LAB_CHOICES.get(key)
    if found is None:
        head: tuple[Action, ...] = (RESEARCH,) if research else ()
        found = _LAB_CHOICES[key] = head + tuple(_SCORES[cards] for cards in sets)
    return found


def _placed(sector: int, seat: int, rooms: Sequence[tuple[int, ...]], crew: Bunks) -> int:
    """How many of ``seat``'s researchers are on ``sector``'s slots."""
    if sector == CREW:
        return sum(bunk.count(seat) for bunk in crew)
    return rooms[sector][seat]


def _staff(seat: int, hub: tuple[int, ...], rooms: Sequence[tuple[int, ...]], crew: Bunks) -> int:
    """How many researchers ``seat`` has in play: on the hub and on the station."""
    return hub[seat] + sum(room[seat] for room in rooms) + _placed(CREW, seat, rooms, crew)


def _spell(pile: tuple[int, ...] | list[int]) -> str:
    """Cards given as colour indices, written as colour letters in the same order."""
    return "".join(LETTERS[colour] for colour in pile)


def _colour_of(seat: int) -> str:
    return SEAT_NAMES[seat] if 0 <= seat < len(SEAT_NAMES) else f"seat-{seat}"


def _researchers(count: int) -> str:
    return f"{count} researcher{'s' * (count != 1)}"


# -- the state -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HyperstellarState(GameState):
    """One position of Hyperstellar Happy Corporate Science Space Station.

    Per-seat rows (``energy``, ``water``, ``points``, ``hub`` and the researchers on the
    ``engine``, ``lab`` and ``recycling`` slots) are tuples indexed by seat. ``crew`` lists
    the occupied crew-quarters bunks, each as the sorted seats of its researchers, and is
    itself sorted, so equal positions are equal values. Hands and the discard are counts per
    card colour; the ``pile`` is a stack of colour indices whose *last* card is drawn next.
    Researchers of a seat that are nowhere on the station are in the game's stock.
    """

    game: ClassVar[str] = "hyperstellar"
    seat_names: ClassVar[tuple[str, ...]] = SEAT_NAMES

    players: int
    seed: int
    max_revolutions: int | None
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
    eliminated: tuple[int, ...] = ()
    events: tuple[Event, ...] = field(default=(), compare=False, repr=False)
    _legal: tuple[Action, ...] | None = field(default=None, init=False, compare=False, repr=False)

    # -- derived facts ----------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        phase = self.phase
        if isinstance(phase, Answering):
            return phase.seats[0]
        return None if isinstance(phase, Over) else phase.seat

    @property
    def truncated(self) -> bool:
        """True when the revolution cap ended the game before its own end came."""
        return (
            isinstance(self.phase, Over)
            and max(self.points) < WINNING_POINTS
            and len(self.eliminated) < self.players - 1
        )

    @property
    def options(self) -> Mapping[str, Any]:
        return {"max_revolutions": self.max_revolutions}

    def in_play(self, seat: int) -> bool:
        """True unless ``seat`` has lost all its researchers and left the game."""
        return seat not in self.eliminated

    def researchers(self, seat: int) -> int:
        """How many researchers ``seat`` has in play, on the hub and on the station."""
        return _staff(seat, self.hub, self.rooms, self.crew)

    def placed_in(self, sector: int, seat: int) -> int:
        """How many of ``seat``'s researchers are on ``sector``'s slots (or bunks)."""
        return _placed(sector, seat, self.rooms, self.crew)

    def stock(self, seat: int) -> int:
        """How many of ``seat``'s researchers wait in the game's stock."""
        return MAX_RESEARCHERS - self.researchers(seat)

    def free_slots(self, sector: int) -> int:
        """How many more researchers ``sector`` can take (counting free bunk places)."""
        if sector == CREW:
            return BUNK * self.players - sum(len(bunk) for bunk in self.crew)
        return self.players - sum(self.rooms[sector])

    @property
    def rooms(self) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
        """Researchers per seat on the engine room, research lab and recycling centre slots."""
        return (self.engine, self.lab, self.recycling)

    def scores(self) -> tuple[int, ...]:
        """Each seat's place on the score track."""
        return self.points

    def _rank_key(self, seat: int) -> tuple[int, ...]:
        # Read off the score track, players still in the game ahead of those who left it.
        return (seat not in self.eliminated, self.points[seat])

    # -- the rules --------------------------------------------------------------------------

    def _generate(self) -> tuple[Action, ...]:
        phase = self.phase
        kind = phase.__class__
        if kind is Placing:
            return self._placements()
        if kind is Acting:
            assert isinstance(phase, Acting)
            seat = phase.seat
            if phase.sector == LAB:
                return (*self._lab(seat, first=True), PASS)
            if phase.sector == RECYCLING:
                energy = self.energy[seat]
                return _RECYCLING_CHOICES[(energy >= RECYCLE_COST[4]) + (energy >= RECYCLE_COST[7])]
            return _RECRUITING
        if kind is Scoring:
            assert isinstance(phase, Scoring)
            return (*self._lab(phase.seat, first=False), PASS)
        if kind is Answering:
            return _ANSWERING
        return ()

    def _placements(self) -> tuple[Action, ...]:
        players = self.players
        out = [_PLACE[sector] for sector in (ENGINE, LAB, RECYCLING) if self.free_slots(sector)]
        if len(self.crew) < players:
            out.append(_PLACE[CREW])
        lone = -1
        for bunk in self.crew:
            if len(bunk) == 1 and bunk[0] != lone:
                lone = bunk[0]
                out.append(_PLACE_BESIDE[lone])
        return tuple(out)

    def _lab(self, seat: int, first: bool) -> tuple[Action, ...]:
        return _lab_choices(
            self.energy[seat], self.hands[seat], SEAT_COLOURS[seat], self.pile, self.discard, first
        )

    def _check(self, action: Action) -> None:
        if action not in self.legal_actions():
            raise IllegalActionError(self._why_illegal(action))

    def _why_illegal(self, action: Action) -> str:
        """The rule ``action`` breaks here, in words (``action`` is not legal now)."""
        if not isinstance(action, _KINDS):
            return f"{action!r} is not a Hyperstellar action"
        phase = self.phase
        seat = self.current_player
        assert seat is not None
        name = SEAT_NAMES[seat]
        if isinstance(action, Place) and isinstance(phase, Placing):
            if action.sector not in _SECTOR_OF:
                return f"there is no sector {action.sector!r}"
            if action.beside is not None:
                if action.sector != "crew":
                    return "only the crew quarters have bunks to share"
                if action.beside not in range(self.players):
                    return f"there is no {_colour_of(action.beside)} player at this table"
                colour = SEAT_NAMES[action.beside]
                return f"no crew-quarters bunk holds a lone {colour} researcher to join"
            sector = _SECTOR_OF[action.sector]
            if sector == CREW:
                return "every crew-quarters bunk already has someone in it"
            return f"the {SECTOR_NAMES[sector]} has no free slot (it has {self.players})"
        if isinstance(action, Pass) and isinstance(phase, Placing):
            return (
                f"placing is not optional: {name} has a researcher on the hub and must put it "
                "on a free slot"
            )
        lab_step = isinstance(phase, Scoring) or (isinstance(phase, Acting) and phase.sector == LAB)
        if isinstance(action, Research) and lab_step:
            if isinstance(phase, Scoring):
                return "a lab action is research or scoring, not both: score another set or pass"
            if self.energy[seat] < RESEARCH_COST:
                return f"research costs {RESEARCH_COST} energy and {name} has {self.energy[seat]}"
            return "there is no science card left to draw (the pile and the discard are empty)"
        if isinstance(action, Score) and lab_step:
            return self._why_not_score(action.cards, seat)
        if isinstance(action, Recycle) and isinstance(phase, Acting) and phase.sector == RECYCLING:
            cost = RECYCLE_COST.get(action.water)
            if cost is None:
                return "recycling gives 4 or 7 water"
            return (
                f"recycling for {action.water} water costs {cost} energy and {name} has "
                f"{self.energy[seat]}"
            )
        return f"'{action}' is not possible now: {self.status()}"

    def _why_not_score(self, cards: str, seat: int) -> str:
        name = SEAT_NAMES[seat]
        if cards not in SET_POINTS:
            return (
                f"{cards!r} is not a scoring set written in colour order (7, 6 or 4 different "
                "colours, 5 of one colour, or 1 card of your own colour)"
            )
        own = COLOURS[SEAT_COLOURS[seat]]
        if len(cards) == 1 and cards != own.letter:
            return f"a single card scores only in its owner's colour, and {name}'s is {own.name}"
        need = counts(cards)
        if any(n > held for n, held in zip(need, self.hands[seat], strict=True)):
            return f"{name} does not hold {cards} (their hand: {letters(self.hands[seat]) or '-'})"
        cost = SCORE_COST * len(cards)
        return (
            f"scoring {len(cards)} cards costs {cost} energy ({SCORE_COST} a card) and {name} "
            f"has {self.energy[seat]}"
        )

    def _next(self, action: Action) -> HyperstellarState:
        turn = _Turn(self)
        kind = action.__class__
        if kind is Place:
            assert isinstance(action, Place)
            turn.place(action)
        elif kind is Score:
            assert isinstance(action, Score)
            turn.score(action.cards)
        elif kind is Research:
            turn.research()
        elif kind is Recycle:
            assert isinstance(action, Recycle)
            turn.recycle(action.water)
        elif kind is BuyWater:
            turn.answer(buy=True)
        elif kind is Recruit:
            turn.recruit()
        else:
            turn.pass_()
        return turn.build()

    def parse_action(self, text: str) -> Action:
        return parse(text)

    def action_space(self) -> tuple[Action, ...]:
        players = self.players
        return tuple(
            action
            for action in ACTIONS.values()
            if not (
                isinstance(action, Place) and action.beside is not None and action.beside >= players
            )
            and not (
                isinstance(action, Score)
                and len(action.cards) == 1
                and action.cards not in _SEAT_LETTERS[:players]
            )
        )

    # -- words ------------------------------------------------------------------------------

    def status(self) -> str:
        phase = self.phase
        if isinstance(phase, Over):
            return "Game over: " + self._result()
        when = f" (revolution {self.revolution})"
        if isinstance(phase, Placing):
            return f"{SEAT_NAMES[phase.seat]} to place a researcher on a free slot{when}."
        if isinstance(phase, Answering):
            return (
                f"{SEAT_NAMES[phase.seats[0]]} may buy {SHARE_WATER} water for {SHARE_COST} "
                f"energy from {SEAT_NAMES[phase.actor]}'s recycling, or pass{when}."
            )
        name = SEAT_NAMES[phase.seat]
        if isinstance(phase, Scoring):
            return f"{name} in the research lab: score another set, or pass to stop{when}."
        if phase.sector == LAB:
            return f"{name} in the research lab: research, score sets, or pass{when}."
        if phase.sector == RECYCLING:
            return f"{name} in the recycling centre: recycle for 4 or 7 water, or pass{when}."
        return (
            f"{name} in the crew quarters: recruit a researcher for {RECRUIT_COST} energy, "
            f"or pass{when}."
        )

    def _result(self) -> str:
        winners = self.winners()
        points = self.points[winners[0]]
        names = " and ".join(SEAT_NAMES[s] for s in winners)
        verb = "wins" if len(winners) == 1 else "share the win"
        if max(self.points) >= WINNING_POINTS:
            why = "the score track is read"
        elif len(self.eliminated) == self.players - 1:
            why = "the last player in the game"
        else:
            why = f"the {self.max_revolutions}-revolution cap was reached; ranked by points"
        return f"{names} {verb} with {points} points ({why})."

    def describe(self, action: Action) -> str:
        seat = self.current_player
        name = SEAT_NAMES[seat] if seat is not None else "Nobody"
        if isinstance(action, Place):
            where = SECTOR_NAMES[_SECTOR_OF[action.sector]]
            if action.sector != "crew":
                return f"{name} places a researcher in the {where}."
            if action.beside is None:
                bunk = "an empty bunk"
            elif action.beside == seat:
                bunk = "their own bunk, a pair that can recruit"
            else:
                bunk = f"{SEAT_NAMES[action.beside]}'s bunk, beside their lone researcher"
            return f"{name} places a researcher in the {where}, in {bunk}."
        if isinstance(action, Research):
            return (
                f"{name} pays {RESEARCH_COST} energy to research and draws the top "
                f"{RESEARCH_DRAW} science cards."
            )
        if isinstance(action, Score):
            cards = action.cards
            if cards not in SET_POINTS:
                return f"{name} tries to score {cards}, which is not a set."
            return (
                f"{name} pays {SCORE_COST * len(cards)} energy to score {cards} "
                f"({set_name(cards)}) for {SET_POINTS[cards]} points."
            )
        if isinstance(action, Recycle):
            cost = RECYCLE_COST.get(action.water, 0)
            others = (
                f"every other player may buy {SHARE_WATER} water for {SHARE_COST} energy"
                if action.water == 4
                else f"every other player gets {SHARE_WATER} water"
            )
            return f"{name} pays {cost} energy for {action.water} water; then {others}."
        if isinstance(action, BuyWater):
            return f"{name} pays {SHARE_COST} energy for {SHARE_WATER} water."
        if isinstance(action, Recruit):
            return f"{name} pays {RECRUIT_COST} energy for a new researcher."
        if isinstance(action, Pass):
            return f"{name} passes: {_PASS_WORDS[self.phase.__class__]}."
        return str(action)

    def narrate(self, event: Event) -> str:
        return narrate(event)

    def __str__(self) -> str:
        from .text import board_text

        return board_text(self)

    # -- saving and seeing ------------------------------------------------------------------

    def _to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "seed": self.seed,
            "max_revolutions": self.max_revolutions,
            "rng": self.rng.state,
            "revolution": self.revolution,
            "phase": _phase_to_dict(self.phase),
            "energy": list(self.energy),
            "water": list(self.water),
            "points": list(self.points),
            "hub": list(self.hub),
            "engine": list(self.engine),
            "lab": list(self.lab),
            "recycling": list(self.recycling),
            "crew": [list(bunk) for bunk in self.crew],
            "hands": [letters(hand) for hand in self.hands],
            "pile": _spell(self.pile),
            "discard": letters(self.discard),
            "eliminated": list(self.eliminated),
        }

    @classmethod
    def _from_dict(cls, data: object) -> HyperstellarState:
        from .codec import state_from_dict

        return state_from_dict(data)

    def observation(self, player: int) -> dict[str, Any]:
        """Everything but the other players' hands (only their sizes) and the pile's order.

        Stocks, researchers and the score track are in front of everybody; scored cards go to
        the discard face up. Science cards are drawn in secret (interpretation 5).
        """
        self.check_seat(player)
        seen = self._to_dict()
        del seen["rng"], seen["seed"]
        seen["hands"] = [
            letters(hand) if seat == player else None for seat, hand in enumerate(self.hands)
        ]
        seen["hand_sizes"] = [sum(hand) for hand in self.hands]
        seen["pile"] = len(self.pile)
        seen["seat"] = player
        seen["current_player"] = self.current_player
        seen["scores"] = list(self.points)
        return seen

    def determinize(self, player: int, seed: int) -> HyperstellarState:
        """The same table with the other hands and the pile dealt anew from the unseen cards.

        ``player`` knows their own hand, the discard and how many cards everyone holds; the
        cards they have not seen are pooled, shuffled and dealt back in the same numbers. The
        sample has no events: the last ones may name cards that are now elsewhere.
        """
        self.check_seat(player)
        unseen = list(self.pile)
        for seat, hand in enumerate(self.hands):
            if seat != player:
                for colour, n in enumerate(hand):
                    unseen.extend([colour] * n)
        # Sorted first, so that the sample depends on what the seat saw, never on the real order.
        shuffled, rng = Rng.from_seed(seed).shuffled(sorted(unseen))
        cards = list(shuffled)
        hands = []
        for seat, hand in enumerate(self.hands):
            if seat == player:
                hands.append(hand)
                continue
            size = sum(hand)
            dealt, cards = cards[:size], cards[size:]
            hands.append(tuple(dealt.count(colour) for colour in range(len(DECK))))
        return HyperstellarState(
            self.players,
            self.seed,
            self.max_revolutions,
            rng,
            self.revolution,
            self.phase,
            self.energy,
            self.water,
            self.points,
            self.hub,
            self.engine,
            self.lab,
            self.recycling,
            self.crew,
            tuple(hands),
            tuple(cards),
            self.discard,
            self.eliminated,
        )


_SEAT_LETTERS = tuple(COLOURS[colour].letter for colour in SEAT_COLOURS)

_PASS_WORDS: dict[type, str] = {
    Placing: "placing is not optional",
    Acting: "their researchers go back to the hub without acting",
    Scoring: "no more sets this revolution",
    Answering: "no water, thanks",
    Over: "the game is over",
}


def _phase_to_dict(phase: Phase) -> dict[str, Any]:
    if isinstance(phase, Placing):
        return {"step": "place", "seat": phase.seat}
    if isinstance(phase, Acting):
        return {"step": "act", "sector": SECTORS[phase.sector], "seat": phase.seat}
    if isinstance(phase, Scoring):
        return {"step": "score", "seat": phase.seat}
    if isinstance(phase, Answering):
        return {"step": "answer", "actor": phase.actor, "seats": list(phase.seats)}
    return {"step": "over"}


class _Turn:
    """A scratch copy of a state's changing fields while one decision is resolved.

    A decision sets off everything that follows it without a choice (the engine room, the
    upkeep, the next revolution's start) up to the next decision; the handlers below read
    like the rule book, and ``build`` freezes the result into a new state.
    """

    __slots__ = (
        "crew",
        "discard",
        "eliminated",
        "energy",
        "events",
        "hands",
        "hub",
        "phase",
        "pile",
        "players",
        "points",
        "revolution",
        "rng",
        "rooms",
        "state",
        "water",
    )

    def __init__(self, state: HyperstellarState) -> None:
        self.state = state
        self.players = state.players
        self.rng = state.rng
        self.revolution = state.revolution
        self.phase: Phase = state.phase
        self.energy = state.energy
        self.water = state.water
        self.points = state.points
        self.hub = state.hub
        self.rooms = [state.engine, state.lab, state.recycling]
        self.crew = state.crew
        self.hands = state.hands
        self.pile = state.pile
        self.discard = state.discard
        self.eliminated = state.eliminated
        self.events: list[Event] = []

    def build(self) -> HyperstellarState:
        s = self.state
        rooms = self.rooms
        return HyperstellarState(
            s.players,
            s.seed,
            s.max_revolutions,
            self.rng,
            self.revolution,
            self.phase,
            self.energy,
            self.water,
            self.points,
            self.hub,
            rooms[ENGINE],
            rooms[LAB],
            rooms[RECYCLING],
            self.crew,
            self.hands,
            self.pile,
            self.discard,
            self.eliminated,
            tuple(self.events),
        )

    # -- placement --------------------------------------------------------------------------

    def place(self, action: Place) -> None:
        """Put one researcher from the hub on a free slot, then pass placement on."""
        phase = self.phase
        assert isinstance(phase, Placing)
        seat = phase.seat
        self.hub = _add(self.hub, seat, -1)
        sector = _SECTOR_OF[action.sector]
        if sector == CREW:
            self.crew = _join(self.crew, seat, action.beside)
        else:
            self.rooms[sector] = _add(self.rooms[sector], seat, 1)
        self.events.append(Event.of("placed", seat, sector=action.sector, beside=action.beside))
        self.next_placer(seat)

    def next_placer(self, after: int) -> None:
        """The next seat in table order places; a seat with an empty hub takes energy instead.

        Placement ends as soon as nothing can be placed: no researcher left on any hub, or no
        free slot left on the station.
        """
        players = self.players
        room = places(players)
        while True:
            placed = sum(map(sum, self.rooms)) + sum(map(len, self.crew))
            if placed >= room or not any(self.hub):
                self.resume(ENGINE, 0)
                return
            after = (after + 1) % players
            if after in self.eliminated:
                continue
            if self.hub[after]:
                self.phase = _PLACING[after]
                return
            self.energy = _add(self.energy, after, IDLE_ENERGY)
            self.events.append(Event.of("idle_energy", after, energy=IDLE_ENERGY))

    # -- the action phase -------------------------------------------------------------------

    def resume(self, sector: int, seat: int) -> None:
        """Resolve sectors in order, seats in table order, until a player must decide."""
        players = self.players
        while sector <= CREW:
            while seat < players:
                if _placed(sector, seat, self.rooms, self.crew) and self.begin(sector, seat):
                    return
                seat += 1
            sector += 1
            seat = 0
        self.upkeep()

    def begin(self, sector: int, seat: int) -> bool:
        """Start ``seat``'s action in ``sector``: True if they must decide, else it is done."""
        energy = self.energy[seat]
        reason = ""
        if sector == ENGINE:
            self.energy = _add(self.energy, seat, ENGINE_ENERGY)
            self.events.append(Event.of("engine_energy", seat, energy=ENGINE_ENERGY))
        elif sector == LAB:
            hand = self.hands[seat]
            if _lab_choices(energy, hand, SEAT_COLOURS[seat], self.pile, self.discard, True):
                self.phase = _ACTING[LAB, seat]
                return True
            reason = (
                "not enough energy to research"
                if energy < RESEARCH_COST
                else "no card to draw and no set to score"
            )
        elif sector == RECYCLING:
            if energy >= RECYCLE_COST[4]:
                self.phase = _ACTING[RECYCLING, seat]
                return True
            reason = "not enough energy to recycle"
        elif (seat, seat) in self.crew:
            reason = self.why_no_recruit(seat)
            if not reason:
                self.phase = _ACTING[CREW, seat]
                return True
        if reason:
            self.events.append(Event.of("no_action", seat, sector=SECTORS[sector], reason=reason))
        self.back_to_hub(sector, seat)
        return False

    def why_no_recruit(self, seat: int) -> str:
        """Why ``seat``, with a pair in a bunk, cannot recruit now, or ``""`` if they can."""
        if _staff(seat, self.hub, self.rooms, self.crew) >= MAX_RESEARCHERS:
            return f"already {MAX_RESEARCHERS} researchers"
        if self.energy[seat] < RECRUIT_COST:
            return "not enough energy to recruit"
        return ""

    def back_to_hub(self, sector: int, seat: int) -> None:
        """The action is done: the seat's researchers in ``sector`` go back to the hub."""
        count = _placed(sector, seat, self.rooms, self.crew)
        if sector == CREW:
            self.crew = _leave(self.crew, seat)
        else:
            self.rooms[sector] = _put(self.rooms[sector], seat, 0)
        self.hub = _add(self.hub, seat, count)
        self.events.append(Event.of("returned", seat, sector=SECTORS[sector], researchers=count))

    def done(self, sector: int, seat: int) -> None:
        """End ``seat``'s action in ``sector`` and go on with the next one."""
        self.back_to_hub(sector, seat)
        self.resume(sector, seat + 1)

    def research(self) -> None:
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
        self.events.append(Event.of("researched", seat, cards=canonical(_spell(drawn))))
        self.done(LAB, seat)

    def reshuffle(self) -> None:
        cards = [colour for colour, n in enumerate(self.discard) for _ in range(n)]
        self.pile, self.rng = self.rng.shuffled(cards)
        self.discard = (0,) * len(self.discard)
        self.events.append(Event.of("reshuffled", None, cards=len(cards)))

    def score(self, cards: str) -> None:
        """2b. Pay energy per card and score one set; its cards go to the discard."""
        seat = self.acting_seat()
        need = counts(cards)
        points = SET_POINTS[cards]
        self.energy = _add(self.energy, seat, -SCORE_COST * len(cards))
        self.hands = _put(self.hands, seat, tuple(map(sub, self.hands[seat], need)))
        self.discard = tuple(map(add, self.discard, need))
        self.points = _add(self.points, seat, points)
        self.events.append(
            Event.of(
                "scored",
                seat,
                cards=cards,
                set=set_name(cards),
                points=points,
                total=self.points[seat],
            )
        )
        more = _lab_choices(
            self.energy[seat], self.hands[seat], SEAT_COLOURS[seat], self.pile, self.discard, False
        )
        if more:
            self.phase = _SCORING[seat]
        else:
            self.done(LAB, seat)

    def recycle(self, water: int) -> None:
        """3. Pay energy for water; the other players then answer, or simply get water."""
        seat = self.acting_seat()
        self.energy = _add(self.energy, seat, -RECYCLE_COST[water])
        self.water = _add(self.water, seat, water)
        self.events.append(Event.of("recycled", seat, water=water, energy=RECYCLE_COST[water]))
        self.back_to_hub(RECYCLING, seat)
        players = self.players
        others = [
            other
            for other in ((seat + step) % players for step in range(1, players))
            if other not in self.eliminated
        ]
        if water == 4:
            asked = tuple(other for other in others if self.energy[other] >= SHARE_COST)
            if asked:
                self.phase = Answering(seat, asked)
                return
        else:
            for other in others:
                self.water = _add(self.water, other, SHARE_WATER)
                self.events.append(Event.of("shared_water", other, water=SHARE_WATER))
        self.resume(RECYCLING, seat + 1)

    def answer(self, buy: bool) -> None:
        """A player answers a small recycling: buy water for energy, or not."""
        phase = self.phase
        assert isinstance(phase, Answering)
        seat, *rest = phase.seats
        if buy:
            self.energy = _add(self.energy, seat, -SHARE_COST)
            self.water = _add(self.water, seat, SHARE_WATER)
            self.events.append(Event.of("bought_water", seat, water=SHARE_WATER))
        else:
            self.events.append(Event.of("declined_water", seat))
        if rest:
            self.phase = Answering(phase.actor, tuple(rest))
        else:
            self.resume(RECYCLING, phase.actor + 1)

    def recruit(self) -> None:
        """4. Pay energy for a researcher from the stock; all three go to the hub."""
        seat = self.acting_seat()
        self.energy = _add(self.energy, seat, -RECRUIT_COST)
        self.hub = _add(self.hub, seat, 1)
        self.events.append(Event.of("recruited", seat, energy=RECRUIT_COST))
        self.done(CREW, seat)

    def pass_(self) -> None:
        """Skip an action, stop scoring, or decline the water."""
        phase = self.phase
        if isinstance(phase, Answering):
            self.answer(buy=False)
            return
        assert isinstance(phase, (Acting, Scoring))
        sector = LAB if isinstance(phase, Scoring) else phase.sector
        self.events.append(Event.of("passed", phase.seat, sector=SECTORS[sector]))
        self.done(sector, phase.seat)

    def acting_seat(self) -> int:
        phase = self.phase
        assert isinstance(phase, (Acting, Scoring))
        return phase.seat

    # -- upkeep and the end -----------------------------------------------------------------

    def upkeep(self) -> None:
        """Each player in turn pays water per researcher, or loses one; none left: out.

        A player who has reached 150 points has already won: losing their last researcher
        does not put them out of the game (interpretation 18 of the rules page).
        """
        for seat in range(self.players):
            if seat in self.eliminated:
                continue
            staff = self.hub[seat]  # every researcher is back on the hub by now
            due = UPKEEP * staff
            water = self.water[seat]
            if water >= due:
                self.water = _add(self.water, seat, -due)
                self.events.append(Event.of("upkeep", seat, water=due))
                continue
            self.water = _put(self.water, seat, 0)
            self.hub = _add(self.hub, seat, -1)
            self.events.append(Event.of("lost_researcher", seat, water=water, due=due))
            if (
                not self.hub[seat]
                and self.points[seat] < WINNING_POINTS
                and len(self.eliminated) < self.players - 1
            ):
                self.eliminated = tuple(sorted((*self.eliminated, seat)))
                self.events.append(Event.of("eliminated", seat))
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
            self.events.append(Event.of("revolution", None, number=self.revolution))
            self.next_placer(self.players - 1)

    def finish(self, reason: str) -> None:
        self.phase = _OVER
        self.events.append(Event.of("game_over", None, reason=reason))


def _join(crew: Bunks, seat: int, beside: int | None) -> Bunks:
    """The bunks after ``seat`` takes an empty bunk, or joins ``beside``'s lone researcher."""
    if beside is None:
        return tuple(sorted((*crew, (seat,))))
    i = crew.index((beside,))
    return tuple(sorted((*crew[:i], tuple(sorted((beside, seat))), *crew[i + 1 :])))


def _leave(crew: Bunks, seat: int) -> Bunks:
    """The bunks after every researcher of ``seat`` leaves them."""
    out = []
    for bunk in crew:
        if seat in bunk:
            bunk = tuple(s for s in bunk if s != seat)
            if not bunk:
                continue
        out.append(bunk)
    return tuple(sorted(out))


_REASONS = {
    "points": "someone reached 150 points",
    "last_player": "only one player is left",
    "revolution_cap": "the revolution cap was reached",
}


def narrate(event: Event, seat_names: tuple[str, ...] = SEAT_NAMES) -> str:
    """One past-tense sentence for a Hyperstellar event, for logs.

    Drawn cards are private: the sentence says how many, not which.

    >>> narrate(Event.of("scored", 0, cards="OGBW", set="four colours", points=10, total=13))
    'Red scored OGBW (four colours) for 10 points: 13 on the track.'
    """
    who = seat_names[event.seat] if event.seat is not None else ""
    kind = event.kind
    if kind == "placed":
        sector = SECTOR_NAMES[_SECTOR_OF[event["sector"]]]
        beside = event["beside"]
        mate = "" if beside is None else f", beside {seat_names[beside]}'s researcher"
        return f"{who} placed a researcher in the {sector}{mate}."
    if kind == "idle_energy":
        return f"{who} had no researcher left on the hub and took {event['energy']} energy."
    if kind == "engine_energy":
        return f"{who} drew {event['energy']} energy from the engine room."
    if kind == "no_action":
        sector = SECTOR_NAMES[_SECTOR_OF[event["sector"]]]
        return f"{who} could not act in the {sector}: {event['reason']}."
    if kind == "returned":
        sector = SECTOR_NAMES[_SECTOR_OF[event["sector"]]]
        count = _researchers(event["researchers"])
        return f"{who}'s {count} went back to the hub from the {sector}."
    if kind == "researched":
        drawn = len(event["cards"])
        return f"{who} researched and drew {drawn} science card{'s' * (drawn != 1)}."
    if kind == "reshuffled":
        return f"The pile ran out: the {event['cards']} discarded cards became a new shuffled pile."
    if kind == "scored":
        return (
            f"{who} scored {event['cards']} ({event['set']}) for {event['points']} points: "
            f"{event['total']} on the track."
        )
    if kind == "recycled":
        return f"{who} recycled {event['energy']} energy into {event['water']} water."
    if kind == "shared_water":
        return f"{who} got {event['water']} water from the recycling."
    if kind == "bought_water":
        return f"{who} bought {event['water']} water for {SHARE_COST} energy."
    if kind == "declined_water":
        return f"{who} bought no water."
    if kind == "recruited":
        return f"{who} recruited a new researcher for {event['energy']} energy."
    if kind == "passed":
        sector = SECTOR_NAMES[_SECTOR_OF[event["sector"]]]
        return f"{who} passed in the {sector}."
    if kind == "upkeep":
        return f"{who} paid {event['water']} water of upkeep."
    if kind == "lost_researcher":
        return (
            f"{who} could not pay {event['due']} water of upkeep: paid {event['water']} and lost "
            "a researcher."
        )
    if kind == "eliminated":
        return f"{who} has no researcher left and is out of the game."
    if kind == "revolution":
        return f"Revolution {event['number']} begins."
    if kind == "game_over":
        return f"Game over: {_REASONS[event['reason']]}."
    return f"{kind} {event.to_dict()}"


def new_game(
    players: int = 3, seed: int = 0, max_revolutions: int | None = DEFAULT_MAX_REVOLUTIONS
) -> HyperstellarState:
    """Set up a table: stocks of 10 energy and 10 water, two researchers each on the hub,
    and the science cards shuffled into a pile. Seat 0 (Red, at the top) plays first.
    """
    if not 2 <= players <= len(SEAT_NAMES):
        raise ValueError(f"Hyperstellar is for 2–{len(SEAT_NAMES)} players, got {players}")
    deck = [colour for colour, n in enumerate(DECK) for _ in range(n)]
    pile, rng = Rng.from_seed(seed).shuffled(deck)
    zeros = (0,) * players
    return HyperstellarState(
        players=players,
        seed=seed,
        max_revolutions=max_revolutions,
        rng=rng,
        revolution=1,
        phase=_PLACING[0],
        energy=(START_ENERGY,) * players,
        water=(START_WATER,) * players,
        points=zeros,
        hub=(START_RESEARCHERS,) * players,
        engine=zeros,
        lab=zeros,
        recycling=zeros,
        crew=(),
        hands=((0,) * len(DECK),) * players,
        pile=pile,
        discard=(0,) * len(DECK),
    )
