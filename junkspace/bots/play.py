"""Playing a whole game between bots.

>>> import junkspace
>>> from junkspace.bots import GreedyBot, RandomBot
>>> start = junkspace.new_game("junk_orbit", players=2, seed=5)
>>> record = play(start, [GreedyBot(), RandomBot()])
>>> record.state.is_over and record.states()[0] == start
True
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TypeAlias

from ..core import Action, GameRecord, GameState
from ..core.words import WORDS

__all__ = ["Bot", "play"]

#: A bot: anything that, given a position, returns one of its legal actions.
Bot: TypeAlias = Callable[[GameState], Action]


def play(
    state: GameState, bots: Sequence[Bot], clock: Callable[[int, float], None] | None = None
) -> GameRecord:
    """Play ``state`` to the end, seat ``i`` deciding with ``bots[i]``; the game's record.

    ``clock(seat, seconds)``, when given, hears how long each decision took.
    """
    if len(bots) != state.players:
        raise ValueError(
            WORDS.gettext(
                "{players} seats need {players} bots, got {count}",
                players=state.players,
                count=len(bots),
            )
        )
    states = [state]
    actions = []
    while (seat := state.current_player) is not None:
        began = time.perf_counter()
        action = bots[seat](state)
        if clock is not None:
            clock(seat, time.perf_counter() - began)
        state = state.apply(action)
        states.append(state)
        actions.append(action)
    return GameRecord.of_game(states, actions)
