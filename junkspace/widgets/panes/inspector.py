"""The inspector pane: the position as a tree, as the seat to move sees it, or whole.

It opens on the ``observation`` of the seat to move, so what it shows is what that player
may know; the whole state (draw piles in order, every hand) is one click away, marked as
showing hidden information. A seat or the whole state picked by the player stays picked;
otherwise the view follows the seat to move. The tree is drawn only while the pane is shown
(:attr:`InspectorPane.shown`): it is large.

>>> from junkspace import GameRecord
>>> pane = InspectorPane()
>>> pane.shown = True
>>> pane_record = GameRecord.start("junk_orbit", players=2, seed=1).play("launch S01 cw TYC")
>>> pane.refresh(pane_record)
>>> pane.view.value, 'class="changed"' in pane.tree.value
('Yellow sees', True)
>>> pane.view.value = WHOLE; "hidden information" in pane.note.value
True

A page may be shown only its own seat's view (:attr:`InspectorPane.only`), and the whole
state where the page's player may ask for it (:attr:`InspectorPane.whole`):

>>> pane.only = (1,); pane.refresh(pane_record); pane.view.options
('Purple sees', 'whole state ⚠')
>>> pane.whole = False; pane.refresh(pane_record); pane.view.options
('Purple sees',)
"""

from __future__ import annotations

import json
from typing import Any

import ipywidgets as w

from ...core import GameRecord, GameState
from ...render.view import DECIDING, Viewer
from ..inspector import tree_html
from ..words import N_, _, seat_name
from .pane import LazyPane

__all__ = ["WHOLE", "InspectorPane"]

#: The choice that shows the whole state, hidden parts included (in English; on screen, in
#: the language spoken).
WHOLE = N_("whole state ⚠")

_NOTE = {
    True: N_(
        "⚠ The whole state, <b>hidden information included</b> (draw piles in order, every "
        "hand): what no player at the table can see."
    ),
    False: N_("What {seat} can see: hidden parts are masked (<code>state.observation</code>)."),
}

#: What the pane says to a browser that watches a room from no seat.
_WATCHING = N_(
    "Watching from no seat: the state inspector shows a seat's view only to the player of "
    "that seat."
)


class InspectorPane(LazyPane):
    """A choice of whose view to show, and the tree of that view with the last changes marked."""

    def __init__(self) -> None:
        super().__init__()
        self._record: GameRecord | None = None
        #: The view the player picked (``None``: follow the seat to move).
        self.picked: str | None = None
        self.view = w.ToggleButtons(options=[_(WHOLE)], style={"button_width": "auto"})
        self.view.observe(self._on_view, "value")
        self.note = w.HTML()
        self.tree = w.HTML()
        self.widget = w.VBox([self.view, self.note, self.tree])
        self._only: tuple[int, ...] | None = None
        #: Whether the whole state is offered beside the views of :attr:`only` (a screen of
        #: one's own; never a room's page before the game is over).
        self.whole = True

    @property
    def only(self) -> tuple[int, ...] | None:
        """The seats whose views may be shown (``None``: every seat, and the whole state).

        A page sees its viewer's view only (``()`` when it watches from no seat).
        """
        return self._only

    @only.setter
    def only(self, seats: tuple[int, ...] | None) -> None:
        self._only = seats  # shown at the next refresh, with the record they belong to

    def show_to(self, record: GameRecord, viewer: Viewer, whole: bool) -> None:
        """Offer what ``viewer`` may see of ``record``: its seat's view (the seat deciding
        for :data:`~junkspace.render.view.DECIDING`; none for ``None``) and the whole state
        if ``whole``; once the game is over, every view and the whole state."""
        state = record.state
        if state.is_over:
            self.only, self.whole = None, True
        else:
            seat = state.current_player if viewer == DECIDING else viewer
            self.only = () if seat is None else (seat,)
            self.whole = whole
        self.refresh(record)

    def _draw(self) -> None:
        if self._shown and self._record is not None:
            self.refresh(self._record)

    def refresh(self, record: GameRecord) -> None:
        """Offer every seat's view and the whole state; draw the tree if the pane is shown."""
        self._record = record
        state = record.state
        names = [_("{seat} sees", seat=seat_name(state, s)) for s in range(state.players)]
        if self._only is not None:
            self._refresh_only(record, names)
            return
        deciding = state.current_player
        whole = _(WHOLE)
        follow = whole if deciding is None else names[deciding]
        with self.quietly():
            if list(self.view.options) != [*names, whole]:
                self.view.options = [*names, whole]
                if self.picked not in self.view.options:
                    self.picked = None
            self.view.value = self.picked or follow
        seat = None if self.view.value == whole else names.index(self.view.value)
        self._draw_tree(record, seat)

    def _refresh_only(self, record: GameRecord, names: list[str]) -> None:
        """Offer only the views of :attr:`only` (and the whole state if :attr:`whole`); draw
        the one picked, else the first (nothing when there is none)."""
        seats = self._only or ()
        whole = _(WHOLE)
        options = [names[s] for s in seats] + [whole] * self.whole
        with self.quietly():
            if list(self.view.options) != options:
                self.view.options = options
            first = names[seats[0]] if seats else None
            self.view.value = whole if self.picked == whole and self.whole else first
        if self.view.value is None:
            self.note.value = _(_WATCHING)
            self.tree.value = ""
            return
        self._draw_tree(record, None if self.view.value == whole else seats[0])

    def _draw_tree(self, record: GameRecord, seat: int | None) -> None:
        """The note and, when shown, the tree of ``seat``'s view (``None``: the whole state)."""
        state = record.state
        self.note.value = _(_NOTE[seat is None], seat=seat_name(state, seat or 0))
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
