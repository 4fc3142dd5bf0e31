"""The upkeep phase: water for every researcher, losses, and players leaving the game."""

from __future__ import annotations

from typing import Any

from hyperstellar.table import events, play, table

from junkspace.hyperstellar import Acting, HyperstellarState, Placing


def before_the_upkeep(players: int = 2, **fields: Any) -> HyperstellarState:
    """The last seat decides in the recycling centre; passing leads straight to the upkeep."""
    last = players - 1
    recycling = tuple(int(seat == last) for seat in range(players))
    fields.setdefault("hub", tuple(1 - n for n in recycling))
    return table(players, phase=Acting(2, last), recycling=recycling, **fields)


def test_each_researcher_costs_one_water_wherever_it_is() -> None:
    """Researchers never placed (the station was full) cost water too."""
    state = table(hub=(6, 6), water=(20, 20))
    moves = ["place engine", "place engine", "place lab", "place lab", "place recycling"]
    moves += ["place recycling", "place crew", "place crew", "place crew red", "place crew yellow"]
    state = play(state, *moves)
    while state.revolution == 1:
        state = state.apply("pass")
    assert state.water == (20 - 6, 20 - 6)
    assert events(state, "upkeep") == [(0, {"water": 6}), (1, {"water": 6})]


def test_a_player_with_just_enough_water_keeps_every_researcher() -> None:
    state = before_the_upkeep(hub=(5, 0), water=(5, 10)).apply("pass")
    assert state.water[0] == 0 and state.researchers(0) == 5


def test_a_player_short_of_water_pays_what_they_have_and_loses_one_researcher() -> None:
    """Interpretation 14: all the water goes, and one researcher (only one) goes to the stock."""
    state = before_the_upkeep(hub=(5, 0), water=(3, 10)).apply("pass")
    assert events(state, "lost_researcher") == [(0, {"water": 3, "due": 5})]
    assert state.water[0] == 0
    assert (state.researchers(0), state.stock(0)) == (4, 6)


def test_only_one_researcher_is_lost_however_short_the_water() -> None:
    state = before_the_upkeep(hub=(9, 0), water=(0, 10)).apply("pass")
    assert state.researchers(0) == 8


def test_a_player_who_loses_the_last_researcher_is_out() -> None:
    state = before_the_upkeep(3, hub=(1, 1, 0), water=(0, 10, 10)).apply("pass")
    assert events(state, "eliminated") == [(0, {})]
    assert state.eliminated == (0,) and not state.in_play(0)
    assert state.phase == Placing(1), "the game goes on without Red"


def test_the_last_player_in_the_game_is_never_out() -> None:
    """Interpretation 15: Red leaves first, so Yellow is the last one and wins."""
    state = before_the_upkeep(hub=(1, 0), water=(0, 0)).apply("pass")
    assert events(state, "eliminated") == [(0, {})]
    assert state.researchers(1) == 0 and state.in_play(1)
    assert state.is_over and state.winners() == (1,)
    assert events(state, "game_over") == [(None, {"reason": "last_player"})]


def test_when_everybody_runs_dry_the_last_in_table_order_stays() -> None:
    state = before_the_upkeep(3, hub=(1, 1, 0), water=(0, 0, 0)).apply("pass")
    assert state.eliminated == (0, 1)
    assert state.winners() == (2,)
    assert "the last player in the game" in state.status()
