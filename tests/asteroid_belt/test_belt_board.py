"""The standard board: the text map, the asteroid classes and counts, portals and docks."""

from __future__ import annotations

from collections import Counter
from importlib import resources

import pytest

from junkspace.asteroid_belt import ASTEROIDS, CLASSES, PORTALS, cell, name
from junkspace.asteroid_belt.board import (
    AROUND,
    ASTEROID,
    BASES,
    DOCKS,
    HEIGHT,
    HIGHWAY,
    LANE,
    MAP,
    PORTAL,
    STEPS,
    TERRAIN,
    WIDTH,
)


@pytest.mark.parametrize(
    "grade, points, resources_, guards, count",
    [
        (1, 1, 15, ("engineering",), 10),
        (2, 2, 25, ("assault",), 6),
        (3, 2, 25, ("engineering", "engineering"), 8),
        (4, 3, 35, ("engineering", "recon"), 4),
        (5, 4, 45, ("assault", "recon"), 5),
    ],
)
def test_asteroid_classes_and_counts_as_the_text_lists_them(
    grade: int, points: int, resources_: int, guards: tuple[str, ...], count: int
) -> None:
    kind = CLASSES[grade]
    assert (kind.points, kind.resources, kind.guards) == (points, resources_, guards)
    assert Counter(a.grade for a in ASTEROIDS)[grade] == count


def test_only_class_3_builds_shuttles_and_only_class_5_pays_every_turn() -> None:
    assert [g for g, c in CLASSES.items() if c.shipyard] == [3]
    assert {g: c.income for g, c in CLASSES.items() if c.income} == {5: 2}


def test_the_three_bases_are_class_5_corners() -> None:
    corners = {0, WIDTH - 1, (HEIGHT - 1) * WIDTH}
    assert [name(c) for c in BASES] == ["a1", "x1", "a16"]
    assert set(BASES) == corners
    assert all(
        ASTEROIDS[a].grade == 5 for a in range(len(ASTEROIDS)) if ASTEROIDS[a].base is not None
    )


def test_six_portals_numbered_in_reading_order() -> None:
    assert len(PORTALS) == 6 and list(PORTALS) == sorted(PORTALS)
    assert all(any(TERRAIN[n] == LANE for n in STEPS[p]) for p in PORTALS), "lanes lead in"


def test_the_map_is_the_checked_in_text() -> None:
    text = resources.files("junkspace.asteroid_belt").joinpath("board.txt").read_text()
    rows = [line.split()[1] for line in text.splitlines() if line[:3].strip().isdigit()]
    assert tuple(rows) == MAP
    assert MAP[cell("c3") // WIDTH][cell("c3") % WIDTH] == "2"


def test_every_asteroid_can_be_reached_and_claimed_from_a_highway() -> None:
    for a in ASTEROIDS:
        assert any(TERRAIN[n] == HIGHWAY for n in AROUND[a.cell]), name(a.cell)


def test_every_class_3_asteroid_has_a_dock() -> None:
    docked = {a for yards in DOCKS.values() for a in yards}
    assert docked == {a.id for a in ASTEROIDS if a.grade == 3}


def test_the_highways_are_one_network() -> None:
    start = BASES[0]
    seen, frontier = {start}, [start]
    while frontier:
        here = frontier.pop()
        for there in STEPS[here]:
            if there not in seen and TERRAIN[there] in (HIGHWAY, ASTEROID, PORTAL):
                seen.add(there)
                frontier.append(there)
    assert all(c in seen for c in range(WIDTH * HEIGHT) if TERRAIN[c] == HIGHWAY)


def test_every_lane_leads_to_a_portal() -> None:
    for lane in (c for c in range(WIDTH * HEIGHT) if TERRAIN[c] == LANE):
        seen, frontier, found = {lane}, [lane], False
        while frontier and not found:
            here = frontier.pop()
            for there in STEPS[here]:
                found = found or TERRAIN[there] == PORTAL
                if there not in seen and TERRAIN[there] in (LANE, ASTEROID):
                    seen.add(there)
                    frontier.append(there)
        assert found, name(lane)
