"""Invariants over many seeded random games, whatever the options."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from playing import final_state, random_line

import junkspace
from junkspace.asteroid_belt import AsteroidBeltState, Guard, Shuttle, Unit
from junkspace.asteroid_belt.board import AROUND, ASTEROIDS, LANE, TERRAIN
from junkspace.asteroid_belt.reach import can_stand
from junkspace.asteroid_belt.seating import FACTION_CHOICES
from junkspace.asteroid_belt.units import KINDS

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
seeds = st.integers(min_value=0, max_value=2**32 - 1)
options = st.fixed_dictionaries(
    {
        "goal": st.sampled_from([5, 8, 15]),
        "fast": st.booleans(),
        "hard": st.booleans(),
        "rounds": st.sampled_from([10, 40]),
        # Every order of the three factions (at two players its first two play).
        "factions": st.sampled_from([c for c in FACTION_CHOICES if c.count("-") == 2]),
        "guards": st.sampled_from(["move", "stand"]),
    }
)


def _check_position(state: AsteroidBeltState) -> None:
    assert all(money >= 0 for money in state.resources), "resources are never negative"
    cells = [c for c, _ in state.pieces]
    assert cells == sorted(set(cells)), "one piece per cell"
    counted = [
        [state.reserve[s][i] + state.repair[s][i] for i in range(len(KINDS))]
        for s in range(state.players)
    ]
    guards: dict[int, int] = {}
    for c, piece in state.pieces:
        if isinstance(piece, Shuttle):
            assert TERRAIN[c] == LANE and 1 <= len(piece.passengers) <= 3
            assert len({u.owner for u in piece.passengers}) == 1
            riders: tuple[Unit, ...] = piece.passengers
        elif isinstance(piece, Guard):
            assert c in AROUND[ASTEROIDS[piece.home].cell] and can_stand("elite", TERRAIN[c])
            assert state.sites[piece.home].target is not None, "guards stand by a Target"
            guards[piece.home] = guards.get(piece.home, 0) + 1
            riders = ()
        else:
            assert can_stand(piece.kind, TERRAIN[c]), "units stand only where their type may"
            riders = (piece,)
        for unit in riders:
            counted[unit.owner][KINDS.index(unit.kind)] += 1
    assert [tuple(c) for c in counted] == list(state.seating.box), "units are conserved"
    for a, site in enumerate(state.sites):
        assert not (site.flag and guards.get(a)), "a Flag has no guard left"


@SETTINGS
@given(seed=seeds, chooser=seeds, players=st.sampled_from([2, 3]), chosen=options)
def test_random_games_keep_the_invariants(
    seed: int, chooser: int, players: int, chosen: dict[str, object]
) -> None:
    state = junkspace.new_game("asteroid_belt", players=players, seed=seed, **chosen)
    assert isinstance(state, AsteroidBeltState)
    owners = [site.owner for site in state.sites]
    points = state.scores()
    for steps, (before, action) in enumerate(random_line(state, chooser)):
        assert isinstance(before, AsteroidBeltState)
        _check_position(before)
        assert before.parse_action(str(action)) == action
        if steps % 5 == 0:
            assert junkspace.from_json(before.to_json()) == before
            json.dumps(before.observation(0))
        state = before.apply(action)
        assert isinstance(state, AsteroidBeltState)
        for a, site in enumerate(state.sites):
            if owners[a] is not None:
                assert site.owner == owners[a], "mines are never lost"
        owners = [site.owner for site in state.sites]
        assert all(n >= o for n, o in zip(state.scores(), points, strict=True))
        points = state.scores()
    _check_position(state)
    assert state.is_over
    if state.truncated:
        assert state.turn == chosen["rounds"] * players  # type: ignore[operator]
    else:
        assert max(state.scores()) >= chosen["goal"]  # type: ignore[operator]
        assert state.winners() == (state.active,)


@SETTINGS
@given(seed=seeds, chooser=seeds)
def test_random_games_are_short_and_deterministic(seed: int, chooser: int) -> None:
    start = junkspace.new_game("asteroid_belt", players=3, seed=seed)
    steps = sum(1 for _ in random_line(start, chooser))
    assert steps < 1500, "the default turn cap keeps a random game to a few hundred decisions"
    assert final_state(start, chooser) == final_state(
        junkspace.new_game("asteroid_belt", players=3, seed=seed), chooser
    )
