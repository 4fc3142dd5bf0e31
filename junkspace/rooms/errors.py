"""Why a room refuses a request: one class per cause, each message naming the problem.

Every refusal is a :class:`RoomError` (a ``ValueError``), raised before anything is written:
a refused request leaves the room exactly as it was.

Its message is a message of junkspace's catalog (:mod:`junkspace.rooms.words`), made where
it is raised, in the language spoken then, as the engine's own refusals are: a room passes
the engine's ``IllegalActionError`` on as an :class:`IllegalMoveError`, so a refusal made in
another language than the engine's would mix two in one sentence. Whoever asks a room for
something is the one who reads its answer: an app asks inside its own language (its room
methods run in it, :func:`junkspace.widgets.words.in_its_language`, as do its poll and its
browser's news), so a French page is refused in French, a Spanish one in Spanish, and a
script or a server that set no language reads English, the same sentences as always. No
room error goes to a server's log (only the database's own problems,
:class:`StoreError`, whose words name where it is kept, and stay English).

>>> from junkspace import rooms
>>> from junkspace.i18n import speaking
>>> store = rooms.open_store(":memory:")
>>> with speaking("fr"):
...     rooms.info(store, "BCDFGH")
Traceback (most recent call last):
...
junkspace.rooms.errors.UnknownRoomError: il n’y a pas de salle BCDFGH

>>> issubclass(StaleMoveError, RoomError) and issubclass(RoomError, ValueError)
True
"""

from __future__ import annotations

__all__ = [
    "IllegalMoveError",
    "NotYourTurnError",
    "RoomClosedError",
    "RoomError",
    "SeatError",
    "SecretError",
    "StaleMoveError",
    "StoreError",
    "UnknownRoomError",
]


class RoomError(ValueError):
    """A request a room refuses; the message says why in words."""


class UnknownRoomError(RoomError):
    """No room has this code (or the text is not a room code at all)."""


class RoomClosedError(RoomError):
    """The room's creator closed it: it takes no more moves or players."""


class SeatError(RoomError):
    """The seat asked for does not exist, is not free, or is not a person's."""


class SecretError(RoomError):
    """The secret given does not hold that seat (or is not the room creator's)."""


class NotYourTurnError(RoomError):
    """The seat is someone's, but another seat is to decide."""


class StaleMoveError(RoomError):
    """The move was made on an older position: another move came first.

    ``expected`` is the index the next move must have (the number of moves played).
    """

    def __init__(self, message: str, expected: int) -> None:
        super().__init__(message)
        self.expected = expected


class IllegalMoveError(RoomError):
    """The engine refused the move: notation it cannot read, or a move the rules forbid.

    The message is the engine's own (an ``InvalidActionError`` or ``IllegalActionError``).
    """


class StoreError(RoomError):
    """The rooms database cannot be opened or used: its location, its server or its version."""
