"""Bad seeds are refused with a ValueError that names them, wherever a game is seeded."""

from __future__ import annotations

from typing import Any

import pytest

import junkspace
from junkspace import Rng

BAD_SEEDS = ["x", 1.5, None, True, 2**64, -(2**64), [1]]


@pytest.mark.parametrize("game", list(junkspace.GAMES))
@pytest.mark.parametrize("seed", BAD_SEEDS, ids=repr)
def test_a_bad_seed_is_a_value_error_naming_it(game: str, seed: Any) -> None:
    state = junkspace.new_game(game, players=2, seed=1)
    with pytest.raises(ValueError, match="seed must be an integer of at most 64 bits"):
        state.determinize(0, seed)
    if seed is not None:  # new_game draws a random seed for None
        with pytest.raises(ValueError, match="seed must be an integer of at most 64 bits"):
            junkspace.new_game(game, players=2, seed=seed)


def test_every_64_bit_seed_seeds_the_same_generators_as_before() -> None:
    # Negative seeds are folded into 64 bits, as they always were.
    assert Rng.from_seed(-1) == Rng.from_seed(2**64 - 1)
    assert Rng.from_seed(2**64 - 1).state != Rng.from_seed(0).state
