"""The Junk Orbit positions the rules can reach, checked when a save is read.

A save's shape (:mod:`.codec`) says which fields a position has and what each may hold; what
the types cannot say is checked here, each problem an
:class:`~junkspace.core.errors.InvalidStateError` naming the field and the rule: the table
size bounds seats, ships, cities and final turns; every tile in play is in exactly one place;
starters are never among deliveries; a city is empty only once its pile is; the turn step
agrees with the rest of the position (a drop step's hit players are ones a launch of that
value hit).

>>> from junkspace.junk_orbit import new_game
>>> from junkspace.core.state import replace
>>> state = new_game(players=2, seed=1)
>>> check_position(state)
>>> check_position(replace(state, active=3))
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: state.active: must be at most 1, got 3
"""

from __future__ import annotations

from ..core import InvalidStateError
from ..core.errors import quoted
from .phases import Delivering, Dropping, Over
from .state import JunkOrbitState
from .tiles import STARTERS, TILES, tiles_in_play
from .topology import CITIES, PILE_INDEX, PILES, opposite

__all__ = ["check_position"]


def check_position(state: JunkOrbitState) -> None:
    """Refuse a position no Junk Orbit game reaches, naming the field and the rule."""
    _check_table(state)
    _check_tiles(state)
    _check_phase(state)


def _check_table(state: JunkOrbitState) -> None:
    """What the table size bounds: seats, one entry per seat, the cities in play."""
    players, board = state.players, state.board
    last = players - 1
    if state.active > last:
        raise InvalidStateError("state.active", f"must be at most {last}, got {state.active}")
    if state.final_turns is not None and state.final_turns > last:
        raise InvalidStateError(
            "state.final_turns", f"must be at most {last}, got {state.final_turns}"
        )
    for name in ("ships", "cargo", "deliveries"):
        count = len(getattr(state, name))
        if count != players:
            raise InvalidStateError(f"state.{name}", f"expected {players} items, got {count}")
    cities, junk = board.cities, len(state.junk)
    if junk < len(cities):
        raise InvalidStateError(f"state.junk.{cities[junk]}", "is missing")
    if junk > len(cities):
        raise InvalidStateError(
            f"state.junk.{list(CITIES)[len(cities)]}", f"is not in play at {players} players"
        )
    for seat, city in enumerate(state.ships):
        if city not in board.index:
            raise InvalidStateError(
                f"state.ships[{seat}]",
                f"unknown value {quoted(city)} (not in play at {players} players)",
            )


def _in_play(players: int) -> set[str]:
    starters = STARTERS[: 2 * players] + STARTERS[10 : 10 + players]
    return {t for pile in PILES for t in tiles_in_play(pile, players)} | set(starters)


def _check_tiles(state: JunkOrbitState) -> None:
    """Every tile in play is in exactly one place, and in a place it may be."""
    allowed = _in_play(state.players)
    places: dict[str, str] = {}
    areas: list[tuple[str, tuple[str, ...]]] = [
        *((f"state.cargo[{i}]", c) for i, c in enumerate(state.cargo)),
        *((f"state.deliveries[{i}]", d) for i, d in enumerate(state.deliveries)),
        *(
            (f"state.junk.{city}", j)
            for city, j in zip(state.board.cities, state.junk, strict=True)
        ),
        *((f"state.piles.{name}", p) for name, p in zip(PILES, state.piles, strict=True)),
    ]
    for path, tiles in areas:
        for i, tile in enumerate(tiles):
            if tile not in allowed:
                problem = "is not used at this table size" if tile in TILES else "is not a tile"
                raise InvalidStateError(f"{path}[{i}]", f"{quoted(tile)} {problem}")
            if tile in places:
                raise InvalidStateError(path, f"tile {tile} is also in {places[tile]}")
            places[tile] = path
    missing = sorted(allowed - places.keys())
    if missing:
        raise InvalidStateError(
            "state", f"tile {missing[0]} is nowhere (every tile in play must be somewhere)"
        )
    for i, tiles in enumerate(state.deliveries):
        for tile in tiles:
            if TILES[tile].destination is None:
                raise InvalidStateError(
                    f"state.deliveries[{i}]", f"starter tile {tile} can never be delivered"
                )
    for city, junk in zip(state.board.cities, state.junk, strict=True):
        left = len(state.piles[PILE_INDEX[city]])
        if not junk and left:
            raise InvalidStateError(
                f"state.junk.{city}",
                f"a city emptied by a collection is refilled at once from the "
                f"{PILES[PILE_INDEX[city]]} pile, which still has {left} tiles (rule III, Refill)",
            )
    for name, pile in zip(PILES, state.piles, strict=True):
        for tile in pile:
            if TILES[tile].source != name:
                raise InvalidStateError(
                    f"state.piles.{name}", f"tile {tile} belongs to the {TILES[tile].source} pile"
                )


def _check_phase(state: JunkOrbitState) -> None:
    """The turn step agrees with the rest of the position."""
    phase = state.phase
    if (state.final_turns == 0) != isinstance(phase, Over):
        raise InvalidStateError(
            "state.phase", "the game is over exactly when no final turn is left (final_turns 0)"
        )
    if isinstance(phase, Dropping):
        _check_hit(state, phase)
    if isinstance(phase, Delivering) and not state.deliverable():
        raise InvalidStateError(
            "state.phase",
            f"nothing in the cargo can be delivered at {CITIES[state.ships[state.active]].name}",
        )


def _check_hit(state: JunkOrbitState, phase: Dropping) -> None:
    """The players still to drop were hit by one launch of ``phase.value``: their ships are
    in one city that launch could reach, and they drop in turn order from the launcher's left
    (rule I, Impact)."""
    if not phase.hit:
        raise InvalidStateError("state.phase.hit", "a drop step needs at least one hit player")
    if len(set(phase.hit)) != len(phase.hit):
        raise InvalidStateError("state.phase.hit", "a player is hit at most once per launch")
    active, players, ships = state.active, state.players, state.ships
    start, sense = ships[active], opposite(phase.sense)
    reach = state.board.landings(start, sense, phase.value)
    for i, seat in enumerate(phase.hit):
        path = f"state.phase.hit[{i}]"
        if seat >= players:
            raise InvalidStateError(path, f"must be at most {players - 1}, got {seat}")
        if seat == active:
            raise InvalidStateError(path, "a launch never hits its own ship")
        if ships[seat] not in reach or ships[seat] != ships[phase.hit[0]]:
            raise InvalidStateError(
                path,
                f"a launch of {phase.value} {sense} from {start} hits the ships of one city it "
                f"reaches ({', '.join(reach)}), not seat {seat}'s in {ships[seat]}",
            )
        if not state.droppable(seat):
            raise InvalidStateError(path, f"seat {seat} has no tile to drop")
    order = [(seat - active) % players for seat in phase.hit]
    if order != sorted(order):
        raise InvalidStateError(
            "state.phase.hit", "hit players drop in turn order from the launcher's left"
        )
