"""Saves of positions no game can reach are refused, naming the field and the rule.

Each invariant has a position real play reaches (it loads) and the same save edited into one
no game reaches (refused with an ``InvalidStateError`` whose field and words say which rule
it breaks). Random games never trip any of them: every position of seeded random games at
every table size is saved and read back.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playing import BUILTIN, random_line

import junkspace
from junkspace import InvalidStateError
from junkspace.asteroid_belt.board import CELLS, LANE, NAMES, TERRAIN
from junkspace.junk_orbit.phases import Dropping
from junkspace.junk_orbit.topology import PILE_INDEX, PILES, opposite

STATES = Path(__file__).parents[1] / "fixtures" / "states"

Edit = Callable[[dict[str, Any]], None]


def _first(game: str, players: int, found: Callable[[Any], bool]) -> junkspace.GameState:
    """The first position of seeded random games that ``found`` accepts."""
    for seed in range(50):
        for state, _ in random_line(junkspace.new_game(game, players=players, seed=seed), seed):
            if found(state):
                return state
    raise AssertionError("no random game reached such a position")


def _fixture(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((STATES / f"{name}.json").read_text())["save"]
    return data


def _refused(save: dict[str, Any], edit: Edit, field: str, words: str) -> None:
    """``save`` loads; edited by ``edit``, it is refused naming ``field`` and ``words``."""
    junkspace.from_json(json.dumps(save))
    edit(save["state"])
    with pytest.raises(InvalidStateError) as caught:
        junkspace.from_json(json.dumps(save))
    assert caught.value.field == field, str(caught.value)
    assert words in caught.value.problem, str(caught.value)


def _saved(state: junkspace.GameState) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(state.to_json())
    return data


# -- Junk Orbit ----------------------------------------------------------------------------


def test_a_drop_no_launch_of_that_value_could_cause_is_refused() -> None:
    state = _first("junk_orbit", 3, lambda s: isinstance(s.phase, Dropping))
    phase = state.phase
    assert isinstance(phase, Dropping)
    start, hit_city = state.ships[state.active], state.ships[phase.hit[0]]
    value = next(
        v
        for v in range(1, 6)
        if hit_city not in state.board.landings(start, opposite(phase.sense), v)
    )
    _refused(
        _saved(state),
        lambda s: s["phase"].update(value=value),
        "state.phase.hit[0]",
        "hits the ships of one city it reaches",
    )


def test_an_empty_city_whose_pile_still_has_tiles_is_refused() -> None:
    save = _saved(junkspace.new_game("junk_orbit", players=2, seed=1))

    def empty_kepler(s: dict[str, Any]) -> None:
        s["cargo"][0] += s["junk"]["KEP"]
        s["junk"]["KEP"] = []

    assert save["state"]["piles"][PILES[PILE_INDEX["KEP"]]]
    _refused(save, empty_kepler, "state.junk.KEP", "is refilled at once from the moon pile")


# -- Hyperstellar --------------------------------------------------------------------------


def test_150_points_while_a_new_revolution_is_placed_is_refused() -> None:
    save = _fixture("hyperstellar-2p-after30")
    assert save["state"]["phase"]["step"] == "place"
    _refused(
        save,
        lambda s: s["points"].__setitem__(1, 150),
        "state.points[1]",
        "no new one is being placed",
    )


def test_a_placing_seat_out_of_table_order_is_refused() -> None:
    placed_once = junkspace.new_game("hyperstellar", players=3, seed=1)
    placed_once = placed_once.apply(placed_once.legal_actions()[0])
    save = _saved(placed_once)
    assert save["state"]["phase"] == {"step": "place", "seat": 1}
    _refused(
        save,
        lambda s: s["phase"].update(seat=2),
        "state.phase.seat",
        "seats place in table order",
    )


# -- Asteroid Belt -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "words"),
    [("elite", "they have no elite"), ("assault", "no assault guard left for h13")],
)
def test_a_guard_the_aborigines_do_not_have_is_refused(kind: str, words: str) -> None:
    _refused(
        _fixture("asteroid_belt-3p-step-protect-guards"),
        lambda s: s["pieces"]["h12"].update(guard=kind),
        "state.pieces.h12",
        words,
    )


def test_an_active_faction_out_of_turn_is_refused() -> None:
    _refused(
        _saved(junkspace.new_game("asteroid_belt", players=3, seed=1)),
        lambda s: s.update(active=1),
        "state.active",
        "factions play in seat order",
    )


def test_a_game_going_on_past_the_goal_is_refused() -> None:
    _refused(
        _fixture("asteroid_belt-2p-step-over-won"),
        lambda s: s.update(phase={"step": "command"}),
        "state.phase",
        "the game ends as soon as a faction reaches the goal (5)",
    )


def test_a_game_won_with_nobody_at_the_goal_is_refused() -> None:
    _refused(
        _fixture("asteroid_belt-3p-step-sail"),
        lambda s: s.update(phase={"step": "over", "truncated": False}),
        "state.phase",
        "only when a faction reaches the goal (15)",
    )


def test_more_shuttles_than_the_box_holds_are_refused() -> None:
    save = _saved(junkspace.new_game("asteroid_belt", players=2, seed=1))
    lanes = [NAMES[c] for c in range(CELLS) if TERRAIN[c] == LANE]

    def units(s: dict[str, Any]) -> Iterator[str]:
        """Seat 0's units taken from its reserve, one kind after another (the elite last)."""
        for kind in ("engineering", "assault", "recon", "elite"):
            while s["reserve"][0][kind]:
                s["reserve"][0][kind] -= 1
                yield kind

    def shuttles(count: int) -> Edit:
        def edit(s: dict[str, Any]) -> None:
            for lane, kind in zip(lanes[:count], units(s), strict=False):
                rider = {"owner": 0, "kind": kind, "spent": False}
                s["pieces"][lane] = {"shuttle": [rider], "spent": False}

        return edit

    four = json.loads(json.dumps(save))
    shuttles(4)(four["state"])
    assert junkspace.from_json(json.dumps(four)).shuttles_left() == 0
    _refused(save, shuttles(5), "state.pieces", "the box holds 4 shuttles")


# -- no random game trips them -------------------------------------------------------------


@pytest.mark.parametrize("game", BUILTIN)
def test_every_position_of_random_games_is_saved_and_read_back(game: str) -> None:
    info = junkspace.GAMES[game]
    for players in range(info.min_players, info.max_players + 1):
        for seed in range(2):
            start = junkspace.new_game(game, players=players, seed=seed)
            for state, _ in random_line(start, seed):
                assert junkspace.from_json(state.to_json()) == state
