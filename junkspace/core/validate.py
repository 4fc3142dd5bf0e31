"""Field-by-field checks for JSON read from outside (saved states and records).

Every check names the path of the value it rejects, so a corrupt or tampered file gets a
message like ``state.cargo[1][3]: unknown tile 'E99'`` instead of a traceback; a save read
against its types (:func:`junkspace.core.codec.decode`) has msgspec's refusals put in the
same words by :func:`typed_refusal`.

>>> expect_int(3, "players", low=2, high=5)
3
>>> expect_int(True, "players")
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: players: expected an integer, got true

Text is read by :func:`load_json_object`, which refuses what would upset the parser itself
before parsing: nesting deeper than any save has (Python's parser recurses, so a thousand
``[`` would end in a ``RecursionError``), and the non-standard constants ``NaN`` and
``Infinity``; after parsing, it refuses integers beyond 64 bits wherever they are, so that
no sum or message built from a field grows with a pasted number.

>>> load_json_object("[" * 1000, "saved state")
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: this is not a saved state: it nests deeper than 16 levels
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Iterable
from itertools import accumulate
from typing import Any

from ..i18n import N_, language
from .errors import InvalidStateError, quoted
from .words import WORDS

__all__ = [
    "expect_int",
    "expect_list",
    "expect_object",
    "expect_optional_int",
    "expect_str",
    "expect_version",
    "load_json_object",
    "show",
    "typed_refusal",
]

_ = WORDS.gettext

# What is read, as the sentences name it: with its article (``what`` of load_json_object),
# and its format (of expect_version); a ``what`` not listed here is named in English.
_KINDS = {
    "game record": N_("a game record"),
    "saved state": N_("a saved state"),
    "simulated game": N_("a simulated game"),
}
_FORMATS = {
    "app save": N_("app save format {version}"),
    "record": N_("record format {version}"),
    "simulated game": N_("simulated game format {version}"),
    "state": N_("state format {version}"),
}

#: How deeply JSON read from outside may nest (saved states nest six levels at most).
MAX_DEPTH = 16
#: Integers read from outside are below this in size (seeds and generators are 64-bit).
MAX_INTEGER = 2**64

# The words of ``msgspec`` for JSON types, and the project's.
_TYPE_WORDS = {
    "int": N_("an integer"),
    "str": N_("a string"),
    "bool": N_("true or false"),
    "float": N_("a number"),
    "array": N_("a list"),
    "object": N_("an object"),
    "null": N_("null"),
}
_EXPECTED = re.compile(r"Expected `([^`]+)`, got `[^`]+`")
_BOUND = re.compile(r"Expected `\w+` (>=|<=|>|<) (-?\d+)")
_LENGTH = re.compile(r"Expected `(?:array|object|str)` of length (>=|<=) (\d+)")
_FIELD = re.compile(r"Object (missing required|contains unknown) field `([^`]+)`")
_NAME = re.compile(r"Invalid (?:enum )?value ")
#: msgspec's bounds in words (the messages expect_int gives, with a bound low or high).
_BOUNDS = {
    ">=": N_("must be at least {low}, got {value}"),
    "<=": N_("must be at most {high}, got {value}"),
    ">": N_("must be more than {low}, got {value}"),
    "<": N_("must be less than {high}, got {value}"),
}
_STEP = re.compile(r"\.([^.\[]+)|\[(\d+)\]")

# A JSON string, escapes included: what the nesting count skips over.
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]")


def show(value: object) -> str:
    """``value`` as JSON for a message, cut to 60 characters.

    >>> show("STI"), show(True), len(show(list(range(30))))
    ('"STI"', 'true', 60)
    """
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _nesting(text: str) -> int:
    """How deeply the arrays and objects of JSON ``text`` nest.

    >>> _nesting('{"a": [[1], "[[[["], "b": {}}')
    3
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(1 if char in "[{" else -1 for char in brackets), default=0)


def _check_numbers(value: object, path: str) -> None:
    """Refuse an integer of more than 64 bits anywhere in ``value``, naming its path.

    >>> _check_numbers({"a": [1, 2**70]}, "")
    Traceback (most recent call last):
    ...
    junkspace.core.errors.InvalidStateError: a[1]: 1180591620717411303424 is too large a number
    """
    if isinstance(value, int) and not -MAX_INTEGER < value < MAX_INTEGER:
        raise InvalidStateError(path, _("{value} is too large a number", value=show(value)))
    if isinstance(value, dict):
        for key, item in value.items():
            _check_numbers(item, _join(path, str(key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _check_numbers(item, f"{path}[{index}]")


def _no_constant(name: str) -> object:
    raise ValueError(_("{name} is not a JSON number", name=name))


def load_json_object(text: str | bytes, what: str) -> dict[str, Any]:
    """Parse ``text`` as a JSON object, or say why it is not one.

    Whatever the text, the only error is an :class:`InvalidStateError`.
    """
    kind = _(_KINDS[what]) if what in _KINDS else f"a {what}"
    try:
        if isinstance(text, (bytes, bytearray)):
            text = bytes(text).decode(json.detect_encoding(text))
        if not isinstance(text, str):
            raise TypeError(_("expected text, got {kind}", kind=type(text).__name__))
        if _nesting(text) > MAX_DEPTH:
            raise InvalidStateError(
                "",
                _(
                    "this is not {kind}: it nests deeper than {depth} levels",
                    kind=kind,
                    depth=MAX_DEPTH,
                ),
            )
        data = json.loads(text, parse_constant=_no_constant)
    except (TypeError, ValueError) as err:
        if isinstance(err, InvalidStateError):
            raise
        raise InvalidStateError(
            "", _("this is not valid JSON for {kind}: {error}", kind=kind, error=err)
        ) from None
    if not isinstance(data, dict):
        raise InvalidStateError(
            "", _("{kind} must be a JSON object, got {value}", kind=kind, value=show(data))
        )
    _check_numbers(data, "")
    return data


def expect_object(
    value: object, path: str, required: Iterable[str], optional: Iterable[str] = ()
) -> dict[str, Any]:
    """A JSON object with exactly the ``required`` keys (plus any of ``optional``)."""
    if not isinstance(value, dict):
        raise InvalidStateError(path, _("expected an object, got {value}", value=show(value)))
    required = tuple(required)
    for key in required:
        if key not in value:
            raise missing_field(_join(path, key))
    allowed = set(required) | set(optional)
    for key in value:
        if key not in allowed:
            raise InvalidStateError(_join(path, str(key)), _("is not a known field"))
    return value


def missing_field(path: str) -> InvalidStateError:
    """The error of a field a save lacks, for a game's own reading of a part.

    >>> missing_field("state.junk.KEP")
    InvalidStateError('state.junk.KEP: is missing')
    """
    return InvalidStateError(path, _("is missing"))


def expect_int(value: object, path: str, low: int | None = None, high: int | None = None) -> int:
    """An integer (not a boolean) within ``[low, high]`` when bounds are given."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidStateError(path, _("expected an integer, got {value}", value=show(value)))
    if low is not None and value < low:
        raise InvalidStateError(
            path, _("must be at least {low}, got {value}", low=low, value=show(value))
        )
    if high is not None and value > high:
        raise InvalidStateError(
            path, _("must be at most {high}, got {value}", high=high, value=show(value))
        )
    return value


def expect_optional_int(
    value: object, path: str, low: int | None = None, high: int | None = None
) -> int | None:
    """``None`` or an integer within bounds."""
    return None if value is None else expect_int(value, path, low, high)


def expect_str(value: object, path: str, choices: Collection[str] | None = None) -> str:
    """A string, one of ``choices`` when they are given."""
    if not isinstance(value, str):
        raise InvalidStateError(path, _("expected a string, got {value}", value=show(value)))
    if choices is not None and value not in choices:
        raise InvalidStateError(path, unknown_value(value, choices))
    return value


def unknown_value(value: object, choices: Collection[str]) -> str:
    """The problem of a name that is none of ``choices``, in the language spoken.

    >>> unknown_value("lab2", ("lab", "crew"))
    'unknown value "lab2" (expected one of crew, lab)'
    """
    shown = (
        ", ".join(sorted(choices))
        if len(choices) <= 12
        else WORDS.ngettext("{count} name", "{count} names", len(choices), count=len(choices))
    )
    return _("unknown value {value} (expected one of {choices})", value=show(value), choices=shown)


def expect_list(value: object, path: str, length: int | None = None) -> list[Any]:
    """A JSON array, of exactly ``length`` items when given."""
    if not isinstance(value, list):
        raise InvalidStateError(path, _("expected a list, got {value}", value=show(value)))
    if length is not None and len(value) != length:
        raise InvalidStateError(
            path,
            WORDS.ngettext(
                "expected {count} item, got {found}",
                "expected {count} items, got {found}",
                length,
                count=length,
                found=len(value),
            ),
        )
    return value


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
        found = (
            _(_FORMATS[what], version=quoted(version))
            if what in _FORMATS
            else f"{what} format {quoted(version)}"
        )
        raise InvalidStateError(
            path,
            _(
                "saved by a newer version of junkspace ({format}; this one reads formats 1 to "
                "{newest})",
                format=found,
                newest=newest,
            ),
        )
    return version


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


def _problem(message: str, value: object) -> tuple[str, str]:
    """The project's words for one ``msgspec`` message: (field suffix, problem)."""
    if found := _FIELD.match(message):
        missing = found[1] == "missing required"
        return "." + found[2], _("is missing") if missing else _("is not a known field")
    if found := _EXPECTED.match(message):
        kinds = [_(_TYPE_WORDS[t]) if t in _TYPE_WORDS else t for t in found[1].split(" | ")]
        return "", _("expected {kinds}, got {value}", kinds=_either(kinds), value=show(value))
    if found := _BOUND.match(message):
        bound = found[2]
        return "", _(_BOUNDS[found[1]], low=bound, high=bound, value=show(value))
    if found := _LENGTH.match(message):
        items = len(value) if isinstance(value, list | dict | str) else "?"
        count = int(found[2])
        if found[1] == ">=":
            return "", WORDS.ngettext(
                "expected at least {count} item, got {found}",
                "expected at least {count} items, got {found}",
                count,
                count=count,
                found=items,
            )
        return "", WORDS.ngettext(
            "expected at most {count} item, got {found}",
            "expected at most {count} items, got {found}",
            count,
            count=count,
            found=items,
        )
    if _NAME.match(message):
        return "", _("unknown value {value}", value=show(value))
    return "", message


def _either(kinds: list[str]) -> str:
    """``kinds`` as alternatives in the language spoken ("an integer or null"): Babel's
    list patterns (CLDR), the way each language writes "a, b or c"."""
    if len(kinds) == 1:
        return kinds[0]
    from babel.lists import format_list

    return format_list(kinds, style="or", locale=language())


def typed_refusal(message: str, data: object, where: str) -> InvalidStateError:
    """The error for ``msgspec``'s refusal of ``data`` (``Expected `int` <= 5 - at
    `$.players```), in the engine's words and with the field's path from ``where``.

    >>> typed_refusal("Expected `int` <= 5 - at `$.players`", {"players": 7}, "state")
    InvalidStateError('state.players: must be at most 5, got 7')
    """
    message, _, path = message.rpartition(" - at `")
    if not message:
        message, path = path, "$`"
    rest = path.rstrip("`")[1:]
    suffix, problem = _problem(message, _value_at(data, rest))
    field = where + rest if where or not rest.startswith(".") else rest[1:]
    return InvalidStateError(field + suffix, problem)


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key
