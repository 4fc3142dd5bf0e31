"""Running the games of a simulation on several processes, and stopping cleanly.

:func:`run` plays the games it is given, each in a worker process (or in this process with
``jobs=1``), and hands every finished game to a callback as soon as it ends, so a caller can
save it at once. What can go wrong is reported, never raised:

- a game that raises an error is a :class:`Failure` (with its traceback); the others go on;
- Ctrl-C (``KeyboardInterrupt``) stops the run: the games in progress are lost, the ones
  not started are listed, and the finished ones were already handed over;
- worker processes that die (killed, out of memory) stop the run the same way.

At most ``jobs`` games are in flight at any time, so nothing starts after an interruption.
On Linux the workers are forked, so bots defined in a notebook or a script work too;
elsewhere they must be importable (the platform's default start method).

>>> from junkspace.bots import RandomBot
>>> from junkspace.simulation import Simulation
>>> sim = Simulation("junk_orbit", 2, (RandomBot(),), seed=3, games=2)
>>> finished = []
>>> report = run(sim, range(2), jobs=1, on_outcome=finished.append)
>>> report.finished, report.complete
((0, 1), True)
"""

from __future__ import annotations

import multiprocessing
import sys
import traceback
from collections import deque
from collections.abc import Callable, Iterable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field

from .plan import Simulation, play_game
from .results import GameResult

__all__ = ["Failure", "RunReport", "run"]


@dataclass(frozen=True)
class Failure:
    """A game that raised an error instead of finishing."""

    index: int
    error: str
    details: str = field(repr=False)


@dataclass(frozen=True)
class RunReport:
    """How a run went: which games finished, failed, were lost in progress or never started."""

    finished: tuple[int, ...]
    failures: tuple[Failure, ...]
    lost: tuple[int, ...]
    not_started: tuple[int, ...]
    interrupted: bool = False
    stopped: str | None = None

    @property
    def complete(self) -> bool:
        """True when every game asked for finished."""
        return not (self.failures or self.lost or self.not_started)


def _attempt(sim: Simulation, index: int) -> GameResult | Failure:
    """Play one game, turning an error into a :class:`Failure` (runs in the workers)."""
    try:
        return play_game(sim, index)
    except Exception as err:
        return Failure(index, f"{type(err).__name__}: {err}", traceback.format_exc())


def _context() -> multiprocessing.context.BaseContext:
    # Forked workers inherit the parent's modules, so bots defined in __main__ (a notebook,
    # a script) unpickle there; fork is the safe default only on Linux.
    if sys.platform.startswith("linux"):
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context()


class _Tally:
    def __init__(self, on_outcome: Callable[[GameResult | Failure], None]) -> None:
        self.on_outcome = on_outcome
        self.finished: list[int] = []
        self.failures: list[Failure] = []

    def take(self, outcome: GameResult | Failure) -> None:
        self.on_outcome(outcome)
        if isinstance(outcome, Failure):
            self.failures.append(outcome)
        else:
            self.finished.append(outcome.index)

    def report(
        self,
        lost: Iterable[int] = (),
        not_started: Iterable[int] = (),
        interrupted: bool = False,
        stopped: str | None = None,
    ) -> RunReport:
        return RunReport(
            tuple(self.finished),
            tuple(self.failures),
            tuple(sorted(lost)),
            tuple(sorted(not_started)),
            interrupted,
            stopped,
        )


def run(
    sim: Simulation,
    indices: Iterable[int],
    jobs: int = 1,
    on_outcome: Callable[[GameResult | Failure], None] = lambda outcome: None,
) -> RunReport:
    """Play games ``indices`` of ``sim`` on ``jobs`` processes; ``on_outcome`` hears each end."""
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, got {jobs}")
    pending = deque(indices)
    tally = _Tally(on_outcome)
    if jobs == 1:
        while pending:
            index = pending.popleft()
            try:
                tally.take(_attempt(sim, index))
            except KeyboardInterrupt:
                return tally.report([index], pending, interrupted=True)
        return tally.report()
    return _run_pool(sim, pending, jobs, tally)


def _run_pool(sim: Simulation, pending: deque[int], jobs: int, tally: _Tally) -> RunReport:
    running: dict[Future[GameResult | Failure], int] = {}
    lost: list[int] = []
    interrupted = False
    stopped = None
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=_context())
    try:
        while pending or running:
            while pending and len(running) < jobs:
                index = pending.popleft()
                running[pool.submit(_attempt, sim, index)] = index
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                index = running.pop(future)
                try:
                    outcome = future.result()
                except KeyboardInterrupt:
                    lost.append(index)
                    raise
                except BrokenProcessPool:
                    lost.append(index)
                    stopped = "the worker processes stopped unexpectedly"
                    continue
                try:
                    tally.take(outcome)
                except KeyboardInterrupt:
                    lost.append(index)
                    raise
            if stopped:
                lost.extend(running.values())
                running.clear()
                break
    except KeyboardInterrupt:
        interrupted = True
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    # After an interruption, games that were running may still have finished: keep them.
    for future, index in running.items():
        late = _finished(future)
        if late is None:
            lost.append(index)
        else:
            tally.take(late)
    return tally.report(lost, pending, interrupted, stopped)


def _finished(future: Future[GameResult | Failure]) -> GameResult | Failure | None:
    if future.cancelled():
        return None
    try:
        return future.result()
    except BaseException:
        return None
