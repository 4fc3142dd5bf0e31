"""How a check reads a student's answer: numbers, sets of names, words and functions.

Each reader either returns the answer in the shape the check needs or raises a
:class:`~junkspace.teaching.feedback.Hint` that says, politely, what shape was expected and
what came instead. A student's function is called through :func:`call`, so an exception
inside it, or a forgotten ``return``, becomes a hint about the student's code, never a
traceback from the check.

>>> number(6.0, "the number of tiles")
6.0
>>> try:
...     names("cargo", "field names")
... except Hint as hint:
...     print(hint.message[-47:])
such as 'cargo' would be read letter by letter.
"""

from __future__ import annotations

import contextlib
import math
import numbers
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from . import feedback
from .feedback import Hint
from .limits import Allowance, TookTooLong, current
from .shortcuts import Library, refuse_ran, run_watched

#: How long one call of a student's function may take, in seconds.
SECONDS = 5.0

#: How long all the calls of a student's function in one check may take together, in seconds.
ALL_CALLS_SECONDS = 20.0

#: Nothing to refuse (a check that only needs the time limit).
NOTHING = Library({})

#: The limits while :func:`lifted_limits` holds: a day, past any grader's own.
LIFTED = 86_400.0

__all__ = [
    "ALL_CALLS_SECONDS",
    "LIFTED",
    "NOTHING",
    "SECONDS",
    "call",
    "function",
    "kind",
    "lifted_limits",
    "names",
    "number",
    "plain",
    "shown",
    "truth_value",
    "words",
]


def kind(value: object) -> str:
    """The type of ``value`` with its article, for a hint.

    >>> kind(5), kind(None)
    ('an int', 'a NoneType')
    """
    name = type(value).__name__
    return f"{'an' if name[0].lower() in 'aeiou' else 'a'} {name}"


def shown(value: object, limit: int = 60) -> str:
    """A short repr of ``value`` for a hint."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def one_per_case(answer: object, count: int, what: str, listing: str) -> list[Any]:
    """``answer`` as a list of ``count`` answers, one per case, or a Hint that says what to give.

    ``what`` names one answer and ``listing`` says what the list holds, with an example.

    >>> one_per_case((0, 2, 0), 3, "seat", "seat numbers like [0, 0, 0]")
    [0, 2, 0]
    >>> one_per_case([1], 2, "verdict", 'strings like ["yes", "no"]')
    Traceback (most recent call last):
    ...
    junkspace.teaching.feedback.Hint: Give 2 verdicts, one per case; you gave 1.
    """
    if isinstance(answer, str) or not hasattr(answer, "__len__"):
        raise Hint(
            f"Give one {what} per case, as a list of {count} {listing}, "
            f"not {kind(answer)} ({shown(answer)})."
        )
    given: list[Any] = list(answer)  # type: ignore[call-overload]
    if len(given) != count:
        raise Hint(f"Give {count} {what}s, one per case; you gave {len(given)}.")
    return given


def number(answer: object, what: str) -> float:
    """``answer`` as a number (an int, a float, a NumPy number; not a bool, not text)."""
    if isinstance(answer, bool) or not isinstance(answer, numbers.Real):
        raise Hint(f"Give {what} as a number, like 3, not {kind(answer)} ({shown(answer)}).")
    return float(answer)


def names(answer: object, what: str) -> set[str]:
    """``answer`` as a set of names: any collection of strings (a set, a list, a tuple)."""
    if isinstance(answer, str):
        raise Hint(
            f'Give {what} as a set of strings, like {{"a", "b"}}: a single string such as '
            f"{shown(answer)} would be read letter by letter."
        )
    if not isinstance(answer, Iterable):
        raise Hint(
            f'Give {what} as a set of strings, like {{"a", "b"}}, not '
            f"{kind(answer)} ({shown(answer)})."
        )
    given = list(answer)
    odd = [item for item in given if not isinstance(item, str)]
    if odd:
        raise Hint(f"Give {what} as strings; {shown(odd[0])} is {kind(odd[0])}.")
    return {plain(item).strip() for item in given}


def plain(text: str) -> str:
    """``text`` as a plain ``str``: a subclass's own methods (``__eq__``, ``strip``…) dropped.

    Checks compare answers only in types they trust, so a string that claims to equal
    anything is read as the characters it holds.

    >>> class Anything(str):
    ...     def __eq__(self, other): return True
    ...     __hash__ = str.__hash__
    >>> type(plain(Anything("x"))), plain(Anything("x")) == "y"
    (<class 'str'>, False)
    """
    return str.__str__(text)


def words(answer: object) -> str:
    """``answer`` as plain lowercase words: curly apostrophes straightened, spaces collapsed.

    >>> words("  Can’t   Tell ")
    "can't tell"
    """
    if not isinstance(answer, str):
        raise Hint(f"Answer in words, as a string, not {kind(answer)}.")
    text = (
        unicodedata.normalize("NFKC", plain(answer)).replace("\u2019", "'").replace("\u2018", "'")
    )
    return " ".join(text.lower().split())


def truth_value(value: object) -> bool | None:
    """``value`` as True or False when it is one (a bool, a NumPy bool, or the whole number
    1 or 0, which Python treats as True and False), else None.

    >>> truth_value(1), truth_value(0.0), truth_value("yes")
    (True, False, None)
    """
    if isinstance(value, bool):
        return value
    if type(value).__module__ == "numpy" and type(value).__name__.startswith("bool"):
        return bool(value)
    if isinstance(value, numbers.Real) and float(value) in (0.0, 1.0):
        return float(value) == 1.0
    return None


@contextlib.contextmanager
def lifted_limits() -> Iterator[None]:
    """While inside, the checks' own time limits (:data:`SECONDS`, :data:`ALL_CALLS_SECONDS`,
    :data:`~junkspace.teaching.feedback.CHECK_SECONDS`) are :data:`LIFTED`.

    For the grader (:mod:`junkspace.teaching.grader`), which bounds the student's code
    itself, by killing the process it runs in: there a call's wall time includes the trip
    between processes and whatever else a crowded machine runs, which must not fail a right
    answer, and a check's timer firing while the grader waits for the student's process
    would leave that process's reply to be read as the next one.

    >>> from junkspace.teaching import answers
    >>> with lifted_limits():
    ...     answers.SECONDS, feedback.CHECK_SECONDS
    (86400.0, 86400.0)
    >>> answers.SECONDS, feedback.CHECK_SECONDS
    (5.0, 120.0)
    """
    global SECONDS, ALL_CALLS_SECONDS
    saved = SECONDS, ALL_CALLS_SECONDS, feedback.CHECK_SECONDS
    SECONDS = ALL_CALLS_SECONDS = feedback.CHECK_SECONDS = LIFTED
    try:
        yield
    finally:
        SECONDS, ALL_CALLS_SECONDS, feedback.CHECK_SECONDS = saved


def function(student: object, what: str) -> Callable[..., Any]:
    """``student`` if it can be called; else a hint to pass the function itself."""
    if not callable(student):
        raise Hint(
            f"Give {what} itself, without calling it: check(my_function), not "
            f"check(my_function(...)). This is {kind(student)} ({shown(student)})."
        )
    return student


def call(
    student: Callable[..., Any],
    *args: Any,
    where: str = "",
    library: Library = NOTHING,
    seconds: float | None = None,
) -> Any:
    """``student(*args)``, watched and bounded; ``where`` names the case in hints.

    An exception, ``None`` or more than ``seconds`` (:data:`SECONDS` unless told) of work
    becomes a hint about the student's code, as does going past what is left of the check's
    allowance for all its calls (see :func:`~junkspace.teaching.feedback.exercise`) or
    running any part of ``library`` (see :mod:`junkspace.teaching.shortcuts`).

    >>> try:
    ...     call(lambda: sum(1 for _ in iter(int, 1)), seconds=0.1)
    ... except Hint as hint:
    ...     print(hint.message[:36])
    Your function took longer than 0.1 s
    """
    place = f"{where}: your" if where else "Your"
    limit = SECONDS if seconds is None else seconds
    shared = current() or Allowance(limit)
    try:
        result, ran = shared.within(limit, run_watched, student, args, library)
    except TookTooLong as slow:
        if math.isnan(slow.seconds):  # the whole check's limit, not this call's
            raise
        if slow.shared:
            raise Hint(
                f"{place} function's calls took longer than {shared.seconds:g} s in all. Each "
                "is quick enough, but the check needs many: look for work done again and again."
            ) from None
        raise Hint(
            f"{place} function took longer than {slow.seconds:g} s. Look for a loop that never "
            "ends, or work done again and again."
        ) from None
    except Hint:
        raise
    except Exception as err:  # a student's function may fail in any way
        raise Hint(f"{place} function raised {type(err).__name__}: {err}") from err
    refuse_ran(ran)
    if result is None:
        raise Hint(f"{place} function returned None. Does every path end with a `return`?")
    return result
