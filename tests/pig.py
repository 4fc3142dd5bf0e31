"""Pig positions for the bot tests, from the example plug-in game (tests/example_game).

The game itself is the installable example package ``junkspace_pig``; pytest finds it on its
path (``pythonpath`` in pyproject.toml) whether or not it is installed.
"""

from __future__ import annotations

from junkspace_pig import Hold, PigState, Roll

from junkspace import Rng

__all__ = ["Hold", "PigState", "Roll", "pig"]


def pig(banked: tuple[int, int], total: int, rng_seed: int = 0, target: int = 20) -> PigState:
    """Red to play with points ``banked`` and ``total`` in hand; dice from ``rng_seed``."""
    rng = Rng.from_seed(rng_seed)
    return PigState(players=2, seed=0, rng=rng, banked=banked, total=total, target=target)
