"""Rewards and win shares read off a final ranking."""

from __future__ import annotations

import pytest

from junkspace.bots.outcome import rank_rewards, win_shares


@pytest.mark.parametrize(
    "ranking, rewards",
    [
        (((0,), (1,)), (1.0, 0.0)),
        (((1,), (0,)), (0.0, 1.0)),
        (((0, 1),), (0.5, 0.5)),
        (((2,), (0,), (1,)), (0.5, 0.0, 1.0)),
        (((1,), (0, 2)), (0.25, 1.0, 0.25)),
        (((0, 1, 2, 3),), (0.5, 0.5, 0.5, 0.5)),
        (((4,), (3,), (2,), (1,), (0,)), (0.0, 0.25, 0.5, 0.75, 1.0)),
    ],
)
def test_rewards_run_from_one_for_first_to_zero_for_last_ties_sharing(
    ranking: tuple[tuple[int, ...], ...], rewards: tuple[float, ...]
) -> None:
    assert rank_rewards(ranking) == pytest.approx(rewards)


@pytest.mark.parametrize(
    "ranking, shares",
    [
        (((0,), (1,)), (1.0, 0.0)),
        (((0, 1),), (0.5, 0.5)),
        (((2, 0), (1,)), (0.5, 0.0, 0.5)),
        (((3,), (0, 1, 2)), (0.0, 0.0, 0.0, 1.0)),
    ],
)
def test_a_win_is_shared_equally_by_tied_winners(
    ranking: tuple[tuple[int, ...], ...], shares: tuple[float, ...]
) -> None:
    assert win_shares(ranking) == pytest.approx(shares)
    assert sum(win_shares(ranking)) == pytest.approx(1.0)
