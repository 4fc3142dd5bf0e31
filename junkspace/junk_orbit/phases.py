"""The steps of a Junk Orbit turn, as values: "what happens next" is part of the state.

A turn is a launch, the drops of any ship it hits, the ship's move and its deliveries; the
game ends with :class:`Over`. Each step is a frozen ``msgspec.Struct`` tagged by ``step``,
so a save writes the step as ``{"step": "move", "value": 4, "sense": "ccw"}`` and reading it
back needs no hand-written table of steps.

>>> Moving(value=4, sense="ccw")
Moving(value=4, sense='ccw')
>>> from junkspace.core.codec import encode
>>> encode(Dropping(hit=(1,), value=2, sense="cw"))
{'step': 'drop', 'hit': [1], 'value': 2, 'sense': 'cw'}
"""

from __future__ import annotations

from typing import Annotated, TypeAlias

from msgspec import Meta, Struct

from .tiles import TILES
from .topology import Sense

__all__ = [
    "DELIVERING",
    "LAUNCHING",
    "OVER",
    "Delivering",
    "Dropping",
    "Launching",
    "Moving",
    "Over",
    "Phase",
    "Seat",
    "Value",
]

#: A seat number at the largest table (each table's own limit is checked by the codec).
Seat = Annotated[int, Meta(ge=0, le=4)]
#: How far a tile flies and the ship moves: a tile's value.
Value = Annotated[int, Meta(ge=1, le=max(t.value for t in TILES.values()))]


class Launching(Struct, frozen=True, tag_field="step", tag="launch"):
    """The active player launches a cargo tile (or drifts, with an empty cargo)."""


class Dropping(Struct, frozen=True, tag_field="step", tag="drop"):
    """Hit players drop a tile, one after the other; ``hit[0]`` decides now.

    ``value`` and ``sense`` are the ship move still to come.
    """

    hit: tuple[Seat, ...]
    value: Value
    sense: Sense


class Moving(Struct, frozen=True, tag_field="step", tag="move"):
    """The active player moves the ship ``value`` cities in ``sense`` (against the launch)."""

    value: Value
    sense: Sense


class Delivering(Struct, frozen=True, tag_field="step", tag="deliver"):
    """The active player may deliver cargo tiles destined to the ship's city."""


class Over(Struct, frozen=True, tag_field="step", tag="over"):
    """The game has ended."""


Phase: TypeAlias = Launching | Dropping | Moving | Delivering | Over

# The steps without details are the same value every time: built once, shared.
LAUNCHING = Launching()
DELIVERING = Delivering()
OVER = Over()
