"""The games junkspace knows, and how to start or load one by name.

Every game is a plug-in (:mod:`.plugins`): its entry point names a small facts module, read
into a :class:`GameInfo` the first time the game is looked up in :data:`GAMES`, so
``import junkspace`` stays fast and imports no game.

>>> GAMES["junk_orbit"].title
'Junk Orbit'
>>> GAMES["junk_orbit"].min_players, GAMES["junk_orbit"].max_players
(2, 5)
"""

from __future__ import annotations

import importlib
import pkgutil
import secrets
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType, ModuleType
from typing import Any

from .errors import InvalidStateError, check_players, quoted
from .plugins import Plugin, PluginError, discover
from .rng import check_seed
from .state import STATE_FORMAT, STATE_VERSION, GameState
from .validate import expect_object, expect_str, expect_version, load_json_object
from .words import WORDS, seat_name

_ = WORDS.gettext

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
                    _(
                        "{game} option {option} must be one of {allowed}, got {value}",
                        game=game,
                        option=self.name,
                        allowed=allowed,
                        value=quoted(value),
                    )
                )
            return value
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(
                _(
                    "{game} option {option} must be an integer, got {value}",
                    game=game,
                    option=self.name,
                    value=quoted(value),
                )
            )
        if (self.low is not None and value < self.low) or (
            self.high is not None and value > self.high
        ):
            raise ValueError(
                _(
                    "{game} option {option} must be between {low} and {high}, got {value}",
                    game=game,
                    option=self.name,
                    low=self.low,
                    high=self.high,
                    value=quoted(value),
                )
            )
        return value


@dataclass(frozen=True)
class GameInfo:
    """What junkspace knows about one game, read from the game's facts module.

    A game's facts module (``junkspace/junk_orbit/game.py``; see :mod:`.plugins` for how it
    is found) defines:

    - ``NAME``: the game's name, as its entry point is named (``"junk_orbit"``);
    - ``TITLE``: its name for people (``"Junk Orbit"``);
    - ``PLAYERS``: the smallest and largest table, ``(2, 5)``; ``DEFAULT_PLAYERS`` the usual
      one (the smallest if not given);
    - ``OPTIONS``: the :class:`Option` values ``new_game`` accepts (none if not given);
    - ``State``: the state class, whose ``_from_dict`` reads a saved position;
    - ``new_game(players, seed, **options)``: the first position, given checked values;

    and, optionally, where the rest is, as ``"module"`` or ``"module:attribute"`` strings
    imported only when used (so ``import junkspace`` loads no drawing or learning code):

    - ``VIEW``: the board, a module with ``scene`` and ``pick`` (:mod:`junkspace.render.view`);
    - ``HEURISTIC``: the greedy bot's :class:`~junkspace.bots.greedy.Heuristic`;
    - ``ENCODER``: the observation encoder module (:mod:`junkspace.interop.observations`);

    and ``SEARCH``, the settings the search bot plays the game with
    (:meth:`junkspace.bots.mcts.MctsBot.tuned`), a mapping (empty if not given).

    What the app and its index show people comes from the game too, so a plug-in game gets
    everything junkspace's own do:

    - ``PITCH``: what the game is about, in one line (the facts module's first docstring
      line if not given); ``LENGTH``: how long a game lasts, in words (none if not given);
    - ``PEOPLE_OPTIONS``: option values a game started by people gets instead of the
      defaults (the defaults suit simulations; empty if not given);
    - ``GUIDE``: the game's guide module, imported when help is first shown
      (:mod:`junkspace.widgets.guide` says what it holds: the first turn, the rules page).

    A seat's name is the state's to say (``state.seat_name(seat)``), as are all its words.

    >>> info = GAMES["junk_orbit"]
    >>> info.view, info.plugin.distribution
    ('junkspace.junk_orbit.view', 'junkspace')
    """

    name: str
    title: str
    min_players: int
    max_players: int
    default_players: int
    options: tuple[Option, ...]
    state_class: type[GameState]
    module: str
    plugin: Plugin
    view: str | None = None
    heuristic: str | None = None
    encoder: str | None = None
    search: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    pitch: str = ""
    length: str = ""
    people_options: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    guide: str | None = None

    @classmethod
    def of(cls, plugin: Plugin) -> GameInfo:
        """The facts of ``plugin``'s game, or a :class:`PluginError` naming what is wrong."""
        facts = plugin.facts()
        missing = [n for n in _REQUIRED if not hasattr(facts, n)]
        if missing:
            raise PluginError(
                f"{plugin}: its facts module {facts.__name__} lacks {', '.join(missing)}"
            )

        def wrong(fact: str, should: str) -> PluginError:
            value = quoted(getattr(facts, fact, None))
            return PluginError(f"{plugin}: {fact} must be {should}, got {value}")

        if plugin.name != facts.NAME:
            raise wrong("NAME", f"the entry point's name {plugin.name!r}")
        if not isinstance(facts.TITLE, str) or not facts.TITLE:
            raise wrong("TITLE", "the game's name for people")
        players = facts.PLAYERS
        if not (
            isinstance(players, tuple)
            and len(players) == 2
            and all(type(p) is int for p in players)
            and 1 <= players[0] <= players[1]
        ):
            raise wrong("PLAYERS", "(smallest, largest) table, integers from 1")
        default = getattr(facts, "DEFAULT_PLAYERS", players[0])
        if type(default) is not int or not players[0] <= default <= players[1]:
            raise wrong("DEFAULT_PLAYERS", f"an integer from {players[0]} to {players[1]}")
        options = getattr(facts, "OPTIONS", ())
        if not isinstance(options, tuple) or not all(isinstance(o, Option) for o in options):
            raise wrong("OPTIONS", "a tuple of junkspace.core.Option")
        if not (isinstance(facts.State, type) and issubclass(facts.State, GameState)):
            raise wrong("State", "a subclass of junkspace.GameState")
        if not callable(facts.new_game):
            raise wrong("new_game", "a function")
        places = {
            fact: getattr(facts, fact, None) for fact in ("VIEW", "HEURISTIC", "ENCODER", "GUIDE")
        }
        for fact, place in places.items():
            if place is not None and not isinstance(place, str):
                raise wrong(fact, "a 'module' or 'module:attribute' string")
        search = getattr(facts, "SEARCH", {})
        if not isinstance(search, Mapping) or not all(isinstance(k, str) for k in search):
            raise wrong("SEARCH", "a mapping of search settings by name")
        pitch = getattr(facts, "PITCH", (facts.__doc__ or "").strip().split("\n")[0])
        length = getattr(facts, "LENGTH", "")
        for fact, words in (("PITCH", pitch), ("LENGTH", length)):
            if not isinstance(words, str):
                raise wrong(fact, "words for people (a string)")
        people = getattr(facts, "PEOPLE_OPTIONS", {})
        known = {option.name: option for option in options}
        if not isinstance(people, Mapping) or not set(people) <= set(known):
            names = ", ".join(known) or "it has none"
            raise wrong("PEOPLE_OPTIONS", f"a mapping of the game's options by name ({names})")
        try:
            for name, value in people.items():
                known[name].check(value, plugin.name)
        except ValueError as error:
            raise PluginError(f"{plugin}: PEOPLE_OPTIONS: {error}") from None
        return cls(
            name=plugin.name,
            title=facts.TITLE,
            min_players=players[0],
            max_players=players[1],
            default_players=default,
            options=options,
            state_class=facts.State,
            module=facts.__name__,
            plugin=plugin,
            view=places["VIEW"],
            heuristic=places["HEURISTIC"],
            encoder=places["ENCODER"],
            search=MappingProxyType(dict(search)),
            pitch=pitch,
            length=length,
            people_options=MappingProxyType(dict(people)),
            guide=places["GUIDE"],
        )

    def load(self) -> ModuleType:
        """The game's facts module (it defines ``State``, ``OPTIONS`` and ``new_game``)."""
        return importlib.import_module(self.module)

    def part(self, place: str) -> Any:
        """What the ``place`` string (``info.view``, ``info.encoder`` ...) names, imported.

        A :class:`PluginError` names the game's entry point when it cannot be imported.

        >>> GAMES["junk_orbit"].part(GAMES["junk_orbit"].heuristic).game
        'junk_orbit'
        """
        try:
            return pkgutil.resolve_name(place)
        except Exception as error:
            raise PluginError(
                f"{self.plugin}: {place!r} cannot be imported: {type(error).__name__}: {error}"
            ) from error

    def resolve(
        self, players: int | None, seed: int | None, options: Mapping[str, Any]
    ) -> tuple[int, int, dict[str, Any]]:
        """Checked ``(players, seed, options)`` with defaults filled in, or a ValueError."""
        if players is None:
            players = self.default_players
        players = check_players(self.title, players, self.min_players, self.max_players)
        seed = secrets.randbelow(2**32) if seed is None else check_seed(seed)
        known = {option.name: option for option in self.options}
        for name in options:
            if name not in known:
                listing = ", ".join(known) or _("none")
                raise ValueError(
                    _(
                        "{game} has no option {option} (its options: {listing})",
                        game=self.name,
                        option=quoted(name),
                        listing=listing,
                    )
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


#: What every facts module must define (see :class:`GameInfo`).
_REQUIRED = ("NAME", "TITLE", "PLAYERS", "State", "new_game")


class _Games(Mapping[str, GameInfo]):
    """The installed games by name, in a fixed order (junkspace's own first).

    The names come from the entry points, found on first use; a game's facts module is
    imported when that game is first looked up, so listing the names imports no game.
    """

    def __init__(self) -> None:
        self._plugins: dict[str, Plugin] | None = None
        self._infos: dict[str, GameInfo] = {}

    @property
    def plugins(self) -> Mapping[str, Plugin]:
        """Every game's entry point, by name."""
        if self._plugins is None:
            self._plugins = discover()
        return self._plugins

    def __getitem__(self, name: str) -> GameInfo:
        info = self._infos.get(name)
        if info is None:
            info = self._infos[name] = GameInfo.of(self.plugins[name])
        return info

    def __iter__(self) -> Iterator[str]:
        return iter(self.plugins)

    def __len__(self) -> int:
        return len(self.plugins)

    def __contains__(self, name: object) -> bool:
        try:
            return name in self.plugins
        except TypeError:  # an unhashable name names no game
            return False

    def __repr__(self) -> str:
        return f"<the junkspace games: {', '.join(self)}>"


#: The installed games by name (the three junkspace ships, and any installed plug-in).
GAMES: _Games = _Games()


def game_info(name: str) -> GameInfo:
    """The registry entry for ``name``, or a ValueError listing the known games."""
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        known = ", ".join(GAMES)
        raise ValueError(
            _("unknown game {name}; junkspace has: {known}", name=quoted(name), known=known)
        ) from None


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
            "format", _("this is a game record, not a state: read it with GameRecord.from_json")
        )
    expect_object(data, "", ("format", "version", "game", "state"))
    expect_str(data["format"], "format", (STATE_FORMAT,))
    expect_version(data["version"], "version", STATE_VERSION)
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
            _(
                "{who} is to decide but has no legal action: no game reaches this position",
                who=seat_name(state, seat),
            ),
        )
    return state
