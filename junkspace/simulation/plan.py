"""The plan of a simulation: which bot sits where in which game, with which seeds.

A :class:`Simulation` is a pure description (game, table, bots, seed, number of games); game
``k`` of it is always the same game, whatever order the games run in, on however many
processes, and whether the run was interrupted and resumed.

**Fair seating.** Bots are listed in seat order and rotate: games come in blocks of as many
games as seats, every game of a block is played on the same deal (the same game seed), and
in the block's game ``r`` bot ``i`` sits in seat ``(i + r) mod players``. So every bot plays
every seat equally often on the same deals, and a first-player advantage cannot favour one
bot. When every seat has the same bot there is nothing to rotate, and every game gets a deal
of its own.

>>> from junkspace.bots import GreedyBot, RandomBot
>>> sim = Simulation("junk_orbit", 2, (GreedyBot(), RandomBot()), seed=1, games=4)
>>> [sim.seating(k) for k in range(4)]                 # bot index per seat
[(0, 1), (1, 0), (0, 1), (1, 0)]
>>> sim.game_seed(0) == sim.game_seed(1) != sim.game_seed(2)
True
>>> sim.labels
('greedy', 'random')

Seeds come from the run's seed through a hash, so runs with seeds 1 and 2 share no deals.
"""

from __future__ import annotations

import dataclasses
import hashlib
from dataclasses import dataclass, field
from typing import Any

from ..bots import Bot, bot_spec, play
from ..core import new_game
from ..core.registry import game_info
from ..core.words import WORDS
from .results import GameResult

__all__ = ["Simulation", "bot_label", "play_game", "with_seed"]


def bot_label(bot: Bot) -> str:
    """How a bot is named in results: its spec if it is a named bot, else its name or repr."""
    try:
        return bot_spec(bot)
    except ValueError:
        name = getattr(bot, "__name__", None)
        return name if isinstance(name, str) else repr(bot)


def with_seed(bot: Bot, seed: int) -> Bot:
    """``bot`` with its ``seed`` field set to ``seed`` (bots without one are used as they are)."""
    if (
        dataclasses.is_dataclass(bot)
        and not isinstance(bot, type)
        and any(f.name == "seed" for f in dataclasses.fields(bot))
    ):
        seeded: Bot = dataclasses.replace(bot, seed=seed)
        return seeded
    return bot


def _derive(*parts: object) -> int:
    """A 32-bit seed from a few values, the same on every machine."""
    text = " ".join(str(p) for p in parts)
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=4).digest(), "big")


@dataclass(frozen=True)
class Simulation:
    """``games`` games of ``game`` at ``players`` seats between ``bots``.

    ``bots`` has one bot per seat (they rotate, see the module docs) or a single bot that
    takes every seat. Bots must be picklable when games run in other processes.
    """

    game: str
    players: int
    bots: tuple[Bot, ...]
    seed: int = 0
    games: int = 100
    options: tuple[tuple[str, Any], ...] = ()
    labels: tuple[str, ...] = field(init=False, compare=False)

    def __post_init__(self) -> None:
        info = game_info(self.game)
        _, _, values = info.resolve(self.players, self.seed, dict(self.options))
        object.__setattr__(self, "options", tuple(sorted(values.items())))
        if len(self.bots) not in (1, self.players):
            raise ValueError(
                WORDS.gettext(
                    "give one bot per seat ({players}) or one bot for every seat, not {bots}",
                    players=self.players,
                    bots=len(self.bots),
                )
            )
        if self.games < 1:
            raise ValueError(
                WORDS.gettext("a simulation plays at least one game, got {games}", games=self.games)
            )
        object.__setattr__(self, "labels", tuple(bot_label(b) for b in self.bots))

    @property
    def rotates(self) -> bool:
        """True when seats differ in their bots, so bots rotate over blocks of games."""
        return len(set(self.labels)) > 1

    def seating(self, index: int) -> tuple[int, ...]:
        """For game ``index``, which bot (by position in ``bots``) sits at each seat."""
        if len(self.bots) == 1:
            return (0,) * self.players
        shift = index % self.players if self.rotates else 0
        return tuple((seat - shift) % self.players for seat in range(self.players))

    def game_seed(self, index: int) -> int:
        """The seed of game ``index``: one deal per block of rotated games."""
        deal = index // self.players if self.rotates else index
        return _derive("deal", self.seed, deal)

    def bot_seed(self, index: int, seat: int) -> int:
        """The seed given to the bot at ``seat`` in game ``index``."""
        return _derive("bot", self.seed, index, seat)

    def seated_bots(self, index: int) -> list[Bot]:
        """The bots of game ``index`` in seat order, each with its own seed."""
        return [
            with_seed(self.bots[bot], self.bot_seed(index, seat))
            for seat, bot in enumerate(self.seating(index))
        ]

    def describe(self) -> dict[str, Any]:
        """The run's parameters as JSON-able data (stored with every game it plays)."""
        return {
            "game": self.game,
            "players": self.players,
            "options": dict(self.options),
            "bots": list(self.labels),
            "seed": self.seed,
            "games": self.games,
        }


def play_game(sim: Simulation, index: int) -> GameResult:
    """Play game ``index`` of ``sim`` and report it (this runs in the worker processes)."""
    if not 0 <= index < sim.games:
        raise IndexError(f"this simulation has games 0 to {sim.games - 1}, not {index}")
    start = new_game(sim.game, players=sim.players, seed=sim.game_seed(index), **dict(sim.options))
    thinking = [0.0] * sim.players
    slowest = [0.0] * sim.players

    def clock(seat: int, seconds: float) -> None:
        thinking[seat] += seconds
        slowest[seat] = max(slowest[seat], seconds)

    record = play(start, sim.seated_bots(index), clock=clock)
    return GameResult.of(
        index,
        sim.describe(),
        tuple(sim.labels[bot] for bot in sim.seating(index)),
        record,
        tuple(thinking),
        tuple(slowest),
    )
