"""The search bot: it never peeks, it is reproducible, and it plays for every seat."""

from __future__ import annotations

import dataclasses
import json
import random
import time

import pytest
from playing import sampled_positions
from positions import junk_orbit_position

import junkspace
from junkspace import GameState
from junkspace.bots import GreedyBot, MctsBot, RandomBot, mcts
from junkspace.bots.greedy import Term, heuristic_for
from junkspace.bots.mcts import PLAYOUTS, Judge, Playout
from junkspace.junk_orbit import Collect, Deliver, Drop
from junkspace.junk_orbit.codec import state_from_dict

#: Search bots whose playouts reach hidden parts quickly (random playouts to the end) and
#: whose search is deep enough for refills to matter (the default), for the peek tests.
#: The widened one ranks actions by the heuristic of a sample, and the gain judge measures
#: the lead of the sample's root: neither must peek.
PEEK_TESTERS = [
    MctsBot(iterations=20, playout="random", seed=3),
    MctsBot(iterations=150, seed=3),
    MctsBot(iterations=150, widening=1.0, seed=3),
    MctsBot(iterations=150, judge="gain", seed=3),
]
PEEK_IDS = ["random-playouts", "default", "widened", "gain"]


@pytest.mark.parametrize("bot", PEEK_TESTERS, ids=PEEK_IDS)
def test_the_choice_is_the_same_on_positions_that_differ_only_in_hidden_parts(
    table: tuple[str, int], bot: MctsBot
) -> None:
    compared = 0
    for state in sampled_positions(*table, 9):
        seat = state.current_player
        assert seat is not None
        lookalike = state.determinize(seat, seed=424242)
        assert lookalike.observation(seat) == state.observation(seat)
        if lookalike.to_json() == state.to_json():
            continue  # nothing hidden here
        compared += 1
        seen, real = bot.search(lookalike), bot.search(state)
        # The bot plays the most visited action, values breaking ties (MctsBot.__call__):
        # equal statistics at the root are the same choice.
        assert (seen.visits, seen.values) == (real.visits, real.values)
    assert compared, "the sample must include positions with hidden information"


@pytest.mark.parametrize("bot", PEEK_TESTERS, ids=PEEK_IDS)
def test_the_search_never_reads_the_real_hidden_parts(bot: MctsBot) -> None:
    # The pile order is the hidden part of Junk Orbit: reverse every pile of a real position
    # and the search must not notice (it plans on reshuffled piles only).
    state = junkspace.new_game("junk_orbit", players=3, seed=12)
    data = json.loads(state.to_json())["state"]
    data["piles"] = {name: pile[::-1] for name, pile in data["piles"].items()}
    reversed_piles = state_from_dict(data)
    assert reversed_piles.piles != state.piles
    assert bot.search(reversed_piles).visits == bot.search(state).visits


def test_an_iteration_budget_is_reproducible() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=5)
    first = MctsBot(iterations=80, seed=9).search(state)
    again = MctsBot(iterations=80, seed=9).search(state)
    assert first.iterations == again.iterations == 80
    assert first.visits == again.visits and first.values == again.values
    other = MctsBot(iterations=80, seed=10).search(state)
    assert other.visits != first.visits, "the seed changes the search"


def test_a_time_budget_stops_the_search() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=5)
    began = time.perf_counter()
    stats = MctsBot(iterations=None, seconds=0.05).search(state)
    took = time.perf_counter() - began
    assert stats.iterations >= 1
    assert stats.seconds >= 0.05
    assert took < 2.0, "one iteration past the deadline at most (generous on a busy machine)"


def test_iterations_and_seconds_together_stop_at_the_first_reached() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=5)
    assert MctsBot(iterations=5, seconds=60.0).search(state).iterations == 5


def test_even_the_shortest_time_budget_runs_one_iteration() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=5)
    stats = MctsBot(iterations=None, seconds=1e-9).search(state)
    assert stats.iterations == 1 and sum(stats.visits.values()) == 1


def test_a_single_legal_action_needs_no_search() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=1).apply("launch S01 cw TYC")
    assert len(state.legal_actions()) == 1
    assert MctsBot(iterations=10**9)(state) == state.legal_actions()[0]


@pytest.mark.parametrize("widening", [None, 0.5], ids=["plain", "widened"])
@pytest.mark.parametrize("playout", PLAYOUTS)
def test_it_takes_the_delivery_that_wins_the_last_turn(
    playout: Playout, widening: float | None
) -> None:
    # Yellow's last turn, ship at Tycho with M20 (3 for Tycho) in the cargo; Purple leads by 1.
    state = junk_orbit_position(
        ships=["TYC", "PLA"],
        phase={"step": "deliver"},
        final_turns=1,
        moves=(("E07", "deliveries", 1),),
    )
    assert set(state.legal_actions()) == {Deliver("M20"), Collect()}
    bot = MctsBot(iterations=30, playout=playout, widening=widening, seed=2)
    assert bot(state) == Deliver("M20")


@pytest.mark.parametrize("playout", PLAYOUTS)
def test_a_hit_opponent_decides_its_own_drop_mid_turn(playout: Playout) -> None:
    # Yellow's launch hit Purple at Plato; it is Purple's decision in Yellow's turn, and
    # Purple keeps its 4 delivered points (E22) by dropping something cheap.
    state = junk_orbit_position(
        ships=["KEP", "PLA"],
        phase={"step": "drop", "hit": [1], "value": 1, "sense": "cw"},
        moves=(("E22", "deliveries", 1),),
    )
    assert state.current_player == 1 and state.active == 0
    choice = MctsBot(iterations=300, playout=playout, seed=4)(state)
    assert isinstance(choice, Drop) and choice.tile != "E22"


def test_every_table_size_is_searched_for_the_seat_that_decides(table: tuple[str, int]) -> None:
    game, players = table
    state: GameState = junkspace.new_game(game, players=players, seed=2)
    stats = MctsBot(iterations=30, seed=1).search(state)
    assert sum(stats.visits.values()) == 30
    assert set(stats.visits) <= set(state.legal_actions())
    assert all(0.0 <= value <= 1.0 for value in stats.values.values())


def test_widening_searches_only_the_actions_the_heuristic_ranks_best() -> None:
    # Fourteen launches open a two-player Junk Orbit; after 100 iterations a widening of 1
    # considers ceil(1 * sqrt(100)) = 10 of them, the ten best one launch ahead.
    state = junkspace.new_game("junk_orbit", players=2, seed=5)
    seat = state.current_player
    assert seat is not None
    heuristic = heuristic_for("junk_orbit")
    legal = state.legal_actions()
    ranked = sorted(legal, key=lambda a: heuristic(state.apply(a), seat), reverse=True)
    assert len(legal) == 14
    assert heuristic(state.apply(ranked[9]), seat) > heuristic(state.apply(ranked[10]), seat)
    stats = MctsBot(iterations=100, widening=1.0, seed=3).search(state)
    assert set(stats.visits) == set(ranked[:10])
    assert sum(stats.visits.values()) == 100
    wide = MctsBot(iterations=100, seed=3).search(state)
    assert set(wide.visits) == set(legal), "without widening every action is tried"


@pytest.mark.parametrize("widening", [0.0, -1.0])
def test_widening_must_be_positive(widening: float) -> None:
    with pytest.raises(ValueError, match="widening must be positive"):
        MctsBot(widening=widening)


def _far_ahead() -> GameState:
    """Asteroid Belt after 115 decisions of greedy (Purple, to move) against random: Purple
    leads 11 points to 0, and by far more in its heuristic."""
    state: GameState = junkspace.new_game("asteroid_belt", players=2, seed=4)
    greedy, rand = GreedyBot(seed=1), RandomBot(seed=1)
    for _ in range(115):
        state = state.apply((greedy if state.current_player == 0 else rand)(state))
    assert state.current_player == 0 and state.scores() == (11, 0)
    return state


def test_judging_the_gain_pays_half_for_the_position_the_sample_started_from() -> None:
    state = _far_ahead()
    heuristic = heuristic_for("asteroid_belt")
    by_lead = mcts._Search(MctsBot(), heuristic, random.Random(0))
    assert by_lead._judge(state)[0] > 0.999, "so far ahead every lead pays about 1"
    by_gain = mcts._Search(MctsBot(judge="gain"), heuristic, random.Random(0))
    by_gain.iterate(state)
    assert by_gain._judge(state) == (0.5, 0.5)


def test_judging_the_gain_still_tells_actions_apart_when_far_ahead() -> None:
    # Judged by the lead, every action of a seat far ahead pays within a thousandth of 1, and
    # the search has nothing left to prefer; by the gain they spread over tenths.
    state = _far_ahead()

    def spread(judge: Judge) -> float:
        values = MctsBot.tuned("asteroid_belt", judge=judge, seed=1).search(state).values
        return max(values.values()) - min(values.values())

    assert spread("lead") < 0.001
    assert spread("gain") > 0.05


def test_a_search_scores_each_position_once_whatever_the_dice_to_come(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Asteroid Belt hides only the dice to come: every sample of a position is the same
    # position to the heuristic, and the search asks about it once per seat.
    state = _far_ahead()
    real = heuristic_for("asteroid_belt")
    asked: list[tuple[object, int]] = []

    def recorded(position: GameState, seat: int) -> float:
        asked.append((mcts._position(position), seat))
        return real(position, seat)

    counting = dataclasses.replace(real, terms=(Term("all", 1.0, recorded),))
    monkeypatch.setattr(mcts, "heuristic_for", lambda game: counting)
    assert MctsBot.tuned("asteroid_belt", iterations=100, seed=1).search(state).iterations == 100
    assert len(asked) == len(set(asked))
    assert (mcts._position(state), 0) in asked, "the gain's baseline is scored once too"


def test_the_judge_is_named() -> None:
    with pytest.raises(ValueError, match="judge must be one of lead, gain, got 'score'"):
        MctsBot(judge="score")  # type: ignore[arg-type]
