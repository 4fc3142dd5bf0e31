"""What stands on the board (units, aboriginal guards, shuttles) and the chips on each asteroid.

All of them are small immutable values (frozen ``msgspec.Struct`` s, hashed in C: a search
hashes every piece of every position it meets). A unit is ``spent`` once it has acted this turn
(every flag is cleared when its owner's turn ends). A shuttle belongs to whoever's units are
inside it: an empty shuttle leaves the board, so a shuttle on the board always carries one
to three units of a single faction.

>>> Unit(0, "recon").spent
False
>>> Shuttle((Unit(1, "assault"), Unit(1, "engineering"))).owner
1
>>> Site(target=2, waiting=("assault",)).open
True
"""

from __future__ import annotations

from typing import Annotated, TypeAlias

from msgspec import Meta, Struct

from .units import Kind

__all__ = ["CAPACITY", "Guard", "Piece", "Seat", "Shuttle", "Site", "Unit"]

#: How many units a shuttle holds.
CAPACITY = 3

#: A seat at the table (0 to 2; a save is also checked against its own table size).
Seat = Annotated[int, Meta(ge=0, le=2)]


class Unit(Struct, frozen=True, forbid_unknown_fields=True):
    """A Civilization's unit: its owner (seat), its type, and whether it has acted this turn.

    Saved as it is (``{"owner": 0, "kind": "recon", "spent": false}``).
    """

    owner: Seat
    kind: Kind
    spent: bool = False


class Guard(Struct, frozen=True):
    """An aboriginal guard of asteroid number ``home``; it never leaves the asteroid's side."""

    kind: Kind
    home: int


class Shuttle(Struct, frozen=True):
    """An aboriginal shuttle activated by a faction, with its ``passengers`` (1 to 3)."""

    passengers: Annotated[tuple[Unit, ...], Meta(min_length=1, max_length=CAPACITY)]
    spent: bool = False

    @property
    def owner(self) -> int:
        """The faction whose units ride in it."""
        return self.passengers[0].owner


Piece: TypeAlias = Unit | Guard | Shuttle


class Site(Struct, frozen=True, forbid_unknown_fields=True):
    """The chips on one asteroid.

    - ``target``: the seat whose Target chip lies on it, if any;
    - ``waiting``: its guards not yet set up on the board (all of them until first targeted);
    - ``flag``: its guards are all beaten, and the first unit to move next to it builds a mine;
    - ``owner``: the seat whose mine (or starting base) it is.

    Saved as it is, by the name of the asteroid's cell.
    """

    target: Seat | None = None
    waiting: tuple[Kind, ...] = ()
    flag: bool = False
    owner: Seat | None = None

    @property
    def open(self) -> bool:
        """True while the asteroid can still be targeted: no mine, no base, no flag."""
        return self.owner is None and not self.flag
