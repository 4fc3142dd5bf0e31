"""Junk Orbit positions as JSON both ways, checked against the rules on the way in.

The shape of a save is the shape of :class:`~.state.JunkOrbitState` and its phases (field
names, integers and their ranges, city names, the tagged turn step), through a saved form
(:func:`~junkspace.core.codec.saved_form`) that differs only where the file is written for a
reader: ``junk`` keyed by city and ``piles`` by pile name. A field added to the state is saved
with no edit here. Every problem is reported with its path (``state.junk.KEP[0]: expected a
string, got 3``), in the language spoken; the positions no game reaches are refused by
:mod:`.invariants`.

>>> from junkspace.junk_orbit import new_game
>>> state = new_game(players=2, seed=1)
>>> saved = state_to_dict(state)
>>> saved["junk"]["KEP"], saved["phase"]
(['L14'], {'step': 'launch'})
>>> state_from_dict(saved) == state
True
"""

from __future__ import annotations

from typing import Any

from ..core.codec import decode, from_saved, keyed_form, saved_form, written
from ..core.state import replace
from ..core.validate import expect_object, missing_field
from .invariants import check_position
from .state import JunkOrbitState, Tiles
from .topology import CITIES, PILES

__all__ = ["state_from_dict", "state_to_dict"]

_ORDER = {city: i for i, city in enumerate(CITIES)}


class Junk(tuple):  # type: ignore[type-arg]
    """The tiles resting in each city in play, saved keyed by city (the board's cities are
    the first ones of ``CITIES``, more of them at a larger table)."""

    @classmethod
    def read(cls, value: object) -> Junk:
        saved = expect_object(value, "state.junk", (), CITIES)
        cities = list(CITIES)[: 1 + max(map(_ORDER.__getitem__, saved), default=-1)]
        for city in cities:
            if city not in saved:
                raise missing_field(f"state.junk.{city}")
        return cls(decode(saved[city], Tiles, f"state.junk.{city}") for city in cities)

    @classmethod
    def write(cls, junk: tuple[Tiles, ...]) -> dict[str, list[str]]:
        return dict(zip(CITIES, map(list, junk), strict=False))  # (the board's first cities)


_State = saved_form(
    JunkOrbitState,
    junk=Junk,
    piles=keyed_form("Piles", [(name, Tiles) for name in PILES]),
)


def state_to_dict(state: JunkOrbitState) -> dict[str, Any]:
    """The whole position as JSON-able data (``state.to_json()`` writes it)."""
    data: dict[str, Any] = written(state, _State)
    return data


def state_from_dict(data: object) -> JunkOrbitState:
    """The position saved as ``data`` (the ``state`` part of the JSON), fully checked."""
    state: JunkOrbitState = from_saved(data, _State)
    # Sets in the game are kept sorted; a save edited by hand need not be.
    state = replace(
        state,
        cargo=tuple(tuple(sorted(c)) for c in state.cargo),
        deliveries=tuple(tuple(sorted(d)) for d in state.deliveries),
        junk=tuple(tuple(sorted(j)) for j in state.junk),
    )
    check_position(state)
    return state
