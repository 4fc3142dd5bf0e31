"""Hyperstellar for someone who has never played: a first turn, and where the rules page is.

The app's How to play and Rules tabs show these (:mod:`junkspace.widgets.guide`); the game's
facts name this module as ``GUIDE``, so it is imported only when help is first shown.
Both follow the language now spoken (:func:`~junkspace.core.plugins.guide_in_language`): the
first turn through the game's catalog, the rules page as the page in that language (English
where there is none).

>>> from junkspace.i18n import speaking
>>> from junkspace.hyperstellar import guide
>>> with speaking("fr"):
...     guide.RULES.parent.name, guide.FIRST_TURN == guide.ENGLISH_FIRST_TURN
('fr', False)
>>> guide.RULES.name, guide.FIRST_TURN == guide.ENGLISH_FIRST_TURN
('hyperstellar.md', True)
"""

from pathlib import Path

from ..core.plugins import guide_in_language
from ..i18n import N_
from .narration import WORDS

__all__ = ["ENGLISH_FIRST_TURN", "FIRST_TURN", "RULES"]

#: A first turn, in a few steps (Markdown), in the language now spoken (made on each read).
FIRST_TURN: str
#: The rules page (Markdown) in the language now spoken, English where it has none.
RULES: Path

#: A first turn, in a few steps (Markdown), in English: the message its translations are of.
ENGLISH_FIRST_TURN = N_("""\
Billionaires share a research station; reach 150 points first.

1. **Place**: in turn, put one researcher from the hub on a lit slot of a sector (engine
   room, research lab, recycling centre, crew quarters).
2. **Act**: the sectors then act in order: energy from the engine room; science cards or
   scored sets in the lab; water from recycling; new researchers from the crew quarters.
   Choices are buttons in the console on the board's left.
3. **Upkeep**: every researcher drinks one water at the end of a revolution.
""")


__getattr__ = guide_in_language(__name__, "hyperstellar", WORDS, ENGLISH_FIRST_TURN)
