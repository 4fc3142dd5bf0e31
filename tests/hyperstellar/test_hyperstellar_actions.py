"""The action phase: sectors in number order, players in table order, each once per sector."""

from __future__ import annotations

from hyperstellar.table import play, table

from junkspace.hyperstellar import Acting, Placing


def test_sectors_act_in_number_order_and_players_in_table_order() -> None:
    state = table(players=3, hub=(2, 2, 2))
    moves = ["place crew", "place recycling", "place lab", "place lab", "place engine"]
    state = play(state, *moves, "place engine")
    assert [e.seat for e in state.events if e.kind == "engine_energy"] == [1, 2]
    assert state.phase == Acting(1, 0), "then the lab: Red before Green"
    state = state.apply("pass")
    assert state.phase == Acting(1, 2)
    state = state.apply("pass")
    assert state.phase == Acting(2, 1), "then the recycling centre"
    state = state.apply("pass")
    assert state.phase == Placing(0), "Red's lone researcher in the crew quarters recruits nobody"


def test_the_engine_room_gives_seven_energy_without_a_decision() -> None:
    state = play(table(hub=(1, 1)), "place engine", "place engine")
    assert state.energy == (17, 17)
    assert state.phase == Placing(0) and state.revolution == 2
