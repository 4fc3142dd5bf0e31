"""What a check says back to a student: right, or a hint that points at the mistake.

Every exercise has one check, a pure function registered under the exercise's number
(``"1.1"`` … ``"6.2"``) with :func:`exercise`. It returns a :class:`Feedback`: truthy when the
answer is right, shown in a notebook as a coloured box and in a terminal as one line. A hint
never contains the answer itself.

The box is a convenience for the student, not a grade. A student can always print something
that looks like it, so the grade comes from running the checks again on the submitted
answers (:func:`grade`, what the autograder's hidden tests call). To keep an honest student
from faking one by accident, a :class:`Feedback` cannot be made outside a check: its
constructor takes a private seal.

>>> from junkspace.teaching import lesson1
>>> lesson1.check_cargo_size(0)
✘ Not yet. Count the tiles in state.cargo[0]: one tuple of tile ids, and each id is a tile.
>>> grade("1.1", 0).passed
False
>>> Feedback("1.1", True, "Right")
Traceback (most recent call last):
...
TypeError: a Feedback comes only from a check, e.g. lesson1.check_cargo_size(answer)
"""

from __future__ import annotations

import functools
import html
from collections.abc import Callable
from typing import Any

from .limits import TookTooLong, allowance, within

__all__ = ["CHECK_SECONDS", "EXERCISES", "Feedback", "Hint", "exercise", "grade"]

_SEAL = object()

#: How long one check may take in all, the student's calls and its own work, in seconds: a
#: net under the limits on the student's calls, far above what a check needs.
CHECK_SECONDS = 120.0

#: Every exercise's check, by exercise number (filled as the lesson modules are imported).
EXERCISES: dict[str, Callable[..., Feedback]] = {}


class Feedback:
    """The result of checking one answer to one exercise."""

    __slots__ = ("exercise", "message", "passed")

    exercise: str
    passed: bool
    message: str

    def __init__(self, exercise: str, passed: bool, message: str, *, seal: object = None) -> None:
        if seal is not _SEAL:
            raise TypeError(
                "a Feedback comes only from a check, e.g. lesson1.check_cargo_size(answer)"
            )
        object.__setattr__(self, "exercise", exercise)
        object.__setattr__(self, "passed", passed)
        object.__setattr__(self, "message", message)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Feedback cannot be changed")

    @property
    def correct(self) -> bool:
        """The same as :attr:`passed` (the name older notebooks use)."""
        return self.passed

    def __bool__(self) -> bool:
        return self.passed

    def __repr__(self) -> str:
        head = "✔ Right!" if self.passed else "✘ Not yet."
        return f"{head} {self.message}".rstrip()

    def _repr_html_(self) -> str:
        colour, border, head = (
            ("#e8f5e9", "#2e7d32", "✔ Right!")
            if self.passed
            else ("#fff8e1", "#f9a825", "✘ Not yet.")
        )
        return (
            f'<div style="background:{colour};border-left:4px solid {border};padding:8px 12px;'
            f'margin:4px 0;font-family:sans-serif"><b>{head}</b> {html.escape(self.message)}'
            f' <small style="color:#777">(exercise {html.escape(self.exercise)})</small></div>'
        )


class Hint(Exception):
    """Raised inside a check: the answer is not right, and the message says where to look."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def exercise(number: str, expects: str) -> Callable[[Callable[..., str]], Callable[..., Feedback]]:
    """Make ``check`` the check of exercise ``number``.

    ``check`` returns a remark for a right answer or raises :class:`Hint`. Anything else it
    raises (an answer of a shape no check foresaw) becomes a polite hint that says what the
    exercise ``expects``, never a traceback. A check answers within :data:`CHECK_SECONDS`;
    each call of the student's function may take
    :data:`~junkspace.teaching.answers.SECONDS`, and all of them together
    :data:`~junkspace.teaching.answers.ALL_CALLS_SECONDS`.
    """

    def register(check: Callable[..., str]) -> Callable[..., Feedback]:
        @functools.wraps(check)
        def checked(*args: Any, **kwargs: Any) -> Feedback:
            from .answers import ALL_CALLS_SECONDS  # answers reads hints from here

            try:
                with allowance(ALL_CALLS_SECONDS):
                    remark = within(CHECK_SECONDS, functools.partial(check, *args, **kwargs))
                return Feedback(number, True, remark, seal=_SEAL)
            except Hint as hint:
                return Feedback(number, False, hint.message, seal=_SEAL)
            except TookTooLong:
                message = (
                    f"Checking your answer took longer than {CHECK_SECONDS:g} s in all. Is "
                    "your function slow only sometimes? Look for work done again and again."
                )
                return Feedback(number, False, message, seal=_SEAL)
            except Exception as err:  # an answer of a shape no check foresaw
                message = f"This check could not use your answer ({type(err).__name__}): "
                return Feedback(number, False, message + f"it expects {expects}.", seal=_SEAL)

        EXERCISES[number] = checked
        return checked

    return register


def grade(number: str, *answer: Any, **options: Any) -> Feedback:
    """Check ``answer`` to exercise ``number`` afresh: what an autograder calls.

    The result does not depend on anything the notebook printed or computed before, only on
    the answer and the engine.
    """
    from . import lesson1, lesson2, lesson3, lesson4, lesson5, lesson6  # noqa: F401 - registers

    if number not in EXERCISES:
        raise KeyError(f"no exercise {number!r}; the exercises are {sorted(EXERCISES)}")
    return EXERCISES[number](*answer, **options)
