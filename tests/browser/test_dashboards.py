"""Every game's dashboard in Chromium: a full turn by clicking, a step back, forged picks, bots.

The game's own view says where to click (``pick_path``) and the engine says what must follow,
so a game gets this test as soon as it has a view and a dashboard notebook.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest
from browsing import (
    DASHBOARDS,
    OUTPUT,
    KernelChannel,
    click_piece,
    open_dashboard,
    painted_version,
    pick_path,
    pickable,
    status,
    table_query,
    wait_painted,
    wait_settled,
)

import junkspace
from junkspace.render.view import has_view, view_for

if TYPE_CHECKING:
    from browsing import DashboardServer
    from playwright.sync_api import Page

GAMES = [g for g in junkspace.GAMES if has_view(g) and (DASHBOARDS / f"{g}.ipynb").exists()]


@pytest.mark.parametrize("game", GAMES)
def test_one_full_turn_by_clicking_then_a_step_back(
    game: str, page: Page, dashboards: DashboardServer
) -> None:
    channel = KernelChannel(page)
    open_dashboard(page, dashboards.url(f"{game}.ipynb", table_query(game, seed=2)))
    view = view_for(game)
    state = junkspace.new_game(game, players=junkspace.GAMES[game].min_players, seed=2)
    history = [state]
    chooser = random.Random(2)
    first = state.current_player
    while state.current_player == first:
        assert status(page) == state.status()
        assert pickable(page) == set(view.scene(state).picks())
        action = chooser.choice(state.legal_actions())
        for selection, id in pick_path(state, action):
            version = painted_version(page)
            click_piece(page, view.scene(state, selection), id)
            wait_painted(page, version + 1)
        state = state.apply(action)
        history.append(state)
    assert status(page) == state.status(), "the next seat is to decide"
    OUTPUT.mkdir(parents=True, exist_ok=True)
    wait_settled(page)
    page.screenshot(path=OUTPUT / f"{game}_dashboard.png", full_page=True)

    version = painted_version(page)
    page.get_by_role("button", name="back").click()
    wait_painted(page, version + 1)
    assert status(page) == history[-2].status()

    # Forged picks: malformed (dropped silently), a piece that does not exist, a real piece
    # on a stale board. None changes the game; the last two say why.
    for forged, answer in (
        ({"type": "pick", "id": {"$gt": ""}, "version": "latest"}, None),
        ({"type": "pick", "id": "no such piece", "version": version + 1}, "Nothing to pick"),
        ({"type": "pick", "id": next(iter(pickable(page))), "version": 1}, "older board"),
    ):
        channel.forge_pick(forged)
        if answer is None:
            page.wait_for_timeout(400)
        else:
            page.wait_for_function(
                "text => document.querySelector('.junkspace-message').textContent.includes(text)",
                arg=answer,
            )
        assert status(page) == history[-2].status()
        assert painted_version(page) == version + 1, "the board did not change"


@pytest.mark.parametrize("game", GAMES)
def test_bots_play_by_themselves_until_paused(
    game: str, page: Page, dashboards: DashboardServer
) -> None:
    open_dashboard(page, dashboards.url(f"{game}.ipynb", table_query(game, seed=4, seat="random")))
    start = painted_version(page)
    wait_painted(page, start + 3)  # three bot decisions, each redrawing the board
    page.get_by_role("button", name="pause bots").click()
    page.wait_for_timeout(500)  # a bot move already on its way may still land
    paused_at = painted_version(page)
    page.wait_for_timeout(2500)
    assert painted_version(page) == paused_at
