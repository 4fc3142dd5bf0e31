"""The SVG painter: a scene as a standalone SVG document, with no kernel or browser code.

This is what notebooks show for a state (``GameState._repr_svg_``), what a saved notebook
keeps, and what GitHub and the documentation display. Each piece becomes a group carrying its
id in ``data-id``, so the picture stays inspectable.

>>> from junkspace.render.scene import Circle, Layer, Piece, Scene, Style
>>> dot = Piece("city:KEP", 50, 40, (Circle(0, 0, 8, Style(fill="white")),), label="Kepler")
>>> picture = svg(Scene(100, 80, (Layer("cities", (dot,)),)), width=200)
>>> print(picture.splitlines()[0])  # doctest: +ELLIPSIS
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 80" width="200" height="160" ...>
>>> print(picture.splitlines()[3])  # doctest: +NORMALIZE_WHITESPACE
<g data-id="city:KEP" transform="translate(50 40)"><title>Kepler</title><circle cx="0" cy="0"
  r="8" fill="white"/></g>
"""

from __future__ import annotations

from html import escape

from .scene import Circle, Piece, Polygon, Rect, Scene, Shape, Style, halo, tidy
from .theme import FONT

__all__ = ["svg"]


def _attr(value: float) -> str:
    return str(tidy(value))


def _style(style: Style, filled: bool = True) -> str:
    fill = style.fill if filled and style.fill is not None else "none"
    parts = [f'fill="{escape(fill)}"']
    if style.stroke is not None:
        parts.append(f'stroke="{escape(style.stroke)}"')
        if style.width != 1:
            parts.append(f'stroke-width="{_attr(style.width)}"')
        if style.dash:
            parts.append(f'stroke-dasharray="{" ".join(_attr(d) for d in style.dash)}"')
        parts.append('stroke-linejoin="round" stroke-linecap="round"')
    if style.opacity != 1:
        parts.append(f'opacity="{round(style.opacity, 2)}"')
    return " ".join(parts)


def _shape(shape: Shape) -> str:
    if isinstance(shape, Circle):
        return (
            f'<circle cx="{_attr(shape.x)}" cy="{_attr(shape.y)}" r="{_attr(shape.r)}" '
            f"{_style(shape.style)}/>"
        )
    if isinstance(shape, Rect):
        corner = f' rx="{_attr(shape.radius)}"' if shape.radius else ""
        return (
            f'<rect x="{_attr(shape.x)}" y="{_attr(shape.y)}" width="{_attr(shape.w)}" '
            f'height="{_attr(shape.h)}"{corner} {_style(shape.style)}/>'
        )
    if isinstance(shape, Polygon):
        tag = "polygon" if shape.closed else "polyline"
        points = " ".join(f"{_attr(x)},{_attr(y)}" for x, y in shape.points)
        return f'<{tag} points="{points}" {_style(shape.style, filled=shape.closed)}/>'
    weight = ' font-weight="bold"' if shape.bold else ""
    return (
        f'<text x="{_attr(shape.x)}" y="{_attr(shape.y)}" font-size="{_attr(shape.size)}" '
        f'text-anchor="{shape.anchor}" dominant-baseline="central"{weight} '
        f"{_style(shape.style)}>{escape(shape.text)}</text>"
    )


def _piece(piece: Piece) -> str:
    title = f"<title>{escape(piece.label)}</title>" if piece.label else ""
    around = halo(piece)
    body = "".join(_shape(shape) for shape in ((around,) if around else ()) + piece.shapes)
    return (
        f'<g data-id="{escape(piece.id)}" transform="translate({_attr(piece.x)} '
        f'{_attr(piece.y)})">{title}{body}</g>'
    )


def svg(scene: Scene, width: float | None = None) -> str:
    """The scene as an SVG document, ``width`` pixels wide (its own width by default)."""
    shown = scene.width if width is None else width
    height = scene.height * shown / scene.width
    lines = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_attr(scene.width)} '
        f'{_attr(scene.height)}" width="{_attr(shown)}" height="{_attr(height)}" '
        f'font-family="{escape(FONT)}">',
        f'<rect width="{_attr(scene.width)}" height="{_attr(scene.height)}" '
        f'fill="{escape(scene.background)}"/>',
    ]
    for layer in scene.layers:
        lines.append(f'<g data-layer="{escape(layer.name)}">')
        lines.extend(_piece(piece) for piece in layer.pieces)
        lines.append("</g>")
    lines.append("</svg>")
    return "\n".join(lines)
