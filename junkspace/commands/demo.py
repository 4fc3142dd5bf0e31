"""``junkspace demo``: watch a seeded game between random players in the terminal.

Every decision is printed as a plain sentence, followed by what it caused; the board is
printed at the start and at the end. The same seed always gives the same game.
"""

from __future__ import annotations

import argparse
import random
import sys

from ..core import GAMES, new_game
from ..i18n import N_, speaking
from . import WORDS, add_language

__all__ = ["add_arguments", "run"]

_, ngettext = WORDS.gettext, WORDS.ngettext


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Register the demo's options."""
    parser.add_argument(N_("game"), nargs="?", default="junk_orbit", choices=sorted(GAMES))
    parser.add_argument(
        "--players", type=int, default=None, metavar=_("PLAYERS"), help=_("seats at the table")
    )
    parser.add_argument(
        "--seed", type=int, default=1, metavar=_("SEED"), help=_("the game's seed (default 1)")
    )
    parser.add_argument(
        "--quiet", action="store_true", help=_("print only the final board and the result")
    )
    add_language(parser)


def run(args: argparse.Namespace) -> int:
    """Play the game out with random choices, narrating it, in ``--lang`` if given."""
    with speaking(args.lang):
        return _demo(args)


def _demo(args: argparse.Namespace) -> int:
    try:
        state = new_game(args.game, players=args.players, seed=args.seed)
    except ValueError as err:
        print(_("junkspace demo: {error}", error=err), file=sys.stderr)
        return 2
    chooser = random.Random(args.seed)
    if not args.quiet:
        print(state, end="\n\n")
    decisions = 0
    while not state.is_over:
        action = chooser.choice(state.legal_actions())
        sentence = state.describe(action)
        state = state.apply(action)
        decisions += 1
        if not args.quiet:
            print(f"{decisions:>4}. {sentence}")
            for event in state.events:
                print(f"        {state.narrate(event)}")
    print()
    print(state)
    print()
    print(
        ngettext(
            "{count} decisions. {status}",
            "{count} decisions. {status}",
            decisions,
            count=decisions,
            status=state.status(),
        )
    )
    return 0
