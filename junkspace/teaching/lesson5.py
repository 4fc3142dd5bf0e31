"""Checks for lesson 5, *Writing a bot* (notebooks/lessons/5_bots.ipynb).

A bot is any function ``bot(state) -> action``. The checks play the student's bots on seeded
positions and games, so a check always says the same about the same bot.

>>> check_bot(lambda state: state.legal_actions()[0])
✔ Right! It plays every game: a bot only needs the contract, never the rules of one game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..bots import RandomBot, play
from ..core import GAMES, Action, GameState, IllegalActionError, InvalidActionError, new_game
from ..simulation import GameResult, Simulation, run, summarize
from .feedback import Feedback

__all__ = [
    "GREEDY_TARGET",
    "check_bot",
    "check_greedy",
    "check_win_rates",
    "greedy_games",
    "tournament_results",
]

Bot = Callable[[GameState], Action | str]

#: The share of games against random play a greedy bot should win in :func:`check_greedy`.
GREEDY_TARGET = 0.65

#: How many seeded games :func:`check_greedy` plays (half in each seat).
GREEDY_GAMES = 40


def _positions(per_game: int = 25, seed: int = 5) -> list[GameState]:
    chooser = random.Random(seed)
    positions: list[GameState] = []
    for name in GAMES:
        state = new_game(name, players=2, seed=seed)
        while not state.is_over and len(positions) < per_game * (list(GAMES).index(name) + 1):
            if chooser.random() < 0.3:
                positions.append(state)
            state = state.apply(chooser.choice(state.legal_actions()))
    return positions


def check_bot(bot: Bot) -> Feedback:
    """Exercise 5.1: a bot that always answers with a legal action, in every game."""
    for state in _positions():
        try:
            choice = bot(state)
        except Exception as err:  # a student's function may fail in any way
            return Feedback.hint(
                f"On a {GAMES[state.game].title} position your bot raised {err!r}."
            )
        if choice is None:
            return Feedback.hint(
                "Your bot returned None: it must return one of state.legal_actions()."
            )
        try:
            state.apply(choice)
        except (IllegalActionError, InvalidActionError) as err:
            return Feedback.hint(f"On a {GAMES[state.game].title} position: {err}")
    return Feedback.right(
        "It plays every game: a bot only needs the contract, never the rules of one game."
    )


def greedy_games(bot: Bot) -> float:
    """The share of :data:`GREEDY_GAMES` seeded two-player Junk Orbit games ``bot`` wins
    against random play, sitting first in half of them."""
    wins = 0.0
    for game in range(GREEDY_GAMES):
        seat = game % 2
        opponent = RandomBot(seed=game)
        bots: list[Any] = [bot, opponent] if seat == 0 else [opponent, bot]
        record = play(new_game("junk_orbit", players=2, seed=1000 + game // 2), bots)
        winners = record.state.winners()
        wins += (seat in winners) / len(winners)
    return wins / GREEDY_GAMES


def check_greedy(bot: Bot) -> Feedback:
    """Exercise 5.2: a greedy bot that beats random play in most games."""
    try:
        share = greedy_games(bot)
    except Exception as err:  # a student's function may fail in any way
        return Feedback.hint(f"Your bot failed during a game: {err!r}")
    won = f"Your bot wins {share:.0%} of {GREEDY_GAMES} games against random play"
    if share >= GREEDY_TARGET:
        return Feedback.right(f"{won}. Looking one step ahead already beats chance.")
    return Feedback.hint(
        f"{won}. Score each position from the point of view of the seat that is deciding now "
        "(state.current_player, read before you apply), and pick the best."
    )


def tournament_results(games: int = 12) -> list[GameResult]:
    """A small seeded tournament (greedy against random, Junk Orbit) for exercise 5.3."""
    from ..bots import GreedyBot

    sim = Simulation("junk_orbit", 2, (GreedyBot(), RandomBot()), seed=5, games=games)
    results: list[GameResult] = []
    run(sim, range(games), jobs=1, on_outcome=lambda r: results.append(r))  # type: ignore[arg-type]
    return sorted(results, key=lambda r: r.index)


def check_win_rates(win_rates: Callable[[Sequence[GameResult]], Mapping[str, float]]) -> Feedback:
    """Exercise 5.3: each bot's win rate (win shares over games played) from game results."""
    results = tournament_results()
    truth = {rate.name: rate.rate for rate in summarize(results).bots}
    try:
        got = dict(win_rates(results))
    except Exception as err:  # a student's function may fail in any way
        return Feedback.hint(f"Your function raised {type(err).__name__}: {err}")
    if set(got) != set(truth):
        return Feedback.hint(f"Name the bots as the results do (result.seats): {sorted(truth)}.")
    for name, rate in truth.items():
        if abs(got[name] - rate) > 1e-9:
            if got[name] > 1:
                return Feedback.hint("A rate is a share of the games played, between 0 and 1.")
            return Feedback.hint(
                f"{name}'s rate is off. A shared win counts as a share (result.win_shares), and "
                "bots change seats from game to game."
            )
    return Feedback.right("Those are the rates `junkspace simulate` prints.")
