"""Every exercise's check, fed what students hand in: the notebook's placeholder, plausible
wrong answers (rejected with a hint that points at the mistake and never holds the answer),
right answers written other ways than the model answer, and answers of the wrong shape
(a polite message, never a traceback)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from itertools import accumulate
from typing import Any

import lesson_answers as model
import pytest

import junkspace
from junkspace.bots import GreedyBot, MctsBot, RandomBot
from junkspace.bots.greedy.hyperstellar import best_sets
from junkspace.hyperstellar.cards import LETTERS, SET_POINTS, counts
from junkspace.junk_orbit.topology import ORBITS, Board
from junkspace.simulation import summarize, wilson
from junkspace.teaching import EXERCISES, Feedback, lesson1, lesson2, lesson4, lesson6

START = lesson1.lesson_state()
POLITE_FALLBACK = "This check could not use your answer"


def raising(*args: Any) -> Any:
    return 1 // 0


def returns_none(*args: Any) -> None:
    return None


@dataclass
class Exercise:
    """What one exercise's check is fed, and what it must say."""

    number: str
    #: (answer, a phrase its hint must hold); each must fail.
    wrong: list[tuple[Any, str]]
    #: answers written unlike the model answer; each must pass.
    right: list[Any]
    #: answers of the wrong shape, with the phrase of the polite message.
    odd: list[tuple[Any, str]] = field(default_factory=list)
    #: text that gives the answer away and must never be in a hint.
    secrets: tuple[str, ...] = ()
    #: extra arguments after the answer.
    args: tuple[Any, ...] = ()

    def check(self, answer: Any) -> Feedback:
        return EXERCISES[self.number](answer, *self.args)


# Lesson 1 -----------------------------------------------------------------------------


def count_distinct(state: Any) -> int:
    """Every tile id seen anywhere, counted once."""
    seen = set()
    for area in (state.cargo, state.deliveries, state.junk, state.piles):
        for tiles in area:
            seen.update(tiles)
    return len(seen)


# Lesson 2 -----------------------------------------------------------------------------


def play_accumulate(state: Any, notations: Any) -> list[Any]:
    return list(accumulate(notations, lambda s, text: s.apply(text), initial=state))


def play_recursive(state: Any, notations: Any) -> tuple[Any, ...]:
    if not notations:
        return (state,)
    return (state, *play_recursive(state.apply(notations[0]), notations[1:]))


def play_record(state: Any, notations: Any) -> Any:
    record = junkspace.GameRecord.start("junk_orbit", players=3, seed=42)
    for text in notations:
        record = record.play(text)
    return list(record.states())


# Lesson 3 -----------------------------------------------------------------------------


def rolls_recursive(rng: Any = None, left: int = 3) -> list[float]:
    rng = rng or junkspace.Rng.from_seed(7)
    if not left:
        return []
    value, rng = rng.roll()
    return [float(value), *rolls_recursive(rng, left - 1)]


def could_be_json(state: Any, other: Any, seat: int) -> bool:
    mine, theirs = state.observation(seat), other.observation(seat)
    return json.dumps(mine, sort_keys=True) == json.dumps(theirs, sort_keys=True)


def could_be_keys(state: Any, other: Any, seat: int) -> bool:
    mine, theirs = state.observation(seat), other.observation(seat)
    return mine.keys() == theirs.keys() and all(mine[k] == theirs[k] for k in mine)


# Lesson 4 -----------------------------------------------------------------------------


def landings_recursive(board: Board, city: str, sense: str, steps: int) -> list[str]:
    """Depth first, one traveller at a time, answers as a sorted list."""
    found: set[str] = set()

    def go(here: str, orbit: str, way: int, left: int, may_switch: bool) -> None:
        if may_switch:
            for other in board.orbits_of(here):
                if other != orbit:
                    go(here, other, -way, left, False)
        if left == 0:
            found.add(here)
            return
        ring = ORBITS[orbit]
        go(ring[(ring.index(here) + way) % len(ring)], orbit, way, left - 1, True)

    go(city, board.orbits_of(city)[0], 1 if sense == "cw" else -1, steps, True)
    return sorted(found)


def variant(
    slingshot: bool = True, switch_at_start: bool = True, switch_on_the_way: bool = True
) -> Callable[..., set[str]]:
    """A student's landings with one of the documented mistakes (written without the
    check's own walk, which a student's function may not run)."""

    def walk(board: Board, city: str, sense: Any, steps: int) -> set[str]:
        turn = -1 if slingshot else 1
        home, *others = board.orbits_of(city)
        way = 1 if sense == "cw" else -1
        travellers = {(city, home, way)}
        if switch_at_start:
            travellers |= {(city, orbit, turn * way) for orbit in others}
        for step in range(steps):
            moved = set()
            for here, orbit, w in travellers:
                ring = ORBITS[orbit]
                there = ring[(ring.index(here) + w) % len(ring)]
                moved.add((there, orbit, w))
                if switch_on_the_way and step < steps - 1:
                    moved |= {(there, o, turn * w) for o in board.orbits_of(there) if o != orbit}
            travellers = moved
        return {here for here, _, _ in travellers}

    return walk


def never_switch(board: Board, city: str, sense: str, steps: int) -> set[str]:
    ring = ORBITS[board.orbits_of(city)[0]]
    way = 1 if sense == "cw" else -1
    return {ring[(ring.index(city) + way * steps) % len(ring)]}


def every_city(board: Board, city: str, sense: str, steps: int) -> tuple[str, ...]:
    return board.cities


def best_counted(hand: str, own: str) -> float:
    """A search over card counts instead of strings, answering with floats."""

    @cache
    def search(held: tuple[int, ...]) -> int:
        result = 0
        for cards, points in SET_POINTS.items():
            need = Counter(cards)
            if len(cards) == 1 and cards != own:
                continue
            if all(held[LETTERS.index(c)] >= n for c, n in need.items()):
                rest = list(held)
                for c, n in need.items():
                    rest[LETTERS.index(c)] -= n
                result = max(result, points + search(tuple(rest)))
        return result

    return float(search(counts(hand)))


@cache
def any_single_scores(hand: str, own: str) -> int:
    """A search where a single card of any colour scores, not only the owner's."""
    result = 0
    for cards, points in SET_POINTS.items():
        rest = Counter(hand) - Counter(cards)
        if sum(rest.values()) == len(hand) - len(cards):
            result = max(result, points + any_single_scores("".join(sorted(rest.elements())), own))
    return result


def biggest_set_first(hand: str, own: str) -> int:
    """Takes the best-paying set that fits, again and again: greedy, not a search."""
    rest, total = Counter(hand), 0
    while True:
        fits = [
            (points, cards)
            for cards, points in SET_POINTS.items()
            if (len(cards) > 1 or cards == own) and not Counter(cards) - rest
        ]
        if not fits:
            return total
        points, cards = max(fits)
        rest -= Counter(cards)
        total += points


# Lesson 5 -----------------------------------------------------------------------------


def first_bot(state: Any) -> Any:
    return state.legal_actions()[0]


def last_by_index(state: Any) -> str:
    legal = list(state.legal_actions())
    return str(legal[len(legal) - 1])


def greedy_margin(state: Any) -> Any:
    seat = state.current_player

    def margin(action: Any) -> float:
        scores = state.apply(action).scores()
        return float(scores[seat] - max(s for i, s in enumerate(scores) if i != seat))

    return max(state.legal_actions(), key=margin)


def greedy_seat0(state: Any) -> Any:
    return max(state.legal_actions(), key=lambda a: state.apply(a).scores()[0])


def rates_full_wins(results: Any) -> dict[str, float]:
    wins: Counter[str] = Counter()
    games: Counter[str] = Counter()
    for result in results:
        for seat, name in enumerate(result.seats):
            wins[name] += seat in result.ranking[0]
            games[name] += 1
    return {name: wins[name] / games[name] for name in games}


def rates_fraction(results: Any) -> dict[str, Fraction]:
    shares: dict[str, list[Fraction]] = {}
    for result in results:
        winners = result.ranking[0]
        for seat, name in enumerate(result.seats):
            shares.setdefault(name, []).append(Fraction(seat in winners, len(winners)))
    return {name: sum(got, Fraction(0)) / len(got) for name, got in shares.items()}


def rates_by_seat(results: Any) -> dict[int, float]:
    return {seat: sum(r.win_shares[seat] for r in results) / len(results) for seat in (0, 1)}


# Lesson 6 -----------------------------------------------------------------------------


def interval_quadratic(successes: float, trials: int) -> list[float]:
    """The interval as the roots of the score test's quadratic, a*q² + b*q + c = 0."""
    z2, p, n = 1.96**2, successes / trials, trials
    a, b, c = 1 + z2 / n, -(2 * p + z2 / n), p * p
    root = (b * b - 4 * a * c) ** 0.5
    return [(-b - root) / (2 * a), (-b + root) / (2 * a)]


def rounded(interval: Callable[..., Any], places: int) -> Callable[..., tuple[float, float]]:
    """``interval`` with both ends rounded, as a student may print them."""

    def answer(successes: float, trials: int) -> tuple[float, float]:
        low, high = interval(successes, trials)
        return round(low, places), round(high, places)

    return answer


def interval_no_centre(successes: float, trials: int) -> tuple[float, float]:
    z, p, n = 1.96, successes / trials, trials
    half = z / (1 + z * z / n) * (p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5
    return p - half, p + half


ROWS = [(2, 300, 600), (3, 180, 600), (4, 190, 600), (5, 100, 600)]
ROW_VERDICTS = ["can't tell", "can't tell", "yes", "no"]
RATE_ALONE = ["yes", "yes", "no", "yes", "yes", "yes"]
AT_HALF = ["yes", "can't tell", "no", "no", "no", "no"]


EXERCISES_FED = [
    Exercise(
        "1.1",
        wrong=[(3, "starter"), (18, "everybody"), (4, "state.cargo[0]"), (7, "state.cargo[0]")],
        right=[6, 6.0, Fraction(12, 2)],
        odd=[("six", "as a number"), (None, "as a number"), (True, "as a number")],
        secrets=("6", "six"),
    ),
    Exercise(
        "1.2",
        wrong=[
            ({"cargo"}, "2 more fields"),
            ({"cargo", "junk", "phase", "ships"}, "['ships'] did not change"),
            ({"cargo", "junk", "phase", "events", "_legal"}, "not part of the position"),
            ({"cargo", "junk", "colour"}, "is not a field"),
            ({"cargo", "junk", "phase", "turn"}, "['turn'] did not change"),
        ],
        right=[
            ["phase", "cargo", "junk"],
            ("junk", "cargo", "phase"),
            frozenset(model.CHANGED_FIELDS),
        ],
        odd=[
            ("cargo", "letter by letter"),
            (None, "set of strings"),
            (3, "set of strings"),
            ([1, 2], "as strings"),
        ],
        secrets=("'phase'", "'junk'"),
    ),
    Exercise(
        "1.3",
        wrong=[
            (lambda s: model.count_tiles(s) - sum(map(len, s.piles)), "leaves out the piles"),
            (lambda s: model.count_tiles(s) - sum(map(len, s.junk)), "leaves out the junk"),
            (
                lambda s: model.count_tiles(s) - sum(map(len, s.piles)) + len(s.piles),
                "the piles as one tile each",
            ),
            (lambda s: 96, "says 96"),
        ],
        right=[
            count_distinct,
            lambda s: float(sum(map(len, s.cargo + s.deliveries + s.junk + s.piles))),
        ],
        odd=[
            (None, "itself, without calling it"),
            (model.count_tiles(START), "without calling it"),
            (raising, "raised ZeroDivisionError"),
            (returns_none, "returned None"),
            (lambda s: "96", "as a number"),
        ],
    ),
    Exercise(
        "2.1",
        wrong=[(6, "one action per tile"), (24, "Too many"), (10, "each sense"), (8, "each sense")],
        right=[12, 12.0],
        odd=[("12", "as a number"), (None, "as a number"), ([12], "as a number")],
        secrets=("12", "twelve", "two ways", "two senses", "both senses"),
    ),
    Exercise(
        "2.2",
        wrong=[
            ("launch S01 ccw HAM", "hits Green"),
            ("launch M33 cw ARC", "stops at ARC"),
            ("launch E99 cw KEP", "engine"),
            ("move KIL", "Hits come from launches"),
            ("launch M02 cw KIL", "stops at KIL"),
        ],
        right=[
            *model.HITS,
            lesson2.hit_position().parse_action("launch S02 cw TYC"),
        ],
        odd=[(None, "as a string"), (5, "as a string"), (["launch S01 cw TYC"], "as a string")],
        secrets=("TYC", *model.HITS),
    ),
    Exercise(
        "2.3",
        wrong=[
            ([0, 0, 0], "state.active"),
            ([0, 1, 0], "Not every seat is right"),
            ([0, 2, 2], "Not every seat is right"),
            ([2, 2, 2], "Not every seat is right"),
        ],
        right=[(0, 2, 0), [0.0, 2.0, 0.0]],
        odd=[
            (1, "one seat per case"),
            ("020", "one seat per case"),
            ([0, 2], "Give 3 seats"),
            ([0, 5, 0], "numbered 0 (Yellow)"),
            (None, "one seat per case"),
            (["0", "2", "0"], "as a number"),
        ],
        secrets=("[0, 2, 0]", "Green decides", "seat 2 decides", "Case 1", "Case 2", "Case 3"),
    ),
    Exercise(
        "2.4",
        wrong=[
            (lambda state, notations: model.play(state, notations)[1:], "starts with the starting"),
            (lambda state, notations: [model.play(state, notations)[-1]], "last state is right"),
            (
                lambda state, notations: [state] + [state.apply(t) for t in notations],
                "legal in the state the one before led to",
            ),
            (play_record, "write it yourself"),
        ],
        right=[play_accumulate, play_recursive],
        odd=[
            (None, "itself, without calling it"),
            (raising, "raised ZeroDivisionError"),
            (returns_none, "returned None"),
            (lambda state, notations: state, "list of states"),
        ],
    ),
    Exercise(
        "2.5",
        wrong=[
            ({"a"}, "sharing"),
            ({"a", "b", "d"}, "after is state"),
            ({"a", "d", "e"}, "after.cargo"),
            ({"d"}, "Run it"),
        ],
        right=[["A", "D"], ("d", "a"), frozenset({"a", " d "})],
        odd=[
            (False, "set of strings"),
            (None, "set of strings"),
            ("ad", "letter by letter"),
            ({"z"}, "lettered a to e"),
        ],
        secrets=("{'a', 'd'}",),
    ),
    Exercise(
        "3.1",
        wrong=[
            ([model.three_dice()[0]] * 3, "same generator"),
            ([0, 0, 1], "1 to 6"),
            (model.three_dice()[::-1], "wrong order"),
            ([6, 6, 6], "thread the generator"),
        ],
        right=[tuple(model.three_dice()), rolls_recursive()],
        odd=[
            (5, "as a list"),
            (None, "as a list"),
            ("123", "as a list"),
            ([1, 2], "three rolls"),
            (["a", "b", "c"], "as a number"),
        ],
        secrets=(str(model.three_dice()), str(model.three_dice())[1:-1]),
    ),
    Exercise(
        "3.2",
        wrong=[
            (START.pile("moon")[0], "bottom"),
            (START.junk_at("HAM")[0], "already in Hamilton"),
            (START.pile("moon")[5], "right pile"),
            (START.pile("earth")[-1], "tops another pile"),
        ],
        right=[model.NEXT_REFILL, f" {model.NEXT_REFILL.lower()} "],
        odd=[(None, "as a string"), (19, "as a string"), ([model.NEXT_REFILL], "as a string")],
        secrets=(model.NEXT_REFILL,),
    ),
    Exercise(
        "3.3",
        wrong=[
            ({"piles"}, "2 more fields are hidden"),
            ({"piles", "rng"}, "1 more field is hidden"),
            ({"piles", "rng", "seed", "cargo"}, "['cargo'] can be seen"),
            ({"piles", "hand"}, "not in the saved state"),
        ],
        right=[["seed", "rng", "piles"], frozenset(model.HIDDEN_FIELDS)],
        odd=[(None, "set of strings"), ("piles", "letter by letter"), (3, "set of strings")],
        secrets=("'seed'",),
    ),
    Exercise(
        "3.4",
        wrong=[
            (lambda a, b, seat: a == b, "Compare what the seat sees"),
            (lambda a, b, seat: a.cargo == b.cargo, "ship moved"),
            (lambda a, b, seat: a.observation(0) == b.observation(0), "seen by seat 1"),
            (lambda a, b, seat: True, "sees the difference"),
        ],
        right=[
            could_be_json,
            could_be_keys,
            lambda a, b, seat: int(model.could_be(a, b, seat)),
        ],
        odd=[
            (None, "itself, without calling it"),
            (raising, "raised ZeroDivisionError"),
            (returns_none, "returned None"),
            (lambda a, b, seat: "yes", "True or False"),
        ],
    ),
    Exercise(
        "4.1",
        wrong=[
            (never_switch, "never changes orbit"),
            (variant(switch_at_start=False), "start at a transfer city"),
            (variant(switch_on_the_way=False), "only where it starts"),
            (variant(slingshot=False), "keeps its direction"),
            (every_city, "cannot reach"),
            (Board.landings, "write it yourself"),
            (
                lambda board, city, sense, steps: board.landings(city, sense, steps),
                "calls the engine",
            ),
        ],
        right=[model.landings, landings_recursive],
        odd=[
            (None, "itself, without calling it"),
            (raising, "raised ZeroDivisionError"),
            (returns_none, "returned None"),
            (lambda board, city, sense, steps: city, "letter by letter"),
        ],
    ),
    Exercise(
        "4.2",
        wrong=[
            (model.landings, "still turns round"),
            (never_switch, "never changes orbit"),
            (variant(slingshot=False, switch_at_start=False), "start at a transfer city"),
            (Board.landings, "write it yourself"),
        ],
        right=[
            model.landings_no_slingshot,
            lambda b, c, s, n: tuple(model.landings(b, c, s, n, False)),
        ],
        odd=[
            (None, "itself, without calling it"),
            (raising, "raised ZeroDivisionError"),
            (returns_none, "returned None"),
        ],
    ),
    Exercise(
        "4.3",
        wrong=[
            (lambda hand, own: 3 * hand.count(own), "better split"),
            (lambda hand, own: 2 * model.best(hand, own) + 1, "too high"),
            (any_single_scores, "single cards of every colour"),
            (biggest_set_first, "better split"),
            (lambda hand, own: best_sets(counts(hand), LETTERS.index(own)), "best_sets"),
            (lesson4._most_points, "write it yourself"),
        ],
        right=[model.best, best_counted],
        odd=[
            ("abc", "itself, without calling it"),
            (raising, "raised ZeroDivisionError"),
            (returns_none, "returned None"),
            (lambda hand, own: "18", "as a number"),
        ],
        secrets=("18 points", "= 18"),
    ),
    Exercise(
        "5.1",
        wrong=[
            (first_bot, "first legal action"),
            (lambda state: state.legal_actions()[len(state.legal_actions()) // 2], "legal action"),
            (lambda state: -1, "not a number"),
            (lambda state: "launch S01 cw KEP", "engine"),
        ],
        right=[model.last_bot, last_by_index],
        odd=[
            (5, "itself, without calling it"),
            (raising, "raised ZeroDivisionError"),
            (returns_none, "returned None"),
        ],
        secrets=("[-1]",),
    ),
    Exercise(
        "5.2",
        wrong=[
            (first_bot, "does not always take an action worth the most points"),
            (greedy_seat0, "current_player"),
            (RandomBot(), "RandomBot"),
            (GreedyBot(), "GreedyBot"),
            (lambda state: GreedyBot(seed=1)(state), "GreedyBot"),
            (MctsBot(iterations=10), "MctsBot"),
        ],
        right=[model.greedy, greedy_margin],
        odd=[
            (None, "itself, without calling it"),
            (raising, "raised ZeroDivisionError"),
            (returns_none, "returned None"),
        ],
    ),
    Exercise(
        "5.3",
        wrong=[
            (rates_full_wins, "shared win"),
            (
                lambda results: {k: v * len(results) for k, v in model.win_rates(results).items()},
                "between 0 and 1",
            ),
            (rates_by_seat, "name the bots"),
            (
                lambda results: {bot.name: bot.rate for bot in summarize(results).bots},
                "write it yourself",
            ),
            (lambda results: {"random": 0.5, "eager": 0.5}, "rates are off"),
        ],
        right=[model.win_rates, rates_fraction],
        odd=[
            (None, "itself, without calling it"),
            (raising, "raised ZeroDivisionError"),
            (returns_none, "returned None"),
            (lambda results: [0.5, 0.5], "dictionary"),
        ],
    ),
    Exercise(
        "6.1",
        wrong=[
            (lesson6._wald, "textbook"),
            (lambda s, t: model.interval(s, t, z=2), "z = 2"),
            (lambda s, t: model.interval(s, t)[::-1], "(high, low)"),
            (lambda s, t: tuple(100 * end for end in model.interval(s, t)), "between 0 and 1"),
            (interval_no_centre, "the centre is not right"),
            (wilson, "write it yourself"),
            (lambda s, t: wilson(s, t), "write it yourself"),
            (rounded(model.interval, 2), "Round to 3 decimals or more"),
            (rounded(lambda s, t: model.interval(s, t, z=2), 3), "not right"),
            (rounded(lambda s, t: model.interval(s, t, z=2), 4), "z = 2"),
        ],
        right=[
            model.interval,
            interval_quadratic,
            lambda s, t: model.interval(s, t, z=1.959963984540054),
            rounded(model.interval, 3),
            rounded(model.interval, 4),
        ],
        odd=[
            (None, "itself, without calling it"),
            (raising, "raised ZeroDivisionError"),
            (returns_none, "returned None"),
            (lambda s, t: s / t, "two numbers"),
        ],
    ),
    Exercise(
        "6.2",
        wrong=[
            (RATE_ALONE, "compare the rate alone"),
            (AT_HALF, "50% as the fair share"),
            (["yes"] * 6, "do not all get the same verdict"),
            (["no", *model.VERDICTS[1:]], "Not every verdict is right"),
            (["can't tell"] * 6, "do not all get the same verdict"),
        ],
        right=[
            model.VERDICTS,
            ["Yes", "can’t tell", "No", " yes ", "Cannot tell", "YES"],
        ],
        odd=[
            (False, "one verdict per case"),
            ("yes", "one verdict per case"),
            ([True] * 6, "in words"),
            (["maybe"] * 6, "answer 'yes'"),
            (["yes"] * 3, "Give 6 verdicts"),
        ],
        secrets=("'yes'", "'no'", '"can\'t tell"', "Case", "case 1"),
    ),
    Exercise(
        "6.2",
        args=(ROWS,),
        wrong=[
            ([*model.VERDICTS, "yes", "can't tell", "yes", "no"], "Not every verdict"),
            ([*model.VERDICTS, *ROW_VERDICTS[::-1]], "Not every verdict"),
            ([*model.VERDICTS, *["can't tell"] * 4], "Not every verdict"),
        ],
        right=[
            [*model.VERDICTS, *ROW_VERDICTS],
            [*model.VERDICTS, "Can't tell", "cannot tell", "yes", "NO"],
        ],
        odd=[(model.VERDICTS, "Give 10 verdicts")],
    ),
]

IDS = [f"{e.number}{'+rows' if e.args else ''}" for e in EXERCISES_FED]


def test_every_exercise_is_fed() -> None:
    assert {e.number for e in EXERCISES_FED} == set(EXERCISES)
    for exercise in EXERCISES_FED:
        assert len(exercise.wrong) >= 3 and len(exercise.right) >= 2, exercise.number


@pytest.mark.parametrize("exercise", EXERCISES_FED, ids=IDS)
def test_wrong_answers_get_a_hint_at_the_mistake_never_the_answer(exercise: Exercise) -> None:
    for answer, phrase in exercise.wrong:
        feedback = exercise.check(answer)
        assert not feedback.passed, (exercise.number, answer)
        assert phrase in feedback.message, (exercise.number, answer, feedback.message)
        for secret in exercise.secrets:
            assert secret not in feedback.message, (exercise.number, answer, feedback.message)


@pytest.mark.parametrize("exercise", EXERCISES_FED, ids=IDS)
def test_right_answers_written_other_ways_pass(exercise: Exercise) -> None:
    for answer in exercise.right:
        feedback = exercise.check(answer)
        assert feedback.passed, (exercise.number, answer, feedback.message)
        assert feedback.exercise == exercise.number


@pytest.mark.parametrize("exercise", EXERCISES_FED, ids=IDS)
def test_answers_of_the_wrong_shape_get_a_polite_message(exercise: Exercise) -> None:
    for answer, phrase in exercise.odd:
        feedback = exercise.check(answer)
        assert not feedback.passed, (exercise.number, answer)
        assert phrase in feedback.message, (exercise.number, answer, feedback.message)
        assert POLITE_FALLBACK not in feedback.message, "each shape is foreseen by its check"
        assert "Traceback" not in feedback.message
