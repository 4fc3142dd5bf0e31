"""The untrusted side of the grader: a child process that holds one student's notebook.

:mod:`junkspace.teaching.grader` starts this process for each submission and talks to it
through a pipe. Here the student's code cells run, one by one, in an IPython shell as in a
kernel, and the student's functions are called with the arguments the trusted grader sends.
Nothing this process says is believed: what it sends back is plain data (numbers, strings,
containers and junkspace's own frozen values), read on the other side by an unpickler that
refuses anything else, and the checks that grade it run on the other side.

Requests (tuples, read with :func:`pickle.loads`: they come from the grader) and replies:

=================================== ===========================================================
``("run", source)``                 ``("ran", None)`` or ``("ran", "NameError: …")``
``("answer", name)``                ``("value", data)``, ``("function",)`` or ``("missing",)``
``("call", name, args)``            ``("value", data)`` or ``("raised", type name, message)``
``("check", number, names)``        ``("feedback", passed, message)``: the lesson's own check
                                    run here on the real objects, to catch library shortcuts;
                                    ``("broken", message)`` if the student's code broke it
=================================== ===========================================================

Before the student's code runs, the lessons' ``check_*`` functions are replaced by ones that
do nothing: a notebook calls them after every answer, and their boxes are not a grade.
"""

from __future__ import annotations

import contextlib
import io
import os
import pickle
import sys
from multiprocessing.connection import Connection
from typing import Any

# Imported here, once in the forkserver every child is forked from, rather than in each child:
# the shell, and what the lessons import (widgets, bots, simulations, plots).
import matplotlib

matplotlib.use("Agg")  # no display: a lesson's plt.show() draws into nothing
import matplotlib.pyplot  # lesson 6's plots: 0.2 to 0.6 s of processor time a child, else
from IPython.core.interactiveshell import InteractiveShell
from traitlets.config import Config

from .. import bots, simulation, widgets  # noqa: F401
from ..core import GAMES
from ..core.plugins import PluginError
from ..widgets.rules_page import rules
from . import lesson1, lesson2, lesson3, lesson4, lesson5, lesson6
from .answers import lifted_limits
from .feedback import EXERCISES

__all__ = ["plain", "serve"]

_LESSONS = (lesson1, lesson2, lesson3, lesson4, lesson5, lesson6)

# Done once here, in the forkserver, rather than in each child: the games' plugins found and
# loaded (the app lists every game) and, for the rules pages every lesson opens with, the
# Markdown renderer's patterns compiled (0.2 s of processor time a child, most of what lessons
# 1 to 4 cost there).
with contextlib.suppress(PluginError):  # a broken plugin says so in the child, as it would
    for _game in GAMES:
        GAMES[_game]
rules("junk_orbit", "hyperstellar")


def plain(value: Any) -> Any:
    """``value`` with NumPy scalars made Python numbers, inside lists, tuples, sets and dicts.

    >>> import numpy
    >>> plain({"a": [numpy.float64(0.5), (numpy.bool_(True),)]})
    {'a': [0.5, (True,)]}
    """
    if type(value).__module__ == "numpy" and getattr(value, "ndim", None) == 0:
        return value.item()
    if type(value) in (list, tuple, set, frozenset):
        return type(value)(plain(item) for item in value)
    if type(value) is dict:
        return {plain(key): plain(item) for key, item in value.items()}
    return value


def _quiet_checks() -> None:
    """Make every lesson's ``check_*`` a function that returns None (not a grade, and slow)."""
    checks = set(map(id, EXERCISES.values()))
    for module in _LESSONS:
        for name, value in list(vars(module).items()):
            if name.startswith("check_") and id(value) in checks:
                setattr(module, name, lambda *args, **kwargs: None)


def _described(err: BaseException) -> tuple[str, str]:
    return type(err).__name__, str(err)[:500]


def _reply(conn: Connection, message: tuple[Any, ...]) -> None:
    try:
        data = pickle.dumps(message, protocol=5)
    except Exception as err:  # a value of the student's own type cannot travel
        name, text = _described(err)
        data = pickle.dumps(("unsendable", name, text), protocol=5)
    conn.send_bytes(data)


def serve(conn: Connection) -> None:
    """Answer the grader's requests until the pipe closes (the child's whole life)."""
    os.setsid()  # its own process group: the grader kills the workers it starts with it
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):  # the student's prints and warnings stay out of the grader's log
        os.dup2(devnull, fd)
    sys.stdout, sys.stderr = io.StringIO(), io.StringIO()
    checks = dict(EXERCISES)
    _quiet_checks()
    # No history: IPython would keep it in a thread writing to the teacher's ~/.ipython.
    config = Config()
    config.HistoryManager.enabled = False
    shell = InteractiveShell.instance(config=config)
    # The grader bounds this process by killing it: the checks' own limits, made for a
    # student's kernel, must not fail a right answer on a crowded machine.
    with lifted_limits():
        _answer_requests(conn, shell, checks)


def _answer_requests(conn: Connection, shell: InteractiveShell, checks: dict[str, Any]) -> None:
    """Run the student's cells in ``shell`` and answer about its names, as the table says."""
    names = shell.user_ns
    while True:
        try:
            request = pickle.loads(conn.recv_bytes())
        except EOFError:
            return
        except Exception as err:  # an argument the child could not rebuild
            _reply(conn, ("raised", *_described(err)))
            continue
        sys.stdout.seek(0)
        sys.stdout.truncate()
        kind, *rest = request
        if kind == "run":
            result = shell.run_cell(rest[0], silent=True)  # type: ignore[no-untyped-call]
            failure = result.error_in_exec or result.error_before_exec
            _reply(conn, ("ran", None if failure is None else ": ".join(_described(failure))))
        elif kind == "answer":
            if rest[0] not in names:
                _reply(conn, ("missing",))
            elif callable(names[rest[0]]):
                _reply(conn, ("function",))
            else:
                _reply(conn, ("value", plain(names[rest[0]])))
        elif kind == "call":
            try:
                _reply(conn, ("value", plain(names[rest[0]](*rest[1]))))
            except BaseException as err:  # the student's function may fail in any way
                _reply(conn, ("raised", *_described(err)))
        elif kind == "check":
            number, arguments = rest
            try:
                feedback = checks[number](*(names.get(name) for name in arguments))
                _reply(conn, ("feedback", bool(feedback.passed), str(feedback.message)))
            except BaseException as err:  # the student's code broke the child's own checks
                _reply(conn, ("broken", ": ".join(_described(err))))
