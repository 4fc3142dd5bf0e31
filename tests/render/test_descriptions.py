"""Each board's position in words, as its viewer may know it: what a screen reader gives for
the board (the scene's ``description``)."""

from __future__ import annotations

import pytest
from playing import sampled_positions

from junkspace.hyperstellar.cards import letters
from junkspace.render.view import DECIDING, view_for

OPEN_GAMES = ["junk_orbit", "asteroid_belt"]


@pytest.mark.parametrize("game", OPEN_GAMES)
def test_a_board_without_secrets_is_described_whole_to_everyone(game: str) -> None:
    for state in sampled_positions(game, players=2, count=4):
        for viewer in (0, 1, None, DECIDING):
            assert view_for(game).scene(state, viewer=viewer).description == str(state)


def test_a_hyperstellar_viewer_hears_their_own_hand_and_only_the_size_of_the_others() -> None:
    view = view_for("hyperstellar")
    positions = [s for s in sampled_positions("hyperstellar", 3, count=30) if all(s.hands)]
    assert positions, "positions where every seat holds cards"
    for state in positions[:5]:
        hands = [letters(hand) for hand in state.hands]
        for viewer in range(state.players):
            lines = view.scene(state, viewer=viewer).description.splitlines()
            said = {
                seat: next(line for line in lines if line.startswith(name))
                for seat, name in enumerate(state.seat_names[: state.players])
            }
            for seat, line in said.items():
                hidden = "?" * len(hands[seat])
                assert line.endswith(f"hand {hands[seat] if seat == viewer else hidden}")
        nobody = view.scene(state, viewer=None).description
        assert all(f"hand {hand}" not in nobody for hand in hands)
