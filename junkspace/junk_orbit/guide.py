"""Junk Orbit for someone who has never played: a first turn, and where the rules page is.

The app's How to play and Rules tabs show these (:mod:`junkspace.widgets.guide`); the game's
facts name this module as ``GUIDE``, so it is imported only when help is first shown.
Both follow the language now spoken (:func:`~junkspace.core.plugins.guide_in_language`): the
first turn through the game's catalog, the rules page as the page in that language (English
where there is none).

>>> from junkspace.i18n import speaking
>>> from junkspace.junk_orbit import guide
>>> with speaking("fr"):
...     guide.RULES.parent.name, guide.FIRST_TURN == guide.ENGLISH_FIRST_TURN
('fr', False)
>>> guide.RULES.name, guide.FIRST_TURN == guide.ENGLISH_FIRST_TURN
('junk_orbit.md', True)
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
You captain a scavenger ship: deliver junk tiles to the cities that want them. A tile shows
its value and its destination.

1. **Launch**: pick a tile in your cargo (your panel), then the lit city where it lands: it
   flies exactly its value around the orbit. Landing on its destination is a remote delivery.
2. **Move**: your ship flies the same distance the other way; pick the lit city, and deliver
   any cargo destined there.
3. **Collect**: your ship takes every tile in its city into your cargo.

When a city cannot be refilled, everybody else plays once more; the most delivered value wins.
""")


__getattr__ = guide_in_language(__name__, "junk_orbit", WORDS, ENGLISH_FIRST_TURN)
