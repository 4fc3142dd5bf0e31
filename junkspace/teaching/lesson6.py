"""Checks for lesson 6, *Simulation and balance* (notebooks/lessons/6_balance.ipynb).

>>> check_verdict(["yes"] * len(VERDICT_CASES))
✘ Not yet. Cases 2, 3 and 5 are not right. Decide from the whole 95% interval, not from the rate.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Sequence

from ..simulation import stats
from .answers import call, function, number, one_per_case, shown, words, wrong_cases
from .feedback import Hint, exercise
from .shortcuts import check_tripped, refuse_borrowed, tripwires

__all__ = ["VERDICT_CASES", "WILSON_CASES", "WILSON_TOLERANCE", "check_verdict", "check_wilson"]

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


_LIBRARY = {stats.wilson: "junkspace's wilson", _score_interval: "the check's own interval"}


@exercise("6.1", "a function interval(successes, trials) that returns two numbers (low, high)")
def check_wilson(interval: object) -> str:
    """Exercise 6.1: the Wilson 95% interval of ``successes`` out of ``trials``.

    Checked against a bisection of the score test (not the formula), with a tolerance that
    accepts the notebook's z = 1.96 (:data:`WILSON_TOLERANCE`).
    """
    student: Callable[..., object] = function(interval, "your interval function")
    refuse_borrowed(student, _LIBRARY)
    package = sys.modules["junkspace.simulation"]
    wires = {(stats, "wilson"): "junkspace's wilson", (package, "wilson"): "junkspace's wilson"}
    for successes, trials in WILSON_CASES:
        truth = _score_interval(successes, trials)
        case = f"For {successes:g} out of {trials}"
        with tripwires(wires) as tripped:
            got = call(student, successes, trials, where=case)
        check_tripped(tripped)
        if isinstance(got, (str, bytes)) or not hasattr(got, "__len__") or len(got) != 2:
            raise Hint(
                f"{case} your function returned {shown(got)}: return two numbers, low and high."
            )
        low, high = (number(end, "each end of the interval") for end in got)
        if _near((low, high), truth):
            continue
        if _near((high, low), truth):
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


@exercise("6.2", "a list of verdicts, one per case: 'yes', 'no' or \"can't tell\"")
def check_verdict(verdicts: object, rows: Sequence[tuple[int, float, int]] = ()) -> str:
    """Exercise 6.2: for each seat of :data:`VERDICT_CASES` and then of ``rows`` (the
    notebook's own measurements, as (players, wins, games)): is it favoured at 95%, ``"yes"``,
    ``"no"`` or ``"can't tell"``? Several cases at once, so a guess does not pass."""
    cases = [*VERDICT_CASES, *rows]
    given = one_per_case(verdicts, len(cases), "verdict", 'strings like ["yes", "no", ...]')
    wrong = []
    for case, (answer, (players, wins, games)) in enumerate(zip(given, cases, strict=True), 1):
        said = _VERDICTS.get(words(answer))
        if said is None:
            raise Hint(f"Case {case}: answer 'yes', 'no' or \"can't tell\", not {shown(answer)}.")
        if said != _judged(int(players), float(wins), int(games)):
            wrong.append(case)
    if not wrong:
        return "Deciding from the interval, not from the rate alone, is the point."
    raise Hint(f"{wrong_cases(wrong)} Decide from the whole 95% interval, not from the rate.")
