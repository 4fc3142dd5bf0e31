"""Junk Orbit positions as JSON both ways, checked against the rules on the way in.

The shape of a save comes from the types of :class:`~.state.JunkOrbitState` and its phases
(field names, integers and their ranges, city names, the tagged turn step), read by
:func:`junkspace.core.codec.decode`; the one difference is that ``junk`` and ``piles`` are
saved keyed by city and by pile name, which is clearer to a reader of the file. What the
types cannot say is checked here, each problem reported with its path
(``state.cargo[1][2]: 'E99' is not a tile``): the table size bounds seats, ships and final
turns; every tile in play is in exactly one place; starters are never among deliveries; the
turn step agrees with the rest of the position.

>>> from junkspace.junk_orbit import new_game
>>> state = new_game(players=2, seed=1)
>>> saved = state_to_dict(state)
>>> saved["junk"]["KEP"], saved["phase"]
(['L14'], {'step': 'launch'})
>>> state_from_dict(saved) == state
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from ..core import InvalidStateError
from ..core.codec import decode, encode
from ..core.errors import quoted
from ..core.state import replace
from ..core.validate import expect_object
from .phases import Delivering, Dropping, Over, Phase
from .state import JunkOrbitState, Players
from .tiles import STARTERS, TILES, tiles_in_play
from .topology import CITIES, PILE_INDEX, PILES, Board, board_for, opposite

__all__ = ["phase_to_dict", "state_from_dict", "state_to_dict"]

# A path into the list form of junk or piles, to be named by city or pile instead.
_KEYED = re.compile(r"^state\.(junk|piles)\[(\d+)\]")


def phase_to_dict(phase: Phase) -> dict[str, Any]:
    """A turn step as JSON-able data, as it appears in saved states.

    >>> from junkspace.junk_orbit.phases import Moving
    >>> phase_to_dict(Moving(4, "ccw"))
    {'step': 'move', 'value': 4, 'sense': 'ccw'}
    """
    data: dict[str, Any] = encode(phase)
    return data


def state_to_dict(state: JunkOrbitState) -> dict[str, Any]:
    """The whole position as JSON-able data (``state.to_json()`` writes it)."""
    data: dict[str, Any] = encode(state)
    data["junk"] = dict(zip(state.board.cities, data["junk"], strict=True))
    data["piles"] = dict(zip(PILES, data["piles"], strict=True))
    return data


def state_from_dict(data: object) -> JunkOrbitState:
    """The position saved as ``data`` (the ``state`` part of the JSON), fully checked."""
    board: Board | None = None
    if isinstance(data, dict) and "players" in data:
        board = board_for(decode(data["players"], Players, "state.players"))
        data = dict(data)
        if "junk" in data:
            data["junk"] = _listed(data["junk"], "state.junk", board.cities)
        if "piles" in data:
            data["piles"] = _listed(data["piles"], "state.piles", PILES)
    try:
        state = decode(data, JunkOrbitState, "state")
    except InvalidStateError as err:
        raise _keyed(err, board) from None
    # Sets in the game are kept sorted; a save edited by hand need not be.
    state = replace(
        state,
        cargo=tuple(tuple(sorted(c)) for c in state.cargo),
        deliveries=tuple(tuple(sorted(d)) for d in state.deliveries),
        junk=tuple(tuple(sorted(j)) for j in state.junk),
    )
    _check_table(state)
    _check_tiles(state)
    _check_phase(state)
    return state


def _listed(value: object, path: str, keys: Iterable[str]) -> object:
    """An object keyed by ``keys`` as the list of its values, in that order."""
    keys = tuple(keys)
    return [expect_object(value, path, keys)[key] for key in keys]


def _keyed(err: InvalidStateError, board: Board | None) -> InvalidStateError:
    """``err`` with a junk or pile path named by city or pile, as the save writes it."""
    found = _KEYED.match(err.field)
    if found is None or board is None:
        return err
    keys = board.cities if found[1] == "junk" else PILES
    field = f"state.{found[1]}.{keys[int(found[2])]}{err.field[found.end() :]}"
    return InvalidStateError(field, err.problem)


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
