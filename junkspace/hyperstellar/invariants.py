"""The Hyperstellar positions the rules can reach, checked when a save is read.

A save's shape (:mod:`.codec`) says which fields a position has and what each may hold; what
the types cannot say is checked here, each problem an
:class:`~junkspace.core.errors.InvalidStateError` naming the field and the rule: rows and
seats agree with the table size, every science card is in exactly one place (a hand, the pile
or the discard), nobody has more than ten researchers, the station's slots are not
overfilled, and the pending decision agrees with the rest (a revolution is placed in table
order, and only while nobody has won).

>>> from junkspace.hyperstellar import new_game
>>> from junkspace.core.state import replace
>>> state = new_game(players=2, seed=1)
>>> check_position(state)
>>> check_position(replace(state, water=(10, 10, 10)))
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: state.water: expected 2 items, got 3
"""

from __future__ import annotations

from ..core import InvalidStateError
from ..core.validate import expect_int, expect_list
from .actions import PASS
from .cards import COLOURS, DECK, Hand
from .phases import Acting, Answering, Over, Placing, Scoring
from .rules import SEAT_NAMES
from .state import HyperstellarState
from .station import (
    BUNK,
    CREW,
    LAB,
    MAX_RESEARCHERS,
    RECRUIT_COST,
    RECYCLE_COST,
    RECYCLING,
    SECTOR_NAMES,
    SECTORS,
    SHARE_COST,
    WINNING_POINTS,
)

__all__ = ["check_position"]


def check_position(state: HyperstellarState) -> None:
    """Refuse a position no Hyperstellar game reaches, naming the field and the rule."""
    _check_table(state)
    _check_cards(state.hands, state.pile, state.discard)
    _check_station(state)
    _check_phase(state)


def _check_table(state: HyperstellarState) -> None:
    """Every row has a place per seat, every seat named is at the table."""
    players = state.players
    for name in ("energy", "water", "points", "hub", "engine", "lab", "recycling", "hands"):
        expect_list(list(getattr(state, name)), f"state.{name}", players)
    if state.max_revolutions is not None:
        expect_int(state.revolution, "state.revolution", high=state.max_revolutions)
    crew = state.crew
    if len(crew) > players:
        raise InvalidStateError(
            "state.crew", f"the crew quarters have {players} bunks, not {len(crew)}"
        )
    for i, bunk in enumerate(crew):
        if not 1 <= len(bunk) <= BUNK:
            raise InvalidStateError(
                f"state.crew[{i}]", f"a bunk in use holds 1 to {BUNK} researchers"
            )
        for j, seat in enumerate(bunk):
            expect_int(seat, f"state.crew[{i}][{j}]", high=players - 1)
    for i, seat in enumerate(state.eliminated):
        expect_int(seat, f"state.eliminated[{i}]", high=players - 1)
    if len(set(state.eliminated)) != len(state.eliminated):
        raise InvalidStateError("state.eliminated", "a player leaves the game only once")
    if len(state.eliminated) >= players:
        raise InvalidStateError("state.eliminated", "the last player in the game never leaves")
    phase = state.phase
    if isinstance(phase, Answering):
        expect_int(phase.actor, "state.phase.actor", high=players - 1)
        for i, seat in enumerate(phase.seats):
            expect_int(seat, f"state.phase.seats[{i}]", high=players - 1)
        if len(set(phase.seats)) != len(phase.seats) or phase.actor in phase.seats:
            raise InvalidStateError(
                "state.phase.seats", "each other player answers a recycling once"
            )
    elif phase.seat is not None:
        expect_int(phase.seat, "state.phase.seat", high=players - 1)


def _check_cards(hands: tuple[Hand, ...], pile: tuple[int, ...], discard: Hand) -> None:
    for colour, cards in enumerate(DECK):
        found = sum(hand[colour] for hand in hands) + pile.count(colour) + discard[colour]
        if found != cards:
            name = COLOURS[colour].name
            raise InvalidStateError(
                "state",
                f"the deck has {cards} {name} cards, but hands, pile and discard hold {found}",
            )


def _check_station(state: HyperstellarState) -> None:
    players = state.players
    for sector, room in enumerate(state.rooms):
        if sum(room) > players:
            raise InvalidStateError(
                f"state.{SECTORS[sector]}",
                f"the {SECTOR_NAMES[sector]} has {players} slots, not {sum(room)}",
            )
    over = isinstance(state.phase, Over)
    for seat in range(players):
        count = state.researchers(seat)
        if count > MAX_RESEARCHERS:
            raise InvalidStateError(
                f"state.hub[{seat}]",
                f"{SEAT_NAMES[seat]} has {count} researchers; there are {MAX_RESEARCHERS} a colour",
            )
        if not state.in_play(seat) and count:
            raise InvalidStateError(
                f"state.hub[{seat}]", f"{SEAT_NAMES[seat]} is out of the game but has researchers"
            )
        if state.in_play(seat) and not count and not over:
            raise InvalidStateError(
                f"state.hub[{seat}]", f"{SEAT_NAMES[seat]} is in the game with no researcher"
            )


def _placed_before(state: HyperstellarState, sector: int, seat: int) -> bool:
    """True if researchers remain where the action phase has already been."""
    for done in range(sector):
        if (done == CREW and state.crew) or (done < CREW and any(state.rooms[done])):
            return True
    if sector == CREW:
        return any(s < seat for bunk in state.crew for s in bunk)
    return any(state.rooms[sector][:seat])


def _check_placing(state: HyperstellarState, seat: int) -> None:
    """Placement follows the end of a revolution nobody won, one researcher a seat at a time
    in table order (a rotation): those before ``seat`` have placed one more, unless their hub
    ran out."""
    best = max(range(state.players), key=state.points.__getitem__)
    if state.points[best] >= WINNING_POINTS:
        raise InvalidStateError(
            f"state.points[{best}]",
            f"{SEAT_NAMES[best]} has {state.points[best]} points: the game ended with the "
            f"revolution that reached {WINNING_POINTS}, so no new one is being placed",
        )
    placed = [state.researchers(other) - state.hub[other] for other in range(state.players)]
    for other, count in enumerate(placed):
        due = placed[seat] + (other < seat)
        if count > due or (state.hub[other] and count != due):
            raise InvalidStateError(
                "state.phase.seat",
                f"seats place in table order, one researcher each a rotation: "
                f"{SEAT_NAMES[seat]} places its researcher number {placed[seat] + 1}, and "
                f"{SEAT_NAMES[other]} has placed {count}",
            )


def _check_phase(state: HyperstellarState) -> None:
    phase = state.phase
    seat = state.current_player
    if seat is not None and not state.in_play(seat):
        raise InvalidStateError("state.phase", f"{SEAT_NAMES[seat]} is out of the game")
    if isinstance(phase, Over):
        if any(map(any, state.rooms)) or state.crew:
            raise InvalidStateError("state.phase", "at the end every researcher is on the hub")
        ended = (
            max(state.points) >= WINNING_POINTS
            or len(state.eliminated) == state.players - 1
            or state.revolution == state.max_revolutions
        )
        if not ended:
            raise InvalidStateError("state.phase", "nothing has ended this game")
        return
    if len(state.eliminated) == state.players - 1:
        raise InvalidStateError("state.phase", "a game with one player left is over")
    if isinstance(phase, Placing):
        if not state.hub[phase.seat]:
            raise InvalidStateError(
                "state.phase", f"{SEAT_NAMES[phase.seat]} has no researcher on the hub to place"
            )
        if not state.legal_actions():
            raise InvalidStateError("state.phase", "the station has no free slot left")
        _check_placing(state, phase.seat)
        return
    if isinstance(phase, Answering):
        if _placed_before(state, RECYCLING, phase.actor + 1):
            raise InvalidStateError("state.phase", "the recycling centre is past this answer")
        for i, other in enumerate(phase.seats):
            if not state.in_play(other) or state.energy[other] < SHARE_COST:
                raise InvalidStateError(
                    f"state.phase.seats[{i}]", f"{SEAT_NAMES[other]} cannot buy water"
                )
        return
    assert isinstance(phase, (Acting, Scoring))
    where = LAB if isinstance(phase, Scoring) else phase.sector
    actor = phase.seat
    name = SEAT_NAMES[actor]
    if not state.placed_in(where, actor):
        raise InvalidStateError(
            "state.phase", f"{name} has no researcher in the {SECTOR_NAMES[where]}"
        )
    if _placed_before(state, where, actor):
        raise InvalidStateError(
            "state.phase", "researchers are still out where the action phase has been"
        )
    energy = state.energy[actor]
    if where == LAB and state.legal_actions() == (PASS,):
        raise InvalidStateError("state.phase", f"{name} has nothing to do in the research lab")
    if where == RECYCLING and energy < RECYCLE_COST[4]:
        raise InvalidStateError("state.phase", f"{name} cannot pay for any recycling")
    if where == CREW and (
        (actor, actor) not in state.crew
        or energy < RECRUIT_COST
        or state.researchers(actor) >= MAX_RESEARCHERS
    ):
        raise InvalidStateError("state.phase", f"{name} cannot recruit")
