"""Asteroid Belt for someone who has never played: a first turn, and where the rules page is.

The app's How to play and Rules tabs show these (:mod:`junkspace.widgets.guide`); the game's
facts name this module as ``GUIDE``, so it is imported only when help is first shown.
"""

from ..core.plugins import rules_page

__all__ = ["FIRST_TURN", "RULES"]

#: A first turn, in a few steps (Markdown).
FIRST_TURN = """\
Your faction's base is a corner of the belt. Capture asteroids to build mines: the first to
the goal in victory points wins.

1. **Send a unit out**: pick a unit waiting on your base, then a lit cell to move it to along
   the highways (moving costs fuel from your resources).
2. **Target an asteroid** within two cells of a unit: its guards come out and fight; beat them
   all (dice decide each fight), then end a move next to it to build a mine.
3. **End turn** (the button on the board) when your units have acted.

A unit may move once and attack once a turn. The board's panel shows the round and the round
limit, if the game has one.
"""

#: The rules page (Markdown).
RULES = rules_page("asteroid_belt")
