"""What a placement does to the station: the rule both the turn and its shortcut read.

A player puts one researcher from the hub on a free slot of a sector, or in the crew quarters,
on an empty bunk or beside another seat's lone researcher. :func:`after_placing` gives the
hub, the three rooms and the bunks afterwards, and where one can place then; ``Turn.place``
(:mod:`.turn`) and the placement shortcut (:mod:`.shortcuts`) both build the next state
from it. ``AFTER`` is the table order the next placer is looked for in.

>>> from junkspace.hyperstellar import Place, new_game
>>> state = new_game(players=2, seed=5)
>>> hub, (engine, lab, recycling), crew, free = after_placing(state, 0, Place("lab"))
>>> hub, lab, crew
((1, 2), (1, 0), ())
>>> AFTER[3][1]  # after the second seat of three: the third, the first, then itself
(2, 0, 1)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from ..core import Action
from .actions import Place
from .choices import placements
from .rules import SEAT_NAMES
from .station import CREW, SECTOR_OF, Bunks

if TYPE_CHECKING:
    from .state import HyperstellarState

__all__ = ["AFTER", "Placed", "after_placing", "join"]

_Row: TypeAlias = tuple[int, ...]
#: A placement's outcome: the hub, the three rooms, the bunks, and where one can place then.
Placed: TypeAlias = tuple[_Row, tuple[_Row, _Row, _Row], Bunks, tuple[Action, ...]]

#: The seats after each seat in table order, the seat itself last, at each table size.
AFTER = {
    players: tuple(
        tuple((seat + step) % players for step in range(1, players + 1)) for seat in range(players)
    )
    for players in range(2, len(SEAT_NAMES) + 1)
}


def after_placing(state: HyperstellarState, seat: int, action: Place) -> Placed:
    """The hub, the three rooms and the bunks once ``seat`` has placed as ``action`` in
    ``state``, and where one can place then (whether or not anyone has a researcher left).
    """
    hub = list(state.hub)
    hub[seat] -= 1
    rooms = [state.engine, state.lab, state.recycling]
    crew = state.crew
    sector = SECTOR_OF[action.sector]
    # Where one can place changes only when a sector fills up or the bunks change.
    free: tuple[Action, ...] | None = None
    if sector == CREW:
        crew = join(crew, seat, action.beside)
    else:
        row = list(rooms[sector])
        row[seat] += 1
        rooms[sector] = tuple(row)
        if sum(row) < state.players:
            free = state.legal_actions()
    engine, lab, recycling = rooms
    if free is None:
        free = placements(state.players, engine, lab, recycling, crew)
    return tuple(hub), (engine, lab, recycling), crew, free


def join(crew: Bunks, seat: int, beside: int | None) -> Bunks:
    """The bunks after ``seat`` takes an empty bunk, or joins ``beside``'s lone researcher.

    >>> join(((0,),), 1, None), join(((0,),), 1, 0)
    (((0,), (1,)), ((0, 1),))
    """
    if beside is None:
        return tuple(sorted((*crew, (seat,))))
    i = crew.index((beside,))
    return tuple(sorted((*crew[:i], tuple(sorted((beside, seat))), *crew[i + 1 :])))
