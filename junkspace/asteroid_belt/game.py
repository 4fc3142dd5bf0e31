"""Asteroid Belt's plug-in facts: what junkspace needs to offer the game (see GameInfo).

pyproject.toml declares this module as the ``asteroid_belt`` entry point of the
``junkspace.games`` group; the view, heuristic and encoder are named here and imported only
when used.
"""

from . import OPTIONS, State, new_game

__all__ = [
    "DEFAULT_PLAYERS",
    "ENCODER",
    "HEURISTIC",
    "NAME",
    "OPTIONS",
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

#: The search bot's settings for about 0.2 s a decision: docs/performance.md measures them
#: and says why each is set so.
SEARCH = {
    "iterations": 400,
    "exploration": 0.1,
    "playout": "none",
    "widening": 1.0,
    "judge": "gain",
}
