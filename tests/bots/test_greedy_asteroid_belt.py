"""The Asteroid Belt heuristic, term by term, and the greedy bot playing by it."""

from __future__ import annotations

import pytest
from belt import position, rock

from junkspace.asteroid_belt import Guard, Guarding, Over, Site, Unit, cell
from junkspace.asteroid_belt.units import Kind
from junkspace.bots import GreedyBot
from junkspace.bots.greedy import asteroid_belt as heuristic
from junkspace.bots.greedy import heuristic_for


def test_the_heuristic_is_registered_and_every_term_documented() -> None:
    assert heuristic_for("asteroid_belt") is heuristic.HEURISTIC
    for term in heuristic.HEURISTIC.terms:
        assert term.measure.__doc__, term.name
        assert f"``{term.name}``" in (heuristic.__doc__ or ""), term.name


# -- the terms, each on a constructed position -----------------------------------------------


@pytest.mark.parametrize(
    "kind, origin, moves",
    [
        ("engineering", "d2", 0.0),  # already next to c3
        ("engineering", "e2", 0.5),  # one step along the highway, at two steps a move
        ("engineering", "h2", 2.0),  # four steps
        ("assault", "h2", 1.0),  # four steps, at four a move
    ],
)
def test_moves_to_counts_the_moves_a_unit_type_needs(kind: Kind, origin: str, moves: float) -> None:
    assert heuristic.moves_to(kind, cell(origin), rock("c3")) == pytest.approx(moves)


def test_a_flag_counts_its_points_halved_with_every_move_my_nearest_unit_needs() -> None:
    flag = {"c3": Site(flag=True)}  # a class-2 asteroid
    next_to = position(pieces={"d2": Unit(0, "engineering")}, sites=flag)
    two_moves = position(pieces={"h2": Unit(0, "engineering")}, sites=flag)
    assert heuristic.flags(next_to, 0) == 2.0
    assert heuristic.flags(two_moves, 0) == 2.0 * 0.5**2
    assert heuristic.flags(next_to, 1) == 0.0, "Orange has no unit out"


@pytest.mark.parametrize(
    "unit_at, site, expected",
    [
        ("b2", Site(target=0, waiting=("assault",)), 2.0 / 2),  # its one guard still to beat
        ("b2", Site(target=0), 2.0),  # the guard beaten: the Flag is next
        ("h2", Site(target=0, waiting=("assault",)), 0.0),  # no unit within two cells
        ("b2", Site(target=1, waiting=("assault",)), 0.0),  # Orange's Target, not mine
    ],
)
def test_a_siege_counts_the_share_of_guards_beaten_when_units_stand_close_by(
    unit_at: str, site: Site, expected: float
) -> None:
    state = position(pieces={unit_at: Unit(0, "assault")}, sites={"c3": site})
    assert heuristic.sieges(state, 0) == expected


def test_threats_are_the_guards_of_my_targets_and_enemy_units_in_reach() -> None:
    guard = {"b2": Unit(0, "assault"), "c2": Guard("assault", rock("c3"))}
    mine = position(pieces=guard, sites={"c3": Site(target=0)})
    theirs = position(pieces=guard, sites={"c3": Site(target=1)})
    assert heuristic.threats(mine, 0) == heuristic.STRENGTH["assault"]
    assert heuristic.threats(theirs, 0) == 0.0, "that guard fights Orange, not me"
    enemy = position(pieces={"b2": Unit(0, "assault"), "b3": Unit(1, "recon")})
    assert heuristic.threats(enemy, 0) == heuristic.STRENGTH["assault"]
    assert heuristic.pressure(enemy, 0) == 1.0 and heuristic.pressure(mine, 0) == 1.0


def test_forces_count_units_on_the_board_and_on_the_base_but_not_in_repair() -> None:
    state = position(pieces={"b2": Unit(0, "assault")}, reserve=[(1, 0, 0, 1), (0, 0, 0, 0)])
    assert heuristic.forces(state, 0) == 2.0 + 1.0 + 3.0
    assert heuristic.forces(state, 1) == 0.0


@pytest.mark.parametrize(
    "turn, active, phase, ahead",
    [
        (0, 0, None, (True, True)),
        (1, 1, None, (False, True)),  # the last turn of the last round: Orange's
        (1, 1, Guarding(1, (rock("o3"),)), (False, False)),  # Orange's turn is over
        (2, 1, Over(truncated=True), (False, False)),
    ],
)
def test_promises_count_only_while_the_seat_has_a_turn_ahead(
    turn: int, active: int, phase: Guarding | Over | None, ahead: tuple[bool, bool]
) -> None:
    pieces = {"d2": Unit(0, "engineering"), "v2": Unit(1, "engineering")}
    flags = {
        "c3": Site(flag=True),
        "v3": Site(flag=True),
        "o3": Site(target=1, waiting=("assault",)),
    }
    state = position(pieces=pieces, sites=flags, turn=turn, active=active, phase=phase, rounds=1)
    for seat in (0, 1):
        assert heuristic.has_turn_ahead(state, seat) is ahead[seat]
        assert (heuristic.flags(state, seat) > 0) is ahead[seat]


def test_victory_counts_only_a_finished_game_won() -> None:
    mine = {"c3": Site(owner=0)}
    playing = position(sites=mine)
    over = position(sites=mine, phase=Over(truncated=True), turn=2, rounds=1, active=1)
    assert heuristic.victory(playing, 0) == 0.0
    assert (heuristic.victory(over, 0), heuristic.victory(over, 1)) == (1.0, 0.0)


# -- the bot ---------------------------------------------------------------------------------


def test_it_builds_the_mine_on_a_flag_its_unit_can_reach() -> None:
    state = position(pieces={"e2": Unit(0, "engineering")}, sites={"c3": Site(flag=True)})
    bot = GreedyBot()
    for _ in range(3):  # select the unit, move it next to the Flag: the mine is built
        state = state.apply(bot(state))
    assert state.sites[rock("c3")] == Site(owner=0)
    assert state.points(0) == 2


def test_it_claims_the_flag_that_ends_the_game() -> None:
    state = position(
        pieces={"e2": Unit(0, "engineering")},
        sites={"c3": Site(flag=True), "l3": Site(owner=0)},  # 4 points, 2 more to the goal
        goal=6,
    )
    bot = GreedyBot()
    while state.current_player == 0:
        state = state.apply(bot(state))
    assert state.is_over and state.winners() == (0,)


def test_it_plans_without_seeing_the_dice_to_come() -> None:
    # An assault next to the last guard of its Target: whether the attack wins is a die
    # roll. The bot plans on a determinization, so loading other dice changes nothing.
    pieces = {"b2": Unit(0, "assault"), "c2": Guard("assault", rock("c3"))}
    wins, loses = (
        position(pieces=pieces, sites={"c3": Site(target=0)}, dice=dice).apply("select b2")
        for dice in ((6, 1), (1, 6))
    )
    bot = GreedyBot()
    assert [(c.action, c.value) for c in bot.explain(wins)] == [
        (c.action, c.value) for c in bot.explain(loses)
    ]


def test_invaders_are_rival_units_within_two_cells_of_their_own_targets() -> None:
    pieces = {"b2": Unit(0, "assault"), "h2": Unit(0, "engineering"), "e2": Unit(1, "recon")}
    state = position(pieces=pieces, sites={"c3": Site(target=0, waiting=("assault",))})
    assert heuristic.invaders(state, 1) == heuristic.STRENGTH["assault"], "h2 is too far"
    assert heuristic.invaders(state, 0) == 0.0, "Orange targets nothing"


def test_commanding_the_guards_it_moves_and_attacks_to_beat_an_invader() -> None:
    # Orange commands the guard of c3 against Purple: it attacks the assault on b2 from c2,
    # or moves to b3 first (b2 again) or to d2 (the engineering on e2). Orange has no unit
    # on the board, so only the invaders it beats (in its plan's sampled dice) change its
    # score: the bot takes the plan that leaves the fewest invaders.
    pieces = {"b2": Unit(0, "assault"), "e2": Unit(0, "engineering")}
    differed = False
    for seed in range(6):
        state = position(pieces=pieces).apply("target c3").apply("end").apply("guard c2")
        assert isinstance(state.phase, Guarding) and state.current_player == 1
        choices = GreedyBot(seed=seed).explain(state)
        left = [c.terms["invaders"] for c in choices]
        assert left[0] == min(left)
        differed = differed or len(set(left)) > 1
    assert differed, "some sampled fights beat an invader and others do not"
