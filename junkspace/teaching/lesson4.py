"""Checks for lesson 4, *Rules as code* (notebooks/lessons/4_rules_as_code.ipynb).

The students write the rule at the heart of Junk Orbit themselves: where a launched tile can
stop. Then they change it (a variant without the slingshot) and compare. Last, a rule of
Hyperstellar as an algorithm: the most points a hand of science cards can score.

>>> from junkspace.junk_orbit.topology import board_for
>>> sorted(reference_no_slingshot(board_for(3), "KEP", "cw", 3))
['ARC', 'HAM']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import cache
from typing import Any

from ..core import new_game
from ..hyperstellar.cards import LETTERS, SET_POINTS, counts, letters, scorable
from ..junk_orbit.topology import CITIES, ORBITS, SENSES, Board, Sense, board_for
from .feedback import Feedback

__all__ = [
    "LandingExplorer",
    "best_points",
    "check_best_points",
    "check_landings",
    "check_no_slingshot",
    "landing_explorer",
    "reference_no_slingshot",
]

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


class LandingExplorer:
    """Pick a city, a sense and a distance; the board (drawn with ipycanvas) lights the landings.

    With ``landings`` (a student's function) the explorer also says whether it agrees with the
    engine. The controls are ipywidgets, imported only when an explorer is made.
    """

    def __init__(self, landings: Landings | None = None, players: int = 5) -> None:
        import ipywidgets as w

        from ..junk_orbit import view
        from ..render.canvas import CanvasBoard

        state = new_game("junk_orbit", players=players, seed=0)
        self.board = board_for(players)
        self.landings = landings
        self.base = view.scene(state)
        self.city = w.Dropdown(
            options=[(f"{CITIES[c].name} ({c})", c) for c in self.board.cities],
            value="KEP",
            description="from",
        )
        self.sense = w.ToggleButtons(options=[("clockwise", "cw"), ("counter-clockwise", "ccw")])
        self.steps = w.IntSlider(value=4, min=1, max=4, description="cities")
        self.words = w.HTML()
        self.canvas = CanvasBoard(self.base)
        for control in (self.city, self.sense, self.steps):
            control.observe(self.update, "value")
        self.widget = w.VBox(
            [w.HBox([self.city, self.sense, self.steps]), self.words, self.canvas.canvas]
        )
        self.update()

    def found(self) -> tuple[str, ...]:
        """The engine's landings for the chosen city, sense and distance."""
        return self.board.landings(self.city.value, self.sense.value, self.steps.value)

    def update(self, _: object = None) -> None:
        """Redraw for the controls' current values."""
        found = self.found()
        start = self.city.value
        pieces = []
        for layer in self.base.layers:
            marked = []
            for piece in layer.pieces:
                city = piece.id.removeprefix("city:")
                if piece.id.startswith("city:") and city in found:
                    marked.append(replace(piece, highlight="target", pick=False))
                elif piece.id == f"city:{start}":
                    marked.append(replace(piece, highlight="selected", pick=False))
                else:
                    marked.append(replace(piece, highlight=None, pick=False))
            pieces.append(replace(layer, pieces=tuple(marked)))
        self.canvas.show(replace(self.base, layers=tuple(pieces)))
        names = ", ".join(CITIES[c].name for c in found)
        text = f"<b>{len(found)}</b> landing{'s' * (len(found) != 1)}: {names}."
        if self.landings is not None:
            mine = set(self.landings(self.board, start, self.sense.value, self.steps.value))
            verdict = "agrees" if mine == set(found) else f"says {sorted(mine)}"
            text += f" Your function {verdict}."
        self.words.value = text

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


def landing_explorer(landings: Landings | None = None, players: int = 5) -> LandingExplorer:
    """An interactive board for exercise 4.1 (see :class:`LandingExplorer`)."""
    return LandingExplorer(landings, players)


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


@cache
def best_points(hand: str, own: str) -> int:
    """The most points ``hand`` (colour letters) can score, sets taken one after the other.

    ``own`` is the owner's colour letter (a single card scores only in that colour).

    >>> best_points("ROYGBPW", own="R")
    50
    >>> best_points("RRRRRR", own="R")   # six single cards of your own colour beat a five
    18
    """
    cards = counts(hand)
    best = 0
    for chosen in scorable(cards, len(hand), LETTERS.index(own)):
        rest = list(cards)
        for letter in chosen:
            rest[LETTERS.index(letter)] -= 1
        best = max(best, SET_POINTS[chosen] + best_points(letters(tuple(rest)), own))
    return best


_HANDS = (
    "",
    "R",
    "G",
    "RRRRRR",
    "ROYGBPW",
    "ROYGBPWR",
    "RROOYYGGBB",
    "PPPPPW",
    "ROYGBPWROYG",
    "GGGGGGGGGGR",
    "RRRRRROYGBP",
)


def check_best_points(student: Callable[[str, str], int]) -> Feedback:
    """Exercise 4.3: ``best(hand, own)``, the most points a hand can score."""
    for hand in _HANDS:
        for own in "RG":
            truth = best_points(hand, own)
            try:
                got = student(hand, own)
            except Exception as err:  # a student's function may fail in any way
                return Feedback.hint(f"Your function raised {type(err).__name__}: {err}")
            if got == truth:
                continue
            case = f"For the hand {hand!r} of the {own} player"
            if got < truth:
                return Feedback.hint(f"{case} a better split of the cards exists.")
            return Feedback.hint(f"{case} your total is too high: can one card be in two sets?")
    return Feedback.right("Trying every set, then the best of what is left, is a search.")
