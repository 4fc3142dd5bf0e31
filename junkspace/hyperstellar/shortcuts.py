"""The fast path of Hyperstellar's commonest decision, made without a draft.

The contract. A shortcut is ``shortcut(state, action, quiet)`` for one kind of action
(``SHORTCUTS``, by the action's class): given a state and one of its legal actions, it
returns the very state ``Turn`` would build (``advance`` without the shortcut): equal
fields, the same events (none when ``quiet``), and the same legal actions handed on; or
``None``, for a case it leaves to the turn, and then nothing has changed. It covers a
placement after which the next seat in table order places (``None`` when that seat's hub is
empty, so that someone takes energy instead, or when the station is full and placement
ends): about two decisions in five.

Why it exists. Such a placement changes the hub, one room or the bunks and whose turn it is,
and a draft copies every field in and out to do it; the shortcut makes the next state as one
``msgspec.structs.replace`` of the state, in about a third of the time. What a placement does
to the station is written once, in :func:`.placing.after_placing`, which ``Turn.place``
reads too. How it is checked: tests/hyperstellar/test_hyperstellar_properties.py plays
every decision of seeded games both ways, loud and quiet, comparing the states, their events
and their legal actions; ``tests/benchmarks/digest.py hyperstellar`` hashes whole games.

>>> from junkspace.hyperstellar import Place, new_game
>>> from junkspace.hyperstellar.turn import Turn
>>> state = new_game(players=2, seed=5)
>>> turn = Turn(state)
>>> turn.place(Place("lab"))
>>> SHORTCUTS[Place](state, Place("lab"), False) == turn.build()
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import msgspec

from ..core import Action, Event
from .actions import Place
from .phases import PLACING, Placing
from .placing import AFTER, after_placing

if TYPE_CHECKING:
    from .state import HyperstellarState

__all__ = ["SHORTCUTS"]

_replace = msgspec.structs.replace


def _place(state: HyperstellarState, action: Place, quiet: bool) -> HyperstellarState | None:
    """A placement after which the next seat places: what ``Turn.place`` gives, without a
    draft (``None`` when the next seat takes energy instead, or placement ends)."""
    phase = state.phase
    assert isinstance(phase, Placing)
    seat = phase.seat
    after = AFTER[state.players][seat][0]
    if not state.hub[after]:  # (placing never changes another seat's hub)
        return None
    hub, (engine, lab, recycling), crew, free = after_placing(state, seat, action)
    if not free:
        return None
    built = _replace(
        state,
        phase=PLACING[after],
        hub=hub,
        engine=engine,
        lab=lab,
        recycling=recycling,
        crew=crew,
    )
    details = (("sector", action.sector), ("beside", action.beside))  # as Turn.place notes
    kept = built.__dict__  # what ``keep`` does for a Struct, without the calls
    kept["events"] = () if quiet else (Event("placed", seat, details),)
    kept["_legal"] = free
    return built


#: The actions resolved without a draft when they can be, each with its shortcut (the module's
#: docstring gives their contract).
SHORTCUTS: dict[
    type[Action], Callable[[HyperstellarState, Any, bool], HyperstellarState | None]
] = {
    Place: _place,
}
