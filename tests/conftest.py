"""Fixtures shared by the whole test suite."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from playing import TABLES

from junkspace.rooms import ENVIRONMENT

#: The longest modules, longest first (seconds on one of three workers on two cores, measured
#: 2026-12-03), run first: with ``--dist loadscope`` pytest-xdist hands out whole modules in
#: collection order, so a long module left for last would keep one worker busy while the
#: others sit idle. (xdist 3.8 would reorder modules by their number of tests, putting these
#: one-test modules last: ``--no-loadscope-reorder`` in pyproject.toml's addopts keeps ours.)
LONGEST_FIRST = (
    "tests/test_binder.py",  # 638
    "tests/browser/test_what_pages_see.py",  # 202
    "tests/bots/test_mcts.py",  # 180
    "tests/browser/test_app_panes.py",  # 165
    "tests/browser/test_kernels_go_away.py",  # 151
    "tests/browser/test_page_languages.py",  # 142
    "tests/browser/test_accessibility.py",  # 139
    "tests/browser/test_rooms.py",  # 129
    "tests/test_views.py",  # 122
    "tests/browser/test_side_column.py",  # 107
    "tests/browser/test_server_guards.py",  # 104
    "tests/teaching/test_grading.py",  # 98
    "tests/widgets/test_what_pages_see.py",  # 79
    "tests/test_docs.py",  # 69
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
