"""How long grading a class takes: 30 simulated students, all six lessons, real nbgrader.

Run it with ``python tests/benchmarks/bench_grading.py`` (from the repository root, with
``PYTHONPATH`` pointing at the checkout). It copies notebooks/teacher to a temporary folder,
releases the lessons with ``nbgrader generate_assignment``, hands in ``--students`` copies
filled in the ways tests/teaching/test_grading.py fills them (right everywhere, wrong with a
faked green box, right on every other exercise, in turn), and times the teacher's command,
``python grade_class.py lessons --jobs N`` (autograde on N processes, then export). It prints
the wall time, the time a student and the load average, and checks that grades.csv gives
every student the points of their right answers (a fast grader that grades wrong is no
figure). The target is 5 minutes for 30 students on a 2-core machine; the script exits with
status 1 over it, but it is not a test (the machines are shared and noisy).
"""

from __future__ import annotations

import argparse
import csv
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.teaching.test_grading import (  # noqa: E402
    TEACHER,
    answered,
    faked,
    right_on_odd,
    solutions,
    submit,
)

TARGET = 300.0


def timed(command: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, float, list[float]]:
    """Run ``command``: (wall seconds, processor seconds of it and every process under it,
    the load average seen every quarter second meanwhile).

    The processor time is sampled from the process tree four times a second, since the
    grader's children are forked by a server process nobody waits for (so the kernel's own
    count of children's time misses them); a process's last quarter second may be missed.
    """
    log = cwd / "grading.log"
    with open(log, "wb") as output:
        start = time.perf_counter()
        process = psutil.Popen(command, cwd=cwd, env=env, stdout=output, stderr=output)
        used: dict[int, float] = {}
        loads = []
        while process.poll() is None:
            loads.append(os.getloadavg()[0])
            for member in [process, *process.children(recursive=True)]:
                try:
                    times = member.cpu_times()
                except psutil.Error:  # it ended meanwhile
                    continue
                used[member.pid] = times.user + times.system
            time.sleep(0.25)
        wall = time.perf_counter() - start
    if process.returncode:
        raise SystemExit(f"{command} failed:\n{log.read_text()[-3000:]}")
    return wall, sum(used.values()), loads


def mixed(grade_id: str, released: str, master: str) -> str:
    return answered(master) if right_on_odd(grade_id) else released


# Each way of filling in the lessons, and the points it must get on a question of ``most``.
STUDENTS = (
    (lambda grade_id, released, master: answered(master), lambda grade_id, most: most),
    (lambda grade_id, released, master: faked(released), lambda grade_id, most: 0.0),
    (mixed, lambda grade_id, most: most if right_on_odd(grade_id) else 0.0),
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    path = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    env = {**os.environ, "PYTHONPATH": path}
    with tempfile.TemporaryDirectory() as tmp:
        course = Path(tmp) / "notebooks" / "teacher"
        shutil.copytree(
            TEACHER, course, ignore=shutil.ignore_patterns("*.db", "submitted", "autograded")
        )
        subprocess.run(
            [sys.executable, "-m", "nbgrader", "generate_assignment", "lessons", "--force"],
            cwd=course,
            env=env,
            check=True,
            capture_output=True,
        )
        expected = {}
        for number in range(args.students):
            student = f"s{number + 1:02d}"
            edit, points = STUDENTS[number % len(STUDENTS)]
            submit(course, student, edit)
            expected[student] = points
        load = os.getloadavg()[0]
        cores = os.cpu_count()
        print(f"{args.students} students, {args.jobs} jobs, {cores} cores; load {load:.1f}")
        command = [sys.executable, "grade_class.py", "lessons", "--jobs", str(args.jobs)]
        wall, cpu, loads = timed(command, course, env)
        with open(course / "grades.csv", newline="", encoding="utf-8") as handle:
            rows = list(csv.DictReader(handle))
    masters = {name.removeprefix("exercise_").replace("_", "."): name for name in solutions()}
    wrong = [
        (r["student"], r["question"])
        for r in rows
        if float(r["points"])
        != expected[r["student"]](masters[r["question"]], float(r["max_points"]))
    ]
    print(f"graded in {wall:.0f} s ({wall / args.students:.1f} s a student); target {TARGET:.0f} s")
    print(f"processor time {cpu:.0f} s ({cpu / args.students:.1f} s a student)")
    mean = sum(loads) / len(loads)
    print(f"load average meanwhile: {mean:.1f} on average, {min(loads):.1f} to {max(loads):.1f}")
    print(f"load average after: {os.getloadavg()[0]:.1f}")
    if wrong or len(rows) != 20 * args.students:
        print(f"WRONG GRADES: {wrong[:10]} ({len(rows)} rows)")
        return 2
    return 1 if wall > TARGET else 0


if __name__ == "__main__":
    sys.exit(main())
