"""Junk Orbit's plug-in facts: what junkspace needs to offer the game (see GameInfo).

pyproject.toml declares this module as the ``junk_orbit`` entry point of the
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

NAME = "junk_orbit"
TITLE = "Junk Orbit"
PLAYERS = (2, 5)
DEFAULT_PLAYERS = 3
VIEW = "junkspace.junk_orbit.view"
HEURISTIC = "junkspace.bots.greedy.junk_orbit:HEURISTIC"
ENCODER = "junkspace.interop.encoders.junk_orbit"

#: The search bot's defaults already play Junk Orbit well (docs/performance.md).
SEARCH: dict[str, object] = {}
