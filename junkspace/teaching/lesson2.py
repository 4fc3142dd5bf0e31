"""Checks for lesson 2, *Actions and transitions* (notebooks/lessons/2_actions.ipynb).

>>> check_whose_decision(1)
✘ Not yet. Give one seat per case, as a list of 3 seat numbers like [0, 0, 0], not an int (1).
"""

from __future__ import annotations

import random

from ..core import Action, GameRecord, GameState, IllegalActionError, InvalidActionError, record
from ..junk_orbit import Dropping, JunkOrbitState, Launch
from .answers import call, function, kind, names, number, one_per_case, plain, shown
from .feedback import Hint, exercise
from .lesson1 import lesson_state
from .shortcuts import Library, refuse_borrowed

__all__ = [
    "DECISION_CASES",
    "STATEMENTS",
    "check_hit",
    "check_legal_count",
    "check_play_function",
    "check_state_unchanged",
    "check_whose_decision",
    "hit_position",
    "recorded_line",
]

_SEATS = ("Yellow", "Purple", "Green")


@exercise("2.1", "a whole number, like 3")
def check_legal_count(answer: object) -> str:
    """Exercise 2.1: how many legal actions does Yellow have at the start?"""
    state = lesson_state()
    truth = len(state.legal_actions())
    given = number(answer, "the number of actions")
    if given == truth:
        return "Each cargo tile, each sense, each city where it can stop."
    tiles = len(state.cargo[0])
    if given == tiles:
        raise Hint(
            "That is one action per tile, but a launch says more than which tile: print a few "
            "of state.legal_actions() and look at what else changes from one to the next."
        )
    if given > truth:
        raise Hint(
            "Too many: from Kepler, not every tile gets far enough to reach a city where it "
            "could switch orbit. Count the stops of each tile, one sense at a time."
        )
    raise Hint("Count, for each cargo tile and each sense, the cities where it can stop.")


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


def _launch(state: JunkOrbitState, answer: object) -> Action:
    if isinstance(answer, Action):
        answer = str(answer)  # read back, so that the action is the engine's own
    if not isinstance(answer, str):
        raise Hint(
            "Write the launch in notation, as a string like 'launch E08 cw KEP', not "
            f"{kind(answer)}."
        )
    try:
        return state.parse_action(plain(answer))
    except InvalidActionError as err:
        raise Hint(f"The engine cannot read it: {err}") from err


@exercise("2.2", "a launch in notation, a string like 'launch E08 cw KEP'")
def check_hit(notation: object) -> str:
    """Exercise 2.2: write a launch (in notation) with which Yellow hits Purple."""
    state = hit_position()
    action = _launch(state, notation)
    if not isinstance(action, Launch):
        raise Hint("Hits come from launches: a launch action starts with 'launch'.")
    try:
        after = state.apply(action)
    except IllegalActionError as err:
        raise Hint(f"The engine refuses it: {err}") from err
    hit = after.phase.hit if isinstance(after.phase, Dropping) else ()
    if 1 in hit:
        return "Now Purple must choose what to drop: see after.current_player."
    if hit:
        names_hit = ", ".join(_SEATS[seat] for seat in hit)
        raise Hint(f"That hits {names_hit}, not Purple (seat 1). Look at state.ships[1].")
    raise Hint(
        f"That tile stops at {action.landing}, and Purple's ship is somewhere else "
        "(state.ships[1]). A tile may switch orbit at a transfer city, Yellow's own included."
    )


#: The three cases of exercise 2.3: what Yellow plays in the hit position (then Green's drop).
DECISION_CASES = (
    ("launch S11 cw KEP",),
    ("launch S02 ccw HAM",),
    ("launch S02 ccw HAM", "drop L17"),
)


def _seat(answer: object, case: int) -> int:
    seat = number(answer, f"the seat of case {case}")
    if seat not in range(len(_SEATS)):
        raise Hint(f"Case {case}: seats are numbered 0 (Yellow), 1 (Purple) and 2 (Green).")
    return int(seat)


@exercise("2.3", "a list of three seat numbers, like [0, 0, 0]")
def check_whose_decision(seats: object) -> str:
    """Exercise 2.3: for each line of :data:`DECISION_CASES` played from :func:`hit_position`,
    which seat decides next? Three cases at once, so a guess does not pass; the hint does
    not say which case is wrong, so trying seats case by case does not find it either."""
    given = one_per_case(seats, len(DECISION_CASES), "seat", "seat numbers like [0, 0, 0]")
    answers = [_seat(answer, case) for case, answer in enumerate(given, start=1)]
    truth = []
    for line in DECISION_CASES:
        state: GameState = hit_position()
        for notation in line:
            state = state.apply(notation)
        truth.append(state.current_player)
    if answers == truth:
        return "A turn can hand the decision to an opponent and back: read current_player."
    if answers == [hit_position().active] * len(truth):
        raise Hint(
            "It is Yellow's turn (state.active) in every case, but whose decision is it? "
            "Print after.status() for each line."
        )
    raise Hint(
        "Not every seat is right. For each line, apply its actions one after the other to "
        "the hit position and read current_player: a hit hands the decision to the seat hit."
    )


def recorded_line(seed: int = 7) -> tuple[GameState, list[str]]:
    """A start position and twelve actions in notation, for exercise 2.4."""
    chooser = random.Random(seed)
    state: GameState = lesson_state()
    start, notations = state, []
    for _ in range(12):
        action = chooser.choice(state.legal_actions())
        notations.append(str(action))
        state = state.apply(action)
    return start, notations


_RECORDS = Library({GameRecord: "junkspace's GameRecord", record: "junkspace's GameRecord"})


def _states(got: object, expected: list[GameState]) -> list[str]:
    """``got`` as the saved form of each state, compared as text: a state of the student's
    own type, or one claiming to equal anything, is not the engine's state."""
    if isinstance(got, (GameState, str, bytes)) or not hasattr(got, "__iter__"):
        raise Hint(f"Return a list of states, not {kind(got)}.")
    saved = []
    for item in list(got):
        if type(item) is not type(expected[0]):
            raise Hint(f"Return a list of states; one item is {kind(item)} ({shown(item)}).")
        saved.append(item.to_json())
    return saved


@exercise("2.4", "a function play(state, notations) that returns a list of states")
def check_play_function(play: object) -> str:
    """Exercise 2.4: ``play(state, notations)`` returns every state of the line, start included.

    Checked on :func:`recorded_line` and on a line drawn afresh (so that no cache holds its
    states), each against the check's own replay; a ``play`` that runs a
    :class:`~junkspace.core.GameRecord` is told to write the loop.
    """
    student = function(play, "your play function")
    refuse_borrowed(student, _RECORDS)
    for seed in (7, random.SystemRandom().randrange(1 << 30)):
        start, notations = recorded_line(seed)
        expected = [start]
        for text in notations:
            expected.append(expected[-1].apply(text))
        try:
            got = call(student, start, list(notations), library=_RECORDS)
        except Hint as hint:
            if "IllegalActionError" in hint.message:
                raise Hint(
                    f"{hint.message}. Each action is legal in the state the one before led to."
                ) from hint
            raise
        saved, truth = _states(got, expected), [state.to_json() for state in expected]
        if saved == truth:
            continue
        if saved == truth[1:]:
            raise Hint("Almost: the history starts with the starting position.")
        if saved and saved[-1] == truth[-1]:
            raise Hint("The last state is right; keep every state on the way too.")
        if len(saved) == len(truth) and saved[:2] == truth[:2]:
            raise Hint("Apply each notation to the newest state, not to the starting one.")
        raise Hint(
            f"Your list has {len(saved)} item{'s' * (len(saved) != 1)} for {len(notations)} "
            "actions. Apply the notations one after the other, each to the newest state, and "
            "keep every state."
        )
    return "That list is a history: undo is just an index into it."


#: Exercise 2.5's statements, about ``before = state.to_json()`` and ``after =
#: state.apply(state.legal_actions()[0])``.
STATEMENTS = {
    "a": "state.to_json() == before",
    "b": "after is state",
    "c": "after == state",
    "d": "after.ships is state.ships",
    "e": "after.cargo == state.cargo",
}


@exercise("2.5", 'the set of letters of the true statements, like {"a", "c"}')
def check_state_unchanged(letters: object) -> str:
    """Exercise 2.5: which of :data:`STATEMENTS` are true? Does ``apply`` change ``state``?

    The truth is found by evaluating the statements on the lesson's position.
    """
    given = {letter.lower() for letter in names(letters, "the letters")}
    unknown = sorted(given - set(STATEMENTS))
    if unknown:
        raise Hint(f"{shown(unknown)}: the statements are lettered a to e.")
    state = lesson_state()
    scope = {"state": state, "before": state.to_json()}
    scope["after"] = state.apply(state.legal_actions()[0])
    truth = {letter for letter, text in STATEMENTS.items() if eval(text, {}, scope)}
    if given == truth:
        return "apply returns a new state, leaves the old one as it was, and shares what is equal."
    if "a" not in given:
        raise Hint("Run it: keep state.to_json() in `before`, apply an action, and compare.")
    if given & {"b", "c"}:
        raise Hint("Print `after is state` and `after == state`: is after the same state?")
    raise Hint(
        "One statement is about sharing: `is` asks whether two names hold the very same object."
        if "d" not in given
        else "Compare after.cargo and state.cargo: where did the launched tile go?"
    )
