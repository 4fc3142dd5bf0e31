"""The pixel painter: a scene as an RGB image (a NumPy array), drawn with Pillow.

This is what ``render_mode="rgb_array"`` returns in the PettingZoo environments, and what
anyone who wants a board as pixels (a video of a game, an image file) can use. It draws the
same shapes as the SVG and canvas painters, with two simplifications: dashed lines are drawn
solid, and text uses Pillow's default font at the text's size (bold is not drawn, and the
few symbols that font lacks, such as arrows, show as boxes).

Pillow and NumPy are imported when this module is (``pip install "junkspace[rl]"``).

>>> from junkspace.render.scene import Circle, Layer, Piece, Scene, Style
>>> dot = Piece("city:KEP", 50, 40, (Circle(0, 0, 8, Style(fill="#ffffff")),))
>>> image = raster(Scene(100, 80, (Layer("cities", (dot,)),)))
>>> image.shape, image.dtype
((80, 100, 3), dtype('uint8'))
>>> image[40, 50].tolist(), image[5, 5].tolist()   # the dot, and the background
([255, 255, 255], [11, 18, 38])
"""

from __future__ import annotations

from functools import cache

from .scene import Circle, Piece, Polygon, Rect, Scene, Shape, Style, Text, halo

try:
    import numpy as np
    from PIL import Image, ImageColor, ImageDraw, ImageFont
except ImportError as error:  # pragma: no cover - depends on what is installed
    raise ImportError(
        f"junkspace.render.raster needs NumPy and Pillow ({error}); "
        'install them with: pip install "junkspace[rl]"'
    ) from error

__all__ = ["raster"]

RGBA = tuple[int, int, int, int]


def _colour(name: str | None, opacity: float) -> RGBA | None:
    if name is None:
        return None
    red, green, blue = ImageColor.getrgb(name)[:3]
    return (red, green, blue, round(255 * max(0.0, min(1.0, opacity))))


@cache
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size)


def _draw(draw: ImageDraw.ImageDraw, shape: Shape, dx: float, dy: float, scale: float) -> None:
    style: Style = shape.style
    fill = _colour(style.fill, style.opacity)
    line = _colour(style.stroke, style.opacity)
    width = max(1, round(style.width * scale)) if line else 0
    if isinstance(shape, Text):
        x, y = (dx + shape.x) * scale, (dy + shape.y) * scale
        anchor = {"start": "lm", "middle": "mm", "end": "rm"}[shape.anchor]
        font = _font(max(1, round(shape.size * scale)))
        draw.text((x, y), shape.text, fill=fill or (0, 0, 0, 255), font=font, anchor=anchor)
    elif isinstance(shape, Circle):
        x, y, r = (dx + shape.x) * scale, (dy + shape.y) * scale, shape.r * scale
        draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=line, width=width)
    elif isinstance(shape, Rect):
        x, y = (dx + shape.x) * scale, (dy + shape.y) * scale
        box = (x, y, x + shape.w * scale, y + shape.h * scale)
        radius = min(shape.radius, shape.w / 2, shape.h / 2) * scale
        draw.rounded_rectangle(box, radius, fill=fill, outline=line, width=width)
    elif isinstance(shape, Polygon):
        points = [((dx + x) * scale, (dy + y) * scale) for x, y in shape.points]
        if shape.closed and len(points) > 2:
            draw.polygon(points, fill=fill, outline=line, width=width)
        elif line is not None and len(points) > 1:
            draw.line(points, fill=line, width=width, joint="curve")


def _draw_piece(draw: ImageDraw.ImageDraw, piece: Piece, scale: float) -> None:
    around = halo(piece)
    for shape in ((around,) if around else ()) + piece.shapes:
        _draw(draw, shape, piece.x, piece.y, scale)


def raster(scene: Scene, scale: float = 1.0) -> np.ndarray:
    """The scene as an RGB image, ``height × width × 3`` of ``uint8``, ``scale`` pixels a unit."""
    if scale <= 0:
        raise ValueError(f"scale must be positive, got {scale}")
    size = (max(1, round(scene.width * scale)), max(1, round(scene.height * scale)))
    image = Image.new("RGB", size, ImageColor.getrgb(scene.background)[:3])
    draw = ImageDraw.Draw(image, "RGBA")  # RGBA colours blend into the RGB picture
    for piece in scene.pieces():
        _draw_piece(draw, piece, scale)
    return np.asarray(image, dtype=np.uint8)
