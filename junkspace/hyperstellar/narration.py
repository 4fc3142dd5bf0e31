"""Hyperstellar in words: the status line, a sentence per action and per event.

>>> from junkspace.hyperstellar import new_game
>>> state = new_game(players=2, seed=1)
>>> status(state)
'Red to place a researcher on a free slot (revolution 1).'
>>> describe(state, state.legal_actions()[0])
'Red places a researcher in the engine room.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action, Event
from .actions import BuyWater, Pass, Place, Recruit, Recycle, Research, Score
from .cards import SET_POINTS, set_name
from .phases import Acting, Answering, Over, Placing, Scoring
from .rules import SEAT_NAMES
from .station import (
    LAB,
    RECRUIT_COST,
    RECYCLE_COST,
    RECYCLING,
    RESEARCH_COST,
    RESEARCH_DRAW,
    SCORE_COST,
    SECTOR_NAMES,
    SECTOR_OF,
    SHARE_COST,
    SHARE_WATER,
    WINNING_POINTS,
)

if TYPE_CHECKING:
    from .state import HyperstellarState

__all__ = ["describe", "ending", "narrate", "status"]


def _researchers(count: int) -> str:
    return f"{count} researcher{'s' * (count != 1)}"


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
        sector = SECTOR_NAMES[SECTOR_OF[event["sector"]]]
        beside = event["beside"]
        mate = "" if beside is None else f", beside {seat_names[beside]}'s researcher"
        return f"{who} placed a researcher in the {sector}{mate}."
    if kind == "idle_energy":
        return f"{who} had no researcher left on the hub and took {event['energy']} energy."
    if kind == "engine_energy":
        return f"{who} drew {event['energy']} energy from the engine room."
    if kind == "no_action":
        sector = SECTOR_NAMES[SECTOR_OF[event["sector"]]]
        return f"{who} could not act in the {sector}: {event['reason']}."
    if kind == "returned":
        sector = SECTOR_NAMES[SECTOR_OF[event["sector"]]]
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
        sector = SECTOR_NAMES[SECTOR_OF[event["sector"]]]
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


def status(state: HyperstellarState) -> str:
    """Whose turn it is and what to decide, or how the game ended."""
    phase = state.phase
    if isinstance(phase, Over):
        return "Game over: " + _result(state)
    when = f" (revolution {state.revolution})"
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


def _result(state: HyperstellarState) -> str:
    winners = state.winners()
    points = state.points[winners[0]]
    names = " and ".join(SEAT_NAMES[s] for s in winners)
    verb = "wins" if len(winners) == 1 else "share the win"
    return f"{names} {verb} with {points} points ({_why(state)})."


def _reason(state: HyperstellarState) -> str:
    """Which end condition ended the game, as a key of :data:`_REASONS`."""
    if max(state.points) >= WINNING_POINTS:
        return "points"
    if len(state.eliminated) == state.players - 1:
        return "last_player"
    return "revolution_cap"


def _why(state: HyperstellarState) -> str:
    return {
        "points": "the score track is read",
        "last_player": "the last player in the game",
        "revolution_cap": f"the {state.max_revolutions}-revolution cap was reached; ranked by "
        "points",
    }[_reason(state)]


def ending(state: HyperstellarState) -> str:
    """Why the game ended (``""`` while it runs): a seat reached the score track's end, all
    but one left the game, or the revolution cap (an option) was reached.

    >>> from junkspace.hyperstellar import new_game
    >>> ending(new_game(players=2, seed=1))
    ''
    """
    if not isinstance(state.phase, Over):
        return ""
    reason = _REASONS[_reason(state)]
    return f"{reason[:1].upper()}{reason[1:]}."


def describe(state: HyperstellarState, action: Action) -> str:
    """One sentence saying what ``action`` would do in ``state``."""
    seat = state.current_player
    name = SEAT_NAMES[seat] if seat is not None else "Nobody"
    if isinstance(action, Place):
        where = SECTOR_NAMES[SECTOR_OF[action.sector]]
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
        return f"{name} passes: {_PASS_WORDS[state.phase.__class__]}."
    return str(action)


_PASS_WORDS: dict[type, str] = {
    Placing: "placing is not optional",
    Acting: "their researchers go back to the hub without acting",
    Scoring: "no more sets this revolution",
    Answering: "no water, thanks",
    Over: "the game is over",
}
