"""The end of a game as rewards: a zero-sum score from the final ranking.

Both adapters pay rewards only when the game is over, from ``state.ranking()``: the places
are spread evenly from +1 (first) to -1 (last), and seats tied for several places share the
average of those places. Every player count gets the same range, and the rewards of a game
always add up to zero:

=========  ===========================================
players    rewards by place, first to last
=========  ===========================================
2          +1, -1 (a tie: 0 each)
3          +1, 0, -1
4          +1, +1/3, -1/3, -1
5          +1, +1/2, 0, -1/2, -1
=========  ===========================================

>>> import junkspace
>>> state = junkspace.new_game("junk_orbit", players=3, seed=2)
>>> rank_rewards(state)                  # not over yet: nobody is paid
(0.0, 0.0, 0.0)
>>> place_rewards(players=4, tied=(1, 2, 1))    # two seats tied for second and third place
(1.0, 0.0, 0.0, -1.0)
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from ..core import GameState

__all__ = ["MAX_REWARD", "MIN_REWARD", "place_rewards", "rank_rewards"]

#: What the sole winner gets.
MAX_REWARD = 1.0
#: What the sole last player gets.
MIN_REWARD = -1.0


def place_rewards(players: int, tied: Sequence[int]) -> tuple[float, ...]:
    """Rewards by place for groups of tied seats (``tied`` lists the group sizes, best first).

    >>> place_rewards(players=3, tied=(3,))
    (0.0, 0.0, 0.0)
    """
    if sum(tied) != players or any(size < 1 for size in tied):
        raise ValueError(f"groups of {list(tied)} seats do not make a table of {players}")
    out: list[float] = []
    place = 0
    for size in tied:
        # Exact fractions, so that each reward is the float nearest to its true value.
        shares = [1 - Fraction(2 * p, players - 1) for p in range(place, place + size)]
        out.extend([float(sum(shares) / size)] * size)
        place += size
    return tuple(out)


def rank_rewards(state: GameState, ended: bool | None = None) -> tuple[float, ...]:
    """Each seat's reward: from the final ranking once the game has ended, zero before.

    A game has ended when it is over, unless ``ended`` says otherwise: an adapter that cuts
    a game at its length bound pays it from the ranking then.

    >>> import junkspace
    >>> rank_rewards(junkspace.new_game("junk_orbit", players=2, seed=2), ended=True)
    (0.0, 0.0)
    """
    if not (state.is_over if ended is None else ended):
        return (0.0,) * state.players
    ranking = state.ranking()
    by_place = place_rewards(state.players, [len(group) for group in ranking])
    rewards = [0.0] * state.players
    place = 0
    for group in ranking:
        for seat in group:
            rewards[seat] = by_place[place]
            place += 1
    return tuple(rewards)
