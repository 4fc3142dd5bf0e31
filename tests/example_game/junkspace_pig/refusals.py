"""Why an action is illegal in Pig: the rule it breaks, in one sentence.

>>> from junkspace_pig import ROLL, new_game
>>> over = new_game(players=2, seed=1, target=20, turns=1).apply("hold")
>>> refusal(over, ROLL)
"'roll' is not possible now: Game over: Red and Blue with 0 points."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from junkspace import Action

from .actions import Hold, Roll

if TYPE_CHECKING:
    from .state import PigState

__all__ = ["refusal"]


def refusal(state: PigState, action: Action) -> str | None:
    """The rule that ``action`` breaks in ``state``, in words, or ``None`` when it is legal."""
    if action in state.legal_actions():
        return None
    if not isinstance(action, Roll | Hold):
        return f"{action!r} is not a Pig action: Pig has two, roll and hold"
    return f"'{action}' is not possible now: {state.status()}"
