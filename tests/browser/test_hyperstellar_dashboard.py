"""Hyperstellar in its Voilà dashboard: a revolution played by clicking on the station.

The steps every dashboard shares (a full turn, a step back, forged picks, bots) are in
test_dashboards.py; this one follows the rules of a Hyperstellar revolution: placement slot
by slot, the engine room paying out by itself, then the lab and recycling choices in the
console.
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
from junkspace.hyperstellar import HyperstellarState
from junkspace.hyperstellar.drawing import PLAYER_COLOURS
from junkspace.hyperstellar.view import scene

if TYPE_CHECKING:
    from browsing import DashboardServer
    from playwright.sync_api import Page

QUERY = "players=2&seed=1&seats=human,human"
SLOTS = {f"slot:{sector}:{i}" for sector in ("engine", "lab", "recycling", "crew") for i in (0, 1)}


def play(page: Page, state: HyperstellarState, id: str, move: str) -> HyperstellarState:
    """Click piece ``id`` at once, and check that the app took ``move`` (its log says so)."""
    version = painted_version(page)
    click_piece(page, scene(state), id)
    wait_painted(page, version + 1)
    page.wait_for_function(
        "text => document.querySelector('.js-log')?.textContent.includes(text)",
        arg=state.describe(state.parse_action(move)),
    )
    after = state.apply(move)
    assert status(page) == after.status()
    # Two people at one screen: the next one's hand shows once they say they have the screen.
    take = page.get_by_role("button", name="I have the screen: show my hand")
    if after.current_player is not None and after.current_player != state.current_player:
        version = painted_version(page)
        take.click()
        wait_painted(page, version + 1)
    return after


def colour_at(page: Page, point: tuple[float, float]) -> str:
    """The colour the board shows around a scene point, as ``#rrggbb``: the commonest of the
    3x3 pixels there (a pixel alone may fall on the smoothed edge of a mark)."""
    board = scene(junkspace.new_game("hyperstellar", players=2, seed=1))
    data = page.eval_on_selector(
        CANVAS,
        """(canvas, [x, y]) => Array.from(canvas.getContext('2d').getImageData(
             Math.round(x * canvas.width) - 1, Math.round(y * canvas.height) - 1, 3, 3).data)""",
        [point[0] / board.width, point[1] / board.height],
    )
    channels = zip(data[0::4], data[1::4], data[2::4], strict=True)
    pixels = [f"#{r:02x}{g:02x}{b:02x}" for r, g, b in channels]
    return max(set(pixels), key=pixels.count)


def body(state: HyperstellarState, id: str) -> tuple[float, float]:
    """A point on the body of researcher ``id``, just under the piece's point and beside the
    seat's mark on its chest (which is drawn dark)."""
    piece = scene(state).piece(id)
    return (piece.x + 4.5, piece.y + 6)


def test_a_revolution_played_by_clicking_on_the_station(
    page: Page, dashboards: DashboardServer
) -> None:
    channel = KernelChannel(page)
    open_dashboard(page, dashboards.url("hyperstellar.ipynb", QUERY))
    page.locator(".js-side").get_by_role("button", name="Log", exact=True).click()  # read below
    start = junkspace.new_game("hyperstellar", players=2, seed=1)
    assert isinstance(start, HyperstellarState)
    assert status(page) == start.status()
    assert pickable(page) == SLOTS, "every slot is free"
    before = page.locator(CANVAS).screenshot()

    # Red takes a lab slot: a red researcher sits there, and the slot is no longer offered.
    in_lab = body(start.apply("place lab"), "researcher:red:lab:0")
    assert colour_at(page, in_lab) != PLAYER_COLOURS[0]
    state = play(page, start, "slot:lab:0", "place lab")
    wait_settled(page)
    assert colour_at(page, in_lab) == PLAYER_COLOURS[0]
    assert pickable(page) == SLOTS - {"slot:lab:0"}

    # A pick of a piece that cannot be picked now, forged into the kernel channel: refused.
    channel.forge_pick({"type": "pick", "id": "choice:research", "version": painted_version(page)})
    page.wait_for_function(
        "text => document.querySelector('.junkspace-message').textContent.includes(text)",
        arg="Nothing to pick there now",
    )
    assert status(page) == state.status()

    # Yellow fills the lab: none of its slots is offered any more.
    state = play(page, state, "slot:lab:1", "place lab")
    assert not {id for id in pickable(page) if id.startswith("slot:lab:")}
    assert message(page) == "", "the refusal is gone once the game moves on"

    # The last two researchers: placement is over, the engine room pays Red by itself and
    # its researcher is back on the hub; Red decides in the lab, in the console.
    state = play(page, state, "slot:engine:0", "place engine")
    in_engine = body(state, "researcher:red:engine:0")
    state = play(page, state, "slot:recycling:1", "place recycling")
    assert state.energy == (17, 10)
    wait_settled(page)
    assert colour_at(page, in_engine) != PLAYER_COLOURS[0], "back on the hub"
    assert colour_at(page, body(state, "researcher:red:hub:0")) == PLAYER_COLOURS[0]
    assert pickable(page) == {"choice:research", "choice:pass"}

    # Red researches; Yellow passes in the lab and recycles for 7 water, which gives Red one.
    state = play(page, state, "choice:research", "research")
    state = play(page, state, "choice:pass", "pass")
    assert pickable(page) == {"choice:recycle:4", "choice:recycle:7", "choice:pass"}
    state = play(page, state, "choice:recycle:7", "recycle 7")
    assert "Red to place" in status(page) and "(revolution 2)" in status(page)
    assert state.water == (9, 15), "after the upkeep of two researchers each"
    assert pickable(page) == SLOTS
    wait_settled(page)
    assert page.locator(CANVAS).screenshot() != before, "the board shows the new position"
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=OUTPUT / "hyperstellar_turn.png", full_page=True)

    # One step back in the timeline: Yellow is choosing a recycling again.
    version = painted_version(page)
    page.get_by_role("button", name="back").click()
    wait_painted(page, version + 1)
    assert "Yellow in the recycling centre" in status(page)
    version = painted_version(page)  # the screen goes back to Yellow, who says so first
    page.get_by_role("button", name="I have the screen: show my hand").click()
    wait_painted(page, version + 1)
    assert pickable(page) == {"choice:recycle:4", "choice:recycle:7", "choice:pass"}
