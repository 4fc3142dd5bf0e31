"""The log pane: the last decisions in words, each with what it caused.

>>> from junkspace import GameRecord
>>> pane = LogPane()
>>> pane.refresh(GameRecord.start("junk_orbit", players=2, seed=1).play("launch S01 cw TYC"))
>>> "Yellow launches S01" in pane.widget.value
True
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from ...core import GameRecord
from ..words import _
from .pane import Pane

__all__ = ["LOG_LENGTH", "LogPane"]

#: How many decisions the log shows, the newest last (the timeline reaches the others).
LOG_LENGTH = 5


class LogPane(Pane):
    """The decisions before the record's cursor, told by the game."""

    def __init__(self) -> None:
        super().__init__()
        self.widget = w.HTML()

    def refresh(self, record: GameRecord) -> None:
        """Tell the last :data:`LOG_LENGTH` decisions before the cursor."""
        states = record.states()
        first = max(0, record.cursor - LOG_LENGTH)
        items = []
        for i in range(first, record.cursor):
            before, after = states[i], states[i + 1]
            events = "".join(f"<li>{escape(after.narrate(e))}</li>" for e in after.events)
            items.append(f"<li>{escape(before.describe(record.actions[i]))}<ul>{events}</ul></li>")
        if not items:
            said = escape(_("No decisions yet."))
            self.widget.value = f"<p>{said}</p>"
            return
        self.widget.value = f'<ol class="js-log" start="{first + 1}">{"".join(items)}</ol>'
