"""Properties of whole random games, at every table size."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from playing import random_line

import junkspace
from junkspace import IllegalActionError
from junkspace.junk_orbit import JunkOrbitState
from junkspace.junk_orbit.tiles import STARTERS, TILES, tiles_in_play

seeds = st.integers(min_value=0, max_value=2**32 - 1)
players = st.integers(min_value=2, max_value=5)


def in_play(count: int) -> list[str]:
    piles = [t for pile in ("earth", "moon", "mars") for t in tiles_in_play(pile, count)]
    return sorted(piles + list(STARTERS[: 2 * count] + STARTERS[10 : 10 + count]))


def all_tiles(state: JunkOrbitState) -> list[str]:
    areas = (*state.cargo, *state.deliveries, *state.junk, *state.piles)
    return sorted(t for area in areas for t in area)


@settings(max_examples=60, deadline=None)
@given(count=players, seed=seeds, chooser=seeds)
def test_every_tile_is_in_exactly_one_place_at_every_step(
    count: int, seed: int, chooser: int
) -> None:
    expected = in_play(count)
    start = junkspace.new_game("junk_orbit", players=count, seed=seed)
    for state, _ in random_line(start, chooser):
        assert isinstance(state, JunkOrbitState)
        assert all_tiles(state) == expected
        assert state.scores() == tuple(
            sum(TILES[t].value for t in tiles) for tiles in state.deliveries
        )
        assert not any(TILES[t].destination is None for d in state.deliveries for t in d)


@settings(max_examples=30, deadline=None)
@given(count=players, seed=seeds, chooser=seeds)
def test_apply_accepts_exactly_the_legal_actions(count: int, seed: int, chooser: int) -> None:
    start = junkspace.new_game("junk_orbit", players=count, seed=seed)
    space = start.action_space()
    pick = random.Random(chooser)
    for state, _ in random_line(start, chooser):
        legal = set(state.legal_actions())
        for candidate in pick.sample(space, 40):
            if candidate in legal:
                state.apply(candidate)
            else:
                try:
                    state.apply(candidate)
                except IllegalActionError:
                    continue
                raise AssertionError(f"{candidate} was applied but is not legal here")


@settings(max_examples=25, deadline=None)
@given(count=players, seed=seeds, chooser=seeds)
def test_the_game_always_ends_soon_after_a_pile_runs_out(
    count: int, seed: int, chooser: int
) -> None:
    start = junkspace.new_game("junk_orbit", players=count, seed=seed)
    turns_after_trigger = None
    for state, _ in random_line(start, chooser):
        assert isinstance(state, JunkOrbitState)
        if state.final_turns is not None:
            turns_after_trigger = state.final_turns
            assert 1 <= state.final_turns <= count - 1
        assert state.turn <= sum(len(p) for p in start.piles) + count
    assert turns_after_trigger is not None, "a game ends only through an empty pile"
