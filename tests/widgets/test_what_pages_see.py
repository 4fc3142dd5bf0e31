"""Every page is sent only what its viewer may see: read every message a kernel sends a page.

Each app here stands for one page (one browser's kernel). Every widget message it would send
to its browser (the opening state of each widget and every update, board patches included) is
recorded through a comm of our own (``comm.create_comm`` is the hook ipywidgets calls), and
whole games of every game are played: in a room from two seats and a spectator, and at one
screen against a bot or passed between two people. No message may hold another seat's hidden
information: for Hyperstellar the sets another seat could score (which spell its hand) and its
cards face up; in a room, the seed either, before the game is over.
"""

from __future__ import annotations

import contextlib
import json
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import comm
import pytest
from comm.base_comm import BaseComm
from hidden import GAMES, SEED, described, face_up, secrets_of

from junkspace import rooms
from junkspace.bots import GreedyBot
from junkspace.widgets import GameApp


class Page:
    """What one page was sent: every widget message, as text."""

    #: The page whose widgets are being made (each comm remembers the page it was made for).
    current: Page | None = None

    def __init__(self) -> None:
        self.messages: list[str] = []

    def text(self, since: int = 0, until: int | None = None) -> str:
        return "\n".join(self.messages[since:until])


class Heard(BaseComm):
    """A comm that keeps what would go to the browser, for the page it was made for."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.page = Page.current
        super().__init__(*args, **kwargs)

    def publish_msg(
        self,
        msg_type: str,
        data: Any = None,
        metadata: Any = None,
        buffers: Any = None,
        **keys: Any,
    ) -> None:
        if self.page is None:
            return
        parts = [json.dumps(data, default=str)]
        for buffer in buffers or ():
            raw = bytes(buffer)
            with contextlib.suppress(zlib.error):  # board patches are deflated
                raw = zlib.decompress(raw)
            parts.append(raw.decode(errors="replace"))
        self.page.messages.append("\n".join(parts))


@pytest.fixture(autouse=True)
def heard(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(comm, "create_comm", Heard)
    yield
    Page.current = None


def as_page(page: Page) -> Page:
    Page.current = page
    return page


def offers_nothing(app: GameApp) -> bool:
    """True when the page's board lights no piece and its actions pane offers no action."""
    pieces = [piece for layer in app.board.scene["layers"] for piece in layer["pieces"]]
    return not any(piece.get("pick") for piece in pieces) and app.panes.actions.groups == []


@pytest.mark.parametrize("game", list(GAMES))
def test_room_pages_are_sent_neither_another_seats_hand_nor_the_seed(
    tmp_path: Path, game: str
) -> None:
    store = rooms.open_store(tmp_path / "rooms.sqlite3")
    pages = [Page(), Page(), Page()]  # Red's, Yellow's, a projector's
    as_page(pages[0])
    ana = GameApp(game)
    code = ana.create_room(game, 2, SEED, ["human", "human"], 0, store=store, **GAMES[game])
    assert code is not None, ana.message
    as_page(pages[1])
    ben = GameApp(game)
    assert ben.join_room(code, store=store), ben.message
    as_page(pages[2])
    projector = GameApp(game)
    assert projector.watch_room(code, store=store), projector.message
    apps = [ana, ben, projector]
    # What a page showed before it entered the room was a game of its own.
    entered = [len(page.messages) for page in pages]
    for page, app in zip(pages, apps, strict=True):
        as_page(page)
        app.tabs.show("State")  # the inspector draws its tree at every move
    bots = [GreedyBot(seed=0), GreedyBot(seed=1)]
    before_end = [0, 0, 0]
    moves = 0
    while not ana.record.state.is_over:
        seat = ana.record.state.current_player
        assert seat is not None
        mover = apps[seat]
        for page, app in zip(pages, apps, strict=True):
            if app is not mover:
                as_page(page)
                assert offers_nothing(app), f"{game}, move {moves}: a page offers a choice"
        if moves % 17 == 5:  # look back in the timeline, as a curious student would
            as_page(pages[1 - seat])
            apps[1 - seat].back()
            apps[1 - seat].forward()
        before_end = [len(page.messages) for page in pages]
        as_page(pages[seat])
        mover.play(bots[seat](mover.record.state))
        assert mover.message == "", mover.message
        moves += 1
        for page, app in zip(pages, apps, strict=True):
            if app is not mover:
                as_page(page)
                assert app.sync_room() == 1
    states = list(ana.record.states())
    actions = [str(a) for a in ana.record.actions]
    played = described(states, actions)
    for seat, page in enumerate(pages):
        text = page.text(entered[seat], before_end[seat])
        assert str(SEED) not in text, f"{game}: the seed reached a page before the end"
        for other in range(2):
            if other == seat:
                continue
            leaked = [s for s in secrets_of(states, played, other) if s in text]
            assert not leaked, f"{game}: seat {other}'s choices reached page {seat}: {leaked[:3]}"
    if game == "hyperstellar":
        own = secrets_of(states, played, 0)
        assert own, "Red had sets to score that it never scored (the check has teeth)"
        assert any(s in pages[0].text() for s in own), "a page is sent its own seat's choices"
        assert face_up(pages[0].text(entered[0]), "Red"), "Red's cards face up on Red's page"
        assert not face_up(pages[1].text(entered[1], before_end[1]), "Red")
        projected = pages[2].text(entered[2], before_end[2])
        assert not face_up(projected, "Red") and not face_up(projected, "Yellow")
    store.close()


@pytest.mark.parametrize("game", list(GAMES))
def test_a_page_playing_a_bot_is_sent_nothing_of_the_bots_hand(game: str) -> None:
    page = as_page(Page())
    app = GameApp(game, players=2, seed=SEED, seats=["human", "greedy"], **GAMES[game])
    app.tabs.show("State")
    me = GreedyBot(seed=7)
    while not app.state.is_over:
        if app.run_bots():
            continue
        assert app.sight.offered, app.message
        app.play(me(app.state))
        if app.state.current_player == 1 and not app.state.is_over:
            assert offers_nothing(app), "the bot's turn offers nothing to the person"
    states = list(app.record.states())
    played = described(states, [str(a) for a in app.record.actions])
    ended = min(i for i, m in enumerate(page.messages) if "Game over" in m)
    leaked = [s for s in secrets_of(states, played, 1) if s in page.text(until=ended)]
    assert not leaked, f"{game}: the bot's choices reached the page: {leaked[:3]}"
    if game == "hyperstellar":
        assert not face_up(page.text(until=ended), "Yellow")
        assert face_up(page.text(until=ended), "Red")


def test_one_screen_between_two_people_is_passed_before_the_next_hand_shows() -> None:
    page = as_page(Page())
    app = GameApp("hyperstellar", players=2, seed=SEED, seats=["human", "human"])
    app.tabs.show("State")
    players = [GreedyBot(seed=0), GreedyBot(seed=1)]
    handovers = 0
    since = 0
    while not app.state.is_over:
        seat = app.state.current_player
        assert seat is not None
        sight = app.sight
        if sight.handover is not None:
            assert sight.handover == seat and offers_nothing(app)
            covered = page.text(since)
            assert not face_up(covered, "Red") and not face_up(covered, "Yellow"), (
                "no hand is face up while the screen is passed"
            )
            taken = len(page.messages)
            app.take_screen()
            name = app.state.seat_name(seat)
            assert face_up(page.text(taken), name), "the hand shows once the screen is taken"
            handovers += 1
        since = len(page.messages)
        app.play(players[seat](app.state))
        assert app.message == "", app.message
    assert handovers > 10
