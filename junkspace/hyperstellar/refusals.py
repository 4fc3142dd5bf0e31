"""Why an action is illegal, in the words of the rule it breaks.

The legal actions are the single source of truth: an action is allowed exactly when it is
among them. When it is not, :func:`refusal` finds the rule that forbids it, so that the
:class:`~junkspace.core.errors.IllegalActionError` teaches the game instead of just refusing.

>>> from junkspace.hyperstellar import Recycle, new_game
>>> refusal(new_game(players=2, seed=1), Recycle(4))
"'recycle 4' is not possible now: Red to place a researcher on a free slot (revolution 1)."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action
from .actions import BuyWater, Pass, Place, Recruit, Recycle, Research, Score
from .cards import COLOURS, SET_POINTS, counts, letters
from .phases import Acting, Placing, Scoring
from .rules import SEAT_NAMES
from .station import (
    CREW,
    LAB,
    RECYCLE_COST,
    RECYCLING,
    RESEARCH_COST,
    SCORE_COST,
    SEAT_COLOURS,
    SECTOR_NAMES,
    SECTOR_OF,
)

if TYPE_CHECKING:
    from .state import HyperstellarState

__all__ = ["refusal"]

_KINDS = (Place, Research, Score, Recycle, BuyWater, Recruit, Pass)


def _colour_of(seat: int) -> str:
    return SEAT_NAMES[seat] if 0 <= seat < len(SEAT_NAMES) else f"seat-{seat}"


def refusal(state: HyperstellarState, action: Action) -> str | None:
    """The rule ``action`` breaks in ``state``, in words, or ``None`` when it is legal."""
    if action in state.legal_actions():
        return None
    if not isinstance(action, _KINDS):
        return f"{action!r} is not a Hyperstellar action"
    phase = state.phase
    seat = state.current_player
    assert seat is not None
    name = SEAT_NAMES[seat]
    if isinstance(action, Place) and isinstance(phase, Placing):
        if action.sector not in SECTOR_OF:
            return f"there is no sector {action.sector!r}"
        if action.beside is not None:
            if action.sector != "crew":
                return "only the crew quarters have bunks to share"
            if action.beside not in range(state.players):
                return f"there is no {_colour_of(action.beside)} player at this table"
            colour = SEAT_NAMES[action.beside]
            return f"no crew-quarters bunk holds a lone {colour} researcher to join"
        sector = SECTOR_OF[action.sector]
        if sector == CREW:
            return "every crew-quarters bunk already has someone in it"
        return f"the {SECTOR_NAMES[sector]} has no free slot (it has {state.players})"
    if isinstance(action, Pass) and isinstance(phase, Placing):
        return (
            f"placing is not optional: {name} has a researcher on the hub and must put it "
            "on a free slot"
        )
    lab_step = isinstance(phase, Scoring) or (isinstance(phase, Acting) and phase.sector == LAB)
    if isinstance(action, Research) and lab_step:
        if isinstance(phase, Scoring):
            return "a lab action is research or scoring, not both: score another set or pass"
        if state.energy[seat] < RESEARCH_COST:
            return f"research costs {RESEARCH_COST} energy and {name} has {state.energy[seat]}"
        return "there is no science card left to draw (the pile and the discard are empty)"
    if isinstance(action, Score) and lab_step:
        return _why_not_score(state, action.cards, seat)
    if isinstance(action, Recycle) and isinstance(phase, Acting) and phase.sector == RECYCLING:
        cost = RECYCLE_COST.get(action.water)
        if cost is None:
            return "recycling gives 4 or 7 water"
        return (
            f"recycling for {action.water} water costs {cost} energy and {name} has "
            f"{state.energy[seat]}"
        )
    return f"'{action}' is not possible now: {state.status()}"


def _why_not_score(state: HyperstellarState, cards: str, seat: int) -> str:
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
    if any(n > held for n, held in zip(need, state.hands[seat], strict=True)):
        return f"{name} does not hold {cards} (their hand: {letters(state.hands[seat]) or '-'})"
    cost = SCORE_COST * len(cards)
    return (
        f"scoring {len(cards)} cards costs {cost} energy ({SCORE_COST} a card) and {name} "
        f"has {state.energy[seat]}"
    )
