"""Setting up the table ("Début de partie")."""

from __future__ import annotations

import pytest

import junkspace
from junkspace.hyperstellar import DECK, SEAT_NAMES, new_game
from junkspace.hyperstellar.station import MAX_RESEARCHERS


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_gets_ten_energy_and_ten_water(players: int) -> None:
    state = new_game(players=players, seed=3)
    assert state.energy == (10,) * players
    assert state.water == (10,) * players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_researchers_go_on_the_hub_and_eight_stay_in_the_stock(players: int) -> None:
    state = new_game(players=players, seed=3)
    assert state.hub == (2,) * players
    assert [state.stock(seat) for seat in range(players)] == [8] * players
    assert all(
        state.researchers(seat) + state.stock(seat) == MAX_RESEARCHERS for seat in range(players)
    )


def test_the_science_cards_are_shuffled_into_one_pile() -> None:
    state = new_game(players=3, seed=3)
    assert len(state.pile) == sum(DECK)
    assert all(sum(hand) == 0 for hand in state.hands) and sum(state.discard) == 0
    assert new_game(players=3, seed=4).pile != state.pile


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players_take_their_seats(players: int) -> None:
    with pytest.raises(ValueError, match="2–4 players"):
        junkspace.new_game("hyperstellar", players=players)


def test_seats_play_in_table_order_from_the_top_every_revolution() -> None:
    """Interpretation 1: Red (top) places first, then Yellow, Green, Blue, in every revolution."""
    assert SEAT_NAMES == ("Red", "Yellow", "Green", "Blue")
    state = new_game(players=4, seed=1)
    order = []
    for move in ["place engine"] * 4 + ["place lab"] * 4:
        order.append(state.current_player)
        state = state.apply(move)
    assert order == [0, 1, 2, 3, 0, 1, 2, 3]
    while state.revolution == 1:
        state = state.apply("pass")
    assert state.current_player == 0


def test_the_registry_knows_the_game() -> None:
    info = junkspace.GAMES["hyperstellar"]
    assert info.title == "Hyperstellar Happy Corporate Science Space Station"
    assert (info.min_players, info.max_players) == (2, 4)
    assert [option.name for option in info.options] == ["max_revolutions"]
