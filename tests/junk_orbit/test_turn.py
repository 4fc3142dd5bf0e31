"""A turn of Junk Orbit, rule by rule: launch, hits, move, deliveries, collect and refill.

Positions are arranged with the ``arrange`` fixture (tests/junk_orbit/conftest.py); seat 0 is
Yellow, 1 Purple, 2 Green, 3 Orange, 4 Pink.
"""

from __future__ import annotations

import pytest

from junkspace import IllegalActionError
from junkspace.junk_orbit import (
    Collect,
    Deliver,
    Delivering,
    Drift,
    Drop,
    Dropping,
    JunkOrbitState,
    Launch,
    Launching,
    Move,
    Moving,
)
from junkspace.junk_orbit.tiles import TILES

# E18 is worth 4 and wants to go to Tharsis, like the tile of the rule book's example.
EXAMPLE_TILE = "E18"


def kinds(state: JunkOrbitState) -> list[str]:
    return [event.kind for event in state.events]


# -- I. Launch -------------------------------------------------------------------------------


def test_a_launched_tile_travels_exactly_its_value_either_way(arrange) -> None:
    state = arrange(cargo={0: ["S11"]})  # one starter "2"
    assert set(state.legal_actions()) == {Launch("S11", "cw", "OLY"), Launch("S11", "ccw", "KIL")}


def test_any_cargo_tile_may_be_launched(arrange) -> None:
    state = arrange(cargo={0: ["S01", "S11", EXAMPLE_TILE]})
    assert {a.tile for a in state.legal_actions()} == {"S01", "S11", EXAMPLE_TILE}


def test_only_tiles_in_your_cargo_can_be_launched(arrange) -> None:
    state = arrange(cargo={0: ["S01"]})
    with pytest.raises(IllegalActionError, match="not in Yellow's cargo"):
        state.apply(Launch("S03", "cw", "TYC"))


def test_a_launch_stops_exactly_where_its_value_runs_out(arrange) -> None:
    state = arrange(cargo={0: ["S11"]})
    with pytest.raises(IllegalActionError, match="stops at Olympus, not Tycho"):
        state.apply("launch S11 cw TYC")


def test_worked_example_remote_delivery_at_tharsis(arrange) -> None:
    state = arrange(cargo={0: [EXAMPLE_TILE, "S01"]})
    after = state.apply(Launch(EXAMPLE_TILE, "cw", "THA"))
    assert after.deliveries[0] == (EXAMPLE_TILE,)
    assert EXAMPLE_TILE not in after.cargo[0]
    assert after.scores()[0] == 4
    assert kinds(after) == ["launched", "remote_delivery"]
    assert after.phase == Moving(4, "ccw")
    assert set(after.legal_actions()) == {Move("HAM"), Move("NYC")}


def test_a_tile_that_stops_short_of_its_destination_rests_there(arrange) -> None:
    state = arrange(cargo={0: [EXAMPLE_TILE]}, junk={"COP": ["L06"]})
    after = state.apply(Launch(EXAMPLE_TILE, "cw", "COP"))
    assert after.junk_at("COP") == (EXAMPLE_TILE, "L06")
    assert after.deliveries[0] == ()
    assert kinds(after) == ["launched", "rested"]


def test_starter_junk_has_no_destination_and_always_rests(arrange) -> None:
    state = arrange(cargo={0: ["S01", "S02"]})
    after = state.apply("launch S01 cw TYC")
    assert "S01" in after.junk_at("TYC") and after.deliveries[0] == ()


def test_worked_example_a_launch_hits_the_ship_where_it_stops(arrange) -> None:
    state = arrange(ships={1: "COP"}, cargo={0: [EXAMPLE_TILE]})
    after = state.apply(Launch(EXAMPLE_TILE, "cw", "COP"))
    assert after.phase == Dropping((1,), 4, "ccw")
    assert after.current_player == 1, "what to drop is the hit player's own decision"
    assert "hit" in kinds(after)
    assert set(after.legal_actions()) == {Drop(t) for t in after.cargo[1]}


def test_every_opponent_ship_in_that_city_is_hit_in_turn_order(arrange) -> None:
    state = arrange(
        players=4,
        active=2,
        ships={0: "COP", 1: "COP", 2: "KEP", 3: "COP"},
        cargo={2: [EXAMPLE_TILE]},
    )
    after = state.apply(Launch(EXAMPLE_TILE, "cw", "COP"))
    assert after.phase == Dropping((3, 0, 1), 4, "ccw")
    after = after.apply(Drop(after.cargo[3][0]))
    assert after.current_player == 0
    after = after.apply(Drop(after.cargo[0][0])).apply(Drop(after.cargo[1][0]))
    assert after.phase == Moving(4, "ccw") and after.current_player == 2


def test_a_hit_player_may_drop_a_delivered_tile(arrange) -> None:
    state = arrange(
        ships={1: "COP"}, cargo={0: [EXAMPLE_TILE], 1: ["S03"]}, deliveries={1: ["L01"]}
    )
    hit = state.apply(Launch(EXAMPLE_TILE, "cw", "COP"))
    assert set(hit.legal_actions()) == {Drop("L01"), Drop("S03")}
    after = hit.apply(Drop("L01"))
    assert after.deliveries[1] == () and after.scores()[1] == 0
    assert "L01" in after.junk_at("COP")
    assert after.cargo[1] == ("S03",)


def test_the_dropped_tile_lands_in_the_hit_ships_city(arrange) -> None:
    state = arrange(ships={1: "COP"}, cargo={0: [EXAMPLE_TILE], 1: ["S03"]})
    after = state.apply(Launch(EXAMPLE_TILE, "cw", "COP")).apply(Drop("S03"))
    assert sorted(after.junk_at("COP")) == sorted((*state.junk_at("COP"), EXAMPLE_TILE, "S03"))


def test_a_hit_player_can_only_drop_their_own_tiles(arrange) -> None:
    state = arrange(ships={1: "COP"}, cargo={0: [EXAMPLE_TILE, "S01"], 1: ["S03"]})
    hit = state.apply(Launch(EXAMPLE_TILE, "cw", "COP"))
    with pytest.raises(IllegalActionError, match="neither of Purple's"):
        hit.apply(Drop("S01"))


def test_a_hit_player_with_no_tiles_has_nothing_to_drop(arrange) -> None:
    state = arrange(ships={1: "COP"}, cargo={0: [EXAMPLE_TILE], 1: []})
    after = state.apply(Launch(EXAMPLE_TILE, "cw", "COP"))
    assert after.phase == Moving(4, "ccw") and after.current_player == 0
    assert kinds(after) == ["launched", "rested", "hit", "nothing_to_drop"]


def test_a_remote_delivery_hits_too(arrange) -> None:
    state = arrange(ships={1: "THA"}, cargo={0: [EXAMPLE_TILE]})
    assert state.describe(Launch(EXAMPLE_TILE, "cw", "THA")) == (
        "Yellow launches E18 (4→Tharsis) clockwise to Tharsis: a remote delivery, hitting Purple!"
    )
    after = state.apply(Launch(EXAMPLE_TILE, "cw", "THA"))
    assert after.deliveries[0] == (EXAMPLE_TILE,)
    assert after.phase == Dropping((1,), 4, "ccw")


def test_a_launch_never_hits_the_launching_ship(arrange) -> None:
    # Around the three-stop Deimos orbit a 3 comes back to where it started.
    state = arrange(players=5, ships={0: "SWI", 1: "SWI"}, cargo={0: ["L28"]})
    assert Launch("L28", "cw", "SWI") in state.legal_actions()
    after = state.apply(Launch("L28", "cw", "SWI"))
    assert after.phase == Dropping((1,), 3, "ccw")


# -- II. Move ship ---------------------------------------------------------------------------


def test_the_ship_moves_its_value_in_cities_against_the_launch(arrange) -> None:
    state = arrange(cargo={0: ["S11", "S01"]}).apply("launch S11 cw OLY")
    assert state.phase == Moving(2, "ccw")
    assert state.legal_actions() == (Move("KIL"),)


def test_a_move_must_end_where_the_count_ends(arrange) -> None:
    state = arrange(cargo={0: [EXAMPLE_TILE]}).apply(Launch(EXAMPLE_TILE, "cw", "THA"))
    with pytest.raises(IllegalActionError, match="New York or Hamilton, not Copernicus"):
        state.apply(Move("COP"))


def test_ships_pass_and_share_cities_with_opponents(arrange) -> None:
    state = arrange(ships={1: "PLA", 2: "HAM"}, players=3, cargo={0: [EXAMPLE_TILE]})
    after = state.apply(Launch(EXAMPLE_TILE, "cw", "THA")).apply(Move("HAM"))
    assert after.ships == ("HAM", "PLA", "HAM")
    assert "hit" not in kinds(after)


# -- Direct deliveries -----------------------------------------------------------------------


def worked_example_move(arrange) -> JunkOrbitState:
    """Yellow launched the 4 to Tharsis and moves to Hamilton with two tiles for Hamilton."""
    state = arrange(cargo={0: [EXAMPLE_TILE, "E03", "E08", "S01"]}, junk={"HAM": ["L04"]})
    return state.apply(Launch(EXAMPLE_TILE, "cw", "THA")).apply(Move("HAM"))


def test_worked_example_direct_delivery_of_both_hamilton_tiles(arrange) -> None:
    state = worked_example_move(arrange)
    assert isinstance(state.phase, Delivering)
    assert set(state.legal_actions()) == {Deliver("E03"), Deliver("E08"), Collect()}
    done = state.apply(Deliver("E03")).apply(Deliver("E08"))
    assert set(done.deliveries[0]) == {EXAMPLE_TILE, "E03", "E08"}
    assert done.scores()[0] == 4 + TILES["E03"].value + TILES["E08"].value
    assert isinstance(done.phase, Launching) and done.active == 1, (
        "nothing left to deliver ends the turn"
    )
    assert "L04" in done.cargo[0], "then the junk in Hamilton is collected"


def test_delivering_is_the_players_choice(arrange) -> None:
    state = worked_example_move(arrange).apply(Deliver("E03")).apply(Collect())
    assert "E08" in state.cargo[0] and "E08" not in state.deliveries[0]


def test_only_tiles_for_the_landing_city_are_delivered(arrange) -> None:
    state = worked_example_move(arrange)
    with pytest.raises(IllegalActionError, match="cannot be delivered at Hamilton"):
        state.apply(Deliver("S01"))


def test_no_delivery_step_when_nothing_can_be_delivered(arrange) -> None:
    state = arrange(cargo={0: [EXAMPLE_TILE, "S01"]})
    after = state.apply(Launch(EXAMPLE_TILE, "cw", "THA")).apply(Move("NYC"))
    assert isinstance(after.phase, Launching) and after.active == 1
    with pytest.raises(IllegalActionError, match="not possible now"):
        after.apply(Collect())


# -- III. Collect junk -----------------------------------------------------------------------


def test_collect_takes_every_tile_in_the_city_then_refills_it_from_its_pile(arrange) -> None:
    state = arrange(
        cargo={0: [EXAMPLE_TILE]},
        junk={"NYC": ["M03", "L19", "S01"]},
        piles={"earth": ["E01", "E02"]},
    )
    after = state.apply(Launch(EXAMPLE_TILE, "cw", "THA")).apply(Move("NYC"))
    assert set(after.cargo[0]) >= {"M03", "L19", "S01"}
    assert after.junk_at("NYC") == ("E02",), "refilled with the top of the Earth pile"
    assert after.pile("earth") == ("E01",)
    assert kinds(after)[-2:] == ["collected", "refilled"]


@pytest.mark.parametrize(
    "players, start, tile, landing, pile",
    [
        (2, "KEP", "S01", "PLA", "moon"),  # a Moon city
        (2, "CAI", "S01", "KIL", "earth"),  # Kilimanjaro is an Earth city
        (2, "NOC", "S01", "OLY", "mars"),  # Olympus is a Mars city
        (4, "ELY", "S01", "BRA", "mars"),  # Bradbury is a Mars city
        (4, "HAL", "S01", "STI", "mars"),  # Phobos cities take Mars junk
        (5, "VOL", "S01", "SWI", "mars"),  # Deimos cities take Mars junk
    ],
)
def test_a_city_is_refilled_from_its_bodys_pile(
    arrange, players: int, start: str, tile: str, landing: str, pile: str
) -> None:
    # Launch a 1 one way, then the ship moves one city the other way onto ``landing``.
    state = arrange(players=players, ships={0: start}, cargo={0: [tile]})
    for launch in state.legal_actions():
        moved = state.apply(launch)
        if Move(landing) in moved.legal_actions():
            after = moved.apply(Move(landing))
            break
    else:
        raise AssertionError(f"no one-city move from {start} reaches {landing}")
    refill = after.junk_at(landing)
    assert len(refill) == 1 and TILES[refill[0]].source == pile


def test_turns_pass_to_the_next_seat_and_wrap_around(arrange) -> None:
    state = arrange(players=3, active=2, cargo={2: ["S05"]})
    after = state.apply("launch S05 cw TYC").apply("move PLA")
    assert after.active == 0 and after.turn == 1


# -- Empty cargo -----------------------------------------------------------------------------


def test_a_ship_with_an_empty_cargo_drifts_and_collects(arrange) -> None:
    state = arrange(cargo={0: []}, junk={"KEP": ["E01"]})
    assert state.legal_actions() == (Drift(),)
    after = state.apply(Drift())
    assert after.cargo[0] == ("E01",) and after.ships[0] == "KEP" and after.active == 1
    assert kinds(after)[0] == "drifted"


def test_drifting_is_only_for_an_empty_cargo(arrange) -> None:
    with pytest.raises(IllegalActionError, match="only for an empty cargo"):
        arrange(cargo={0: ["S01"]}).apply(Drift())
