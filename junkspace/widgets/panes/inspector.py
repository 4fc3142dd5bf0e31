"""The inspector pane: the position as a tree, as one seat sees it or whole.

The tree is drawn only while the pane is shown (:attr:`InspectorPane.shown`): it is large.

>>> from junkspace import GameRecord
>>> pane = InspectorPane()
>>> pane.shown = True
>>> pane.refresh(GameRecord.start("junk_orbit", players=2, seed=1).play("launch S01 cw TYC"))
>>> 'class="changed"' in pane.tree.value
True
"""

from __future__ import annotations

import json
from typing import Any

import ipywidgets as w

from ...core import GameRecord, GameState
from ..inspector import tree_html
from .pane import Pane

__all__ = ["InspectorPane"]


class InspectorPane(Pane):
    """A menu of whose view to show, and the tree of that view with the last changes marked."""

    def __init__(self) -> None:
        super().__init__()
        self._record: GameRecord | None = None
        self._shown = False
        self.seat = w.Dropdown(description="Show", layout={"width": "20em"})
        self.seat.observe(self._on_seat, "value")
        self.tree = w.HTML()
        self.widget = w.VBox([self.seat, self.tree])

    @property
    def shown(self) -> bool:
        """Whether the pane is on screen; the tree is drawn when it becomes so."""
        return self._shown

    @shown.setter
    def shown(self, value: bool) -> None:
        self._shown = value
        if value and self._record is not None:
            self.refresh(self._record)

    def refresh(self, record: GameRecord) -> None:
        """Offer every seat's view; draw the tree of the one chosen if the pane is shown."""
        self._record = record
        state = record.state
        choices = [("the whole state", -1)] + [
            (f"what {state.seat_name(s)} sees", s) for s in range(state.players)
        ]
        if list(self.seat.options) != choices:
            with self.quietly():
                self.seat.options = choices
                self.seat.value = -1
        if not self._shown:
            return
        seat = self.seat.value
        previous = record.states()[record.cursor - 1] if record.cursor else None

        def shown(s: GameState) -> dict[str, Any]:
            if seat is not None and seat >= 0:
                return s.observation(seat)
            data: dict[str, Any] = json.loads(s.to_json())["state"]
            return data

        before = shown(previous) if previous is not None else None
        self.tree.value = tree_html(shown(state), before)

    def _on_seat(self, _change: dict[str, Any]) -> None:
        if not self.quiet and self._record is not None:
            self.refresh(self._record)
