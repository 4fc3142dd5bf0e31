"""The steps of a Pig game, as values: "what happens next" is part of the state.

Pig has one step, repeated: the seat to play rolls or holds. :class:`Over` ends the game. A
step is a frozen ``msgspec.Struct`` tagged by ``step``, so a save writes it as
``{"step": "roll"}`` and reads it back with no table of steps written by hand.

>>> from junkspace.core.codec import encode
>>> encode(OVER)
{'step': 'over'}
"""

from __future__ import annotations

from typing import TypeAlias

from msgspec import Struct

__all__ = ["OVER", "ROLLING", "Over", "Phase", "Rolling"]


class Rolling(Struct, frozen=True, tag_field="step", tag="roll"):
    """The active seat rolls again or holds."""


class Over(Struct, frozen=True, tag_field="step", tag="over"):
    """Somebody reached the target, or the turns ran out."""


Phase: TypeAlias = Rolling | Over

# Steps without details are the same value every time: built once, shared.
ROLLING, OVER = Rolling(), Over()
