"""An app's place in a game room: which room, which seat, the secrets, and the poll.

A room (:mod:`junkspace.rooms`) is the one authority on a game played from several browsers:
its history is a list of actions in a database, and a move counts only once the room has
taken it. An app in a room holds a :class:`RoomLink`: the store, the room's code, the seat
this browser plays (``None`` when it watches) with its secret, and the creator's secret if
this browser made the room (its kernel then plays the room's bots, so they move once).

The others' moves reach the app through a :class:`RoomPoll`: a Tornado ``PeriodicCallback``
on the kernel's own event loop that reads the room's history since the last action known,
every :data:`POLL_SECONDS`. Outside an event loop (plain Python, tests) nothing polls by
itself, and ``GameApp.sync_room()`` does one round.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from .. import rooms
from ..rooms.store import RoomStore

if TYPE_CHECKING:
    from tornado.ioloop import PeriodicCallback

__all__ = ["POLL_SECONDS", "RoomLink", "RoomPoll", "room_store"]

#: How often an app in a room asks for news, in seconds: a move made in one browser shows
#: in the others within about this long (plus drawing it).
POLL_SECONDS = 0.3


@lru_cache(maxsize=8)
def _store_at(where: str) -> RoomStore:
    return rooms.open_store(where)


def room_store(where: str | None = None) -> RoomStore:
    """The rooms at ``where``, by default where this process keeps them
    (``JUNKSPACE_ROOMS``, which ``junkspace play`` sets for its dashboards); one open store
    per place, shared by the apps of a kernel."""
    return _store_at(where or rooms.rooms_location())


@dataclass
class RoomLink:
    """An app's room: ``seat`` is ``None`` for a spectator, ``creator`` the creator's secret
    (``None`` unless this browser made the room)."""

    store: RoomStore
    code: str
    seat: int | None = None
    secret: str | None = None
    creator: str | None = None

    @property
    def watching(self) -> bool:
        """True when this browser plays no seat (it sees the game from nobody's seat)."""
        return self.seat is None


class RoomPoll:
    """Calls ``tick()`` every ``seconds`` on the running event loop, until stopped.

    Nothing happens outside an event loop: :attr:`running` stays False.
    """

    def __init__(self, tick: Callable[[], None], seconds: float = POLL_SECONDS) -> None:
        self._tick = tick
        self._seconds = seconds
        self._callback: PeriodicCallback | None = None

    @property
    def running(self) -> bool:
        """True while the poll is scheduled."""
        return self._callback is not None

    def start(self) -> None:
        """Start polling on the running event loop (the kernel's), if there is one."""
        if self._callback is not None:
            return
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return  # no event loop: the app is synced by hand
        from tornado.ioloop import PeriodicCallback

        callback = PeriodicCallback(self._tick, self._seconds * 1000)
        callback.start()
        self._callback = callback

    def stop(self) -> None:
        """Stop polling (the widget closed, or the app left the room)."""
        callback, self._callback = self._callback, None
        if callback is not None:
            callback.stop()
