"""Saving a Hyperstellar position as JSON and reading it back, checking it is one the rules allow.

Cards are written as colour letters (hands and the discard in colour order, the pile in pile
order), the phase as a ``step`` with its fields. A file may be corrupt or tampered with, so
every field is checked and the first problem is reported with its path (``state.hands[1]:
'X' is not a card colour``). Beyond the shape of each field, the checks that matter for this
game: every science card is in exactly one place (a hand, the pile or the discard), nobody
has more than ten researchers, the station's slots are not overfilled, and the pending
decision agrees with the rest of the position.
"""

from __future__ import annotations

from typing import Any

from ..core import InvalidStateError, Rng
from ..core.validate import (
    expect_int,
    expect_list,
    expect_object,
    expect_optional_int,
    expect_str,
)
from .actions import PASS
from .cards import COLOURS, DECK, LETTERS, Hand, letters, spell
from .phases import Acting, Answering, Over, Phase, Placing, Scoring
from .state import HyperstellarState
from .station import (
    BUNK,
    CREW,
    LAB,
    MAX_RESEARCHERS,
    RECRUIT_COST,
    RECYCLE_COST,
    RECYCLING,
    SEAT_NAMES,
    SECTOR_NAMES,
    SECTORS,
    SHARE_COST,
    WINNING_POINTS,
    Bunks,
)

__all__ = ["state_from_dict", "state_to_dict"]

_FIELDS = (
    "players",
    "seed",
    "max_revolutions",
    "rng",
    "revolution",
    "phase",
    "energy",
    "water",
    "points",
    "hub",
    "engine",
    "lab",
    "recycling",
    "crew",
    "hands",
    "pile",
    "discard",
    "eliminated",
)

_STEPS = {
    "place": ("seat",),
    "act": ("sector", "seat"),
    "score": ("seat",),
    "answer": ("actor", "seats"),
    "over": (),
}


# -- writing -------------------------------------------------------------------------------


def _phase(phase: Phase) -> dict[str, Any]:
    if isinstance(phase, Placing):
        return {"step": "place", "seat": phase.seat}
    if isinstance(phase, Acting):
        return {"step": "act", "sector": SECTORS[phase.sector], "seat": phase.seat}
    if isinstance(phase, Scoring):
        return {"step": "score", "seat": phase.seat}
    if isinstance(phase, Answering):
        return {"step": "answer", "actor": phase.actor, "seats": list(phase.seats)}
    return {"step": "over"}


def state_to_dict(state: HyperstellarState) -> dict[str, Any]:
    """The whole position as JSON-able data (the ``state`` part of the JSON)."""
    return {
        "players": state.players,
        "seed": state.seed,
        "max_revolutions": state.max_revolutions,
        "rng": state.rng.state,
        "revolution": state.revolution,
        "phase": _phase(state.phase),
        "energy": list(state.energy),
        "water": list(state.water),
        "points": list(state.points),
        "hub": list(state.hub),
        "engine": list(state.engine),
        "lab": list(state.lab),
        "recycling": list(state.recycling),
        "crew": [list(bunk) for bunk in state.crew],
        "hands": [letters(hand) for hand in state.hands],
        "pile": spell(state.pile),
        "discard": letters(state.discard),
        "eliminated": list(state.eliminated),
    }


# -- reading -------------------------------------------------------------------------------


def _row(value: object, path: str, players: int) -> tuple[int, ...]:
    """One non-negative count per seat."""
    items = expect_list(value, path, players)
    return tuple(expect_int(n, f"{path}[{i}]", 0) for i, n in enumerate(items))


def _cards(value: object, path: str) -> tuple[int, ...]:
    """Cards written as colour letters, as colour indices in the same order."""
    text = expect_str(value, path)
    for letter in text:
        if letter not in LETTERS:
            raise InvalidStateError(path, f"{letter!r} is not a card colour (colours: {LETTERS})")
    return tuple(LETTERS.index(letter) for letter in text)


def _hand(value: object, path: str) -> Hand:
    cards = _cards(value, path)
    return tuple(cards.count(colour) for colour in range(len(LETTERS)))


def _seat(value: object, path: str, players: int) -> int:
    return expect_int(value, path, 0, players - 1)


def _bunks(value: object, players: int) -> Bunks:
    items = expect_list(value, "state.crew")
    if len(items) > players:
        raise InvalidStateError(
            "state.crew", f"the crew quarters have {players} bunks, not {len(items)}"
        )
    bunks = []
    for i, bunk in enumerate(items):
        seats = expect_list(bunk, f"state.crew[{i}]")
        if not 1 <= len(seats) <= BUNK:
            raise InvalidStateError(
                f"state.crew[{i}]", f"a bunk in use holds 1 to {BUNK} researchers"
            )
        bunks.append(
            tuple(sorted(_seat(s, f"state.crew[{i}][{j}]", players) for j, s in enumerate(seats)))
        )
    return tuple(sorted(bunks))


def _read_phase(value: object, players: int) -> Phase:
    data = expect_object(
        value, "state.phase", ("step",), optional=("seat", "sector", "actor", "seats")
    )
    step = expect_str(data["step"], "state.phase.step", tuple(_STEPS))
    expect_object(data, "state.phase", ("step", *_STEPS[step]))
    if step == "over":
        return Over()
    if step == "answer":
        actor = _seat(data["actor"], "state.phase.actor", players)
        seats = tuple(
            _seat(s, f"state.phase.seats[{i}]", players)
            for i, s in enumerate(expect_list(data["seats"], "state.phase.seats"))
        )
        if not seats:
            raise InvalidStateError("state.phase.seats", "someone must be left to answer")
        if len(set(seats)) != len(seats) or actor in seats:
            raise InvalidStateError(
                "state.phase.seats", "each other player answers a recycling once"
            )
        return Answering(actor, seats)
    seat = _seat(data["seat"], "state.phase.seat", players)
    if step == "place":
        return Placing(seat)
    if step == "score":
        return Scoring(seat)
    sector = expect_str(data["sector"], "state.phase.sector", SECTORS[1:])
    return Acting(SECTORS.index(sector), seat)


def state_from_dict(data: object) -> HyperstellarState:
    """The position saved as ``data`` (the ``state`` part of the JSON), fully checked."""
    raw = expect_object(data, "state", _FIELDS)
    players = expect_int(raw["players"], "state.players", 2, len(SEAT_NAMES))
    seed = expect_int(raw["seed"], "state.seed")
    cap = expect_optional_int(raw["max_revolutions"], "state.max_revolutions", 1)
    rng = Rng(expect_int(raw["rng"], "state.rng", 0, 2**64 - 1))
    revolution = expect_int(raw["revolution"], "state.revolution", 1, cap)
    phase = _read_phase(raw["phase"], players)
    rows = {
        name: _row(raw[name], f"state.{name}", players)
        for name in ("energy", "water", "points", "hub", "engine", "lab", "recycling")
    }
    crew = _bunks(raw["crew"], players)
    hands = tuple(
        _hand(hand, f"state.hands[{i}]")
        for i, hand in enumerate(expect_list(raw["hands"], "state.hands", players))
    )
    pile = _cards(raw["pile"], "state.pile")
    discard = _hand(raw["discard"], "state.discard")
    out = expect_list(raw["eliminated"], "state.eliminated")
    eliminated = tuple(
        sorted({_seat(s, f"state.eliminated[{i}]", players) for i, s in enumerate(out)})
    )
    if len(eliminated) != len(out):
        raise InvalidStateError("state.eliminated", "a player leaves the game only once")
    if len(eliminated) >= players:
        raise InvalidStateError("state.eliminated", "the last player in the game never leaves")

    _check_cards(hands, pile, discard)
    state = HyperstellarState(
        players,
        seed,
        cap,
        rng,
        revolution,
        phase,
        rows["energy"],
        rows["water"],
        rows["points"],
        rows["hub"],
        rows["engine"],
        rows["lab"],
        rows["recycling"],
        crew,
        hands,
        pile,
        discard,
        eliminated,
    )
    _check_station(state)
    _check_phase(state)
    return state


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
