"""Shuttles: activation next to class-3 asteroids, loading, sailing by a die, portals, raids."""

from __future__ import annotations

import pytest
from belt import events_of, position

from junkspace import IllegalActionError, new_game
from junkspace.asteroid_belt import PORTALS, Shuttle, Site, Unit, name


def _legal(state: object) -> set[str]:
    return {str(a) for a in state.legal_actions()}  # type: ignore[attr-defined]


def test_a_shuttle_is_activated_next_to_a_class_3_asteroid_for_3_resources() -> None:
    """i5 to k6 is three steps across the asteroid j6: one more than the engineering's speed."""
    state = position(pieces={"i5": Unit(0, "engineering")}).apply("select i5")
    assert "move k6" in _legal(state)
    state = state.apply("move k6")
    assert state.piece_at("k6") == Shuttle((Unit(0, "engineering", True),))
    assert state.resources[0] == 30 - 1 - 3
    assert events_of(state, "shuttle_activated")[0]["paid"] == 3


def test_activation_is_free_next_to_an_own_class_3_mine() -> None:
    state = position(pieces={"i5": Unit(0, "engineering")}, sites={"j6": Site(owner=0)})
    state = state.apply("select i5").apply("move k6")
    assert state.resources[0] == 30 - 1


def test_activation_needs_the_resources() -> None:
    state = position(pieces={"i5": Unit(0, "engineering")}, resources=(3, 30))
    assert "move k6" not in _legal(state.apply("select i5"))


def test_activation_needs_a_shuttle_left_in_the_box() -> None:
    full = Shuttle((Unit(1, "engineering"),))
    pieces = {"e5": full, "t5": full, "n12": full, "u13": full, "i5": Unit(0, "engineering")}
    state = position(pieces=pieces).apply("select i5")
    assert state.shuttles_left() == 0 and "move k6" not in _legal(state)


def test_units_load_into_their_own_shuttle_with_room() -> None:
    ours = Shuttle((Unit(0, "assault"),))
    state = position(pieces={"i5": Unit(0, "engineering"), "k6": ours}).apply("select i5")
    state = state.apply("move k6")
    riders = state.piece_at("k6").passengers  # type: ignore[union-attr]
    assert [u.kind for u in riders] == ["engineering", "assault"]
    assert state.resources[0] == 29, "loading into a shuttle costs only the move"


@pytest.mark.parametrize(
    "shuttle",
    [
        Shuttle((Unit(0, "assault"), Unit(0, "recon"), Unit(0, "engineering"))),
        Shuttle((Unit(1, "assault"),)),
    ],
    ids=["full", "another-factions"],
)
def test_a_shuttle_holds_three_units_of_one_faction(shuttle: Shuttle) -> None:
    state = position(pieces={"i5": Unit(0, "engineering"), "k6": shuttle})
    assert "move k6" not in _legal(state.apply("select i5"))


def test_the_shuttles_speed_is_a_die() -> None:
    ours = Shuttle((Unit(0, "assault"),))
    state = position(pieces={"e7": ours}, dice=(2,), cargo=3).apply("select e7")
    assert events_of(state, "shuttle_rolled")[0]["die"] == 2
    assert {a for a in _legal(state) if a.startswith("move")} == {"move e5", "move e6"}
    state = state.apply("move e5")
    assert state.piece_at("e5") == Shuttle((Unit(0, "assault"),), spent=True)
    assert state.resources[0] == 30, "sailing costs nothing"


def test_a_shuttle_passes_through_portals() -> None:
    """Rolling 4 from e7: e6, e5, the portal e4, and out of any portal."""
    ours = Shuttle((Unit(0, "assault"),))
    state = position(pieces={"e7": ours}, dice=(4,)).apply("select e7")
    outs = {a.split()[1] for a in _legal(state) if a.startswith("move")}
    assert outs == {"e5", "e6", "t5", "n6", "f12", "n12", "u12"}
    with pytest.raises(IllegalActionError, match="rolled 4"):
        state.apply("move m6")


def test_units_unload_one_step_further_than_their_speed() -> None:
    ours = Shuttle((Unit(0, "assault"),))
    state = position(pieces={"k6": ours}).apply("select k6 assault")
    reach = {a.split()[1] for a in _legal(state)}
    assert {"i6", "i3", "i9"} <= reach and "i2" not in reach
    state = state.apply("move i3")
    assert state.piece_at("k6") is None, "an empty shuttle leaves the board"
    assert events_of(state, "shuttle_left") and state.resources[0] == 28
    assert state.shuttles_left() == 4


def test_a_unit_that_boarded_this_turn_cannot_unload_again() -> None:
    state = position(pieces={"i5": Unit(0, "engineering")}).apply("select i5").apply("move k6")
    assert "select k6 engineering" not in _legal(state)


def test_the_shuttle_carries_its_units_and_they_may_unload_after() -> None:
    ours = Shuttle((Unit(0, "engineering"),))
    state = position(pieces={"e7": ours}, dice=(6,)).apply("select e7").apply("move u12")
    assert "select u12 engineering" in _legal(state)
    state = state.apply("select u12 engineering")
    assert "move w12" in _legal(state), "u12, v12 (the asteroid), w12"


def test_units_in_a_shuttle_do_not_target_asteroids() -> None:
    ours = Shuttle((Unit(0, "engineering"),))
    state = position(pieces={"k6": ours})
    assert not any(a.startswith("target") for a in _legal(state))


@pytest.mark.parametrize(
    "die, riders, result, reward",
    [
        (1, 1, "lost", 0),
        (1, 3, "lost", 0),
        (2, 1, "lost", 0),
        (2, 2, "escaped", 0),
        (2, 3, "escaped", 0),
        (3, 1, "escaped", 0),
        (4, 2, "escaped", 0),
        (5, 1, "plundered", 30),
        (6, 3, "plundered", 40),
    ],
)
def test_the_cargo_shuttle_raid_table(die: int, riders: int, result: str, reward: int) -> None:
    """From e5, next to the portal e4 where the cargo shuttle waits; dice: speed, raid, jump."""
    crew = (Unit(0, "engineering"), Unit(0, "assault"), Unit(0, "recon"))[:riders]
    start = position(pieces={"e5": Shuttle(crew)}, cargo=0, dice=(1, die, 4))
    state = start.apply("select e5").apply("raid")
    (raid,) = events_of(state, "raid")
    assert (raid["die"], raid["result"], raid["reward"]) == (die, result, reward)
    assert state.resources[0] == 30 + reward
    assert (state.piece_at("e5") is None) == (result == "lost")
    if result == "lost":
        assert sum(state.repair[0]) == sum(start.repair[0]) + riders
    assert state.cargo == 3, "the cargo shuttle changes portal after every raid"


def test_the_cargo_shuttle_always_jumps_to_another_portal() -> None:
    """A jump die naming the same portal is rolled again."""
    crew = (Unit(0, "engineering"), Unit(0, "assault"))
    state = position(pieces={"e5": Shuttle(crew)}, cargo=0, dice=(1, 3, 1, 1, 6))
    state = state.apply("select e5").apply("raid")
    assert state.cargo == 5 and events_of(state, "cargo_jumped")[0]["die"] == 6


def test_the_hard_game_takes_five_off_the_cargo() -> None:
    crew = (Unit(0, "engineering"),)
    state = position(pieces={"e5": Shuttle(crew)}, cargo=0, dice=(1, 6, 2), hard=True)
    state = state.apply("select e5").apply("raid")
    assert events_of(state, "raid")[0]["reward"] == 35


def test_a_raid_needs_the_cargo_shuttle_next_to_your_shuttle() -> None:
    crew = (Unit(0, "engineering"),)
    state = position(pieces={"e6": Shuttle(crew)}, cargo=0, dice=(1,)).apply("select e6")
    assert "raid" not in _legal(state)
    with pytest.raises(IllegalActionError, match="next to that portal"):
        state.apply("raid")


def test_a_die_places_the_cargo_shuttle_at_the_start() -> None:
    state = new_game("asteroid_belt", players=2, seed=9)
    (placed,) = state.events
    assert placed.kind == "cargo_placed"
    assert placed["portal"] == name(PORTALS[placed["die"] - 1]) == name(PORTALS[state.cargo])
