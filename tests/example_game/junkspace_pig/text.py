"""A plain-text picture of a Pig position, for terminals and ``print(state)``.

>>> from junkspace_pig import new_game
>>> print(board_text(new_game(players=3, seed=3, target=20, turns=None)))
Red      0  + 0 in hand, to play
Blue     0
Green    0
target 20 · turn 1
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .rules import SEAT_NAMES

if TYPE_CHECKING:
    from .state import PigState

__all__ = ["board_text"]


def board_text(state: PigState) -> str:
    """The position as text: a line per seat, then the target and the turns."""
    lines = []
    for seat, points in enumerate(state.banked):
        line = f"{SEAT_NAMES[seat]:<6} {points:>3}"
        if seat == state.current_player:
            line += f"  + {state.total} in hand, to play"
        lines.append(line)
    cap = "" if state.turns is None else f" of {state.turns}"
    lines.append(f"target {state.target} · turn {state.played + 1}{cap}")
    return "\n".join(lines)
