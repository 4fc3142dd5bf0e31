"""The rooms database: one append-only list of moves per room, keyed by (room, index)."""

from __future__ import annotations

import socket
import sqlite3
from pathlib import Path

import pytest

from junkspace import rooms
from junkspace.i18n import speaking
from junkspace.rooms import RoomStore, open_store
from junkspace.rooms.codes import secret_digest
from junkspace.rooms.store import SCHEMA_VERSION, Room, Seat, TakenError, shown


def _room(store: RoomStore, code: str = "BCDFGH") -> None:
    with store.writing(code):
        store.add_room(
            Room(code, "junk_orbit", 2, 7, {}, "digest", 0.0, None),
            [Seat(0, "open", None, None, ""), Seat(1, "open", None, None, "")],
        )


def test_the_same_index_cannot_be_appended_twice(store: RoomStore, other: RoomStore) -> None:
    _room(store)
    with store.writing("BCDFGH"):
        store.append("BCDFGH", 0, 0, "launch E05 cw TYC", 1.0)
    with (
        pytest.raises(TakenError, match="move 0 of room BCDFGH is already played"),
        other.writing("BCDFGH"),
    ):
        other.append("BCDFGH", 0, 1, "launch L16 cw OLY", 2.0)
    assert [m.notation for m in store.actions("BCDFGH")] == ["launch E05 cw TYC"]
    # The failed transaction was rolled back whole: the other kernel can still write.
    with other.writing("BCDFGH"):
        other.append("BCDFGH", 1, 0, "move PLA", 2.0)
    assert [m.index for m in store.actions("BCDFGH")] == [0, 1]


def test_a_room_code_cannot_be_taken_twice(store: RoomStore) -> None:
    _room(store)
    with pytest.raises(TakenError, match="room code BCDFGH is taken"):
        _room(store)
    assert store.codes() == ["BCDFGH"]


def test_a_failed_write_leaves_nothing_behind(store: RoomStore) -> None:
    _room(store)
    with pytest.raises(RuntimeError), store.writing("BCDFGH"):
        store.append("BCDFGH", 0, 0, "launch E05 cw TYC", 1.0)
        raise RuntimeError("the kernel was interrupted")
    assert store.actions("BCDFGH") == []


def test_sqlite_runs_in_wal_mode_with_a_busy_timeout(tmp_path: Path) -> None:
    store = open_store(tmp_path / "new" / "folder" / "rooms.sqlite3")
    try:
        assert store.connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert store.connection.execute("PRAGMA busy_timeout").fetchone()[0] == 30_000
    finally:
        store.close()


def test_a_folder_where_the_file_should_be_is_refused(tmp_path: Path) -> None:
    with pytest.raises(rooms.StoreError, match="is a folder; give a file name"):
        open_store(tmp_path)


def test_a_folder_that_cannot_be_made_is_said_in_a_sentence(tmp_path: Path) -> None:
    """Not '[Errno 17] File exists': which part of the path is in the way, in the language
    spoken (fails on the old code, which showed the OSError's own text)."""
    (tmp_path / "taken").write_text("", encoding="utf-8")
    where = tmp_path / "taken" / "rooms.sqlite3"
    said = {}
    for language in ("en", "fr"):
        with speaking(language), pytest.raises(rooms.StoreError) as raised:
            open_store(where)
        said[language] = str(raised.value)
    assert said == {
        "en": f"cannot make the folder for the rooms database {str(where)!r}: "
        f"{tmp_path / 'taken'} is a file, not a folder",
        "fr": f"impossible de créer le dossier de la base des salles {str(where)!r} : "
        f"{tmp_path / 'taken'} est un fichier, pas un dossier",
    }


def test_a_database_from_a_newer_junkspace_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "rooms.sqlite3"
    open_store(path).close()
    with sqlite3.connect(path) as raw:
        raw.execute("UPDATE room_schema SET version = ?", (SCHEMA_VERSION + 1,))
    with pytest.raises(rooms.StoreError, match="written by a newer junkspace"):
        open_store(path)


def test_a_postgresql_server_that_does_not_answer_is_named(tmp_path: Path) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    url = f"postgresql://class:s3cret@127.0.0.1:{port}/rooms"
    with pytest.raises(rooms.StoreError) as raised:
        open_store(url)
    message = str(raised.value)
    assert f"cannot reach the rooms database postgresql://class:***@127.0.0.1:{port}" in message
    assert "s3cret" not in shown(url)


def test_a_restored_database_is_replayed_afresh(tmp_path: Path) -> None:
    """A kernel's cached replay is checked against the database, not trusted."""
    path = tmp_path / "rooms.sqlite3"
    store = open_store(path)
    code, _creator = rooms.create_room(store, "junk_orbit", 2, 7, {}, ["human", "human"])
    _seat, secret = rooms.claim(store, code)
    rooms.play(store, code, 0, secret, 0, "launch E05 cw TYC")
    rooms.play(store, code, 0, secret, 1, "move PLA")
    assert rooms.info(store, code).moves == 2
    # The teacher puts back an older copy where another first move was played.
    with sqlite3.connect(path) as raw:
        raw.execute("DELETE FROM room_actions")
        raw.execute("INSERT INTO room_actions VALUES (?, 0, 0, 'launch L16 cw OLY', 0)", (code,))
    assert rooms.history(store, code) == ["launch L16 cw OLY"]
    assert [str(a) for a in rooms.record(store, code).actions] == ["launch L16 cw OLY"]
    store.close()


def test_the_rooms_are_where_the_environment_says(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(rooms.ENVIRONMENT, "/srv/class/rooms.sqlite3")
    assert rooms.rooms_location() == "/srv/class/rooms.sqlite3"
    monkeypatch.delenv(rooms.ENVIRONMENT)
    assert rooms.rooms_location() == str(rooms.default_location())


def _cut(store: RoomStore, url: str) -> None:
    """End the store's server connection from the server's side, as a restart would."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (store.connection.info.backend_pid,))


def test_a_lost_server_connection_is_made_again(postgresql: str) -> None:
    store = open_store(postgresql)
    code, _ = rooms.create_room(store, "junk_orbit", 2, 7, {}, ["human", "human"])
    _seat, secret = rooms.claim(store, code)
    rooms.play(store, code, 0, secret, 0, "launch E05 cw TYC")
    _cut(store, postgresql)
    assert rooms.history(store, code) == ["launch E05 cw TYC"]
    # Lost in the middle of a move: the move fails, whole, and the next one goes through.
    with pytest.raises(rooms.StoreError, match="failed"), store.writing(code):
        _cut(store, postgresql)
        store.append(code, 1, 0, "move PLA", 1.0)
    assert rooms.history(store, code) == ["launch E05 cw TYC"]
    rooms.play(store, code, 0, secret, 1, "move PLA")
    assert rooms.history(store, code) == ["launch E05 cw TYC", "move PLA"]
    store.close()


def test_a_database_from_before_player_keys_is_brought_up_to_date(where: str) -> None:
    old = open_store(where)
    _room(old)
    with old.writing("BCDFGH"):  # the tables as version 1 made them: seats without a player
        old.connection.execute("ALTER TABLE room_seats DROP COLUMN player")
        old.connection.execute("UPDATE room_schema SET version = 1")
    old.close()
    store = open_store(where)
    try:
        assert store.seats("BCDFGH")[0] == Seat(0, "open", None, None, "", None)
        rooms.claim(store, "BCDFGH", 0, "Ana", player="browser key")
        assert store.seats("BCDFGH")[0].player == secret_digest("browser key")
        assert [row[0] for row in store._run("SELECT version FROM room_schema")] == [SCHEMA_VERSION]
    finally:
        store.close()
