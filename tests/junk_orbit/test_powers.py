"""The ship powers: the house variant (not from the rule book), one power per ship.

Positions are arranged with the ``arrange`` fixture (tests/junk_orbit/conftest.py); seat 0 is
Yellow, 1 Purple, 2 Green, 3 Orange, 4 Pink. Each power is checked with the variant on, for
the ship that has it and for a ship that does not, and with the variant off.
"""

from __future__ import annotations

import json

import pytest

import junkspace
from junkspace import GameRecord, IllegalActionError, InvalidStateError
from junkspace.junk_orbit import OPTIONS, POWERS, Drop, Dropping, Launch, Move, Moving

# E02 is a 2 for Tycho: launched clockwise from Kepler it stops at Olympus, next to Tycho.
NEAR_MISS = Launch("E02", "cw", "OLY")


def kinds(state: junkspace.GameState) -> list[str]:
    return [event.kind for event in state.events]


# -- the option -----------------------------------------------------------------------------


def test_the_variant_is_off_by_default_and_says_it_is_not_from_the_text() -> None:
    (option,) = OPTIONS
    assert option.name == "ship_powers" and option.default is False
    assert option.choices == (False, True), "a tick box in the New game form"
    assert "NOT from the original rules" in option.help
    assert junkspace.new_game("junk_orbit", players=2, seed=1).options == {"ship_powers": False}
    with pytest.raises(ValueError, match="ship_powers"):
        junkspace.new_game("junk_orbit", players=2, ship_powers="yes")


def test_five_ships_five_powers() -> None:
    assert len(POWERS) == len(junkspace.junk_orbit.SEAT_NAMES) == 5
    assert len({power.name for power in POWERS}) == 5


def test_the_variant_is_saved_loaded_and_replayed() -> None:
    state = junkspace.new_game("junk_orbit", players=3, seed=4, ship_powers=True)
    loaded = junkspace.from_json(state.to_json())
    assert loaded == state and loaded.options == {"ship_powers": True}
    record = GameRecord.start("junk_orbit", players=3, seed=4, ship_powers=True)
    record = record.play(record.state.legal_actions()[0])
    assert GameRecord.from_json(record.to_json()).state.options == {"ship_powers": True}


def test_a_save_from_before_the_variant_loads_as_the_basic_game() -> None:
    data = json.loads(junkspace.new_game("junk_orbit", players=2, seed=1).to_json())
    del data["state"]["ship_powers"]
    assert junkspace.from_json(json.dumps(data)).options == {"ship_powers": False}


def test_a_bad_ship_powers_field_is_named() -> None:
    data = json.loads(junkspace.new_game("junk_orbit", players=2, seed=1).to_json())
    data["state"]["ship_powers"] = "yes"
    with pytest.raises(InvalidStateError, match=r"state\.ship_powers"):
        junkspace.from_json(json.dumps(data))


# -- Yellow: guided junk ----------------------------------------------------------------------


def test_yellows_guided_junk_is_delivered_next_to_its_destination(arrange) -> None:
    state = arrange(cargo={0: ["E02", "S01"]}, ship_powers=True)
    assert "next to Tycho (guided junk)" in state.describe(NEAR_MISS)
    after = state.apply(NEAR_MISS)
    assert after.deliveries[0] == ("E02",)
    assert "E02" not in after.junk_at("OLY")
    (event,) = [e for e in after.events if e.kind == "remote_delivery"]
    assert (
        after.narrate(event)
        == "Remote delivery (guided junk, next to Tycho)! E02 scores 2 for Yellow."
    )


def test_guided_junk_steers_light_tiles_only(arrange) -> None:
    # E11 is a 3 for Olympus; from Kepler it can stop three cities clockwise at Hamilton,
    # next to Olympus.
    state = arrange(cargo={0: ["E11", "S01"]}, ship_powers=True)
    after = state.apply(Launch("E11", "cw", "HAM"))
    assert after.deliveries[0] == () and "E11" in after.junk_at("HAM")


@pytest.mark.parametrize(("active", "powers"), [(1, True), (0, False)], ids=["purple", "off"])
def test_without_guided_junk_a_near_miss_rests(arrange, active: int, powers: bool) -> None:
    state = arrange(active=active, cargo={active: ["E02", "S01"]}, ship_powers=powers)
    after = state.apply(NEAR_MISS)
    assert after.deliveries[active] == ()
    assert "E02" in after.junk_at("OLY") and "remote_delivery" not in kinds(after)


# -- Purple: armoured hold -------------------------------------------------------------------


def test_purples_armoured_hold_drops_cargo_only(arrange) -> None:
    state = arrange(
        ships={1: "COP"}, cargo={0: ["E18"], 1: ["S03"]}, deliveries={1: ["E02"]}, ship_powers=True
    )
    state = state.apply(Launch("E18", "cw", "COP"))
    assert state.phase == Dropping((1,), 4, "ccw")
    assert state.legal_actions() == (Drop("S03"),)
    with pytest.raises(IllegalActionError, match="armoured hold keeps the deliveries safe"):
        state.apply(Drop("E02"))
    assert "deliveries are safe" in state.status()


def test_an_armoured_hold_with_an_empty_cargo_drops_nothing(arrange) -> None:
    state = arrange(
        ships={1: "COP"}, cargo={0: ["E18"], 1: []}, deliveries={1: ["E02"]}, ship_powers=True
    )
    after = state.apply(Launch("E18", "cw", "COP"))
    assert kinds(after)[-2:] == ["hit", "nothing_to_drop"]
    assert after.phase == Moving(4, "ccw") and after.deliveries[1] == ("E02",)


def test_other_ships_and_the_basic_game_drop_deliveries_too(arrange) -> None:
    basic = arrange(ships={1: "COP"}, cargo={0: ["E18"], 1: []}, deliveries={1: ["E02"]})
    assert basic.apply(Launch("E18", "cw", "COP")).legal_actions() == (Drop("E02"),)
    yellow = arrange(
        active=1,
        ships={0: "COP"},
        cargo={1: ["E18"], 0: []},
        deliveries={0: ["E02"]},
        ship_powers=True,
    )
    assert yellow.apply(Launch("E18", "cw", "COP")).legal_actions() == (Drop("E02"),)


# -- Green: afterburner ----------------------------------------------------------------------


def test_greens_afterburner_moves_one_city_more_if_wanted(arrange) -> None:
    state = arrange(players=3, active=2, cargo={2: ["S11", "S01"]}, ship_powers=True)
    state = state.apply("launch S11 cw OLY")
    assert state.legal_actions() == (Move("KIL"), Move("CAI"), Move("COP"))
    assert state.status() == (
        "Green to move the ship 2 or 3 cities counter-clockwise (afterburner)."
    )
    with pytest.raises(IllegalActionError, match="afterburner"):
        state.apply("move TYC")
    after = state.apply("move COP")
    (moved,) = [e for e in after.events if e.kind == "moved"]
    assert (moved["value"], moved["sense"]) == (3, "ccw"), "the ship glides the way it went"
    assert after.ships[2] == "COP"


def test_the_afterburner_does_not_push_a_heavy_launch(arrange) -> None:
    state = arrange(players=3, active=2, cargo={2: ["E18", "S01"]}, ship_powers=True)
    state = state.apply(Launch("E18", "cw", "THA"))
    assert state.legal_actions() == (Move("NYC"), Move("HAM"))
    assert (
        state.status() == "Green to move the ship 4 cities counter-clockwise (against the launch)."
    )


@pytest.mark.parametrize(("active", "powers"), [(0, True), (2, False)], ids=["yellow", "off"])
def test_without_the_afterburner_the_move_is_exact(arrange, active: int, powers: bool) -> None:
    state = arrange(players=3, active=active, cargo={active: ["S11", "S01"]}, ship_powers=powers)
    assert state.apply("launch S11 cw OLY").legal_actions() == (Move("KIL"),)


# -- Orange: retro thrusters -----------------------------------------------------------------


def test_oranges_retro_thrusters_move_either_way(arrange) -> None:
    state = arrange(players=4, active=3, cargo={3: ["S11", "S01"]}, ship_powers=True)
    state = state.apply("launch S11 cw OLY")
    assert state.legal_actions() == (Move("KIL"), Move("OLY"))
    assert state.status() == "Orange to move the ship 2 cities either way (retro thrusters)."
    after = state.apply("move OLY")
    (moved,) = [e for e in after.events if e.kind == "moved"]
    assert (moved["value"], moved["sense"]) == (2, "cw")


@pytest.mark.parametrize(("active", "powers"), [(1, True), (3, False)], ids=["purple", "off"])
def test_without_retro_thrusters_the_ship_moves_against_the_launch(
    arrange, active: int, powers: bool
) -> None:
    state = arrange(players=4, active=active, cargo={active: ["S11", "S01"]}, ship_powers=powers)
    assert state.apply("launch S11 cw OLY").legal_actions() == (Move("KIL"),)


# -- Pink: salvage claws ---------------------------------------------------------------------


def test_pinks_salvage_claws_catch_the_dropped_tile(arrange) -> None:
    state = arrange(
        players=5, active=4, ships={1: "COP"}, cargo={4: ["E18"], 1: ["S03"]}, ship_powers=True
    )
    state = state.apply(Launch("E18", "cw", "COP"))
    assert state.describe(Drop("S03")) == (
        "Purple drops S03 (starter 1) from their cargo into Pink's cargo (salvage claws)."
    )
    after = state.apply(Drop("S03"))
    assert "S03" not in after.junk_at("COP") and after.cargo[1] == ()
    assert after.phase == Moving(4, "ccw") and "S03" in after.cargo[4]
    (event,) = [e for e in after.events if e.kind == "salvaged"]
    assert (
        after.narrate(event)
        == "Pink's salvage claws caught S03, dropped by Purple, into the cargo."
    )


@pytest.mark.parametrize(("active", "powers"), [(0, True), (4, False)], ids=["yellow", "off"])
def test_without_salvage_claws_the_dropped_tile_rests(arrange, active: int, powers: bool) -> None:
    state = arrange(
        players=5,
        active=active,
        ships={1: "COP"},
        cargo={active: ["E18"], 1: ["S03"]},
        ship_powers=powers,
    )
    after = state.apply(Launch("E18", "cw", "COP")).apply(Drop("S03"))
    assert "S03" in after.junk_at("COP") and "S03" not in after.cargo[active]
