"""The guard commander moves the guards within their asteroid's guard area before they attack.

c3 is a class-2 asteroid (one assault guard, speed 4); its guard area is the ring b2, c2, d2,
b3, d3, b4, c4, d4 (highways and open space).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from belt import events_of, position, rock

import junkspace
from junkspace import GameRecord, IllegalActionError
from junkspace.asteroid_belt import AsteroidBeltState, Guard, Guarding, Move, Unit
from junkspace.core.state import replace

SAVES = Path(__file__).resolve().parent / "saves"


def _guarded(
    pieces: dict[str, Unit], guard: str = "c2", dice: tuple[int, ...] = ()
) -> AsteroidBeltState:
    """Purple has targeted c3 and ended its turn; Orange has set up the guard on ``guard``."""
    state = position(pieces=pieces, dice=dice)
    return state.apply("target c3").apply("end").apply(f"guard {guard}")


def _legal(state: AsteroidBeltState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def test_a_guard_moves_within_its_guard_area_to_attack() -> None:
    # From c2 the guard cannot reach e2; from d2, next to it, it can.
    state = _guarded({"e2": Unit(0, "engineering")}, dice=(1, 1))
    assert _legal(state) == ["move d2"]
    state = state.apply("move d2")
    assert state.piece_at("c2") is None and state.piece_at("d2") == Guard("assault", rock("c3"))
    (moved,) = events_of(state, "guard_moved")
    assert (moved.seat, moved["start"], moved["end"], moved["asteroid"]) == (1, "c2", "d2", "c3")
    assert _legal(state) == ["attack e2"], "a guard that moved attacks: it moves only to attack"
    state = state.apply("attack e2")
    assert events_of(state, "attack")[0]["from_cell"] == "d2"
    state = state.apply("end").apply("end")  # Orange's turn, then Purple's
    assert state.piece_at("d2") == Guard("assault", rock("c3")), "the guard stays where it went"


def test_a_guard_in_reach_may_still_move_to_attack_another_invader() -> None:
    # The guard on c2 reaches b2 now; from d2 it would reach e2 instead.
    state = _guarded({"b2": Unit(0, "assault"), "e2": Unit(0, "engineering")}, dice=(6, 1))
    assert {"attack b2", "move d2", "move b3"} <= set(_legal(state))
    state = state.apply("move d2").apply("attack e2")
    assert state.piece_at("e2") is None and state.piece_at("b2") == Unit(0, "assault")


def test_guards_stay_in_their_guard_area() -> None:
    # The assault guard could walk to e2 (two steps) and attack f2 from there, but e2 is
    # not next to c3: with the elite on e1 out of reach too, the guards' step is over.
    state = _guarded({"e1": Unit(0, "elite"), "f2": Unit(0, "engineering")})
    assert state.active == 1 and not isinstance(state.phase, Guarding)
    assert state.piece_at("c2") == Guard("assault", rock("c3"))


def test_a_guard_walks_through_free_cells_and_may_cross_its_asteroid() -> None:
    # Orange's units block b2 and b4: the only way from b3 to d3 crosses the asteroid c3.
    pieces = {"b2": Unit(1, "engineering"), "b4": Unit(1, "engineering"), "e3": Unit(0, "elite")}
    state = _guarded(pieces, guard="b3")
    assert "move d3" in _legal(state)
    assert not any(a.startswith("attack") for a in _legal(state)), "e3 is out of b3's reach"


def test_a_guard_moves_once_and_only_where_it_can_attack() -> None:
    state = _guarded({"b2": Unit(0, "assault"), "e2": Unit(0, "engineering")})
    with pytest.raises(IllegalActionError, match="from which it can attack one of Purple's"):
        state.apply("move c4")  # next to c3, but no Purple unit in reach from there
    state = state.apply("move d2")
    with pytest.raises(IllegalActionError, match="a guard moves once, before it attacks"):
        state.apply("move c2")


def test_guard_moves_are_described_narrated_and_shown_in_the_status() -> None:
    state = _guarded({"e2": Unit(0, "engineering")})
    assert state.status().endswith(
        "the assault guard on c2 moves next to the asteroid, or attacks."
    )
    move = state.parse_action("move d2")
    assert move == Move("d2") and str(move) == "move d2"
    assert (
        state.describe(move) == "Orange moves the assault guard on c2 to d2, to attack from there."
    )
    state = state.apply(move)
    assert state.narrate(events_of(state, "guard_moved")[0]) == (
        "Orange moved the assault guard of c3 from c2 to d2."
    )
    assert state.status().endswith("the assault guard on d2 attacks.")


def test_a_position_in_the_middle_of_a_guard_move_is_saved_and_read_back() -> None:
    state = _guarded({"e2": Unit(0, "engineering")}).apply("move d2")
    assert isinstance(state.phase, Guarding) and state.phase.moved
    again = junkspace.from_json(state.to_json())
    assert again == state and _legal(again) == ["attack e2"]


def test_a_guard_step_saved_before_guards_moved_still_loads() -> None:
    # Written by junkspace before this rule: its guard step has no "moved" field.
    text = (SAVES / "guard_step_before_guards_moved.json").read_text(encoding="utf-8")
    assert '"moved"' not in text.split('"phase"')[1].split("}")[0]
    state = junkspace.from_json(text)
    assert isinstance(state, AsteroidBeltState) and isinstance(state.phase, Guarding)
    assert not state.phase.moved
    # It goes on with the rule it was played with: the guards stand.
    assert state.rules.guards == "stand" and _legal(state) == ["attack b2"]
    moving = replace(state, rules=replace(state.rules, guards="move"))
    assert "attack b2" in _legal(moving) and "move b3" in _legal(moving)


def test_with_the_guards_standing_they_only_attack_from_where_they_were_set_up() -> None:
    state = position(
        pieces={"b2": Unit(0, "assault"), "e2": Unit(0, "engineering")}, guards="stand"
    )
    state = state.apply("target c3").apply("end").apply("guard c2")
    assert _legal(state) == ["attack b2"], "no move: e2 stays out of reach"
    with pytest.raises(IllegalActionError, match="the guards stand in this game"):
        state.apply("move d2")
    alone = position(pieces={"e2": Unit(0, "engineering")}, guards="stand")
    alone = alone.apply("target c3").apply("end").apply("guard c2")
    assert alone.active == 1 and not isinstance(alone.phase, Guarding), "nothing in reach"


def _replayed(record: dict[str, object]) -> GameRecord:
    return GameRecord.from_json(json.dumps(record))


def test_a_record_saved_before_guards_moved_replays_with_the_guards_standing() -> None:
    # A whole random game recorded by junkspace before guards moved, and its last position.
    record = json.loads((SAVES / "record_before_guards_moved.json").read_text(encoding="utf-8"))
    last = (SAVES / "state_after_record_before_guards_moved.json").read_text(encoding="utf-8")
    assert "guards" not in record["options"]
    # Not naming the option, it replays with the rule it was played with: the guards stand.
    replayed = _replayed(record)
    assert replayed.state.rules.guards == "stand"
    # Told that guards move, a guard of that game has a move to decide: replaying says how.
    with pytest.raises(junkspace.InvalidStateError, match="replays with the option guards='stand'"):
        _replayed({**record, "options": {**record["options"], "guards": "move"}})
    old = junkspace.from_json(last)
    assert isinstance(old, AsteroidBeltState) and replayed.state.is_over
    # Same position, same everything: only the new option differs.
    assert replayed.state == replace(old, rules=replace(old.rules, guards="stand"))
