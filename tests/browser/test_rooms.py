"""A game room played from two real browsers on one real Voilà server.

Two Chromium profiles (two students' browsers: separate storage) open Hyperstellar's
dashboard on ``junkspace play``, whose kernels keep rooms in one SQLite file. One creates
a room, the other joins it by its link; they play a few moves each, typed as notation. Each
page must receive its own seat's hand and never the other's (checked on everything its
kernel sent it), both logs must agree with the room, a reload must get the seat back, and a
spectator page must receive no hand at all.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from browsing import PAGE_TIMEOUT, DashboardServer, KernelChannel, open_dashboard

from junkspace import rooms

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page

NOTATION = "input[placeholder='or type an action in notation and press Enter']"


def open_tab(page: Page, title: str) -> None:
    page.locator(".js-side").get_by_role("button", name=title, exact=True).click()


def wait_status(page: Page, text: str) -> float:
    """Wait until the board's status reads ``text``; how long it took, in seconds."""
    start = time.monotonic()
    page.wait_for_function(
        "text => document.querySelector('.junkspace-status')?.textContent === text", arg=text
    )
    return time.monotonic() - start


def type_move(page: Page, notation: str) -> None:
    box = page.locator(".js-side").locator(NOTATION)
    box.fill(notation)
    box.press("Enter")


def my_seat_is(page: Page, name: str) -> None:
    page.locator(".js-room-seats", has_text=f"{name}: you").wait_for()


def log_text(page: Page) -> str:
    """The Log, once drawn: the pane is drawn when its tab is first shown."""
    open_tab(page, "Log")
    log = page.locator(".js-side .js-log")
    log.get_by_text("Revolution 1").first.wait_for(timeout=PAGE_TIMEOUT)  # Hyperstellar's turns
    return log.inner_text()


def test_two_browsers_play_one_room_each_seeing_only_its_own_hand(
    browser: BrowserContext,
    other_browser: BrowserContext,
    server: DashboardServer,
    rooms_file: Path,
) -> None:
    from playwright.sync_api import expect

    store = rooms.open_store(rooms_file)
    ana = browser.new_page()
    ben = other_browser.new_page()
    ana_heard, ben_heard = KernelChannel(ana, keep=True), KernelChannel(ben, keep=True)
    try:
        open_dashboard(ana, server.url("hyperstellar.ipynb"))
        open_tab(ana, "Rooms")
        form = ana.locator(".js-room-create")
        form.get_by_label("Players").select_option("2")
        expect(form.get_by_label("I play").locator("option")).to_have_count(3)  # 2 and nobody
        expect(form.locator("select")).to_have_count(5)  # game, players, a seat each, I play
        form.get_by_role("button", name="Create a room").click()
        code = ana.locator(".js-room-code").inner_text(timeout=30_000)
        my_seat_is(ana, "Red")
        ana.wait_for_function("code => location.search.includes('room=' + code)", arg=code)

        open_dashboard(ben, server.url("hyperstellar.ipynb", f"room={code}"))
        my_seat_is(ben, "Yellow")
        assert [s.kind for s in rooms.info(store, code).seats] == ["human", "human"]

        seen = []
        for turn in range(6):
            mover, other = (ana, ben) if turn % 2 == 0 else (ben, ana)
            position = rooms.state(store, code)
            move = str(position.legal_actions()[0])
            type_move(mover, move)
            after = position.apply(move).status()
            wait_status(mover, after)
            seen.append(wait_status(other, after))
        assert len(rooms.history(store, code)) == 6
        assert max(seen) < 5, f"the other page saw each move soon: {seen}"

        assert log_text(ana) == log_text(ben)
        assert '"hand:red:' in ana_heard.received_text(), "Red's own cards reach Red"
        assert '"hand:yellow:' not in ana_heard.received_text(), "Yellow's never do"
        assert '"hand:yellow:' in ben_heard.received_text()
        assert '"hand:red:' not in ben_heard.received_text()

        # A reload starts a new kernel; the browser hands it the seat's secret back.
        ben_heard.received.clear()
        ben.reload()
        ben.wait_for_selector(".junkspace-board canvas[data-painted]")
        my_seat_is(ben, "Yellow")
        position = rooms.state(store, code)
        wait_status(ben, position.status())
        assert position.current_player == 0
        move = str(position.legal_actions()[0])
        type_move(ana, move)
        wait_status(ben, position.apply(move).status())
        position = rooms.state(store, code)
        type_move(ben, str(position.legal_actions()[0]))
        wait_status(ana, position.apply(position.legal_actions()[0]).status())
        assert '"hand:red:' not in ben_heard.received_text()
        assert len(rooms.history(store, code)) == 8

        # The spectator link, opened in Ben's own browser, still shows nobody's hand.
        projector = other_browser.new_page()
        projector_heard = KernelChannel(projector, keep=True)
        try:
            open_dashboard(projector, server.url("hyperstellar.ipynb", f"room={code}&watch=1"))
            wait_status(projector, rooms.state(store, code).status())
            open_tab(projector, "Rooms")
            projector.locator(".js-room-seats", has_text="Yellow: ").wait_for()
            assert "you" not in projector.locator(".js-room-seats").inner_text()
            heard = projector_heard.received_text()
            assert '"hand:red:' not in heard and '"hand:yellow:' not in heard
        finally:
            projector.close(run_before_unload=True)
    finally:
        ana.close(run_before_unload=True)
        ben.close(run_before_unload=True)
        store.close()
