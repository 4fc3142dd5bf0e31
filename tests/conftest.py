"""Fixtures shared by the whole test suite."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from playing import TABLES

from junkspace.rooms import ENVIRONMENT

#: The longest modules (minutes each, mostly waiting on servers, kernels and browsers), run
#: first: pytest-xdist hands out whole modules in collection order (``--dist loadscope``), so a
#: long module left for last would keep one worker busy while the others sit idle.
LONGEST_FIRST = (
    "tests/test_binder.py",
    "tests/browser/test_kernels_go_away.py",
    "tests/browser/test_what_pages_see.py",
    "tests/test_docs.py",
    "tests/teaching/test_grading.py",
    "tests/browser/test_rooms.py",
    "tests/browser/test_server_guards.py",
    "tests/bots/test_mcts.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Put the :data:`LONGEST_FIRST` modules first, in that order (the rest keep theirs)."""
    rank = {path: i for i, path in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::")[0], len(rank)))


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
