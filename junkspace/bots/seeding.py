"""Where a bot's randomness comes from: its seed and what its seat sees, nothing else.

A bot is a pure function of the state: asked twice about the same position it answers the
same, and a simulation replays exactly. Its random choices are drawn from a generator seeded
by :func:`decision_seed`, which mixes the bot's ``seed`` with the deciding seat's
``observation``, never with the hidden parts of the state (pile order, other hands, the
generator behind future dice), so two positions that look the same to the seat get the same
choices.

>>> import junkspace
>>> state = junkspace.new_game("junk_orbit", players=2, seed=4)
>>> decision_seed(7, state) == decision_seed(7, state) != decision_seed(8, state)
True
>>> lookalike = state.determinize(0, seed=99)     # other pile order, same view for seat 0
>>> decision_seed(7, state) == decision_seed(7, lookalike)
True
"""

from __future__ import annotations

import hashlib
import json

from ..core import GameState
from ..core.words import WORDS

__all__ = ["deciding_seat", "decision_seed"]


def deciding_seat(state: GameState) -> int:
    """The seat that decides now; a ValueError once the game is over."""
    seat = state.current_player
    if seat is None:
        raise ValueError(WORDS.gettext("the game is over: there is no decision to make"))
    return seat


def decision_seed(seed: int, state: GameState) -> int:
    """A 64-bit seed for one decision, from ``seed`` and the deciding seat's view."""
    seat = deciding_seat(state)
    seen = json.dumps(state.observation(seat), sort_keys=True, separators=(",", ":"))
    digest = hashlib.blake2b(f"{seed}\n{seen}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")
