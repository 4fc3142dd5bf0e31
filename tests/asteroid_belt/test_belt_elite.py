"""The elite: its three one-shot chips and the units it creates next to an own mine."""

from __future__ import annotations

import pytest
from belt import events_of, position, rock

from junkspace import IllegalActionError
from junkspace.asteroid_belt import Protecting, Site, Unit
from junkspace.asteroid_belt.units import BOX, KINDS


def _legal(state: object) -> set[str]:
    return {str(a) for a in state.legal_actions()}  # type: ignore[attr-defined]


def test_there_is_one_elite_per_faction() -> None:
    assert all(box[KINDS.index("elite")] == 1 for box in BOX)


def test_the_unconditional_attack_chip_wins_without_dice_for_any_unit() -> None:
    state = position(
        pieces={"i5": Unit(0, "engineering"), "i6": Unit(1, "assault"), "b2": Unit(0, "elite")}
    )
    state = state.apply("select i5").apply("strike i6")
    (fight,) = events_of(state, "attack")
    assert fight["sure"] and fight["result"] == "won" and "attack_die" not in fight.to_dict()
    assert state.piece_at("i6") is None
    assert state.chips[0] == ("protection", "teleport")
    assert "strike i6" not in _legal(position(pieces={"i5": Unit(0, "engineering")}))


def test_chips_work_only_while_the_elite_is_in_play() -> None:
    state = position(pieces={"i5": Unit(0, "engineering"), "i6": Unit(1, "assault")})
    state = state.apply("select i5")
    assert "attack i6" in _legal(state) and "strike i6" not in _legal(state)
    with pytest.raises(IllegalActionError, match="while the elite is in play"):
        state.apply("strike i6")


def test_the_owner_of_a_beaten_elite_may_protect_it() -> None:
    state = position(
        pieces={"i5": Unit(0, "assault"), "i6": Unit(1, "elite")}, dice=(6, 1), active=0
    )
    state = state.apply("select i5").apply("attack i6")
    assert isinstance(state.phase, Protecting) and state.current_player == 1
    assert _legal(state) == {"protect", "decline"}
    saved = state.apply("protect")
    assert saved.piece_at("i6") == Unit(1, "elite") and saved.chips[1] == ("attack", "teleport")
    assert saved.current_player == 0, "the attacker's turn goes on"
    lost = state.apply("decline")
    assert lost.piece_at("i6") is None and lost.chips[1] == ("attack", "protection", "teleport")


def test_protection_also_saves_the_elite_from_a_guard() -> None:
    state = position(pieces={"d2": Unit(0, "elite")}, dice=(6, 1))
    state = state.apply("target c3").apply("end").apply("guard c2").apply("attack d2")
    assert isinstance(state.phase, Protecting) and state.current_player == 0
    state = state.apply("protect")
    assert state.piece_at("d2") == Unit(0, "elite")
    assert state.active == 1 and state.current_player == 1, "then Orange's turn begins"


def test_without_the_chip_a_beaten_elite_goes_to_repair() -> None:
    state = position(
        pieces={"i5": Unit(0, "assault"), "i6": Unit(1, "elite")},
        dice=(6, 1),
        chips=[("attack", "protection", "teleport"), ("attack",)],
    )
    state = state.apply("select i5").apply("attack i6")
    assert state.piece_at("i6") is None and state.current_player == 0


def test_the_teleportation_chip_moves_the_elite_to_any_free_cell() -> None:
    state = position(pieces={"b2": Unit(0, "elite"), "w2": Unit(1, "engineering")})
    state = state.apply("select b2")
    assert {"teleport w6", "teleport n8"} <= _legal(state)
    assert not {"teleport w2", "teleport e5", "teleport m8"} & _legal(state), (
        "taken, a shuttle lane, an asteroid"
    )
    state = state.apply("teleport n8")
    assert state.piece_at("n8") == Unit(0, "elite") and state.resources[0] == 30
    assert "teleport" not in state.chips[0]
    assert not any(a.startswith(("move", "teleport")) for a in _legal(state)), "it has moved"


def test_a_teleport_next_to_a_flag_builds_the_mine() -> None:
    state = position(pieces={"b2": Unit(0, "elite")}, sites={"m8": Site(flag=True)})
    state = state.apply("select b2").apply("teleport m7")
    assert state.sites[rock("m8")] == Site(owner=0)


def test_the_chips_come_back_when_the_elite_is_rebuilt() -> None:
    state = position(chips=[(), ()], resources=(40, 30))
    state = state.apply("buy elite")
    assert state.reserve[0][KINDS.index("elite")] == 1
    assert state.chips[0] == ("attack", "protection", "teleport")


@pytest.mark.parametrize(
    "seat, kind, price, ready",
    [(0, "recon", 17, True), (1, "assault", 17, False), (2, "engineering", 8, True)],
)
def test_an_elite_next_to_an_own_mine_creates_its_factions_unit(
    seat: int, kind: str, price: int, ready: bool
) -> None:
    state = position(
        3,
        pieces={"d3": Unit(seat, "elite")},
        sites={"c3": Site(owner=seat)},
        active=seat,
        dice=(1,),
    )
    state = state.apply("select d3")
    assert {"create b2", "create c2", "create d2", "create b3", "create b4"} <= _legal(state)
    state = state.apply("create c2")
    assert state.piece_at("c2") == Unit(seat, kind, spent=not ready)
    assert state.resources[seat] == 30 - price
    assert not any(a.startswith("create") for a in _legal(state)), "one creation per turn"
    assert ("select c2" in _legal(state.apply("done"))) == ready


def test_the_green_elite_creates_two_engineers_on_a_die_of_4_to_6() -> None:
    start = position(
        3, pieces={"d3": Unit(2, "elite")}, sites={"c3": Site(owner=2)}, active=2, dice=(4,)
    )
    state = start.apply("select d3").apply("create c2")
    assert events_of(state, "created")[0]["die"] == 4
    assert {a for a in _legal(state)} == {"create b2", "create d2", "create b3", "create b4"}
    state = state.apply("create b4")
    assert state.piece_at("b4") == Unit(2, "engineering") and state.resources[2] == 30 - 16
    assert state.phase.__class__.__name__ == "Acting", "the elite's orders resume"
    single = position(
        3, pieces={"d3": Unit(2, "elite")}, sites={"c3": Site(owner=2)}, active=2, dice=(3,)
    )
    single = single.apply("select d3").apply("create c2")
    assert not any(a.startswith("create") for a in _legal(single))


def test_the_elite_creates_only_next_to_a_mine_not_its_base() -> None:
    state = position(pieces={"b2": Unit(0, "elite")}).apply("select b2")
    assert not any(a.startswith("create") for a in _legal(state))
    with pytest.raises(IllegalActionError, match="next to an own mine"):
        state.apply("create c2")
