"""Hyperstellar observations as numbers.

Seats are counted from the observer: seat 0 of every part is the seat that observes, 1 the
next one in table order, and so on; card colours keep their own order (red, orange, yellow,
green, blue, purple, white), and ``colour`` says which one is the observer's. With ``P``
players the parts are:

===============  ==========  ======================================================
part             shape       values
===============  ==========  ======================================================
``stocks``       P × 2       seat *s*'s energy and water, each as *v* / (*v* + 10),
                             so that 0.5 is the starting stock of 10
``points``       P           seat *s*'s points, as a share of the 150 that end the
                             game (at most 1)
``researchers``  P × 6       shares of seat *s*'s ten researchers on the hub, in
                             the engine room, the research lab, the recycling
                             centre, the crew quarters, and in the game's stock
``bunks``        P × P+1     crew-quarters bunks (as a share of the P) holding a
                             researcher of seat *s* and one of seat *t* (column *t*;
                             column *s*: two of seat *s*'s), or a lone researcher of
                             seat *s* (last column)
``colour``       7           one at the observer's colour
``hand``         7           the observer's cards of each colour, out of its 8
``hand_sizes``   P           the cards seat *s* holds, out of the 56 of the deck
``pile``         1           the cards in the pile, out of 56
``discard``      7           the discarded cards of each colour, out of 8
``out``          P           one where seat *s* has left the game
``step``         5           one at the step: place, act, score, answer, over
``sector``       3           one at the sector acting: lab, recycling, crew
``deciding``     P           one where seat *s* decides now
``recycler``     P           one where seat *s* recycled and the others may buy water
``answering``    P           one where seat *s* may still buy water
``revolutions``  2           one if the game has a revolution cap; then the share
                             of the cap's revolutions begun
===============  ==========  ======================================================

The other players' hands are not there (only their sizes), nor the order of the pile: the
observation hides them.

>>> import junkspace
>>> state = junkspace.new_game("hyperstellar", players=3, seed=1)
>>> dict(layout(state))["bunks"]
(3, 4)
>>> max_game_length(state)                # 100 revolutions of at most 89 decisions
8900
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from ...hyperstellar import COLOURS, DECK, LETTERS, SECTORS, HyperstellarState
from ...hyperstellar.station import MAX_RESEARCHERS, SEAT_COLOURS, WINNING_POINTS, places

__all__ = ["encode", "layout", "max_game_length"]

_STEPS = ("place", "act", "score", "answer", "over")
_ACTING_SECTORS = ("lab", "recycling", "crew")
_ROOMS = ("hub", *SECTORS[:3])
_LETTER = {letter: index for index, letter in enumerate(LETTERS)}
_CARDS = sum(DECK)
# A stock of this many tokens encodes as one half.
_HALF_STOCK = 10


def layout(table_state: HyperstellarState) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The parts of the vector at ``table_state``'s table."""
    players, colours = table_state.players, len(COLOURS)
    return (
        ("stocks", (players, 2)),
        ("points", (players,)),
        ("researchers", (players, len(_ROOMS) + 2)),
        ("bunks", (players, players + 1)),
        ("colour", (colours,)),
        ("hand", (colours,)),
        ("hand_sizes", (players,)),
        ("pile", (1,)),
        ("discard", (colours,)),
        ("out", (players,)),
        ("step", (len(_STEPS),)),
        ("sector", (len(_ACTING_SECTORS),)),
        ("deciding", (players,)),
        ("recycler", (players,)),
        ("answering", (players,)),
        ("revolutions", (2,)),
    )


def encode(observation: Mapping[str, Any], parts: Mapping[str, np.ndarray]) -> None:
    """Write one observation into the zeroed ``parts``."""
    players: int = observation["players"]
    me: int = observation["seat"]

    def seat(number: int) -> int:
        return (number - me) % players

    # Researchers and bunks are counted in whole numbers and divided once, so that a share is
    # never a rounding error outside [0, 1] (ten additions of 0.1 in float32 are not 1).
    counts = np.zeros((players, len(_ROOMS) + 2), np.int64)
    bunks = np.zeros((players, players + 1), np.int64)
    for number in range(players):
        s = seat(number)
        for index, what in enumerate(("energy", "water")):
            value = observation[what][number]
            parts["stocks"][s, index] = value / (value + _HALF_STOCK)
        parts["points"][s] = min(observation["points"][number] / WINNING_POINTS, 1)
        for index, room in enumerate(_ROOMS):
            counts[s, index] = observation[room][number]
        parts["hand_sizes"][s] = observation["hand_sizes"][number] / _CARDS
    for bunk in observation["crew"]:
        first = seat(bunk[0])
        counts[first, len(_ROOMS)] += 1
        if len(bunk) == 1:
            bunks[first, players] += 1
        else:
            second = seat(bunk[1])
            counts[second, len(_ROOMS)] += 1
            bunks[first, second] += 1
            if second != first:
                bunks[second, first] += 1
    # Whoever is neither on the hub nor on the station waits in the game's stock.
    counts[:, -1] = MAX_RESEARCHERS - counts[:, :-1].sum(axis=1)
    parts["researchers"][:] = counts / MAX_RESEARCHERS
    parts["bunks"][:] = bunks / players

    parts["colour"][SEAT_COLOURS[me]] = 1
    for letter in observation["hands"][me]:
        parts["hand"][_LETTER[letter]] += 1 / DECK[_LETTER[letter]]
    for letter in observation["discard"]:
        parts["discard"][_LETTER[letter]] += 1 / DECK[_LETTER[letter]]
    parts["pile"][0] = observation["pile"] / _CARDS
    for number in observation["eliminated"]:
        parts["out"][seat(number)] = 1

    phase = observation["phase"]
    parts["step"][_STEPS.index(phase["step"])] = 1
    if "sector" in phase:
        parts["sector"][_ACTING_SECTORS.index(phase["sector"])] = 1
    if observation["current_player"] is not None:
        parts["deciding"][seat(observation["current_player"])] = 1
    if "actor" in phase:
        parts["recycler"][seat(phase["actor"])] = 1
        for number in phase["seats"]:
            parts["answering"][seat(number)] = 1
    cap = observation["max_revolutions"]
    if cap is not None:
        parts["revolutions"][:] = (1, observation["revolution"] / cap)


def max_game_length(table_state: HyperstellarState) -> int:
    """A bound on the decisions in one game at ``table_state``'s table.

    No game lasts more revolutions than the cap (without one there is no bound, and this
    raises a ValueError). In one revolution there are at most as many placements as places
    on the station; in the lab, each seat decides once and passes once, plus one decision
    per set scored, and every set takes at least one of the deck's cards; in the recycling
    centre each seat decides once and each small recycling is answered by the others; in
    the crew quarters each seat decides once.
    """
    cap = table_state.max_revolutions
    if cap is None:
        raise ValueError(
            "a Hyperstellar game with no revolution cap has no bound on its length: "
            "set max_revolutions"
        )
    players = table_state.players
    lab = 2 * players + _CARDS
    recycling = players + players * (players - 1)
    crew = players
    return cap * (places(players) + lab + recycling + crew)
