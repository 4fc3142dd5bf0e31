"""The junk tiles: where each comes from, its value, where it wants to go, when it is used.

The tile list is checked-in data (``tiles.csv`` next to this module); the design behind it is
explained in docs/rules/junk_orbit.md ("The tile design"). A tile's *value* is both its mass
(how many cities it travels when launched) and its points once delivered.

>>> TILES["E01"]
Tile(id='E01', source='earth', value=1, destination='KEP', min_players=2)
>>> TILES["S11"].destination is None          # starter junk can never be delivered
True
>>> len(tiles_in_play("earth", players=2)), len(tiles_in_play("earth", players=5))
(29, 37)
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache
from importlib import resources

from .topology import CITIES, PILES

__all__ = ["BOUND_FOR", "DESTINATION", "SOURCES", "STARTERS", "TILES", "Tile", "tiles_in_play"]

#: Tile backs: the three piles and the black starter junk.
SOURCES = (*PILES, "starter")


@dataclass(frozen=True, slots=True)
class Tile:
    """One junk tile. ``min_players`` is its player-count mark (2+, 4+ or 5+)."""

    id: str
    source: str
    value: int
    destination: str | None
    min_players: int

    @property
    def label(self) -> str:
        """A short human label, e.g. ``"4→Tharsis"`` or ``"starter 1"``."""
        if self.destination is None:
            return f"starter {self.value}"
        return f"{self.value}→{CITIES[self.destination].name}"


def _load() -> dict[str, Tile]:
    text = resources.files(__package__).joinpath("tiles.csv").read_text(encoding="utf-8")
    rows = csv.DictReader(line for line in text.splitlines() if not line.startswith("#"))
    tiles = {}
    for row in rows:
        tiles[row["id"]] = Tile(
            id=row["id"],
            source=row["source"],
            value=int(row["value"]),
            destination=row["destination"] or None,
            min_players=int(row["players"].rstrip("+")),
        )
    return tiles


#: Every tile in the box, by id (E = Earth, L = Moon, M = Mars, S = starter).
TILES: dict[str, Tile] = _load()

#: The starter tiles in the order they are handed out: the "1"s, then the "2"s.
STARTERS: tuple[str, ...] = tuple(sorted(t.id for t in TILES.values() if t.source == "starter"))


#: Each tile's destination city (``None`` for starter junk), for the rules' quick lookups.
DESTINATION: dict[str, str | None] = {t.id: t.destination for t in TILES.values()}

#: The tiles destined to each city, so "does this cargo hold junk for here?" is one set test.
BOUND_FOR: dict[str, frozenset[str]] = {
    city: frozenset(t.id for t in TILES.values() if t.destination == city) for city in CITIES
}


@cache
def tiles_in_play(source: str, players: int) -> tuple[str, ...]:
    """The ids of one pile's tiles used at a table of ``players``, in id order."""
    return tuple(t.id for t in TILES.values() if t.source == source and t.min_players <= players)
