"""The Junk Orbit positions the rules can reach, checked when a save is read.

A save's shape (:mod:`.codec`) says which fields a position has and what each may hold; what
the types cannot say is checked here, each problem an
:class:`~junkspace.core.errors.InvalidStateError` naming the field and the rule: the table
size bounds seats, ships, cities and final turns; every tile in play is in exactly one place;
starters are never among deliveries; a city is empty only once its pile is; the turn step
agrees with the rest of the position (a drop step's hit players are ones a launch of that
value hit). Each problem is said in the language spoken when it is raised: the game's rules
by its catalog, a seat past the table or a row's length by core's checks (the field's path has
no language).

>>> from junkspace.junk_orbit import new_game
>>> from junkspace.core.state import replace
>>> state = new_game(players=2, seed=1)
>>> check_position(state)
>>> check_position(replace(state, active=3))
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: state.active: must be at most 1, got 3
"""

from __future__ import annotations

from ..core import InvalidStateError
from ..core.errors import quoted
from ..core.validate import expect_int, expect_list, missing_field
from ..i18n import N_
from .narration import WORDS, name
from .phases import Delivering, Dropping, Over
from .state import JunkOrbitState
from .tiles import STARTERS, TILES, tiles_in_play
from .topology import CITIES, PILE_INDEX, PILES, opposite

__all__ = ["check_position"]

_, ngettext = WORDS.gettext, WORDS.ngettext

# Whole sentences per tile back (a starter in a pile too): a language may need a different
# article for each body.
_BELONGS = {
    "earth": N_("tile {tile} belongs to the earth pile"),
    "moon": N_("tile {tile} belongs to the moon pile"),
    "mars": N_("tile {tile} belongs to the mars pile"),
    "starter": N_("tile {tile} belongs to the starter pile"),
}


def check_position(state: JunkOrbitState) -> None:
    """Refuse a position no Junk Orbit game reaches, naming the field and the rule."""
    _check_table(state)
    _check_tiles(state)
    _check_phase(state)


def _check_table(state: JunkOrbitState) -> None:
    """What the table size bounds: seats, one entry per seat, the cities in play."""
    players, board = state.players, state.board
    last = players - 1
    expect_int(state.active, "state.active", high=last)
    if state.final_turns is not None:
        expect_int(state.final_turns, "state.final_turns", high=last)
    for part in ("ships", "cargo", "deliveries"):
        expect_list(list(getattr(state, part)), f"state.{part}", players)
    cities, junk = board.cities, len(state.junk)
    if junk < len(cities):
        raise missing_field(f"state.junk.{cities[junk]}")
    if junk > len(cities):
        raise InvalidStateError(
            f"state.junk.{list(CITIES)[len(cities)]}",
            ngettext(
                "is not in play at {players} player",
                "is not in play at {players} players",
                players,
                players=players,
            ),
        )
    for seat, city in enumerate(state.ships):
        if city not in board.index:
            raise InvalidStateError(
                f"state.ships[{seat}]",
                ngettext(
                    "unknown value {value} (not in play at {players} player)",
                    "unknown value {value} (not in play at {players} players)",
                    players,
                    value=quoted(city),
                    players=players,
                ),
            )


def _in_play(players: int) -> set[str]:
    starters = STARTERS[: 2 * players] + STARTERS[10 : 10 + players]
    return {t for pile in PILES for t in tiles_in_play(pile, players)} | set(starters)


def _check_tiles(state: JunkOrbitState) -> None:
    """Every tile in play is in exactly one place, and in a place it may be."""
    allowed = _in_play(state.players)
    places: dict[str, str] = {}
    areas: list[tuple[str, tuple[str, ...]]] = [
        *((f"state.cargo[{i}]", c) for i, c in enumerate(state.cargo)),
        *((f"state.deliveries[{i}]", d) for i, d in enumerate(state.deliveries)),
        *(
            (f"state.junk.{city}", j)
            for city, j in zip(state.board.cities, state.junk, strict=True)
        ),
        *((f"state.piles.{name}", p) for name, p in zip(PILES, state.piles, strict=True)),
    ]
    for path, tiles in areas:
        for i, tile in enumerate(tiles):
            if tile not in allowed:
                problem = (
                    _("{tile} is not used at this table size", tile=quoted(tile))
                    if tile in TILES
                    else _("{tile} is not a tile", tile=quoted(tile))
                )
                raise InvalidStateError(f"{path}[{i}]", problem)
            if tile in places:
                raise InvalidStateError(
                    path, _("tile {tile} is also in {place}", tile=tile, place=places[tile])
                )
            places[tile] = path
    missing = sorted(allowed - places.keys())
    if missing:
        raise InvalidStateError(
            "state",
            _("tile {tile} is nowhere (every tile in play must be somewhere)", tile=missing[0]),
        )
    for i, tiles in enumerate(state.deliveries):
        for tile in tiles:
            if TILES[tile].destination is None:
                raise InvalidStateError(
                    f"state.deliveries[{i}]",
                    _("starter tile {tile} can never be delivered", tile=tile),
                )
    for city, junk in zip(state.board.cities, state.junk, strict=True):
        left = len(state.piles[PILE_INDEX[city]])
        if not junk and left:
            raise InvalidStateError(f"state.junk.{city}", _refilled(PILES[PILE_INDEX[city]], left))
    for pile_name, pile in zip(PILES, state.piles, strict=True):
        for tile in pile:
            if TILES[tile].source != pile_name:
                raise InvalidStateError(
                    f"state.piles.{pile_name}", _(_BELONGS[TILES[tile].source], tile=tile)
                )


def _refilled(pile: str, left: int) -> str:
    """Why a city may not be empty while its ``pile`` still has ``left`` tiles: one whole
    sentence per pile, as for :data:`_BELONGS`, in the plural form ``left`` needs (English
    keeps the "1 tiles" it always said)."""
    if pile == "earth":
        return ngettext(
            "a city emptied by a collection is refilled at once from the earth pile, which still "
            "has {count} tiles (rule III, Refill)",
            "a city emptied by a collection is refilled at once from the earth pile, which still "
            "has {count} tiles (rule III, Refill)",
            left,
            count=left,
        )
    if pile == "moon":
        return ngettext(
            "a city emptied by a collection is refilled at once from the moon pile, which still "
            "has {count} tiles (rule III, Refill)",
            "a city emptied by a collection is refilled at once from the moon pile, which still "
            "has {count} tiles (rule III, Refill)",
            left,
            count=left,
        )
    return ngettext(
        "a city emptied by a collection is refilled at once from the mars pile, which still "
        "has {count} tiles (rule III, Refill)",
        "a city emptied by a collection is refilled at once from the mars pile, which still "
        "has {count} tiles (rule III, Refill)",
        left,
        count=left,
    )


def _check_phase(state: JunkOrbitState) -> None:
    """The turn step agrees with the rest of the position."""
    phase = state.phase
    if (state.final_turns == 0) != isinstance(phase, Over):
        raise InvalidStateError(
            "state.phase",
            _("the game is over exactly when no final turn is left (final_turns 0)"),
        )
    if isinstance(phase, Dropping):
        _check_hit(state, phase)
    if isinstance(phase, Delivering) and not state.deliverable():
        raise InvalidStateError(
            "state.phase",
            _(
                "nothing in the cargo can be delivered at {city}",
                city=name(state.ships[state.active]),
            ),
        )


def _check_hit(state: JunkOrbitState, phase: Dropping) -> None:
    """The players still to drop were hit by one launch of ``phase.value``: their ships are
    in one city that launch could reach, and they drop in turn order from the launcher's left
    (rule I, Impact)."""
    if not phase.hit:
        raise InvalidStateError("state.phase.hit", _("a drop step needs at least one hit player"))
    if len(set(phase.hit)) != len(phase.hit):
        raise InvalidStateError("state.phase.hit", _("a player is hit at most once per launch"))
    active, players, ships = state.active, state.players, state.ships
    start, sense = ships[active], opposite(phase.sense)
    reach = state.board.landings(start, sense, phase.value)
    for i, seat in enumerate(phase.hit):
        path = f"state.phase.hit[{i}]"
        expect_int(seat, path, high=players - 1)
        if seat == active:
            raise InvalidStateError(path, _("a launch never hits its own ship"))
        if ships[seat] not in reach or ships[seat] != ships[phase.hit[0]]:
            raise InvalidStateError(
                path,
                _(
                    "a launch of {value} {sense} from {start} hits the ships of one city it "
                    "reaches ({reach}), not seat {seat}'s in {city}",
                    value=phase.value,
                    sense=sense,
                    start=start,
                    reach=", ".join(reach),
                    seat=seat,
                    city=ships[seat],
                ),
            )
        if not state.droppable(seat):
            raise InvalidStateError(path, _("seat {seat} has no tile to drop", seat=seat))
    order = [(seat - active) % players for seat in phase.hit]
    if order != sorted(order):
        raise InvalidStateError(
            "state.phase.hit", _("hit players drop in turn order from the launcher's left")
        )
