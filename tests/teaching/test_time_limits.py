"""Every call of a student's function has a time limit, and so has every check: a busy loop,
a slow bot or an exhaustive search gets a hint that says so instead of a kernel that hangs."""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Callable
from typing import Any

import lesson_answers as model
import pytest

from junkspace.hyperstellar.cards import SET_POINTS
from junkspace.teaching import answers, feedback, lesson1, lesson4, lesson5
from junkspace.teaching.grader import Limits, grade_cells
from junkspace.teaching.limits import Allowance, TookTooLong, within


def spin(*args: Any) -> None:
    while True:
        pass


def timed(function: Callable[[], Any]) -> tuple[Any, float]:
    began = time.monotonic()
    result = function()
    return result, time.monotonic() - began


def test_within_returns_what_the_function_returns_and_leaves_no_timer() -> None:
    before = signal.getsignal(signal.SIGALRM)
    assert within(1.0, sum, [1, 2, 3]) == 6
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    assert signal.getsignal(signal.SIGALRM) is before


@pytest.mark.parametrize("function", [spin, lambda: time.sleep(30)])
def test_within_stops_a_function_that_runs_too_long(function: Callable[[], Any]) -> None:
    with pytest.raises(TookTooLong, match=r"took longer than 0\.2 s") as slow:
        within(0.2, function)
    assert slow.value.seconds == 0.2
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_an_inner_limit_never_outlasts_the_outer_one() -> None:
    with pytest.raises(TookTooLong) as slow:
        within(5.0, within, 0.1, spin)
    assert slow.value.seconds == 0.1
    with pytest.raises(TookTooLong) as slow:
        within(0.1, within, 5.0, spin)
    assert slow.value.seconds == 0.1 and not slow.value.shared


def test_an_allowance_is_shared_by_many_calls() -> None:
    shared = Allowance(0.3)
    shared.within(1.0, time.sleep, 0.2)
    with pytest.raises(TookTooLong) as slow:
        shared.within(1.0, time.sleep, 0.5)
    assert slow.value.shared and shared.left <= 0


def test_outside_the_main_thread_a_thread_waits_for_the_function() -> None:
    said: list[Any] = []

    def check() -> None:
        try:
            within(0.2, time.sleep, 1.0)  # a thread cannot be stopped: it must end by itself
        except TookTooLong as slow:
            said.append(slow.seconds)
        said.append(within(1.0, sum, [1, 2]))

    worker = threading.Thread(target=check)
    worker.start()
    worker.join(10)
    assert said == [0.2, 3]


def test_a_limit_is_a_positive_number_of_seconds() -> None:
    with pytest.raises(ValueError, match="positive number of seconds"):
        within(0, sum, [])


def test_the_limits_are_a_few_seconds() -> None:
    assert answers.SECONDS <= 5 and answers.ALL_CALLS_SECONDS <= 20
    assert feedback.CHECK_SECONDS <= 120


def test_a_busy_loop_in_1_3_gets_an_answer_within_the_limit() -> None:
    said, took = timed(lambda: lesson1.check_tile_counter(spin))
    assert not said.passed
    assert said.message.endswith(
        f"your function took longer than {answers.SECONDS:g} s. Look for a loop that never "
        "ends, or work done again and again."
    ), said.message
    assert took < answers.SECONDS + 5


def slow_greedy(state: Any) -> Any:
    time.sleep(0.05)
    return model.greedy(state)


def test_a_slow_bot_in_5_2_is_told_its_calls_took_too_long_in_all(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(answers, "ALL_CALLS_SECONDS", 1.0)
    said, took = timed(lambda: lesson5.check_greedy(slow_greedy, seed=3))
    assert not said.passed
    assert "your function's calls took longer than 1 s in all" in said.message, said.message
    assert took < 20


def exhaustive_best(hand: str, own: str) -> int:
    """Right, but tries every order of taking the sets, again and again (no memory)."""
    result = 0
    for cards, points in SET_POINTS.items():
        if len(cards) == 1 and cards != own:
            continue
        rest = list(hand)
        if all(rest.count(c) >= cards.count(c) for c in set(cards)):
            for c in cards:
                rest.remove(c)
            result = max(result, points + exhaustive_best("".join(rest), own))
    return result


def test_an_exhaustive_4_3_gets_an_answer_within_the_limit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert exhaustive_best("ROYGBPWR", "R") == model.best("ROYGBPWR", "R")
    # Its slowest call took 0.48 s on the shared machine at a load of 3: a limit of 0.5 s
    # passed it whenever the machine was quiet.
    monkeypatch.setattr(answers, "SECONDS", 0.05)
    said, took = timed(lambda: lesson4.check_best_points(exhaustive_best))
    assert not said.passed
    assert said.message.startswith("For the hand") and "took longer than 0.05 s" in said.message
    assert took < 20


def test_a_check_that_runs_too_long_in_all_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(feedback, "CHECK_SECONDS", 0.1)  # the whole check took 0.63 s at load 3
    said = lesson5.check_greedy(model.greedy, seed=3)
    assert not said.passed
    assert said.message.startswith("Checking your answer took longer than 0.1 s in all")


def test_a_call_outside_any_check_has_its_own_limit() -> None:
    with pytest.raises(feedback.Hint, match=r"took longer than 0\.2 s"):
        answers.call(spin, seconds=0.2)
    assert answers.call(sum, [1, 2]) == 3


# 6.1's right answer, slow on its first call only: 0.5 s, over the crowded limits below.
SLOW_FIRST_WILSON = """
import math, time

slow = [True]


def interval(successes, trials, z=1.959963984540054):
    if slow:
        slow.clear()
        time.sleep(0.5)
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z / (1 + z * z / trials) * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials**2))
    return max(0.0, centre - half), min(1.0, centre + half)
"""


def test_under_the_grader_its_own_limits_bound_a_call_not_the_lessons(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Under the grader a call's wall time includes the trip to the student's process and
    back: on a crowded machine the lessons' limits (set to 0.2 s here to play one) would fail
    a right answer, and their timer firing while the grader waits would leave that call's
    reply to be read as the next exercise's answer. The grader's own limit (2 s) governs."""
    monkeypatch.setattr(answers, "SECONDS", 0.2)
    monkeypatch.setattr(answers, "ALL_CALLS_SECONDS", 0.2)
    verdicts = grade_cells(
        [
            (SLOW_FIRST_WILSON, None),
            ("assert check_wilson(interval)", "exercise_6_1_tests"),
            ("cargo_size = 6", None),
            ("assert check_cargo_size(cargo_size)", "exercise_1_1_tests"),
        ],
        Limits(call_seconds=2.0),
    )
    assert [(v.exercise, v.passed) for v in verdicts] == [("6.1", True), ("1.1", True)], verdicts
    assert verdicts[0].message == "Now every win rate can say how sure it is."
