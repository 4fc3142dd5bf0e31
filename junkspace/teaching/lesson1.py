"""Checks for lesson 1, *What is a game state?* (notebooks/lessons/1_game_state.ipynb).

Every check computes the right answer from the engine itself and compares; wrong answers get
a hint about the kind of mistake.

>>> check_cargo_size(6)
✔ Right! Three starter tiles plus the top tile of each of the three piles.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterable

from ..core import GameState, new_game
from ..junk_orbit import JunkOrbitState
from .feedback import Feedback

__all__ = [
    "LESSON_GAME",
    "changed_fields",
    "check_cargo_size",
    "check_changed_fields",
    "check_tile_counter",
    "lesson_state",
]

#: The table the lessons talk about: Junk Orbit, 3 players, seed 42.
LESSON_GAME = {"name": "junk_orbit", "players": 3, "seed": 42}

Areas = Callable[[JunkOrbitState], tuple[tuple[str, ...], ...]]


def lesson_state() -> JunkOrbitState:
    """The lessons' starting position: Junk Orbit, 3 players, seed 42."""
    state = new_game("junk_orbit", players=3, seed=42)
    assert isinstance(state, JunkOrbitState)
    return state


def changed_fields(before: GameState, after: GameState) -> list[str]:
    """The names of the state fields whose values differ (events are not part of a state).

    >>> state = lesson_state()
    >>> changed_fields(state, state)
    []
    """
    assert dataclasses.is_dataclass(before), "every game's state is a dataclass"
    return [
        f.name
        for f in dataclasses.fields(before)
        if f.compare and getattr(before, f.name) != getattr(after, f.name)
    ]


def check_cargo_size(answer: int) -> Feedback:
    """Exercise 1.1: how many tiles are in Yellow's cargo when the game starts?"""
    state = lesson_state()
    cargo = state.cargo[0]
    if answer == len(cargo):
        return Feedback.right("Three starter tiles plus the top tile of each of the three piles.")
    starters = sum(1 for tile in cargo if tile.startswith("S"))
    if answer == starters:
        return Feedback.hint("That counts the starter junk only. Setup step 5 adds more.")
    if answer == len(cargo) * state.players:
        return Feedback.hint("That is everybody's cargo. The question is about Yellow (seat 0).")
    return Feedback.hint("Look at state.cargo: one tuple of tile ids per seat, Yellow first.")


def check_changed_fields(answer: Iterable[str]) -> Feedback:
    """Exercise 1.2: which fields change when Yellow plays the first legal action?"""
    state = lesson_state()
    after = state.apply(state.legal_actions()[0])
    truth = set(changed_fields(state, after))
    given = set(answer)
    unknown = given - {f.name for f in dataclasses.fields(state)}
    if unknown:
        return Feedback.hint(
            f"{sorted(unknown)} are not fields of the state; see state.__dataclass_fields__."
        )
    if given == truth:
        return Feedback.right(
            "Only those fields differ; every other field of the new state is the very same "
            "object as before: shared, not copied."
        )
    wrong = sorted(given - truth)
    if wrong:
        return Feedback.hint(
            f"{wrong} did not change: compare before.{wrong[0]} and after.{wrong[0]}."
        )
    missing = len(truth - given)
    return Feedback.hint(
        f"{missing} more field{'s' * (missing != 1)} changed. Think about where the tile went and "
        "which step of the turn comes next."
    )


def _sample_states(games: int = 3, seed: int = 1) -> list[JunkOrbitState]:
    chooser = random.Random(seed)
    states = []
    for game in range(games):
        state = new_game("junk_orbit", players=2 + game, seed=seed + game)
        assert isinstance(state, JunkOrbitState)
        while not state.is_over:
            if chooser.random() < 0.1:
                states.append(state)
            state = state.apply(chooser.choice(state.legal_actions()))
        states.append(state)
    return states


def check_tile_counter(count_tiles: Callable[[JunkOrbitState], int]) -> Feedback:
    """Exercise 1.3: a function that counts every tile in play, wherever it is."""
    areas: dict[str, Areas] = {
        "the cargo areas": lambda s: s.cargo,
        "the deliveries": lambda s: s.deliveries,
        "the junk resting in cities": lambda s: s.junk,
        "the piles": lambda s: s.piles,
    }
    for state in _sample_states():
        truth = sum(len(tiles) for area in areas.values() for tiles in area(state))
        try:
            got = count_tiles(state)
        except Exception as err:  # a student's function may fail in any way
            return Feedback.hint(f"Your function raised {type(err).__name__}: {err}")
        if got == truth:
            continue
        for name, area in areas.items():
            if got == truth - sum(len(tiles) for tiles in area(state)):
                return Feedback.hint(f"Close: your count leaves out {name}.")
        return Feedback.hint(
            f"On a position at turn {state.turn} your function says {got}. Every tile is in "
            "exactly one of four kinds of place; count each kind."
        )
    return Feedback.right("And the count never changes during a game: tiles only move.")
