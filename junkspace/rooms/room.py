"""A room: one game that several browsers play, with the database as its only authority.

A room is made by its *creator* (a teacher, or a student who invites a friend), who gets the
room's code and a creator secret; people claim its open seats and get a seat secret each;
bot seats are played by the creator's kernel. Every move goes through :func:`play`, which
checks it against the position replayed from the room's moves and appends it at the next
index, or refuses it with a :class:`~junkspace.rooms.errors.RoomError` that names the
problem and writes nothing.

>>> from junkspace.rooms import open_store
>>> store = open_store(":memory:")
>>> code, creator = create_room(store, "junk_orbit", 2, 7, {}, ["human", "human"])
>>> ana, ana_secret = claim(store, code, name="Ana")
>>> ben, ben_secret = claim(store, code, name="Ben")
>>> ana, ben
(0, 1)
>>> play(store, code, ana, ana_secret, 0, "launch E05 cw TYC").current_player
0
>>> play(store, code, ben, ben_secret, 1, "move PLA")
Traceback (most recent call last):
...
junkspace.rooms.errors.NotYourTurnError: it is seat 0 (Ana) to move, not seat 1
>>> play(store, code, ana, ben_secret, 1, "move PLA")
Traceback (most recent call last):
...
junkspace.rooms.errors.SecretError: that secret does not hold seat 0 of room ...
>>> play(store, code, ana, ana_secret, 0, "move PLA")
Traceback (most recent call last):
...
junkspace.rooms.errors.StaleMoveError: move 0 is already played: room ... is at move 1 ...
>>> history(store, code)
['launch E05 cw TYC']

A kernel that kept its secret gets its seat back after a reload, and the game as a record:

>>> reclaim(store, code, ben_secret)
1
>>> [str(action) for action in record(store, code).actions]
['launch E05 cw TYC']
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..bots import MctsBot, make_bot
from ..bots.play import Bot
from ..core import Action, GameRecord, GameState, IllegalActionError, InvalidActionError
from ..core.errors import quoted
from ..core.registry import game_info
from .codes import SECRET_LIMIT, holds, new_code, new_secret, read_code, secret_digest
from .errors import (
    IllegalMoveError,
    NotYourTurnError,
    RoomClosedError,
    RoomError,
    SeatError,
    SecretError,
    StaleMoveError,
    UnknownRoomError,
)
from .store import Room, RoomStore, Seat, TakenError
from .words import _, seat_words

__all__ = [
    "BOT_SECONDS",
    "RoomInfo",
    "SeatInfo",
    "Standing",
    "claim",
    "close",
    "create_room",
    "free_seat",
    "hand_over",
    "history",
    "info",
    "play",
    "play_bots",
    "play_overdue_bot",
    "reclaim",
    "record",
    "standings",
    "state",
]

#: How long a searching bot ("mcts") thinks per decision in a room, in seconds.
BOT_SECONDS = 1.0
#: The longest name a person may give their seat.
NAME_LIMIT = 40
#: The longest move text read: anything longer is refused unread.
NOTATION_LIMIT = 200
#: How many times :func:`create_room` draws a new code when the one drawn is taken.
CODE_TRIES = 20


@dataclass(frozen=True)
class SeatInfo:
    """What anybody may know of a seat: who plays it (never its secret)."""

    seat: int
    #: ``"open"`` (free for a person to claim), ``"human"`` (claimed) or ``"bot"``.
    kind: str
    #: The bot's spec for a bot seat (``"greedy"``, ``"mcts"``...), else None.
    bot: str | None
    #: The name the person gave when claiming ("" if none).
    name: str

    @property
    def label(self) -> str:
        """The seat as a table shows it: the person's name, the bot, or "free".

        >>> SeatInfo(0, "bot", "greedy", "").label, SeatInfo(1, "open", None, "").label
        ('greedy (bot)', 'free')
        """
        if self.kind == "bot":
            return f"{self.bot} (bot)"
        if self.kind == "open":
            return "free"
        return self.name or f"seat {self.seat}"


@dataclass(frozen=True)
class RoomInfo:
    """A room as the lobby and the seats pane show it."""

    code: str
    game: str
    players: int
    seed: int
    options: Mapping[str, Any]
    seats: tuple[SeatInfo, ...]
    #: How many moves have been played.
    moves: int
    #: The seat to decide now; None once the game is over.
    to_move: int | None
    over: bool
    closed: bool

    @property
    def open_seats(self) -> tuple[int, ...]:
        """The seats a person may claim now (none in a closed room)."""
        if self.closed:
            return ()
        return tuple(s.seat for s in self.seats if s.kind == "open")


@dataclass(frozen=True)
class Standing:
    """One room's line in the teacher's standings table; the scores are replayed, never
    read from anywhere a player could write them."""

    code: str
    game: str
    #: Who plays each seat, in the language spoken when the standings were read
    #: (:func:`~junkspace.rooms.words.seat_words`).
    seats: tuple[str, ...]
    moves: int
    #: ``"playing"``, ``"over"`` or ``"closed"`` (closed before the end).
    status: str
    scores: tuple[float, ...]
    #: The winning seats (empty while the game goes on).
    winners: tuple[int, ...]
    #: Who each seat is across rooms, for counting a person's games: the digest of the
    #: player key of the browser that claimed it (something only that browser holds, never
    #: the typed name), the bot for a bot seat, the room and seat for a person who gave no
    #: key. Empty: each seat's label is its identity.
    players: tuple[str, ...] = ()


@dataclass
class _Replay:
    """The states a room's moves lead to, as far as this process has replayed them."""

    states: list[GameState]
    actions: list[Action] = field(default_factory=list)
    #: Bots built for this room, by seat and spec, so a searching bot keeps its settings.
    bots: dict[tuple[int, str], Bot] = field(default_factory=dict)


# -- reading a room ------------------------------------------------------------------------


def _room(store: RoomStore, code: object) -> Room:
    code = read_code(code)
    room = store.room(code)
    if room is None:
        raise UnknownRoomError(_("there is no room {code}", code=code))  # no server path
    return room


def _replay(store: RoomStore, room: Room) -> _Replay:
    """The room's states up to its last move, replaying only moves this process has not seen.

    The cache is checked against the database, not trusted: moves another process appended
    are fetched and played on, and a cache whose last move is not the database's (another
    database at the same place) is dropped and the whole game replayed.
    """
    with store.lock:
        cached = store.cache.get(room.code)
        known = len(cached.actions) if cached else 0
        moves = store.actions(room.code, since=max(0, known - 1))
        if (
            cached is not None
            and known
            and (not moves or moves[0].notation != str(cached.actions[-1]))
        ):
            cached, known = None, 0
            moves = store.actions(room.code)
        if cached is None:
            first = game_info(room.game).new_game(room.players, room.seed, **room.options)
            cached = _Replay([first])
        for move in moves:
            if move.index < known:
                continue
            here = cached.states[-1]
            try:
                action = here.parse_action(move.notation)
                cached.states.append(here.apply(action))
            except (InvalidActionError, IllegalActionError) as err:
                raise RoomError(
                    _(
                        "room {code} no longer replays: move {index} ({move}) is refused by "
                        "this junkspace: {problem}",
                        code=room.code,
                        index=move.index,
                        move=repr(move.notation),
                        problem=err,
                    )
                ) from None
            cached.actions.append(action)
        store.cache[room.code] = cached
        return cached


def _seat_row(room: Room, seats: Sequence[Seat], seat: object) -> Seat:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(seats):
        raise SeatError(
            _(
                "room {code} has seats 0 to {last}, not {seat}",
                code=room.code,
                last=len(seats) - 1,
                seat=quoted(seat),
            )
        )
    return seats[seat]


def _open(room: Room) -> None:
    if room.closed is not None:
        raise RoomClosedError(
            _("room {code} is closed: it takes no more moves or players", code=room.code)
        )


def _who(seats: Sequence[Seat], seat: int) -> str:
    """``seat 1 (Ana)``: a seat in a message, with who plays it, in the language spoken."""
    row = seats[seat]
    who = seat_words(SeatInfo(row.seat, row.kind, row.bot, row.name))
    return _("seat {number} ({who})", number=seat, who=who)


def info(store: RoomStore, code: str) -> RoomInfo:
    """The room's game, seats and progress.

    >>> from junkspace.rooms import open_store
    >>> store = open_store(":memory:")
    >>> code, _ = create_room(store, "hyperstellar", 3, 1, {}, ["human", "greedy", "human"])
    >>> room = info(store, code)
    >>> [s.label for s in room.seats], room.open_seats, room.to_move
    (['free', 'greedy (bot)', 'free'], (0, 2), 0)
    """
    room = _room(store, code)
    seats = store.seats(room.code)
    here = _replay(store, room)
    last = here.states[-1]
    return RoomInfo(
        room.code,
        room.game,
        room.players,
        room.seed,
        dict(room.options),
        tuple(SeatInfo(s.seat, s.kind, s.bot, s.name) for s in seats),
        len(here.actions),
        last.current_player,
        last.is_over,
        room.closed is not None,
    )


def history(store: RoomStore, code: str, since: int = 0) -> list[str]:
    """The notation of the room's moves from index ``since`` on: what a page polls for.

    It reads the database only (no replay), so polling it often is cheap.
    """
    if isinstance(since, bool) or not isinstance(since, int) or since < 0:
        raise RoomError(_("moves are counted from 0, not {since}", since=quoted(since)))
    room = _room(store, code)
    return [move.notation for move in store.actions(room.code, since=since)]


def state(store: RoomStore, code: str) -> GameState:
    """The room's position after its last move."""
    return _replay(store, _room(store, code)).states[-1]


def record(store: RoomStore, code: str) -> GameRecord:
    """The room's game as an ordinary :class:`GameRecord`: saved, replayed and branched into
    variations like any other."""
    here = _replay(store, _room(store, code))
    return GameRecord.of_game(here.states, here.actions)


def standings(store: RoomStore, codes: Iterable[str] | None = None) -> list[Standing]:
    """One :class:`Standing` per room (``codes``, or every room oldest first), scores replayed.

    >>> from junkspace.rooms import open_store
    >>> store = open_store(":memory:")
    >>> code, _ = create_room(store, "junk_orbit", 2, 3, {}, ["random", "greedy"])
    >>> (row,) = standings(store)
    >>> row.seats, row.status, row.moves
    (('random (bot)', 'greedy (bot)'), 'playing', 0)
    """
    rows = []
    for code in store.codes() if codes is None else codes:
        room = _room(store, code)
        seats = store.seats(room.code)
        here = _replay(store, room)
        last = here.states[-1]
        status = "over" if last.is_over else "closed" if room.closed is not None else "playing"
        rows.append(
            Standing(
                room.code,
                room.game,
                tuple(_standing_name(room.code, s) for s in seats),
                len(here.actions),
                status,
                tuple(last.scores()),
                tuple(last.winners()) if last.is_over else (),
                tuple(_identity(room.code, s) for s in seats),
            )
        )
    return rows


# -- making and joining rooms -------------------------------------------------------------


def _bot_spec(spec: object, seat: int) -> str:
    """``spec`` checked as a bot spec (a ValueError naming the problem otherwise)."""
    if not isinstance(spec, str):
        raise SeatError(
            _(
                "seat {number} must be 'human' or a bot's name, not {spec}",
                number=seat,
                spec=quoted(spec),
            )
        )
    try:
        make_bot(spec)
    except ValueError as err:
        raise SeatError(_("seat {number}: {problem}", number=seat, problem=err)) from None
    return spec.strip()


def create_room(
    store: RoomStore,
    game: str,
    players: int | None,
    seed: int | None,
    options: Mapping[str, Any],
    seats: Sequence[str],
) -> tuple[str, str]:
    """A new room: its code and the creator's secret (keep it to free or hand over seats,
    close the room and play its bots).

    ``seats`` gives every seat as ``"human"`` (open for a person to claim) or a bot spec
    (``"greedy"``, ``"mcts"``, ``"random:seed=2"``...). The creator gets no seat: claim one.
    A bad game, table size, option or seat is a RoomError that names it.
    """
    if not isinstance(options, Mapping):
        raise RoomError(
            _("a room's options are names and values, not {options}", options=quoted(options))
        )
    try:
        info = game_info(game)
        players, seed, values = info.resolve(players, seed, dict(options))
    except ValueError as err:
        raise RoomError(_("cannot create the room: {problem}", problem=err)) from None
    if isinstance(seats, str) or not isinstance(seats, Sequence):
        raise SeatError(
            _("seats are a list of 'human' or bot names, not {seats}", seats=quoted(seats))
        )
    if len(seats) != players:
        raise SeatError(
            _(
                "a table of {players} needs {players} seats, got {count}",
                players=players,
                count=len(seats),
            )
        )
    rows = [
        Seat(i, "open", None, None, "")
        if spec == "human"
        else Seat(i, "bot", _bot_spec(spec, i), None, "")
        for i, spec in enumerate(seats)
    ]
    secret = new_secret()
    for _try in range(CODE_TRIES):
        code = new_code()
        row = Room(code, info.name, players, seed, values, secret_digest(secret), time.time(), None)
        try:
            with store.writing(code):
                store.add_room(row, rows)
        except TakenError:
            continue
        return code, secret
    raise RoomError(
        _("no free room code found in {tries} tries; the database is full", tries=CODE_TRIES)
    )


def _name(name: object) -> str:
    """``name`` with its spaces tidied; a SeatError if it is no printable text of at most
    :data:`NAME_LIMIT` characters, or if it would pass for a bot's.

    >>> _name("  Ana   María ")
    'Ana María'
    >>> _name("greedy (BOT)")
    Traceback (most recent call last):
    junkspace.rooms.errors.SeatError: a person's name cannot end in "(bot)": bots are listed so
    """
    tidy = " ".join(name.split()) if isinstance(name, str) else None
    if tidy is None or len(tidy) > NAME_LIMIT or not tidy.isprintable():
        raise SeatError(
            _(
                "a name is a printable text of at most {limit} characters, not {name}",
                limit=NAME_LIMIT,
                name=quoted(name),
            )
        )
    if tidy.lower().replace(" ", "").endswith("(bot)"):
        raise SeatError(_('a person\'s name cannot end in "(bot)": bots are listed so'))
    return tidy


def _standing_name(code: str, seat: Seat) -> str:
    """A seat as the standings show it, in the language spoken: a person who gave no name is
    that room's seat alone (``BCDFGH seat 1``), never merged with the unnamed seats of other
    rooms."""
    if seat.kind == "human" and not seat.name:
        return _("{code} seat {number}", code=code, number=seat.seat)
    return seat_words(SeatInfo(seat.seat, seat.kind, seat.bot, seat.name))


def _identity(code: str, seat: Seat) -> str:
    """Who a seat is across rooms, as the standings group results: the player key's digest
    (the same browser in every room it plays), a bot's label (``greedy (bot)``), or, for a
    person without a key, the room's seat alone (``BCDFGH seat 1``)."""
    if seat.kind == "human" and seat.player is not None:
        return f"player {seat.player}"
    if seat.kind == "bot":
        return SeatInfo(seat.seat, seat.kind, seat.bot, seat.name).label
    return f"{code} seat {seat.seat}"


def _player(player: object) -> str | None:
    """The digest kept for a browser's player key (None for none); a SecretError if it is no
    secret's shape, since a page's browser sends it."""
    if player is None:
        return None
    if not isinstance(player, str) or not 0 < len(player) <= SECRET_LIMIT:
        raise SecretError(
            _("a player key is a text of 1 to {limit} characters", limit=SECRET_LIMIT)
        )
    return secret_digest(player)


def claim(
    store: RoomStore,
    code: str,
    seat: int | None = None,
    name: str = "",
    player: str | None = None,
) -> tuple[int, str]:
    """Claim a free seat (``seat``, or the first free one) for a person: ``(seat, secret)``.

    The secret is what :func:`play` and :func:`reclaim` ask for: keep it in the kernel.
    ``player`` is the claiming browser's player key, the same for all its rooms: the
    standings count a person's games by it (only its digest is kept), not by ``name``.
    """
    name = _name(name)
    kept = _player(player)
    room = _room(store, code)
    with store.writing(room.code):
        room = _room(store, room.code)
        _open(room)
        seats = store.seats(room.code)
        if seat is None:
            free = [s.seat for s in seats if s.kind == "open"]
            if not free:
                raise SeatError(_("room {code} has no free seat: watch it instead", code=room.code))
            seat = free[0]
        row = _seat_row(room, seats, seat)
        if row.kind != "open":
            raise SeatError(
                _("{seat} of room {code} is not free", seat=_who(seats, row.seat), code=room.code)
            )
        secret = new_secret()
        store.set_seat(room.code, Seat(row.seat, "human", None, secret_digest(secret), name, kept))
    return row.seat, secret


def reclaim(store: RoomStore, code: str, secret: str) -> int:
    """The seat ``secret`` holds in the room: how a reloaded page gets its seat back."""
    room = _room(store, code)
    for row in store.seats(room.code):
        if row.kind == "human" and holds(secret, row.secret):
            return row.seat
    raise SecretError(
        _(
            "that secret holds no seat of room {code} (the seat may have been freed or "
            "handed over by the room's creator)",
            code=room.code,
        )
    )


# -- the creator's powers -------------------------------------------------------------------


def _as_creator(store: RoomStore, code: str, creator_secret: str) -> Room:
    room = _room(store, code)
    if not holds(creator_secret, room.creator):
        raise SecretError(_("that secret is not the creator's of room {code}", code=room.code))
    _open(room)
    return room


def free_seat(store: RoomStore, code: str, creator_secret: str, seat: int) -> None:
    """Make ``seat`` free for anybody to claim (its old secret no longer holds it)."""
    with store.writing(read_code(code)):
        room = _as_creator(store, code, creator_secret)
        row = _seat_row(room, store.seats(room.code), seat)
        store.set_seat(room.code, Seat(row.seat, "open", None, None, ""))


def hand_over(
    store: RoomStore, code: str, creator_secret: str, seat: int, to: str, name: str = ""
) -> str | None:
    """Give ``seat`` to a bot (``to`` is its spec) or to a person (``to="human"``).

    For a person, the seat's new secret is returned (give it to them, for example in a
    link); the old secret no longer holds the seat. For a bot, None.
    """
    name = _name(name)
    with store.writing(read_code(code)):
        room = _as_creator(store, code, creator_secret)
        row = _seat_row(room, store.seats(room.code), seat)
        if to == "human":
            secret = new_secret()
            store.set_seat(room.code, Seat(row.seat, "human", None, secret_digest(secret), name))
            return secret
        store.set_seat(room.code, Seat(row.seat, "bot", _bot_spec(to, row.seat), None, ""))
        return None


def close(store: RoomStore, code: str, creator_secret: str) -> None:
    """Close the room: no more moves or players. Its game stays readable (a record)."""
    with store.writing(read_code(code)):
        room = _as_creator(store, code, creator_secret)
        store.close_room(room.code, time.time())


# -- moves ----------------------------------------------------------------------------------


def _stale(code: str, index: object, played: int) -> str:
    """Why move ``index`` cannot be appended to a room at move ``played``."""
    if isinstance(index, int) and not isinstance(index, bool) and 0 <= index < played:
        return _(
            "move {index} is already played: room {code} is at move {played} (another move "
            "came first; the board shows the new position)",
            index=index,
            code=code,
            played=played,
        )
    return _(
        "the next move of room {code} is move {played}, not {index}",
        code=code,
        played=played,
        index=quoted(index),
    )


def _append(
    store: RoomStore,
    code: str,
    seat: object,
    index: object,
    action: object,
    allowed: Callable[[Room, Sequence[Seat], Seat], None],
) -> GameState:
    """Check a move against the room and append it at ``index``, in one transaction.

    ``allowed(room, seats, row)`` raises if whoever asks may not move ``row``'s seat.
    """
    code = read_code(code)
    # The lock keeps this process's other threads (a page's poll) from replaying the new move
    # between the commit and the cache update after it.
    with store.lock:
        with store.writing(code):
            room = _room(store, code)
            _open(room)
            seats = store.seats(code)
            row = _seat_row(room, seats, seat)
            allowed(room, seats, row)
            here = _replay(store, room)
            played = len(here.actions)
            if isinstance(index, bool) or not isinstance(index, int) or index != played:
                raise StaleMoveError(_stale(code, index, played), played)
            position = here.states[-1]
            mover = position.current_player
            if mover is None:
                raise IllegalMoveError(_("the game in room {code} is over", code=code))
            if mover != row.seat:
                raise NotYourTurnError(
                    _(
                        "it is {mover} to move, not seat {number}",
                        mover=_who(seats, mover),
                        number=row.seat,
                    )
                )
            if not isinstance(action, str) or len(action) > NOTATION_LIMIT:
                raise IllegalMoveError(
                    _(
                        "a move is a text of at most {limit} characters, not {move}",
                        limit=NOTATION_LIMIT,
                        move=quoted(action),
                    )
                )
            try:
                taken = position.parse_action(action)
                after = position.apply(taken)
            except (InvalidActionError, IllegalActionError) as err:
                raise IllegalMoveError(str(err)) from None
            try:
                store.append(code, played, row.seat, str(taken), time.time())
            except TakenError:  # the store's words are English: the room says it in its own
                taken_by = _(
                    "move {index} of room {code} is already played", index=played, code=code
                )
                raise StaleMoveError(taken_by, played + 1) from None
        here.states.append(after)
        here.actions.append(taken)
    return after


def play(store: RoomStore, code: str, seat: int, secret: str, index: int, action: str) -> GameState:
    """Play ``action`` (notation) for ``seat`` as move ``index``; the position after it.

    Refused, with nothing written, when the room is unknown or closed, the seat is not a
    person's or ``secret`` does not hold it, ``index`` is not the next move (an older board),
    another seat is to decide, or the engine refuses the move (its own message).
    """

    def holder(room: Room, seats: Sequence[Seat], row: Seat) -> None:
        if row.kind == "open":
            raise SeatError(
                _(
                    "seat {number} of room {code} is free: claim it first",
                    number=row.seat,
                    code=room.code,
                )
            )
        if row.kind != "human":
            raise SeatError(
                _(
                    "seat {number} of room {code} is played by {bot}",
                    number=row.seat,
                    code=room.code,
                    bot=row.bot,
                )
            )
        if not holds(secret, row.secret):
            raise SecretError(
                _(
                    "that secret does not hold seat {number} of room {code} (reclaim your own "
                    "seat, or ask the room's creator)",
                    number=row.seat,
                    code=room.code,
                )
            )

    return _append(store, code, seat, index, action, holder)


def _bot(here: _Replay, room: Room, seat: int, spec: str) -> Bot:
    """The bot for ``seat`` (built once per room and spec): seeded by its seat, as in the app;
    a plain ``"mcts"`` is set up for its game and thinks :data:`BOT_SECONDS` a decision."""
    key = (seat, spec)
    if key not in here.bots:
        if spec == "mcts":
            here.bots[key] = MctsBot.tuned(room.game, seed=seat, seconds=BOT_SECONDS)
        else:
            here.bots[key] = make_bot(spec, seed=seat)
    return here.bots[key]


def play_bots(store: RoomStore, code: str, creator_secret: str, most: int | None = None) -> int:
    """Play the bot seats' moves while a bot is to decide (at most ``most``); how many.

    Called by the creator's kernel (the creator secret is checked); a bot's decision is
    computed outside the transaction and appended like anyone's, so a move that came first
    in the meantime makes it think again, and the unique key keeps each move once.
    """
    return _play_bots(store, _as_creator(store, code, creator_secret), most)


def play_overdue_bot(store: RoomStore, code: str) -> int:
    """Play one bot move if a bot is to decide (how many: 0 or 1), for any kernel following
    the room: so a room's bots go on when its creator's page has moved on to another room
    or is gone. It needs no secret: the move is the bot's own, the same whoever asks (bots
    are seeded by their seat), and the room's unique key keeps it once however many ask.

    >>> from junkspace.rooms import open_store
    >>> store = open_store(":memory:")
    >>> code, _ = create_room(store, "hyperstellar", 2, 1, {}, ["greedy", "human"])
    >>> play_overdue_bot(store, code), play_overdue_bot(store, code)   # then the person's turn
    (1, 0)
    """
    room = _room(store, code)
    _open(room)
    return _play_bots(store, room, 1)


def _play_bots(store: RoomStore, room: Room, most: int | None) -> int:
    """Play bot moves in ``room`` while a bot is to decide (at most ``most``); how many."""

    def creator(checked: Room, seats: Sequence[Seat], row: Seat) -> None:
        if row.kind != "bot":
            raise SeatError(
                _(
                    "seat {number} of room {code} is no longer a bot's",
                    number=row.seat,
                    code=checked.code,
                )
            )

    played = 0
    while most is None or played < most:
        seats = store.seats(room.code)
        here = _replay(store, room)
        position = here.states[-1]
        mover = position.current_player
        if mover is None or seats[mover].kind != "bot" or _room(store, room.code).closed:
            break
        spec = seats[mover].bot or "random"
        action = _bot(here, room, mover, spec)(position)
        try:
            _append(store, room.code, mover, len(here.actions), str(action), creator)
        except (StaleMoveError, SeatError):
            continue
        played += 1
    return played
