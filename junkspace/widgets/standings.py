"""The teacher's projector: the standings of a class's game rooms, kept up to date.

A classroom tournament is a set of rooms (:mod:`junkspace.rooms`), one per pair. The
standings show every room (who plays, how far the game is, the scores, the winners) and,
above them, a table of the players: games finished, wins and points, best first. The scores
are replayed from the rooms' moves by the room layer, never read from anything a player
could write. The board reads the rooms again every :data:`EVERY` seconds on the kernel's
event loop; in plain Python, call :meth:`Standings.refresh`.

The standings dashboard is the teacher's: it lists every room's code, with which anyone
could watch or take a seat. ``junkspace play`` makes a teacher key for each run (in
:data:`TEACHER_KEY`, which its kernels inherit) and prints the standings link that holds it;
a page opened without that key is shown nothing but why (a student follows their own room
in their game's Rooms tab).

>>> from junkspace import rooms
>>> store = rooms.open_store(":memory:")
>>> code, creator = rooms.create_room(store, "junk_orbit", 2, 3, {}, ["random", "greedy"])
>>> board = Standings(store=store)
>>> code in board.rooms, board.players
(True, '<p>No game is over yet.</p>')
>>> moves = rooms.play_bots(store, code, creator)
>>> board.refresh(); "<td>1</td><td>greedy (bot)</td><td>1</td>" in board.players
True
"""

from __future__ import annotations

import hmac
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from html import escape

import ipywidgets as w

from .. import rooms
from ..core import GAMES
from ..i18n import speaking
from ..rooms import TEACHER_KEY, RoomStore, Standing
from .links import page_query, query_values
from .room_link import RoomPoll, room_store
from .seat_keeper import speaking_page
from .words import N_, _, dashboard_language

__all__ = ["EVERY", "TEACHER_KEY", "PlayerLine", "Standings", "StandingsRefused", "player_lines"]


#: How often the standings are read again, in seconds.
EVERY = 2.0

#: A room's status (:attr:`junkspace.rooms.Standing.status`) in words.
_STATUS = {"playing": N_("playing"), "over": N_("over"), "closed": N_("closed")}

_CSS = """<style>
.js-standings table { border-collapse: collapse; font-size: 18px; margin: 8px 0 18px; }
.js-standings th, .js-standings td { border-bottom: 1px solid #d1d5db; padding: 4px 12px;
  text-align: left; }
.js-standings .js-won { font-weight: bold; }
.js-standings p, .js-standings h2 { font-size: 20px; }
</style>"""


def _title() -> str:
    """The page's title (its one ``h1``) and what it shows, in the language spoken.

    >>> from junkspace.i18n import speaking
    >>> with speaking("fr"):
    ...     _title()  # doctest: +ELLIPSIS
    '<h1>Classement</h1><p>Les salles de jeu de la classe...<code>?rooms=BCDFGH,KMNPQR</code>...'
    """
    heading = escape(_("Standings"))
    intro = escape(
        _(
            "The class's game rooms, for the projector: the players' table (wins, then "
            "points) and every room's game, kept up to date. {example} shows only those rooms."
        )
    ).replace("{example}", "<code>?rooms=BCDFGH,KMNPQR</code>")
    return f"<h1>{heading}</h1><p>{intro}</p>"


@dataclass(frozen=True)
class PlayerLine:
    """A player's line in the tournament table: the name they gave last (shown, never used
    to tell players apart: see :attr:`Standing.players`)."""

    name: str
    games: int
    wins: int
    points: float


def player_lines(standings: Iterable[Standing]) -> list[PlayerLine]:
    """The players of the finished rooms, most wins first, then most points.

    A player is who :attr:`Standing.players` says (their browser's player key), so two
    people who type the same name are two lines, and one browser's rooms are one line under
    the name it gave last. A shared win counts as a win for each winner.

    >>> one = Standing("BCDFGH", "junk_orbit", ("Ana", "Ben"), 90, "over", (14, 9), (0,),
    ...                ("player a1", "player b2"))
    >>> two = Standing("KMNPQR", "junk_orbit", ("Ana", "Ana"), 80, "over", (5, 11), (1,),
    ...                ("player c3", "player a1"))
    >>> [(line.name, line.games, line.wins) for line in player_lines([one, two])]
    [('Ana', 2, 2), ('Ben', 1, 0), ('Ana', 1, 0)]
    """
    names: dict[str, str] = {}
    scores: dict[str, list[float]] = {}
    wins: dict[str, int] = {}
    for row in standings:
        if row.status != "over":
            continue
        for seat, name in enumerate(row.seats):
            who = row.players[seat] if row.players else name
            names[who] = name
            scores.setdefault(who, []).append(row.scores[seat])
            wins[who] = wins.get(who, 0) + (seat in row.winners)
    lines = [PlayerLine(names[who], len(s), wins[who], sum(s)) for who, s in scores.items()]
    return sorted(lines, key=lambda line: (-line.wins, -line.points, line.name))


def _rooms_html(standings: Sequence[Standing]) -> str:
    if not standings:
        said = escape(_("No rooms yet."))
        return f"<p>{said}</p>"
    rows = []
    for row in standings:
        seats = " · ".join(
            f'<span class="js-won">{escape(name)}: {score:g}</span>'
            if seat in row.winners
            else f"{escape(name)}: {score:g}"
            for seat, (name, score) in enumerate(zip(row.seats, row.scores, strict=True))
        )
        status = _(_STATUS[row.status]) if row.status in _STATUS else row.status
        rows.append(
            f"<tr><td><b>{escape(row.code)}</b></td><td>{escape(GAMES[row.game].title)}</td>"
            f"<td>{seats}</td><td>{row.moves}</td><td>{escape(status)}</td></tr>"
        )
    head = _head(N_("Room"), N_("Game"), N_("Players and scores"), N_("Moves"), "")
    return f"<table>{head}{''.join(rows)}</table>"


def _players_html(lines: Sequence[PlayerLine]) -> str:
    if not lines:
        said = escape(_("No game is over yet."))
        return f"<p>{said}</p>"
    rows = "".join(
        f"<tr><td>{rank}</td><td>{escape(line.name)}</td><td>{line.wins}</td>"
        f"<td>{line.games}</td><td>{line.points:g}</td></tr>"
        for rank, line in enumerate(lines, start=1)
    )
    head = _head("", N_("Player"), N_("Wins"), N_("Games"), N_("Points"))
    return f"<table>{head}{rows}</table>"


def _head(*titles: str) -> str:
    """A table's heading row, each title in the language spoken ("" stays empty)."""
    cells = "".join(f"<th>{escape(_(title)) if title else ''}</th>" for title in titles)
    return f"<tr>{cells}</tr>"


class Standings:
    """The standings of ``codes`` (by default every room in ``store``), read every
    :data:`EVERY` seconds while shown; ``store`` defaults to where this kernel keeps rooms.
    It speaks ``language`` (``None``: the session's), and its page's ``<html lang>`` says so."""

    def __init__(
        self,
        codes: Sequence[str] | None = None,
        store: RoomStore | None = None,
        language: str | None = None,
    ) -> None:
        self.language = language
        self.store = store or room_store()
        self.codes = None if codes is None else [rooms.read_code(code) for code in codes]
        #: The players' table and the rooms' table, as HTML (the page shows them).
        self.players = self.rooms = ""
        #: The page: one ``<main>`` landmark, its title (the page's one ``h1``) and both tables.
        self.page = w.HTML()
        self.widget = speaking_page(language, self.page)
        self.widget.add_class("js-standings")
        self._poll = RoomPoll(self.refresh, EVERY)
        self.refresh()
        self._poll.start()

    @classmethod
    def from_query(cls, query: str | None = None) -> Standings | StandingsRefused:
        """The standings a dashboard's URL asks for: ``?key=…`` (the teacher key, see
        :data:`TEACHER_KEY`) and ``rooms=BCDFGH,KMNPQR`` (default all); without the key, or
        for rooms that cannot be shown, a page that says why.

        >>> "the teacher's" in Standings.from_query("rooms=BCDFGH").words
        True
        """
        query = page_query() if query is None else query
        language = dashboard_language(query)
        with speaking(language):
            return cls._asked(query, language)

    @classmethod
    def _asked(cls, query: str, language: str | None) -> Standings | StandingsRefused:
        values = query_values(query)
        key = os.environ.get(TEACHER_KEY, "")
        if not key or not hmac.compare_digest(values.get("key", "").encode(), key.encode()):
            return StandingsRefused(
                _(
                    "These standings are the teacher's: open them with the link junkspace "
                    "play printed (a player follows their own room in the Rooms tab of their "
                    "game)."
                ),
                language,
            )
        codes = values.get("rooms")
        try:
            return cls(None if not codes else codes.split(","), language=language)
        except rooms.UnknownRoomError:  # its words name where the rooms are kept: not for pages
            known = {row.code for row in rooms.standings(room_store())}
            asked = [rooms.read_code(code) for code in (codes or "").split(",")]
            missing = ", ".join(code for code in asked if code not in known)
            return StandingsRefused(
                _("Could not show the standings: there is no room {codes}.", codes=missing),
                language,
            )
        except ValueError as err:
            problem = _("Could not show the standings: {problem}", problem=err)
            return StandingsRefused(problem, language)

    def refresh(self) -> None:
        """Read the rooms again and redraw both tables."""
        if self.widget.comm is None:  # closed: nobody looks any more
            self._poll.stop()
            return
        with speaking(self.language):
            standings = rooms.standings(self.store, self.codes)  # who plays, in words
            self.players = _players_html(player_lines(standings))
            self.rooms = _rooms_html(standings)
            heading = escape(_("Rooms"))
            self.page.value = (
                f"{_CSS}<main>{_title()}{self.players}<h2>{heading}</h2>{self.rooms}</main>"
            )

    def close(self) -> None:
        """Stop reading the rooms and close the widgets."""
        self._poll.stop()
        self.widget.close()

    def _repr_mimebundle_(self, **kwargs: object) -> object:
        return self.widget._repr_mimebundle_(**kwargs)


class StandingsRefused:
    """A standings page that shows only why it shows no standings, in ``language`` (its
    ``<html lang>``; ``None``: the one spoken now).

    >>> StandingsRefused("No room BCDFGH here.").widget.children[0].value  # doctest: +ELLIPSIS
    '<main><h1>Standings</h1><p>The class...<p class="js-refused">No room BCDFGH here.</p></main>'
    """

    def __init__(self, words: str, language: str | None = None) -> None:
        self.words = words
        with speaking(language):
            said = f'<main>{_title()}<p class="js-refused">{escape(words)}</p></main>'
        self.widget = speaking_page(language, w.HTML(said))

    def _repr_mimebundle_(self, **kwargs: object) -> object:
        return self.widget._repr_mimebundle_(**kwargs)
