"""The teaching track's exercise checks (one module per lesson in notebooks/lessons).

A check computes the right answer from the engine and compares it with the student's; a wrong
answer gets a :class:`~junkspace.teaching.feedback.Feedback` hint about the kind of mistake,
never the answer itself. The teacher's guide (docs/teaching.md) has the answers.
"""

from .feedback import Feedback

__all__ = ["Feedback"]
