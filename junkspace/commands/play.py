"""``junkspace play [GAME]``: serve the dashboards with Voilà and open one in the browser.

By default the server listens on 127.0.0.1: only this computer can play. ``--ip ADDRESS``
serves a room (``--ip 0.0.0.0`` for every network this computer is on); then every request
must carry a token, generated with :mod:`secrets` unless ``--token`` gives one, and the one
URL printed holds it, ready to give to the students. A non-loopback address without a token
is refused.

A page's kernel stops when the page is closed or reloaded (see
:mod:`junkspace.commands.classroom`); a kernel whose page went away without a word (a laptop
lid shut, a crash) is culled once it has been idle with no page connected for ``--cull-idle``
seconds. Stop the server with Ctrl-C.

Rooms (one game played from several browsers, :mod:`junkspace.rooms`) are kept where
``--rooms`` says: a SQLite file (by default ``rooms.sqlite3`` in this user's data folder) or a
``postgresql://`` URL. The location is printed at start and handed to every dashboard's kernel
in the ``JUNKSPACE_ROOMS`` environment variable.
"""

from __future__ import annotations

import argparse
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import webbrowser
from pathlib import Path

from ..core import GAMES
from ..core.file_errors import file_problem
from ..i18n import ENVIRONMENT_VARIABLE, N_, speaking
from ..rooms.codes import TEACHER_KEY
from ..rooms.store import ENVIRONMENT, default_location, open_store, rooms_location, shown
from . import WORDS, add_language
from .classroom import MAX_KERNELS, TOKEN
from .served_hosts import local_address

__all__ = [
    "add_arguments",
    "dashboards",
    "needs_token",
    "run",
    "server_environment",
    "voila_command",
]

_ = WORDS.gettext

#: Kernels Voilà keeps started for each dashboard, ready for the next page (preheated).
PREHEATED = 1

#: Seconds before Voilà starts the kernel that replaces a preheated one a page took: long
#: enough not to slow down that page's own load.
REFILL_DELAY = 5

#: How long to wait for Voilà to answer, in seconds.
STARTUP_TIMEOUT = 60
#: How long a kernel with no page connected may stay idle before it is culled, in seconds.
CULL_IDLE = 300


def dashboards() -> Path:
    """The dashboard notebooks: shipped in the package, or in this source checkout."""
    package = Path(__file__).resolve().parents[1]
    shipped = package / "dashboards"
    return shipped if shipped.is_dir() else package.parent / "notebooks" / "dashboards"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Register the play command's options."""
    # A game installed as a plug-in has no dashboard here: it plays in GameApp.
    served = sorted(g for g in GAMES if (dashboards() / f"{g}.ipynb").is_file())
    parser.add_argument(
        N_("game"), nargs="?", choices=served, help=_("open this game (default: the index)")
    )
    parser.add_argument(
        "--port", type=int, default=8866, metavar=_("PORT"), help=_("the port (default 8866)")
    )
    parser.add_argument(
        "--ip",
        default="127.0.0.1",
        metavar=_("ADDRESS"),
        help=_(
            "the address to listen on (default 127.0.0.1, this computer only); --ip 0.0.0.0 "
            "serves the other machines on the network, with a token"
        ),
    )
    parser.add_argument(
        "--token",
        default=os.environ.get(TOKEN),
        metavar=_("TOKEN"),
        help=_(
            "the token every request must carry (default: ${variable} if set, else none on "
            "127.0.0.1 and a fresh random one on any other address); it is part of the URL "
            "printed. Other users of this computer can read a command line: ${variable} is "
            "private",
            variable=TOKEN,
        ),
    )
    parser.add_argument("--no-browser", action="store_true", help=_("do not open a browser"))
    parser.add_argument(
        "--cull-idle",
        type=int,
        default=CULL_IDLE,
        metavar=_("SECONDS"),
        help=_(
            "shut down a kernel idle this long with no page connected (a closed page's "
            "kernel stops at once; default {seconds})",
            seconds=CULL_IDLE,
        ),
    )
    parser.add_argument(
        "--max-kernels",
        type=int,
        default=MAX_KERNELS,
        metavar="N",
        help=_(
            "refuse a new page while N kernels run (one per open page; default {count})",
            count=MAX_KERNELS,
        ),
    )
    parser.add_argument(
        "--verbose", action="store_true", help=_("log every request and kernel, not just problems")
    )
    parser.add_argument(
        "--record",
        type=Path,
        metavar=_("FILE"),
        help=_("open this saved game record in its dashboard"),
    )
    parser.add_argument(
        "--rooms",
        default=None,
        metavar=_("WHERE"),
        help=_(
            "where the rooms are kept: a SQLite file or a postgresql:// URL (default: "
            "${variable} if set, else {where})",
            variable=ENVIRONMENT,
            where=default_location(),
        ),
    )
    add_language(parser)
    parser.add_argument("--dashboards", type=Path, default=None, help=argparse.SUPPRESS)


def server_environment(rooms: str, language: str | None) -> dict[str, str]:
    """Voilà's environment, which its kernels inherit: where the rooms are, and the language
    (:mod:`junkspace.i18n` reads it in each kernel).

    >>> server_environment("rooms.sqlite", "fr")[ENVIRONMENT_VARIABLE]
    'fr'
    """
    environment = {**os.environ, ENVIRONMENT: rooms}
    if language is not None:
        environment[ENVIRONMENT_VARIABLE] = language
    return environment


def needs_token(address: str) -> bool:
    """True unless ``address`` is this computer's usual one, 127.0.0.1 (or ``localhost``).

    Any other address needs a token: the network's machines reach ``0.0.0.0`` or a network
    address, and another loopback address (127.0.0.2) is one a teacher chose on purpose.

    >>> needs_token("127.0.0.1"), needs_token("localhost"), needs_token("127.0.0.2")
    (False, False, True)
    """
    return address not in ("127.0.0.1", "localhost")


def voila_command(
    folder: Path,
    port: int,
    cull_idle: int,
    ip: str = "127.0.0.1",
    verbose: bool = False,
    max_kernels: int = MAX_KERNELS,
) -> list[str]:
    """The command line that serves ``folder`` with Voilà (see :mod:`.classroom`).

    >>> voila_command(Path("dash"), 8866, 600)[3:6]
    ['dash', '--no-browser', '--port=8866']
    >>> voila_command(Path("dash"), 8866, 600, ip="0.0.0.0")[6]
    '--Voila.ip=0.0.0.0'

    The token is not on it (every user of the computer can read a command line): :func:`run`
    hands it over in the environment (:data:`.classroom.TOKEN`).
    """
    return [
        sys.executable,
        "-m",
        "junkspace.commands.classroom",
        str(folder),
        "--no-browser",
        f"--port={port}",
        f"--Voila.ip={ip}",
        "--Voila.port_retries=0",
        f"--Voila.log_level={'INFO' if verbose else 'WARN'}",
        f"--ClassroomVoila.max_kernels={max_kernels}",
        f"--MappingKernelManager.cull_idle_timeout={cull_idle}",
        f"--MappingKernelManager.cull_interval={max(1, min(60, cull_idle // 2))}",
        "--MappingKernelManager.cull_connected=False",
        # A kernel per dashboard is started and runs the notebook before any page asks for it.
        "--VoilaConfiguration.preheat_kernel=True",
        f"--VoilaConfiguration.default_pool_size={PREHEATED}",
        f"--VoilaKernelManager.fill_delay={REFILL_DELAY}",
        # A page's kernel hears the browser's languages: the app speaks the first it can.
        "--VoilaConfiguration.http_header_envs=Accept-Language",
    ]


def _token(args: argparse.Namespace) -> str:
    """The token to require: given, or fresh for any address but 127.0.0.1; a ValueError
    if one is needed and the empty one was given."""
    if args.token is None:
        return secrets.token_urlsafe(16) if needs_token(args.ip) else ""
    if not args.token and needs_token(args.ip):
        raise ValueError(
            _(
                "serving {address} needs a token: others could play without one "
                "(leave --token out to have one made)",
                address=args.ip,
            )
        )
    return str(args.token)


def _host(ip: str) -> str:
    """The host name students type: this computer's name for a wildcard address."""
    return socket.gethostname() if ip in ("0.0.0.0", "::", "") else ip


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
        raise ValueError(_("there is no dashboard for {name} yet", name=name))
    if args.token:
        query = f"{query}&token={args.token}" if query else f"?token={args.token}"
    return f"http://{_host(args.ip)}:{args.port}/voila/render/{name}.ipynb{query}"


def _rooms(where: str | None) -> str:
    """The rooms' location, checked by opening it (its tables are made if new).

    A StoreError (a ValueError) says why it cannot be used.
    """
    location = where or rooms_location()
    open_store(location).close()
    return location


def _wait_until_serving(server: subprocess.Popen[bytes], ip: str, port: int) -> bool:
    """True once the server answers (any answer: without the token it is a refusal)."""
    host = local_address(ip)
    deadline = time.monotonic() + STARTUP_TIMEOUT
    while time.monotonic() < deadline and server.poll() is None:
        try:
            urllib.request.urlopen(f"http://{host}:{port}/", timeout=2).close()
            return True
        except urllib.error.HTTPError:
            return True
        except (urllib.error.URLError, OSError):
            time.sleep(0.2)
    return False


def _open_browser(url: str) -> bool:
    """Open ``url`` in the default browser; False when there is none to open."""
    try:
        return webbrowser.open(url)
    except webbrowser.Error:
        return False


def _interrupt(_signal: int, _frame: object) -> None:
    raise KeyboardInterrupt


def run(args: argparse.Namespace) -> int:
    """Serve the dashboards until interrupted (Ctrl-C, or a termination signal); its own
    messages in ``--lang`` if given, like the dashboards'."""
    with speaking(args.lang):
        return _serve(args)


def _serve(args: argparse.Namespace) -> int:
    folder = args.dashboards or dashboards()
    try:
        args.token = _token(args)
        url = _page(args, folder)
        rooms = _rooms(args.rooms)
    except OSError as err:
        print(_("junkspace play: {error}", error=file_problem(err, args.record)), file=sys.stderr)
        return 2
    except ValueError as err:
        print(_("junkspace play: {error}", error=err), file=sys.stderr)
        return 2
    # Stop Voilà and its kernels however we are stopped, even when started in the
    # background, where the shell makes Ctrl-C signals ignored.
    signal.signal(signal.SIGINT, _interrupt)
    signal.signal(signal.SIGTERM, _interrupt)
    command = voila_command(
        folder, args.port, args.cull_idle, args.ip, args.verbose, args.max_kernels
    )
    # The standings list every room's code: they are the teacher's, behind a key of this run.
    teacher = secrets.token_urlsafe(12)
    environment = server_environment(rooms, args.lang)
    server = subprocess.Popen(command, env={**environment, TOKEN: args.token, TEACHER_KEY: teacher})
    try:
        if not _wait_until_serving(server, args.ip, args.port):
            print(_("junkspace play: Voilà did not start (is the port free?)"), file=sys.stderr)
            return 1
        print(_("Playing at {url}", url=url), flush=True)
        if args.token:
            print(_("Anyone with this URL can play: give it to the students."), flush=True)
        print(_("Rooms are kept in {where}", where=shown(rooms)), flush=True)
        standings = url.split("/voila/render/")[0] + f"/voila/render/standings.ipynb?key={teacher}"
        token = f"&token={args.token}" if args.token else ""
        print(_("Standings, for the teacher only: {url}", url=standings + token), flush=True)
        if not args.no_browser and not _open_browser(url):
            print(_("No browser could be opened here: open the URL above in one."), flush=True)
        print(_("Press Ctrl-C to stop."), flush=True)
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
