"""The language of the words junkspace makes: gettext catalogs, one domain per package.

English is the default and costs nothing: its sentences are the messages themselves, so no
catalog is read. Another language is chosen with :func:`set_language` or the environment
variable ``JUNKSPACE_LANG``; its catalog is read on the first word asked for, never on import.
Notation (``launch E08 cw OLY``) has no language: only sentences are translated.

Each package keeps its words in ``locale/<lang>/LC_MESSAGES/<domain>.po`` (a game's inside
the game's package, core's and the command line's in ``junkspace/locale``). A wheel carries
the ``.mo`` files compiled at build (``hatch_build.py``); a source checkout or an editable
install reads the ``.po`` through Babel, so nothing has to be compiled by hand.

>>> words = Domain("junkspace", "junkspace")
>>> words.gettext("{name} is over", name="Junk Orbit")
'Junk Orbit is over'
>>> words.ngettext("{count} city", "{count} cities", 1, count=1)
'1 city'
"""

from __future__ import annotations

import functools
import os
import re
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gettext import NullTranslations

__all__ = [
    "ENVIRONMENT_VARIABLE",
    "LANGUAGES",
    "N_",
    "Domain",
    "language",
    "set_language",
    "speaking",
    "untranslated",
]

#: The languages junkspace speaks; a game without a complete catalog for one speaks English.
LANGUAGES = ("en", "es", "fr")

#: Read when no language was set by :func:`set_language`.
ENVIRONMENT_VARIABLE = "JUNKSPACE_LANG"

_chosen: str | None = None
_missing: set[tuple[str, str, str]] = set()


def N_(message: str) -> str:
    """Marks ``message`` for the catalogs where it is kept, to be translated where it is shown."""
    return message


def _normalise(code: str) -> str:
    """``"fr_FR.UTF-8"`` and ``"fr-CA"`` mean French: only the language part counts."""
    return code.strip().split(".")[0].replace("-", "_").split("_")[0].lower()


def set_language(code: str | None) -> None:
    """Speak ``code`` ("en", "es" or "fr") from now on; ``None`` goes back to ``JUNKSPACE_LANG``.

    >>> set_language("fr")
    >>> language()
    'fr'
    >>> set_language("de")
    Traceback (most recent call last):
    ...
    ValueError: junkspace parle en, es, fr ; il n’y a pas de 'de'
    >>> set_language(None)
    """
    global _chosen
    if code is None:
        _chosen = None
        return
    wanted = _normalise(code)
    if wanted not in LANGUAGES:
        raise ValueError(
            Domain("junkspace", "junkspace").gettext(
                "junkspace speaks {languages}; there is no {code}",
                languages=", ".join(LANGUAGES),
                code=repr(code),
            )
        )
    _chosen = wanted


@contextmanager
def speaking(code: str | None) -> Iterator[None]:
    """Speak ``code`` inside the ``with`` block, then whatever was spoken before; ``None``
    changes nothing (a command's ``--lang`` left out).

    >>> with speaking("es"):
    ...     language()
    'es'
    >>> language()
    'en'
    """
    global _chosen
    before = _chosen
    if code is not None:
        set_language(code)
    try:
        yield
    finally:
        _chosen = before


def language() -> str:
    """The language now spoken: the one set, else ``JUNKSPACE_LANG``'s, else English."""
    if _chosen is not None:
        return _chosen
    asked = os.environ.get(ENVIRONMENT_VARIABLE, "")
    if not asked:
        return "en"
    wanted = _normalise(asked)
    if wanted in LANGUAGES:
        return wanted
    # A session's environment is no place to fail in the middle of a game: say it, speak English.
    warnings.warn(
        f"{ENVIRONMENT_VARIABLE}={asked!r}: junkspace speaks {', '.join(LANGUAGES)}; using English",
        stacklevel=3,
    )
    return "en"


def untranslated() -> frozenset[tuple[str, str, str]]:
    """Every ``(language, domain, message)`` asked for but missing from its catalog so far.

    A complete catalog leaves this empty (``tests/test_languages.py`` plays games to check).
    """
    return frozenset(_missing)


class Domain:
    """The words of one package: ``gettext`` and ``ngettext`` with named placeholders.

    ``name`` is the catalog's file name, ``package`` the dotted package whose ``locale``
    folder holds it. Making a Domain reads nothing, and two Domains of one catalog share it:
    each language's catalog is read once (:func:`_load`).
    """

    def __init__(self, name: str, package: str) -> None:
        self.name = name
        self.package = package

    def gettext(self, message: str, /, **values: Any) -> str:
        """``message`` in the language now spoken, its ``{placeholders}`` filled."""
        code = language()
        text = message if code == "en" else self._catalog(code).gettext(message)
        return _fill(code, text, values) if values else text

    def ngettext(self, singular: str, plural: str, n: int, /, **values: Any) -> str:
        """The form of ``singular``/``plural`` that the number ``n`` needs, placeholders
        filled (``n`` is usually one of them too, often ``count``)."""
        code = language()
        if code == "en":
            text = singular if n == 1 else plural
        else:
            text = self._catalog(code).ngettext(singular, plural, n)
        return _fill(code, text, values) if values else text

    def pgettext(self, context: str, message: str, /, **values: Any) -> str:
        """``message`` in the sense ``context`` gives it (a catalog entry with that
        ``msgctxt``), for a word that another message already uses in another sense.

        >>> Domain("junkspace", "junkspace").pgettext("progress bar", "game")
        'game'
        """
        code = language()
        text = message if code == "en" else self._catalog(code).pgettext(context, message)
        return _fill(code, text, values) if values else text

    def _catalog(self, code: str) -> NullTranslations:
        return _load(self.name, self.package, code)


#: French elides *de* and *que* before a vowel: *l’unité d’Orange*, *qu’Orange*, *d’une tuile*.
_ELIDING = re.compile(r"(?<![\w’'-])([Dd]e|[Qq]ue|[Ll]orsque|[Pp]uisque) (\{\w+\})")
#: A value that starts with a vowel sound: a word, not a code (*E11*, *OLY*) nor a cell (*a1*).
_VOWEL_WORD = re.compile(r"[AEIOUYÀÂÉÈÊÎÔaeiouyàâéèêîô][a-zàâçéèêëîïôûùüÿœ’'-]")


def _fill(code: str, text: str, values: dict[str, Any]) -> str:
    """``text`` with its placeholders filled by ``values``; in French, a *de* or *que* that
    stands right before a placeholder is elided when the value filled begins with a vowel
    (*l’unité d’assaut de {who}* says *d’Orange* but *de Vert*): the elision depends on the
    value, which the translator cannot know, so the filling makes it.

    >>> _fill("fr", "la soute de {who}", {"who": "Orange"}), _fill("fr", "de {x}", {"x": "Vert"})
    ('la soute d’Orange', 'de Vert')
    >>> _fill("fr", "Que {who} joue", {"who": "Orange"}), _fill("fr", "de {cell}", {"cell": "a1"})
    ('Qu’Orange joue', 'de a1')
    >>> _fill("en", "Orange de {who}", {"who": "Orange"})
    'Orange de Orange'
    """
    if code == "fr":

        def elided(found: re.Match[str]) -> str:
            word, placeholder = found.groups()
            value = str(values.get(placeholder[1:-1], ""))
            return f"{word[:-1]}’{placeholder}" if _VOWEL_WORD.match(value) else found[0]

        text = _ELIDING.sub(elided, text)
    return text.format(**values)


def _folder(package: str) -> Path:
    import importlib.util

    spec = importlib.util.find_spec(package)
    assert spec is not None and spec.submodule_search_locations is not None
    return Path(next(iter(spec.submodule_search_locations))) / "locale"


@functools.cache
def _load(name: str, package: str, code: str) -> NullTranslations:
    """The catalog of ``name`` in ``code``: the compiled ``.mo`` if it is current, else the
    ``.po`` compiled in memory with Babel; a recorder of misses behind either (or alone, when
    the package has no catalog in that language and so speaks English)."""
    import gettext
    import io

    recorder = _recorder(code, name)
    messages = _folder(package) / code / "LC_MESSAGES"
    source, compiled = messages / f"{name}.po", messages / f"{name}.mo"
    if compiled.exists() and (
        not source.exists() or compiled.stat().st_mtime >= source.stat().st_mtime
    ):
        with compiled.open("rb") as mo:
            catalog = gettext.GNUTranslations(mo)
    elif source.exists():
        catalog = gettext.GNUTranslations(io.BytesIO(compile_po(source)))
    else:
        return recorder
    catalog.add_fallback(recorder)
    return catalog


def compile_po(source: Path) -> bytes:
    """A ``.po`` file's ``.mo`` bytes (fuzzy and untranslated messages left out), by Babel."""
    import io

    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with source.open("rb") as po:
        catalog = read_po(po)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def _recorder(code: str, domain: str) -> NullTranslations:
    """The last fallback: English, noting each message asked for as untranslated."""
    import gettext

    class Recorder(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            _missing.add((code, domain, message))
            return message

        def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
            _missing.add((code, domain, msgid1))
            return msgid1 if n == 1 else msgid2

        def pgettext(self, context: str, message: str) -> str:
            _missing.add((code, domain, message))
            return message

    return Recorder()
