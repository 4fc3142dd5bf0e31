"""Closing or reloading a dashboard frees its kernel: 6 pages opened and closed leave at most one.

The server here culls only after ten minutes, so nothing but the page's own shutdown beacon
(accepted now that the page sets the ``_xsrf`` cookie) can explain kernels going away. Besides
the pages' kernels, ``junkspace play`` keeps a fixed pool of preheated ones, ``PREHEATED`` per
dashboard, ready for the next page: they are counted apart, and the pool must not grow.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import psutil
from browsing import DASHBOARDS, DashboardServer, open_dashboard, table_query, warm_up

from junkspace.commands.play import PREHEATED

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext

PAGES = 6
#: How long the kernels have to go away once the last page is closed, in seconds.
GRACE = 90


def kernels(server: DashboardServer) -> int:
    """The kernels alive under the server: its descendant processes running ipykernel."""
    found = 0
    for child in psutil.Process(server.process.pid).children(recursive=True):
        try:
            found += any("ipykernel" in part for part in child.cmdline())
        except psutil.NoSuchProcess:
            continue
    return found


def test_closed_and_reloaded_pages_free_their_kernels(browser: BrowserContext) -> None:
    server = DashboardServer(cull_idle=600)
    try:
        warm_up(browser, server)
        url = server.url("junk_orbit.ipynb", table_query("junk_orbit", seed=3))
        for index in range(PAGES):
            page = browser.new_page()
            open_dashboard(page, url)
            if index % 3 == 0:  # a reload is a close and an open
                page.reload()
                page.wait_for_selector(".junkspace-board canvas[data-painted]")
            page.close(run_before_unload=True)
        pool = PREHEATED * len(list(DASHBOARDS.glob("*.ipynb")))
        deadline = time.monotonic() + GRACE
        while kernels(server) - pool > 1 and time.monotonic() < deadline:
            time.sleep(1)
        left = kernels(server) - pool
        assert left <= 1, f"{left} page kernels still alive {GRACE} s after the pages closed"
    finally:
        server.stop()
