"""A scene: what a board looks like, as plain data that any painter can draw.

A game's view turns a state (and what the player has picked so far) into a :class:`Scene`:
layers of :class:`Piece`\\ s. A piece has a stable id in the game's own words
(``"city:KEP"``, ``"tile:E17"``, ``"ship:0"``), a place on the board, the shapes that draw it
around that place, and flags: whether it can be picked and whether it is highlighted. Pieces
that keep their id from one scene to the next are the same thing moved, so a painter can let
them glide. Painters only paint; they never decide what goes where.

>>> tile = Piece("tile:E17", 40, 30, (Rect(-14, -15, 28, 30, Style(fill="#2f6fde")),
...                                   Text(0, 0, "4", size=16, style=Style(fill="white"))),
...              pick=True, highlight="target", label="a 3 for Hellas")
>>> scene = Scene(200, 100, (Layer("tiles", (tile,)),))
>>> scene.piece("tile:E17").x, scene.picks()
(40, ('tile:E17',))
>>> scene.to_dict()["layers"][0]["pieces"][0]["shapes"][0]
{'type': 'rect', 'x': -14, 'y': -15, 'w': 28, 'h': 30, 'fill': '#2f6fde'}
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any, Literal, TypeAlias

from .theme import FONT, HALOS, NIGHT, Highlight

__all__ = [
    "Circle",
    "Highlight",
    "Layer",
    "Piece",
    "Point",
    "Polygon",
    "Rect",
    "Scene",
    "Shape",
    "Style",
    "Text",
    "halo",
    "moved",
    "tidy",
]

Point: TypeAlias = tuple[float, float]


def tidy(value: float) -> float:
    """A number rounded for the wire: a tenth of a scene unit is finer than any screen.

    >>> tidy(3.04), tidy(2.0)
    (3, 2)
    """
    rounded = round(value, 1)
    return int(rounded) if rounded == int(rounded) else rounded


@dataclass(frozen=True, slots=True)
class Style:
    """How a shape is filled and outlined; ``None`` means not at all."""

    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    opacity: float = 1.0
    dash: tuple[float, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The style's non-default fields."""
        out: dict[str, Any] = {}
        if self.fill is not None:
            out["fill"] = self.fill
        if self.stroke is not None:
            out["stroke"] = self.stroke
            if self.width != 1.0:
                out["width"] = tidy(self.width)
            if self.dash:
                out["dash"] = [tidy(d) for d in self.dash]
        if self.opacity != 1.0:
            out["opacity"] = round(self.opacity, 2)
        return out


@dataclass(frozen=True, slots=True)
class Circle:
    """A circle centred at ``(x, y)`` relative to its piece."""

    x: float
    y: float
    r: float
    style: Style

    def to_dict(self) -> dict[str, Any]:
        """The circle as JSON-able data for painters in other languages."""
        return {"type": "circle", "x": tidy(self.x), "y": tidy(self.y), "r": tidy(self.r)} | (
            self.style.to_dict()
        )


@dataclass(frozen=True, slots=True)
class Rect:
    """A rectangle with its top-left corner at ``(x, y)``, corners rounded by ``radius``."""

    x: float
    y: float
    w: float
    h: float
    style: Style
    radius: float = 0

    def to_dict(self) -> dict[str, Any]:
        """The rectangle as JSON-able data."""
        out = {
            "type": "rect",
            "x": tidy(self.x),
            "y": tidy(self.y),
            "w": tidy(self.w),
            "h": tidy(self.h),
        }
        if self.radius:
            out["radius"] = tidy(self.radius)
        return out | self.style.to_dict()


@dataclass(frozen=True, slots=True)
class Polygon:
    """A polygon through ``points``; an open one (``closed=False``) is a polyline."""

    points: tuple[Point, ...]
    style: Style
    closed: bool = True

    def to_dict(self) -> dict[str, Any]:
        """The polygon as JSON-able data (points as ``[x, y]`` pairs)."""
        out: dict[str, Any] = {
            "type": "polygon",
            "points": [[tidy(x), tidy(y)] for x, y in self.points],
        }
        if not self.closed:
            out["closed"] = False
        return out | self.style.to_dict()


@dataclass(frozen=True, slots=True)
class Text:
    """One line of text; ``(x, y)`` is its anchor point, vertically at the text's middle."""

    x: float
    y: float
    text: str
    style: Style
    size: float = 12
    anchor: Literal["start", "middle", "end"] = "middle"
    bold: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The text as JSON-able data."""
        out: dict[str, Any] = {
            "type": "text",
            "x": tidy(self.x),
            "y": tidy(self.y),
            "text": self.text,
            "size": tidy(self.size),
        }
        if self.anchor != "middle":
            out["anchor"] = self.anchor
        if self.bold:
            out["bold"] = True
        return out | self.style.to_dict()


Shape: TypeAlias = Circle | Rect | Polygon | Text


@dataclass(frozen=True, slots=True)
class Piece:
    """One thing on the board, drawn by ``shapes`` placed relative to ``(x, y)``.

    ``pick`` makes it clickable; ``highlight`` asks the painter to make it stand out (the
    halo follows its first shape). ``label`` names it for people (tooltips, screen readers).
    ``path`` is the way it travelled to get here, in board coordinates, for painters that
    animate; it is empty when the piece did not move or moved in a straight line. A piece
    that is new in a scene and has a path came along it (a game whose pieces are named by
    where they stand gives a moved piece a new id and the way it came). ``dice`` marks a
    die (or dice) just rolled: painters that animate let it tumble when it appears or
    changes; still pictures show it as it fell.
    """

    id: str
    x: float
    y: float
    shapes: tuple[Shape, ...]
    pick: bool = False
    highlight: Highlight | None = None
    label: str = ""
    path: tuple[Point, ...] = ()
    dice: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The piece as JSON-able data, default flags left out."""
        out: dict[str, Any] = {
            "id": self.id,
            "x": tidy(self.x),
            "y": tidy(self.y),
            "shapes": [shape.to_dict() for shape in self.shapes],
        }
        if self.pick:
            out["pick"] = True
        if self.highlight is not None:
            out["highlight"] = self.highlight
        if self.label:
            out["label"] = self.label
        if self.path:
            out["path"] = [[tidy(x), tidy(y)] for x, y in self.path]
        if self.dice:
            out["dice"] = True
        return out


@dataclass(frozen=True, slots=True)
class Layer:
    """Pieces painted together, in order. A ``static`` layer never changes during a game."""

    name: str
    pieces: tuple[Piece, ...]
    static: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The layer as JSON-able data."""
        return {"name": self.name, "pieces": [piece.to_dict() for piece in self.pieces]}


@dataclass(frozen=True, slots=True)
class Scene:
    """A whole board: its size in scene units, background colour, layers bottom to top.

    By convention the piece that says whose turn it is has the id ``status`` and that
    sentence as its label; the browser board reads it out to screen readers.
    ``description`` is the position in words as the scene's viewer may know it (nothing
    hidden from them), the text a screen reader gives for the board.
    """

    width: float
    height: float
    layers: tuple[Layer, ...]
    background: str = NIGHT
    description: str = ""

    def pieces(self) -> Iterator[Piece]:
        """Every piece, bottom layer first."""
        for layer in self.layers:
            yield from layer.pieces

    def piece(self, id: str) -> Piece:
        """The piece called ``id`` (KeyError if there is none)."""
        for piece in self.pieces():
            if piece.id == id:
                return piece
        raise KeyError(id)

    def ids(self) -> tuple[str, ...]:
        """Every piece id, in painting order."""
        return tuple(piece.id for piece in self.pieces())

    def picks(self) -> tuple[str, ...]:
        """The ids of the pieces that can be picked now."""
        return tuple(piece.id for piece in self.pieces() if piece.pick)

    def highlighted(self, kind: Highlight) -> tuple[str, ...]:
        """The ids of the pieces highlighted as ``kind``."""
        return tuple(piece.id for piece in self.pieces() if piece.highlight == kind)

    def split(self) -> tuple[Scene, Scene]:
        """The scene cut in two: its static layers and the rest (what changes in a game)."""
        static = tuple(layer for layer in self.layers if layer.static)
        moving = tuple(layer for layer in self.layers if not layer.static)
        return (
            Scene(self.width, self.height, static, self.background),
            Scene(self.width, self.height, moving, self.background),
        )

    def to_dict(self) -> dict[str, Any]:
        """The scene as JSON-able data, the format the browser painter reads.

        It carries the theme's font and halos with the background, so that the browser
        board paints text and highlights as the Python painters do without a copy of them.
        """
        return {
            "width": tidy(self.width),
            "height": tidy(self.height),
            "background": self.background,
            "font": FONT,
            "halos": {kind: look.to_dict() for kind, look in HALOS.items()},
            "layers": [layer.to_dict() for layer in self.layers],
        }


def moved(shape: Shape, dx: float, dy: float) -> Shape:
    """``shape`` moved by ``(dx, dy)``, for drawing a shape made around one point at another.

    >>> moved(Polygon(((0, 0), (4, 2)), Style()), 10, 1).points
    ((10, 1), (14, 3))
    >>> moved(Circle(1, 1, 3, Style()), -1, 2).x
    0
    """
    if isinstance(shape, Polygon):
        return replace(shape, points=tuple((x + dx, y + dy) for x, y in shape.points))
    return replace(shape, x=shape.x + dx, y=shape.y + dy)


def halo(piece: Piece) -> Shape | None:
    """The shape a painter draws under a highlighted piece, or ``None``.

    The halo follows the piece's first shape that is not text, grown by the halo's reach.

    >>> city = Piece("city:KEP", 10, 10, (Circle(0, 0, 8, Style(fill="white")),),
    ...              highlight="target")
    >>> halo(city).r, halo(city).style.stroke
    (13, '#ffc83d')
    """
    if piece.highlight is None:
        return None
    look = HALOS[piece.highlight]
    style, reach = Style(look.fill, look.stroke, look.width, look.opacity), look.reach
    for shape in piece.shapes:
        if isinstance(shape, Circle):
            return Circle(shape.x, shape.y, shape.r + reach, style)
        if isinstance(shape, Rect):
            return Rect(
                shape.x - reach,
                shape.y - reach,
                shape.w + 2 * reach,
                shape.h + 2 * reach,
                style,
                shape.radius + reach,
            )
        if isinstance(shape, Polygon):
            wide = Style(None, style.stroke, shape.style.width + 2 * reach, style.opacity)
            return Polygon(shape.points, wide, shape.closed)
    return None
