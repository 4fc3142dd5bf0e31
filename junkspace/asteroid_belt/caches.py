"""The caches an Asteroid Belt position keeps beside its fields, handed on to the next one.

A state computes and keeps them itself, in its instance ``__dict__``: the board as a
dictionary (``at``) and the facts read off the asteroids' chips (``chip_facts``), both
``functools.cached_property``, found there under their own names without a call; the reach
computed on the board, and while the guards answer, the cells of the invader's units (with
``core.state.keep``). When an action makes the next state,
:func:`hand_on` gives it those that still hold, and nothing else writes them: the turn's
``build`` and every shortcut call it, once per decision.

The board is kept twice, as the ``pieces`` field (in cell order: what is compared and saved)
and as the dictionary; a decision that changes a few cells of the dictionary redoes only
those in the pieces (:func:`in_cell_order`).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable
from typing import TYPE_CHECKING

from .board import Cell
from .pieces import Piece

if TYPE_CHECKING:
    from .state import AsteroidBeltState

__all__ = ["hand_on", "in_cell_order"]


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

    What ``keep`` does, written straight into the instance dictionaries, leaving out a cached
    property ``old`` never worked out (``nxt`` works it out when asked); a function, not a
    method of the state: a method is looked up in each new state's own dictionary first, and
    this runs once per decision.
    """
    kept, new = old.__dict__, nxt.__dict__
    if board is None:
        board = kept.get("at")  # (``AsteroidBeltState.at`` works it out if it is not there)
        new["_reach"] = kept.get("_reach")
    if board is not None:
        new["at"] = board
    if chips:
        facts = kept.get("chip_facts")
        if facts is not None:
            new["chip_facts"] = facts
    if units is not None:
        new["_invaders"] = units


def in_cell_order(
    pieces: tuple[tuple[Cell, Piece], ...], board: dict[Cell, Piece], cells: Iterable[Cell]
) -> tuple[tuple[Cell, Piece], ...]:
    """``pieces`` (a state's, in cell order) once the ``cells`` hold what ``board`` (the
    changed board) has there, still in cell order: what sorting the board gives, each cell
    found by bisection (a pair compares by its cell first, and ``(c,)`` sorts just before any
    pair on ``c``). A cell may be named twice.

    >>> from junkspace.asteroid_belt.pieces import Guard
    >>> pieces = ((3, Guard("bot", 0)), (9, Guard("bot", 1)))
    >>> in_cell_order(pieces, {5: Guard("bot", 0), 9: Guard("bot", 1)}, [3, 5])
    ((5, Guard(kind='bot', home=0)), (9, Guard(kind='bot', home=1)))
    """
    changed = list(pieces)
    for c in cells:
        i = bisect_left(changed, (c,))
        held = i < len(changed) and changed[i][0] == c
        piece = board.get(c)
        if piece is None:
            if held:
                del changed[i]
        elif held:
            changed[i] = (c, piece)
        else:
            changed.insert(i, (c, piece))
    return tuple(changed)
