"""Checks for lesson 4, *Rules as code* (notebooks/lessons/4_rules_as_code.ipynb).

The students write the rule at the heart of Junk Orbit themselves: where a launched tile can
stop. Then they change it (a variant without the slingshot) and compare.

>>> from junkspace.junk_orbit.topology import board_for
>>> sorted(reference_no_slingshot(board_for(3), "KEP", "cw", 3))
['ARC', 'HAM']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..junk_orbit.topology import ORBITS, SENSES, Board, Sense, board_for
from .feedback import Feedback

__all__ = ["check_landings", "check_no_slingshot", "reference_no_slingshot"]

Landings = Callable[[Board, str, Sense, int], Iterable[str]]


def reference_no_slingshot(board: Board, city: str, sense: Sense, steps: int) -> set[str]:
    """The variant: switching orbit keeps the list direction instead of reversing it."""
    way = 1 if sense == "cw" else -1
    travellers = {(city, orbit) for orbit in board.orbits_of(city)}
    for _ in range(steps):
        moved = set()
        for here, orbit in travellers:
            ring = ORBITS[orbit]
            nxt = ring[(ring.index(here) + way) % len(ring)]
            moved |= {(nxt, o) for o in board.orbits_of(nxt)}
        travellers = moved
    return {here for here, _ in travellers}


def _compare(student: Landings, truth: Landings, rule: str) -> Feedback:
    for players in (3, 5):
        board = board_for(players)
        for city in board.cities:
            for sense in SENSES:
                for steps in range(1, 5):
                    expected = set(truth(board, city, sense, steps))
                    try:
                        got = set(student(board, city, sense, steps))
                    except Exception as err:  # a student's function may fail in any way
                        return Feedback.hint(f"Your function raised {type(err).__name__}: {err}")
                    if got == expected:
                        continue
                    count = "1 city" if steps == 1 else f"{steps} cities"
                    case = f"From {city}, {sense}, {count} ({players} players)"
                    if got < expected:
                        return Feedback.hint(f"{case}: some landings are missing. {rule}")
                    if got > expected:
                        return Feedback.hint(f"{case}: your function finds too many landings.")
                    return Feedback.hint(f"{case}: some landings are wrong. {rule}")
    return Feedback.right("Your rule agrees with the engine everywhere, at every table size.")


def check_landings(landings: Landings) -> Feedback:
    """Exercise 4.1: ``landings(board, city, sense, steps)`` as the rule book says."""
    return _compare(
        landings,
        Board.landings,
        "Switching is optional at every transfer city passed, and where the traveller starts.",
    )


def check_no_slingshot(landings: Landings) -> Feedback:
    """Exercise 4.2: the variant where switching orbit does not reverse the sense."""
    return _compare(
        landings,
        reference_no_slingshot,
        "In this variant a switch keeps moving along the list the same way.",
    )
