"""The end of the game and the final score."""

from __future__ import annotations

import random

import pytest

from junkspace import IllegalActionError
from junkspace.junk_orbit import JunkOrbitState, Launching, Over


def one_move_to_plato(state: JunkOrbitState, tile: str) -> JunkOrbitState:
    """From Kepler: launch a 1 clockwise to Tycho, then the ship moves to Plato."""
    return state.apply(f"launch {tile} cw TYC").apply("move PLA")


def play_a_turn(state: JunkOrbitState, seed: int) -> JunkOrbitState:
    chooser = random.Random(seed)
    seat = state.active
    while state.active == seat and not state.is_over:
        state = state.apply(chooser.choice(state.legal_actions()))
    return state


def test_a_refill_from_an_empty_pile_triggers_the_end(arrange) -> None:
    state = arrange(players=3, cargo={0: ["S01", "S02"]}, piles={"moon": []})
    after = one_move_to_plato(state, "S01")
    assert after.junk_at("PLA") == (), "the city stays empty"
    event = after.events[-1]
    assert event.kind == "pile_empty" and event["triggers_end"] is True
    assert after.final_turns == 2 and "final turns: 2 left" in after.status()


def test_every_other_player_then_takes_one_final_turn(arrange) -> None:
    state = one_move_to_plato(arrange(players=3, piles={"moon": []}), "S01")
    seats = []
    while not state.is_over:
        seats.append(state.active)
        state = play_a_turn(state, seed=len(seats))
    assert seats == [1, 2]
    assert isinstance(state.phase, Over) and state.final_turns == 0
    assert state.events[-1].kind == "game_over"


def test_the_player_who_triggered_the_end_plays_no_more(arrange) -> None:
    state = arrange(players=2, piles={"moon": []})
    state = play_a_turn(one_move_to_plato(state, "S01"), seed=1)
    assert state.is_over
    with pytest.raises(IllegalActionError, match="game is over"):
        state.apply("launch S02 cw TYC")


def test_refills_from_other_piles_go_on_during_the_final_turns(arrange) -> None:
    state = arrange(players=2, ships={1: "CAI"}, cargo={1: ["S03"]}, piles={"moon": []})
    state = one_move_to_plato(state, "S01")
    earth_before = len(state.pile("earth"))
    # Purple launches a 1 from Cairo to New York and moves back onto Kilimanjaro.
    state = state.apply("launch S03 cw NYC").apply("move KIL")
    assert len(state.junk_at("KIL")) == 1 and len(state.pile("earth")) == earth_before - 1
    assert state.is_over


def test_a_second_empty_pile_does_not_restart_the_countdown(arrange) -> None:
    state = arrange(players=3, cargo={1: ["S03"]}, piles={"moon": []})
    state = one_move_to_plato(state, "S01")
    assert state.final_turns == 2
    state = one_move_to_plato(state, "S03")  # Purple lands on the empty Moon pile again
    assert state.events[-1].kind == "pile_empty" and state.events[-1]["triggers_end"] is False
    assert state.final_turns == 1 and state.active == 2


@pytest.mark.parametrize(
    "deliveries, scores, winners",
    [
        ({0: ["E18", "E01"], 1: ["E12"]}, (5, 4), (0,)),  # most points wins
        ({0: ["E18"], 1: ["E01", "E02", "E07"]}, (4, 4), (1,)),  # tie: most tiles delivered
        ({0: ["E18", "E01"], 1: ["E12", "E07"]}, (5, 5), (0, 1)),  # still tied: shared win
        ({}, (0, 0), (0, 1)),
    ],
)
def test_final_score_is_the_delivered_value_ties_go_to_most_tiles(
    arrange, deliveries: dict[int, list[str]], scores: tuple[int, ...], winners: tuple[int, ...]
) -> None:
    state = arrange(players=2, deliveries=deliveries, phase=Over(), final_turns=0)
    assert state.scores() == scores
    assert state.winners() == winners
    assert state.current_player is None and state.legal_actions() == ()


def test_winners_are_only_named_once_the_game_is_over(arrange) -> None:
    state = arrange(players=2, deliveries={0: ["E18"]})
    assert isinstance(state.phase, Launching) and state.winners() == ()
    assert state.ranking() == ((0,), (1,))


def test_the_status_line_names_the_winner(arrange) -> None:
    state = arrange(players=2, deliveries={0: ["E18"]}, phase=Over(), final_turns=0)
    assert state.status() == "Game over: Yellow wins with 4 points."
    shared = arrange(players=2, phase=Over(), final_turns=0)
    assert shared.status() == "Game over: Yellow and Purple share the win with 0 points."
