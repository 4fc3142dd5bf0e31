"""Pig's board: each seat's banked points as a bar, the die, and two buttons.

Picking the **roll** or **hold** button is the whole action, so ``pick`` needs no
selection: it is the two buttons' table read back.

>>> import junkspace
>>> state = junkspace.new_game("pig", seed=1)
>>> scene(state).picks()
('button:roll', 'button:hold')
>>> pick(state, (), "button:hold")
Hold()
>>> pick(state, (), "bar:0") is None
True
"""

from __future__ import annotations

from junkspace import Action
from junkspace.render.scene import Layer, Piece, Rect, Scene, Style, Text
from junkspace.render.view import DECIDING, Selection, Viewer

from .actions import Hold, Roll
from .state import PigState

__all__ = ["pick", "scene"]

_WIDTH, _HEIGHT = 420.0, 260.0
_BAR = 260.0  # a bar's length at the target
_COLOURS = ("#e8505b", "#4f8cff", "#3fbf6f", "#ffc83d")
_INK = Style(fill="#e8ecf6")

#: The buttons: id -> (action, words on it).
_BUTTONS: dict[str, tuple[Action, str]] = {
    "button:roll": (Roll(), "Roll"),
    "button:hold": (Hold(), "Hold"),
}


def scene(state: PigState, selection: Selection = (), viewer: Viewer = DECIDING) -> Scene:
    """The board for ``state`` (Pig hides nothing from anybody, so ``viewer`` changes nothing)."""
    status = Piece(
        "status", 16, 24, (Text(0, 0, state.status(), _INK, 13, "start"),), label=state.status()
    )
    return Scene(
        _WIDTH, _HEIGHT, (Layer("bars", _bars(state)), Layer("play", (status, *_play(state))))
    )


def pick(state: PigState, selection: Selection, id: str) -> Action | Selection | None:
    """The action of the button ``id``, or ``None`` (nothing else can be picked)."""
    if state.is_over or id not in _BUTTONS:
        return None
    return _BUTTONS[id][0]


def _bars(state: PigState) -> tuple[Piece, ...]:
    """Each seat's banked points, as a bar out of the target."""
    pieces = []
    for seat, points in enumerate(state.banked):
        y = 50.0 + 30 * seat
        length = _BAR * min(points, state.target) / state.target
        shapes = (
            Rect(0, 0, _BAR, 18, Style(stroke="#5b6785"), radius=4),
            Rect(0, 0, length, 18, Style(fill=_COLOURS[seat]), radius=4),
            Text(_BAR + 10, 13, str(points), _INK, 13, "start"),
        )
        name = state.seat_name(seat)
        pieces.append(Piece(f"bar:{seat}", 110, y, shapes, label=f"{name}: {points} banked"))
    return tuple(pieces)


def _play(state: PigState) -> tuple[Piece, ...]:
    """The turn total in hand, the die last rolled and the two buttons."""
    rolled = [e["die"] for e in state.events if e.kind == "rolled"]
    face = str(rolled[-1]) if rolled else "–"
    die = Piece(
        "die",
        40,
        200,
        (
            Rect(-22, -22, 44, 44, Style(fill="#ffffff"), radius=8),
            Text(0, 8, face, Style("#101833"), 24),
        ),
        label=f"the die shows {face}",
        dice=bool(rolled),
    )
    hand = Piece("hand", 80, 205, (Text(0, 0, f"{state.total} in hand", _INK, 15, "start"),))
    buttons = [
        Piece(
            id,
            230 + 100 * index,
            200,
            (
                Rect(-40, -18, 80, 36, Style(fill="#26304d", stroke="#ffc83d"), radius=6),
                Text(0, 6, words, _INK, 15),
            ),
            pick=not state.is_over,
            highlight=None if state.is_over else "target",
            label=words,
        )
        for index, (id, (_, words)) in enumerate(_BUTTONS.items())
    ]
    return (die, hand, *buttons)
