"""The result panel: once the position shown is over, the ranking, each seat's points and why
the game ended (the game's own words, ``state.ending()``); hidden while the game runs.

Tied seats share a place, as :meth:`~junkspace.core.GameState.ranking` groups them.

>>> from junkspace import GameRecord
>>> pane = ResultPane()
>>> record = GameRecord.start("hyperstellar", players=2, seed=0, max_revolutions=1)
>>> pane.refresh(record); pane.widget.layout.display
'none'
>>> for action in ("place crew", "place crew", "place engine", "place recycling", "pass"):
...     record = record.play(action)
>>> pane.refresh(record); pane.widget.layout.display is None
True
>>> pane.lines()
['1. Red: 0 points (shares the win)', '1. Yellow: 0 points (shares the win)']
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from ...core import GameRecord, GameState
from ..words import _, ngettext, seat_name
from .pane import Pane

__all__ = ["ResultPane", "result_lines"]


def result_lines(state: GameState) -> list[str]:
    """Each seat's line of the final ranking, best first: place, name, points, and whether it
    won; ``[]`` while the game runs.

    >>> import junkspace
    >>> result_lines(junkspace.new_game("junk_orbit", players=2, seed=1))
    []
    """
    if not state.is_over:
        return []
    scores = state.scores()
    groups = state.ranking()
    lines = []
    place = 1
    for group in groups:
        for seat in group:
            name, count = seat_name(state, seat), scores[seat]
            if group is not groups[0]:
                line = ngettext(
                    "{name}: {count} point", "{name}: {count} points", count, name=name, count=count
                )
            elif len(group) == 1:
                line = ngettext(
                    "{name}: {count} point (wins)",
                    "{name}: {count} points (wins)",
                    count,
                    name=name,
                    count=count,
                )
            else:
                line = ngettext(
                    "{name}: {count} point (shares the win)",
                    "{name}: {count} points (shares the win)",
                    count,
                    name=name,
                    count=count,
                )
            lines.append(f"{place}. {line}")
        place += len(group)
    return lines


class ResultPane(Pane):
    """The end of the game shown: a heading, why it ended, and the ranking."""

    def __init__(self) -> None:
        super().__init__()
        self.widget = w.HTML(layout={"display": "none"})
        self.widget.add_class("js-result")
        self._lines: list[str] = []

    def lines(self) -> list[str]:
        """The ranking's lines as shown (``[]`` while hidden)."""
        return list(self._lines)

    def refresh(self, record: GameRecord) -> None:
        """Show the result if the position at the record's cursor is over, else hide."""
        state = record.state
        self._lines = result_lines(state)
        if not self._lines:
            self.widget.layout.display = "none"
            self.widget.value = ""
            return
        won = len(state.winners())
        items = "".join(
            f'<li class="js-won">{escape(line)}</li>' if i < won else f"<li>{escape(line)}</li>"
            for i, line in enumerate(self._lines)
        )
        label, over = escape(_("Result")), escape(_("Game over"))
        self.widget.value = (
            f'<section aria-label="{label}"><h2>{over}</h2>'
            f'<p class="js-why">{escape(state.ending())}</p>'
            f'<ol class="js-ranking">{items}</ol></section>'
        )
        self.widget.layout.display = None
