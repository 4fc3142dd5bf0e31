"""Checks for lesson 5, *Writing a bot* (notebooks/lessons/5_bots.ipynb).

A bot is any function ``bot(state) -> action``. The checks play the student's bots on seeded
positions and games, so a check always says the same about the same bot.

>>> check_bot(lambda state: state.legal_actions()[0])
✘ Not yet. On a Junk Orbit position your bot chose the first legal action. Which one is the last?
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..bots import GreedyBot, MctsBot, RandomBot, play
from ..core import GAMES, Action, GameState, IllegalActionError, InvalidActionError, new_game
from ..simulation import GameResult, Simulation, run, summarize
from ..simulation.summary import Summary
from .answers import call, function, kind, number, shown
from .feedback import Hint, exercise
from .shortcuts import check_tripped, refuse_borrowed, tripwires

__all__ = [
    "GREEDY_GAMES",
    "GREEDY_TARGET",
    "check_bot",
    "check_greedy",
    "check_win_rates",
    "eager",
    "greedy_games",
    "tournament_results",
]

Bot = Callable[[GameState], Action | str]

#: The share of games against random play a greedy bot should win in :func:`check_greedy`.
GREEDY_TARGET = 0.65

#: How many seeded games :func:`check_greedy` plays (half in each seat).
GREEDY_GAMES = 40

_BOTS = {
    GreedyBot: "junkspace's GreedyBot",
    MctsBot: "junkspace's MctsBot",
    RandomBot: "junkspace's RandomBot",
}
_BOT_CALLS = {
    (GreedyBot, "__call__"): "junkspace's GreedyBot",
    (GreedyBot, "explain"): "junkspace's GreedyBot",
    (MctsBot, "__call__"): "junkspace's MctsBot",
}


def bot_positions(per_game: int = 25, seed: int = 5) -> list[GameState]:
    """Exercise 5.1's positions: seeded random play in each game, at two and three seats."""
    chooser = random.Random(seed)
    positions: list[GameState] = []
    for name in GAMES:
        for players in (2, 3):
            state, taken = new_game(name, players=players, seed=seed), 0
            while not state.is_over and taken < per_game:
                if chooser.random() < 0.3:
                    positions.append(state)
                    taken += 1
                state = state.apply(chooser.choice(state.legal_actions()))
    return positions


def _decision(state: GameState, choice: object, where: str) -> Action:
    """The student's ``choice`` in ``state`` as a legal action, or a hint."""
    if isinstance(choice, int):
        raise Hint(f"{where} your bot returned {choice!r}: return the action itself, not a number.")
    if not isinstance(choice, (Action, str)):
        raise Hint(f"{where} your bot returned {kind(choice)}: return an action.")
    try:
        action = state.parse_action(choice) if isinstance(choice, str) else choice
        state.apply(action)
    except (IllegalActionError, InvalidActionError) as err:
        raise Hint(f"{where} the engine refuses your bot's action: {err}") from err
    return action


@exercise("5.1", "a function last_bot(state) that returns an action")
def check_bot(bot: object) -> str:
    """Exercise 5.1: a bot that always takes the *last* legal action, in every game."""
    student = function(bot, "your bot")
    for state in bot_positions():
        where = f"On a {GAMES[state.game].title} position"
        action = _decision(state, call(student, state, where=where), where)
        legal = state.legal_actions()
        if action == legal[-1]:
            continue
        which = "the first" if action == legal[0] else "another"
        raise Hint(f"{where} your bot chose {which} legal action. Which one is the last?")
    return "It plays every game: a bot only needs the contract, never the rules of one game."


def _seated(bot: Callable[..., Any]) -> Callable[[GameState], Action]:
    def seated(state: GameState) -> Action:
        where = f"At turn {getattr(state, 'turn', '?')} of a game"
        return _decision(state, call(bot, state, where=where), where)

    return seated


def greedy_games(bot: Bot) -> float:
    """The share of :data:`GREEDY_GAMES` seeded two-player Junk Orbit games ``bot`` wins
    against random play, sitting first in half of them (a shared win counts as a share)."""
    wins = 0.0
    for game in range(GREEDY_GAMES):
        seat = game % 2
        opponent = RandomBot(seed=game)
        bots: list[Any] = [bot, opponent] if seat == 0 else [opponent, bot]
        record = play(new_game("junk_orbit", players=2, seed=1000 + game // 2), bots)
        winners = record.state.winners()
        wins += (seat in winners) / len(winners)
    return wins / GREEDY_GAMES


@exercise("5.2", "a function greedy(state) that returns an action")
def check_greedy(bot: object) -> str:
    """Exercise 5.2: a greedy bot that beats random play in most games.

    A bot that is junkspace's own, or calls it, is told to write its own.
    """
    student = function(bot, "your greedy bot")
    refuse_borrowed(student, _BOTS)
    with tripwires(_BOT_CALLS) as tripped:
        share = greedy_games(_seated(student))
    check_tripped(tripped)
    won = f"Your bot wins {share:.0%} of {GREEDY_GAMES} games against random play"
    if share >= GREEDY_TARGET:
        return f"{won}. Looking one step ahead already beats chance."
    raise Hint(
        f"{won}, not enough. Score each position from the point of view of the seat that is "
        "deciding now (state.current_player, read before you apply), and pick the best."
    )


def eager(state: GameState) -> Action:
    """Always the first legal action: the opponent in :func:`tournament_results`."""
    return state.legal_actions()[0]


def tournament_results(games: int = 12) -> list[GameResult]:
    """Exercise 5.3's tournament: :func:`eager` against random play, Junk Orbit, seed 5.

    Its 12 games hold what the exercise is about: the bots change seats from game to game,
    and game 0 is a shared win (tests/teaching checks both).
    """
    sim = Simulation("junk_orbit", 2, (RandomBot(), eager), seed=5, games=games)
    results: list[GameResult] = []
    run(sim, range(games), jobs=1, on_outcome=results.append)  # type: ignore[arg-type]
    return sorted(results, key=lambda r: r.index)


def _rates(results: Sequence[GameResult], shared: bool) -> dict[str, float]:
    wins: dict[str, float] = {}
    games: dict[str, int] = {}
    for result in results:
        for seat, name in enumerate(result.seats):
            share = result.win_shares[seat] if shared else float(seat in result.ranking[0])
            wins[name] = wins.get(name, 0.0) + share
            games[name] = games.get(name, 0) + 1
    return {name: wins[name] / games[name] for name in wins}


@exercise("5.3", "a function win_rates(results) that returns a dict from bot name to rate")
def check_win_rates(win_rates: object) -> str:
    """Exercise 5.3: each bot's win rate (win shares over games played) from game results.

    The truth is what :func:`~junkspace.simulation.summarize` reports, which a student's
    function may not call.
    """
    student = function(win_rates, "your win_rates function")
    refuse_borrowed(student, {summarize: "junkspace's summarize", Summary: "junkspace's Summary"})
    results = tournament_results()
    truth = {rate.name: rate.rate for rate in summarize(results).bots}
    got = call(student, list(results))
    if not isinstance(got, Mapping):
        raise Hint(f"Return a dictionary from bot name to rate, not {kind(got)}.")
    if set(got) != set(truth):
        raise Hint(
            f"Your keys are {shown(sorted(map(str, got)))}: name the bots as the results do "
            "(result.seats), one key per bot."
        )
    rates = {name: number(got[name], f"{name}'s rate") for name in truth}
    if all(abs(rates[name] - rate) < 1e-9 for name, rate in truth.items()):
        return "Those are the rates `junkspace simulate` prints."
    if any(rate > 1 for rate in rates.values()):
        raise Hint("A rate is a share of the games played, between 0 and 1.")
    full = _rates(results, shared=False)
    if all(abs(rates[name] - full[name]) < 1e-9 for name in truth):
        shared = next(r.index for r in results if len(r.ranking[0]) > 1)
        raise Hint(
            f"Game {shared} is a shared win: a shared win counts as a share "
            "(result.win_shares), not as a whole win for each winner."
        )
    raise Hint(
        "Some rates are off. Bots change seats from game to game: add up each bot's win "
        "shares and games over every seat it sat in."
    )
