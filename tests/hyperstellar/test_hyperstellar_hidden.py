"""What each player can see: their own hand, everybody's stock, never the pile's order."""

from __future__ import annotations

import json

import pytest
from hyperstellar.table import table

from junkspace.hyperstellar import Acting, HyperstellarState
from junkspace.hyperstellar.cards import DECK


def midgame() -> HyperstellarState:
    return table(
        players=3,
        phase=Acting(1, 0),
        hub=(0, 2, 2),
        lab=(1, 0, 0),
        hands={0: "RRG", 1: "OBW", 2: "YYYYP"},
        discard="GGB",
        points=(3, 10, 0),
    )


def test_other_players_hands_are_masked() -> None:
    """Interpretation 5: hands are secret, their sizes are not."""
    seen = midgame().observation(0)
    assert seen["hands"] == ["RRG", None, None]
    assert seen["hand_sizes"] == [3, 3, 5]
    assert seen["discard"] == "GGB", "scored cards are discarded face up"
    assert seen["pile"] == sum(DECK) - 14, "the pile is seen as a number of cards"
    assert "rng" not in seen and "seed" not in seen
    assert seen["energy"] == [10, 10, 10] and seen["scores"] == [3, 10, 0]
    assert seen["seat"] == 0 and seen["current_player"] == 0
    json.dumps(seen)


@pytest.mark.parametrize("player", [-1, 3, True, "0"])
def test_only_a_seat_at_the_table_observes(player: object) -> None:
    with pytest.raises(ValueError, match="player must be a seat"):
        midgame().observation(player)  # type: ignore[arg-type]


def test_determinize_deals_the_unseen_cards_anew() -> None:
    state = midgame()
    samples = [state.determinize(1, seed) for seed in range(20)]
    for sample in samples:
        assert sample.observation(1) == state.observation(1)
        assert sample.hands[1] == state.hands[1]
        unseen = [sample.hands[0][c] + sample.hands[2][c] + sample.pile.count(c) for c in range(7)]
        assert unseen == [
            state.hands[0][c] + state.hands[2][c] + state.pile.count(c) for c in range(7)
        ]
    assert len({(s.hands[0], s.hands[2]) for s in samples}) > 1
    assert len({s.rng for s in samples}) == 20, "future draws are not peeked either"


def test_determinize_is_seeded_and_keeps_the_deciding_players_choices() -> None:
    state = midgame()
    assert state.determinize(0, 7) == state.determinize(0, 7)
    assert state.determinize(0, 7).legal_actions() == state.legal_actions()
