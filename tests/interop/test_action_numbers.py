"""A table numbers its actions once and for all: the index of each in ``state.action_space()``."""

from __future__ import annotations

import pytest
from playing import random_line

import junkspace
from junkspace.interop.table import Table


def test_an_action_number_is_its_index_in_the_action_space(table: tuple[str, int]) -> None:
    game, players = table
    setup = Table.of(game, players)
    space = junkspace.new_game(game, players=players, seed=3).action_space()
    assert setup.actions == space
    assert [setup.number(action) for action in space] == list(range(len(space)))


def test_the_legal_numbers_are_the_legal_actions_in_ascending_order(
    table: tuple[str, int],
) -> None:
    game, players = table
    setup = Table.of(game, players)
    for state, _ in random_line(setup.start(seed=8), 8):
        legal = setup.legal(state)
        assert legal == sorted(legal)
        assert {setup.actions[number] for number in legal} == set(state.legal_actions())


def test_a_table_is_the_same_for_a_state_and_for_its_setup(table: tuple[str, int]) -> None:
    game, players = table
    state = junkspace.new_game(game, players=players, seed=4)
    assert Table.of_state(state) == Table.of(game, players)
    assert Table.of_state(Table.of(game, players).start(seed=4)) == Table.of_state(state)
    assert Table.of(game, players).start(seed=4) == state


@pytest.mark.parametrize(
    "arguments, problem",
    [
        ({"game": "chess"}, "unknown game 'chess'"),
        ({"game": "junk_orbit", "players": 1}, "for 2–5 players, got 1"),
        ({"game": "junk_orbit", "turns": 3}, "has no option 'turns'"),
    ],
)
def test_a_table_that_cannot_exist_is_refused(arguments: dict[str, object], problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        Table.of(**arguments)


def test_an_action_from_another_table_has_no_number() -> None:
    five = Table.of("junk_orbit", players=5)
    deimos_only = next(action for action in five.actions if "SWI" in str(action))
    with pytest.raises(ValueError, match="is not an action of"):
        Table.of("junk_orbit", players=2).number(deimos_only)
