"""The board column: the game's title and the board, redrawn from the record and the picks.

>>> from junkspace import GameRecord
>>> column = BoardColumn(lambda id, version: None)
>>> column.refresh(GameRecord.start("junk_orbit", players=2, seed=1))
>>> column.board.version, "Junk Orbit" in column.title.value
(1, True)
>>> column.refresh(GameRecord.start("junk_orbit", players=2, seed=1).play("launch S01 cw TYC"))
>>> print(column.last.value[:56])
<p><b>Last:</b> Yellow launched a 1 (S01) clockwise from
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from ...core import GAMES, GameRecord
from ...render.view import DECIDING, Selection, Viewer, onlooking, view_for
from ..board import BoardWidget, PickCallback
from ..news import news
from ..turns import rolled
from ..words import _, ngettext
from .pane import Pane
from .result import ResultPane

__all__ = ["BoardColumn", "last_words"]

#: How far back the caption looks for the last dice rolled, in decisions.
DICE_MEMORY = 40


def last_words(record: GameRecord) -> str:
    """The caption under the title: what the last decision caused (or the decision, when it
    caused nothing to tell), whoever made it, and, when it rolled no dice, the last dice
    rolled before it (a guard's attack in another faction's turn), as HTML; ``""`` before
    the first decision.

    >>> record = GameRecord.start("asteroid_belt", players=2, seed=1)
    >>> last_words(record)
    ''
    """
    if record.cursor == 0:
        return ""
    states = record.states()
    before, after = states[record.cursor - 1], states[record.cursor]
    # What happened says it all when something did ("Yellow launched a 1 ..."), else the
    # decision ("Purple gives orders to its elite on d1.").
    said = [after.narrate(event) for event in after.events]
    said = said or [before.describe(record.actions[record.cursor - 1])]
    last = escape(_("Last:"))
    parts = [f"<p><b>{last}</b> {escape(' '.join(said))}</p>"]
    for index in range(record.cursor - 1, max(-1, record.cursor - 1 - DICE_MEMORY), -1):
        dice = [states[index + 1].narrate(e) for e in states[index + 1].events if rolled(e)]
        if not dice:
            continue
        if index < record.cursor - 1:  # the last decision's own dice are told above
            head = escape(_("Last dice (decision {number}):", number=index + 1))
            parts.append(f"<p><b>{head}</b> {escape(' '.join(dice))}</p>")
        break
    return "".join(parts)


class BoardColumn(Pane):
    """The title, the board and, once the position shown is over, the result; picks on the
    board go to ``pick(id, version)``."""

    def __init__(self, pick: PickCallback) -> None:
        super().__init__()
        self.title = w.HTML()
        #: The last decision and the last dice, in words (the layout puts it under the title).
        self.last = w.HTML()
        self.last.add_class("js-last")
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
        # The board's name and the touch picker's words (an unchanged dict is not sent again).
        self.board.words = {
            "board": _("The {game} board", game=title),
            "pick_one": _("Which one?"),
            "close": _("Close"),
        }
        scene = view_for(record.game).scene(record.state, selection, viewer)
        if waiting is not None:
            scene = onlooking(scene, waiting)
        self.board.show(scene, animate=animate, message="", news=news(record, self.told))
        self.told = record.cursor
        self.last.value = last_words(record)
        self.result.refresh(record)

    def say(self, text: str) -> None:
        """Put ``text`` on the message line above the board."""
        self.board.message = text
