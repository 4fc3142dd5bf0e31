"""Scripted Junk Orbit positions for rule tests."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

import pytest

from junkspace.core.codec import encode
from junkspace.junk_orbit import JunkOrbitState, Launching
from junkspace.junk_orbit.codec import state_from_dict
from junkspace.junk_orbit.phases import Phase
from junkspace.junk_orbit.tiles import STARTERS, TILES, tiles_in_play
from junkspace.junk_orbit.topology import CITIES, PILES, board_for

Arrange = Callable[..., JunkOrbitState]


def arrange_position(
    players: int = 2,
    *,
    active: int = 0,
    ships: Mapping[int, str] | None = None,
    cargo: Mapping[int, Iterable[str]] | None = None,
    deliveries: Mapping[int, Iterable[str]] | None = None,
    junk: Mapping[str, Iterable[str]] | None = None,
    piles: Mapping[str, Iterable[str]] | None = None,
    phase: Phase | None = None,
    final_turns: int | None = None,
    spare_city: str = "SYD",
    ship_powers: bool = False,
) -> JunkOrbitState:
    """A legal position with exactly the tiles named where they are named.

    Ships default to Kepler. A seat whose cargo is not given keeps its own three starters;
    other starters nobody placed rest at ``spare_city``. Pile tiles not placed elsewhere fill
    their piles in id order (so the highest id is drawn first); a pile given in ``piles`` is
    exactly that list (its last tile drawn first) and its other tiles rest at ``spare_city``.
    ``ship_powers`` plays the house variant (tests/junk_orbit/test_powers.py).
    The result goes through the saved-game validator, so it is a position the rules allow.
    """
    board = board_for(players)
    ships = ships or {}
    cargo = {seat: sorted(tiles) for seat, tiles in (cargo or {}).items()}
    deliveries = {seat: sorted(tiles) for seat, tiles in (deliveries or {}).items()}
    junk = {city: sorted(tiles) for city, tiles in (junk or {}).items()}
    placed = {t for area in (*cargo.values(), *deliveries.values(), *junk.values()) for t in area}
    for seat in range(players):
        if seat not in cargo:
            own = [STARTERS[2 * seat], STARTERS[2 * seat + 1], STARTERS[10 + seat]]
            cargo[seat] = [t for t in own if t not in placed]
            placed |= set(cargo[seat])
    starters = STARTERS[: 2 * players] + STARTERS[10 : 10 + players]
    spare = [t for t in starters if t not in placed]
    pile_lists = {}
    for name in PILES:
        if piles is not None and name in piles:
            pile_lists[name] = list(piles[name])
            placed |= set(pile_lists[name])
            spare += [t for t in tiles_in_play(name, players) if t not in placed]
        else:
            pile_lists[name] = [t for t in tiles_in_play(name, players) if t not in placed]
    # A city left empty was refilled from its pile, as every collection ends (rule III): with
    # the pile's top tile, or one of its other tiles when the pile is given.
    given = [name for name in PILES if piles is not None and name in piles]
    for city in board.cities:
        name = CITIES[city].pile
        extra = [t for t in spare if TILES[t].source == name]
        if not junk.get(city) and pile_lists[name] and (city != spare_city or not spare):
            if name not in given:
                junk[city] = [pile_lists[name].pop()]
            elif extra:
                spare.remove(extra[-1])
                junk[city] = [extra[-1]]
    junk[spare_city] = sorted([*junk.get(spare_city, []), *spare])
    data = {
        "players": players,
        "seed": 0,
        "rng": 1,
        "active": active,
        "turn": 0,
        "final_turns": final_turns,
        "phase": encode(phase or Launching()),
        "ships": [ships.get(seat, "KEP") for seat in range(players)],
        "cargo": [cargo[seat] for seat in range(players)],
        "deliveries": [deliveries.get(seat, []) for seat in range(players)],
        "junk": {city: junk.get(city, []) for city in board.cities},
        "piles": pile_lists,
        "ship_powers": ship_powers,
    }
    return state_from_dict(data)


@pytest.fixture
def arrange() -> Arrange:
    """Build a scripted position (see :func:`arrange_position`)."""
    return arrange_position
