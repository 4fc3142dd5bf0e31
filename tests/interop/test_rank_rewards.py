"""Rewards come at the end, from the final ranking: +1 first to -1 last, ties sharing."""

from __future__ import annotations

import pytest
from playing import final_state

import junkspace
from junkspace.interop.rewards import MAX_REWARD, MIN_REWARD, place_rewards, rank_rewards


@pytest.mark.parametrize(
    "players, tied, rewards",
    [
        (2, (1, 1), (1.0, -1.0)),
        (2, (2,), (0.0, 0.0)),
        (3, (1, 1, 1), (1.0, 0.0, -1.0)),
        (3, (2, 1), (0.5, 0.5, -1.0)),
        (3, (1, 2), (1.0, -0.5, -0.5)),
        (4, (1, 1, 1, 1), (1.0, 1 / 3, -1 / 3, -1.0)),
        (4, (1, 2, 1), (1.0, 0.0, 0.0, -1.0)),
        (5, (1, 1, 1, 1, 1), (1.0, 0.5, 0.0, -0.5, -1.0)),
        (5, (5,), (0.0,) * 5),
    ],
)
def test_places_are_spread_from_first_to_last_and_ties_share(
    players: int, tied: tuple[int, ...], rewards: tuple[float, ...]
) -> None:
    assert place_rewards(players, tied) == pytest.approx(rewards)
    assert sum(place_rewards(players, tied)) == pytest.approx(0.0, abs=1e-12)


@pytest.mark.parametrize("tied", [(1, 2), (3,), (0, 2)])
def test_groups_must_make_up_the_table(tied: tuple[int, ...]) -> None:
    with pytest.raises(ValueError, match="do not make a table of 2"):
        place_rewards(2, tied)


def test_nobody_is_paid_before_the_end(table: tuple[str, int]) -> None:
    game, players = table
    assert rank_rewards(junkspace.new_game(game, players=players, seed=1)) == (0.0,) * players


@pytest.mark.parametrize("seed", range(4))
def test_the_winners_get_the_best_reward_and_the_game_adds_up_to_zero(
    table: tuple[str, int], seed: int
) -> None:
    game, players = table
    end = final_state(junkspace.new_game(game, players=players, seed=seed), seed)
    rewards = rank_rewards(end)
    assert sum(rewards) == pytest.approx(0.0, abs=1e-12)
    assert all(MIN_REWARD <= reward <= MAX_REWARD for reward in rewards)
    best = max(rewards)
    assert {seat for seat in range(players) if rewards[seat] == best} == set(end.winners())
    for better, worse in zip(end.ranking(), end.ranking()[1:], strict=False):
        assert rewards[better[0]] > rewards[worse[0]]
