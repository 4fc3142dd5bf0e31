"""A game record: what is saved, shared and replayed, as a tree of lines.

A record is the game's name, its seats, seed and options, and the lines played from the
start: the main line first, then every variation. One line is *current*, and a ``cursor``
says how many of its actions are in effect. Because the randomness lives in the seed,
replaying a line always gives back exactly the same states.

``actions``, ``state``, ``states()``, ``goto``, ``undo`` and ``redo`` all speak of the
current line, so a record with a single line works as a plain undo/redo history:

>>> record = GameRecord.start("junk_orbit", players=2, seed=3)
>>> first, second = record.state.legal_actions()[:2]
>>> record = record.play(first)
>>> record.cursor, record.can_undo, record.can_redo
(1, True, False)
>>> record.undo().state == GameRecord.start("junk_orbit", players=2, seed=3).state
True

Playing something else from an earlier point keeps the old line and starts a variation:

>>> branched = record.undo().play(second)
>>> len(branched.lines), branched.line, branched.divergence(1)
(2, 1, 0)
>>> branched.switch(0).actions == record.actions
True
>>> branched.promote().lines[0] == branched.actions
True
>>> GameRecord.from_json(branched.to_json()) == branched
True
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalActionError, InvalidActionError, InvalidStateError, quoted
from .registry import GAMES, game_info
from .state import STATE_FORMAT, Action, GameState
from .validate import (
    expect_int,
    expect_list,
    expect_object,
    expect_str,
    expect_version,
    load_json_object,
)
from .words import WORDS

__all__ = ["RECORD_FORMAT", "RECORD_VERSION", "GameRecord"]

RECORD_FORMAT = "junkspace-record"
#: The newest record format this junkspace reads and writes. Version 1 holds one line
#: (``actions`` and ``cursor``); version 2 adds variations (``lines``, ``line``, ``cursor``).
#: A record with a single line is still written as version 1, so it stays readable by
#: junkspace releases from before variations.
RECORD_VERSION = 2

_ = WORDS.gettext

Line = tuple[Action, ...]


def _common(a: Sequence[Action], b: Sequence[Action]) -> int:
    """How many actions two lines share from the start."""
    shared = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        shared += 1
    return shared


@dataclass(frozen=True)
class GameRecord:
    """An immutable tree of played lines, with a current line and a cursor on it.

    Build one with :meth:`start` or :meth:`of_game`; every change returns a new record.
    """

    game: str
    players: int
    seed: int
    options: tuple[tuple[str, Any], ...] = ()
    #: Every line from the start, the main line first.
    lines: tuple[Line, ...] = ((),)
    #: The index in ``lines`` of the current line.
    line: int = 0
    #: How many actions of the current line are in effect.
    cursor: int = 0
    _cache: tuple[tuple[GameState, ...] | None, ...] = field(
        default=(), compare=False, repr=False, hash=False
    )

    def __post_init__(self) -> None:
        if not self.lines:
            raise ValueError("a record needs at least one line")
        if not 0 <= self.line < len(self.lines):
            raise IndexError(f"this record has lines 0 to {len(self.lines) - 1}, not {self.line}")
        if not 0 <= self.cursor <= len(self.lines[self.line]):
            raise IndexError(
                f"line {self.line} has positions 0 to {len(self.lines[self.line])}, "
                f"not {self.cursor}"
            )
        if len(self._cache) != len(self.lines):
            object.__setattr__(self, "_cache", (None,) * len(self.lines))

    def __reduce__(self) -> tuple[type[GameRecord], tuple[Any, ...]]:
        # Pickles hold the tree only; the states are replayed when first asked for.
        return (
            GameRecord,
            (self.game, self.players, self.seed, self.options, self.lines, self.line, self.cursor),
        )

    @classmethod
    def start(
        cls, game: str, players: int | None = None, seed: int | None = None, **options: Any
    ) -> GameRecord:
        """A record of a new game (arguments as for ``junkspace.new_game``)."""
        info = game_info(game)
        players, seed, values = info.resolve(players, seed, options)
        first = info.load().new_game(players=players, seed=seed, **values)
        return cls(game, players, seed, tuple(sorted(values.items())), ((),), 0, 0, ((first,),))

    @classmethod
    def of_game(cls, states: Iterable[GameState], actions: Iterable[Action]) -> GameRecord:
        """The record of a played line: its states (first one included) and actions."""
        states = tuple(states)
        actions = tuple(actions)
        if len(states) != len(actions) + 1:
            raise ValueError("a record needs exactly one more state than actions")
        first = states[0]
        options = tuple(sorted(first.options.items()))
        return cls(
            first.game, first.players, first.seed, options, (actions,), 0, len(actions), (states,)
        )

    def _with(
        self,
        lines: tuple[Line, ...],
        line: int,
        cursor: int,
        cache: tuple[tuple[GameState, ...] | None, ...],
    ) -> GameRecord:
        return GameRecord(
            self.game, self.players, self.seed, self.options, lines, line, cursor, cache
        )

    # -- the current line -------------------------------------------------------------------

    @property
    def actions(self) -> Line:
        """The actions of the current line (the part after the cursor too)."""
        return self.lines[self.line]

    def states(self) -> tuple[GameState, ...]:
        """Every state of the current line, from the start to its last action."""
        return self.line_states(self.line)

    @property
    def state(self) -> GameState:
        """The state at the cursor."""
        return self.states()[self.cursor]

    def line_states(self, line: int) -> tuple[GameState, ...]:
        """Every state of ``lines[line]``; replays only what no cached line shares."""
        cached = self._cache[line]
        if cached is None:
            actions = self.lines[line]
            known = [
                (_common(actions, self.lines[i]), s)
                for i, s in enumerate(self._cache)
                if s is not None
            ]
            shared, prefix = max(known, key=lambda pair: pair[0], default=(0, None))
            states = list(prefix[: shared + 1] if prefix else (self._initial(),))
            for action in actions[len(states) - 1 :]:
                states.append(states[-1].apply(action))
            cached = tuple(states)
            cache = list(self._cache)
            cache[line] = cached
            object.__setattr__(self, "_cache", tuple(cache))
        return cached

    def _initial(self) -> GameState:
        return game_info(self.game).new_game(self.players, self.seed, **dict(self.options))

    # -- moving along the current line ------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        """True when there is an action before the cursor."""
        return self.cursor > 0

    @property
    def can_redo(self) -> bool:
        """True when the current line goes on after the cursor."""
        return self.cursor < len(self.actions)

    def goto(self, index: int) -> GameRecord:
        """The same record with the cursor at ``index`` of the current line (0 is the start)."""
        if not 0 <= index <= len(self.actions):
            raise IndexError(f"this record has positions 0 to {len(self.actions)}, not {index}")
        return self._with(self.lines, self.line, index, self._cache)

    def undo(self) -> GameRecord:
        """Step back one action (IndexError at the start)."""
        return self.goto(self.cursor - 1)

    def redo(self) -> GameRecord:
        """Step forward one action of the current line (IndexError at its end)."""
        return self.goto(self.cursor + 1)

    def play(self, action: Action | str) -> GameRecord:
        """Apply ``action`` at the cursor; nothing already played is ever lost.

        At the end of the current line the line grows. From an earlier point, a line that
        already goes on with this action is followed (its cursor one further); otherwise
        a new line, a variation, is added and becomes current.

        >>> record = GameRecord.start("hyperstellar", players=2, seed=1)
        >>> one, two = record.state.legal_actions()[:2]
        >>> record = record.play(one).undo().play(two)
        >>> [len(line) for line in record.lines], record.line
        ([1, 1], 1)
        >>> record.undo().play(one).line
        0
        """
        here = self.states()[self.cursor]
        taken = action if isinstance(action, Action) else here.parse_action(action)
        nxt = here.apply(taken)
        prefix = self.actions[: self.cursor]
        if self.cursor == len(self.actions):
            return self._replace_current((*prefix, taken), (*self.states(), nxt))
        lines = (self.line, *range(len(self.lines)))
        for index in lines:
            other = self.lines[index]
            if (
                len(other) > self.cursor
                and other[self.cursor] == taken
                and other[: self.cursor] == prefix
            ):
                return self._with(self.lines, index, self.cursor + 1, self._cache)
        states = (*self.states()[: self.cursor + 1], nxt)
        return self._with(
            (*self.lines, (*prefix, taken)),
            len(self.lines),
            self.cursor + 1,
            (*self._cache, states),
        )

    def _replace_current(self, actions: Line, states: tuple[GameState, ...]) -> GameRecord:
        lines = list(self.lines)
        cache = list(self._cache)
        lines[self.line] = actions
        cache[self.line] = states
        return self._with(tuple(lines), self.line, len(actions), tuple(cache))

    # -- the tree of lines ------------------------------------------------------------------

    def divergence(self, line: int) -> int:
        """The ply at which ``lines[line]`` leaves the main line (their common length).

        >>> GameRecord.start("junk_orbit", 2, 3).divergence(0)
        0
        """
        return _common(self.lines[self._index(line)], self.lines[0])

    def switch(self, line: int, cursor: int | None = None) -> GameRecord:
        """Make ``lines[line]`` current, with the cursor at ``cursor``.

        By default the cursor lands one action past the point where that line leaves the
        current one (the first move that differs), or at its end if it is shorter.
        """
        target = self.lines[self._index(line)]
        if cursor is None:
            cursor = min(_common(target, self.actions) + 1, len(target))
        if not 0 <= cursor <= len(target):
            raise IndexError(f"line {line} has positions 0 to {len(target)}, not {cursor}")
        return self._with(self.lines, line, cursor, self._cache)

    def promote(self, line: int | None = None) -> GameRecord:
        """The record with ``lines[line]`` (default: the current line) as the main line.

        The other lines keep their order after it; the current line stays current.
        """
        chosen = self.line if line is None else self._index(line)
        order = [chosen, *(i for i in range(len(self.lines)) if i != chosen)]
        return self._with(
            tuple(self.lines[i] for i in order),
            order.index(self.line),
            self.cursor,
            tuple(self._cache[i] for i in order),
        )

    def drop(self, line: int) -> GameRecord:
        """The record without ``lines[line]`` (a record keeps at least one line).

        Dropping the current line makes current the line that shares most of it (the
        first such), with the cursor where it was or, if that is past the shared part,
        at the last shared position.
        """
        line = self._index(line)
        if len(self.lines) == 1:
            raise ValueError(_("this record has only one line; it cannot be dropped"))
        keep = [i for i in range(len(self.lines)) if i != line]
        if line == self.line:
            shared = [_common(self.lines[i], self.actions) for i in keep]
            best = max(range(len(keep)), key=shared.__getitem__)
            current, cursor = best, min(self.cursor, shared[best])
        else:
            current, cursor = keep.index(self.line), self.cursor
        return self._with(
            tuple(self.lines[i] for i in keep), current, cursor, tuple(self._cache[i] for i in keep)
        )

    def _index(self, line: int) -> int:
        if not 0 <= line < len(self.lines):
            raise IndexError(f"this record has lines 0 to {len(self.lines) - 1}, not {line}")
        return line

    # -- saving ---------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The record as JSON-able data; actions are written in notation.

        A record with one line is written in version 1 (``actions``), one with variations
        in version 2 (``lines`` and ``line``).
        """
        head = {
            "format": RECORD_FORMAT,
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
        }
        if len(self.lines) == 1:
            moves = {"version": 1, "actions": [str(a) for a in self.actions]}
        else:
            lines = [[str(a) for a in line] for line in self.lines]
            moves = {"version": RECORD_VERSION, "lines": lines, "line": self.line}
        return {**head, **moves, "cursor": self.cursor}

    def to_json(self, indent: int | None = None) -> str:
        """The record as versioned JSON text."""
        return json.dumps(self.to_dict(), indent=indent)

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        """Read a record (any version), replaying and checking every action.

        Raises :class:`InvalidStateError`: its message says what is wrong in words, and its
        ``field`` names the first value at fault (``actions[i]`` or ``lines[i][j]`` for an
        action that cannot be played).

        >>> GameRecord.from_json("[1, 2]")
        Traceback (most recent call last):
        ...
        junkspace.core.errors.InvalidStateError: this file is not a junkspace game record \
(a game record must be a JSON object, got [1, 2])
        """
        try:
            data = load_json_object(text, "game record")
        except InvalidStateError as err:
            raise InvalidStateError(
                err.field,
                _("this file is not a junkspace game record ({problem})", problem=err.problem),
            ) from None
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameRecord:
        """Like :meth:`from_json`, from already-parsed JSON."""
        version = _version(data)
        moves = ("actions",) if version == 1 else ("lines", "line")
        expect_object(
            data,
            "",
            ("format", "version", "game", "players", "seed", "options", *moves),
            optional=("cursor",),
        )
        info = GAMES[expect_str(data["game"], "game", tuple(GAMES))]
        players = expect_int(data["players"], "players", info.min_players, info.max_players)
        seed = expect_int(data["seed"], "seed")
        raw_options = expect_object(
            data["options"], "options", (), optional=[o.name for o in info.options]
        )
        # An option the record does not name was added after it was saved: it replays with
        # the rule it was played with (Option.before).
        saved = {o.name: o.before for o in info.options} | dict(raw_options)
        try:
            players, seed, options = info.resolve(players, seed, saved)
        except ValueError as err:
            raise InvalidStateError("options", str(err)) from None
        first = info.load().new_game(players=players, seed=seed, **options)
        if version == 1:
            replayed = [_replay(first, data["actions"], "actions")]
            line = 0
        else:
            replayed = _replay_lines(first, expect_list(data["lines"], "lines"))
            line = expect_int(data["line"], "line", 0, len(replayed) - 1)
        actions, _ = replayed[line]
        cursor = expect_int(data.get("cursor", len(actions)), "cursor", 0, len(actions))
        return cls(
            info.name,
            players,
            seed,
            tuple(sorted(options.items())),
            tuple(actions for actions, _ in replayed),
            line,
            cursor,
            tuple(states for _, states in replayed),
        )


def _version(data: Mapping[str, Any]) -> int:
    """The record version of ``data``, or an error saying in words why it is not a record."""
    if isinstance(data, dict) and data.get("format") == STATE_FORMAT:
        raise InvalidStateError(
            "format", _("this is a saved state, not a record: read it with junkspace.from_json")
        )
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        if not isinstance(data, dict):
            problem = _("this file is not a junkspace game record (format: 'not an object')")
        elif "format" not in data:
            problem = _("this file is not a junkspace game record (format: 'none')")
        else:
            problem = _(
                "this file is not a junkspace game record (format: {format})",
                format=quoted(data["format"]),
            )
        raise InvalidStateError("format", problem)
    if "version" not in data:
        raise InvalidStateError(
            "version", _("this file is not a junkspace game record (its version is missing)")
        )
    return expect_version(data["version"], "version", RECORD_VERSION, "record")


def _replay(first: GameState, notations: object, path: str) -> tuple[Line, tuple[GameState, ...]]:
    """Parse and play one saved line from ``first``; errors name ``path[i]``."""
    states = [first]
    actions: list[Action] = []
    for index, text in enumerate(expect_list(notations, path)):
        where = f"{path}[{index}]"
        expect_str(text, where)
        try:
            action = states[-1].parse_action(text)
            states.append(states[-1].apply(action))
        except (IllegalActionError, InvalidActionError) as err:
            raise InvalidStateError(
                where,
                _("{action} cannot be played here: {refusal}", action=quoted(text), refusal=err),
            ) from None
        actions.append(action)
    return tuple(actions), tuple(states)


def _replay_lines(first: GameState, saved: list[Any]) -> list[tuple[Line, tuple[GameState, ...]]]:
    """Replay the lines of a version 2 record; no line may be the start of another."""
    if not saved:
        raise InvalidStateError("lines", _("a record needs at least one line"))
    replayed = [_replay(first, notations, f"lines[{i}]") for i, notations in enumerate(saved)]
    for i, (line, _states) in enumerate(replayed):
        for j, (other, _others) in enumerate(replayed):
            if i != j and len(line) <= len(other) and other[: len(line)] == line:
                raise InvalidStateError(
                    f"lines[{i}]",
                    _(
                        "repeats the start of lines[{index}] (a line must end somewhere new)",
                        index=j,
                    ),
                )
    return replayed
