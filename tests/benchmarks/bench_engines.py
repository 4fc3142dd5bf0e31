"""Engine speed: random play through the contract, as a ratio to OpenSpiel's tic-tac-toe.

Run it with ``python tests/benchmarks/bench_engines.py``. It is a benchmark, not a test: the
machines are shared and noisy, so it prints figures instead of failing. The baseline is
OpenSpiel's pure-Python tic-tac-toe (``python_tic_tac_toe``, pip package open_spiel) driven by
the same random loop, measured in the same run and interleaved with the games, round after
round; the ratio of medians is what the targets in docs/performance.md refer to. Rates are
per CPU second (``time.process_time``), so other work on a shared machine counts less. The
C++ tic-tac-toe of OpenSpiel (``tic_tac_toe``, through pybind) is printed as the upper anchor:
what a compiled engine does through the same loop.

A *decision* is one ``legal_actions()`` call plus one ``apply()`` of a random choice (for
tic-tac-toe, ``legal_actions()`` plus ``apply_action()``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable

import junkspace

#: Minimum decisions per CPU second as a ratio to tic-tac-toe steps per CPU second, per game
#: and table size (issue 16: twice the ratios measured before it).
TARGETS = {("junk_orbit", 4): 3.0, ("asteroid_belt", 3): 2.0, ("hyperstellar", 3): 3.6}


#: Target for a cold ``import junkspace`` in a fresh interpreter, in seconds.
IMPORT_TARGET = 0.15


def import_seconds(repeats: int = 5) -> float:
    """Median wall time of ``import junkspace`` in fresh interpreters."""
    script = (
        "import time; t = time.perf_counter(); import junkspace; print(time.perf_counter() - t)"
    )
    times = [
        float(
            subprocess.run(
                [sys.executable, "-c", script], capture_output=True, text=True, check=True
            ).stdout
        )
        for _ in range(repeats)
    ]
    return statistics.median(times)


def tic_tac_toe_loop(seconds: float, name: str = "python_tic_tac_toe") -> tuple[float, float]:
    """Steps/s and games/s of OpenSpiel's tic-tac-toe under random play (``name``: the pure
    Python game, or ``"tic_tac_toe"`` for the C++ one)."""
    import pyspiel
    from open_spiel.python.games import tic_tac_toe  # noqa: F401  (registers the game)

    game = pyspiel.load_game(name)
    chooser = random.Random(0)
    steps = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(chooser.choice(state.legal_actions()))
            steps += 1
        games += 1
    elapsed = time.process_time() - start
    return steps / elapsed, games / elapsed


def junkspace_loop(game: str, players: int, seconds: float) -> tuple[float, float]:
    """Decisions/s and games/s of random play of one junkspace game."""
    chooser = random.Random(0)
    steps = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = junkspace.new_game(game, players=players, seed=games)
        while not state.is_over:
            state = state.apply(chooser.choice(state.legal_actions()))
            steps += 1
        games += 1
    elapsed = time.process_time() - start
    return steps / elapsed, games / elapsed


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="per measurement (default 2)")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (default 3)")
    parser.add_argument("--games", nargs="*", default=list(junkspace.GAMES), help="games to run")
    args = parser.parse_args(argv)

    took = import_seconds()
    verdict = "ok" if took < IMPORT_TARGET else "ABOVE"
    print(
        f"import junkspace: {took * 1000:.0f} ms (target < {IMPORT_TARGET * 1000:.0f} ms) {verdict}"
    )

    infos = [junkspace.GAMES[name] for name in args.games]
    tables = [
        (info.name, players)
        for info in infos
        for players in range(info.min_players, info.max_players + 1)
    ]
    runs: dict[object, list[tuple[float, float]]] = {}
    measurements: list[tuple[object, Callable[[], tuple[float, float]]]] = [
        ("ttt", lambda: tic_tac_toe_loop(args.seconds)),
        ("ttt-c++", lambda: tic_tac_toe_loop(args.seconds, "tic_tac_toe")),
    ]
    for table in tables:
        measurements.append((table, lambda t=table: junkspace_loop(*t, args.seconds)))
    for round_ in range(args.rounds):
        print(f"round {round_ + 1}/{args.rounds} ...", flush=True)
        for key, measure in measurements:
            runs.setdefault(key, []).append(measure())

    def median(key: object, index: int) -> float:
        return statistics.median(run[index] for run in runs[key])

    baseline = median("ttt", 0)
    anchor = median("ttt-c++", 0)
    print(f"\nOpenSpiel python_tic_tac_toe: {baseline:,.0f} steps/s (median of {args.rounds})")
    print(
        f"OpenSpiel tic_tac_toe (C++): {anchor:,.0f} steps/s, "
        f"ratio {anchor / baseline:.1f} (the upper anchor)\n"
    )
    print(f"{'game':<15}{'players':>8}{'decisions/s':>14}{'games/s':>10}{'ratio':>8}{'target':>8}")
    for game, players in tables:
        rate, games = median((game, players), 0), median((game, players), 1)
        ratio = rate / baseline
        target = TARGETS.get((game, players))
        verdict = "" if target is None else ("ok" if ratio >= target else "BELOW")
        print(
            f"{game:<15}{players:>8}{rate:>14,.0f}{games:>10,.1f}{ratio:>8.2f}"
            f"{'' if target is None else f'{target:.1f}':>8} {verdict}"
        )


if __name__ == "__main__":
    main()
