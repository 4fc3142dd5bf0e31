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

Each phase knows the ``seat`` that decides in it (nobody, once the game is over), and is
saved as its ``step`` and its fields (the codec writes a sector by its name):

>>> Answering(actor=0, seats=(2, 1)).seat, Over().seat
(2, None)
"""

from __future__ import annotations

from typing import Annotated, ClassVar, TypeAlias

from msgspec import Meta, Struct

from .rules import SEAT_NAMES
from .station import CREW, LAB, RECYCLING

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
    "Seat",
]

#: A seat number (the codec checks it against the table size).
Seat: TypeAlias = Annotated[int, Meta(ge=0, le=len(SEAT_NAMES) - 1)]


class _Step(Struct, frozen=True, forbid_unknown_fields=True, tag_field="step"):
    """A phase, saved with its ``step`` name."""


class Placing(_Step, frozen=True, tag="place"):
    """Placement phase: ``seat`` puts a researcher from the hub on a free slot."""

    seat: Seat


class Acting(_Step, frozen=True, tag="act"):
    """Action phase: ``seat`` decides what to do in ``sector`` (the lab, recycling or crew)."""

    sector: Annotated[int, Meta(ge=LAB, le=CREW)]
    seat: Seat


class Scoring(_Step, frozen=True, tag="score"):
    """In the research lab, ``seat`` has scored a set: score another one, or stop."""

    seat: Seat


class Answering(_Step, frozen=True, tag="answer"):
    """After ``actor``'s small recycling, ``seats[0]`` may buy water; the others follow."""

    actor: Seat
    seats: Annotated[tuple[Seat, ...], Meta(min_length=1)]

    @property
    def seat(self) -> int:
        """The seat answering now."""
        return self.seats[0]


class Over(_Step, frozen=True, tag="over"):
    """The game has ended."""

    seat: ClassVar[None] = None


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
