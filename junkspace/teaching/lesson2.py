"""Checks for lesson 2, *Actions and transitions* (notebooks/lessons/2_actions.ipynb).

>>> check_state_unchanged(True)
✘ Not yet. Run it: keep a copy of state.to_json(), apply an action, and compare.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..core import GameRecord, GameState, IllegalActionError, InvalidActionError
from ..junk_orbit import Dropping, JunkOrbitState, Launch
from .feedback import Feedback
from .lesson1 import lesson_state

__all__ = [
    "check_hit",
    "check_legal_count",
    "check_play_function",
    "check_state_unchanged",
    "check_whose_decision",
    "hit_position",
    "recorded_line",
]


def check_legal_count(answer: int) -> Feedback:
    """Exercise 2.1: how many legal actions does Yellow have at the start?"""
    state = lesson_state()
    truth = len(state.legal_actions())
    if answer == truth:
        return Feedback.right("Each cargo tile, each sense, each city where it can stop.")
    tiles = len(state.cargo[0])
    if answer == tiles:
        return Feedback.hint("That is one action per tile. A tile can go two ways.")
    if answer == 2 * tiles:
        return Feedback.hint("Two senses per tile, yes, but switching orbit can add landings.")
    return Feedback.hint("len(state.legal_actions()) is one way to check your reasoning.")


def hit_position() -> JunkOrbitState:
    """A position from the lesson game where Yellow can hit Purple (found by seeded play)."""
    chooser = random.Random(3)
    state = lesson_state()
    while True:
        if state.active == 0 and state.current_player == 0 and state.turn > 0:
            for action in state.legal_actions():
                if isinstance(action, Launch) and action.landing == state.ships[1]:
                    return state
        state = state.apply(chooser.choice(state.legal_actions()))


def check_hit(notation: str) -> Feedback:
    """Exercise 2.2: write a launch (in notation) with which Yellow hits Purple."""
    state = hit_position()
    try:
        after = state.apply(notation)
    except (IllegalActionError, InvalidActionError) as err:
        return Feedback.hint(f"The engine refuses it: {err}")
    if isinstance(after.phase, Dropping) and 1 in after.phase.hit:
        return Feedback.right("Now Purple must choose what to drop: see after.current_player.")
    action = state.parse_action(notation)
    if isinstance(action, Launch):
        return Feedback.hint(
            f"That tile stops at {action.landing}; Purple's ship is somewhere else (state.ships)."
        )
    return Feedback.hint("Hits come from launches: a launch action starts with 'launch'.")


def check_whose_decision(seat: int) -> Feedback:
    """Exercise 2.3: after Yellow hits Purple, which seat decides next?"""
    state = hit_position()
    hit = next(
        a for a in state.legal_actions() if isinstance(a, Launch) and a.landing == state.ships[1]
    )
    after = state.apply(hit)
    if seat == after.current_player:
        return Feedback.right("A turn can hand the decision to an opponent and back.")
    if seat == state.active:
        return Feedback.hint("It is still Yellow's turn, but is it Yellow's decision?")
    return Feedback.hint("Print after.status() and after.current_player.")


def recorded_line() -> tuple[GameState, list[str]]:
    """A start position and twelve actions in notation, for exercise 2.4."""
    chooser = random.Random(7)
    record = GameRecord.start("junk_orbit", players=3, seed=42)
    for _ in range(12):
        record = record.play(chooser.choice(record.state.legal_actions()))
    return record.states()[0], [str(action) for action in record.actions]


def check_play_function(
    play: Callable[[GameState, Sequence[str]], Sequence[GameState]],
) -> Feedback:
    """Exercise 2.4: ``play(state, notations)`` returns every state of the line, start included."""
    start, notations = recorded_line()
    expected = GameRecord.start("junk_orbit", players=3, seed=42)
    for text in notations:
        expected = expected.play(text)
    truth = expected.states()
    try:
        got = list(play(start, notations))
    except Exception as err:  # a student's function may fail in any way
        return Feedback.hint(f"Your function raised {type(err).__name__}: {err}")
    if got == list(truth):
        return Feedback.right("That list is a history: undo is just an index into it.")
    if got == list(truth[1:]):
        return Feedback.hint("Almost: the history starts with the starting position.")
    if got and got[-1] == truth[-1]:
        return Feedback.hint("The last state is right; keep every state on the way too.")
    return Feedback.hint("Apply the notations one after the other to the newest state.")


def check_state_unchanged(changes: bool) -> Feedback:
    """Exercise 2.5: does ``state.apply(action)`` change ``state``? Answer True or False."""
    state = lesson_state()
    before = state.to_json()
    state.apply(state.legal_actions()[0])
    truth = state.to_json() != before
    if changes == truth:
        return Feedback.right("apply returns a new state and leaves the old one as it was.")
    return Feedback.hint("Run it: keep a copy of state.to_json(), apply an action, and compare.")
