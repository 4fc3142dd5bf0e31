"""A plain-text picture of a Junk Orbit position, for terminals and ``print(state)``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .tiles import TILES
from .topology import CITIES, ORBITS, PILES

if TYPE_CHECKING:
    from .state import JunkOrbitState

__all__ = ["board_text", "tile_text"]


def tile_text(tile: str) -> str:
    """A tile in a few characters: ``E17:4>THA``, or ``S03:1`` for starter junk."""
    t = TILES[tile]
    return f"{tile}:{t.value}" if t.destination is None else f"{tile}:{t.value}>{t.destination}"


def board_text(state: JunkOrbitState) -> str:
    """The whole position as lines of text: orbits, ships, cargo, deliveries, piles, status."""
    board = state.board
    lines = [f"Junk Orbit, {state.players} players, turn {state.turn + 1}. {state.status()}"]
    ships_at: dict[str, list[str]] = {}
    for seat, city in enumerate(state.ships):
        ships_at.setdefault(city, []).append(state.seat_names[seat])
    for body in board.bodies:
        lines.append(f"{body.capitalize()} orbit (clockwise):")
        for city in ORBITS[body]:
            tiles = " ".join(tile_text(t) for t in state.junk_at(city)) or "-"
            ships = f"  <{', '.join(ships_at[city])}>" if city in ships_at else ""
            lines.append(f"  {city} {CITIES[city].name:<12} {tiles}{ships}")
    scores = state.scores()
    for seat in range(state.players):
        cargo = " ".join(tile_text(t) for t in state.cargo[seat]) or "-"
        delivered = " ".join(state.deliveries[seat]) or "-"
        lines.append(
            f"{state.seat_names[seat]:<7} at {state.ships[seat]}, {scores[seat]} points; "
            f"cargo: {cargo}; delivered: {delivered}"
        )
    lines.append("Piles: " + ", ".join(f"{name} {len(state.pile(name))}" for name in PILES))
    return "\n".join(lines)
