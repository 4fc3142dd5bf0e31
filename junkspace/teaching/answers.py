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

import numbers
import unicodedata
from collections.abc import Callable, Iterable
from typing import Any

from .feedback import Hint

__all__ = [
    "call",
    "function",
    "kind",
    "names",
    "number",
    "shown",
    "truth_value",
    "words",
    "wrong_cases",
]


def kind(value: object) -> str:
    """The type of ``value`` with its article, for a hint.

    >>> kind(5), kind(None)
    ('an int', 'a NoneType')
    """
    name = type(value).__name__
    return f"{'an' if name[0].lower() in 'aeiou' else 'a'} {name}"


def wrong_cases(cases: list[int]) -> str:
    """The start of a hint naming the numbered cases a student got wrong.

    >>> wrong_cases([2]), wrong_cases([1, 3, 4])
    ('Case 2 is not right.', 'Cases 1, 3 and 4 are not right.')
    """
    if len(cases) == 1:
        return f"Case {cases[0]} is not right."
    *most, last = map(str, cases)
    return f"Cases {', '.join(most)} and {last} are not right."


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
    return {item.strip() for item in given}


def words(answer: object) -> str:
    """``answer`` as plain lowercase words: curly apostrophes straightened, spaces collapsed.

    >>> words("  Can’t   Tell ")
    "can't tell"
    """
    if not isinstance(answer, str):
        raise Hint(f"Answer in words, as a string, not {kind(answer)}.")
    text = unicodedata.normalize("NFKC", answer).replace("\u2019", "'").replace("\u2018", "'")
    return " ".join(text.lower().split())


def truth_value(value: object) -> bool | None:
    """``value`` as True or False when it is one (a bool or a NumPy bool), else None."""
    if isinstance(value, bool):
        return value
    if type(value).__module__ == "numpy" and type(value).__name__.startswith("bool"):
        return bool(value)
    return None


def function(student: object, what: str) -> Callable[..., Any]:
    """``student`` if it can be called; else a hint to pass the function itself."""
    if not callable(student):
        raise Hint(
            f"Give {what} itself, without calling it: check(my_function), not "
            f"check(my_function(...)). This is {kind(student)} ({shown(student)})."
        )
    return student


def call(student: Callable[..., Any], *args: Any, where: str = "") -> Any:
    """``student(*args)``; an exception or ``None`` becomes a hint (``where`` names the case)."""
    place = f"{where}: your" if where else "Your"
    try:
        result = student(*args)
    except Hint:
        raise
    except Exception as err:  # a student's function may fail in any way
        raise Hint(f"{place} function raised {type(err).__name__}: {err}") from err
    if result is None:
        raise Hint(f"{place} function returned None. Does every path end with a `return`?")
    return result
