"""The board column: the game's title and the board, redrawn from the record and the picks.

>>> from junkspace import GameRecord
>>> column = BoardColumn(lambda id, version: None)
>>> column.refresh(GameRecord.start("junk_orbit", players=2, seed=1))
>>> column.board.version, "Junk Orbit" in column.title.value
(1, True)
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from ...core import GAMES, GameRecord
from ...render.view import DECIDING, Selection, Viewer, onlooking, view_for
from ..board import BoardWidget, PickCallback
from ..news import news
from ..words import _, ngettext
from .pane import Pane
from .result import ResultPane

__all__ = ["BoardColumn"]


class BoardColumn(Pane):
    """The title, the board and, once the position shown is over, the result; picks on the
    board go to ``pick(id, version)``."""

    def __init__(self, pick: PickCallback) -> None:
        super().__init__()
        self.title = w.HTML()
        self.result = ResultPane()
        self.board = BoardWidget()
        self.board.on_pick(pick)
        #: How many decisions of the record the board has announced.
        self.told = 0
        #: The board alone: the layout puts the title and the result elsewhere.
        self.widget = self.board

    def refresh(
        self,
        record: GameRecord,
        selection: Selection = (),
        viewer: Viewer = DECIDING,
        animate: bool = False,
        caption: str | None = None,
        waiting: str | None = None,
    ) -> None:
        """Redraw the board; the old message goes, as the player has moved on.

        The title says the table size and the seed, or ``caption`` instead (a room's code:
        its players must not learn the seed, which gives away every hidden card). With
        ``waiting``, the viewer does not decide now: nothing is lit, and the hint says that.
        """
        title = GAMES[record.game].title
        said = _("seed {seed}", seed=record.seed) if caption is None else caption
        players = ngettext(
            "{count} player", "{count} players", record.players, count=record.players
        )
        self.title.value = (
            f"<h1>{escape(title)} <small>· {escape(players)} · {escape(said)}</small></h1>"
        )
        scene = view_for(record.game).scene(record.state, selection, viewer)
        if waiting is not None:
            scene = onlooking(scene, waiting)
        self.board.show(scene, animate=animate, message="", news=news(record, self.told))
        self.told = record.cursor
        self.result.refresh(record)

    def say(self, text: str) -> None:
        """Put ``text`` on the message line above the board."""
        self.board.message = text
