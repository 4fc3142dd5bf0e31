"""The log pane: the whole game so far, turn by turn, newest turn first.

Each turn has a heading (its number and whose it is, "you" for the seat the page plays; in
Hyperstellar, the revolution) and every decision made in it, in words, each with what it
caused: dice, hits, pieces beaten or sent to repair. The words are the game's own
(:mod:`..turns`), which no seat's hidden cards ever reach. A long game's story is long, so
the log is drawn only while its tab is shown, each turn is a widget of its own (a move sends
the browser the turn it changed, not the whole story), and a decision is put into words once.

>>> from junkspace import GameRecord
>>> pane = LogPane()
>>> pane.refresh(GameRecord.start("junk_orbit", players=2, seed=1).play("launch S01 cw TYC"), 0)
>>> pane.text()
''
>>> pane.shown = True
>>> "Turn 1: Yellow (you)" in pane.text(), "Yellow launches S01" in pane.text()
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

import ipywidgets as w

from ...core import GameRecord
from ...i18n import Domain, language
from ...render.view import Viewer
from ..turns import Decision, Turn, decisions, turns
from .pane import LazyPane

__all__ = ["LogPane", "turn_html"]

_ = Domain("junkspace", "junkspace").gettext


def turn_html(turn: Turn, seat_name: Callable[[int], str], viewer: Viewer = None) -> str:
    """``turn`` as HTML: a heading, then its decisions, each with the sentences of its events;
    ``viewer`` is the seat whose turns say "you" (``None`` or ``"deciding"``: nobody's).

    >>> from junkspace import GameRecord
    >>> record = GameRecord.start("junk_orbit", players=2, seed=1).play("launch S01 cw TYC")
    >>> print(turn_html(turns(decisions(record))[0], record.state.seat_name)[:60])
    <h2>Turn 1: Yellow</h2><ol start="1"><li>Yellow launches S01
    """
    if turn.revolution is not None:
        heading = _("Revolution {number}", number=turn.revolution)
    elif turn.seat is None:
        heading = _("Turn {number}", number=turn.number)
    else:
        heading = _("Turn {number}: {seat}", number=turn.number, seat=seat_name(turn.seat))
        if turn.seat == viewer:
            heading = _("{turn} (you)", turn=heading)
    items = []
    for decision in turn.decisions:
        events = "".join(f"<li>{escape(sentence)}</li>" for sentence in decision.events)
        caused = f"<ul>{events}</ul>" if events else ""
        items.append(f"<li>{escape(decision.words)}{caused}</li>")
    start = turn.decisions[0].index + 1
    return f'<h2>{escape(heading)}</h2><ol start="{start}">{"".join(items)}</ol>'


class LogPane(LazyPane):
    """The decisions before the record's cursor, told by the game, for one page's viewer."""

    def __init__(self) -> None:
        super().__init__()
        self.empty = w.HTML()
        self.widget = w.VBox([self.empty])
        self.widget.add_class("js-log")
        self._record: GameRecord | None = None
        self._viewer: Viewer = None
        self._told: list[Decision] = []
        self._language = ""
        #: One widget per turn, the first turn's first; the pane shows them newest first.
        self._turns: list[w.HTML] = []

    def refresh(self, record: GameRecord, viewer: Viewer = None) -> None:
        """Tell the game of ``record`` up to its cursor, to ``viewer`` (when shown)."""
        self._record, self._viewer = record, viewer
        self._draw()

    def text(self) -> str:
        """The HTML the pane shows, the newest turn first (for tests and doctests)."""
        return "".join(child.value for child in self.widget.children)

    def _draw(self) -> None:
        record = self._record
        if not self._shown or record is None:
            return
        if language() != self._language:
            self._told, self._language = [], language()
        self._told = decisions(record, self._told)
        story = turns(self._told)
        self.empty.value = "" if story else "<p>" + escape(_("No decisions yet.")) + "</p>"
        while len(self._turns) < len(story):
            self._turns.append(w.HTML())
        for turn, widget in zip(story, self._turns, strict=False):
            widget.value = turn_html(turn, record.state.seat_name, self._viewer)
        self.widget.children = (self.empty, *reversed(self._turns[: len(story)]))
