"""Help for someone who has never played: the rules, a first turn, what the lit pieces mean.

Every word about a game comes from the game's own package: its facts name a *guide module*
(``GUIDE``, imported when help is first shown) that holds

- ``FIRST_TURN``: a first turn in a few steps, in Markdown;
- ``RULES``: the path of the rules page, a Markdown file the package ships.

A guide may make both follow the language now spoken (:mod:`junkspace.i18n`), as junkspace's
own games do (:func:`~junkspace.core.plugins.guide_in_language`): each read here is a fresh
read of the guide, so help shown after ``set_language("fr")`` is French.

Both are turned into HTML by mistune (which Voilà already brings, through nbconvert), with
any HTML in the text escaped. A game without a guide gets a line saying so.

The rules page is also the documentation's, written for programmers as well as players: the
Rules tab shows the players' edition of it (:func:`for_players`), without the code, the
notes to the documentation's writers or the names of the tests, its pictures embedded and
its headings one level down (the app's title is the page's one level-one heading).

>>> "<h2>Junk Orbit</h2>" in rules_html("junk_orbit")
True
>>> how_to_play("hyperstellar").startswith("<p>")
True
"""

from __future__ import annotations

import base64
import re
from functools import cache
from html import escape
from pathlib import Path
from types import ModuleType
from typing import Any

import mistune

from ..core import GAMES
from ..core.errors import quoted
from ..core.plugins import PluginError
from ..i18n import N_, Domain

__all__ = [
    "LIT_PIECES",
    "ON_HOVER",
    "ON_TOUCH",
    "embed_pictures",
    "for_players",
    "how_to_play",
    "markdown_html",
    "rules_html",
    "rules_path",
]

#: What the rings on the board mean; the same in every game (render.theme.HALOS).
LIT_PIECES = N_(
    "Pieces ringed in gold are the ones you can pick now; a cyan ring is what you have "
    "picked so far."
)

#: How to learn what a piece does, with a mouse (:data:`ON_TOUCH` on a touch screen).
ON_HOVER = N_("Hover over a piece to read what picking it does.")

#: How to pick on a touch screen, where pieces may be smaller than a finger.
ON_TOUCH = N_("Tap a piece to pick it; where pieces lie close together, a list of them opens.")


def rules_path(game: str) -> Path | None:
    """The rules page ``game``'s guide names (``None`` when it names none)."""
    rules = _fact(game, "RULES", (str, Path))
    return None if rules is None else Path(rules)


def rules_html(game: str) -> str:
    """The rules page of ``game`` as HTML, in the language now spoken where the game's guide
    has the page in it (a line saying so when there is none)."""
    path = rules_path(game)
    if path is None or not path.exists():
        said = _("The rules of {game} are not installed here.", game=GAMES[game].title)
        return f"<p>{escape(said)}</p>"
    return _page_html(path)


@cache
def _page_html(path: Path) -> str:
    """A rules page's players' edition as HTML, made once per page (so once per language)."""
    html = markdown_html(for_players(path.read_text(encoding="utf-8")))
    html = _LOCAL_LINK.sub(r"\1", embed_pictures(html, path.parent))
    return _HEADING.sub(lambda m: f"<{m[1]}h{int(m[2]) + 1}>", html)


# -- the players' edition of a rules page -----------------------------------------------------

#: Notes to the page's writers, and code blocks in a language (the board's plain text stays).
_COMMENT = re.compile(r"<!--.*?-->\n?", re.DOTALL)
_CODE_BLOCK = re.compile(r"^```[a-z]+\n.*?^```\n?", re.DOTALL | re.MULTILINE)
#: Code that only a programmer reads: a test, a module, a file of the source; a list of them.
_SOURCE = r"`(?:tests/|junkspace[./]|test_|::)[^`]*`(?:\s*\([^)]*\))?"
_SOURCES = rf"{_SOURCE}(?:[\s,;]*(?:and\s+)?{_SOURCE})*"
#: "Tests: `a.py::b`, `::c`.", "(`test_d`)" and "; see `junkspace.x`" go; then any sentence
#: still naming the source or the tests, found with the code spans hidden (their dots are not
#: full stops).
_TESTS = re.compile(rf"\s*Tests?: {_SOURCES}\.?")
_ASIDE = re.compile(rf"\s*\({_SOURCES}\)|;\s*see\s+{_SOURCES}")
_SPAN = re.compile(r"`[^`]*`")
_HIDDEN = re.compile("\x00(\\d+)\x01")
_FULL_STOP = re.compile(r"(?<=[.!?])(\s+)")
_DEVELOPERS = re.compile(rf"{_SOURCE}|\btests?\b", re.IGNORECASE)
#: Links within the documentation lead nowhere in the app: their words stay.
_LOCAL_LINK = re.compile(r'<a href="(?![a-z]+:)[^"]*">(.*?)</a>')
_HEADING = re.compile(r"<(/?)h([1-5])>")
_PICTURE = re.compile(r'<img src="([^":#]+)"')
_KINDS = {".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg"}


def for_players(markdown: str) -> str:
    """A rules page without what only its programmers read: notes to its writers, code
    blocks, the tests that check a rule, the modules and files of the source.

    >>> page = '''A die decides. Tests: `tests/x/test_a.py::test_b`,
    ... `::test_c`. The board is `junkspace/x/board.txt`. A tie (`test_tie`) is shared.
    ... <!-- a note -->
    ... ```python
    ... import junkspace
    ... ```
    ... '''
    >>> for_players(page)
    'A die decides. A tie is shared.\\n'
    """
    markdown = _CODE_BLOCK.sub("", _COMMENT.sub("", markdown))
    markdown = _ASIDE.sub("", _TESTS.sub("", markdown))
    return "\n\n".join(_without_sources(block) for block in markdown.split("\n\n"))


def _without_sources(block: str) -> str:
    """A paragraph or list without its sentences that name the source or its tests."""
    if not _DEVELOPERS.search(block):
        return block
    spans: list[str] = []

    def hide(match: re.Match[str]) -> str:
        spans.append(match[0])
        return f"\x00{len(spans) - 1}\x01"

    # Sentences and the spaces after them, in turn; a sentence goes with the space before it.
    parts = _FULL_STOP.split(_SPAN.sub(hide, block))
    kept = parts[0]
    for space, sentence in zip(parts[1::2], parts[2::2], strict=True):
        if not _DEVELOPERS.search(_HIDDEN.sub(lambda m: spans[int(m[1])], sentence)):
            kept += space + sentence
    if _DEVELOPERS.search(_HIDDEN.sub(lambda m: spans[int(m[1])], parts[0])):
        kept = kept[len(parts[0]) :].lstrip(" ")
    return _HIDDEN.sub(lambda m: spans[int(m[1])], kept)


def embed_pictures(html: str, folder: Path) -> str:
    """``html`` with each picture found in ``folder`` (its ``<img src=...>`` relative to it)
    embedded as a data URL, so that the page needs no file beside it: a notebook's output,
    or a Voilà page, which serves notebooks only."""

    def embedded(match: re.Match[str]) -> str:
        picture = folder / match[1]
        kind = _KINDS.get(picture.suffix)
        if kind is None or not picture.is_file():
            return match[0]
        data = base64.b64encode(picture.read_bytes()).decode("ascii")
        return f'<img src="data:{kind};base64,{data}"'

    return _PICTURE.sub(embedded, html)


_ = Domain("junkspace", "junkspace").gettext


def how_to_play(game: str) -> str:
    """A first turn of ``game`` in a few steps, as HTML, and where to read on.

    >>> "the Log tab" in how_to_play("junk_orbit")
    True
    """
    first_turn = _fact(game, "FIRST_TURN", (str,))
    if first_turn is None:
        steps = "<p>" + escape(_("See the rules.")) + "</p>"
    else:
        steps = markdown_html(first_turn)
    more = _(
        "Every decision, the bots' included, is told turn by turn in the Log tab, with what "
        "it did (the dice too); the whole rule book is in the Rules tab."
    )
    return f"{steps}<p><em>{escape(more)}</em></p>"


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
