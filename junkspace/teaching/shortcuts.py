"""Telling a student who hands in the library's own function to write it themselves.

An exercise that asks for X must not pass when the student's X gets junkspace's X to do the
work, however it is handed in: called by name, kept in a default argument, a closure, a list
or a callable object, wrapped in ``functools.cache``, passed as a bound method. All of these
end up *running the library's code*, so that is what is watched:

- **What runs** (:func:`run_watched`): while the student's function runs, a profile hook
  (:func:`sys.setprofile`) notes every Python function that starts; when one of them is the
  library's implementation (any function, method or module given to :class:`Library`), the
  check refuses the answer. A cache that was warmed by calling the library on the check's
  inputs beforehand never reaches the library again, so each check also asks on fresh
  inputs, drawn when it runs, that no cache can hold. A student's function that switches
  the hook off (``sys.setprofile``/``sys.settrace``) is refused too.
- **What it refers to** (:func:`refuse_borrowed`): the object handed in, and the globals,
  closure cells and attribute chains its code names, compared *by identity* with the
  library's objects, so that the plain cases get their hint before anything runs.

A student's function named like the library's is not the library's: nothing is refused by
name.

>>> from junkspace.simulation import stats
>>> library = Library({stats.wilson: "junkspace's wilson"})
>>> borrowed = [stats.wilson]
>>> run_watched(lambda s, t: borrowed[0](s, t), (3, 7), library)[1]
["junkspace's wilson"]
>>> try:
...     refuse_borrowed(lambda s, t: stats.wilson(s, t), library)
... except Hint as hint:
...     print(hint.message)
Your function uses junkspace's wilson. The exercise is to write it yourself.
"""

from __future__ import annotations

import dis
import sys
import threading
import types
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

from .feedback import Hint
from .limits import running, shielded

__all__ = ["Library", "refuse_borrowed", "refuse_ran", "run_watched"]

_LOAD_GLOBAL = {"LOAD_GLOBAL", "LOAD_NAME"}

#: The builtins that turn a profile or trace hook off (or on, for another thread).
_UNHOOKS = (sys.setprofile, sys.settrace, threading.setprofile, threading.settrace)


def _unwrap(value: object) -> object:
    value = getattr(value, "__func__", value)
    while hasattr(value, "__wrapped__") and not isinstance(value, type):
        value = value.__wrapped__
    return getattr(value, "func", value) if hasattr(value, "keywords") else value


def _codes(code: types.CodeType) -> Iterator[types.CodeType]:
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from _codes(const)


def _functions(thing: object) -> Iterator[types.FunctionType]:
    """The Python functions that run when ``thing`` (a function, class or module) does."""
    thing = _unwrap(thing)
    if isinstance(thing, types.FunctionType):
        yield thing
    elif isinstance(thing, type):
        for member in vars(thing).values():
            member = member.fget if isinstance(member, property) else member
            if not isinstance(member, type):
                yield from _functions(member)
    elif isinstance(thing, types.ModuleType):
        for member in vars(thing).values():
            if getattr(member, "__module__", None) == thing.__name__:
                yield from _functions(member)


class Library:
    """The library's objects a check refuses, each with how a hint names it.

    A function stands for its code, a class for every method it defines, a module for every
    function and class defined in it.

    >>> from junkspace.simulation import summary
    >>> len(Library({summary: "junkspace's summarize"}).codes) > 5
    True
    """

    def __init__(self, things: Mapping[Any, str]) -> None:
        self.names = {id(_unwrap(thing)): name for thing, name in things.items()}
        self.classes = {thing: name for thing, name in things.items() if isinstance(thing, type)}
        self.codes = {
            code: name
            for thing, name in things.items()
            for function in _functions(thing)
            for code in _codes(function.__code__)
        }


@shielded
def run_watched(
    function: Callable[..., Any], args: tuple[Any, ...], library: Library
) -> tuple[Any, list[str]]:
    """``function(*args)`` and the names of the ``library``'s parts that ran meanwhile.

    The hook is set in the calling thread and for threads started meanwhile; an exception
    from ``function`` propagates. Switching a hook off or on counts as running the library.
    """
    ran: list[str] = []
    codes = library.codes
    watching = [True]  # off before the hook is taken down, which it would note

    def hook(frame: types.FrameType, event: str, arg: object) -> None:
        if not watching:
            return
        if event == "call":
            name = codes.get(frame.f_code)
            if name is not None:
                ran.append(name)
        elif event == "c_call" and any(arg is unhook for unhook in _UNHOOKS):
            ran.append("sys.setprofile (which turns off what this check watches)")

    old_profile, old_threads = sys.getprofile(), threading.getprofile()
    threading.setprofile(hook)
    sys.setprofile(hook)
    try:
        result = running(function, *args)
    finally:
        watching.clear()
        sys.setprofile(old_profile)
        threading.setprofile(old_threads)
    return result, ran


def refuse_ran(ran: list[str]) -> None:
    """Raise the hint for the first of the library's parts that ran, if any did."""
    if ran:
        raise Hint(f"Your function calls {ran[0]}. The exercise is to write it yourself.")


def _named(function: types.FunctionType) -> Iterator[object]:
    """Every object ``function``'s code can reach by name: globals, closures, their attributes."""
    attributes: set[str] = set()
    roots: list[object] = [cell.cell_contents for cell in function.__closure__ or () if cell]
    roots.extend(function.__defaults__ or ())
    roots.extend((function.__kwdefaults__ or {}).values())
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


def refuse_borrowed(student: object, library: Library) -> None:
    """Raise a hint when ``student`` is, or refers to, one of the ``library``'s objects.

    A class of the library stands for its instances too. The student's own functions that
    ``student`` refers to (by name, default or closure) are searched in turn.
    """
    classes = tuple(library.classes)
    seen: set[int] = set()
    todo = [student]
    while todo:
        thing = _unwrap(todo.pop())
        if id(thing) in seen:
            continue
        seen.add(id(thing))
        name = library.names.get(id(thing))
        if name is None and classes and isinstance(thing, classes):
            name = library.classes[next(c for c in classes if isinstance(thing, c))]
        if name is not None:
            raise Hint(f"Your function uses {name}. The exercise is to write it yourself.")
        if isinstance(thing, types.FunctionType) and not _in_library(thing):
            todo.extend(_named(thing))
