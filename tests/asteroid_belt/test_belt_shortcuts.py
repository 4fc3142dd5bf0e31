"""The engine's fast paths give what the plain reading of the rules gives, position by position.

The speed-ups (a state made without a draft for a selection, the facts read off the chips
once per set of sites, the base stacks decided from the free steps alone, walks kept by the
pieces that block them, the end of a turn finding the seat's units while standing them up)
must never change a decision: over seeded random games, each is compared with the slow way
of finding the same.
"""

from __future__ import annotations

import pytest
from playing import random_line

from junkspace.asteroid_belt import AsteroidBeltState, Buy, End, Select, new_game
from junkspace.asteroid_belt.board import (
    ASTEROID,
    ASTEROIDS,
    BASES,
    CLASSES,
    DOCKS,
    HIGHWAY,
    LANE,
    OPEN,
    PORTAL,
    STEPS,
    TERRAIN,
    cell,
    name,
)
from junkspace.asteroid_belt.phases import Commanding, Guarding
from junkspace.asteroid_belt.pieces import CAPACITY, Piece, Shuttle, Unit
from junkspace.asteroid_belt.reach import (
    BY_STEPS_ONLY,
    can_stand,
    free_step,
    free_steps,
    unit_reach,
)
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


def _plain_reach(
    at: dict[int, Piece], origin: int, kind: str, owner: int, unloading: bool
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A unit's move read plainly off the board: a breadth-first walk through free cells,
    standing on highways (and open space for the elite), crossing asteroids and portals,
    then boarding a lane next to the walk: a free dock, or the mover's shuttle with room."""
    unit = TYPES[kind]
    stand = (HIGHWAY, OPEN) if unit.roams else (HIGHWAY,)
    seen, frontier, stops = {origin}, [origin], set()
    for _ in range(unit.speed + unloading):
        reached = []
        for here in frontier:
            for there in STEPS[here]:
                if there in seen or there in at or TERRAIN[there] not in (*stand, ASTEROID, PORTAL):
                    continue
                seen.add(there)
                reached.append(there)
                if TERRAIN[there] in stand:
                    stops.add(there)
        frontier = reached
    if unloading:
        return tuple(sorted(stops)), ()
    boards = set()
    for here in seen:
        for lane in STEPS[here]:
            piece = at.get(lane)
            if TERRAIN[lane] == LANE and (
                (piece is None and lane in DOCKS)
                or (
                    isinstance(piece, Shuttle)
                    and piece.owner == owner
                    and len(piece.passengers) < CAPACITY
                )
            ):
                boards.add(lane)
    return tuple(sorted(stops)), tuple(sorted(boards))


@pytest.mark.parametrize(("players", "seed"), [(2, 12), (3, 13)])
def test_a_walk_kept_by_its_blockers_is_the_walk_on_the_board(players: int, seed: int) -> None:
    # unit_reach keeps each walk by the pieces on the cells it might try: the same walk
    # must come out whatever else stands on the board.
    walks = unloads = 0
    for state in _positions(players, seed):
        at = state.at
        for c, piece in state.pieces:
            if isinstance(piece, Unit):
                for kind in KINDS:  # every walker, from every occupied cell
                    assert unit_reach(at, c, kind, piece.owner) == _plain_reach(
                        at, c, kind, piece.owner, False
                    )
                    walks += 1
        for lane in DOCKS:  # leaving a shuttle there: one step more, no boarding again
            for kind in KINDS:
                assert unit_reach(at, lane, kind, 0, True) == _plain_reach(at, lane, kind, 0, True)
                unloads += 1
    assert walks > 1000
    assert unloads > 0


@pytest.mark.parametrize(("players", "seed"), [(2, 14), (3, 15)])
def test_the_base_stacks_and_buys_on_offer_are_the_rules_read_plainly(
    players: int, seed: int
) -> None:
    commanding = 0
    for state in _positions(players, seed):
        if not isinstance(state.phase, Commanding):
            continue
        seat, legal = state.active, state.legal_actions()
        base = state.seating.bases[seat]
        stacks = [a for a in legal if isinstance(a, Select) and a.kind and cell(a.cell) == base]
        assert stacks == [
            Select(name(base), kind)
            for i, kind in enumerate(KINDS)
            if state.reserve[seat][i] and state.may_leave(base, kind, seat)
        ]
        prices = state.seating.faction[seat]
        assert [a for a in legal if isinstance(a, Buy) and a.cell is None] == [
            Buy(kind)
            for i, kind in enumerate(KINDS)
            if state.repair[seat][i] and prices.price(kind) <= state.resources[seat]
        ]
        commanding += 1
    assert commanding > 40


class _PlainTurn(Turn):
    """The end of a turn read plainly: stand every piece up, then let the guards find the
    invader's units on the board themselves."""

    __slots__ = ()

    def end_turn(self) -> None:
        seat = self.active
        income = self.state.income(seat)
        if income:
            self.earn(seat, income)
        self.note("turn_ended", seat, income=income)
        for c, p in list(self.at.items()):
            if isinstance(p, Unit) and p.spent:
                self.place(c, Unit(p.owner, p.kind))
            elif isinstance(p, Shuttle):
                self.place(c, Shuttle(tuple(Unit(u.owner, u.kind) for u in p.passengers)))
        self.settle_guards(Guarding(seat, self.state.targeted(seat)))


@pytest.mark.parametrize(("players", "seed"), [(2, 9), (3, 10), (3, 11)])
def test_the_end_of_a_turn_is_the_plain_reading(players: int, seed: int) -> None:
    guarded = ended = 0
    for state in _positions(players, seed):
        if End() in state.legal_actions():
            fast, plain = Turn(state).play(End()), _PlainTurn(state).play(End())
            assert fast == plain
            assert fast.events == plain.events
            assert fast.legal_actions() == plain.legal_actions()
            ended += 1
            guarded += isinstance(fast.phase, Guarding)
    assert ended > 20
    assert guarded > 0
