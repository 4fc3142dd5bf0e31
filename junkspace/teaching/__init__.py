"""The teaching track's exercise checks (one module per lesson in notebooks/lessons).

A check computes the right answer from the engine and compares it with the student's; a wrong
answer gets a :class:`~junkspace.teaching.feedback.Feedback` hint about the kind of mistake,
never the answer itself. Every check is registered under its exercise's number, and
:func:`~junkspace.teaching.feedback.grade` runs one afresh: what an autograder calls, since
the box a notebook shows is only a convenience.

>>> sorted(EXERCISES)[:3], len(EXERCISES)
(['1.1', '1.2', '1.3'], 20)
"""

from . import lesson1, lesson2, lesson3, lesson4, lesson5, lesson6
from .feedback import EXERCISES, Feedback, grade

__all__ = [
    "EXERCISES",
    "Feedback",
    "grade",
    "lesson1",
    "lesson2",
    "lesson3",
    "lesson4",
    "lesson5",
    "lesson6",
]
