"""Fixtures for the browser tests: one dashboard server and one Chromium per session, and for
the rooms tests a server of their own (rooms in a file of the module's) and a second browser.

Without a browser these tests skip and say why, unless ``JUNKSPACE_REQUIRE_BROWSER=1`` (as
in CI), where a missing browser is a failure.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browsing import DashboardServer, chromium, missing_browser, warm_up

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page, Playwright


@pytest.fixture(scope="session")
def driver() -> Iterator[Playwright]:
    """The session's Playwright: every browser of the tests is started with it."""
    reason = missing_browser()
    if reason is not None:
        if os.environ.get("JUNKSPACE_REQUIRE_BROWSER") == "1":
            pytest.fail(f"browser tests are required here, but {reason}")
        pytest.skip(f"browser tests skipped: {reason}")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as started:
        yield started


@pytest.fixture(scope="session")
def browser(driver: Playwright) -> Iterator[BrowserContext]:
    with chromium(driver=driver) as context:
        yield context


@pytest.fixture(scope="session")
def dashboards(browser: BrowserContext) -> Iterator[DashboardServer]:
    server = DashboardServer()
    try:
        warm_up(browser, server)
        yield server
    finally:
        server.stop()


@pytest.fixture
def page(browser: BrowserContext) -> Iterator[Page]:
    page = browser.new_page()
    try:
        yield page
    finally:
        # Close as a person closes a tab: the page's unload beacon stops its kernel.
        page.close(run_before_unload=True)


@pytest.fixture(scope="module")
def rooms_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The rooms of one test module, in a file of its own."""
    return tmp_path_factory.mktemp("rooms") / "rooms.sqlite3"


@pytest.fixture(scope="module")
def server(browser: BrowserContext, rooms_file: Path) -> Iterator[DashboardServer]:
    """A ``junkspace play`` whose rooms are in :func:`rooms_file`, for one test module."""
    with pytest.MonkeyPatch.context() as env:
        env.setenv("JUNKSPACE_ROOMS", str(rooms_file))
        started = DashboardServer()
    try:
        warm_up(browser, started)
        yield started
    finally:
        started.stop()


@pytest.fixture(scope="module")
def other_browser(driver: Playwright) -> Iterator[BrowserContext]:
    """A second Chromium with a profile of its own: another student's browser."""
    with chromium(driver=driver) as context:
        yield context
