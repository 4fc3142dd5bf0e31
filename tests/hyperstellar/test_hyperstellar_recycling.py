"""Sector 3, the recycling centre: energy into water, and what the other players get from it."""

from __future__ import annotations

from typing import Any

import pytest
from hyperstellar.table import events, play, table

from junkspace import IllegalActionError
from junkspace.hyperstellar import Acting, Answering, HyperstellarState, Placing


def in_recycling(seat: int, **fields: Any) -> HyperstellarState:
    """Three players; ``seat`` decides in the recycling centre, the others wait on the hub."""
    hub = [1, 1, 1]
    hub[seat] = 0
    recycling = [0, 0, 0]
    recycling[seat] = 1
    return table(
        players=3, phase=Acting(2, seat), hub=tuple(hub), recycling=tuple(recycling), **fields
    )


def test_a_revolution_with_a_small_recycling_and_the_answers() -> None:
    state = table(players=3, hub=(1, 1, 1))
    state = play(state, "place recycling", "place engine", "place lab")
    assert state.phase == Acting(1, 2), "the lab (sector 2) acts before recycling (sector 3)"
    state = state.apply("pass")
    assert state.phase == Acting(2, 0)
    state = state.apply("recycle 4")
    assert (state.energy, state.water) == ((8, 17, 10), (14, 10, 10))
    assert state.phase == Answering(0, (1, 2))
    assert state.status() == (
        "Yellow may buy 1 water for 1 energy from Red's recycling, or pass (revolution 1)."
    ), "the status starts with the player who decides, as every other status does"
    state = state.apply("buy water")
    assert (state.energy[1], state.water[1]) == (16, 11)
    assert state.current_player == 2
    state = state.apply("pass")
    assert events(state, "declined_water") == [(2, {})]
    assert state.phase == Placing(0)
    assert state.water == (14 - 1, 11 - 1, 10 - 1), "after the upkeep"


def test_the_answers_go_round_the_table_from_the_recycler() -> None:
    """Interpretation 11: the players after the recycler, in table order."""
    state = in_recycling(1).apply("recycle 4")
    assert state.phase == Answering(1, (2, 0))


def test_a_player_without_energy_is_not_asked() -> None:
    """Interpretation 11: buying water costs 1 energy, so a player with none cannot."""
    state = in_recycling(0, energy=(10, 0, 10)).apply("recycle 4")
    assert state.phase == Answering(0, (2,))


def test_with_nobody_able_to_answer_recycling_goes_on() -> None:
    state = in_recycling(0, energy=(10, 0, 0)).apply("recycle 4")
    assert state.phase == Placing(0)


def test_a_big_recycling_gives_every_other_player_one_water() -> None:
    state = in_recycling(2).apply("recycle 7")
    assert events(state, "shared_water") == [(0, {"water": 1}), (1, {"water": 1})]
    assert state.energy[2] == 5
    assert state.water == (10 + 1 - 1, 10 + 1 - 1, 10 + 7 - 1)


def test_players_out_of_the_game_get_no_water() -> None:
    state = table(
        players=3,
        phase=Acting(2, 0),
        hub=(0, 0, 1),
        recycling=(1, 0, 0),
        eliminated=(1,),
    )
    assert state.apply("recycle 4").phase == Answering(0, (2,))
    assert [seat for seat, _ in events(state.apply("recycle 7"), "shared_water")] == [2]


@pytest.mark.parametrize(
    "energy, offered",
    [
        (10, ["recycle 4", "recycle 7", "pass"]),
        (4, ["recycle 4", "pass"]),
        (2, ["recycle 4", "pass"]),
    ],
)
def test_each_recycling_must_be_paid_for(energy: int, offered: list[str]) -> None:
    state = in_recycling(0, energy=(energy, 10, 10))
    assert [str(action) for action in state.legal_actions()] == offered


def test_recycling_more_than_the_energy_allows_is_refused() -> None:
    with pytest.raises(IllegalActionError, match="costs 5 energy and Red has 4"):
        in_recycling(0, energy=(4, 10, 10)).apply("recycle 7")


def test_a_player_who_cannot_pay_for_recycling_is_not_asked() -> None:
    state = table(hub=(1, 1), energy=(1, 10))
    state = play(state, "place recycling", "place lab", "pass")
    assert events(state, "no_action") == [
        (0, {"sector": "recycling", "reason": "not enough energy to recycle"})
    ]


def test_water_is_bought_only_in_answer_to_a_recycling() -> None:
    with pytest.raises(IllegalActionError, match="not possible now"):
        table().apply("buy water")
