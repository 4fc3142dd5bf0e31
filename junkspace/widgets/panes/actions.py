"""The actions pane: every legal action as a button in words, grouped, and a box for notation.

Each group (a tile to launch, a unit to command) is a title and a row of toggle buttons
whose hover text is the notation. The rows are kept between moves and only their options
change, so a move sends a few small updates rather than new widgets.

>>> from junkspace import GameRecord
>>> played = []
>>> pane = ActionsPane(played.append)
>>> pane.refresh(GameRecord.start("hyperstellar", players=2, seed=1))
>>> row = pane.rows[0]
>>> row.title.value, row.buttons.options[0][0], row.buttons.tooltips[0]
('Red places a researcher in the', 'engine room.', 'place engine')
>>> row.buttons.index = 0
>>> pane.typed.value = "place lab"
>>> [str(action) for action in played]
['place engine', 'place lab']

Notation that does not parse, or names an action the rules forbid, is not played: it stays
in the box for the player to mend, the reason under it.

>>> pane.typed.value = "place bar"
>>> pane.typed.value, "there is no sector" in pane.mistake.value, len(played)
('place bar', True, 2)

While someone else decides (a bot, another browser), the pane shows what is awaited and
no choice at all: another seat's choices may spell its hand.

>>> pane.wait("Yellow is played by a bot, deciding now.")
>>> pane.groups, pane.waiting.value
([], 'Yellow is played by a bot, deciding now.')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import ipywidgets as w

from ...core import Action, GameRecord, GameState, IllegalActionError, InvalidActionError
from ..action_buttons import Fold, Group, action_groups
from ..words import _
from .pane import Pane

__all__ = ["ActionRow", "ActionsPane"]


class ActionRow:
    """One group's title and buttons; ``chosen(value)`` hears a click."""

    def __init__(self, pane: Pane, chosen: Callable[[Action | Fold], None]) -> None:
        self._pane = pane
        self._chosen = chosen
        self.title = w.HTML()
        self.title.add_class("js-action-title")
        self.buttons = w.ToggleButtons(
            options=[], index=None, style={"button_width": "auto"}, layout={"flex_flow": "wrap"}
        )
        self.buttons.observe(self._on_click, "index")
        self.widget = w.VBox([self.title, self.buttons])
        self.widget.add_class("js-action-row")

    def show(self, group: Group | None) -> None:
        """Show ``group``, or hide the row (``None``)."""
        self.widget.layout.display = "none" if group is None else None
        if group is None:
            return
        with self._pane.quietly(), self.buttons.hold_sync():
            self.buttons.index = None
            self.buttons.options = [(b.label, b.value) for b in group.buttons]
            self.buttons.tooltips = [b.notation for b in group.buttons]
        self.title.value = escape(group.title)

    def _on_click(self, change: dict[str, Any]) -> None:
        if self._pane.quiet or change["new"] is None:
            return
        value = self.buttons.value
        with self._pane.quietly():
            self.buttons.index = None
        self._chosen(value)


class ActionsPane(Pane):
    """The legal actions of the record's position; a chosen one goes to ``play``.

    When the person at the screen may not decide, it says what they wait for instead, and
    before a hand shows at a shared screen, a button for the next person to take it
    (``take_screen``).
    """

    def __init__(
        self, play: Callable[[Action | str], None], take_screen: Callable[[], None] = lambda: None
    ) -> None:
        super().__init__()
        self._play = play
        self._state: GameState | None = None
        self._actions: Sequence[Action] = ()
        #: The kind of action whose folded buttons are open (see :mod:`..action_buttons`).
        self.opened: str | None = None
        #: Every row made so far; those beyond the groups shown now are hidden.
        self.rows: list[ActionRow] = []
        self._rows = w.VBox()
        self._rows.add_class("js-actions")
        self.typed = w.Text(
            placeholder=_("or type an action in notation and press Enter"),
            continuous_update=False,
            layout={"width": "calc(100% - 8px)"},
        )
        self.typed.add_class("js-notation")
        self.typed.observe(self._on_typed, "value")
        #: Why the notation typed was not played, just under the box (empty: hidden).
        self.mistake = w.HTML()
        self.mistake.add_class("js-notation-error")
        self.waiting = w.HTML()
        self.waiting.add_class("js-waiting")
        self.take = w.Button(description=_("I have the screen: show my hand"), button_style="info")
        self.take.on_click(lambda _: take_screen())
        self.widget = w.VBox([self.waiting, self.take, self._rows, self.typed, self.mistake])
        self._waiting(False)
        self._tell("")

    def refresh(self, record: GameRecord, actions: Sequence[Action] | None = None) -> None:
        """Show ``actions`` (by default every legal action) of the position at the record's
        cursor, every kind closed."""
        self._state = record.state
        self._actions = record.state.legal_actions() if actions is None else actions
        self.opened = None
        self._waiting(False)
        self._tell("")  # a new position: an old mistake's reason no longer holds
        self._show()

    def wait(self, words: str, handover: bool = False) -> None:
        """Offer nothing, and say ``words`` (what is awaited); ``handover``: with the button
        that gives the screen to the next person."""
        self._state, self._actions = None, ()
        self.waiting.value = escape(words)
        self._waiting(True, handover)
        for row in self.rows:
            row.show(None)

    def _waiting(self, waiting: bool, handover: bool = False) -> None:
        self.waiting.layout.display = None if waiting else "none"
        self.take.layout.display = None if handover else "none"
        self.typed.layout.display = "none" if waiting else None
        if waiting:
            self._tell("")

    def _tell(self, mistake: str) -> None:
        """Say ``mistake`` under the notation box (``""``: say nothing)."""
        self.mistake.value = f'<p role="alert">{escape(mistake)}</p>' if mistake else ""
        self.mistake.layout.display = None if mistake else "none"

    @property
    def groups(self) -> list[ActionRow]:
        """The rows shown now, in order."""
        return [row for row in self.rows if row.widget.layout.display != "none"]

    def _show(self) -> None:
        state = self._state
        if state is None:
            return
        groups = action_groups(self._actions, state.describe, self.opened)
        while len(self.rows) < len(groups):
            self.rows.append(ActionRow(self, self._on_choice))
        if len(self._rows.children) != len(self.rows):
            self._rows.children = [row.widget for row in self.rows]
        for i, row in enumerate(self.rows):
            row.show(groups[i] if i < len(groups) else None)

    def _on_choice(self, value: Action | Fold) -> None:
        if isinstance(value, Fold):
            self.opened = value.kind
            self._show()
            return
        self._play(value)

    def _on_typed(self, change: dict[str, Any]) -> None:
        text = change["new"].strip()
        if self.quiet or not text or self._state is None:
            return
        try:  # tried here first, so that a mistake stays in the box to be mended
            self._state.apply(text)
        except (IllegalActionError, InvalidActionError) as err:
            self._tell(str(err))
            return
        self._tell("")
        with self.quietly():
            self.typed.value = ""
        self._play(text)
