"""The course's grading pipeline, end to end with the real nbgrader.

The teacher's edition (notebooks/teacher/source/lessons, solutions and hidden tests) is
released with ``nbgrader generate_assignment``; the release must be exactly the student
edition the repository ships (notebooks/lessons) and hold no solution. Three simulated
students fill in the released notebooks — one right everywhere, one wrong everywhere who also
prints the green box of a right answer, one right on every other exercise — and ``nbgrader
autograde`` grades the folder of submissions; the per-question table
(notebooks/teacher/question_table.py) must give each student exactly the points of the
exercises they got right.
"""

from __future__ import annotations

import csv
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import nbformat
import pytest

pytest.importorskip("nbgrader", reason="the grading tool is in the `teaching` extra")

ROOT = Path(__file__).resolve().parents[2]
TEACHER = ROOT / "notebooks" / "teacher"
MASTERS = TEACHER / "source" / "lessons"
SHIPPED = ROOT / "notebooks" / "lessons"
BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"

# What a student who wants the points without the work writes instead of the check: the
# green box of a right answer, made by hand.
FAKE = (
    "from IPython.display import HTML\n\n"
    "HTML('<div style=\"background:#e8f5e9\"><b>✔ Right!</b> Well done.</div>')"
)


def nbgrader(course: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run an nbgrader command in the copied course folder, importing this checkout."""
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    }
    out = subprocess.run(
        [sys.executable, "-m", "nbgrader", *args],
        cwd=course,
        env=env,
        capture_output=True,
        text=True,
        timeout=1500,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    return out


def solutions() -> dict[str, str]:
    """Every solution cell's master source, by grade_id."""
    found = {}
    for path in sorted(MASTERS.glob("*.ipynb")):
        for cell in nbformat.read(path, as_version=4).cells:
            grading = cell.metadata.get("nbgrader", {})
            if grading.get("solution"):
                found[grading["grade_id"]] = cell.source
    return found


def solution_text(master: str) -> str:
    """The lines between the solution markers."""
    lines = master.split("\n")
    return "\n".join(lines[lines.index(BEGIN) + 1 : lines.index(END)])


def answered(master: str) -> str:
    """The released cell with the model answer written where the solution was."""
    return "\n".join(line for line in master.split("\n") if line not in (BEGIN, END))


def faked(released: str) -> str:
    """The released cell with its check replaced by a hand-made green box."""
    *body, _check = released.split("\n")
    return "\n".join([*body, FAKE])


def submit(course: Path, student: str, edit: Callable[[str, str, str], str]) -> None:
    """Copy the released lessons to submitted/<student>, each solution cell edited."""
    target = course / "submitted" / student / "lessons"
    target.mkdir(parents=True)
    masters = solutions()
    for path in sorted((course.parent / "lessons").glob("*.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        for cell in notebook.cells:
            grade_id = cell.metadata.get("nbgrader", {}).get("grade_id", "")
            if grade_id in masters:
                cell.source = edit(grade_id, cell.source, masters[grade_id])
        nbformat.write(notebook, target / path.name)


def right_on_odd(grade_id: str) -> bool:
    """The mixed student's exercises: 1.1, 1.3, 2.1, 2.3, 2.5, ... (odd last digit)."""
    return int(grade_id.rsplit("_", 1)[-1]) % 2 == 1


@pytest.fixture(scope="module")
def course(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the teacher's folder with the lessons released next to it."""
    course = tmp_path_factory.mktemp("class") / "notebooks" / "teacher"
    shutil.copytree(
        TEACHER,
        course,
        ignore=shutil.ignore_patterns("gradebook.db", "submitted", "autograded", "feedback"),
    )
    nbgrader(course, "generate_assignment", "lessons", "--force")
    return course


def test_the_release_is_the_shipped_student_edition(course: Path) -> None:
    released = sorted((course.parent / "lessons").glob("*.ipynb"))
    assert [p.name for p in released] == sorted(p.name for p in MASTERS.glob("*.ipynb"))
    for path in released:
        shipped = nbformat.read(SHIPPED / path.name, as_version=4)
        assert nbformat.read(path, as_version=4) == shipped, (
            f"notebooks/lessons/{path.name} is not the release of the teacher's edition: "
            "run `nbgrader generate_assignment lessons --force` in notebooks/teacher/"
        )


def test_the_student_edition_holds_no_solution_and_no_hidden_test() -> None:
    shipped = {
        path.name: [
            line for c in nbformat.read(path, as_version=4).cells for line in c.source.split("\n")
        ]
        for path in SHIPPED.glob("*.ipynb")
    }
    for name, lines in shipped.items():
        for marker in ("BEGIN SOLUTION", "HIDDEN TESTS", "assert check_"):
            assert all(marker not in line for line in lines), f"{name} shows {marker!r}"
    student_lines = {line.strip() for lines in shipped.values() for line in lines}
    for grade_id, master in solutions().items():
        lines = master.split("\n")
        placeholder = {
            line.strip() for line in lines[: lines.index(BEGIN)] + lines[lines.index(END) + 1 :]
        }
        for line in {line.strip() for line in solution_text(master).split("\n")} - placeholder:
            if len(line) >= 10:  # a line long enough to give something away
                assert line not in student_lines, f"the student edition shows {grade_id}: {line}"


def test_autograde_gives_each_student_the_points_of_their_right_answers(course: Path) -> None:
    submit(course, "alice", lambda _id, released, master: answered(master))
    submit(course, "bob", lambda _id, released, master: faked(released))
    submit(
        course,
        "carol",
        lambda grade_id, released, master: answered(master) if right_on_odd(grade_id) else released,
    )
    nbgrader(course, "autograde", "lessons")
    nbgrader(course, "export", "--to", str(course / "grades.csv"))
    with open(course / "grades.csv", newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))

    questions = [name.removeprefix("exercise_") for name in solutions()]
    assert len(rows) == 3 * len(questions) == 3 * 20
    points = {
        (r["student"], r["question"]): (float(r["points"]), float(r["max_points"])) for r in rows
    }
    for question in questions:
        name = question.replace("_", ".")
        got, most = points["alice", name]
        assert most >= 1 and got == most, f"the right answer to {name} got {got} of {most}"
        assert points["bob", name][0] == 0, f"a faked green box earned points on {name}"
        expected = most if right_on_odd(question) else 0
        assert points["carol", name][0] == expected, f"carol's {name}"
    totals = {
        s: sum(p for (who, _), (p, _m) in points.items() if who == s) for s in ("alice", "carol")
    }
    assert 0 < totals["carol"] < totals["alice"]
