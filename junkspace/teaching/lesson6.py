"""Checks for lesson 6, *Simulation and balance* (notebooks/lessons/6_balance.ipynb).

>>> check_verdict(["yes"] * len(VERDICT_CASES))
✘ Not yet. The seats do not all get the same verdict: compute each one's 95% interval.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from ..simulation import stats
from .answers import call, function, number, one_per_case, shown, words
from .feedback import Hint, exercise
from .shortcuts import Library, refuse_borrowed

__all__ = [
    "FRESH_CASES",
    "VERDICT_CASES",
    "WILSON_CASES",
    "WILSON_TOLERANCE",
    "check_verdict",
    "check_wilson",
    "fresh_cases",
]

#: The (successes, trials) exercise 6.1 is checked on: rates of 0 and 1 (where the textbook
#: interval collapses), a shared win's half, small and large samples.
WILSON_CASES = ((95, 100), (0, 10), (10, 10), (250, 1000), (3, 7), (50, 100), (2.5, 10))

#: How far an interval's ends may be from the check's: the notebook's z = 1.96 is 4e-5 away
#: from the exact 1.959964…, which moves the ends of :data:`WILSON_CASES` by at most 8e-6;
#: z = 2 moves them by 6e-4 or more.
WILSON_TOLERANCE = 1e-4

_Z95 = 1.959963984540054


def _score_interval(successes: float, trials: int, z: float = _Z95) -> tuple[float, float]:
    """The Wilson interval found another way than by its formula: by bisection, the rates
    ``q`` that a score test at ``z`` does not reject, ``(p - q)² ≤ z² q (1 - q) / n``."""
    p = successes / trials

    def rejected(q: float) -> bool:
        return (p - q) ** 2 > z * z * q * (1 - q) / trials

    def edge(inside: float, outside: float) -> float:
        for _ in range(80):
            middle = (inside + outside) / 2
            inside, outside = (inside, middle) if rejected(middle) else (middle, outside)
        return (inside + outside) / 2

    return edge(p, 0.0) if p > 0 else 0.0, edge(p, 1.0) if p < 1 else 1.0


def _wald(successes: float, trials: int) -> tuple[float, float]:
    p = successes / trials
    half = _Z95 * math.sqrt(p * (1 - p) / trials)
    return p - half, p + half


def _near(got: Sequence[float], truth: Sequence[float]) -> bool:
    return all(abs(g - t) < WILSON_TOLERANCE for g, t in zip(got, truth, strict=True))


def _rounded(end: float, truth: float, places: int) -> bool:
    """True when ``end`` is ``truth`` rounded to ``places`` decimals (give or take z = 1.96)."""
    step = 10.0**-places
    whole = abs(end / step - round(end / step)) < 1e-6
    return whole and abs(end - truth) <= step / 2 + WILSON_TOLERANCE


def _near_or_rounded(got: Sequence[float], truth: Sequence[float]) -> bool:
    """:func:`_near`, or every end rounded to 3 decimals or more (as a student may print)."""
    return _near(got, truth) or all(
        any(_rounded(g, t, places) for places in range(3, 7))
        for g, t in zip(got, truth, strict=True)
    )


_LIBRARY = Library(
    {
        stats: "junkspace's wilson (or another of its intervals)",
        _score_interval: "the check's own interval",
    }
)

#: How many :data:`WILSON_CASES` :func:`check_wilson` adds, drawn afresh each time.
FRESH_CASES = 4


def fresh_cases(chooser: random.Random) -> list[tuple[float, int]]:
    """:data:`FRESH_CASES` (successes, trials) drawn with ``chooser``, halves included."""
    cases = []
    for _ in range(FRESH_CASES):
        trials = chooser.randint(1, 2000)
        cases.append((chooser.randint(0, 2 * trials) / 2, trials))
    return cases


@exercise("6.1", "a function interval(successes, trials) that returns two numbers (low, high)")
def check_wilson(interval: object) -> str:
    """Exercise 6.1: the Wilson 95% interval of ``successes`` out of ``trials``.

    Checked on :data:`WILSON_CASES` and on :func:`fresh_cases` against a bisection of the
    score test (not the formula), with a tolerance that accepts the notebook's z = 1.96
    (:data:`WILSON_TOLERANCE`) and ends rounded to 3 decimals or more.
    """
    student: Callable[..., object] = function(interval, "your interval function")
    refuse_borrowed(student, _LIBRARY)
    chooser = random.Random(random.SystemRandom().random())
    for successes, trials in (*WILSON_CASES, *fresh_cases(chooser)):
        truth = _score_interval(successes, trials)
        case = f"For {successes:g} out of {trials}"
        got = call(student, successes, trials, where=case, library=_LIBRARY)
        if isinstance(got, (str, bytes)) or not hasattr(got, "__len__") or len(got) != 2:
            raise Hint(
                f"{case} your function returned {shown(got)}: return two numbers, low and high."
            )
        low, high = (number(end, "each end of the interval") for end in got)
        if _near_or_rounded((low, high), truth):
            continue
        if _near_or_rounded((high, low), truth):
            raise Hint(f"{case} your interval comes as (high, low): give the low end first.")
        if max(low, high) > 1.5:
            raise Hint(f"{case} your interval is ({low:g}, {high:g}): give rates between 0 and 1.")
        if _near((low, high), _wald(successes, trials)):
            raise Hint(
                "That is the textbook interval p ± 1.96·sqrt(p(1-p)/n): it shrinks to a point at "
                "0% and 100%. Wilson's interval moves the centre toward 50% first."
            )
        if _near((low, high), _score_interval(successes, trials, z=2.0)):
            raise Hint("That is the interval for z = 2: the notebook's 95% uses z = 1.96.")
        if all(_rounded(end, t, 2) for end, t in zip((low, high), truth, strict=True)):
            raise Hint(
                f"{case} your interval is ({low:g}, {high:g}): rounded to 2 decimals it is too "
                "coarse to check. Round to 3 decimals or more, or not at all."
            )
        part = (
            "the centre is right but the half-width is"
            if abs((low + high) / 2 - sum(truth) / 2) < WILSON_TOLERANCE
            else "the centre is"
        )
        raise Hint(f"{case} your interval is ({low:.4f}, {high:.4f}): {part} not right.")
    return "Now every win rate can say how sure it is."


#: Exercise 6.2's seats: (players, first seat's wins, games). Some rates look favoured or
#: unfavoured but their interval cannot tell; deciding from the rate alone fails.
VERDICT_CASES = (
    (2, 70, 100),
    (2, 55, 100),
    (2, 40, 100),
    (4, 36, 100),
    (4, 30, 100),
    (5, 77.5, 300),
)

_VERDICTS = {
    "yes": "yes",
    "no": "no",
    "can't tell": "can't tell",
    "cant tell": "can't tell",
    "cannot tell": "can't tell",
    "can not tell": "can't tell",
}


def _judged(players: int, wins: float, games: int) -> str:
    low, high = _score_interval(wins, games)
    fair = 1 / players
    return "yes" if low > fair else "no" if high < fair else "can't tell"


def _fair_at_half(players: int, wins: float, games: int) -> str:
    """The verdict of a student who takes 50% as the fair share at every table."""
    return _judged(2, wins, games)


def _rate_alone(players: int, wins: float, games: int) -> str:
    """The verdict of a student who compares the rate alone with the fair share."""
    rate, fair = wins / games, 1 / players
    return "yes" if rate > fair else "no" if rate < fair else "can't tell"


#: Each documented mistake of exercise 6.2, as the verdicts it gives, and its hint.
_VERDICT_MISTAKES: tuple[tuple[Callable[[int, float, int], str], str], ...] = (
    (
        _rate_alone,
        "Those verdicts compare the rate alone with the fair share. Decide from the whole "
        "95% interval: 'can't tell' when the fair share is inside it.",
    ),
    (
        _fair_at_half,
        "Those verdicts take 50% as the fair share at every table. With more players, a "
        "seat's fair share of the wins is 1/players.",
    ),
)


@exercise("6.2", "a list of verdicts, one per case: 'yes', 'no' or \"can't tell\"")
def check_verdict(verdicts: object, rows: Sequence[tuple[int, float, int]] = ()) -> str:
    """Exercise 6.2: for each seat of :data:`VERDICT_CASES` and then of ``rows`` (the
    notebook's own measurements, as (players, wins, games)): is it favoured at 95%, ``"yes"``,
    ``"no"`` or ``"can't tell"``? Several cases at once, so a guess does not pass; a wrong
    answer's hint names the mistake, never which case is wrong, so trying verdicts case by
    case does not find them either."""
    cases = [*VERDICT_CASES, *rows]
    given = one_per_case(verdicts, len(cases), "verdict", 'strings like ["yes", "no", ...]')
    said = []
    for case, answer in enumerate(given, 1):
        verdict = _VERDICTS.get(words(answer))
        if verdict is None:
            raise Hint(f"Case {case}: answer 'yes', 'no' or \"can't tell\", not {shown(answer)}.")
        said.append(verdict)
    table = [(int(players), float(wins), int(games)) for players, wins, games in cases]
    if said == [_judged(*row) for row in table]:
        return "Deciding from the interval, not from the rate alone, is the point."
    for mistake, hint in _VERDICT_MISTAKES:
        if said == [mistake(*row) for row in table]:
            raise Hint(hint)
    if len(set(said)) == 1:
        raise Hint("The seats do not all get the same verdict: compute each one's 95% interval.")
    raise Hint(
        "Not every verdict is right. For each case, compute the 95% interval of the seat's "
        "win rate and compare both of its ends with the fair share, 1/players."
    )
