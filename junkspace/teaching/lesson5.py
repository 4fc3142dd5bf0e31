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

from ..bots import GreedyBot, MctsBot, RandomBot, mcts, play, random_bot
from ..bots import greedy as greedy_package
from ..bots.greedy import junk_orbit as greedy_junk_orbit
from ..core import GAMES, Action, GameState, IllegalActionError, InvalidActionError, new_game
from ..simulation import GameResult, Simulation, run, summarize, summary
from ..simulation.summary import Summary
from .answers import call, function, kind, number, plain, shown
from .feedback import Hint, exercise
from .shortcuts import Library, refuse_borrowed

__all__ = [
    "GREEDY_GAMES",
    "GREEDY_TARGET",
    "check_bot",
    "check_greedy",
    "check_win_rates",
    "eager",
    "greedy_games",
    "greedy_positions",
    "tournament_results",
]

Bot = Callable[[GameState], Action | str]

#: The share of games against random play a greedy bot should win in :func:`check_greedy`.
GREEDY_TARGET = 0.65

#: How many seeded games :func:`check_greedy` plays (half in each seat).
GREEDY_GAMES = 40

_BOTS = Library(
    {
        GreedyBot: "junkspace's GreedyBot",
        MctsBot: "junkspace's MctsBot",
        RandomBot: "junkspace's RandomBot",
        greedy_package: "junkspace's GreedyBot",
        greedy_junk_orbit: "junkspace's GreedyBot",
        mcts: "junkspace's MctsBot",
        random_bot: "junkspace's RandomBot",
    }
)


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
    """The student's ``choice`` in ``state`` as a legal action, or a hint.

    An action is read back from its notation, so what is compared is always the engine's
    own action, never an object of the student's that claims to equal anything.
    """
    if isinstance(choice, int):
        raise Hint(f"{where} your bot returned {choice!r}: return the action itself, not a number.")
    if not isinstance(choice, (Action, str)):
        raise Hint(f"{where} your bot returned {kind(choice)}: return an action.")
    try:
        action = state.parse_action(plain(str(choice)))
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
        return _decision(state, call(bot, state, where=where, library=_BOTS), where)

    return seated


def greedy_games(bot: Bot, seed: int) -> float:
    """The share of :data:`GREEDY_GAMES` two-player Junk Orbit games from ``seed`` that
    ``bot`` wins against random play, sitting first in half of them (a shared win counts as
    a share)."""
    wins = 0.0
    for game in range(GREEDY_GAMES):
        seat = game % 2
        opponent = RandomBot(seed=seed + game)
        bots: list[Any] = [bot, opponent] if seat == 0 else [opponent, bot]
        record = play(new_game("junk_orbit", players=2, seed=seed + game // 2), bots)
        winners = record.state.winners()
        wins += (seat in winners) / len(winners)
    return wins / GREEDY_GAMES


#: How many positions :func:`greedy_positions` finds for each seat.
GREEDY_POSITIONS = {0: 4, 1: 12}


def _best_for(state: GameState, seat: int) -> set[int]:
    """The indices of the legal actions after which ``seat`` has the most points."""
    points = [state.apply(action).scores()[seat] for action in state.legal_actions()]
    return {index for index, value in enumerate(points) if value == max(points)}


def _margins(state: GameState, seat: int) -> set[int]:
    """The indices of the legal actions after which ``seat`` leads by the most."""
    margins = []
    for action in state.legal_actions():
        scores = state.apply(action).scores()
        margins.append(scores[seat] - max(s for other, s in enumerate(scores) if other != seat))
    return {index for index, value in enumerate(margins) if value == max(margins)}


def _telling(state: GameState, seat: int, best: set[int], legal: int) -> bool:
    """True when ``best`` (the actions worth most to ``seat``) tells a greedy bot apart: it
    is at most half the actions, without the first or the last, and the same by lead; and,
    when seat 1 decides, the same holds of the actions worth most to seat 0."""
    if 2 * len(best) > legal or best & {0, legal - 1} or best != _margins(state, seat):
        return False
    if seat == 0:
        return True
    wrong = _best_for(state, 0)
    return 2 * len(wrong & best) <= len(wrong) and not best & {min(wrong), max(wrong)}


def greedy_positions(seed: int) -> list[tuple[GameState, frozenset[int]]]:
    """Positions of two-player Junk Orbit games from ``seed`` where the seat deciding can
    win points, each with the indices of its legal actions worth the most points to it.

    The documented mistake scores seat 0 whoever decides, so when seat 1 decides it picks
    among the actions worth most to seat 0. In every position where seat 1 decides, at
    most half of those are worth most to seat 1, and neither the first nor the last is
    (see :func:`_telling`): whatever its tie-breaking, random, first or last, a bot with
    the mistake passes one position with a chance of at most 1/2, and all
    :data:`GREEDY_POSITIONS` 12 with a chance of at most 1/4096.
    """
    chooser = random.Random(seed)
    wanted = dict(GREEDY_POSITIONS)
    found: list[tuple[GameState, frozenset[int]]] = []
    game = 0
    while any(wanted.values()):
        state = new_game("junk_orbit", players=2, seed=seed + game)
        game += 1
        while (seat := state.current_player) is not None:
            legal = state.legal_actions()
            if wanted[seat] and len(legal) > 2:
                best = _best_for(state, seat)
                if _telling(state, seat, best, len(legal)):
                    found.append((state, frozenset(best)))
                    wanted[seat] -= 1
            state = state.apply(chooser.choice(legal))
    return found


def _fresh_seed() -> int:
    """A seed no one can know before the check runs, so that no cache holds its games."""
    return random.SystemRandom().randrange(1 << 30)


@exercise("5.2", "a function greedy(state) that returns an action")
def check_greedy(bot: object, seed: int | None = None) -> str:
    """Exercise 5.2: a greedy bot, "my delivered points", that beats random play.

    First, on :func:`greedy_positions`, the bot must take an action worth the most points
    to the seat deciding: that separates the documented mistake (scoring seat 0 whoever
    decides) from a right bot whatever the tie-breaking (see there for the odds). Then it
    must win :data:`GREEDY_TARGET` of :data:`GREEDY_GAMES` games against random play (a
    right bot wins about 86%; below 65% in 40 games has a chance under 1 in 10,000). The
    games and positions come from a fresh ``seed`` each time, so no cache can know them.
    A bot that is junkspace's own, or runs its code, is told to write its own.
    """
    student = function(bot, "your greedy bot")
    refuse_borrowed(student, _BOTS)
    seed = _fresh_seed() if seed is None else seed
    missed = set()
    for state, best in greedy_positions(seed):
        seat = state.current_player
        where = f"When {'Yellow (seat 0)' if seat == 0 else 'Purple (seat 1)'} decides"
        action = _decision(state, call(student, state, where=where, library=_BOTS), where)
        if state.legal_actions().index(action) not in best:
            missed.add(seat)
    if missed == {1}:
        raise Hint(
            "When Yellow (seat 0) decides, your bot takes an action worth the most points to "
            "it; when Purple (seat 1) decides, it does not. Score each option from the point "
            "of view of the seat deciding now (state.current_player, read before you apply)."
        )
    if missed:
        raise Hint(
            "Your bot does not always take an action worth the most points to the seat "
            "deciding. Try every legal action, score the state it leads to, keep the best."
        )
    share = greedy_games(_seated(student), seed)
    won = f"Your bot wins {share:.0%} of {GREEDY_GAMES} games against random play"
    if share >= GREEDY_TARGET:
        return f"{won}. Looking one step ahead already beats chance."
    raise Hint(f"{won}, not enough. Score each option by the points of the seat deciding.")


def eager(state: GameState) -> Action:
    """Always the first legal action: the opponent in :func:`tournament_results`."""
    return state.legal_actions()[0]


def tournament_results(games: int = 12, seed: int = 5, players: int = 2) -> list[GameResult]:
    """Exercise 5.3's tournament: :func:`eager` against random play in Junk Orbit.

    With the defaults, its 12 games hold what the exercise is about: the bots change seats
    from game to game, and game 0 is a shared win (tests/teaching checks both). At three
    players random play takes two seats of every game.
    """
    bots: tuple[Any, ...] = (
        (RandomBot(), eager) if players == 2 else (RandomBot(), eager, RandomBot())
    )
    sim = Simulation("junk_orbit", players, bots, seed=seed, games=games)
    results: list[GameResult] = []
    run(sim, range(games), jobs=1, on_outcome=results.append)  # type: ignore[arg-type]
    return sorted(results, key=lambda r: r.index)


def _rates(
    results: Sequence[GameResult], shared: bool = True, per_game: bool = False
) -> dict[str, float]:
    """Each bot's win rate; ``shared=False`` and ``per_game=True`` make two mistakes."""
    wins: dict[str, float] = {}
    games: dict[str, int] = {}
    for result in results:
        for seat, name in enumerate(result.seats):
            share = result.win_shares[seat] if shared else float(seat in result.ranking[0])
            wins[name] = wins.get(name, 0.0) + share
            games[name] = games.get(name, 0) + 1
    played = dict.fromkeys(wins, len(results)) if per_game else games
    return {name: wins[name] / played[name] for name in wins}


_SUMMARY = Library(
    {summarize: "junkspace's summarize", Summary: "junkspace's Summary", summary: "summarize"}
)


def _student_rates(student: Callable[..., Any], results: list[GameResult]) -> dict[str, float]:
    """What ``student`` says about ``results``, read into plain names and numbers."""
    got = call(student, list(results), library=_SUMMARY)
    if not isinstance(got, Mapping):
        raise Hint(f"Return a dictionary from bot name to rate, not {kind(got)}.")
    pairs = list(got.items())
    odd = [key for key, _ in pairs if not isinstance(key, str)]
    if odd:
        raise Hint(
            f"Your keys are {shown(sorted(map(repr, odd)))}: name the bots as the results do "
            "(result.seats), one key per bot."
        )
    return {plain(key): number(value, f"{plain(key)}'s rate") for key, value in pairs}


def _agree(rates: Mapping[str, float], truth: Mapping[str, float]) -> bool:
    return rates.keys() == truth.keys() and all(abs(rates[n] - truth[n]) < 1e-9 for n in truth)


@exercise("5.3", "a function win_rates(results) that returns a dict from bot name to rate")
def check_win_rates(win_rates: object) -> str:
    """Exercise 5.3: each bot's win rate (win shares over the seats it took) from results.

    Checked on :func:`tournament_results` (a shared win, seats that change) and on a fresh
    three-player tournament where random play takes two seats of each game, so that
    dividing by the number of games is told apart. The truth is what
    :func:`~junkspace.simulation.summarize` reports, which a student's function may not run.
    """
    student = function(win_rates, "your win_rates function")
    refuse_borrowed(student, _SUMMARY)
    fresh = random.SystemRandom().randrange(1 << 30)
    for results in (tournament_results(), tournament_results(6, fresh, players=3)):
        truth = {rate.name: rate.rate for rate in summarize(results).bots}
        rates = _student_rates(student, results)
        if _agree(rates, truth):
            continue
        if rates.keys() != truth.keys():
            raise Hint(
                f"Your keys are {shown(sorted(rates))}: name the bots as the results do "
                "(result.seats), one key per bot."
            )
        if any(not 0 <= rate <= 1 for rate in rates.values()):
            raise Hint("A rate is a share of the games played, between 0 and 1.")
        if _agree(rates, _rates(results, shared=False)):
            shared = next(r.index for r in results if len(r.ranking[0]) > 1)
            raise Hint(
                f"Game {shared} is a shared win: a shared win counts as a share "
                "(result.win_shares), not as a whole win for each winner."
            )
        if _agree(rates, _rates(results, per_game=True)):
            raise Hint(
                "A bot can sit in several seats of one game (here random play takes two): "
                "divide its win shares by the seats it took, not by the number of games."
            )
        raise Hint(
            "Some rates are off. Bots change seats from game to game: add up each bot's win "
            "shares and seats over every seat it sat in."
        )
    return "Those are the rates `junkspace simulate` prints."
