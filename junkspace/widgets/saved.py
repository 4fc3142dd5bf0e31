"""The app's save files: the game record and who played each seat, and reading them back.

A save file wraps the record (what the game is) with the seats (who played it: people or
bots by name), which are the app's business and not the game's. A plain record, as
``GameRecord.to_json`` writes it, still opens; it has no seats. Whatever goes wrong while
reading is told in a player's words, with the technical detail kept apart:

>>> from junkspace import GameRecord
>>> record = GameRecord.start("junk_orbit", players=2, seed=3)
>>> opened = read_saved(save_text(record, ["human", "greedy"]))
>>> opened.record == record, opened.seats
(True, ['human', 'greedy'])
>>> read_saved(record.to_json()).seats is None
True
>>> try:
...     read_saved('{"hello": 1}')
... except LoadProblem as problem:
...     print(problem.words, "/", problem.details[:7])
this file is not a junkspace game record / format:
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..bots import BOTS
from ..core import GameRecord, InvalidStateError
from ..core.record import RECORD_VERSION
from ..core.state import STATE_FORMAT
from ..core.validate import (
    expect_list,
    expect_object,
    expect_str,
    expect_version,
    load_json_object,
)
from .words import N_, _, ngettext

#: What a file that is no record at all is, in a player's words.
NOT_A_RECORD = N_("this file is not a junkspace game record")
#: ... and one written by a newer junkspace.
_NEWER = N_("it was saved by a newer version of junkspace: update junkspace to open it")

__all__ = ["APP_FORMAT", "APP_VERSION", "LoadProblem", "Saved", "read_saved", "save_text"]

APP_FORMAT = "junkspace-app"
APP_VERSION = 1


class LoadProblem(ValueError):
    """A file that cannot be opened: ``words`` for the player, ``details`` for the curious."""

    def __init__(self, words: str, details: str = "") -> None:
        self.words = words
        self.details = details
        super().__init__(f"{words} ({details})" if details else words)


@dataclass(frozen=True)
class Saved:
    """What a save file holds: the record, and the seats (``None`` in a plain record)."""

    record: GameRecord
    seats: list[str] | None


def save_text(record: GameRecord, seats: Sequence[str]) -> str:
    """The save file of ``record`` played by ``seats`` (``"human"`` or a bot's name)."""
    data = {
        "format": APP_FORMAT,
        "version": APP_VERSION,
        "seats": list(seats),
        "record": record.to_dict(),
    }
    return json.dumps(data, indent=1)


def _newer(data: Any, newest: int) -> bool:
    """True if ``data`` says it was written in a format newer than ``newest``: decided by the
    data, since the error's words are in the language spoken."""
    version = data.get("version") if isinstance(data, dict) else None
    return type(version) is int and version > newest


def _words(err: InvalidStateError, data: Any) -> str:
    """What went wrong with a record, as a player would put it (in the language spoken)."""
    if isinstance(data, dict) and data.get("format") == STATE_FORMAT:  # before the others
        return _("this file is a saved position, not a game record")
    if err.field in ("", "format") or (err.field == "version" and "version" not in data):
        return _(NOT_A_RECORD)
    if err.field == "version" and _newer(data, RECORD_VERSION):
        return _(_NEWER)
    if err.field == "game":
        return _("it is a record of a game this junkspace does not have")
    if err.field.startswith("actions["):
        index = int(err.field[len("actions[") : err.field.index("]")])
        return _("its decision {number} cannot be played: the record is damaged", number=index + 1)
    field = err.field.split("[")[0].split(".")[0]
    return _("the record is damaged (its {field} is wrong)", field=field)


def _read_record(data: Any) -> GameRecord:
    try:
        return GameRecord.from_dict(data)
    except InvalidStateError as err:
        raise LoadProblem(_words(err, data), str(err)) from None


def _read_seats(raw: Any, players: int) -> list[str]:
    seats = expect_list(raw, "seats")
    if len(seats) != players:
        raise InvalidStateError(
            "seats",
            ngettext(
                "lists {count} seat for {players} players",
                "lists {count} seats for {players} players",
                len(seats),
                count=len(seats),
                players=players,
            ),
        )
    names = [expect_str(seat, f"seats[{i}]") for i, seat in enumerate(seats)]
    return [name if name in BOTS else "human" for name in names]


def read_saved(text: str | bytes) -> Saved:
    """Read a save file or a plain record; a :class:`LoadProblem` says what is wrong."""
    try:
        data = load_json_object(text, "game record")
    except InvalidStateError as err:
        raise LoadProblem(_(NOT_A_RECORD), str(err)) from None
    if data.get("format") != APP_FORMAT:
        return Saved(_read_record(data), None)
    try:
        # The version first: a newer file may have other fields.
        expect_version(data.get("version"), "version", APP_VERSION, "app save")
        expect_object(data, "", ("format", "version", "seats", "record"))
    except InvalidStateError as err:
        words = _(_NEWER) if _newer(data, APP_VERSION) else _("this save file is damaged")
        raise LoadProblem(words, str(err)) from None
    record = _read_record(data["record"])
    try:
        seats = _read_seats(data["seats"], record.players)
    except InvalidStateError as err:
        raise LoadProblem(_("the seats in this save file are damaged"), str(err)) from None
    return Saved(record, seats)
