"""How each game says it ended: the status says who wins (never "leads" once it is over) and
``ending()`` says why, in the game's own words; both are empty of an end while it runs."""

from __future__ import annotations

import random

import pytest

import junkspace
from junkspace.core import GameState


def _random_game(game: str, seed: int, **options: object) -> GameState:
    state = junkspace.new_game(game, players=2, seed=seed, **options)
    chooser = random.Random(seed)
    assert state.ending() == ""
    while not state.is_over:
        state = state.apply(chooser.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(
    ("game", "seed", "options", "status", "why"),
    [
        (
            "junk_orbit",
            1,
            {},
            "Game over: Purple wins with 12 points.",
            "A junk pile ran out and every other ship took its final turn.",
        ),
        (  # equal points: more tiles delivered ranks first, and the ending says so
            "junk_orbit",
            5,
            {},
            "Game over: Purple wins with 3 points.",
            "A junk pile ran out and every other ship took its final turn. Equal points are "
            "ranked by the number of tiles delivered.",
        ),
        (
            "asteroid_belt",
            5,
            {"rounds": 3},
            "Game over: Orange wins with 2 points (the turn cap of 3 rounds was reached; "
            "ranked by points).",
            "The turn cap of 3 rounds was reached; ranked by points.",
        ),
        (
            "asteroid_belt",
            0,
            {"rounds": 1},
            "Game over: Purple and Orange share the win with 0 points (the turn cap of 1 round "
            "was reached; ranked by points).",
            "The turn cap of 1 round was reached; ranked by points.",
        ),
        (
            "hyperstellar",
            0,
            {"max_revolutions": 1},
            "Game over: Red and Yellow share the win with 0 points (the 1-revolution cap was "
            "reached; ranked by points).",
            "The revolution cap was reached.",
        ),
    ],
)
def test_a_game_over_says_who_wins_and_why(
    game: str, seed: int, options: dict[str, object], status: str, why: str
) -> None:
    state = _random_game(game, seed, **options)
    assert state.status() == status
    assert "leads" not in state.status()
    assert state.ending() == why
