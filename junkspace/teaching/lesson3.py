"""Checks for lesson 3, *Randomness and hidden information* (notebooks/lessons/3_randomness.ipynb).

>>> check_three_dice([0, 1, 2])
✘ Not yet. A six-sided die shows 1 to 6: rng.roll() already adds the 1.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator

from ..core import GameState, Rng, new_game
from ..core.state import replace
from .answers import call, function, kind, names, number, plain, shown, truth_value
from .feedback import Hint, exercise
from .lesson1 import lesson_state

__all__ = [
    "DICE_SEED",
    "check_could_be",
    "check_hidden_fields",
    "check_next_refill",
    "check_three_dice",
    "look_alike_cases",
]

DICE_SEED = 7


def _rolls(rng: Rng, count: int = 3) -> list[int]:
    values = []
    for _ in range(count):
        value, rng = rng.roll()
        values.append(value)
    return values


@exercise("3.1", "a list of three whole numbers, like [1, 2, 3]")
def check_three_dice(values: object) -> str:
    """Exercise 3.1: the first three rolls of a six-sided die from ``Rng.from_seed(7)``."""
    if isinstance(values, str) or not hasattr(values, "__len__"):
        raise Hint(
            "Give the three rolls as a list of numbers, like [1, 2, 3], not "
            f"{kind(values)} ({shown(values)})."
        )
    given = [number(value, "each roll") for value in values]  # type: ignore[attr-defined]
    if len(given) != 3:
        raise Hint(f"Give three rolls, in order; you gave {len(given)}.")
    truth = _rolls(Rng.from_seed(DICE_SEED))
    if given == truth:
        return "Anyone with the seed gets the same dice: that is what makes replays exact."
    if given == [Rng.from_seed(DICE_SEED).roll()[0]] * 3:
        raise Hint(
            "You rolled the same generator three times. Each roll returns the next generator: "
            "use it for the next roll."
        )
    if any(not 1 <= value <= 6 for value in given):
        raise Hint("A six-sided die shows 1 to 6: rng.roll() already adds the 1.")
    if sorted(given) == sorted(truth):
        raise Hint("Those are the right rolls in the wrong order: keep them in the order drawn.")
    raise Hint(
        f"Start from Rng.from_seed({DICE_SEED}) and thread the generator through three rolls."
    )


@exercise("3.2", "a tile id, a string like 'L01'")
def check_next_refill(tile: object) -> str:
    """Exercise 3.2: which tile will refill Hamilton if a ship collects there right now?"""
    if not isinstance(tile, str):
        raise Hint(f"Give the tile's id as a string like 'L01', not {kind(tile)}.")
    given = plain(tile).strip().upper()
    state = lesson_state()
    moon = state.pile("moon")
    if given == moon[-1]:
        return "The state knows the future order of every pile. Can a player see it?"
    if given == moon[0]:
        raise Hint("That one is at the bottom: a pile's last tile is drawn first.")
    if given in state.junk_at("HAM"):
        raise Hint("That tile is already in Hamilton; the refill comes from a pile.")
    if given in moon:
        raise Hint("That tile is in the right pile, but not where the next draw comes from.")
    if any(given == pile[-1] for pile in state.piles):
        raise Hint("That tile tops another pile. Hamilton is a Moon city.")
    raise Hint("Hamilton is a Moon city: look at state.pile('moon').")


@exercise("3.3", 'a set of field names, like {"ships", "turn"}')
def check_hidden_fields(fields: object) -> str:
    """Exercise 3.3: which fields of the saved state are missing or masked in an observation?"""
    given = names(fields, "the fields")
    state = lesson_state()
    full, seen = json.loads(state.to_json())["state"], state.observation(0)
    truth = {key for key in full if key not in seen or seen[key] != full[key]}
    unknown = sorted(given - set(full))
    if unknown:
        raise Hint(
            f"{shown(unknown)} {'is' if len(unknown) == 1 else 'are'} not in the saved state: "
            "the names are the keys of json.loads(state.to_json())['state']."
        )
    if given == truth:
        return "Only the pile order and the generator (and the seed it came from) are secret."
    visible = sorted(given - truth)
    if visible:
        raise Hint(f"{shown(visible)} can be seen by Yellow: compare full[key] and seen[key].")
    missing = len(truth - given)
    raise Hint(
        f"{missing} more field{'s are' if missing != 1 else ' is'} hidden. Look for keys of "
        "`full` that are missing from `seen`, as well as values that differ."
    )


def _hyperstellar_hands() -> GameState:
    """A Hyperstellar position where the hands are dealt: found once by seeded play."""
    chooser = random.Random(3)
    state = new_game("hyperstellar", players=3, seed=5)
    for _ in range(17):
        state = state.apply(chooser.choice(state.legal_actions()))
    return state


Case = tuple[str, GameState, GameState, int, bool]


def look_alike_cases() -> Iterator[Case]:
    """Exercise 3.4's cases: (what they show, state, other, seat, can seat not tell them apart).

    They include a pile reshuffled (the same to every seat), a ship moved with every cargo the
    same, and Hyperstellar hands resampled for seat 0, which seat 1 *can* tell apart (its own
    hand changed), so a function that ignores ``seat`` fails.
    """
    state = lesson_state()
    for seed in range(2):
        yield (
            "two positions that differ only in the order of the piles",
            state,
            state.determinize(0, seed),
            0,
            True,
        )
    yield "the same position twice", state, state, 2, True
    moved = replace(state, ships=("KIL", *state.ships[1:]))
    yield "two positions where Yellow's ship moved and no cargo changed", state, moved, 1, False
    launched = state.apply(state.legal_actions()[0])
    yield "two positions a launch apart", state, launched, 0, False
    hands = _hyperstellar_hands()
    for seed in range(2):
        other = hands.determinize(0, seed)
        yield (
            "two Hyperstellar positions whose hands seat 0 cannot see differ, seen by seat 0",
            hands,
            other,
            0,
            True,
        )
        yield (
            "the same two Hyperstellar positions, seen by seat 1 (its own hand differs)",
            hands,
            other,
            1,
            False,
        )


@exercise("3.4", "a function could_be(state, other, seat) that returns True or False")
def check_could_be(could_be: object) -> str:
    """Exercise 3.4: ``could_be(state, other, seat)``: can ``seat`` not tell the two apart?"""
    student: Callable[..., object] = function(could_be, "your could_be function")
    for shows, state, other, seat, truth in look_alike_cases():
        where = f"For {shows}"
        answer = truth_value(call(student, state, other, seat, where=where))
        if answer is None:
            raise Hint(f"{where}: return True or False.")
        if answer == truth:
            continue
        if truth:
            raise Hint(
                f"{where}, your function says seat {seat} can tell them apart, but what differs "
                f"is hidden from seat {seat}. Compare what the seat sees, not the whole states."
            )
        raise Hint(
            f"{where}, your function says seat {seat} cannot tell them apart, but seat {seat} "
            "sees the difference. Compare everything the seat sees, using `seat`."
        )
    return "That is exactly the test a search bot uses when it samples what it cannot see."
