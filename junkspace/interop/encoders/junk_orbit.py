"""Junk Orbit observations as numbers.

Seats are counted from the observer: seat 0 of every part is the seat that observes, 1 the
next one in turn order, and so on, so one policy can play any seat. With ``P`` players,
``C`` cities on the boards in play (in ``board.cities`` order) and the 128 tiles of the box
(in id order), the parts are:

===============  ============  ====================================================
part             shape         one where...
===============  ============  ====================================================
``tiles``        128 × 2P+C+1  the tile lies: in seat *s*'s cargo (column *s*), in
                               seat *s*'s deliveries (column P+*s*), resting in a
                               city (column 2P+*c*), or face down in a pile (last
                               column); tiles not used at this table are all zero
``ships``        P × C         seat *s*'s ship is in city *c*
``step``         5             the turn is at this step: launch, drop, move,
                               deliver, over
``deciding``     P             seat *s* decides now
``active``       P             it is seat *s*'s turn
``hit``          P             seat *s* still has to drop a tile
``move``         2 × 4         the ship move still to come goes this sense (cw, ccw)
                               this many cities (1 to 4)
``final_turns``  P-1           this many final turns are left (once the end is near)
``piles``        3             (not one-hot) each pile's size, as a share of all
                               its tiles in play at this table size
===============  ============  ====================================================

Everything a seat sees is there or follows from what is there (the scores follow from the
deliveries), except the turn counter, which the rules never consult.

>>> import junkspace
>>> state = junkspace.new_game("junk_orbit", players=3, seed=4)
>>> dict(layout(state))["tiles"], dict(layout(state))["ships"]
((128, 30), (3, 23))
>>> max_game_length(state)
638
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np

from ...junk_orbit import JunkOrbitState
from ...junk_orbit.tiles import TILES, tiles_in_play
from ...junk_orbit.topology import PILES, SENSES, board_for

__all__ = ["encode", "layout", "max_game_length"]

_STEPS = ("launch", "drop", "move", "deliver", "over")
_TILE_ROWS = {tile: row for row, tile in enumerate(sorted(TILES))}
_LONGEST_MOVE = max(tile.value for tile in TILES.values())


def layout(table_state: JunkOrbitState) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The parts of the vector at ``table_state``'s table."""
    players, cities = table_state.players, len(table_state.board.cities)
    return (
        ("tiles", (len(TILES), 2 * players + cities + 1)),
        ("ships", (players, cities)),
        ("step", (len(_STEPS),)),
        ("deciding", (players,)),
        ("active", (players,)),
        ("hit", (players,)),
        ("move", (len(SENSES), _LONGEST_MOVE)),
        ("final_turns", (players - 1,)),
        ("piles", (len(PILES),)),
    )


def encode(observation: Mapping[str, Any], parts: Mapping[str, np.ndarray]) -> None:
    """Write one observation into the zeroed ``parts``."""
    players: int = observation["players"]
    me: int = observation["seat"]
    facts = _facts(players)

    def seat(number: int) -> int:
        return (number - me) % players

    # Where each tile in sight lies, as (row, column) cells of the tiles part (never none:
    # starter tiles never go to a pile).
    cells = [
        (_TILE_ROWS[tile], seat(number))
        for number, cargo in enumerate(observation["cargo"])
        for tile in cargo
    ]
    cells += [
        (_TILE_ROWS[tile], players + seat(number))
        for number, delivered in enumerate(observation["deliveries"])
        for tile in delivered
    ]
    cells += [
        (_TILE_ROWS[tile], 2 * players + facts.city_column[city])
        for city, resting in observation["junk"].items()
        for tile in resting
    ]
    tiles = parts["tiles"]
    rows, columns = zip(*cells, strict=True)
    tiles[rows, columns] = 1
    # A pile tile that is nowhere in sight is face down in its pile.
    seen = set(rows)
    tiles[[row for row in facts.pile_rows if row not in seen], -1] = 1

    for number, city in enumerate(observation["ships"]):
        parts["ships"][seat(number), facts.city_column[city]] = 1
    phase = observation["phase"]
    parts["step"][_STEPS.index(phase["step"])] = 1
    if observation["current_player"] is not None:
        parts["deciding"][seat(observation["current_player"])] = 1
    parts["active"][seat(observation["active"])] = 1
    for number in phase.get("hit", ()):
        parts["hit"][seat(number)] = 1
    if "value" in phase:
        parts["move"][SENSES.index(phase["sense"]), phase["value"] - 1] = 1
    if observation["final_turns"]:
        parts["final_turns"][observation["final_turns"] - 1] = 1
    for index, name in enumerate(PILES):
        parts["piles"][index] = observation["piles"][name] / facts.pile_sizes[index]


def max_game_length(table_state: JunkOrbitState) -> int:
    """A bound on the decisions in one game at ``table_state``'s table.

    Every turn ends by refilling the ship's city from a pile, so turns that do not empty a
    pile are at most as many as the tiles left in the piles after setup; the turn that
    finds a pile empty and the final turns of the others add ``players``. A turn is one
    launch (or drift), at most one drop per other seat, one move, and at most as many
    deliveries (or deliveries and a collect) as there are tiles for one city.
    """
    players = table_state.players
    turns = sum(len(pile) for pile in table_state.piles) + players
    for_one_city = Counter(
        TILES[tile].destination for name in PILES for tile in tiles_in_play(name, players)
    )
    return turns * (players + 1 + max(for_one_city.values()))


@dataclass(frozen=True)
class _Facts:
    """What encoding needs to know about one table size."""

    city_column: dict[str, int]
    pile_rows: tuple[int, ...]
    pile_sizes: tuple[int, ...]


@cache
def _facts(players: int) -> _Facts:
    in_piles = [tiles_in_play(name, players) for name in PILES]
    return _Facts(
        city_column=dict(board_for(players).index),
        pile_rows=tuple(sorted(_TILE_ROWS[tile] for pile in in_piles for tile in pile)),
        pile_sizes=tuple(len(pile) for pile in in_piles),
    )
