"""A time limit on a student's function, so that a check always answers.

:func:`within` runs a function and stops it when it runs longer than a number of seconds,
raising :class:`TookTooLong`. In a program's main thread (a Jupyter kernel runs cells there)
it uses a real-time timer and ``SIGALRM``; the timer keeps firing every
:data:`REPEAT` seconds until the function has stopped, so a student's ``except:`` that
swallows the first one does not keep it alive for long. Limits nest: an inner limit never
outlasts the outer one, so a check can bound each call *and* the whole of many calls; an
:class:`Allowance` shares seconds between many calls.

Where signals cannot be used (another thread, or a system without ``setitimer``), the
function runs in a daemon thread that is waited for at most ``seconds``; a function that
does not stop then goes on in the background, but the check answers. Neither way can stop
one long call into C code (``sum(range(10**12))``), nor surely a loop that catches
everything (``while True: try: ... except BaseException: pass``) and so swallows every tick
that lands inside its ``try``: a separate process with its own timeout, as the grader
uses, can.

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
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import CodeType, FrameType
from typing import Any, TypeVar

__all__ = [
    "REPEAT",
    "Allowance",
    "TookTooLong",
    "allowance",
    "current",
    "running",
    "shielded",
    "within",
]

T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., Any])

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
        self.shared = False


#: Code that a late tick must not interrupt: what tidies up after the limited function.
_SHIELDED: set[CodeType] = set()


def shielded(function: F) -> F:
    """Mark ``function`` as code that the timer never interrupts (it tidies up after the
    function it limits, e.g. puts a hook back), and return it. A shielded function calls
    the function it limits through :func:`running`, which can be interrupted."""
    _SHIELDED.add(function.__code__)
    return function


def running(function: Callable[..., T], *args: Any) -> T:
    """``function(*args)``: a frame of its own, so that a tick during a call into C code
    (``time.sleep``) lands here, not in the shielded caller."""
    return function(*args)


class Allowance:
    """Seconds that many calls share: each call may take at most what is :attr:`left`.

    >>> shared = Allowance(1.0)
    >>> shared.within(5.0, sum, [1, 2])
    3
    >>> 0 < shared.left < 1
    True
    """

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.left = seconds

    @shielded
    def within(self, seconds: float, function: Callable[..., T], *args: Any) -> T:
        """``function(*args)`` within ``seconds`` and what is left; :class:`TookTooLong`
        with ``shared`` set when what was left ran out first."""
        limit = max(min(seconds, self.left), 1e-3)
        began = time.monotonic()
        try:
            return within(limit, function, *args)
        except TookTooLong as slow:
            slow.shared = limit < seconds and not math.isnan(slow.seconds)
            raise
        finally:
            self.left -= time.monotonic() - began


#: The allowance of the check running now, if any (see :func:`allowance`).
_allowances: list[Allowance] = []


@contextmanager
def allowance(seconds: float) -> Iterator[Allowance]:
    """While inside, :func:`current` is an :class:`Allowance` of ``seconds``."""
    _allowances.append(Allowance(seconds))
    try:
        yield _allowances[-1]
    finally:
        _allowances.pop()


def current() -> Allowance | None:
    """The allowance opened last by :func:`allowance`, or None outside any."""
    return _allowances[-1] if _allowances else None


#: The deadlines (time.monotonic) of the limits open in the main thread, innermost last.
_deadlines: list[float] = []


def _expired(signum: int, frame: FrameType | None) -> None:
    # A late tick (the limit's function has just returned) must not interrupt the check.
    if frame is not None and frame.f_code in _SHIELDED:
        return
    if _deadlines and time.monotonic() >= _deadlines[-1]:
        raise TookTooLong(math.nan)


def _arm(deadline: float) -> None:
    signal.setitimer(signal.ITIMER_REAL, max(deadline - time.monotonic(), 1e-4), REPEAT)


def _signals_usable() -> bool:
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


@shielded
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
        return running(function, *args)
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
