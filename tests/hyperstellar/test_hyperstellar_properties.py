"""Invariants over many seeded random games, at every table size.

Whatever the players choose, no stock goes negative, each colour's ten researchers are all
somewhere (in play or in the game's stock), the 56 science cards are all somewhere (hands,
pile, discard), the score track only moves forward, saved positions read back exactly, and
the same seed with the same choices gives the same game.
"""

from __future__ import annotations

import hashlib

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from playing import final_state, random_line

import junkspace
from junkspace.core.state import replace
from junkspace.hyperstellar import DECK, HyperstellarState, Over
from junkspace.hyperstellar.station import MAX_RESEARCHERS, places
from junkspace.hyperstellar.turn import VERBS, Turn, advance

seeds = st.integers(min_value=0, max_value=2**32 - 1)
players = st.integers(min_value=2, max_value=4)
GAMES = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_position(state: HyperstellarState) -> None:
    for row in (state.energy, state.water, state.points, state.hub, *state.rooms):
        assert min(row) >= 0
    for seat in range(state.players):
        assert 0 <= state.researchers(seat) <= MAX_RESEARCHERS
        assert state.researchers(seat) + state.stock(seat) == MAX_RESEARCHERS
        if not state.in_play(seat):
            assert state.researchers(seat) == 0
    assert sum(map(sum, state.rooms)) + sum(map(len, state.crew)) <= places(state.players)
    for colour, cards in enumerate(DECK):
        held = sum(hand[colour] for hand in state.hands)
        assert held + state.pile.count(colour) + state.discard[colour] == cards
    assert len(state.eliminated) < state.players


@GAMES
@given(table=players, seed=seeds, chooser=seeds)
def test_random_games_keep_every_invariant(table: int, seed: int, chooser: int) -> None:
    start = junkspace.new_game("hyperstellar", players=table, seed=seed)
    assert isinstance(start, HyperstellarState)
    previous = start
    for decisions, (state, action) in enumerate(random_line(start, chooser), start=1):
        assert isinstance(state, HyperstellarState)
        check_position(state)
        assert all(a >= b for a, b in zip(state.points, previous.points, strict=True))
        assert state.revolution >= previous.revolution
        if decisions % 10 == 0:
            assert junkspace.from_json(state.to_json()) == state
        assert state.parse_action(str(action)) is action
        previous = state
    end = final_state(start, chooser)
    assert isinstance(end, HyperstellarState)
    check_position(end)
    assert isinstance(end.phase, Over) and end.revolution <= 100
    assert end.truncated == (end.events[-1]["reason"] == "revolution_cap")
    assert junkspace.from_json(end.to_json()) == end


def _trail(table: int, seed: int, chooser: int) -> str:
    digest = hashlib.sha256()
    start = junkspace.new_game("hyperstellar", players=table, seed=seed)
    for state, _ in random_line(start, chooser):
        digest.update(state.to_json().encode())
    return digest.hexdigest()


@settings(max_examples=10, deadline=None)
@given(table=players, seed=seeds, chooser=seeds)
def test_the_same_seed_and_choices_give_the_same_game(table: int, seed: int, chooser: int) -> None:
    assert _trail(table, seed, chooser) == _trail(table, seed, chooser)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=players, seed=seeds, chooser=seeds)
def test_the_turns_shortcuts_give_what_the_rules_compute(
    table: int, seed: int, chooser: int
) -> None:
    """A state made in play starts with the legal actions its turn worked out, and a
    placement that passes to the next seat is built without a Turn: both agree with the
    long way, events included (and a quiet play tells none)."""
    start = junkspace.new_game("hyperstellar", players=table, seed=seed)
    for state, action in random_line(start, chooser):
        assert isinstance(state, HyperstellarState)
        assert state.legal_actions() == replace(state).legal_actions()  # computed afresh
        turn = Turn(state)
        VERBS[action.__class__](turn, action)
        long_way = turn.build()
        short = advance(state, action)
        assert short == long_way and short.events == long_way.events
        assert short.legal_actions() == replace(short).legal_actions()
        quiet = advance(state, action, quiet=True)
        assert quiet == long_way and quiet.events == ()
