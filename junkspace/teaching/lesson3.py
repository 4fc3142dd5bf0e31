"""Checks for lesson 3, *Randomness and hidden information* (notebooks/lessons/3_randomness.ipynb).

>>> check_three_dice([0, 1, 2])
✘ Not yet. A six-sided die shows 1 to 6: rng.roll() already adds the 1.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence

from ..core import GameState, Rng
from .feedback import Feedback
from .lesson1 import lesson_state

__all__ = [
    "check_could_be",
    "check_hidden_fields",
    "check_next_refill",
    "check_three_dice",
]

DICE_SEED = 7


def check_three_dice(values: Sequence[int]) -> Feedback:
    """Exercise 3.1: the first three rolls of a six-sided die from ``Rng.from_seed(7)``."""
    rng = Rng.from_seed(DICE_SEED)
    truth = []
    for _ in range(3):
        value, rng = rng.roll()
        truth.append(value)
    same = Rng.from_seed(DICE_SEED).roll()[0]
    if list(values) == truth:
        return Feedback.right(
            "Anyone with the seed gets the same dice: that is what makes replays exact."
        )
    if list(values) == [same] * 3:
        return Feedback.hint(
            "You rolled the same generator three times. "
            "Each roll returns the next generator: use it."
        )
    if any(not 1 <= v <= 6 for v in values):
        return Feedback.hint("A six-sided die shows 1 to 6: rng.roll() already adds the 1.")
    return Feedback.hint(
        "Start from Rng.from_seed(7) and thread the generator through three rolls."
    )


def check_next_refill(tile: str) -> Feedback:
    """Exercise 3.2: which tile will refill Hamilton if a ship collects there right now?"""
    state = lesson_state()
    truth = state.pile("moon")[-1]
    if tile == truth:
        return Feedback.right(
            "The state knows the future order of every pile. Can a player see it?"
        )
    if tile == state.pile("moon")[0]:
        return Feedback.hint("That one is at the bottom: a pile's last tile is drawn first.")
    if tile in state.junk_at("HAM"):
        return Feedback.hint("That tile is already in Hamilton; the refill comes from a pile.")
    return Feedback.hint("Hamilton is a Moon city: look at state.pile('moon').")


def check_hidden_fields(fields: Iterable[str]) -> Feedback:
    """Exercise 3.3: which fields of the saved state are missing or masked in an observation?"""
    state = lesson_state()
    full, seen = json.loads(state.to_json())["state"], state.observation(0)
    truth = {key for key in full if key not in seen or seen[key] != full[key]}
    given = set(fields)
    if given == truth:
        return Feedback.right("Only the pile order and the generator are secret in Junk Orbit.")
    if given < truth:
        return Feedback.hint("Some more is hidden. Compare the two dictionaries key by key.")
    return Feedback.hint(f"{sorted(given - truth)} can be seen by every player.")


def check_could_be(could_be: Callable[[GameState, GameState, int], bool]) -> Feedback:
    """Exercise 3.4: ``could_be(state, other, seat)``: can ``seat`` not tell the two apart?"""
    state = lesson_state()
    same_view = [state.determinize(0, seed) for seed in range(3)]
    moved = state.apply(state.legal_actions()[0])
    cases = [(other, True) for other in same_view] + [(moved, False)]
    for other, truth in cases:
        try:
            answer = could_be(state, other, 0)
        except Exception as err:  # a student's function may fail in any way
            return Feedback.hint(f"Your function raised {type(err).__name__}: {err}")
        if answer != truth:
            if truth:
                return Feedback.hint(
                    "These two positions differ only in the order of a pile: Yellow cannot tell "
                    "them apart. Compare what Yellow sees, not the whole states."
                )
            return Feedback.hint("A tile has moved from Yellow's cargo: Yellow can tell that.")
    return Feedback.right(
        "That is exactly the test a search bot uses when it samples what it cannot see."
    )
