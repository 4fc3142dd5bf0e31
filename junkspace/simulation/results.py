"""What a simulated game leaves behind: one JSON line per game.

Each line is a JSON object with the run's parameters, the bots at each seat, the result
(scores, ranking, decisions per seat, whether a turn cap cut the game short), how long each
seat thought, and the full :class:`~junkspace.core.record.GameRecord`, so the game can be
replayed exactly with ``junkspace replay`` or ``GameRecord.from_dict(line["record"])``:

.. code-block:: json

    {"format": "junkspace-simulated-game", "version": 1, "index": 0,
     "run": {"game": "junk_orbit", "players": 2, "options": {}, "bots": ["greedy", "random"],
             "seed": 1, "games": 100},
     "seats": ["greedy", "random"],
     "result": {"scores": [51, 7], "ranking": [[0], [1]], "decisions": [47, 46],
                "truncated": false},
     "timing": {"thinking": [0.41, 0.01], "slowest": [0.02, 0.0]},
     "record": {"format": "junkspace-record", "...": "..."}}

Reading a line checks its shape, not its game: :meth:`GameResult.replay` replays the record
and checks that it ends as the line says.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..bots.outcome import win_shares
from ..core import GameRecord, GameState, InvalidStateError
from ..core.errors import quoted
from ..core.validate import (
    expect_int,
    expect_list,
    expect_object,
    expect_str,
    expect_version,
    load_json_object,
)
from ..core.words import WORDS

__all__ = ["RESULT_FORMAT", "RESULT_VERSION", "GameResult", "drop_cut_line", "read_results"]

RESULT_FORMAT = "junkspace-simulated-game"
RESULT_VERSION = 1

_, ngettext = WORDS.gettext, WORDS.ngettext


def _decisions(states: tuple[GameState, ...], players: int) -> tuple[int, ...]:
    counts = [0] * players
    for state in states:
        if state.current_player is not None:
            counts[state.current_player] += 1
    return tuple(counts)


def _facts(record: GameRecord) -> dict[str, Any]:
    """What the result part of a line says, read off a replayed record."""
    end = record.state
    return {
        "scores": list(end.scores()),
        "ranking": [list(group) for group in end.ranking()],
        "decisions": list(_decisions(record.states()[: record.cursor], record.players)),
        "truncated": end.truncated,
    }


@dataclass(frozen=True)
class GameResult:
    """One simulated game: who played where, how it ended, and its record (as JSON data)."""

    index: int
    run: Mapping[str, Any]
    seats: tuple[str, ...]
    scores: tuple[int, ...]
    ranking: tuple[tuple[int, ...], ...]
    decisions: tuple[int, ...]
    truncated: bool
    thinking: tuple[float, ...]
    slowest: tuple[float, ...]
    record: Mapping[str, Any] = field(repr=False)

    @classmethod
    def of(
        cls,
        index: int,
        run: Mapping[str, Any],
        seats: tuple[str, ...],
        record: GameRecord,
        thinking: tuple[float, ...],
        slowest: tuple[float, ...],
    ) -> GameResult:
        """The result of a game just played."""
        facts = _facts(record)
        return cls(
            index,
            run,
            seats,
            tuple(facts["scores"]),
            tuple(tuple(group) for group in facts["ranking"]),
            tuple(facts["decisions"]),
            facts["truncated"],
            thinking,
            slowest,
            record.to_dict(),
        )

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.seats)

    @property
    def length(self) -> int:
        """The number of decisions in the game."""
        return sum(self.decisions)

    @property
    def win_shares(self) -> tuple[float, ...]:
        """Each seat's share of the win (see :func:`junkspace.bots.outcome.win_shares`)."""
        return win_shares(self.ranking)

    def place(self, seat: int) -> float:
        """``seat``'s place, 1 for first; tied seats share the mean of their places."""
        place = 1
        for group in self.ranking:
            if seat in group:
                return place + (len(group) - 1) / 2
            place += len(group)
        raise ValueError(_("seat {seat} is not in the ranking", seat=seat))

    # -- checking -------------------------------------------------------------------------

    def replay(self) -> GameRecord:
        """Replay the record and check that it ends as this result says.

        Raises :class:`InvalidStateError` naming the first field that does not match (an
        action that cannot be played is ``record.actions[i]``).
        """
        try:
            record = GameRecord.from_dict(self.record)
        except InvalidStateError as err:
            raise InvalidStateError(_under("record", err.field), err.problem) from None
        if not record.state.is_over:
            raise InvalidStateError(
                "record.actions",
                ngettext(
                    "the game is not over after its {count} action",
                    "the game is not over after its {count} actions",
                    len(record.actions),
                    count=len(record.actions),
                ),
            )
        if record.players != self.players:
            raise InvalidStateError(
                "seats",
                ngettext(
                    "{count} seat named for a {players}-player game",
                    "{count} seats named for a {players}-player game",
                    len(self.seats),
                    count=len(self.seats),
                    players=record.players,
                ),
            )
        facts = _facts(record)
        claimed = self.to_dict()["result"]
        for key, replayed in facts.items():
            if claimed[key] != replayed:
                raise InvalidStateError(
                    f"result.{key}",
                    _(
                        "the file says {saved}, but the record replays to {replayed}",
                        saved=json.dumps(claimed[key]),
                        replayed=json.dumps(replayed),
                    ),
                )
        return record

    # -- JSON -----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The line as JSON-able data."""
        return {
            "format": RESULT_FORMAT,
            "version": RESULT_VERSION,
            "index": self.index,
            "run": dict(self.run),
            "seats": list(self.seats),
            "result": {
                "scores": list(self.scores),
                "ranking": [list(group) for group in self.ranking],
                "decisions": list(self.decisions),
                "truncated": self.truncated,
            },
            "timing": {
                "thinking": [round(t, 6) for t in self.thinking],
                "slowest": [round(t, 6) for t in self.slowest],
            },
            "record": dict(self.record),
        }

    def to_json(self) -> str:
        """The line as compact JSON text (no newline)."""
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | bytes) -> GameResult:
        """Read one line, checking its shape; :meth:`replay` checks the game itself."""
        data = load_json_object(text, "simulated game")
        expect_object(
            data, "", ("format", "version", "index", "run", "seats", "result", "timing", "record")
        )
        expect_str(data["format"], "format", (RESULT_FORMAT,))
        expect_version(data["version"], "version", RESULT_VERSION, "simulated game")
        index = expect_int(data["index"], "index", low=0)
        run = expect_object(
            data["run"], "run", ("game", "players", "options", "bots", "seed", "games")
        )
        seats = tuple(expect_str(s, f"seats[{i}]") for i, s in enumerate(_list(data, "seats")))
        players = len(seats)
        result = expect_object(
            data["result"], "result", ("scores", "ranking", "decisions", "truncated")
        )
        scores = tuple(
            expect_int(s, f"result.scores[{i}]")
            for i, s in enumerate(expect_list(result["scores"], "result.scores", players))
        )
        ranking = _ranking(result["ranking"], players)
        decisions = tuple(
            expect_int(d, f"result.decisions[{i}]", low=0)
            for i, d in enumerate(expect_list(result["decisions"], "result.decisions", players))
        )
        truncated = result["truncated"]
        if not isinstance(truncated, bool):
            raise InvalidStateError("result.truncated", _("expected true or false"))
        timing = expect_object(data["timing"], "timing", ("thinking", "slowest"))
        thinking = _seconds(timing["thinking"], "timing.thinking", players)
        slowest = _seconds(timing["slowest"], "timing.slowest", players)
        record = expect_object(
            data["record"],
            "record",
            ("format", "version", "game", "players", "seed", "options", "actions"),
            optional=("cursor",),
        )
        return cls(
            index, run, seats, scores, ranking, decisions, truncated, thinking, slowest, record
        )


def _under(prefix: str, path: str) -> str:
    return f"{prefix}.{path}" if path else prefix


def _list(data: Mapping[str, Any], key: str) -> list[Any]:
    return expect_list(data[key], key)


def _ranking(value: object, players: int) -> tuple[tuple[int, ...], ...]:
    groups = expect_list(value, "result.ranking")
    ranking = tuple(
        tuple(
            expect_int(seat, f"result.ranking[{i}][{j}]", 0, players - 1)
            for j, seat in enumerate(expect_list(group, f"result.ranking[{i}]"))
        )
        for i, group in enumerate(groups)
    )
    if sorted(seat for group in ranking for seat in group) != list(range(players)):
        raise InvalidStateError("result.ranking", _("must name every seat exactly once"))
    if any(not group for group in ranking):
        raise InvalidStateError("result.ranking", _("a place cannot be empty"))
    return ranking


def _seconds(value: object, path: str, players: int) -> tuple[float, ...]:
    out = []
    for i, item in enumerate(expect_list(value, path, players)):
        if isinstance(item, bool) or not isinstance(item, (int, float)) or item < 0:
            raise InvalidStateError(
                f"{path}[{i}]", _("expected seconds, got {value}", value=quoted(item))
            )
        out.append(float(item))
    return tuple(out)


def drop_cut_line(path: Path) -> bool:
    """Remove a last line cut off in the middle of writing (no newline); True if there was one.

    A run that is killed while it writes a game leaves such a line: that game is lost.
    """
    data = path.read_bytes()
    cut = data.rsplit(b"\n", 1)[-1]
    if not cut:
        return False
    with path.open("r+b") as handle:
        handle.truncate(len(data) - len(cut))
    return True


def read_results(path: Path) -> list[GameResult]:
    """The games saved in a JSON-lines file, each line's shape checked (errors name the line)."""
    results = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            results.append(GameResult.from_json(line))
        except InvalidStateError as err:
            where = _("line {number}: {field}", number=number, field=err.field)
            raise InvalidStateError(where, err.problem) from None
    return results
