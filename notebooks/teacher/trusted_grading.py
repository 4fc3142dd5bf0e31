"""nbgrader preprocessors that grade the lessons with junkspace's trusted grader.

``nbgrader autograde`` normally runs each submission in a kernel with the hidden tests put
back, and a test cell's points depend on whether it raised there. The student's code runs in
that kernel first, so it can replace the checks. nbgrader_config.py swaps three steps of
autograde for the ones below; everything else (the gradebook, ``export``,
``generate_feedback``) is nbgrader's own:

- :class:`RestoreTests` (in place of nbgrader's ``OverwriteCells``) puts the teacher's hidden
  tests back as nbgrader does, deleted test cells included, and says in the log, by student
  and question, which test cell a student edited or deleted. A test cell that only lacks its
  hidden tests (what every released notebook looks like) is the honest case and says nothing.
- :class:`TrustedExecute` (in place of ``Execute``) grades the notebook with
  :func:`junkspace.teaching.grader.grade_cells`: the student's cells run in a child process,
  the checks in the grader's, and each test cell gets the check's verdict as its output (an
  error for a wrong answer, which nbgrader scores 0).
- :class:`SaveNotes` (after ``SaveAutoGrades``) keeps, for each question, what went wrong (an
  edited test cell, the check's hint) as the autograder's comment on the answer cell, which
  ``nbgrader export`` (question_table.py) writes in the ``note`` column.

>>> released_form("# checks 1.1\\n### BEGIN HIDDEN TESTS\\nassert check(x)\\n### END HIDDEN TESTS")
'# checks 1.1'
"""

from __future__ import annotations

import hashlib
from typing import Any

from nbconvert.exporters.exporter import ResourcesDict
from nbformat.corpus.words import generate_corpus_id as random_cell_id
from nbformat.notebooknode import NotebookNode
from nbformat.v4 import new_output
from nbgrader import utils
from nbgrader.api import Gradebook, MissingEntry
from nbgrader.preprocessors import ClearHiddenTests, NbGraderPreprocessor, OverwriteCells
from traitlets import Float, Int

from junkspace.teaching.grader import Limits, exercise_of, grade_cells

#: Where the steps leave what they found, in the notebook's metadata.
KEY = "junkspace_grading"


def released_form(source: str) -> str:
    """A test cell's source as the release shows it: without its hidden tests."""
    cell = NotebookNode(cell_type="code", source=source, metadata={})  # type: ignore[no-untyped-call]
    ClearHiddenTests()._remove_hidden_test_region(cell)
    return str(cell.source)


def graded_source(cell: NotebookNode) -> str:
    """What the grader runs for ``cell``: its source, or a lighter one of the same names.

    A lesson's heavy cell carries, in the teacher's edition, ``junkspace.grading``: a
    lighter ``source`` and the sha256 of the cell it ``replaces`` (lesson 5's tournament,
    which no exercise depends on, plays 2 games; lesson 6's game counts, whose table 6.2
    judges whatever it holds, become 10 games a table). Only an unchanged cell is replaced:
    a student who edited it may have written something the answers use, and gets their own
    cell run.
    """
    grading = cell.metadata.get("junkspace", {}).get("grading", {})
    replaces = hashlib.sha256(cell.source.encode()).hexdigest()
    return str(grading["source"]) if grading.get("replaces") == replaces else str(cell.source)


def _notes(nb: NotebookNode) -> dict[str, str]:
    found: dict[str, str] = nb.metadata.setdefault(KEY, {}).setdefault("notes", {})
    return found


def _who(resources: ResourcesDict) -> str:
    grading = resources["nbgrader"]
    return f"{grading['student']}, {grading['notebook']}"


class RestoreTests(OverwriteCells):  # type: ignore[misc]  # nbgrader ships no type information
    """nbgrader's OverwriteCells, quiet for honest test cells, loud for edited or deleted ones."""

    def preprocess(self, nb: NotebookNode, resources: ResourcesDict) -> tuple[Any, Any]:
        self.add_missing_cells = True
        self._honest: set[str] = set()
        self._nb = nb
        self._resources = resources
        present = {cell.metadata.get("nbgrader", {}).get("grade_id") for cell in nb.cells}
        nb, resources = super().preprocess(nb, resources)
        with Gradebook(resources["nbgrader"]["db_url"]) as gradebook:
            notebook = gradebook.find_notebook(
                resources["nbgrader"]["notebook"], resources["nbgrader"]["assignment"]
            )
            for cell in notebook.grade_cells:
                if cell.name not in present:
                    self._tampered(cell.name, "deleted")
        return nb, resources

    def _tampered(self, grade_id: str, how: str) -> None:
        question = exercise_of(grade_id)
        note = f"the test cell of {question} was {how}; the grader put the teacher's back"
        self.log.warning("%s: %s", _who(self._resources), note)
        _notes(self._nb)[grade_id] = note

    def preprocess_cell(
        self, cell: NotebookNode, resources: ResourcesDict, cell_index: int
    ) -> tuple[Any, Any]:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        if grade_id and utils.is_grade(cell):
            try:
                master = self.gradebook.find_source_cell(
                    grade_id, self.notebook_id, self.assignment_id
                ).source
            except MissingEntry:
                master = None
            if master is not None:
                if cell.source in (master, released_form(master)):
                    self._honest.add(grade_id)
                elif grade_id.endswith("_tests"):
                    self._tampered(grade_id, "edited")
        restored: tuple[Any, Any] = super().preprocess_cell(cell, resources, cell_index)
        return restored

    def report_change(self, name: str, attr: str, old: Any, new: Any) -> None:
        if attr == "checksum" and name in self._honest:
            return  # the release removed the hidden tests: restoring them is routine
        if attr == "checksum":
            return  # said once, by student and question, in preprocess_cell
        super().report_change(name, attr, old, new)

    def add_missing_grade_cells(
        self, nb: NotebookNode, resources: ResourcesDict
    ) -> tuple[Any, Any]:
        # nbgrader's own warning names neither student nor notebook: ours (above) does.
        level = self.log.level
        self.log.setLevel("ERROR")
        try:
            added: tuple[Any, Any] = super().add_missing_grade_cells(nb, resources)
        finally:
            self.log.setLevel(level)
        for cell in added[0].cells:  # the cells put back have no id, which nbformat warns about
            cell.setdefault("id", random_cell_id())  # type: ignore[no-untyped-call]
        return added


class TrustedExecute(NbGraderPreprocessor):  # type: ignore[misc]
    """Grade the notebook in two processes, the student's code apart from the checks."""

    call_seconds = Float(Limits.call_seconds, help="one call of a student's function").tag(
        config=True
    )
    cell_seconds = Float(Limits.cell_seconds, help="one code cell").tag(config=True)
    check_seconds = Float(Limits.check_seconds, help="one whole check").tag(config=True)
    restarts = Int(Limits.restarts, help="children killed before giving up").tag(config=True)

    def preprocess(self, nb: NotebookNode, resources: ResourcesDict) -> tuple[Any, Any]:
        code = [cell for cell in nb.cells if cell.cell_type == "code"]
        tests = {
            id(cell): cell.metadata["nbgrader"]["grade_id"]
            for cell in code
            if utils.is_grade(cell) and not utils.is_solution(cell)
        }
        limits = Limits(self.call_seconds, self.cell_seconds, self.check_seconds, self.restarts)
        cells = [(graded_source(cell), tests.get(id(cell))) for cell in code]
        verdicts = grade_cells(cells, limits)
        by_test = {verdict.grade_id: verdict for verdict in verdicts}
        notes = _notes(nb)
        for cell in code:
            cell.outputs, cell.execution_count = [], None
            verdict = by_test.get(tests.get(id(cell), ""))
            if verdict is None:
                continue
            head = "✔ Right!" if verdict.passed else "✘ Not yet."
            text = f"{head} {verdict.message}".strip()
            if verdict.passed:
                cell.outputs = [new_output("stream", name="stdout", text=text)]
            else:
                cell.outputs = [
                    NotebookNode(output_type="error", ename="NotYet", evalue=text, traceback=[text])
                ]
                earlier = notes.get(verdict.grade_id)
                notes[verdict.grade_id] = f"{earlier}; {text}" if earlier else text
        resources[KEY] = notes  # nbgrader clears the notebook's metadata before SaveNotes
        right = sum(verdict.passed for verdict in verdicts)
        self.log.info("%s: %d of %d answers right", _who(resources), right, len(verdicts))
        return nb, resources


class SaveNotes(NbGraderPreprocessor):  # type: ignore[misc]
    """Keep each question's note as the autograder's comment on its answer cell."""

    def preprocess(self, nb: NotebookNode, resources: ResourcesDict) -> tuple[Any, Any]:
        grading = resources["nbgrader"]
        with Gradebook(grading["db_url"]) as gradebook:
            for grade_id, note in resources.get(KEY, {}).items():
                try:
                    comment = gradebook.find_comment(
                        grade_id.removesuffix("_tests"),
                        grading["notebook"],
                        grading["assignment"],
                        grading["student"],
                    )
                except MissingEntry:
                    continue
                comment.auto_comment = note
            gradebook.db.commit()
        return nb, resources
