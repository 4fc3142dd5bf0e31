"""Saved positions: exact round trips, and a named field for every kind of corruption."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from hyperstellar.table import table

import junkspace
from junkspace import InvalidStateError
from junkspace.hyperstellar import Acting, Answering, Scoring, new_game


def test_a_position_reads_back_exactly() -> None:
    state = new_game(players=4, seed=9)
    chooser = random.Random(9)
    for _ in range(150):
        state = state.apply(chooser.choice(state.legal_actions()))
        assert junkspace.from_json(state.to_json()) == state


def saved(**fields: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(table(players=3, **fields).to_json())
    return data


def set_field(name: str, value: object) -> Callable[[dict[str, Any]], None]:
    def change(state: dict[str, Any]) -> None:
        state[name] = value

    return change


def set_phase(**phase: object) -> Callable[[dict[str, Any]], None]:
    return set_field("phase", phase)


def set_item(name: str, index: int, value: object) -> Callable[[dict[str, Any]], None]:
    def change(state: dict[str, Any]) -> None:
        state[name][index] = value

    return change


@pytest.mark.parametrize(
    "change, field, problem",
    [
        (set_field("colour", 1), "state.colour", "not a known field"),
        (set_field("players", 5), "state.players", "at most 4"),
        (set_item("hands", 1, "RX"), "state.hands[1]", "'X' is not a card colour"),
        (set_item("hands", 1, 3), "state.hands[1]", "expected a string, got 3"),
        (set_field("pile", "RZ"), "state.pile", "'Z' is not a card colour"),
        (set_field("discard", ["R"]), "state.discard", "expected a string"),
        (set_item("hands", 1, "RR"), "state", "the deck has 8 red cards"),
        (set_field("pile", ""), "state", "the deck has 8 red cards"),
        (set_item("hub", 0, 11), "state.hub[0]", "Red has 11 researchers"),
        (set_item("water", 2, -1), "state.water[2]", "at least 0"),
        (set_field("engine", [3, 1, 0]), "state.engine", "has 3 slots, not 4"),
        (set_field("crew", [[0, 1, 2]]), "state.crew[0]", "holds 1 to 2 researchers"),
        (set_field("crew", [[0], [1], [2], [0]]), "state.crew", "3 bunks, not 4"),
        (set_field("eliminated", [1]), "state.hub[1]", "out of the game but has researchers"),
        (set_field("eliminated", [1, 1]), "state.eliminated", "only once"),
        (set_field("revolution", 101), "state.revolution", "at most 100"),
        (set_phase(step="place", seat=3), "state.phase.seat", "at most 2"),
        (set_phase(step="act", sector="engine", seat=0), "state.phase.sector", "unknown value"),
        (set_phase(step="act", sector="lab", seat=0), "state.phase", "no researcher in the"),
        (set_phase(step="over"), "state.phase", "nothing has ended this game"),
        (set_phase(step="answer", actor=0, seats=[0]), "state.phase.seats", "once"),
        (set_phase(step="place"), "state.phase.seat", "is missing"),
    ],
)
def test_a_corrupt_position_names_the_field(
    change: Callable[[dict[str, Any]], None], field: str, problem: str
) -> None:
    data = saved()
    change(data["state"])
    with pytest.raises(InvalidStateError) as caught:
        junkspace.from_json(json.dumps(data))
    assert caught.value.field == field
    assert problem in caught.value.problem


@pytest.mark.parametrize(
    "phase, fields, problem",
    [
        (
            Acting(2, 0),
            {"hub": (1, 2, 2), "recycling": (1, 0, 0), "energy": (1, 9, 9)},
            "cannot pay for any recycling",
        ),
        (Acting(3, 0), {"hub": (1, 2, 2), "crew": ((0,),)}, "cannot recruit"),
        (
            Acting(1, 0),
            {"hub": (1, 2, 2), "lab": (1, 0, 0), "energy": (1, 9, 9)},
            "nothing to do in the research lab",
        ),
        (Scoring(0), {"hub": (1, 2, 2), "lab": (1, 0, 0)}, "nothing to do in the research lab"),
        (
            Acting(2, 1),
            {"hub": (2, 1, 1), "recycling": (0, 1, 0), "lab": (0, 0, 1)},
            "researchers are still out where the action phase has been",
        ),
        (Answering(0, (1,)), {"energy": (9, 0, 9)}, "Yellow cannot buy water"),
    ],
)
def test_a_pending_decision_must_agree_with_the_position(
    phase: object, fields: dict[str, Any], problem: str
) -> None:
    with pytest.raises(InvalidStateError, match=problem):
        table(players=3, phase=phase, **fields)
