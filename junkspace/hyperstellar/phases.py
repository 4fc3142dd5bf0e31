"""The steps of a Hyperstellar revolution, as values kept in the state.

- :class:`Placing`: a seat puts a researcher from the hub on a free slot;
- :class:`Acting`: a seat decides what to do in the lab, the recycling centre or the crew
  quarters (the engine room needs no decision);
- :class:`Scoring`: in the lab, a seat has scored a set and may score another one;
- :class:`Answering`: after a small recycling, the other seats in turn may buy water;
- :class:`Over`: the game has ended (``truncated`` when the revolution cap ended it).

Steps with nothing to decide (the engine room, the upkeep, a seat placing with an empty hub)
are not phases: they happen between two decisions and are told in ``events``.

>>> Acting(sector=1, seat=0)
Acting(sector=1, seat=0)
>>> ACTING[1, 0] == Acting(1, 0), PLACING[2]
(True, Placing(seat=2))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from .station import CREW, LAB, RECYCLING, SEAT_NAMES

__all__ = [
    "ACTING",
    "OVER",
    "PLACING",
    "SCORING",
    "Acting",
    "Answering",
    "Over",
    "Phase",
    "Placing",
    "Scoring",
]


@dataclass(frozen=True, slots=True)
class Placing:
    """Placement phase: ``seat`` puts a researcher from the hub on a free slot."""

    seat: int


@dataclass(frozen=True, slots=True)
class Acting:
    """Action phase: ``seat`` decides what to do in ``sector`` (the lab, recycling or crew)."""

    sector: int
    seat: int


@dataclass(frozen=True, slots=True)
class Scoring:
    """In the research lab, ``seat`` has scored a set: score another one, or stop."""

    seat: int


@dataclass(frozen=True, slots=True)
class Answering:
    """After ``actor``'s small recycling, ``seats[0]`` may buy water; the others follow."""

    actor: int
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Over:
    """The game has ended."""


Phase: TypeAlias = Placing | Acting | Scoring | Answering | Over

# Phases are small immutable values, so each one the turn reaches often is built once.
PLACING = tuple(Placing(seat) for seat in range(len(SEAT_NAMES)))
SCORING = tuple(Scoring(seat) for seat in range(len(SEAT_NAMES)))
ACTING = {
    (sector, seat): Acting(sector, seat)
    for sector in (LAB, RECYCLING, CREW)
    for seat in range(len(SEAT_NAMES))
}
OVER = Over()
