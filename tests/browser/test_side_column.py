"""The side column's tabs in Chromium: every control takes its own clicks, every label whole,
the rules page within the column and its pictures shown.

A wrapped label or note must push what follows it down, never lie over it: Chromium 156
wrapped the State tab's "What Yellow can see…" note over the viewpoint buttons, which then
could not be clicked. One dashboard per window size opens every tab in turn and checks that
each button's centre belongs to that button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from browsing import CANVAS, open_dashboard, show_tab

import junkspace

if TYPE_CHECKING:
    from browsing import DashboardServer
    from playwright.sync_api import Page

#: Three seats: the most viewpoint buttons in the State tab among the smallest tables.
QUERY = "players=3&seed=1&seats=human,human,human"

HYPERSTELLAR = junkspace.GAMES["hyperstellar"].title

#: The buttons in the side column whose centre is covered by something else, in words.
COVERED = """() => [...document.querySelectorAll('.js-side button')]
  .filter(b => b.offsetParent !== null && b.getBoundingClientRect().width > 0)
  .filter(b => {
    b.scrollIntoView({block: 'center'});
    const r = b.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !(hit && (hit === b || b.contains(hit)));
  })
  .map(b => b.textContent.trim())"""

#: The labels in the side column cut short (their text wider than their box).
CUT = """() => [...document.querySelectorAll('.js-side .widget-label, .js-side label')]
  .filter(l => l.offsetParent !== null && l.scrollWidth > l.clientWidth + 1)
  .map(l => l.textContent.trim())"""

#: What in the Rules tab reaches past the side column (a wide table scrolls in its own box).
WIDE = """() => {
  const side = document.querySelector('.js-side').getBoundingClientRect();
  return [...document.querySelectorAll('.js-side .js-rules :is(p, li, pre, img, table, h2, h3)')]
    .filter(e => e.offsetParent !== null && e.getBoundingClientRect().right > side.right + 1)
    .map(e => e.tagName + ': ' + e.textContent.slice(0, 40)); }"""

#: The width of each picture of the Rules tab as loaded (0: it did not load).
PICTURES = "() => [...document.querySelectorAll('.js-side .js-rules img')].map(i => i.naturalWidth)"


@pytest.mark.parametrize("size", [(1366, 800), (390, 844)])
def test_every_tab_of_the_side_column_leaves_each_button_clickable_and_each_label_whole(
    size: tuple[int, int], page: Page, dashboards: DashboardServer
) -> None:
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    open_dashboard(page, dashboards.url("junk_orbit.ipynb", QUERY))
    tabs = page.locator(".js-side .js-tabs button")
    titles = [tabs.nth(i).inner_text() for i in range(tabs.count())]
    assert "State" in titles and "New game" in titles, titles
    for title in titles:
        show_tab(page, title)
        assert page.evaluate(COVERED) == [], f"covered buttons in the {title} tab at {size}"
        assert page.evaluate(CUT) == [], f"cut labels in the {title} tab at {size}"
        if title == "Rules":  # the page reads in the column, with its pictures
            assert page.evaluate(WIDE) == [], f"the rules reach past the column at {size}"
            pictures = page.evaluate(PICTURES)
            assert len(pictures) == 2 and all(pictures), f"pictures not shown: {pictures}"
    # Another game's options: Hyperstellar's max_revolutions was cut to "max_revo…".
    page.locator(".js-new-game select").first.select_option(label=HYPERSTELLAR)
    page.locator(".js-side label", has_text="max_revolutions").wait_for()
    assert page.evaluate(CUT) == [], f"cut labels in Hyperstellar's new game form at {size}"
    # The State tab's viewpoints answer real clicks (Playwright refuses a covered button). At
    # one screen the page offers the view of the seat at it (Yellow, to move) and the whole state.
    page.locator(".js-side .js-tabs").get_by_role("button", name="State", exact=True).click()
    side = page.locator(".js-side")
    side.get_by_role("button", name="whole state ⚠").click(timeout=5_000)
    side.get_by_text("hidden information included").wait_for()
    side.get_by_role("button", name="Yellow sees").click(timeout=5_000)
    side.get_by_text("What Yellow can see").wait_for()


def test_a_big_window_grows_the_board_to_its_column_or_the_window(
    page: Page, dashboards: DashboardServer
) -> None:
    """At 1920x1080 Asteroid Belt's board stayed at its scene's size, a third of the screen."""
    page.set_viewport_size({"width": 1920, "height": 1080})
    open_dashboard(page, dashboards.url("asteroid_belt.ipynb", "players=2&seed=1"))
    page.wait_for_timeout(300)  # the board settles to the room it has
    canvas = page.locator(CANVAS).bounding_box()
    column = page.locator(".junkspace-board").bounding_box()
    assert canvas is not None and column is not None
    fills_width = canvas["width"] >= column["width"] - 2
    fills_height = canvas["y"] + canvas["height"] >= 1080 - 40
    assert fills_width or fills_height, f"the board {canvas} leaves its column {column} empty"
