"""The engine's fast paths give what the plain reading of the rules gives, position by position.

The speed-ups (a state made without a draft for a selection, the facts read off the chips
once per set of sites, the base stacks decided from the free steps alone) must never change a
decision: over seeded random games, each is compared with the slow way of finding the same.
"""

from __future__ import annotations

import pytest
from playing import random_line

from junkspace.asteroid_belt import AsteroidBeltState, Select, new_game
from junkspace.asteroid_belt.board import ASTEROIDS, BASES, CLASSES, HIGHWAY, OPEN, STEPS, TERRAIN
from junkspace.asteroid_belt.reach import BY_STEPS_ONLY, can_stand, free_step, free_steps
from junkspace.asteroid_belt.turn import Turn, advance
from junkspace.asteroid_belt.units import KINDS, TYPES


def _positions(players: int, seed: int) -> list[AsteroidBeltState]:
    start = new_game(players=players, seed=seed, rounds=12)
    return [state for state, _ in random_line(start, seed) if isinstance(state, AsteroidBeltState)]


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (3, 5)])
def test_the_chips_facts_are_the_sites_read_again(players: int, seed: int) -> None:
    for state in _positions(players, seed):
        for seat in range(players):
            sites = state.sites
            assert state.targeted(seat) == tuple(
                a for a, site in enumerate(sites) if site.target == seat
            )
            assert state.income(seat) == sum(
                CLASSES[ASTEROIDS[a].grade].income
                for a, site in enumerate(sites)
                if site.owner == seat
            )


@pytest.mark.parametrize(("players", "seed"), [(2, 6), (3, 7)])
def test_a_selection_made_without_a_draft_is_the_drafts_state(players: int, seed: int) -> None:
    selections = 0
    for state in _positions(players, seed):
        for action in state.legal_actions():
            if isinstance(action, Select):
                fast, drafted = advance(state, action), Turn(state).play(action)
                assert fast == drafted
                assert fast.events == drafted.events
                assert fast.legal_actions() == drafted.legal_actions()
                selections += 1
    assert selections > 100


def test_a_unit_leaves_a_base_exactly_when_it_has_a_free_step() -> None:
    # No lane, asteroid or portal next to a base: the shortcut in the base stacks.
    assert set(BASES) <= BY_STEPS_ONLY
    for c in BY_STEPS_ONLY:
        assert all(TERRAIN[n] in (OPEN, HIGHWAY) for n in STEPS[c])
    leaving = 0
    for state in _positions(3, 8):
        at = state.at
        for seat, base in enumerate(state.seating.bases):
            assert free_steps(at, base) == (
                free_step(at, base, "engineering"),
                free_step(at, base, "elite"),
            )
            for kind in KINDS:
                if state.resources[seat] >= TYPES[kind].fuel:
                    walked = bool(state.destinations(base, kind, seat))
                    assert state.may_leave(base, kind, seat) == walked
                    assert walked == any(
                        n not in at and can_stand(kind, TERRAIN[n]) for n in STEPS[base]
                    )
                    leaving += 1
    assert leaving > 100
