"""nbgrader's configuration for the junkspace course (run nbgrader from this folder).

The teacher's edition of the lessons is ``source/lessons/`` (solutions and hidden tests);
``nbgrader generate_assignment lessons`` writes the student edition next to this folder, in
``../lessons`` (notebooks/lessons), the notebooks the repository ships. Submissions go in
``submitted/<student>/lessons/``; ``nbgrader autograde lessons`` grades them into
``gradebook.db`` and
``nbgrader export --exporter=question_table.QuestionTable`` writes ``grades.csv``, one row per
student and question.
"""

import sys
import warnings
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from nbconvert.preprocessors import ClearMetadataPreprocessor  # noqa: E402
from nbgrader.preprocessors import (  # noqa: E402
    AssignLatePenalties,
    CheckCellMetadata,
    ClearOutput,
    DeduplicateIds,
    IgnorePattern,
    LimitOutput,
    OverwriteKernelspec,
    SaveAutoGrades,
)
from sqlalchemy.exc import SAWarning  # noqa: E402
from trusted_grading import RestoreTests, SaveNotes, TrustedExecute  # noqa: E402

# nbgrader 0.9 builds a new submission's rows before it adds them to the database session,
# which SQLAlchemy 2 warns about for every new student (the rows are added a line later): the
# teacher's log keeps only what concerns the grades.
warnings.filterwarnings(
    "ignore", r"Object of type <Submitted\w+> not in session", SAWarning, "nbgrader"
)

c = get_config()  # type: ignore[name-defined]  # noqa: F821  (nbgrader provides it)

c.CourseDirectory.root = str(HERE)
c.CourseDirectory.source_directory = "source"
c.CourseDirectory.release_directory = str(HERE.parent)
# A solution region becomes one blank line: the placeholder written before it stays.
c.ClearSolutions.code_stub = {"python": ""}
c.ExportApp.plugin_class = "question_table.QuestionTable"

# Grading with checks the students' code cannot reach (trusted_grading.py): the student's cells
# run in a child process, the checks in nbgrader's, with time limits (seconds) for every call.
c.Autograde.sanitize_preprocessors = [
    ClearOutput,
    DeduplicateIds,
    OverwriteKernelspec,
    RestoreTests,
    CheckCellMetadata,
]
c.Autograde.autograde_preprocessors = [
    TrustedExecute,
    IgnorePattern,
    ClearMetadataPreprocessor,
    LimitOutput,
    SaveAutoGrades,
    SaveNotes,
    AssignLatePenalties,
    CheckCellMetadata,
]
c.TrustedExecute.call_seconds = 10
c.TrustedExecute.cell_seconds = 120
c.TrustedExecute.check_seconds = 120
# Several `nbgrader autograde --student` at once (grade_class.py) share the gradebook.
c.CourseDirectory.db_url = f"sqlite:///{HERE / 'gradebook.db'}?timeout=60"
