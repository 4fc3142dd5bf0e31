"""The student's process under the grader: started, ended and cleaned up without a word in
the teacher's log, and a child that never started is nothing to stop."""

from __future__ import annotations

import multiprocessing
import subprocess
import sys
import textwrap
from typing import Any

import pytest

from junkspace.teaching import grader
from junkspace.teaching.grader import Limits, Sandbox, grade_cells


class NoForkServer:
    """A multiprocessing context whose processes cannot start, as on a machine out of them."""

    def __init__(self) -> None:
        self.real = multiprocessing.get_context("forkserver")

    def Pipe(self) -> Any:
        return self.real.Pipe()

    def Process(self, **kwargs: Any) -> Any:
        process = self.real.Process(**kwargs)

        def start() -> None:
            raise OSError("out of processes")

        process.start = start
        return process


def test_a_child_that_never_started_leaves_the_error_that_stopped_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(grader, "_context", NoForkServer)
    with pytest.raises(OSError, match="out of processes"):
        grade_cells(
            [("cargo_size = 6", None), ("check_cargo_size(cargo_size)", "exercise_1_1_tests")]
        )
    sandbox = Sandbox(Limits())
    with pytest.raises(OSError, match="out of processes"):
        sandbox.run("cargo_size = 6")
    sandbox.stop()  # nothing started: nothing to stop, and no TypeError about a missing pid
    sandbox.stop(grace=1.0)
    assert sandbox.kills == 0


# Grades a notebook that holds what a process pool holds (a named semaphore), in a process
# of its own: the semaphores a killed child leaves are reported when that process ends.
GRADES_A_NOTEBOOK_WITH_A_LOCK = """
from junkspace.teaching.grader import grade_cells

verdicts = grade_cells([
    ("import multiprocessing\\nlock = multiprocessing.Lock()\\ncargo_size = 6", None),
    ("assert check_cargo_size(cargo_size)", "exercise_1_1_tests"),
])
print([(v.exercise, v.passed) for v in verdicts])
"""


def test_a_graded_notebook_leaves_nothing_for_the_log() -> None:
    """The child ends by itself once its notebook is graded, releasing its semaphores; killed,
    it left them to Python's resource tracker, which warned in every grader's log."""
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(GRADES_A_NOTEBOOK_WITH_A_LOCK)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[('1.1', True)]"
    assert done.stderr == ""
