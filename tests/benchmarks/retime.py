"""Time a strength run's searches again on the games it saved, and check they find the same moves.

Run it on a file that ``strength.py --out DIR`` (or ``junkspace simulate --out``) wrote::

    python tests/benchmarks/retime.py build/strength/hyperstellar-...-greedy.jsonl

Each saved game is played again from its record, with the bots seated as the run seated them
(the same specs and seeds). At every decision of a searching bot (``MctsBot``) the bot
searches again, timed in processor seconds, and the move it picks must be the saved one. A
search with an iteration budget draws its random numbers from its seed and what its seat
sees, so a change that only makes the code faster replays every game move for move; one that
changes what the search finds is caught here (the first differing move of each game is
printed, and the exit status is 1). Figures from many games say more than
``bench_bots.py``'s few: in Hyperstellar the cost of a decision swings with the hands dealt.

It prints how many decisions offered a choice and their mean, median, 95th percentile and
slowest thinking time, and the mean over all of the searching bot's decisions (those with a
single legal action cost nothing), which is what ``strength.py`` reports. The games are shared
out over ``--jobs`` processes; each times its own searches in processor seconds, which other
work on the machine does not count in.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from tqdm import tqdm

from junkspace.bots import Bot, MctsBot, make_bot
from junkspace.bots.seeding import deciding_seat
from junkspace.simulation import GameResult, Simulation, read_results


def seated_bots(result: GameResult) -> list[Bot]:
    """The bots of ``result``'s game, seated and seeded as its run seated them."""
    run = result.run
    sim = Simulation(
        run["game"],
        run["players"],
        tuple(make_bot(spec) for spec in run["bots"]),
        seed=run["seed"],
        games=run["games"],
        options=tuple(run["options"].items()),
    )
    return list(sim.seated_bots(result.index))


def retime(result: GameResult) -> tuple[list[float], int, str | None]:
    """The searching bot's thinking times at decisions with a choice, its number of
    decisions, and the first move it makes differently from the record (``None``: none)."""
    bots = seated_bots(result)
    record = result.replay()
    times: list[float] = []
    decisions = 0
    for state, action in zip(record.states(), record.actions, strict=False):
        bot = bots[deciding_seat(state)]
        if not isinstance(bot, MctsBot):
            continue
        decisions += 1
        start = time.process_time()
        mine = bot(state)
        seconds = time.process_time() - start
        if len(state.legal_actions()) > 1:
            times.append(seconds)
        if mine != action:
            return times, decisions, f"game {result.index}: {mine} where the record has {action}"
    return times, decisions, None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=Path, help="a JSON lines file of saved games")
    parser.add_argument("--first", type=int, default=None, help="only the first N games")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes")
    args = parser.parse_args(argv)
    results = read_results(args.games)[: args.first]
    if not results:
        parser.error(f"{args.games} holds no saved game")
    times: list[float] = []
    decisions = 0
    differing = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        outcomes = list(tqdm(pool.map(retime, results), total=len(results), unit="game"))
    for found, count, differs in outcomes:
        times += found
        decisions += count
        if differs is not None:
            differing.append(differs)
    print(f"{args.games.name}: {len(results)} games replayed")
    for line in differing:
        print(f"  differs: {line}")
    print(f"  {len(results) - len(differing)} of {len(results)} games: every move the same")
    if times:
        ordered = sorted(times)
        print(
            f"  {len(times)} decisions with a choice, processor seconds: "
            f"mean {statistics.fmean(times):.3f}, median {statistics.median(times):.3f}, "
            f"95% {ordered[int(0.95 * (len(ordered) - 1))]:.3f}, max {ordered[-1]:.3f}"
        )
        print(f"  {decisions} decisions in all: {sum(times) / decisions:.3f} s on average")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
