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
from .narration import WORDS, cities, move_words, name, seat, sense, tile_words
from .phases import Delivering, Dropping, Launching, Moving
from .powers import ARMOURED
from .tiles import TILES

if TYPE_CHECKING:
    from .state import JunkOrbitState

__all__ = ["refusal"]

_ = WORDS.gettext

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
    phase, seat_ = state.phase, state.active
    who = seat(state.seat_names, seat_)
    wanted = _STEP_OF.get(action.__class__)
    if wanted is None:
        return _("{action} is not a Junk Orbit action", action=repr(action))
    if phase.__class__ is not wanted:
        return _("'{action}' is not possible now: {status}", action=action, status=state.status())
    if isinstance(action, Launch):
        if action.tile not in state.cargo[seat_]:
            return _(
                "only tiles in your cargo can be launched, and {tile} is not in {who}'s cargo",
                tile=action.tile,
                who=who,
            )
        value, city = TILES[action.tile].value, state.ships[seat_]
        stops = state.board.landings(city, action.sense, value)
        if action.landing not in stops:
            return _(
                "a tile travels exactly its value in cities: a {value} launched {way} from "
                "{city} stops at {stops}, not {landing}",
                value=value,
                way=sense(action.sense),
                city=name(city),
                stops=_(" or ").join(name(c) for c in stops),
                landing=name(action.landing),
            )
    elif isinstance(action, Drift):
        if state.cargo[seat_]:
            return _("{who} has cargo to launch: drifting is only for an empty cargo", who=who)
    elif isinstance(action, Drop):
        return _drop_refusal(state, action)
    elif isinstance(action, Move):
        assert isinstance(phase, Moving)
        moves = state.ship_moves()
        if action.city not in moves:
            way = (
                move_words(state)
                if state.move_power() is not None
                else _(
                    "exactly {far} {way}, against the launch",
                    far=cities(phase.value),
                    way=sense(phase.sense),
                )
            )
            return _(
                "the ship moves {way}: from {city} it stops at {stops}, not {landing}",
                way=way,
                city=name(state.ships[seat_]),
                stops=_(" or ").join(name(c) for c in moves),
                landing=name(action.city),
            )
    elif isinstance(action, Deliver):
        city = state.ships[seat_]
        if action.tile not in state.cargo[seat_]:
            return _(
                "only cargo tiles can be delivered; {tile} is not in {who}'s cargo",
                tile=action.tile,
                who=who,
            )
        if TILES[action.tile].destination != city:
            return _(
                "a direct delivery needs the ship at the tile's destination: {tile} cannot be "
                "delivered at {city}",
                tile=tile_words(action.tile),
                city=name(city),
            )
    return None


def _drop_refusal(state: JunkOrbitState, action: Drop) -> str | None:
    hit = state.current_player
    assert hit is not None
    if action.tile in state.droppable(hit):
        return None
    victim = seat(state.seat_names, hit)
    if state.power(hit) == ARMOURED and action.tile in state.deliveries[hit]:
        return _(
            "{victim}'s armoured hold keeps the deliveries safe: a hit drops a cargo tile, "
            "not {tile}",
            victim=victim,
            tile=action.tile,
        )
    return _(
        "a hit player drops a tile from their own cargo or deliveries, and {tile} is in "
        "neither of {victim}'s",
        tile=action.tile,
        victim=victim,
    )
