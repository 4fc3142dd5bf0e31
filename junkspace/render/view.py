"""What a game's view provides, and how to find it.

Each game has a ``view`` module next to its rules (``junkspace/junk_orbit/view.py``) with two
functions, so adding a board to a game means writing only those:

* ``scene(state, selection=())`` draws the position, with what the player has picked so far
  (``selection``, a tuple of piece ids) highlighted and the pieces that can be picked next
  marked;
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

import importlib
import importlib.util
from typing import Protocol, TypeAlias, cast

from ..core import GAMES, Action, GameState
from .scene import Scene

__all__ = ["GameView", "Selection", "has_view", "view_for"]

#: The ids picked so far on the way to an action, in order.
Selection: TypeAlias = tuple[str, ...]


class GameView(Protocol):
    """The two functions of a game's view module."""

    def scene(self, state: GameState, selection: Selection = ()) -> Scene:
        """The board for ``state`` with ``selection`` highlighted."""

    def pick(self, state: GameState, selection: Selection, id: str) -> Action | Selection | None:
        """The action or next selection that picking ``id`` makes, or ``None``."""


def _module_name(game: str) -> str:
    return f"{GAMES[game].module}.view"


def has_view(game: str) -> bool:
    """True when ``game`` has a board to show.

    >>> has_view("junk_orbit")
    True
    """
    return game in GAMES and importlib.util.find_spec(_module_name(game)) is not None


def view_for(game: str) -> GameView:
    """The view module of ``game`` (a LookupError when the game has no board yet)."""
    if not has_view(game):
        raise LookupError(f"{game!r} has no board view yet")
    return cast(GameView, importlib.import_module(_module_name(game)))
