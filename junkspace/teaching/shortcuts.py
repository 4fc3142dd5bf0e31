"""Telling a student who hands in the library's own function to write it themselves.

An exercise that asks for X must not pass when the student's X just calls junkspace's X.
Two checks, because neither catches everything alone:

- **What the function refers to** (:func:`refuse_borrowed`): the object handed in, and every
  global, closure cell and attribute chain its code names (``lesson4.best_points``,
  ``Board.landings``, a ``wilson`` imported at the top of the notebook), followed into the
  student's own helper functions, are compared *by identity* with the library's objects. A
  student's function named like the library's is not the library's, so no name is forbidden.
- **What it calls** (:func:`tripwires`): while the student's function runs, the library's
  functions are replaced by wrappers that note the call and stop it with a hint. This catches
  what the code cannot show, such as ``board.landings(...)`` on the board passed in, or the
  engine's legal actions used to find landings.

>>> from junkspace.simulation import wilson
>>> try:
...     refuse_borrowed(lambda s, t: wilson(s, t), {wilson: "junkspace's wilson"})
... except Hint as hint:
...     print(hint.message)
Your function uses junkspace's wilson. The exercise is to write it yourself.
"""

from __future__ import annotations

import dis
import types
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .feedback import Hint

__all__ = ["check_tripped", "refuse_borrowed", "tripwires"]

_LOAD_GLOBAL = {"LOAD_GLOBAL", "LOAD_NAME"}


def _unwrap(value: object) -> object:
    value = getattr(value, "__func__", value)
    while isinstance(value, types.FunctionType) and hasattr(value, "__wrapped__"):
        value = value.__wrapped__
    return getattr(value, "func", value) if hasattr(value, "keywords") else value


def _codes(code: types.CodeType) -> Iterator[types.CodeType]:
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from _codes(const)


def _named(function: types.FunctionType) -> Iterator[object]:
    """Every object ``function``'s code can reach by name: globals, closures, their attributes."""
    attributes: set[str] = set()
    roots: list[object] = [cell.cell_contents for cell in function.__closure__ or () if cell]
    builtins = function.__globals__.get("__builtins__", {})
    for code in _codes(function.__code__):
        for instruction in dis.get_instructions(code):
            if instruction.opname in _LOAD_GLOBAL:
                name = instruction.argval
                if name in function.__globals__:
                    roots.append(function.__globals__[name])
                elif isinstance(builtins, dict) and name in builtins:
                    roots.append(builtins[name])
            elif "ATTR" in instruction.opname or instruction.opname == "LOAD_METHOD":
                attributes.add(str(instruction.argval))
    level = roots
    for _ in range(3):  # junkspace.simulation.stats.wilson is three attributes deep
        yield from level
        level = [
            getattr(owner, name)
            for owner in level
            if isinstance(owner, (types.ModuleType, type))
            for name in attributes
            if hasattr(owner, name)
        ]
    yield from level


_LIBRARY_DIR = str(Path(__file__).resolve().parent.parent)


def _in_library(function: types.FunctionType) -> bool:
    return str(Path(function.__code__.co_filename).resolve()).startswith(_LIBRARY_DIR)


def refuse_borrowed(student: object, library: Mapping[Any, str]) -> None:
    """Raise a hint when ``student`` is, or refers to, one of the ``library``'s objects.

    ``library`` maps each object to how a hint names it; a class stands for its instances
    too. The student's own functions that ``student`` refers to are searched in turn.
    """
    wanted = {id(_unwrap(thing)): name for thing, name in library.items()}
    classes = tuple(thing for thing in library if isinstance(thing, type))
    seen: set[int] = set()
    todo = [student]
    while todo:
        thing = _unwrap(todo.pop())
        if id(thing) in seen:
            continue
        seen.add(id(thing))
        name = wanted.get(id(thing))
        if name is None and classes and isinstance(thing, classes):
            name = library[next(c for c in classes if isinstance(thing, c))]
        if name is not None:
            raise Hint(f"Your function uses {name}. The exercise is to write it yourself.")
        if isinstance(thing, types.FunctionType) and not _in_library(thing):
            todo.extend(_named(thing))


class _Tripped(Hint):
    """A library function was called by the student's code while it was being checked."""


@contextmanager
def tripwires(targets: Mapping[tuple[Any, str], str]) -> Iterator[list[str]]:
    """While inside, calling ``getattr(owner, attribute)`` for each ``(owner, attribute)`` of
    ``targets`` raises a hint naming it (``targets`` maps each to its name in hints).

    The list yielded collects the names tripped, for students whose code catches the hint.
    Everything is put back on the way out.
    """
    tripped: list[str] = []
    saved = [(owner, attribute, owner.__dict__[attribute]) for owner, attribute in targets]

    def wire(name: str) -> Any:
        def tripwire(*args: Any, **kwargs: Any) -> Any:
            tripped.append(name)
            raise _Tripped(f"Your function calls {name}. The exercise is to write it yourself.")

        return tripwire

    try:
        for (owner, attribute), name in targets.items():
            setattr(owner, attribute, wire(name))
        yield tripped
    finally:
        for owner, attribute, original in saved:
            setattr(owner, attribute, original)


def check_tripped(tripped: list[str]) -> None:
    """Raise the hint of the first tripwire tripped, if any was."""
    if tripped:
        raise Hint(f"Your function calls {tripped[0]}. The exercise is to write it yourself.")
