"""Where a unit or a shuttle can go in one move, and whom it can attack.

A move is a walk of orthogonal steps, at most the unit's speed, through free cells: one
piece per cell, and nothing passes through another piece. Asteroids and portals can be
crossed but never stopped on. Ordinary units walk on highways, the elite on open space too.
A unit may end its move by stepping into a shuttle on a lane next to its path (its own
shuttle with room, or a free dock where a new shuttle is activated): boarding is one step
more than its speed. Leaving a shuttle, a unit also gets one step more.

Aboriginal guards walk too, on highways and open space, but stay in their asteroid's guard
area (the cells next to it) and move only to attack.

Shuttles sail along lanes; a shuttle that enters a portal may come out of any portal.

>>> from .board import cell, name
>>> stops, boards = unit_reach({}, cell("b1"), "engineering", owner=0)
>>> [name(c) for c in stops]
['b2', 'c2', 'b3']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Set
from functools import lru_cache
from itertools import filterfalse

from ..core.tables import OnFirstUse
from .board import (
    AROUND,
    ASTEROID,
    ASTEROIDS,
    DOCKS,
    HIGHWAY,
    LANE,
    OPEN,
    PORTAL,
    PORTALS,
    STEPS,
    TERRAIN,
    WITHIN_TWO,
    Cell,
)
from .pieces import CAPACITY, Guard, Piece, Shuttle, Unit
from .units import TYPES, Kind

__all__ = [
    "BY_STEPS_ONLY",
    "can_stand",
    "cells_next_to",
    "enemies",
    "exposed",
    "free_step",
    "free_steps",
    "guard_busy",
    "guard_cells",
    "guard_moves",
    "guard_targets",
    "guard_zone",
    "guards_of",
    "shuttle_reach",
    "shuttle_targets",
    "strike_reach",
    "unit_reach",
]

_GROUND = frozenset((HIGHWAY,))
_ROAMING = frozenset((HIGHWAY, OPEN))
_CROSSABLE = frozenset((ASTEROID, PORTAL))


def _ways(stand: frozenset[int]) -> tuple[tuple[tuple[Cell, bool], ...], ...]:
    return tuple(
        tuple(
            (there, TERRAIN[there] in _CROSSABLE)
            for there in STEPS[here]
            if TERRAIN[there] in stand or TERRAIN[there] in _CROSSABLE
        )
        for here in range(len(TERRAIN))
    )


#: For a walker that may stand on open space (``True``: the elite, the guards) or only on
#: highways (``False``), the steps it may take from each cell: ``(cell, crossing)`` pairs,
#: ``crossing`` for an asteroid or portal it may pass but not stop on. Walks read this table
#: instead of the terrain of every neighbour.
_WAYS: dict[bool, tuple[tuple[tuple[Cell, bool], ...], ...]] = {
    False: _ways(_GROUND),
    True: _ways(_ROAMING),
}

#: The cells next to each cell where a walker may stop (``True``: open space too).
_FIRST: dict[bool, tuple[frozenset[Cell], ...]] = {
    roams: tuple(frozenset(c for c, crossing in cells if not crossing) for cells in table)
    for roams, table in _WAYS.items()
}

#: The cells with no lane, asteroid or portal next to them (the bases): a walk from there
#: starts with a step onto a free cell next to it, so :func:`free_step` alone says whether
#: a unit there can move at all.
BY_STEPS_ONLY: frozenset[Cell] = frozenset(
    c
    for c in range(len(TERRAIN))
    if not any(TERRAIN[n] in (LANE, ASTEROID, PORTAL) for n in STEPS[c])
)

#: The lane cells next to each cell, where a walk may end by boarding.
_LANES: tuple[tuple[Cell, ...], ...] = tuple(
    tuple(c for c in STEPS[here] if TERRAIN[c] == LANE) for here in range(len(TERRAIN))
)

#: The cells with a lane next to them.
_SHORE = frozenset(c for c, lanes in enumerate(_LANES) if lanes)


def free_step(at: Mapping[Cell, Piece], origin: Cell, kind: Kind) -> bool:
    """True when a unit of ``kind`` on ``origin`` can step onto a free cell next to it.

    Then it can move (:func:`unit_reach` has stops), which is seen without a walk.

    >>> from .board import cell
    >>> a1, b1 = cell("a1"), cell("b1")  # next to the base a1: the highway b1, open space a2
    >>> free_step({}, a1, "assault"), free_step({b1: Unit(1, "recon")}, a1, "assault")
    (True, False)
    >>> free_step({b1: Unit(1, "recon")}, a1, "elite")  # the elite may stand on open space
    True
    """
    return not at.keys() >= _FIRST[TYPES[kind].roams][origin]


def free_steps(at: Mapping[Cell, Piece], origin: Cell) -> tuple[bool, bool]:
    """:func:`free_step` for an ordinary unit and for the elite on ``origin``, at once.

    >>> from .board import cell
    >>> free_steps({cell("b1"): Unit(1, "recon")}, cell("a1"))
    (False, True)
    """
    keys = at.keys()
    return not keys >= _FIRST[False][origin], not keys >= _FIRST[True][origin]


def can_stand(kind: Kind, terrain: int) -> bool:
    """True when a unit of ``kind`` may stand on a cell of that terrain.

    >>> can_stand("elite", OPEN), can_stand("assault", OPEN)
    (True, False)
    """
    return terrain in (_ROAMING if TYPES[kind].roams else _GROUND)


def unit_reach(
    at: Mapping[Cell, Piece],
    origin: Cell,
    kind: Kind,
    owner: int,
    unloading: bool = False,
) -> tuple[tuple[Cell, ...], tuple[Cell, ...]]:
    """The cells a unit can move to from ``origin``: ``(stops, boardings)``, each sorted.

    ``stops`` are free cells it may stand on; ``boardings`` are lane cells holding its
    owner's shuttle with room, or free docks (where a new shuttle would be activated).
    ``unloading`` (leaving a shuttle) gives one more step and forbids boarding again.
    """
    unit = TYPES[kind]
    stops, lanes = _walk(at, origin, unit.speed + (1 if unloading else 0), unit.roams)
    if unloading or not lanes:
        return stops, ()
    # Boarding is the one step more: a lane next to any cell of the walk (the origin too).
    return stops, tuple(lane for lane in lanes if _boardable(at.get(lane), lane, owner))


def _walk(
    at: Mapping[Cell, Piece], origin: Cell, speed: int, roams: bool
) -> tuple[tuple[Cell, ...], tuple[Cell, ...]]:
    """The free cells within ``speed`` orthogonal steps of ``origin`` where a walker (that may
    stand on open space when ``roams``) may stop, and the lanes next to the walk, each sorted.

    Only the pieces on the cells an unhindered walk would try (``_TRIED``) change the walk,
    so those cells are the key of a bounded cache: random play makes about nine walks in ten
    among blockers seen before, and a walk is several times the cost of finding them.
    """
    tried = _TRIED[origin, roams, speed]
    return _walk_among(frozenset(tried & at.keys()), origin, speed, roams)


@lru_cache(maxsize=4096)
def _walk_among(
    blocked: frozenset[Cell], origin: Cell, speed: int, roams: bool
) -> tuple[tuple[Cell, ...], tuple[Cell, ...]]:
    """:func:`_walk` with pieces on the cells ``blocked``."""
    stops, seen = _steps_around(blocked, origin, speed, roams)
    lanes = {lane for here in seen & _SHORE for lane in _LANES[here]}
    return stops, tuple(sorted(lanes))


def _steps_around(
    blocked: Set[Cell], origin: Cell, speed: int, roams: bool
) -> tuple[tuple[Cell, ...], set[Cell]]:
    """The walk itself, breadth first: its stops (sorted) and every cell it reached,
    crossings and the origin included."""
    ways = _WAYS[roams]
    seen = {origin}
    stops: list[Cell] = []
    frontier = [origin]
    for _ in range(speed):
        nxt: list[Cell] = []
        for here in frontier:
            for there, crossing in ways[here]:
                if there in seen or there in blocked:
                    continue
                seen.add(there)
                nxt.append(there)
                if not crossing:
                    stops.append(there)
        frontier = nxt
    stops.sort()
    return tuple(stops), seen


def _tried(key: tuple[Cell, bool, int]) -> frozenset[Cell]:
    """For a walk ``(origin, roams, speed)``: the cells it tries on an empty board (the
    origin left out). Kept in ``_TRIED``, at most one per cell, kind of walker and speed."""
    origin, roams, speed = key
    _, seen = _steps_around(frozenset(), origin, speed, roams)
    return frozenset(seen - {origin})


_TRIED: OnFirstUse[tuple[Cell, bool, int], frozenset[Cell]] = OnFirstUse(_tried)


def _boardable(piece: Piece | None, lane: Cell, owner: int) -> bool:
    if piece is None:
        return lane in DOCKS
    return isinstance(piece, Shuttle) and piece.owner == owner and len(piece.passengers) < CAPACITY


def shuttle_reach(at: Mapping[Cell, Piece], origin: Cell, speed: int) -> tuple[Cell, ...]:
    """The free lane cells a shuttle on ``origin`` can sail to in up to ``speed`` steps.

    >>> from .board import cell, name
    >>> [name(c) for c in shuttle_reach({}, cell("e7"), 2)]
    ['e5', 'e6']
    """
    seen = {origin}
    stops: list[Cell] = []
    frontier = [origin]
    for _ in range(speed):
        nxt: list[Cell] = []
        for here in frontier:
            for there in STEPS[here]:
                if there in seen:
                    continue
                terrain = TERRAIN[there]
                if terrain == LANE:
                    if there not in at:
                        seen.add(there)
                        stops.append(there)
                        nxt.append(there)
                elif terrain == ASTEROID:
                    seen.add(there)
                    nxt.append(there)
                elif terrain == PORTAL:
                    # The portals are one gate: entering one is leaving by any of them.
                    for gate in PORTALS:
                        if gate not in seen:
                            seen.add(gate)
                            nxt.append(gate)
        frontier = nxt
    stops.sort()
    return tuple(stops)


def strike_reach(kind: Kind, here: Cell) -> tuple[Cell, ...]:
    """The cells a unit (or guard) of ``kind`` on ``here`` can attack.

    Orthogonal neighbours, or for reconnaissance everything within two cells.

    >>> from .board import cell
    >>> len(strike_reach("assault", cell("h5"))), len(strike_reach("recon", cell("h5")))
    (4, 24)
    """
    return WITHIN_TWO[here] if TYPES[kind].ranged else STEPS[here]


def enemies(at: Mapping[Cell, Piece], here: Cell) -> tuple[Cell, ...]:
    """The cells the unit on ``here`` can attack: other factions' units and any guard.

    Units riding in shuttles are out of reach; shuttles only fight shuttles.
    """
    unit = at[here]
    assert isinstance(unit, Unit)
    # The occupied cells in reach first, in one C loop: most often there is none.
    near = tuple(filter(at.__contains__, _STRIKE_CELLS[TYPES[unit.kind].ranged][here]))
    if not near:
        return ()
    owner = unit.owner
    return tuple(
        c
        for c in near
        if type(piece := at[c]) is Guard or (type(piece) is Unit and piece.owner != owner)
    )


def shuttle_targets(at: Mapping[Cell, Piece], here: Cell) -> tuple[Cell, ...]:
    """Other factions' shuttles orthogonally next to the shuttle on ``here``."""
    own = at[here]
    assert isinstance(own, Shuttle)
    return tuple(
        c
        for c in STEPS[here]
        if isinstance(piece := at.get(c), Shuttle) and piece.owner != own.owner
    )


def guard_targets(at: Mapping[Cell, Piece], guard_cell: Cell, units: Set[Cell]) -> tuple[Cell, ...]:
    """The invader's units (on the cells ``units``, see :func:`exposed`) that the guard on
    ``guard_cell`` can attack, sorted.

    >>> from .board import cell, name
    >>> c3 = 4  # the asteroid on c3
    >>> board = {cell("c2"): Guard("assault", c3), cell("c1"): Unit(0, "engineering")}
    >>> [name(c) for c in guard_targets(board, cell("c2"), exposed(board, 0))]
    ['c1']
    """
    guard = at.get(guard_cell)
    if not isinstance(guard, Guard):
        return ()
    return tuple(filter(units.__contains__, _STRIKE_CELLS[TYPES[guard.kind].ranged][guard_cell]))


def guard_moves(at: Mapping[Cell, Piece], guard_cell: Cell, units: Set[Cell]) -> tuple[Cell, ...]:
    """Where the guard on ``guard_cell`` may move before it attacks, sorted.

    A guard walks like a unit of its type (up to its speed, on highways and open space,
    crossing asteroids and portals, no fuel), ends in its asteroid's guard area (the free
    cells next to the asteroid) and moves only to attack: one of the invader's units (on
    the cells ``units``, see :func:`exposed`) must be within its reach from there.

    >>> from .board import cell, name
    >>> c3 = 4  # the asteroid on c3, whose guard area is b2-d2, b3, d3, b4-d4
    >>> board = {cell("c2"): Guard("assault", c3), cell("e2"): Unit(0, "engineering")}
    >>> [name(c) for c in guard_moves(board, cell("c2"), exposed(board, 0))]
    ['d2']
    """
    guard = at.get(guard_cell)
    if not isinstance(guard, Guard):
        return ()
    aims = _aims(at, guard, units)
    if not aims:
        return ()
    stops, _ = _walk(at, guard_cell, TYPES[guard.kind].speed, True)
    return tuple(c for c in stops if c in aims)


def guard_busy(at: Mapping[Cell, Piece], guard_cell: Cell, units: Set[Cell], moving: bool) -> bool:
    """True when the guard on ``guard_cell`` has something to do: an invader unit in its
    reach now or, when guards move, from a cell of its guard area it can walk to.

    ``units`` holds the cells of the invader's units on the board (see :func:`exposed`):
    ``guard_busy`` is ``guard_targets`` or ``guard_moves`` non-empty, found with set
    operations and a walk only when a cell of the guard area would do.

    >>> from .board import cell
    >>> c3 = 4  # the asteroid on c3, whose guard area is b2-d2, b3, d3, b4-d4
    >>> board = {cell("c2"): Guard("assault", c3), cell("e2"): Unit(0, "engineering")}
    >>> guard_busy(board, cell("c2"), exposed(board, 0), True)
    True
    >>> guard_busy(board, cell("c2"), exposed(board, 0), False)  # e2 is out of its reach
    False
    """
    guard = at[guard_cell]
    assert isinstance(guard, Guard)
    reach = _STRIKES[TYPES[guard.kind].ranged]
    if not reach[guard_cell].isdisjoint(units):
        return True
    if not moving:
        return False
    aims = _aims(at, guard, units)
    if not aims:
        return False
    stops, _ = _walk(at, guard_cell, TYPES[guard.kind].speed, True)
    return not aims.isdisjoint(stops)


def exposed(at: Mapping[Cell, Piece], invader: int) -> set[Cell]:
    """The cells of ``invader``'s units on the board (units in shuttles are out of reach)."""
    return {c for c, p in at.items() if type(p) is Unit and p.owner == invader}


def _aims(at: Mapping[Cell, Piece], guard: Guard, units: Set[Cell]) -> set[Cell]:
    """The free cells of the guard's area from which it would reach one of ``units``."""
    ranged = TYPES[guard.kind].ranged
    if _HITS[ranged][guard.home].isdisjoint(units):  # none near enough (half the time)
        return set()
    reach = _STRIKES[ranged]
    return {c for c in _POSTS[guard.home] if c not in at and not reach[c].isdisjoint(units)}


#: The cells a unit on each cell can attack, as sets: orthogonal neighbours (``False``), or
#: everything within two cells for reconnaissance (``True``).
_STRIKES: dict[bool, tuple[frozenset[Cell], ...]] = {
    False: tuple(frozenset(cells) for cells in STEPS),
    True: tuple(frozenset(cells) for cells in WITHIN_TWO),
}


#: The same cells as sorted tuples, for a search of the occupied ones in order.
_STRIKE_CELLS: dict[bool, tuple[tuple[Cell, ...], ...]] = {
    ranged: tuple(tuple(sorted(cells)) for cells in table) for ranged, table in _STRIKES.items()
}


#: For each asteroid, the cells of its guard area: around it, on highway or open space.
_POSTS: tuple[tuple[Cell, ...], ...] = tuple(
    tuple(c for c in AROUND[a.cell] if TERRAIN[c] in _ROAMING) for a in ASTEROIDS
)


#: For a guard of each asteroid (reconnaissance, ``True``, or not): the cells it could attack
#: from some cell of its guard area. With reconnaissance reach, the widest, this is the
#: asteroid's guard zone: an invader with no unit there has nothing to fear from its guards.
_HITS: dict[bool, tuple[frozenset[Cell], ...]] = {
    ranged: tuple(frozenset(t for c in posts for t in reach[c]) for posts in _POSTS)
    for ranged, reach in _STRIKES.items()
}


def guard_zone(asteroid: int) -> frozenset[Cell]:
    """The cells the guards of ``asteroid`` could attack, now or after a move.

    >>> from .board import cell
    >>> c3 = 4  # the asteroid on c3
    >>> cell("e2") in guard_zone(c3), cell("h2") in guard_zone(c3)
    (True, False)
    """
    return _HITS[True][asteroid]


def guards_of(at: Mapping[Cell, Piece], asteroid: int) -> tuple[Cell, ...]:
    """The cells of the guards of ``asteroid`` on the board (next to it, sorted)."""
    # The taken cells of the guard area first, in one C loop: units may stand there too.
    return tuple(
        c
        for c in filter(at.__contains__, _POSTS[asteroid])
        if type(piece := at[c]) is Guard and piece.home == asteroid
    )


def guard_cells(at: Mapping[Cell, Piece], asteroid: int) -> tuple[Cell, ...]:
    """Free cells next to an asteroid (highway or open space) where a guard can be set up."""
    return tuple(filterfalse(at.__contains__, _POSTS[asteroid]))  # in C: the guards ask often


def cells_next_to(
    at: Mapping[Cell, Piece], asteroids: Iterable[int], kind: Kind
) -> tuple[Cell, ...]:
    """Free cells next to any of ``asteroids`` where a unit of ``kind`` may stand, sorted.

    >>> from .board import cell, name
    >>> c3 = 4  # the asteroid on c3: highways and open space around it; c2 is taken
    >>> [name(c) for c in cells_next_to({cell("c2"): Unit(0, "recon")}, [c3], "assault")]
    ['b2', 'd2', 'b3', 'b4']
    >>> [name(c) for c in cells_next_to({cell("c2"): Unit(0, "recon")}, [c3], "elite")]
    ['b2', 'd2', 'b3', 'd3', 'b4', 'c4', 'd4']
    """
    around = _STANDING_AROUND[TYPES[kind].roams]
    found = {c for a in asteroids for c in around[a] if c not in at}
    return tuple(sorted(found))


#: For an ordinary unit (``False``) and the elite (``True``): the cells next to each asteroid
#: (by number) where it may stand.
_STANDING_AROUND: dict[bool, tuple[tuple[Cell, ...], ...]] = {
    roams: tuple(tuple(c for c in AROUND[a.cell] if TERRAIN[c] in stand) for a in ASTEROIDS)
    for roams, stand in ((False, _GROUND), (True, _ROAMING))
}
