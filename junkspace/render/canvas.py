"""The ipycanvas painter: a scene drawn from Python with ipycanvas commands.

Useful in lessons that draw with Python, and wherever the anywidget board is not wanted.
:func:`paint` sends the drawing commands for a scene to any ipycanvas-like canvas in one
batch. :class:`CanvasBoard` keeps the last scene and paints it again whenever a browser view
connects (``on_client_ready``): without that, Voilà shows an empty canvas, because the
commands sent before the page opened are not kept.

ipycanvas is imported only when a :class:`CanvasBoard` is made.

>>> import junkspace
>>> from junkspace.render.view import view_for
>>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
>>> board = CanvasBoard(view_for("junk_orbit").scene(state))
>>> board.canvas.width, board.canvas.height
(1465, 644)
"""

from __future__ import annotations

import math
from contextlib import AbstractContextManager, nullcontext
from typing import Any, Protocol

from .scene import Circle, Piece, Polygon, Rect, Scene, Shape, Style, Text, halo
from .theme import FONT

__all__ = ["CanvasBoard", "CanvasLike", "paint"]


class CanvasLike(Protocol):
    """The part of ``ipycanvas.Canvas`` the painter uses."""

    fill_style: Any
    stroke_style: Any
    line_width: float
    global_alpha: float
    font: str
    text_align: str
    text_baseline: str

    def save(self) -> None: ...
    def restore(self) -> None: ...
    def translate(self, x: float, y: float) -> None: ...
    def begin_path(self) -> None: ...
    def close_path(self) -> None: ...
    def move_to(self, x: float, y: float) -> None: ...
    def line_to(self, x: float, y: float) -> None: ...
    def arc(self, x: float, y: float, radius: float, start: float, end: float) -> None: ...
    def arc_to(self, x1: float, y1: float, x2: float, y2: float, radius: float) -> None: ...
    def fill(self) -> None: ...
    def stroke(self) -> None: ...
    def fill_rect(self, x: float, y: float, width: float, height: float) -> None: ...
    def fill_text(self, text: str, x: float, y: float) -> None: ...
    def set_line_dash(self, segments: list[float]) -> None: ...


def _outline(canvas: CanvasLike, shape: Shape) -> None:
    canvas.begin_path()
    if isinstance(shape, Circle):
        canvas.arc(shape.x, shape.y, shape.r, 0, 2 * math.pi)
    elif isinstance(shape, Rect):
        x, y, w, h = shape.x, shape.y, shape.w, shape.h
        r = min(shape.radius, w / 2, h / 2)
        canvas.move_to(x + r, y)
        canvas.arc_to(x + w, y, x + w, y + h, r)
        canvas.arc_to(x + w, y + h, x, y + h, r)
        canvas.arc_to(x, y + h, x, y, r)
        canvas.arc_to(x, y, x + w, y, r)
        canvas.close_path()
    elif isinstance(shape, Polygon):
        for i, (x, y) in enumerate(shape.points):
            (canvas.line_to if i else canvas.move_to)(x, y)
        if shape.closed:
            canvas.close_path()


def _paint_shape(canvas: CanvasLike, shape: Shape) -> None:
    style: Style = shape.style
    canvas.save()
    canvas.global_alpha = style.opacity
    if isinstance(shape, Text):
        canvas.font = f"{'bold ' if shape.bold else ''}{shape.size}px {FONT}"
        canvas.text_align = {"start": "left", "middle": "center", "end": "right"}[shape.anchor]
        canvas.text_baseline = "middle"
        canvas.fill_style = style.fill or "#000000"
        canvas.fill_text(shape.text, shape.x, shape.y)
        canvas.restore()
        return
    _outline(canvas, shape)
    filled = not isinstance(shape, Polygon) or shape.closed
    if filled and style.fill is not None:
        canvas.fill_style = style.fill
        canvas.fill()
    if style.stroke is not None:
        canvas.stroke_style = style.stroke
        canvas.line_width = style.width
        canvas.set_line_dash(list(style.dash))
        canvas.stroke()
    canvas.restore()


def _paint_piece(canvas: CanvasLike, piece: Piece) -> None:
    canvas.save()
    canvas.translate(piece.x, piece.y)
    around = halo(piece)
    for shape in ((around,) if around else ()) + piece.shapes:
        _paint_shape(canvas, shape)
    canvas.restore()


def paint(
    canvas: CanvasLike, scene: Scene, batch: AbstractContextManager[Any] | None = None
) -> None:
    """Draw ``scene`` on ``canvas``; ``batch`` (``hold_canvas()``) sends it in one message."""
    with batch or nullcontext():
        canvas.fill_style = scene.background
        canvas.fill_rect(0, 0, scene.width, scene.height)
        for piece in scene.pieces():
            _paint_piece(canvas, piece)


class CanvasBoard:
    """An ``ipycanvas.Canvas`` that shows scenes and repaints for every new browser view."""

    def __init__(self, scene: Scene) -> None:
        from ipycanvas import Canvas

        self.canvas = Canvas(width=round(scene.width), height=round(scene.height))
        self.canvas.layout.width = "100%"
        self.canvas.layout.height = "auto"
        self.scene = scene
        self.canvas.on_client_ready(self._repaint_new_view)
        self._repaint()

    def show(self, scene: Scene) -> None:
        """Paint ``scene`` now and whenever a view connects later."""
        self.scene = scene
        self._repaint()

    def _repaint(self) -> None:
        from ipycanvas import hold_canvas

        paint(self.canvas, self.scene, hold_canvas())

    def _repaint_new_view(self) -> None:
        """Repaint for a page that has just connected (a Voilà page, a reloaded notebook).

        ipycanvas sends every drawing command through one shared manager widget, and tells
        it which canvas to draw on only when the canvas changes (``switchCanvas``). A newly
        connected page has a new manager that has not been told, so the repaint would draw on
        no canvas at all: the page's console shows "Cannot read properties of undefined
        (reading 'setAttr')" and the board stays blank. Forgetting the manager's current
        canvas makes the repaint start by naming it.
        """
        self.canvas._canvas_manager._current_canvas = None
        self._repaint()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.canvas._repr_mimebundle_(**kwargs)
