"""``junkspace simulate``: many seeded games between bots, saved as they finish, summarized.

    junkspace simulate junk_orbit --games 200 --players 2 --bots mcts,greedy --seed 1 \\
        --jobs 2 --out mcts-greedy.jsonl

Bots are given in seat order as specs (``random``, ``greedy``, ``mcts:iterations=400``...;
see :mod:`junkspace.bots.specs`), one per seat or one for every seat; they rotate seats over
blocks of games played on the same deal (see :mod:`junkspace.simulation.plan`). Every game
is appended to ``--out`` as one JSON line the moment it ends. After Ctrl-C or a failure the
finished games stay in the file, the command says which games were lost, and the same
command with ``--resume`` plays only the missing ones: game ``k`` is always the same game.

The games run in this process, on ``--jobs`` worker processes, or on a Dask cluster:
``--scheduler tcp://host:8786`` (or ``--scheduler local`` for a cluster of ``--jobs`` workers
on this machine; see :mod:`junkspace.simulation.cluster`). The results are the same.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from ..bots import Bot, make_bot
from ..core import GAMES
from ..core.file_errors import file_problem
from ..i18n import N_
from ..simulation import Failure, GameResult, RunReport, Simulation, summarize
from ..simulation import run as run_games
from ..simulation.results import drop_cut_line, read_results
from . import INTERRUPTED, WORDS

__all__ = ["add_arguments", "parse_options", "run"]

_, ngettext = WORDS.gettext, WORDS.ngettext


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Register the simulation's options."""
    parser.add_argument(N_("game"), choices=sorted(GAMES), help=_("the game to play"))
    parser.add_argument(
        "--games", type=int, default=100, metavar="N", help=_("games to play (default 100)")
    )
    parser.add_argument(
        "--players",
        type=int,
        default=None,
        metavar="P",
        help=_("seats (default: the game's usual)"),
    )
    parser.add_argument(
        "--bots",
        default="random",
        metavar=_("SPECS"),
        help=_(
            "bot specs in seat order, comma-separated: one per seat, or one for every seat "
            "(default random); e.g. mcts,greedy or mcts:iterations=400,random"
        ),
    )
    parser.add_argument(
        "--seed", type=int, default=0, metavar="S", help=_("the run's seed (default 0)")
    )
    parser.add_argument(
        "--jobs", type=int, default=1, metavar="J", help=_("worker processes (default 1)")
    )
    parser.add_argument(
        "--scheduler",
        default=None,
        metavar=_("ADDRESS"),
        help=_(
            "run the games on the Dask cluster of this scheduler (tcp://host:8786), or on a "
            "local one of --jobs workers ('local'); needs pip install 'junkspace[dask]'"
        ),
    )
    parser.add_argument(
        "--connect-timeout",
        type=float,
        default=10.0,
        metavar=_("SECONDS"),
        help=_("how long to wait for the --scheduler to answer (default 10)"),
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=None,
        metavar=_("FILE.jsonl"),
        help=_("save each game as a line"),
    )
    parser.add_argument(
        "--resume", action="store_true", help=_("continue the run saved in --out where it stopped")
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar=_("NAME=VALUE"),
        help=_("a game option (repeatable); the value is read as JSON, else as text"),
    )
    parser.add_argument("--no-progress", action="store_true", help=_("no progress bar"))


def parse_options(pairs: list[str]) -> dict[str, Any]:
    """Game options written ``NAME=VALUE``: each value read as JSON, else kept as text.

    >>> parse_options(["max_revolutions=20", "variant=short"])
    {'max_revolutions': 20, 'variant': 'short'}
    """
    options: dict[str, Any] = {}
    for pair in pairs:
        name, equals, text = pair.partition("=")
        if not equals or not name:
            raise ValueError(_("write game options as NAME=VALUE, got {pair}", pair=repr(pair)))
        try:
            options[name] = json.loads(text)
        except ValueError:
            options[name] = text
    return options


def _check_same_run(results: list[GameResult], sim: Simulation, path: Path) -> None:
    wanted = {k: v for k, v in sim.describe().items() if k != "games"}
    for result in results:
        for key, value in wanted.items():
            if result.run.get(key) != value:
                raise ValueError(
                    _(
                        "{path} holds a different run: its {key} is {saved}, this command's "
                        "is {wanted}",
                        path=path,
                        key=key,
                        saved=json.dumps(result.run.get(key)),
                        wanted=json.dumps(value),
                    )
                )


def run(args: argparse.Namespace) -> int:
    """Run the simulation the command line describes; returns the exit status."""
    try:
        specs = [spec for spec in args.bots.split(",") if spec.strip()]
        bots: list[Bot] = [make_bot(spec) for spec in specs]
        players = args.players if args.players is not None else GAMES[args.game].default_players
        options = tuple(parse_options(args.option).items())
        sim = Simulation(args.game, players, tuple(bots), args.seed, args.games, options)
        if args.jobs < 1:
            raise ValueError(_("--jobs must be at least 1, got {jobs}", jobs=args.jobs))
        if args.connect_timeout <= 0:
            raise ValueError(
                _("--connect-timeout must be positive, got {seconds}", seconds=args.connect_timeout)
            )
        if args.resume and args.out is None:
            raise ValueError(_("--resume continues the run saved in --out: give --out FILE"))
        previous: list[GameResult] = []
        if args.out is not None and args.out.exists():
            if not args.resume:
                raise ValueError(
                    _(
                        "{path} exists: add --resume to continue that run, or choose another --out",
                        path=args.out,
                    )
                )
            if drop_cut_line(args.out):
                print(
                    _("{path}: removed a line cut off when the run stopped", path=args.out),
                    file=sys.stderr,
                )
            previous = read_results(args.out)
            _check_same_run(previous, sim, args.out)
    except OSError as err:
        print(_("junkspace simulate: {error}", error=file_problem(err, args.out)), file=sys.stderr)
        return 2
    except ValueError as err:
        print(_("junkspace simulate: {error}", error=err), file=sys.stderr)
        return 2

    if sim.rotates and sim.games % sim.players:
        print(
            ngettext(
                "note: {games} games is not a multiple of {players} seats, so the bots do not "
                "sit in every seat equally often",
                "note: {games} games is not a multiple of {players} seats, so the bots do not "
                "sit in every seat equally often",
                sim.games,
                games=sim.games,
                players=sim.players,
            ),
            file=sys.stderr,
        )
    kept = {r.index: r for r in reversed(previous)}  # a game saved twice counts once
    todo = [k for k in range(sim.games) if k not in kept]
    results = [r for k, r in kept.items() if k < sim.games]
    if previous:
        print(
            ngettext(
                "{path}: {count} games already played, {todo} to go",
                "{path}: {count} games already played, {todo} to go",
                len(kept),
                path=args.out,
                count=len(kept),
                todo=len(todo),
            ),
            file=sys.stderr,
        )
    saving = _Saving(args.out)
    try:
        report = _play(sim, todo, args, saving, results)
    except OSError as err:  # --out cannot be written, or the cluster cannot be used (no file)
        problem = err if err.filename is None else file_problem(err, args.out, writing=True)
        print(_("junkspace simulate: {error}", error=problem), file=sys.stderr)
        return 2
    finally:
        saving.close()
    results.sort(key=lambda r: r.index)
    if results:
        print(summarize(results).table())
    return _conclude(report, args.out)


class _Saving:
    """The ``--out`` file, opened for appending when the first game ends (so a run that
    cannot start leaves no file behind)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._file: TextIO | None = None

    def write(self, result: GameResult) -> None:
        if self.path is None:
            return
        if self._file is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._file = self.path.open("a", encoding="utf-8")
        self._file.write(result.to_json() + "\n")
        self._file.flush()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()


def _play(
    sim: Simulation,
    todo: list[int],
    args: argparse.Namespace,
    saving: _Saving,
    results: list[GameResult],
) -> RunReport:
    # Imported when games are about to run, so that `junkspace --help` stays quick.
    from tqdm import tqdm

    bar = tqdm(
        total=sim.games,
        initial=sim.games - len(todo),
        unit=WORDS.pgettext("progress bar", "game"),
        desc=_("{game} {players}p", game=sim.game, players=sim.players),
        disable=True if args.no_progress else None,  # None: shown on a terminal only
        file=sys.stderr,
    )

    def save(outcome: GameResult | Failure) -> None:
        if isinstance(outcome, Failure):
            bar.write(
                _("game {index} failed: {error}", index=outcome.index, error=outcome.error),
                file=sys.stderr,
            )
            return
        saving.write(outcome)
        results.append(outcome)
        bar.update(1)

    try:
        return run_games(
            sim, todo, args.jobs, save, args.scheduler, connect_timeout=args.connect_timeout
        )
    finally:
        bar.close()


def _games(indices: tuple[int, ...]) -> str:
    shown = ", ".join(str(k) for k in indices[:10])
    if len(indices) > 10:
        return _("games {shown} and {more} more", shown=shown, more=len(indices) - 10)
    return ngettext("game {shown}", "games {shown}", len(indices), shown=shown)


def _conclude(report: RunReport, out: Path | None) -> int:
    if report.complete:
        return 0
    err = sys.stderr
    for failure in report.failures:
        print(file=err)
        print(
            _(
                "game {index} failed:\n{details}",
                index=failure.index,
                details=failure.details,
            ),
            file=err,
        )
    cause = (
        _("Interrupted")
        if report.interrupted
        else report.stopped[:1].upper() + report.stopped[1:]
        if report.stopped
        else _("Some games failed")
    )
    finished = len(report.finished)
    values = dict(cause=cause, count=finished)
    print(file=err)
    if out is None:
        print(
            ngettext(
                "{cause}: {count} games finished this time, not saved (no --out).",
                "{cause}: {count} games finished this time, not saved (no --out).",
                finished,
                **values,
            ),
            file=err,
        )
    else:
        print(
            ngettext(
                "{cause}: {count} games finished this time, saved in {path}.",
                "{cause}: {count} games finished this time, saved in {path}.",
                finished,
                path=out,
                **values,
            ),
            file=err,
        )
    if report.lost:
        print(_("Lost while in progress: {games}.", games=_games(report.lost)), file=err)
    if report.failures:
        failed = _games(tuple(f.index for f in report.failures))
        print(_("Failed: {games}.", games=failed), file=err)
    if report.not_started:
        print(_("Not started: {games}.", games=_games(report.not_started)), file=err)
    if out is not None:
        print(_("Run the same command with --resume to play the missing games."), file=err)
    return INTERRUPTED if report.interrupted else 1
