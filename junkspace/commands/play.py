"""``junkspace play [GAME]``: serve the dashboards with Voilà and open one in the browser.

The server listens on 127.0.0.1 only. Voilà starts a kernel for every page opened and cannot
tell when a tab is closed, so kernels that have been idle with no page connected for
``--cull-idle`` seconds are shut down: a classroom of reloading students does not pile up
kernels. Stop the server with Ctrl-C.
"""

from __future__ import annotations

import argparse
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
import webbrowser
from pathlib import Path

from ..core import GAMES

__all__ = ["add_arguments", "dashboards", "run", "voila_command"]

#: Kernels Voilà keeps started for each dashboard, ready for the next page (preheated).
PREHEATED = 1

#: Seconds before Voilà starts the kernel that replaces a preheated one a page took: long
#: enough not to slow down that page's own load.
REFILL_DELAY = 5

#: How long to wait for Voilà to answer, in seconds.
STARTUP_TIMEOUT = 60


def dashboards() -> Path:
    """The dashboard notebooks: shipped in the package, or in this source checkout."""
    package = Path(__file__).resolve().parents[1]
    shipped = package / "dashboards"
    return shipped if shipped.is_dir() else package.parent / "notebooks" / "dashboards"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Register the play command's options."""
    parser.add_argument(
        "game", nargs="?", choices=sorted(GAMES), help="open this game (default: the index)"
    )
    parser.add_argument("--port", type=int, default=8866, help="the port (default 8866)")
    parser.add_argument("--no-browser", action="store_true", help="do not open a browser")
    parser.add_argument(
        "--cull-idle",
        type=int,
        default=600,
        metavar="SECONDS",
        help="shut down a page's kernel once idle and unconnected this long (default 600)",
    )
    parser.add_argument(
        "--record", type=Path, metavar="FILE", help="open this saved game record in its dashboard"
    )
    parser.add_argument("--dashboards", type=Path, default=None, help=argparse.SUPPRESS)


def voila_command(folder: Path, port: int, cull_idle: int) -> list[str]:
    """The Voilà command line that serves ``folder``.

    >>> voila_command(Path("dash"), 8866, 600)[3:6]
    ['dash', '--no-browser', '--port=8866']
    """
    return [
        sys.executable,
        "-m",
        "voila",
        str(folder),
        "--no-browser",
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        "--Voila.port_retries=0",
        f"--MappingKernelManager.cull_idle_timeout={cull_idle}",
        f"--MappingKernelManager.cull_interval={max(1, min(60, cull_idle // 2))}",
        "--MappingKernelManager.cull_connected=False",
        # A kernel per dashboard is started and runs the notebook before any page asks for it.
        "--VoilaConfiguration.preheat_kernel=True",
        f"--VoilaConfiguration.default_pool_size={PREHEATED}",
        f"--VoilaKernelManager.fill_delay={REFILL_DELAY}",
    ]


def _page(args: argparse.Namespace, folder: Path) -> str:
    """The dashboard to open, with the record's link query if one was given."""
    query = ""
    if args.record is not None:
        from ..widgets.links import record_token
        from ..widgets.saved import read_saved

        saved = read_saved(args.record.read_bytes())  # an app's save file or a plain record
        record = saved.record
        args.game = args.game or record.game
        query = f"?record={record_token(record)}"
        if saved.seats is not None:
            query += f"&seats={','.join(saved.seats)}"
    name = args.game or "index"
    if not (folder / f"{name}.ipynb").exists():
        raise ValueError(f"there is no dashboard for {name} yet")
    return f"http://127.0.0.1:{args.port}/voila/render/{name}.ipynb{query}"


def _wait_until_serving(server: subprocess.Popen[bytes], port: int) -> bool:
    deadline = time.monotonic() + STARTUP_TIMEOUT
    while time.monotonic() < deadline and server.poll() is None:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2).close()
            return True
        except (urllib.error.URLError, OSError):
            time.sleep(0.2)
    return False


def _interrupt(_signal: int, _frame: object) -> None:
    raise KeyboardInterrupt


def run(args: argparse.Namespace) -> int:
    """Serve the dashboards until interrupted (Ctrl-C, or a termination signal)."""
    folder = args.dashboards or dashboards()
    try:
        url = _page(args, folder)
    except (OSError, ValueError) as err:
        print(f"junkspace play: {err}", file=sys.stderr)
        return 2
    # Stop Voilà and its kernels however we are stopped, even when started in the
    # background, where the shell makes Ctrl-C signals ignored.
    signal.signal(signal.SIGINT, _interrupt)
    signal.signal(signal.SIGTERM, _interrupt)
    server = subprocess.Popen(voila_command(folder, args.port, args.cull_idle))
    try:
        if not _wait_until_serving(server, args.port):
            print("junkspace play: Voilà did not start (is the port free?)", file=sys.stderr)
            return 1
        print(f"Playing at {url}\nPress Ctrl-C to stop.", flush=True)
        if not args.no_browser:
            webbrowser.open(url)
        return server.wait()
    except KeyboardInterrupt:
        return 0
    finally:
        if server.poll() is None:
            server.terminate()
            try:
                server.wait(timeout=15)
            except subprocess.TimeoutExpired:
                server.kill()
