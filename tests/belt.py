"""Positions for the Asteroid Belt tests: pieces put on named cells, dice loaded in advance.

A scripted scenario starts from :func:`position` and then plays actions through ``apply``,
exactly as a player would. Every position built here goes through the JSON reader, so it is
one the rules allow (the unit counts add up, pieces stand where they may, ...).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping

import junkspace
from junkspace import Event, Rng
from junkspace.asteroid_belt import AsteroidBeltState, Shuttle, Site, Unit, cell, new_game
from junkspace.asteroid_belt.board import ASTEROID_AT
from junkspace.asteroid_belt.phases import Phase
from junkspace.asteroid_belt.pieces import Piece
from junkspace.asteroid_belt.units import KINDS
from junkspace.core.state import replace

__all__ = ["F1_CROWDED", "events_of", "loaded", "position", "rock"]

#: Every free cell around the asteroid on f1 taken (e1 and g1 are open space, e2, f2 and g2
#: highway): a guard of f1 set up now has to wait for room (rare in random play).
F1_CROWDED: dict[str, Piece] = {
    "e1": Unit(0, "elite"),
    "g1": Unit(1, "elite"),
    "e2": Unit(0, "engineering"),
    "f2": Unit(0, "engineering"),
    "g2": Unit(0, "assault"),
}


def loaded(*dice: int) -> Rng:
    """A generator whose next rolls are ``dice`` (found by trying seeds in order)."""
    for seed in itertools.count():
        rng = probe = Rng.from_seed(seed)
        for die in dice:
            value, probe = probe.roll()
            if value != die:
                break
        else:
            return rng
    raise AssertionError("unreachable")


def rock(name: str) -> int:
    """The asteroid number of the asteroid on the cell called ``name``."""
    return ASTEROID_AT[cell(name)]


def position(
    players: int = 2,
    *,
    pieces: Mapping[str, Piece] | None = None,
    reserve: Iterable[tuple[int, int, int, int]] | None = None,
    resources: Iterable[int] | None = None,
    sites: Mapping[str, Site] | None = None,
    active: int = 0,
    dice: Iterable[int] = (),
    chips: Iterable[tuple[str, ...]] | None = None,
    cargo: int = 0,
    phase: Phase | None = None,
    turn: int | None = None,
    **options: object,
) -> AsteroidBeltState:
    """A table of ``players`` with exactly these pieces; every other unit waits in repair.

    ``reserve`` gives the units waiting on each base (none by default), ``sites`` the chips
    of some asteroids (by cell name), ``dice`` the next rolls of the dice.
    """
    start = new_game(players=players, seed=0, **options)  # type: ignore[arg-type]
    board = {cell(name): piece for name, piece in (pieces or {}).items()}
    waiting = tuple(reserve) if reserve is not None else ((0, 0, 0, 0),) * players
    repair = []
    for seat in range(players):
        counts = [start.seating.box[seat][i] - waiting[seat][i] for i in range(len(KINDS))]
        for piece in board.values():
            riders = piece.passengers if isinstance(piece, Shuttle) else (piece,)
            for unit in riders:
                if isinstance(unit, Unit) and unit.owner == seat:
                    counts[KINDS.index(unit.kind)] -= 1
        repair.append((counts[0], counts[1], counts[2], counts[3]))
    chosen = list(start.sites)
    for name, site in (sites or {}).items():
        chosen[rock(name)] = site
    state = replace(
        start,
        rng=loaded(*dice),
        active=active,
        turn=active if turn is None else turn,
        phase=phase or start.phase,
        resources=tuple(resources) if resources is not None else start.resources,
        reserve=waiting,
        repair=tuple(repair),
        chips=tuple(chips) if chips is not None else start.chips,  # type: ignore[arg-type]
        pieces=tuple(sorted(board.items())),
        sites=tuple(chosen),
        cargo=cargo,
    )
    checked = junkspace.from_json(state.to_json())
    assert isinstance(checked, AsteroidBeltState)
    return checked


def events_of(state: AsteroidBeltState, kind: str) -> list[Event]:
    """The events of one kind that led to ``state``."""
    return [e for e in state.events if e.kind == kind]
