"""The timeline pane: a slider over the decisions, steps back and forth, undo, redo, pause.

>>> from junkspace import GameRecord
>>> record = GameRecord.start("junk_orbit", players=2, seed=1).play("launch S01 cw TYC")
>>> shown = []
>>> pane = TimelinePane(shown.append, undo=lambda: None, redo=lambda: None, pause=print)
>>> pane.refresh(record)
>>> pane.slider.max, pane.buttons["back"].disabled, pane.buttons["forward"].disabled
(1, False, True)
>>> pane.buttons["back"].click(); shown
[0]
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ...core import GameRecord
from .pane import Pane

__all__ = ["TimelinePane"]


def _button(label: str, icon: str, tip: str, handler: Callable[[], None]) -> w.Button:
    button = w.Button(description=label, icon=icon, tooltip=tip, layout={"width": "auto"})
    button.on_click(lambda _: handler())
    return button


class TimelinePane(Pane):
    """Moves through the record with ``goto(index)``, ``undo()`` and ``redo()``.

    ``pause(paused)`` is called when the player pauses or restarts the bots.
    """

    def __init__(
        self,
        goto: Callable[[int], None],
        undo: Callable[[], None],
        redo: Callable[[], None],
        pause: Callable[[bool], None],
    ) -> None:
        super().__init__()
        self._goto = goto
        self._pause_bots = pause
        self._record: GameRecord | None = None
        self.slider = w.IntSlider(
            min=0, max=0, description="Decision", continuous_update=False, layout={"width": "100%"}
        )
        self.slider.observe(self._on_slider, "value")
        self.buttons = {
            "start": _button("", "fast-backward", "the first position", lambda: goto(0)),
            "back": _button("back", "step-backward", "one decision back", lambda: self._step(-1)),
            "forward": _button(
                "forward", "step-forward", "one decision forward", lambda: self._step(1)
            ),
            "end": _button("", "fast-forward", "the newest position", lambda: self._step(None)),
            "undo": _button("undo", "undo", "back to your previous decision", undo),
            "redo": _button("redo", "redo", "forward to your next decision", redo),
        }
        self.pause = w.ToggleButton(description="pause bots", icon="pause", value=False)
        self.pause.observe(self._on_pause, "value")
        steps = w.HBox([*self.buttons.values(), self.pause], layout={"flex_flow": "row wrap"})
        self.widget = w.VBox([steps, self.slider])

    def refresh(self, record: GameRecord, paused: bool = False) -> None:
        """Show the record's cursor, which steps are possible, and whether bots are paused."""
        self._record = record
        with self.quietly():
            with self.slider.hold_sync():
                self.slider.max = len(record.actions)
                self.slider.value = record.cursor
            self.pause.value = paused
        for name, enabled in (
            ("start", record.can_undo),
            ("back", record.can_undo),
            ("undo", record.can_undo),
            ("forward", record.can_redo),
            ("end", record.can_redo),
            ("redo", record.can_redo),
        ):
            self.buttons[name].disabled = not enabled

    def _step(self, by: int | None) -> None:
        """One decision back or forward, or (``None``) to the newest position."""
        if self._record is None:
            return
        last = len(self._record.actions)
        index = last if by is None else self._record.cursor + by
        self._goto(min(max(index, 0), last))

    def _on_slider(self, change: dict[str, Any]) -> None:
        if not self.quiet and self._record is not None and change["new"] != self._record.cursor:
            self._goto(change["new"])

    def _on_pause(self, change: dict[str, Any]) -> None:
        if not self.quiet:
            self._pause_bots(bool(change["new"]))
