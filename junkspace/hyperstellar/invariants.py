"""The Hyperstellar positions the rules can reach, checked when a save is read.

A save's shape (:mod:`.codec`) says which fields a position has and what each may hold; what
the types cannot say is checked here, each problem an
:class:`~junkspace.core.errors.InvalidStateError` naming the field and the rule, in the language
spoken when it is raised: rows and seats agree with the table size, every science card is in
exactly one place (a hand, the pile or the discard), nobody has more than ten researchers, the
station's slots are not overfilled, and the pending decision agrees with the rest (a
revolution is placed in table order, and only while nobody has won).

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
from ..i18n import N_
from .actions import PASS
from .cards import COLOURS, DECK, Hand
from .narration import WORDS, in_sector, points
from .narration import seat as seat_name
from .phases import Acting, Answering, Over, Placing, Scoring
from .rules import SEAT_NAMES
from .state import HyperstellarState
from .station import (
    BUNK,
    CREW,
    ENGINE,
    LAB,
    MAX_RESEARCHERS,
    RECRUIT_COST,
    RECYCLE_COST,
    RECYCLING,
    SECTORS,
    SHARE_COST,
    WINNING_POINTS,
)

__all__ = ["check_position"]

# A sentence per card colour, by its name: the colour agrees with the cards in other languages
# (cartes rouges, cartas rojas).
_MISCOUNTED = {
    "red": N_("the deck has {count} red cards, but hands, pile and discard hold {found}"),
    "orange": N_("the deck has {count} orange cards, but hands, pile and discard hold {found}"),
    "yellow": N_("the deck has {count} yellow cards, but hands, pile and discard hold {found}"),
    "green": N_("the deck has {count} green cards, but hands, pile and discard hold {found}"),
    "blue": N_("the deck has {count} blue cards, but hands, pile and discard hold {found}"),
    "purple": N_("the deck has {count} purple cards, but hands, pile and discard hold {found}"),
    "white": N_("the deck has {count} white cards, but hands, pile and discard hold {found}"),
}


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
            "state.crew",
            WORDS.ngettext(
                "the crew quarters have {count} bunk, not {found}",
                "the crew quarters have {count} bunks, not {found}",
                players,
                count=players,
                found=len(crew),
            ),
        )
    for i, bunk in enumerate(crew):
        if not 1 <= len(bunk) <= BUNK:
            raise InvalidStateError(
                f"state.crew[{i}]",
                WORDS.gettext("a bunk in use holds 1 to {count} researchers", count=BUNK),
            )
        for j, seat in enumerate(bunk):
            expect_int(seat, f"state.crew[{i}][{j}]", high=players - 1)
    for i, seat in enumerate(state.eliminated):
        expect_int(seat, f"state.eliminated[{i}]", high=players - 1)
    if len(set(state.eliminated)) != len(state.eliminated):
        raise InvalidStateError(
            "state.eliminated", WORDS.gettext("a player leaves the game only once")
        )
    if len(state.eliminated) >= players:
        raise InvalidStateError(
            "state.eliminated", WORDS.gettext("the last player in the game never leaves")
        )
    phase = state.phase
    if isinstance(phase, Answering):
        expect_int(phase.actor, "state.phase.actor", high=players - 1)
        for i, seat in enumerate(phase.seats):
            expect_int(seat, f"state.phase.seats[{i}]", high=players - 1)
        if len(set(phase.seats)) != len(phase.seats) or phase.actor in phase.seats:
            raise InvalidStateError(
                "state.phase.seats", WORDS.gettext("each other player answers a recycling once")
            )
    elif phase.seat is not None:
        expect_int(phase.seat, "state.phase.seat", high=players - 1)


def _check_cards(hands: tuple[Hand, ...], pile: tuple[int, ...], discard: Hand) -> None:
    for colour, cards in enumerate(DECK):
        found = sum(hand[colour] for hand in hands) + pile.count(colour) + discard[colour]
        if found != cards:
            raise InvalidStateError(
                "state",
                WORDS.gettext(_MISCOUNTED[COLOURS[colour].name], count=cards, found=found),
            )


def _overfilled(sector: int, players: int, found: int) -> str:
    """Why ``sector`` (not the crew quarters) cannot hold ``found`` researchers: a sentence
    per sector, whose article and agreement differ by language."""
    if sector == ENGINE:
        return WORDS.ngettext(
            "the engine room has {count} slot, not {found}",
            "the engine room has {count} slots, not {found}",
            players,
            count=players,
            found=found,
        )
    if sector == LAB:
        return WORDS.ngettext(
            "the research lab has {count} slot, not {found}",
            "the research lab has {count} slots, not {found}",
            players,
            count=players,
            found=found,
        )
    return WORDS.ngettext(
        "the recycling centre has {count} slot, not {found}",
        "the recycling centre has {count} slots, not {found}",
        players,
        count=players,
        found=found,
    )


def _check_station(state: HyperstellarState) -> None:
    players = state.players
    for sector, room in enumerate(state.rooms):
        if sum(room) > players:
            raise InvalidStateError(
                f"state.{SECTORS[sector]}", _overfilled(sector, players, sum(room))
            )
    over = isinstance(state.phase, Over)
    for seat in range(players):
        count = state.researchers(seat)
        if count > MAX_RESEARCHERS:
            raise InvalidStateError(
                f"state.hub[{seat}]",
                WORDS.ngettext(
                    "{who} has {count} researcher; there are {most} a colour",
                    "{who} has {count} researchers; there are {most} a colour",
                    count,
                    who=seat_name(SEAT_NAMES, seat),
                    count=count,
                    most=MAX_RESEARCHERS,
                ),
            )
        if not state.in_play(seat) and count:
            raise InvalidStateError(
                f"state.hub[{seat}]",
                WORDS.gettext(
                    "{who} is out of the game but has researchers",
                    who=seat_name(SEAT_NAMES, seat),
                ),
            )
        if state.in_play(seat) and not count and not over:
            raise InvalidStateError(
                f"state.hub[{seat}]",
                WORDS.gettext(
                    "{who} is in the game with no researcher", who=seat_name(SEAT_NAMES, seat)
                ),
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
            WORDS.gettext(
                "{who} has {points}: the game ended with the revolution that reached {goal}, so "
                "no new one is being placed",
                who=seat_name(SEAT_NAMES, best),
                points=points(state.points[best]),
                goal=WINNING_POINTS,
            ),
        )
    placed = [state.researchers(other) - state.hub[other] for other in range(state.players)]
    for other, count in enumerate(placed):
        due = placed[seat] + (other < seat)
        if count > due or (state.hub[other] and count != due):
            raise InvalidStateError(
                "state.phase.seat",
                WORDS.gettext(
                    "seats place in table order, one researcher each a rotation: {who} places "
                    "its researcher number {number}, and {other} has placed {count}",
                    who=seat_name(SEAT_NAMES, seat),
                    number=placed[seat] + 1,
                    other=seat_name(SEAT_NAMES, other),
                    count=count,
                ),
            )


def _check_phase(state: HyperstellarState) -> None:
    phase = state.phase
    seat = state.current_player
    if seat is not None and not state.in_play(seat):
        raise InvalidStateError(
            "state.phase",
            WORDS.gettext("{seat} is out of the game", seat=seat_name(SEAT_NAMES, seat)),
        )
    if isinstance(phase, Over):
        if any(map(any, state.rooms)) or state.crew:
            raise InvalidStateError(
                "state.phase", WORDS.gettext("at the end every researcher is on the hub")
            )
        ended = (
            max(state.points) >= WINNING_POINTS
            or len(state.eliminated) == state.players - 1
            or state.revolution == state.max_revolutions
        )
        if not ended:
            raise InvalidStateError("state.phase", WORDS.gettext("nothing has ended this game"))
        return
    if len(state.eliminated) == state.players - 1:
        raise InvalidStateError("state.phase", WORDS.gettext("a game with one player left is over"))
    if isinstance(phase, Placing):
        if not state.hub[phase.seat]:
            raise InvalidStateError(
                "state.phase",
                WORDS.gettext(
                    "{who} has no researcher on the hub to place",
                    who=seat_name(SEAT_NAMES, phase.seat),
                ),
            )
        if not state.legal_actions():
            raise InvalidStateError(
                "state.phase", WORDS.gettext("the station has no free slot left")
            )
        _check_placing(state, phase.seat)
        return
    if isinstance(phase, Answering):
        if _placed_before(state, RECYCLING, phase.actor + 1):
            raise InvalidStateError(
                "state.phase", WORDS.gettext("the recycling centre is past this answer")
            )
        for i, other in enumerate(phase.seats):
            if not state.in_play(other) or state.energy[other] < SHARE_COST:
                raise InvalidStateError(
                    f"state.phase.seats[{i}]",
                    WORDS.gettext("{who} cannot buy water", who=seat_name(SEAT_NAMES, other)),
                )
        return
    assert isinstance(phase, (Acting, Scoring))
    where = LAB if isinstance(phase, Scoring) else phase.sector
    actor = phase.seat
    if not state.placed_in(where, actor):
        raise InvalidStateError(
            "state.phase",
            WORDS.gettext(
                "{who} has no researcher {where}",
                who=seat_name(SEAT_NAMES, actor),
                where=in_sector(where),
            ),
        )
    if _placed_before(state, where, actor):
        raise InvalidStateError(
            "state.phase",
            WORDS.gettext("researchers are still out where the action phase has been"),
        )
    energy = state.energy[actor]
    if where == LAB and state.legal_actions() == (PASS,):
        raise InvalidStateError(
            "state.phase",
            WORDS.gettext(
                "{who} has nothing to do in the research lab", who=seat_name(SEAT_NAMES, actor)
            ),
        )
    if where == RECYCLING and energy < RECYCLE_COST[4]:
        raise InvalidStateError(
            "state.phase",
            WORDS.gettext("{who} cannot pay for any recycling", who=seat_name(SEAT_NAMES, actor)),
        )
    if where == CREW and (
        (actor, actor) not in state.crew
        or energy < RECRUIT_COST
        or state.researchers(actor) >= MAX_RESEARCHERS
    ):
        raise InvalidStateError(
            "state.phase", WORDS.gettext("{who} cannot recruit", who=seat_name(SEAT_NAMES, actor))
        )
