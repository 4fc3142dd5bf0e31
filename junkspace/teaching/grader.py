"""The trusted side of grading: checks the student's code can neither reach nor replace.

A notebook's hidden tests, run in the student's own kernel, can be faked: the student's code
runs there first and may replace a check, :class:`~junkspace.teaching.feedback.Feedback` or
the library. So the grader splits the work the way PrairieLearn's external graders and
UC Berkeley CS188's autograder do:

- the student's code cells run in a **child process** (:mod:`junkspace.teaching.sandbox`),
  one per submission, started from a clean server process that holds nothing of the grader;
- the **checks run here**, in the grader's process, with this process's own copy of the
  lessons. A student's function is handed to a check as a :class:`StudentFunction`: calling
  it sends the arguments down a pipe, and the result comes back as plain data, read by an
  unpickler that admits only numbers, strings, containers and junkspace's own frozen values
  (:func:`plain_loads`). No object of the student's reaches the check, so none of its
  methods (``__eq__`` included) is ever run here;
- every call has a **time limit**: a function that takes longer than
  :attr:`Limits.call_seconds` is stopped by killing the child, and the exercise fails with
  "your function took longer than N s". A cell has :attr:`Limits.cell_seconds` and a whole
  check :attr:`Limits.check_seconds`, so no exercise costs the grader more than a bounded time.

Each exercise is graded where its hidden test cell stands, on the names the test cell's
``check_*(...)`` call passes (``assert check_cargo_size(cargo_size)`` grades 1.1 on
``cargo_size``), as nbgrader would run it, and cells after the last test are not run.

The lessons' checks also refuse the library's own answer to a "write it yourself" exercise
by looking inside the student's function, which lives in the child. So the child runs the
same check on the real function too, and an exercise passes only if both say so: the child
can only take points away (and takes none if the student's code broke its check). A student
who unpicks that watch from inside their own notebook can hand in the library's code as
their own, as one who copies its source can: no grader tells those from the student's work;
what is graded here is that the answer is right.

>>> verdicts = grade_cells([
...     ("cargo_size = 6", None),
...     ("assert check_cargo_size(cargo_size)", "exercise_1_1_tests"),
...     ("from junkspace.teaching import lesson1\\n"
...      "lesson1.check_cargo_size = lambda answer: True", None),
...     ("changed = {'cargo'}", None),
...     ("assert check_changed_fields(changed)", "exercise_1_2_tests"),
... ])
>>> [(v.exercise, v.passed) for v in verdicts]
[('1.1', True), ('1.2', False)]
"""

from __future__ import annotations

import ast
import builtins
import contextlib
import copyreg
import dataclasses
import enum
import io
import multiprocessing
import os
import pickle
import re
import signal
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any, TypeGuard

import msgspec

from ..core.state import Action, GameState, StructState
from .answers import lifted_limits
from .feedback import EXERCISES, Hint, grade

__all__ = ["Limits", "StudentFunction", "Verdict", "exercise_of", "grade_cells", "plain_loads"]


@dataclass(frozen=True)
class Limits:
    """How long the student's code may take, in seconds of wall time."""

    #: One call of a student's function.
    call_seconds: float = 10.0
    #: One code cell of the notebook (the lessons' slowest takes seconds on an idle machine;
    #: the margin is for a crowded one).
    cell_seconds: float = 600.0
    #: One whole check, all its calls of the student's functions together.
    check_seconds: float = 300.0
    #: Children killed for a notebook before the rest of its exercises are given up.
    restarts: int = 3


@dataclass(frozen=True)
class Verdict:
    """The grade of one exercise: right or not, and what the check said."""

    grade_id: str
    exercise: str
    passed: bool
    message: str


class NotPlain(pickle.UnpicklingError):
    """What came back from the student's side is not plain data."""


class _PlainUnpickler(pickle.Unpickler):
    """An unpickler that builds containers, numbers, strings and junkspace's frozen values."""

    def find_class(self, module: str, name: str) -> Any:
        # Only a module this process has imported already: a name from the student's side
        # never makes it import anything.
        value = getattr(sys.modules.get(module), name, None)
        if _frozen_value(value) and (
            module.startswith("junkspace.") or issubclass(value, (Action, GameState))
        ):
            return value
        if module == "junkspace.core.registry" and name == "from_json":  # how states travel
            return value
        if module == "builtins" and name in ("set", "frozenset", "complex"):
            return getattr(builtins, name)
        raise NotPlain(f"{module}.{name}")


def _frozen_value(value: object) -> TypeGuard[type]:
    """A class of immutable values: a frozen msgspec Struct or dataclass, or an Enum."""
    if not isinstance(value, type):
        return False
    if issubclass(value, msgspec.Struct):
        return bool(value.__struct_config__.frozen)
    if dataclasses.is_dataclass(value):
        return bool(value.__dataclass_params__.frozen)  # type: ignore[attr-defined]
    return issubclass(value, enum.Enum)


def plain_loads(data: bytes) -> Any:
    """Unpickle ``data`` if it holds plain data only, else raise :class:`NotPlain`.

    >>> from junkspace.junk_orbit.actions import Launch
    >>> plain_loads(pickle.dumps([1, "a", {2.5}, Launch("E15", "cw", "HAM")]))
    [1, 'a', {2.5}, Launch(tile='E15', sense='cw', landing='HAM')]
    >>> from fractions import Fraction
    >>> plain_loads(pickle.dumps(Fraction(1, 3)))
    Traceback (most recent call last):
    ...
    junkspace.teaching.grader.NotPlain: fractions.Fraction
    """
    try:
        return _PlainUnpickler(io.BytesIO(data)).load()
    except NotPlain:
        raise
    except Exception as err:  # a state that does not validate, a truncated message...
        raise NotPlain(f"{type(err).__name__}: {err}") from None


def _by_fields(state: StructState) -> tuple[type, tuple[Any, ...]]:
    """A state as its class and its fields: how states go down to the child.

    A made-up position a check uses (tiles taken out of the game) would not pass the
    validation that :func:`plain_loads` applies on the way back, and the child needs none."""
    return type(state), tuple(getattr(state, name) for name in state.__struct_fields__)


def _state_reducers() -> dict[type, Any]:
    """:func:`_by_fields` for every state class loaded so far (a pickler's dispatch table
    goes by exact class, and is read in C: a Python hook called on every object pickled
    made each call of a student's function cost milliseconds)."""
    reducers: dict[type, Any] = {}
    todo: list[type] = [StructState]
    while todo:
        cls = todo.pop()
        reducers[cls] = _by_fields
        todo.extend(cls.__subclasses__())
    return reducers


def _dumps(request: tuple[Any, ...]) -> bytes:
    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer, protocol=5)
    pickler.dispatch_table = {**copyreg.dispatch_table, **_state_reducers()}
    pickler.dump(request)
    return buffer.getvalue()


#: How long a child has to end by itself once its notebook is graded.
STOP_SECONDS = 5.0


class _Stopped(Exception):
    """The child was stopped (too slow) or ended itself; the message says which."""


def _context() -> Any:
    # A forkserver forks each child from a clean process that has imported the lessons once:
    # fast to start, and it holds none of the grader's open files (the gradebook).
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["junkspace.teaching.sandbox"])
    return context


def _serve(conn: Connection) -> None:
    # The child's whole life; sandbox.py (shell, plots, widgets) is imported there only.
    from .sandbox import serve

    serve(conn)


@dataclass
class Sandbox:
    """The child process holding one notebook, restarted (cells replayed) after a kill."""

    limits: Limits
    cells: list[str] = field(default_factory=list)
    kills: int = 0
    deadline: float = float("inf")
    _process: Any = None
    _conn: Connection | None = None

    def _start(self) -> None:
        context = _context()
        self._conn, theirs = context.Pipe()
        process = context.Process(target=_serve, args=(theirs,))
        try:
            process.start()  # if it fails there is no child to stop, only the pipe
        finally:
            theirs.close()
        self._process = process
        for source in self.cells:
            self._ask(("run", source), self.limits.cell_seconds)

    def stop(self, grace: float = 0.0) -> None:
        """End the child and every process it started.

        With ``grace`` seconds the child is first asked to end, by closing its pipe: it runs
        its finalizers, which release the semaphores it made (tqdm's progress bars make one;
        left to Python's resource tracker, they end the grader's log with a warning). A child
        still there after them, or at once without ``grace`` (one that ran over its time), is
        killed, with every process of its group.
        """
        process, self._process = self._process, None
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if process is None:  # never started, or stopped already
            return
        if not grace:  # lost mid-notebook: it ran over its time, or ended by itself
            self.kills += 1
        process.join(grace)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, signal.SIGKILL)
        process.kill()
        process.join()

    def _ask(self, request: tuple[Any, ...], seconds: float) -> tuple[Any, ...]:
        if self._conn is None:
            if self.kills > self.limits.restarts:
                raise _Stopped("was given up: too many of this notebook's answers ran over time")
            self._start()
        assert self._conn is not None
        try:
            self._conn.send_bytes(_dumps(request))
            if not self._conn.poll(max(seconds, 0.0)):
                self.stop()
                raise _Stopped(f"took longer than {seconds:g} s")
            reply = plain_loads(self._conn.recv_bytes())
        except (EOFError, OSError) as err:
            self.stop()
            raise _Stopped("ended the grader's process") from err
        assert isinstance(reply, tuple)
        return reply

    def run(self, source: str) -> None:
        """Run one code cell; a cell that runs over its time is dropped from the replay."""
        with contextlib.suppress(_Stopped):
            self._ask(("run", source), self.limits.cell_seconds)
            self.cells.append(source)

    def ask(self, request: tuple[Any, ...], whole_check: bool = False) -> tuple[Any, ...]:
        """One request about the student's objects, within the time of a call (or of the
        ``whole_check``, for the child's own run of it) and what is left of the check's."""
        left = self.deadline - time.monotonic()
        seconds = left if whole_check else min(self.limits.call_seconds, left)
        try:
            return self._ask(request, seconds)
        except _Stopped as err:
            if "took longer" not in str(err):
                raise Hint(f"Your code {err}.") from None
            limit = self.limits.call_seconds
            if whole_check or seconds < limit:
                total = self.limits.check_seconds
                raise Hint(f"Checking your answer took longer than {total:g} s in all.") from None
            raise Hint(f"Your function took longer than {limit:g} s (one call's limit).") from None
        except NotPlain as err:
            raise Hint(
                f"Your answer holds something the grader does not take ({err}): give numbers, "
                "strings, lists, tuples, sets, dictionaries or junkspace's own valid values."
            ) from None


class StudentRaised(Exception):
    """The student's function raised; a subclass named after the student's exception."""


def _raised(name: str, message: str) -> Exception:
    safe = re.sub(r"\W", "", name)[:60] or "Exception"
    raised: Exception = type(safe, (StudentRaised,), {})(message)
    return raised


class StudentFunction:
    """A student's function as a check sees it: calls go to the child, plain data comes back."""

    def __init__(self, sandbox: Sandbox, name: str) -> None:
        self._sandbox = sandbox
        self.__name__ = name

    def __call__(self, *args: Any) -> Any:
        reply = self._sandbox.ask(("call", self.__name__, args))
        if reply[0] == "raised":
            raise _raised(str(reply[1]), str(reply[2]))
        if reply[0] != "value":
            raise Hint(f"Your function returned something that cannot leave it ({reply[1]}).")
        return reply[1]

    def __repr__(self) -> str:
        return f"<your function {self.__name__}>"


def exercise_of(grade_id: str) -> str:
    """The exercise a hidden test cell grades: ``exercise_2_4_tests`` is ``2.4``."""
    return grade_id.removeprefix("exercise_").removesuffix("_tests").replace("_", ".")


def _checked_names(test_source: str) -> list[str]:
    """The names the test cell's ``check_*(...)`` call passes, in order."""
    for node in ast.walk(ast.parse(test_source)):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id.startswith("check_")
        ):
            return [arg.id for arg in node.args if isinstance(arg, ast.Name)]
    raise ValueError(f"no check_*(...) call in the test cell:\n{test_source}")


def _answer(sandbox: Sandbox, name: str) -> Any:
    reply = sandbox.ask(("answer", name))
    if reply[0] == "missing":
        raise Hint(f"`{name}` is not defined where the grader checks it: run your answer's cell.")
    if reply[0] == "function":
        return StudentFunction(sandbox, name)
    if reply[0] != "value":
        raise Hint(f"Your answer `{name}` cannot leave your notebook ({reply[1]}).")
    return reply[1]


def _verdict(sandbox: Sandbox, grade_id: str, test_source: str) -> Verdict:
    number = exercise_of(grade_id)
    names = _checked_names(test_source)
    sandbox.deadline = time.monotonic() + sandbox.limits.check_seconds
    try:
        answers = [_answer(sandbox, name) for name in names]
        with lifted_limits():  # the grader's own limits bound the student's code
            feedback = grade(number, *answers)
        passed, message = feedback.passed, feedback.message
        if passed and any(isinstance(answer, StudentFunction) for answer in answers):
            # The child's own copy of the check, for the library shortcuts it spots; one the
            # student's code broke (patched Feedback, say) takes nothing away.
            sandbox.deadline = time.monotonic() + sandbox.limits.check_seconds
            reply = sandbox.ask(("check", number, names), whole_check=True)
            if reply[0] == "feedback" and not reply[1]:
                passed, message = False, str(reply[2])
    except Hint as hint:
        passed, message = False, hint.message
    finally:
        sandbox.deadline = float("inf")
    return Verdict(grade_id, number, passed, message)


@contextlib.contextmanager
def _sandbox(limits: Limits) -> Iterator[Sandbox]:
    sandbox = Sandbox(limits)
    try:
        yield sandbox
    finally:
        sandbox.stop(grace=STOP_SECONDS)


def grade_cells(
    cells: Sequence[tuple[str, str | None]], limits: Limits | None = None
) -> list[Verdict]:
    """Grade a notebook given as its code cells in order: ``(source, None)`` for the
    student's cells, ``(test source, grade_id)`` for each hidden test cell (the teacher's,
    never the student's). One verdict per test cell, in order."""
    tests = [index for index, (_, grade_id) in enumerate(cells) if grade_id]
    verdicts: list[Verdict] = []
    with _sandbox(limits or Limits()) as sandbox:
        for source, grade_id in cells[: tests[-1] + 1 if tests else 0]:
            if grade_id is None:
                sandbox.run(source)
            elif exercise_of(grade_id) not in EXERCISES:
                raise ValueError(f"{grade_id} grades no known exercise")
            else:
                verdicts.append(_verdict(sandbox, grade_id, source))
    return verdicts
