"""Capturing asteroids: Target chip, guards commanded by the next player, Flag, Mine, rewards."""

from __future__ import annotations

import pytest
from belt import F1_CROWDED, events_of, position, rock

from junkspace import IllegalActionError
from junkspace.asteroid_belt import Guard, Guarding, Site, Unit, cell


def test_whole_capture_flow() -> None:
    """Target, guards set up by the next player, fight, Flag, Mine, rewards and a fresh buy."""
    # Dice: guard 3 vs assault 3 (a tie), then the assault 5 vs the guard 2.
    state = position(
        pieces={"b2": Unit(0, "assault"), "e2": Unit(0, "engineering")}, dice=(3, 3, 5, 2)
    )
    # 1-2. A unit within two cells of the asteroid: Purple puts its Target chip on it.
    state = state.apply("target c3")
    assert state.sites[rock("c3")] == Site(target=0, waiting=("assault",))
    # 3. After Purple's turn, the next player (Orange) sets up the asteroid's guards.
    state = state.apply("end")
    assert state.current_player == 1 and state.active == 0
    assert "set up its assault guard" in state.status()
    state = state.apply("guard c2")
    assert state.piece_at("c2") == Guard("assault", rock("c3"))
    # 4. The guard attacks Purple's unit in its reach (it could move first, see
    # test_belt_guards.py); a tie leaves everything in place.
    assert [str(a) for a in state.legal_actions() if str(a).startswith("attack")] == ["attack b2"]
    state = state.apply("attack b2")
    (fight,) = events_of(state, "attack")
    assert (fight["attack_die"], fight["defence_die"], fight["result"]) == (3, 3, "tie")
    assert state.piece_at("b2") == Unit(0, "assault") and state.piece_at("c2") is not None
    # 6. Everything stays until Purple's turn; Orange plays its own turn meanwhile.
    assert state.current_player == 1 and state.phase.__class__.__name__ == "Commanding"
    state = state.apply("end")
    # Purple's assault beats the guard: 5. the Target becomes a Flag.
    state = state.apply("select b2").apply("attack c2")
    assert state.piece_at("c2") is None
    assert state.sites[rock("c3")] == Site(flag=True)
    assert state.points(0) == 0, "a Flag earns nothing yet"
    # 7. A unit moving next to the Flag builds the Mine: 2 points and 25 resources.
    money = state.resources[0]
    state = state.apply("done").apply("select e2").apply("move d2")
    assert state.sites[rock("c3")] == Site(owner=0)
    assert state.points(0) == 2
    assert state.resources[0] == money - 1 + 25
    (built,) = events_of(state, "mine_built")
    assert (built["points"], built["resources"]) == (2, 25)
    # The mine's resources may buy units next to it, as far as they go (25 here).
    buys = {str(a) for a in state.legal_actions() if str(a).startswith("buy")}
    assert {"buy engineering c2", "buy assault b3", "buy recon b4"} <= buys
    state = state.apply("buy assault c2")
    assert state.piece_at("c2") == Unit(0, "assault")
    assert not any(str(a).startswith("buy recon b") for a in state.legal_actions()), (
        "only 5 of the mine's 25 resources are left for units next to it"
    )
    assert "buy recon" in {str(a) for a in state.legal_actions()}, "the base still builds"


def test_a_competitor_may_claim_a_flag() -> None:
    # The guard (2+1) loses against Purple's engineering (4): the Flag appears during the
    # guard step, and Orange, whose turn comes next, moves next to it first.
    state = position(pieces={"b2": Unit(0, "engineering"), "f2": Unit(1, "assault")}, dice=(2, 4))
    state = state.apply("target c3").apply("end").apply("guard c2").apply("attack b2")
    assert state.sites[rock("c3")].flag and state.active == 1
    state = state.apply("select f2").apply("move d2")
    assert state.sites[rock("c3")] == Site(owner=1)
    assert state.points(1) == 2 and state.points(0) == 0


def test_a_unit_already_next_to_the_flag_must_move_to_claim_it() -> None:
    state = position(pieces={"b2": Unit(0, "engineering")}, sites={"c3": Site(flag=True)})
    assert state.sites[rock("c3")].flag
    state = state.apply("select b2").apply("move b3")
    assert state.sites[rock("c3")] == Site(owner=0)


@pytest.mark.parametrize(
    "where, kind, in_reach",
    [
        ("e2", "engineering", True),  # two columns across, one row up
        ("b5", "engineering", True),  # two rows down, one column across
        ("d4", "elite", True),  # diagonally next to it, on open space
        ("f2", "engineering", False),  # three columns across
        ("b6", "engineering", False),  # three rows down
    ],
)
def test_a_target_needs_a_unit_within_two_cells_diagonals_included(
    where: str, kind: str, in_reach: bool
) -> None:
    state = position(pieces={where: Unit(0, kind)})
    assert ("target c3" in {str(a) for a in state.legal_actions()}) == in_reach
    if not in_reach:
        with pytest.raises(IllegalActionError, match="within two cells"):
            state.apply("target c3")


def test_a_target_chip_replaces_another_players() -> None:
    state = position(
        pieces={"b2": Unit(0, "engineering")}, sites={"c3": Site(target=1, waiting=("assault",))}
    )
    state = state.apply("target c3")
    assert state.sites[rock("c3")].target == 0
    assert events_of(state, "targeted")[0]["replaced"] == 1


@pytest.mark.parametrize(
    "site, rule",
    [
        (Site(owner=1), "never lost"),
        (Site(flag=True), "move a unit next to its Flag"),
        (Site(target=0, waiting=("assault",)), "already on c3"),
    ],
)
def test_mines_flags_and_own_targets_cannot_be_targeted(site: Site, rule: str) -> None:
    state = position(pieces={"b2": Unit(0, "engineering")}, sites={"c3": site})
    with pytest.raises(IllegalActionError, match=rule):
        state.apply("target c3")


def test_a_base_cannot_be_targeted_but_an_empty_corner_can() -> None:
    two = position(pieces={"b15": Unit(0, "engineering"), "w2": Unit(0, "engineering")})
    legal = {str(a) for a in two.legal_actions()}
    assert "target a16" in legal, "Green's corner is an ordinary class-5 asteroid at two"
    assert "target x1" not in legal
    three = position(3, pieces={"b15": Unit(0, "engineering")})
    assert "target a16" not in {str(a) for a in three.legal_actions()}


def test_the_next_player_chooses_which_invader_a_guard_attacks() -> None:
    state = position(pieces={"b2": Unit(0, "engineering"), "d2": Unit(0, "recon")}, dice=(6, 1))
    state = state.apply("target c3").apply("end").apply("guard c2")
    attacks = [str(a) for a in state.legal_actions() if str(a).startswith("attack")]
    assert attacks == ["attack b2", "attack d2"]
    state = state.apply("attack d2")
    assert state.piece_at("d2") is None and state.repair[0][2] == 4  # the recon went to repair
    assert state.piece_at("b2") == Unit(0, "engineering")


def test_guards_attack_only_the_targeting_players_units() -> None:
    state = position(pieces={"e1": Unit(0, "elite"), "b2": Unit(1, "engineering")}, dice=())
    state = state.apply("target c3").apply("end").apply("guard c2")
    # Orange's own unit next to the guard is no invader, and Purple's elite on e1 is out of
    # reach even from the far side of the guard area (d2 is next to e2, not e1).
    assert state.active == 1 and state.phase.__class__.__name__ == "Commanding"


def test_guards_are_set_up_once_and_attack_again_after_each_turn_of_the_invader() -> None:
    state = position(pieces={"e2": Unit(0, "engineering")}, dice=(1, 2))
    state = state.apply("target c3").apply("end").apply("guard d2")
    # d2 is next to e2: the guard attacks at once (a tie).
    state = state.apply("attack e2")
    state = state.apply("end")  # Orange's turn
    assert state.piece_at("d2") == Guard("assault", rock("c3"))
    state = state.apply("end")  # Purple's turn, then the guards answer again
    assert isinstance(state.phase, Guarding) and state.current_player == 1
    assert state.sites[rock("c3")].waiting == (), "guards are set up once"


def test_guards_wait_when_there_is_no_room_next_to_the_asteroid() -> None:
    state = position(pieces=F1_CROWDED).apply("target f1").apply("end")
    assert events_of(state, "guards_wait")
    assert state.active == 1, "no guard could be set up: Orange's turn begins"
    assert state.sites[rock("f1")] == Site(target=0, waiting=("engineering",))
    assert not state.sites[rock("f1")].flag, "waiting guards are not beaten guards"


def test_any_faction_may_beat_the_last_guard() -> None:
    state = position(
        pieces={"c2": Guard("assault", rock("c3")), "d2": Unit(1, "assault")},
        sites={"c3": Site(target=0)},
        active=1,
        dice=(6, 1),
    )
    state = state.apply("select d2").apply("attack c2")
    assert state.sites[rock("c3")] == Site(flag=True)


def test_a_mine_is_never_lost() -> None:
    state = position(
        pieces={"b2": Unit(0, "engineering"), "c2": Unit(1, "assault")},
        sites={"c3": Site(owner=0)},
        active=1,
        dice=(6, 1),
    )
    state = state.apply("select c2").apply("attack b2").apply("move b3")
    assert state.piece_at("b2") is None and state.piece_at("b3") == Unit(1, "assault", True)
    assert state.sites[rock("c3")] == Site(owner=0) and state.points(0) == 2
    assert "target c3" not in {str(a) for a in state.legal_actions()}


def test_the_hard_game_takes_five_off_a_mines_resources() -> None:
    state = position(
        pieces={"b2": Unit(0, "engineering")}, sites={"c3": Site(flag=True)}, hard=True
    )
    state = state.apply("select b2").apply("move b3")
    assert events_of(state, "mine_built")[0]["resources"] == 20
    assert state.resources[0] == 30 - 1 + 20


def test_units_near_a_mine_only_in_the_turn_it_is_built() -> None:
    state = position(pieces={"b2": Unit(0, "engineering")}, sites={"c3": Site(flag=True)})
    state = state.apply("select b2").apply("move b3")
    assert "buy engineering c2" in {str(a) for a in state.legal_actions()}
    state = state.apply("end")
    state = state.apply("end")  # Orange
    assert not any(
        str(a).startswith("buy") and str(a).count(" ") == 2 for a in state.legal_actions()
    )
    with pytest.raises(IllegalActionError, match="next to a mine built this turn"):
        state.apply("buy engineering c2")


def test_only_the_guards_cell_ring_takes_guards() -> None:
    state = position(pieces={"e2": Unit(0, "engineering")}).apply("target c3").apply("end")
    with pytest.raises(IllegalActionError, match="next to its asteroid c3"):
        state.apply("guard e3")
    assert cell("e3") not in {cell(str(a).split()[1]) for a in state.legal_actions()}
