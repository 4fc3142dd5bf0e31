"""Drawing boards: one scene, several painters.

A game's view (``junkspace/<game>/view.py``) turns a state into a :class:`~.scene.Scene`, plain
data; painters draw it: :func:`~.svg.svg` as an SVG document, :mod:`.canvas` on an ipycanvas
canvas, and the browser board (``junkspace/widgets/static/board.js``) on an HTML canvas.
Nothing here imports a widget library until a painter that needs one is used.
"""

from .scene import Circle, Layer, Piece, Polygon, Rect, Scene, Style, Text
from .svg import svg
from .view import GameView, Selection, has_view, view_for

__all__ = [
    "Circle",
    "GameView",
    "Layer",
    "Piece",
    "Polygon",
    "Rect",
    "Scene",
    "Selection",
    "Style",
    "Text",
    "has_view",
    "svg",
    "view_for",
]
