"""Drawing boards: one scene, several painters, one look.

A game's view (``junkspace/<game>/view.py``) turns a state into a :class:`~.scene.Scene`, plain
data; painters draw it: :func:`~.svg.svg` as an SVG document, :mod:`.canvas` on an ipycanvas
canvas, :mod:`.raster` as pixels, and the browser board (``junkspace/widgets/static/board.js``)
on an HTML canvas. Every view and painter takes its palette, font and halos from
:mod:`.theme`, and the views build what they share (the pick table their ``pick`` follows,
the status and hint pieces, the turn frame) with :mod:`.kit`. Nothing here imports a widget
library until a painter that needs one is used.
"""

from .scene import Circle, Layer, Piece, Point, Polygon, Rect, Scene, Shape, Style, Text, moved
from .svg import svg
from .view import GameView, Selection, has_view, view_for

__all__ = [
    "Circle",
    "GameView",
    "Layer",
    "Piece",
    "Point",
    "Polygon",
    "Rect",
    "Scene",
    "Selection",
    "Shape",
    "Style",
    "Text",
    "has_view",
    "moved",
    "svg",
    "view_for",
]
