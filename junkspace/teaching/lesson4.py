"""Checks for lesson 4, *Rules as code* (notebooks/lessons/4_rules_as_code.ipynb).

The students write the rule at the heart of Junk Orbit themselves: where a launched tile can
stop. Then they change it (a variant without the slingshot) and compare. Last, a rule of
Hyperstellar as an algorithm: the most points a hand of science cards can score.

The checks compare the students' functions with answers found another way: the engine's
:meth:`~junkspace.junk_orbit.topology.Board.landings` for the rule, a walk over every way of
switching orbit for the variant, and a search over every split of a hand into sets. None of
these is a model answer to copy: a function that hands the work to one of them is told to
write it (see :mod:`junkspace.teaching.shortcuts`).

>>> check_landings(lambda board, city, sense, steps: {city})
✘ Not yet. From KIL, cw, 1 city (3 players): your function's landings are wrong.
"""

from __future__ import annotations

import html
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from itertools import combinations
from typing import Any

from ..bots.greedy import hyperstellar as greedy_hyperstellar
from ..core import new_game
from ..hyperstellar.cards import LETTERS, SET_POINTS
from ..junk_orbit import powers as junk_orbit_powers
from ..junk_orbit import state as junk_orbit_state
from ..junk_orbit.topology import BODIES, CITIES, ORBITS, SENSES, Board, Sense, board_for
from .answers import call, function, names, number
from .feedback import Hint, exercise
from .shortcuts import Library, refuse_borrowed

__all__ = [
    "BOARD_BODIES",
    "FRESH_CASES",
    "FRESH_HANDS",
    "FRESH_STEPS",
    "HANDS",
    "ODD_BOARDS",
    "LandingExplorer",
    "check_best_points",
    "check_landings",
    "check_no_slingshot",
    "fresh_hands",
    "landing_explorer",
]

Landings = Callable[[Board, str, Sense, int], Iterable[str]]


def _walk(
    board: Board,
    city: str,
    sense: Sense,
    steps: int,
    *,
    slingshot: bool = True,
    switch_at_start: bool = True,
    switch_on_the_way: bool = True,
) -> frozenset[str]:
    """Where a traveller can stop, by trying every sequence of switches (or none) one city at
    a time. The keywords make the rule and the mistakes students make with it."""

    def switches(here: str, orbit: str, way: int) -> Iterator[tuple[str, str, int]]:
        yield here, orbit, way
        for other in board.orbits_of(here):
            if other != orbit:
                yield here, other, -way if slingshot else way

    home = board.orbits_of(city)[0]
    start = (city, home, 1 if sense == "cw" else -1)
    travellers = set(switches(*start)) if switch_at_start else {start}
    for step in range(steps):
        moved = set()
        for here, orbit, way in travellers:
            ring = ORBITS[orbit]
            there = ring[(ring.index(here) + way) % len(ring)]
            last = step == steps - 1
            if switch_on_the_way and not last:
                moved |= set(switches(there, orbit, way))
            else:
                moved.add((there, orbit, way))
        travellers = moved
    return frozenset(here for here, _, _ in travellers)


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
        cities = ", ".join(CITIES[c].name for c in found)
        text = f"<b>{len(found)}</b> landing{'s' * (len(found) != 1)}: {cities}."
        if self.landings is not None:
            try:
                answer = call(self.landings, self.board, start, self.sense.value, self.steps.value)
                mine = names(answer, "the landings")
            except Hint as hint:
                text += f" {html.escape(hint.message)}"
            else:
                verdict = "agrees" if mine == set(found) else f"says {sorted(mine)}"
                text += f" Your function {verdict}."
        self.words.value = text

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


def landing_explorer(landings: Landings | None = None, players: int = 5) -> LandingExplorer:
    """An interactive board for exercise 4.1 (see :class:`LandingExplorer`)."""
    return LandingExplorer(landings, players)


_ENGINE = Library(
    {
        Board.landings: "the engine's board.landings",
        Board.route: "the engine's board.route",
        Board._routes: "the engine's own routes (through board.landings)",
        Board._starts: "the engine's own routes (through board.landings)",
        Board._step: "the engine's own routes (through board.landings)",
        Board._switches: "the engine's own routes (through board.landings)",
        _walk: "the check's own walk",
        junk_orbit_state: "the engine's legal actions (which use board.landings)",
        junk_orbit_powers: "the engine's powers (which use board.landings)",
    }
)

#: Boards no table uses, made of bodies whose orbits close up: a function that follows
#: ``board`` passes on them as on the tables' boards.
ODD_BOARDS = (("earth", "moon", "mars", "deimos"), ("mars", "phobos", "deimos"), ("earth",))

#: Every set of bodies whose orbits close up (each city on them is on one of them).
BOARD_BODIES = tuple(
    bodies
    for size in range(1, len(BODIES) + 1)
    for bodies in combinations(BODIES, size)
    if all(CITIES[city].body in bodies for body in bodies for city in ORBITS[body])
)

#: How many cases :func:`_cases` draws afresh: any such board, longer journeys.
FRESH_CASES, FRESH_STEPS = 12, 8

Case = tuple[Board, str, str, Sense, int]


def _boards() -> Iterator[tuple[str, Board]]:
    """New boards, each with how hints name it: the three tables', then :data:`ODD_BOARDS`."""
    for players in (3, 4, 5):
        yield f"{players} players", Board(board_for(players).bodies)
    for bodies in ODD_BOARDS:
        yield f"a board of {', '.join(bodies)} only", Board(bodies)


def _cases(chooser: random.Random | None = None) -> Iterator[Case]:
    """Every city, sense and distance from 1 to 4 on new boards (:func:`_boards`); with a
    ``chooser``, then :data:`FRESH_CASES` more drawn with it on any of
    :data:`BOARD_BODIES`, up to :data:`FRESH_STEPS` cities. Boards compare by identity, so
    the engine's cache does not know these, and a cache warmed with the cases a student can
    foresee does not hold the fresh ones: a function that gets the engine to answer runs
    its code, which the check sees."""
    for label, board in _boards():
        for city in board.cities:
            for sense in SENSES:
                for steps in range(1, 5):
                    yield board, label, city, sense, steps
    if chooser is None:
        return
    for _ in range(FRESH_CASES):
        bodies = chooser.choice(BOARD_BODIES)
        board = Board(bodies)
        label = f"a board of {', '.join(bodies)}"
        city, sense = chooser.choice(board.cities), chooser.choice(SENSES)
        yield board, label, city, sense, chooser.randint(1, FRESH_STEPS)


def _case(label: str, city: str, sense: str, steps: int) -> str:
    count = "1 city" if steps == 1 else f"{steps} cities"
    return f"From {city}, {sense}, {count} ({label})"


#: The mistakes a landings function can make, as the walk's keywords, and what to say.
_MISTAKES: tuple[tuple[dict[str, bool], str], ...] = (
    (
        {"switch_at_start": False, "switch_on_the_way": False},
        "Your traveller never changes orbit. Where may it?",
    ),
    (
        {"switch_at_start": False},
        "Your function misses only journeys that start at a transfer city. What may a "
        "traveller do in the city it starts from?",
    ),
    (
        {"switch_on_the_way": False},
        "Your traveller may change orbit only where it starts. What about the transfer cities "
        "it passes?",
    ),
)


def _compare(
    student: Landings, rule: dict[str, bool], mistakes: tuple[tuple[dict[str, bool], str], ...]
) -> None:
    """Raise a hint at the first case where ``student`` disagrees with the walk of ``rule``,
    naming the mistake when every case agrees with one of ``mistakes``."""
    first: tuple[str, set[str], frozenset[str]] | None = None
    answers = []
    for board, label, city, sense, steps in _cases(random.Random(random.SystemRandom().random())):
        where = _case(label, city, sense, steps)
        answer = call(student, board, city, sense, steps, where=where, library=_ENGINE)
        got = names(answer, "the landings")
        answers.append((board, city, sense, steps, got))
        expected = _walk(board, city, sense, steps, **rule)
        if first is None and got != expected:
            first = where, got, expected
    if first is None:
        return
    for mistake, hint in mistakes:
        if all(got == _walk(b, c, s, n, **{**rule, **mistake}) for b, c, s, n, got in answers):
            raise Hint(hint)
    where, got, expected = first
    if got < expected:
        raise Hint(f"{where}: some landings are missing from your function's.")
    if got > expected:
        raise Hint(f"{where}: your function finds landings a traveller cannot reach.")
    raise Hint(f"{where}: your function's landings are wrong.")


@exercise("4.1", "a function landings(board, city, sense, steps) that returns a set of cities")
def check_landings(landings: object) -> str:
    """Exercise 4.1: ``landings(board, city, sense, steps)`` as the rule book says.

    Checked on every city of new boards (see :func:`_cases`), both senses and 1 to 4 steps,
    against a walk over every way of switching (the engine's own landings, which the
    student's function may not run, agree with it: tests/teaching checks).
    """
    student = function(landings, "your landings function")
    refuse_borrowed(student, _ENGINE)
    slingshot_lost = (
        {"slingshot": False},
        "After a switch your traveller keeps its direction along the new orbit's tuple. What "
        "does the rule say a change of orbit does to the sense?",
    )
    _compare(student, {}, (*_MISTAKES, slingshot_lost))
    return "Your rule agrees with the engine everywhere, at every table size."


@exercise("4.2", "a function landings_no_slingshot(board, city, sense, steps) returning a set")
def check_no_slingshot(landings: object) -> str:
    """Exercise 4.2: the variant where switching orbit does not reverse the sense."""
    student = function(landings, "your landings_no_slingshot function")
    refuse_borrowed(student, _ENGINE)
    still_slings = (
        {"slingshot": True},
        "That is the rule book's rule: your traveller still turns round when it switches.",
    )
    variant = {"slingshot": False}
    mistakes = tuple(({**variant, **mistake}, hint) for mistake, hint in _MISTAKES)
    _compare(student, variant, (still_slings, *mistakes))
    return "Compare the two on Kepler: a rule change moves where deliveries can be made."


#: The hands exercise 4.3 is checked on, with the owner's colour. They hold the cases that
#: matter: empty and one-card hands, single cards beating a five (six reds for Red), a hand
#: where taking the biggest set first loses points, cards left over after a set.
HANDS: tuple[tuple[str, str], ...] = (
    ("", "R"),
    ("R", "R"),
    ("G", "R"),
    ("RRRRRR", "R"),
    ("RRRRRR", "G"),
    ("ROYGBPW", "R"),
    ("ROYGBPWR", "R"),
    ("RROOYYGGBB", "R"),
    ("PPPPPW", "R"),
    ("PPPPPW", "W"),
    ("ROYGBPWROYG", "G"),
    ("GGGGGGGGGGR", "G"),
    ("RRRRRROYGBP", "R"),
    ("RROOYYGGBBPP", "G"),
    ("ROYGBPROYGBP", "W"),
)


def _most_points(hand: str, own: str, known: dict[tuple[str, str], int], singles: str = "") -> int:
    """The best total over every way to take one scoring set out of ``hand``, then the rest.

    A plain search over :data:`~junkspace.hyperstellar.cards.SET_POINTS` (no shortcut), with
    its results in ``known``: a dictionary new to each check, so that a student's function
    that calls it runs its code. ``singles`` names colours whose single cards score too (a
    mistake students make).
    """
    if (hand, own) in known:
        return known[hand, own]
    best = 0
    held = Counter(hand)
    for cards, points in SET_POINTS.items():
        need = Counter(cards)
        scores = len(cards) > 1 or cards == own or cards in singles
        if scores and all(held[c] >= n for c, n in need.items()):
            rest = "".join(sorted((held - need).elements()))
            best = max(best, points + _most_points(rest, own, known, singles))
    known[hand, own] = best
    return best


_HAND_SHORTCUTS = Library(
    {
        greedy_hyperstellar.best_sets: "the greedy bot's best_sets",
        _most_points: "the check's own search",
    }
)

#: How many hands :func:`fresh_hands` draws, and their most cards.
FRESH_HANDS, FRESH_CARDS = 4, 9


def fresh_hands(chooser: random.Random) -> list[tuple[str, str]]:
    """:data:`FRESH_HANDS` hands drawn with ``chooser``: a student cannot know them."""
    return [
        (
            "".join(chooser.choice(LETTERS) for _ in range(chooser.randint(1, FRESH_CARDS))),
            chooser.choice(LETTERS),
        )
        for _ in range(FRESH_HANDS)
    ]


@exercise("4.3", "a function best(hand, own) that returns a whole number of points")
def check_best_points(best: object) -> str:
    """Exercise 4.3: ``best(hand, own)``, the most points a hand can score.

    Checked on :data:`HANDS` and on :func:`fresh_hands`, against the check's own search.
    """
    student = function(best, "your best function")
    refuse_borrowed(student, _HAND_SHORTCUTS)
    known: dict[tuple[str, str], int] = {}
    hands = [*HANDS, *fresh_hands(random.Random(random.SystemRandom().random()))]
    for hand, own in hands:
        case = f"For the hand {hand!r} of the {own} player"
        answer = call(student, hand, own, where=case, library=_HAND_SHORTCUTS)
        got = number(answer, "the points")
        truth = _most_points("".join(sorted(hand)), own, known)
        if got == truth:
            continue
        if got == _most_points("".join(sorted(hand)), own, {}, singles=LETTERS):
            raise Hint(
                f"{case} your total counts single cards of every colour. Which single cards "
                "score on their own?"
            )
        if got < truth:
            raise Hint(f"{case} a better split of the cards into sets exists.")
        raise Hint(f"{case} your total is too high: can one card be in two sets?")
    return "Trying every set, then the best of what is left, is a search."
