"""Hyperstellar for someone who has never played: a first turn, and where the rules page is.

The app's How to play and Rules tabs show these (:mod:`junkspace.widgets.guide`); the game's
facts name this module as ``GUIDE``, so it is imported only when help is first shown.
"""

from ..core.plugins import rules_page

__all__ = ["FIRST_TURN", "RULES"]

#: A first turn, in a few steps (Markdown).
FIRST_TURN = """\
Billionaires share a research station; reach 150 points first.

1. **Place**: in turn, put one researcher from the hub on a lit slot of a sector (engine
   room, research lab, recycling centre, crew quarters).
2. **Act**: the sectors then act in order: energy from the engine room; science cards or
   scored sets in the lab; water from recycling; new researchers from the crew quarters.
   Choices are buttons in the console on the board's left.
3. **Upkeep**: every researcher drinks one water at the end of a revolution.
"""

#: The rules page (Markdown).
RULES = rules_page("hyperstellar")
