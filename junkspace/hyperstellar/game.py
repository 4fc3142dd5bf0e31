"""Hyperstellar's plug-in facts: what junkspace needs to offer the game (see GameInfo).

pyproject.toml declares this module as the ``hyperstellar`` entry point of the
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
    "PEOPLE_OPTIONS",
    "PITCH",
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
GUIDE = "junkspace.hyperstellar.guide"

#: The index card's words (the length as measured in docs/rules/hyperstellar.md).
PITCH = N_(
    "Send researchers round a space station: make energy, research, score sets of "
    "colours, and keep your crew in water."
)
LENGTH = N_("first to 150 points on the track, 100 revolutions at most")

#: People play a game to its end: the cap of 100 revolutions is there for simulations.
PEOPLE_OPTIONS = {"max_revolutions": None}

#: The search bot's settings for about 0.2 s a decision: docs/performance.md measures them
#: and says why each is set so.
SEARCH = {"iterations": 150, "judge": "gain"}
