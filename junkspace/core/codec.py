"""JSON both ways for states built from ``msgspec`` types, with errors that name the field.

A game's state and phase classes are ``msgspec.Struct`` types whose annotations say
everything about the shape of a save: field names, types, ranges (``Annotated[int,
Meta(ge=0)]``), names (``Literal``), the turn step as a tagged union. :func:`decode` checks a
save against them with ``msgspec.convert`` and reports the first problem as the project's
:class:`~junkspace.core.errors.InvalidStateError`, in the engine's words, with the path of
the field (an :class:`~junkspace.core.rng.Rng` is saved as its 64-bit integer); a game then
checks only what types cannot say (its ``invariants`` module).

>>> from typing import Annotated, Literal
>>> from msgspec import Meta, defstruct
>>> City = Literal["KEP", "TYC"]
>>> Ship = defstruct("Ship", [("city", City), ("fuel", Annotated[int, Meta(ge=0, le=2)], 0)])
>>> decode({"city": "KEP", "fuel": 2}, Ship, "ship")
Ship(city='KEP', fuel=2)
>>> decode([{"city": "KEP", "fuel": 3}], list[Ship], "ships")
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: ships[0].fuel: must be at most 2, got 3
>>> decode([{"city": "PAR"}], list[Ship], "ships")
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: ships[0].city: unknown value "PAR"

Where a save writes a part its own way, for a reader (a cell by its name ``"c3"``, cards as
colour letters), the game derives a *saved form* of its class with :func:`saved_form`: the
same fields, a few types swapped for classes with ``read`` and ``write`` class methods
(:class:`Named` for a number saved by its name). :func:`from_saved` reads a save through the
form into the game's own value and :func:`written` writes one, both guided by the form's
types alone, so a field added to the class is saved with no edit:

>>> class Fuel(Named):
...     names = ("empty", "half", "full")
>>> Tank = saved_form(Ship, "tank", fuel=Fuel)
>>> written(Ship("KEP", 2), Tank)
{'step': 'tank', 'city': 'KEP', 'fuel': 'full'}
>>> from_saved({"step": "tank", "city": "TYC", "fuel": "half"}, Tank)
Ship(city='TYC', fuel=1)
>>> from_saved({"step": "tank", "city": "TYC", "fuel": "low"}, Tank, "ship")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: ship.fuel: unknown value "low" (expected one of ...)
"""

from __future__ import annotations

import typing
from collections.abc import Callable, Iterable, Mapping
from typing import Any, ClassVar, TypeVar

import msgspec
from msgspec import inspect as mi
from msgspec.structs import astuple

from .errors import InvalidStateError
from .rng import Rng
from .validate import MAX_INTEGER, expect_int, typed_refusal, unknown_value

__all__ = ["Named", "decode", "encode", "from_saved", "keyed_form", "saved_form", "written"]

T = TypeVar("T")


class Named(int):
    """A number a save writes by its name, ``names[number]`` (``""``: none); only saved forms
    hold these, the game's own values stay plain integers."""

    names: ClassVar[tuple[str, ...]] = ()
    _numbers: ClassVar[dict[str, int]] = {}

    def __init_subclass__(cls) -> None:
        cls._numbers = {name: number for number, name in enumerate(cls.names) if name}

    @classmethod
    def read(cls, value: object) -> Named:
        number = cls._numbers.get(value) if isinstance(value, str) else None
        if number is None:
            raise ValueError(unknown_value(value, cls._numbers))
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
        raise typed_refusal(str(err), data, where) from None


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
    own, values = kind.__struct_fields__, kind.__struct_defaults__
    defaults = dict(zip(own[len(own) - len(values) :], values, strict=True))
    fields = [
        (
            field,
            types.get(field, hints[field]),
            msgspec.field(
                default=defaults.get(field, msgspec.NODEFAULT), name=(names or {}).get(field)
            ),
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


_Convert = Callable[[Any], Any]
_CONVERTERS: dict[tuple[type, bool], _Convert] = {}


def _same(value: Any) -> Any:
    return value


def _each(converts: list[_Convert | None], values: Iterable[Any]) -> list[Any]:
    """Each of ``values`` converted by its own of ``converts`` (``None``: as it is)."""
    return [v if c is None else c(v) for c, v in zip(converts, values, strict=True)]


def _converter(info: mi.Type, reading: bool) -> _Convert | None:
    """How to make the game's value of a value of type ``info`` read from a save
    (``reading``), or JSON data of the game's value; ``None`` where it is right as it is."""
    if isinstance(info, mi.Metadata):
        return _converter(info.type, reading)
    if isinstance(info, mi.CustomType) and reading:  # a name's number, or a game's own part
        return (int if issubclass(info.cls, int) else tuple) if hasattr(info.cls, "read") else None
    if isinstance(info, mi.CustomType):
        return getattr(info.cls, "write", _enc_hook)  # (an Rng has no ``write``)
    many, plain = (tuple, None) if reading else (list, list)  # (a save's lists are tuples)
    if isinstance(info, mi.VarTupleType | mi.ListType):
        item = _converter(info.item_type, reading)
        return (lambda value: many(map(item, value))) if item else plain
    if isinstance(info, mi.TupleType):
        items = [_converter(t, reading) for t in info.item_types]
        return (lambda value: many(_each(items, value))) if any(items) else plain
    if isinstance(info, mi.UnionType):  # a form is read as itself, written as the game's class
        kinds = {
            t.cls if reading else _ENGINE.get(t.cls, t.cls): _converter(t, reading) or _same
            for t in info.types
            if isinstance(t, mi.StructType)
        }
        others = [_converter(t, reading) for t in info.types if not isinstance(t, mi.StructType)]
        other = next(filter(None, others), _same)
        if other is _same and {*kinds.values()} <= {_same}:
            return None
        return lambda value: kinds.get(type(value), other)(value)
    if not (isinstance(info, mi.StructType) and info.cls in _ENGINE):
        scalar = mi.IntType | mi.StrType | mi.BoolType | mi.NoneType | mi.LiteralType
        return None if reading or isinstance(info, scalar) else encode  # msgspec's own JSON
    converts = [_converter(f.type, reading) for f in info.fields]
    if reading:
        make = _ENGINE[info.cls]
        return lambda value: make(*_each(converts, astuple(value)))
    keys = [f.encode_name for f in info.fields]
    if info.cls in _TUPLES and {*converts} <= {None, encode}:  # one call for all its items
        whole = encode if encode in converts else _same
        return lambda value: whole(dict(zip(keys, value, strict=True)))
    if info.cls in _TUPLES:  # the game keeps it as a tuple: its items are the fields in order
        return lambda value: dict(zip(keys, _each(converts, value), strict=True))
    tag = {} if info.tag is None else {info.tag_field: info.tag}
    names = [f.name for f in info.fields]
    return lambda value: (
        tag
        | dict(zip(keys, _each(converts, [getattr(value, name) for name in names]), strict=True))
    )


def _convert(form: type, reading: bool) -> _Convert:
    convert = _CONVERTERS.get((form, reading))
    if convert is None:
        found = _converter(mi.type_info(form), reading)
        convert = _CONVERTERS[form, reading] = found or _same
    return convert


def from_saved(data: object, form: type, where: str = "state") -> Any:
    """The game's own value saved as ``data`` in the shape of ``form``, checked by
    :func:`decode` (names become numbers, forms the game's classes)."""
    return _convert(form, reading=True)(decode(data, form, where))


def written(value: Any, form: type) -> Any:
    """``value`` (the game's own) as JSON data (objects, lists, strings, numbers) in the
    shape of its saved ``form``."""
    return _convert(form, reading=False)(value)
