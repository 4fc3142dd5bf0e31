"""Every bot answers every position of every registered game with one of its legal actions."""

from __future__ import annotations

import pytest
from playing import sampled_positions

import junkspace
from junkspace.bots import Bot, GreedyBot, MctsBot, RandomBot

BOTS: dict[str, Bot] = {
    "random": RandomBot(seed=1),
    "greedy": GreedyBot(seed=1),
    "mcts": MctsBot(iterations=25, seed=1),
    "mcts-random-playouts": MctsBot(iterations=8, playout="random", seed=1),
}


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_choose_only_legal_actions(table: tuple[str, int], name: str) -> None:
    bot = BOTS[name]
    count = 12 if name.startswith("mcts") else 40
    for state in sampled_positions(*table, count):
        assert bot(state) in state.legal_actions(), f"{name} at {state.status()}"


@pytest.mark.parametrize("name", ["random", "greedy"])
def test_fast_bots_play_whole_games(table: tuple[str, int], name: str) -> None:
    game, players = table
    state = junkspace.new_game(game, players=players, seed=8)
    while not state.is_over:
        state = state.apply(BOTS[name](state))
    assert state.winners()


def test_a_bot_refuses_a_finished_game() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=1)
    while not state.is_over:
        state = state.apply(RandomBot()(state))
    for bot in BOTS.values():
        with pytest.raises(ValueError, match="game is over"):
            bot(state)
