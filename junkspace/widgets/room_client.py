"""The room client: an app's side of a game room — enter it, follow it, play in it, run it.

Every call an app makes to a room (:mod:`junkspace.rooms`) goes through its
:class:`RoomClient`. It holds the app's :class:`~junkspace.widgets.room_link.RoomLink`
(which room, which seat, the secrets), what it last read of the room's seats, the poll that
follows the room, and the :class:`~junkspace.widgets.seat_keeper.SeatKeeper` that keeps the
secrets in the browser; it draws the Rooms pane. The app stays the owner of the record: the
client asks it, through the callbacks it was made with, for the record shown, to show a
room's game, to add the moves that came from elsewhere, to redraw and to say something.

>>> from junkspace import GameRecord, rooms
>>> from junkspace.widgets.panes import RoomActions, RoomsPane
>>> record = GameRecord.start("junk_orbit", players=2, seed=1)
>>> said = []
>>> def show_room(shown, link):
...     global record
...     record = shown
...     client.follow(link)
>>> pane = RoomsPane(RoomActions(*[print] * 7), print)
>>> client = RoomClient(pane, record=lambda: record, enter=show_room, take=print,
...                     redraw=lambda: None, say=said.append, pace=lambda: 0.0)
>>> store = rooms.open_store(":memory:")
>>> code = client.create("junk_orbit", 2, 5, {}, ["human", "human"], 0, "Ana", store)
>>> client.link.code == code, client.link.seat, client.played_by(1)
(True, 0, 'another browser')
>>> client.join("ZZZZZZ", store=store), said
(False, ['Could not join the room: there is no room ZZZZZZ'])
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from .. import rooms
from ..core import GAMES, GameRecord
from ..core.registry import game_info
from ..i18n import speaking
from ..rooms import RoomInfo, RoomStore
from ..rooms.words import seat_words
from .links import page_url
from .panes import RoomShown, RoomsPane, SeatShown
from .room_link import RoomLink, RoomPoll, room_store
from .seat_keeper import SeatKeeper
from .words import _, ngettext, seat_name

__all__ = ["BOT_OVERDUE", "SEATS_EVERY", "RoomClient", "for_the_page", "seat_words"]

#: In a room, the seats (who claimed, freed, was given to a bot) are read every this many
#: rounds of the poll, and whenever a move comes.
SEATS_EVERY = 7

#: In a room, how long (in seconds, beyond the bots' pace) a page that did not make the room
#: waits for a bot's move before it plays it itself: the creator's page may have moved on to
#: another room, or be gone (the room's unique key keeps the move once).
BOT_OVERDUE = 3.0


def for_the_page(err: ValueError) -> str:
    """A room's problem in words a student's page may show: the rooms database's own
    problems name where it is kept on the server, so the page gets a plain sentence and the
    detail goes to the kernel's log (the teacher's terminal).

    >>> for_the_page(rooms.StoreError("cannot open the rooms database '/srv/x.sqlite3'"))
    "the server's rooms database cannot be used just now: tell your teacher"
    >>> for_the_page(rooms.RoomError("there is no room BCDFGH"))
    'there is no room BCDFGH'
    """
    if isinstance(err, rooms.StoreError):
        print(f"junkspace rooms: {err}", file=sys.stderr)
        return _("the server's rooms database cannot be used just now: tell your teacher")
    return str(err)


class RoomClient:
    """An app's place in a game room, and everything it does there.

    ``record()`` is the record the app shows; ``enter(record, link)`` shows a room's game
    from ``link``'s seat (the app then calls :meth:`follow`); ``take(moves)`` adds moves the
    room took from elsewhere; ``redraw()`` redraws the app after its seat changed; ``say``
    leaves a message above the board; ``pace()`` is the bots' pace, in seconds; ``language()``
    the language its words are in when the room's news or the browser makes them (``None``:
    the session's).
    """

    def __init__(
        self,
        pane: RoomsPane,
        *,
        record: Callable[[], GameRecord],
        enter: Callable[[GameRecord, RoomLink], None],
        take: Callable[[Sequence[str]], None],
        redraw: Callable[[], None],
        say: Callable[[str], None],
        pace: Callable[[], float],
        language: Callable[[], str | None] = lambda: None,
    ) -> None:
        self._pane = pane
        self._language = language
        self._record, self._enter, self._take = record, enter, take
        self._redraw, self._say, self._pace = redraw, say, pace
        #: The room followed (``None``: the app plays a game of its own).
        self.link: RoomLink | None = None
        #: The room's seats as last read (``None`` outside a room).
        self.info: RoomInfo | None = None
        self.keeper = SeatKeeper(language=language() or "")
        self.keeper.on_kept(self._on_kept)
        self.poll = RoomPoll(self._on_poll)
        self._polls = 0
        #: When the last move reached the app from its room: its bots wait the pace after it,
        #: so that people can follow them.
        self._news_at = 0.0
        #: What a page opened with a room's link does once the browser says what it keeps.
        self._arriving: str | None = None

    # -- entering --------------------------------------------------------------------------

    def create(
        self,
        game: str,
        players: int | None,
        seed: int | None,
        options: dict[str, Any],
        seats: Sequence[str] | None,
        mine: int | None,
        name: str,
        store: RoomStore | None = None,
    ) -> str | None:
        """Make a room and enter it (see ``GameApp.create_room``); its code, or ``None``."""
        try:
            store = store or room_store()
            count = players or (len(seats) if seats else game_info(game).default_players)
            specs = list(seats) if seats is not None else ["human"] * count
            asked = dict(game_info(game).people_options) | options
            code, creator = rooms.create_room(store, game, count, seed, asked, specs)
            link = RoomLink(store, code, creator=creator)
            if mine is not None:
                link.seat, link.secret = rooms.claim(
                    store, code, mine, name, player=self.keeper.player
                )
        except ValueError as err:
            self._say(_("Could not create the room: {problem}", problem=for_the_page(err)))
            return None
        # The browser keeps the secrets before the page shows the room: a page reloaded as soon
        # as it shows the room's code must come back as its creator (or its bots stop).
        self.keeper.keep(code, seat=link.secret, creator=creator)
        self.keeper.address(f"room={code}" if mine is not None else f"room={code}&watch=1")
        self._show(link)
        return code

    def join(
        self, code: str, secret: str | None = None, name: str = "", store: RoomStore | None = None
    ) -> bool:
        """Enter the room ``code`` on the seat ``secret`` holds, else a free one (see
        ``GameApp.join_room``); False, with a message, if none is to be had."""
        try:
            store = store or room_store()
            code = rooms.read_code(code)
            if secret is not None:
                seat = rooms.reclaim(store, code, secret)
            else:
                seat, secret = rooms.claim(store, code, name=name, player=self.keeper.player)
        except ValueError as err:
            self._say(_("Could not join the room: {problem}", problem=for_the_page(err)))
            return False
        self.keeper.keep(code, seat=secret)  # before the room shows, as in create
        self.keeper.address(f"room={code}")
        self._show(RoomLink(store, code, seat, secret, self._creator_of(code)))
        return True

    def watch(self, code: str, store: RoomStore | None = None) -> bool:
        """Enter the room ``code`` from no seat; False, with a message, if there is none."""
        try:
            store = store or room_store()
            code = rooms.read_code(code)
            rooms.info(store, code)
        except ValueError as err:
            self._say(_("Could not watch the room: {problem}", problem=for_the_page(err)))
            return False
        self.keeper.address(f"room={code}&watch=1")
        self._show(RoomLink(store, code, creator=self._creator_of(code)))
        return True

    def arrive(self, code: str, watch: bool) -> None:
        """Watch the room ``code`` a page's link opened, until the browser says what it keeps:
        then take the seat back, or claim one (``watch`` False), or stay watching."""
        if self.watch(code):
            self._arriving = "watch" if watch else "join"

    def _creator_of(self, code: str) -> str | None:
        """The creator's secret this page holds for ``code`` (entering it again keeps it)."""
        link = self.link
        return link.creator if link is not None and link.code == code else None

    def _show(self, link: RoomLink) -> None:
        """Show the room's game, from ``link``'s seat, and follow it."""
        record = rooms.record(link.store, link.code)
        self.info = rooms.info(link.store, link.code)
        self._news_at = time.monotonic()  # a bot to move is overdue only some time from now
        self._enter(record, link)

    def follow(self, link: RoomLink | None) -> None:
        """Follow ``link`` (``None``: no room): the poll, the seat keeper, the pane."""
        if link is None:
            self.info = None
            self.poll.stop()
        else:
            self.poll.start()
        self.link = link
        self.keeper.room = "" if link is None else link.code
        self.show()

    def _on_kept(self, room: str, seat: str | None, creator: str | None) -> None:
        """What the browser keeps for the room this page was opened on: take the seat back,
        or claim a free one (a join link) or stay watching (a watch link)."""
        with speaking(self._language()):
            self._arrive(room, seat, creator)

    def _arrive(self, room: str, seat: str | None, creator: str | None) -> None:
        arriving, self._arriving = self._arriving, None
        link = self.link
        if arriving is None or link is None or link.code != room:
            return  # said once per page: another view of the same app says it again
        link.creator = creator
        if arriving == "watch":
            self.show()
            return
        if seat is not None and self.join(room, secret=seat, store=link.store):
            return
        if seat is not None:
            self.keeper.forget(room)
            self._say(_("This browser's seat in room {code} was freed by its creator.", code=room))
        if arriving == "join":
            self.join(room, store=link.store)
        self.show()

    # -- following -------------------------------------------------------------------------

    def _on_poll(self) -> None:
        if self.keeper.comm is None:  # the widget was closed: nobody looks any more
            self.poll.stop()
            return
        with speaking(self._language()):
            self.sync()

    def sync(self) -> int:
        """One round of the poll (see ``GameApp.sync_room``); the number of new moves shown."""
        link = self.link
        if link is None:
            return 0
        known = len(self._record().lines[0])
        try:
            news = rooms.history(link.store, link.code, since=known)
            quiet, pace = time.monotonic() - self._news_at, self._pace()
            if not news and quiet >= pace and self._bot_seat_to_move():
                if link.creator is not None:
                    rooms.play_bots(link.store, link.code, link.creator, most=1)
                elif quiet >= pace + BOT_OVERDUE:
                    rooms.play_overdue_bot(link.store, link.code)
                news = rooms.history(link.store, link.code, since=known)
            self._polls += 1
            if news or self._polls % SEATS_EVERY == 0:  # seats change seldom: look less often
                self.info = rooms.info(link.store, link.code)
                self.show()
        except ValueError as err:  # a creator secret that no longer holds, a closed room...
            self._say(_("Room {code}: {problem}", code=link.code, problem=for_the_page(err)))
            if isinstance(err, rooms.SecretError):
                link.creator = None
            return 0
        if news:
            self._news_at = time.monotonic()
            self._take(news)
        if news or self._polls % SEATS_EVERY == 0:
            self._check_seat()  # after the news is shown: its message stays on the board
        return len(news)

    def _bot_seat_to_move(self) -> bool:
        """True when a bot seat is to decide at the room's newest position."""
        info, seat = self.info, self._record().states()[-1].current_player
        return info is not None and seat is not None and info.seats[seat].kind == "bot"

    def played_by(self, seat: int | None) -> str:
        """Who plays ``seat`` when it is not this page's, in words."""
        kinds = self.info.seats if self.info is not None else ()
        by_bot = seat is not None and seat < len(kinds) and kinds[seat].kind == "bot"
        return _("the room's bot") if by_bot else _("another browser")

    def _check_seat(self) -> None:
        """If the room's creator freed this page's seat or gave it away, watch from now on,
        and say so (the page no longer says "you" beside the seat)."""
        link = self.link
        if link is None or link.seat is None or link.secret is None:
            return
        try:
            rooms.reclaim(link.store, link.code, link.secret)
        except rooms.SecretError:
            name = seat_name(self._record().state, link.seat)
            self.keeper.forget(link.code)
            self._now_watching(link)
            self._say(
                _(
                    "Your seat ({name}) in room {code} was freed by the room's creator: you "
                    "are watching now. Join again if a seat is free.",
                    name=name,
                    code=link.code,
                )
            )

    def _now_watching(self, link: RoomLink) -> None:
        """This page's seat in ``link`` is gone: it watches from now on."""
        link.seat = link.secret = None
        self.keeper.address(f"room={link.code}&watch=1")
        self.show()
        self._redraw()

    # -- playing ---------------------------------------------------------------------------

    def offer(self, record: GameRecord) -> bool:
        """Offer the room the last move of ``record``; False, with its reason, if refused."""
        link = self.link
        assert link is not None and link.seat is not None and link.secret is not None
        index = len(record.actions) - 1
        try:
            rooms.play(
                link.store, link.code, link.seat, link.secret, index, str(record.actions[-1])
            )
        except ValueError as err:
            self.sync()  # an older board: show the move that came first
            self._say(_("The room refused that move: {problem}", problem=for_the_page(err)))
            return False
        self._news_at = time.monotonic()
        return True

    # -- the creator's powers --------------------------------------------------------------

    def free_seat(self, seat: int) -> None:
        """Free ``seat`` for another browser to claim with the link."""
        self._as_creator(rooms.free_seat, seat)

    def seat_to_bot(self, seat: int, bot: str) -> None:
        """Give ``seat`` to the bot ``bot``, played by this kernel."""
        self._as_creator(rooms.hand_over, seat, bot)

    def close_room(self) -> None:
        """Close the room: no more moves or players; it stays readable."""
        self._as_creator(rooms.close)

    def _as_creator(self, power: Callable[..., object], *args: Any) -> None:
        """Use the creator's ``power`` on the room; ``args[0]``, if any, is the seat given."""
        link = self.link
        if link is None or link.creator is None:
            self._say(_("Only the room's creator can do that."))
            return
        try:
            power(link.store, link.code, link.creator, *args)
        except ValueError as err:
            self._say(_("Room {code}: {problem}", code=link.code, problem=for_the_page(err)))
            return
        if args and link.seat is not None and args[0] == link.seat:
            self._now_watching(link)  # the creator gave their own seat away
        self.info = rooms.info(link.store, link.code)
        self.show()

    # -- on screen -------------------------------------------------------------------------

    def draw_on(self, pane: RoomsPane) -> None:
        """Draw the room on ``pane`` from now on (the app made its panes again)."""
        self._pane = pane
        self.show()

    def show(self) -> None:
        """Redraw the Rooms pane from the room's seats."""
        link, info = self.link, self.info
        if link is None or info is None:
            self._pane.show(None)
            return
        state = self._record().state
        seats = [
            SeatShown(
                seat_name(state, s.seat),
                _("you") if s.seat == link.seat else seat_words(s),
                s.seat == link.seat,
            )
            for s in info.seats
        ]
        title = ngettext(
            "{game}, {count} player, move {move}",
            "{game}, {count} players, move {move}",
            info.players,
            game=GAMES[info.game].title,
            count=info.players,
            move=info.moves,
        )
        if info.over:
            title = _("{room} · game over", room=title)
        join = f"{info.game}.ipynb?room={link.code}"
        self._pane.show(
            RoomShown(
                link.code,
                title,
                seats,
                page_url(join),
                page_url(f"{join}&watch=1"),
                creator=link.creator is not None,
                closed=info.closed,
            )
        )

    def stop(self) -> None:
        """Stop following the room, and close the seat keeper (the app closes)."""
        self.poll.stop()
        self.keeper.close()
