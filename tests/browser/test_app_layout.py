"""The app in one viewport: the whole board and the controls for playing, with no scrolling.

At a laptop's 1366x800 and a desktop's 1920x1080, the board, the actions and the timeline
are all inside the window; in a narrow window the side column goes under the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from browsing import CANVAS, DASHBOARDS, OUTPUT, open_dashboard, table_query

import junkspace
from junkspace.render.view import has_view

if TYPE_CHECKING:
    from browsing import DashboardServer
    from playwright.sync_api import Page

GAMES = [g for g in junkspace.GAMES if has_view(g) and (DASHBOARDS / f"{g}.ipynb").exists()]

#: What must be in view while playing: the board, the first action, the timeline's controls.
IN_VIEW = {
    "board": CANVAS,
    "an action": ".js-actions button",
    "back": "button:has-text('back')",
    "undo": "button:has-text('undo')",
    "timeline slider": ".js-side .widget-slider",
}


def box(page: Page, selector: str) -> dict[str, float]:
    found = page.locator(selector).first.bounding_box()
    assert found is not None, f"{selector} is not shown"
    return found


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", [(1366, 800), (1920, 1080)])
def test_the_board_and_the_timeline_are_in_view_without_scrolling(
    game: str, size: tuple[int, int], page: Page, dashboards: DashboardServer
) -> None:
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    open_dashboard(page, dashboards.url(f"{game}.ipynb", table_query(game, seed=2)))
    page.wait_for_timeout(300)  # the board settles to the room it has
    for name, selector in IN_VIEW.items():
        found = box(page, selector)
        assert found["x"] >= 0 and found["y"] >= 0, f"{name} starts off screen: {found}"
        assert found["x"] + found["width"] <= width, f"{name} sticks out on the right: {found}"
        assert found["y"] + found["height"] <= height, f"{name} is below the fold: {found}"
    board, side = box(page, CANVAS), box(page, ".js-side")
    assert side["x"] >= board["x"] + board["width"], "the side column is beside the board"
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=OUTPUT / f"{game}_{width}x{height}.png")


def test_a_narrow_window_stacks_the_side_column_under_the_board(
    page: Page, dashboards: DashboardServer
) -> None:
    page.set_viewport_size({"width": 720, "height": 1000})
    open_dashboard(page, dashboards.url("junk_orbit.ipynb", table_query("junk_orbit", seed=2)))
    page.wait_for_timeout(300)
    board, side = box(page, CANVAS), box(page, ".js-side")
    assert board["x"] + board["width"] <= 720, "the board fits the width"
    assert side["y"] >= board["y"] + board["height"], "the side column is under the board"
