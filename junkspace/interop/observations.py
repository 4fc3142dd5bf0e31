"""Observations as numbers, through one short encoder module per game.

``state.observation(seat)`` is JSON-able data with what that seat cannot see masked;
learning code wants a vector of fixed length instead. Each game has a module named after
it in :mod:`junkspace.interop.encoders` that defines three functions:

- ``layout(table_state)``: the named parts of the vector and their shapes, for the table
  that a freshly set-up state is played at;
- ``encode(observation, parts)``: writes one observation into those parts (zeroed float32
  NumPy views, shaped as declared); every value it writes is between 0 and 1, and seats are
  counted from the observer, so that one policy can play any seat;
- ``max_game_length(table_state)``: a proven upper bound on the number of decisions in a
  game at that table, which OpenSpiel asks for (a ValueError if there is none, as in a game
  with no cap on its length).

Writing that module is all it takes to bring a new game to both adapters; :func:`encoder`
finds it by the game's name.

>>> from junkspace.interop.table import Table
>>> junk_orbit = encoder(Table.of("junk_orbit", players=2))
>>> junk_orbit.layout.names[:3]
('tiles', 'ships', 'step')
>>> vector = junk_orbit.encode(junk_orbit.table.start(seed=1), seat=0)
>>> vector.shape == (junk_orbit.layout.size,), vector.dtype
(True, dtype('float32'))
>>> float(vector.min()), float(vector.max())
(0.0, 1.0)
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any, TypeAlias

from ..core import GameState
from .extras import missing_extra
from .table import Table

try:
    import numpy as np
except ImportError as error:
    raise missing_extra(__name__, error) from error

__all__ = ["ENCODERS", "Encoder", "Layout", "MissingEncoderError", "Views", "encoder"]

#: The package holding the encoder modules, one per game, each named after its game.
ENCODERS = "junkspace.interop.encoders"

# What every encoder module defines.
_FUNCTIONS = ("layout", "encode", "max_game_length")

#: The parts of one observation vector, by name, as shaped NumPy views onto it.
Views: TypeAlias = Mapping[str, np.ndarray]


class MissingEncoderError(LookupError):
    """A game has no encoder module yet, so the adapters cannot give it numbers."""


@dataclass(frozen=True)
class Layout:
    """The named parts of an observation vector and their shapes, in order.

    >>> layout = Layout((("board", (2, 3)), ("turn", (2,))))
    >>> layout.size
    8
    >>> vector = np.arange(8, dtype=np.float32)
    >>> layout.views(vector)["turn"]
    array([6., 7.], dtype=float32)
    """

    parts: tuple[tuple[str, tuple[int, ...]], ...]

    @property
    def names(self) -> tuple[str, ...]:
        """The parts' names, in order."""
        return tuple(name for name, _ in self.parts)

    @property
    def size(self) -> int:
        """The length of the whole vector."""
        return sum(math.prod(shape) for _, shape in self.parts)

    def views(self, vector: np.ndarray) -> dict[str, np.ndarray]:
        """Each part as a shaped view onto ``vector`` (writing to one writes to the vector)."""
        out = {}
        start = 0
        for name, shape in self.parts:
            end = start + math.prod(shape)
            out[name] = vector[start:end].reshape(shape)
            start = end
        return out


@dataclass(frozen=True, eq=False)
class Encoder:
    """One game's encoder at one table: the vector's layout and how to fill it."""

    table: Table
    layout: Layout
    _encode: Callable[[Mapping[str, Any], Views], None]
    _bound: Callable[[], int]

    @cached_property
    def max_game_length(self) -> int:
        """No game at this table takes more decisions than this.

        A ValueError says why when the game has no such bound at this table (for example,
        with no cap on its number of rounds).
        """
        return self._bound()

    def encode(self, state: GameState, seat: int) -> np.ndarray:
        """What ``seat`` sees in ``state``, as a float32 vector of ``layout.size`` values."""
        vector = np.zeros(self.layout.size, np.float32)
        self._encode(state.observation(seat), self.layout.views(vector))
        return vector

    def write(self, state: GameState, seat: int, views: Views) -> None:
        """Like :meth:`encode`, into existing views (from ``layout.views``) of a vector."""
        for view in views.values():
            view.fill(0)
        self._encode(state.observation(seat), views)


@cache
def encoder(table: Table) -> Encoder:
    """The encoder of ``table``'s game, or a :class:`MissingEncoderError` saying what to write.

    >>> from junkspace.interop.table import Table
    >>> encoder(Table("chess", 2))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    junkspace.interop.observations.MissingEncoderError: chess has no observation encoder: ...
    """
    name = f"{ENCODERS}.{table.game}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:
            raise
        raise MissingEncoderError(
            f"{table.game} has no observation encoder: write "
            f"{name.replace('.', '/')}.py (see {__name__})"
        ) from None
    missing = [f for f in _FUNCTIONS if not callable(getattr(module, f, None))]
    if missing:
        raise MissingEncoderError(f"{name} must define {', '.join(_FUNCTIONS)}; it lacks {missing}")
    table_state = table.start(seed=0)
    layout = Layout(tuple(module.layout(table_state)))
    return Encoder(table, layout, module.encode, lambda: int(module.max_game_length(table_state)))
