"""Sector 2, the research lab: research (draw two cards) or score sets, once a revolution."""

from __future__ import annotations

from typing import Any

import pytest
from hyperstellar.table import events, play, table

from junkspace import IllegalActionError, InvalidActionError
from junkspace.hyperstellar import Acting, HyperstellarState, Placing, Scoring
from junkspace.hyperstellar.cards import counts

ALL_CARDS = "RRRRRRRROOOOOOOOYYYYYYYYGGGGGGGGBBBBBBBBPPPPPPPPWWWWWWWW"


def red_in_the_lab(**fields: Any) -> HyperstellarState:
    """Red decides in the lab; Yellow's researchers are back from the engine room."""
    fields.setdefault("energy", (20, 17))
    return table(phase=Acting(1, 0), hub=(1, 2), lab=(1, 0), **fields)


def legal(state: HyperstellarState) -> list[str]:
    return [str(action) for action in state.legal_actions()]


def test_research_costs_two_energy_and_draws_the_top_two_cards() -> None:
    state = red_in_the_lab(top="GB")
    after = state.apply("research")
    assert after.hands[0] == counts("GB")
    assert after.energy[0] == 18
    assert len(after.pile) == len(state.pile) - 2
    assert events(after, "researched") == [(0, {"cards": "GB"})]
    assert events(after, "returned") == [(0, {"sector": "lab", "researchers": 1})]
    assert after.phase == Placing(0) and after.revolution == 2


def test_the_discard_is_reshuffled_into_a_new_pile_when_the_pile_runs_short() -> None:
    """Interpretation 10: the last card of the pile first, then the shuffled discard."""
    state = red_in_the_lab(pile="G")
    assert sum(state.discard) == 55
    after = state.apply("research")
    assert events(after, "reshuffled") == [(None, {"cards": 55})]
    assert sum(after.hands[0]) == 2 and after.hands[0][3] >= 1
    assert len(after.pile) == 54 and sum(after.discard) == 0


def test_research_draws_what_is_left_when_pile_and_discard_run_out() -> None:
    """Interpretation 10: with one card left anywhere, research draws that one."""
    yellow = ALL_CARDS.replace("G", "", 1)
    state = red_in_the_lab(pile="G", hands={1: yellow})
    after = state.apply("research")
    assert after.hands[0] == counts("G")
    assert events(after, "researched") == [(0, {"cards": "G"})]
    assert not events(after, "reshuffled")


def test_there_is_no_research_without_a_card_to_draw() -> None:
    """Interpretation 10: with no card anywhere and no set to score, the lab has nothing to do."""
    state = table(hub=(1, 1), hands={1: ALL_CARDS}, pile="")
    state = play(state, "place lab", "place engine")
    assert events(state, "no_action") == [
        (0, {"sector": "lab", "reason": "no card to draw and no set to score"})
    ]


def test_research_needs_two_energy() -> None:
    """Interpretation 8: a player who can do nothing in a sector is not asked."""
    state = play(table(hub=(1, 1), energy=(1, 10)), "place lab", "place engine")
    assert events(state, "no_action") == [
        (0, {"sector": "lab", "reason": "not enough energy to research"})
    ]
    assert state.energy == (1, 17) and state.phase == Placing(0)


@pytest.mark.parametrize(
    "cards, points",
    [("ROYGBPW", 50), ("OYGBPW", 30), ("YGPW", 10), ("GGGGG", 7), ("R", 3)],
    ids=["seven colours", "six colours", "four colours", "five of a colour", "own colour"],
)
def test_each_set_scores_its_points_for_two_energy_a_card(cards: str, points: int) -> None:
    state = red_in_the_lab(hands={0: cards}, points=(100, 0))
    after = state.apply(f"score {cards}")
    assert after.points[0] == 100 + points
    assert after.energy[0] == 20 - 2 * len(cards)
    assert after.hands[0] == counts("")
    assert after.discard == tuple(d + n for d, n in zip(state.discard, counts(cards), strict=True))
    assert events(after, "scored")[0][1]["total"] == 100 + points


def test_a_single_card_scores_only_in_the_players_own_colour() -> None:
    state = red_in_the_lab(hands={0: "RY"})
    assert [a for a in legal(state) if a.startswith("score")] == ["score R"]
    with pytest.raises(IllegalActionError, match="Red's is red"):
        state.apply("score Y")


@pytest.mark.parametrize("cards", ["ROYGB", "RRGG", "RRRR", "ROYGBPWR"])
def test_other_combinations_are_not_sets(cards: str) -> None:
    with pytest.raises(InvalidActionError, match="not a scoring set"):
        red_in_the_lab().parse_action(f"score {cards}")


def test_several_sets_are_scored_in_one_action_one_at_a_time() -> None:
    state = red_in_the_lab(hands={0: "RRRRRROYGBPW"}, energy=(30, 17))
    state = state.apply("score ROYGBPW")
    assert state.phase == Scoring(0)
    assert legal(state) == ["score RRRRR", "score R", "pass"]
    state = state.apply("score RRRRR")
    assert state.points[0] == 57 and state.energy[0] == 30 - 14 - 10
    assert state.hands[0] == counts("")
    assert isinstance(state.phase, Placing), "nothing left to score: the action ends by itself"


def test_pass_stops_scoring_and_keeps_the_rest_of_the_hand() -> None:
    state = play(red_in_the_lab(hands={0: "RROYG"}), "score ROYG", "pass")
    assert state.points[0] == 10 and state.hands[0] == counts("R")
    assert events(state, "passed") == [(0, {"sector": "lab"})]


def test_a_lab_action_is_research_or_scoring_not_both() -> None:
    state = red_in_the_lab(hands={0: "RROYG"}).apply("score ROYG")
    assert "research" not in legal(state)
    with pytest.raises(IllegalActionError, match="research or scoring, not both"):
        state.apply("research")


def test_a_set_must_be_paid_for() -> None:
    state = red_in_the_lab(hands={0: "RROYG"}, energy=(7, 17))
    assert legal(state) == ["research", "score R", "pass"]
    with pytest.raises(IllegalActionError, match="costs 8 energy"):
        state.apply("score ROYG")


def test_a_set_must_be_in_hand() -> None:
    state = red_in_the_lab(hands={0: "ROY"})
    with pytest.raises(IllegalActionError, match="does not hold ROYG"):
        state.apply("score ROYG")


def test_two_researchers_in_the_lab_act_once() -> None:
    state = table(hub=(2, 2), top="RO")
    state = play(state, "place lab", "place engine", "place lab", "place engine", "research")
    assert state.hands[0] == counts("RO")
    assert events(state, "returned") == [(0, {"sector": "lab", "researchers": 2})]
    assert state.phase == Placing(0)
