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
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

c = get_config()  # type: ignore[name-defined]  # noqa: F821  (nbgrader provides it)

c.CourseDirectory.root = str(HERE)
c.CourseDirectory.source_directory = "source"
c.CourseDirectory.release_directory = str(HERE.parent)
# A solution region becomes one blank line: the placeholder written before it stays.
c.ClearSolutions.code_stub = {"python": ""}
c.ExportApp.plugin_class = "question_table.QuestionTable"
# A lesson's slowest cell (lesson 6's simulations) takes seconds; a stuck one is cut at 5 min.
c.Execute.timeout = 300
