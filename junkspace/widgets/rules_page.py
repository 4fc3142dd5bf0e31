"""A game's rules page, or its balance report, shown in place in a notebook.

The lessons and tutorials show the rules this way rather than linking them: a link to a
Markdown file opens in JupyterLab but not in Voilà, which serves notebooks only, and a
link to a web address opens nothing offline. The page is the one the app's Rules tab
shows (found through the game's guide module, rendered by :mod:`junkspace.widgets.guide`),
folded in a ``<details>`` element so it takes one line until the reader opens it. Its
pictures are embedded, so the output needs no file beside it.

>>> page = rules("junk_orbit", section="Setup")
>>> page.data.startswith("<details><summary>Junk Orbit's rules: Setup</summary>")
True
>>> "<h2>Setup</h2>" in page.data and "<h2>A turn</h2>" not in page.data
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..core import GAMES
from ..core.errors import JunkspaceError
from ..i18n import LANGUAGES
from .guide import embed_pictures, markdown_html, rules_path
from .words import _

__all__ = ["Page", "balance_report", "rules"]

#: The balance reports (docs/balance, written by its make_report.py), shipped in the wheel
#: as ``junkspace/balance/`` (see pyproject.toml) and found in a checkout's docs otherwise.
_PACKAGE = Path(__file__).resolve().parents[1]
_SHIPPED = _PACKAGE / "balance"
BALANCE = _SHIPPED if _SHIPPED.is_dir() else _PACKAGE.parent / "docs" / "balance"

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


@dataclass(frozen=True)
class Page:
    """HTML that a notebook shows as such: Jupyter and Voilà call ``_repr_html_``."""

    data: str

    def _repr_html_(self) -> str:
        return self.data


def rules(*games: str, section: str | None = None) -> Page:
    """The rules page of each of ``games`` (or its ``section``), folded, for a notebook.

    >>> "Hyperstellar" in rules("junk_orbit", "hyperstellar").data
    True
    >>> rules("junk_orbit", section="Dinner")
    Traceback (most recent call last):
    ...
    junkspace.core.errors.JunkspaceError: Junk Orbit's rules: no section 'Dinner'; ...
    """
    if not games:
        raise JunkspaceError(
            _("rules() needs a game's name, e.g. {example}", example="rules('junk_orbit')")
        )
    parts = []
    for game in games:
        title = _title(game)
        path = rules_path(game)
        if path is None or not path.is_file():
            raise JunkspaceError(_("the rules of {game} are not installed here", game=title))
        parts.append(_folded(path, _("{game}'s rules", game=title), section))
    return Page("".join(parts))


def balance_report(game: str, section: str | None = None) -> Page:
    """``game``'s balance report (docs/balance/<game>.md), or its ``section``, folded.

    >>> "<h2>In short</h2>" in balance_report("junk_orbit", "In short").data
    True
    """
    title = _title(game)
    path = BALANCE / f"{game}.md"
    if not path.is_file():
        raise JunkspaceError(
            _(
                "{game}'s balance report is not here: no {file} in {folder} (the reports are "
                "docs/balance in junkspace's repository)",
                game=title,
                file=path.name,
                folder=str(BALANCE),
            )
        )
    return Page(_folded(path, _("{game}'s balance report", game=title), section))


def _title(game: str) -> str:
    """The title of the installed game ``game``, or an error naming the installed ones."""
    if game not in GAMES:
        raise JunkspaceError(
            _("no game called {game}; the games: {games}", game=repr(game), games=", ".join(GAMES))
        )
    return GAMES[game].title


def _folded(path: Path, name: str, section: str | None) -> str:
    """The Markdown page ``path`` (or its ``section``) as HTML, folded under its ``name``."""
    markdown = path.read_text(encoding="utf-8")
    if section is not None:
        section = _in_language(section, path)
        markdown = _section(markdown, section, name)
        name = _("{page}: {section}", page=name, section=section)
    body = embed_pictures(markdown_html(markdown), path.parent)
    return f"<details><summary>{name}</summary>{body}</details>"


def _headings(markdown: str) -> list[tuple[int, int, str]]:
    """Each heading of ``markdown``: its line, its level and its text."""
    lines = markdown.splitlines()
    return [(i, len(m[1]), m[2]) for i, line in enumerate(lines) if (m := _HEADING.match(line))]


def _in_language(section: str, path: Path) -> str:
    """``section``, an English page's heading, as the translated page ``path`` names it.

    A translation (``docs/rules/<lang>/<game>.md``) has the English page's headings in the
    same order (tests/test_rules_translations.py), so a notebook's ``section="Setup"`` finds
    *Preparación* in Spanish; a heading the English page lacks is looked up as it is.
    """
    english = path.parent.parent / path.name
    if path.parent.name not in LANGUAGES or not english.is_file():
        return section
    theirs = [text for _, _, text in _headings(english.read_text(encoding="utf-8"))]
    ours = [text for _, _, text in _headings(path.read_text(encoding="utf-8"))]
    if section not in theirs or len(ours) != len(theirs):
        return section
    return ours[theirs.index(section)]


def _section(markdown: str, section: str, name: str) -> str:
    """The heading called ``section`` and what follows it, up to a heading as high."""
    lines = markdown.splitlines()
    headings = _headings(markdown)
    for n, (start, level, text) in enumerate(headings):
        if text == section:
            after = (i for i, lower, _ in headings[n + 1 :] if lower <= level)
            return "\n".join(lines[start : next(after, len(lines))])
    known = ", ".join(repr(text) for _, _, text in headings)
    raise JunkspaceError(
        _(
            "{page}: no section {section}; the sections are {known}",
            page=name,
            section=repr(section),
            known=known,
        )
    )
