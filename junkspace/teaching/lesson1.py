"""Checks for lesson 1, *What is a game state?* (notebooks/lessons/1_game_state.ipynb).

Every check computes the right answer from the engine itself and compares; wrong answers get
a hint about the kind of mistake, never the answer.

>>> check_cargo_size(3)
✘ Not yet. That counts the starter junk only (the S tiles). Setup gives each ship more.
"""

from __future__ import annotations

import random

from ..core import GameState, new_game
from ..core.state import position_fields, replace
from ..junk_orbit import JunkOrbitState
from .answers import call, function, names, number, shown
from .feedback import Hint, exercise

__all__ = [
    "LESSON_GAME",
    "check_cargo_size",
    "check_changed_fields",
    "check_tile_counter",
    "lesson_state",
    "tile_positions",
]

#: The table the lessons talk about: Junk Orbit, 3 players, seed 42.
LESSON_GAME = {"name": "junk_orbit", "players": 3, "seed": 42}

#: The four kinds of place a Junk Orbit tile can be, as state fields.
_AREAS = {
    "cargo": "the cargo areas",
    "deliveries": "the deliveries",
    "junk": "the junk resting in cities",
    "piles": "the piles",
}


def lesson_state() -> JunkOrbitState:
    """The lessons' starting position: Junk Orbit, 3 players, seed 42."""
    state = new_game("junk_orbit", players=3, seed=42)
    assert isinstance(state, JunkOrbitState)
    return state


@exercise("1.1", "a whole number, like 3")
def check_cargo_size(answer: object) -> str:
    """Exercise 1.1: how many tiles are in Yellow's cargo when the game starts?"""
    state = lesson_state()
    cargo = state.cargo[0]
    given = number(answer, "the number of tiles")
    if given == len(cargo):
        return "Three starter tiles plus the top tile of each of the three piles."
    if given == sum(1 for tile in cargo if tile.startswith("S")):
        raise Hint("That counts the starter junk only (the S tiles). Setup gives each ship more.")
    if given == len(cargo) * state.players:
        raise Hint("That is everybody's cargo. The question is about Yellow's (seat 0) only.")
    if given == len(state.cargo):
        raise Hint("state.cargo holds one tuple per seat: count the tiles in Yellow's tuple.")
    raise Hint("Count the tiles in state.cargo[0]: one tuple of tile ids, and each id is a tile.")


# What a state carries without being the position (see junkspace.core.state).
_NOT_THE_POSITION = {"events", "_legal"}


def _changes(before: GameState, after: GameState) -> set[str]:
    return {
        name
        for name in position_fields(before)
        if getattr(before, name) != getattr(after, name)
    }


@exercise("1.2", 'a set of field names, like {"ships", "turn"}')
def check_changed_fields(answer: object) -> str:
    """Exercise 1.2: which fields change when Yellow plays the first legal action?"""
    state = lesson_state()
    after = state.apply(state.legal_actions()[0])
    truth = _changes(state, after)
    given = names(answer, "the fields")
    fields = set(position_fields(state))
    unknown = sorted(given - fields - _NOT_THE_POSITION)
    if unknown:
        raise Hint(
            f"{shown(unknown)} {'is not a field' if len(unknown) == 1 else 'are not fields'} "
            "of the state; the names are listed by `for name in state.__struct_fields__`."
        )
    extra = sorted(given & _NOT_THE_POSITION)
    if extra:
        raise Hint(
            f"{shown(extra)} {'is' if len(extra) == 1 else 'are'} not part of the position: "
            "`events` says what the last action caused and `_legal` is a cache of the legal "
            "actions, so neither counts when states are compared (state == other)."
        )
    wrong = sorted(given - truth)
    if wrong:
        raise Hint(
            f"{shown(wrong)} did not change: compare before.{wrong[0]} and after.{wrong[0]}."
        )
    missing = len(truth - given)
    if missing:
        raise Hint(
            f"{missing} more field{'s' * (missing != 1)} changed. Think about where the tile "
            "went, and which step of the turn comes next."
        )
    return (
        "Only those fields differ; every other field of the new state is the very same object "
        "as before: shared, not copied."
    )


def tile_positions() -> list[JunkOrbitState]:
    """The positions exercise 1.3 is checked on: seeded games at 2, 3 and 4 seats, from the
    start to the end, and two made-up positions with tiles taken out of the game (so that a
    function returning a constant cannot pass)."""
    chooser = random.Random(1)
    states: list[JunkOrbitState] = []
    for players in (2, 3, 4):
        state = new_game("junk_orbit", players=players, seed=players)
        assert isinstance(state, JunkOrbitState)
        states.append(state)
        while not state.is_over:
            if chooser.random() < 0.05:
                states.append(state)
            state = state.apply(chooser.choice(state.legal_actions()))
        states.append(state)
    start = states[0]
    states.append(replace(start, piles=tuple(pile[2:] for pile in start.piles)))
    states.append(replace(start, junk=tuple(() for _ in start.junk)))
    return states


@exercise("1.3", "a function count_tiles(state) that returns a whole number")
def check_tile_counter(count_tiles: object) -> str:
    """Exercise 1.3: a function that counts every tile in play, wherever it is."""
    student = function(count_tiles, "your count_tiles function")
    for state in tile_positions():
        sizes = {area: sum(len(tiles) for tiles in getattr(state, area)) for area in _AREAS}
        truth = sum(sizes.values())
        where = f"On a position with {state.players} players at turn {state.turn}"
        got = number(call(student, state, where=where), "the count")
        if got == truth:
            continue
        for area, name in _AREAS.items():
            if sizes[area] and got == truth - sizes[area]:
                raise Hint(f"{where} your count leaves out {name}.")
            if got == truth - sizes[area] + len(getattr(state, area)):
                raise Hint(f"{where} your count counts {name} as one tile each, not their tiles.")
        raise Hint(
            f"{where} your function says {got:g}. Every tile is in exactly one of four kinds of "
            "place; count each kind."
        )
    return "And the count never changes during a game: tiles only move."
