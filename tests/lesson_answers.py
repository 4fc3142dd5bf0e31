"""The model answers of the six lessons' exercises, kept with the tests, out of the package.

The teacher's edition carries the same answers in its solution cells; here they feed the
checks' tests, next to answers written other ways that must pass too.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache
from typing import Any

from junkspace import GameState, Rng
from junkspace.hyperstellar.cards import SET_POINTS
from junkspace.junk_orbit.topology import ORBITS, Board
from junkspace.simulation import GameResult

# Lesson 1

CARGO_SIZE = 6
CHANGED_FIELDS = {"cargo", "junk", "phase"}


def count_tiles(state: Any) -> int:
    areas = (state.cargo, state.deliveries, state.junk, state.piles)
    return sum(len(tiles) for area in areas for tiles in area)


# Lesson 2

LEGAL_COUNT = 12
HITS = ("launch S01 cw TYC", "launch S02 cw TYC", "launch M33 cw TYC")
WHOSE_DECISION = [0, 2, 0]
TRUE_STATEMENTS = {"a", "d"}


def play(state: GameState, notations: Sequence[str]) -> list[GameState]:
    states = [state]
    for text in notations:
        states.append(states[-1].apply(text))
    return states


# Lesson 3


def three_dice() -> list[int]:
    rng, rolls = Rng.from_seed(7), []
    for _ in range(3):
        value, rng = rng.roll()
        rolls.append(value)
    return rolls


NEXT_REFILL = "L19"
HIDDEN_FIELDS = {"piles", "rng", "seed"}


def could_be(state: GameState, other: GameState, seat: int) -> bool:
    return state.observation(seat) == other.observation(seat)


# Lesson 4


def landings(board: Board, city: str, sense: str, steps: int, slingshot: bool = True) -> set[str]:
    way = 1 if sense == "cw" else -1
    home, *others = board.orbits_of(city)
    turn = -1 if slingshot else 1
    travellers = {(city, home, way)} | {(city, o, turn * way) for o in others}
    for _ in range(steps):
        moved = set()
        for here, orbit, w in travellers:
            ring = ORBITS[orbit]
            there = ring[(ring.index(here) + w) % len(ring)]
            moved.add((there, orbit, w))
            moved |= {(there, o, turn * w) for o in board.orbits_of(there) if o != orbit}
        travellers = moved
    return {here for here, _, _ in travellers}


def landings_no_slingshot(board: Board, city: str, sense: str, steps: int) -> set[str]:
    return landings(board, city, sense, steps, slingshot=False)


@cache
def best(hand: str, own: str) -> int:
    result = 0
    for cards, points in SET_POINTS.items():
        if len(cards) == 1 and cards != own:
            continue
        rest = list(hand)
        for letter in cards:
            if letter not in rest:
                break
            rest.remove(letter)
        else:
            result = max(result, points + best("".join(sorted(rest)), own))
    return result


# Lesson 5


def last_bot(state: GameState) -> Any:
    return state.legal_actions()[-1]


def greedy(state: GameState) -> Any:
    seat = state.current_player
    assert seat is not None
    return max(state.legal_actions(), key=lambda a: state.apply(a).scores()[seat])


def win_rates(results: Sequence[GameResult]) -> dict[str, float]:
    wins: dict[str, float] = {}
    games: dict[str, int] = {}
    for result in results:
        for seat, name in enumerate(result.seats):
            wins[name] = wins.get(name, 0) + result.win_shares[seat]
            games[name] = games.get(name, 0) + 1
    return {name: wins[name] / games[name] for name in wins}


# Lesson 6


def interval(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z / (1 + z * z / trials) * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials**2))
    return max(0.0, centre - half), min(1.0, centre + half)


VERDICTS = ["yes", "can't tell", "no", "yes", "can't tell", "yes"]
