"""A plain-text picture of a Junk Orbit position, for terminals and ``print(state)``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import N_
from .narration import WORDS, name, seat
from .tiles import TILES
from .topology import ORBITS, PILES

if TYPE_CHECKING:
    from .state import JunkOrbitState

__all__ = ["board_text", "tile_text"]

_, ngettext = WORDS.gettext, WORDS.ngettext

# Whole headings per body: a language may need a different article for each.
_ORBIT_HEADINGS = {
    "earth": N_("Earth orbit (clockwise):"),
    "moon": N_("Moon orbit (clockwise):"),
    "mars": N_("Mars orbit (clockwise):"),
    "phobos": N_("Phobos orbit (clockwise):"),
    "deimos": N_("Deimos orbit (clockwise):"),
}
_PILE_NAMES = {"earth": N_("earth"), "moon": N_("moon"), "mars": N_("mars")}


def tile_text(tile: str) -> str:
    """A tile in a few characters: ``E17:4>THA``, or ``S03:1`` for starter junk."""
    t = TILES[tile]
    return f"{tile}:{t.value}" if t.destination is None else f"{tile}:{t.value}>{t.destination}"


def board_text(state: JunkOrbitState) -> str:
    """The whole position as lines of text: orbits, ships, cargo, deliveries, piles, status."""
    board = state.board
    lines = [
        _(
            "Junk Orbit, {players} players, turn {turn}. {status}",
            players=state.players,
            turn=state.turn + 1,
            status=state.status(),
        )
    ]
    ships_at: dict[str, list[str]] = {}
    for seat_, city in enumerate(state.ships):
        ships_at.setdefault(city, []).append(seat(state.seat_names, seat_))
    for body in board.bodies:
        lines.append(_(_ORBIT_HEADINGS[body]))
        for city in ORBITS[body]:
            tiles = " ".join(tile_text(t) for t in state.junk_at(city)) or "-"
            ships = f"  <{', '.join(ships_at[city])}>" if city in ships_at else ""
            lines.append(f"  {city} {name(city):<12} {tiles}{ships}")
    scores = state.scores()
    width = max(7, *(len(seat(state.seat_names, s)) for s in range(state.players)))
    for seat_ in range(state.players):
        lines.append(
            ngettext(
                "{who} at {city}, {points} points; cargo: {cargo}; delivered: {delivered}",
                "{who} at {city}, {points} points; cargo: {cargo}; delivered: {delivered}",
                scores[seat_],
                who=f"{seat(state.seat_names, seat_):<{width}}",
                city=state.ships[seat_],
                points=scores[seat_],
                cargo=" ".join(tile_text(t) for t in state.cargo[seat_]) or "-",
                delivered=" ".join(state.deliveries[seat_]) or "-",
            )
        )
    piles = ", ".join(f"{_(_PILE_NAMES[pile])} {len(state.pile(pile))}" for pile in PILES)
    lines.append(_("Piles: {piles}", piles=piles))
    return "\n".join(lines)
