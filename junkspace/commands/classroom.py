"""The Voilà server ``junkspace play`` runs: Voilà as it is, with what a classroom needs.

``python -m junkspace.commands.classroom FOLDER [Voilà options]`` starts Voilà on the
dashboards with three settings that its command line cannot give:

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

Everything else is Voilà's own options, passed through. Voilà lets the browser send a kernel
only widget messages (never code to run), so a page gives its visitor a game, not a shell.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Sequence
from typing import Any

__all__ = ["TrustNotice", "main", "page_handler", "set_xsrf_cookie", "settings"]


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


def page_handler() -> type[Any]:
    """Voilà's page handler that sets the XSRF cookie (made when called: importing Voilà is
    left to the server)."""
    from voila.tornado.handler import TornadoVoilaHandler

    class PageHandler(TornadoVoilaHandler):  # type: ignore[misc]
        """Voilà's page handler, which first reads the XSRF token: Tornado sets the cookie."""

        async def get(self, path: str | None = None) -> None:
            self.xsrf_token  # noqa: B018 - reading the property is what sets the cookie
            await super().get(path=path)

    return PageHandler


def main(argv: Sequence[str] | None = None) -> None:
    """Run Voilà with :func:`settings`; ``argv`` is Voilà's command line."""
    import voila.app
    from traitlets.config import Config
    from voila.app import Voila

    logging.getLogger("Voila").addFilter(TrustNotice())
    # Voilà builds its routes from this name when it starts: pages go to PageHandler.
    voila.app.TornadoVoilaHandler = page_handler()
    Voila.launch_instance(
        argv=list(sys.argv[1:] if argv is None else argv), config=Config(settings())
    )


if __name__ == "__main__":
    main()
