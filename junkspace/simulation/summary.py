"""The summary of a simulation: win rates per seat and per bot, game length, score spread.

Win rates are win *shares* (a game won alone counts 1, a win shared by ``k`` seats counts
``1/k`` to each) with Wilson 95% intervals (:mod:`junkspace.simulation.stats`). A bot that
takes several seats of a game counts once per seat.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from ..core import GAMES
from .results import GameResult
from .stats import wilson

__all__ = ["Rate", "Summary", "summarize"]


@dataclass(frozen=True)
class Rate:
    """Wins (shares) out of games, with the mean score, place and thinking time behind them."""

    name: str
    games: int
    wins: float
    mean_score: float
    mean_place: float
    think: float

    @property
    def rate(self) -> float:
        """The win rate."""
        return self.wins / self.games

    @property
    def interval(self) -> tuple[float, float]:
        """The Wilson 95% interval of the win rate."""
        return wilson(self.wins, self.games)


@dataclass(frozen=True)
class Summary:
    """What a set of simulated games says, ready to print with :meth:`table`."""

    title: str
    games: int
    seats: tuple[Rate, ...]
    bots: tuple[Rate, ...]
    lengths: tuple[int, ...]
    margins: tuple[int, ...]
    scores: tuple[int, ...]
    truncated: int
    shared: int

    def table(self) -> str:
        """The summary as aligned plain text."""
        lines = [self.title, ""]
        lines += _rates("seat", self.seats)
        lines.append("")
        lines += _rates("bot", self.bots)
        lines.append("")
        lengths, margins = self.lengths, self.margins
        lines.append(
            f"game length: {statistics.mean(lengths):.1f} decisions on average "
            f"(median {statistics.median(lengths):g}, {min(lengths)}–{max(lengths)})"
        )
        spread = statistics.pstdev(self.scores)
        lines.append(
            f"score spread: the winner leads by {statistics.mean(margins):.1f} on average "
            f"(median {statistics.median(margins):g}); scores {statistics.mean(self.scores):.1f}"
            f" ± {spread:.1f} (mean ± sd)"
        )
        if self.shared:
            lines.append(f"shared wins: {self.shared} of {self.games} games")
        if self.truncated:
            lines.append(f"cut short by the turn cap: {self.truncated} of {self.games} games")
        return "\n".join(lines)


def _rates(kind: str, rates: Sequence[Rate]) -> list[str]:
    width = max(len(kind), *(len(r.name) for r in rates))
    head = (
        f"{kind:<{width}}  {'games':>6}  {'win rate':>8}  {'95% interval':<15}  "
        f"{'score':>6}  {'place':>5}  {'s/decision':>10}"
    )
    lines = [head]
    for r in rates:
        low, high = r.interval
        ci = f"{100 * low:.1f}–{100 * high:.1f}%"
        lines.append(
            f"{r.name:<{width}}  {r.games:>6}  {100 * r.rate:>7.1f}%  {ci:<15}  "
            f"{r.mean_score:>6.1f}  {r.mean_place:>5.2f}  {r.think:>10.4f}"
        )
    return lines


class _Acc:
    def __init__(self) -> None:
        self.games = 0
        self.wins = 0.0
        self.score = 0.0
        self.place = 0.0
        self.thinking = 0.0
        self.decisions = 0

    def add(self, result: GameResult, seat: int) -> None:
        self.games += 1
        self.wins += result.win_shares[seat]
        self.score += result.scores[seat]
        self.place += result.place(seat)
        self.thinking += result.thinking[seat]
        self.decisions += result.decisions[seat]

    def rate(self, name: str) -> Rate:
        return Rate(
            name,
            self.games,
            self.wins,
            self.score / self.games,
            self.place / self.games,
            self.thinking / max(1, self.decisions),
        )


def summarize(results: Sequence[GameResult]) -> Summary:
    """Summarize simulated games (all of one game and table size)."""
    if not results:
        raise ValueError("there are no games to summarize")
    run = results[0].run
    game, players = run["game"], run["players"]
    info = GAMES.get(game)
    # The seats' names of this table (an option may seat other factions than the default).
    table = info.new_game(players, 0, **run["options"]) if info is not None else None
    names = tuple(table.seat_name(s) for s in range(players)) if table is not None else ()
    seats: dict[int, _Acc] = {}
    bots: dict[str, _Acc] = {}
    lengths: list[int] = []
    margins: list[int] = []
    scores: list[int] = []
    truncated = shared = 0
    for result in results:
        for seat, label in enumerate(result.seats):
            seats.setdefault(seat, _Acc()).add(result, seat)
            bots.setdefault(label, _Acc()).add(result, seat)
        lengths.append(result.length)
        ordered = sorted(result.scores, reverse=True)
        margins.append(ordered[0] - ordered[1])
        scores.extend(result.scores)
        truncated += result.truncated
        shared += len(result.ranking[0]) > 1
    title = f"{info.title if info else game}, {players} players: {len(results)} games"
    title += f" (seed {run['seed']}; bots {', '.join(run['bots'])})"
    return Summary(
        title,
        len(results),
        tuple(
            seats[s].rate(f"{s} {names[s]}" if s < len(names) else str(s)) for s in sorted(seats)
        ),
        tuple(bots[name].rate(name) for name in sorted(bots)),
        tuple(lengths),
        tuple(margins),
        tuple(scores),
        truncated,
        shared,
    )
