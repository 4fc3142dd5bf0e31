"""Asteroid Belt in its Voilà dashboard: a turn played by clicking, as the rules say it goes.

The steps every dashboard shares (a full turn, a step back, forged picks, bots) are in
test_dashboards.py; this one follows an Asteroid Belt turn: a unit leaves its base along
the highway, the turn ends, and the next faction commands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from browsing import (
    CANVAS,
    OUTPUT,
    KernelChannel,
    click_piece,
    message,
    open_dashboard,
    painted_version,
    pickable,
    status,
    wait_painted,
    wait_settled,
)

import junkspace
from junkspace import GameRecord
from junkspace.asteroid_belt.view import scene
from junkspace.widgets.links import record_token

if TYPE_CHECKING:
    from browsing import DashboardServer
    from playwright.sync_api import Page

QUERY = "players=2&seed=1&seats=human,human"


def wait_status(page: Page, text: str) -> None:
    page.wait_for_function(
        "text => document.querySelector('.junkspace-status')?.textContent === text", arg=text
    )


def test_a_unit_leaves_its_base_and_the_turn_ends_by_clicking(
    page: Page, dashboards: DashboardServer
) -> None:
    channel = KernelChannel(page)
    open_dashboard(page, dashboards.url("asteroid_belt.ipynb", QUERY))
    start = junkspace.new_game("asteroid_belt", players=2, seed=1)
    assert status(page) == start.status()
    assert pickable(page) == set(scene(start).picks())
    before = page.locator(CANVAS).screenshot()

    # Pick the assault waiting on the base: the highway cells it can reach light up.
    click_piece(page, scene(start), "reserve:0:assault")
    leaving = start.apply("select a1 assault")
    wait_status(page, leaving.status())
    assert pickable(page) == {"cell:b1", "cell:b2", "cell:c2", "cell:d2", "cell:b3", "cell:b4"}

    # Pick b4: the assault glides there for 2 resources of fuel, and is spent.
    click_piece(page, scene(leaving), "cell:b4")
    moved = leaving.apply("move b4")
    wait_status(page, moved.status())
    assert "28 resources" in status(page)
    assert "unit:b4" not in pickable(page), "it has moved and has no enemy in reach"
    assert "act:end" in pickable(page)

    # End the turn: Orange commands next, and Purple's base and units wait.
    click_piece(page, scene(moved), "act:end")
    ended = moved.apply("end")
    wait_status(page, ended.status())
    assert status(page).startswith("Orange to command")
    assert pickable(page) == set(scene(ended).picks())
    wait_settled(page)
    assert page.locator(CANVAS).screenshot() != before, "the board shows the new position"
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=OUTPUT / "asteroid_belt_turn.png", full_page=True)

    # A forged pick of Purple's unit, on the board shown now, changes nothing.
    version = painted_version(page)
    channel.forge_pick({"type": "pick", "id": "unit:b4", "version": version})
    page.wait_for_function(
        "text => document.querySelector('.junkspace-message').textContent.includes(text)",
        arg="Nothing to pick",
    )
    assert status(page) == ended.status() and painted_version(page) == version
    assert "Nothing to pick" in message(page)

    # One step back in the timeline: Purple is to end the turn again.
    page.get_by_role("button", name="back").click()
    wait_painted(page, version + 1)
    assert status(page) == moved.status()


def test_units_drawn_as_triangles_and_stars_are_picked_by_clicking_them(
    page: Page, dashboards: DashboardServer
) -> None:
    record = GameRecord.start("asteroid_belt", 2, 1)
    for action in ("select a1 recon", "move b2", "select a1 elite", "move c1", "done", "end"):
        record = record.play(action)
    record = record.play("end")
    state = record.state
    open_dashboard(page, dashboards.url("asteroid_belt.ipynb", f"record={record_token(record)}"))
    assert status(page) == state.status()
    for unit, kind in (("unit:b2", "recon"), ("unit:c1", "elite")):
        version = painted_version(page)
        click_piece(page, scene(state), unit)
        wait_painted(page, version + 1)
        ordered = state.apply(f"select {unit[5:]}")
        assert status(page) == ordered.status() and kind in status(page)
        page.get_by_role("button", name="back").click()
        # The status line changes when the scene arrives, the painted version a frame later:
        # wait for both, or the next click's wait could be met by this repaint.
        wait_status(page, state.status())
        wait_painted(page, version + 2)
