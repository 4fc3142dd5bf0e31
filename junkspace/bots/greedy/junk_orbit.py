"""What a good Junk Orbit position looks like, as the greedy bot scores it.

Five terms, each measured from one seat's point of view; the score is their weighted sum.
The weights were set by hand and checked in play (greedy against random, see
docs/performance.md); change one, add a term, and measure again with ``junkspace simulate``.

====================  ======  ==================================================================
term                  weight  what it measures
====================  ======  ==================================================================
``delivered``         1.0     points already delivered: the score itself
``next_turn``         0.5     points the seat could score on its next turn from here
``cargo_value``       0.25    points waiting in the cargo (tiles that have a destination)
``fuel``              0.05    tiles in the cargo, up to eight: junk to throw keeps a ship moving
``rivals_hit``        0.5     opponents about to drop a tile because this launch hit them
====================  ======  ==================================================================

Points that can no longer be scored (the seat has no turn left) count for nothing.

>>> import junkspace
>>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
>>> HEURISTIC.measures(state, 0)
{'delivered': 0.0, 'next_turn': 3.0, 'cargo_value': 7.0, 'fuel': 6.0, 'rivals_hit': 0.0}
"""

from __future__ import annotations

from functools import cache

from ...junk_orbit import Dropping, JunkOrbitState, Launching, Over
from ...junk_orbit.powers import GUIDED, LIGHT, near, ship_routes
from ...junk_orbit.tiles import TILES
from ...junk_orbit.topology import SENSES, Board, Sense, opposite
from . import Heuristic, Term

__all__ = ["HEURISTIC", "cargo_value", "delivered", "fuel", "next_turn", "rivals_hit"]


# Each tile as (value, destination): the two facts the terms below look at.
_KIND = {tile.id: (tile.value, tile.destination) for tile in TILES.values()}


@cache
def _landings(board: Board, city: str, sense: Sense, steps: int) -> tuple[str, ...]:
    return board.landings(city, sense, steps)


@cache
def _remote_stops(board: Board, destination: str, guided: bool) -> frozenset[str]:
    """Where a tile for ``destination`` is delivered by stopping (guided junk: next to it too)."""
    return (
        frozenset((destination, *near(board, destination))) if guided else frozenset((destination,))
    )


@cache
def _ship_stops(
    board: Board, city: str, sense: Sense, steps: int, power: int | None
) -> tuple[str, ...]:
    """Where the ship may stop after a launch of ``steps``, its power included."""
    if power is None:
        return _landings(board, city, sense, steps)
    return tuple(ship_routes(board, city, steps, sense, power))


def has_turn_ahead(state: JunkOrbitState, seat: int) -> bool:
    """True when ``seat`` will still start a turn: the game is not over nor in its last turns."""
    if isinstance(state.phase, Over):
        return False
    if state.final_turns is None:
        return True
    # final_turns counts the turns left, the one being played included; a turn already under
    # way (past its launch) is not ahead any more.
    started = 0 if isinstance(state.phase, Launching) else 1
    ahead = ((seat - state.active) % state.players) - started
    return 0 <= ahead < state.final_turns - started


def delivered(state: JunkOrbitState, seat: int) -> float:
    """The points the seat has delivered: its score."""
    return float(state.scores()[seat])


def next_turn(state: JunkOrbitState, seat: int) -> float:
    """The most the seat could score on its next turn, were the table to stay as it is.

    One launch from where the ship is (a remote delivery if it stops at its destination),
    then the ship's move back the same number of cities and the direct deliveries there.
    With ship powers, the seat's own power widens these as the rules do.
    """
    if not has_turn_ahead(state, seat):
        return 0.0
    city, board, power = state.ships[seat], state.board, state.power(seat)
    kinds = {_KIND[tile] for tile in state.cargo[seat]}
    wanted: dict[str | None, int] = {}
    for tile in state.cargo[seat]:
        value, destination = _KIND[tile]
        wanted[destination] = wanted.get(destination, 0) + value
    wanted.pop(None, None)
    best = 0
    for value, destination in kinds:
        guided = power == GUIDED and value <= LIGHT
        targets = _remote_stops(board, destination, guided) if destination else ()
        for sense in SENSES:
            stops = _landings(board, city, sense, value)
            remote = value if any(stop in targets for stop in stops) else 0
            direct = max(
                wanted.get(stop, 0) - (value if stop == destination else 0)
                for stop in _ship_stops(board, city, opposite(sense), value, power)
            )
            best = max(best, remote + direct)
    return float(best)


def cargo_value(state: JunkOrbitState, seat: int) -> float:
    """The points waiting in the cargo: every tile there that has a destination."""
    if not has_turn_ahead(state, seat):
        return 0.0
    return float(sum(TILES[t].value for t in state.cargo[seat] if TILES[t].destination))


def fuel(state: JunkOrbitState, seat: int) -> float:
    """How many tiles the cargo holds, up to eight (more is not needed to keep moving)."""
    return float(min(len(state.cargo[seat]), 8))


def rivals_hit(state: JunkOrbitState, seat: int) -> float:
    """How many opponents must drop a tile now because the seat's launch hit them."""
    phase = state.phase
    if isinstance(phase, Dropping) and state.active == seat:
        return float(len(phase.hit))
    return 0.0


#: The Junk Orbit heuristic the greedy bot uses (named in junkspace/junk_orbit/game.py).
HEURISTIC: Heuristic[JunkOrbitState] = Heuristic(
    "junk_orbit",
    (
        Term("delivered", 1.0, delivered),
        Term("next_turn", 0.5, next_turn),
        Term("cargo_value", 0.25, cargo_value),
        Term("fuel", 0.05, fuel),
        Term("rivals_hit", 0.5, rivals_hit),
    ),
    scale=4.0,
)
