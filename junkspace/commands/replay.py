"""``junkspace replay``: replay saved games exactly and check them.

    junkspace replay mcts-greedy.jsonl            # every game: replay, check, summarize
    junkspace replay mcts-greedy.jsonl --game 17  # one game: its final position and result

Each line of the file is a simulated game (``junkspace simulate --out``) or a plain game
record (``GameRecord.to_json()``). Every action is replayed through the rules, and the final
position must be over and match the result written next to it; the first line that does
not is reported with the field that is wrong, and the command fails.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..core import GameRecord, InvalidStateError
from ..core.file_errors import file_problem
from ..core.record import RECORD_FORMAT
from ..core.words import seat_name
from ..i18n import N_, speaking
from ..simulation import GameResult, summarize
from . import WORDS, add_language

__all__ = ["add_arguments", "run"]

_, ngettext = WORDS.gettext, WORDS.ngettext


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Register the replay's options."""
    parser.add_argument(
        N_("file"), type=Path, metavar=_("file"), help=_("a JSON-lines file of games")
    )
    parser.add_argument(
        "--game", type=int, default=None, metavar="K", help=_("show game K (its index in the run)")
    )
    add_language(parser)


def _load(line: str) -> GameResult | GameRecord:
    try:
        kind = json.loads(line).get("format")
    except (ValueError, AttributeError):
        kind = None
    if kind == RECORD_FORMAT:
        return GameRecord.from_json(line)
    return GameResult.from_json(line)


def run(args: argparse.Namespace) -> int:
    """Replay and check the file; show one game or summarize them all, in ``--lang`` if
    given."""
    with speaking(args.lang):
        return _replay(args)


def _replay(args: argparse.Namespace) -> int:
    path: Path = args.file
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as err:
        print(_("junkspace replay: {error}", error=file_problem(err, path)), file=sys.stderr)
        return 2
    checked: list[tuple[int, GameResult | None, GameRecord]] = []
    games = (pair for pair in enumerate(lines, start=1) if pair[1].strip())
    for order, (number, line) in enumerate(games):
        try:
            item = _load(line)
            # A simulated game knows its index in the run; a plain record is numbered by order.
            index = item.index if isinstance(item, GameResult) else order
            if args.game is not None and index != args.game:
                continue
            if isinstance(item, GameResult):
                checked.append((index, item, item.replay()))
            else:
                checked.append((index, None, item))
        except InvalidStateError as err:
            print(
                _(
                    "junkspace replay: {path} line {number} does not replay: {error}",
                    path=path,
                    number=number,
                    error=err,
                ),
                file=sys.stderr,
            )
            return 1
    if args.game is not None:
        if not checked:
            print(
                _("junkspace replay: {path} has no game {game}", path=path, game=args.game),
                file=sys.stderr,
            )
            return 1
        _show(*checked[0])
        return 0
    results = [result for _, result, _ in checked if result is not None]
    print(
        ngettext(
            "{path}: {count} games replayed exactly, each to its recorded result.",
            "{path}: {count} games replayed exactly, each to its recorded result.",
            len(checked),
            path=path,
            count=len(checked),
        )
    )
    if results:
        print()
        print(summarize(sorted(results, key=lambda r: r.index)).table())
    return 0


def _show(index: int, result: GameResult | None, record: GameRecord) -> None:
    state = record.state
    print(state)
    print()
    print(
        ngettext(
            "Game {index}: {count} decisions, seed {seed}. {status}",
            "Game {index}: {count} decisions, seed {seed}. {status}",
            len(record.actions),
            index=index,
            count=len(record.actions),
            seed=record.seed,
            status=state.status(),
        )
    )
    scores = state.scores()
    for seat in range(state.players):
        bot = f" ({result.seats[seat]})" if result is not None else ""
        print(f"  {seat_name(state, seat)}{bot}: {scores[seat]}")
