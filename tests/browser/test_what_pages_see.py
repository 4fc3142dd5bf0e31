"""Two real browsers play a whole game in a room, and every frame they get is read: no page is
sent another seat's hidden information, nor the seed before the end.

Each game (:data:`IN_BROWSERS`) has a room of two open seats on one ``junkspace
play``; two Chromium profiles (two students' browsers) open its link, each page's kernel
claims a seat, and both keep the State tab open (the inspector redraws the position at every
move). The moves are greedy bots' choices, sent to the room with each page's own seat secret
(read from the page's ``localStorage``, where the seat keeper put it), as the page would send
it. After every move the test waits until the page of the seat to decide next shows the new
position, so each page draws every decision of its own seat with the choices it is offered,
and hears the other seat's moves as they come (one or several at a time).

Every websocket frame from the page's kernel is kept (:class:`browsing.KernelChannel`, board
patches inflated) and searched for what :mod:`hidden` says the other seat keeps to itself.
The widget-level twin, tests/widgets/test_what_pages_see.py, covers hot-seat and bot games
and the timeline at the same depth without a browser.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from browsing import PAGE_TIMEOUT, DashboardServer, KernelChannel, open_dashboard
from hidden import GAMES, SEED, described, face_up, secrets_of

from junkspace import GameState, rooms
from junkspace.bots import GreedyBot

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page


#: The games played here, all three, side by side (one room each, their moves in turn):
#: Hyperstellar, whose hands are the secrets a page could be sent; Junk Orbit and Asteroid
#: Belt, whose only secret is the seed (it draws the tiles to come and rolls the dice).
IN_BROWSERS = tuple(GAMES)


@dataclass
class Player:
    """One student's page in a room: what it heard, its seat and the seat's secret."""

    page: Page
    heard: KernelChannel
    seat: int = -1
    secret: str = ""
    #: How many frames the page had heard before the room's last move (the end shows all).
    before_end: int = 0


@dataclass
class Table:
    """One room, its two players, and the positions it went through."""

    game: str
    code: str
    players: list[Player] = field(default_factory=list)
    states: list[GameState] = field(default_factory=list)
    actions: list[str] = field(default_factory=list)


def shows(page: Page, state: GameState) -> None:
    """Wait until the page's board status reads the status of ``state``."""
    page.wait_for_function(
        "text => document.querySelector('.junkspace-status')?.textContent === text",
        arg=state.status(),
        timeout=PAGE_TIMEOUT,
    )


def seat_secret(page: Page, code: str) -> str:
    """The seat secret the page's browser keeps for room ``code`` (the seat keeper's)."""
    kept = page.evaluate("code => localStorage.getItem(`junkspace-room:${code}:seat`)", code)
    assert isinstance(kept, str) and kept, f"the page kept no seat secret for room {code}"
    return kept


def sit(
    table: Table, contexts: list[BrowserContext], server: DashboardServer, store: rooms.RoomStore
) -> None:
    """Open the room's link in each browser: each page's kernel claims a seat."""
    for context in contexts:
        page = context.new_page()
        player = Player(page, KernelChannel(page, keep=True))
        table.players.append(player)
        open_dashboard(page, server.url(f"{table.game}.ipynb", f"room={table.code}"))
        seats = page.locator(".js-room-seats", has_text=": you")
        seats.wait_for(state="attached", timeout=PAGE_TIMEOUT)
        page.locator(".js-side").get_by_role("button", name="State", exact=True).click()
        player.secret = seat_secret(page, table.code)
        player.seat = rooms.reclaim(store, table.code, player.secret)
    assert sorted(p.seat for p in table.players) == [0, 1], "the two pages hold the two seats"


def test_two_browsers_are_sent_only_their_own_seats_secrets_over_whole_games(
    browser: BrowserContext,
    other_browser: BrowserContext,
    server: DashboardServer,
    rooms_file: Path,
) -> None:
    store = rooms.open_store(rooms_file)
    tables = []
    try:
        for game in IN_BROWSERS:
            options = GAMES[game]
            code, _ = rooms.create_room(store, game, 2, SEED, options, ["human", "human"])
            table = Table(game, code, states=[rooms.state(store, code)])
            sit(table, [browser, other_browser], server, store)
            tables.append(table)
        bots = [GreedyBot(seed=0), GreedyBot(seed=1)]
        playing = list(tables)
        while playing:
            for table in playing:
                state = table.states[-1]
                seat = state.current_player
                assert seat is not None
                action = str(bots[seat](state))
                mover = next(p for p in table.players if p.seat == seat)
                for player in table.players:
                    player.before_end = len(player.heard.received)
                rooms.play(store, table.code, seat, mover.secret, len(table.actions), action)
                table.actions.append(action)
                table.states.append(state.apply(action))
            for table in playing:
                # The page of the seat to decide next draws its choices; the other page may
                # take several moves at once, as a page does when moves come quickly.
                after = table.states[-1]
                for player in table.players:
                    if after.is_over or player.seat == after.current_player:
                        shows(player.page, after)
            playing = [table for table in playing if not table.states[-1].is_over]
        for table in tables:
            assert [str(a) for a in rooms.record(store, table.code).actions] == table.actions
            check_what_each_page_heard(table)
    finally:
        store.close()
        for table in tables:
            for player in table.players:
                player.page.close(run_before_unload=True)


def check_what_each_page_heard(table: Table) -> None:
    """No page heard the other seat's secrets or the seed before the end; its own it did."""
    played = described(table.states, table.actions)
    for player in table.players:
        heard = player.heard.received_text(until=player.before_end)
        assert str(SEED) not in heard, f"{table.game}: the seed reached a page before the end"
        other = 1 - player.seat
        leaked = [s for s in secrets_of(table.states, played, other) if s in heard]
        assert not leaked, f"{table.game}: seat {other}'s choices reached a page: {leaked[:3]}"
        if table.game == "hyperstellar":
            mine = secrets_of(table.states, played, player.seat)
            assert mine, "the seat had sets it never scored (the check has teeth)"
            assert any(s in heard for s in mine), "a page is sent its own seat's choices"
            names = [table.states[0].seat_name(seat) for seat in (player.seat, other)]
            assert face_up(heard, names[0]), "a page shows its own hand face up"
            assert not face_up(heard, names[1]), "and never the other seat's"
