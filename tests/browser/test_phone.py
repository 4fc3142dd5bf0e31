"""Each game on a phone (390x844, touch): the whole width for the board, a target at least
24x24 CSS px for every piece that can be picked (where targets overlap, a tap lists the
pieces under the finger), the actions reachable with the board still in view, and no word
of hovering.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from browsing import (
    CANVAS,
    DASHBOARDS,
    OUTPUT,
    chromium,
    open_dashboard,
    painted_version,
    show_tab,
    table_query,
    wait_painted,
    wait_settled,
)

import junkspace
from junkspace.render.view import has_view

if TYPE_CHECKING:
    from browsing import DashboardServer
    from playwright.sync_api import BrowserContext, FloatRect, Page, Playwright

GAMES = [g for g in junkspace.GAMES if has_view(g) and (DASHBOARDS / f"{g}.ipynb").exists()]
WIDTH, HEIGHT = 390, 844

#: What a player must reach while the board stays in view.
REACHED = {
    "the last action": ".js-actions button >> nth=-1",
    "the last tab": ".js-tabs button >> nth=-1",
    "the open tab": ".js-tab-body",
}

#: WCAG 2.2's least target size, in CSS pixels.
TARGET = 24

#: Keeps every piece the board lights at once (``data-lit``) in ``window.lit``.
KEEP_LIT = """canvas => {
  window.lit = [];
  new MutationObserver(() => lit.push(canvas.dataset.lit))
    .observe(canvas, { attributes: true, attributeFilter: ["data-lit"] });
}"""


@pytest.fixture(scope="module")
def phone(driver: Playwright) -> Iterator[BrowserContext]:
    with chromium((WIDTH, HEIGHT), driver, phone=True) as context:
        yield context


def box(page: Page, selector: str) -> FloatRect:
    found = page.locator(selector).first.bounding_box()
    assert found is not None, f"{selector} is not shown"
    return found


def shows(page: Page, x: float, y: float, selector: str) -> bool:
    """True when what is seen at (x, y) in the window is in an element matching ``selector``."""
    found: bool = page.evaluate(
        "([x, y, s]) => !!document.elementFromPoint(x, y)?.closest(s)", [x, y, selector]
    )
    return found


def targets(page: Page) -> dict[str, list[float]]:
    """Each lit piece's target on screen: x, y, width, height in CSS px from the canvas."""
    page.wait_for_function(
        "s => [...document.querySelectorAll(s)].every(b => b.dataset.target)",
        arg=f"{CANVAS} button",
    )
    found = page.eval_on_selector_all(
        f"{CANVAS} button", "bs => bs.map(b => [b.dataset.id, b.dataset.target])"
    )
    return {id: [float(n) for n in where.split()] for id, where in found}


def tap_point(
    lit: dict[str, list[float]], board: FloatRect
) -> tuple[str, tuple[float, float], set[str]]:
    """Where to tap: the middle of the first overlap of two targets on the board, else just
    inside the corner of a target; with a piece whose target holds it, and all such pieces."""

    def holding(x: float, y: float) -> set[str]:
        return {i for i, (tx, ty, w, h) in lit.items() if tx <= x <= tx + w and ty <= y <= ty + h}

    def on_board(x: float, y: float) -> bool:
        return 1 <= x <= board["width"] - 1 and 1 <= y <= board["height"] - 1

    for (a, (ax, ay, aw, ah)), (_, (bx, by, bw, bh)) in itertools.combinations(lit.items(), 2):
        left, right = max(ax, bx), min(ax + aw, bx + bw)
        top, bottom = max(ay, by), min(ay + ah, by + bh)
        x, y = (left + right) / 2, (top + bottom) / 2
        if left < right and top < bottom and on_board(x, y):
            return a, (x, y), holding(x, y)
    id, (x, y, *_) = next(iter(lit.items()))
    x, y = max(x, 0) + 2, max(y, 0) + 2
    return id, (x, y), holding(x, y)


@pytest.mark.parametrize("game", GAMES)
def test_a_phone_shows_the_whole_board_and_a_finger_can_pick_every_lit_piece(
    game: str, phone: BrowserContext, dashboards: DashboardServer
) -> None:
    page = phone.new_page()
    try:
        open_dashboard(page, dashboards.url(f"{game}.ipynb", table_query(game, seed=2)))
        wait_settled(page)
        board = box(page, CANVAS)
        assert board["x"] <= 0.5 and board["width"] >= WIDTH - 1, (
            f"the board fills the width: {board}"
        )
        assert page.evaluate("document.documentElement.scrollWidth") <= WIDTH, "no sideways scroll"
        middle = board["y"] + board["height"] / 2
        assert shows(page, 1, middle, CANVAS), "the board's left edge is not cut off"
        assert shows(page, WIDTH - 1, middle, CANVAS), "the board's right edge is not cut off"

        # The actions, the tabs and the end of an open tab, scrolled to, show under the
        # board, still in view above them. (The Rules tab is scrolled to once its page is
        # drawn: under load it arrived after the scroll, below the window.)
        show_tab(page, "Rules", tap=True)
        for name, selector in REACHED.items():
            page.locator(selector).evaluate("b => b.scrollIntoView({block: 'end'})")
            page.wait_for_timeout(100)
            board, control = box(page, CANVAS), box(page, selector)
            assert board["y"] >= 0 and board["y"] + board["height"] <= HEIGHT, (
                f"the board is in view beside {name}: {board}"
            )
            centre = (control["x"] + control["width"] / 2, control["y"] + control["height"] / 2)
            assert 0 <= centre[1] <= HEIGHT, f"{name} is in view: {control}"
            assert shows(page, *centre, selector.split(" >> ")[0]), f"{name} is under the board"
        OUTPUT.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=OUTPUT / f"{game}_phone_actions.png")

        text = page.evaluate("document.body.innerText")
        assert "hover" not in text.lower(), "a touch screen is told to hover"
        assert "Tap a piece" in text, "the help says how to pick by touch"

        lit = targets(page)
        assert lit, "pieces are lit for the first decision"
        small = {id: t for id, t in lit.items() if t[2] < TARGET or t[3] < TARGET}
        assert not small, f"targets under {TARGET}x{TARGET} CSS px: {small}"

        # A tap where targets overlap lists their pieces; elsewhere in a target, it picks.
        # (The board is still at the top of the window, over the open tab.)
        board = box(page, CANVAS)
        id, (x, y), crowd = tap_point(lit, board)
        version = painted_version(page)
        page.eval_on_selector(CANVAS, KEEP_LIT)
        page.touchscreen.tap(board["x"] + x, board["y"] + y)
        if len(crowd) > 1:
            page.wait_for_selector(".junkspace-picker button[data-id]")
            listed = page.eval_on_selector_all(
                ".junkspace-picker button[data-id]", "bs => bs.map(b => b.dataset.id)"
            )
            assert set(listed) == crowd, "the picker lists the pieces under the finger"
            choice = f".junkspace-picker button[data-id='{id}']"
            assert box(page, choice)["height"] >= TARGET, "the picker's choices are big enough"
            page.screenshot(path=OUTPUT / f"{game}_phone_picker.png")
            page.locator(choice).tap()
        assert id in page.evaluate("window.lit"), "the piece tapped is lit at once"
        wait_painted(page, version + 1)
    finally:
        page.close(run_before_unload=True)
