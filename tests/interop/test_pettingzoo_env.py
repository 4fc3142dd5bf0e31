"""The PettingZoo environments pass PettingZoo's own test suites, for every game and table.

The suites are parametrized over every registered game at every table size, so a new game is
tested here as soon as it is registered (and fails loudly until it has an encoder).
"""

from __future__ import annotations

import functools
import warnings
from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test, render_test, seed_test

import junkspace
from junkspace import IllegalActionError
from junkspace.interop import pettingzoo
from junkspace.interop.pettingzoo import JunkspaceEnv, env, raw_env
from junkspace.interop.rewards import rank_rewards
from junkspace.interop.table import Table
from junkspace.render.raster import raster
from junkspace.render.view import view_for

# The two notes api_test gives every environment with dictionary observations; PettingZoo
# silences them for its own classic games by name.
DICT_OBSERVATION_NOTES = {
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box or "
    "gymnasium.spaces.discrete",
}


def play_out(game: Any, seed: int) -> None:
    """Random legal actions until every agent is done, as an AEC loop does."""
    game.reset(seed=seed)
    chooser = np.random.default_rng(seed)
    for _ in game.agent_iter():
        observation, _, terminated, truncated, _ = game.last()
        if terminated or truncated:
            action = None
        else:
            action = int(chooser.choice(np.flatnonzero(observation["action_mask"])))
        game.step(action)
    assert game.agents == []


def test_api_test(table: tuple[str, int]) -> None:
    game, players = table
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env(game, players=players), num_cycles=1000)
    assert {str(warning.message) for warning in caught} <= DICT_OBSERVATION_NOTES


def test_seed_test(table: tuple[str, int]) -> None:
    game, players = table
    seed_test(functools.partial(env, game, players=players), num_cycles=1000)


def test_render_test(table: tuple[str, int]) -> None:
    game, players = table

    def is_text_board(result: object) -> bool:
        return isinstance(result, str) and len(result.splitlines()) > 1

    render_test(functools.partial(env, game, players=players), {"ansi": is_text_board})


def test_reset_with_a_seed_starts_the_game_junkspace_starts_with_it(
    table: tuple[str, int],
) -> None:
    game, players = table
    environment = raw_env(game, players=players)
    environment.reset(seed=123)
    assert environment.game_state == junkspace.new_game(game, players=players, seed=123)
    environment.reset()
    first_after = environment.game_state
    environment.reset(seed=123)
    environment.reset()
    assert environment.game_state == first_after, "later seeds follow from the last one given"


def test_the_mask_is_the_legal_actions_of_the_agent_to_move_only(table: tuple[str, int]) -> None:
    game, players = table
    environment = raw_env(game, players=players)
    environment.reset(seed=9)
    chooser = np.random.default_rng(9)
    while not environment.game_state.is_over:
        state = environment.game_state
        assert environment.agent_selection == f"player_{state.current_player}"
        for agent in environment.agents:
            mask = environment.observe(agent)["action_mask"]
            if agent == environment.agent_selection:
                allowed = {environment.actions[i] for i in np.flatnonzero(mask)}
                assert allowed == set(state.legal_actions())
            else:
                assert not mask.any()
        environment.step(int(chooser.choice(Table.of_state(state).legal(state))))


def test_rewards_come_at_the_end_from_the_ranking(table: tuple[str, int]) -> None:
    game, players = table
    environment = raw_env(game, players=players)
    environment.reset(seed=4)
    paid = dict.fromkeys(environment.possible_agents, 0.0)
    chooser = np.random.default_rng(4)
    for agent in environment.agent_iter():
        _, reward, terminated, truncated, _ = environment.last()
        paid[agent] += reward
        if terminated or truncated:
            assert truncated == environment.game_state.truncated != terminated
            environment.step(None)
            continue
        assert reward == 0.0
        legal = np.flatnonzero(environment.observe(agent)["action_mask"])
        environment.step(int(chooser.choice(legal)))
    assert list(paid.values()) == list(rank_rewards(environment.game_state))
    assert environment.agents == []


def test_a_game_cut_short_by_a_turn_cap_ends_in_truncation() -> None:
    environment = raw_env("hyperstellar", players=3, max_revolutions=2)
    environment.reset(seed=6)
    chooser = np.random.default_rng(6)
    while not environment.game_state.is_over:
        legal = np.flatnonzero(environment.observe(environment.agent_selection)["action_mask"])
        environment.step(int(chooser.choice(legal)))
    assert environment.game_state.truncated
    assert all(environment.truncations.values()) and not any(environment.terminations.values())
    assert tuple(environment.rewards.values()) == rank_rewards(environment.game_state)


def test_an_illegal_action_loses_the_game_in_the_checked_environment(
    caplog: pytest.LogCaptureFixture,
) -> None:
    environment = env("junk_orbit", players=2)
    environment.reset(seed=1)
    observation, *_ = environment.last()
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    environment.step(illegal)
    assert "Illegal move made" in caplog.text
    assert environment.rewards == {"player_0": -1.0, "player_1": 0}
    assert all(environment.terminations.values())


def test_an_illegal_action_names_the_rule_in_the_bare_environment() -> None:
    environment = raw_env("junk_orbit", players=2)
    environment.reset(seed=1)
    move = next(i for i, a in enumerate(environment.actions) if str(a).startswith("move"))
    with pytest.raises(IllegalActionError, match="is not possible now"):
        environment.step(move)


def test_agents_see_the_game_from_their_own_seat() -> None:
    environment = raw_env("junk_orbit", players=3)
    environment.reset(seed=2)
    coder = environment.encoder
    for seat, agent in enumerate(environment.possible_agents):
        seen = environment.observe(agent)["observation"]
        assert np.array_equal(seen, coder.encode(environment.game_state, seat))


@pytest.mark.parametrize("mode", ["ansi", "rgb_array", "human"])
def test_render_modes(mode: str, capsys: pytest.CaptureFixture[str]) -> None:
    environment = raw_env("junk_orbit", players=2, render_mode=mode)
    environment.reset(seed=3)
    picture = environment.render()
    if mode == "ansi":
        assert picture == str(environment.game_state)
    elif mode == "rgb_array":
        scene = view_for("junk_orbit").scene(environment.game_state)
        assert isinstance(picture, np.ndarray) and picture.dtype == np.uint8
        assert picture.shape == (round(scene.height), round(scene.width), 3)
        assert np.array_equal(picture, raster(scene)), "the board as the dashboards draw it"
    else:
        assert picture is None
        assert str(environment.game_state) in capsys.readouterr().out


def test_an_unknown_render_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="render_mode must be one of"):
        raw_env("junk_orbit", render_mode="svg")


def test_every_game_has_pettingzoo_style_constructors(table: tuple[str, int]) -> None:
    game, players = table
    constructors = getattr(pettingzoo, f"{game}_v0")
    assert f"{game}_v0" in dir(pettingzoo)
    assert isinstance(constructors.raw_env(players=players), JunkspaceEnv)
    wrapped = constructors.env(players=players)
    assert wrapped.unwrapped.metadata["name"] == f"{game}_v0"
    play_out(wrapped, seed=players)


def test_an_unknown_constructor_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="chess_v0"):
        pettingzoo.chess_v0  # noqa: B018
