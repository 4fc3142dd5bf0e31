"""The view kit: what every game's view builds the same way.

A view works out, for a position and what the player has picked so far, a :class:`PickTable`:
each piece that can be picked now, with what picking it does (a :class:`Choice`). The scene
lights the pieces from that table, and the view's ``pick`` follows from it with
:func:`picker`, so the two can never disagree. The kit also draws the pieces every board
has in the same way: the prompt at the top left (:class:`Prompt`: the ``status`` piece, whose
label the browser board reads out, and the ``hint``), the frame round the panel of the seat
deciding (:func:`turn_frame`), the small capitals of a caption (:func:`caption`) and the
mark that tells a seat's pieces apart without their colour (:func:`seat_mark`), in the
colours of :mod:`.theme`.

>>> import junkspace
>>> research = junkspace.new_game("hyperstellar", players=2, seed=1).parse_action("research")
>>> table = PickTable({"choice:research": Choice(research, "target"),
...                    "hand:red:R": Choice(("hand:red:R",))})
>>> table.lit("choice:research"), table.lit("hand:red:R"), table.lit("ship:0")
((True, 'target'), (True, None), (False, None))
>>> table.outcome("choice:research"), table.outcome("ship:0")
(Research(), None)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple, TypeVar

from ..core import Action, GameState
from .scene import Circle, Highlight, Piece, Polygon, Rect, Shape, Style, Text
from .theme import GOLD, INK, MUTED
from .view import Selection

__all__ = [
    "Choice",
    "PickTable",
    "Prompt",
    "caption",
    "expect",
    "picker",
    "seat_mark",
    "turn_frame",
]

S = TypeVar("S", bound=GameState)


class Choice(NamedTuple):
    """What picking one piece does: a complete action, or the selection on the way to one;
    and how the piece is lit meanwhile (``None``: pickable, but not lit)."""

    outcome: Action | Selection
    highlight: Highlight | None = None


class PickTable(dict[str, Choice]):
    """The pieces that can be picked now, by id, each with its :class:`Choice`."""

    def lit(self, id: str) -> tuple[bool, Highlight | None]:
        """Whether the piece ``id`` can be picked now, and how it is lit: a piece's flags."""
        choice = self.get(id)
        return (False, None) if choice is None else (True, choice.highlight)

    def outcome(self, id: str) -> Action | Selection | None:
        """What picking ``id`` makes: an action, the next selection, or ``None``."""
        choice = self.get(id)
        return None if choice is None else choice.outcome


def expect(state: GameState, kind: type[S]) -> S:
    """``state`` itself, when it is a ``kind``; a TypeError naming both otherwise.

    >>> import junkspace
    >>> from junkspace.junk_orbit import JunkOrbitState
    >>> expect(junkspace.new_game("hyperstellar", players=2, seed=1), JunkOrbitState)
    Traceback (most recent call last):
    TypeError: this board draws JunkOrbitState positions, not HyperstellarState
    """
    if not isinstance(state, kind):
        raise TypeError(f"this board draws {kind.__name__} positions, not {type(state).__name__}")
    return state


def picker(
    kind: type[S], table: Callable[[S, Selection], PickTable]
) -> Callable[[GameState, Selection, str], Action | Selection | None]:
    """A view's ``pick``, read from its pick ``table`` for positions of the game ``kind``."""

    def pick(state: GameState, selection: Selection, id: str) -> Action | Selection | None:
        """What picking the piece ``id`` does: an action, the next selection, or ``None``.

        A selection that does not fit the position (an old one) counts as no selection.
        """
        return table(expect(state, kind), selection).outcome(id)

    return pick


@dataclass(frozen=True, slots=True)
class Prompt:
    """Where a board's top left says whose turn it is and what to pick, and how large.

    The ``status`` piece's label is the position's status sentence, which the browser board
    (``widgets/static/board.js``) finds by that id and reads out to screen readers; the
    ``hint`` piece says in gold what to pick next.

    >>> status, hint = Prompt().pieces("Yellow to launch", "Pick a cargo tile.", "Turn 1 · ...")
    >>> status.id, status.label, status.shapes[0].text, hint.y
    ('status', 'Yellow to launch', 'Turn 1 · ...', 40)
    """

    x: float = 18
    y: float = 20
    size: float = 14
    hint_y: float = 40
    hint_size: float = 12

    def pieces(self, status: str, hint: str, shown: str | None = None) -> tuple[Piece, Piece]:
        """The ``status`` piece (showing ``shown``, the status itself by default) and ``hint``."""
        line = Text(0, 0, status if shown is None else shown, Style(INK), self.size, "start", True)
        words = Text(0, 0, hint, Style(GOLD), size=self.hint_size, anchor="start")
        return (
            Piece("status", self.x, self.y, (line,), label=status),
            Piece("hint", self.x, self.hint_y, (words,)),
        )


def turn_frame(
    label: str,
    colour: str,
    box: tuple[float, float, float, float],
    *marks: Shape,
    width: float = 2.5,
    radius: float = 8,
) -> Piece:
    """The frame in ``colour`` round the panel ``box`` (x, y, width, height) of the seat
    deciding now, with ``marks`` drawn relative to the panel's corner: the ``turn`` piece,
    named by ``label`` (who decides, in the game's words).

    >>> turn_frame("Yellow to decide", "#f5c518", (10, 20, 100, 50)).label
    'Yellow to decide'
    """
    x, y, w, h = box
    frame = Rect(0, 0, w, h, Style(None, colour, width), radius)
    return Piece("turn", x, y, (frame, *marks), label=label)


def caption(x: float, y: float, text: str, size: float = 8.5) -> Text:
    """A small heading in capitals, starting at ``(x, y)``."""
    return Text(x, y, text, Style(MUTED), size=size, anchor="start", bold=True)


#: Each seat's mark, by seat number, as points round the centre on a radius of 1 (a circle
#: for the first): shapes that differ in outline, whatever the colours look like.
_MARKS: tuple[tuple[tuple[float, float], ...], ...] = (
    (),
    ((-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)),  # square
    ((0, -1.05), (0.95, 0.75), (-0.95, 0.75)),  # triangle
    ((0, -1.1), (1.1, 0), (0, 1.1), (-1.1, 0)),  # diamond
    (
        (-0.35, -1),
        (0.35, -1),
        (0.35, -0.35),
        (1, -0.35),
        (1, 0.35),
        (0.35, 0.35),
        (0.35, 1),
        (-0.35, 1),
        (-0.35, 0.35),
        (-1, 0.35),
        (-1, -0.35),
        (-0.35, -0.35),
    ),  # cross
    (
        (0, -1.1),
        (0.35, -0.35),
        (1.05, -0.3),
        (0.5, 0.2),
        (0.65, 1),
        (0, 0.55),
        (-0.65, 1),
        (-0.5, 0.2),
        (-1.05, -0.3),
        (-0.35, -0.35),
    ),  # star
)


def seat_mark(seat: int, x: float, y: float, size: float, style: Style) -> Shape:
    """Seat ``seat``'s mark centred on ``(x, y)``, ``size`` across: a circle, a square, a
    triangle, a diamond, a cross or a star, so that no seat needs its colour to be told
    apart (WCAG's use of colour). The seat panels show the same mark beside the name.

    >>> seat_mark(0, 5, 5, 4, Style("#000"))
    Circle(x=5, y=5, r=2.0, style=Style(fill='#000', stroke=None, width=1.0, opacity=1.0, dash=()))
    >>> len(seat_mark(2, 0, 0, 4, Style("#000")).points)
    3
    """
    half = size / 2
    if not _MARKS[seat]:
        return Circle(x, y, half, style)
    return Polygon(tuple((x + px * half, y + py * half) for px, py in _MARKS[seat]), style)
