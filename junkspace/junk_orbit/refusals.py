"""Why an action is illegal in Junk Orbit: the rule it breaks, in one sentence.

>>> from junkspace.junk_orbit import Move, new_game
>>> state = new_game(players=2, seed=1)
>>> refusal(state, state.legal_actions()[0]) is None
True
>>> refusal(state, Move("TYC"))
"'move TYC' is not possible now: Yellow to launch: pick a cargo tile, a sense and where it lands."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action
from .actions import Collect, Deliver, Drift, Drop, Launch, Move
from .narration import SENSE_WORDS, cities, move_words, name, tile_words
from .phases import Delivering, Dropping, Launching, Moving
from .powers import ARMOURED
from .tiles import TILES

if TYPE_CHECKING:
    from .state import JunkOrbitState

__all__ = ["refusal"]

# The turn step in which each kind of action is decided.
_STEP_OF: dict[type, type] = {
    Launch: Launching,
    Drift: Launching,
    Drop: Dropping,
    Move: Moving,
    Deliver: Delivering,
    Collect: Delivering,
}


def refusal(state: JunkOrbitState, action: Action) -> str | None:
    """The rule ``action`` breaks in ``state``, in words, or ``None`` when it is legal."""
    phase, seat = state.phase, state.active
    who = state.seat_names[seat]
    wanted = _STEP_OF.get(action.__class__)
    if wanted is None:
        return f"{action!r} is not a Junk Orbit action"
    if phase.__class__ is not wanted:
        return f"'{action}' is not possible now: {state.status()}"
    if isinstance(action, Launch):
        if action.tile not in state.cargo[seat]:
            return (
                f"only tiles in your cargo can be launched, and {action.tile} is not in "
                f"{who}'s cargo"
            )
        value, city = TILES[action.tile].value, state.ships[seat]
        stops = state.board.landings(city, action.sense, value)
        if action.landing not in stops:
            return (
                f"a tile travels exactly its value in cities: a {value} launched "
                f"{SENSE_WORDS[action.sense]} from {name(city)} stops at "
                f"{' or '.join(name(c) for c in stops)}, not {name(action.landing)}"
            )
    elif isinstance(action, Drift):
        if state.cargo[seat]:
            return f"{who} has cargo to launch: drifting is only for an empty cargo"
    elif isinstance(action, Drop):
        return _drop_refusal(state, action)
    elif isinstance(action, Move):
        assert isinstance(phase, Moving)
        moves = state.ship_moves()
        if action.city not in moves:
            way = (
                move_words(state)
                if state.move_power() is not None
                else f"exactly {cities(phase.value)} {SENSE_WORDS[phase.sense]}, against the launch"
            )
            return (
                f"the ship moves {way}: from {name(state.ships[seat])} it stops at "
                f"{' or '.join(name(c) for c in moves)}, not {name(action.city)}"
            )
    elif isinstance(action, Deliver):
        city = state.ships[seat]
        if action.tile not in state.cargo[seat]:
            return f"only cargo tiles can be delivered; {action.tile} is not in {who}'s cargo"
        if TILES[action.tile].destination != city:
            return (
                f"a direct delivery needs the ship at the tile's destination: "
                f"{tile_words(action.tile)} cannot be delivered at {name(city)}"
            )
    return None


def _drop_refusal(state: JunkOrbitState, action: Drop) -> str | None:
    hit = state.current_player
    assert hit is not None
    if action.tile in state.droppable(hit):
        return None
    victim = state.seat_names[hit]
    if state.power(hit) == ARMOURED and action.tile in state.deliveries[hit]:
        return (
            f"{victim}'s armoured hold keeps the deliveries safe: "
            f"a hit drops a cargo tile, not {action.tile}"
        )
    return (
        f"a hit player drops a tile from their own cargo or deliveries, and "
        f"{action.tile} is in neither of {victim}'s"
    )
