"""The Asteroid Belt positions the rules can reach, checked when a save is read.

A save's shape (:mod:`.codec`) says which fields a position has and what each may hold; what
the types cannot say is checked here, each problem an
:class:`~junkspace.core.errors.InvalidStateError` naming the field and the rule: the table
size bounds the seats, each piece stands on terrain it may occupy, guards stay by their
asteroid and are the aborigines' own, every unit of every faction is in exactly one place
(board, shuttle, reserve or repair), the asteroid chips agree with each other, the turn
counter with the active faction and the goal, and the turn step with the rest. The rule is
said in the language spoken when the save is read (by the game's catalog, or by core's checks
for a row's length or a seat past the table); the field, a path such as ``state.pieces.c3``,
has no language.

>>> from junkspace.asteroid_belt import new_game
>>> from junkspace.core.state import replace
>>> state = new_game(players=2, seed=1)
>>> check_position(state)
>>> check_position(replace(state, active=1))  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: state.active: turn 0 is seat 0's (...), not seat 1's
"""

from __future__ import annotations

from ..core import InvalidStateError
from ..core.validate import expect_int, expect_list
from ..i18n import N_
from .board import AROUND, ASTEROIDS, CLASSES, LANE, NAMES, TERRAIN
from .narration import WORDS
from .narration import seat as colour
from .narration import unit as unit_name
from .phases import Acting, Creating, Guarding, Over, Protecting, Sailing
from .pieces import Guard, Shuttle, Unit
from .reach import can_stand
from .rules import SHUTTLES
from .seating import lineup_of
from .state import AsteroidBeltState
from .units import ELITE, KINDS

__all__ = ["check_position"]

#: The asteroids' names, by asteroid number (a save keys its asteroids by them).
_ASTEROIDS = tuple(NAMES[a.cell] for a in ASTEROIDS)

# The refusals that name a unit type are one sentence per type, so that each language gives
# the type its own words and agreement (unités d'assaut, unidades de ingeniería).
_CANNOT_STAND = {
    "engineering": N_("engineering units cannot stand on {cell}"),
    "assault": N_("assault units cannot stand on {cell}"),
    "recon": N_("recon units cannot stand on {cell}"),
    "elite": N_("elite units cannot stand on {cell}"),
}
_NO_GUARD_LEFT = {
    "engineering": N_(
        "the aborigines have no engineering guard left for {asteroid} (its class's guards: "
        "{guards}; they have no elite)"
    ),
    "assault": N_(
        "the aborigines have no assault guard left for {asteroid} (its class's guards: "
        "{guards}; they have no elite)"
    ),
    "recon": N_(
        "the aborigines have no recon guard left for {asteroid} (its class's guards: "
        "{guards}; they have no elite)"
    ),
    "elite": N_(
        "the aborigines have no elite guard left for {asteroid} (its class's guards: "
        "{guards}; they have no elite)"
    ),
}


def check_position(state: AsteroidBeltState) -> None:
    """Refuse a position no Asteroid Belt game reaches, naming the field and the rule."""
    _check_table(state)
    _check_pieces(state)
    _check_sites(state)
    _check_forces(state)
    _check_guards(state)
    _check_turn(state)
    _check_phase(state)


def _check_table(state: AsteroidBeltState) -> None:
    """A place per seat in each row, every seat named at the table."""
    players = state.players
    try:
        lineup_of(state.rules.factions, players)
    except ValueError as err:
        raise InvalidStateError("state.options.factions", str(err)) from None
    for name in ("resources", "reserve", "repair", "chips", "reinforced"):
        expect_list(list(getattr(state, name)), f"state.{name}", players)
    seats: list[tuple[str, int | None]] = [("state.active", state.active)]
    for a, site in enumerate(state.sites):
        path = f"state.asteroids.{_ASTEROIDS[a]}"
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
        if seat is not None:
            expect_int(seat, path, high=players - 1)


def _check_pieces(state: AsteroidBeltState) -> None:
    """Each piece stands where it may: guards by their asteroid, shuttles on a lane."""
    for c, piece in state.pieces:
        path = f"state.pieces.{NAMES[c]}"
        if isinstance(piece, Guard):
            if c not in AROUND[ASTEROIDS[piece.home].cell] or not can_stand(ELITE, TERRAIN[c]):
                raise InvalidStateError(
                    path, WORDS.gettext("a guard stands on highway or open space next to its home")
                )
        elif isinstance(piece, Shuttle):
            if len({u.owner for u in piece.passengers}) != 1:
                raise InvalidStateError(
                    f"{path}.shuttle", WORDS.gettext("a shuttle carries one faction's units")
                )
            if TERRAIN[c] != LANE:
                raise InvalidStateError(path, WORDS.gettext("a shuttle stands on a shuttle lane"))
        elif not can_stand(piece.kind, TERRAIN[c]):
            raise InvalidStateError(path, WORDS.gettext(_CANNOT_STAND[piece.kind], cell=NAMES[c]))


def _check_sites(state: AsteroidBeltState) -> None:
    """The chips on each asteroid agree, and each fresh mine is one the active faction built."""
    seats = state.seating
    for a, site in enumerate(state.sites):
        path = f"state.asteroids.{_ASTEROIDS[a]}"
        target, waiting, flag, owner = site.target, site.waiting, site.flag, site.owner
        roster = CLASSES[ASTEROIDS[a].grade].guards
        base = seats.base_seat(a)
        if base is not None:
            if (target, waiting, flag, owner) != (None, (), False, base):
                raise InvalidStateError(
                    path, WORDS.gettext("a starting base belongs to its faction, with no chips")
                )
        elif waiting != roster[len(roster) - len(waiting) :]:
            raise InvalidStateError(
                f"{path}.waiting", WORDS.gettext("guards are set up in the order of the class")
            )
        elif owner is not None or flag:
            if target is not None or waiting or (flag and owner is not None):
                raise InvalidStateError(
                    path, WORDS.gettext("a Flag or a Mine carries no Target chip and no guard")
                )
        elif target is None and waiting != roster:
            raise InvalidStateError(
                path, WORDS.gettext("guards are only set up on a targeted asteroid")
            )
    for i, (a, _) in enumerate(state.fresh):
        if state.sites[a].owner != state.active or seats.base_seat(a) == state.active:
            raise InvalidStateError(
                f"state.fresh[{i}]",
                WORDS.gettext("a fresh mine is a mine the active faction built"),
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
                            "state.pieces",
                            WORDS.gettext("only the active faction's units can be spent"),
                        )
        for i, kind in enumerate(KINDS):
            if counted[i] != box[seat][i]:
                raise InvalidStateError(
                    f"state.repair[{seat}].{kind}",
                    _units_in_all(
                        kind, colour(state.seating.colours, seat), box[seat][i], counted[i]
                    ),
                )


def _units_in_all(kind: str, who: str, count: int, counted: int) -> str:
    """Why a faction's units of a type do not add up: it has ``count`` in all, ``counted`` are
    found. The English plural serves every count, as it always has; other languages get theirs.
    """
    values = {"who": who, "count": count, "counted": counted}
    if kind == "engineering":
        return WORDS.ngettext(
            "{who} has {count} engineering units in all, {counted} are accounted for",
            "{who} has {count} engineering units in all, {counted} are accounted for",
            count,
            **values,
        )
    if kind == "assault":
        return WORDS.ngettext(
            "{who} has {count} assault units in all, {counted} are accounted for",
            "{who} has {count} assault units in all, {counted} are accounted for",
            count,
            **values,
        )
    if kind == "recon":
        return WORDS.ngettext(
            "{who} has {count} recon units in all, {counted} are accounted for",
            "{who} has {count} recon units in all, {counted} are accounted for",
            count,
            **values,
        )
    return WORDS.ngettext(
        "{who} has {count} elite units in all, {counted} are accounted for",
        "{who} has {count} elite units in all, {counted} are accounted for",
        count,
        **values,
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
                raise InvalidStateError(
                    path, WORDS.gettext("guards stand only by a targeted asteroid")
                )
            home = ASTEROIDS[piece.home]
            roster = CLASSES[home.grade].guards
            left = placed.setdefault(piece.home, list(roster[: len(roster) - len(site.waiting)]))
            if piece.kind not in left:
                raise InvalidStateError(
                    path,
                    WORDS.gettext(
                        _NO_GUARD_LEFT[piece.kind],
                        asteroid=NAMES[home.cell],
                        guards=", ".join(unit_name(kind) for kind in roster),
                    ),
                )
            left.remove(piece.kind)
    shuttles = sum(1 for _, piece in state.pieces if isinstance(piece, Shuttle))
    if shuttles > SHUTTLES:
        raise InvalidStateError(
            "state.pieces",
            WORDS.gettext(
                "the box holds {count} shuttles, not {found} on the board",
                count=SHUTTLES,
                found=shuttles,
            ),
        )


def _check_turn(state: AsteroidBeltState) -> None:
    """Factions play in seat order, turn after turn, until one reaches the goal or the turn
    cap ends the game (which leaves the last player active)."""
    phase, goal = state.phase, state.rules.goal
    capped = isinstance(phase, Over) and phase.truncated
    if state.active != (state.turn - capped) % state.players:
        raise InvalidStateError(
            "state.active",
            WORDS.gettext(
                "turn {turn} is seat {seat}'s (factions play in seat order from seat 0), "
                "not seat {active}'s",
                turn=state.turn - capped,
                seat=(state.turn - capped) % state.players,
                active=state.active,
            ),
        )
    scores = state.scores()
    best = max(range(state.players), key=scores.__getitem__)
    if scores[best] >= goal and not (isinstance(phase, Over) and not phase.truncated):
        raise InvalidStateError(
            "state.phase",
            WORDS.ngettext(
                "{who} has {count} points: the game ends as soon as a faction reaches the goal "
                "({goal})",
                "{who} has {count} points: the game ends as soon as a faction reaches the goal "
                "({goal})",
                scores[best],
                who=colour(state.seating.colours, best),
                count=scores[best],
                goal=goal,
            ),
        )
    if isinstance(phase, Over) and not phase.truncated and scores[best] < goal:
        raise InvalidStateError(
            "state.phase",
            WORDS.gettext(
                "a game ends before its turn cap only when a faction reaches the goal ({goal}); "
                "the most any has is {best}",
                goal=goal,
                best=scores[best],
            ),
        )


def _check_phase(state: AsteroidBeltState) -> None:
    phase = state.phase
    path = "state.phase"
    rounds = state.rules.rounds
    capped = rounds is not None and state.turn >= rounds * state.players
    if capped != (isinstance(phase, Over) and phase.truncated):
        raise InvalidStateError(
            "state.turn", WORDS.gettext("the turn cap ends the game exactly when reached")
        )
    if isinstance(phase, Protecting):
        elite = state.at.get(phase.cell)
        if not (isinstance(elite, Unit) and elite.kind == ELITE and elite.owner == phase.seat):
            raise InvalidStateError(
                f"{path}.cell", WORDS.gettext("the beaten elite is on this cell")
            )
        if "protection" not in state.chips[phase.seat]:
            raise InvalidStateError(path, WORDS.gettext("protecting needs the protection chip"))
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
            raise InvalidStateError(f"{path}.cell", WORDS.gettext("the selected unit is not there"))
    elif isinstance(phase, Sailing):
        piece = state.at.get(phase.cell)
        if not (isinstance(piece, Shuttle) and piece.owner == state.active and not piece.spent):
            raise InvalidStateError(
                f"{path}.cell", WORDS.gettext("the selected shuttle is not there")
            )
    elif isinstance(phase, Guarding):
        if phase.invader != state.active:
            raise InvalidStateError(
                f"{path}.invader", WORDS.gettext("guards answer the active faction")
            )
        if phase.placing and not state.sites[phase.sites[0]].waiting:
            raise InvalidStateError(path, WORDS.gettext("no guard of this asteroid waits"))
        if not phase.placing and not phase.attackers:
            raise InvalidStateError(
                f"{path}.attackers", WORDS.gettext("a guard must be about to attack")
            )
        if phase.moved and (phase.placing or state.rules.guards == "stand"):
            raise InvalidStateError(
                f"{path}.moved",
                WORDS.gettext("guards move after they are set up, unless they stand"),
            )
        for c in phase.attackers:
            guard = state.at.get(c)
            if not (isinstance(guard, Guard) and guard.home == phase.sites[0]):
                raise InvalidStateError(
                    f"{path}.attackers", WORDS.gettext("no guard of it on {cell}", cell=NAMES[c])
                )
