"""The random bot: every legal action equally likely, the baseline other bots must beat."""

from __future__ import annotations

import random

from ..core import Action, GameState

__all__ = ["RandomBot"]


class RandomBot:
    """Picks uniformly among the legal actions; the same seed makes the same choices.

    >>> import junkspace
    >>> state = junkspace.new_game("junk_orbit", players=2, seed=3)
    >>> RandomBot(seed=1)(state) == RandomBot(seed=1)(state)
    True
    >>> RandomBot(seed=1)
    RandomBot(seed=1)
    """

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._chooser = random.Random(seed)

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed!r})"

    def __call__(self, state: GameState) -> Action:
        return self._chooser.choice(state.legal_actions())
