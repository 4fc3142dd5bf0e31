"""An app as a game room's player: what :class:`~junkspace.widgets.GameApp` does in a room.

A :class:`RoomPlayer` is the app's part in a room (:mod:`junkspace.rooms`): make one, join
or watch one, leave it, follow its moves, and, for the room's creator, free a seat, give it
to a bot or close the room. Each of these hands on to the app's
:class:`~junkspace.widgets.room_client.RoomClient`, the only way to a room; what stays here
is what the room does to the app's own record: show the room's game from the app's seat, add
the moves that came from elsewhere, refuse to save a game whose record would tell hidden
cards, and leave for a game of the app's own. :class:`RoomHost` says what it uses of the app.

>>> from junkspace import rooms
>>> from junkspace.widgets import GameApp
>>> app = GameApp("junk_orbit", players=2, seed=1)
>>> store = rooms.open_store(":memory:")
>>> code = app.create_room(seed=5, store=store)
>>> app.room.seat, app.tabs.title, app.state.status()
(0, 'Rooms', 'Yellow to launch: pick a cargo tile, a sense and where it lands.')
>>> app.save()  # doctest: +ELLIPSIS
Traceback (most recent call last):
ValueError: a room's game is saved once it is over: until then its record would show ...
>>> app.leave_room(); app.room, app.message.startswith(f"Left room {code}")
(None, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from ..core import GameRecord, GameState
from .opening import new_record
from .words import _, in_its_language

if TYPE_CHECKING:
    from ..rooms import RoomStore
    from .bot_turns import SeatSpec
    from .layout import SideTabs
    from .room_client import RoomClient
    from .room_link import RoomLink
    from .seat_keeper import SeatKeeper

__all__ = ["RoomHost", "RoomPlayer"]


class RoomHost(Protocol):
    """What a :class:`RoomPlayer` uses of its app: the room client, the record shown (and
    the pieces picked on it), the tabs, the room it plays in; opening a record with its
    seats, redrawing and saying something above the board."""

    room_client: RoomClient
    record: GameRecord
    selection: tuple[str, ...]
    tabs: SideTabs

    @property
    def state(self) -> GameState: ...

    @property
    def room(self) -> RoomLink | None: ...

    @property
    def keeper(self) -> SeatKeeper: ...

    def _open(
        self,
        record: GameRecord,
        saveable: bool,
        seats: Sequence[SeatSpec] | None,
        room: RoomLink | None = None,
    ) -> None: ...

    def _refresh(self, animate: bool) -> None: ...

    def say(self, text: str) -> None: ...


@in_its_language
class RoomPlayer:
    """The app's methods for game rooms (a base of :class:`~junkspace.widgets.GameApp`)."""

    #: The pieces picked on the board so far (the app's; a room's move clears them).
    selection: tuple[str, ...]

    @property
    def room(self: RoomHost) -> RoomLink | None:
        """The game room this app plays in (``None``: a game of its own); see
        :meth:`join_room`."""
        return self.room_client.link

    @property
    def keeper(self: RoomHost) -> SeatKeeper:
        """The invisible widget that keeps this page's room secrets in the browser."""
        return self.room_client.keeper

    def create_room(
        self: RoomHost,
        game: str | None = None,
        players: int | None = None,
        seed: int | None = None,
        seats: Sequence[str] | None = None,
        mine: int | None = 0,
        name: str = "",
        store: RoomStore | None = None,
        **options: Any,
    ) -> str | None:
        """Make a game room and enter it; its code (``None``, with a message, if refused).

        ``seats`` gives each seat as ``"human"`` (open to people) or a bot's name (the bots are
        played by this app's kernel, the creator's); by default every seat is a person's.
        This app claims seat ``mine`` (``None``: none, for a teacher who watches). ``store``
        defaults to :func:`~junkspace.widgets.room_link.room_store`.
        """
        game = game or self.record.game
        return self.room_client.create(game, players, seed, options, seats, mine, name, store)

    def join_room(
        self: RoomHost,
        code: str,
        secret: str | None = None,
        name: str = "",
        store: RoomStore | None = None,
    ) -> bool:
        """Enter the room ``code`` and play a seat in it: the seat ``secret`` holds (a reload
        gets its seat back), else a free one; False, with a message, if none is to be had."""
        return self.room_client.join(code, secret, name, store)

    def watch_room(self: RoomHost, code: str, store: RoomStore | None = None) -> bool:
        """Enter the room ``code`` as a spectator: the board from no seat, no hand shown."""
        return self.room_client.watch(code, store)

    def leave_room(self: RoomHost) -> None:
        """Leave the room (its game goes on without this browser, which keeps its seat's
        secret to come back) for a new game of the same kind, every seat a person's: the
        room's own record would tell its hidden cards."""
        if self.room is None:
            return
        code, record = self.room.code, self.record
        self._open(new_record(record.game, record.players, None), True, None)
        self.keeper.address("")
        self.say(_("Left room {code}: this game is now yours alone.", code=code))

    def sync_room(self: RoomHost) -> int:
        """One round of the poll: take the room's new moves, and when a bot is to decide, let
        it move: :attr:`bot_delay` after the last move if this app created the room, else
        :data:`~junkspace.widgets.room_client.BOT_OVERDUE` later still (the creator's page
        may follow another room now); the number of new moves shown."""
        return self.room_client.sync()

    def free_seat(self: RoomHost, seat: int) -> None:
        """(The room's creator) Free ``seat`` for another browser to claim with the link."""
        self.room_client.free_seat(seat)

    def seat_to_bot(self: RoomHost, seat: int, bot: str) -> None:
        """(The room's creator) Give ``seat`` to the bot ``bot``, played by this kernel."""
        self.room_client.seat_to_bot(seat, bot)

    def close_room(self: RoomHost) -> None:
        """(The room's creator) Close the room: no more moves or players; it stays readable."""
        self.room_client.close_room()

    def _enter_room(self: RoomHost, record: GameRecord, link: RoomLink) -> None:
        """Show the room's game ``record`` from ``link``'s seat (the client follows it)."""
        self._open(record, True, None, link)
        self.tabs.show("Rooms")

    def _take(self: RoomHost, news: Sequence[str]) -> None:
        """Add moves the room took from elsewhere; the board follows if it showed the newest."""
        record = self.record
        at_end = not record.can_redo
        cursor = record.cursor
        record = record.goto(len(record.actions))
        for notation in news:
            record = record.play(notation)
        self.record = record if at_end else record.goto(cursor)
        if at_end:
            self.selection = ()
        self._refresh(animate=at_end and len(news) == 1)

    def _refuse_in_room(self: RoomHost) -> None:
        """Refuse to write a room's game down (a save, a link) before it is over."""
        if self.room is not None and not self.state.is_over:
            raise ValueError(
                _(
                    "a room's game is saved once it is over: until then its record would show "
                    "every hidden card to whoever opens it"
                )
            )
