"""Pig observations as numbers, for the PettingZoo and OpenSpiel adapters.

Seats are counted from the observer (seat 0 of every part is the seat that observes), and
every value is a share between 0 and 1:

============  =====  ===================================================
part          shape  value
============  =====  ===================================================
``banked``    P      seat *s*'s banked points, as a share of the target
``in_hand``   1      the turn total, as a share of the target
``deciding``  P      one where seat *s* decides now
``turns``     1      the share of the turn cap played (0 with no cap)
============  =====  ===================================================

>>> import junkspace
>>> state = junkspace.new_game("pig", players=3, seed=1)
>>> layout(state)
(('banked', (3,)), ('in_hand', (1,)), ('deciding', (3,)), ('turns', (1,)))
>>> max_game_length(state)
660
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from .state import PigState

__all__ = ["encode", "layout", "max_game_length"]


def layout(table_state: PigState) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The parts of the vector at ``table_state``'s table."""
    players = table_state.players
    return (("banked", (players,)), ("in_hand", (1,)), ("deciding", (players,)), ("turns", (1,)))


def encode(observation: Mapping[str, Any], parts: Mapping[str, np.ndarray]) -> None:
    """Write one observation into the zeroed ``parts``."""
    players, me, target = observation["players"], observation["seat"], observation["target"]
    for seat, points in enumerate(observation["banked"]):
        parts["banked"][(seat - me) % players] = min(points, target) / target
    parts["in_hand"][0] = observation["total"] / target
    over = max(observation["banked"]) >= target
    turns = observation["turns"]
    if turns is not None:
        parts["turns"][0] = observation["played"] / turns
        over = over or observation["played"] >= turns
    if not over:
        parts["deciding"][(observation["active"] - me) % players] = 1


def max_game_length(table_state: PigState) -> int:
    """The most decisions a game can take: a turn is at most ``ceil(target / 2)`` rolls
    (every roll but a 1 adds at least 2, and reaching the target ends the game) or fewer
    rolls and a hold.
    """
    if table_state.turns is None:
        raise ValueError("a game of Pig with no turn cap has no longest length")
    return table_state.turns * (-(-table_state.target // 2) + 1)
