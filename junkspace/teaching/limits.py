"""A time limit on a student's function, so that a check always answers.

:func:`within` runs a function and stops it when it runs longer than a number of seconds,
raising :class:`TookTooLong`. In a program's main thread (a Jupyter kernel runs cells there)
it uses a real-time timer and ``SIGALRM``; the timer keeps firing every
:data:`REPEAT` seconds until the function has stopped, so a student's ``except:`` that
swallows the first one does not keep it alive. Limits nest: an inner limit never outlasts
the outer one, so a check can bound each call *and* the whole of many calls.

Where signals cannot be used (another thread, or a system without ``setitimer``), the
function runs in a daemon thread that is waited for at most ``seconds``; a function that
does not stop then goes on in the background, but the check answers. Neither way can stop
one long call into C code (``sum(range(10**12))``): a separate process with its own
timeout, as the grader uses, can.

>>> within(1.0, sum, [1, 2, 3])
6
>>> import time
>>> try:
...     within(0.05, time.sleep, 5)
... except TookTooLong as slow:
...     print(slow)
the function took longer than 0.05 s
"""

from __future__ import annotations

import math
import signal
import threading
import time
from collections.abc import Callable
from types import FrameType
from typing import Any, TypeVar

__all__ = ["REPEAT", "TookTooLong", "within"]

T = TypeVar("T")

#: How often, in seconds, the timer fires again once a limit has passed.
REPEAT = 0.05


class TookTooLong(BaseException):
    """A function ran past its time limit.

    A BaseException, like KeyboardInterrupt, so that ``except Exception`` in a student's
    function does not swallow it. ``seconds`` is the limit that passed.
    """

    def __init__(self, seconds: float) -> None:
        super().__init__(f"the function took longer than {seconds:g} s")
        self.seconds = seconds


#: The deadlines (time.monotonic) of the limits open in the main thread, innermost last.
_deadlines: list[float] = []


def _expired(signum: int, frame: FrameType | None) -> None:
    # A late tick (the limit's function has just returned) must not interrupt the check.
    if _deadlines and time.monotonic() >= _deadlines[-1]:
        raise TookTooLong(math.nan)


def _arm(deadline: float) -> None:
    signal.setitimer(signal.ITIMER_REAL, max(deadline - time.monotonic(), 1e-4), REPEAT)


def _signals_usable() -> bool:
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


def within(seconds: float, function: Callable[..., T], *args: Any) -> T:
    """``function(*args)``, or :class:`TookTooLong` once it has run ``seconds``."""
    if not seconds > 0:
        raise ValueError(f"a time limit is a positive number of seconds, not {seconds!r}")
    if not _signals_usable():
        return _in_a_thread(seconds, function, args)
    deadline = time.monotonic() + seconds
    outer = _deadlines[-1] if _deadlines else math.inf
    previous = signal.signal(signal.SIGALRM, _expired) if not _deadlines else None
    _deadlines.append(min(deadline, outer))
    _arm(_deadlines[-1])
    try:
        return function(*args)
    except TookTooLong as slow:
        if math.isnan(slow.seconds) and deadline <= outer:
            raise TookTooLong(seconds) from None
        raise
    finally:
        _deadlines.pop()
        if _deadlines:
            _arm(_deadlines[-1])
        else:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)


def _in_a_thread(seconds: float, function: Callable[..., T], args: tuple[Any, ...]) -> T:
    outcome: list[Any] = []

    def run() -> None:
        try:
            outcome.append((True, function(*args)))
        except BaseException as err:  # handed to the caller's thread below
            outcome.append((False, err))

    worker = threading.Thread(target=run, name="time-limited", daemon=True)
    worker.start()
    worker.join(seconds)
    if not outcome:
        raise TookTooLong(seconds)
    finished, value = outcome[0]
    if not finished:
        raise value
    return value  # type: ignore[no-any-return]
