"""Hyperstellar's plug-in facts: what junkspace needs to offer the game (see GameInfo).

pyproject.toml declares this module as the ``hyperstellar`` entry point of the
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

NAME = "hyperstellar"
TITLE = "Hyperstellar Happy Corporate Science Space Station"
PLAYERS = (2, 4)
DEFAULT_PLAYERS = 3
VIEW = "junkspace.hyperstellar.view"
HEURISTIC = "junkspace.bots.greedy.hyperstellar:HEURISTIC"
ENCODER = "junkspace.interop.encoders.hyperstellar"

#: The search bot's settings for about 0.2 s a decision: docs/performance.md measures them
#: and says why each is set so.
SEARCH = {"iterations": 150, "judge": "gain"}
