"""The greedy bot in Hyperstellar: the heuristic's terms, and what it plays in set positions."""

from __future__ import annotations

import pytest
from hyperstellar.table import table

import junkspace
from junkspace.bots import GreedyBot, RandomBot, play
from junkspace.bots.greedy import heuristic_for
from junkspace.bots.greedy import hyperstellar as heuristic
from junkspace.core.state import replace
from junkspace.hyperstellar import (
    Acting,
    Answering,
    BuyWater,
    HyperstellarState,
    Pass,
    Place,
    Research,
    Score,
    Scoring,
)
from junkspace.hyperstellar.cards import counts
from junkspace.hyperstellar.phases import PLACING

#: Yellow to place, Red having placed a researcher (seats place in table order).
YELLOW = PLACING[1]
#: ... Red's in the recycling centre.
RECYCLING_PLACED = {"hub": (1, 2), "recycling": (1, 0), "phase": YELLOW}


def red_in_the_lab(cards: str, yellow: str = "", **fields: object) -> HyperstellarState:
    """Red decides in the research lab holding ``cards``; Yellow's researchers are home."""
    hands = {0: cards, 1: yellow}
    return table(phase=Acting(1, 0), hub=(1, 2), lab=(1, 0), energy=(20, 17), hands=hands, **fields)


def test_the_heuristic_is_registered_under_the_games_name() -> None:
    assert heuristic_for("hyperstellar") is heuristic.HEURISTIC


def test_every_term_is_documented() -> None:
    for term in heuristic.HEURISTIC.terms:
        assert term.measure.__doc__, term.name
        assert f"``{term.name}``" in (heuristic.__doc__ or ""), term.name


# -- the hand, in rows -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "cards, value",
    [
        ("", 0),
        ("W", 1),
        ("ROYG", 16),  # one row of four colours
        ("RROYG", 16 + 1),  # the second red starts a second row
        ("ROYGBPW", 50),  # a full row is the 50-point set
        ("ROYGBPWROYGBPW", 100),
        ("RRRRR", 5),  # five rows of one colour each
    ],
)
def test_a_hand_is_worth_its_rows(cards: str, value: int) -> None:
    assert heuristic.row_value(counts(cards)) == value


def test_a_card_that_lengthens_the_longest_row_is_worth_most() -> None:
    hand = heuristic.row_value(counts("ROYGBP"))
    assert heuristic.row_value(counts("ROYGBPW")) - hand == 50 - 36
    assert heuristic.row_value(counts("ROYGBPR")) - hand == 1


@pytest.mark.parametrize(
    "cards, own, points",
    [
        ("ROYGBPWR", 0, 50 + 3),  # the set of seven, then the spare red as Red's own colour
        ("ROYGBPWR", 2, 50),  # for Yellow the spare red scores nothing
        ("RRYGB", 0, 10 + 3),
        ("OOOOOP", 0, 7),
        ("OYG", 0, 0),
    ],
)
def test_best_sets_is_the_most_a_hand_can_score_now(cards: str, own: int, points: int) -> None:
    assert heuristic.best_sets(counts(cards), own) == points


def test_near_the_end_of_the_race_a_hand_is_worth_only_what_it_scores() -> None:
    hand = "ROYGB"  # a row worth 25; it scores OYGB (10) and the red on its own (3)
    assert heuristic.hand(table(hands={0: hand}, points=(0, 99)), 0) == 25
    assert heuristic.hand(table(hands={0: hand}, points=(0, 100)), 0) == 13
    near_cap = table(hands={0: hand}, max_revolutions=10, revolution=8)
    assert heuristic.hand(near_cap, 0) == 13


def test_cards_are_worth_nothing_once_the_seat_has_no_lab_visit_left() -> None:
    # The last revolution's action phase, Red's researchers back on the hub: no lab ahead.
    last = table(
        hands={0: "ROYGBPW"},
        max_revolutions=5,
        revolution=5,
        phase=Acting(2, 1),
        hub=(2, 1),
        recycling=(0, 1),
        energy=(20, 20),
    )
    assert heuristic.hand(last, 0) == 0
    assert heuristic.hand(last, 1) == 0, "Yellow has no card"


# -- research --------------------------------------------------------------------------------


def test_a_lab_visit_is_worth_two_cards_drawn_from_those_not_seen() -> None:
    # Six colours held: a white (8 unseen) completes the row of seven (+14), any other of the
    # 42 unseen cards starts a second row (+1).
    state = red_in_the_lab("ROYGBP")
    assert heuristic.lab_visit(state, 0) == pytest.approx(2 * (8 * 14 + 42 * 1) / 50)


def test_a_lab_visit_does_not_count_on_cards_seen_in_the_discard() -> None:
    state = red_in_the_lab("ROYGBP", discard="WWWWWWWW")
    assert heuristic.lab_visit(state, 0) == pytest.approx(2.0)


def test_a_lab_visit_is_worth_nothing_once_scoring_has_begun_or_without_energy() -> None:
    scoring = table(phase=Scoring(0), hub=(1, 2), lab=(1, 0), hands={0: "ROYGBP"})
    assert heuristic.lab_visit(scoring, 0) == 0
    placed = table(hub=(1, 2), lab=(1, 0), hands={0: "ROYGBP"}, phase=YELLOW)
    assert heuristic.lab_visit(placed, 0) > 0
    assert heuristic.lab_visit(replace(placed, energy=(1, 10)), 0) == 0


def test_the_heuristic_sees_only_what_its_seat_sees() -> None:
    state = red_in_the_lab("ROYGB", yellow="WWPPG", discard="RRO")
    for seed in range(5):
        sample = state.determinize(0, seed)
        assert sample.hands[1] != state.hands[1] or sample.pile != state.pile
        assert heuristic.HEURISTIC.measures(sample, 0) == heuristic.HEURISTIC.measures(state, 0)


# -- stocks and researchers -------------------------------------------------------------------


@pytest.mark.parametrize(
    "fields, revolutions",
    [
        ({"water": (1, 10)}, 0.5),  # two researchers drink 2 a revolution
        ({"water": (10, 10)}, 3.0),  # more than three revolutions' worth counts as three
        (
            {"water": (1, 10), **RECYCLING_PLACED},
            2.5,
        ),  # 4 water in sight
        (
            {
                "water": (1, 10),
                "hub": (1, 2),
                "recycling": (1, 0),
                "energy": (1, 10),
                "phase": YELLOW,
            },
            0.5,
        ),
    ],
)
def test_water_counts_the_revolutions_of_upkeep_it_pays_for(
    fields: dict[str, object], revolutions: float
) -> None:
    assert heuristic.water(table(**fields), 0) == revolutions


@pytest.mark.parametrize(
    "fields, cost",
    [
        ({"water": (2, 10)}, 0.0),  # two researchers, two water: the upkeep is paid
        ({"water": (1, 10)}, 1.0),  # one researcher will be lost
        (
            {"water": (1, 10), **RECYCLING_PLACED},
            0.0,
        ),  # 4 water in sight
        ({"water": (0, 10), "hub": (1, 2)}, heuristic.LAST_RESEARCHER),  # out of the game
    ],
)
def test_thirst_is_the_researcher_the_upkeep_will_take(
    fields: dict[str, object], cost: float
) -> None:
    assert heuristic.thirst(table(**fields), 0) == cost


def test_energy_counts_the_engine_rooms_payout_in_sight_up_to_25() -> None:
    assert heuristic.energy(table(hub=(1, 2), engine=(1, 0), phase=YELLOW), 0) == 10 + 7
    assert heuristic.energy(table(energy=(40, 10)), 0) == 25


# -- what the bot plays ----------------------------------------------------------------------


def test_it_scores_a_set_of_seven_colours_at_once() -> None:
    assert GreedyBot()(red_in_the_lab("ROYGBPWO")) == Score("ROYGBPW")


def test_it_researches_rather_than_score_a_small_set_far_from_the_end() -> None:
    assert GreedyBot()(red_in_the_lab("ROYGBP")) == Research()


def test_in_the_final_stretch_it_scores_what_it_can() -> None:
    # Yellow is one set of seven from 150 points: no time to wait for the white card.
    state = red_in_the_lab("ROYGBP", points=(40, 100))
    assert GreedyBot()(state) == Score("ROYGBP")


def test_a_seat_short_of_water_recycles() -> None:
    assert GreedyBot()(table(water=(1, 10))) == Place("recycling")


def test_it_buys_water_after_a_rivals_recycling_only_when_short() -> None:
    thirsty = table(phase=Answering(1, (0,)), water=(1, 10), energy=(12, 10))
    assert GreedyBot()(thirsty) == BuyWater()
    stocked = table(phase=Answering(1, (0,)), water=(12, 10), energy=(12, 10))
    assert GreedyBot()(stocked) == Pass()


def test_greedy_beats_random() -> None:
    wins = 0
    for seed in range(4):
        bots = [GreedyBot(seed=seed), RandomBot(seed=seed)]
        seat = seed % 2
        start = junkspace.new_game("hyperstellar", players=2, seed=seed)
        wins += play(start, bots if seat == 0 else bots[::-1]).state.winners() == (seat,)
    assert wins == 4
