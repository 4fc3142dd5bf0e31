"""The help panes: how to play a first turn, and the game's rules (drawn when first shown).

>>> from junkspace import GameRecord
>>> record = GameRecord.start("junk_orbit", players=2, seed=1)
>>> rules = RulesPane()
>>> rules.refresh(record); rules.widget.value
''
>>> rules.shown = True
>>> "<h2>Junk Orbit</h2>" in rules.widget.value
True
"""

from __future__ import annotations

import ipywidgets as w

from ...core import GameRecord
from ..guide import how_to_play, rules_html
from .pane import LazyPane, Pane

__all__ = ["HowToPlayPane", "RulesPane"]


class HowToPlayPane(Pane):
    """A first turn of the record's game."""

    def __init__(self) -> None:
        super().__init__()
        self.widget = w.HTML()
        self.widget.add_class("js-guide")

    def refresh(self, record: GameRecord) -> None:
        """Explain the record's game."""
        self.widget.value = how_to_play(record.game)


class RulesPane(LazyPane):
    """The game's rules page; it is long, so it is drawn only once the pane is shown."""

    def __init__(self) -> None:
        super().__init__()
        self._game = ""
        self.widget = w.HTML()
        self.widget.add_class("js-rules")

    def refresh(self, record: GameRecord) -> None:
        """Show the rules of the record's game (when the pane is shown)."""
        if record.game != self._game:
            self._game = record.game
            self.widget.value = ""
        self._draw()

    def _draw(self) -> None:
        if self._shown and self._game and not self.widget.value:
            self.widget.value = rules_html(self._game)
