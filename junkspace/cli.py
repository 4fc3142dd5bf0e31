"""The ``junkspace`` command line.

Each subcommand lives in its own module under :mod:`junkspace.commands` and is imported only
when it runs, so ``junkspace --help`` stays quick. A command module defines
``add_arguments(parser)`` and ``run(args) -> int``.

Everything the command line says follows the language spoken (``JUNKSPACE_LANG``), or the
command's ``--lang`` wherever it stands on the line: its help, argparse's own words
(:mod:`junkspace.commands.parsing`), its errors and its messages.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence

from .commands import INTERRUPTED, WORDS, asked_language
from .commands.parsing import ArgumentParser
from .i18n import N_, speaking

__all__ = ["main"]

_ = WORDS.gettext

#: Subcommand name -> (module under junkspace.commands, one-line help).
COMMANDS: dict[str, tuple[str, str]] = {
    "demo": (
        "demo",
        N_("play a seeded game between random players and print it in the terminal"),
    ),
    "play": (
        "play",
        N_("serve the game dashboards on this computer and open one in the browser"),
    ),
    "simulate": (
        "simulate",
        N_("play many seeded games between bots, save and summarize them"),
    ),
    "replay": ("replay", N_("replay saved games exactly and check them")),
}


def build_parser() -> ArgumentParser:
    """The argument parser with every subcommand registered, in the language spoken."""
    parser = ArgumentParser(
        prog="junkspace",
        description=_("Three space board games to play, step through and study."),
    )
    sub = parser.add_subparsers(dest="command", metavar=_("COMMAND"), required=True)
    for name, (module, words) in COMMANDS.items():
        command = importlib.import_module(f"junkspace.commands.{module}")
        help_text = _(words)
        command.add_arguments(sub.add_parser(name, help=help_text, description=help_text))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit status."""
    words = list(sys.argv[1:] if argv is None else argv)
    with speaking(asked_language(words)):
        args = build_parser().parse_args(words)
        module = importlib.import_module(f"junkspace.commands.{COMMANDS[args.command][0]}")
        try:
            status: int = module.run(args)
        except BrokenPipeError:
            # The reader went away (``junkspace demo | head``): stop quietly, as Unix tools do,
            # pointing stdout at devnull so the interpreter's final flush cannot fail again.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0
        except KeyboardInterrupt:
            print(_("junkspace {command}: interrupted", command=args.command), file=sys.stderr)
            return INTERRUPTED
    return status


if __name__ == "__main__":
    sys.exit(main())
