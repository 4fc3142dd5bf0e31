"""Saving an Asteroid Belt position as JSON and reading it back, checking it is one the rules allow.

Cells are written by name (``"c3"``), asteroids by the name of their cell. A file may be
corrupt or tampered with, so every field is checked and the first problem is reported with
its path (``state.pieces.c3.kind: unknown value "tank"``). Beyond the shape of each field,
the checks that matter for a board game: each piece stands on terrain it may occupy, guards
stay next to their asteroid, every unit of every faction is in exactly one place (board,
shuttle, reserve or repair), the asteroid chips agree with each other, and the turn step
agrees with the rest of the position.

A unit and the chips of an asteroid are saved exactly as their ``Struct`` types are, so
:mod:`junkspace.core.codec` reads them from the types (names, booleans, ranges, no unknown
field) and only this game's invariants are written here; the rest of the shape names cells
by name and is read field by field. ``_phase`` writes a turn step, ``_read_phase`` reads one
(the same two names as in the other games).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core import InvalidStateError, Rng
from ..core.codec import decode, encode
from ..core.errors import quoted
from ..core.validate import expect_int, expect_list, expect_object, expect_str
from .board import (
    AROUND,
    ASTEROID_AT,
    ASTEROIDS,
    CLASSES,
    LANE,
    NAMES,
    PORTALS,
    TERRAIN,
    Cell,
    cell,
)
from .phases import Acting, Commanding, Creating, Guarding, Over, Phase, Protecting, Sailing
from .pieces import CAPACITY, Guard, Piece, Shuttle, Site, Unit
from .reach import can_stand
from .rules import CHIPS, OPTIONS, SHUTTLES, Chip, Rules
from .seating import Seating, lineup_of, seating
from .units import ELITE, KINDS, Counts, Kind

if TYPE_CHECKING:
    from .state import AsteroidBeltState

__all__ = ["state_from_dict", "state_to_dict"]

_FIELDS = (
    "players",
    "seed",
    "rng",
    "options",
    "active",
    "turn",
    "phase",
    "resources",
    "reserve",
    "repair",
    "chips",
    "reinforced",
    "pieces",
    "asteroids",
    "cargo",
    "fresh",
    "created",
)


# -- writing -----------------------------------------------------------------------------------


def _counts(counts: Counts) -> dict[str, int]:
    return dict(zip(KINDS, counts, strict=True))


def _piece(piece: Piece) -> Any:
    if isinstance(piece, Unit):
        return encode(piece)
    if isinstance(piece, Guard):
        return {"guard": piece.kind, "home": NAMES[ASTEROIDS[piece.home].cell]}
    return {"shuttle": encode(piece.passengers), "spent": piece.spent}


def _phase(phase: Phase) -> dict[str, Any]:
    if isinstance(phase, Acting):
        return {
            "step": "act",
            "cell": NAMES[phase.cell],
            "kind": phase.kind,
            "moved": phase.moved,
            "attacked": phase.attacked,
        }
    if isinstance(phase, Sailing):
        return {
            "step": "sail",
            "cell": NAMES[phase.cell],
            "speed": phase.speed,
            "moved": phase.moved,
            "attacked": phase.attacked,
        }
    if isinstance(phase, Creating):
        return {"step": "create", "resume": _phase(phase.resume)}
    if isinstance(phase, Guarding):
        return {
            "step": "guard",
            "invader": phase.invader,
            "asteroids": [NAMES[ASTEROIDS[a].cell] for a in phase.sites],
            "attackers": [NAMES[c] for c in phase.attackers],
            "placing": phase.placing,
            "moved": phase.moved,
        }
    if isinstance(phase, Protecting):
        return {
            "step": "protect",
            "seat": phase.seat,
            "cell": NAMES[phase.cell],
            "resume": _phase(phase.resume),
        }
    if isinstance(phase, Over):
        return {"step": "over", "truncated": phase.truncated}
    return {"step": "command"}


def state_to_dict(state: AsteroidBeltState) -> dict[str, Any]:
    """The whole position as JSON-able data."""
    return {
        "players": state.players,
        "seed": state.seed,
        "rng": state.rng.state,
        "options": state.rules.as_dict(),
        "active": state.active,
        "turn": state.turn,
        "phase": _phase(state.phase),
        "resources": list(state.resources),
        "reserve": [_counts(c) for c in state.reserve],
        "repair": [_counts(c) for c in state.repair],
        "chips": [list(c) for c in state.chips],
        "reinforced": list(state.reinforced),
        "pieces": {NAMES[c]: _piece(p) for c, p in state.pieces},
        "asteroids": {
            NAMES[a.cell]: encode(site) for a, site in zip(ASTEROIDS, state.sites, strict=True)
        },
        "cargo": NAMES[PORTALS[state.cargo]],
        "fresh": [[NAMES[ASTEROIDS[a].cell], budget] for a, budget in state.fresh],
        "created": state.created,
    }


# -- reading -----------------------------------------------------------------------------------


def _bool(value: object, path: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidStateError(path, f"expected true or false, got {quoted(value)}")
    return value


def _seat(value: object, path: str, players: int) -> int:
    return expect_int(value, path, 0, players - 1)


def _kind(value: object, path: str) -> Kind:
    word = expect_str(value, path, KINDS)
    return next(k for k in KINDS if k == word)


def _cell(value: object, path: str) -> Cell:
    return cell(expect_str(value, path, NAMES))


def _asteroid(value: object, path: str) -> int:
    c = _cell(value, path)
    if c not in ASTEROID_AT:
        raise InvalidStateError(path, f"there is no asteroid on {NAMES[c]}")
    return ASTEROID_AT[c]


def _read_counts(value: object, path: str) -> Counts:
    data = expect_object(value, path, KINDS)
    c = [expect_int(data[k], f"{path}.{k}", 0) for k in KINDS]
    return (c[0], c[1], c[2], c[3])


def _per_seat(value: object, path: str, players: int) -> list[Any]:
    return expect_list(value, path, players)


def _rules(value: object, players: int) -> Rules:
    # Saves from before these options have neither: they get the rules they were played with.
    later = ("factions", "guards")
    names = [o.name for o in OPTIONS if o.name not in later]
    data = expect_object(value, "state.options", names, later)
    checked: dict[str, Any] = {}
    for option in OPTIONS:
        if option.name not in data:
            continue
        try:
            checked[option.name] = option.check(data[option.name], "asteroid_belt")
        except ValueError as err:
            raise InvalidStateError(f"state.options.{option.name}", str(err)) from None
    for flag in ("fast", "hard"):
        _bool(data[flag], f"state.options.{flag}")
    rules = Rules.of({o.name: o.before for o in OPTIONS} | checked)
    try:
        lineup_of(rules.factions, players)
    except ValueError as err:
        raise InvalidStateError("state.options.factions", str(err)) from None
    return rules


def _read_unit(value: object, path: str, players: int) -> Unit:
    unit = decode(value, Unit, path)
    _seat(unit.owner, f"{path}.owner", players)
    return unit


def _read_piece(value: object, path: str, players: int, here: Cell) -> Piece:
    if isinstance(value, dict) and "guard" in value:
        data = expect_object(value, path, ("guard", "home"))
        kind = _kind(data["guard"], f"{path}.guard")
        home = _asteroid(data["home"], f"{path}.home")
        if here not in AROUND[ASTEROIDS[home].cell] or not can_stand(ELITE, TERRAIN[here]):
            raise InvalidStateError(
                path, "a guard stands on highway or open space next to its home"
            )
        return Guard(kind, home)
    if isinstance(value, dict) and "shuttle" in value:
        data = expect_object(value, path, ("shuttle", "spent"))
        riders = expect_list(data["shuttle"], f"{path}.shuttle")
        if not 1 <= len(riders) <= CAPACITY:
            raise InvalidStateError(f"{path}.shuttle", f"a shuttle carries 1 to {CAPACITY} units")
        units = tuple(_read_unit(u, f"{path}.shuttle[{i}]", players) for i, u in enumerate(riders))
        if len({u.owner for u in units}) != 1:
            raise InvalidStateError(f"{path}.shuttle", "a shuttle carries one faction's units")
        if TERRAIN[here] != LANE:
            raise InvalidStateError(path, "a shuttle stands on a shuttle lane")
        ordered = tuple(sorted(units, key=lambda u: (KINDS.index(u.kind), u.spent)))
        return Shuttle(ordered, _bool(data["spent"], f"{path}.spent"))
    unit = _read_unit(value, path, players)
    if not can_stand(unit.kind, TERRAIN[here]):
        raise InvalidStateError(path, f"{unit.kind} units cannot stand on {NAMES[here]}")
    return unit


def _read_site(value: object, path: str, seats: Seating, a: int) -> Site:
    players = len(seats.lineup)
    site = decode(value, Site, path)
    target, waiting, flag, owner = site.target, site.waiting, site.flag, site.owner
    for name, seat in (("target", target), ("owner", owner)):
        if seat is not None:
            _seat(seat, f"{path}.{name}", players)
    roster = CLASSES[ASTEROIDS[a].grade].guards
    base = seats.base_seat(a)
    if base is not None:
        if (target, waiting, flag, owner) != (None, (), False, base):
            raise InvalidStateError(path, "a starting base belongs to its faction, with no chips")
    elif waiting != roster[len(roster) - len(waiting) :]:
        raise InvalidStateError(f"{path}.waiting", "guards are set up in the order of the class")
    elif owner is not None or flag:
        if target is not None or waiting or (flag and owner is not None):
            raise InvalidStateError(path, "a Flag or a Mine carries no Target chip and no guard")
    elif target is None and waiting != roster:
        raise InvalidStateError(path, "guards are only set up on a targeted asteroid")
    return site


def _read_phase(value: object, path: str, players: int) -> Phase:
    data = expect_object(
        value,
        path,
        ("step",),
        optional=(
            "cell",
            "kind",
            "moved",
            "attacked",
            "speed",
            "resume",
            "invader",
            "asteroids",
            "attackers",
            "placing",
            "seat",
            "truncated",
        ),
    )
    step = expect_str(
        data["step"],
        f"{path}.step",
        ("command", "act", "sail", "create", "guard", "protect", "over"),
    )
    shape = {
        "command": (),
        "act": ("cell", "kind", "moved", "attacked"),
        "sail": ("cell", "speed", "moved", "attacked"),
        "create": ("resume",),
        "guard": ("invader", "asteroids", "attackers", "placing"),
        "protect": ("seat", "cell", "resume"),
        "over": ("truncated",),
    }[step]
    # Saves from before guards moved have no "moved" in their guard step: it had not.
    expect_object(data, path, ("step", *shape), ("moved",) if step == "guard" else ())
    if step == "command":
        return Commanding()
    if step == "act":
        kind = None if data["kind"] is None else _kind(data["kind"], f"{path}.kind")
        return Acting(
            _cell(data["cell"], f"{path}.cell"),
            kind,
            _bool(data["moved"], f"{path}.moved"),
            _bool(data["attacked"], f"{path}.attacked"),
        )
    if step == "sail":
        return Sailing(
            _cell(data["cell"], f"{path}.cell"),
            expect_int(data["speed"], f"{path}.speed", 1, 6),
            _bool(data["moved"], f"{path}.moved"),
            _bool(data["attacked"], f"{path}.attacked"),
        )
    if step == "create":
        resume = _read_phase(data["resume"], f"{path}.resume", players)
        if not isinstance(resume, Acting):
            raise InvalidStateError(f"{path}.resume", "creation resumes the elite's orders")
        return Creating(resume)
    if step == "guard":
        sites = tuple(
            _asteroid(a, f"{path}.asteroids[{i}]")
            for i, a in enumerate(expect_list(data["asteroids"], f"{path}.asteroids"))
        )
        attackers = tuple(
            _cell(c, f"{path}.attackers[{i}]")
            for i, c in enumerate(expect_list(data["attackers"], f"{path}.attackers"))
        )
        if not sites:
            raise InvalidStateError(f"{path}.asteroids", "the guards defend at least one asteroid")
        return Guarding(
            _seat(data["invader"], f"{path}.invader", players),
            sites,
            attackers,
            _bool(data["placing"], f"{path}.placing"),
            _bool(data.get("moved", False), f"{path}.moved"),
        )
    if step == "protect":
        resume = _read_phase(data["resume"], f"{path}.resume", players)
        if isinstance(resume, (Protecting, Over, Creating, Sailing)):
            raise InvalidStateError(f"{path}.resume", "protection interrupts an attack only")
        return Protecting(
            _seat(data["seat"], f"{path}.seat", players),
            _cell(data["cell"], f"{path}.cell"),
            resume,
        )
    return Over(_bool(data["truncated"], f"{path}.truncated"))


def state_from_dict(data: object) -> AsteroidBeltState:
    """The position saved as ``data`` (the ``state`` part of the JSON), fully checked."""
    from .state import AsteroidBeltState

    raw = expect_object(data, "state", _FIELDS)
    players = expect_int(raw["players"], "state.players", 2, 3)
    seed = expect_int(raw["seed"], "state.seed")
    rng = Rng(expect_int(raw["rng"], "state.rng", 0, 2**64 - 1))
    rules = _rules(raw["options"], players)
    seats = seating(rules.factions, players)
    active = _seat(raw["active"], "state.active", players)
    turn = expect_int(raw["turn"], "state.turn", 0)
    phase = _read_phase(raw["phase"], "state.phase", players)
    resources = tuple(
        expect_int(r, f"state.resources[{i}]", 0)
        for i, r in enumerate(_per_seat(raw["resources"], "state.resources", players))
    )
    reserve = tuple(
        _read_counts(c, f"state.reserve[{i}]")
        for i, c in enumerate(_per_seat(raw["reserve"], "state.reserve", players))
    )
    repair = tuple(
        _read_counts(c, f"state.repair[{i}]")
        for i, c in enumerate(_per_seat(raw["repair"], "state.repair", players))
    )
    chips = tuple(
        _read_chips(c, f"state.chips[{i}]")
        for i, c in enumerate(_per_seat(raw["chips"], "state.chips", players))
    )
    reinforced = tuple(
        _bool(r, f"state.reinforced[{i}]")
        for i, r in enumerate(_per_seat(raw["reinforced"], "state.reinforced", players))
    )
    pieces_raw = expect_object(raw["pieces"], "state.pieces", (), optional=NAMES)
    pieces = tuple(
        sorted(
            (cell(n), _read_piece(v, f"state.pieces.{n}", players, cell(n)))
            for n, v in pieces_raw.items()
        )
    )
    asteroid_names = [NAMES[a.cell] for a in ASTEROIDS]
    sites_raw = expect_object(raw["asteroids"], "state.asteroids", asteroid_names)
    sites = tuple(
        _read_site(sites_raw[NAMES[a.cell]], f"state.asteroids.{NAMES[a.cell]}", seats, a.id)
        for a in ASTEROIDS
    )
    cargo_cell = _cell(raw["cargo"], "state.cargo")
    if cargo_cell not in PORTALS:
        raise InvalidStateError("state.cargo", "the cargo shuttle waits in a portal")
    fresh = tuple(
        _read_fresh(f, f"state.fresh[{i}]", sites, active, seats)
        for i, f in enumerate(expect_list(raw["fresh"], "state.fresh"))
    )
    created = _bool(raw["created"], "state.created")
    state = AsteroidBeltState(
        players=players,
        seed=seed,
        rng=rng,
        rules=rules,
        active=active,
        turn=turn,
        phase=phase,
        resources=resources,
        reserve=reserve,
        repair=repair,
        chips=chips,
        reinforced=reinforced,
        pieces=pieces,
        sites=sites,
        cargo=PORTALS.index(cargo_cell),
        fresh=fresh,
        created=created,
    )
    _check_forces(state)
    _check_guards(state)
    _check_turn(state)
    _check_phase(state)
    return state


def _read_chips(value: object, path: str) -> tuple[Chip, ...]:
    names = [expect_str(c, f"{path}[{i}]", CHIPS) for i, c in enumerate(expect_list(value, path))]
    if len(set(names)) != len(names):
        raise InvalidStateError(path, "each chip is there once at most")
    return tuple(c for c in CHIPS if c in names)


def _read_fresh(
    value: object, path: str, sites: tuple[Site, ...], active: int, seats: Seating
) -> tuple[int, int]:
    pair = expect_list(value, path, 2)
    a = _asteroid(pair[0], f"{path}[0]")
    budget = expect_int(pair[1], f"{path}[1]", 0)
    if sites[a].owner != active or seats.base_seat(a) == active:
        raise InvalidStateError(path, "a fresh mine is a mine the active faction built")
    return a, budget


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
