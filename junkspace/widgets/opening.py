"""What an app opens: a new game for people, a given state or record, or what a link asks for.

A dashboard page's link says in its URL query what the page opens (``GameApp.from_query``):
a room to enter (``room=CODE``, ``watch=1``), or a game: a record (``record=``, written by
:func:`game_link`) or a new game (``players``, ``seed``), with its seats. :func:`read_query`
turns the query into a :class:`RoomAsked` or a :class:`GameAsked`; anything unreadable gives
a default game and the problem, in words, for the page to show.

>>> asked = read_query("junk_orbit", "players=3&seed=4&seats=human,greedy,random")
>>> asked.record.state.players, asked.seats, asked.problem
(3, ['human', 'greedy', 'random'], '')
>>> read_query("junk_orbit", "room=BCDFGH&watch=1")
RoomAsked(code='BCDFGH', watch=True)
>>> print(read_query("junk_orbit", "seed=x&seats=human").problem)
Could not start the game asked for: seed must be a whole number, not 'x'

A link written for a game reads back as that game, its bots kept (a bot given as a function
comes back as a person):

>>> record = new_record("junk_orbit", 2, 8).play("launch S01 cw TYC")
>>> link = game_link(record, ["greedy", "custom"])
>>> again = read_query("junk_orbit", link.removeprefix("?"))
>>> again.record == record, again.seats
(True, ['greedy', 'human'])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..bots import BOTS
from ..core import GAMES, GameRecord, GameState
from ..core.errors import InvalidStateError, quoted
from ..core.registry import game_info
from ..render.view import has_view, view_for
from .links import query_values, record_from_token, record_token
from .words import _

__all__ = ["GameAsked", "RoomAsked", "game_link", "new_record", "read_query", "start", "warm_up"]


def new_record(
    game: str, players: int | None, seed: int | None, options: dict[str, Any] | None = None
) -> GameRecord:
    """A new game for people: the game's options for people, then ``options``."""
    asked = dict(game_info(game).people_options) | (options or {})
    return GameRecord.start(game, players, seed, **asked)


def start(
    game: str | GameState | GameRecord,
    players: int | None,
    seed: int | None,
    options: dict[str, Any],
) -> tuple[GameRecord, bool]:
    """The record an app starts from, and whether it can be saved as a record.

    A state that is not the opening of its seeded game cannot be replayed from a record;
    the app still plays on from it, but saving it as a record is refused.
    """
    if isinstance(game, GameRecord):
        return game, True
    if isinstance(game, GameState):
        fresh = GameRecord.start(game.game, game.players, game.seed, **dict(game.options))
        if fresh.state == game:
            return fresh, True
        return GameRecord.of_game([game], []), False
    return new_record(game, players, seed, options), True


def warm_up(game: str) -> None:
    """Load what every page of ``game`` needs (its view, its default board, the list of games
    the New game tab offers), so that in a kernel Voilà preheated it is done before the page
    asks.

    >>> warm_up("hyperstellar")
    """
    if has_view(game):
        view_for(game).scene(new_record(game, None, None).state)
    for name in GAMES:
        has_view(name)


@dataclass(frozen=True)
class RoomAsked:
    """A link to a room: enter it by its ``code``, to play a seat or (``watch``) to watch."""

    code: str
    watch: bool = False


@dataclass(frozen=True)
class GameAsked:
    """A link to a game: its record, each seat (``"human"`` or a bot's name), and what could
    not be read, in words ("" when all was)."""

    record: GameRecord
    seats: list[str]
    problem: str = ""


def _whole(name: str, text: str | None) -> int | None:
    """A whole number given in a URL query (``None`` when not given), or a ValueError.

    >>> _whole("seed", None), _whole("seed", "7")
    (None, 7)
    """
    if text is None:
        return None
    try:
        return int(text)
    except ValueError:
        raise ValueError(
            _("{name} must be a whole number, not {text}", name=name, text=quoted(text))
        ) from None


def read_query(game: str, query: str) -> RoomAsked | GameAsked:
    """What the URL ``query`` of a page of ``game`` asks for (see ``GameApp.from_query``).

    By default the first seat is human and the others are random bots.
    """
    values = query_values(query)
    if "room" in values:
        return RoomAsked(values["room"], values.get("watch") == "1")
    problem = ""
    record: GameRecord | None = None
    if "record" in values:
        try:
            record = record_from_token(values["record"])
        except ValueError as err:
            said: object = err
            if isinstance(err, InvalidStateError) and err.field == "record":
                said = err.problem  # the link itself is the field: a player reads the problem
            problem = _("Could not open the linked game: {problem}", problem=said)
        if record is not None and not has_view(record.game):
            problem = _(
                "Could not open the linked game: {game} has no board yet.", game=record.game
            )
            record = None
    try:
        players = _whole("players", values.get("players"))
        seed = _whole("seed", values.get("seed"))
        record = record or new_record(game, players, seed)
    except ValueError as err:
        problem = problem or _("Could not start the game asked for: {problem}", problem=err)
        record = new_record(game, None, None)
    count = record.state.players
    seats = ["human", *["random"] * (count - 1)]
    if "seats" in values:
        asked = values["seats"].split(",")
        if len(asked) == count and all(s == "human" or s in BOTS for s in asked):
            seats = asked
        else:
            problem = problem or _(
                "Ignored seats={seats}: give {count} seats.",
                seats=quoted(values["seats"]),
                count=count,
            )
    return GameAsked(record, seats, problem)


def game_link(record: GameRecord, seats: list[str]) -> str:
    """A relative link (a URL query) that opens ``record`` at its cursor with ``seats`` (each
    seat's menu name; one that is not a bot's name comes back as a person)."""
    named = ",".join(name if name in BOTS else "human" for name in seats)
    return f"?record={record_token(record)}&seats={named}"
