"""The course's grading pipeline, end to end with the real nbgrader.

The teacher's edition (notebooks/teacher/source/lessons, solutions and hidden tests) is
released with ``nbgrader generate_assignment``; the release must be exactly the student
edition the repository ships (notebooks/lessons) and hold no solution. Three simulated
students fill in the released notebooks — one right everywhere, one wrong everywhere who also
prints the green box of a right answer, one right on every other exercise — and three more
hand in lesson 1 only, tampering with the grading: one replaces the checks, Feedback and the
library from their notebook, one edits a hidden test cell, deletes another and answers with
an object equal to everything, one hands in a function that never returns. ``nbgrader
autograde`` (with trusted_grading.py's steps) grades the folder of submissions; the
per-question table (notebooks/teacher/question_table.py) must give each student exactly the
points of the exercises they really got right, and the log must name the tampered test cells
by student and question and say nothing about the honest students.
"""

from __future__ import annotations

import ast
import csv
import hashlib
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


# Replaces, from the student's own notebook, everything the grade used to depend on.
PATCH_EVERYTHING = """
import junkspace.core.state
from junkspace.teaching import feedback, lesson1
lesson1.check_changed_fields = lambda *answer: True
feedback.EXERCISES["1.2"] = lambda *answer: True
feedback.Feedback.__bool__ = lambda self: True
feedback.Feedback.passed = property(lambda self: True)
junkspace.core.state.GameState.__eq__ = lambda self, other: True
"""

# An answer equal to anything the check compares it with.
EQUAL_TO_ALL = """
class Anything(set):
    def __eq__(self, other):
        return True

changed = Anything()
"""


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


def submit(
    course: Path,
    student: str,
    edit: Callable[[str, str, str], str],
    lessons: str = "*",
    tests: Callable[[str], str | None] = lambda grade_id: "",
) -> None:
    """Copy the released lessons to submitted/<student>, each solution cell edited and each
    test cell replaced by ``tests(grade_id)`` (None deletes it, "" keeps it)."""
    target = course / "submitted" / student / "lessons"
    target.mkdir(parents=True)
    masters = solutions()
    for path in sorted((course.parent / "lessons").glob(f"{lessons}.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        kept = []
        for cell in notebook.cells:
            grade_id = cell.metadata.get("nbgrader", {}).get("grade_id", "")
            if grade_id in masters:
                cell.source = edit(grade_id, cell.source, masters[grade_id])
            elif grade_id.endswith("_tests") and tests(grade_id) is None:
                continue
            elif grade_id.endswith("_tests") and tests(grade_id):
                cell.source = str(tests(grade_id))
            kept.append(cell)
        notebook.cells = kept
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


def test_the_quick_launcher_is_nbgrader_without_the_grammar_it_never_uses() -> None:
    """grade_class.py starts nbgrader through quick_nbgrader.py (rfc3987-syntax hidden)."""
    probe = (
        "import runpy, sys\n"
        "sys.argv = ['quick_nbgrader.py', '--version']\n"
        "try:\n"
        "    runpy.run_path('quick_nbgrader.py', run_name='__main__')\n"
        "except SystemExit:\n"
        "    pass\n"
        "print('grammar:', sys.modules.get('rfc3987_syntax'))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=TEACHER, capture_output=True, text=True, timeout=120
    )
    assert "nbgrader version 0.9" in out.stdout, out.stdout + out.stderr
    assert "grammar: None" in out.stdout, out.stdout + out.stderr  # imported, it is a module


def defined(source: str) -> set[str]:
    """The names a cell's top level assigns, defines or imports."""
    names = set()
    for node in ast.parse(source).body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
        elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.With)):
            names.update(
                n.id
                for n in ast.walk(node)
                if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)
            )
    return names


def test_each_lighter_cell_for_grading_stands_for_the_cell_it_names() -> None:
    """A heavy cell that no answer depends on carries a lighter stand-in for the grader
    (trusted_grading.graded_source), used only while the cell is unchanged: its sha256
    must be the cell's own (else the cell runs at full size again, silently), and the
    stand-in must define every name the cell does (else a later cell would fail)."""
    stand_ins = []
    for path in [*sorted(MASTERS.glob("*.ipynb")), *sorted(SHIPPED.glob("*.ipynb"))]:
        for cell in nbformat.read(path, as_version=4).cells:
            grading = cell.metadata.get("junkspace", {}).get("grading")
            if grading:
                stand_ins.append(path.stem)
                sha = hashlib.sha256(cell.source.encode()).hexdigest()
                assert grading["replaces"] == sha, f"{path}: the stand-in replaces another cell"
                missing = defined(cell.source) - defined(grading["source"])
                assert not missing, f"{path}: the stand-in does not define {missing}"
    assert stand_ins == ["5_bots", "6_balance"] * 2


def tamperer(grade_id: str, released: str, master: str) -> str:
    """Right on 1.1 and 1.3, the placeholder on 1.2, and every check patched to pass."""
    if grade_id == "exercise_1_1":
        return answered(master) + PATCH_EVERYTHING
    return released if grade_id == "exercise_1_2" else answered(master)


def edits_tests(grade_id: str, released: str, master: str) -> str:
    """Right on 1.1, an always-equal object on 1.2, the placeholder on 1.3."""
    if grade_id == "exercise_1_2":
        return EQUAL_TO_ALL
    return answered(master) if grade_id == "exercise_1_1" else released


def never_returns(grade_id: str, released: str, master: str) -> str:
    """Right on 1.1 and 1.2; 1.3 loops for ever."""
    if grade_id == "exercise_1_3":
        return "def count_tiles(state):\n    while True:\n        pass"
    return answered(master)


def test_autograde_gives_each_student_the_points_of_their_right_answers(course: Path) -> None:
    submit(course, "alice", lambda _id, released, master: answered(master))
    submit(course, "bob", lambda _id, released, master: faked(released))
    submit(
        course,
        "carol",
        lambda grade_id, released, master: answered(master) if right_on_odd(grade_id) else released,
    )
    submit(course, "dave", tamperer, lessons="1_*")
    edited = {"exercise_1_2_tests": "pass", "exercise_1_3_tests": None}
    submit(course, "erin", edits_tests, lessons="1_*", tests=lambda g: edited.get(g, ""))
    submit(course, "frank", never_returns, lessons="1_*")
    log = nbgrader(course, "autograde", "lessons", "--TrustedExecute.call_seconds=5")
    nbgrader(course, "export", "--to", str(course / "grades.csv"))
    with open(course / "grades.csv", newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))

    questions = [name.removeprefix("exercise_") for name in solutions()]
    assert len(rows) == 6 * len(questions) == 6 * 20
    points = {
        (r["student"], r["question"]): (float(r["points"]), float(r["max_points"])) for r in rows
    }
    notes = {(r["student"], r["question"]): r["note"] for r in rows}
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

    tamperers = ("dave", "erin", "frank")
    lesson1 = {s: [points[s, q][0] for q in ("1.1", "1.2", "1.3")] for s in tamperers}
    assert lesson1 == {"dave": [1, 0, 2], "erin": [1, 0, 0], "frank": [1, 1, 0]}
    assert "test cell of 1.2 was edited" in notes["erin", "1.2"]
    assert "test cell of 1.3 was deleted" in notes["erin", "1.3"]
    assert "longer than 5 s" in notes["frank", "1.3"]
    assert notes["alice", "1.1"] == ""

    lines = (log.stdout + log.stderr).splitlines()
    # Nothing but nbgrader's own lines: no Python warning (SQLAlchemy's about nbgrader's
    # sessions, the resource tracker's about semaphores of a killed process) to read past.
    assert all(line.startswith("[AutogradeApp | ") for line in lines), [
        line for line in lines if not line.startswith("[AutogradeApp | ")
    ]
    warnings = [line for line in lines if "WARNING" in line]
    assert not any("alice" in line or "checksum" in line for line in warnings), warnings
    assert any("erin" in line and "1.2 was edited" in line for line in warnings), warnings
    assert any("erin" in line and "1.3 was deleted" in line for line in warnings), warnings
