"""Simulations: fair seating, seeds, results that replay, statistics, interruptions."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass

import pytest

from junkspace import GameState, InvalidStateError
from junkspace.bots import GreedyBot, MctsBot, RandomBot
from junkspace.core import Action
from junkspace.simulation import (
    Failure,
    GameResult,
    Simulation,
    play_game,
    run,
    summarize,
    wilson,
    with_seed,
)
from junkspace.simulation import runner as runner_module

# -- seating and seeds -------------------------------------------------------------------------


def test_bots_rotate_over_blocks_of_games_on_the_same_deal() -> None:
    sim = Simulation("junk_orbit", 3, (GreedyBot(), RandomBot(), MctsBot()), seed=4, games=6)
    assert [sim.seating(k) for k in range(3)] == [(0, 1, 2), (2, 0, 1), (1, 2, 0)]
    assert len({sim.game_seed(k) for k in range(3)}) == 1, "one deal per block"
    assert sim.game_seed(3) != sim.game_seed(0)
    seats_of = Counter((bot, seat) for k in range(6) for seat, bot in enumerate(sim.seating(k)))
    assert set(seats_of.values()) == {2}, "every bot sits in every seat equally often"


def test_identical_bots_need_no_rotation_and_get_a_deal_per_game() -> None:
    sim = Simulation("junk_orbit", 4, (GreedyBot(),), seed=4, games=8)
    assert not sim.rotates and sim.seating(5) == (0, 0, 0, 0)
    assert len({sim.game_seed(k) for k in range(8)}) == 8


def test_different_run_seeds_share_no_deals() -> None:
    a = Simulation("junk_orbit", 2, (RandomBot(),), seed=1, games=500)
    b = Simulation("junk_orbit", 2, (RandomBot(),), seed=2, games=500)
    assert not {a.game_seed(k) for k in range(500)} & {b.game_seed(k) for k in range(500)}


def test_each_seat_gets_its_own_bot_seed() -> None:
    sim = Simulation("junk_orbit", 2, (RandomBot(),), seed=1, games=2)
    seeds = [bot.seed for bot in sim.seated_bots(0)]  # type: ignore[attr-defined]
    assert len(set(seeds)) == 2
    assert with_seed(RandomBot(), 5) == RandomBot(seed=5)
    plain = lambda state: state.legal_actions()[0]  # noqa: E731
    assert with_seed(plain, 5) is plain


@pytest.mark.parametrize(
    "bots, games, message",
    [
        ((RandomBot(), RandomBot(), RandomBot()), 5, "one bot per seat"),
        ((RandomBot(),), 0, "at least one game"),
    ],
)
def test_a_bad_simulation_is_refused(bots: tuple[RandomBot, ...], games: int, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Simulation("junk_orbit", 2, bots, games=games)


def test_the_game_and_its_options_are_checked() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        Simulation("chess", 2, (RandomBot(),))
    with pytest.raises(ValueError, match="has no option 'turns'"):
        Simulation("junk_orbit", 2, (RandomBot(),), options=(("turns", 3),))


# -- one game, its line, its replay ------------------------------------------------------------

SIM = Simulation("junk_orbit", 2, (GreedyBot(), RandomBot()), seed=7, games=4)


def _without_timing(result: GameResult) -> dict[str, object]:
    data = result.to_dict()
    del data["timing"]
    return data


def test_game_k_is_always_the_same_game() -> None:
    assert _without_timing(play_game(SIM, 1)) == _without_timing(play_game(SIM, 1))
    assert play_game(SIM, 1).record != play_game(SIM, 2).record


def test_a_result_says_who_sat_where_and_how_it_ended() -> None:
    result = play_game(SIM, 1)
    assert result.seats == ("random", "greedy")
    record = result.replay()
    assert record.state.is_over and list(record.state.scores()) == list(result.scores)
    assert sum(result.decisions) == len(record.actions) == result.length
    assert result.run["bots"] == ["greedy", "random"]


def test_a_result_line_reads_back_the_same() -> None:
    result = play_game(SIM, 0)
    again = GameResult.from_json(result.to_json())
    assert again.to_dict() == result.to_dict()
    assert "\n" not in result.to_json()


def _tampered(change: str) -> GameResult:
    data = play_game(SIM, 0).to_dict()
    if change == "score":
        data["result"]["scores"][0] += 1
    elif change == "action":
        data["record"]["actions"][4] = data["record"]["actions"][3]
    elif change == "cut":
        data["record"]["actions"] = data["record"]["actions"][:-3]
        data["record"]["cursor"] = len(data["record"]["actions"])
    elif change == "ranking":
        data["result"]["ranking"] = data["result"]["ranking"][::-1]
    return GameResult.from_json(json.dumps(data))


@pytest.mark.parametrize(
    "change, field",
    [
        ("score", "result.scores"),
        ("action", "record.actions[4]"),
        ("cut", "record.actions"),
        ("ranking", "result.ranking"),
    ],
)
def test_a_tampered_line_is_caught_on_replay(change: str, field: str) -> None:
    with pytest.raises(InvalidStateError) as caught:
        _tampered(change).replay()
    assert caught.value.field == field


@pytest.mark.parametrize(
    "edit, field",
    [
        (lambda d: d.pop("record"), "record"),
        (lambda d: d.update(format="junkspace-record"), "format"),
        (lambda d: d["result"].update(scores=[1]), "result.scores"),
        (lambda d: d["result"].update(ranking=[[0], [0]]), "result.ranking"),
        (lambda d: d["timing"].update(thinking=[-1, 0]), "timing.thinking[0]"),
        (lambda d: d.update(version=99), "version"),
    ],
)
def test_a_malformed_line_names_the_field(edit: object, field: str) -> None:
    data = play_game(SIM, 0).to_dict()
    edit(data)  # type: ignore[operator]
    with pytest.raises(InvalidStateError) as caught:
        GameResult.from_json(json.dumps(data))
    assert caught.value.field == field


# -- statistics -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "successes, trials, low, high",
    [
        # Newcombe (1998), "Two-sided confidence intervals for the single proportion", table I.
        (81, 263, 0.2553, 0.3662),
        (15, 148, 0.0624, 0.1605),
        (0, 20, 0.0, 0.1611),
        (1, 29, 0.0061, 0.1718),
        (29, 29, 0.8830, 1.0),
    ],
)
def test_wilson_intervals_match_published_values(
    successes: int, trials: int, low: float, high: float
) -> None:
    assert wilson(successes, trials) == pytest.approx((low, high), abs=5e-5)


def test_wilson_takes_shared_wins_and_refuses_nonsense() -> None:
    assert wilson(2.5, 5) == pytest.approx((1 - wilson(2.5, 5)[1], 1 - wilson(2.5, 5)[0]))
    with pytest.raises(ValueError):
        wilson(1, 0)
    with pytest.raises(ValueError):
        wilson(6, 5)


def test_the_summary_counts_wins_per_seat_and_per_bot() -> None:
    results = [play_game(SIM, k) for k in range(4)]
    summary = summarize(results)
    greedy = next(rate for rate in summary.bots if rate.name == "greedy")
    assert greedy.games == 4
    assert greedy.wins == sum(r.win_shares[r.seats.index("greedy")] for r in results)
    assert [rate.games for rate in summary.seats] == [4, 4]
    assert sum(rate.wins for rate in summary.seats) == pytest.approx(4)
    assert summary.lengths == tuple(r.length for r in results)
    table = summary.table()
    assert "Junk Orbit, 2 players: 4 games" in table and "0 Yellow" in table
    assert "game length" in table and "score spread" in table


# -- running, in one process and in several ------------------------------------------------


def test_several_processes_play_the_same_games_as_one() -> None:
    sim = Simulation("junk_orbit", 2, (GreedyBot(), RandomBot()), seed=3, games=6)
    alone: list[GameResult | Failure] = []
    shared: list[GameResult | Failure] = []
    assert run(sim, range(6), jobs=1, on_outcome=alone.append).complete
    assert run(sim, range(6), jobs=2, on_outcome=shared.append).complete
    by_index = {r.index: _without_timing(r) for r in shared if isinstance(r, GameResult)}
    assert by_index == {r.index: _without_timing(r) for r in alone if isinstance(r, GameResult)}


@dataclass(frozen=True)
class Saboteur:
    """Plays first legal actions, but raises ``error`` on the first decision of game ``game``.

    The game is told by the seed the simulation gives the bot (derived from the game index).
    """

    doomed_seeds: frozenset[int]
    error: str = "crash"
    seed: int = 0

    def __call__(self, state: GameState) -> Action:
        if self.seed in self.doomed_seeds:
            if self.error == "interrupt":
                raise KeyboardInterrupt
            raise RuntimeError("the bot fell over")
        return state.legal_actions()[0]


def _saboteur_sim(doomed: int, error: str) -> Simulation:
    base = Simulation("junk_orbit", 2, (RandomBot(),), seed=5, games=6)
    seeds = frozenset(base.bot_seed(doomed, seat) for seat in range(2))
    return Simulation("junk_orbit", 2, (Saboteur(seeds, error),), seed=5, games=6)


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_crash_in_one_game_spares_the_others(jobs: int) -> None:
    sim = _saboteur_sim(doomed=2, error="crash")
    seen: list[GameResult | Failure] = []
    report = run(sim, range(6), jobs=jobs, on_outcome=seen.append)
    assert sorted(report.finished) == [0, 1, 3, 4, 5]
    assert [f.index for f in report.failures] == [2]
    assert "RuntimeError: the bot fell over" in report.failures[0].error
    assert "Traceback" in report.failures[0].details
    assert not report.interrupted and not report.complete
    assert sorted(o.index for o in seen) == list(range(6))


@pytest.mark.parametrize("jobs", [1, 2])
def test_an_interrupt_in_a_game_stops_the_run_and_keeps_the_finished(jobs: int) -> None:
    sim = _saboteur_sim(doomed=3, error="interrupt")
    seen: list[GameResult | Failure] = []
    report = run(sim, range(6), jobs=jobs, on_outcome=seen.append)
    assert report.interrupted
    assert 3 in report.lost
    assert set(report.finished) >= {0, 1, 2}
    accounted = set(report.finished) | set(report.lost) | set(report.not_started)
    assert accounted == set(range(6))
    assert {o.index for o in seen} == set(report.finished)


def test_an_interrupt_in_the_loop_keeps_what_was_handed_over() -> None:
    # Enough games that some are still to be sent out when Ctrl-C comes: two chunks per
    # worker are in flight at a time.
    sim = Simulation("junk_orbit", 2, (RandomBot(),), seed=5, games=40)
    seen: list[GameResult | Failure] = []
    pressed: list[bool] = []

    def save(outcome: GameResult | Failure) -> None:
        if len(seen) == 2 and not pressed:
            pressed.append(True)  # Ctrl-C, once, while the third game is being saved
            raise KeyboardInterrupt
        seen.append(outcome)

    report = run(sim, range(40), jobs=2, on_outcome=save)
    assert report.interrupted
    assert set(report.finished) == {o.index for o in seen}
    assert set(report.finished) | set(report.lost) | set(report.not_started) == set(range(40))
    assert report.not_started, "nothing new starts after Ctrl-C"


def test_workers_that_die_stop_the_run(monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    def die(sim: Simulation, index: int) -> GameResult:
        if index == 1:
            os._exit(1)
        return play_game(sim, index)

    monkeypatch.setattr(runner_module, "play_game", die)
    sim = Simulation("junk_orbit", 2, (RandomBot(),), seed=5, games=6)
    report = run(sim, range(6), jobs=2)
    assert report.stopped == "the worker processes stopped unexpectedly"
    assert 1 in report.lost
    assert set(report.finished) | set(report.lost) | set(report.not_started) == set(range(6))
