"""The table's fixed facts, where every game keeps them: the seats' names and the options.

>>> SEAT_NAMES[:2]
('Yellow', 'Purple')
>>> [option.name for option in OPTIONS]
['ship_powers']
"""

from __future__ import annotations

from ..core import Option
from ..i18n import N_
from .powers import OPTION_HELP

__all__ = ["OPTIONS", "SEAT_NAMES"]

#: The ships' colours by seat; seat 0 plays first.
SEAT_NAMES = (N_("Yellow"), N_("Purple"), N_("Green"), N_("Orange"), N_("Pink"))

#: The basic game, or the house variant with ship powers (not from the rule book); the
#: Night side is not modelled.
OPTIONS: tuple[Option, ...] = (Option("ship_powers", False, OPTION_HELP, choices=(False, True)),)
