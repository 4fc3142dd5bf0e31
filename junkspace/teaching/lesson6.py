"""Checks for lesson 6, *Simulation and balance* (notebooks/lessons/6_balance.ipynb).

>>> check_verdict("yes", wins=40, games=100, players=2)
✘ Not yet. With 40 wins in 100 games the 95% interval is 31%–50%: it lies below the fair 50%.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ..simulation import wilson
from .feedback import Feedback

__all__ = ["check_verdict", "check_wilson", "verdict"]

_CASES = ((95, 100), (0, 10), (10, 10), (250, 1000), (3, 7), (50, 100))


def _wald(successes: float, trials: int) -> tuple[float, float]:
    p = successes / trials
    half = 1.959963984540054 * math.sqrt(p * (1 - p) / trials)
    return p - half, p + half


def check_wilson(interval: Callable[[float, int], tuple[float, float]]) -> Feedback:
    """Exercise 6.1: the Wilson 95% interval of ``successes`` out of ``trials``."""
    for successes, trials in _CASES:
        truth = wilson(successes, trials)
        try:
            got = tuple(interval(successes, trials))
        except Exception as err:  # a student's function may fail in any way
            return Feedback.hint(f"Your function raised {type(err).__name__}: {err}")
        if len(got) == 2 and all(abs(g - t) < 1e-6 for g, t in zip(got, truth, strict=True)):
            continue
        wald = _wald(successes, trials)
        if len(got) == 2 and all(abs(g - w) < 1e-6 for g, w in zip(got, wald, strict=True)):
            return Feedback.hint(
                "That is the textbook interval p ± 1.96·sqrt(p(1-p)/n): it shrinks to a point at "
                "0% and 100%. Wilson's interval moves the centre toward 50% first."
            )
        return Feedback.hint(f"For {successes} out of {trials} your interval is {got}.")
    return Feedback.right("Now every win rate can say how sure it is.")


def verdict(wins: float, games: int, players: int) -> str:
    """``"yes"``, ``"no"`` or ``"can't tell"``: is a seat that won ``wins`` of ``games``
    favoured, against the fair share ``1/players``, at 95%?"""
    low, high = wilson(wins, games)
    fair = 1 / players
    if low > fair:
        return "yes"
    if high < fair:
        return "no"
    return "can't tell"


def check_verdict(answer: str, wins: float, games: int, players: int) -> Feedback:
    """Exercise 6.2: from a seat's wins, is it favoured? ``yes``, ``no`` or ``can't tell``."""
    truth = verdict(wins, games, players)
    low, high = wilson(wins, games)
    where = f"With {wins:g} wins in {games} games the 95% interval is {low:.0%}–{high:.0%}: it "
    fair = f"the fair {1 / players:.0%}"
    if answer.strip().lower() == truth:
        return Feedback.right("Deciding from the interval, not from the rate alone, is the point.")
    if truth == "can't tell":
        return Feedback.hint(where + f"contains {fair}, so more games are needed to decide.")
    side = "above" if truth == "yes" else "below"
    return Feedback.hint(where + f"lies {side} {fair}.")
