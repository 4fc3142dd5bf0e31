"""Running the games of a simulation on several processes, and stopping cleanly.

:func:`run` plays the games it is given, in this process (``jobs=1``), in a pool of worker
processes, or on a Dask cluster (``scheduler``, see :mod:`junkspace.simulation.cluster`), and
hands every finished game to a callback, so a caller can save it at once. What can go wrong
is reported, never raised:

- a game that raises an error is a :class:`Failure` (with its traceback); the others go on;
- Ctrl-C (``KeyboardInterrupt``) stops the run: the games in progress are lost, the ones
  not started are listed, and the finished ones were already handed over;
- worker processes that die (killed, out of memory) stop the run the same way.

Workers are warmed once: each receives the simulation when it starts (a process pool's
initializer, or one copy scattered to every Dask worker) instead of with every game. Games go
out in chunks of consecutive games (:func:`chunk_size`: about sixteen chunks per worker, so
that the last ones even out the workers' loads, at most ``MAX_CHUNK`` games), two chunks per
worker in flight so that none waits for its next one; a
chunk's games are handed over when the chunk ends, and after Ctrl-C a worker hands back the
games its chunk had finished. The same games give the same results wherever they run.

On Linux the pool's workers are forked, so bots defined in a notebook or a script work too;
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

import math
import multiprocessing
import sys
import traceback
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Protocol

from ..core.words import WORDS
from .plan import Simulation, play_game
from .results import GameResult

__all__ = ["MAX_CHUNK", "Chunk", "Failure", "RunReport", "Workers", "chunk_size", "run"]

#: The most games one chunk holds, so that a slow chunk cannot hold up the end of a run long.
MAX_CHUNK = 16


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


@dataclass(frozen=True)
class Chunk:
    """What a worker hands back for a chunk: the games it played, and where Ctrl-C hit it."""

    outcomes: tuple[GameResult | Failure, ...]
    interrupted: int | None = None  # the game in progress when Ctrl-C came


# The simulation a pool worker was warmed with (set once, by the pool's initializer).
_warmed: Simulation | None = None


def _warm(sim: Simulation) -> None:
    """Keep ``sim`` for the chunks to come (runs once in each pool worker)."""
    global _warmed
    _warmed = sim


def play_chunk(sim: Simulation | None, indices: Sequence[int]) -> Chunk:
    """Play games ``indices`` of ``sim`` (None: the one this worker was warmed with)."""
    if sim is None:
        sim = _warmed
        assert sim is not None, "a pool worker plays chunks only after it is warmed"
    outcomes: list[GameResult | Failure] = []
    for index in indices:
        try:
            outcomes.append(_attempt(sim, index))
        except KeyboardInterrupt:
            return Chunk(tuple(outcomes), index)
    return Chunk(tuple(outcomes))


def chunk_size(games: int, workers: int) -> int:
    """Games per chunk: about sixteen chunks per worker, at most ``MAX_CHUNK`` games each.

    >>> chunk_size(40, 2), chunk_size(6, 2), chunk_size(10_000, 4)
    (2, 1, 16)
    """
    return max(1, min(MAX_CHUNK, math.ceil(games / (16 * workers))))


def _chunks(indices: Iterable[int], size: int) -> Iterator[tuple[int, ...]]:
    chunk: list[int] = []
    for index in indices:
        chunk.append(index)
        if len(chunk) == size:
            yield tuple(chunk)
            chunk = []
    if chunk:
        yield tuple(chunk)


class Workers(Protocol):
    """Where chunks run: a pool of processes, or a cluster (:mod:`.cluster`)."""

    #: How many games can run at once.
    capacity: int

    def submit(self, indices: tuple[int, ...]) -> Future[Chunk]:
        """Start playing a chunk of games."""

    def close(self) -> None:
        """Cancel what has not started, wait for what has, and let the workers go."""

    def broken(self, error: Exception) -> str | None:
        """Why the run must stop, if ``error`` (from a chunk) means the workers are gone."""


def _context() -> multiprocessing.context.BaseContext:
    # Forked workers inherit the parent's modules, so bots defined in __main__ (a notebook,
    # a script) unpickle there; fork is the safe default only on Linux.
    if sys.platform.startswith("linux"):
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context()


class _Pool:
    """A pool of ``jobs`` local processes, each warmed with the simulation once."""

    def __init__(self, sim: Simulation, jobs: int) -> None:
        self.capacity = jobs
        self._pool = ProcessPoolExecutor(
            max_workers=jobs, mp_context=_context(), initializer=_warm, initargs=(sim,)
        )

    def submit(self, indices: tuple[int, ...]) -> Future[Chunk]:
        return self._pool.submit(play_chunk, None, indices)

    def close(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)

    def broken(self, error: Exception) -> str | None:
        if isinstance(error, BrokenProcessPool):
            return WORDS.gettext("the worker processes stopped unexpectedly")
        return None


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
    scheduler: str | None = None,
    connect_timeout: float = 10.0,
) -> RunReport:
    """Play games ``indices`` of ``sim``; ``on_outcome`` hears each end.

    They run on ``jobs`` processes, or, with ``scheduler``, on the Dask cluster there
    (``"local"``: a ``LocalCluster`` of ``jobs`` worker processes on this machine), reached
    within ``connect_timeout`` seconds (see :mod:`junkspace.simulation.cluster`).
    """
    if jobs < 1:
        raise ValueError(WORDS.gettext("jobs must be at least 1, got {value}", value=jobs))
    pending = deque(indices)
    tally = _Tally(on_outcome)
    if not pending:
        return tally.report()
    if scheduler is not None:
        from .cluster import Cluster  # only runs on a cluster need Dask

        with Cluster(sim, scheduler, jobs, connect_timeout) as cluster:
            return _run_chunks(cluster, pending, tally)
    if jobs == 1:
        while pending:
            index = pending.popleft()
            try:
                tally.take(_attempt(sim, index))
            except KeyboardInterrupt:
                return tally.report([index], pending, interrupted=True)
        return tally.report()
    pool = _Pool(sim, jobs)
    try:
        return _run_chunks(pool, pending, tally)
    finally:
        pool.close()


def _run_chunks(workers: Workers, pending: deque[int], tally: _Tally) -> RunReport:
    todo = deque(_chunks(pending, chunk_size(len(pending), workers.capacity)))
    running: dict[Future[Chunk], tuple[int, ...]] = {}
    lost: list[int] = []
    not_started: list[int] = []
    interrupted = False
    stopped = None
    try:
        while todo or running:
            while todo and len(running) < 2 * workers.capacity:
                chunk = todo.popleft()
                running[workers.submit(chunk)] = chunk
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                chunk = running.pop(future)
                try:
                    result = future.result()
                except KeyboardInterrupt:
                    lost.extend(chunk)
                    raise
                except Exception as error:
                    stopped = workers.broken(error)
                    if stopped is None:
                        raise
                    lost.extend(chunk)
                    continue
                if _hand_over(result, chunk, tally, lost, not_started):
                    raise KeyboardInterrupt
            if stopped:
                lost.extend(index for chunk in running.values() for index in chunk)
                running.clear()
                break
    except KeyboardInterrupt:
        interrupted = True
    finally:
        workers.close()
    # After an interruption, chunks that were running may still have finished: keep them.
    for future, chunk in running.items():
        late = _finished(future)
        if late is None:
            (not_started if future.cancelled() else lost).extend(chunk)
        else:
            _hand_over(late, chunk, tally, lost, not_started)
    not_started.extend(index for chunk in todo for index in chunk)
    return tally.report(lost, not_started, interrupted, stopped)


def _hand_over(
    result: Chunk, chunk: tuple[int, ...], tally: _Tally, lost: list[int], not_started: list[int]
) -> bool:
    """Give a chunk's games to the tally; True if Ctrl-C stopped the chunk or the hand-over."""
    handed = 0
    try:
        for outcome in result.outcomes:
            tally.take(outcome)
            handed += 1
    except KeyboardInterrupt:
        lost.extend(chunk[handed:])
        return True
    if result.interrupted is None:
        return False
    lost.append(result.interrupted)
    not_started.extend(chunk[handed + 1 :])
    return True


def _finished(future: Future[Chunk]) -> Chunk | None:
    if future.cancelled() or not future.done():
        return None
    try:
        return future.result()
    except BaseException:
        return None
