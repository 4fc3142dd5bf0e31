"""What the checks stand on: the notebooks' placeholders fail, the positions that matter are in
each check's own data, the checks' truths agree with the engine, and a result cannot be
faked."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import lesson_answers as model
import nbformat
import pytest

import junkspace
from junkspace.bots.greedy.hyperstellar import best_sets
from junkspace.hyperstellar.cards import LETTERS, counts
from junkspace.junk_orbit import Dropping
from junkspace.junk_orbit.topology import ORBITS, SENSES, Board, board_for
from junkspace.simulation import summarize, wilson
from junkspace.teaching import (
    EXERCISES,
    Feedback,
    grade,
    lesson1,
    lesson2,
    lesson3,
    lesson4,
    lesson5,
    lesson6,
)

LESSONS = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
MODULES = {"1": lesson1, "2": lesson2, "3": lesson3, "4": lesson4, "5": lesson5, "6": lesson6}


def placeholder_feedback(notebook: Path) -> list[Feedback]:
    """Run each exercise cell of ``notebook`` as shipped (in order, in one namespace) and
    collect what its last line, the check, says."""
    namespace: dict[str, Any] = {
        "junkspace": junkspace,
        f"lesson{notebook.name[0]}": MODULES[notebook.name[0]],
        "state": lesson1.lesson_state(),
        "ORBITS": ORBITS,
        "board_for": board_for,
        "board": board_for(3),
        "rows": [(2, 300, 600), (5, 100, 600)],
    }
    said = []
    for cell in nbformat.read(notebook, as_version=4).cells:  # type: ignore[no-untyped-call]
        if cell.cell_type != "code" or ".check_" not in cell.source:
            continue
        tree = ast.parse(cell.source)
        last = tree.body.pop()
        assert isinstance(last, ast.Expr), "a check is the cell's last expression"
        exec(compile(tree, str(notebook), "exec"), namespace)
        said.append(eval(compile(ast.Expression(last.value), str(notebook), "eval"), namespace))
    return said


@pytest.mark.parametrize("notebook", sorted(LESSONS.glob("*.ipynb")), ids=lambda p: p.stem)
def test_the_shipped_placeholders_do_not_pass(notebook: Path) -> None:
    said = placeholder_feedback(notebook)
    assert said, "every lesson has exercises"
    for feedback in said:
        assert isinstance(feedback, Feedback) and not feedback.passed, feedback
        assert feedback.exercise.startswith(notebook.name[0])


def test_every_registered_exercise_is_asked_in_its_notebook() -> None:
    asked = {
        feedback.exercise
        for notebook in LESSONS.glob("*.ipynb")
        for feedback in placeholder_feedback(notebook)
    }
    assert asked == set(EXERCISES)


def test_a_feedback_cannot_be_made_or_changed_outside_a_check() -> None:
    with pytest.raises(TypeError, match="comes only from a check"):
        Feedback("1.1", True, "Right!")
    assert not hasattr(Feedback, "right") and not hasattr(Feedback, "hint")
    feedback = lesson1.check_cargo_size(0)
    with pytest.raises(AttributeError):
        feedback.passed = True
    assert "Not yet" in feedback._repr_html_() and "exercise 1.1" in feedback._repr_html_()


def test_grade_checks_an_answer_afresh_by_exercise_number() -> None:
    assert grade("1.1", model.CARGO_SIZE).passed and not grade("1.1", 0).passed
    assert grade("6.2", model.VERDICTS).passed
    assert grade("4.3", model.best).passed
    with pytest.raises(KeyError, match=r"no exercise '9\.9'"):
        grade("9.9", 1)


def test_messages_are_escaped_in_notebooks() -> None:
    feedback = lesson1.check_changed_fields({"<b>"})
    assert "&lt;b&gt;" in feedback._repr_html_()


def test_a_refused_check_leaves_the_library_as_it_was() -> None:
    landings, routes = Board.landings, Board.__dict__["_routes"]
    assert not lesson4.check_landings(lambda b, c, s, n: b.landings(c, s, n))
    assert Board.landings is landings and Board.__dict__["_routes"] is routes
    assert board_for(3).landings("KEP", "cw", 4) == landings(board_for(3), "KEP", "cw", 4)


def test_the_hit_position_lets_yellow_hit_purple_and_green() -> None:
    state = lesson2.hit_position()
    hit = {
        str(a): state.apply(a).phase.hit  # type: ignore[union-attr]
        for a in state.legal_actions()
        if isinstance(state.apply(a).phase, Dropping)
    }
    assert {text for text, seats in hit.items() if 1 in seats} == set(model.HITS)
    assert any(2 in seats for seats in hit.values())


def test_the_decision_cases_hand_the_decision_around() -> None:
    seats = []
    for line in lesson2.DECISION_CASES:
        state = lesson2.hit_position()
        for notation in line:
            state = state.apply(notation)
        seats.append(state.current_player)
    assert seats == model.WHOSE_DECISION and len(set(seats)) == 2


def test_tile_positions_hold_different_totals() -> None:
    totals = {model.count_tiles(state) for state in lesson1.tile_positions()}
    assert len(totals) >= 3, "a function returning a constant cannot pass"


def test_look_alike_cases_hold_a_reshuffle_and_a_seat_that_matters() -> None:
    cases = list(lesson3.look_alike_cases())
    assert any(truth and state != other for _, state, other, _, truth in cases), "a reshuffle"
    pairs: dict[tuple[int, int], set[tuple[int, bool]]] = {
        (id(s), id(o)): set() for _, s, o, _, _ in cases
    }
    for _, state, other, seat, truth in cases:
        pairs[id(state), id(other)].add((seat, truth))
        assert model.could_be(state, other, seat) == truth
    assert any({t for _, t in seen} == {True, False} for seen in pairs.values())


def test_the_walk_is_the_engines_rule() -> None:
    for players in (3, 4, 5):
        board = board_for(players)
        for city in board.cities:
            for sense in SENSES:
                for steps in range(1, 5):
                    truth = set(board.landings(city, sense, steps))
                    assert lesson4._walk(board, city, sense, steps) == truth
                    assert model.landings(board, city, sense, steps) == truth


def test_the_walk_is_the_engines_rule_on_every_board_a_check_may_draw() -> None:
    assert len(lesson4.BOARD_BODIES) == 13 and ("earth", "moon") not in lesson4.BOARD_BODIES
    for bodies in lesson4.BOARD_BODIES:
        board = Board(bodies)
        for city in board.cities:
            for sense in SENSES:
                for steps in range(1, lesson4.FRESH_STEPS + 1):
                    truth = set(board.landings(city, sense, steps))
                    assert lesson4._walk(board, city, sense, steps) == truth
                    assert model.landings(board, city, sense, steps) == truth


def test_the_hands_hold_the_traps() -> None:
    hands = dict.fromkeys(lesson4.HANDS)
    assert ("RRRRRR", "R") in hands and ("", "R") in hands
    greedy_wrong = [
        (hand, own)
        for hand, own in lesson4.HANDS
        if best_sets(counts(hand), LETTERS.index(own)) != model.best(hand, own)
    ]
    assert greedy_wrong, "a hand where the greedy bot's best_sets is short of the best"
    for hand, own in lesson4.HANDS:
        assert lesson4._most_points("".join(sorted(hand)), own, {}) == model.best(hand, own)


def test_the_tournament_holds_a_shared_win_and_seats_that_change() -> None:
    results = lesson5.tournament_results()
    assert [r.index for r in results if len(r.ranking[0]) > 1] == [0]
    assert len({r.seats for r in results}) == 2
    seat_rates = {rate.rate for rate in summarize(results).seats}
    bot_rates = {rate.rate for rate in summarize(results).bots}
    assert seat_rates != bot_rates, "counting by seat gives other rates"


def test_bot_positions_span_every_game() -> None:
    games = {state.game for state in lesson5.bot_positions()}
    assert games == set(junkspace.GAMES)
    assert all(len(s.legal_actions()) > 1 for s in lesson5.bot_positions()[:1])


def test_the_score_interval_is_wilsons_and_the_notebooks_formula_passes() -> None:
    errors = []
    for successes, trials in lesson6.WILSON_CASES:
        exact = wilson(successes, trials)
        assert lesson6._score_interval(successes, trials) == pytest.approx(exact, abs=1e-12)
        taught = model.interval(successes, trials, z=1.96)
        errors.append(max(abs(a - b) for a, b in zip(taught, exact, strict=True)))
    assert 1e-6 < max(errors) < lesson6.WILSON_TOLERANCE / 10, "z = 1.96 is 1e-6 off, not more"
    assert lesson6.check_wilson(model.interval)


def test_the_verdict_cases_need_the_interval() -> None:
    truths = [lesson6._judged(*case) for case in lesson6.VERDICT_CASES]
    assert truths == model.VERDICTS and set(truths) == {"yes", "no", "can't tell"}
    fooled = [
        case
        for case, truth in zip(lesson6.VERDICT_CASES, truths, strict=True)
        if truth == "can't tell" and case[1] / case[2] != 1 / case[0]
    ]
    assert fooled, "a rate off the fair share whose interval still cannot tell"


def test_the_landing_explorer_lights_the_engines_landings() -> None:
    explorer = lesson4.landing_explorer(model.landings_no_slingshot)
    assert set(explorer.canvas.scene.highlighted("target")) == {"city:COP", "city:THA"}
    explorer.sense.value = "ccw"
    assert set(explorer.canvas.scene.highlighted("target")) == {"city:HAM", "city:NYC"}
    assert explorer.canvas.scene.highlighted("selected") == ("city:KEP",)
    assert "Your function says" in explorer.words.value
    explorer.city.value, explorer.steps.value = "KIL", 1
    assert set(explorer.canvas.scene.highlighted("target")) == {"city:SYD", "city:PLA"}


def test_the_landing_explorer_reports_a_failing_function_politely() -> None:
    explorer = lesson4.landing_explorer(lambda board, city, sense, steps: {str(1 // 0)})
    assert "Your function raised ZeroDivisionError" in explorer.words.value
    explorer.steps.value = 2
    assert "raised ZeroDivisionError" in explorer.words.value
