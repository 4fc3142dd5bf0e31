"""Every registered game has an encoder, and every encoder keeps the same promises.

These run for every game in ``junkspace.GAMES``: a game whose facts name no encoder (``ENCODER``)
fails here, by name, rather than being left out of the adapters.
"""

from __future__ import annotations

import numpy as np
import pytest
from playing import random_line

import junkspace
from junkspace.interop.observations import Layout, MissingEncoderError, encoder
from junkspace.interop.table import Table


@pytest.mark.parametrize("game", sorted(junkspace.GAMES))
def test_every_registered_game_has_an_encoder(game: str) -> None:
    info = junkspace.GAMES[game]
    for players in range(info.min_players, info.max_players + 1):
        layout = encoder(Table.of(game, players)).layout
        assert len(set(layout.names)) == len(layout.names), "part names are unique"
        assert all(shape and all(size > 0 for size in shape) for _, shape in layout.parts)


def test_a_game_without_an_encoder_is_named_with_what_to_write() -> None:
    with pytest.raises(MissingEncoderError, match=r"^go has no observation encoder: write one"):
        encoder(Table("go", 2))


def test_an_observation_is_a_vector_of_numbers_between_zero_and_one(
    table: tuple[str, int],
) -> None:
    game, players = table
    coder = encoder(Table.of(game, players))
    for state, _ in random_line(coder.table.start(seed=21), 21):
        for seat in range(players):
            vector = coder.encode(state, seat)
            assert vector.shape == (coder.layout.size,) and vector.dtype == np.float32
            assert np.all((vector >= 0) & (vector <= 1)) and vector.any()


def test_an_observation_shows_nothing_the_seat_cannot_see(table: tuple[str, int]) -> None:
    game, players = table
    coder = encoder(Table.of(game, players))
    for step, (state, _) in enumerate(random_line(coder.table.start(seed=5), 5)):
        if step % 5:
            continue
        for seat in range(players):
            resampled = state.determinize(seat, seed=step)
            assert np.array_equal(coder.encode(resampled, seat), coder.encode(state, seat))


def test_writing_into_views_gives_the_same_vector_as_encoding(table: tuple[str, int]) -> None:
    game, players = table
    coder = encoder(Table.of(game, players))
    buffer = np.full(coder.layout.size, 0.5, np.float32)  # stale values must be cleared
    views = coder.layout.views(buffer)
    for state, _ in random_line(coder.table.start(seed=2), 2):
        coder.write(state, players - 1, views)
        assert np.array_equal(buffer, coder.encode(state, players - 1))


@pytest.mark.parametrize("seed", range(6))
def test_no_game_is_longer_than_the_encoder_bound(table: tuple[str, int], seed: int) -> None:
    game, players = table
    coder = encoder(Table.of(game, players))
    decisions = sum(1 for _ in random_line(coder.table.start(seed=seed), seed))
    assert decisions <= coder.max_game_length


def test_a_layout_cuts_the_vector_into_shaped_views() -> None:
    layout = Layout((("grid", (2, 2)), ("flags", (3,))))
    vector = np.zeros(layout.size, np.float32)
    views = layout.views(vector)
    views["grid"][1, 0] = 1
    views["flags"][2] = 1
    assert vector.tolist() == [0, 0, 1, 0, 0, 0, 1]
