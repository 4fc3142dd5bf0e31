"""The caches an Asteroid Belt position keeps beside its fields, handed on to the next one.

A state computes and keeps them itself (its properties, with ``core.state.keep``): the board
as a dictionary, the reach computed on it, the facts read off the asteroids' chips, and while
the guards answer, the cells of the invader's units. When an action makes the next state,
:func:`hand_on` gives it those that still hold, and nothing else writes them: the turn's
``build`` and every shortcut call it, once per decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import Cell
from .pieces import Piece

if TYPE_CHECKING:
    from .state import AsteroidBeltState

__all__ = ["hand_on"]


def hand_on(
    old: AsteroidBeltState,
    nxt: AsteroidBeltState,
    board: dict[Cell, Piece] | None,
    chips: bool,
    units: set[Cell] | None = None,
) -> None:
    """Give ``nxt``, the state an action made from ``old``, the caches that still hold: the
    board dictionary (``board``, the changed one, or the same) and its reach when the pieces
    are the same, the facts read off the chips when ``chips`` (the sites are the same), and
    when the guards answer in ``nxt``, the cells of the invader's ``units`` (see
    ``guard_units``).

    What ``keep`` does, written straight into the instance dictionaries; a function, not a
    method of the state: a method is looked up in each new state's own dictionary first, and
    this runs once per decision.
    """
    kept, new = old.__dict__, nxt.__dict__
    if board is None:
        new["_at"] = kept.get("_at")
        new["_reach"] = kept.get("_reach")
    else:
        new["_at"] = board
    if chips:
        new["_chip_facts"] = kept.get("_chip_facts")
    if units is not None:
        new["_invaders"] = units
