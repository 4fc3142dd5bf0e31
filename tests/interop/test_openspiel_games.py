"""The OpenSpiel games pass OpenSpiel's own random simulation test, and its MCTS bot plays them.

Parametrized over every registered game at every table size, like the contract tests: a game
registered without an encoder fails here by name.
"""

from __future__ import annotations

import pickle
import subprocess
import sys

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import mcts

import junkspace
from junkspace.core import Option
from junkspace.interop import openspiel
from junkspace.interop.observations import encoder
from junkspace.interop.rewards import rank_rewards
from junkspace.interop.table import Table

GameType = pyspiel.GameType


def dealt(game: pyspiel.Game, seed: int) -> pyspiel.State:
    state = game.new_initial_state()
    state.apply_action(seed)
    return state


def agrees_with_junkspace(state: pyspiel.State) -> None:
    """Called by random_sim_test on every state: OpenSpiel's view is the junkspace state's."""
    if state.is_chance_node():
        assert state.game_state is None
        return
    position = state.game_state
    assert state.is_terminal() == position.is_over
    assert state.returns() == list(rank_rewards(position))
    if not state.is_terminal():
        seat = state.current_player()
        assert seat == position.current_player
        notation = {state.action_to_string(seat, a) for a in state.legal_actions()}
        assert notation == {str(action) for action in position.legal_actions()}


def test_random_sim_test_with_serialization(table: tuple[str, int]) -> None:
    game, players = table
    pyspiel.random_sim_test(
        openspiel.load(game, players=players),
        num_sims=3,
        serialize=True,
        verbose=False,
        state_checker_fn=agrees_with_junkspace,
    )


# Options that keep one MCTS game to seconds: every decision searches with random playouts
# to the end of the game.
SHORTER = {"hyperstellar": {"max_revolutions": 8}, "asteroid_belt": {"rounds": 8}}


@pytest.mark.parametrize("game", sorted(junkspace.GAMES))
def test_mcts_bot_plays_a_whole_game(game: str) -> None:
    players = junkspace.GAMES[game].default_players
    spiel_game = openspiel.load(game, players=players, **SHORTER.get(game, {}))
    random_state = np.random.RandomState(players)
    bot = mcts.MCTSBot(
        spiel_game,
        uct_c=2.0,
        max_simulations=8,
        evaluator=mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state),
        random_state=random_state,
    )
    state = dealt(spiel_game, seed=players)
    decisions = 0
    while not state.is_terminal():
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        decisions += 1
    assert decisions <= spiel_game.max_game_length()
    assert sum(state.returns()) == pytest.approx(0.0, abs=1e-9)


@pytest.mark.parametrize("game", sorted(junkspace.GAMES))
def test_the_game_type_says_how_junkspace_games_work(game: str) -> None:
    info = junkspace.GAMES[game]
    game_type = openspiel.load(game).get_type()
    assert game_type.short_name == f"junkspace_{game}"
    assert game_type.dynamics == GameType.Dynamics.SEQUENTIAL
    assert game_type.chance_mode == GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game_type.information == GameType.Information.IMPERFECT_INFORMATION
    assert game_type.utility == GameType.Utility.ZERO_SUM
    assert game_type.reward_model == GameType.RewardModel.TERMINAL
    assert (game_type.min_num_players, game_type.max_num_players) == (
        info.min_players,
        info.max_players,
    )
    assert game_type.provides_observation_tensor and game_type.provides_observation_string
    assert game_type.provides_information_state_string
    assert not game_type.provides_information_state_tensor
    assert game_type.parameter_specification["players"] == info.default_players


def test_the_game_info_bounds_come_from_the_table(table: tuple[str, int]) -> None:
    game, players = table
    spiel_game = openspiel.load(game, players=players)
    setup = Table.of(game, players)
    assert spiel_game.num_players() == players
    assert spiel_game.num_distinct_actions() == len(setup.actions)
    assert spiel_game.max_chance_outcomes() == openspiel.DEALS
    assert (spiel_game.min_utility(), spiel_game.max_utility()) == (-1.0, 1.0)
    assert spiel_game.utility_sum() == 0.0
    assert spiel_game.max_game_length() == encoder(setup).max_game_length
    assert spiel_game.observation_tensor_size() == encoder(setup).layout.size


def test_the_deal_is_the_only_chance_node_and_its_outcome_is_the_seed(
    table: tuple[str, int],
) -> None:
    game, players = table
    state = openspiel.load(game, players=players).new_initial_state()
    assert state.is_chance_node() and state.current_player() == pyspiel.PlayerId.CHANCE
    outcomes = state.chance_outcomes()
    assert len(outcomes) == openspiel.DEALS
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, 77) == "seed 77"
    state.apply_action(77)
    assert state.game_state == junkspace.new_game(game, players=players, seed=77)
    assert not state.is_chance_node()


def test_action_strings_are_the_notation_both_ways() -> None:
    state = dealt(openspiel.load("junk_orbit", players=2), seed=1)
    launch = state.string_to_action("launch S01 cw TYC")
    state.apply_action(launch)
    assert state.game_state == junkspace.new_game("junk_orbit", players=2, seed=1).apply(
        "launch S01 cw TYC"
    )
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["move PLA"]


def test_a_serialized_state_carries_the_junkspace_json() -> None:
    spiel_game = openspiel.load("junk_orbit", players=3)
    state = dealt(spiel_game, seed=5)
    for action in state.legal_actions()[:1]:
        state.apply_action(action)
    _, loaded = pyspiel.deserialize_game_and_state(
        pyspiel.serialize_game_and_state(spiel_game, state)
    )
    assert loaded.game_state == state.game_state and loaded.history() == state.history()
    assert pickle.loads(pickle.dumps(state)).game_state == state.game_state
    assert junkspace.from_json(state.to_json()) == state.game_state
    assert spiel_game.new_initial_state(state.to_json()).game_state == state.game_state
    assert spiel_game.new_initial_state(state.to_dict()).game_state == state.game_state
    assert spiel_game.new_initial_state({}).is_chance_node()


def test_a_position_from_another_table_is_refused() -> None:
    other = junkspace.new_game("junk_orbit", players=2, seed=1).to_json()
    with pytest.raises(ValueError, match="players=2"):
        openspiel.load("junk_orbit", players=3).new_initial_state(other)


def test_the_observation_tensor_is_the_encoded_observation() -> None:
    spiel_game = openspiel.load("junk_orbit", players=3)
    state = dealt(spiel_game, seed=11)
    coder = encoder(Table.of("junk_orbit", 3))
    for seat in range(3):
        expected = coder.encode(state.game_state, seat)
        assert np.array_equal(np.array(state.observation_tensor(seat), np.float32), expected)
        assert state.observation_string(seat) != state.observation_string((seat + 1) % 3)
    before_the_deal = spiel_game.new_initial_state()
    assert not any(before_the_deal.observation_tensor(0))


@pytest.mark.parametrize(
    "dealt_already, action, problem",
    [
        (False, openspiel.DEALS, "the deal draws a seed from 0 to 65535"),
        (False, -5, "the deal draws a seed"),
        (True, -5, "actions are numbered from 0"),
        (True, 10**6, "actions are numbered from 0"),
    ],
)
def test_an_action_number_out_of_range_is_refused(
    dealt_already: bool, action: int, problem: str
) -> None:
    spiel_game = openspiel.load("junk_orbit", players=2)
    state = dealt(spiel_game, seed=1) if dealt_already else spiel_game.new_initial_state()
    with pytest.raises(ValueError, match=problem):
        state.apply_action(action)
    assert state.history() == ([1] if dealt_already else [])


def test_information_state_tensors_are_refused_with_the_reason() -> None:
    state = dealt(openspiel.load("junk_orbit", players=2), seed=1)
    with pytest.raises(ValueError, match="no information-state tensor"):
        state.information_state_tensor(0)


def test_an_observer_of_one_kind_of_information_only_is_refused() -> None:
    spiel_game = openspiel.load("junk_orbit", players=2)
    public_only = pyspiel.IIGObservationType(
        perfect_recall=True, public_info=True, private_info=pyspiel.PrivateInfoType.NONE
    )
    with pytest.raises(ValueError, match="public and private together"):
        spiel_game.make_py_observer(public_only)


def test_a_game_pickles_to_an_equal_game_that_plays(table: tuple[str, int]) -> None:
    game, players = table
    spiel_game = openspiel.load(game, players=players)
    copy = pickle.loads(pickle.dumps(spiel_game))
    assert copy == spiel_game and str(copy) == str(spiel_game)
    assert type(copy) is type(spiel_game)
    assert copy.max_game_length() == spiel_game.max_game_length()
    state, original = dealt(copy, seed=3), dealt(spiel_game, seed=3)
    assert state.game_state == original.game_state
    state.apply_action(state.legal_actions()[0])
    original.apply_action(original.legal_actions()[0])
    assert state.game_state == original.game_state


def test_a_game_with_options_unpickles_in_a_fresh_interpreter() -> None:
    """Unpickling imports the adapter, which registers the games: nothing else is needed."""
    spiel_game = openspiel.load("asteroid_belt", players=2, rounds=8)
    check = (
        "import pickle, sys; game = pickle.loads(sys.stdin.buffer.read()); "
        "state = game.new_initial_state(); state.apply_action(1); "
        "print(game, game.max_game_length(), len(state.legal_actions()))"
    )
    done = subprocess.run(
        [sys.executable, "-c", check],
        input=pickle.dumps(spiel_game),
        capture_output=True,
        timeout=120,
        check=True,
    )
    state = dealt(spiel_game, seed=1)
    expected = f"{spiel_game} {spiel_game.max_game_length()} {len(state.legal_actions())}"
    assert done.stdout.decode().strip() == expected


def test_an_illegal_action_names_the_rule() -> None:
    state = dealt(openspiel.load("junk_orbit", players=2), seed=1)
    setup = Table.of("junk_orbit", 2)
    drift = setup.number(junkspace.new_game("junk_orbit", 2, 1).parse_action("drift"))
    with pytest.raises(junkspace.IllegalActionError, match="drifting is only for an empty cargo"):
        state.apply_action(drift)


@pytest.mark.parametrize(
    "option, parameter",
    [
        (Option("variant", "basic", "", choices=("basic", "advanced")), "basic"),
        (Option("dice", 2, "", low=1, high=3), 2),
        (Option("turn_cap", None, "", low=1, allow_none=True), -1),
        (Option("shown", True, "", choices=(True, False)), True),
    ],
)
def test_options_become_parameters(option: Option, parameter: object) -> None:
    assert openspiel._to_parameter(option, option.default) == parameter
    assert openspiel._from_parameter(option, parameter) == option.default


@pytest.mark.parametrize(
    "option",
    [
        Option("bonus", None, "", choices=(None, 1, 2)),
        Option("offset", None, "", low=-3, allow_none=True),
    ],
)
def test_an_option_none_cannot_be_written_as_minus_one(option: Option) -> None:
    with pytest.raises(TypeError, match="cannot be written"):
        openspiel._to_parameter(option, option.default)
