"""Pig's two decisions and their notation: ``roll`` the die, or ``hold`` (bank the hand).

>>> parse("hold")
Hold()
>>> str(ROLL)
'roll'
>>> parse("pass")
Traceback (most recent call last):
...
junkspace.core.errors.InvalidActionError: 'pass': expected roll or hold
"""

from __future__ import annotations

from msgspec import Struct

from junkspace import Action, InvalidActionError
from junkspace.core.errors import quoted

__all__ = ["ACTIONS", "HOLD", "ROLL", "Hold", "Roll", "parse"]


class Roll(Struct, Action, frozen=True):
    """Roll the die: add it to the points in hand, or lose them on a 1."""

    def __str__(self) -> str:
        return "roll"


class Hold(Struct, Action, frozen=True):
    """Bank the points in hand and pass the die on."""

    def __str__(self) -> str:
        return "hold"


# Each action is one shared value, listed in the order legal_actions() gives them.
ROLL, HOLD = Roll(), Hold()
ACTIONS: tuple[Action, ...] = (ROLL, HOLD)


def parse(text: str) -> Action:
    """The action written as ``text``."""
    for action in ACTIONS:
        if text == str(action):
            return action
    raise InvalidActionError(f"{quoted(text)}: expected roll or hold")
