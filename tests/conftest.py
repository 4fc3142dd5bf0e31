"""Fixtures shared by the whole test suite."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from playing import TABLES

from junkspace.rooms import ENVIRONMENT


@pytest.fixture(params=TABLES, ids=[f"{g}-{p}p" for g, p in TABLES])
def table(request: pytest.FixtureRequest) -> tuple[str, int]:
    """One (game, players) pair at a time."""
    return request.param


@pytest.fixture(autouse=True, scope="session")
def rooms_in_a_temporary_file(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Rooms made by tests (and by the servers and kernels they start, which inherit the
    environment) go to a temporary file, never into the user's own data folder."""
    before = os.environ.get(ENVIRONMENT)
    os.environ[ENVIRONMENT] = str(tmp_path_factory.mktemp("rooms") / "rooms.sqlite3")
    yield
    if before is None:
        del os.environ[ENVIRONMENT]
    else:
        os.environ[ENVIRONMENT] = before
