"""Reading a saved Junk Orbit position back, checking it is one the rules allow.

A file may be corrupt or tampered with, so every field is checked and the first problem is
reported with its path (``state.cargo[1][2]: unknown tile 'E99'``). Beyond the shape of each
field, the checks that matter for a board game: every tile in play is in exactly one place,
starters are never among deliveries, and the turn step agrees with the rest of the position.
"""

from __future__ import annotations

from ..core import InvalidStateError, Rng
from ..core.errors import quoted
from ..core.validate import (
    expect_int,
    expect_list,
    expect_object,
    expect_optional_int,
    expect_str,
)
from .state import (
    Delivering,
    Dropping,
    JunkOrbitState,
    Launching,
    Moving,
    Over,
    Phase,
)
from .tiles import STARTERS, TILES, tiles_in_play
from .topology import CITIES, PILES, SENSES, Board, Sense, board_for

__all__ = ["state_from_dict"]

_FIELDS = (
    "players",
    "seed",
    "rng",
    "active",
    "turn",
    "final_turns",
    "phase",
    "ships",
    "cargo",
    "deliveries",
    "junk",
    "piles",
)

# Saves made before the ship-powers variant existed have no such field: the basic game.
_OPTIONAL = ("ship_powers",)


def _tiles(value: object, path: str, allowed: set[str]) -> tuple[str, ...]:
    items = expect_list(value, path)
    for i, tile in enumerate(items):
        expect_str(tile, f"{path}[{i}]")
        if tile not in allowed:
            problem = "is not used at this table size" if tile in TILES else "is not a tile"
            raise InvalidStateError(f"{path}[{i}]", f"{quoted(tile)} {problem}")
    return tuple(items)


def _phase(value: object, players: int) -> Phase:
    data = expect_object(value, "state.phase", ("step",), optional=("hit", "value", "sense"))
    step = expect_str(
        data["step"], "state.phase.step", ("launch", "drop", "move", "deliver", "over")
    )
    needs = {"drop": {"hit", "value", "sense"}, "move": {"value", "sense"}}.get(step, set())
    expect_object(data, "state.phase", ("step", *sorted(needs)))
    if step == "launch":
        return Launching()
    if step == "deliver":
        return Delivering()
    if step == "over":
        return Over()
    value = expect_int(data["value"], "state.phase.value", 1, max(t.value for t in TILES.values()))
    sense: Sense = "cw" if expect_str(data["sense"], "state.phase.sense", SENSES) == "cw" else "ccw"
    if step == "move":
        return Moving(value, sense)
    hit = expect_list(data["hit"], "state.phase.hit")
    if not hit:
        raise InvalidStateError("state.phase.hit", "a drop step needs at least one hit player")
    seats = tuple(expect_int(s, f"state.phase.hit[{i}]", 0, players - 1) for i, s in enumerate(hit))
    if len(set(seats)) != len(seats):
        raise InvalidStateError("state.phase.hit", "a player is hit at most once per launch")
    return Dropping(seats, value, sense)


def _in_play(players: int) -> set[str]:
    starters = STARTERS[: 2 * players] + STARTERS[10 : 10 + players]
    return {t for pile in PILES for t in tiles_in_play(pile, players)} | set(starters)


def state_from_dict(data: object) -> JunkOrbitState:
    """The position saved as ``data`` (the ``state`` part of the JSON), fully checked."""
    raw = expect_object(data, "state", _FIELDS, optional=_OPTIONAL)
    players = expect_int(raw["players"], "state.players", 2, 5)
    seed = expect_int(raw["seed"], "state.seed")
    rng = Rng(expect_int(raw["rng"], "state.rng", 0, 2**64 - 1))
    active = expect_int(raw["active"], "state.active", 0, players - 1)
    turn = expect_int(raw["turn"], "state.turn", 0)
    final_turns = expect_optional_int(raw["final_turns"], "state.final_turns", 0, players - 1)
    phase = _phase(raw["phase"], players)
    ship_powers = raw.get("ship_powers", False)
    if not isinstance(ship_powers, bool):
        raise InvalidStateError("state.ship_powers", f"expected true or false, got {ship_powers!r}")
    board = board_for(players)
    allowed = _in_play(players)

    ships = tuple(
        expect_str(city, f"state.ships[{i}]", board.cities)
        for i, city in enumerate(expect_list(raw["ships"], "state.ships", players))
    )
    cargo = tuple(
        tuple(sorted(_tiles(c, f"state.cargo[{i}]", allowed)))
        for i, c in enumerate(expect_list(raw["cargo"], "state.cargo", players))
    )
    deliveries = tuple(
        tuple(sorted(_tiles(d, f"state.deliveries[{i}]", allowed)))
        for i, d in enumerate(expect_list(raw["deliveries"], "state.deliveries", players))
    )
    junk_raw = expect_object(raw["junk"], "state.junk", board.cities)
    junk = tuple(
        tuple(sorted(_tiles(junk_raw[city], f"state.junk.{city}", allowed)))
        for city in board.cities
    )
    piles_raw = expect_object(raw["piles"], "state.piles", PILES)
    piles = tuple(_tiles(piles_raw[name], f"state.piles.{name}", allowed) for name in PILES)

    _check_tiles(players, cargo, deliveries, junk, piles, board, allowed)
    state = JunkOrbitState(
        players,
        seed,
        rng,
        active,
        phase,
        ships,
        cargo,
        deliveries,
        junk,
        piles,
        turn,
        final_turns,
        ship_powers,
    )
    _check_phase(state)
    return state


def _check_tiles(
    players: int,
    cargo: tuple[tuple[str, ...], ...],
    deliveries: tuple[tuple[str, ...], ...],
    junk: tuple[tuple[str, ...], ...],
    piles: tuple[tuple[str, ...], ...],
    board: Board,
    allowed: set[str],
) -> None:
    places: dict[str, str] = {}
    areas: list[tuple[str, tuple[str, ...]]] = [
        *((f"state.cargo[{i}]", c) for i, c in enumerate(cargo)),
        *((f"state.deliveries[{i}]", d) for i, d in enumerate(deliveries)),
        *((f"state.junk.{city}", j) for city, j in zip(board.cities, junk, strict=True)),
        *((f"state.piles.{name}", p) for name, p in zip(PILES, piles, strict=True)),
    ]
    for path, tiles in areas:
        for tile in tiles:
            if tile in places:
                raise InvalidStateError(path, f"tile {tile} is also in {places[tile]}")
            places[tile] = path
    missing = sorted(allowed - places.keys())
    if missing:
        raise InvalidStateError(
            "state", f"tile {missing[0]} is nowhere (every tile in play must be somewhere)"
        )
    for i, tiles in enumerate(deliveries):
        for tile in tiles:
            if TILES[tile].destination is None:
                raise InvalidStateError(
                    f"state.deliveries[{i}]", f"starter tile {tile} can never be delivered"
                )
    for name, pile in zip(PILES, piles, strict=True):
        for tile in pile:
            if TILES[tile].source != name:
                raise InvalidStateError(
                    f"state.piles.{name}", f"tile {tile} belongs to the {TILES[tile].source} pile"
                )


def _check_phase(state: JunkOrbitState) -> None:
    phase = state.phase
    if (state.final_turns == 0) != isinstance(phase, Over):
        raise InvalidStateError(
            "state.phase", "the game is over exactly when no final turn is left (final_turns 0)"
        )
    if isinstance(phase, Dropping):
        for seat in phase.hit:
            if seat == state.active:
                raise InvalidStateError("state.phase.hit", "a launch never hits its own ship")
            if not state.droppable(seat):
                raise InvalidStateError("state.phase.hit", f"seat {seat} has no tile to drop")
    if isinstance(phase, Delivering) and not state.deliverable():
        raise InvalidStateError(
            "state.phase",
            f"nothing in the cargo can be delivered at {CITIES[state.ships[state.active]].name}",
        )
