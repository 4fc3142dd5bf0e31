"""OpenSpiel's information-set search plays the games, and its plain MCTS is shown to peek.

``ISMCTSBot`` keys its tree by information states and plans on states resampled from them
(``resample_from_infostate``, which is ``GameState.determinize``); plain ``MCTSBot`` plans on
clones of the true state, hidden piles and hands included.
"""

from __future__ import annotations

import random

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts

import junkspace
from junkspace.core import GameState
from junkspace.interop import openspiel

# Options that keep an ISMCTS game to a second or two.
SHORT = {"hyperstellar": {"max_revolutions": 4}, "asteroid_belt": {"rounds": 2}}
GAMES = sorted(junkspace.GAMES)


def dealt(game: pyspiel.Game, seed: int) -> pyspiel.State:
    state = game.new_initial_state()
    state.apply_action(seed)
    return state


def played(game: pyspiel.Game, seed: int, moves: int) -> pyspiel.State:
    """A state ``moves`` random decisions after deal ``seed`` (fewer if the game ends)."""
    chooser = random.Random(seed)
    state = dealt(game, seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply_action(chooser.choice(state.legal_actions()))
    return state


def ismcts_bot(game: pyspiel.Game, seed: int, simulations: int) -> ismcts.ISMCTSBot:
    """An ISMCTS bot whose every draw, resampling included, comes from ``seed``."""
    random_state = np.random.RandomState(seed)
    bot = ismcts.ISMCTSBot(
        game,
        mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state),
        uct_c=2.0,
        max_simulations=simulations,
        random_state=random_state,
    )
    # ISMCTS's own resampler makes a new, randomly seeded sampler for every sample.
    sampler = pyspiel.UniformProbabilitySampler(seed, 0.0, 1.0)
    bot.set_resampler(lambda state, seat: state.resample_from_infostate(seat, sampler))
    return bot


@pytest.mark.parametrize("game", GAMES)
def test_ismcts_plays_a_whole_game(game: str) -> None:
    spiel_game = openspiel.load(game, **SHORT.get(game, {}))
    bot = ismcts_bot(spiel_game, seed=1, simulations=10)
    state = dealt(spiel_game, seed=3)
    decisions = 0
    while not state.is_terminal():
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        decisions += 1
    assert 0 < decisions <= spiel_game.max_game_length()
    assert sum(state.returns()) == pytest.approx(0.0, abs=1e-9)


@pytest.mark.parametrize("game", GAMES)
def test_a_resampled_state_has_the_seat_s_information_state(game: str) -> None:
    spiel_game = openspiel.load(game)
    sampler = pyspiel.UniformProbabilitySampler(5, 0.0, 1.0)
    state = played(spiel_game, seed=2, moves=30)
    hidden_differs = False
    for seat in range(spiel_game.num_players()):
        for _ in range(3):
            sample = state.resample_from_infostate(seat, sampler)
            assert sample.information_state_string(seat) == state.information_state_string(seat)
            assert sample.game_state.observation(seat) == state.game_state.observation(seat)
            assert sample.current_player() == state.current_player()
            assert sample.legal_actions() == state.legal_actions()
            hidden_differs |= sample.game_state != state.game_state
    assert hidden_differs, "no sample drew the hidden parts differently"


def test_a_sample_plays_to_the_end_and_leaves_the_state_it_came_from_alone() -> None:
    spiel_game = openspiel.load("hyperstellar", players=3, max_revolutions=6)
    state = played(spiel_game, seed=4, moves=20)
    truth, remembered = state.game_state, state.information_state_string(1)
    sample = state.resample_from_infostate(0, pyspiel.UniformProbabilitySampler(1, 0.0, 1.0))
    chooser = random.Random(0)
    while not sample.is_terminal():
        sample.apply_action(chooser.choice(sample.legal_actions()))
        assert sample.information_state_string(1).startswith("seat 1, step ")
    assert state.game_state is truth and state.information_state_string(1) == remembered


def test_the_seed_comes_from_the_sampler_alone() -> None:
    state = played(openspiel.load("junk_orbit", players=3), seed=6, moves=10)
    twin = state.game_state.determinize(0, seed=77)
    other = openspiel.load("junk_orbit", players=3).new_initial_state(twin.to_json())

    def draws() -> pyspiel.UniformProbabilitySampler:
        return pyspiel.UniformProbabilitySampler(9, 0.0, 1.0)

    assert (
        state.resample_from_infostate(0, draws()).game_state
        == other.resample_from_infostate(0, draws()).game_state
    )


@pytest.mark.parametrize("draw", [1.0, -0.25])
def test_a_sampler_outside_zero_to_one_is_refused(draw: float) -> None:
    state = dealt(openspiel.load("junk_orbit", players=2), seed=1)
    with pytest.raises(ValueError, match=r"number in \[0, 1\)"):
        state.resample_from_infostate(0, lambda: draw)


def test_before_the_deal_there_is_nothing_to_resample() -> None:
    state = openspiel.load("junk_orbit", players=2).new_initial_state()
    with pytest.raises(ValueError, match="before the deal"):
        state.resample_from_infostate(0, pyspiel.UniformProbabilitySampler(0.0, 1.0))


@pytest.mark.parametrize("game", ["junk_orbit", "hyperstellar"])
def test_the_information_state_is_perfect_recall(game: str) -> None:
    """Same information while a seat has seen the same things, and different ever after.

    The real game and a twin whose hidden parts were drawn anew at the start get the same
    actions; seat 0 sees the same positions until a draw from the piles or hands shows the
    difference, and from that step on its information states differ, even when what it
    sees becomes the same again.
    """
    spiel_game = openspiel.load(game, **SHORT.get(game, {}))
    real = dealt(spiel_game, seed=8)
    twin = spiel_game.new_initial_state(real.game_state.determinize(0, seed=1).to_json())
    real = spiel_game.new_initial_state(real.game_state.to_json())  # both remember from here
    chooser = random.Random(3)
    seen_alike: list[bool] = []
    same_information: list[bool] = []
    while not real.is_terminal() and real.legal_actions() == twin.legal_actions():
        seen_alike.append(_seen(real.game_state) == _seen(twin.game_state))
        same_information.append(
            real.information_state_string(0) == twin.information_state_string(0)
        )
        action = chooser.choice(real.legal_actions())
        real.apply_action(action)
        twin.apply_action(action)
    assert seen_alike[0] and not all(seen_alike), "the twin never showed a difference"
    assert same_information == [all(seen_alike[: k + 1]) for k in range(len(seen_alike))]


def _seen(state: GameState) -> object:
    return state.observation(0)


def _root_visits(bot: mcts.MCTSBot | ismcts.ISMCTSBot, state: pyspiel.State) -> dict[int, int]:
    if isinstance(bot, mcts.MCTSBot):
        return {child.action: child.explore_count for child in bot.mcts_search(state).children}
    bot.run_search(state)
    return {action: child.visits for action, child in bot._root_node.child_info.items()}


@pytest.mark.parametrize("game", ["junk_orbit", "hyperstellar"])
def test_plain_mcts_peeks_at_hidden_parts_and_ismcts_does_not(game: str) -> None:
    """Two positions the seat to move cannot tell apart: only the piles (or the other hands)
    differ. Plain MCTS, searching clones of each, counts its visits differently; ISMCTS, with
    the same seeds, searches the same way from both."""
    spiel_game = openspiel.load(game)
    real = junkspace.new_game(game, players=spiel_game.num_players(), seed=4)
    seat = real.current_player
    assert seat is not None
    twin = real.determinize(seat, seed=99)
    assert twin != real and twin.observation(seat) == real.observation(seat)

    def plain(position: GameState) -> dict[int, int]:
        random_state = np.random.RandomState(0)
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state)
        bot = mcts.MCTSBot(spiel_game, 2.0, 40, evaluator, random_state=random_state)
        return _root_visits(bot, spiel_game.new_initial_state(position.to_json()))

    def honest(position: GameState) -> dict[int, int]:
        bot = ismcts_bot(spiel_game, seed=0, simulations=40)
        return _root_visits(bot, spiel_game.new_initial_state(position.to_json()))

    assert plain(real) != plain(twin)
    assert honest(real) == honest(twin)
