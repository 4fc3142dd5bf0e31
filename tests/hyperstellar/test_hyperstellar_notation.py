"""Notation, action space, and the words the engine says about actions and events."""

from __future__ import annotations

import random

import pytest
from hyperstellar.table import table

from junkspace import Event, InvalidActionError
from junkspace.hyperstellar import (
    Acting,
    Answering,
    Pass,
    Place,
    Placing,
    Score,
    Scoring,
    narrate,
    new_game,
)
from junkspace.hyperstellar.actions import GRAMMAR, parse


@pytest.mark.parametrize("players, size", [(2, 64), (3, 66), (4, 68)])
def test_the_action_space_has_every_action_once_in_notation(players: int, size: int) -> None:
    space = new_game(players=players).action_space()
    assert len(space) == size == len(set(space))
    for action in space:
        assert parse(str(action)) is action


def test_the_action_space_has_only_the_seats_at_the_table() -> None:
    space = [str(action) for action in new_game(players=2).action_space()]
    assert "place crew yellow" in space and "place crew green" not in space
    assert "score Y" in space and "score G" not in space, "singles only in players' colours"


@pytest.mark.parametrize(
    "text, action",
    [
        ("SCORE gbwo", Score("OGBW")),
        ("Place  Crew Red", Place("crew", 0)),
        ("place LAB", Place("lab")),
        ("PASS", Pass()),
    ],
)
def test_notation_reads_any_letter_case_and_card_order(text: str, action: object) -> None:
    assert parse(text) == action


@pytest.mark.parametrize(
    "text, problem",
    [
        ("dance", "unknown action"),
        ("place kitchen", "there is no sector 'kitchen'"),
        ("place engine red", "only the crew quarters have bunks"),
        ("place crew pink", "there is no player colour 'pink'"),
        ("score RXG", "cards are written as colour letters"),
        ("score ROYGB", "not a scoring set"),
        ("recycle 5", "recycling gives 4 or 7 water"),
        ("buy energy", "the only thing to buy is water"),
        ("research now", "research takes 0 argument"),
    ],
)
def test_bad_notation_says_what_is_wrong_and_gives_the_grammar(text: str, problem: str) -> None:
    with pytest.raises(InvalidActionError) as caught:
        parse(text)
    assert problem in str(caught.value)
    assert GRAMMAR in str(caught.value)


@pytest.mark.parametrize(
    "fields, move, sentence",
    [
        ({}, "place crew", "Red places a researcher in the crew quarters, in an empty bunk."),
        (
            {"phase": Placing(1), "hub": (1, 2), "crew": ((0,),)},
            "place crew red",
            "Yellow places a researcher in the crew quarters, in Red's bunk, beside their "
            "lone researcher.",
        ),
        (
            {"phase": Placing(0), "hub": (1, 1), "engine": (0, 1), "crew": ((0,),)},
            "place crew red",
            "Red places a researcher in the crew quarters, in their own bunk, a pair that can "
            "recruit.",
        ),
        (
            {"phase": Acting(1, 0), "hub": (1, 2), "lab": (1, 0), "hands": {0: "ROYG"}},
            "score ROYG",
            "Red pays 8 energy to score ROYG (four colours) for 10 points.",
        ),
        (
            {"phase": Acting(2, 0), "hub": (1, 2), "recycling": (1, 0)},
            "recycle 4",
            "Red pays 2 energy for 4 water; then every other player may buy 1 water for 1 energy.",
        ),
        (
            {"phase": Answering(0, (1,)), "hub": (2, 2)},
            "pass",
            "Yellow passes: no water, thanks.",
        ),
        (
            {"phase": Scoring(0), "hub": (1, 2), "lab": (1, 0), "hands": {0: "R"}},
            "pass",
            "Red passes: no more sets this revolution.",
        ),
    ],
)
def test_describe_says_what_an_action_would_do(fields: dict, move: str, sentence: str) -> None:
    state = table(**fields)
    assert state.describe(state.parse_action(move)) == sentence


def test_every_event_of_random_games_has_a_sentence() -> None:
    kinds = set()
    for seed in range(40):
        state = new_game(players=2 + seed % 3, seed=seed)
        chooser = random.Random(seed)
        while not state.is_over:
            state = state.apply(chooser.choice(state.legal_actions()))
            for event in state.events:
                kinds.add(event.kind)
                sentence = state.narrate(event)
                assert sentence.endswith(".") and not sentence.startswith(event.kind)
    expected = {
        "placed",
        "idle_energy",
        "engine_energy",
        "no_action",
        "returned",
        "researched",
        "reshuffled",
        "scored",
        "recycled",
        "shared_water",
        "bought_water",
        "declined_water",
        "recruited",
        "passed",
        "upkeep",
        "lost_researcher",
        "eliminated",
        "revolution",
        "game_over",
    }
    assert kinds == expected


def test_the_log_does_not_tell_which_cards_were_drawn() -> None:
    """Interpretation 5: the event carries the cards for the drawer; the sentence does not."""
    sentence = narrate(Event.of("researched", 1, cards="GW"))
    assert sentence == "Yellow researched and drew 2 science cards."


def test_the_board_text_shows_the_station_and_every_stock() -> None:
    text = str(
        table(
            players=3,
            hands={1: "GW"},
            hub=(1, 1, 2),
            engine=(1, 0, 0),
            lab=(0, 1, 0),
            phase=Placing(2),
        )
    )
    assert "research lab     3 slots: Yellow" in text
    assert "hand GW" in text
    assert "Science pile: 54 cards" in text
