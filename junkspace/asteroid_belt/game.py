"""Asteroid Belt's plug-in facts: what junkspace needs to offer the game (see GameInfo).

pyproject.toml declares this module as the ``asteroid_belt`` entry point of the
``junkspace.games`` group; the view, heuristic, encoder and guide are named here and
imported only when used.
"""

from ..i18n import N_
from . import OPTIONS, State, new_game

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

NAME = "asteroid_belt"
TITLE = "Asteroid Belt"
PLAYERS = (2, 3)
DEFAULT_PLAYERS = 3
VIEW = "junkspace.asteroid_belt.view"
HEURISTIC = "junkspace.bots.greedy.asteroid_belt:HEURISTIC"
ENCODER = "junkspace.interop.encoders.asteroid_belt"
GUIDE = "junkspace.asteroid_belt.guide"

#: The index card's words (the length as measured in docs/rules/asteroid_belt.md).
PITCH = N_(
    "Command engineers, assault troops and an elite across a belt of asteroids: mine "
    "them, raid the cargo shuttle, beat the other faction to 15 points."
)
LENGTH = N_("first to 15 victory points, 40 rounds at most")

#: The search bot's settings for about 0.2 s a decision: docs/performance.md measures them
#: and says why each is set so.
SEARCH = {
    "iterations": 400,
    "exploration": 0.1,
    "playout": "none",
    "widening": 1.0,
    "judge": "gain",
}
