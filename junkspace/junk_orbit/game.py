"""Junk Orbit's plug-in facts: what junkspace needs to offer the game (see GameInfo).

pyproject.toml declares this module as the ``junk_orbit`` entry point of the
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

NAME = "junk_orbit"
TITLE = "Junk Orbit"
PLAYERS = (2, 5)
DEFAULT_PLAYERS = 3
VIEW = "junkspace.junk_orbit.view"
HEURISTIC = "junkspace.bots.greedy.junk_orbit:HEURISTIC"
ENCODER = "junkspace.interop.encoders.junk_orbit"
GUIDE = "junkspace.junk_orbit.guide"

#: The index card's words (the length as measured in docs/rules/junk_orbit.md).
PITCH = N_(
    "Haul space junk between Earth, the Moon and Mars, and throw it out of the airlock: "
    "every throw pushes your ship the other way."
)
LENGTH = N_("until a junk pile runs out: about 40 turns at two players, 56 at five")

#: The search bot's defaults already play Junk Orbit well (docs/performance.md).
SEARCH: dict[str, object] = {}
