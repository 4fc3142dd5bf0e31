"""Junk Orbit in its Voilà dashboard: what the board lights as a turn is played by clicking.

The steps every dashboard shares (a full turn, a step back, forged picks, bots) are in
test_dashboards.py; this one follows the rules of a Junk Orbit turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from browsing import (
    CANVAS,
    OUTPUT,
    click_piece,
    open_dashboard,
    painted_version,
    pickable,
    status,
    wait_painted,
    wait_settled,
)

import junkspace
from junkspace.junk_orbit.view import scene

if TYPE_CHECKING:
    from browsing import DashboardServer
    from playwright.sync_api import Page

QUERY = "players=2&seed=1&seats=human,human"


def wait_status(page: Page, text: str) -> None:
    page.wait_for_function(
        "text => document.querySelector('.junkspace-status')?.textContent.includes(text)",
        arg=text,
    )


def test_a_turn_played_by_clicking_on_the_board(page: Page, dashboards: DashboardServer) -> None:
    open_dashboard(page, dashboards.url("junk_orbit.ipynb", QUERY))
    start = junkspace.new_game("junk_orbit", players=2, seed=1)
    assert status(page) == start.status()
    assert pickable(page) == {f"tile:{t}" for t in start.cargo[0]}
    before = page.locator(CANVAS).screenshot()

    # Pick a cargo tile: the board lights the two cities where a 1 can land.
    version = painted_version(page)
    click_piece(page, scene(start), "tile:S01")
    wait_painted(page, version + 1)
    assert {"city:TYC", "city:PLA"} <= pickable(page)

    # Pick Tycho: the tile is launched clockwise, the ship must move 1 city the other way.
    click_piece(page, scene(start, ("tile:S01",)), "city:TYC")
    launched = start.apply("launch S01 cw TYC")
    wait_status(page, launched.status())
    assert pickable(page) == {"city:PLA"}

    # Pick Plato: the ship moves, collects the junk there, and Purple's turn begins.
    click_piece(page, scene(launched), "city:PLA")
    moved = launched.apply("move PLA")
    wait_status(page, moved.status())
    assert moved.current_player == 1 and "Purple to launch" in status(page)
    assert pickable(page) == {f"tile:{t}" for t in moved.cargo[1]}
    wait_settled(page)
    assert page.locator(CANVAS).screenshot() != before, "the board shows the new position"
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=OUTPUT / "junk_orbit_turn.png", full_page=True)
