"""Bot and simulation speed: MCTS iterations/s, random games/s, and scaling over processes.

Run it with ``python tests/benchmarks/bench_bots.py``. Like bench_engines.py it prints figures
instead of failing (the machines are shared and noisy). Three measurements:

1. **MCTS iterations per second** for every registered game at every table size: the median
   over a few positions (the start and positions sampled from seeded random games) of
   ``MctsBot(iterations=N).search(state)``, with the default settings (greedy playouts),
   without playouts (``playout="none"``: the tree's new position is judged at once) and with
   random playouts to the end (``playout="random"``).
2. **Random full games per second**: random play from the start to the end through the
   contract, as in the engine benchmark, and through ``RandomBot`` (which also seeds every
   decision from what the seat sees).
3. **Thinking time of the strength budget**: the MCTS strength.py measures for the first game
   named (the default one, or the game's own in ``strength.MCTS_FOR``) plays
   two-player games against greedy in this process; for every decision it had to make (more
   than one legal action) the wall time and the processor time are taken. Processor time
   does not count the time other programs take from a shared machine.
4. **Scaling over processes**: the same simulation (``junkspace simulate``'s runner) with
   ``--jobs 1`` and ``--jobs 2``, one after the other in this run; the ratio of games per
   second (wall time) is the speed-up the 1.8x target in docs/performance.md refers to. It
   is only meaningful on an otherwise idle machine, so the load average is printed next to
   it, and so is the processor time per game of each (this process and its workers): on a
   busy machine the wall-time speed-up falls, but a processor-time ratio near 1 says that
   the parallel run wastes no work. The busiest worker's processor time (the workers'
   total, exact from the operating system, shared out as psutil's samples every 0.1 s
   share it) gives a third figure that other programs cannot change: the
   speed-up *with a core per worker*, the processor time of ``--jobs 1`` over that of the
   busiest worker (the parent's, which runs beside the workers, is printed apart).
   ``--scaling-only`` measures this alone.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import sys
import threading
import time
from pathlib import Path

# The shared helpers in tests/, and strength.py beside this script (also when pytest imports
# it for its doctests, which does not put this folder on the path).
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from playing import sampled_positions
from strength import MCTS, MCTS_FOR

import junkspace
from junkspace.bots import MctsBot, RandomBot, make_bot
from junkspace.bots.mcts import Playout
from junkspace.simulation import Simulation, run

#: Minimum speed-up of ``--jobs 2`` over ``--jobs 1`` (from the issue).
SCALING_TARGET = 1.8


def mcts_rate(game: str, players: int, iterations: int, playout: Playout) -> float:
    """Median MCTS iterations per second over the start and a few sampled positions."""
    bot = MctsBot(iterations=iterations, playout=playout, seed=1)
    start = junkspace.new_game(game, players=players, seed=1)
    rates = []
    for state in [start, *sampled_positions(game, players, 4)]:
        stats = bot.search(state)
        rates.append(stats.iterations / stats.seconds)
    return statistics.median(rates)


def random_games(game: str, players: int, seconds: float, through_bot: bool) -> float:
    """Random full games per second, plain (a seeded chooser) or through ``RandomBot``."""
    chooser = random.Random(0)
    bot = RandomBot(seed=0)
    games = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        state = junkspace.new_game(game, players=players, seed=games)
        while not state.is_over:
            action = bot(state) if through_bot else chooser.choice(state.legal_actions())
            state = state.apply(action)
        games += 1
    return games / (time.perf_counter() - began)


def think_times(spec: str, game: str, games: int) -> tuple[list[float], list[float]]:
    """Wall and processor seconds of every real decision of ``spec`` against greedy."""
    wall: list[float] = []
    cpu: list[float] = []
    for index in range(games):
        bots = [make_bot(spec, seed=index), make_bot("greedy", seed=index)]
        if index % 2:
            bots.reverse()
        state = junkspace.new_game(game, players=2, seed=index)
        while (seat := state.current_player) is not None:
            bot = bots[seat]
            if bot is bots[index % 2] and len(state.legal_actions()) > 1:
                began, began_cpu = time.perf_counter(), time.process_time()
                action = bot(state)
                wall.append(time.perf_counter() - began)
                cpu.append(time.process_time() - began_cpu)
            else:
                action = bot(state)
            state = state.apply(action)
    return wall, cpu


def describe_times(times: list[float]) -> str:
    """Mean, median, 95th percentile and maximum, in seconds."""
    times = sorted(times)
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    return (
        f"mean {statistics.mean(times):.3f}, median {statistics.median(times):.3f}, "
        f"95% {p95:.3f}, max {times[-1]:.3f}"
    )


def processor_seconds() -> float:
    """Processor time of this process and of its finished (waited-for) worker processes."""
    mine = resource.getrusage(resource.RUSAGE_SELF)
    workers = resource.getrusage(resource.RUSAGE_CHILDREN)
    return mine.ru_utime + mine.ru_stime + workers.ru_utime + workers.ru_stime


class WorkerClock:
    """The processor time of each worker process, sampled until they end."""

    def __init__(self, every: float = 0.1) -> None:
        import psutil  # installed with the dask extra (the test extra includes it)

        self._me = psutil.Process()
        self._every = every
        self._stop = threading.Event()
        self.seconds: dict[int, float] = {}
        self._thread = threading.Thread(target=self._sample, daemon=True)

    def _sample(self) -> None:
        while not self._stop.is_set():
            for child in self._me.children(recursive=True):
                try:
                    times = child.cpu_times()
                except Exception:  # the worker ended between listing and reading
                    continue
                self.seconds[child.pid] = times.user + times.system
            self._stop.wait(self._every)

    def __enter__(self) -> WorkerClock:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


def simulation_rate(sim: Simulation, jobs: int) -> tuple[float, float, float, list[float]]:
    """Games per second of a whole simulation on ``jobs`` processes (wall time), the
    processor seconds per game it took (the pool's workers are joined when it ends), and
    the processor seconds of the parent and of each worker."""
    mine = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    began, began_cpu = time.perf_counter(), processor_seconds()
    with WorkerClock() as clock:
        report = run(sim, range(sim.games), jobs=jobs)
    took, cpu = time.perf_counter() - began, processor_seconds() - began_cpu
    assert report.complete, report
    after = resource.getrusage(resource.RUSAGE_SELF)
    parent = after.ru_utime + after.ru_stime - mine.ru_utime - mine.ru_stime
    ended = resource.getrusage(resource.RUSAGE_CHILDREN)
    total = ended.ru_utime + ended.ru_stime - children.ru_utime - children.ru_stime
    sampled = sum(clock.seconds.values())
    workers = [total * seconds / sampled for seconds in clock.seconds.values()] if sampled else []
    return sim.games / took, cpu / sim.games, parent, sorted(workers)


def scaling(game: str, bots_specs: str, games: int) -> None:
    """Print the speed-up of ``--jobs 2`` over ``--jobs 1`` on the same simulation."""
    bots = tuple(make_bot(spec) for spec in bots_specs.split(","))
    players = len(bots) if len(bots) > 1 else junkspace.GAMES[game].default_players
    sim = Simulation(game, players, bots, seed=1, games=games)
    one, one_cpu, alone, _ = simulation_rate(sim, jobs=1)
    two, two_cpu, parent, workers = simulation_rate(sim, jobs=2)
    ratio = two / one
    verdict = "ok" if ratio >= SCALING_TARGET else "BELOW"
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(
        f"\nScaling: {sim.games} games of {game}, {players} players, bots {bots_specs}"
        f" (load average {load}, {os.cpu_count()} cores)"
    )
    print(f"  --jobs 1: {one:.2f} games/s, {one_cpu * 1000:.1f} ms of processor time a game")
    print(f"  --jobs 2: {two:.2f} games/s, {two_cpu * 1000:.1f} ms of processor time a game")
    print(f"  speed-up {ratio:.2f}x (target >= {SCALING_TARGET}x) {verdict}")
    print(f"  processor time of --jobs 2 over --jobs 1: {two_cpu / one_cpu:.2f}")
    shown = ", ".join(f"{seconds:.2f}" for seconds in workers)
    print(
        f"  speed-up with a core per worker: {alone / workers[-1]:.2f}x (processor seconds: "
        f"{alone:.2f} for --jobs 1; the workers of --jobs 2 {shown}, its parent {parent:.2f})"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=list(junkspace.GAMES), help="games to run")
    parser.add_argument("--iterations", type=int, default=300, help="per MCTS search (300)")
    parser.add_argument("--seconds", type=float, default=2.0, help="per random-play figure (2)")
    parser.add_argument(
        "--think", default=None, help="the MCTS to time (default: the one strength.py uses)"
    )
    parser.add_argument("--think-games", type=int, default=4, help="games to time it in (4)")
    parser.add_argument(
        "--scaling-bots", default="greedy,random", help="the bots of the scaling simulation"
    )
    parser.add_argument(
        "--scaling-games",
        type=int,
        default=40,
        help="games of the scaling simulation (40; 0 leaves it out)",
    )
    parser.add_argument(
        "--scaling-only", action="store_true", help="measure the scaling over processes alone"
    )
    args = parser.parse_args(argv)
    if args.scaling_only:
        scaling(args.games[0], args.scaling_bots, args.scaling_games or 40)
        return

    tables = [
        (name, players)
        for name in args.games
        for players in range(
            junkspace.GAMES[name].min_players, junkspace.GAMES[name].max_players + 1
        )
    ]
    print(f"MCTS iterations per second (median of 5 positions, {args.iterations} iterations)")
    print(f"{'game':<15}{'players':>8}{'greedy':>10}{'none':>10}{'random':>10}")
    for game, players in tables:
        greedy = mcts_rate(game, players, args.iterations, "greedy")
        none = mcts_rate(game, players, args.iterations, "none")
        random_ = mcts_rate(game, players, max(1, args.iterations // 5), "random")
        print(f"{game:<15}{players:>8}{greedy:>10,.0f}{none:>10,.0f}{random_:>10,.0f}")

    print(f"\nRandom full games per second ({args.seconds:g} s each)")
    print(f"{'game':<15}{'players':>8}{'plain':>10}{'RandomBot':>11}")
    for game, players in tables:
        plain = random_games(game, players, args.seconds, through_bot=False)
        bot = random_games(game, players, args.seconds, through_bot=True)
        print(f"{game:<15}{players:>8}{plain:>10,.1f}{bot:>11,.1f}")

    game = args.games[0]
    think = args.think or MCTS_FOR.get(game, MCTS)
    wall, cpu = think_times(think, game, args.think_games)
    print(f"\nThinking time of {make_bot(think)!r} against greedy, {game}, 2 players:")
    print(f"  {len(wall)} decisions, wall seconds: {describe_times(wall)}")
    print(f"  {len(cpu)} decisions, processor seconds: {describe_times(cpu)}")

    if args.scaling_games:
        scaling(game, args.scaling_bots, args.scaling_games)


if __name__ == "__main__":
    main()
