"""How long each lesson takes to execute on one processor, as a student's kernel runs it.

Run it with ``python tests/benchmarks/bench_lessons.py`` (from the repository root, with
``PYTHONPATH`` pointing at the checkout to time that code). Every notebook of
notebooks/lessons (or the ones named) is executed from top to bottom with nbclient in a fresh
kernel, the way JupyterLab's "Run all" or the docs build runs it, and the script prints per
notebook:

- the wall time from starting the kernel to the last cell's result, kernel start included:
  what a student waits for;
- the processor time of the kernel and of the processes it started (the simulations' worker
  processes), which does not count the time other programs take from a shared machine.

The script and everything it starts are pinned to one core (``--core``, default 0) with
``os.sched_setaffinity``: a Binder or a shared JupyterHub gives a student about one. The target
is 20 s a lesson; a lesson over it is marked, and the script exits with status 1 so that a
scheduled run shows it, but it is not a test (the machines are shared and noisy).
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "notebooks" / "lessons"
TARGET = 20.0


def children_cpu() -> float:
    """Processor seconds used so far by this process's finished children (and theirs)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def execute(path: Path) -> tuple[float, float]:
    """Run one notebook in a fresh kernel: (wall seconds, processor seconds)."""
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(
        notebook,
        timeout=600,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    )
    cpu, wall = children_cpu(), time.perf_counter()
    client.execute()  # starts the kernel, runs every cell, shuts the kernel down
    return time.perf_counter() - wall, children_cpu() - cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="*", type=Path, help="default: every lesson")
    parser.add_argument("--core", type=int, default=0, help="the core to run on (default 0)")
    args = parser.parse_args(argv)
    os.sched_setaffinity(0, {args.core})
    paths = args.notebooks or sorted(LESSONS.glob("*.ipynb"))
    print(f"one core ({args.core}); load average {os.getloadavg()[0]:.2f}; target {TARGET:.0f} s")
    print(f"{'notebook':<28} {'wall s':>8} {'cpu s':>8}")
    over = []
    for path in paths:
        wall, cpu = execute(path)
        mark = "  over the target" if wall > TARGET else ""
        print(f"{path.name:<28} {wall:8.1f} {cpu:8.1f}{mark}", flush=True)
        if wall > TARGET:
            over.append(path.name)
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
