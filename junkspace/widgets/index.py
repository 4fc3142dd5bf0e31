"""The dashboards' front page: a card for each game that has a dashboard notebook.

A card shows the game's board as the engine draws it (the SVG of a new game), how many play,
how long a game lasts and what it is about in one line (the game's facts ``LENGTH`` and
``PITCH``), and two ways in: against bots, or hot-seat (everybody at one screen, a link per
table size). The page is one ``<main>`` landmark with its ``<h1>``, so that a screen reader
finds its way (axe-core checks it in the browser tests). Both starts are links to the game's
dashboard with a query that
:meth:`GameApp.from_query <junkspace.widgets.GameApp.from_query>` reads (``players`` and
``seats``):

>>> start_query("hyperstellar", bots=True)
'?players=3&seats=human,greedy,greedy'
>>> start_query("junk_orbit", bots=False, players=3)
'?players=3&seats=human,human,human'

The index dashboard shows :func:`index_page`: the cards on a page whose ``<html lang>`` says
the language they are in.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Protocol

import ipywidgets as w

from ..core import GAMES, GameRecord, new_game
from ..core.registry import game_info
from ..i18n import speaking
from .links import page_query
from .seat_keeper import speaking_page
from .words import N_, _, dashboard_language, game_words, ngettext

__all__ = ["dashboard_index", "dashboard_intro", "index_page", "start_query"]

#: The bot that sits in the other seats of a game "against bots": it plays sensibly and
#: answers at once, which a first game needs more than strength.
OPPONENT = "greedy"

#: What the page says above the cards.
WELCOME = N_(
    "Three space board games to play in the browser, step through and study. Pick a game: "
    "<b>Play against bots</b> seats you against sensible bots, <b>Hot-seat</b> lets everybody "
    "play at this screen in turn. Each game has its rules one click away, and its "
    "<i>Players</i> and <i>New game</i> tabs change the seats, the seed and the table size."
)


_CSS = """
<style>
.js-index { font-family: system-ui, sans-serif; }
.js-index h1 { font-size: 28px; font-weight: 500; margin: 4px 0 10px; }
.js-index > p { margin: 0 0 14px; line-height: 1.5; max-width: 72em; }
.js-cards { display: flex; flex-wrap: wrap; gap: 18px; font-family: system-ui, sans-serif; }
.js-card { width: 24em; padding: 14px 16px; border-radius: 10px; background: #101833;
  color: #e9eef8; border: 2px solid #2a3558; display: flex; flex-direction: column; gap: 8px; }
.js-card:hover, .js-card:focus-within { border-color: #ffc83d; }
.js-card h2 { font-size: 19px; margin: 0; }
.js-card h2 a { color: inherit; text-decoration: none; }
.js-card .js-picture { line-height: 0; }
.js-card figure { margin: 0; line-height: 0; }
.js-card figure svg { width: 100%; height: auto; border-radius: 6px; }
.js-card p { margin: 0; line-height: 1.4; }
.js-card .js-facts { color: #9aa7c0; font-size: 13px; }
.js-card .js-starts { display: flex; gap: 10px; margin-top: auto; }
.js-card .js-starts a { flex: 1; text-align: center; padding: 7px 0; border-radius: 7px;
  text-decoration: none; font-weight: 600; border: 1.5px solid #ffc83d; color: #ffc83d; }
.js-card .js-starts a.js-bots { background: #ffc83d; color: #101833; }
.js-card .js-hotseats { flex: 1; display: flex; gap: 6px; align-items: center;
  justify-content: center; color: #ffc83d; font-weight: 600; }
.js-card .js-starts .js-hotseats a { flex: 0 0 auto; min-width: 28px; padding: 7px 4px; }
</style>
"""


class Introduced(Protocol):
    """What :func:`dashboard_intro` reads of an app: its game and its language."""

    @property
    def record(self) -> GameRecord: ...

    @property
    def language(self) -> str: ...


def start_query(
    game: str, bots: bool, players: int | None = None, language: str | None = None
) -> str:
    """The dashboard query that starts ``game``: you against bots, or everybody human; in
    ``language`` if given (the one the index page was asked in).

    >>> start_query("junk_orbit", bots=True, language="es")
    '?players=3&seats=human,greedy,greedy&lang=es'
    """
    info = game_info(game)
    count = info.default_players if players is None else players
    others = [OPPONENT if bots else "human"] * (count - 1)
    asked = "" if language is None else f"&lang={language}"
    return f"?players={count}&seats={','.join(['human', *others])}{asked}"


def _picture(game: str) -> str:
    """The engine's own picture of a new game (a fixed seed, so the page is always alike)."""
    return new_game(game, seed=1)._repr_svg_() or ""


def _card(game: str, language: str | None) -> str:
    info = GAMES[game]
    own = game_words(game)  # the pitch and the length are the game's words
    facts = _("{low}–{high} players", low=info.min_players, high=info.max_players)
    if info.length:
        facts += f" · {own.gettext(info.length)}"
    page = f"{escape(game)}.ipynb"
    alone = page + ("" if language is None else f"?lang={language}")
    title = escape(info.title)
    board = escape(_("The {game} board at the start of a game", game=info.title))
    against = escape(_("Play against bots"))
    return (
        f'<section class="js-card" data-game="{escape(game)}">'
        f'<h2><a href="{alone}">{title}</a></h2>'
        # The picture is a second way in for the mouse; the link holds the picture (and not
        # the other way round) so that nothing interactive sits inside an image.
        f'<a class="js-picture" href="{alone}" tabindex="-1">'
        f'<figure role="img" aria-label="{board}">'
        f"{_picture(game)}</figure></a>"
        f"<p>{escape(own.gettext(info.pitch))}</p>"
        f'<p class="js-facts">{escape(facts)}</p>'
        f'<div class="js-starts">'
        f'<a class="js-bots" href="{page}{escape(start_query(game, True, None, language))}">'
        f"{against}</a>"
        f"{_hot_seats(game, page, language)}</div></section>"
    )


def _hot_seats(game: str, page: str, language: str | None = None) -> str:
    """Hot-seat starts, one per table size: people at one screen say how many they are.

    >>> links = _hot_seats("junk_orbit", "junk_orbit.ipynb")
    >>> links.count('class="js-hotseat"'), "players=5&amp;seats=" + ",".join(["human"] * 5) in links
    (4, True)
    """
    info = GAMES[game]
    links = " ".join(
        f'<a class="js-hotseat" href="{page}{escape(start_query(game, False, count, language))}" '
        f'aria-label="{escape(_hot_seat_label(count))}">{count}</a>'
        for count in range(info.min_players, info.max_players + 1)
    )
    said = escape(_("Hot-seat for {links} players")).format(links=links)
    return f'<span class="js-hotseats">{said}</span>'


def _hot_seat_label(count: int) -> str:
    return ngettext("Hot-seat, {count} player", "Hot-seat, {count} players", count, count=count)


def dashboard_index(folder: str | Path = ".", query: str | None = None) -> w.HTML:
    """The front page: a heading, a word of welcome and a card for every game whose
    ``<game>.ipynb`` dashboard is in ``folder``.

    Voilà runs a notebook in its own folder, so the default finds the dashboards next to
    the index. A game gets a card as soon as its notebook is there. The page speaks the
    language its ``query`` asks for (by default the page's own, see
    :func:`~.words.dashboard_language`), and its links ask the games for it.

    >>> "Jouer contre des robots" in dashboard_index(query="lang=fr").value
    True
    """
    language = dashboard_language(page_query() if query is None else query)
    with speaking(language):
        cards = [
            _card(name, language) for name in GAMES if (Path(folder) / f"{name}.ipynb").exists()
        ]
        welcome = _(WELCOME)
    return w.HTML(
        _CSS + '<main class="js-index"><h1>junkspace</h1>'
        f'<p>{welcome}</p><div class="js-cards">{"".join(cards)}</div></main>'
    )


def index_page(folder: str | Path = ".", query: str | None = None) -> w.VBox:
    """The index dashboard: :func:`dashboard_index`'s page, its ``<html lang>`` the language
    it speaks (WCAG 3.1.1), which screen readers read it in.

    >>> index_page(query="lang=fr").children[-1].language
    'fr'
    """
    query = page_query() if query is None else query
    return speaking_page(dashboard_language(query), dashboard_index(folder, query))


#: What a game's dashboard says under its title, after the game's pitch.
NEW_HERE = N_("New here? <i>How to play</i> and <i>Rules</i> are in the tabs beside the board.")


def dashboard_intro(app: Introduced) -> w.HTML:
    """The line under a game dashboard's title: what the game is about (the game's pitch)
    and where its help is, in the language ``app`` speaks.

    >>> from junkspace.widgets import GameApp
    >>> dashboard_intro(GameApp("junk_orbit", language="es")).value[:40]
    '<p class="js-intro">Lleva chatarra espac'
    """
    with speaking(app.language):
        pitch = escape(game_words(app.record.game).gettext(GAMES[app.record.game].pitch))
        intro = w.HTML(f'<p class="js-intro">{pitch} {_(NEW_HERE)}</p>')
    return intro
