"""Scripted Junk Orbit positions for tests outside tests/junk_orbit (bots, simulations)."""

from __future__ import annotations

import json
from typing import Any

import junkspace
from junkspace.junk_orbit import JunkOrbitState
from junkspace.junk_orbit.codec import state_from_dict
from junkspace.junk_orbit.topology import CITIES


def _refill(data: dict[str, Any]) -> None:
    """Refill each city a move emptied from the top of its pile, as every collection ends
    (rule III, Refill), so the position is one the saved-game validator allows."""
    for city, junk in data["junk"].items():
        pile = data["piles"].get(CITIES[city].pile, [])
        if not junk and pile:
            junk.append(pile.pop())


def _relocate(data: dict[str, Any], tile: str, area: str, where: int | str) -> None:
    """Move ``tile`` from wherever it is to ``data[area][where]`` (tiles stay conserved)."""
    places = [*data["cargo"], *data["deliveries"], *data["junk"].values(), *data["piles"].values()]
    for place in places:
        if tile in place:
            place.remove(tile)
    data[area][where] = sorted([*data[area][where], tile])


def junk_orbit_position(
    moves: tuple[tuple[str, str, int | str], ...] = (), **fields: Any
) -> JunkOrbitState:
    """The two-player setup of seed 1 with ``fields`` replaced and tiles moved.

    ``moves`` are ``(tile, area, where)``: ``("E07", "deliveries", 1)`` puts E07 among
    Purple's deliveries. At seed 1 Yellow's cargo is E01 (1 for Kepler), L11 (3 for
    Arcadia), M20 (3 for Tycho) and three starters; both ships are on Kepler. The result
    goes through the saved-game validator, so it is a position the rules allow.
    """
    data = json.loads(junkspace.new_game("junk_orbit", players=2, seed=1).to_json())["state"]
    data.update(fields)
    for tile, area, where in moves:
        _relocate(data, tile, area, where)
    _refill(data)
    return state_from_dict(data)
