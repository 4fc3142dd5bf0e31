"""The engine contract, checked the same way for every registered game and table size.

These are property tests: hypothesis picks seeds, the games are played out at random, and
every position along the way must keep the promises of junkspace.core.state.
"""

from __future__ import annotations

import copy
import json
import os
import pickle
import subprocess
import sys
import textwrap

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from playing import TABLES, final_state, random_line

import junkspace
from junkspace import (
    Event,
    GameRecord,
    IllegalActionError,
    InvalidActionError,
    InvalidStateError,
)

seeds = st.integers(min_value=0, max_value=2**32 - 1)
tables = st.sampled_from(TABLES)
PROPERTY = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


#: Games with options that change the rules, and every table size they are played at.
VARIANTS = [("junk_orbit", players, {"ship_powers": True}) for players in range(2, 6)]


@PROPERTY
@given(table=tables, seed=seeds, chooser=seeds)
def test_every_position_keeps_the_contract(table: tuple[str, int], seed: int, chooser: int) -> None:
    game, players = table
    _keeps_the_contract(junkspace.new_game(game, players=players, seed=seed), seed, chooser)


@pytest.mark.parametrize(("game", "players", "options"), VARIANTS)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds, chooser=seeds)
def test_variants_keep_the_contract(
    game: str, players: int, options: dict[str, object], seed: int, chooser: int
) -> None:
    start = junkspace.new_game(game, players=players, seed=seed, **options)
    assert start.options == options
    _keeps_the_contract(start, seed, chooser)


def _keeps_the_contract(start: junkspace.GameState, seed: int, chooser: int) -> None:
    """Every position of a random game from ``start`` keeps the promises of the contract."""
    players = start.players
    space = start.action_space()
    assert len(set(space)) == len(space)
    seen_actions: list[junkspace.Action] = []
    for step, (state, action) in enumerate(random_line(start, chooser)):
        legal = state.legal_actions()
        assert legal, "only a finished game has no legal action"
        assert state.current_player in range(state.players)
        assert set(legal) <= set(space) and state.action_space() == space
        assert len(set(legal)) == len(legal), "legal actions are listed once each"
        assert legal == state.legal_actions(), "legal actions come in a fixed order"
        for candidate in legal:
            assert state.parse_action(str(candidate)) == candidate
        assert junkspace.from_json(state.to_json()) == state
        assert hash(junkspace.from_json(state.to_json())) == hash(state)
        for player in range(state.players):
            json.dumps(state.observation(player))
        assert isinstance(state.status(), str) and state.status()
        assert state.describe(action)
        if step % 7 == 0:
            _check_determinize(state, seed=step)

        before = state.to_json()
        for candidate in seen_actions[-30:]:
            if candidate in legal:
                continue
            with pytest.raises(IllegalActionError):
                state.apply(candidate)
        nxt = state.apply(action)
        assert state.to_json() == before, "apply never changes the state it is called on"
        assert nxt is not state
        for event in nxt.events:
            assert isinstance(event, Event)
            assert nxt.narrate(event)
            json.dumps(event.to_dict())
        seen_actions.extend(legal)

    end = final_state(start, chooser)
    assert end.is_over and end.current_player is None and end.legal_actions() == ()
    assert len(end.scores()) == players
    assert set(end.winners()) <= set(range(players)) and end.winners()
    assert "over" in end.status().lower()
    with pytest.raises(IllegalActionError):
        end.apply(str(seen_actions[-1]))


def _check_determinize(state: junkspace.GameState, seed: int) -> None:
    """A determinized state looks the same to its seat and keeps that seat's options."""
    for player in range(state.players):
        sample = state.determinize(player, seed)
        assert sample.observation(player) == state.observation(player)
        assert sample == state.determinize(player, seed), "sampling is seeded"
        lookalike = state.determinize(player, seed + 1)
        assert lookalike.determinize(player, seed) == sample, (
            "a sample depends only on what the seat sees, not on the hidden parts it replaces"
        )
        if player == state.current_player:
            assert sample.legal_actions() == state.legal_actions()


def test_same_seed_gives_the_same_game(table: tuple[str, int]) -> None:
    game, players = table
    a = junkspace.new_game(game, players=players, seed=2024)
    b = junkspace.new_game(game, players=players, seed=2024)
    assert a == b and a.to_json() == b.to_json()
    assert final_state(a, 7) == final_state(b, 7)


def test_a_state_is_its_own_copy_and_pickles_through_json(table: tuple[str, int]) -> None:
    game, players = table
    start = junkspace.new_game(game, players=players, seed=5)
    for state, _ in random_line(start, 5):
        assert copy.copy(state) is state and copy.deepcopy(state) is state
        pickled = pickle.dumps(state)
        assert pickle.loads(pickled) == state
        # Only the saved position is pickled, not caches such as the legal actions.
        assert pickled == pickle.dumps(junkspace.from_json(state.to_json()))


def test_different_seeds_give_different_setups(table: tuple[str, int]) -> None:
    game, players = table
    setups = {junkspace.new_game(game, players=players, seed=s).to_json() for s in range(5)}
    assert len(setups) == 5


def test_a_record_replays_to_the_same_states(table: tuple[str, int]) -> None:
    game, players = table
    record = GameRecord.start(game, players=players, seed=99)
    for _, action in random_line(record.state, 3):
        record = record.play(action)
    assert record.state.is_over
    loaded = GameRecord.from_json(record.to_json())
    assert loaded == record
    assert loaded.states() == record.states()
    assert loaded.state == final_state(junkspace.new_game(game, players=players, seed=99), 3)


_REPLAY_SCRIPT = textwrap.dedent(
    """
    import hashlib, random, sys, junkspace
    digest = hashlib.sha256()
    for game, players in {tables!r}:
        state = junkspace.new_game(game, players=players, seed=11)
        chooser = random.Random(5)
        while not state.is_over:
            state = state.apply(chooser.choice(state.legal_actions()))
            digest.update(state.to_json().encode())
    print(digest.hexdigest())
    """
)


def test_replay_is_identical_under_any_hash_seed() -> None:
    script = _REPLAY_SCRIPT.format(tables=TABLES)
    digests = set()
    for hash_seed in ("0", "1", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run(
            [sys.executable, "-c", script],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
            check=True,
        )
        digests.add(out.stdout.strip())
    assert len(digests) == 1, "the same seed and actions must give the same states everywhere"


@pytest.mark.parametrize(
    "text, field",
    [
        ("", ""),
        ("[1, 2]", ""),
        ('{"format": "junkspace-state", "version": 1, "game": "chess", "state": {}}', "game"),
        (
            '{"format": "junkspace-state", "version": 99, "game": "junk_orbit", "state": {}}',
            "version",
        ),
        ('{"format": "junkspace-record"}', "format"),
        ('{"format": "junkspace-state", "version": 1, "game": "junk_orbit"}', "state"),
    ],
)
def test_unreadable_json_names_the_field(text: str, field: str) -> None:
    with pytest.raises(InvalidStateError) as caught:
        junkspace.from_json(text)
    assert caught.value.field == field


def test_notation_errors_are_invalid_action_errors(table: tuple[str, int]) -> None:
    game, players = table
    state = junkspace.new_game(game, players=players, seed=1)
    for text in ("", "   ", "fly to the moon", "@@@"):
        with pytest.raises(InvalidActionError):
            state.parse_action(text)
        with pytest.raises(InvalidActionError):
            state.apply(text)
    with pytest.raises(InvalidActionError):
        state.apply(42)  # type: ignore[arg-type]
