"""The dashboards' front page: a card linking each game that has a dashboard notebook."""

from __future__ import annotations

from html import escape
from pathlib import Path

import ipywidgets as w

from ..core import GAMES

__all__ = ["dashboard_index"]

_CSS = """
<style>
.js-cards { display: flex; flex-wrap: wrap; gap: 16px; font-family: system-ui, sans-serif; }
.js-card { display: block; width: 19em; padding: 14px 18px; border-radius: 10px;
  background: #101833; color: #e9eef8; text-decoration: none; border: 2px solid #2a3558; }
.js-card:hover, .js-card:focus { border-color: #ffc83d; }
.js-card b { font-size: 18px; }
.js-card small { color: #9aa7c0; margin-left: 6px; }
.js-card p { margin: 8px 0 0; line-height: 1.4; }
</style>
"""


def dashboard_index(folder: str | Path = ".") -> w.HTML:
    """Cards linking to ``<game>.ipynb`` for every game whose notebook is in ``folder``.

    Voilà runs a notebook in its own folder, so the default finds the dashboards next to
    the index. A game gets a card as soon as its notebook is there.
    """
    cards = []
    for name, info in GAMES.items():
        if not (Path(folder) / f"{name}.ipynb").exists():
            continue
        summary = (info.load().__doc__ or "").strip().split("\n")[0]
        blurb = summary.split(": ", 1)[-1]
        cards.append(
            f'<a class="js-card" href="{escape(name)}.ipynb"><b>{escape(info.title)}</b>'
            f"<small>{info.min_players}–{info.max_players} players</small>"
            f"<p>{escape(blurb[:1].upper() + blurb[1:])}</p></a>"
        )
    return w.HTML(_CSS + f'<div class="js-cards">{"".join(cards)}</div>')
