"""Observations as numbers, through one short encoder module per game.

``state.observation(seat)`` is JSON-able data with what that seat cannot see masked;
learning code wants a vector of fixed length instead. Each game's facts name its encoder
module (``ENCODER``, see :class:`junkspace.core.GameInfo`; junkspace's own are in
:mod:`junkspace.interop.encoders`), which defines three functions:

- ``layout(table_state)``: the named parts of the vector and their shapes, for the table
  that a freshly set-up state is played at;
- ``encode(observation, parts)``: writes one observation into those parts (zeroed float32
  NumPy views, shaped as declared); every value it writes is between 0 and 1, and seats are
  counted from the observer, so that one policy can play any seat;
- ``max_game_length(table_state)``: a proven upper bound on the number of decisions in a
  game at that table, which OpenSpiel asks for (a ValueError if there is none, as in a game
  with no cap on its length).

Writing that module and naming it in the game's facts is all it takes to bring a new game to
both adapters; :func:`encoder` finds it.

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

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any, TypeAlias

from ..core import GAMES, GameState
from .extras import missing_extra
from .table import Table

try:
    import numpy as np
except ImportError as error:
    raise missing_extra(__name__, error) from error

__all__ = ["Encoder", "Layout", "MissingEncoderError", "Views", "encoder"]

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

    @cached_property
    def size(self) -> int:
        """The length of the whole vector."""
        return sum(math.prod(shape) for _, shape in self.parts)

    @cached_property
    def _spans(self) -> tuple[tuple[str, slice, tuple[int, ...]], ...]:
        """Each part's name, slice of the vector and shape, worked out once for every view."""
        spans = []
        start = 0
        for name, shape in self.parts:
            end = start + math.prod(shape)
            spans.append((name, slice(start, end), shape))
            start = end
        return tuple(spans)

    def views(self, vector: np.ndarray) -> dict[str, np.ndarray]:
        """Each part as a shaped view onto ``vector`` (writing to one writes to the vector)."""
        return {name: vector[span].reshape(shape) for name, span, shape in self._spans}


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
    info = GAMES.get(table.game)
    if info is None or info.encoder is None:
        raise MissingEncoderError(
            f"{table.game} has no observation encoder: write one and name it in the game's "
            f"facts as ENCODER (see {__name__})"
        )
    module = info.part(info.encoder)
    missing = [f for f in _FUNCTIONS if not callable(getattr(module, f, None))]
    if missing:
        raise MissingEncoderError(
            f"{info.encoder} must define {', '.join(_FUNCTIONS)}; it lacks {missing}"
        )
    table_state = table.start(seed=0)
    layout = Layout(tuple(module.layout(table_state)))
    return Encoder(table, layout, module.encode, lambda: int(module.max_game_length(table_state)))
