"""The placement phase: rotations of one researcher each, and when placement stops."""

from __future__ import annotations

import pytest
from hyperstellar.table import events, play, table

from junkspace import IllegalActionError
from junkspace.hyperstellar import Acting, Placing


def test_a_rotation_is_one_researcher_each_in_table_order() -> None:
    state = table(players=3)
    seats = []
    for move in ("place engine", "place lab", "place recycling", "place lab", "place engine"):
        seats.append(state.current_player)
        state = state.apply(move)
    assert seats == [0, 1, 2, 0, 1]
    assert state.hub == (0, 0, 1)
    assert (state.engine, state.lab, state.recycling) == ((1, 1, 0), (1, 1, 0), (0, 0, 1))


def test_a_player_with_an_empty_hub_takes_one_energy_while_placement_goes_on() -> None:
    state = table(hub=(1, 3))
    state = play(state, "place engine", "place engine")
    assert state.phase == Placing(1), "Red has nothing to place: Yellow goes on"
    assert events(state, "idle_energy") == [(0, {"energy": 1})]
    state = play(state, "place lab")
    assert events(state, "idle_energy") == [(0, {"energy": 1})]
    state = play(state, "place recycling")
    assert not events(state, "idle_energy"), "nothing is left to place: placement is over"
    assert isinstance(state.phase, Acting)
    assert state.energy[0] == 10 + 2 + 7


def test_placement_ends_with_the_last_researcher_on_any_hub() -> None:
    """Interpretation 7: no energy for a player whose turn would come after the last one."""
    state = play(table(hub=(3, 2)), "place engine", "place engine", "place lab", "place lab")
    state = play(state, "place recycling")
    assert isinstance(state.phase, Acting)
    assert not events(state, "idle_energy")
    assert state.energy == (17, 17)


def test_placement_stops_at_once_when_no_slot_is_free() -> None:
    """Ten places at two players (interpretation 2); unplaced researchers stay on the hub."""
    state = table(hub=(6, 6), water=(20, 20))
    moves = ["place engine", "place engine", "place lab", "place lab", "place recycling"]
    moves += ["place recycling", "place crew", "place crew", "place crew red"]
    state = play(state, *moves)
    assert state.phase == Placing(1)
    state = state.apply("place crew yellow")
    assert not isinstance(state.phase, Placing)
    assert state.hub == (1 + 1, 1 + 1), "one never placed, one back from the engine room"


def test_a_full_sector_takes_no_more_researchers() -> None:
    state = play(table(), "place engine", "place engine")
    assert "place engine" not in [str(a) for a in state.legal_actions()]
    with pytest.raises(IllegalActionError, match="engine room has no free slot"):
        state.apply("place engine")


def test_extra_researchers_block_a_sector_but_act_only_once() -> None:
    state = table(hub=(3, 2))
    state = play(state, "place engine", "place lab", "place engine", "place lab")
    assert state.engine == (2, 0), "Red holds both engine-room slots: Yellow is blocked"
    state = state.apply("place recycling")
    assert events(state, "engine_energy") == [(0, {"energy": 7})]
    assert events(state, "returned")[0] == (0, {"sector": "engine", "researchers": 2})
    assert state.energy == (17, 10)


def test_placing_is_not_optional() -> None:
    """Interpretation 6: a researcher on the hub must go to a free slot."""
    state = table()
    assert "pass" not in [str(a) for a in state.legal_actions()]
    with pytest.raises(IllegalActionError, match="placing is not optional"):
        state.apply("pass")


def test_players_out_of_the_game_neither_place_nor_take_energy() -> None:
    state = table(players=3, hub=(1, 0, 2), eliminated=(1,))
    state = play(state, "place engine", "place lab")
    assert state.phase == Placing(2), "Yellow is skipped"
    assert [seat for seat, _ in events(state, "idle_energy")] == [0]
    state = state.apply("place lab")
    assert state.energy[1] == 10
