"""Bots by name: specs for the command line and simulations."""

from __future__ import annotations

import pickle

import pytest

from junkspace.bots import BOTS, GreedyBot, MctsBot, RandomBot, bot_spec, make_bot


@pytest.mark.parametrize(
    "spec, bot",
    [
        ("random", RandomBot(seed=5)),
        ("greedy", GreedyBot(seed=5)),
        ("greedy:lookahead=2", GreedyBot(seed=5, lookahead=2)),
        ("mcts", MctsBot(seed=5)),
        ("mcts:iterations=300", MctsBot(iterations=300, seed=5)),
        ("mcts:seconds=0.2:iterations=none", MctsBot(iterations=None, seconds=0.2, seed=5)),
        ("mcts:playout=random:exploration=1.4", MctsBot(playout="random", exploration=1.4, seed=5)),
        ("mcts:playout=none", MctsBot(playout="none", seed=5)),
        ("mcts:widening=1", MctsBot(widening=1.0, seed=5)),
    ],
)
def test_a_spec_names_a_bot_and_its_options(spec: str, bot: object) -> None:
    assert make_bot(spec, seed=5) == bot
    assert make_bot(bot_spec(bot), seed=5) == bot  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "spec, message",
    [
        ("minimax", "unknown bot 'minimax' (known: random, greedy, mcts)"),
        ("mcts:depth=3", "mcts has no option 'depth'"),
        ("mcts:iterations", "write the option as iterations=<value>"),
        ("mcts:iterations=many", "option iterations: 'many' is not a valid value"),
        ("mcts:iterations=2.5", "option iterations: '2.5' is not a valid value"),
        ("mcts:iterations=0", "iterations must be at least 1"),
        ("mcts:iterations=none", "needs a budget"),
        ("mcts:playout=smart", "option playout: 'smart' is not a valid value"),
        ("greedy:lookahead=0", "lookahead must be at least 1"),
        ("random:seed=3", "random has no option 'seed'"),
    ],
)
def test_a_bad_spec_says_what_is_wrong(spec: str, message: str) -> None:
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        make_bot(spec)


def test_only_named_bots_have_a_spec() -> None:
    with pytest.raises(ValueError, match="not one of the named bots"):
        bot_spec(lambda state: state.legal_actions()[0])


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_pickle_and_read_back_equal(name: str) -> None:
    bot = make_bot(name, seed=11)
    assert pickle.loads(pickle.dumps(bot)) == bot
    assert repr(bot).startswith(type(bot).__name__ + "(")
