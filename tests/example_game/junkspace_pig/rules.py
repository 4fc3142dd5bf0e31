"""The table's fixed facts, where every game keeps them: the seats' names and the options.

>>> SEAT_NAMES
('Red', 'Blue', 'Green', 'Yellow')
>>> [(option.name, option.default) for option in OPTIONS]
[('target', 20), ('turns', 60)]
"""

from __future__ import annotations

from junkspace.core import Option

__all__ = ["OPTIONS", "SEAT_NAMES"]

#: The seats' names, in seat order; seat 0 rolls first.
SEAT_NAMES = ("Red", "Blue", "Green", "Yellow")

#: The target to reach, and a cap on the turns so that a game always ends (the most points
#: then win); ``turns=None`` plays until someone reaches the target.
OPTIONS: tuple[Option, ...] = (
    Option("target", 20, "Points to win", low=10, high=100),
    Option("turns", 60, "Turns in all before the game stops", low=1, high=1000, allow_none=True),
)
