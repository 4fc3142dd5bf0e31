"""A plain-text picture of a Hyperstellar position, for terminals and ``print(state)``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import letters
from .rules import SEAT_NAMES
from .station import CREW, SECTOR_NAMES

if TYPE_CHECKING:
    from .state import HyperstellarState

__all__ = ["board_text"]


def board_text(state: HyperstellarState) -> str:
    """The whole position as lines of text: sectors, players, cards, status.

    Every hand is shown: this is the table seen from above, not one player's view.
    """
    cap = "" if state.max_revolutions is None else f", at most {state.max_revolutions} revolutions"
    lines = [f"Hyperstellar, {state.players} players{cap}. {state.status()}"]
    for sector, room in enumerate(state.rooms):
        seated = [SEAT_NAMES[seat] for seat, n in enumerate(room) for _ in range(n)]
        lines.append(
            f"  {SECTOR_NAMES[sector]:<17}{state.players} slots: {', '.join(seated) or '-'}"
        )
    bunks = " ".join(f"[{' '.join(SEAT_NAMES[s] for s in bunk)}]" for bunk in state.crew)
    lines.append(f"  {SECTOR_NAMES[CREW]:<17}{state.players} bunks: {bunks or '-'}")
    for seat in range(state.players):
        name = SEAT_NAMES[seat]
        if not state.in_play(seat):
            lines.append(f"{name:<7} out of the game, {state.points[seat]} points")
            continue
        placed = state.researchers(seat) - state.hub[seat]
        lines.append(
            f"{name:<7} {state.points[seat]:>3} points, energy {state.energy[seat]}, water "
            f"{state.water[seat]}; researchers {state.hub[seat]} on the hub, {placed} placed, "
            f"{state.stock(seat)} in stock; hand {letters(state.hands[seat]) or '-'}"
        )
    lines.append(f"Science pile: {len(state.pile)} cards; discard: {letters(state.discard) or '-'}")
    return "\n".join(lines)
