"""Simulations on a Dask cluster: the same games as on one machine, and clear errors.

A real ``LocalCluster`` of two worker processes on 127.0.0.1, closed by the tests' fixture.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import subprocess
import sys
import textwrap
import threading
import time
import warnings
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from browsing import free_port

from junkspace.bots import GreedyBot, RandomBot
from junkspace.cli import main
from junkspace.simulation import GameResult, Simulation, run
from junkspace.simulation.cluster import LOCAL_CLUSTER, Cluster, ClusterError

distributed = pytest.importorskip("distributed", reason="the dask extra is not installed")

SIM = Simulation("junk_orbit", 2, (GreedyBot(), RandomBot()), seed=7, games=8)
RUN = ["junk_orbit", "--games", "6", "--players", "2", "--bots", "greedy,random", "--seed", "3"]


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    """The address of a local cluster of two single-threaded worker processes."""
    with distributed.LocalCluster(n_workers=2, **LOCAL_CLUSTER) as cluster:
        yield cluster.scheduler_address


def _played(scheduler: str | None, jobs: int = 1) -> dict[int, dict[str, object]]:
    outcomes: list[object] = []
    report = run(SIM, range(SIM.games), jobs=jobs, on_outcome=outcomes.append, scheduler=scheduler)
    assert report.complete, report
    games = {}
    for outcome in outcomes:
        assert isinstance(outcome, GameResult)
        data = outcome.to_dict()
        del data["timing"]  # the only part that differs from run to run
        games[outcome.index] = data
    return games


def test_a_cluster_plays_the_same_games_as_one_process(scheduler: str) -> None:
    assert scheduler.startswith("tcp://127.0.0.1:")
    on_the_cluster = _played(scheduler)
    assert sorted(on_the_cluster) == list(range(SIM.games))
    assert on_the_cluster == _played(None)


def test_a_notebook_reaches_the_cluster_while_its_event_loop_runs(scheduler: str) -> None:
    """A kernel runs its event loop in the thread that runs the cells (Playwright's sync API
    does the same in the browser tests): the handshake with the scheduler failed there with
    'asyncio.run() cannot be called from a running event loop'. The cell runs in a thread of
    its own, whose loop is running whatever this worker's thread has run before."""

    async def in_a_cell() -> dict[int, dict[str, object]]:
        return _played(scheduler)

    with ThreadPoolExecutor(1) as kernel:
        played = kernel.submit(asyncio.run, in_a_cell()).result()
    assert played == _played(None)


def test_scheduler_local_starts_and_closes_its_own_cluster() -> None:
    """Its scheduler's HTTP server takes a port the system picks: Dask's 8787 (held here if
    it is free) may belong to another cluster or program, and then Dask warned and moved."""
    with socket.socket() as dashboard, warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with contextlib.suppress(OSError):  # someone else holds it: as good for the test
            dashboard.bind(("127.0.0.1", 8787))
            dashboard.listen()
        assert _played("local", jobs=2) == _played(None)
    assert [str(warning.message) for warning in caught if "8787" in str(warning.message)] == []


def test_the_command_runs_on_a_cluster_and_saves_the_same_games(
    scheduler: str, tmp_path: Path
) -> None:
    def simulate(out: Path, *extra: str) -> dict[object, object]:
        assert main(["simulate", *RUN, "--out", str(out), "--no-progress", *extra]) == 0
        lines = [line for line in out.read_text().splitlines()]
        return {game["index"]: {**game, "timing": None} for game in map(_json, lines)}

    assert simulate(tmp_path / "cluster.jsonl", "--scheduler", scheduler) == simulate(
        tmp_path / "here.jsonl", "--jobs", "1"
    )


def _json(line: str) -> dict[str, object]:
    import json

    data: dict[str, object] = json.loads(line)
    return data


def test_an_unreachable_scheduler_is_named_within_the_timeout() -> None:
    address = f"tcp://127.0.0.1:{free_port()}"
    began = time.monotonic()
    with pytest.raises(ClusterError, match=f"could not reach the Dask scheduler at {address}"):
        run(SIM, range(2), scheduler=address, connect_timeout=1.0)
    assert time.monotonic() - began < 30


def test_the_command_says_the_scheduler_cannot_be_reached_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run.jsonl"
    address = f"tcp://127.0.0.1:{free_port()}"
    argv = ["simulate", *RUN, "--out", str(out), "--no-progress", "--scheduler", address]
    assert main([*argv, "--connect-timeout", "1"]) == 2
    assert "could not reach the Dask scheduler at" in capsys.readouterr().err
    assert not out.exists()


@pytest.fixture
def not_a_scheduler() -> Iterator[str]:
    """The address of a server that answers like a web server, not a Dask scheduler."""
    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(0.2)
    stop = threading.Event()

    def answer() -> None:
        while not stop.is_set():
            try:
                connection, _ = listener.accept()
            except TimeoutError:
                continue
            with connection:
                connection.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nhi")

    thread = threading.Thread(target=answer, daemon=True)
    thread.start()
    try:
        yield f"tcp://127.0.0.1:{listener.getsockname()[1]}"
    finally:
        stop.set()
        thread.join(timeout=5)
        listener.close()


def test_a_port_that_is_no_scheduler_is_one_line_within_the_timeout(
    not_a_scheduler: str, capsys: pytest.CaptureFixture[str]
) -> None:
    began = time.monotonic()
    argv = ["simulate", *RUN, "--no-progress", "--scheduler", not_a_scheduler]
    assert main([*argv, "--connect-timeout", "2"]) == 2
    assert time.monotonic() - began < 2 + 3, "within --connect-timeout (and a little)"
    err = capsys.readouterr().err
    assert err.startswith(
        f"junkspace simulate: could not reach the Dask scheduler at {not_a_scheduler}"
    )
    assert err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize("address", ["nonsense", "http://127.0.0.1:8787", "tcp://127.0.0.1"])
def test_a_malformed_scheduler_address_is_one_line(
    address: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", *RUN, "--no-progress", "--scheduler", address]) == 2
    err = capsys.readouterr().err
    assert err == (
        "junkspace simulate: --scheduler takes tcp://HOST:PORT (a Dask scheduler's address) "
        f"or local, not {address!r}\n"
    )


def test_a_lost_cluster_is_said_in_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The words ``junkspace simulate`` ends with when the last worker is gone: Dask cancels
    what that worker held (a CancelledError from each chunk's future)."""
    import concurrent.futures

    from junkspace.commands import simulate
    from junkspace.simulation.runner import RunReport

    stopped = Cluster.broken(None, concurrent.futures.CancelledError())  # type: ignore[arg-type]
    report = RunReport((0, 1), failures=(), lost=(2,), not_started=(3, 4), stopped=stopped)
    assert simulate._conclude(report, tmp_path / "run.jsonl") == 1
    assert capsys.readouterr().err.splitlines()[1:] == [
        "The Dask cluster lost its last worker, and with it the games it was playing: "
        f"2 games finished this time, saved in {tmp_path / 'run.jsonl'}.",
        "Lost while in progress: game 2.",
        "Not started: games 3, 4.",
        "Run the same command with --resume to play the missing games.",
    ]


def test_without_the_dask_extra_the_error_says_what_to_install() -> None:
    script = textwrap.dedent(
        """
        import sys

        class NotInstalled:
            def find_spec(self, name, path=None, target=None):
                if name.partition(".")[0] in {"dask", "distributed"}:
                    raise ModuleNotFoundError(f"No module named {name!r}", name=name)
                return None

        sys.meta_path.insert(0, NotInstalled())
        from junkspace.bots import RandomBot
        from junkspace.simulation import Simulation, run
        try:
            run(Simulation("junk_orbit", 2, (RandomBot(),), games=1), [0], scheduler="local")
        except OSError as error:
            print(error)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True
    )
    assert "needs dask.distributed" in done.stdout
    assert "pip install 'junkspace[dask]'" in done.stdout


def test_simulations_do_not_import_dask_until_a_cluster_is_asked_for() -> None:
    script = (
        "import sys, junkspace, junkspace.simulation, junkspace.commands.simulate; "
        "print(sorted(m for m in sys.modules if m.partition('.')[0] in ('dask', 'distributed')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True
    )
    assert done.stdout.strip() == "[]"
