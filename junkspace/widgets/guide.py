"""Help for someone who has never played: the rules, a first turn, what the lit pieces mean.

Every word about a game comes from the game's own package: its facts name a *guide module*
(``GUIDE``, imported when help is first shown) that holds

- ``FIRST_TURN``: a first turn in a few steps, in Markdown;
- ``RULES``: the path of the rules page, a Markdown file the package ships.

Both are turned into HTML by mistune (which Voilà already brings, through nbconvert), with
any HTML in the text escaped. A game without a guide gets a line saying so.

>>> "<h1>Junk Orbit</h1>" in rules_html("junk_orbit")
True
>>> how_to_play("hyperstellar").startswith("<p>")
True
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import mistune

from ..core import GAMES
from ..core.errors import quoted
from ..core.plugins import PluginError

__all__ = [
    "LIT_PIECES",
    "ON_HOVER",
    "ON_TOUCH",
    "how_to_play",
    "markdown_html",
    "rules_html",
    "rules_path",
]

#: What the rings on the board mean; the same in every game (render.theme.HALOS).
LIT_PIECES = (
    "Pieces ringed in gold are the ones you can pick now; a cyan ring is what you have "
    "picked so far."
)

#: How to learn what a piece does, with a mouse (:data:`ON_TOUCH` on a touch screen).
ON_HOVER = "Hover over a piece to read what picking it does."

#: How to pick on a touch screen, where pieces may be smaller than a finger.
ON_TOUCH = "Tap a piece to pick it; where pieces lie close together, a list of them opens."


def rules_path(game: str) -> Path | None:
    """The rules page ``game``'s guide names (``None`` when it names none)."""
    rules = _fact(game, "RULES", (str, Path))
    return None if rules is None else Path(rules)


@cache
def rules_html(game: str) -> str:
    """The rules page of ``game`` as HTML (a line saying so when there is none)."""
    path = rules_path(game)
    if path is None or not path.exists():
        return f"<p>The rules of {GAMES[game].title} are not installed here.</p>"
    return markdown_html(path.read_text(encoding="utf-8"))


def how_to_play(game: str) -> str:
    """A first turn of ``game`` in a few steps, as HTML."""
    first_turn = _fact(game, "FIRST_TURN", (str,))
    return "<p>See the rules.</p>" if first_turn is None else markdown_html(first_turn)


def _fact(game: str, name: str, kinds: tuple[type, ...]) -> Any:
    """``name`` in ``game``'s guide module (``None`` if it has none), or a PluginError."""
    info = GAMES[game]
    guide: ModuleType | None = None if info.guide is None else info.part(info.guide)
    value = getattr(guide, name, None)
    if value is not None and not isinstance(value, kinds):
        should = " or ".join(kind.__name__ for kind in kinds)
        raise PluginError(
            f"{info.plugin}: {name} in {info.guide} must be {should}, got {quoted(value)}"
        )
    return value


def markdown_html(markdown: str) -> str:
    """``markdown`` as HTML, any HTML in it escaped (the Rules tab's and the notebooks')."""
    render = mistune.create_markdown(escape=True, plugins=["table"])
    html: str = render(markdown)  # type: ignore[assignment]
    return html
