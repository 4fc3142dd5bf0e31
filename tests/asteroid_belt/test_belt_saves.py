"""Saves written before issue 16's codecs, one in every step of a turn, still load exactly.

The files in tests/fixtures/states/ named ``asteroid_belt-*`` were written by junkspace at
commit daf2081 (make_belt_steps.py says how). Each must load, write back the very same
JSON, and be the position its actions replay to, with the same decisions open.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import junkspace
from junkspace.asteroid_belt import AsteroidBeltState

FIXTURES = sorted((Path(__file__).parents[1] / "fixtures" / "states").glob("asteroid_belt-*.json"))


def _fixture(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text())
    return data


def test_every_step_of_a_turn_has_a_saved_fixture() -> None:
    steps = {_fixture(p)["save"]["state"]["phase"]["step"] for p in FIXTURES}
    assert steps == {"command", "act", "sail", "create", "guard", "protect", "over"}


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_an_old_save_loads_and_writes_back_the_same_json(path: Path) -> None:
    fixture = _fixture(path)
    state = junkspace.from_json(json.dumps(fixture["save"]))
    assert isinstance(state, AsteroidBeltState)
    assert json.loads(state.to_json()) == fixture["save"]
    replayed = junkspace.new_game(
        "asteroid_belt", players=fixture["players"], seed=fixture["seed"], **fixture["options"]
    )
    for action in fixture["actions"]:
        replayed = replayed.apply(action)
    assert replayed == state and hash(replayed) == hash(state)
    assert state.is_over == fixture["over"]
    assert state.legal_actions() == replayed.legal_actions()
