"""The actions pane: a button for every legal action, and a box to type notation in.

>>> from junkspace import GameRecord
>>> played = []
>>> pane = ActionsPane(played.append)
>>> pane.refresh(GameRecord.start("junk_orbit", players=2, seed=1))
>>> pane.typed.value = "launch S01 cw TYC"
>>> played, pane.typed.value
(['launch S01 cw TYC'], '')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ...core import Action, GameRecord
from ..action_buttons import Fold, action_buttons
from .pane import Pane

__all__ = ["ActionsPane"]


class ActionsPane(Pane):
    """The legal actions of the record's position; a chosen one goes to ``play``."""

    def __init__(self, play: Callable[[Action | str], None]) -> None:
        super().__init__()
        self._play = play
        self._legal: tuple[Action, ...] = ()
        #: The kind of action whose folded buttons are open (see :mod:`..action_buttons`).
        self.opened: str | None = None
        self.buttons = w.ToggleButtons(
            options=[], index=None, style={"button_width": "auto"}, layout={"flex_flow": "wrap"}
        )
        self.buttons.observe(self._on_button, "index")
        self.typed = w.Text(
            placeholder="or type an action and press Enter",
            continuous_update=False,
            layout={"width": "auto"},
        )
        self.typed.observe(self._on_typed, "value")
        row = w.HBox([self.buttons])
        row.add_class("js-actions")
        self.widget = w.VBox([row, self.typed])

    def refresh(self, record: GameRecord) -> None:
        """Show the actions of the position at the record's cursor, every kind closed."""
        self._legal = record.state.legal_actions()
        self.opened = None
        self._show()

    def _show(self) -> None:
        # The notation only: a sentence per button would double what each move sends, and
        # the log tells each decision in words once it is made.
        with self.quietly(), self.buttons.hold_sync():
            self.buttons.index = None
            self.buttons.options = action_buttons(self._legal, self.opened)

    def _on_button(self, change: dict[str, Any]) -> None:
        if self.quiet or change["new"] is None:
            return
        value = self.buttons.value
        if isinstance(value, Fold):
            self.opened = value.kind
            self._show()
            return
        with self.quietly():
            self.buttons.index = None
        self._play(value)

    def _on_typed(self, change: dict[str, Any]) -> None:
        text = change["new"].strip()
        if self.quiet or not text:
            return
        with self.quietly():
            self.typed.value = ""
        self._play(text)
