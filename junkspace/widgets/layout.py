"""The app's layout: the board in one column, everything else in a column beside it.

The board column holds only the board, sized to the window (``BoardWidget.fit``), so the
whole board is in view. The side column holds what matters while playing at the top (the
title, the actions, the timeline) and, under a row of tabs, the rest (log, inspector,
seats, new game, files, rules). Both columns wrap: in a narrow window the side column goes
under the board, and the board stays at the top of the window while the side column scrolls
under it (on a phone it also takes the window's whole width), so a player choosing an
action still sees the board.

>>> import ipywidgets as w
>>> tabs = SideTabs({"Log": w.HTML("log"), "State": w.HTML("tree")})
>>> tabs.selected_index = 1
>>> tabs.buttons.value, tabs.stack.selected_index
('State', 1)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

import ipywidgets as w

from .guide import LIT_PIECES, ON_HOVER, ON_TOUCH
from .panes import Panes
from .words import N_, _

__all__ = ["CSS", "SideTabs", "app_layout", "lay_out"]

#: The side column's width range: the board column takes the rest.
SIDE_WIDTH = ("340px", "440px")

CSS = """
<style>
.junkspace-app { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
.junkspace-app .js-row { gap: 12px; align-items: flex-start; }
/* The app's title is the page's one level-one heading, at the size of a pane's title. */
.junkspace-app .js-side h1 { margin: 0 0 4px; font-size: 16px; }
.junkspace-app .js-side .widget-toggle-buttons .widget-toggle-button { margin: 1px; }
/* Wrapped rows and notes push what follows them down, never lie over it (Chromium 156 wrapped
   the State tab's note over its buttons, which then took no clicks). */
.junkspace-app .js-side .widget-toggle-buttons { height: auto; flex-wrap: wrap; }
.junkspace-app .js-tab-body .widget-vbox > * { flex-shrink: 0; }
.junkspace-app .js-side .widget-html, .junkspace-app .js-side .widget-html-content {
  height: auto; }
.junkspace-app .js-side .widget-html-content { line-height: 1.4; }
.junkspace-app .js-side .widget-label { white-space: normal; overflow-wrap: anywhere;
  height: auto; line-height: 1.3; }
.junkspace-app .js-actions { max-height: 34vh; overflow-y: auto; }
.junkspace-app .js-actions > *, .junkspace-app .js-side > * { flex-shrink: 0; }
.junkspace-app .js-action-title { font-size: 12px; color: #4b5563; margin: 0 4px; }
.junkspace-app .js-action-title:empty { display: none; }
.junkspace-app .js-action-row .widget-toggle-buttons { height: auto; flex-wrap: wrap; }
.junkspace-app .js-action-row .widget-toggle-button { font-size: 12.5px; margin: 1px; }
.junkspace-app .js-tab-body { max-height: 60vh; overflow-y: auto; }
.junkspace-app .js-rooms .widget-box > *, .junkspace-app .js-rooms > * { flex-shrink: 0; }
.junkspace-app .js-rooms h2 { font-size: 14px; margin: 6px 0 4px; }
.junkspace-app .js-room-code { font-size: 20px; letter-spacing: 2px; }
.junkspace-app .js-room-links a { word-break: break-all; }
.junkspace-app .js-help { font-size: 12px; color: #4b5563; margin: 0 0 4px; }
/* The board's picker may hang below the board, over the side column. */
.junkspace-app .js-board-column { overflow: visible; z-index: 3; }
/* A touch screen has no hover: its help says how to tap instead. */
.junkspace-app .js-on-touch { display: none; }
@media (hover: none) {
  .junkspace-app .js-on-hover { display: none; }
  .junkspace-app .js-on-touch { display: inline; }
}
/* Narrow (the side column under the board): the board stays in view above what scrolls,
   which the boxes around it allow by not scrolling nor clipping themselves (ipywidgets' boxes
   and the notebook's output area do). */
@media (max-width: 911px) {
  .junkspace-app, .junkspace-app .js-row, .jp-OutputArea:has(.junkspace-app),
  .jp-OutputArea-child:has(.junkspace-app), .jp-OutputArea-output:has(.junkspace-app) {
    overflow: visible; }
  .junkspace-app .js-board-column { position: sticky; top: 0; background: #fff;
    padding-bottom: 4px; }
}
/* A phone: the board takes the whole width of the window, margins included. */
@media (max-width: 600px) {
  .junkspace-app .js-board-column { margin-left: calc(50% - 50vw);
    margin-right: calc(50% - 50vw); }
  .junkspace-app .js-board-column canvas { border-radius: 0; }
}
.junkspace-app .js-guide, .junkspace-app .js-rules { font-size: 13px; }
.junkspace-app .js-help .widget-html-content, .junkspace-app .js-guide .widget-html-content,
.junkspace-app .js-rules .widget-html-content { line-height: 1.45; }
/* The rules page fits the column: pictures shrink, wide tables scroll alone, words wrap. */
.junkspace-app .js-rules img { max-width: 100%; height: auto; }
.junkspace-app .js-rules table { border-collapse: collapse; margin: 6px 0; display: block;
  max-width: 100%; overflow-x: auto; }
.junkspace-app .js-rules .widget-html-content { overflow-wrap: anywhere; }
.junkspace-app .js-rules h2 { font-size: 18px; } .junkspace-app .js-rules h3 { font-size: 15px; }
.junkspace-app .js-rules h4 { font-size: 13px; }
.junkspace-app .js-rules td, .junkspace-app .js-rules th { overflow-wrap: normal;
  min-width: 4em; border: 1px solid #d1d5db;
  padding: 2px 6px; }
.junkspace-app .js-rules pre { white-space: pre-wrap; font-size: 12px; }
.junkspace-app .js-result h2 { font-size: 18px; margin: 4px 0; }
.junkspace-app .js-result .js-ranking { font-size: 16px; list-style: none; margin: 4px 0 8px;
  padding: 0; }
.junkspace-app .js-result .js-won { font-weight: bold; }
.junkspace-app .js-last p { font-size: 12.5px; margin: 0 0 2px; }
.junkspace-app .js-log { font-size: 13px; line-height: 1.45; }
.junkspace-app .js-log h2 { font-size: 13px; margin: 8px 0 2px; }
.junkspace-app .js-log ol { margin: 0; padding-left: 2.4em; }
.junkspace-app .js-log ul { color: #4b5563; margin: 0 0 2px; padding-left: 1.2em; }
.junkspace-tree { font: 12px ui-monospace, Menlo, Consolas, monospace; padding-left: 1em; }
.junkspace-tree ul { padding-left: 1.4em; margin: 0; }
.junkspace-tree li { list-style: none; }
/* A folded branch is a target at least 24 px high (WCAG 2.2 target size). */
.junkspace-tree summary { min-height: 24px; line-height: 24px; }
.junkspace-tree .changed > span.js-key, .junkspace-tree .changed > details > summary,
.junkspace-tree li.changed:not(:has(details)) { background: #fde68a; border-radius: 3px; }
.junkspace-tree .js-str { color: #047857; }
.junkspace-tree .js-num { color: #1d4ed8; }
.junkspace-tree .js-none { color: #6b7280; }
</style>
"""


class SideTabs:
    """Tabs as a row of toggle buttons over a stack of panes: the row wraps when narrow.

    (ipywidgets' own ``Tab`` shrinks its titles to fit a narrow column and cuts them.)
    A tab's title is its name in English, the one the app knows it by; its button shows the
    name in the language spoken.
    """

    def __init__(self, panes: Mapping[str, w.Widget]) -> None:
        self.buttons = w.ToggleButtons(
            options=[(_(title), title) for title in panes],
            style={"button_width": "auto"},
            layout={"flex_flow": "wrap"},
        )
        self._titles = tuple(panes)
        self.buttons.add_class("js-tabs")
        self.stack = w.Stack(list(panes.values()), selected_index=0)
        self.stack.add_class("js-tab-body")
        w.link((self.buttons, "index"), (self.stack, "selected_index"))
        self.widget = w.VBox([self.buttons, self.stack])

    @property
    def selected_index(self) -> int:
        """The index of the pane shown."""
        index: int = self.stack.selected_index
        return index

    @selected_index.setter
    def selected_index(self, index: int) -> None:
        self.stack.selected_index = index

    def show(self, title: str) -> None:
        """Open the tab called ``title``."""
        self.selected_index = self.titles.index(title)

    @property
    def title(self) -> str:
        """The title of the tab shown."""
        return self.titles[self.selected_index]

    @property
    def titles(self) -> tuple[str, ...]:
        """The tabs' titles, in order."""
        return self._titles


def app_layout(board: w.Widget, side: Sequence[w.Widget]) -> w.Box:
    """The two columns: ``board`` and, beside it (or under it when narrow), ``side``."""
    board_column = w.VBox([board], layout={"flex": "1 1 560px", "min_width": "0"})
    board_column.add_class("js-board-column")
    low, high = SIDE_WIDTH
    side_column = w.VBox(list(side), layout={"flex": f"1 1 {low}", "max_width": high})
    side_column.add_class("js-side")
    row = w.HBox([board_column, side_column], layout={"flex_flow": "row wrap"})
    row.add_class("js-row")
    app = w.VBox([w.HTML(CSS), row])
    app.add_class("junkspace-app")
    return app


def lay_out(
    panes: Panes, hidden: w.Widget, languages: w.Widget | None = None
) -> tuple[w.Box, SideTabs]:
    """An app's widget and its tabs: the board column, fitted to the window, and beside it
    the title, the result once the game is over, what the lit pieces mean, the actions, the
    timeline, then the other panes under tabs, the language menu ``languages`` if any, and
    ``hidden`` (a widget with nothing to show, the seat keeper)."""
    panes.board.board.fit = "window"
    tabs = SideTabs(
        {
            N_("How to play"): panes.how_to_play.widget,
            N_("Rules"): panes.rules.widget,
            N_("Log"): panes.log.widget,
            N_("State"): panes.inspector.widget,
            N_("Players"): panes.seats.widget,
            N_("New game"): panes.new_game.widget,
            N_("Save & share"): panes.files.widget,
            N_("Rooms"): panes.rooms.widget,
        }
    )
    help_line = w.HTML(
        f'{escape(_(LIT_PIECES))} <span class="js-on-hover">{escape(_(ON_HOVER))}</span>'
        f'<span class="js-on-touch">{escape(_(ON_TOUCH))}</span>'
    )
    help_line.add_class("js-help")
    side = [
        panes.board.title,
        panes.board.last,
        panes.board.result.widget,
        help_line,
        panes.actions.widget,
        panes.timeline.widget,
        tabs.widget,
        *([] if languages is None else [languages]),
        hidden,
    ]
    return app_layout(panes.board.widget, side), tabs
