"""The front page and each game's dashboard checked by axe-core, the field's accessibility
checker, in Chromium.

Every tab of the side column is opened in turn and the app checked with it open: no
critical, serious or moderate finding of the WCAG 2.2 A/AA rules and axe's best practices.
axe-core comes from the ``axe-playwright-python`` package (its ``axe.min.js``), a test
dependency. The page around a dashboard's app is Voilà's (its ``<html>`` element and notebook
cells), so that check covers the app itself; the front page is checked whole, Voilà's page
included (its language, its main landmark, its one ``<h1>``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from browsing import dashboard_games, open_dashboard, table_query

if TYPE_CHECKING:
    from browsing import DashboardServer
    from playwright.sync_api import Page

GAMES = dashboard_games()

#: The findings that fail the test (axe's fourth grade, "minor", is left to people).
IMPACTS = {"critical", "serious", "moderate"}

RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]


def findings(page: Page, context: str | None = ".junkspace-app") -> list[str]:
    """axe's findings on ``context`` (the app; ``None``: the whole page), each as rule, grade
    and the first elements it names."""
    from axe_playwright_python.sync_playwright import Axe

    options: dict[str, Any] = {
        "resultTypes": ["violations"],
        "runOnly": {"type": "tag", "values": RULES},
    }
    results = Axe().run(page, context=context, options=options)
    return [
        f"{found['id']} ({found['impact']}): {[node['target'] for node in found['nodes'][:3]]}"
        for found in results.response["violations"]
        if found["impact"] in IMPACTS
    ]


@pytest.mark.parametrize("game", GAMES)
def test_axe_finds_nothing_in_the_app_with_any_tab_open(
    game: str, page: Page, dashboards: DashboardServer
) -> None:
    open_dashboard(page, dashboards.url(f"{game}.ipynb", table_query(game, seed=1)))
    tabs = page.locator(".js-side .js-tabs button")
    titles = [tabs.nth(i).inner_text() for i in range(tabs.count())]
    found = {}
    for title in titles:
        page.locator(".js-side .js-tabs").get_by_role("button", name=title, exact=True).click()
        page.wait_for_timeout(400)  # the pane is drawn when first shown
        found[title] = findings(page)
    assert {title: said for title, said in found.items() if said} == {}


def test_axe_finds_nothing_on_the_front_page(page: Page, dashboards: DashboardServer) -> None:
    page.goto(dashboards.url("index.ipynb"))
    page.wait_for_selector(".js-index .js-card")
    assert page.locator("h1").all_inner_texts() == ["junkspace"]
    assert findings(page, context=None) == []
