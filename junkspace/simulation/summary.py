"""The summary of a simulation: win rates per seat and per bot, game length, score spread.

Win rates are win *shares* (a game won alone counts 1, a win shared by ``k`` seats counts
``1/k`` to each) with Wilson 95% intervals (:mod:`junkspace.simulation.stats`). A bot that
takes several seats of a game counts once per seat.

The summary is for people, in the language spoken (:mod:`junkspace.i18n`): :func:`summarize`
writes the title and the seats' names (from the game's catalog), :meth:`Summary.table` the
headings and sentences, each column as wide as its translated heading needs. Its numbers are
written as the language writes them: the same digits and rounding in every language, with the
decimal sign and the percent sign of its CLDR data (read through Babel), so a French reader
sees ``87,5 %`` where English shows ``87.5%``. Nothing reads the table's text back: programs
use the :class:`Summary`'s numbers, or the language-neutral JSON lines of the games
(:mod:`junkspace.simulation.results`).

>>> from junkspace.i18n import speaking
>>> with speaking("fr"):
...     _Figures().percent(87.5)
'87,5\xa0%'
>>> _Figures().percent(87.5)
'87.5%'
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from ..core import GAMES
from ..core.words import WORDS, seat_name
from ..i18n import N_, language
from .results import GameResult
from .stats import wilson

__all__ = ["Rate", "Summary", "summarize"]

_, ngettext = WORDS.gettext, WORDS.ngettext


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
        """The summary as aligned plain text, in the language spoken."""
        figures = _Figures()
        lines = [self.title, ""]
        lines += _rates(N_("seat"), self.seats, figures)
        lines.append("")
        lines += _rates(N_("bot"), self.bots, figures)
        lines.append("")
        lengths, margins, scores = self.lengths, self.margins, self.scores
        lines.append(
            _(
                "game length: {mean} decisions on average (median {median}, {low}–{high})",
                mean=figures.number(statistics.mean(lengths), ".1f"),
                median=figures.number(statistics.median(lengths), "g"),
                low=min(lengths),
                high=max(lengths),
            )
        )
        lines.append(
            _(
                "score spread: the winner leads by {margin} on average (median {median}); "
                "scores {mean} ± {spread} (mean ± sd)",
                margin=figures.number(statistics.mean(margins), ".1f"),
                median=figures.number(statistics.median(margins), "g"),
                mean=figures.number(statistics.mean(scores), ".1f"),
                spread=figures.number(statistics.pstdev(scores), ".1f"),
            )
        )
        if self.shared:
            lines.append(
                ngettext(
                    "shared wins: {count} of {games} game",
                    "shared wins: {count} of {games} games",
                    self.games,
                    count=self.shared,
                    games=self.games,
                )
            )
        if self.truncated:
            lines.append(
                ngettext(
                    "cut short by the turn cap: {count} of {games} game",
                    "cut short by the turn cap: {count} of {games} games",
                    self.games,
                    count=self.truncated,
                    games=self.games,
                )
            )
        return "\n".join(lines)


class _Figures:
    """Numbers as the language spoken writes them: Python's digits and rounding (English's,
    unchanged), with the language's decimal sign and percent sign from Babel's CLDR data."""

    def __init__(self) -> None:
        code = language()
        if code == "en":  # English needs no locale data
            self.point, self.percent_sign = ".", "%"
            return
        from babel import Locale
        from babel.numbers import get_decimal_symbol

        self.point = get_decimal_symbol(code)
        self.percent_sign = Locale.parse(code).percent_formats[None].suffix[0]

    def number(self, value: float, spec: str) -> str:
        """``value`` formatted with ``spec`` (``".1f"``, ``"g"``...), in the language's signs."""
        return format(value, spec).replace(".", self.point)

    def percent(self, value: float, low: float | None = None) -> str:
        """``value`` per cent to one decimal; with ``low``, the range from ``low`` to it."""
        shown = self.number(value, ".1f")
        if low is not None:
            shown = f"{self.number(low, '.1f')}–{shown}"
        return shown + self.percent_sign


#: A rates table's columns after the names: heading, alignment, and the narrowest width
#: (what English has always used, so that the usual numbers line up under it).
_COLUMNS = (
    (N_("games"), ">", 6),
    (N_("win rate"), ">", 8),
    (N_("95% interval"), "<", 15),
    (N_("score"), ">", 6),
    (N_("place"), ">", 5),
    (N_("s/decision"), ">", 10),
)


def _rates(kind: str, rates: Sequence[Rate], figures: _Figures) -> list[str]:
    """The table of ``rates`` under the heading ``kind`` (a message), each column as wide as
    its heading in the language spoken, or its widest cell, needs."""
    headings = [_(kind), *(_(heading) for heading, _align, _least in _COLUMNS)]
    aligns = ["<", *(align for _heading, align, _least in _COLUMNS)]
    least = [0, *(width for _heading, _align, width in _COLUMNS)]
    rows = [
        [
            r.name,
            str(r.games),
            figures.percent(100 * r.rate),
            figures.percent(100 * r.interval[1], low=100 * r.interval[0]),
            figures.number(r.mean_score, ".1f"),
            figures.number(r.mean_place, ".2f"),
            figures.number(r.think, ".4f"),
        ]
        for r in rates
    ]
    widths = [
        max(least[column], *(len(row[column]) for row in [headings, *rows]))
        for column in range(len(headings))
    ]
    return [
        "  ".join(
            f"{cell:{align}{width}}" for cell, align, width in zip(row, aligns, widths, strict=True)
        )
        for row in [headings, *rows]
    ]


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
        raise ValueError(_("there are no games to summarize"))
    run = results[0].run
    game, players = run["game"], run["players"]
    info = GAMES.get(game)
    # The seats' names of this table (an option may seat other factions than the default).
    table = info.new_game(players, 0, **run["options"]) if info is not None else None
    names = tuple(seat_name(table, s) for s in range(players)) if table is not None else ()
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
    title = ngettext(
        "{game}, {players} players: {count} game (seed {seed}; bots {bots})",
        "{game}, {players} players: {count} games (seed {seed}; bots {bots})",
        len(results),
        game=info.title if info else game,
        players=players,
        count=len(results),
        seed=run["seed"],
        bots=", ".join(run["bots"]),
    )
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
