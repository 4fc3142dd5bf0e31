"""The timeline pane: a slider over the decisions, steps, undo, redo, pause, and the lines.

A record is a tree of lines (:class:`~junkspace.GameRecord`): playing from the past starts
a variation and keeps the line it left. When there are several, the pane lists them (the
main line first, each variation with the decision where it leaves the main line), switches
between them, promotes the current one to main line and drops it. A note under the buttons
says what the player should know about the position shown (why bots wait in the past), with
a button to let them go on from there.

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
from html import escape
from typing import Any

import ipywidgets as w

from ...core import GameRecord
from ..words import _
from .pane import Pane

__all__ = ["LineActions", "TimelinePane", "line_names"]


def line_names(record: GameRecord) -> list[str]:
    """What the timeline calls each line of ``record``.

    >>> record = GameRecord.start("hyperstellar", players=2, seed=1)
    >>> record = record.play("place lab").play("place lab").goto(1).play("place engine")
    >>> line_names(record)
    ['main line (2)', 'variation 1: from decision 2 (2)']
    """
    names = [_("main line ({length})", length=len(record.lines[0]))]
    for line in range(1, len(record.lines)):
        start = record.divergence(line) + 1
        names.append(
            _(
                "variation {line}: from decision {start} ({length})",
                line=line,
                start=start,
                length=len(record.lines[line]),
            )
        )
    return names


class LineActions:
    """What the pane asks of the app for lines and bots: switch, promote, drop, resume."""

    def __init__(
        self,
        switch: Callable[[int], None],
        promote: Callable[[], None],
        drop: Callable[[], None],
        resume: Callable[[], None],
    ) -> None:
        self.switch, self.promote, self.drop, self.resume = switch, promote, drop, resume


def _past_note(record: GameRecord, in_room: bool, bot_waits: str | None) -> str:
    """What the player should know about the position shown, as HTML ("" at the newest)."""
    if not record.can_redo:
        return ""
    if in_room:
        return escape(_("In a room, moves are made at the newest position: go forward to play."))
    if record.state.is_over:
        return ""
    if bot_waits is None:
        return escape(_("Deciding here starts a variation: the line after it is kept."))
    return _(
        "<b>Bots wait while the past is shown</b>, so that stepping back never loses the game "
        "after it. Decide for {seat} here (a new variation; the line after it is kept), or let "
        "the bots play on from here.",
        seat=escape(bot_waits),
    )


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
        lines: LineActions | None = None,
    ) -> None:
        super().__init__()
        self._goto = goto
        self._lines = lines
        self._pause_bots = pause
        self._record: GameRecord | None = None
        self.slider = w.IntSlider(
            min=0,
            max=0,
            description=_("Decision"),
            continuous_update=False,
            layout={"width": "100%"},
        )
        self.slider.observe(self._on_slider, "value")
        self.buttons = {
            "start": _button("", "fast-backward", _("the first position"), lambda: goto(0)),
            "back": _button(
                _("back"), "step-backward", _("one decision back"), lambda: self._step(-1)
            ),
            "forward": _button(
                _("forward"), "step-forward", _("one decision forward"), lambda: self._step(1)
            ),
            "end": _button("", "fast-forward", _("the newest position"), lambda: self._step(None)),
            "undo": _button(_("undo"), "undo", _("back to your previous decision"), undo),
            "redo": _button(_("redo"), "redo", _("forward to your next decision"), redo),
        }
        self.pause = w.ToggleButton(description=_("pause bots"), icon="pause", value=False)
        self.pause.observe(self._on_pause, "value")
        steps = w.HBox([*self.buttons.values(), self.pause], layout={"flex_flow": "row wrap"})
        #: The lines of the record, when it has more than one.
        self.lines = w.ToggleButtons(
            options=[], style={"button_width": "auto"}, layout={"flex_flow": "wrap"}
        )
        self.lines.observe(self._on_line, "index")
        self.promote = _button(
            _("make main line"), "level-up", _("make this variation the main line"), self._promote
        )
        self.drop = _button(_("drop"), "trash", _("forget this variation"), self._drop)
        self._tree = w.VBox([self.lines, w.HBox([self.promote, self.drop])])
        self._tree.add_class("js-lines")
        #: What the player should know about the position shown (empty: nothing).
        self.note = w.HTML()
        self.note.add_class("js-timeline-note")
        self.resume = _button(
            _("resume bots from here"),
            "play",
            _("let the bots play on from this position"),
            self._resume,
        )
        self.widget = w.VBox([steps, self.slider, self._tree, self.note, self.resume])

    def refresh(
        self,
        record: GameRecord,
        paused: bool = False,
        in_room: bool = False,
        bot_waits: str | None = None,
    ) -> None:
        """Show the record's cursor and lines, which steps are possible, whether bots are
        paused, and the note on the past (a room's game or ours; ``bot_waits``: the seat
        whose bot waits there, which the player may let play on)."""
        self._record = record
        in_the_past = record.can_redo and not in_room and not record.state.is_over
        bot_waits = bot_waits if in_the_past else None
        several = len(record.lines) > 1
        with self.quietly():
            with self.slider.hold_sync():
                self.slider.max = len(record.actions)
                self.slider.value = record.cursor
            self.pause.value = paused
            if several:
                with self.lines.hold_sync():
                    self.lines.options = line_names(record)
                    self.lines.index = record.line
        self._tree.layout.display = None if several else "none"
        self.promote.disabled = self.drop.disabled = record.line == 0
        self.note.value = _past_note(record, in_room, bot_waits)
        self.resume.layout.display = None if bot_waits is not None else "none"
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

    def _on_line(self, change: dict[str, Any]) -> None:
        if not self.quiet and self._lines is not None and change["new"] is not None:
            self._lines.switch(change["new"])

    def _promote(self) -> None:
        if self._lines is not None:
            self._lines.promote()

    def _drop(self) -> None:
        if self._lines is not None:
            self._lines.drop()

    def _resume(self) -> None:
        if self._lines is not None:
            self._lines.resume()

    def _on_slider(self, change: dict[str, Any]) -> None:
        if not self.quiet and self._record is not None and change["new"] != self._record.cursor:
            self._goto(change["new"])

    def _on_pause(self, change: dict[str, Any]) -> None:
        if not self.quiet:
            self._pause_bots(bool(change["new"]))
