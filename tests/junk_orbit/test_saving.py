"""Notation, saved games and what each seat may see."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

import junkspace
from junkspace import GameRecord, InvalidActionError, InvalidStateError
from junkspace.junk_orbit import Collect, Deliver, Drift, Drop, Launch, Move


@pytest.mark.parametrize(
    "text, action",
    [
        ("launch E17 cw THA", Launch("E17", "cw", "THA")),
        ("LAUNCH e17 CCW tha", Launch("E17", "ccw", "THA")),
        ("drop L05", Drop("L05")),
        ("move NYC", Move("NYC")),
        ("deliver M12", Deliver("M12")),
        ("collect", Collect()),
        ("  drift ", Drift()),
    ],
)
def test_notation_reads_back_every_kind_of_action(text: str, action: junkspace.Action) -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=1)
    assert state.parse_action(text) == action
    assert state.parse_action(str(action)) == action


@pytest.mark.parametrize(
    "text, problem",
    [
        ("launch E99 cw THA", "there is no tile 'E99'"),
        ("launch E17 up THA", "the sense must be cw or ccw"),
        ("launch E17 cw Paris", "there is no city 'Paris'"),
        ("move", "move takes 1 argument"),
        ("collect now", "collect takes 0 argument"),
        ("teleport KEP", "unknown action"),
    ],
)
def test_bad_notation_says_what_is_wrong_and_gives_the_grammar(text: str, problem: str) -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=1)
    with pytest.raises(InvalidActionError) as caught:
        state.parse_action(text)
    assert problem in str(caught.value)
    assert "launch <tile> <cw|ccw> <city>" in str(caught.value)


def test_reprs_paste_back_as_code() -> None:
    action = Launch("E17", "cw", "THA")
    assert eval(repr(action)) == action


def saved(players: int = 3, seed: int = 8, steps: int = 25) -> dict[str, Any]:
    state = junkspace.new_game("junk_orbit", players=players, seed=seed)
    for _ in range(steps):
        state = state.apply(state.legal_actions()[-1])
    data: dict[str, Any] = json.loads(state.to_json())
    return data


def tamper(change: Callable[[dict[str, Any]], None]) -> str:
    data = saved()
    change(data["state"])
    return json.dumps(data)


def _deliver_a_starter(s: dict[str, Any]) -> None:
    areas = [*s["cargo"], *s["junk"].values()]
    area = next(a for a in areas if "S01" in a)
    area.remove("S01")
    s["deliveries"][0].append("S01")


@pytest.mark.parametrize(
    "change, field, problem",
    [
        (lambda s: s.update(players=7), "state.players", "at most 5"),
        (lambda s: s.update(active="0"), "state.active", "expected an integer"),
        (lambda s: s["cargo"][1].append("E99"), "state.cargo[1][", "'E99' is not a tile"),
        (lambda s: s["cargo"][0].append(s["cargo"][1][0]), "state.cargo[1]", "is also in"),
        (lambda s: s["piles"]["mars"].pop(), "state", "is nowhere"),
        (lambda s: s["cargo"][0].append("E35"), "state.cargo[0][", "not used at this table size"),
        (lambda s: s["ships"].__setitem__(0, "STI"), "state.ships[0]", "unknown value"),
        (_deliver_a_starter, "state.deliveries[0]", "can never be delivered"),
        (
            lambda s: s["piles"]["earth"].append(s["piles"]["moon"].pop()),
            "state.piles.earth",
            "belongs to the moon pile",
        ),
        (lambda s: s.update(phase={"step": "fly"}), "state.phase.step", "unknown value"),
        (lambda s: s.update(phase={"step": "move", "value": 4}), "state.phase.sense", "is missing"),
        (
            lambda s: s.update(phase={"step": "drop", "hit": [], "value": 2, "sense": "cw"}),
            "state.phase.hit",
            "at least one",
        ),
        (lambda s: s.update(phase={"step": "over"}), "state.phase", "no final turn is left"),
        (lambda s: s.update(rng=-1), "state.rng", "at least 0"),
        (lambda s: s.update(extra=1), "state.extra", "not a known field"),
        (lambda s: s.pop("junk"), "state.junk", "is missing"),
        (lambda s: s["junk"].pop("KEP"), "state.junk.KEP", "is missing"),
        (lambda s: s["junk"].pop("NOC"), "state.junk.NOC", "is missing"),  # the last city
        (lambda s: s["junk"].update(STI=[]), "state.junk.STI", "not in play at 3 players"),
        (lambda s: s["junk"].update(PAR=[]), "state.junk.PAR", "is not a known field"),
        (lambda s: s["junk"]["KEP"].append(3), "state.junk.KEP[", "expected a string, got 3"),
        (lambda s: s.update(junk=[]), "state.junk", "expected an object, got []"),
        (lambda s: s["piles"].pop("moon"), "state.piles.moon", "is missing"),
    ],
)
def test_a_tampered_save_is_refused_naming_the_field(
    change: Callable[[dict[str, Any]], None], field: str, problem: str
) -> None:
    text = tamper(change)
    with pytest.raises(InvalidStateError) as caught:
        junkspace.from_json(text)
    assert caught.value.field.startswith(field), str(caught.value)
    assert problem in str(caught.value)


def test_a_save_is_read_back_exactly() -> None:
    data = saved()
    state = junkspace.from_json(json.dumps(data))
    assert json.loads(state.to_json()) == data


def test_a_record_with_an_illegal_action_names_it() -> None:
    record = GameRecord.start("junk_orbit", players=2, seed=4)
    for _ in range(3):
        record = record.play(record.state.legal_actions()[0])
    data = record.to_dict()
    data["actions"][1] = "move SYD"
    with pytest.raises(InvalidStateError) as caught:
        GameRecord.from_dict(data)
    assert caught.value.field == "actions[1]"
    assert "'move SYD' cannot be played here" in str(caught.value)


def test_a_record_that_is_a_state_is_told_apart() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=1)
    with pytest.raises(InvalidStateError, match="saved state, not a record"):
        GameRecord.from_json(state.to_json())
    record = GameRecord.start("junk_orbit", players=2, seed=1)
    with pytest.raises(InvalidStateError, match=r"GameRecord\.from_json"):
        junkspace.from_json(record.to_json())


def test_observation_hides_only_the_order_of_the_piles() -> None:
    state = junkspace.new_game("junk_orbit", players=3, seed=2)
    seen = state.observation(1)
    assert seen["piles"] == {name: len(state.pile(name)) for name in ("earth", "moon", "mars")}
    assert "rng" not in seen and "seed" not in seen
    assert seen["cargo"] == [list(c) for c in state.cargo], "cargo lies face up"
    assert seen["seat"] == 1 and seen["current_player"] == 0
    with pytest.raises(ValueError, match="seat from 0 to 2"):
        state.observation(3)


def test_determinize_reshuffles_the_piles_and_nothing_else() -> None:
    state = junkspace.new_game("junk_orbit", players=3, seed=2)
    sample = state.determinize(0, seed=5)
    assert sample.piles != state.piles
    assert [sorted(p) for p in sample.piles] == [sorted(p) for p in state.piles]
    assert (sample.cargo, sample.junk, sample.ships) == (state.cargo, state.junk, state.ships)
