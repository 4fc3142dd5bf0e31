"""The exercise checks of the teaching track: right answers pass, wrong ones get a hint, never
the answer."""

from __future__ import annotations

import json

import pytest

from junkspace import Rng
from junkspace.junk_orbit import Dropping, JunkOrbitState
from junkspace.junk_orbit.topology import Board
from junkspace.teaching import Feedback, lesson1, lesson2, lesson3, lesson4, lesson5, lesson6


def count_all(state: JunkOrbitState) -> int:
    return sum(
        len(t) for area in (state.cargo, state.deliveries, state.junk, state.piles) for t in area
    )


def test_feedback_is_truthy_only_when_right_and_shows_in_notebooks() -> None:
    assert Feedback.right("fine") and not Feedback.hint("try again")
    assert "Not yet" in Feedback.hint("x <y>")._repr_html_()
    assert "&lt;y&gt;" in Feedback.hint("x <y>")._repr_html_(), "messages are escaped"


def test_lesson1_cargo_size() -> None:
    truth = len(lesson1.lesson_state().cargo[0])
    assert lesson1.check_cargo_size(truth)
    for wrong in (3, truth * 3, 0):
        feedback = lesson1.check_cargo_size(wrong)
        assert not feedback and str(truth) not in feedback.message


def test_lesson1_changed_fields() -> None:
    state = lesson1.lesson_state()
    after = state.apply(state.legal_actions()[0])
    truth = {
        name
        for name in ("cargo", "junk", "phase", "ships", "piles")
        if getattr(state, name) != getattr(after, name)
    }
    assert lesson1.check_changed_fields(truth)
    missing_one = lesson1.check_changed_fields(sorted(truth)[:-1])
    assert not missing_one and "1 more field" in missing_one.message
    assert not lesson1.check_changed_fields(truth | {"ships"})
    assert "not fields" in lesson1.check_changed_fields({"colour"}).message
    assert after.ships is state.ships, "unchanged fields are shared, as the check says"


def test_lesson1_tile_counter() -> None:
    assert lesson1.check_tile_counter(count_all)
    no_piles = lesson1.check_tile_counter(lambda s: count_all(s) - sum(map(len, s.piles)))
    assert not no_piles and "the piles" in no_piles.message
    assert "raised ZeroDivisionError" in lesson1.check_tile_counter(lambda s: 1 // 0).message


def test_lesson2_legal_count() -> None:
    state = lesson1.lesson_state()
    assert lesson2.check_legal_count(len(state.legal_actions()))
    assert "two ways" in lesson2.check_legal_count(len(state.cargo[0])).message


def test_lesson2_hit_and_whose_decision() -> None:
    state = lesson2.hit_position()
    hitting = [a for a in state.legal_actions() if isinstance(state.apply(a).phase, Dropping)]
    hitting = [a for a in hitting if 1 in state.apply(a).phase.hit]  # type: ignore[union-attr]
    assert hitting and all(lesson2.check_hit(str(a)) for a in hitting)
    assert "refuses" in lesson2.check_hit("launch E99 cw KEP").message
    missing = next(a for a in state.legal_actions() if a not in hitting)
    assert not lesson2.check_hit(str(missing))
    after = state.apply(hitting[0])
    assert lesson2.check_whose_decision(after.current_player)  # type: ignore[arg-type]
    assert not lesson2.check_whose_decision(state.active)


def test_lesson2_play_function_and_immutability() -> None:
    def play(start, notations):  # type: ignore[no-untyped-def]
        states = [start]
        for text in notations:
            states.append(states[-1].apply(text))
        return states

    assert lesson2.check_play_function(play)
    assert (
        "starts with the starting position"
        in lesson2.check_play_function(lambda s, n: play(s, n)[1:]).message
    )
    assert not lesson2.check_play_function(lambda s, n: [play(s, n)[-1]])
    assert lesson2.check_state_unchanged(False) and not lesson2.check_state_unchanged(True)


def test_lesson3_dice_threading() -> None:
    rng, rolls = Rng.from_seed(7), []
    for _ in range(3):
        value, rng = rng.roll()
        rolls.append(value)
    assert lesson3.check_three_dice(rolls)
    first = Rng.from_seed(7).roll()[0]
    assert "same generator" in lesson3.check_three_dice([first] * 3).message


def test_lesson3_hidden_information() -> None:
    state = lesson1.lesson_state()
    assert lesson3.check_next_refill(state.pile("moon")[-1])
    assert "bottom" in lesson3.check_next_refill(state.pile("moon")[0]).message
    full = json.loads(state.to_json())["state"]
    seen = state.observation(0)
    hidden = {k for k in full if k not in seen or seen[k] != full[k]}
    assert lesson3.check_hidden_fields(hidden)
    assert not lesson3.check_hidden_fields({"rng"})
    assert lesson3.check_could_be(lambda a, b, seat: a.observation(seat) == b.observation(seat))
    assert not lesson3.check_could_be(lambda a, b, seat: a == b)


def test_lesson4_rules_as_code() -> None:
    assert lesson4.check_landings(Board.landings)
    no_switching = lesson4.check_landings(
        lambda b, c, s, n: lesson4.reference_no_slingshot(b, c, s, n)
    )
    assert not no_switching
    assert lesson4.check_no_slingshot(lesson4.reference_no_slingshot)
    assert not lesson4.check_no_slingshot(Board.landings)


def test_lesson4_best_points_of_a_hand() -> None:
    assert lesson4.check_best_points(lesson4.best_points)
    greedy = lesson4.check_best_points(lambda hand, own: 3 * hand.count(own))
    assert not greedy and "better split" in greedy.message
    double = lesson4.check_best_points(lambda hand, own: 2 * lesson4.best_points(hand, own) + 1)
    assert not double and "too high" in double.message


def test_lesson4_best_points_agrees_with_brute_force_on_small_hands() -> None:
    from itertools import combinations_with_replacement

    from junkspace.hyperstellar.cards import SET_POINTS

    def brute(hand: str, own: str) -> int:
        best = 0
        for cards, points in SET_POINTS.items():
            if len(cards) == 1 and cards != own:
                continue
            rest = list(hand)
            try:
                for letter in cards:
                    rest.remove(letter)
            except ValueError:
                continue
            best = max(best, points + brute("".join(rest), own))
        return best

    for size in range(6):
        for hand in combinations_with_replacement("ROYG", size):
            assert lesson4.best_points("".join(hand), "R") == brute("".join(hand), "R")


@pytest.mark.parametrize("answer", [[7, 7, 7], [1, 2, 3]])
def test_hints_never_contain_the_dice(answer: list[int]) -> None:
    rng, rolls = Rng.from_seed(7), []
    for _ in range(3):
        value, rng = rng.roll()
        rolls.append(value)
    feedback = lesson3.check_three_dice(answer)
    if answer != rolls:
        assert str(rolls) not in feedback.message


def test_the_landing_explorer_lights_the_engines_landings() -> None:
    explorer = lesson4.landing_explorer(lesson4.reference_no_slingshot)
    assert set(explorer.canvas.scene.highlighted("target")) == {
        "city:COP",
        "city:THA",
        "city:HAM",
        "city:NYC",
    } - {"city:HAM", "city:NYC"}
    explorer.sense.value = "ccw"
    assert set(explorer.canvas.scene.highlighted("target")) == {"city:HAM", "city:NYC"}
    assert explorer.canvas.scene.highlighted("selected") == ("city:KEP",)
    assert "Your function says" in explorer.words.value
    explorer.city.value, explorer.steps.value = "KIL", 1
    assert set(explorer.canvas.scene.highlighted("target")) == {"city:SYD", "city:PLA"}


def test_lesson5_a_bot_must_answer_legally_in_every_game() -> None:
    assert lesson5.check_bot(lambda state: state.legal_actions()[-1])
    assert "returned None" in lesson5.check_bot(lambda state: None).message
    assert not lesson5.check_bot(lambda state: "launch S01 cw KEP")


def test_lesson5_greedy_must_beat_random_play() -> None:
    def greedy(state):  # type: ignore[no-untyped-def]
        seat = state.current_player
        return max(state.legal_actions(), key=lambda a: state.apply(a).scores()[seat])

    assert lesson5.greedy_games(greedy) >= lesson5.GREEDY_TARGET
    assert lesson5.check_greedy(greedy)
    first = lesson5.check_greedy(lambda state: state.legal_actions()[0])
    assert not first and "current_player" in first.message


def test_lesson5_win_rates_from_results() -> None:
    def rates(results):  # type: ignore[no-untyped-def]
        wins: dict[str, float] = {}
        games: dict[str, int] = {}
        for result in results:
            for seat, label in enumerate(result.seats):
                wins[label] = wins.get(label, 0) + result.win_shares[seat]
                games[label] = games.get(label, 0) + 1
        return {label: wins[label] / games[label] for label in wins}

    assert lesson5.check_win_rates(rates)
    counts = lesson5.check_win_rates(
        lambda results: {k: v * len(results) for k, v in rates(results).items()}
    )
    assert not counts and "between 0 and 1" in counts.message


def test_lesson6_wilson_and_the_textbook_interval() -> None:
    from junkspace.simulation import wilson

    assert lesson6.check_wilson(wilson)
    textbook = lesson6.check_wilson(lesson6._wald)
    assert not textbook and "textbook" in textbook.message


@pytest.mark.parametrize(
    "wins, games, players, truth",
    [(70, 100, 2, "yes"), (40, 100, 2, "no"), (52, 100, 2, "can't tell"), (36, 100, 4, "yes")],
)
def test_lesson6_verdict_follows_the_interval(
    wins: int, games: int, players: int, truth: str
) -> None:
    assert lesson6.verdict(wins, games, players) == truth
    assert lesson6.check_verdict(truth, wins, games, players)
    for other in {"yes", "no", "can't tell"} - {truth}:
        assert not lesson6.check_verdict(other, wins, games, players)
