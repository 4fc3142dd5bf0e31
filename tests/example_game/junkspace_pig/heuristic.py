"""The greedy bot's idea of a good Pig position: points banked, and points in hand.

Points in hand count for half: a 1 on the next roll loses them.

- ``banked``: my banked points;
- ``in_hand``: my turn total, while it is my turn;
- ``best_rival``: the best banked score among the others.
"""

from __future__ import annotations

from junkspace.bots.greedy import Heuristic, Term

from .state import PigState

__all__ = ["HEURISTIC"]


def banked(state: PigState, seat: int) -> float:
    """My banked points."""
    return float(state.banked[seat])


def in_hand(state: PigState, seat: int) -> float:
    """My turn total, while it is my turn (0 otherwise)."""
    return float(state.total if state.current_player == seat else 0)


def best_rival(state: PigState, seat: int) -> float:
    """The best banked score among the other seats."""
    return float(max(p for s, p in enumerate(state.banked) if s != seat))


#: The heuristic junkspace_pig.game names; a lead of 10 points is about a 3-to-1 chance.
HEURISTIC: Heuristic[PigState] = Heuristic(
    "pig",
    (
        Term("banked", 1.0, banked),
        Term("in_hand", 0.5, in_hand),
        Term("best_rival", -1.0, best_rival),
    ),
    scale=10.0,
    lookahead=3,
)
