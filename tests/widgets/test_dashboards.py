"""The dashboards and ``junkspace play``, checked without starting a server."""

from __future__ import annotations

import asyncio
import json
import threading
import xml.etree.ElementTree as ET
from pathlib import Path

import nbformat
import pytest
from playing import BUILTIN

import junkspace
from junkspace import GAMES, GameRecord
from junkspace.bots import GreedyBot
from junkspace.cli import build_parser
from junkspace.commands import play
from junkspace.render.view import has_view
from junkspace.widgets import GameApp, dashboard_index
from junkspace.widgets.links import page_query, record_from_token

DASHBOARDS = Path(__file__).resolve().parents[2] / "notebooks" / "dashboards"


def test_play_serves_the_dashboards_on_localhost_with_idle_kernels_culled() -> None:
    command = play.voila_command(DASHBOARDS, 8866, 600)
    assert "--Voila.ip=127.0.0.1" in command
    assert "--MappingKernelManager.cull_idle_timeout=600" in command
    assert "--MappingKernelManager.cull_connected=False" in command, "a page in use stays"
    assert "--no-browser" in command


def test_play_preheats_a_kernel_per_dashboard() -> None:
    command = play.voila_command(DASHBOARDS, 8866, 600)
    assert "--VoilaConfiguration.preheat_kernel=True" in command
    assert f"--VoilaConfiguration.default_pool_size={play.PREHEATED}" in command
    assert play.PREHEATED >= 1
    assert f"--VoilaKernelManager.fill_delay={play.REFILL_DELAY}" in command
    assert not any("progressive_rendering=True" in arg for arg in command), "Voilà refuses both"


def test_play_finds_the_dashboards_of_this_checkout() -> None:
    assert play.dashboards() == DASHBOARDS


@pytest.mark.parametrize(
    ("argv", "page"),
    [
        ([], "index.ipynb"),
        (["junk_orbit"], "junk_orbit.ipynb"),
        (["asteroid_belt"], "asteroid_belt.ipynb"),
        (["junk_orbit", "--port", "9000"], "junk_orbit.ipynb"),
        (["hyperstellar"], "hyperstellar.ipynb"),
    ],
)
def test_play_opens_the_page_asked_for(argv: list[str], page: str) -> None:
    args = build_parser().parse_args(["play", *argv])
    url = play._page(args, DASHBOARDS)
    assert url == f"http://127.0.0.1:{args.port}/voila/render/{page}"


def test_play_opens_a_saved_record_through_a_link(tmp_path: Path) -> None:
    record = GameRecord.start("junk_orbit", players=3, seed=5)
    record = record.play(record.state.legal_actions()[0])
    saved = tmp_path / "game.json"
    saved.write_text(record.to_json())
    args = build_parser().parse_args(["play", "--record", str(saved)])
    url = play._page(args, DASHBOARDS)
    assert url.startswith("http://127.0.0.1:8866/voila/render/junk_orbit.ipynb?record=")
    assert record_from_token(url.split("?record=")[1]) == record


def test_play_opens_an_apps_save_file_with_its_seats(tmp_path: Path) -> None:
    from junkspace.widgets.saved import save_text

    record = GameRecord.start("hyperstellar", players=2, seed=5)
    saved = tmp_path / "game.json"
    saved.write_text(save_text(record, ["human", "greedy"]))
    args = build_parser().parse_args(["play", "--record", str(saved)])
    url = play._page(args, DASHBOARDS)
    assert url.startswith("http://127.0.0.1:8866/voila/render/hyperstellar.ipynb?record=")
    assert url.endswith("&seats=human,greedy")


def test_play_refuses_a_corrupt_record_with_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "game.json"
    saved.write_text("{broken")
    args = build_parser().parse_args(["play", "--record", str(saved), "--no-browser"])
    assert play.run(args) == 2
    assert "junkspace play:" in capsys.readouterr().err


def test_every_game_with_a_board_has_a_short_dashboard() -> None:
    for notebook in DASHBOARDS.glob("*.ipynb"):
        if notebook.stem in ("index", "standings"):  # the front page, the teacher's projector
            continue
        assert has_view(notebook.stem)
        cells = nbformat.read(notebook, as_version=4).cells
        assert [cell.cell_type for cell in cells] == ["markdown", "code", "code", "code", "code"]
        assert cells[0].source.startswith("# ") and "\n" not in cells[0].source, "a title alone"
        assert cells[-2].source == "dashboard_intro(app)", "the intro, in the app's language"
        assert cells[-1].source == "app", "the last cell is a single layout expression"
        assert all(not cell.get("outputs") for cell in cells if cell.cell_type == "code")


def index_cards() -> dict[str, ET.Element]:
    """The index page's cards by game, parsed as XML (the engine's SVG included)."""
    page = dashboard_index(DASHBOARDS).value
    root = ET.fromstring(page[page.index("<main") :])
    cards = root.find("div[@class='js-cards']")
    assert cards is not None, "the cards sit in the page's main landmark"
    return {card.attrib["data-game"]: card for card in cards}


def test_the_index_links_each_game_dashboard() -> None:
    cards = dashboard_index(DASHBOARDS).value
    assert 'href="junk_orbit.ipynb"' in cards and "Junk Orbit" in cards
    assert "2–5 players" in cards
    assert 'href="hyperstellar.ipynb"' in cards and "2–4 players" in cards
    assert 'href="asteroid_belt.ipynb"' in cards and "2–3 players" in cards


@pytest.mark.parametrize("game", BUILTIN)
def test_each_card_shows_the_board_the_players_the_length_and_a_pitch(game: str) -> None:
    card = index_cards()[game]
    (picture,) = card.iter("{http://www.w3.org/2000/svg}svg")
    drawn = ET.fromstring(junkspace.new_game(game, seed=1)._repr_svg_() or "")
    assert ET.tostring(picture) == ET.tostring(drawn), "the engine's own picture of a new game"
    facts = "".join(next(p for p in card.iter("p") if p.get("class") == "js-facts").itertext())
    info = GAMES[game]
    assert facts.startswith(f"{info.min_players}–{info.max_players} players · ")
    assert info.length and info.length in facts
    assert info.pitch and info.pitch in "".join(card.itertext())


@pytest.mark.parametrize("game", BUILTIN)
@pytest.mark.parametrize(("start", "bots"), [("js-bots", True), ("js-hotseat", False)])
def test_the_starts_open_the_dashboard_against_bots_or_hot_seat(
    game: str, start: str, bots: bool
) -> None:
    links = [a for a in index_cards()[game].iter("a") if a.get("class") == start]
    sizes = range(GAMES[game].min_players, GAMES[game].max_players + 1)
    assert len(links) == (1 if bots else len(sizes)), "hot-seat asks for the table size"
    link = links[-1]
    page, query = link.attrib["href"].split("?")
    assert page == f"{game}.ipynb"
    app = GameApp.from_query(game, query)
    assert app.state.players == (GAMES[game].default_players if bots else sizes[-1])
    assert app.seats[0] is None, "you sit in the first seat"
    others = app.seats[1:]
    if bots:
        assert all(isinstance(bot, GreedyBot) for bot in others)
    else:
        assert others == [None] * len(others)


def test_the_index_leaves_out_games_without_a_dashboard(tmp_path: Path) -> None:
    assert 'class="js-card"' not in dashboard_index(tmp_path).value


def test_a_kernel_reads_its_pages_query_as_voila_hands_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "players=3&seats=human,greedy,greedy")
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    assert page_query() == "players=3&seats=human,greedy,greedy"
    monkeypatch.delenv("QUERY_STRING")
    assert page_query() == ""


def test_an_app_in_a_preheated_kernel_waits_for_its_pages_query(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Voilà's preheated kernel runs the notebook before a page asks for it: the query comes
    later, through Voilà's own request-info websocket (served here by Voilà's handler)."""
    from tornado.httpserver import HTTPServer
    from tornado.netutil import bind_sockets
    from tornado.web import Application
    from voila.request_info_handler import RequestInfoSocketHandler  # type: ignore[import-untyped]

    sockets = bind_sockets(0, address="127.0.0.1")
    port = sockets[0].getsockname()[1]
    loop = asyncio.new_event_loop()
    ready = threading.Event()

    def serve() -> None:
        asyncio.set_event_loop(loop)
        server = HTTPServer(Application([(r"/voila/query/(.*)", RequestInfoSocketHandler)]))
        server.add_sockets(sockets)
        loop.call_soon(ready.set)
        loop.run_forever()
        server.stop()
        loop.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    assert ready.wait(10), "the request-info server did not start"
    # The page's request arrives: Voilà keeps its query for the kernel that will ask.
    RequestInfoSocketHandler.send_updates(
        {"kernel_id": "k-test", "payload": json.dumps({"QUERY_STRING": "players=3&seed=5"})}
    )
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setenv("VOILA_KERNEL_ID", "k-test")
    monkeypatch.setenv("VOILA_APP_IP", "127.0.0.1")
    monkeypatch.setenv("VOILA_APP_PORT", str(port))
    monkeypatch.setenv("VOILA_SERVER_URL", "/")
    monkeypatch.setenv("QUERY_STRING", "")  # a preheated kernel starts before any page
    try:
        app = GameApp.from_query("junk_orbit")
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
    assert app.state.players == 3
    assert app.record == GameRecord.start("junk_orbit", players=3, seed=5)
