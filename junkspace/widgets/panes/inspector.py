"""The inspector pane: the position as a tree, as the seat to move sees it, or whole.

It opens on the ``observation`` of the seat to move, so what it shows is what that player
may know; the whole state (draw piles in order, every hand) is one click away, marked as
showing hidden information. A seat or the whole state picked by the player stays picked;
otherwise the view follows the seat to move. The tree is drawn only while the pane is shown
(:attr:`InspectorPane.shown`): it is large.

>>> from junkspace import GameRecord
>>> pane = InspectorPane()
>>> pane.shown = True
>>> pane.refresh(GameRecord.start("junk_orbit", players=2, seed=1).play("launch S01 cw TYC"))
>>> pane.view.value, 'class="changed"' in pane.tree.value
('Yellow sees', True)
>>> pane.view.value = WHOLE; "hidden information" in pane.note.value
True
"""

from __future__ import annotations

import json
from typing import Any

import ipywidgets as w

from ...core import GameRecord, GameState
from ..inspector import tree_html
from .pane import LazyPane

__all__ = ["WHOLE", "InspectorPane"]

#: The choice that shows the whole state, hidden parts included.
WHOLE = "whole state ⚠"

_NOTE = {
    True: (
        "⚠ The whole state, <b>hidden information included</b> (draw piles in order, every "
        "hand): what no player at the table can see."
    ),
    False: "What {seat} can see: hidden parts are masked (<code>state.observation</code>).",
}


class InspectorPane(LazyPane):
    """A choice of whose view to show, and the tree of that view with the last changes marked."""

    def __init__(self) -> None:
        super().__init__()
        self._record: GameRecord | None = None
        #: The view the player picked (``None``: follow the seat to move).
        self.picked: str | None = None
        self.view = w.ToggleButtons(options=[WHOLE], style={"button_width": "auto"})
        self.view.observe(self._on_view, "value")
        self.note = w.HTML()
        self.tree = w.HTML()
        self.widget = w.VBox([self.view, self.note, self.tree])

    def _draw(self) -> None:
        if self._shown and self._record is not None:
            self.refresh(self._record)

    def refresh(self, record: GameRecord) -> None:
        """Offer every seat's view and the whole state; draw the tree if the pane is shown."""
        self._record = record
        state = record.state
        names = [f"{state.seat_name(s)} sees" for s in range(state.players)]
        deciding = state.current_player
        follow = WHOLE if deciding is None else names[deciding]
        with self.quietly():
            if list(self.view.options) != [*names, WHOLE]:
                self.view.options = [*names, WHOLE]
                if self.picked not in self.view.options:
                    self.picked = None
            self.view.value = self.picked or follow
        seat = None if self.view.value == WHOLE else names.index(self.view.value)
        self.note.value = _NOTE[seat is None].format(seat=state.seat_name(seat or 0))
        if not self._shown:
            return
        previous = record.states()[record.cursor - 1] if record.cursor else None

        def shown(s: GameState) -> dict[str, Any]:
            if seat is not None:
                return s.observation(seat)
            data: dict[str, Any] = json.loads(s.to_json())["state"]
            return data

        before = shown(previous) if previous is not None else None
        self.tree.value = tree_html(shown(state), before)

    def _on_view(self, change: dict[str, Any]) -> None:
        if self.quiet or self._record is None:
            return
        self.picked = change["new"]
        self.refresh(self._record)
