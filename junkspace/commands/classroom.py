"""The Voilà server ``junkspace play`` runs: Voilà as it is, with what a classroom needs.

``python -m junkspace.commands.classroom FOLDER [Voilà options]`` starts Voilà on the
dashboards with what its command line cannot give:

- **Closing a page frees its kernel.** Voilà's page sends a shutdown beacon when it is closed
  or reloaded, carrying the ``_xsrf`` cookie as its form field; but nothing on a dashboard
  page reads the XSRF token, so Tornado never sets that cookie and the server refuses every
  beacon (``403 '_xsrf' argument missing from POST``, Voilà issue 1458). :func:`set_xsrf_cookie`
  reads the token as the page is served, which sets the cookie, so the beacon is accepted and
  the kernel stops at once. Standalone, Voilà preheats kernels (``junkspace play``), and it
  refuses a prelaunch hook beside them, so there :func:`main` serves pages with
  :func:`page_handler`'s handler, which reads the token the same way before Voilà's own page handler
  runs; under a Jupyter server (Binder, a JupyterHub), where nothing is preheated, the
  prelaunch hook does it.
- **Kernels talk over local sockets** (``KernelManager.transport = "ipc"``, on POSIX systems):
  Unix sockets that only this user can open, instead of TCP ports that anyone on the machine
  could connect to. That is what the kernel's "running over TCP without encryption" warning
  asks for.
- **No trust warning**: Voilà runs each dashboard afresh and shows none of its saved outputs,
  which is all that notebook trust governs, so the contents manager's "Notebook ... is not
  trusted" line says nothing here; :class:`TrustNotice` leaves it out of the log.

- **Guards for a class** (:func:`server`): the token comes from the environment
  (:data:`TOKEN`), never the command line; requests are logged without it; a ``Host`` that
  is not a served name is refused (:mod:`.served_hosts`, against DNS rebinding); a page's
  kernel answers its own page only, in Jupyter's v1 websocket protocol, with bounded
  messages (:mod:`.page_kernels`); requests and the number of kernels are bounded
  (:data:`LIMITS`, :data:`MAX_KERNELS`); and a preheated kernel reaches the server at the
  address it listens on, so a page's query works on any ``--ip``.

Everything else is Voilà's own options, passed through. Voilà lets the browser send a kernel
only widget messages (never code to run), so a page gives its visitor a game, not a shell.
"""

from __future__ import annotations

import logging
import os
import re
import sys
from collections.abc import Sequence
from functools import partial
from typing import Any

from . import page_kernels, served_hosts

__all__ = [
    "LIMITS",
    "MAX_KERNELS",
    "TOKEN",
    "HiddenToken",
    "KernelsSeen",
    "TrustNotice",
    "main",
    "page_handler",
    "server",
    "set_xsrf_cookie",
    "settings",
]

#: The environment variable that hands the server its token: a command line is visible to
#: every user of the computer (``ps``), an environment to its owner only. Kernels inherit it,
#: so a room's join link can carry the token.
TOKEN = "JUNKSPACE_TOKEN"
#: The most kernels the server runs at once, preheated ones included; a page asked for
#: beyond that is refused with a 503 that says why (each kernel takes 60 to 100 MB).
MAX_KERNELS = 80
#: A token in a URL, as :class:`HiddenToken` finds it.
SECRET = re.compile(r"(token=)[^&\s'\"]+")
#: Where the page handler finds :data:`MAX_KERNELS` (a Tornado setting).
LIMIT = "junkspace_max_kernels"
#: Tornado's limits on one HTTP request (its defaults take 100 MB bodies and keep an idle
#: connection an hour): a page sends a few kilobytes.
LIMITS = {
    "max_body_size": 1 << 20,
    "max_header_size": 64 << 10,
    "idle_connection_timeout": 120,
    "body_timeout": 30,
}


def set_xsrf_cookie(handler: Any, notebook: Any = None, cwd: str = "") -> None:
    """Voilà's prelaunch hook: reading the XSRF token makes Tornado set the ``_xsrf`` cookie.

    It runs before the page's first byte is sent, so the cookie goes out with its headers;
    the notebook is left as it is (the hook returns nothing).
    """
    handler.xsrf_token  # noqa: B018 - reading the property is what sets the cookie


class TrustNotice(logging.Filter):
    """Leaves out the contents manager's "Notebook ... is not trusted" warning.

    >>> record = logging.LogRecord("Voila", logging.WARNING, "", 0,
    ...                            "Notebook %s is not trusted", ("index.ipynb",), None)
    >>> TrustNotice().filter(record)
    False
    """

    def filter(self, record: logging.LogRecord) -> bool:
        return record.msg != "Notebook %s is not trusted"


class HiddenToken(logging.Filter):
    """Writes ``token=[secret]`` for any token in a log line: Tornado's own warning for a
    refused request (``403 GET /api/...?token=...``) names the whole URL.

    >>> record = logging.LogRecord("tornado.general", logging.WARNING, "", 0,
    ...                            "%d %s", (403, "GET /x?a=1&token=s3cret (::1)"), None)
    >>> HiddenToken().filter(record), record.getMessage()
    (True, '403 GET /x?a=1&token=[secret] (::1)')
    """

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if "token=" in message:
            record.msg, record.args = SECRET.sub(r"\1[secret]", message), None
        return True


def settings() -> dict[str, dict[str, Any]]:
    """The settings :func:`main` gives Voilà, by configurable class.

    Unix sockets exist on POSIX systems only, and their names are short (104 bytes on macOS),
    so their folder is made in ``/tmp`` rather than a long ``$TMPDIR``; elsewhere kernels stay
    on TCP.

    >>> settings()["KernelManager"] == ({"transport": "ipc"} if os.name == "posix" else {})
    True
    """
    local = os.name == "posix"
    return {
        "KernelManager": {"transport": "ipc"} if local else {},
        "Voila": {"connection_dir_root": "/tmp"} if local else {},
    }


class KernelsSeen:
    """The server's kernel manager as one page's handler sees it: it notes the page's kernel.

    Voilà either hands the page a preheated kernel (``get_rendered_notebook``) or starts one
    (``start_kernel``) before it sends the page's first byte; :attr:`kernel_id` is that
    kernel, so the handler can give the page its key (:func:`.page_kernels.claim`).
    """

    def __init__(self, manager: Any) -> None:
        self.manager = manager
        self.kernel_id: str | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.manager, name)

    async def get_rendered_notebook(self, *args: Any, **kwargs: Any) -> Any:
        rendered = await self.manager.get_rendered_notebook(*args, **kwargs)
        self.kernel_id = rendered[2]  # (render task, rendered cells, kernel id)
        return rendered

    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:
        from jupyter_core.utils import ensure_async

        kernel_id: str = await ensure_async(self.manager.start_kernel(*args, **kwargs))
        self.kernel_id = kernel_id
        return kernel_id


def page_handler() -> type[Any]:
    """Voilà's page handler that sets the XSRF cookie, gives the page the key to its kernel
    and refuses a page when :data:`MAX_KERNELS` kernels run (made when called: importing
    Voilà is left to the server)."""
    from tornado.web import HTTPError, authenticated
    from voila.tornado.handler import TornadoVoilaHandler

    class PageHandler(TornadoVoilaHandler):  # type: ignore[misc]
        """Voilà's page handler, which first reads the XSRF token: Tornado sets the cookie."""

        kernels: KernelsSeen | None = None

        @property
        def kernel_manager(self) -> Any:
            return self.kernels or self.settings["kernel_manager"]

        @authenticated
        async def get(self, path: str | None = None) -> None:
            self.xsrf_token  # noqa: B018 - reading the property is what sets the cookie
            running = len(self.settings["kernel_manager"].list_kernel_ids())
            if running >= self.settings[LIMIT]:
                raise HTTPError(
                    503,
                    f"This class server is full ({running} games are open): close a tab "
                    "you no longer play in, or ask the teacher.",
                )
            self.kernels = KernelsSeen(self.settings["kernel_manager"])
            claimed = False
            async for html in self.get_generator(path=path):
                if not claimed and self.kernels.kernel_id is not None:
                    page_kernels.claim(self, self.kernels.kernel_id)
                    claimed = True
                self.write(html)
                self.flush()

    return PageHandler


def server() -> type[Any]:
    """Voilà with the classroom's guards (made when called: importing Voilà is left to the
    server).

    Every request whose ``Host`` is not a served name (:mod:`.served_hosts`) is refused
    before any handler runs; pages and kernels go to the guarded handlers
    (:func:`page_handler`, :func:`.page_kernels.handlers`); requests are logged by Jupyter
    Server's ``log_request``, which hides the token; Tornado refuses kernel messages over
    :data:`.page_kernels.MAX_MESSAGE_BYTES`. A preheated kernel fetches its page's query
    from the address the server listens on (Voilà dials 127.0.0.1 otherwise).
    """
    from jupyter_server.log import log_request
    from tornado.httputil import HTTPServerRequest
    from tornado.routing import Matcher, Rule
    from tornado.web import HTTPError, RequestHandler
    from traitlets import Integer
    from voila.app import Voila
    from voila.tornado.handler import TornadoVoilaHandler

    guarded = {**page_kernels.handlers(), TornadoVoilaHandler: page_handler()}

    class ForeignHost(Matcher):
        """Matches a request whose ``Host`` header is not one this server is served at."""

        def __init__(self, ip: str) -> None:
            self.ip = ip

        def match(self, request: HTTPServerRequest) -> dict[str, Any] | None:
            return None if served_hosts.allowed(request.host, self.ip) else {}

    class RefusedHost(RequestHandler):
        def prepare(self) -> None:
            raise HTTPError(403, "this server does not answer to that host name")

    class ClassroomVoila(Voila):  # type: ignore[misc]
        max_kernels = Integer(
            MAX_KERNELS, config=True, help="the most kernels (open pages) at once"
        )

        def init_settings(self) -> dict[str, Any]:
            settings: dict[str, Any] = super().init_settings()
            return settings | {
                "log_function": partial(log_request, record_prometheus_metrics=False),
                "websocket_max_message_size": page_kernels.MAX_MESSAGE_BYTES,
                LIMIT: self.max_kernels,
            }

        def init_handlers(self) -> list[tuple[Any, ...]]:
            routes: list[tuple[Any, ...]] = super().init_handlers()
            return [(route[0], guarded.get(route[1], route[1]), *route[2:]) for route in routes]

        def start(self) -> None:
            # Kernels inherit this: Voilà's query fetch dials it (127.0.0.1 by default).
            os.environ["VOILA_APP_IP"] = served_hosts.local_address(self.ip)
            super().start()

        def listen(self) -> None:
            self.app.default_router.rules.insert(0, Rule(ForeignHost(self.ip), RefusedHost))
            super().listen()

    return ClassroomVoila


def main(argv: Sequence[str] | None = None) -> None:
    """Run Voilà with :func:`settings` and the guards of :func:`server`; ``argv`` is Voilà's
    command line, the token is read from :data:`TOKEN` in the environment."""
    from tornado.httpserver import HTTPServer
    from traitlets.config import Config

    voila = server()
    logging.getLogger(voila.__name__).addFilter(TrustNotice())
    for name in (voila.__name__, "tornado.general", "tornado.access", "tornado.application"):
        logging.getLogger(name).addFilter(HiddenToken())
    HTTPServer.configure(None, **LIMITS)
    config = Config(settings())
    config.Voila.token = os.environ.get(TOKEN, "")
    voila.launch_instance(argv=list(sys.argv[1:] if argv is None else argv), config=config)


if __name__ == "__main__":
    main()
