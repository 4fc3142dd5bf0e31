"""Checks for lesson 2, *Actions and transitions* (notebooks/lessons/2_actions.ipynb).

>>> check_whose_decision(1)
✘ Not yet. Give one seat per case, as a list of 3 seat numbers like [0, 0, 0], not an int (1).
"""

from __future__ import annotations

import random

from ..core import Action, GameRecord, GameState, IllegalActionError, InvalidActionError
from ..junk_orbit import Dropping, JunkOrbitState, Launch
from .answers import call, function, kind, names, number, one_per_case, shown, wrong_cases
from .feedback import Hint, exercise
from .lesson1 import lesson_state
from .shortcuts import check_tripped, refuse_borrowed, tripwires

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
        raise Hint("That is one action per tile. A tile can be launched two ways.")
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
        return answer
    if not isinstance(answer, str):
        raise Hint(
            "Write the launch in notation, as a string like 'launch E08 cw KEP', not "
            f"{kind(answer)}."
        )
    try:
        return state.parse_action(answer)
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
    which seat decides next? Three cases at once, so a guess does not pass."""
    given = one_per_case(seats, len(DECISION_CASES), "seat", "seat numbers like [0, 0, 0]")
    wrong = []
    for case, (line, answer) in enumerate(zip(DECISION_CASES, given, strict=True), start=1):
        state: GameState = hit_position()
        for notation in line:
            state = state.apply(notation)
        if _seat(answer, case) != state.current_player:
            wrong.append(case)
    if not wrong:
        return "A turn can hand the decision to an opponent and back: read current_player."
    raise Hint(
        f"{wrong_cases(wrong)} It is Yellow's turn (state.active) in every case, but whose "
        "decision is it? Print after.status()."
    )


def recorded_line() -> tuple[GameState, list[str]]:
    """A start position and twelve actions in notation, for exercise 2.4."""
    chooser = random.Random(7)
    record = GameRecord.start("junk_orbit", players=3, seed=42)
    for _ in range(12):
        record = record.play(chooser.choice(record.state.legal_actions()))
    return record.states()[0], [str(action) for action in record.actions]


_RECORDS = {
    (GameRecord, "play"): "GameRecord.play",
    (GameRecord, "states"): "GameRecord.states",
    (GameRecord, "start"): "GameRecord.start",
}


@exercise("2.4", "a function play(state, notations) that returns a list of states")
def check_play_function(play: object) -> str:
    """Exercise 2.4: ``play(state, notations)`` returns every state of the line, start included.

    The line is checked against a :class:`~junkspace.core.GameRecord`'s replay; a ``play``
    that replays a record itself is told to write the loop.
    """
    student = function(play, "your play function")
    refuse_borrowed(student, {GameRecord: "junkspace's GameRecord"})
    start, notations = recorded_line()
    truth = GameRecord.start("junk_orbit", players=3, seed=42)
    for text in notations:
        truth = truth.play(text)
    expected = list(truth.states())
    with tripwires(_RECORDS) as tripped:
        try:
            got = call(student, start, list(notations))
        except Hint as hint:
            if "IllegalActionError" in hint.message:
                raise Hint(
                    f"{hint.message}. Each action is legal in the state the one before led to."
                ) from hint
            raise
    check_tripped(tripped)
    if isinstance(got, GameState) or not hasattr(got, "__iter__"):
        raise Hint(f"Return a list of states, not {kind(got)}.")
    got = list(got)
    if got == expected:
        return "That list is a history: undo is just an index into it."
    if got == expected[1:]:
        raise Hint("Almost: the history starts with the starting position.")
    if got and got[-1] == expected[-1]:
        raise Hint("The last state is right; keep every state on the way too.")
    if len(got) == len(expected) and got[:2] == expected[:2]:
        raise Hint("Apply each notation to the newest state, not to the starting one.")
    raise Hint(
        f"Your list has {len(got)} item{'s' * (len(got) != 1)} for {len(notations)} actions. "
        "Apply the notations one after the other, each to the newest state, and keep every state."
    )


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
