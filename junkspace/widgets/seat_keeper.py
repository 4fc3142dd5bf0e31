"""The seat keeper: a browser keeps its room secrets, so a reload gets its seat back.

A seat in a room is proved by a secret (see :mod:`junkspace.rooms`). The page's kernel
holds it while the page is open; but reloading the page, or closing it and opening the room's
link again, starts a new kernel that knows nothing. So the secret is also kept by the
browser, in its ``localStorage`` under the room's code, and handed back to the new kernel.

Why ``localStorage``: it stays in the browser (a cookie would travel with every request to
the server), it survives a reload, a closed tab and a restarted browser (``sessionStorage``
forgets a closed tab), and it is per browser profile, so two students' browsers, or two
Chromium contexts in the tests, keep different seats. Two tabs of one browser on the same
room are the same player. A private window that refuses storage keeps the seat only as long
as its kernel.

What comes back from the browser is untrusted: the keeper passes on only a well-formed
message about the room it is set to (a malformed secret counts as none kept), and the room
checks every secret.

>>> keeper = SeatKeeper()
>>> heard = []
>>> keeper.on_kept(lambda room, seat, creator: heard.append((room, seat, creator)))
>>> keeper.room = "BCDFGH"
>>> keeper.receive({"type": "kept", "room": "BCDFGH", "seat": "s3cret", "creator": None})
>>> keeper.receive({"type": "kept", "room": "ZZZZZZ", "seat": "other room", "creator": None})
>>> keeper.receive({"type": "kept", "room": "BCDFGH", "seat": ["not", "a secret"]})
>>> keeper.receive("not a message")
>>> heard
[('BCDFGH', 's3cret', None), ('BCDFGH', None, None)]

The browser also keeps one *player key* for all rooms, made the first time it is asked and
sent when the keeper is drawn: the standings count a person's games by it (the room keeps
only its digest), not by the name typed. Until the browser says it (or if its storage is
refused) the kernel makes one, which lasts as long as the kernel:

>>> made = keeper.player
>>> keeper.player == made
True
>>> keeper.receive({"type": "player", "player": "browser-key"})
>>> keeper.player
'browser-key'

The keeper also tells the page which language its app speaks (:attr:`SeatKeeper.language`):
the page's ``<html lang>`` follows it, and so, once the app's language is changed, does the
``lang`` of the page's address. Only a language junkspace speaks can be set:

>>> SeatKeeper(language="fr").language
'fr'

A page without an app (the dashboards' index, the standings) says its language the same
way, through a keeper that follows no room (:func:`speaking_page`).
>>> try:
...     SeatKeeper(language="fr&room=BCDFGH")
... except traitlets.TraitError as err:
...     print("refused:", "expected any of ['', 'en', 'es', 'fr']" in str(err))
refused: True
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import ipywidgets as w
import traitlets

from ..i18n import LANGUAGES, speaking
from ..i18n import language as session_language
from ..rooms.codes import new_secret
from .kernel_owned import KernelOwned

__all__ = ["SeatKeeper", "speaking_page"]

_STATIC = Path(__file__).parent / "static"

#: The longest secret the browser may hand back; real ones are about 30 characters.
MAX_SECRET = 200

KeptCallback = Callable[[str, "str | None", "str | None"], None]


def _secret(value: object) -> str | None:
    """A well-formed secret, or ``None``."""
    return value if isinstance(value, str) and 0 < len(value) <= MAX_SECRET else None


class SeatKeeper(KernelOwned):
    """An invisible widget over the browser's ``localStorage`` for one room at a time.

    The room is the kernel's to set; the browser's word on it is refused:

    >>> keeper = SeatKeeper(room="BCDFGH")
    >>> keeper.set_state({"room": "FORGED"})
    >>> keeper.room
    'BCDFGH'
    """

    _esm = _STATIC / "seat_keeper.js"

    #: The room the page is about ("" for none): setting it asks the browser what it keeps.
    room = traitlets.Unicode("").tag(sync=True)
    #: The language the page's app speaks ("" before it says): the page's ``<html lang>``;
    #: a change of it (the language menu) is written in the page's address as ``lang=``.
    language = traitlets.Enum(("", *LANGUAGES), "").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._callbacks: list[KeptCallback] = []
        self._player: str | None = None
        self.on_msg(self._on_message)

    @property
    def player(self) -> str:
        """This browser's player key (one for all its rooms), or, until the browser says it,
        one this kernel made."""
        if self._player is None:
            self._player = new_secret()
        return self._player

    def on_kept(self, callback: KeptCallback) -> None:
        """Call ``callback(room, seat_secret, creator_secret)`` with what the browser keeps
        for :attr:`room` (``None`` for what it does not keep)."""
        self._callbacks.append(callback)

    def keep(self, room: str, seat: str | None = None, creator: str | None = None) -> None:
        """Ask the browser to keep a seat's secret and the creator's secret for ``room``."""
        self.send({"type": "keep", "room": room, "seat": seat, "creator": creator})

    def address(self, query: str) -> None:
        """Put ``query`` (``"room=BCDFGH"``) in the page's address bar, its token and its
        ``lang`` kept, so that reloading the page comes back to the room ("" for the bare
        page)."""
        self.send({"type": "address", "query": query})

    def forget(self, room: str) -> None:
        """Ask the browser to forget what it keeps for ``room``."""
        self.send({"type": "forget", "room": room})

    def receive(self, content: object) -> None:
        """Handle one message from the browser; anything malformed is ignored."""
        if isinstance(content, dict) and content.get("type") == "player":
            self._player = _secret(content.get("player")) or self._player
            return
        if not isinstance(content, dict) or content.get("type") != "kept":
            return
        room = content.get("room")
        if not self.room or room != self.room:
            return
        seat, creator = _secret(content.get("seat")), _secret(content.get("creator"))
        for callback in self._callbacks:
            callback(self.room, seat, creator)

    def _on_message(self, _widget: object, content: object, _buffers: object) -> None:
        self.receive(content)


def speaking_page(language: str | None, *shown: w.Widget) -> w.VBox:
    """A page of the widgets ``shown`` whose ``<html lang>`` says ``language`` (``None``: the
    one spoken now): they, and a seat keeper that follows no room (the browser still tells it its
    player key, made the first time as on any game's page).

    >>> page = speaking_page("es", w.HTML("<h1>junkspace</h1>"))
    >>> [type(child).__name__ for child in page.children], page.children[-1].language
    (['HTML', 'SeatKeeper'], 'es')
    """
    with speaking(language):  # checks it
        code = session_language()
    return w.VBox([*shown, SeatKeeper(language=code)])
