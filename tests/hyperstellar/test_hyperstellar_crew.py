"""Sector 4, the crew quarters: two researchers in one bunk recruit a third, ten at most."""

from __future__ import annotations

from typing import Any

import pytest
from hyperstellar.table import events, play, table

from junkspace import IllegalActionError
from junkspace.hyperstellar import Acting, HyperstellarState, Placing


def before_the_crew_quarters(**fields: Any) -> HyperstellarState:
    """Yellow decides in the recycling centre, the last decision before the crew quarters."""
    return table(phase=Acting(2, 1), recycling=(0, 1), **fields)


def legal(state: HyperstellarState) -> list[str]:
    return [str(action) for action in state.legal_actions()]


def test_a_revolution_where_red_fills_a_bunk_and_recruits() -> None:
    """Interpretation 3: a bunk is filled one placement at a time."""
    state = table(hub=(2, 1))
    state = state.apply("place crew")
    assert state.crew == ((0,),)
    state = state.apply("place engine")
    assert "place crew red" in legal(state)
    state = state.apply("place crew red")
    assert state.crew == ((0, 0),)
    assert state.phase == Acting(3, 0)
    assert legal(state) == ["recruit", "pass"]
    state = state.apply("recruit")
    assert events(state, "recruited") == [(0, {"energy": 5})]
    assert events(state, "returned")[0] == (0, {"sector": "crew", "researchers": 2})
    assert state.energy[0] == 5
    assert (state.researchers(0), state.stock(0)) == (3, 7)
    assert state.water[0] == 10 - 3, "the new researcher is in the upkeep at once"
    assert state.phase == Placing(0) and state.hub == (3, 1)


def test_an_empty_bunk_or_a_lone_researcher_can_be_joined() -> None:
    state = table(players=3).apply("place crew")
    assert [a for a in legal(state) if "crew" in a] == ["place crew", "place crew red"]


def test_a_researcher_beside_another_colour_blocks_the_bunk() -> None:
    """Interpretation 3: a bunk shared by two colours recruits nobody."""
    state = play(table(hub=(1, 1)), "place crew", "place crew red")
    assert not events(state, "recruited") and not events(state, "no_action")
    assert events(state, "returned") == [
        (0, {"sector": "crew", "researchers": 1}),
        (1, {"sector": "crew", "researchers": 1}),
    ]
    assert state.phase == Placing(0)


def test_recruiting_is_optional() -> None:
    state = table(phase=Acting(3, 0), hub=(0, 2), crew=((0, 0),)).apply("pass")
    assert state.researchers(0) == 2 and state.energy[0] == 10


def test_the_tenth_researcher_can_be_recruited() -> None:
    state = table(phase=Acting(3, 0), hub=(7, 2), crew=((0, 0),), water=(20, 10))
    state = state.apply("recruit")
    assert (state.researchers(0), state.stock(0)) == (10, 0)


def test_nobody_recruits_an_eleventh_researcher() -> None:
    state = before_the_crew_quarters(hub=(8, 1), crew=((0, 0),), water=(20, 10)).apply("pass")
    assert events(state, "no_action") == [
        (0, {"sector": "crew", "reason": "already 10 researchers"})
    ]
    assert state.researchers(0) == 10


def test_recruiting_costs_five_energy() -> None:
    state = before_the_crew_quarters(hub=(0, 1), crew=((0, 0),), energy=(4, 10)).apply("pass")
    assert events(state, "no_action") == [
        (0, {"sector": "crew", "reason": "not enough energy to recruit"})
    ]


def test_two_pairs_still_recruit_only_once() -> None:
    state = table(phase=Acting(3, 0), hub=(0, 2), crew=((0, 0), (0, 0)), energy=(20, 10))
    state = state.apply("recruit")
    assert state.researchers(0) == 5 and state.energy[0] == 15
    assert events(state, "returned") == [(0, {"sector": "crew", "researchers": 4})]


def test_there_is_one_bunk_per_player() -> None:
    """Interpretation 2: at two players, two bunks of two."""
    state = play(table(hub=(3, 2)), "place crew", "place crew red")
    with pytest.raises(IllegalActionError, match="no crew-quarters bunk holds a lone Red"):
        state.apply("place crew red")
    with pytest.raises(IllegalActionError, match="no Green player at this table"):
        state.apply("place crew green")
    state = state.apply("place crew")
    assert state.crew == ((0,), (0, 1))
    assert "place crew" not in legal(state)
    with pytest.raises(IllegalActionError, match="every crew-quarters bunk"):
        state.apply("place crew")
