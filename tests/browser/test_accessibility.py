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

import io
from itertools import combinations
from typing import TYPE_CHECKING, Any

import pytest
from browsing import (
    CANVAS,
    click_piece,
    dashboard_games,
    open_dashboard,
    painted_version,
    pick_path,
    show_tab,
    table_query,
    wait_painted,
)

from junkspace import GAMES as GAMES_INFO
from junkspace import Action, GameRecord, new_game
from junkspace.render.scene import Scene
from junkspace.render.view import view_for
from junkspace.widgets import GameApp
from junkspace.widgets.news import decision_words

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
        show_tab(page, title)
        found[title] = findings(page)
    assert {title: said for title, said in found.items() if said} == {}


def test_axe_finds_nothing_on_the_front_page(page: Page, dashboards: DashboardServer) -> None:
    page.goto(dashboards.url("index.ipynb"))
    page.wait_for_selector(".js-index .js-card")
    assert page.locator("h1").all_inner_texts() == ["junkspace"]
    assert findings(page, context=None) == []


def test_axe_finds_nothing_on_the_standings_page(page: Page, dashboards: DashboardServer) -> None:
    """The standings' page, checked whole in French: its one title is the widget's (the
    notebook has no words of its own), its language the page's."""
    page.goto(dashboards.url("standings.ipynb", "lang=fr"))
    page.wait_for_selector(".js-refused")  # no teacher's key: the page says why it shows nothing
    assert page.locator("h1").all_inner_texts() == ["Classement"]
    assert findings(page, context=None) == []


#: Every text the board's news region is given, kept in the page as it changes.
HEAR = """() => {
  window.heard = [];
  const news = document.querySelector(".junkspace-news");
  new MutationObserver(() => window.heard.push(news.textContent)).observe(
    news, { childList: true, characterData: true, subtree: true });
}"""


def test_the_board_announces_every_decision_and_describes_what_its_viewer_may_see(
    page: Page, dashboards: DashboardServer
) -> None:
    """A person (Red) plays against a bot: both decisions are heard in the log's words, and
    the board's description is the position as Red may know it (the bot's hand unnamed:
    tests/render/test_descriptions.py checks that for every seat)."""
    view = view_for("hyperstellar")
    query = "players=2&seed=1&seats=human,greedy"
    record = GameApp.from_query("hyperstellar", query).record  # the page's game
    open_dashboard(page, dashboards.url("hyperstellar.ipynb", query))
    board = page.locator(CANVAS)
    title = GAMES_INFO["hyperstellar"].title
    assert board.get_attribute("aria-label") == f"The {title} board"
    described = f"#{board.get_attribute('aria-describedby')}"
    first = view.scene(record.state, viewer=0).description
    assert page.text_content(described) == first
    page.evaluate(HEAR)
    mine = record.state.legal_actions()[0]
    for selection, id in pick_path(record.state, mine):
        version = painted_version(page)
        click_piece(page, view.scene(record.state, selection, viewer=0), id)
        wait_painted(page, version + 1)
    record = record.play(mine)
    page.wait_for_function("() => window.heard.filter(Boolean).length >= 2")  # the bot's too
    heard = [said for said in page.evaluate("window.heard") if said]
    # The bot's decision is the one whose words were heard.
    (bots,) = [a for a in record.state.legal_actions() if _words(record, a) == heard[1]]
    record = record.play(bots)
    assert heard == [decision_words(record, 0), decision_words(record, 1)]
    assert heard[1].startswith("Yellow")
    now = view.scene(record.state, viewer=0).description
    assert now != first
    page.wait_for_function(
        "([selector, text]) => document.querySelector(selector).textContent === text",
        arg=[described, now],
    )


def _words(record: GameRecord, action: Action) -> str:
    """What the news would say of ``action`` played next in ``record``."""
    return decision_words(record.play(action), record.cursor)


#: Deuteranopia as Machado, Oliveira and Fernandes (2009) simulate it (severity 1), for an
#: SVG ``feColorMatrix`` applied to the board's canvas.
DEUTERANOPIA = "0.367 0.861 -0.228 0 0  0.280 0.673 0.047 0 0  -0.012 0.043 0.969 0 0  0 0 0 1 0"
SEE_AS_DEUTERANOPE = """([canvas, matrix]) => {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("style", "position: absolute; width: 0; height: 0");
  svg.innerHTML = `<filter id="deuteranopia" color-interpolation-filters="sRGB">
    <feColorMatrix type="matrix" values="${matrix}"/></filter>`;
  document.body.append(svg);
  document.querySelector(canvas).style.filter = "url(#deuteranopia)";
}"""

#: Where each seat's own piece is drawn in its panel (its ship, elite or researcher, with the
#: seat's mark): the centre from the panel's corner and half the width, in scene units.
ICONS = {"junk_orbit": (14, 15, 9), "asteroid_belt": (19, 16, 12), "hyperstellar": (22, 25, 12)}


def dark_outline(page: Page, scene: Scene, seat: int, game: str) -> Any:
    """The dark pixels of seat ``seat``'s panel piece as the page shows it, on a 32x32 grid."""
    import numpy as np
    from PIL import Image

    panel = scene.piece(f"panel:{seat}")
    box = page.locator(CANVAS).bounding_box()
    assert box is not None
    k = box["width"] / scene.width
    cx, cy, half = ICONS[game]
    clip = {
        "x": box["x"] + (panel.x + cx - half) * k,
        "y": box["y"] + (panel.y + cy - half) * k,
        "width": 2 * half * k,
        "height": 2 * half * k,
    }
    shot = Image.open(io.BytesIO(page.screenshot(clip=clip))).convert("L").resize((32, 32))
    return np.asarray(shot) < 70


@pytest.mark.parametrize("game", GAMES)
def test_every_seat_is_told_apart_under_a_simulated_deuteranopia(
    game: str, page: Page, dashboards: DashboardServer
) -> None:
    """Each seat's piece in its panel, seen through the filter: the outlines of its dark
    parts (the seat's mark on it) differ from every other seat's, on at least 2% of it.
    tests/render/test_seat_marks.py checks the pieces on the board in the scene data."""
    players = GAMES_INFO[game].max_players
    query = f"players={players}&seed=1&seats={','.join(['human'] * players)}"
    open_dashboard(page, dashboards.url(f"{game}.ipynb", query))
    page.evaluate(SEE_AS_DEUTERANOPE, [CANVAS, DEUTERANOPIA])
    scene = view_for(game).scene(new_game(game, players=players, seed=1))
    outlines = [dark_outline(page, scene, seat, game) for seat in range(players)]
    for a, b in combinations(range(players), 2):
        assert (outlines[a] != outlines[b]).mean() > 0.02, f"seats {a} and {b} look alike"
