"""Seeded random play through the engine contract, shared by the tests and benchmarks."""

from __future__ import annotations

import random
from collections.abc import Iterator

import junkspace
from junkspace import Action, GameState

#: The games junkspace itself ships. An installed plug-in (the example in tests/example_game)
#: is played by every contract test too, but has no rules page or saved fixtures here.
BUILTIN = [name for name, plugin in junkspace.GAMES.plugins.items() if plugin.builtin]

#: Every (game, players) pair the suite plays, for parametrized contract tests.
TABLES = [
    (name, players)
    for name, info in junkspace.GAMES.items()
    for players in range(info.min_players, info.max_players + 1)
]


def random_line(
    state: GameState, seed: int, max_steps: int = 20_000
) -> Iterator[tuple[GameState, Action]]:
    """Yield ``(state, action)`` pairs of a seeded random playout until the game ends."""
    chooser = random.Random(seed)
    for _ in range(max_steps):
        if state.is_over:
            return
        action = chooser.choice(state.legal_actions())
        yield state, action
        state = state.apply(action)
    raise AssertionError(f"{state.game} did not end within {max_steps} decisions")


def final_state(state: GameState, seed: int) -> GameState:
    """The end of a seeded random playout from ``state``."""
    for before, action in random_line(state, seed):
        state = before.apply(action)
    return state


def sampled_positions(game: str, players: int, count: int) -> list[GameState]:
    """``count`` positions drawn from three seeded random games (never a finished one)."""
    positions: list[GameState] = []
    for seed in range(3):
        start = junkspace.new_game(game, players=players, seed=seed)
        line = [state for state, _ in random_line(start, seed)]
        positions += random.Random(seed).sample(line, min(len(line), count // 3 + 1))
    return positions[:count]
