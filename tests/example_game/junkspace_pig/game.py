"""Pig's facts: what junkspace reads to offer the game (the ``pig`` entry point's module).

Everything here is cheap to import: the view, heuristic, encoder and guide are named as
strings and imported only when a board is drawn, a greedy bot plays, a learner asks for
numbers or a person for help.
"""

from .rules import OPTIONS
from .state import PigState, new_game

__all__ = [
    "DEFAULT_PLAYERS",
    "ENCODER",
    "GUIDE",
    "HEURISTIC",
    "LENGTH",
    "NAME",
    "OPTIONS",
    "PITCH",
    "PLAYERS",
    "SEARCH",
    "TITLE",
    "VIEW",
    "State",
    "new_game",
]

NAME = "pig"
TITLE = "Pig"
PLAYERS = (2, 4)
DEFAULT_PLAYERS = 2

#: The state class, whose ``_from_dict`` reads saved positions.
State = PigState

VIEW = "junkspace_pig.view"
HEURISTIC = "junkspace_pig.heuristic:HEURISTIC"
ENCODER = "junkspace_pig.encoder"
GUIDE = "junkspace_pig.guide"

#: The index card's words.
PITCH = "Roll the die as often as you dare: a 1 loses all the points in your hand."
LENGTH = "first to 20 points, a few minutes"

#: A short search is enough for a game this small.
SEARCH = {"iterations": 200}
