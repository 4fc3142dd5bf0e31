"""The station: the hub, the four sectors around it, and what each sector's action costs.

Researchers wait on the **hub** and are placed on the action slots of four **sectors**, which
act in number order: 1 the engine room, 2 the research lab, 3 the recycling centre, 4 the crew
quarters. Every sector has one slot per player; a crew-quarters slot is a **bunk** that sleeps
two researchers (docs/rules/hyperstellar.md, interpretations 2 and 3).

>>> SECTORS
('engine', 'lab', 'recycling', 'crew')
>>> places(players=3)
15
>>> SEAT_COLOURS[1]  # Yellow's
2
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeAlias

from .cards import COLOURS
from .rules import SEAT_NAMES

__all__ = [
    "BUNK",
    "CREW",
    "ENGINE",
    "ENGINE_ENERGY",
    "IDLE_ENERGY",
    "LAB",
    "MAX_RESEARCHERS",
    "RECRUIT_COST",
    "RECYCLE_COST",
    "RECYCLING",
    "RESEARCH_COST",
    "RESEARCH_DRAW",
    "SCORE_COST",
    "SEAT_COLOURS",
    "SECTORS",
    "SECTOR_OF",
    "SHARE_COST",
    "SHARE_WATER",
    "START_ENERGY",
    "START_RESEARCHERS",
    "START_WATER",
    "UPKEEP",
    "WINNING_POINTS",
    "Bunks",
    "placed",
    "places",
    "staff",
]

#: Each seat's colour as a card colour index: a single card of it scores for that seat.
SEAT_COLOURS = tuple(
    next(i for i, colour in enumerate(COLOURS) if colour.name == name.lower())
    for name in SEAT_NAMES
)

#: The sectors in the order they act, as written in notation.
SECTORS = ("engine", "lab", "recycling", "crew")
ENGINE, LAB, RECYCLING, CREW = range(4)
#: Each sector's number from its name in notation.
SECTOR_OF = {sector: index for index, sector in enumerate(SECTORS)}

#: Researchers a crew-quarters bunk holds; every other slot holds one.
BUNK = 2
#: The occupied crew-quarters bunks, each the sorted seats of its researchers, sorted.
Bunks: TypeAlias = tuple[tuple[int, ...], ...]

START_ENERGY = 10
START_WATER = 10
#: Researchers each player starts with on the hub; the rest of their colour is in the stock.
START_RESEARCHERS = 2
#: Researchers of one colour in the box: nobody ever has more in play.
MAX_RESEARCHERS = 10

#: What a player with no researcher left on the hub takes instead of placing.
IDLE_ENERGY = 1
#: 1. The engine room gives energy.
ENGINE_ENERGY = 7
#: 2. Research costs energy and draws cards; scoring costs energy per card scored.
RESEARCH_COST = 2
RESEARCH_DRAW = 2
SCORE_COST = 2
#: 3. Recycling: energy paid for each amount of water recovered. After the small one every
#: other player may pay ``SHARE_COST`` energy for ``SHARE_WATER`` water; after the big one
#: they get ``SHARE_WATER`` for nothing.
RECYCLE_COST = {4: 2, 7: 5}
SHARE_COST = 1
SHARE_WATER = 1
#: 4. A new researcher from the crew quarters.
RECRUIT_COST = 5

#: Water each researcher costs at the end of a revolution.
UPKEEP = 1
#: Points that end the game at the end of the revolution (one full lap of the score track).
WINNING_POINTS = 150


def places(players: int) -> int:
    """Researchers the station holds at once: a slot per player in three sectors, plus bunks."""
    return 3 * players + BUNK * players


def placed(sector: int, seat: int, rooms: Sequence[tuple[int, ...]], crew: Bunks) -> int:
    """How many of ``seat``'s researchers are on ``sector``'s slots.

    ``rooms`` counts researchers per seat on the engine room, lab and recycling slots.

    >>> placed(CREW, 1, rooms=[(0, 0)] * 3, crew=((0, 1), (1, 1)))
    3
    """
    if sector == CREW:
        return sum(bunk.count(seat) for bunk in crew)
    return rooms[sector][seat]


def staff(seat: int, hub: tuple[int, ...], rooms: Sequence[tuple[int, ...]], crew: Bunks) -> int:
    """How many researchers ``seat`` has in play: on the hub and on the station."""
    return hub[seat] + sum(room[seat] for room in rooms) + placed(CREW, seat, rooms, crew)
