"""The board views, checked the same way for every game that has one.

Picking on the board must be a complete and safe way to play: from any position, every
legal action is reachable by some sequence of picks, and no sequence of picks produces an
action the rules forbid. Scenes must name their pieces uniquely and paint as valid SVG.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from playing import TABLES, random_line

import junkspace
from junkspace import Action, GameState
from junkspace.render.svg import svg
from junkspace.render.view import Selection, has_view, view_for

VIEW_TABLES = [(game, players) for game, players in TABLES if has_view(game)]
seeds = st.integers(min_value=0, max_value=2**32 - 1)
PROPERTY = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def reachable(state: GameState) -> tuple[set[Action], set[Selection]]:
    """Every action and selection reachable by picking lit pieces, from no selection."""
    view = view_for(state.game)
    actions: set[Action] = set()
    seen: set[Selection] = {()}
    todo: list[Selection] = [()]
    while todo:
        selection = todo.pop()
        for id in view.scene(state, selection).picks():
            outcome = view.pick(state, selection, id)
            assert outcome is not None, f"{id} is marked pickable but picking it does nothing"
            if isinstance(outcome, Action):
                actions.add(outcome)
            elif outcome not in seen:
                assert len(seen) < 500, "selections should not grow without bound"
                seen.add(outcome)
                todo.append(outcome)
    return actions, seen


@pytest.mark.parametrize(("game", "players"), VIEW_TABLES)
@PROPERTY
@given(seed=seeds, chooser=seeds)
def test_picks_reach_exactly_the_legal_actions(
    game: str, players: int, seed: int, chooser: int
) -> None:
    start = junkspace.new_game(game, players=players, seed=seed)
    for step, (state, _) in enumerate(random_line(start, chooser)):
        if step % 3:
            continue
        actions, _ = reachable(state)
        assert actions == set(state.legal_actions())


@pytest.mark.parametrize("players", [2, 5])
@PROPERTY
@given(seed=seeds, chooser=seeds)
def test_picks_reach_exactly_the_legal_actions_with_junk_orbits_ship_powers(
    players: int, seed: int, chooser: int
) -> None:
    """The powers widen the moves and narrow the drops: the board follows."""
    start = junkspace.new_game("junk_orbit", players=players, seed=seed, ship_powers=True)
    for step, (state, _) in enumerate(random_line(start, chooser)):
        if step % 3 == 0 or state.phase.__class__.__name__ in ("Moving", "Dropping"):
            actions, _ = reachable(state)
            assert actions == set(state.legal_actions())


@pytest.mark.parametrize(("game", "players"), VIEW_TABLES)
def test_pieces_are_named_once_and_lit_pieces_can_be_picked(game: str, players: int) -> None:
    view = view_for(game)
    start = junkspace.new_game(game, players=players, seed=players)
    for step, (state, _) in enumerate(random_line(start, seed=11)):
        if step % 5:
            continue
        _, selections = reachable(state)
        for selection in selections:
            scene = view.scene(state, selection)
            ids = scene.ids()
            assert len(ids) == len(set(ids)), "piece ids are unique"
            lit = set(scene.highlighted("target")) | set(scene.highlighted("selected"))
            assert lit <= set(scene.picks()), "a highlighted piece can always be picked"


@pytest.mark.parametrize(("game", "players"), VIEW_TABLES)
@settings(max_examples=60, deadline=None)
@given(id=st.text(max_size=30), selection=st.lists(st.text(max_size=12), max_size=3))
def test_any_other_pick_is_refused_without_error(
    game: str, players: int, id: str, selection: list[str]
) -> None:
    state = junkspace.new_game(game, players=players, seed=5)
    view = view_for(game)
    outcome = view.pick(state, tuple(selection), id)
    if outcome is not None:
        assert id in view.scene(state, tuple(selection)).picks()
    if isinstance(outcome, Action):
        assert outcome in state.legal_actions()


@pytest.mark.parametrize(("game", "players"), VIEW_TABLES)
def test_a_finished_game_offers_nothing_to_pick(game: str, players: int) -> None:
    from playing import final_state

    state = final_state(junkspace.new_game(game, players=players, seed=9), seed=9)
    assert view_for(game).scene(state).picks() == ()


@pytest.mark.parametrize(("game", "players"), VIEW_TABLES)
def test_every_state_shows_itself_as_svg(game: str, players: int) -> None:
    state = junkspace.new_game(game, players=players, seed=2)
    picture = state._repr_svg_()
    assert picture is not None
    root = ET.fromstring(picture)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    drawn = {g.get("data-id") for g in root.iter("{http://www.w3.org/2000/svg}g")}
    assert set(view_for(game).scene(state).ids()) <= drawn
    assert picture == svg(view_for(game).scene(state))
