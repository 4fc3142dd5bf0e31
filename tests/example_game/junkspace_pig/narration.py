"""Pig in words: what an action would do, what happened, whose turn it is.

>>> from junkspace_pig import new_game
>>> state = new_game(players=2, seed=3, target=20, turns=60).apply("roll")
>>> [narrate(event) for event in state.events], status(state)
(['Red rolled a 3.'], 'Red to roll or hold: 3 in hand, 0 banked of 20.')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from junkspace import Action, Event

from .actions import Hold
from .rules import SEAT_NAMES

if TYPE_CHECKING:
    from .state import PigState

__all__ = ["describe", "narrate", "status"]


def describe(state: PigState, action: Action) -> str:
    """What ``action`` would do, in a sentence."""
    name = SEAT_NAMES[state.active]
    if isinstance(action, Hold):
        return f"{name} banks the {state.total} points in hand."
    return f"{name} rolls the die."


def narrate(event: Event) -> str:
    """What happened, in a sentence."""
    name = SEAT_NAMES[event.seat or 0]
    if event.kind == "banked":
        return f"{name} banked {event['points']} points."
    if event["die"] == 1:
        return f"{name} rolled a 1 and lost the turn."
    return f"{name} rolled a {event['die']}."


def status(state: PigState) -> str:
    """Whose turn it is and where they stand, or who won."""
    if state.is_over:
        winners = " and ".join(SEAT_NAMES[seat] for seat in state.winners())
        return f"Game over: {winners} with {max(state.banked)} points."
    return (
        f"{SEAT_NAMES[state.active]} to roll or hold: {state.total} in hand, "
        f"{state.banked[state.active]} banked of {state.target}."
    )
