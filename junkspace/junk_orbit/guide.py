"""Junk Orbit for someone who has never played: a first turn, and where the rules page is.

The app's How to play and Rules tabs show these (:mod:`junkspace.widgets.guide`); the game's
facts name this module as ``GUIDE``, so it is imported only when help is first shown.
"""

from ..core.plugins import rules_page

__all__ = ["FIRST_TURN", "RULES"]

#: A first turn, in a few steps (Markdown).
FIRST_TURN = """\
You captain a scavenger ship: deliver junk tiles to the cities that want them. A tile shows
its value and its destination.

1. **Launch**: pick a tile in your cargo (your panel), then the lit city where it lands: it
   flies exactly its value around the orbit. Landing on its destination is a remote delivery.
2. **Move**: your ship flies the same distance the other way; pick the lit city, and deliver
   any cargo destined there.
3. **Collect**: your ship takes every tile in its city into your cargo.

When a city cannot be refilled, everybody else plays once more; the most delivered value wins.
"""

#: The rules page (Markdown).
RULES = rules_page("junk_orbit")
