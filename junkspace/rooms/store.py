"""Where rooms are kept: a SQLite file, or a PostgreSQL database for a JupyterHub.

A :class:`RoomStore` is a thin layer over one DB-API connection (the standard library's
:mod:`sqlite3`, or psycopg 3 for PostgreSQL) that knows the three tables and the one rule the
whole design rests on: **a room's actions are an append-only list whose key is (room, index)**.
Two kernels that append the same index cannot both succeed: the database refuses the second,
so a game can never fork. Everything else (who may move, what is legal) is checked by
:mod:`junkspace.rooms.room` before it appends.

Writes go through :meth:`RoomStore.writing`, a transaction that holds the room for its whole
length: ``BEGIN IMMEDIATE`` in SQLite (the file's write lock, taken up front, so two writers
queue instead of failing half-way), ``SELECT … FOR UPDATE`` on the room's row in PostgreSQL.
SQLite runs in WAL mode, so readers (the pages polling for new moves) never wait for a writer
nor block one, and every connection waits up to :data:`BUSY_SECONDS` for the lock.

>>> store = open_store(":memory:")
>>> store.kind, store.location
('sqlite', ':memory:')
>>> with store.writing("BCDFGH"):
...     store.add_room(Room("BCDFGH", "junk_orbit", 2, 7, {}, "digest", 0.0, None),
...                    [Seat(0, "open", None, None, ""), Seat(1, "bot", "greedy", None, "")])
>>> with store.writing("BCDFGH"):
...     store.append("BCDFGH", 0, 0, "launch E17 cw 3", 1.0)
>>> with store.writing("BCDFGH"):
...     store.append("BCDFGH", 0, 1, "launch E18 cw 3", 1.0)
Traceback (most recent call last):
...
junkspace.rooms.store.TakenError: move 0 of room BCDFGH is already played
>>> store.actions("BCDFGH")
[Move(index=0, seat=0, notation='launch E17 cw 3', at=1.0)]
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import threading
import urllib.parse
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.file_errors import file_problem
from ..core.words import WORDS
from .errors import RoomError, StoreError

__all__ = [
    "BUSY_SECONDS",
    "ENVIRONMENT",
    "SCHEMA_VERSION",
    "Move",
    "Room",
    "RoomStore",
    "Seat",
    "TakenError",
    "default_location",
    "open_store",
    "rooms_location",
]

_ = WORDS.gettext

#: The environment variable that tells a dashboard's kernel where the rooms are kept
#: (``junkspace play`` sets it for the kernels it starts).
ENVIRONMENT = "JUNKSPACE_ROOMS"
#: How long a write waits for another writer's transaction to end, in seconds.
BUSY_SECONDS = 30.0
#: How long connecting to a PostgreSQL server may take, in seconds.
CONNECT_SECONDS = 10
#: The version of the tables below; a database written by a newer junkspace is refused, an
#: older one is brought up to date (:data:`_MIGRATIONS`).
SCHEMA_VERSION = 2

# One schema for both databases: SQLite reads BIGINT and DOUBLE PRECISION by affinity.
_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS room_schema (version INTEGER NOT NULL)",
    """CREATE TABLE IF NOT EXISTS rooms (
        code TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        players INTEGER NOT NULL,
        seed BIGINT NOT NULL,
        options TEXT NOT NULL,
        creator TEXT NOT NULL,
        created DOUBLE PRECISION NOT NULL,
        closed DOUBLE PRECISION
    )""",
    """CREATE TABLE IF NOT EXISTS room_seats (
        code TEXT NOT NULL REFERENCES rooms (code),
        seat INTEGER NOT NULL CHECK (seat >= 0),
        kind TEXT NOT NULL CHECK (kind IN ('open', 'human', 'bot')),
        bot TEXT,
        secret TEXT,
        name TEXT NOT NULL,
        player TEXT,
        PRIMARY KEY (code, seat)
    )""",
    """CREATE TABLE IF NOT EXISTS room_actions (
        code TEXT NOT NULL REFERENCES rooms (code),
        idx INTEGER NOT NULL CHECK (idx >= 0),
        seat INTEGER NOT NULL,
        notation TEXT NOT NULL,
        at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (code, idx)
    )""",
)

# What brings tables of version ``n`` to ``n + 1``. Version 2: a seat's ``player``, the digest
# of the claiming browser's player key (NULL for seats claimed before: counted by room).
_MIGRATIONS = {1: ("ALTER TABLE room_seats ADD COLUMN player TEXT",)}


class TakenError(RoomError):
    """The (room, index) key is already in the database: another move was appended first."""


@dataclass(frozen=True)
class Room:
    """A room's row: its game, who created it (a secret's digest), when, and whether closed."""

    code: str
    game: str
    players: int
    seed: int
    options: dict[str, Any]
    creator: str
    created: float
    closed: float | None


@dataclass(frozen=True)
class Seat:
    """A seat's row. ``kind`` is ``"open"`` (free for a person), ``"human"`` (claimed: ``secret``
    is the digest of its secret) or ``"bot"`` (``bot`` is its spec, played by the creator).
    ``player`` is the digest of the player key of the browser that claimed it (None if it
    gave none, or claimed it before databases kept it): who the person is across rooms."""

    seat: int
    kind: str
    bot: str | None
    secret: str | None
    name: str
    player: str | None = None


@dataclass(frozen=True)
class Move:
    """One appended action: its index in the game, the seat that made it, its notation, when."""

    index: int
    seat: int
    notation: str
    at: float


def default_location() -> Path:
    """The SQLite file rooms are kept in when nothing else is said: in this user's data folder.

    >>> default_location().name
    'rooms.sqlite3'
    """
    import platformdirs

    return Path(platformdirs.user_data_dir("junkspace")) / "rooms.sqlite3"


def rooms_location() -> str:
    """Where this process keeps rooms: :data:`ENVIRONMENT` if set, else :func:`default_location`.

    A dashboard's kernel opens its rooms here: ``junkspace play`` sets the variable for the
    kernels it starts, and a JupyterHub sets it in every user's environment.
    """
    return os.environ.get(ENVIRONMENT) or str(default_location())


def _is_url(where: str) -> bool:
    return where.startswith(("postgresql://", "postgres://"))


def shown(where: str | Path) -> str:
    """``where`` as it may be printed: a URL's password is hidden.

    >>> shown("postgresql://class:s3cret@db.example:5432/rooms")
    'postgresql://class:***@db.example:5432/rooms'
    >>> shown("/home/ana/rooms.sqlite3")
    '/home/ana/rooms.sqlite3'
    """
    text = str(where)
    if not _is_url(text):
        return text
    parts = urllib.parse.urlsplit(text)
    if parts.password is None:
        return text
    user, _, host = parts.netloc.rpartition("@")
    hidden = f"{user.partition(':')[0]}:***@{host}"
    return urllib.parse.urlunsplit(parts._replace(netloc=hidden))


def open_store(where: str | Path) -> RoomStore:
    """The rooms kept at ``where``: a SQLite file (made with its folder if new) or a
    ``postgresql://`` URL; the tables are created if missing.

    A StoreError says what went wrong: a folder in the way, a server that does not answer,
    a database written by a newer junkspace.
    """
    text = str(where)
    if _is_url(text):
        return _open_postgresql(text)
    return _open_sqlite(text)


def _private(path: Path) -> None:
    """Make the rooms file ``path`` readable by this user only (0600; its folder is made
    0700): it holds every room's seed, so every hidden card. SQLite gives its ``-wal`` and
    ``-shm`` files the database file's mode."""
    os.close(os.open(path, os.O_CREAT | os.O_RDONLY, 0o600))
    if path.stat().st_mode & 0o077:
        path.chmod(0o600)


def _open_sqlite(where: str) -> RoomStore:
    if where != ":memory:":
        path = Path(where).expanduser()
        if path.is_dir():
            raise StoreError(
                _(
                    "the rooms database {where} is a folder; give a file name",
                    where=repr(where),
                )
            )
        try:
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError as err:
            raise StoreError(
                _(
                    "cannot make the folder for the rooms database {where}: {problem}",
                    where=repr(where),
                    problem=file_problem(err, path.parent, writing=True),
                )
            ) from None
        try:
            _private(path)
        except OSError as err:
            raise StoreError(
                _(
                    "cannot keep the rooms database {where} private: {problem}",
                    where=repr(where),
                    problem=file_problem(err, path, writing=True),
                )
            ) from None
        where = str(path)
    try:
        # isolation_level=None: no implicit transactions; writing() issues BEGIN IMMEDIATE.
        connection = sqlite3.connect(
            where, timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False
        )
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA synchronous=NORMAL")
        connection.execute("PRAGMA foreign_keys=ON")
    except sqlite3.Error as err:
        raise StoreError(
            _("cannot open the rooms database {where}: {error}", where=repr(where), error=err)
        ) from None
    store = RoomStore(connection, "sqlite", where)
    store.create_tables()
    return store


def _open_postgresql(url: str) -> RoomStore:
    try:
        import psycopg
    except ImportError:
        raise StoreError(
            _('rooms in PostgreSQL need psycopg: pip install "junkspace[rooms]"')
        ) from None

    def connect() -> Any:
        # Autocommit: reads need no transaction; writing() opens each one itself.
        return psycopg.connect(url, autocommit=True, connect_timeout=CONNECT_SECONDS)

    try:
        connection = connect()
    except psycopg.Error as err:
        raise StoreError(
            _("cannot reach the rooms database {where}: {error}", where=shown(url), error=err)
        ) from None
    store = RoomStore(connection, "postgresql", shown(url), connect)
    store.create_tables()
    return store


class RoomStore:
    """The rooms database behind one connection (see :func:`open_store`).

    A store is safe to share between the threads of one process (a kernel's poll runs beside
    its cells): every statement holds the store's lock. Each process opens its own store.
    """

    def __init__(
        self,
        connection: Any,
        kind: str,
        location: str,
        reconnect: Callable[[], Any] | None = None,
    ) -> None:
        self.connection = connection
        # A server connection that was lost (the server restarted, the network dropped) is
        # made again by the next statement outside a transaction.
        self._reconnect = reconnect
        #: ``"sqlite"`` or ``"postgresql"``.
        self.kind = kind
        #: Where the rooms are kept, as it may be printed (no password).
        self.location = location
        #: In-process data the room layer keeps per room code (its replayed states).
        self.cache: dict[str, Any] = {}
        #: Held by every statement; hold it to make several steps one, within this process.
        self.lock = threading.RLock()
        self._writing = False
        if kind == "sqlite":
            self._errors: tuple[type[Exception], ...] = (sqlite3.Error,)
            self._taken: tuple[type[Exception], ...] = (sqlite3.IntegrityError,)
        else:
            import psycopg

            self._errors = (psycopg.Error,)
            self._taken = (psycopg.IntegrityError,)

    def __repr__(self) -> str:
        return f"<RoomStore {self.kind} {self.location}>"

    def close(self) -> None:
        """Close the connection."""
        with self.lock:
            self.connection.close()

    # -- statements ---------------------------------------------------------------------

    def _sql(self, sql: str) -> str:
        return sql if self.kind == "sqlite" else sql.replace("?", "%s")

    def _run(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        with self.lock:
            reconnect = self._reconnect
            try:
                return self._execute(sql, params)
            except self._taken:
                raise
            except self._errors as err:
                if reconnect is None or self._writing or not self.connection.closed:
                    raise StoreError(
                        _(
                            "the rooms database {where} failed: {error}",
                            where=self.location,
                            error=err,
                        )
                    ) from None
            try:
                self.connection = reconnect()
                return self._execute(sql, params)
            except self._errors as err:
                raise StoreError(
                    _("the rooms database {where} is lost: {error}", where=self.location, error=err)
                ) from None

    def _execute(self, sql: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
        cursor = self.connection.execute(self._sql(sql), tuple(params))
        rows = cursor.fetchall() if cursor.description is not None else []
        return [tuple(row) for row in rows]

    def _rollback(self) -> None:
        # A transaction on a lost connection is already rolled back by the server.
        with contextlib.suppress(StoreError):
            self._run("ROLLBACK")

    @contextlib.contextmanager
    def writing(self, code: str) -> Iterator[None]:
        """A transaction that holds room ``code`` until it ends: committed if the block ends
        normally, rolled back (nothing written) if it raises."""
        with self.lock:
            if self._writing:
                raise RuntimeError("RoomStore.writing() does not nest")
            if self.kind == "sqlite":
                self._run("BEGIN IMMEDIATE")
            else:
                self._run("BEGIN")
                self._run("SELECT code FROM rooms WHERE code = ? FOR UPDATE", (code,))
            self._writing = True
            try:
                yield
            except BaseException:
                self._writing = False
                self._rollback()
                raise
            self._writing = False
            self._run("COMMIT")

    def create_tables(self) -> None:
        """Create the tables if missing; a StoreError if a newer junkspace wrote them."""
        with self.lock:
            self._run("BEGIN IMMEDIATE" if self.kind == "sqlite" else "BEGIN")
            try:
                if self.kind == "postgresql":
                    # Two kernels creating the tables at once would collide in the catalog.
                    self._run("SELECT pg_advisory_xact_lock(1802)")
                for statement in _SCHEMA:
                    self._run(statement)
                versions = [row[0] for row in self._run("SELECT version FROM room_schema")]
                if not versions:
                    self._run("INSERT INTO room_schema (version) VALUES (?)", (SCHEMA_VERSION,))
                elif max(versions) > SCHEMA_VERSION:
                    raise StoreError(
                        _(
                            "the rooms database {where} was written by a newer junkspace "
                            "(tables version {found}; this one knows {known})",
                            where=self.location,
                            found=max(versions),
                            known=SCHEMA_VERSION,
                        )
                    )
                else:
                    self._migrate(max(versions))
            except BaseException:
                self._rollback()
                raise
            self._run("COMMIT")

    def _migrate(self, version: int) -> None:
        """Bring tables of ``version`` up to :data:`SCHEMA_VERSION` (inside create_tables'
        transaction: all of it or nothing)."""
        for step in range(version, SCHEMA_VERSION):
            for statement in _MIGRATIONS[step]:
                self._run(statement)
        if version < SCHEMA_VERSION:
            self._run("UPDATE room_schema SET version = ?", (SCHEMA_VERSION,))

    # -- rooms --------------------------------------------------------------------------

    def add_room(self, room: Room, seats: Sequence[Seat]) -> None:
        """Insert a room and its seats (inside :meth:`writing`); a TakenError if the code is."""
        try:
            self._run(
                "INSERT INTO rooms (code, game, players, seed, options, creator, created, closed) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    room.code,
                    room.game,
                    room.players,
                    room.seed,
                    json.dumps(room.options, sort_keys=True),
                    room.creator,
                    room.created,
                    room.closed,
                ),
            )
        except self._taken:
            raise TakenError(f"the room code {room.code} is taken") from None
        for seat in seats:
            self._run(
                "INSERT INTO room_seats (code, seat, kind, bot, secret, name, player) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (room.code, seat.seat, seat.kind, seat.bot, seat.secret, seat.name, seat.player),
            )

    def room(self, code: str) -> Room | None:
        """The room with this code, or None."""
        rows = self._run(
            "SELECT code, game, players, seed, options, creator, created, closed "
            "FROM rooms WHERE code = ?",
            (code,),
        )
        if not rows:
            return None
        code, game, players, seed, options, creator, created, closed = rows[0]
        return Room(code, game, players, seed, json.loads(options), creator, created, closed)

    def codes(self) -> list[str]:
        """Every room's code, oldest first."""
        return [row[0] for row in self._run("SELECT code FROM rooms ORDER BY created, code")]

    def close_room(self, code: str, at: float) -> None:
        """Mark the room closed at time ``at`` (inside :meth:`writing`)."""
        self._run("UPDATE rooms SET closed = ? WHERE code = ?", (at, code))

    # -- seats --------------------------------------------------------------------------

    def seats(self, code: str) -> tuple[Seat, ...]:
        """The room's seats in order."""
        rows = self._run(
            "SELECT seat, kind, bot, secret, name, player FROM room_seats "
            "WHERE code = ? ORDER BY seat",
            (code,),
        )
        return tuple(Seat(*row) for row in rows)

    def set_seat(self, code: str, seat: Seat) -> None:
        """Replace a seat's row (inside :meth:`writing`)."""
        self._run(
            "UPDATE room_seats SET kind = ?, bot = ?, secret = ?, name = ?, player = ? "
            "WHERE code = ? AND seat = ?",
            (seat.kind, seat.bot, seat.secret, seat.name, seat.player, code, seat.seat),
        )

    # -- actions ------------------------------------------------------------------------

    def actions(self, code: str, since: int = 0) -> list[Move]:
        """The room's moves from index ``since`` on, in order."""
        rows = self._run(
            "SELECT idx, seat, notation, at FROM room_actions "
            "WHERE code = ? AND idx >= ? ORDER BY idx",
            (code, since),
        )
        return [Move(*row) for row in rows]

    def append(self, code: str, index: int, seat: int, notation: str, at: float) -> None:
        """Insert move ``index``; a :class:`TakenError` if that index is already played."""
        try:
            self._run(
                "INSERT INTO room_actions (code, idx, seat, notation, at) VALUES (?, ?, ?, ?, ?)",
                (code, index, seat, notation, at),
            )
        except self._taken:
            raise TakenError(f"move {index} of room {code} is already played") from None
