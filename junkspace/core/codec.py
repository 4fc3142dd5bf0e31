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

Where a save writes a number by its name (a cell ``"c3"``, a sector ``"lab"``), the game
derives a *saved form* of its class with :func:`saved_form`, the field's type swapped for a
:class:`Named` one; :func:`decode` reads names through it, :func:`written` writes them, and
:func:`engine` turns the form back into the game's own value, plain numbers inside:

>>> class Fuel(Named):
...     names = ("empty", "half", "full")
>>> Tank = saved_form(Ship, "tank", fuel=Fuel)
>>> written(Ship("KEP", 2), Tank)
{'step': 'tank', 'city': 'KEP', 'fuel': 'full'}
>>> engine(decode({"step": "tank", "city": "TYC", "fuel": "half"}, Tank))
Ship(city='TYC', fuel=1)
>>> decode({"step": "tank", "city": "TYC", "fuel": "low"}, Tank, "ship")
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: ship.fuel: unknown fuel "low"
"""

from __future__ import annotations

import re
import typing
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, TypeVar

import msgspec
import msgspec.inspect as mi

from .errors import InvalidStateError, quoted
from .rng import Rng
from .validate import MAX_INTEGER, expect_int, show

__all__ = [
    "Named",
    "decode",
    "encode",
    "engine",
    "expect_version",
    "keyed_form",
    "saved_form",
    "written",
]

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


class Named(int):
    """A number a save writes by its name: ``names[number]`` (``""`` for a number with none).

    Only saved forms hold these; the game's own values stay plain integers.
    """

    names: ClassVar[tuple[str, ...]] = ()
    _numbers: ClassVar[dict[str, int]] = {}

    def __init_subclass__(cls) -> None:
        cls._numbers = {name: number for number, name in enumerate(cls.names) if name}

    @classmethod
    def read(cls, value: object) -> Named:
        number = cls._numbers.get(value) if isinstance(value, str) else None
        if number is None:
            raise ValueError(f"unknown {cls.__name__.lower()} {show(value)}")
        return cls(number)

    @classmethod
    def write(cls, number: int) -> str:
        return cls.names[number]


def _dec_hook(kind: type, value: Any) -> Any:
    if kind is Rng:
        return Rng(expect_int(value, "", 0, MAX_INTEGER - 1))
    if hasattr(kind, "read"):  # a Named number, or a part of a save a game reads itself
        return kind.read(value)
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
        cause = err.__cause__
        if isinstance(cause, InvalidStateError) and cause.field:  # a game's reader, in a hook
            raise cause from None
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


#: Each saved form and what makes the game's value of its fields (its class, or a function).
_ENGINE: dict[type, Callable[..., Any]] = {}


#: The forms of values the game keeps as tuples (their fields are the items in order).
_TUPLES: set[type] = set()


def saved_form(
    kind: Any, tag: str | None = None, names: Mapping[str, str] | None = None, **types: Any
) -> type[msgspec.Struct]:
    """``kind``'s fields as a save writes them: the ``types`` given instead of a field's own,
    the field saved under ``names[field]`` if renamed, the form tagged ``"step": tag``."""
    hints = typing.get_type_hints(kind, include_extras=True)
    names = names or {}
    own, values = kind.__struct_fields__, kind.__struct_defaults__
    defaults = dict(zip(own[len(own) - len(values) :], values, strict=True))
    fields = [
        (
            field,
            types.get(field, hints[field]),
            msgspec.field(default=defaults.get(field, msgspec.NODEFAULT), name=names.get(field)),
        )
        for field in own
    ]
    form = msgspec.defstruct(
        kind.__name__,
        fields,
        frozen=True,
        forbid_unknown_fields=True,
        tag_field=None if tag is None else "step",
        tag=tag,
    )
    _ENGINE[form] = kind
    return form


def keyed_form(
    name: str, fields: list[tuple[Any, ...]], make: Callable[..., Any] | None = None
) -> type[msgspec.Struct]:
    """An object of named ``fields`` (``(key, type)`` or ``(key, type, default)``) that the
    game keeps as ``make(*values)``, or as a tuple of the values in order when not given."""
    form = msgspec.defstruct(name, fields, frozen=True, forbid_unknown_fields=True)
    if make is None:
        _TUPLES.add(form)
    _ENGINE[form] = make or (lambda *values: values)
    return form


def engine(value: Any) -> Any:
    """The game's own value of a saved form read by :func:`decode` (names become numbers)."""
    make = _ENGINE.get(type(value))
    if make is not None:
        return make(*(engine(getattr(value, field)) for field in value.__struct_fields__))
    if isinstance(value, Named):
        return int(value)
    if isinstance(value, tuple):
        return tuple(engine(item) for item in value)
    return value


_Writer = Callable[[Any], Any]
_WRITERS: dict[type, _Writer] = {}


def _builtins(value: Any) -> Any:
    return msgspec.to_builtins(value, enc_hook=_enc_hook)


def _writer(info: mi.Type) -> _Writer | None:
    """How to write a value of type ``info``; ``None`` when msgspec's own JSON is right."""
    if isinstance(info, mi.Metadata):
        return _writer(info.type)
    if isinstance(info, mi.CustomType) and hasattr(info.cls, "write"):
        return info.cls.write  # type: ignore[no-any-return]
    if isinstance(info, (mi.VarTupleType, mi.ListType)):
        item = _writer(info.item_type)
        return None if item is None else (lambda value: [item(x) for x in value])
    if isinstance(info, mi.TupleType):
        items = [_writer(t) or _builtins for t in info.item_types]
        return lambda value: [write(x) for write, x in zip(items, value, strict=True)]
    if isinstance(info, mi.UnionType):
        forms = {_ENGINE[t.cls]: _writer(t) for t in info.types if isinstance(t, mi.StructType)}
        return lambda value: forms.get(type(value), _builtins)(value)  # type: ignore[misc]
    if isinstance(info, mi.StructType) and info.cls in _TUPLES:
        keys = [f.encode_name for f in info.fields]
        writers = [_writer(f.type) for f in info.fields]
        if not any(writers):  # one call for the whole tuple (the asteroids' chips, counts)
            return lambda value: dict(zip(keys, _builtins(value), strict=True))
        keyed = [(key, write or _builtins) for key, write in zip(keys, writers, strict=True)]
        return lambda value: {key: write(x) for (key, write), x in zip(keyed, value, strict=True)}
    if isinstance(info, mi.StructType) and info.cls in _ENGINE:
        tag = {} if info.tag is None else {info.tag_field: info.tag}
        fields = [(f.encode_name, f.name, _writer(f.type) or _builtins) for f in info.fields]
        return lambda value: tag | {key: write(getattr(value, name)) for key, name, write in fields}
    return None


def written(value: Any, form: type) -> Any:
    """``value`` (the game's own) as JSON data in the shape of its saved ``form``."""
    write = _WRITERS.get(form)
    if write is None:
        write = _WRITERS[form] = _writer(mi.type_info(form)) or _builtins
    return write(value)


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
