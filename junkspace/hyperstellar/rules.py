"""The table's fixed facts, where every game keeps them: the seats' names and the options.

>>> SEAT_NAMES
('Red', 'Yellow', 'Green', 'Blue')
>>> [option.name for option in OPTIONS]
['max_revolutions']
"""

from __future__ import annotations

from ..core import Option
from ..i18n import N_

__all__ = ["DEFAULT_MAX_REVOLUTIONS", "OPTIONS", "SEAT_NAMES"]

#: The players' colours by seat, in table order (top, right, bottom, left); seat 0 plays first.
SEAT_NAMES = (N_("Red"), N_("Yellow"), N_("Green"), N_("Blue"))

#: The default revolution cap: long enough for a real game to reach 150 points, short enough
#: that random play always ends (docs/rules/hyperstellar.md, interpretation 17).
DEFAULT_MAX_REVOLUTIONS = 100

#: The revolution cap ends the game (as ``truncated``) if nobody has won by then.
OPTIONS: tuple[Option, ...] = (
    Option(
        "max_revolutions",
        DEFAULT_MAX_REVOLUTIONS,
        N_("end the game after this many revolutions (ranked by points); None for no limit"),
        low=1,
        high=10_000,
        allow_none=True,
    ),
)
