"""The four unit types and the three factions (Civilizations) of Asteroid Belt.

Every unit has a speed (cells per move), a fuel cost (resources paid for each move, whatever
its length), a price (resources to build it, or to bring it back from repair) and combat
bonuses. The aboriginal guards of the asteroids mirror the first three types.

>>> TYPES["assault"].speed, TYPES["assault"].fuel, TYPES["assault"].attack
(4, 2, 1)
>>> FACTIONS[1].name, FACTIONS[1].favourite, FACTIONS[1].price("assault")
('Orange Empire', 'assault', 17)
>>> FACTIONS[2].price("assault")
20
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeAlias

from ..i18n import N_

__all__ = [
    "BOX",
    "ELITE",
    "FACTIONS",
    "KINDS",
    "STARTING_FORCE",
    "TYPES",
    "Counts",
    "Faction",
    "Kind",
    "UnitType",
]

Kind: TypeAlias = Literal["engineering", "assault", "recon", "elite"]

#: The unit types in a fixed order: counts of units (reserve, repair) follow it.
KINDS: tuple[Kind, ...] = ("engineering", "assault", "recon", "elite")

ELITE: Kind = "elite"

#: How many units of each kind, in ``KINDS`` order.
Counts: TypeAlias = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class UnitType:
    """A unit type: how far it moves, what a move and the unit cost, how it fights.

    ``ranged`` units (reconnaissance) attack anything within two cells, diagonals included,
    and risk nothing when they attack. ``roams`` units (the elite) may stand on open space.
    """

    kind: Kind
    speed: int
    fuel: int
    price: int
    attack: int
    defence: int
    ranged: bool = False
    roams: bool = False


TYPES: dict[Kind, UnitType] = {
    "engineering": UnitType("engineering", speed=2, fuel=1, price=10, attack=0, defence=0),
    "assault": UnitType("assault", speed=4, fuel=2, price=20, attack=1, defence=1),
    "recon": UnitType("recon", speed=2, fuel=1, price=20, attack=0, defence=0, ranged=True),
    "elite": UnitType("elite", speed=3, fuel=0, price=40, attack=1, defence=1, roams=True),
}


@dataclass(frozen=True, slots=True)
class Faction:
    """A Civilization and its bonuses, all about one unit type, its ``favourite``.

    It starts with one more of it, builds it cheaper (``discount`` price), and its elite can
    create it next to an own mine once per turn. ``ready`` says whether a created unit may act
    in the turn it is created; ``second_on`` is the lowest die that makes the elite create two.
    """

    name: str
    colour: str
    letter: str
    favourite: Kind
    discount: int
    ready: bool
    second_on: int | None = None

    def price(self, kind: Kind) -> int:
        """What building (or bringing back) a unit of ``kind`` costs this faction."""
        return self.discount if kind == self.favourite else TYPES[kind].price


#: The factions in the text's order (their numbers); the ``factions`` option seats them.
FACTIONS: tuple[Faction, ...] = (
    Faction(N_("Purple Federation"), N_("Purple"), "P", "recon", discount=17, ready=True),
    Faction(N_("Orange Empire"), N_("Orange"), "O", "assault", discount=17, ready=False),
    Faction(
        N_("Green Anarchy"), N_("Green"), "G", "engineering", discount=8, ready=True, second_on=4
    ),
)


def _plus_favourite(counts: Counts, faction: Faction) -> Counts:
    i = KINDS.index(faction.favourite)
    c = list(counts)
    c[i] += 1
    return (c[0], c[1], c[2], c[3])


#: Each faction's units waiting on its base at the start (its favourite type has one more).
STARTING_FORCE: tuple[Counts, ...] = tuple(_plus_favourite((2, 1, 1, 1), f) for f in FACTIONS)

#: Each faction's units in the box; those not in the starting force wait in repair, unbuilt.
BOX: tuple[Counts, ...] = tuple(_plus_favourite((4, 3, 3, 1), f) for f in FACTIONS)
