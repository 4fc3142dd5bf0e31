"""Tables filled on first use: the rules' fixed facts, worked out only when first asked for.

A game's engine looks up many facts that never change (the actions of a cell, the cells a
walk could try, the launches from a city), far too many to build at import time and far too
often asked to build again. :class:`OnFirstUse` is a dictionary that builds a missing entry
with a function of its key, then keeps it; lookups stay ordinary dictionary lookups (in C).

>>> squares = OnFirstUse(lambda n: n * n)
>>> squares[12], squares[12], len(squares)
(144, 144, 1)

It suits keys from a small fixed set (cells, cities, seats): every key asked for is kept.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

__all__ = ["OnFirstUse"]

K = TypeVar("K")
V = TypeVar("V")


class OnFirstUse(dict[K, V]):
    """``table[key]`` is ``make(key)``, worked out on the first lookup and then kept."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[K], V]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: K) -> V:
        value = self[key] = self.make(key)
        return value
