"""A whole turn of each game played by keyboard alone, focus staying on the board.

Tab reaches the board's buttons (one for each piece that can be picked, in the canvas), Tab
and Shift+Tab move between them, Enter picks. After every pick the board's buttons are new,
and focus must stay on the board (it used to fall back to the top of the page).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest
from browsing import (
    CANVAS,
    dashboard_games,
    open_dashboard,
    painted_version,
    pick_path,
    status,
    table_query,
    wait_painted,
)

import junkspace

if TYPE_CHECKING:
    from browsing import DashboardServer
    from playwright.sync_api import Page

GAMES = dashboard_games()

#: Where focus is: the index of the focused board button, -1 for the board itself, or None.
FOCUS = f"""() => {{
  const canvas = document.querySelector("{CANVAS}");
  const at = document.activeElement;
  if (at === canvas) return -1;
  return canvas.contains(at) ? [...canvas.children].indexOf(at) : null;
}}"""


def focus_on(page: Page, id: str) -> None:
    """Tab (or Shift+Tab) from the focused board button to the button of piece ``id``."""
    ids = page.eval_on_selector_all(f"{CANVAS} button", "bs => bs.map(b => b.dataset.id)")
    now = page.evaluate(FOCUS)
    assert now is not None, "focus left the board"
    target = ids.index(id)
    key = "Tab" if target > now else "Shift+Tab"
    for _ in range(abs(target - max(now, 0)) + (1 if now == -1 else 0)):
        page.keyboard.press(key)
    assert page.evaluate(FOCUS) == target, f"Tab did not reach {id}"


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_turn_by_keyboard_keeps_the_focus_on_the_board(
    game: str, page: Page, dashboards: DashboardServer
) -> None:
    open_dashboard(page, dashboards.url(f"{game}.ipynb", table_query(game, seed=3)))
    for _ in range(200):  # Tab through the page until the board's first button
        if page.evaluate(FOCUS) is not None:
            break
        page.keyboard.press("Tab")
    assert page.evaluate(FOCUS) == 0, "Tab reaches the board's first piece"
    state = junkspace.new_game(game, players=junkspace.GAMES[game].min_players, seed=3)
    chooser = random.Random(3)
    first = state.current_player
    while state.current_player == first:
        action = chooser.choice(state.legal_actions())
        for _selection, id in pick_path(state, action):
            focus_on(page, id)
            version = painted_version(page)
            page.keyboard.press("Enter")
            wait_painted(page, version + 1)
            page.wait_for_function(f"() => ({FOCUS})() !== null", timeout=5_000)
        state = state.apply(action)
    assert status(page) == state.status(), "the turn was played"
