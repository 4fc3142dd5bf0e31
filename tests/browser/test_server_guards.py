"""A class server no page can stop or read: real ``junkspace play``, real Chromium, real sockets.

One server for the module, as a teacher would start it for a class: on 127.0.0.2 (any address
but 127.0.0.1 needs a token), with a token, keeping rooms in a file of its own. The students
are a Chromium page (with the token in its URL) and plain HTTP and websocket clients that
hold the token too.
"""

from __future__ import annotations

import contextlib
import json
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import psutil
import pytest
import websocket
from browsing import (
    CANVAS,
    DashboardServer,
    click_piece,
    painted_version,
    pickable,
    table_query,
    wait_painted,
)

import junkspace
from junkspace.commands.page_kernels import PROTOCOL
from junkspace.render.view import view_for

if TYPE_CHECKING:
    from playwright.sync_api import Page

TOKEN = "class-token-42"
IP = "127.0.0.2"
#: How long the server may take to answer while a page attacks it, in seconds.
ANSWER = 5
#: Longest wait for a page, in milliseconds: a busy machine takes half a minute for a first one.
SLOW_PAGE = 180_000
#: How much the server process may grow meanwhile, in bytes (Voilà grew by gigabytes).
GROWTH = 100 << 20


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DashboardServer]:
    rooms = tmp_path_factory.mktemp("rooms") / "rooms.sqlite3"
    with pytest.MonkeyPatch.context() as env:
        env.setenv("JUNKSPACE_ROOMS", str(rooms))
        started = DashboardServer(ip=IP, token=TOKEN)
    try:
        yield started
    finally:
        started.stop()


def voila(server: DashboardServer) -> psutil.Process:
    """The Voilà process ``junkspace play`` started (not its kernels)."""
    for child in psutil.Process(server.process.pid).children(recursive=True):
        if "junkspace.commands.classroom" in child.cmdline():
            return child
    raise AssertionError("no Voilà process under junkspace play")


def answer_time(server: DashboardServer) -> float:
    """Seconds the server takes to answer a light request; fails after :data:`ANSWER`."""
    start = time.monotonic()
    url = f"http://{IP}:{server.port}/voila/static/voila.js?token={TOKEN}"
    with contextlib.suppress(urllib.error.HTTPError):  # any answer is an answer
        urllib.request.urlopen(url, timeout=ANSWER).close()
    return time.monotonic() - start


def open_page(page: Page, url: str) -> None:
    """Load a dashboard and wait until its board has painted."""
    page.goto(url, timeout=SLOW_PAGE)
    page.wait_for_selector(f"{CANVAS}[data-painted]", timeout=SLOW_PAGE)


def kernel_of(page: Page) -> str:
    config = page.text_content("#jupyter-config-data")
    assert config is not None
    kernel_id: str = json.loads(config)["kernelId"]
    return kernel_id


OPEN_SOCKET = """async ([protocols, frame]) => {
  const id = JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId;
  const url = `ws://${location.host}/api/kernels/${id}/channels?session_id=${Math.random()}`;
  return await new Promise(resolve => {
    const ws = protocols.length ? new WebSocket(url, protocols) : new WebSocket(url);
    ws.binaryType = 'arraybuffer';
    let opened = false;
    ws.onopen = () => {
      opened = true;
      if (frame === null) { resolve('open'); return; }
      ws.send(new Uint8Array(frame));
    };
    ws.onclose = event => resolve(opened ? `closed ${event.code}` : 'refused');
    setTimeout(() => resolve('still open'), 10000);
  });
}"""


def open_socket(page: Page, protocols: list[str], frame: bytes | None = None) -> str:
    """What becomes of a websocket the page opens to its own kernel (sending ``frame``)."""
    sent = None if frame is None else list(frame)
    outcome: str = page.evaluate(OPEN_SOCKET, [protocols, sent])
    return outcome


def click_first_piece(page: Page, seed: int) -> None:
    """Pick a piece on the board of Junk Orbit's game ``seed`` (two players): the kernel
    answers with a binary widget message, and the board paints it."""
    scene = view_for("junk_orbit").scene(junkspace.new_game("junk_orbit", players=2, seed=seed))
    version = painted_version(page)
    click_piece(page, scene, sorted(pickable(page))[0])
    wait_painted(page, version + 1)


def test_no_page_can_stop_or_swell_the_server(page: Page, server: DashboardServer) -> None:
    open_page(page, server.url("junk_orbit.ipynb", table_query("junk_orbit", seed=2)))
    process = voila(server)
    before = process.memory_info().rss
    # The legacy protocol (no subprotocol) is refused: Voilà read the board's binary messages
    # sent to it as the v1 format and looped, with a part count near 10^18.
    assert open_socket(page, []) == "refused"
    # A v1 frame that claims 10^18 parts closes the socket (1007: bad data), nothing else.
    assert open_socket(page, [PROTOCOL], (10**18).to_bytes(8, "little") + bytes(64)) == (
        "closed 1007"
    )
    # Too large a message: Tornado closes the socket (1009: message too big; the browser
    # may see the connection drop first, 1006).
    assert open_socket(page, [PROTOCOL], bytes(2 << 20)) in ("closed 1009", "closed 1006")
    click_first_piece(page, seed=2)  # the page itself still plays
    # The page has one socket; a kernel takes four at most.
    assert [open_socket(page, [PROTOCOL]) for _ in range(4)] == ["open"] * 3 + ["refused"]
    assert answer_time(server) < ANSWER
    assert process.memory_info().rss - before < GROWTH


def test_a_kernel_answers_its_own_page_only(page: Page, server: DashboardServer) -> None:
    open_page(page, server.url("junk_orbit.ipynb", table_query("junk_orbit", seed=3)))
    kernel = kernel_of(page)
    base = f"http://{IP}:{server.port}"

    # Another token holder who knows the kernel's id: no websocket, no model, no deletion,
    # no shutdown beacon.
    with pytest.raises(websocket.WebSocketBadStatusException) as refused:
        websocket.create_connection(
            f"ws://{IP}:{server.port}/api/kernels/{kernel}/channels?token={TOKEN}",
            subprotocols=[PROTOCOL],
            timeout=ANSWER,
        )
    assert refused.value.status_code == 403
    for method, path in (
        ("GET", f"/api/kernels/{kernel}"),
        ("DELETE", f"/api/kernels/{kernel}"),
        ("POST", f"/voila/api/shutdown/{kernel}"),
    ):
        assert status(method, f"{base}{path}?token={TOKEN}") == 403, (method, path)

    # The page's own browser may not delete its kernel without the XSRF token either.
    deleted = page.evaluate(
        "url => fetch(url, {method: 'DELETE'}).then(answer => answer.status)",
        f"/api/kernels/{kernel}?token={TOKEN}",
    )
    assert deleted == 403
    click_first_piece(page, seed=3)  # the kernel is alive and still the page's own
    # The only lines with the token are the two links printed for the teacher at the start.
    standings = [line for line in log(server) if line.startswith("Standings, for the teacher")]
    assert [line for line in log(server) if TOKEN in line] == [printed(server), *standings], (
        "the log hides the token of refused requests"
    )
    assert len(standings) == 1


def log(server: DashboardServer) -> list[str]:
    """Everything ``junkspace play`` and its Voilà wrote, line by line."""
    server.log.seek(0)
    return server.log.read().decode(errors="replace").splitlines()


def printed(server: DashboardServer) -> str:
    """The one URL ``junkspace play`` prints, token included."""
    return f"Playing at http://{IP}:{server.port}/voila/render/index.ipynb?token={TOKEN}"


def status(method: str, url: str) -> int:
    request = urllib.request.Request(url, method=method, data=b"" if method == "POST" else None)
    try:
        with urllib.request.urlopen(request, timeout=ANSWER) as answer:
            code: int = answer.status
    except urllib.error.HTTPError as err:
        code = err.code
    return code


def test_links_work_on_another_address(page: Page, server: DashboardServer) -> None:
    assert printed(server) in log(server)
    # A preheated kernel reads the page's query from the address the server listens on.
    query = "players=2&seed=5&seats=human,human"
    open_page(page, server.url("junk_orbit.ipynb", query))
    state = junkspace.new_game("junk_orbit", players=2, seed=5)
    assert pickable(page) == set(view_for("junk_orbit").scene(state).picks())

    open_page(page, server.url("hyperstellar.ipynb"))
    page.locator(".js-side").get_by_role("button", name="Rooms", exact=True).click()
    page.locator(".js-room-create").get_by_role("button", name="Create a room").click()
    code = page.locator(".js-room-code").inner_text(timeout=30_000)
    links = page.eval_on_selector_all(".js-room-links a", "links => links.map(a => a.href)")
    page_url = f"http://{IP}:{server.port}/voila/render/hyperstellar.ipynb"
    assert links[0] == f"{page_url}?room={code}&token={TOKEN}"


def test_the_token_is_on_no_command_line(server: DashboardServer) -> None:
    tree: list[Any] = [psutil.Process(server.process.pid)]
    tree += tree[0].children(recursive=True)
    lines = [" ".join(p.cmdline()) for p in tree if p.is_running()]
    assert any("junkspace.commands.classroom" in line for line in lines)
    assert not [line for line in lines if TOKEN in line]
