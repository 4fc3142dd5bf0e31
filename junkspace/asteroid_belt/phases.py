"""The steps of an Asteroid Belt turn, as values kept in the state.

- :class:`Commanding`: the active player picks a unit or shuttle, targets, buys, or ends;
- :class:`Acting`: orders for the selected unit (move, attack, ...) until it is done;
- :class:`Sailing`: orders for the selected shuttle, whose speed die is already rolled;
- :class:`Creating`: a Green elite rolled a second unit to create, to be placed;
- :class:`Guarding`: after a turn, the *next* player sets up, moves and commands the guards
  of the asteroids that carry the finished player's Target chips;
- :class:`Protecting`: the owner of a beaten elite decides whether to spend the protection
  chip (in the middle of someone else's decision, which then resumes);
- :class:`Over`: the game has ended (``truncated`` when the turn cap ended it).

Cells are board cell numbers (see :mod:`junkspace.asteroid_belt.board`). Each step is a
frozen ``msgspec.Struct``: built, compared and hashed in C, which search does thousands of
times a decision.

>>> Acting(12, moved=True) == Acting(12, None, True, False), len({Commanding(), Commanding()})
(True, 1)
"""

from __future__ import annotations

from typing import Annotated, TypeAlias

from msgspec import Meta, Struct

from .board import Cell
from .units import Kind

__all__ = [
    "Acting",
    "Commanding",
    "Creating",
    "Guarding",
    "Over",
    "Phase",
    "Protecting",
    "Sailing",
]


class Commanding(Struct, frozen=True):
    """The active player picks a unit or shuttle, targets, buys, or ends the turn."""


class Acting(Struct, frozen=True):
    """Orders for one unit of the active player: one move and one attack, in either order.

    ``kind`` is set while the unit still waits in a stack (on its base, or in a shuttle
    on ``cell``): its first and only possible order is then the move out.
    """

    cell: Cell
    kind: Kind | None = None
    moved: bool = False
    attacked: bool = False


class Sailing(Struct, frozen=True):
    """Orders for the active player's shuttle on ``cell``, which rolled ``speed``."""

    cell: Cell
    speed: Annotated[int, Meta(ge=1, le=6)]  # a die
    moved: bool = False
    attacked: bool = False


class Creating(Struct, frozen=True):
    """A Green elite's die asked for a second unit: place it, then ``resume`` the elite's orders."""

    resume: Acting


class Guarding(Struct, frozen=True):
    """The next player commands the guards of the asteroids ``invader`` has targeted.

    ``sites`` are the asteroids still to handle, the first one now. While ``placing``, its
    waiting guards are set up one by one; then each guard in ``attackers`` (first one now)
    may move within the asteroid's guard area and attacks one of the invader's units within
    its reach. ``moved`` says the first attacker has moved (it attacks next).
    """

    invader: int
    sites: tuple[int, ...]
    attackers: tuple[Cell, ...] = ()
    placing: bool = True
    moved: bool = False


class Protecting(Struct, frozen=True):
    """``seat``'s elite on ``cell`` was beaten: protect it or not, then ``resume``."""

    seat: int
    cell: Cell
    resume: Phase


class Over(Struct, frozen=True):
    """The game has ended; ``truncated`` when the turn cap ended it, not a victory."""

    truncated: bool = False


Phase: TypeAlias = Commanding | Acting | Sailing | Creating | Guarding | Protecting | Over
