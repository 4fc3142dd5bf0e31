"""One skeleton for every game: the same modules in the same roles, with the same entry points.

docs/architecture.md ("One skeleton for every game") describes the files of a game package;
these tests hold junkspace's three games to it, so that a reader who knows one game finds
everything in the others.
"""

from __future__ import annotations

import importlib

import pytest

import junkspace

GAMES = ("junk_orbit", "asteroid_belt", "hyperstellar")


def _refusal(game: str) -> object:
    return importlib.import_module(f"junkspace.{game}.refusals").refusal


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_not_at_the_table_has_no_name(game: str) -> None:
    state = junkspace.new_game(game, players=2, seed=3)
    assert isinstance(state.seat_name(1), str)
    for seat in (2, 9, -1):
        with pytest.raises(ValueError, match=f"player must be a seat from 0 to 1, got {seat}"):
            state.seat_name(seat)


@pytest.mark.parametrize("game", GAMES)
def test_refusal_is_none_for_a_legal_action_and_words_for_another(game: str) -> None:
    refusal = _refusal(game)
    state = junkspace.new_game(game, players=3, seed=4)
    legal = state.legal_actions()
    assert all(refusal(state, action) is None for action in legal)  # type: ignore[operator]
    illegal = next(a for a in state.action_space() if a not in legal)
    words = refusal(state, illegal)  # type: ignore[operator]
    assert isinstance(words, str) and words
