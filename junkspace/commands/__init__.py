"""The subcommands of the ``junkspace`` command line, one module each (see junkspace.cli).

Their messages and help texts are junkspace's own words (domain ``junkspace``, catalogs in
``junkspace/locale``), and so are argparse's (:mod:`.parsing`) and the file errors they report
(:mod:`junkspace.core.file_errors`): they follow ``JUNKSPACE_LANG``, or a command's ``--lang``.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from itertools import pairwise

from ..core.words import WORDS
from ..i18n import ENVIRONMENT_VARIABLE, LANGUAGES

__all__ = ["INTERRUPTED", "WORDS", "add_language", "asked_language"]

#: Exit status after Ctrl-C, as shells report it (128 + SIGINT).
INTERRUPTED = 130


def add_language(parser: argparse.ArgumentParser) -> None:
    """A command's ``--lang``: the language it and the games speak."""
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help=WORDS.gettext(
            "the language of the games' sentences (default: ${variable} if set, else English)",
            variable=ENVIRONMENT_VARIABLE,
        ),
    )


def asked_language(words: Sequence[str]) -> str | None:
    """The ``--lang`` on a command line, read before its parser is made so that the help and
    argparse's errors speak it too, wherever it stands; ``None`` if it is not there (or names
    no language junkspace speaks: the parser then says so).

    >>> asked_language(["demo", "--players", "x", "--lang", "fr"])
    'fr'
    >>> asked_language(["play", "--lang=es", "--help"]), asked_language(["demo", "--lang"])
    ('es', None)
    >>> asked_language([]) is None
    True
    """
    asked = None
    for word, following in pairwise([*words, ""]):
        value = following if word == "--lang" else word.removeprefix("--lang=")
        if word.startswith("--lang") and value in LANGUAGES:
            asked = value
    return asked
