"""Bot strength, measured: seeded two-player matches between MCTS, greedy and random.

Run it with ``python tests/benchmarks/strength.py`` (all registered games) or name games with
``--games-to-run junk_orbit``; ``--option NAME=VALUE`` gives every game run a game option
(``--games-to-run hyperstellar --option max_revolutions=20``). It is not part of the test
suite: it plays hundreds of games across processes and prints, for each pairing, the first
bot's win rate with its Wilson 95% interval against the target from the issue:

============================  ========
pairing                       target
============================  ========
MCTS against random           >= 95%
MCTS against greedy           >= 70%
greedy against random         > 50%
============================  ========

Seats rotate (every deal is played twice, each bot once in each seat), and every game is
seeded, so with an iteration budget a rerun plays exactly the same games. The default MCTS's
budget (1000 iterations) is chosen to think about 0.2 s per decision on the reference machine
(tests/benchmarks/bench_bots.py times it); a game where the defaults search poorly has its own
MCTS in ``MCTS_FOR``, the spec of its tuned settings:

>>> MCTS_FOR["asteroid_belt"]
'mcts:iterations=400:exploration=0.1:playout=none:widening=1:judge=gain'
>>> from junkspace.bots import MctsBot
>>> make_bot(MCTS_FOR["hyperstellar"]) == MctsBot.tuned("hyperstellar")
True

The mean and the slowest thinking time of each run are printed next to the win rates, and how
many games the game's turn cap ended (they are ranked by score, a tie shares the win) and how
many ended in a shared win. ``--out DIR`` keeps the games as JSON
lines (one file per pairing) for ``junkspace replay``; ``--resume`` then keeps the games
already saved there and plays only the missing ones.
"""

from __future__ import annotations

import argparse
import os
import platform
from pathlib import Path
from typing import Any

from tqdm import tqdm

import junkspace
from junkspace.bots import make_bot
from junkspace.commands.simulate import parse_options
from junkspace.simulation import (
    Failure,
    GameResult,
    Simulation,
    drop_cut_line,
    read_results,
    run,
    summarize,
)

#: The MCTS of the strength figures in docs/performance.md: the default one...
MCTS = "mcts"

#: ... unless the defaults search poorly in about 0.2 s for it: then the settings in its
#: facts' ``SEARCH`` (docs/performance.md says why each is set so).
MCTS_FOR = {
    game: ":".join(
        [MCTS, *(f"{k}={v:g}" if isinstance(v, float) else f"{k}={v}" for k, v in tuned.items())]
    )
    for game, tuned in ((name, junkspace.GAMES[name].search) for name in junkspace.GAMES)
    if tuned
}

#: (first bot, second bot, the first bot's target win rate)
PAIRINGS = [
    ("mcts", "random", 0.95),
    ("mcts", "greedy", 0.70),
    ("greedy", "random", 0.50),
]


def match(
    game: str,
    first: str,
    second: str,
    games: int,
    seed: int,
    jobs: int,
    out: Path | None,
    options: tuple[tuple[str, Any], ...] = (),
    resume: bool = False,
) -> list[GameResult]:
    """Play ``games`` seeded two-player games between two bot specs, seats rotating.

    With ``resume``, the games of the same run already saved in ``out`` are kept and only
    the missing ones are played (game ``k`` is always the same game).
    """
    bots = (make_bot(first), make_bot(second))
    sim = Simulation(game, 2, bots, seed=seed, games=games, options=options)
    results: list[GameResult] = []
    saved = None
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        path = out / f"{game}-{first}-{second}.jsonl".replace(":", "_").replace("=", "")
        if resume and path.exists():
            drop_cut_line(path)
            wanted = {k: v for k, v in sim.describe().items() if k != "games"}
            kept = {
                r.index: r
                for r in read_results(path)
                if r.index < games and all(r.run.get(k) == v for k, v in wanted.items())
            }
            results = list(kept.values())
        saved = path.open("w", encoding="utf-8")
        saved.writelines(r.to_json() + "\n" for r in results)
    done = {r.index for r in results}
    bar = tqdm(
        total=games, initial=len(done), desc=f"{first} vs {second}", unit="game", leave=False
    )

    def take(outcome: GameResult | Failure) -> None:
        if isinstance(outcome, Failure):
            raise RuntimeError(f"game {outcome.index} failed:\n{outcome.details}")
        results.append(outcome)
        if saved is not None:
            saved.write(outcome.to_json() + "\n")
        bar.update(1)

    try:
        todo = [k for k in range(games) if k not in done]
        report = run(sim, todo, jobs=jobs, on_outcome=take)
    finally:
        bar.close()
        if saved is not None:
            saved.close()
    if not report.complete:
        raise SystemExit(f"{first} vs {second} did not finish: {report}")
    return sorted(results, key=lambda r: r.index)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games-to-run", nargs="*", default=list(junkspace.GAMES))
    parser.add_argument("--games", type=int, default=100, help="games per pairing (100)")
    parser.add_argument("--mcts", default=None, help="the MCTS spec (default: MCTS_FOR, MCTS)")
    parser.add_argument("--seed", type=int, default=2024, help="the runs' seed (2024)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes")
    parser.add_argument("--out", type=Path, default=None, help="keep the games in DIR")
    parser.add_argument(
        "--resume", action="store_true", help="keep the games already in DIR, play the rest"
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option for every game run (repeatable; the value is read as JSON)",
    )
    parser.add_argument(
        "--pairings",
        nargs="*",
        default=[f"{a}-{b}" for a, b, _ in PAIRINGS],
        help="which pairings to play (default: all)",
    )
    args = parser.parse_args(argv)
    options = tuple(parse_options(args.option).items())

    print(
        f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}; {args.games} games per pairing, seed {args.seed}, "
        f"{args.jobs} processes"
    )
    for game in args.games_to_run:
        mcts = args.mcts or MCTS_FOR.get(game, MCTS)
        settings = "".join(f", {name}={value}" for name, value in options)
        print(f"\n{junkspace.GAMES[game].title}, 2 players{settings}; {mcts} = {make_bot(mcts)!r}")
        print(
            f"{'pairing':<40}{'win rate':>9}  {'95% interval':<14}{'target':>8}  "
            f"{'mean s/dec.':>11}{'slowest':>9}"
        )
        for first, second, target in PAIRINGS:
            if f"{first}-{second}" not in args.pairings:
                continue
            first = mcts if first == "mcts" else first
            results = match(
                game,
                first,
                second,
                args.games,
                args.seed,
                args.jobs,
                args.out,
                options,
                args.resume,
            )
            label = results[0].run["bots"][0]  # the first bot as the results name it
            rate = next(r for r in summarize(results).bots if r.name == label)
            low, high = rate.interval
            # Greedy must beat random (more than half); MCTS must reach its target.
            met = rate.rate > target if first == "greedy" else rate.rate >= target
            sign = ">" if first == "greedy" else ">="
            slowest = max(
                r.slowest[seat]
                for r in results
                for seat, name in enumerate(r.seats)
                if name == label
            )
            interval = f"{100 * low:.1f}–{100 * high:.1f}%"
            print(
                f"{first + ' vs ' + second:<40}{100 * rate.rate:>8.1f}%  {interval:<14}"
                f"{sign + f'{100 * target:.0f}%':>8}  {rate.think:>11.3f}{slowest:>9.3f}  "
                f"{'ok' if met else 'MISSED'}",
                flush=True,
            )
            capped = sum(r.truncated for r in results)
            shared = sum(len(r.ranking[0]) > 1 for r in results)
            if capped or shared:
                print(f"{'':<4}ended by the turn cap: {capped}, shared wins: {shared}", flush=True)


if __name__ == "__main__":
    main()
