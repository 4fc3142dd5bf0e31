"""A page's kernel belongs to that page: only its page may talk to it, stop it or delete it.

Voilà starts a kernel for every page and trusts anyone who has the server's token and knows
the kernel's id: another student could read a page's whole game, move for its seat, send it
``shutdown_request`` or ``DELETE /api/kernels/<id>`` (no XSRF check when the token is in the
query). ``junkspace play`` makes the id useless on its own:

- **The page gets the key.** When a page is served, :func:`claim` sets a cookie signed with
  the server's cookie secret (Tornado's signed cookies) holding the page's kernel id, scoped
  to that kernel's own paths (``/api/kernels/<id>`` and the shutdown beacon's
  ``/voila/api/shutdown/<id>``), HTTP-only and ``SameSite=Strict``: the page's browser sends
  it with the kernel's websocket and the page's shutdown beacon, nothing else does, and
  nobody can forge it. :func:`owns` checks it on every kernel request.
- **Stopping a kernel takes the XSRF token too**, even with the server's token in the URL
  (:func:`check_xsrf`), as Jupyter asks of every browser request that changes something.
- **One websocket protocol, bounded messages.** A client that opens the kernel's websocket
  without Jupyter's ``v1.kernel.websocket.jupyter.org`` subprotocol is refused: with the
  legacy protocol, Voilà reads the board's binary widget messages as the new format, gets a
  part count near 10^18 and loops, and the whole server stops answering and grows by
  gigabytes. A message a client sends must be a sound v1 frame (:func:`sound_frame`) or the
  socket is closed, Tornado refuses any message over :data:`MAX_MESSAGE_BYTES`, and a kernel
  takes at most :data:`MAX_SOCKETS` websockets at once.
- **The query socket is for kernels only.** A preheated kernel fetches its page's query from
  ``/voila/query/<id>``, which Voilà serves without the token: it answers this computer's own
  processes only, and forgets a query once delivered.

Voilà's own filter still holds: a page may send its kernel widget (comm) messages, never code.
"""

from __future__ import annotations

import ipaddress
import itertools
from collections import Counter
from typing import Any, ClassVar

__all__ = [
    "MAX_MESSAGE_BYTES",
    "MAX_SOCKETS",
    "OWNER_COOKIES",
    "PROTOCOL",
    "check_xsrf",
    "claim",
    "handlers",
    "owns",
    "sound_frame",
]

#: The cookies that prove a request comes from the page a kernel was started for: one for
#: the kernel's API and websocket, one for the page's shutdown beacon (a cookie has one path).
OWNER_COOKIES = ("junkspace-kernel", "junkspace-beacon")
#: The only kernel websocket protocol a page may speak (Jupyter's binary protocol, v1).
PROTOCOL = "v1.kernel.websocket.jupyter.org"
#: The largest message a page may send its kernel, in bytes (a click or a loaded record is a
#: few kilobytes; Tornado's default is 10 MiB).
MAX_MESSAGE_BYTES = 1 << 20
#: The most websockets one kernel may have open at once (a page has one; a page that
#: reconnects has two for a moment).
MAX_SOCKETS = 4
#: The fewest offsets a v1 frame has: the channel, then header, parent header, metadata
#: and content.
PARTS = 6
#: How long the page's key stays valid, in days (a page's kernel is gone long before).
KEY_DAYS = 2


def _paths(base_url: str, kernel_id: str) -> tuple[str, str]:
    """The kernel's own paths: its API (and websocket), and the page's shutdown beacon.

    >>> _paths("/", "k1")
    ('/api/kernels/k1', '/voila/api/shutdown/k1')
    """
    base = base_url.rstrip("/")
    return f"{base}/api/kernels/{kernel_id}", f"{base}/voila/api/shutdown/{kernel_id}"


def claim(handler: Any, kernel_id: str) -> None:
    """Give the page being served by ``handler`` the key to kernel ``kernel_id``.

    Called before the page's first byte is sent, so that the cookies go out with its headers.
    """
    for name, path in zip(OWNER_COOKIES, _paths(handler.base_url, kernel_id), strict=True):
        handler.set_signed_cookie(
            name, kernel_id, expires_days=None, path=path, httponly=True, samesite="Strict"
        )


def owns(handler: Any, kernel_id: str) -> bool:
    """True when the request ``handler`` serves comes from the page of kernel ``kernel_id``."""
    keys = (handler.get_signed_cookie(name, max_age_days=KEY_DAYS) for name in OWNER_COOKIES)
    return kernel_id.encode() in keys


def check_xsrf(handler: Any) -> None:
    """Tornado's own XSRF check (the ``_xsrf`` form field or ``X-XSRFToken`` header must
    match the cookie), which Jupyter skips when the token is in the URL."""
    from tornado.web import RequestHandler

    RequestHandler.check_xsrf_cookie(handler)


def sound_frame(frame: bytes | str) -> bool:
    """True when ``frame`` is a well-formed v1 kernel websocket message.

    A v1 frame is a count ``n`` (8 bytes, little-endian), ``n`` offsets (8 bytes each) that
    start just past themselves, never decrease and stay inside the frame, then the channel
    and the message's parts between them. Anything else is refused before Jupyter reads it:
    its own reader builds a list as long as the count says.

    >>> def frame(*parts: bytes) -> bytes:
    ...     bounds = [8 * (len(parts) + 2)]
    ...     for part in parts:
    ...         bounds.append(bounds[-1] + len(part))
    ...     head = [len(bounds)] + bounds
    ...     return b"".join(n.to_bytes(8, "little") for n in head) + b"".join(parts)
    >>> sound_frame(frame(b"shell", b"{}", b"{}", b"{}", b"{}"))
    True
    >>> sound_frame((10**18).to_bytes(8, "little") + b"x" * 64)
    False
    >>> sound_frame('{"channel": "shell"}')
    False
    """
    if not isinstance(frame, bytes) or len(frame) < 8:
        return False
    count = int.from_bytes(frame[:8], "little")
    if count < PARTS or 8 * (count + 1) > len(frame):
        return False
    bounds = [int.from_bytes(frame[8 * i : 8 * (i + 1)], "little") for i in range(1, count + 1)]
    return bounds[0] == 8 * (count + 1) and all(
        a <= b <= len(frame) for a, b in itertools.pairwise(bounds)
    )


def _local(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False


def handlers() -> dict[type[Any], type[Any]]:
    """Voilà's kernel handlers, each with the page's own guard in front: ``{Voilà's: ours}``.

    Made when called: importing Voilà is left to the server.
    """
    from jupyter_server.services.kernels.handlers import KernelHandler
    from tornado.web import HTTPError
    from voila.request_info_handler import RequestInfoSocketHandler
    from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
    from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

    class PageOnly:
        """Refuses a request that is not from the kernel's page, or changes it without XSRF."""

        async def prepare(self) -> None:
            await super().prepare()  # type: ignore[misc]
            handler: Any = self
            # Voilà's routes name the id (kernels) or not (the shutdown beacon).
            kernel_id = handler.path_kwargs.get("kernel_id") or handler.path_args[0]
            if not owns(handler, kernel_id):
                raise HTTPError(403, "this kernel belongs to another page")
            if handler.request.method not in ("GET", "HEAD"):
                check_xsrf(handler)

    class PageKernel(PageOnly, KernelHandler):  # type: ignore[misc]
        """``/api/kernels/<id>``: read or delete by the kernel's page only."""

    class PageShutdown(PageOnly, VoilaShutdownKernelHandler):  # type: ignore[misc]
        """The page's shutdown beacon: its own kernel only."""

    class PageSocket(VoilaKernelWebsocketHandler):  # type: ignore[misc]
        """The kernel's websocket: the page's own, in the v1 protocol, sound frames only."""

        sockets: ClassVar[Counter[str]] = Counter()

        async def get(self, kernel_id: str) -> None:
            offered = self.request.headers.get("Sec-WebSocket-Protocol", "")
            if not owns(self, kernel_id):
                raise HTTPError(403, "this kernel belongs to another page")
            if PROTOCOL not in (name.strip() for name in offered.split(",")):
                raise HTTPError(400, f"the kernel websocket speaks {PROTOCOL} only")
            if self.sockets[kernel_id] >= MAX_SOCKETS:
                raise HTTPError(429, "too many websockets to this kernel")
            await super().get(kernel_id)

        async def open(self, kernel_id: str) -> None:
            self.sockets[kernel_id] += 1
            self.counted = kernel_id
            await super().open(kernel_id)

        def on_message(self, message: bytes | str) -> None:
            if not sound_frame(message):
                self.log.warning("Closed a kernel websocket that sent a malformed message")
                self.close(1007, "malformed message")
                return
            super().on_message(message)

        def write_error(self, status_code: int, **kwargs: Any) -> None:
            # Jupyter's HTML error page needs settings Voilà's server lacks; a websocket
            # client reads the status line anyway.
            self.finish(f"{status_code} {self._reason}")

        def on_close(self) -> None:
            kernel_id = getattr(self, "counted", None)
            if kernel_id is not None:
                self.sockets[kernel_id] -= 1
                if self.sockets[kernel_id] <= 0:
                    del self.sockets[kernel_id]
            super().on_close()

    class KernelQuery(RequestInfoSocketHandler):  # type: ignore[misc]
        """A preheated kernel's query, for this computer's processes, delivered once."""

        def prepare(self) -> None:
            if not _local(self.request.remote_ip):
                raise HTTPError(403, "kernels only")

        def open(self, kernel_id: str) -> None:
            super().open(kernel_id)
            self._cache.pop(kernel_id, None)

    return {
        KernelHandler: PageKernel,
        VoilaShutdownKernelHandler: PageShutdown,
        VoilaKernelWebsocketHandler: PageSocket,
        RequestInfoSocketHandler: KernelQuery,
    }
