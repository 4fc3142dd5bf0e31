"""How junkspace finds its games: entry points in the ``junkspace.games`` group.

A game is a plug-in, the way pytest and Sphinx plug-ins are: a Python distribution declares an
entry point in the group ``junkspace.games``, named after the game, whose value is the game's
*facts module* (``junkspace/<game>/game.py`` for the three games junkspace ships)::

    [project.entry-points."junkspace.games"]
    dice = "dice_game.game"

Installing that distribution is all it takes: :data:`junkspace.GAMES`, ``new_game``, the
``junkspace`` commands, ``GameApp`` and the learning adapters find the game through here.
What a facts module defines is said in :class:`junkspace.core.registry.GameInfo`, and the
"write your own game" page of the documentation walks through an example.

Finding the entry points reads every installed distribution's metadata (tens of
milliseconds), so it happens on the first use of :data:`junkspace.GAMES`, never at
``import junkspace``; a facts module is imported only when its game is first asked for.

**A source checkout declares its own games.** The metadata of an editable install is written
when ``pip install -e .`` runs, and goes stale when the checkout's ``pyproject.toml`` changes
later (or when a second checkout runs on ``PYTHONPATH`` against another one's install). When
the junkspace package being run sits in a checkout, that checkout's ``pyproject.toml`` is
therefore what declares junkspace's own games, read as the installer would read it, and
whatever the installed metadata says for the ``junkspace`` distribution is set aside. An
installed wheel has no ``pyproject.toml`` beside it, and its metadata is the declaration.

>>> plugins = discover()
>>> plugins["junk_orbit"].value
'junkspace.junk_orbit.game'
"""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from ..i18n import LANGUAGES, Domain
from ..i18n import language as spoken
from .words import WORDS

__all__ = ["GROUP", "Plugin", "PluginError", "discover", "guide_in_language", "rules_page"]

#: The entry-point group games register in.
GROUP = "junkspace.games"

#: The distribution junkspace itself is installed as.
JUNKSPACE = "junkspace"

# The package's folder: in a source checkout, pyproject.toml sits beside it.
_PACKAGE = Path(__file__).resolve().parent.parent


class PluginError(Exception):
    """A game plug-in is broken: the message names the game, its entry point and its source.

    Nothing about the game is registered: fix or uninstall the distribution named.
    """


@dataclass(frozen=True)
class Plugin:
    """One game's entry point: the game's name, its facts module, and who declares it.

    ``distribution`` is the declaring distribution's name and ``version`` its version;
    ``declared_in`` is the ``pyproject.toml`` read instead of installed metadata (see above).

    >>> plugin = Plugin("dice", "dice_game.game", "dice-game", "0.1.0")
    >>> str(plugin)
    "entry point 'dice = dice_game.game' of distribution dice-game 0.1.0"
    """

    name: str
    value: str
    distribution: str
    version: str = ""
    declared_in: Path | None = None

    def __str__(self) -> str:
        where = self.version if self.declared_in is None else f"({self.declared_in})"
        entry = f"{self.name} = {self.value}"
        return f"entry point {entry!r} of distribution {self.distribution} {where}".rstrip()

    @property
    def builtin(self) -> bool:
        """True for the games junkspace itself declares."""
        return _normalized(self.distribution) == JUNKSPACE

    def facts(self) -> ModuleType:
        """The facts module, or a :class:`PluginError` saying why it cannot be imported."""
        if ":" in self.value:
            raise PluginError(f"{self}: the value must name a module (the facts module)")
        try:
            return importlib.import_module(self.value)
        except Exception as error:
            raise PluginError(
                f"{self} cannot be imported: {type(error).__name__}: {error}"
            ) from error


def discover() -> dict[str, Plugin]:
    """Every game declared in the ``junkspace.games`` group, by name: junkspace's own first.

    junkspace's own come in the order of their declaration (from a checkout: its
    ``pyproject.toml``'s order; from a wheel: its metadata's, which installers write sorted by
    name), the others by name.

    A :class:`PluginError` names both declarations when two distributions declare the same
    game.
    """
    # Imported here: importlib.metadata costs about a third of ``import junkspace``.
    from importlib import metadata

    own = _checkout_declaration()
    entries = [] if own is None else own
    for entry in metadata.entry_points(group=GROUP):
        dist = entry.dist
        name, version = ("unknown", "") if dist is None else (dist.name, dist.version)
        if own is None or _normalized(name) != JUNKSPACE:
            entries.append(Plugin(entry.name, entry.value, name, version))
    found: dict[str, Plugin] = {}
    for plugin in sorted(entries, key=lambda p: (not p.builtin, "" if p.builtin else p.name)):
        if plugin.name in found:
            raise PluginError(
                f"two plug-ins declare the game {plugin.name!r}: {found[plugin.name]} and "
                f"{plugin}; uninstall one of them"
            )
        found[plugin.name] = plugin
    return found


def rules_page(game: str, language: str | None = None) -> Path:
    """The rules page of one of junkspace's own games in ``language`` (``None``: the language
    now spoken, :func:`junkspace.i18n.language`), for its guide module (``RULES``).

    The pages are the documentation's: ``docs/rules/<game>.md`` in English and
    ``docs/rules/<language>/<game>.md`` translated; a game without a page in ``language`` gets
    the English one. A wheel ships them inside the package as ``junkspace/rules/`` (see
    pyproject.toml), so an installed app finds them too. A plug-in game ships its own page in
    its own package.

    >>> rules_page("junk_orbit").name
    'junk_orbit.md'
    >>> rules_page("hyperstellar", "fr").parent.name
    'fr'
    """
    code = spoken() if language is None else language
    if code not in LANGUAGES:
        raise ValueError(
            WORDS.gettext(
                "the rules pages are in {languages}; there is no {code}",
                languages=", ".join(LANGUAGES),
                code=repr(code),
            )
        )
    shipped = _PACKAGE / "rules"
    folder = shipped if (shipped / f"{game}.md").exists() else _PACKAGE.parent / "docs" / "rules"
    translated = folder / code / f"{game}.md"
    return translated if code != "en" and translated.exists() else folder / f"{game}.md"


def guide_in_language(
    module: str, game: str, words: Domain, first_turn: str
) -> Callable[[str], str | Path]:
    """The ``__getattr__`` of the guide module ``module`` of one of junkspace's own games:
    ``FIRST_TURN`` is the message ``first_turn`` of the game's catalog ``words``, ``RULES``
    the game's :func:`rules_page`, each in the language spoken when it is read (so help
    shown after ``set_language("fr")`` is French); any other name is an ``AttributeError``.

    >>> from junkspace.i18n import speaking
    >>> words = Domain("hyperstellar", "junkspace.hyperstellar")
    >>> read = guide_in_language("a_guide", "hyperstellar", words, "engine room")
    >>> with speaking("fr"):
    ...     read("FIRST_TURN"), read("RULES").parent.name
    ('salle des machines', 'fr')
    >>> read("FIRST_TURN"), read("RULES").name
    ('engine room', 'hyperstellar.md')
    >>> read("PITCH")
    Traceback (most recent call last):
    ...
    AttributeError: module 'a_guide' has no attribute 'PITCH'
    """

    def read(name: str) -> str | Path:
        if name == "FIRST_TURN":
            return words.gettext(first_turn)
        if name == "RULES":
            return rules_page(game)
        raise AttributeError(f"module {module!r} has no attribute {name!r}")

    return read


def _normalized(name: str) -> str:
    """A distribution name as packaging compares them (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def _checkout_declaration() -> list[Plugin] | None:
    """junkspace's games as its checkout's pyproject.toml declares them, or ``None`` if installed.

    Only a ``pyproject.toml`` beside the package whose project is junkspace counts.
    """
    path = _PACKAGE.parent / "pyproject.toml"
    if not path.is_file():
        return None
    project: dict[str, Any] = _toml().loads(path.read_text(encoding="utf-8")).get("project", {})
    if project.get("name") != JUNKSPACE:
        return None
    table: dict[str, str] = project.get("entry-points", {}).get(GROUP, {})
    return [Plugin(name, value, JUNKSPACE, declared_in=path) for name, value in table.items()]


def _toml() -> Any:
    """The TOML reader: the standard library's ``tomllib`` from Python 3.11, else ``tomli``.

    (tomli is the same parser, published separately; junkspace depends on it for 3.10 only.)
    """
    return importlib.import_module("tomllib" if sys.version_info >= (3, 11) else "tomli")
