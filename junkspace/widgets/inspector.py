"""The state inspector: a position as a tree, with what the last action changed marked.

The tree is plain HTML (nested ``<details>``), so it needs no extra widget library and stays
readable in a saved notebook. Paths that differ from the previous position are marked with
the ``changed`` class, and so are the branches that lead to them, which makes "what did that
move do to the state?" a matter of looking.

>>> before = {"ships": ["KEP", "KEP"], "turn": 0}
>>> after = {"ships": ["TYC", "KEP"], "turn": 0}
>>> sorted(changed_paths(before, after))
[('ships',), ('ships', 0)]
>>> "changed" in tree_html(after, before)
True
"""

from __future__ import annotations

from collections.abc import Iterator
from html import escape
from typing import Any

__all__ = ["changed_paths", "tree_html"]

Path = tuple[str | int, ...]

#: Lists up to this many plain values are written on one line.
_INLINE = 12

# What a path holds in a tree that does not have it.
_MISSING = object()


def _children(value: Any) -> Iterator[tuple[str | int, Any]]:
    if isinstance(value, dict):
        yield from value.items()
    elif isinstance(value, list):
        yield from enumerate(value)


def _child(value: Any, key: str | int) -> Any:
    if isinstance(value, dict):
        return value.get(key, _MISSING)
    if isinstance(value, list) and isinstance(key, int) and key < len(value):
        return value[key]
    return _MISSING


def changed_paths(before: Any, after: Any, path: Path = ()) -> set[Path]:
    """Every path of ``after`` whose value differs from ``before`` (branches included)."""
    if before == after:
        return set()
    out = {path} if path else set()
    if isinstance(after, (dict, list)) and type(before) is type(after):
        for key, value in _children(after):
            out |= changed_paths(_child(before, key), value, (*path, key))
    return out


def _leaf(value: Any) -> str:
    if isinstance(value, str):
        return f'<span class="js-str">"{escape(value)}"</span>'
    if value is None:
        return '<span class="js-none">null</span>'
    return f'<span class="js-num">{escape(str(value))}</span>'


def _is_flat(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) <= _INLINE
        and not any(isinstance(item, (dict, list)) for item in value)
    )


def _node(key: str, value: Any, path: Path, changed: set[Path], depth: int) -> str:
    mark = ' class="changed"' if path in changed else ""
    name = f'<span class="js-key">{escape(key)}</span>'
    if _is_flat(value):
        items = ", ".join(_leaf(item) for item in value)
        return f"<li{mark}>{name}: [{items}]</li>"
    if not isinstance(value, (dict, list)):
        return f"<li{mark}>{name}: {_leaf(value)}</li>"
    size = f"{len(value)} item{'s' * (len(value) != 1)}"
    opened = " open" if depth < 1 or path in changed else ""
    inner = "".join(_node(str(k), v, (*path, k), changed, depth + 1) for k, v in _children(value))
    return (
        f"<li{mark}><details{opened}><summary>{name} <small>{size}</small></summary>"
        f"<ul>{inner}</ul></details></li>"
    )


def tree_html(data: dict[str, Any], before: dict[str, Any] | None = None) -> str:
    """``data`` as a collapsible tree; paths that differ from ``before`` are marked."""
    changed = changed_paths(before, data) if before is not None else set()
    rows = "".join(_node(key, value, (key,), changed, 0) for key, value in data.items())
    return f'<ul class="junkspace-tree">{rows}</ul>'
