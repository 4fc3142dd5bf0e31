"""Autograde a whole class on every core: ``python grade_class.py lessons --jobs 2``.

``nbgrader autograde lessons`` grades one student after the other. This script splits the
students of ``submitted/`` into ``--jobs`` shares and runs one ``nbgrader autograde`` per
share at the same time (each skips the others' students with nbgrader's own
``--CourseDirectory.student_id_exclude``); they share the gradebook, which
nbgrader_config.py opens with a long lock timeout. Then ``nbgrader export`` writes
grades.csv as usual. Run it from this folder, like nbgrader; it starts nbgrader through
quick_nbgrader.py, which skips an import nbgrader never uses.

>>> shares(["ann", "bob", "cy", "dee", "eve"], 2)
[['ann', 'cy', 'eve'], ['bob', 'dee']]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def shares(students: list[str], jobs: int) -> list[list[str]]:
    """``students`` dealt round-robin into at most ``jobs`` non-empty shares."""
    dealt = [students[start::jobs] for start in range(jobs)]
    return [share for share in dealt if share]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("assignment", help="the assignment to grade, e.g. lessons")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="default: cores")
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error(f"--jobs must be at least 1, not {args.jobs}")
    submitted = HERE / "submitted"
    found = submitted.iterdir() if submitted.is_dir() else iter(())
    students = sorted(path.name for path in found if path.is_dir())
    if not students:
        parser.error(f"no submissions in {submitted}/<student>/{args.assignment}/")
    nbgrader = [sys.executable, str(HERE / "quick_nbgrader.py")]
    running = []
    for share in shares(students, args.jobs):
        others = ",".join(s for s in students if s not in share)
        command = [*nbgrader, "autograde", args.assignment]
        if others:
            command.append(f"--CourseDirectory.student_id_exclude={others}")
        running.append(subprocess.Popen(command, cwd=HERE))
    failed = [process.args for process in running if process.wait() != 0]
    if failed:
        print(f"nbgrader autograde failed: {failed}", file=sys.stderr)
        return 1
    return subprocess.call([*nbgrader, "export"], cwd=HERE)


if __name__ == "__main__":
    sys.exit(main())
