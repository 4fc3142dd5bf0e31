"""Saves written before issue 16's codecs still load, as the very positions they were.

Each fixture in tests/fixtures/states was written by an older junkspace (see make.py there):
a save and the actions that led to it. Today's loader must read the save back equal to the
position those actions reach now, and write it out again unchanged.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import junkspace

FIXTURES = sorted((Path(__file__).parents[1] / "fixtures" / "states").glob("*.json"))


def fixture(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text())
    return data


def replayed(data: dict[str, Any]) -> junkspace.GameState:
    state = junkspace.new_game(
        data["game"], players=data["players"], seed=data["seed"], **data["options"]
    )
    for action in data["actions"]:
        state = state.apply(action)
    return state


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_an_old_save_loads_as_the_position_its_actions_reach(path: Path) -> None:
    data = fixture(path)
    loaded = junkspace.from_json(json.dumps(data["save"]))
    state = replayed(data)
    assert loaded == state
    assert hash(loaded) == hash(state)
    assert loaded.is_over == state.is_over == data["over"]
    assert loaded.legal_actions() == state.legal_actions()


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_an_old_save_is_written_out_again_unchanged(path: Path) -> None:
    data = fixture(path)
    assert json.loads(junkspace.from_json(json.dumps(data["save"])).to_json()) == data["save"]


def test_the_saved_states_cover_every_game_mid_game_and_finished() -> None:
    kinds = {(fixture(p)["game"], fixture(p)["over"]) for p in FIXTURES}
    games = ("junk_orbit", "asteroid_belt", "hyperstellar")
    assert kinds == {(game, over) for game in games for over in (False, True)}
