"""JSON both ways for states built from ``msgspec`` types, with errors that name the field.

A game's state and phase classes are ``msgspec.Struct`` types whose annotations say
everything about the shape of a save: field names, types, ranges (``Annotated[int,
Meta(ge=0)]``), names (``Literal``), the turn step as a tagged union. :func:`decode` checks a
save against them with ``msgspec.convert`` and reports the first problem as the project's
:class:`~junkspace.core.errors.InvalidStateError`, in the words the rest of the engine
uses, with the path of the field; a game's codec then adds only its own invariants
(conservation of pieces, consistency between fields).

>>> from typing import Annotated, Literal
>>> from msgspec import Meta, defstruct
>>> City = Literal["KEP", "TYC"]
>>> Fuel = Annotated[int, Meta(ge=0, le=9)]
>>> Ship = defstruct("Ship", [("city", City), ("fuel", Fuel, 0)], forbid_unknown_fields=True)
>>> decode({"city": "KEP", "fuel": 3}, Ship, "ship")
Ship(city='KEP', fuel=3)
>>> decode({"city": "KEP", "fuel": 12}, Ship, "ship")
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: ship.fuel: must be at most 9, got 12
>>> decode({"city": "KEP", "fuel": "3"}, list[Ship], "ships")
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: ships: expected a list, got {"city": "KEP", "fuel": "3"}
>>> decode([{"city": "PAR"}], list[Ship], "ships")
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: ships[0].city: unknown value "PAR"
>>> decode({"fuel": 1, "wings": 2}, Ship, "ship")
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: ship.wings: is not a known field
>>> encode(Ship("TYC", 2))
{'city': 'TYC', 'fuel': 2}

The generator inside a state (:class:`~junkspace.core.rng.Rng`) is saved as its 64-bit
integer; :func:`decode` and :func:`encode` know it.
"""

from __future__ import annotations

import re
from typing import Any, TypeVar

import msgspec

from .errors import InvalidStateError, quoted
from .rng import Rng
from .validate import MAX_INTEGER, expect_int, show

__all__ = ["decode", "encode", "expect_version"]

T = TypeVar("T")

# The words of ``msgspec`` for JSON types, and the project's.
_TYPE_WORDS = {
    "int": "an integer",
    "str": "a string",
    "bool": "true or false",
    "float": "a number",
    "array": "a list",
    "object": "an object",
    "null": "null",
}
_EXPECTED = re.compile(r"Expected `([^`]+)`, got `[^`]+`")
_BOUND = re.compile(r"Expected `\w+` (>=|<=|>|<) (-?\d+)")
_LENGTH = re.compile(r"Expected `(?:array|object|str)` of length (>=|<=) (\d+)")
_FIELD = re.compile(r"Object (missing required|contains unknown) field `([^`]+)`")
_NAME = re.compile(r"Invalid (?:enum )?value ")
_BOUND_WORDS = {">=": "at least", "<=": "at most", ">": "more than", "<": "less than"}
_STEP = re.compile(r"\.([^.\[]+)|\[(\d+)\]")


def _dec_hook(kind: type, value: Any) -> Any:
    if kind is Rng:
        return Rng(expect_int(value, "", 0, MAX_INTEGER - 1))
    raise NotImplementedError(f"{kind!r} cannot be read from JSON")


def _enc_hook(value: Any) -> Any:
    if isinstance(value, Rng):
        return value.state
    raise NotImplementedError(f"{value!r} cannot be written as JSON")


def _value_at(data: object, path: str) -> object:
    """The value at a ``msgspec`` path (``$.cargo[1]``) inside ``data``."""
    for key, index in _STEP.findall(path):
        if key and isinstance(data, dict):
            data = data.get(key)
        elif index and isinstance(data, list | tuple) and int(index) < len(data):
            data = data[int(index)]
        else:
            return None
    return data


def _join(where: str, path: str) -> str:
    rest = path[1:]
    return (where + rest) if where or not rest.startswith(".") else rest[1:]


def _problem(message: str, value: object) -> tuple[str, str]:
    """The project's words for one ``msgspec`` message: (field suffix, problem)."""
    if found := _FIELD.match(message):
        return "." + found[2], "is missing" if found[1] == "missing required" else (
            "is not a known field"
        )
    if found := _EXPECTED.match(message):
        words = " or ".join(_TYPE_WORDS.get(t, t) for t in found[1].split(" | "))
        return "", f"expected {words}, got {show(value)}"
    if found := _BOUND.match(message):
        return "", f"must be {_BOUND_WORDS[found[1]]} {found[2]}, got {show(value)}"
    if found := _LENGTH.match(message):
        items = len(value) if isinstance(value, list | dict | str) else "?"
        return "", f"expected {_BOUND_WORDS[found[1]]} {found[2]} items, got {items}"
    if _NAME.match(message):
        return "", f"unknown value {show(value)}"
    return "", message


def decode(data: object, kind: type[T], where: str = "state") -> T:
    """``data`` (parsed JSON) as a ``kind``, or an :class:`InvalidStateError` naming the field.

    ``where`` is the path of ``data`` itself in the file, the prefix of every field named.
    """
    try:
        return msgspec.convert(data, kind, strict=True, dec_hook=_dec_hook)
    except msgspec.ValidationError as err:
        message, _, path = str(err).rpartition(" - at `")
        if not message:
            message, path = str(err), "$`"
        path = path.rstrip("`")
        suffix, problem = _problem(message, _value_at(data, path))
        raise InvalidStateError(_join(where, path) + suffix, problem) from None


def encode(value: object) -> Any:
    """``value`` as plain JSON data (dicts, lists, strings, numbers), the inverse of
    :func:`decode`."""
    return msgspec.json.decode(msgspec.json.encode(value, enc_hook=_enc_hook))


def expect_version(value: object, path: str, newest: int, what: str = "state") -> int:
    """A format version this junkspace reads (1 to ``newest``), or an error that says why not:
    the one check of saved states, records, save files and simulation results.

    >>> expect_version(2, "version", newest=1, what="record")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    junkspace.core.errors.InvalidStateError: version: saved by a newer version of junkspace ...
    """
    version = expect_int(value, path, low=1)
    if version > newest:
        raise InvalidStateError(
            path,
            f"saved by a newer version of junkspace ({what} format {quoted(version)}; "
            f"this one reads formats 1 to {newest})",
        )
    return version
