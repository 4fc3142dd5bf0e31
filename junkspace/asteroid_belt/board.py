"""The standard Asteroid Belt board, read from the checked-in text map ``board.txt``.

The board is a grid. Each cell is open space, a highway, a shuttle lane, an asteroid or a
portal; cells are numbered row by row from the top left (``cell = row * WIDTH + column``)
and named like chess squares, column letter then row number from the top: ``a1`` is the
Purple base in the top left corner.

>>> name(0), cell("x16"), TERRAIN[cell("b1")] == HIGHWAY
('a1', 383, True)
>>> rock = ASTEROIDS[ASTEROID_AT[cell("f1")]]
>>> rock.grade, CLASSES[rock.grade].points, CLASSES[rock.grade].guards
(1, 1, ('engineering',))
>>> [name(p) for p in PORTALS]
['e4', 't4', 'o6', 'u11', 'g12', 'o12']

"Near" an asteroid means within one cell of it, diagonals included; "within two cells"
likewise counts diagonals (a 5 by 5 square). Moves and ordinary attacks go orthogonally.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from typing import TypeAlias

from .units import Kind

__all__ = [
    "AROUND",
    "ASTEROID",
    "ASTEROIDS",
    "ASTEROID_AT",
    "BASES",
    "CELLS",
    "CLASSES",
    "DOCKS",
    "HEIGHT",
    "HIGHWAY",
    "LANE",
    "MAP",
    "NAMES",
    "NEAR",
    "OPEN",
    "PORTAL",
    "PORTALS",
    "STEPS",
    "TARGETABLE",
    "TERRAIN",
    "WIDTH",
    "WITHIN_TWO",
    "Asteroid",
    "AsteroidClass",
    "Cell",
    "cell",
    "name",
]

#: A cell of the board, as its index ``row * WIDTH + column``.
Cell: TypeAlias = int

OPEN, HIGHWAY, LANE, ASTEROID, PORTAL = range(5)

_TERRAIN_OF = {".": OPEN, "+": HIGHWAY, "~": LANE, "@": PORTAL}
_BASE_LETTERS = "POG"


@dataclass(frozen=True, slots=True)
class AsteroidClass:
    """What an asteroid class is worth and who guards it.

    ``points`` are victory points and ``resources`` the reward when a mine is built on it;
    ``shipyard`` asteroids (class 3) let shuttles be activated next to them; ``income`` is
    paid to the holder at the end of each of their turns (class 5).
    """

    grade: int
    border: str
    points: int
    resources: int
    guards: tuple[Kind, ...]
    shipyard: bool = False
    income: int = 0


#: The five asteroid classes, as the rule text lists them.
CLASSES: dict[int, AsteroidClass] = {
    1: AsteroidClass(1, "red", 1, 15, ("engineering",)),
    2: AsteroidClass(2, "yellow", 2, 25, ("assault",)),
    3: AsteroidClass(3, "green", 2, 25, ("engineering", "engineering"), shipyard=True),
    4: AsteroidClass(4, "blue", 3, 35, ("engineering", "recon")),
    5: AsteroidClass(5, "purple", 4, 45, ("assault", "recon"), income=2),
}


@dataclass(frozen=True, slots=True)
class Asteroid:
    """One asteroid: its number (reading order), cell and class.

    ``base`` is the faction (seat) whose starting base it is, or ``None``; a base whose
    faction is not at the table is an ordinary class-5 asteroid.
    """

    id: int
    cell: Cell
    grade: int
    base: int | None = None


def _read_map() -> tuple[str, ...]:
    text = resources.files(__package__).joinpath("board.txt").read_text(encoding="utf-8")
    rows: list[str] = []
    header: str | None = None
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        words = line.split()
        if header is None:
            header = words[0]
            continue
        number, row = words
        if int(number) != len(rows) + 1 or len(row) != len(header):
            raise ValueError(f"board.txt: row {number} is out of order or not {len(header)} wide")
        rows.append(row)
    return tuple(rows)


#: The map rows, top first, exactly as in board.txt.
MAP: tuple[str, ...] = _read_map()
HEIGHT = len(MAP)
WIDTH = len(MAP[0])
CELLS = WIDTH * HEIGHT

#: Each cell's name ("a1" ... "x16"), by cell.
NAMES: tuple[str, ...] = tuple(f"{chr(ord('a') + c % WIDTH)}{c // WIDTH + 1}" for c in range(CELLS))
_CELL_OF = {n: c for c, n in enumerate(NAMES)}


def name(c: Cell) -> str:
    """The name of a cell, ``a1`` for the top left one."""
    return NAMES[c]


def cell(text: str) -> Cell:
    """The cell with this name (a KeyError for a name that is not on the board)."""
    return _CELL_OF[text]


def _terrain_and_asteroids() -> tuple[tuple[int, ...], tuple[Asteroid, ...]]:
    terrain: list[int] = []
    asteroids: list[Asteroid] = []
    for c in range(CELLS):
        mark = MAP[c // WIDTH][c % WIDTH]
        if mark.isdigit() or mark in _BASE_LETTERS:
            terrain.append(ASTEROID)
            base = _BASE_LETTERS.find(mark)
            grade = 5 if base >= 0 else int(mark)
            asteroids.append(Asteroid(len(asteroids), c, grade, base if base >= 0 else None))
        else:
            terrain.append(_TERRAIN_OF[mark])
    return tuple(terrain), tuple(asteroids)


#: The terrain of each cell (OPEN, HIGHWAY, LANE, ASTEROID or PORTAL).
TERRAIN, ASTEROIDS = _terrain_and_asteroids()

#: The asteroid number on a cell, for asteroid cells.
ASTEROID_AT: dict[Cell, int] = {a.cell: a.id for a in ASTEROIDS}

#: The starting base cell of each faction, by seat.
BASES: tuple[Cell, ...] = tuple(
    next(a.cell for a in ASTEROIDS if a.base == seat) for seat in range(len(_BASE_LETTERS))
)

#: The portals in reading order; the cargo shuttle's die picks one by its number (1-6).
PORTALS: tuple[Cell, ...] = tuple(c for c in range(CELLS) if TERRAIN[c] == PORTAL)


def _square(c: Cell, radius: int) -> tuple[Cell, ...]:
    row, col = divmod(c, WIDTH)
    return tuple(
        r * WIDTH + k
        for r in range(max(0, row - radius), min(HEIGHT, row + radius + 1))
        for k in range(max(0, col - radius), min(WIDTH, col + radius + 1))
        if (r, k) != (row, col)
    )


def _steps(c: Cell) -> tuple[Cell, ...]:
    row, col = divmod(c, WIDTH)
    out = []
    for r, k in ((row - 1, col), (row, col - 1), (row, col + 1), (row + 1, col)):
        if 0 <= r < HEIGHT and 0 <= k < WIDTH:
            out.append(r * WIDTH + k)
    return tuple(out)


#: The orthogonal neighbours of each cell: where one step of a move goes, who can be attacked.
STEPS: tuple[tuple[Cell, ...], ...] = tuple(_steps(c) for c in range(CELLS))

#: The cells within one cell of each cell, diagonals included ("next to", "near").
AROUND: tuple[tuple[Cell, ...], ...] = tuple(_square(c, 1) for c in range(CELLS))

#: The cells within two cells of each cell, diagonals included (reconnaissance reach).
WITHIN_TWO: tuple[tuple[Cell, ...], ...] = tuple(_square(c, 2) for c in range(CELLS))

#: The asteroids next to each cell (within one cell): flags claimed, mines an elite stands by.
NEAR: tuple[tuple[int, ...], ...] = tuple(
    tuple(ASTEROID_AT[n] for n in AROUND[c] if n in ASTEROID_AT) for c in range(CELLS)
)

#: The asteroids within two cells of each cell: those a unit there may put a Target chip on.
TARGETABLE: tuple[tuple[int, ...], ...] = tuple(
    tuple(ASTEROID_AT[n] for n in WITHIN_TWO[c] if n in ASTEROID_AT) for c in range(CELLS)
)

#: Lane cells next to a class-3 asteroid, where a shuttle is activated, with those asteroids.
DOCKS: dict[Cell, tuple[int, ...]] = {
    c: yards
    for c in range(CELLS)
    if TERRAIN[c] == LANE
    and (yards := tuple(a for a in NEAR[c] if CLASSES[ASTEROIDS[a].grade].shipyard))
}
