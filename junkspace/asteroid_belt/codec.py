"""Saving an Asteroid Belt position as JSON and reading it back, checking it is one the rules allow.

The save's shape comes from the state's types, through saved forms
(:func:`~junkspace.core.codec.saved_form`) that differ from them only where the file is
written for a reader: cells by name (``"c3"``), asteroids by the name of their cell, the
cargo shuttle by its portal's, unit counts by type, the asteroids' chips and the pieces keyed
by cell, the rules as ``options``. Every problem is reported with its path
(``state.pieces.c3.kind: unknown value "tank"``). What the types cannot say is checked here:
the table size bounds the seats, each piece stands on terrain it may occupy, guards stay by
their asteroid and are the aborigines' own, every unit of every faction is in exactly one
place (board, shuttle, reserve or repair), the asteroid chips agree with each other, the
turn counter with the active faction and the goal, and the turn step with the rest.

>>> from junkspace.asteroid_belt import new_game
>>> saved = state_to_dict(new_game(players=2, seed=1))
>>> saved["reserve"][0], saved["phase"]
({'engineering': 2, 'assault': 1, 'recon': 2, 'elite': 1}, {'step': 'command'})
>>> state_from_dict(saved) == new_game(players=2, seed=1)
True
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from msgspec import Meta

from ..core import InvalidStateError
from ..core.codec import Named, from_saved, keyed_form, saved_form, written
from ..core.registry import Option
from ..core.state import replace
from ..core.validate import show
from .board import AROUND, ASTEROIDS, CLASSES, LANE, NAMES, PORTALS, TERRAIN, cell
from .phases import Acting, Commanding, Creating, Guarding, Over, Protecting, Sailing
from .pieces import CAPACITY, Guard, Piece, Shuttle, Site, Unit
from .reach import can_stand
from .rules import CHIPS, OPTIONS, SHUTTLES, Rules
from .seating import lineup_of
from .state import AsteroidBeltState
from .units import ELITE, KINDS

__all__ = ["state_from_dict", "state_to_dict"]

_Count = Annotated[int, Meta(ge=0)]


class Cell(Named):
    names = NAMES


class Asteroid(Named):
    names = tuple(NAMES[a.cell] for a in ASTEROIDS)


class Portal(Named):
    names = tuple(NAMES[c] for c in PORTALS)


def _option(option: Option) -> Any:
    """An option's type: its choices, or an integer within its bounds (or ``None``)."""
    if option.choices == (False, True):
        return bool
    if option.choices is not None:
        return Literal[option.choices]
    number = Annotated[int, Meta(ge=option.low, le=option.high)]
    return number | None if option.allow_none else number


_Acting = saved_form(Acting, "act", cell=Cell)
_Guarding = saved_form(
    Guarding,
    "guard",
    {"sites": "asteroids"},
    sites=Annotated[tuple[Asteroid, ...], Meta(min_length=1)],
    attackers=tuple[Cell, ...],
)
_Attack = saved_form(Commanding, "command") | _Acting | _Guarding  # what protection interrupts
_Phase = (
    _Attack
    | saved_form(Sailing, "sail", cell=Cell, speed=Annotated[int, Meta(ge=1, le=6)])
    | saved_form(Creating, "create", resume=_Acting)
    | saved_form(Protecting, "protect", cell=Cell, resume=_Attack)
    | saved_form(Over, "over")
)
_PIECES: dict[type, Any] = {
    Unit: Unit,
    Guard: saved_form(Guard, None, {"kind": "guard"}, home=Asteroid),
    Shuttle: saved_form(
        Shuttle,
        None,
        {"passengers": "shuttle"},
        passengers=Annotated[tuple[Unit, ...], Meta(min_length=1, max_length=CAPACITY)],
    ),
}


_CELLS = frozenset(NAMES)
_Counts: Any = keyed_form("Counts", [(kind, _Count) for kind in KINDS])


class Pieces(tuple):  # type: ignore[type-arg]
    """The pieces on the board, saved keyed by the name of their cell."""

    @classmethod
    def read(cls, value: object) -> Pieces:
        if not isinstance(value, dict):
            raise InvalidStateError("state.pieces", f"expected an object, got {show(value)}")
        pieces = []
        for name, data in value.items():
            path = f"state.pieces.{name}"
            if name not in _CELLS:
                raise InvalidStateError(path, "is not a known field")
            keys = data.keys() if isinstance(data, dict) else ()
            form = Guard if "guard" in keys else Shuttle if "shuttle" in keys else Unit
            pieces.append((cell(name), from_saved(data, _PIECES[form], path)))
        return cls(sorted(pieces))

    @classmethod
    def write(cls, pieces: tuple[tuple[int, Piece], ...]) -> dict[str, Any]:
        return {NAMES[c]: written(piece, _PIECES[type(piece)]) for c, piece in pieces}


_State = saved_form(
    AsteroidBeltState,
    None,
    {"rules": "options", "sites": "asteroids"},
    players=Annotated[int, Meta(ge=2, le=3)],
    # Saves from before the factions and the guards' moves name neither: they get the rules
    # they were played with.
    rules=keyed_form(
        "Options",
        [
            (o.name, _option(o), *([o.before] if o.name in ("factions", "guards") else []))
            for o in OPTIONS
        ],
        Rules,
    ),
    active=Annotated[int, Meta(ge=0, le=2)],
    turn=_Count,
    phase=_Phase,
    resources=tuple[_Count, ...],
    reserve=tuple[_Counts, ...],
    repair=tuple[_Counts, ...],
    pieces=Pieces,
    sites=keyed_form("Asteroids", [(name, Site) for name in Asteroid.names]),
    cargo=Portal,
    fresh=tuple[tuple[Asteroid, _Count], ...],
)


def state_to_dict(state: AsteroidBeltState) -> dict[str, Any]:
    """The whole position as JSON-able data."""
    data: dict[str, Any] = written(state, _State)
    return data


def state_from_dict(data: object) -> AsteroidBeltState:
    """The position saved as ``data`` (the ``state`` part of the JSON), fully checked."""
    state: AsteroidBeltState = from_saved(data, _State)
    _check_table(state)
    # Chips and shuttles' passengers are kept in order; a save edited by hand need not be.
    state = replace(
        state,
        chips=tuple(tuple(c for c in CHIPS if c in chips) for chips in state.chips),
        pieces=tuple((c, _ordered(p)) for c, p in state.pieces),
    )
    _check_pieces(state)
    _check_sites(state)
    _check_forces(state)
    _check_guards(state)
    _check_turn(state)
    _check_phase(state)
    return state


def _ordered(piece: Piece) -> Piece:
    if isinstance(piece, Shuttle):
        return Shuttle(
            tuple(sorted(piece.passengers, key=lambda u: (KINDS.index(u.kind), u.spent))),
            piece.spent,
        )
    return piece


def _check_table(state: AsteroidBeltState) -> None:
    """A place per seat in each row, every seat named at the table, each chip once."""
    players = state.players
    try:
        lineup_of(state.rules.factions, players)
    except ValueError as err:
        raise InvalidStateError("state.options.factions", str(err)) from None
    for name in ("resources", "reserve", "repair", "chips", "reinforced"):
        count = len(getattr(state, name))
        if count != players:
            raise InvalidStateError(f"state.{name}", f"expected {players} items, got {count}")
    seats: list[tuple[str, int | None]] = [("state.active", state.active)]
    for a, site in enumerate(state.sites):
        path = f"state.asteroids.{Asteroid.names[a]}"
        seats += [(f"{path}.target", site.target), (f"{path}.owner", site.owner)]
    for c, piece in state.pieces:
        path = f"state.pieces.{NAMES[c]}"
        if isinstance(piece, Shuttle):
            seats += [
                (f"{path}.shuttle[{i}].owner", u.owner) for i, u in enumerate(piece.passengers)
            ]
        elif isinstance(piece, Unit):
            seats.append((f"{path}.owner", piece.owner))
    phase, path = state.phase, "state.phase"
    if isinstance(phase, Protecting):
        seats.append((f"{path}.seat", phase.seat))
        phase, path = phase.resume, f"{path}.resume"
    if isinstance(phase, Guarding):
        seats.append((f"{path}.invader", phase.invader))
    for path, seat in seats:
        if seat is not None and seat >= players:
            raise InvalidStateError(path, f"must be at most {players - 1}, got {seat}")
    for i, chips in enumerate(state.chips):
        if len(set(chips)) != len(chips):
            raise InvalidStateError(f"state.chips[{i}]", "each chip is there once at most")


def _check_pieces(state: AsteroidBeltState) -> None:
    """Each piece stands where it may: guards by their asteroid, shuttles on a lane."""
    for c, piece in state.pieces:
        path = f"state.pieces.{NAMES[c]}"
        if isinstance(piece, Guard):
            if c not in AROUND[ASTEROIDS[piece.home].cell] or not can_stand(ELITE, TERRAIN[c]):
                raise InvalidStateError(
                    path, "a guard stands on highway or open space next to its home"
                )
        elif isinstance(piece, Shuttle):
            if len({u.owner for u in piece.passengers}) != 1:
                raise InvalidStateError(f"{path}.shuttle", "a shuttle carries one faction's units")
            if TERRAIN[c] != LANE:
                raise InvalidStateError(path, "a shuttle stands on a shuttle lane")
        elif not can_stand(piece.kind, TERRAIN[c]):
            raise InvalidStateError(path, f"{piece.kind} units cannot stand on {NAMES[c]}")


def _check_sites(state: AsteroidBeltState) -> None:
    """The chips on each asteroid agree, and each fresh mine is one the active faction built."""
    seats = state.seating
    for a, site in enumerate(state.sites):
        path = f"state.asteroids.{Asteroid.names[a]}"
        target, waiting, flag, owner = site.target, site.waiting, site.flag, site.owner
        roster = CLASSES[ASTEROIDS[a].grade].guards
        base = seats.base_seat(a)
        if base is not None:
            if (target, waiting, flag, owner) != (None, (), False, base):
                raise InvalidStateError(
                    path, "a starting base belongs to its faction, with no chips"
                )
        elif waiting != roster[len(roster) - len(waiting) :]:
            raise InvalidStateError(
                f"{path}.waiting", "guards are set up in the order of the class"
            )
        elif owner is not None or flag:
            if target is not None or waiting or (flag and owner is not None):
                raise InvalidStateError(
                    path, "a Flag or a Mine carries no Target chip and no guard"
                )
        elif target is None and waiting != roster:
            raise InvalidStateError(path, "guards are only set up on a targeted asteroid")
    for i, (a, _) in enumerate(state.fresh):
        if state.sites[a].owner != state.active or seats.base_seat(a) == state.active:
            raise InvalidStateError(
                f"state.fresh[{i}]", "a fresh mine is a mine the active faction built"
            )


def _check_forces(state: AsteroidBeltState) -> None:
    """Every unit is in exactly one place: on the board, in a shuttle, in reserve or repair."""
    box = state.seating.box
    for seat in range(state.players):
        counted = [state.reserve[seat][i] + state.repair[seat][i] for i in range(len(KINDS))]
        for _, piece in state.pieces:
            riders = piece.passengers if isinstance(piece, Shuttle) else (piece,)
            for unit in riders:
                if isinstance(unit, Unit) and unit.owner == seat:
                    counted[KINDS.index(unit.kind)] += 1
                    if unit.spent and seat != state.active:
                        raise InvalidStateError(
                            "state.pieces", "only the active faction's units can be spent"
                        )
        for i, kind in enumerate(KINDS):
            if counted[i] != box[seat][i]:
                raise InvalidStateError(
                    f"state.repair[{seat}].{kind}",
                    f"{state.seat_name(seat)} has {box[seat][i]} {kind} units in all, "
                    f"{counted[i]} are accounted for",
                )


def _check_guards(state: AsteroidBeltState) -> None:
    """The aborigines' guards: by a targeted asteroid, of its class's roster, no more of them
    than that roster (the set-up ones first, then those still waiting); they have no elite."""
    placed: dict[int, list[str]] = {}
    for c, piece in state.pieces:
        if isinstance(piece, Guard):
            site = state.sites[piece.home]
            path = f"state.pieces.{NAMES[c]}"
            if not site.open or site.target is None:
                raise InvalidStateError(path, "guards stand only by a targeted asteroid")
            home = ASTEROIDS[piece.home]
            roster = CLASSES[home.grade].guards
            left = placed.setdefault(piece.home, list(roster[: len(roster) - len(site.waiting)]))
            if piece.kind not in left:
                raise InvalidStateError(
                    path,
                    f"the aborigines have no {piece.kind} guard left for {NAMES[home.cell]} "
                    f"(its class's guards: {', '.join(roster)}; they have no elite)",
                )
            left.remove(piece.kind)
    shuttles = sum(1 for _, piece in state.pieces if isinstance(piece, Shuttle))
    if shuttles > SHUTTLES:
        raise InvalidStateError(
            "state.pieces", f"the box holds {SHUTTLES} shuttles, not {shuttles} on the board"
        )


def _check_turn(state: AsteroidBeltState) -> None:
    """Factions play in seat order, turn after turn, until one reaches the goal or the turn
    cap ends the game (which leaves the last player active)."""
    phase, goal = state.phase, state.rules.goal
    capped = isinstance(phase, Over) and phase.truncated
    if state.active != (state.turn - capped) % state.players:
        raise InvalidStateError(
            "state.active",
            f"turn {state.turn - capped} is seat {(state.turn - capped) % state.players}'s "
            f"(factions play in seat order from seat 0), not seat {state.active}'s",
        )
    scores = state.scores()
    best = max(range(state.players), key=scores.__getitem__)
    if scores[best] >= goal and not (isinstance(phase, Over) and not phase.truncated):
        raise InvalidStateError(
            "state.phase",
            f"{state.seat_name(best)} has {scores[best]} points: the game ends as soon as a "
            f"faction reaches the goal ({goal})",
        )
    if isinstance(phase, Over) and not phase.truncated and scores[best] < goal:
        raise InvalidStateError(
            "state.phase",
            f"a game ends before its turn cap only when a faction reaches the goal ({goal}); "
            f"the most any has is {scores[best]}",
        )


def _check_phase(state: AsteroidBeltState) -> None:
    phase = state.phase
    path = "state.phase"
    rounds = state.rules.rounds
    capped = rounds is not None and state.turn >= rounds * state.players
    if capped != (isinstance(phase, Over) and phase.truncated):
        raise InvalidStateError("state.turn", "the turn cap ends the game exactly when reached")
    if isinstance(phase, Protecting):
        elite = state.at.get(phase.cell)
        if not (isinstance(elite, Unit) and elite.kind == ELITE and elite.owner == phase.seat):
            raise InvalidStateError(f"{path}.cell", "the beaten elite is on this cell")
        if "protection" not in state.chips[phase.seat]:
            raise InvalidStateError(path, "protecting needs the protection chip")
        if isinstance(phase.resume, Guarding):
            # The guards' next step is found once the elite's fate is known.
            return
        phase, path = phase.resume, f"{path}.resume"
    if isinstance(phase, Creating):
        phase, path = phase.resume, f"{path}.resume"
    if isinstance(phase, Acting):
        piece = state.at.get(phase.cell)
        seat = state.active
        if phase.kind is None:
            ok = isinstance(piece, Unit) and piece.owner == seat and not piece.spent
        elif phase.cell == state.seating.bases[seat] and piece is None:
            ok = state.reserve[seat][KINDS.index(phase.kind)] > 0
        else:
            ok = isinstance(piece, Shuttle) and piece.owner == seat
        if not ok:
            raise InvalidStateError(f"{path}.cell", "the selected unit is not there")
    elif isinstance(phase, Sailing):
        piece = state.at.get(phase.cell)
        if not (isinstance(piece, Shuttle) and piece.owner == state.active and not piece.spent):
            raise InvalidStateError(f"{path}.cell", "the selected shuttle is not there")
    elif isinstance(phase, Guarding):
        if phase.invader != state.active:
            raise InvalidStateError(f"{path}.invader", "guards answer the active faction")
        if phase.placing and not state.sites[phase.sites[0]].waiting:
            raise InvalidStateError(path, "no guard of this asteroid waits")
        if not phase.placing and not phase.attackers:
            raise InvalidStateError(f"{path}.attackers", "a guard must be about to attack")
        if phase.moved and (phase.placing or state.rules.guards == "stand"):
            raise InvalidStateError(
                f"{path}.moved", "guards move after they are set up, unless they stand"
            )
        for c in phase.attackers:
            guard = state.at.get(c)
            if not (isinstance(guard, Guard) and guard.home == phase.sites[0]):
                raise InvalidStateError(f"{path}.attackers", f"no guard of it on {NAMES[c]}")
