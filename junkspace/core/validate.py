"""Field-by-field checks for JSON read from outside (saved states and records).

Every check names the path of the value it rejects, so a corrupt or tampered file gets a
message like ``state.cargo[1][3]: unknown tile 'E99'`` instead of a traceback.

>>> expect_int(3, "players", low=2, high=5)
3
>>> expect_int(True, "players")
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: players: expected an integer, got true
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable
from typing import Any

from .errors import InvalidStateError

__all__ = [
    "expect_int",
    "expect_list",
    "expect_object",
    "expect_optional_int",
    "expect_str",
    "load_json_object",
]


def _show(value: object) -> str:
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def load_json_object(text: str | bytes, what: str) -> dict[str, Any]:
    """Parse ``text`` as a JSON object, or say why it is not one."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as err:
        raise InvalidStateError("", f"this is not valid JSON for a {what}: {err}") from None
    if not isinstance(data, dict):
        raise InvalidStateError("", f"a {what} must be a JSON object, got {_show(data)}")
    return data


def expect_object(
    value: object, path: str, required: Iterable[str], optional: Iterable[str] = ()
) -> dict[str, Any]:
    """A JSON object with exactly the ``required`` keys (plus any of ``optional``)."""
    if not isinstance(value, dict):
        raise InvalidStateError(path, f"expected an object, got {_show(value)}")
    required = tuple(required)
    for key in required:
        if key not in value:
            raise InvalidStateError(_join(path, key), "is missing")
    allowed = set(required) | set(optional)
    for key in value:
        if key not in allowed:
            raise InvalidStateError(_join(path, str(key)), "is not a known field")
    return value


def expect_int(value: object, path: str, low: int | None = None, high: int | None = None) -> int:
    """An integer (not a boolean) within ``[low, high]`` when bounds are given."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidStateError(path, f"expected an integer, got {_show(value)}")
    if low is not None and value < low:
        raise InvalidStateError(path, f"must be at least {low}, got {value}")
    if high is not None and value > high:
        raise InvalidStateError(path, f"must be at most {high}, got {value}")
    return value


def expect_optional_int(
    value: object, path: str, low: int | None = None, high: int | None = None
) -> int | None:
    """``None`` or an integer within bounds."""
    return None if value is None else expect_int(value, path, low, high)


def expect_str(value: object, path: str, choices: Collection[str] | None = None) -> str:
    """A string, one of ``choices`` when they are given."""
    if not isinstance(value, str):
        raise InvalidStateError(path, f"expected a string, got {_show(value)}")
    if choices is not None and value not in choices:
        shown = ", ".join(sorted(choices)) if len(choices) <= 12 else f"{len(choices)} names"
        raise InvalidStateError(path, f"unknown value {_show(value)} (expected one of {shown})")
    return value


def expect_list(value: object, path: str, length: int | None = None) -> list[Any]:
    """A JSON array, of exactly ``length`` items when given."""
    if not isinstance(value, list):
        raise InvalidStateError(path, f"expected a list, got {_show(value)}")
    if length is not None and len(value) != length:
        raise InvalidStateError(path, f"expected {length} items, got {len(value)}")
    return value


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key
