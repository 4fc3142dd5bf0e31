"""The dashboards' front page: a card for each game that has a dashboard notebook.

A card shows the game's board as the engine draws it (the SVG of a new game), how many play,
how long a game lasts and what it is about in one line (the game's facts ``LENGTH`` and
``PITCH``), and two ways in: against bots, or hot-seat (everybody at one screen). Both are
links to the game's dashboard with a query that :meth:`GameApp.from_query
<junkspace.widgets.GameApp.from_query>` reads (``players`` and ``seats``):

>>> start_query("hyperstellar", bots=True)
'?players=3&seats=human,greedy,greedy'
>>> start_query("junk_orbit", bots=False, players=3)
'?players=3&seats=human,human,human'
"""

from __future__ import annotations

from html import escape
from pathlib import Path

import ipywidgets as w

from ..core import GAMES, new_game
from ..core.registry import game_info

__all__ = ["dashboard_index", "start_query"]

#: The bot that sits in the other seats of a game "against bots": it plays sensibly and
#: answers at once, which a first game needs more than strength.
OPPONENT = "greedy"


_CSS = """
<style>
.js-cards { display: flex; flex-wrap: wrap; gap: 18px; font-family: system-ui, sans-serif; }
.js-card { width: 24em; padding: 14px 16px; border-radius: 10px; background: #101833;
  color: #e9eef8; border: 2px solid #2a3558; display: flex; flex-direction: column; gap: 8px; }
.js-card:hover, .js-card:focus-within { border-color: #ffc83d; }
.js-card h2 { font-size: 19px; margin: 0; }
.js-card h2 a { color: inherit; text-decoration: none; }
.js-card figure { margin: 0; line-height: 0; }
.js-card figure svg { width: 100%; height: auto; border-radius: 6px; }
.js-card p { margin: 0; line-height: 1.4; }
.js-card .js-facts { color: #9aa7c0; font-size: 13px; }
.js-card .js-starts { display: flex; gap: 10px; margin-top: auto; }
.js-card .js-starts a { flex: 1; text-align: center; padding: 7px 0; border-radius: 7px;
  text-decoration: none; font-weight: 600; border: 1.5px solid #ffc83d; color: #ffc83d; }
.js-card .js-starts a.js-bots { background: #ffc83d; color: #101833; }
</style>
"""


def start_query(game: str, bots: bool, players: int | None = None) -> str:
    """The dashboard query that starts ``game``: you against bots, or everybody human."""
    info = game_info(game)
    count = info.default_players if players is None else players
    others = [OPPONENT if bots else "human"] * (count - 1)
    return f"?players={count}&seats={','.join(['human', *others])}"


def _picture(game: str) -> str:
    """The engine's own picture of a new game (a fixed seed, so the page is always alike)."""
    return new_game(game, seed=1)._repr_svg_() or ""


def _card(game: str) -> str:
    info = GAMES[game]
    facts = f"{info.min_players}–{info.max_players} players"
    if info.length:
        facts += f" · {info.length}"
    page = f"{escape(game)}.ipynb"
    title = escape(info.title)
    return (
        f'<section class="js-card" data-game="{escape(game)}">'
        f'<h2><a href="{page}">{title}</a></h2>'
        f'<figure role="img" aria-label="The {title} board at the start of a game">'
        f'<a href="{page}" tabindex="-1">{_picture(game)}</a></figure>'
        f"<p>{escape(info.pitch)}</p>"
        f'<p class="js-facts">{escape(facts)}</p>'
        f'<div class="js-starts">'
        f'<a class="js-bots" href="{page}{escape(start_query(game, bots=True))}">'
        f"Play against bots</a>"
        f'<a class="js-hotseat" href="{page}{escape(start_query(game, bots=False))}">'
        f"Hot-seat</a></div></section>"
    )


def dashboard_index(folder: str | Path = ".") -> w.HTML:
    """A card for every game whose ``<game>.ipynb`` dashboard is in ``folder``.

    Voilà runs a notebook in its own folder, so the default finds the dashboards next to
    the index. A game gets a card as soon as its notebook is there.
    """
    cards = [_card(name) for name in GAMES if (Path(folder) / f"{name}.ipynb").exists()]
    return w.HTML(_CSS + f'<div class="js-cards">{"".join(cards)}</div>')
