"""A game record: what is saved, shared and replayed.

A record is the game's name, its seats, seed and options, and the actions taken, plus a
``cursor`` that says how many of those actions are in effect. Because the randomness lives in
the seed, replaying the actions always gives back exactly the same states. Undo moves the
cursor back, redo moves it forward, and playing an action from an earlier point cuts the
actions after the cursor (the history branches).

>>> record = GameRecord.start("junk_orbit", players=2, seed=3)
>>> first = record.state.legal_actions()[0]
>>> record = record.play(first)
>>> record.cursor, record.can_undo, record.can_redo
(1, True, False)
>>> record.undo().state == GameRecord.start("junk_orbit", players=2, seed=3).state
True
>>> GameRecord.from_json(record.to_json()) == record
True
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalActionError, InvalidActionError, InvalidStateError, quoted
from .registry import GAMES, game_info
from .state import STATE_FORMAT, Action, GameState
from .validate import expect_int, expect_list, expect_object, expect_str, load_json_object

__all__ = ["RECORD_FORMAT", "RECORD_VERSION", "GameRecord"]

RECORD_FORMAT = "junkspace-record"
RECORD_VERSION = 1


@dataclass(frozen=True)
class GameRecord:
    """An immutable game record with an undo/redo cursor."""

    game: str
    players: int
    seed: int
    options: tuple[tuple[str, Any], ...] = ()
    actions: tuple[Action, ...] = ()
    cursor: int = 0
    _states: tuple[GameState, ...] | None = field(
        default=None, compare=False, repr=False, hash=False
    )

    @classmethod
    def start(
        cls, game: str, players: int | None = None, seed: int | None = None, **options: Any
    ) -> GameRecord:
        """A record of a new game (arguments as for ``junkspace.new_game``)."""
        info = game_info(game)
        players, seed, values = info.resolve(players, seed, options)
        first = info.load().new_game(players=players, seed=seed, **values)
        return cls(game, players, seed, tuple(sorted(values.items())), (), 0, (first,))

    @classmethod
    def of_game(cls, states: Iterable[GameState], actions: Iterable[Action]) -> GameRecord:
        """The record of a played line: its states (first one included) and actions."""
        states = tuple(states)
        actions = tuple(actions)
        if len(states) != len(actions) + 1:
            raise ValueError("a record needs exactly one more state than actions")
        first = states[0]
        options = tuple(sorted(first.options.items()))
        return cls(first.game, first.players, first.seed, options, actions, len(actions), states)

    # -- replay -----------------------------------------------------------------------------

    def states(self) -> tuple[GameState, ...]:
        """Every state of the recorded line, from the start to the last action (redo part too)."""
        if self._states is None:
            states = [self._initial()]
            for action in self.actions:
                states.append(states[-1].apply(action))
            object.__setattr__(self, "_states", tuple(states))
        assert self._states is not None
        return self._states

    def _initial(self) -> GameState:
        return game_info(self.game).new_game(self.players, self.seed, **dict(self.options))

    @property
    def state(self) -> GameState:
        """The state at the cursor."""
        return self.states()[self.cursor]

    # -- moving through the history -------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        """True when there is an action before the cursor."""
        return self.cursor > 0

    @property
    def can_redo(self) -> bool:
        """True when undone actions lie after the cursor."""
        return self.cursor < len(self.actions)

    def goto(self, index: int) -> GameRecord:
        """The same record with the cursor at ``index`` (0 is the start)."""
        if not 0 <= index <= len(self.actions):
            raise IndexError(f"this record has positions 0 to {len(self.actions)}, not {index}")
        return GameRecord(
            self.game, self.players, self.seed, self.options, self.actions, index, self._states
        )

    def undo(self) -> GameRecord:
        """Step back one action (IndexError at the start)."""
        return self.goto(self.cursor - 1)

    def redo(self) -> GameRecord:
        """Step forward one undone action (IndexError when there is none)."""
        return self.goto(self.cursor + 1)

    def play(self, action: Action | str) -> GameRecord:
        """Apply ``action`` at the cursor; actions after the cursor are dropped (a branch)."""
        states = self.states()[: self.cursor + 1]
        nxt = states[-1].apply(action)
        taken = action if isinstance(action, Action) else states[-1].parse_action(action)
        actions = (*self.actions[: self.cursor], taken)
        return GameRecord(
            self.game, self.players, self.seed, self.options, actions, len(actions), (*states, nxt)
        )

    # -- saving ---------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The record as JSON-able data; actions are written in notation."""
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": [str(action) for action in self.actions],
            "cursor": self.cursor,
        }

    def to_json(self, indent: int | None = None) -> str:
        """The record as versioned JSON text."""
        return json.dumps(self.to_dict(), indent=indent)

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        """Read a record, replaying and checking every action.

        Raises :class:`InvalidStateError` naming the first field that is wrong; for a bad
        action the field is ``actions[i]`` and the message gives the rule it breaks.
        """
        return cls.from_dict(load_json_object(text, "game record"))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameRecord:
        """Like :meth:`from_json`, from already-parsed JSON."""
        if isinstance(data, dict) and data.get("format") == STATE_FORMAT:
            raise InvalidStateError(
                "format", "this is a saved state, not a record: read it with junkspace.from_json"
            )
        expect_object(
            data,
            "",
            ("format", "version", "game", "players", "seed", "options", "actions"),
            optional=("cursor",),
        )
        expect_str(data["format"], "format", (RECORD_FORMAT,))
        version = expect_int(data["version"], "version", low=1)
        if version > RECORD_VERSION:
            raise InvalidStateError(
                "version",
                f"saved by a newer junkspace (format {quoted(version)}; "
                f"this one reads {RECORD_VERSION})",
            )
        info = GAMES[expect_str(data["game"], "game", tuple(GAMES))]
        players = expect_int(data["players"], "players", info.min_players, info.max_players)
        seed = expect_int(data["seed"], "seed")
        raw_options = expect_object(
            data["options"], "options", (), optional=[o.name for o in info.options]
        )
        try:
            players, seed, options = info.resolve(players, seed, raw_options)
        except ValueError as err:
            raise InvalidStateError("options", str(err)) from None
        notations = expect_list(data["actions"], "actions")
        states = [info.load().new_game(players=players, seed=seed, **options)]
        actions: list[Action] = []
        for index, text in enumerate(notations):
            path = f"actions[{index}]"
            expect_str(text, path)
            try:
                action = states[-1].parse_action(text)
                states.append(states[-1].apply(action))
            except (IllegalActionError, InvalidActionError) as err:
                raise InvalidStateError(
                    path, f"{quoted(text)} cannot be played here: {err}"
                ) from None
            actions.append(action)
        cursor = expect_int(data.get("cursor", len(actions)), "cursor", 0, len(actions))
        return cls(
            info.name,
            players,
            seed,
            tuple(sorted(options.items())),
            tuple(actions),
            cursor,
            tuple(states),
        )
