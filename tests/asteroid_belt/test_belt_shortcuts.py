"""The engine's fast paths give what the plain reading of the rules gives, position by position.

The speed-ups (a state made without a draft for the commonest actions, see ``advance``; the
facts read off the chips once per set of sites, the base stacks decided from the free steps
alone, walks kept by the pieces that block them, the end of a turn finding the seat's units
while standing them up, those units handed on to every guard decision, the guards' reach
read off tables of their guard area) must never change a decision: over seeded random games,
each is compared with the slow way of finding the same (for a shortcut: the draft's state,
events and passed-on caches, loud and quiet).
"""

from __future__ import annotations

from collections import Counter

import msgspec
import pytest
from belt import F1_CROWDED, position
from playing import random_line

from junkspace import Action
from junkspace.asteroid_belt import (
    AsteroidBeltState,
    Attack,
    Buy,
    Dismiss,
    Done,
    End,
    Move,
    Select,
    SetGuard,
    Target,
    cell,
    new_game,
)
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
    name,
)
from junkspace.asteroid_belt.phases import Acting, Commanding, Guarding
from junkspace.asteroid_belt.pieces import CAPACITY, Guard, Piece, Shuttle, Unit
from junkspace.asteroid_belt.reach import (
    BY_STEPS_ONLY,
    _walk,
    can_stand,
    exposed,
    free_step,
    free_steps,
    guard_busy,
    guard_cells,
    guard_moves,
    guard_targets,
    guards_of,
    strike_reach,
    unit_reach,
)
from junkspace.asteroid_belt.rules import CHIPS
from junkspace.asteroid_belt.turn import VERBS, Turn, advance
from junkspace.asteroid_belt.units import KINDS, TYPES


def _drafted(state: AsteroidBeltState, action: Action, quiet: bool = False) -> AsteroidBeltState:
    """The state the turn's verb builds for ``action``, with no shortcut."""
    turn = Turn(state, quiet)
    VERBS[action.__class__](turn, action)
    return turn.build()


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
                fast, drafted = advance(state, action), _drafted(state, action)
                assert fast == drafted
                assert fast.events == drafted.events
                assert fast.legal_actions() == drafted.legal_actions()
                selections += 1
    assert selections > 100


def _as_the_draft_gives(state: AsteroidBeltState, action: Action) -> AsteroidBeltState:
    """Check that ``advance`` gives what the draft gives (loud and quiet): the same state,
    events and legal actions, and the same caches passed on (a board that is the pieces')."""
    for quiet in (True, False):
        fast, drafted = advance(state, action, quiet), _drafted(state, action, quiet)
        assert fast == drafted
        assert fast.events == drafted.events
        for cache in ("at", "_reach", "_invaders"):
            assert fast.__dict__.get(cache) == drafted.__dict__.get(cache), cache
        assert fast.__dict__.get("at") in (None, dict(fast.pieces))
        # Both keep the pieces in cell order by bisection (caches.in_cell_order): a sort agrees.
        assert list(fast.pieces) == sorted(fast.pieces, key=lambda pair: pair[0])
        _invaders_are_the_boards(fast)
        # A shortcut may hand on more than the draft: what the state would find itself.
        alone = msgspec.structs.replace(fast)  # the same position, nothing kept
        facts = fast.__dict__.get("chip_facts")
        assert facts == drafted.__dict__.get("chip_facts") or facts == alone.chip_facts
        if "_legal" in fast.__dict__:
            assert fast.__dict__["_legal"] == alone.legal_actions()
    assert fast.legal_actions() == drafted.legal_actions()
    return fast


def _invaders_are_the_boards(state: AsteroidBeltState) -> None:
    """The invader's units handed on to a state where the guards answer are the ones on its
    board (and only such a state is handed any)."""
    units = state.__dict__.get("_invaders")
    phase = state.phase
    if isinstance(phase, Guarding):
        assert units == exposed(dict(state.pieces), phase.invader)
    else:
        assert units is None


@pytest.mark.parametrize(("players", "seed"), [(2, 12), (3, 13), (3, 14)])
def test_an_end_made_without_a_draft_is_the_drafts_state(players: int, seed: int) -> None:
    steps: Counter[str] = Counter()
    for state in _positions(players, seed):
        if End() in state.legal_actions():
            after = _as_the_draft_gives(state, End())
            steps[type(after.phase).__name__] += 1
            steps["stood up"] += after.pieces != state.pieces
    # The guards answer, or the next turn begins, or the turn cap ends the game.
    assert steps["Guarding"] > 5 and steps["Commanding"] > 20 and steps["Over"] >= 1
    assert steps["stood up"] > 20


def test_a_move_made_without_a_draft_is_the_drafts_state() -> None:
    seen: Counter[str] = Counter()
    for players, seed in [(2, 16), (3, 17), (3, 20), (3, 23)]:
        for state in _positions(players, seed):
            phase = state.phase
            if isinstance(phase, Acting):
                for action in state.legal_actions():
                    if isinstance(action, Move):
                        after = _as_the_draft_gives(state, action)
                        seen["from a stack" if phase.kind else type(after.phase).__name__] += 1
                        seen["aboard"] += TERRAIN[cell(action.cell)] == LANE
                        seen["unloaded"] += phase.kind is not None and TERRAIN[phase.cell] == LANE
                        seen["mines"] += any(e.kind == "mine_built" for e in after.events)
    # Orders that go on and orders that end; the moves left to the draft are checked too.
    assert seen["Acting"] > 50 and seen["Commanding"] > 200
    assert seen["from a stack"] > 100 and seen["unloaded"] > 10
    assert seen["aboard"] > 5 and seen["mines"] > 20


def test_the_other_actions_made_without_a_draft_are_the_drafts() -> None:
    # done, dismiss, target, buy, and a guard's move
    seen: Counter[tuple[str, str]] = Counter()
    for players, seed in [(2, 21), (3, 22), (3, 25), (3, 44)]:
        for state in _positions(players, seed):
            guarding = isinstance(state.phase, Guarding)
            for action in state.legal_actions():
                if isinstance(action, (Done, Dismiss, Target, Buy)) or (
                    guarding and isinstance(action, Move)
                ):
                    after = _as_the_draft_gives(state, action)
                    seen[type(action).__name__, type(state.phase).__name__] += 1
                    seen["mine paid", ""] += after.fresh != state.fresh
    assert seen["Done", "Acting"] > 50 and seen["Done", "Sailing"] > 0
    assert seen["Dismiss", "Acting"] > 50
    assert seen["Target", "Commanding"] > 50 and seen["Move", "Guarding"] > 20
    assert seen["Buy", "Commanding"] > 50 and seen["mine paid", ""] > 5


def test_a_guard_set_up_or_attacking_without_a_draft_is_the_drafts_state() -> None:
    seen: Counter[str] = Counter()
    for players, seed in [(2, 26), (3, 27), (3, 28), (3, 29), (3, 30), (3, 34), (2, 35), (3, 36)]:
        for state in _positions(players, seed):
            if not isinstance(state.phase, Guarding):
                continue
            for action in state.legal_actions():
                if isinstance(action, (SetGuard, Attack)):
                    after = _as_the_draft_gives(state, action)
                    kinds = {e.kind for e in after.events}
                    seen[type(action).__name__] += 1
                    seen[type(after.phase).__name__] += 1
                    for kind in ("sent_to_repair", "guard_beaten", "flag", "no_risk"):
                        seen[kind] += kind in kinds
                    seen["tie"] += any(e.to_dict().get("result") == "tie" for e in after.events)
    # Every outcome: a unit or the guard beaten (the last one: a Flag), a tie, a reconnaissance
    # guard that risks nothing, an elite to protect (left to the draft, checked too); then the
    # next guard decision, or the next turn.
    assert seen["SetGuard"] > 20 and seen["Attack"] > 50
    assert seen["sent_to_repair"] > 10 and seen["guard_beaten"] > 10 and seen["flag"] > 2
    assert seen["tie"] > 5 and seen["no_risk"] > 2 and seen["Protecting"] > 0
    assert seen["Guarding"] > 10 and seen["Commanding"] > 10


def test_the_guards_and_their_targets_are_the_board_read_plainly() -> None:
    # guards_of looks in the guard area only, guard_targets among the invader's units only.
    seen: Counter[str] = Counter()
    for players, seed in [(2, 37), (3, 38), (3, 39)]:
        for state in _positions(players, seed):
            phase, at = state.phase, dict(state.pieces)
            for a in range(len(ASTEROIDS)):
                plain = sorted(c for c, p in at.items() if isinstance(p, Guard) and p.home == a)
                assert list(guards_of(at, a)) == plain
            if isinstance(phase, Guarding) and not phase.placing:
                guard = at[phase.attackers[0]]
                assert isinstance(guard, Guard)
                plain = sorted(
                    c
                    for c in strike_reach(guard.kind, phase.attackers[0])
                    if isinstance(p := at.get(c), Unit) and p.owner == phase.invader
                )
                targets = guard_targets(at, phase.attackers[0], state.guard_units())
                assert list(targets) == plain
                assert state.guard_targets(phase.attackers[0], phase.invader) == targets
                seen["targets" if targets else "none"] += 1
    assert seen["targets"] > 20 and seen["none"] > 5


def test_where_a_guard_may_move_to_attack_is_the_board_read_plainly() -> None:
    # _aims first rules out the invaders that no cell of the guard area reaches.
    seen: Counter[str] = Counter()
    for players, seed in [(2, 40), (3, 41), (3, 42)]:
        for state in _positions(players, seed):
            at = dict(state.pieces)
            for invader in range(players):
                units = exposed(at, invader)
                for a in range(len(ASTEROIDS)):
                    for here in guards_of(at, a):
                        guard = at[here]
                        assert isinstance(guard, Guard)
                        aims = {
                            c
                            for c in guard_cells(at, a)
                            if any(t in units for t in strike_reach(guard.kind, c))
                        }
                        stops, _ = _walk(at, here, TYPES[guard.kind].speed, True)
                        moves = guard_moves(at, here, units)
                        assert moves == tuple(c for c in stops if c in aims)
                        targets = guard_targets(at, here, units)
                        assert guard_busy(at, here, units, True) == bool(moves or targets)
                        assert guard_busy(at, here, units, False) == bool(targets)
                        seen["aims" if aims else "none"] += 1
                        seen["moves"] += bool(moves)
    assert seen["aims"] > 50 and seen["none"] > 50 and seen["moves"] > 20


def test_the_guards_decisions_are_handed_the_invaders_units_on_their_board() -> None:
    # Every way into a guard decision (the end of a turn, a guard set up, moved or attacking,
    # a protection declined), through the draft and through advance: the units handed on
    # are the ones a search of the new board finds.
    seen: Counter[str] = Counter()
    for players, seed in [(2, 31), (3, 32), (3, 33)]:
        for state in _positions(players, seed):
            for action in state.legal_actions():
                for after in (_drafted(state, action), advance(state, action, quiet=True)):
                    _invaders_are_the_boards(after)
                    if isinstance(after.phase, Guarding):
                        seen[type(action).__name__] += 1
    assert seen["End"] > 20 and seen["SetGuard"] > 10 and seen["Attack"] > 10
    assert seen["Move"] > 10 and seen["Decline"] > 0


def test_an_elite_bought_back_without_a_draft_is_the_drafts_state() -> None:
    # Every unit in repair, the elite's chips spent: buying it back brings them back.
    state = position(chips=((), ("attack",)), resources=(200, 200))
    buys = [a for a in state.legal_actions() if isinstance(a, Buy)]
    afters = [_as_the_draft_gives(state, action) for action in buys]
    assert [after.chips[0] for after in afters if after.reserve[0][KINDS.index("elite")]] == [CHIPS]
    assert len(afters) == len(KINDS)


def test_an_end_where_the_guards_wait_is_the_drafts_state() -> None:
    state = position(pieces=F1_CROWDED).apply("target f1")
    after = _as_the_draft_gives(state, End())
    assert [e.kind for e in after.events] == ["turn_ended", "guards_wait"]


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

    def end_turn(self, action: End) -> None:
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
        self.settle_guards(Guarding(seat, self.state.targeted(seat)), exposed(self.at, seat))


@pytest.mark.parametrize(("players", "seed"), [(2, 9), (3, 10), (3, 11)])
def test_the_end_of_a_turn_is_the_plain_reading(players: int, seed: int) -> None:
    guarded = ended = 0
    for state in _positions(players, seed):
        if End() in state.legal_actions():
            plain_turn = _PlainTurn(state)
            plain_turn.end_turn(End())
            fast, plain = _drafted(state, End()), plain_turn.build()
            assert fast == plain
            assert fast.events == plain.events
            assert fast.legal_actions() == plain.legal_actions()
            ended += 1
            guarded += isinstance(fast.phase, Guarding)
    assert ended > 20
    assert guarded > 0
