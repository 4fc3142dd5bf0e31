"""The random bot: every legal action equally likely. The baseline every other bot must beat.

>>> import junkspace
>>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
>>> bot = RandomBot(seed=3)
>>> bot(state) in state.legal_actions()
True
>>> bot(state) == bot(state)                      # a pure function of the position
True
>>> bot
RandomBot(seed=3)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Action, GameState, Rng
from .seeding import decision_seed

__all__ = ["RandomBot"]


@dataclass(frozen=True)
class RandomBot:
    """Picks uniformly among the legal actions (seeded: same position, same pick)."""

    seed: int = 0

    def __call__(self, state: GameState) -> Action:
        return Rng.from_seed(decision_seed(self.seed, state)).choice(state.legal_actions())[0]
