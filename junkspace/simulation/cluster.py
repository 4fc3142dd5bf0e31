"""Running a simulation's games on a Dask cluster, past one machine.

``junkspace simulate ... --scheduler tcp://host:8786`` sends the same chunks of games the
process pool would play to the workers of a `Dask distributed <https://distributed.dask.org>`_
cluster; ``--scheduler local`` starts a ``LocalCluster`` of ``--jobs`` worker processes on
this machine instead (listening on 127.0.0.1 only), which is handy to try it. Game ``k`` is
the same game wherever it runs, so a cluster's results are the pool's, and ``--resume``
works across both.

Dask is an optional extra (``pip install 'junkspace[dask]'``), imported only here and only
when a cluster is asked for, so ``import junkspace`` never loads it. The simulation is
scattered once to every worker (the workers are warmed once, as in the pool); the
workers need junkspace installed, the same version as the client.

Dask was chosen over home-made sockets or a job queue because it already does what a run
needs: connecting to a scheduler with a timeout, moving pickled functions and results,
cancelling what has not started, and telling when a worker died.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import CancelledError, Future, ThreadPoolExecutor
from types import TracebackType
from typing import Any

from ..core.words import WORDS
from .plan import Simulation
from .runner import Chunk, play_chunk

__all__ = ["INSTALL", "LOCAL_CLUSTER", "Cluster", "ClusterError"]

#: How ``--scheduler local`` starts its ``LocalCluster`` (with ``n_workers=jobs``):
#: single-threaded worker processes on 127.0.0.1, no dashboard. The scheduler's HTTP server
#: still starts: on a port the system picks, not 8787, which another cluster or program may hold.
LOCAL_CLUSTER: dict[str, Any] = {
    "threads_per_worker": 1,
    "processes": True,
    "host": "127.0.0.1",
    "dashboard_address": None,
    "scheduler_kwargs": {"dashboard_address": "127.0.0.1:0", "dashboard": False},
}

#: The address schemes a scheduler may have (``tcp://`` is Dask's default).
SCHEMES = ("tcp", "tls")
#: The command that installs what a cluster run needs.
INSTALL = "pip install 'junkspace[dask]'"

_ = WORDS.gettext


class ClusterError(OSError):
    """The cluster cannot be used: Dask is missing, or the scheduler cannot be reached."""


def _distributed() -> Any:
    try:
        import distributed
    except ImportError as error:
        raise ClusterError(
            _(
                "running games on a Dask cluster needs dask.distributed ({error}): {install}",
                error=error,
                install=INSTALL,
            )
        ) from error
    return distributed


def _check_address(scheduler: str) -> None:
    """A ClusterError unless ``scheduler`` reads as a Dask scheduler's address.

    >>> _check_address("tcp://10.0.0.5:8786")
    >>> try:
    ...     _check_address("http://10.0.0.5:8787")
    ... except ClusterError as error:
    ...     print(error)
    --scheduler takes tcp://HOST:PORT (a Dask scheduler's address) or local, not 'http://10.0.0.5:8787'
    """
    scheme, has_scheme, rest = scheduler.partition("://")
    host, _colon, port = (rest if has_scheme else scheduler).rpartition(":")
    if (scheme not in SCHEMES and has_scheme) or not host or not port.isdigit():
        raise ClusterError(
            _(
                "--scheduler takes tcp://HOST:PORT (a Dask scheduler's address) or local, "
                "not {scheduler}",
                scheduler=repr(scheduler),
            )
        )


def _probe(scheduler: str, timeout: float) -> None:
    """A ClusterError unless a Dask scheduler at ``scheduler`` shakes hands within
    ``timeout`` seconds: a Client dialled at anything else waits forever, or reads a
    message length near 10^18 and tries to allocate it."""
    from distributed.comm.core import connect

    async def shake_hands() -> None:
        dialled = connect(scheduler, timeout=timeout)  # type: ignore[no-untyped-call]
        comm = await asyncio.wait_for(dialled, timeout)
        await comm.close()

    try:
        # In a thread of its own, with a loop of its own: the caller's thread may be running
        # one already (a notebook's kernel does), where asyncio.run refuses to start.
        with ThreadPoolExecutor(1) as thread:
            thread.submit(asyncio.run, shake_hands()).result()
    except Exception as error:  # whatever the other end did, it is no scheduler of ours
        reason = str(error) or type(error).__name__
        raise ClusterError(
            _(
                "could not reach the Dask scheduler at {scheduler} within {seconds} s "
                "(is it a Dask scheduler?): {reason}",
                scheduler=scheduler,
                seconds=format(timeout, "g"),
                reason=reason,
            )
        ) from None


class Cluster:
    """The workers of a Dask cluster, as the runner's :class:`~.runner.Workers`.

    ``scheduler`` is a scheduler's address (``tcp://host:8786``) or ``"local"`` for a new
    ``LocalCluster`` of ``jobs`` single-threaded worker processes on 127.0.0.1. Connecting
    waits at most ``timeout`` seconds. Use it as a context manager: leaving closes the
    connection, and the LocalCluster if it made one.
    """

    def __init__(self, sim: Simulation, scheduler: str, jobs: int, timeout: float) -> None:
        if scheduler != "local":
            _check_address(scheduler)
        distributed = _distributed()
        if scheduler != "local":
            _probe(scheduler, timeout)
        self._local = None
        try:
            if scheduler == "local":
                self._local = distributed.LocalCluster(n_workers=jobs, **LOCAL_CLUSTER)
                address = self._local.scheduler_address
            else:
                address = scheduler
            self._client = distributed.Client(address, timeout=timeout, set_as_default=False)
        except Exception as error:  # whatever Dask raised, the run cannot start
            self._close_local()
            raise ClusterError(
                _(
                    "could not reach the Dask scheduler at {scheduler} within {seconds} s: "
                    "{reason}",
                    scheduler=scheduler,
                    seconds=format(timeout, "g"),
                    reason=error,
                )
            ) from error
        threads = sum(self._client.nthreads().values())
        self.capacity = max(jobs, threads, 1)
        self._executor = self._client.get_executor(pure=False)
        self._sim = self._client.scatter(sim, broadcast=True, hash=False)

    def submit(self, indices: tuple[int, ...]) -> Future[Chunk]:
        """Start a chunk on the cluster."""
        future: Future[Chunk] = self._executor.submit(play_chunk, self._sim, indices)
        return future

    def broken(self, error: Exception) -> str | None:
        """Any error from a chunk is the cluster's (a game's own errors come back as
        results), said in words.

        >>> import asyncio
        >>> Cluster.broken(None, asyncio.CancelledError())  # type: ignore[arg-type]
        'the Dask cluster lost its last worker, and with it the games it was playing'
        """
        name = type(error).__name__
        if isinstance(error, CancelledError | asyncio.CancelledError):
            return _("the Dask cluster lost its last worker, and with it the games it was playing")
        if name == "KilledWorker":
            return _("the Dask workers playing some games died, twice over (out of memory?)")
        if isinstance(error, OSError) or name == "CommClosedError":
            return _("the connection to the Dask scheduler was lost ({error})", error=error)
        return _("the Dask cluster stopped the run: {name}: {error}", name=name, error=error)

    def close(self) -> None:
        """Cancel the chunks not finished (running ones too: they are lost, as after Ctrl-C
        in the pool); the connection stays until the context ends."""
        self._executor.shutdown(wait=False)

    def __enter__(self) -> Cluster:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self._client.close()
        self._close_local()

    def _close_local(self) -> None:
        if self._local is not None:
            self._local.close()
            self._local = None
