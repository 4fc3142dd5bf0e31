"""Simulations: many seeded games between bots, their records and what they say.

>>> from junkspace.bots import GreedyBot, RandomBot
>>> from junkspace.simulation import Simulation, run, summarize
>>> sim = Simulation("junk_orbit", 2, (GreedyBot(), RandomBot()), seed=1, games=4)
>>> results = []
>>> report = run(sim, range(sim.games), jobs=1, on_outcome=results.append)
>>> summary = summarize(results)
>>> [(rate.name, rate.games) for rate in summary.bots]
[('greedy', 4), ('random', 4)]

- :mod:`~junkspace.simulation.plan`: who plays where in which game, with which seeds;
- :mod:`~junkspace.simulation.runner`: running games on several processes, interruptions;
- :mod:`~junkspace.simulation.results`: one JSON line per game, replayable;
- :mod:`~junkspace.simulation.summary`: win rates, game length, score spread;
- :mod:`~junkspace.simulation.stats`: Wilson intervals.

The ``junkspace simulate`` and ``junkspace replay`` commands are built on these.
"""

from .plan import Simulation, bot_label, play_game, with_seed
from .results import GameResult, drop_cut_line, read_results
from .runner import Failure, RunReport, run
from .stats import wilson
from .summary import Rate, Summary, summarize

__all__ = [
    "Failure",
    "GameResult",
    "Rate",
    "RunReport",
    "Simulation",
    "Summary",
    "bot_label",
    "drop_cut_line",
    "play_game",
    "read_results",
    "run",
    "summarize",
    "wilson",
    "with_seed",
]
