"""The rooms tests run on both databases: SQLite always, PostgreSQL when a server is given.

``JUNKSPACE_TEST_POSTGRES`` is the URL of a PostgreSQL server the tests may use (.ci/run
starts a throw-away one and sets it). Each test gets a schema of its own there, dropped
afterwards. Without the variable the PostgreSQL tests are skipped, saying why, except in CI
(``CI`` set), where a missing server is a failure.
"""

from __future__ import annotations

import os
import secrets
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest

from junkspace.rooms import RoomStore, open_store

POSTGRES = os.environ.get("JUNKSPACE_TEST_POSTGRES", "")


def _postgres_schema() -> Iterator[str]:
    """The URL of a fresh schema on the test server, dropped afterwards."""
    if not POSTGRES:
        message = (
            "no PostgreSQL server: set JUNKSPACE_TEST_POSTGRES=postgresql://... "
            "(.ci/run starts one with .ci/postgres)"
        )
        if os.environ.get("CI"):
            pytest.fail(f"CI must test the rooms on PostgreSQL, but there is {message}")
        pytest.skip(message)
    import psycopg

    schema = f"rooms_test_{secrets.token_hex(6)}"
    with psycopg.connect(POSTGRES, autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
    options = urllib.parse.quote(f"-c search_path={schema}")
    separator = "&" if "?" in POSTGRES else "?"
    try:
        yield f"{POSTGRES}{separator}options={options}"
    finally:
        with psycopg.connect(POSTGRES, autocommit=True) as admin:
            admin.execute(f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture(params=["sqlite", "postgresql"])
def where(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """Where a test's rooms are kept: a fresh SQLite file, or a fresh PostgreSQL schema."""
    if request.param == "sqlite":
        yield str(tmp_path / "rooms.sqlite3")
    else:
        yield from _postgres_schema()


@pytest.fixture
def postgresql() -> Iterator[str]:
    """The URL of a fresh PostgreSQL schema (for what only a server connection does)."""
    yield from _postgres_schema()


def _opened(where: str) -> Iterator[RoomStore]:
    opened = open_store(where)
    try:
        yield opened
    finally:
        opened.close()


@pytest.fixture
def store(where: str) -> Iterator[RoomStore]:
    """A store at :func:`where`, closed afterwards."""
    yield from _opened(where)


@pytest.fixture
def other(where: str) -> Iterator[RoomStore]:
    """A second store on the same database: another kernel."""
    yield from _opened(where)
