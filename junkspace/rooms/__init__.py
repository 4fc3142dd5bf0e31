"""Rooms: one game played from several browsers, with a database as its only authority.

A room's history is an append-only list of moves keyed by (room, index) in a SQLite file or
a PostgreSQL database (:mod:`.store`); :mod:`.room` checks every move against the replayed
position before appending it, and refuses stale, forged or illegal ones with a message;
:mod:`.codes` makes the room codes people type and the seat secrets kernels keep.

>>> from junkspace import rooms
>>> store = rooms.open_store(":memory:")
>>> code, creator = rooms.create_room(store, "junk_orbit", 2, 5, {}, ["human", "greedy"])
>>> seat, secret = rooms.claim(store, code, name="Ana")
>>> rooms.info(store, code).open_seats
()
"""

from .codes import TEACHER_KEY, new_code, new_secret, read_code
from .errors import (
    IllegalMoveError,
    NotYourTurnError,
    RoomClosedError,
    RoomError,
    SeatError,
    SecretError,
    StaleMoveError,
    StoreError,
    UnknownRoomError,
)
from .room import (
    RoomInfo,
    SeatInfo,
    Standing,
    claim,
    close,
    create_room,
    free_seat,
    hand_over,
    history,
    info,
    play,
    play_bots,
    play_overdue_bot,
    reclaim,
    record,
    standings,
    state,
)
from .store import ENVIRONMENT, RoomStore, default_location, open_store, rooms_location

__all__ = [
    "ENVIRONMENT",
    "TEACHER_KEY",
    "IllegalMoveError",
    "NotYourTurnError",
    "RoomClosedError",
    "RoomError",
    "RoomInfo",
    "RoomStore",
    "SeatError",
    "SeatInfo",
    "SecretError",
    "StaleMoveError",
    "Standing",
    "StoreError",
    "UnknownRoomError",
    "claim",
    "close",
    "create_room",
    "default_location",
    "free_seat",
    "hand_over",
    "history",
    "info",
    "new_code",
    "new_secret",
    "open_store",
    "play",
    "play_bots",
    "play_overdue_bot",
    "read_code",
    "reclaim",
    "record",
    "rooms_location",
    "standings",
    "state",
]
