"""The state of a Hyperstellar game: its fields, what follows from them, the legal actions.

A position records each player's stock (energy, water), points and science cards, where every
researcher is (on the hub, on a sector's slots, in the crew quarters' bunks, or back in the
game's stock), the science pile and discard, the revolution, and which decision is pending.
The steps of a revolution are values too (:mod:`.phases`), so "what happens next" is part of
the state. How an action changes the position is in :mod:`.turn`, why one is illegal in
:mod:`.refusals`, the words in :mod:`.narration` and the JSON in :mod:`.codec`; the state's
methods for them are one-line delegations.

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

from collections.abc import Mapping
from typing import Annotated, Any, ClassVar, TypeAlias

from msgspec import Meta

from ..core import Action, Event, IllegalActionError, Rng
from ..core.errors import check_players
from ..core.state import StructState, replace
from .actions import ACTIONS, PASS, Place, Score, parse
from .cards import COLOURS, DECK, Hand, letters
from .choices import ANSWERING, RECRUITING, lab_choices, placements, recycling_choices
from .phases import PLACING, Acting, Answering, Over, Phase, Placing, Scoring, Seat
from .rules import DEFAULT_MAX_REVOLUTIONS, SEAT_NAMES
from .station import (
    BUNK,
    CREW,
    LAB,
    MAX_RESEARCHERS,
    RECYCLING,
    SEAT_COLOURS,
    START_ENERGY,
    START_RESEARCHERS,
    START_WATER,
    WINNING_POINTS,
    placed,
    staff,
)
from .turn import advance

__all__ = [
    "Acting",
    "Answering",
    "HyperstellarState",
    "Over",
    "Phase",
    "Placing",
    "Scoring",
    "new_game",
]

#: A count that never goes below zero (energy, water, points, researchers); one per seat.
Row: TypeAlias = tuple[Annotated[int, Meta(ge=0)], ...]

_SEAT_LETTERS = tuple(COLOURS[colour].letter for colour in SEAT_COLOURS)


# -- the state -----------------------------------------------------------------------------


class HyperstellarState(StructState, frozen=True):
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

    players: Annotated[int, Meta(ge=2, le=len(SEAT_NAMES))]
    seed: int
    max_revolutions: Annotated[int, Meta(ge=1)] | None
    rng: Rng
    revolution: Annotated[int, Meta(ge=1)]
    phase: Phase
    energy: Row
    water: Row
    points: Row
    hub: Row
    engine: Row
    lab: Row
    recycling: Row
    crew: tuple[tuple[Seat, ...], ...]
    hands: tuple[Hand, ...]
    pile: tuple[int, ...]
    discard: Hand
    eliminated: tuple[Seat, ...] = ()

    # -- derived facts ----------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return self.phase.seat

    @property
    def is_over(self) -> bool:
        return self.phase.__class__ is Over  # (asked before every decision: one call, not two)

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
        return staff(seat, self.hub, self.rooms, self.crew)

    def placed_in(self, sector: int, seat: int) -> int:
        """How many of ``seat``'s researchers are on ``sector``'s slots (or bunks)."""
        return placed(sector, seat, self.rooms, self.crew)

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
        # A state built by a turn already has its legal actions (see Turn.build); this is
        # for the others: a new game, a save read back, a position made by hand.
        phase = self.phase
        kind = phase.__class__
        if kind is Placing:
            return placements(self.players, self.engine, self.lab, self.recycling, self.crew)
        if kind is Acting:
            assert isinstance(phase, Acting)
            seat = phase.seat
            if phase.sector == LAB:
                return self._lab(seat, first=True) or (PASS,)
            if phase.sector == RECYCLING:
                return recycling_choices(self.energy[seat])
            return RECRUITING
        if kind is Scoring:
            assert isinstance(phase, Scoring)
            return self._lab(phase.seat, first=False) or (PASS,)
        if kind is Answering:
            return ANSWERING
        return ()

    def _lab(self, seat: int, first: bool) -> tuple[Action, ...]:
        return lab_choices(
            self.energy[seat], self.hands[seat], SEAT_COLOURS[seat], self.pile, self.discard, first
        )

    def _check(self, action: Action) -> None:
        if action not in self.legal_actions():  # (Structs: identity, then == in C)
            from .refusals import refusal

            raise IllegalActionError(refusal(self, action))

    # The turn's entry, called straight from ``apply`` (no frame in between).
    _next = advance  # type: ignore[assignment]  # a plain function: bound as a method

    def _next_quiet(self, action: Action) -> HyperstellarState:
        return advance(self, action, quiet=True)

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

        return narrate(event)

    def __str__(self) -> str:
        from .text import board_text

        return board_text(self)

    # -- saving and seeing ------------------------------------------------------------------

    def _to_dict(self) -> dict[str, Any]:
        from .codec import state_to_dict

        return state_to_dict(self)

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
        return replace(self, rng=rng, hands=tuple(hands), pile=tuple(cards))


def new_game(
    players: int = 3, seed: int = 0, max_revolutions: int | None = DEFAULT_MAX_REVOLUTIONS
) -> HyperstellarState:
    """Set up a table: stocks of 10 energy and 10 water, two researchers each on the hub,
    and the science cards shuffled into a pile. Seat 0 (Red, at the top) plays first.
    """
    check_players("Hyperstellar", players, 2, len(SEAT_NAMES))
    deck = [colour for colour, n in enumerate(DECK) for _ in range(n)]
    pile, rng = Rng.from_seed(seed).shuffled(deck)
    zeros = (0,) * players
    return HyperstellarState(
        players=players,
        seed=seed,
        max_revolutions=max_revolutions,
        rng=rng,
        revolution=1,
        phase=PLACING[0],
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
