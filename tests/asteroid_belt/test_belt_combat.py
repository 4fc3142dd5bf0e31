"""Combat: a die each, bonuses added, higher wins, the loser to repair, a tie leaves both."""

from __future__ import annotations

import pytest
from belt import events_of, position, rock

from junkspace import IllegalActionError
from junkspace.asteroid_belt import Guard, Shuttle, Site, Unit, cell
from junkspace.asteroid_belt.board import HIGHWAY, TERRAIN
from junkspace.asteroid_belt.units import KINDS


@pytest.mark.parametrize(
    "attacker, defender, dice, totals, result",
    [
        ("engineering", "engineering", (4, 3), (4, 3), "won"),
        ("engineering", "engineering", (2, 5), (2, 5), "lost"),
        ("engineering", "engineering", (3, 3), (3, 3), "tie"),
        ("assault", "engineering", (3, 4), (4, 4), "tie"),  # +1 to attack
        ("engineering", "assault", (4, 3), (4, 4), "tie"),  # +1 to defence
        ("elite", "assault", (5, 5), (6, 6), "tie"),
        ("assault", "recon", (3, 4), (4, 4), "tie"),  # no defence bonus for reconnaissance
        ("recon", "engineering", (6, 2), (6, 2), "won"),
    ],
)
def test_each_side_rolls_a_die_and_adds_its_bonus(
    attacker: str, defender: str, dice: tuple[int, int], totals: tuple[int, int], result: str
) -> None:
    start = position(pieces={"i5": Unit(0, attacker), "i6": Unit(1, defender)}, dice=dice)
    state = start.apply("select i5").apply("attack i6")
    (fight,) = events_of(state, "attack")
    assert (fight["attack_die"], fight["defence_die"]) == dice
    assert (
        fight["attack_die"] + fight["attack_bonus"],
        fight["defence_die"] + fight["defence_bonus"],
    ) == totals
    assert fight["result"] == result
    loser = {"won": "i6", "lost": "i5", "tie": None}[result]
    for where, seat, kind in (("i5", 0, attacker), ("i6", 1, defender)):
        before = start.repair[seat][KINDS.index(kind)]
        after = state.repair[seat][KINDS.index(kind)]
        if where == loser:
            assert state.piece_at(where) is None and after == before + 1
        else:
            assert state.piece_at(where) is not None and after == before


@pytest.mark.parametrize(
    "kind, target, reachable",
    [
        ("engineering", "i6", True),
        ("engineering", "j4", False),  # diagonal
        ("engineering", "i3", False),  # two cells away
        ("assault", "h5", True),
        ("elite", "j5", True),
        ("elite", "h4", False),
        ("recon", "j4", True),  # diagonally close
        ("recon", "i3", True),  # one cell between
        ("recon", "k3", True),  # two cells on both axes
        ("recon", "j7", True),
        ("recon", "i8", False),  # three cells away
    ],
)
def test_attacks_go_orthogonally_and_reconnaissance_reaches_two_cells(
    kind: str, target: str, reachable: bool
) -> None:
    enemy = "engineering" if TERRAIN[cell(target)] == HIGHWAY else "elite"
    state = position(pieces={"i5": Unit(0, kind), target: Unit(1, enemy)}, dice=(6, 1))
    state = state.apply("select i5")
    assert (f"attack {target}" in {str(a) for a in state.legal_actions()}) == reachable
    if not reachable:
        with pytest.raises(IllegalActionError, match=r"orthogonally|within two cells"):
            state.apply(f"attack {target}")


def test_reconnaissance_attacks_without_risk_to_itself() -> None:
    state = position(pieces={"i5": Unit(0, "recon"), "i7": Unit(1, "assault")}, dice=(1, 6))
    state = state.apply("select i5").apply("attack i7")
    assert events_of(state, "attack")[0]["result"] == "lost"
    assert events_of(state, "no_risk") and state.piece_at("i5") is not None


def test_reconnaissance_guards_risk_nothing_either() -> None:
    # c6 (class 4) is guarded by an engineering unit and a reconnaissance unit.
    state = position(pieces={"b4": Unit(0, "assault")}, dice=(1, 6))
    state = state.apply("target c6").apply("end")
    state = state.apply("guard d7").apply("guard d6")
    assert [str(a) for a in state.legal_actions() if str(a).startswith("attack")] == ["attack b4"]
    state = state.apply("attack b4")
    assert events_of(state, "attack")[0]["attacker"] == "recon guard"
    assert state.piece_at("d6") == Guard("recon", rock("c6"))


def test_a_unit_attacks_only_enemies() -> None:
    state = position(pieces={"i5": Unit(0, "assault"), "i6": Unit(0, "engineering")})
    state = state.apply("select i5")
    with pytest.raises(IllegalActionError, match="only enemies"):
        state.apply("attack i6")


def test_shuttles_are_attacked_only_by_shuttles() -> None:
    shuttle = Shuttle((Unit(1, "engineering"),))
    state = position(pieces={"k5": Unit(0, "elite"), "k6": shuttle}).apply("select k5")
    with pytest.raises(IllegalActionError, match="attacked only by shuttles"):
        state.apply("attack k6")


@pytest.mark.parametrize(
    "dice, result",
    [((1, 3, 4), "tie"), ((1, 4, 4), "won"), ((1, 2, 4), "lost")],
)
def test_shuttle_against_shuttle_the_fuller_one_has_one_more(
    dice: tuple[int, int, int], result: str
) -> None:
    """The first die is the attacking shuttle's speed; then the fight."""
    ours = Shuttle((Unit(0, "engineering"), Unit(0, "recon")))
    theirs = Shuttle((Unit(1, "assault"),))
    start = position(pieces={"k6": ours, "l6": theirs}, dice=dice)
    state = start.apply("select k6").apply("attack l6")
    fight = events_of(state, "attack")[0]
    assert (fight["attack_bonus"], fight["defence_bonus"]) == (1, 0)
    assert fight["result"] == result
    if result == "won":
        assert state.piece_at("l6") is None
        assert events_of(state, "shuttle_lost")[0]["units"] == ["assault"]
        assert state.repair[1][1] == start.repair[1][1] + 1, "the assault inside is repaired"
    if result == "lost":
        assert state.piece_at("k6") is None
        gained = [a - b for a, b in zip(state.repair[0], start.repair[0], strict=True)]
        assert gained == [1, 0, 1, 0], "the engineering and the recon inside went to repair"


def test_a_guard_stays_with_its_asteroid_when_targets_change() -> None:
    state = position(
        pieces={"c2": Guard("assault", rock("c3")), "e2": Unit(1, "engineering")},
        sites={"c3": Site(target=0)},
        active=1,
    )
    state = state.apply("target c3")
    assert state.sites[rock("c3")] == Site(target=1)
    assert state.piece_at("c2") == Guard("assault", rock("c3"))
