"""The games junkspace knows, and how to start or load one by name.

The registry holds only static facts (name, title, seat counts, where the rules live), so
``import junkspace`` stays fast: a game's rules module is imported the first time it is used.

>>> GAMES["junk_orbit"].title
'Junk Orbit'
>>> GAMES["junk_orbit"].min_players, GAMES["junk_orbit"].max_players
(2, 5)
"""

from __future__ import annotations

import importlib
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType, ModuleType
from typing import Any

from .errors import InvalidStateError, quoted
from .state import STATE_FORMAT, STATE_VERSION, GameState
from .validate import MAX_INTEGER, expect_int, expect_object, expect_str, load_json_object

__all__ = ["GAMES", "GameInfo", "Option", "from_json", "new_game"]


@dataclass(frozen=True)
class Option:
    """A game option: its name, default, meaning and allowed values.

    ``choices`` lists the allowed values; otherwise ``low``/``high`` bound an integer option,
    and ``allow_none`` admits ``None`` (for "no limit"). ``saved`` is the value a saved game
    that does not name the option was played with: an option added later keeps the rule the
    game had before it, so records saved then still replay (``None`` means the default).

    >>> Option("guards", "move", "guards move", choices=("move", "stand"), saved="stand").before
    'stand'
    >>> Option("fast", False, "Fast game", choices=(False, True)).before
    False
    """

    name: str
    default: Any
    help: str
    choices: tuple[Any, ...] | None = None
    low: int | None = None
    high: int | None = None
    allow_none: bool = False
    saved: Any = None

    @property
    def before(self) -> Any:
        """The value for a saved game that does not name this option."""
        return self.default if self.saved is None else self.saved

    def check(self, value: Any, game: str) -> Any:
        """``value`` if it is allowed, else a ValueError that says what is."""
        if value is None and self.allow_none:
            return None
        if self.choices is not None:
            # Compare types too: in Python 0 == False and 1 == True, but 0 is not a yes/no.
            if not any(type(value) is type(c) and value == c for c in self.choices):
                allowed = ", ".join(repr(c) for c in self.choices)
                raise ValueError(
                    f"{game} option {self.name} must be one of {allowed}, got {quoted(value)}"
                )
            return value
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"{game} option {self.name} must be an integer, got {quoted(value)}")
        if (self.low is not None and value < self.low) or (
            self.high is not None and value > self.high
        ):
            raise ValueError(
                f"{game} option {self.name} must be between {self.low} and {self.high}, "
                f"got {quoted(value)}"
            )
        return value


@dataclass(frozen=True)
class GameInfo:
    """Static facts about one game; ``load()`` imports its rules module on first use."""

    name: str
    title: str
    min_players: int
    max_players: int
    default_players: int
    module: str

    def load(self) -> ModuleType:
        """The game's rules module (it defines ``State``, ``OPTIONS`` and ``new_game``)."""
        return importlib.import_module(self.module)

    @property
    def options(self) -> tuple[Option, ...]:
        """The options ``new_game`` accepts for this game, with their defaults."""
        options: tuple[Option, ...] = self.load().OPTIONS
        return options

    @property
    def state_class(self) -> type[GameState]:
        """The game's state class."""
        cls: type[GameState] = self.load().State
        return cls

    def resolve(
        self, players: int | None, seed: int | None, options: Mapping[str, Any]
    ) -> tuple[int, int, dict[str, Any]]:
        """Checked ``(players, seed, options)`` with defaults filled in, or a ValueError."""
        if players is None:
            players = self.default_players
        if isinstance(players, bool) or not isinstance(players, int):
            raise ValueError(f"players must be an integer, got {quoted(players)}")
        if not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.title} is for {self.min_players}–{self.max_players} players, "
                f"got {quoted(players)}"
            )
        if seed is None:
            seed = secrets.randbelow(2**32)
        if (
            isinstance(seed, bool)
            or not isinstance(seed, int)
            or not -MAX_INTEGER < seed < MAX_INTEGER
        ):
            raise ValueError(f"seed must be an integer of at most 64 bits, got {quoted(seed)}")
        known = {option.name: option for option in self.options}
        for name in options:
            if name not in known:
                listing = ", ".join(known) or "none"
                raise ValueError(
                    f"{self.name} has no option {quoted(name)} (its options: {listing})"
                )
        values = {
            name: option.check(options.get(name, option.default), self.name)
            for name, option in known.items()
        }
        return players, seed, values

    def new_game(
        self, players: int | None = None, seed: int | None = None, **options: Any
    ) -> GameState:
        """A new game of this kind (see :func:`new_game`)."""
        players, seed, values = self.resolve(players, seed, options)
        state: GameState = self.load().new_game(players=players, seed=seed, **values)
        return state


GAMES: Mapping[str, GameInfo] = MappingProxyType(
    {
        "junk_orbit": GameInfo(
            name="junk_orbit",
            title="Junk Orbit",
            min_players=2,
            max_players=5,
            default_players=3,
            module="junkspace.junk_orbit",
        ),
        "asteroid_belt": GameInfo(
            name="asteroid_belt",
            title="Asteroid Belt",
            min_players=2,
            max_players=3,
            default_players=3,
            module="junkspace.asteroid_belt",
        ),
        "hyperstellar": GameInfo(
            name="hyperstellar",
            title="Hyperstellar Happy Corporate Science Space Station",
            min_players=2,
            max_players=4,
            default_players=3,
            module="junkspace.hyperstellar",
        ),
    }
)


def game_info(name: str) -> GameInfo:
    """The registry entry for ``name``, or a ValueError listing the known games."""
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        known = ", ".join(GAMES)
        raise ValueError(f"unknown game {quoted(name)}; junkspace has: {known}") from None


def new_game(
    name: str, players: int | None = None, seed: int | None = None, **options: Any
) -> GameState:
    """Start a game by registry name.

    ``players`` defaults to the game's usual table, ``seed`` to a fresh random one (kept in
    the state, so the game can still be replayed); options are keywords.

    >>> state = new_game("junk_orbit", players=2, seed=7)
    >>> state.players, state.seed
    (2, 7)
    >>> new_game("junk_orbit", players=9)
    Traceback (most recent call last):
    ...
    ValueError: Junk Orbit is for 2–5 players, got 9
    """
    return game_info(name).new_game(players, seed, **options)


def from_json(text: str | bytes) -> GameState:
    """Read a state saved with ``state.to_json()``, validating every field.

    Raises :class:`InvalidStateError` naming the first field that is wrong.
    """
    data = load_json_object(text, "saved state")
    if data.get("format") == "junkspace-record":
        raise InvalidStateError(
            "format", "this is a game record, not a state: read it with GameRecord.from_json"
        )
    expect_object(data, "", ("format", "version", "game", "state"))
    expect_str(data["format"], "format", (STATE_FORMAT,))
    version = expect_int(data["version"], "version", low=1)
    if version > STATE_VERSION:
        raise InvalidStateError(
            "version",
            f"saved by a newer junkspace (format {quoted(version)}; "
            f"this one reads {STATE_VERSION})",
        )
    name = expect_str(data["game"], "game", tuple(GAMES))
    state = GAMES[name].state_class._from_dict(data["state"])
    return _playable(state)


def _playable(state: GameState) -> GameState:
    """``state`` if it can go on (or is over): a seat to decide always has a legal action.

    Every field of a tampered save can be valid while the whole is a position no game can
    reach; the one that matters to everything downstream (bots, boards, learners) is a seat
    asked to decide with nothing to choose from, so every game's loader refuses it here.
    """
    seat = state.current_player
    if seat is not None and not state.legal_actions():
        raise InvalidStateError(
            "state",
            f"{state.seat_name(seat)} is to decide but has no legal action: "
            "no game reaches this position",
        )
    return state
