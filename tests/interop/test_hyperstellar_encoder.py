"""The Hyperstellar encoder, part by part (see junkspace/interop/encoders/hyperstellar.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import msgspec
import numpy as np
import pytest
from hyperstellar.table import play, table
from playing import random_line

import junkspace
from junkspace.hyperstellar import COLOURS, DECK, LETTERS, Answering, HyperstellarState
from junkspace.hyperstellar.station import SEAT_COLOURS
from junkspace.interop import openspiel
from junkspace.interop.observations import encoder
from junkspace.interop.pettingzoo import raw_env
from junkspace.interop.table import Table

PLAYERS = [2, 3, 4]


def positions(players: int, seed: int = 1) -> Iterator[HyperstellarState]:
    start = junkspace.new_game("hyperstellar", players=players, seed=seed, max_revolutions=12)
    for state, _ in random_line(start, seed):
        assert isinstance(state, HyperstellarState)
        yield state


def parts(state: HyperstellarState, seat: int) -> dict[str, np.ndarray]:
    coder = encoder(Table.of_state(state))
    return coder.layout.views(coder.encode(state, seat))


@pytest.mark.parametrize("players", PLAYERS)
def test_stocks_points_and_hands_are_counted_from_the_observer(players: int) -> None:
    for state in positions(players):
        for observer in range(players):
            seen = parts(state, observer)
            for seat in range(players):
                relative = (seat - observer) % players
                energy, water = state.energy[seat], state.water[seat]
                assert seen["stocks"][relative] == pytest.approx(
                    [energy / (energy + 10), water / (water + 10)]
                )
                assert seen["points"][relative] == pytest.approx(min(state.points[seat] / 150, 1))
                assert seen["hand_sizes"][relative] == pytest.approx(sum(state.hands[seat]) / 56)
                assert seen["out"][relative] == (seat in state.eliminated)


@pytest.mark.parametrize("players", PLAYERS)
def test_every_researcher_is_somewhere_and_the_rest_are_in_the_stock(players: int) -> None:
    for state in positions(players, seed=2):
        seen = parts(state, 0)["researchers"]
        assert seen.sum(axis=1) == pytest.approx([1.0] * players)
        for seat in range(players):
            assert seen[seat, 0] == pytest.approx(state.hub[seat] / 10)
            assert seen[seat, -1] == pytest.approx(state.stock(seat) / 10)


def test_a_seat_with_every_researcher_out_has_none_in_the_stock_not_less() -> None:
    """Four on the hub, three in the engine room, one recycling, two asleep alone: the
    stock's share is 0 exactly (adding the shares in float32 made it -1.2e-07, which
    PettingZoo's checks refuse as outside the observation space)."""
    start = junkspace.new_game("hyperstellar", players=3, seed=1)
    state = msgspec.structs.replace(
        start, hub=(4, 2, 2), engine=(3, 0, 0), recycling=(1, 0, 0), crew=((0,), (0,))
    )
    vector = encoder(Table.of_state(state)).encode(state, 0)
    assert vector.min() >= 0 and vector.max() <= 1
    assert parts(state, 0)["researchers"][0].tolist() == pytest.approx([0.4, 0.3, 0, 0.1, 0.2, 0])
    assert parts(state, 0)["researchers"][0, -1] == 0


def test_bunks_say_who_sleeps_beside_whom() -> None:
    state = play(table(players=3), "place crew", "place crew red", "place crew")
    assert state.crew == ((0, 1), (2,))
    seen = parts(state, 1)["bunks"]  # seen by Yellow: Red is seat 2, Green seat 1
    expected = np.zeros((3, 4), np.float32)
    expected[0, 2] = expected[2, 0] = 1 / 3  # Yellow's researcher beside Red's
    expected[1, 3] = 1 / 3  # Green's lone researcher
    assert np.allclose(seen, expected)


def test_only_the_observers_own_hand_is_there() -> None:
    state = table(players=2, hands={0: "RRG", 1: "BB"})
    red, yellow = parts(state, 0), parts(state, 1)
    assert red["hand"].tolist() == pytest.approx([2 / 8, 0, 0, 1 / 8, 0, 0, 0])
    assert yellow["hand"].tolist() == pytest.approx([0, 0, 0, 0, 2 / 8, 0, 0])
    assert red["hand_sizes"].tolist() == pytest.approx([3 / 56, 2 / 56])
    assert yellow["hand_sizes"].tolist() == pytest.approx([2 / 56, 3 / 56])


@pytest.mark.parametrize("seat", range(4))
def test_colour_is_the_observers_own(seat: int) -> None:
    seen = parts(junkspace.new_game("hyperstellar", players=4, seed=1), seat)
    assert np.flatnonzero(seen["colour"]).tolist() == [SEAT_COLOURS[seat]]
    assert COLOURS[SEAT_COLOURS[seat]].name == ("red", "yellow", "green", "blue")[seat]


def test_the_discard_and_the_pile_are_public() -> None:
    state = table(players=2, discard="WWO")
    seen = parts(state, 0)
    assert seen["discard"][LETTERS.index("W")] == pytest.approx(2 / 8)
    assert seen["pile"][0] == pytest.approx((sum(DECK) - 3) / 56)


@pytest.mark.parametrize("players", [3, 4])
def test_after_a_small_recycling_the_recycler_and_the_buyers_to_come(players: int) -> None:
    found = Counter[str]()
    for state in positions(players, seed=3):
        phase = state.phase
        if not isinstance(phase, Answering):
            continue
        found["answering"] += 1
        seen = parts(state, phase.seats[0])
        assert np.flatnonzero(seen["recycler"]).tolist() == [
            (phase.actor - phase.seats[0]) % players
        ]
        assert sorted(np.flatnonzero(seen["answering"])) == sorted(
            (s - phase.seats[0]) % players for s in phase.seats
        )
        assert seen["deciding"][0] == 1 and seen["step"][3] == 1
    assert found["answering"], "some player recycled small in this game"


@pytest.mark.parametrize("cap, expected", [(12, [1.0, 1 / 12]), (None, [0.0, 0.0])])
def test_the_revolution_cap_and_how_much_of_it_has_begun(
    cap: int | None, expected: list[float]
) -> None:
    state = junkspace.new_game("hyperstellar", players=2, seed=1, max_revolutions=cap)
    assert parts(state, 0)["revolutions"].tolist() == pytest.approx(expected)


def test_with_no_revolution_cap_there_is_no_bound_for_openspiel() -> None:
    uncapped = Table.of("hyperstellar", players=2, max_revolutions=None)
    with pytest.raises(ValueError, match="no revolution cap has no bound"):
        encoder(uncapped).max_game_length  # noqa: B018
    with pytest.raises(ValueError, match="set max_revolutions"):
        openspiel.load("hyperstellar", players=2, max_revolutions=None)
    environment = raw_env("hyperstellar", players=2, max_revolutions=None)
    environment.reset(seed=1)  # PettingZoo needs no bound
    assert environment.observe("player_0")["action_mask"].any()


@pytest.mark.parametrize("players", PLAYERS)
def test_the_length_bound_holds_revolution_by_revolution(players: int) -> None:
    """The facts behind max_game_length: at most the cap's revolutions, each not too long."""
    start = junkspace.new_game("hyperstellar", players=players, seed=4, max_revolutions=12)
    decisions = Counter[int]()
    end = start
    for state, action in random_line(start, 4):
        assert isinstance(state, HyperstellarState)
        decisions[state.revolution] += 1
        end = state.apply(action)
    assert isinstance(end, HyperstellarState) and end.revolution <= 12
    assert max(decisions.values()) <= players * players + 8 * players + sum(DECK)
