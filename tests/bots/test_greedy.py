"""The greedy bot and the Junk Orbit heuristic, term by term."""

from __future__ import annotations

import pytest
from pig import pig
from positions import junk_orbit_position

import junkspace
from junkspace import GameState
from junkspace.bots import GreedyBot, RandomBot, play
from junkspace.bots.greedy import (
    SCORE_LEAD,
    Heuristic,
    Term,
    heuristic_for,
    plan_run,
)
from junkspace.bots.greedy import junk_orbit as heuristic
from junkspace.junk_orbit import Collect, Deliver, Drop


def test_a_games_heuristic_is_the_one_its_facts_name() -> None:
    assert junkspace.GAMES["junk_orbit"].heuristic == "junkspace.bots.greedy.junk_orbit:HEURISTIC"
    assert heuristic_for("junk_orbit") is heuristic.HEURISTIC
    for name, info in junkspace.GAMES.items():
        if info.heuristic is not None:
            assert heuristic_for(name).game == name


def test_a_game_without_a_heuristic_is_played_for_the_score_lead() -> None:
    assert heuristic_for("a_game_nobody_wrote_yet") is SCORE_LEAD
    state = junk_orbit_position(moves=(("E22", "deliveries", 1), ("E07", "deliveries", 0)))
    assert SCORE_LEAD(state, 0) == 1 - 4
    assert SCORE_LEAD.measures(state, 1) == {"score": 4.0, "best_rival": 1.0}


def test_every_term_is_documented() -> None:
    for term in heuristic.HEURISTIC.terms:
        assert term.measure.__doc__, term.name
        assert f"``{term.name}``" in (heuristic.__doc__ or ""), term.name


# -- the terms, each on a scripted position --------------------------------------------------


def test_delivered_is_the_score() -> None:
    state = junk_orbit_position(moves=(("E22", "deliveries", 0), ("E07", "deliveries", 0)))
    assert heuristic.delivered(state, 0) == 5.0 and heuristic.delivered(state, 1) == 0.0


def test_next_turn_finds_a_short_throw_that_brings_the_ship_to_a_destination() -> None:
    # From Kepler, a starter 1 thrown counter-clockwise sends the ship one city clockwise, to
    # Tycho, where M20 (3 points) is delivered.
    state = junk_orbit_position()
    assert heuristic.next_turn(state, 0) == 3.0


def test_next_turn_adds_a_remote_delivery_to_the_direct_ones() -> None:
    # From Kepler, E07 (1 for Tycho) thrown clockwise lands on Tycho (a remote delivery) and
    # the ship moves one city counter-clockwise to Plato, where M23 (3) is delivered.
    moves = (("M20", "junk", "SYD"), ("E07", "cargo", 0), ("M23", "cargo", 0))
    assert heuristic.next_turn(junk_orbit_position(moves=moves), 0) == 1.0 + 3.0


def test_next_turn_knows_the_seats_own_ship_power() -> None:
    """Yellow's guided junk: E02 (a 2 for Tycho) thrown to Olympus, next to Tycho, scores."""
    away = tuple((tile, "junk", "SYD") for tile in ("E01", "L11", "M20", "S01", "S02"))
    moves = (*away, ("E02", "cargo", 0))
    assert heuristic.next_turn(junk_orbit_position(moves=moves), 0) == 0.0
    assert heuristic.next_turn(junk_orbit_position(moves=moves, ship_powers=True), 0) == 2.0


def test_greedy_bots_play_the_ship_powers_variant_to_the_end() -> None:
    start = junkspace.new_game("junk_orbit", players=5, seed=3, ship_powers=True)
    end = play(start, [GreedyBot()] * 5).state
    assert end.is_over and end.options == {"ship_powers": True}


def test_cargo_value_counts_tiles_that_have_a_destination() -> None:
    state = junk_orbit_position()  # E01 (1), L11 (3), M20 (3) and three starters
    assert heuristic.cargo_value(state, 0) == 7.0


@pytest.mark.parametrize(
    "moves, expected",
    [
        ((), 6.0),
        (tuple((tile, "cargo", 0) for tile in ("E02", "E03", "E04")), 8.0),
    ],
)
def test_fuel_counts_cargo_tiles_up_to_eight(
    moves: tuple[tuple[str, str, int], ...], expected: float
) -> None:
    assert heuristic.fuel(junk_orbit_position(moves=moves), 0) == expected


def test_rivals_hit_counts_the_opponents_about_to_drop() -> None:
    state = junk_orbit_position(
        ships=["KEP", "PLA"], phase={"step": "drop", "hit": [1], "value": 1, "sense": "cw"}
    )
    assert heuristic.rivals_hit(state, 0) == 1.0
    assert heuristic.rivals_hit(state, 1) == 0.0, "only the launching seat gains by a hit"


@pytest.mark.parametrize(
    "fields, seat, ahead",
    [
        ({}, 0, True),
        ({}, 1, True),
        ({"final_turns": 1}, 0, True),  # Yellow's last turn has not begun
        ({"final_turns": 1}, 1, False),
        ({"final_turns": 1, "phase": {"step": "move", "value": 1, "sense": "cw"}}, 0, False),
        ({"final_turns": 1, "phase": {"step": "move", "value": 1, "sense": "cw"}}, 1, False),
        ({"active": 1, "final_turns": 1}, 0, False),
        ({"active": 1, "final_turns": 1}, 1, True),
        ({"phase": {"step": "over"}, "final_turns": 0}, 0, False),
    ],
)
def test_points_count_only_while_the_seat_has_a_turn_ahead(
    fields: dict[str, object], seat: int, ahead: bool
) -> None:
    state = junk_orbit_position(**fields)
    assert heuristic.has_turn_ahead(state, seat) is ahead
    assert (heuristic.cargo_value(state, seat) > 0) is ahead


# -- the bot ---------------------------------------------------------------------------------


def test_explain_lists_every_legal_action_best_first() -> None:
    state = junkspace.new_game("junk_orbit", players=3, seed=4)
    choices = GreedyBot().explain(state)
    assert sorted(map(str, (c.action for c in choices))) == sorted(map(str, state.legal_actions()))
    values = [c.value for c in choices]
    assert values == sorted(values, reverse=True)
    assert GreedyBot()(state) in {c.action for c in choices if c.value == values[0]}


def test_it_plans_its_whole_turn_launch_move_and_delivery() -> None:
    state = junk_orbit_position()
    bot = GreedyBot()
    while state.current_player == 0:
        state = state.apply(bot(state))
    assert "M20" in state.deliveries[0], "a throw that takes the ship to Tycho, then delivery"


def test_with_no_lookahead_it_only_sees_the_next_position() -> None:
    state = junk_orbit_position()
    short = GreedyBot(lookahead=1).explain(state)
    assert all(c.terms["delivered"] == 0 for c in short), "no launch delivers at once"


def test_it_delivers_rather_than_collects() -> None:
    state = junk_orbit_position(ships=["TYC", "KEP"], phase={"step": "deliver"})
    assert set(state.legal_actions()) == {Deliver("M20"), Collect()}
    assert GreedyBot()(state) == Deliver("M20")


def test_a_hit_greedy_bot_drops_its_cheapest_tile() -> None:
    state = junk_orbit_position(
        ships=["KEP", "PLA"],
        phase={"step": "drop", "hit": [1], "value": 1, "sense": "cw"},
        moves=(("E22", "deliveries", 1),),
    )
    choice = GreedyBot()(state)
    assert isinstance(choice, Drop) and choice.tile.startswith("S")


def test_the_plan_looks_ahead_from_a_bounded_number_of_positions() -> None:
    # A Pig turn is a run of rolls by one seat, as long as the seat likes: the plan deepens
    # from at most `budget` positions, then scores what it reached (the target is far off, so
    # no roll ends the turn by winning).
    seen: list[GameState] = []

    def lead(state: GameState, seat: int) -> float:
        seen.append(state)
        return SCORE_LEAD(state, seat)

    counting = Heuristic("pig", (Term("lead", 1.0, lead),))
    lucky = pig((0, 0), total=0, rng_seed=8, target=100)  # its first fifteen rolls hold no 1
    plan_run(counting, lucky, seat=0, lookahead=50, budget=10)
    assert 10 < len(seen) <= 2 * 10 + 1


def test_a_plans_end_is_scored_once_however_many_orders_reach_it() -> None:
    # Yellow in a Hyperstellar lab, 23 greedy decisions in, may score five sets: two sets
    # scored one way round or the other lead to the same position, which is scored once.
    state = junkspace.new_game("hyperstellar", players=2, seed=1)
    bot = GreedyBot(seed=1)
    for _ in range(23):
        state = state.apply(bot(state))
    seat = state.current_player
    assert seat is not None and "score Y" in map(str, state.legal_actions())
    ends: list[GameState] = []  # where the plans of two decisions end
    for first in (state.apply(a) for a in state.legal_actions()):
        if first.current_player == seat:
            ends.extend(first.apply(b) for b in first.legal_actions())
        else:
            ends.append(first)
    assert len(set(ends)) < len(ends), "some ends are reached in two orders"
    scored: list[GameState] = []
    real = heuristic_for("hyperstellar")

    def recorded(position: GameState, seat: int) -> float:
        scored.append(position)
        return real(position, seat)

    counting = Heuristic("hyperstellar", (Term("all", 1.0, recorded),))
    assert plan_run(counting, state, seat, lookahead=2, budget=100) == plan_run(
        real, state, seat, lookahead=2, budget=100
    )
    assert len(scored) == len(set(scored)) == len(set(ends))


def test_greedy_beats_random() -> None:
    wins = 0
    for seed in range(10):
        bots = [GreedyBot(seed=seed), RandomBot(seed=seed)]
        seat = seed % 2
        start = junkspace.new_game("junk_orbit", players=2, seed=seed)
        end = play(start, bots if seat == 0 else bots[::-1]).state
        wins += end.winners() == (seat,)
    assert wins >= 9
