"""The look every board shares: one palette, one font, and the halos of lit pieces.

The three games draw on the same night sky with the same inks, panels and buttons, and light
the pieces a player can pick in the same way; their own colours (seats, factions, bodies,
cards) are facts of each game and stay in its view. Every painter takes the font and the
halos from here: the SVG and ipycanvas painters import them, and the browser board
(``widgets/static/board.js``) reads them from the scene it is sent (``Scene.to_dict``), so
no painter keeps a copy. This module imports nothing of junkspace, so anything may use it.

>>> HALOS["target"].stroke == GOLD, HALOS["selected"].reach
(True, 6)
>>> HALOS["target"].to_dict()
{'fill': '#ffc83d', 'stroke': '#ffc83d', 'width': 2, 'opacity': 0.55, 'reach': 5}
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Literal, TypeAlias

__all__ = [
    "BUTTON",
    "CYAN",
    "FONT",
    "FRAME",
    "GOLD",
    "HALOS",
    "INK",
    "MUTED",
    "NIGHT",
    "PANEL",
    "RING",
    "SIDE",
    "WHITE",
    "Halo",
    "Highlight",
]

#: The font every painter uses for scene text (a system font stack for browsers).
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

#: The night sky behind every board, and the dark ink and edges on light pieces.
NIGHT = "#0b1226"
#: Text, and the quieter text of captions, units and secondary lines.
INK = "#e9eef8"
MUTED = "#9aa7c0"
#: Plain white: stars, letters on coloured tokens, outlines.
WHITE = "#ffffff"
#: The ground of a board's side column, a panel's fill and a panel's frame.
SIDE = "#0f1630"
PANEL = "#141c36"
FRAME = "#2a3558"
#: A button's face (its edge is gold).
BUTTON = "#1d2a4f"
#: A ring drawn on the sky: orbits, outlines of empty places.
RING = "#8fa3c8"
#: Gold asks for attention: the hint line, the halo of what can be picked, a button's edge.
GOLD = "#ffc83d"
#: Cyan marks what is chosen: the halo of what has been picked so far.
CYAN = "#5ee7ff"

#: ``"target"``: picking it advances the decision; ``"selected"``: already picked.
Highlight: TypeAlias = Literal["target", "selected"]


@dataclass(frozen=True, slots=True)
class Halo:
    """How a highlighted piece stands out: a glow of ``fill`` edged in ``stroke``, at
    ``opacity``, reaching ``reach`` scene units beyond the piece's first shape."""

    fill: str
    stroke: str
    width: float
    opacity: float
    reach: float

    def to_dict(self) -> dict[str, str | float]:
        """The halo as JSON-able data, for the browser painter."""
        return asdict(self)


#: The halo of each kind of highlight; the same in every game.
HALOS: dict[Highlight, Halo] = {
    "target": Halo(fill=GOLD, stroke=GOLD, width=2, opacity=0.55, reach=5),
    "selected": Halo(fill=CYAN, stroke=WHITE, width=2.5, opacity=0.8, reach=6),
}
