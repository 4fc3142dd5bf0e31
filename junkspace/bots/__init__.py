"""Bots: players that choose an action for a position.

A bot is just a function ``bot(state) -> action`` (as in aima-python): anything callable that
returns one of ``state.legal_actions()`` for the seat deciding now. The bots here are small
frozen classes, so they have readable reprs, can be pickled to other processes, and give the
same answer every time they are asked about the same position (their random choices are
seeded by their ``seed`` and what their seat sees).

- :class:`RandomBot`: any legal action, uniformly;
- :class:`GreedyBot`: the action that leads to the best position by its game's heuristic;
- :class:`MctsBot`: Monte Carlo tree search on determinizations, for any game.

>>> import junkspace
>>> from junkspace.bots import MctsBot, RandomBot, play
>>> record = play(junkspace.new_game("junk_orbit", players=2, seed=3),
...               [MctsBot(iterations=10), RandomBot()])
>>> record.state.is_over
True
>>> make_bot("mcts:iterations=50", seed=4)  # doctest: +NORMALIZE_WHITESPACE
MctsBot(iterations=50, seconds=None, exploration=0.7, playout='greedy', widening=None,
        judge='lead', seed=4)

A bot of your own is any function of the state:

>>> def first_choice(state):
...     return state.legal_actions()[0]
>>> start = junkspace.new_game("junk_orbit", players=2, seed=3)
>>> play(start, [first_choice, RandomBot()]).state.is_over
True
"""

from __future__ import annotations

from .greedy import GreedyBot
from .mcts import MctsBot
from .play import Bot, play
from .random_bot import RandomBot
from .specs import BOTS, bot_spec, make_bot

__all__ = ["BOTS", "Bot", "GreedyBot", "MctsBot", "RandomBot", "bot_spec", "make_bot", "play"]
