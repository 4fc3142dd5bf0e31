"""Adapter speed: random play through PettingZoo and OpenSpiel, as a share of the engine's.

Run it with ``python tests/benchmarks/bench_interop.py``. Like bench_engines.py, it prints
figures and never fails. Each game is played at random three ways, interleaved round after
round: by the engine alone (bench_engines.py's loop), through the PettingZoo environment and
through the OpenSpiel game; the figure that matters is the share of the engine's speed each
adapter keeps.

A *decision* is, in PettingZoo, one ``last()`` (the encoded observation and its action mask)
and one ``step()``; in OpenSpiel, one ``legal_actions()`` and one ``apply_action()`` (no
observation is asked for, as in a search).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import junkspace


def pettingzoo_loop(game: str, players: int, seconds: float) -> tuple[float, float]:
    """Decisions/s and games/s of random masked play in the PettingZoo environment."""
    import numpy as np

    from junkspace.interop.pettingzoo import env

    environment = env(game, players=players)
    chooser = np.random.default_rng(0)
    steps = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        environment.reset(seed=games)
        for _ in environment.agent_iter():
            observation, _, terminated, truncated, _ = environment.last()
            if terminated or truncated:
                environment.step(None)
                continue
            environment.step(int(chooser.choice(np.flatnonzero(observation["action_mask"]))))
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    return steps / elapsed, games / elapsed


def openspiel_loop(game: str, players: int, seconds: float) -> tuple[float, float]:
    """Decisions/s and games/s of random play of the OpenSpiel game."""
    from junkspace.interop import openspiel

    spiel_game = openspiel.load(game, players=players)
    chooser = random.Random(0)
    steps = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = spiel_game.new_initial_state()
        state.apply_action(games % openspiel.DEALS)
        while not state.is_terminal():
            state.apply_action(chooser.choice(state.legal_actions()))
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    return steps / elapsed, games / elapsed


def main(argv: list[str] | None = None) -> None:
    # bench_engines.py sits next to this script; it is imported here, not at the top, so that
    # collecting this module for doctests changes nothing.
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_engines import junkspace_loop

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="per measurement (default 2)")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (default 3)")
    parser.add_argument("--games", nargs="*", default=list(junkspace.GAMES), help="games to run")
    args = parser.parse_args(argv)

    loops: dict[str, Callable[[str, int, float], tuple[float, float]]] = {
        "engine": junkspace_loop,
        "pettingzoo": pettingzoo_loop,
        "openspiel": openspiel_loop,
    }
    tables = [
        (name, players)
        for name in args.games
        for players in range(
            junkspace.GAMES[name].min_players, junkspace.GAMES[name].max_players + 1
        )
    ]
    runs: dict[tuple[str, int, str], list[float]] = {}
    for round_ in range(args.rounds):
        print(f"round {round_ + 1}/{args.rounds} ...", flush=True)
        for game, players in tables:
            for way, loop in loops.items():
                rate, _ = loop(game, players, args.seconds)
                runs.setdefault((game, players, way), []).append(rate)

    print(f"\n{'game':<15}{'players':>8}{'engine':>10}{'pettingzoo':>12}{'openspiel':>11}")
    for game, players in tables:
        rates = {way: statistics.median(runs[game, players, way]) for way in loops}
        shares = {way: rates[way] / rates["engine"] for way in ("pettingzoo", "openspiel")}
        print(
            f"{game:<15}{players:>8}{rates['engine']:>10,.0f}"
            f"{rates['pettingzoo']:>8,.0f} {shares['pettingzoo']:>3.0%}"
            f"{rates['openspiel']:>7,.0f} {shares['openspiel']:>3.0%}"
        )
    print("\ndecisions/s, median of the rounds; percentages are shares of the engine's speed")


if __name__ == "__main__":
    main()
