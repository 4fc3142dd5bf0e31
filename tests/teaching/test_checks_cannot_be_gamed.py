"""The checks against a student who games them: the library's own function handed in every
way there is, answers that claim to equal anything, and the documented mistakes that used to
pass a statistical check by luck."""

from __future__ import annotations

import importlib
import random
import sys
import types
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache
from typing import Any

import lesson_answers as model
import pytest

from junkspace import GameRecord, new_game
from junkspace.bots import GreedyBot
from junkspace.junk_orbit.topology import Board
from junkspace.simulation import summarize, wilson
from junkspace.teaching import EXERCISES, lesson1, lesson2, lesson4, lesson5, lesson6
from junkspace.teaching.shortcuts import Library, run_watched

REFUSED = "write it yourself"


def record_play(record: Any, state: Any, notations: Any) -> list[Any]:
    played = record.start("junk_orbit", players=3, seed=42)
    for text in notations:
        played = played.play(text)
    return list(played.states())


@dataclass
class Borrowing:
    """An exercise, a library object a student might borrow, and how a student's function
    would use it when handed it as ``lib`` (so that each way of handing it in is tried)."""

    number: str
    lib: Any
    use: Callable[..., Any]
    #: Calls the check surely makes (so that a cache can be warmed on them), as argument tuples.
    known: Callable[[], list[tuple[Any, ...]]]
    key: Callable[..., Any] = lambda *args: repr(args)


BORROWINGS = [
    Borrowing("2.4", GameRecord, record_play, lambda: [lesson2.recorded_line(7)]),
    Borrowing(
        "4.1",
        Board.landings,
        lambda f, board, city, sense, steps: set(f(board, city, sense, steps)),
        lambda: [(b, c, s, n) for b, _, c, s, n in lesson4._cases()],
        key=lambda board, city, sense, steps: (board.bodies, city, sense, steps),
    ),
    Borrowing(
        "4.2",
        lesson4._walk,
        lambda walk, board, city, sense, steps: walk(board, city, sense, steps, slingshot=False),
        lambda: [(b, c, s, n) for b, _, c, s, n in lesson4._cases()],
        key=lambda board, city, sense, steps: (board.bodies, city, sense, steps),
    ),
    Borrowing(
        "4.3",
        lesson4._most_points,
        lambda search, hand, own: search("".join(sorted(hand)), own, {}),
        lambda: list(lesson4.HANDS),
    ),
    Borrowing(
        "5.2",
        GreedyBot(),
        lambda bot, state: bot(state),
        lambda: [(state,) for state, _ in lesson5.greedy_positions(1)],
        key=lambda state: state.to_json(),
    ),
    Borrowing(
        "5.2",
        GreedyBot(),
        lambda bot, state: bot.explain(state)[0].action,
        lambda: [(state,) for state, _ in lesson5.greedy_positions(1)],
        key=lambda state: state.to_json(),
    ),
    Borrowing(
        "5.3",
        summarize,
        lambda f, results: {bot.name: bot.rate for bot in f(results).bots},
        lambda: [(lesson5.tournament_results(),)],
    ),
    Borrowing("6.1", wilson, lambda f, s, t: f(s, t), lambda: list(lesson6.WILSON_CASES)),
]
IDS = [f"{b.number}-{getattr(b.lib, '__name__', type(b.lib).__name__)}" for b in BORROWINGS]


class Holder:
    """A callable object that keeps the library's function in an attribute."""

    def __init__(self, borrowing: Borrowing) -> None:
        self.borrowing = borrowing

    def __call__(self, *args: Any) -> Any:
        return self.borrowing.use(self.borrowing.lib, *args)


def default_argument(b: Borrowing) -> Callable[..., Any]:
    def answer(*args: Any, lib: Any = b.lib, use: Any = b.use) -> Any:
        return use(lib, *args)

    return answer


def in_a_list(b: Borrowing) -> Callable[..., Any]:
    held = [b.lib]
    return lambda *args: b.use(held[0], *args)


def cached(b: Borrowing) -> Callable[..., Any]:
    """functools.lru_cache around a function that keys its arguments (lists are not hashable)."""
    keep: dict[Any, tuple[Any, ...]] = {}

    @cache
    def remembered(key: Any) -> Any:
        return b.use(b.lib, *keep[key])

    def answer(*args: Any) -> Any:
        keep[b.key(*args)] = args
        return remembered(b.key(*args))

    return answer


def in_a_thread(b: Borrowing) -> Callable[..., Any]:
    def answer(*args: Any) -> Any:
        with ThreadPoolExecutor(1) as pool:
            return pool.submit(b.use, b.lib, *args).result()

    return answer


def unhooked(b: Borrowing) -> Callable[..., Any]:
    def answer(*args: Any) -> Any:
        sys.setprofile(None)
        return b.use(b.lib, *args)

    return answer


def copied_code(b: Borrowing) -> Callable[..., Any]:
    """A new function made from the library's code object (for functions only)."""
    original = getattr(b.lib, "__wrapped__", b.lib)
    if not isinstance(original, types.FunctionType):
        return Holder(b)
    copy = types.FunctionType(original.__code__, original.__globals__, "mine")
    copy.__defaults__, copy.__kwdefaults__ = original.__defaults__, original.__kwdefaults__
    return lambda *args: b.use(copy, *args)


def warmed(b: Borrowing, fall_back: bool) -> Callable[..., Any]:
    """Answers from a cache filled by calling the library on every call the check is known to
    make; on a call it does not know, asks the library (or, without ``fall_back``, gives up)."""
    cache = {b.key(*args): b.use(b.lib, *args) for args in b.known()}

    def answer(*args: Any) -> Any:
        key = b.key(*args)
        if key in cache:
            return cache[key]
        return b.use(b.lib, *args) if fall_back else cache[next(iter(cache))]

    return answer


WAYS: dict[str, Callable[[Borrowing], Callable[..., Any]]] = {
    "held in an object": Holder,
    "a bound method": lambda b: Holder(b).__call__,
    "a default argument": default_argument,
    "held in a list": in_a_list,
    "an lru_cache": cached,
    "run in a thread": in_a_thread,
    "with the profile hook off": unhooked,
    "its code copied": copied_code,
    "a warmed cache": lambda b: warmed(b, fall_back=True),
}


@pytest.fixture(autouse=True)
def profile_hook_put_back() -> Any:
    """A student's function that turns the hook off must not leave it off for the tests."""
    before = sys.getprofile()
    yield
    sys.setprofile(before)


@pytest.mark.parametrize("borrowing", BORROWINGS, ids=IDS)
@pytest.mark.parametrize("way", list(WAYS))
def test_the_librarys_function_is_refused_however_it_is_handed_in(
    borrowing: Borrowing, way: str
) -> None:
    feedback = EXERCISES[borrowing.number](WAYS[way](borrowing))
    assert not feedback.passed, (way, feedback)
    assert REFUSED in feedback.message, (way, feedback.message)


@pytest.mark.parametrize("borrowing", BORROWINGS, ids=IDS)
def test_a_cache_warmed_on_the_known_calls_alone_does_not_pass(borrowing: Borrowing) -> None:
    feedback = EXERCISES[borrowing.number](warmed(borrowing, fall_back=False))
    assert not feedback.passed, feedback


def test_wilson_fetched_by_a_name_built_at_run_time_is_refused() -> None:
    def interval(successes: float, trials: int) -> Any:
        stats = importlib.import_module("junkspace.simulation." + "stats")
        return getattr(stats, "wil" + "son")(successes, trials)

    feedback = lesson6.check_wilson(interval)
    assert not feedback.passed and REFUSED in feedback.message, feedback


def test_landings_read_from_the_engines_legal_actions_are_refused() -> None:
    def landings(board: Board, city: str, sense: str, steps: int) -> set[str]:
        state = new_game("junk_orbit", players=len(board.bodies), seed=0)
        state.legal_actions()
        return model.landings(board, city, sense, steps)

    feedback = lesson4.check_landings(landings)
    assert not feedback.passed and "the engine's legal actions" in feedback.message, feedback


def test_a_student_function_named_like_the_librarys_is_not_refused() -> None:
    def wilson(successes: float, trials: int) -> tuple[float, float]:
        return model.interval(successes, trials)

    assert lesson6.check_wilson(wilson), "a name is not a borrowing"


def test_the_watch_notes_only_what_ran_and_leaves_no_hook() -> None:
    library = Library({wilson: "wilson"})
    before = sys.getprofile()
    assert run_watched(model.interval, (3, 7), library) == (model.interval(3, 7), [])
    assert run_watched(lambda: wilson(3, 7), (), library)[1] == ["wilson"]
    assert sys.getprofile() is before


# Answers that claim to equal anything ----------------------------------------------------


class Anything:
    """An object equal to everything (and hashed like a given value)."""

    def __init__(self, like: object = 0) -> None:
        self.like = like

    def __eq__(self, other: object) -> bool:
        return True

    def __ne__(self, other: object) -> bool:
        return False

    def __hash__(self) -> int:
        return hash(self.like)


class AnyText(str):
    """A string equal to everything, whose strip and lower keep it so."""

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0

    def strip(self, chars: str | None = None) -> AnyText:
        return self

    def lower(self) -> AnyText:
        return self

    def upper(self) -> AnyText:
        return self


class AnyInt(int):
    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0


class AnyFloat(float):
    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0


def equal_to_everything(state: Any, notations: Any) -> list[Any]:
    return [Anything() for _ in range(len(notations) + 1)]


def states_equal_to_everything(state: Any, notations: Any) -> list[Any]:
    class Everything(type(state)):  # type: ignore[misc]
        def __eq__(self, other: object) -> bool:
            return True

    return [Everything(**{f: getattr(state, f) for f in state.__struct_fields__})] * (
        len(notations) + 1
    )


def bot_with_an_action_equal_to_everything(state: Any) -> Any:
    first = state.legal_actions()[0]

    class Everything(type(first)):  # type: ignore[misc]
        def __eq__(self, other: object) -> bool:
            return True

        __hash__ = type(first).__hash__

    return Everything(**{f: getattr(first, f) for f in first.__struct_fields__})


@pytest.mark.parametrize(
    ("number", "answer"),
    [
        ("1.1", AnyInt(1)),
        ("2.1", AnyFloat(1.0)),
        ("2.3", [AnyInt(1)] * 3),
        ("3.1", [AnyFloat(1.0)] * 3),
        ("3.4", lambda state, other, seat: AnyInt(1)),
        ("4.3", lambda hand, own: AnyFloat(0.0)),
        ("6.1", lambda successes, trials: (AnyFloat(0.0), AnyFloat(0.0))),
        ("1.2", [AnyText("x")]),
        ("1.3", lambda state: AnyInt(1)),
        ("2.2", AnyText("launch S11 cw KEP")),
        ("2.4", equal_to_everything),
        ("2.4", states_equal_to_everything),
        ("2.5", {AnyText("z")}),
        ("3.2", AnyText("L01")),
        ("3.3", [AnyText("piles")]),
        ("4.1", lambda board, city, sense, steps: {AnyText(city)}),
        ("5.1", bot_with_an_action_equal_to_everything),
        ("5.3", lambda results: {AnyText("random"): AnyInt(0), AnyText("eager"): AnyInt(0)}),
        ("6.2", [AnyText("yes")] * len(lesson6.VERDICT_CASES)),
    ],
)
def test_an_answer_that_claims_to_equal_anything_is_read_as_what_it_holds(
    number: str, answer: Any
) -> None:
    feedback = EXERCISES[number](answer)
    assert not feedback.passed, (number, feedback)


def test_a_plain_subclass_answer_holding_the_right_value_passes() -> None:
    class Mine(str):
        pass

    assert lesson1.check_changed_fields([Mine(f) for f in model.CHANGED_FIELDS])
    assert lesson1.check_cargo_size(type("Six", (int,), {})(6))


# The statistical checks ------------------------------------------------------------------


def seat0_bot(seed: int, tie_break: str) -> Callable[[Any], Any]:
    """The documented mistake of 5.2: "my points" read as seat 0's, whoever decides."""
    chooser = random.Random(seed)

    def bot(state: Any) -> Any:
        legal = state.legal_actions()
        points = [state.apply(action).scores()[0] for action in legal]
        best = [a for a, p in zip(legal, points, strict=True) if p == max(points)]
        return {"random": chooser.choice, "first": lambda b: b[0], "last": lambda b: b[-1]}[
            tie_break
        ](best)

    return bot


@pytest.mark.parametrize("tie_break", ["random", "first", "last"])
def test_the_seat_0_mistake_fails_5_2_on_every_seed(tie_break: str) -> None:
    for seed in range(25 if tie_break == "random" else 5):
        feedback = lesson5.check_greedy(seat0_bot(seed, tie_break), seed=10_000 + seed)
        assert not feedback.passed, (seed, feedback)
        assert "when Purple (seat 1) decides, it does not" in feedback.message, feedback.message


def test_the_greedy_positions_bound_the_mistakes_chance() -> None:
    """The chance that the mistake, ties broken at random, passes every position where
    seat 1 decides, computed exactly from the positions: at most 1/4096 (the docstring's)."""
    for seed in range(4):
        chance, seat1 = 1.0, 0
        for state, best in lesson5.greedy_positions(seed):
            legal = state.legal_actions()
            assert best == {
                i
                for i, a in enumerate(legal)
                if state.apply(a).scores()[state.current_player]
                == max(state.apply(b).scores()[state.current_player] for b in legal)
            }
            assert 0 not in best and len(legal) - 1 not in best
            if state.current_player == 1:
                seat1 += 1
                wrong = {
                    i
                    for i, a in enumerate(legal)
                    if state.apply(a).scores()[0] == max(state.apply(b).scores()[0] for b in legal)
                }
                chance *= len(wrong & best) / len(wrong)
        assert seat1 == 12 and chance <= 1 / 4096, (seed, chance)


def random_ties_greedy(seed: int) -> Callable[[Any], Any]:
    chooser = random.Random(seed)

    def bot(state: Any) -> Any:
        seat, legal = state.current_player, state.legal_actions()
        points = [state.apply(action).scores()[seat] for action in legal]
        return chooser.choice([a for a, p in zip(legal, points, strict=True) if p == max(points)])

    return bot


@pytest.mark.parametrize("seed", [1, 2])
def test_a_right_greedy_bot_passes_5_2_whatever_its_ties_and_the_seed(seed: int) -> None:
    assert lesson5.check_greedy(random_ties_greedy(seed), seed=20_000 + seed)


def test_5_3_tells_dividing_by_the_games_from_dividing_by_the_seats() -> None:
    def per_game(results: Any) -> dict[str, float]:
        wins: dict[str, float] = {}
        for result in results:
            for seat, name in enumerate(result.seats):
                wins[name] = wins.get(name, 0.0) + result.win_shares[seat]
        return {name: total / len(results) for name, total in wins.items()}

    assert model.win_rates(lesson5.tournament_results()) == per_game(
        lesson5.tournament_results()
    ), "with each bot in one seat of every game, the mistake gives the right rates"
    feedback = lesson5.check_win_rates(per_game)
    assert not feedback.passed and "several seats of one game" in feedback.message, feedback


def test_the_three_player_tournament_seats_one_bot_twice() -> None:
    for seed in range(3):
        results = lesson5.tournament_results(6, seed, players=3)
        assert all(result.seats.count("random") == 2 for result in results)
