"""What a game's view provides, and how to find it.

Each game's facts name its ``VIEW`` module (``junkspace/junk_orbit/view.py``), which has two
functions, so adding a board to a game means writing only those:

* ``scene(state, selection=(), viewer=DECIDING)`` draws the position, with what the player
  has picked so far (``selection``, a tuple of piece ids) highlighted and the pieces that can
  be picked next marked, as ``viewer`` may see it (see :data:`Viewer`);
* ``pick(state, selection, id)`` says what picking the piece ``id`` means: a complete
  :class:`~junkspace.core.state.Action`, a new selection on the way to one, or ``None``
  when that piece cannot be picked now.

Every legal action is reachable by some sequence of picks, and no sequence of picks makes an
illegal one; the test suite checks both for every game with a view.

>>> view = view_for("junk_orbit")
>>> import junkspace
>>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
>>> view.pick(state, (), "tile:S01")
('tile:S01',)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Literal, Protocol, TypeAlias, cast

from ..core import GAMES, Action, GameState
from .scene import Piece, Scene, Text

__all__ = [
    "DECIDING",
    "GameView",
    "Selection",
    "Viewer",
    "has_view",
    "onlooking",
    "view_for",
    "viewer_decides",
    "viewer_sees",
]

#: The ids picked so far on the way to an action, in order.
Selection: TypeAlias = tuple[str, ...]

#: Who looks at the board, which decides whose hidden things (a hand of cards) are face up:
#: a seat number (that seat's own, as when playing against bots), :data:`DECIDING` (the seat
#: deciding now, as when people pass one screen around) or ``None`` (nobody's).
Viewer: TypeAlias = int | Literal["deciding"] | None

#: The viewer of a board passed around the table: whoever decides now sees their own hand.
DECIDING: Literal["deciding"] = "deciding"


class GameView(Protocol):
    """The two functions of a game's view module."""

    def scene(
        self, state: GameState, selection: Selection = (), viewer: Viewer = DECIDING
    ) -> Scene:
        """The board for ``state`` with ``selection`` highlighted, as ``viewer`` sees it."""

    def pick(self, state: GameState, selection: Selection, id: str) -> Action | Selection | None:
        """The action or next selection that picking ``id`` makes, or ``None``."""


def viewer_sees(state: GameState, viewer: Viewer, seat: int) -> bool:
    """True when ``viewer`` may see what only ``seat`` sees (all of it once the game is over).

    >>> import junkspace
    >>> state = junkspace.new_game("hyperstellar", players=2, seed=1)
    >>> state.current_player, viewer_sees(state, DECIDING, 0), viewer_sees(state, 1, 0)
    (0, True, False)
    """
    if state.is_over:
        return True
    return seat == (state.current_player if viewer == DECIDING else viewer)


def viewer_decides(state: GameState, viewer: Viewer) -> bool:
    """True when ``viewer`` is the one to decide now, so the board offers them its choices.

    Anyone else (another seat, a spectator) is shown no choices: the choices of a seat with a
    hand of cards would spell that hand ("score ROBP"), and a bot's would look like the
    onlooker's to make.

    >>> import junkspace
    >>> state = junkspace.new_game("hyperstellar", players=2, seed=1)
    >>> viewer_decides(state, DECIDING), viewer_decides(state, 0), viewer_decides(state, 1)
    (True, True, False)
    >>> viewer_decides(state, None)
    False
    """
    seat = state.current_player
    return seat is not None and viewer in (DECIDING, seat)


def onlooking(scene: Scene, words: str) -> Scene:
    """``scene`` for someone who does not decide now: nothing can be picked or is lit to be
    picked, and the ``hint`` piece says ``words`` (what is being waited for) instead.

    A view offers no choices to such a viewer already (:func:`viewer_decides`); this makes it
    so for any view, and says why nothing can be done.

    >>> import junkspace
    >>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
    >>> board = onlooking(view_for("junk_orbit").scene(state), "Purple's bot is deciding.")
    >>> any(piece.pick for piece in board.pieces())
    False
    >>> [piece.shapes[0].text for piece in board.pieces() if piece.id == "hint"]
    ["Purple's bot is deciding."]
    """

    def seen(piece: Piece) -> Piece:
        if piece.id == "hint":
            shapes = tuple(
                replace(shape, text=words) if isinstance(shape, Text) else shape
                for shape in piece.shapes
            )
            return replace(piece, shapes=shapes, pick=False, highlight=None)
        if piece.pick:
            return replace(piece, pick=False, highlight=None)
        return piece

    layers = tuple(replace(layer, pieces=tuple(map(seen, layer.pieces))) for layer in scene.layers)
    return replace(scene, layers=layers)


def has_view(game: str) -> bool:
    """True when ``game`` has a board to show (its facts name a ``VIEW``).

    >>> has_view("junk_orbit")
    True
    """
    return game in GAMES and GAMES[game].view is not None


def view_for(game: str) -> GameView:
    """The view module of ``game`` (a LookupError when the game has no board yet)."""
    if not has_view(game):
        raise LookupError(f"{game!r} has no board view yet")
    info = GAMES[game]
    return cast(GameView, info.part(cast(str, info.view)))
