"""A real dashboard in a real browser, for the browser tests and the browser benchmark.

The dashboards are served by ``junkspace play`` (Voilà on 127.0.0.1, or another 127.0.0.x)
and opened in Debian's Chromium driven by Playwright (never ``playwright install``): a fresh
profile, flags that keep the browser off the network, and every request that is not to
127.0.0.x aborted.
Every wait is bounded. Chromium is ``/usr/bin/chromium`` or ``$JUNKSPACE_CHROMIUM``.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page, Playwright, Route, WebSocketRoute

    from junkspace import Action, GameState
    from junkspace.render.scene import Scene
    from junkspace.render.view import Selection

REPO = Path(__file__).resolve().parents[1]
DASHBOARDS = REPO / "notebooks" / "dashboards"
OUTPUT = REPO / "tests" / "output"

CHROMIUM = os.environ.get("JUNKSPACE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

#: The addresses the browser may reach: this computer's 127.0.0.x.
LOCAL = re.compile(r"(http|ws)://127\.0\.0\.\d{1,3}[:/]")

#: Longest wait for a page or a server, in milliseconds; the machines are small and shared
#: (``$JUNKSPACE_PAGE_TIMEOUT`` gives a busier machine longer).
PAGE_TIMEOUT = int(os.environ.get("JUNKSPACE_PAGE_TIMEOUT", "60000"))
#: How long a fresh server's first page may take (see :func:`warm_up`), in milliseconds.
WARM_UP_TIMEOUT = 4 * PAGE_TIMEOUT


def missing_browser() -> str | None:
    """Why browser tests cannot run here, or ``None`` when they can."""
    try:
        import playwright  # noqa: F401
    except ImportError:
        return "the playwright Python package is not installed"
    if not (Path(CHROMIUM).exists() or shutil.which(CHROMIUM)):
        return f"no Chromium at {CHROMIUM} (apt-get install chromium, or set JUNKSPACE_CHROMIUM)"
    return None


PORT_ATTEMPTS = 3
PORT_TAKEN = "no available port could be found"  # Voilà's words when its port is taken


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class DashboardServer:
    """``junkspace play --no-browser`` serving ``root`` on a free port, stopped by :meth:`stop`."""

    def __init__(
        self,
        root: Path = DASHBOARDS,
        cull_idle: int = 120,
        *,
        index: bool = True,
        ip: str = "127.0.0.1",
        token: str = "",
        options: tuple[str, ...] = (),
    ) -> None:
        """``index=False`` serves a folder without a front page (the lessons) with plain Voilà,
        as Binder's Voilà serves them, since ``junkspace play`` opens the index. ``ip`` (a
        127.0.0.x address), ``token`` and ``options`` go to ``junkspace play``."""
        self.index = index
        self.ip, self.token, self.options = ip, token, options
        env = dict(os.environ)
        # Kernels must import this checkout, and find the Python that runs the tests.
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
        env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
        env["JUNKSPACE_TOKEN"] = token  # as a teacher keeps it off the command line
        # A port found free can be taken before the server binds it (another worker's server,
        # a kernel, a Dask dashboard): then the server is started again on another port.
        self.last = ""  # the output of the last server whose port was taken
        for _ in range(PORT_ATTEMPTS):
            self.port = free_port()
            self.log = tempfile.TemporaryFile()  # noqa: SIM115 - closed by stop()
            self.process = subprocess.Popen(
                self.command(root, cull_idle),
                stdout=self.log,
                stderr=subprocess.STDOUT,
                env=env,
                cwd=REPO,
                start_new_session=True,  # the server and its kernels form one group to stop
            )
            if self._wait_ready():
                return
            self.stop()
        raise RuntimeError(f"the server's port was taken {PORT_ATTEMPTS} times:\n{self.last}")

    def command(self, root: Path, cull_idle: int) -> list[str]:
        """The server's command line: ``junkspace play`` (the bare Voilà a benchmark compares
        with overrides it), or plain Voilà for a folder without an index."""
        if not self.index:
            return [
                *(sys.executable, "-m", "voila", str(root), "--no-browser"),
                *(f"--port={self.port}", "--Voila.ip=127.0.0.1", "--Voila.port_retries=0"),
                f"--MappingKernelManager.cull_idle_timeout={cull_idle}",
            ]
        return [
            sys.executable,
            "-m",
            "junkspace.cli",
            "play",
            "--no-browser",
            f"--port={self.port}",
            f"--cull-idle={cull_idle}",
            f"--dashboards={root}",
            f"--ip={self.ip}",
            *self.options,
        ]

    def _wait_ready(self) -> bool:
        """Wait for the server to answer: True once it does, False if its port was taken
        meanwhile; any other exit, or no answer in time, raises with the server's log."""
        deadline = time.monotonic() + PAGE_TIMEOUT / 1000
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                if PORT_TAKEN in self.output():
                    self.last = self.output()
                    return False
                raise RuntimeError(f"junkspace play exited early:\n{self.output()}")
            try:
                urllib.request.urlopen(f"http://{self.ip}:{self.port}/", timeout=2).close()
                return True
            except urllib.error.HTTPError:
                return True  # a refusal without the token is an answer
            except (urllib.error.URLError, OSError):
                time.sleep(0.2)
        output = self.output()
        self.stop()
        raise RuntimeError(f"junkspace play did not answer in time:\n{output}")

    def url(self, notebook: str, query: str = "") -> str:
        """The address of a dashboard notebook, with an optional URL query (and the token)."""
        if self.token:
            query = f"{query}&token={self.token}" if query else f"token={self.token}"
        suffix = f"?{query}" if query else ""
        return f"http://{self.ip}:{self.port}/voila/render/{notebook}{suffix}"

    def output(self) -> str:
        self.log.seek(0)
        return self.log.read().decode(errors="replace")[-4000:]

    def stop(self) -> None:
        """Stop the server like Ctrl-C would, then make sure its whole group is gone."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.log.close()


def _local_only(route: Route) -> None:
    if LOCAL.match(route.request.url) or route.request.url.startswith(("data:", "blob:")):
        route.continue_()
    else:
        route.abort()


@contextlib.contextmanager
def chromium(
    viewport: tuple[int, int] = (1400, 1200),
    driver: Playwright | None = None,
    *,
    phone: bool = False,
) -> Iterator[BrowserContext]:
    """A Chromium with a fresh profile that can reach nothing but 127.0.0.x.

    ``driver`` is a running Playwright to start it with (one per thread: a second
    browser in the same tests, another student's, needs the first one's); by default one is
    started for it. ``phone`` makes it a phone's: a touch screen, no mouse to hover with,
    two device pixels to a CSS pixel.
    """
    if driver is None:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as started, chromium(viewport, started, phone=phone) as context:
            yield context
        return
    with tempfile.TemporaryDirectory() as profile:
        context = driver.chromium.launch_persistent_context(
            profile,
            executable_path=CHROMIUM,
            args=CHROMIUM_FLAGS,
            headless=True,
            viewport={"width": viewport[0], "height": viewport[1]},
            has_touch=phone,
            is_mobile=phone,
            device_scale_factor=2 if phone else None,
        )
        context.set_default_timeout(PAGE_TIMEOUT)
        context.route("**/*", _local_only)
        try:
            yield context
        finally:
            context.close()


# -- a dashboard page ----------------------------------------------------------------------

CANVAS = ".junkspace-board canvas"


def table_query(game: str, seed: int, seat: str = "human") -> str:
    """The URL query for a game at its smallest table, every seat ``seat`` (human or a bot)."""
    from junkspace import GAMES

    players = GAMES[game].min_players
    return f"players={players}&seed={seed}&seats={','.join([seat] * players)}"


def dashboard_games() -> list[str]:
    """The games with a board view and a dashboard notebook, in the registry's order."""
    from junkspace import GAMES
    from junkspace.render.view import has_view

    return [g for g in GAMES if has_view(g) and (DASHBOARDS / f"{g}.ipynb").exists()]


def open_dashboard(page: Page, url: str) -> None:
    """Load a dashboard and wait until its board has painted."""
    page.goto(url, timeout=PAGE_TIMEOUT)
    page.wait_for_selector(f"{CANVAS}[data-painted]", timeout=PAGE_TIMEOUT)


#: Whether the Rules tab's page has come from the kernel and its pictures have finished loading
#: (loaded or failed).
_RULES_ARRIVED = """() => {
  const pictures = [...document.querySelectorAll('.js-side .js-rules img')];
  return pictures.length > 0 && pictures.every(i => i.complete); }"""


def show_tab(page: Page, title: str, *, tap: bool = False) -> None:
    """Open the side column's tab ``title`` (with a finger when ``tap``) and wait for its
    pane to be drawn.

    The big panes are drawn by the kernel when first shown, which takes more than a fixed
    pause on a busy machine: for the Rules tab this waits for its page and its pictures.
    """
    button = page.locator(".js-side .js-tabs").get_by_role("button", name=title, exact=True)
    if tap:
        button.tap()
    else:
        button.click()
    page.wait_for_timeout(400)
    if title == "Rules":
        page.wait_for_function(_RULES_ARRIVED, timeout=PAGE_TIMEOUT)


def warm_up(browser: BrowserContext, server: DashboardServer) -> None:
    """Open one dashboard of a fresh ``server`` and close it, waiting as long as it takes.

    Voilà preheats a kernel for every dashboard as it starts, all at once, so the first page
    waits for them all: 27 s on two quiet cores, over a minute with two test workers starting
    their servers together. The tests' first page then finds the server settled.
    """
    page = browser.new_page()
    try:
        page.goto(server.url("junk_orbit.ipynb"), timeout=WARM_UP_TIMEOUT)
        page.wait_for_selector(f"{CANVAS}[data-painted]", timeout=WARM_UP_TIMEOUT)
    finally:
        page.close(run_before_unload=True)


def painted_version(page: Page) -> int:
    return int(page.get_attribute(CANVAS, "data-painted") or 0)


def wait_painted(page: Page, version: int) -> None:
    """Wait until the board has painted scene ``version`` (or a later one)."""
    page.wait_for_function(
        "([selector, version]) => Number(document.querySelector(selector)"
        "?.dataset.painted) >= version",
        arg=[CANVAS, version],
        timeout=PAGE_TIMEOUT,
    )


def wait_settled(page: Page) -> None:
    """Wait until the board has finished gliding to the scene it last received."""
    page.wait_for_function(
        """() => {
          const board = document.querySelector(".junkspace-board");
          return board && board.dataset.version === board.querySelector("canvas").dataset.painted;
        }""",
        timeout=PAGE_TIMEOUT,
    )


def status(page: Page) -> str:
    """The board's status line, as screen readers hear it."""
    return page.text_content(".junkspace-status") or ""


def message(page: Page) -> str:
    """The line above the board telling the player why nothing happened."""
    return page.text_content(".junkspace-message") or ""


def pickable(page: Page) -> set[str]:
    """The ids the board offers to pick now (its keyboard buttons mirror them)."""
    ids = page.eval_on_selector_all(f"{CANVAS} button", "buttons => buttons.map(b => b.dataset.id)")
    return set(ids)


def click_piece(page: Page, scene: Scene, id: str) -> None:
    """Click the board where piece ``id`` of ``scene`` is drawn, like a player would."""
    piece = scene.piece(id)
    box = page.locator(CANVAS).bounding_box()
    assert box is not None, "the board is not on screen"
    page.mouse.click(
        box["x"] + piece.x * box["width"] / scene.width,
        box["y"] + piece.y * box["height"] / scene.height,
    )


def pick_path(state: GameState, action: Action) -> list[tuple[Selection, str]]:
    """The shortest run of picks that makes ``action``, each with the selection it is made in."""
    from junkspace.render.view import view_for

    view = view_for(state.game)
    todo: list[tuple[Selection, list[tuple[Selection, str]]]] = [((), [])]
    seen: set[Selection] = {()}
    while todo:
        selection, path = todo.pop(0)
        for id in view.scene(state, selection).picks():
            outcome = view.pick(state, selection, id)
            step = [*path, (selection, id)]
            if outcome == action:
                return step
            if isinstance(outcome, tuple) and outcome not in seen:
                seen.add(outcome)
                todo.append((outcome, step))
    raise LookupError(f"no picks make {action}")


# -- forging kernel messages ---------------------------------------------------------------


class KernelChannel:
    """Watches the page's kernel websocket and can send forged messages into it.

    Messages pass through untouched. :meth:`forge_pick` takes the last real pick the page
    sent and sends a copy with other contents, exactly as a tampering browser could. With
    ``keep=True`` it also keeps every message from the kernel, for :meth:`received_text`.
    """

    def __init__(self, page: Page, keep: bool = False) -> None:
        self.picks: list[bytes | str] = []
        self.received_bytes = 0
        self.keep = keep
        self.received: list[bytes | str] = []
        self._server: WebSocketRoute | None = None
        page.route_web_socket("**/api/kernels/**", self._connect)

    def _connect(self, ws: WebSocketRoute) -> None:
        server = ws.connect_to_server()
        self._server = server

        def from_page(message: str | bytes) -> None:
            if b'"pick"' in (message if isinstance(message, bytes) else message.encode()):
                self.picks.append(message)
            server.send(message)

        def from_kernel(message: str | bytes) -> None:
            self.received_bytes += len(message)
            if self.keep:
                self.received.append(message)
            ws.send(message)

        ws.on_message(from_page)
        server.on_message(from_kernel)

    def received_text(self, until: int | None = None) -> str:
        """Everything the kept kernel messages told the page (the first ``until`` of them,
        or all), as text: each message's content and its buffers (board patches inflated)."""
        texts = []
        for frame in self.received[:until]:
            if isinstance(frame, str):
                texts.append(frame)
                continue
            parts = _frame_parts(frame)
            texts.append(parts[4].decode(errors="replace"))
            for buffer in parts[5:]:
                try:
                    texts.append(zlib.decompress(buffer).decode(errors="replace"))
                except zlib.error:
                    texts.append(buffer.decode(errors="replace"))
        return "\n".join(texts)

    def forge_pick(self, content: Any) -> None:
        """Send the last pick again with its custom-message content replaced."""
        assert self._server is not None and self.picks, "no real pick to start from"
        self._server.send(_with_content(self.picks[-1], content))


def _with_content(frame: bytes | str, custom: Any) -> bytes | str:
    """A kernel websocket frame (JSON or the binary v1 protocol) with new comm content."""

    def replace(content: dict[str, Any]) -> dict[str, Any]:
        return content | {"data": content["data"] | {"content": custom}}

    if isinstance(frame, str):
        message = json.loads(frame)
        message["content"] = replace(message["content"])
        return json.dumps(message)
    parts = _frame_parts(frame)
    parts[4] = json.dumps(replace(json.loads(parts[4]))).encode()
    first = 8 * (1 + len(parts) + 1)
    bounds = list(itertools.accumulate((len(part) for part in parts), initial=first))
    head = len(bounds).to_bytes(8, "little") + b"".join(b.to_bytes(8, "little") for b in bounds)
    return head + b"".join(parts)


def _frame_parts(frame: bytes) -> list[bytes]:
    """The parts of a binary (v1 protocol) kernel websocket frame: channel, header, parent
    header, metadata, content, then any buffers."""
    count = int.from_bytes(frame[:8], "little")
    bounds = [int.from_bytes(frame[8 * (i + 1) : 8 * (i + 2)], "little") for i in range(count)]
    return [frame[start:end] for start, end in itertools.pairwise(bounds)]
