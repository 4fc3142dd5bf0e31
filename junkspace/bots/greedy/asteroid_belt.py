"""What a good Asteroid Belt position looks like, as the greedy bot scores it.

Points come from mines, and a mine is the end of a long road: bring units near an asteroid,
put the Target chip on it, beat its guards, then move a unit next to the Flag. The terms
value each step of that road, and what it takes (units, resources), from one seat's point
of view; the score is their weighted sum. The weights were set by hand and checked in play
(see docs/performance.md); change one, add a term, and measure again with
``junkspace simulate``.

==================  =======  ===============================================================
term                weight   what it measures
==================  =======  ===============================================================
``points``          1.0      victory points: the score itself
``victory``         50.0     1 once the game is over and won: a win outweighs every promise
``flags``           0.8      points of the Flags, the more the nearer my closest unit
``sieges``          0.5      points of the asteroids carrying my Target, by the share of
                             their guards beaten and of those left my units close by can fight
``prospects``       0.15     points of the other asteroids still to win, the more the nearer
                             my closest unit
``forces``          0.4      my units in play (board, shuttles, base), by their strength
``resources``       0.02     resources, up to 60 (more are not needed soon)
``pressure``        0.3      guards of my Targets and enemy units my units can attack from
                             where they stand
``threats``         -0.25    strength of my units that a guard of my Targets or an enemy
                             unit can attack from where they stand
``invaders``        -0.3     strength of rival units besieging their own Targets: the units
                             the guards fight when I command them (so my guards move and
                             attack to beat them)
``chips``           0.1      the elite's chips not used yet
==================  =======  ===============================================================

*Nearness* is ``0.5 ** moves``: 1 for a unit next to the asteroid, ½ one move away, ¼ two
moves away, counting the moves its type needs along the cells it may walk (the board, not
the pieces on it). Each asteroid counts the nearest of my units, so units spread out over
several asteroids score better than a crowd at one. Flags, sieges and prospects are worth
nothing to a seat that has no turn left before the turn cap.

>>> import junkspace
>>> state = junkspace.new_game("asteroid_belt", players=2, seed=1)
>>> {name: round(value, 2) for name, value in HEURISTIC.measures(state, 0).items()}
{'points': 0.0, 'victory': 0.0, 'flags': 0.0, 'sieges': 0.0, 'prospects': 6.79, \
'forces': 11.0, 'resources': 30.0, 'pressure': 0.0, 'threats': 0.0, 'invaders': 0.0, \
'chips': 3.0}
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from ...asteroid_belt import AsteroidBeltState, Guard, Guarding, Over, Protecting, Unit
from ...asteroid_belt.board import (
    AROUND,
    ASTEROID,
    ASTEROIDS,
    CELLS,
    CLASSES,
    HIGHWAY,
    OPEN,
    PORTAL,
    STEPS,
    TERRAIN,
    WITHIN_TWO,
    Cell,
)
from ...asteroid_belt.reach import strike_reach
from ...asteroid_belt.units import KINDS, TYPES, Kind
from . import Heuristic, Term

__all__ = [
    "HEURISTIC",
    "STRENGTH",
    "chips",
    "flags",
    "forces",
    "has_turn_ahead",
    "invaders",
    "moves_to",
    "points",
    "pressure",
    "prospects",
    "resources",
    "sieges",
    "survey",
    "threats",
    "victory",
]

#: How much each unit type counts in ``forces`` and ``threats``: roughly its price in tens.
STRENGTH: dict[Kind, float] = {"engineering": 1.0, "assault": 2.0, "recon": 2.0, "elite": 3.0}

#: Resources beyond this count for nothing more in ``resources``.
RESOURCES_CAP = 60

_POINTS = tuple(CLASSES[a.grade].points for a in ASTEROIDS)
_GUARDS = tuple(len(CLASSES[a.grade].guards) for a in ASTEROIDS)
_UNREACHABLE = CELLS  # more steps than any walk on the board


@cache
def _steps_to(roams: bool, asteroid: int) -> tuple[int, ...]:
    """Steps from every cell to a cell next to ``asteroid`` where such a unit may stand.

    A breadth-first walk out from those cells, over the cells the unit may stand on and the
    asteroids and portals it may cross, ignoring the pieces. A lane cell (a unit in a
    shuttle) is one step from its walkable neighbours.
    """
    stand = (HIGHWAY, OPEN) if roams else (HIGHWAY,)
    passable = (*stand, ASTEROID, PORTAL)
    steps = [_UNREACHABLE] * CELLS
    frontier = [c for c in AROUND[ASTEROIDS[asteroid].cell] if TERRAIN[c] in stand]
    for c in frontier:
        steps[c] = 0
    while frontier:
        nxt = []
        for here in frontier:
            for there in STEPS[here]:
                if steps[there] == _UNREACHABLE and TERRAIN[there] in passable:
                    steps[there] = steps[here] + 1
                    nxt.append(there)
        frontier = nxt
    for c in range(CELLS):
        if steps[c] == _UNREACHABLE:
            steps[c] = 1 + min((steps[n] for n in STEPS[c]), default=_UNREACHABLE)
    return tuple(steps)


def moves_to(kind: Kind, origin: Cell, asteroid: int) -> float:
    """How many moves a unit of ``kind`` on ``origin`` needs to stand next to ``asteroid``.

    >>> from junkspace.asteroid_belt import cell
    >>> from junkspace.asteroid_belt.board import ASTEROID_AT
    >>> f1 = ASTEROID_AT[cell("f1")]
    >>> moves_to("engineering", cell("a1"), f1), moves_to("assault", cell("a1"), f1)  # b1 ... e2
    (2.5, 1.25)
    """
    unit = TYPES[kind]
    return _steps_to(unit.roams, asteroid)[origin] / unit.speed


@cache
def _nearness(kind: Kind, origin: Cell) -> tuple[float, ...]:
    return tuple(0.5 ** moves_to(kind, origin, a) for a in range(len(ASTEROIDS)))


#: The cells within two cells of each asteroid, diagonals included.
_AROUND_TWO = tuple(frozenset(WITHIN_TWO[a.cell]) for a in ASTEROIDS)


class Survey:
    """What the terms need to know about one position, gathered in one pass over it.

    ``units`` lists each seat's units in play as ``(cell, kind)`` (a unit in a shuttle is on
    the shuttle's cell, one waiting on its base on the base); ``standing`` those on the
    board, by cell. ``guards`` counts the guards standing next to each asteroid;
    ``attackers`` are the pieces that can attack a unit, as ``(cell, kind, owner, home)``
    (a guard has no owner, and ``home`` is its asteroid). ``flags`` lists the asteroids
    carrying a Flag, ``targets`` each seat's targeted asteroids, and ``open`` the asteroids
    still to win (no mine nor Flag) with the seat whose Target they carry.
    """

    __slots__ = (
        "_near",
        "attackers",
        "flags",
        "guards",
        "open",
        "standing",
        "state",
        "targets",
        "units",
    )

    def __init__(self, state: AsteroidBeltState) -> None:
        self.state = state
        players = state.players
        self.units: list[list[tuple[Cell, Kind]]] = [[] for _ in range(players)]
        self.standing: list[dict[Cell, Kind]] = [{} for _ in range(players)]
        self.guards: dict[int, int] = {}
        self.attackers: list[tuple[Cell, Kind, int | None, int]] = []
        for c, piece in state.pieces:
            if isinstance(piece, Unit):
                self.units[piece.owner].append((c, piece.kind))
                self.standing[piece.owner][c] = piece.kind
                self.attackers.append((c, piece.kind, piece.owner, -1))
            elif isinstance(piece, Guard):
                self.guards[piece.home] = self.guards.get(piece.home, 0) + 1
                self.attackers.append((c, piece.kind, None, piece.home))
            else:
                self.units[piece.owner].extend((c, rider.kind) for rider in piece.passengers)
        bases = state.seating.bases
        for seat in range(players):
            base = bases[seat]
            for kind, count in zip(KINDS, state.reserve[seat], strict=True):
                self.units[seat].extend([(base, kind)] * count)
        self.flags: list[int] = []
        self.targets: list[list[int]] = [[] for _ in range(players)]
        self.open: list[tuple[int, int | None]] = []
        for a, site in enumerate(state.sites):
            if site.flag:
                self.flags.append(a)
            elif site.owner is None:
                self.open.append((a, site.target))
                if site.target is not None:
                    self.targets[site.target].append(a)
        self._near: dict[int, list[float]] = {}

    def nearness(self, seat: int) -> list[float]:
        """For every asteroid, ``0.5 ** moves`` of the seat's nearest unit (0 without units)."""
        found = self._near.get(seat)
        if found is None:
            rows = [_nearness(kind, c) for c, kind in self.units[seat]]
            found = list(map(max, zip(*rows, strict=True))) if rows else [0.0] * len(ASTEROIDS)
            self._near[seat] = found
        return found


# A heuristic asks about the same position once per term (and the search once per seat):
# the survey of the last position asked about is kept for the next question.
_last: list[Survey] = []


def survey(state: AsteroidBeltState) -> Survey:
    """The :class:`Survey` of ``state`` (made once, however many terms ask)."""
    if not _last or _last[0].state is not state:
        _last[:] = [Survey(state)]
    return _last[0]


def has_turn_ahead(state: AsteroidBeltState, seat: int) -> bool:
    """True while the seat still has a turn to play, this one included, before the turn cap."""
    phase = state.phase
    if isinstance(phase, Protecting):
        phase = phase.resume
    if isinstance(phase, Over):
        return False
    rounds = state.rules.rounds
    if rounds is None:
        return True
    # ``turn`` is the number of the active seat's turn; after its end (the guards' step) the
    # seat's next turn is a whole round away.
    ahead = (seat - state.active) % state.players
    if ahead == 0 and isinstance(phase, Guarding):
        ahead = state.players
    return state.turn + ahead < rounds * state.players


def points(state: AsteroidBeltState, seat: int) -> float:
    """The seat's victory points."""
    return float(state.points(seat))


def victory(state: AsteroidBeltState, seat: int) -> float:
    """1 once the game is over and the seat has won it (alone or tied), else 0.

    A won game must outweigh every promise the other terms see in an unfinished one (they
    count nothing once the game is over).
    """
    return 1.0 if state.is_over and seat in state.winners() else 0.0


def _points_in_reach(state: AsteroidBeltState, seat: int, asteroids: Iterable[int]) -> float:
    """The points of ``asteroids``, each by the nearness of the seat's closest unit (nothing
    for a seat with no turn left)."""
    if not has_turn_ahead(state, seat):
        return 0.0
    near = survey(state).nearness(seat)
    return sum(_POINTS[a] * near[a] for a in asteroids)


def flags(state: AsteroidBeltState, seat: int) -> float:
    """Points of the Flags on the board, each by the nearness of the seat's closest unit.

    The first unit of any faction to move next to a Flag builds the mine.
    """
    return _points_in_reach(state, seat, survey(state).flags)


def sieges(state: AsteroidBeltState, seat: int) -> float:
    """Points of the asteroids carrying the seat's Target, by the share of guards beaten.

    An asteroid whose guards all stand counts ``1 / (guards + 1)`` of its points, and each
    beaten guard adds as much; times the share of the guards left that the seat has units
    at hand to fight (its units on the board within two cells of the asteroid, one for each
    guard): a Target without units close by only calls the guards out.
    """
    if not has_turn_ahead(state, seat):
        return 0.0
    seen = survey(state)
    standing = seen.standing[seat].keys()
    total = 0.0
    for a in seen.targets[seat]:
        left = len(state.sites[a].waiting) + seen.guards.get(a, 0)
        beaten = _GUARDS[a] - left
        at_hand = len(_AROUND_TWO[a] & standing)
        total += _POINTS[a] * (beaten + 1) / (_GUARDS[a] + 1) * min(1.0, at_hand / max(left, 1))
    return total


def prospects(state: AsteroidBeltState, seat: int) -> float:
    """Points of the asteroids still to win (no mine nor Flag), by nearness.

    This is what draws units out of the base and towards the asteroids worth most.
    """
    return _points_in_reach(state, seat, (a for a, _ in survey(state).open))


def forces(state: AsteroidBeltState, seat: int) -> float:
    """The strength of the seat's units in play (see ``STRENGTH``): the rest is in repair."""
    return sum(STRENGTH[kind] for _, kind in survey(state).units[seat])


def resources(state: AsteroidBeltState, seat: int) -> float:
    """The seat's resources, up to ``RESOURCES_CAP``: fuel for moves, units to build."""
    return float(min(state.resources[seat], RESOURCES_CAP))


def threats(state: AsteroidBeltState, seat: int) -> float:
    """The strength of the seat's units on the board that can be attacked where they stand.

    By an enemy unit (in its owner's turn), or by a guard of an asteroid carrying the
    seat's Target (the guards attack after the seat's turn).
    """
    seen = survey(state)
    mine = seen.standing[seat]
    if not mine:
        return 0.0
    sites = state.sites
    exposed: set[Cell] = set()
    for c, kind, owner, home in seen.attackers:
        if owner == seat or (owner is None and sites[home].target != seat):
            continue
        exposed.update(n for n in strike_reach(kind, c) if n in mine)
    return sum(STRENGTH[mine[c]] for c in exposed)


def invaders(state: AsteroidBeltState, seat: int) -> float:
    """The strength of rival units on the board within two cells of their own Targets.

    Those are the units the guards attack: when the seat commands the guards against a
    rival (after the rival's turn), every one of them beaten counts for the seat, so it
    moves its guards to where they reach an invader and picks the attack that pays.
    """
    seen = survey(state)
    total = 0.0
    for rival in range(state.players):
        if rival == seat or not seen.targets[rival]:
            continue
        near = frozenset().union(*(_AROUND_TWO[a] for a in seen.targets[rival]))
        total += sum(STRENGTH[kind] for c, kind in seen.standing[rival].items() if c in near)
    return total


def pressure(state: AsteroidBeltState, seat: int) -> float:
    """How many guards of the seat's Targets, and enemy units, its units can attack from
    where they stand (each counted once): the guards have to be beaten from close by."""
    seen = survey(state)
    mine = seen.standing[seat]
    if not mine:
        return 0.0
    sites = state.sites
    within: set[Cell] = set()
    for c, kind in mine.items():
        within.update(strike_reach(kind, c))
    return float(
        sum(
            1
            for c, _, owner, home in seen.attackers
            if c in within
            and ((owner is None and sites[home].target == seat) or owner not in (None, seat))
        )
    )


def chips(state: AsteroidBeltState, seat: int) -> float:
    """How many of its three one-shot chips the seat's elite still holds."""
    return float(len(state.chips[seat]))


#: The Asteroid Belt heuristic the greedy bot uses (named in junkspace/asteroid_belt/game.py).
HEURISTIC: Heuristic[AsteroidBeltState] = Heuristic(
    "asteroid_belt",
    (
        Term("points", 1.0, points),
        Term("victory", 50.0, victory),
        Term("flags", 0.8, flags),
        Term("sieges", 0.5, sieges),
        Term("prospects", 0.15, prospects),
        Term("forces", 0.4, forces),
        Term("resources", 0.02, resources),
        Term("pressure", 0.3, pressure),
        Term("threats", -0.25, threats),
        Term("invaders", -0.3, invaders),
        Term("chips", 0.1, chips),
    ),
    scale=2.0,
    lookahead=3,
)
