"""The science deck and its scoring sets."""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from junkspace.hyperstellar import COLOURS, DECK, LETTERS, SEAT_NAMES, SET_POINTS, SETS
from junkspace.hyperstellar.cards import counts, scorable, set_name


def test_the_deck_has_seven_colours_of_eight_cards() -> None:
    """Interpretation 4: the four player colours are among the seven."""
    names = [colour.name for colour in COLOURS]
    assert names == ["red", "orange", "yellow", "green", "blue", "purple", "white"]
    assert LETTERS == "ROYGBPW"
    assert DECK == (8,) * 7
    assert {name.lower() for name in SEAT_NAMES} <= {colour.name for colour in COLOURS}


def test_the_sets_the_rules_list_and_nothing_else() -> None:
    kinds = Counter((set_name(cards), SET_POINTS[cards]) for cards in SETS)
    assert kinds == {
        ("seven colours", 50): 1,
        ("six colours", 30): 7,
        ("four colours", 10): 35,
        ("five of a colour", 7): 7,
        ("own colour", 3): 7,
    }
    assert list(SET_POINTS.values()) == sorted(SET_POINTS.values(), reverse=True)


hands = st.lists(st.integers(min_value=0, max_value=8), min_size=7, max_size=7).map(tuple)


@given(hand=hands, budget=st.integers(min_value=0, max_value=20), own=st.sampled_from([0, 2, 3, 4]))
def test_scorable_lists_exactly_the_affordable_sets_in_hand(
    hand: tuple[int, ...], budget: int, own: int
) -> None:
    def fits(cards: str) -> bool:
        need = counts(cards)
        return all(n <= held for n, held in zip(need, hand, strict=True))

    expected = tuple(
        cards
        for cards in SETS
        if fits(cards) and len(cards) <= budget and (len(cards) > 1 or cards == LETTERS[own])
    )
    assert scorable(hand, budget, own) == expected
