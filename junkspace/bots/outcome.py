"""How a finished game pays each seat: rewards for search, win shares for statistics.

Both read the final ``state.ranking()`` (seats grouped by place, best first, tied seats in
one group), so they mean the same thing for every game and every table size.

**Rewards** grow linearly with the place, from 1 for first to 0 for last; tied seats share
the places they cover. With two seats that is 1 for a win, 0 for a loss and ½ for a tie;
with more seats a second place still beats a third, which is what a search should aim for.

>>> rank_rewards(((1,), (0, 2)))                 # seat 1 first, seats 0 and 2 tied behind
(0.25, 1.0, 0.25)

**Win shares** count wins: 1 to a sole winner, ``1/k`` to each of ``k`` tied winners, 0 to
everybody else, so the shares of a game always add up to 1.

>>> win_shares(((0, 2), (1,)))
(0.5, 0.0, 0.5)
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["rank_rewards", "win_shares"]


def rank_rewards(ranking: Sequence[Sequence[int]]) -> tuple[float, ...]:
    """Each seat's reward in [0, 1] from a ranking: 1 for first place down to 0 for last."""
    players = sum(len(group) for group in ranking)
    rewards = [0.0] * players
    if players < 2:
        return tuple(1.0 for _ in rewards)
    place = 0
    for group in ranking:
        # A tied group covers places place .. place + len(group) - 1: average their rewards.
        middle = place + (len(group) - 1) / 2
        for seat in group:
            rewards[seat] = 1 - middle / (players - 1)
        place += len(group)
    return tuple(rewards)


def win_shares(ranking: Sequence[Sequence[int]]) -> tuple[float, ...]:
    """Each seat's share of the win: ``1/k`` for each of ``k`` first-placed seats, else 0."""
    players = sum(len(group) for group in ranking)
    shares = [0.0] * players
    first = ranking[0]
    for seat in first:
        shares[seat] = 1 / len(first)
    return tuple(shares)
