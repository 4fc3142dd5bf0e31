"""Records in links: a whole game squeezed into one URL query parameter.

A record is compressed and written in URL-safe base64, so a finished or half-played game can
be shared as ``junk_orbit.ipynb?record=...`` and opened by the dashboard. Reading a token
never trusts it: its size is capped before and after decompression, and the record is
replayed and checked like any loaded file. Whatever a link holds, the one error it can give
is an :class:`~junkspace.InvalidStateError` (a ValueError) that says what is wrong.

>>> from junkspace import GameRecord
>>> record = GameRecord.start("junk_orbit", players=2, seed=3)
>>> record = record.play(record.state.legal_actions()[0])
>>> record_from_token(record_token(record)) == record
True
>>> try:
...     record_from_token("not a record")
... except InvalidStateError as err:
...     print(err)
record: this link does not hold a junkspace record (it is not compressed record data)
"""

from __future__ import annotations

import base64
import binascii
import os
import zlib
from urllib.parse import parse_qs, quote

from ..core import GameRecord, InvalidStateError
from .words import _

__all__ = [
    "MAX_RECORD_BYTES",
    "page_query",
    "page_url",
    "query_values",
    "record_from_token",
    "record_token",
]

#: The largest record a link or an uploaded file may hold (a long game is about 10 kB).
MAX_RECORD_BYTES = 1_000_000


def record_token(record: GameRecord) -> str:
    """The record as a short URL-safe text."""
    packed = zlib.compress(record.to_json().encode(), level=9)
    return base64.urlsafe_b64encode(packed).decode().rstrip("=")


def record_from_token(token: str) -> GameRecord:
    """The record in a link token; an :class:`~junkspace.InvalidStateError` says why not.

    A token that is not a record names the field ``record``; a record that decodes but does
    not replay names its own field (``actions[3]``, ...).
    """
    if not isinstance(token, str) or len(token) > MAX_RECORD_BYTES:
        raise InvalidStateError("record", _("this link is too long to hold a junkspace record"))
    try:
        packed = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
        inflater = zlib.decompressobj()
        text = inflater.decompress(packed, MAX_RECORD_BYTES)
    except (binascii.Error, zlib.error, ValueError):
        raise InvalidStateError(
            "record",
            _("this link does not hold a junkspace record (it is not compressed record data)"),
        ) from None
    if inflater.unconsumed_tail:
        raise InvalidStateError("record", _("this link's record is too large"))
    return GameRecord.from_json(text)


def query_values(query: str) -> dict[str, str]:
    """The parameters of a URL query string, the last value of each kept.

    >>> query_values("seed=4&players=3&seed=5")
    {'seed': '5', 'players': '3'}
    """
    return {name: values[-1] for name, values in parse_qs(query).items()}


def page_query() -> str:
    """The URL query of the page this kernel serves ("" outside a dashboard).

    Voilà hands a page's kernel its query in ``QUERY_STRING``. A preheated kernel (Voilà's
    ``preheat_kernel``) runs the notebook before any page asks for it, so there the query
    arrives later: Voilà's own ``get_query_string`` waits for it, and returns at once in a
    kernel started for a page. Outside Voilà the variable is simply read.
    """
    try:
        from voila.utils import get_query_string
    except ImportError:
        return os.environ.get("QUERY_STRING", "")
    query: str | None = get_query_string()
    return query or ""


def page_url(target: str) -> str:
    """The address of ``target`` (a dashboard and its query, ``"junk_orbit.ipynb?room=X"``)
    beside the page this kernel serves, as another browser would type it.

    Voilà tells a page's kernel its address (``SERVER_NAME``, ``SERVER_PORT``,
    ``SCRIPT_NAME``) with its query; the page's ``token`` (or the one ``junkspace play``
    hands its kernels in ``JUNKSPACE_TOKEN``), if any, is kept, so a link works on a
    classroom server (``junkspace play --ip``). Outside Voilà the target stays relative.
    Behind a proxy that serves https (a JupyterHub) the address may differ: the room's code
    works everywhere.

    >>> import os
    >>> os.environ.update(SERVER_NAME="10.0.0.5", SERVER_PORT="8866",
    ...                   SCRIPT_NAME="/voila/render/junk_orbit.ipynb", QUERY_STRING="token=T")
    >>> page_url("hyperstellar.ipynb?room=BCDFGH")
    'http://10.0.0.5:8866/voila/render/hyperstellar.ipynb?room=BCDFGH&token=T'
    >>> for name in ("SERVER_NAME", "SERVER_PORT", "SCRIPT_NAME", "QUERY_STRING"):
    ...     del os.environ[name]
    >>> page_url("hyperstellar.ipynb?room=BCDFGH")
    'hyperstellar.ipynb?room=BCDFGH'
    """
    query = query_values(os.environ.get("QUERY_STRING", ""))
    token = query.get("token") or os.environ.get("JUNKSPACE_TOKEN")
    if token:
        target += f"&token={quote(token)}" if "?" in target else f"?token={quote(token)}"
    host, page = os.environ.get("SERVER_NAME"), os.environ.get("SCRIPT_NAME")
    if not host or not page:
        return target
    port = os.environ.get("SERVER_PORT")
    folder = page.rpartition("/")[0]
    return f"http://{host}{':' + port if port else ''}{folder}/{target}"
