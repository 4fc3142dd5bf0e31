"""The unit types: speed, fuel, price, bonuses, where they stand and how they move."""

from __future__ import annotations

import pytest
from belt import events_of, position

from junkspace import IllegalActionError
from junkspace.asteroid_belt import TYPES, Unit


@pytest.mark.parametrize(
    "kind, speed, fuel, price, attack, defence",
    [
        ("engineering", 2, 1, 10, 0, 0),
        ("assault", 4, 2, 20, 1, 1),
        ("recon", 2, 1, 20, 0, 0),
        ("elite", 3, 0, 40, 1, 1),
    ],
)
def test_unit_types_as_the_rules_list_them(
    kind: str, speed: int, fuel: int, price: int, attack: int, defence: int
) -> None:
    t = TYPES[kind]  # type: ignore[index]
    assert (t.speed, t.fuel, t.price, t.attack, t.defence) == (speed, fuel, price, attack, defence)


def _moves(kind: str, origin: str, **pieces: Unit) -> set[str]:
    state = position(pieces={origin: Unit(0, kind), **pieces}).apply(f"select {origin}")
    return {str(a).split()[1] for a in state.legal_actions() if str(a).startswith("move")}


@pytest.mark.parametrize(
    "kind, reach",
    [
        ("engineering", {"i3", "i4", "i6", "i7", "k6"}),
        ("recon", {"i3", "i4", "i6", "i7", "k6"}),
        ("assault", {"h2", "i2", "j2", "i3", "i4", "i6", "i7", "i8", "i9", "k6"}),
    ],
)
def test_each_unit_moves_up_to_its_speed_along_highways(kind: str, reach: set[str]) -> None:
    """From i5 on a vertical highway; k6 is the dock beyond the class-3 asteroid j6."""
    assert _moves(kind, "i5") == reach


def test_the_elite_moves_three_cells_over_open_space_too() -> None:
    reach = _moves("elite", "i5")
    assert {"f5", "l5", "i2", "i8", "g6", "h7"} <= reach
    assert not {"e5", "m5", "i1", "i9"} & reach, "four steps is too far"
    assert "h6" not in reach, "nothing stands on an asteroid"


def test_units_do_not_pass_through_other_pieces_but_cross_asteroids() -> None:
    """With b2 taken, the engineering on b3 goes round through the asteroid c3 to c2."""
    reach = _moves("engineering", "b3", b2=Unit(1, "engineering"))
    assert reach == {"c2", "b4", "b5"}
    assert "b1" not in reach, "b1 lies behind the unit on b2"


def test_portals_are_crossed_like_asteroids() -> None:
    """The elite on g11 reaches g13 only through the portal g12 (f12 is a shuttle lane)."""
    reach = _moves("elite", "g11")
    assert "g13" in reach and "g12" not in reach


@pytest.mark.parametrize("kind, fuel", [("engineering", 1), ("assault", 2), ("elite", 0)])
def test_a_move_costs_the_units_fuel_whatever_its_length(kind: str, fuel: int) -> None:
    far = "i7" if kind != "assault" else "i9"
    near = "i6"
    for dest in (near, far):
        state = position(pieces={"i5": Unit(0, kind)}).apply("select i5").apply(f"move {dest}")
        assert state.resources[0] == 30 - fuel
        assert events_of(state, "moved")[0]["fuel"] == fuel


def test_without_resources_only_the_elite_moves() -> None:
    state = position(
        pieces={"i5": Unit(0, "engineering"), "i3": Unit(0, "elite")}, resources=(0, 30)
    )
    assert not [a for a in state.apply("select i5").legal_actions() if str(a).startswith("move")]
    with pytest.raises(IllegalActionError, match="costs 1 resource"):
        state.apply("select i5").apply("move i6")
    assert [a for a in state.apply("select i3").legal_actions() if str(a).startswith("move")]


def test_one_unit_per_cell() -> None:
    state = position(pieces={"i5": Unit(0, "assault"), "i7": Unit(1, "engineering")})
    with pytest.raises(IllegalActionError, match="cannot reach i7"):
        state.apply("select i5").apply("move i7")


def test_ordinary_units_stay_on_highways() -> None:
    state = position(pieces={"i5": Unit(0, "assault")}).apply("select i5")
    with pytest.raises(IllegalActionError, match="highways only"):
        state.apply("move h5")


def test_a_unit_moves_once_and_attacks_once_in_either_order() -> None:
    # Attack first (a tie), then move; the orders end by themselves after both.
    state = position(pieces={"i5": Unit(0, "assault"), "i6": Unit(1, "engineering")}, dice=(3, 4))
    state = state.apply("select i5").apply("attack i6")
    legal = {str(a) for a in state.legal_actions()}
    assert "move i4" in legal and "attack i6" not in legal
    state = state.apply("move i4")
    assert state.piece_at("i4") == Unit(0, "assault", spent=True)
    assert "select i4" not in {str(a) for a in state.legal_actions()}, "spent for this turn"
    # Move first, then attack.
    state = position(pieces={"i3": Unit(0, "assault"), "i6": Unit(1, "engineering")}, dice=(6, 1))
    state = state.apply("select i3").apply("move i5")
    assert {str(a) for a in state.legal_actions()} == {"attack i6", "dismiss", "done"}
    state = state.apply("attack i6")
    assert state.piece_at("i6") is None and state.piece_at("i5") == Unit(0, "assault", True)


def test_orders_end_after_a_move_with_no_enemy_in_reach() -> None:
    state = position(pieces={"i3": Unit(0, "assault")}).apply("select i3").apply("move i5")
    assert state.phase.__class__.__name__ == "Commanding"
    assert state.piece_at("i5") == Unit(0, "assault", True)


def test_the_elite_keeps_its_orders_until_done() -> None:
    state = position(pieces={"i3": Unit(0, "elite")}).apply("select i3").apply("move i5")
    assert state.phase.__class__.__name__ == "Acting"
    assert state.apply("done").piece_at("i5") == Unit(0, "elite", True)


def test_spent_units_stand_up_again_when_the_turn_ends() -> None:
    state = position(pieces={"i3": Unit(0, "assault")}).apply("select i3").apply("move i5")
    state = state.apply("end")
    assert state.piece_at("i5") == Unit(0, "assault")


def test_an_own_unit_in_the_way_may_be_dismissed_to_repair() -> None:
    state = position(pieces={"b1": Unit(0, "engineering")}, reserve=[(0, 1, 0, 0), (0, 0, 0, 0)])
    assert not any(str(a) == "select a1 assault" for a in state.legal_actions()), (
        "the unit on b1 blocks the way out of the base"
    )
    with pytest.raises(IllegalActionError, match="way out is blocked"):
        state.apply("select a1 assault")
    state = state.apply("select b1").apply("dismiss")
    assert state.piece_at("b1") is None and state.repair[0][0] == 4
    assert "select a1 assault" in {str(a) for a in state.legal_actions()}
