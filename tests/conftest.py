"""Fixtures shared by the whole test suite."""

from __future__ import annotations

import pytest
from playing import TABLES


@pytest.fixture(params=TABLES, ids=[f"{g}-{p}p" for g, p in TABLES])
def table(request: pytest.FixtureRequest) -> tuple[str, int]:
    """One (game, players) pair at a time."""
    return request.param
