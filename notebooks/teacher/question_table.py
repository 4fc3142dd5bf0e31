"""An nbgrader exporter: the autograder's points as one row per student and question.

nbgrader's own ``nbgrader export`` writes one total per student and assignment. A teacher
grading the lessons wants to see *which* exercise each student missed, so this plugin (the
documented ``ExportPlugin`` interface, chosen by ``ExportApp.plugin_class`` in
nbgrader_config.py) writes ``grades.csv`` with the columns

    student, lesson, question, points, max_points, note

where ``lesson`` is the notebook (``1_game_state``) and ``question`` the exercise (``1.1``),
read from the grade cell's ``grade_id`` (``exercise_1_1_tests``). A student who submitted
nothing, or not that notebook, gets 0 points for its questions, so every student has a row
for every question. ``note`` says why a question got no points (the check's hint, or a test
cell the student edited or deleted: trusted_grading.py keeps it as the autograder's comment).

>>> question_name("exercise_4_3_tests")
'4.3'
"""

from __future__ import annotations

import csv
from typing import Any

from nbgrader.api import Gradebook, MissingEntry
from nbgrader.plugins import ExportPlugin

COLUMNS = ("student", "lesson", "question", "points", "max_points", "note")


def question_name(grade_id: str) -> str:
    """The exercise number of a grade cell: ``exercise_2_4_tests`` is ``2.4``."""
    core = grade_id.removeprefix("exercise_").removesuffix("_tests")
    return core.replace("_", ".")


def question_rows(gradebook: Gradebook, assignment: str, student: str) -> list[dict[str, Any]]:
    """One row per grade cell of ``assignment`` for ``student``, in notebook order."""
    points: dict[tuple[str, str], float] = {}
    notes: dict[tuple[str, str], str] = {}
    try:
        submission = gradebook.find_submission(assignment, student)
    except MissingEntry:
        submission = None
    if submission is not None:
        for notebook in submission.notebooks:
            for grade in notebook.grades:
                points[notebook.name, grade.name] = float(grade.score)
            for comment in notebook.comments:
                notes[notebook.name, f"{comment.name}_tests"] = comment.auto_comment or ""
    rows = []
    for notebook in gradebook.find_assignment(assignment).notebooks:
        for cell in notebook.grade_cells:
            rows.append(
                {
                    "student": student,
                    "lesson": notebook.name,
                    "question": question_name(cell.name),
                    "points": points.get((notebook.name, cell.name), 0.0),
                    "max_points": float(cell.max_score),
                    "note": notes.get((notebook.name, cell.name), ""),
                }
            )
    return rows


class QuestionTable(ExportPlugin):  # type: ignore[misc]  # nbgrader ships no type information
    """``nbgrader export`` as a per-student, per-question CSV (``--to`` names the file)."""

    def export(self, gradebook: Gradebook) -> None:
        destination = self.to or "grades.csv"
        assignments = [a.name for a in gradebook.assignments]
        if self.assignment:
            assignments = [a for a in assignments if a in set(map(str, self.assignment))]
        students = sorted(s.id for s in gradebook.students)
        if self.student:
            students = [s for s in students if s in set(map(str, self.student))]
        with open(destination, "w", newline="", encoding="utf-8") as handle:
            writer = csv.DictWriter(handle, fieldnames=COLUMNS)
            writer.writeheader()
            for assignment in assignments:
                for student in students:
                    writer.writerows(question_rows(gradebook, assignment, student))
        self.log.info("Wrote the points of %d students to %s", len(students), destination)
