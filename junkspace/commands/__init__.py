"""The subcommands of the ``junkspace`` command line, one module each (see junkspace.cli).

Their messages and help texts are junkspace's own words (domain ``junkspace``, catalogs in
``junkspace/locale``): they follow ``JUNKSPACE_LANG``, and a command's ``--lang`` from the
moment it runs.
"""

from __future__ import annotations

import argparse

from ..i18n import ENVIRONMENT_VARIABLE, LANGUAGES, Domain

__all__ = ["WORDS", "add_language"]

#: The command line's catalog (junkspace/locale).
WORDS = Domain("junkspace", "junkspace")


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
