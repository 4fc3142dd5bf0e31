"""Asteroid Belt for someone who has never played: a first turn, and where the rules page is.

The app's How to play and Rules tabs show these (:mod:`junkspace.widgets.guide`); the game's
facts name this module as ``GUIDE``, so it is imported only when help is first shown.
Both follow the language now spoken (:func:`~junkspace.core.plugins.guide_in_language`): the
first turn through the game's catalog, the rules page as the page in that language (English
where there is none).

>>> from junkspace.i18n import speaking
>>> from junkspace.asteroid_belt import guide
>>> with speaking("fr"):
...     guide.RULES.parent.name, guide.FIRST_TURN == guide.ENGLISH_FIRST_TURN
('fr', False)
>>> guide.RULES.name, guide.FIRST_TURN == guide.ENGLISH_FIRST_TURN
('asteroid_belt.md', True)
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
Your faction's base is a corner of the belt. Capture asteroids to build mines: the first to
the goal in victory points wins.

1. **Send a unit out**: pick a unit waiting on your base, then a lit cell to move it to along
   the highways (moving costs fuel from your resources).
2. **Target an asteroid** within two cells of a unit: its guards come out and fight; beat them
   all (dice decide each fight), then end a move next to it to build a mine.
3. **End turn** (the button on the board) when your units have acted.

A unit may move once and attack once a turn. The board's panel shows the round and the round
limit, if the game has one.
""")


__getattr__ = guide_in_language(__name__, "asteroid_belt", WORDS, ENGLISH_FIRST_TURN)
