"""The search bot on a game of pure chance (Pig, tests/pig.py), with a die it cannot see."""

from __future__ import annotations

import pytest
from pig import Hold, Roll, pig

from junkspace import Rng
from junkspace.bots import MctsBot
from junkspace.bots.mcts import PLAYOUTS, Playout


@pytest.mark.parametrize("playout", PLAYOUTS)
def test_it_banks_a_total_that_wins(playout: Playout) -> None:
    assert MctsBot(iterations=200, playout=playout)(pig((18, 0), total=2)) == Hold()


@pytest.mark.parametrize("playout", ["random", "greedy"])
def test_it_keeps_rolling_when_the_opponent_is_about_to_win(playout: Playout) -> None:
    # Banking 10 leaves Left at 10 while Right, at 19, wins on its next turn unless it rolls
    # a 1 first (five chances in six): Left's best chance is to roll on for the whole 20.
    assert MctsBot(iterations=2000, playout=playout)(pig((0, 19), total=10)) == Roll()


def test_the_die_to_come_is_not_peeked_at() -> None:
    # Two positions that differ only in the generator behind the next roll: one rolls a 1
    # next, the other does not. The search cannot tell them apart, so it chooses the same.
    rolls = {seed: Rng.from_seed(seed).roll()[0] for seed in range(20)}
    ones = [s for s, die in rolls.items() if die == 1]
    others = [s for s, die in rolls.items() if die != 1]
    doomed, lucky = pig((15, 15), 4, ones[0]), pig((15, 15), 4, others[0])
    bot = MctsBot(iterations=300, playout="random", seed=1)
    assert bot.search(doomed).visits == bot.search(lucky).visits
