"""A plain-text picture of an Asteroid Belt position, for terminals and ``print(state)``.

Each cell is three characters wide. Terrain: `` . `` open space, `` + `` highway, `` ~ ``
shuttle lane, `` @ `` portal (``(@)`` holds the cargo shuttle). An asteroid shows its class
and its chip: `` 3 `` untouched, ``3tP`` Purple's Target, ``3F `` a Flag, ``3mO`` an Orange
mine; ``[P]`` is Purple's base. Units show their faction letter and type (``e``
engineering, ``a`` assault, ``r`` reconnaissance, ``*`` elite), lower case once spent
(``Pa `` / ``pa ``); guards are ``ge``/``ga``/``gr``; ``S2O`` is an Orange shuttle with two
units aboard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import ASTEROID_AT, ASTEROIDS, HEIGHT, MAP, NAMES, PORTALS, WIDTH
from .pieces import Guard, Piece, Shuttle
from .units import KINDS, Faction

if TYPE_CHECKING:
    from .state import AsteroidBeltState

__all__ = ["board_text"]

_KIND_LETTER = {"engineering": "e", "assault": "a", "recon": "r", "elite": "*"}
_TERRAIN = {".": " . ", "+": " + ", "~": " ~ ", "@": " @ "}


def _piece(piece: Piece, factions: tuple[Faction, ...]) -> str:
    if isinstance(piece, Guard):
        return f"g{_KIND_LETTER[piece.kind]} "
    if isinstance(piece, Shuttle):
        return f"S{len(piece.passengers)}{factions[piece.owner].letter}"
    letter = factions[piece.owner].letter
    return f"{letter.lower() if piece.spent else letter}{_KIND_LETTER[piece.kind]} "


def _asteroid(state: AsteroidBeltState, a: int) -> str:
    site = state.sites[a]
    grade = ASTEROIDS[a].grade
    factions = state.seating.faction
    if site.owner is not None:
        letter = factions[site.owner].letter
        return f"[{letter}]" if state.seated_base(a) else f"{grade}m{letter}"
    if site.flag:
        return f"{grade}F "
    if site.target is not None:
        return f"{grade}t{factions[site.target].letter}"
    return f" {grade} "


def board_text(state: AsteroidBeltState) -> str:
    """The whole position as lines of text: the board, each faction, the status."""
    at = state.at
    factions = state.seating.faction
    cargo = PORTALS[state.cargo]
    lines = [
        f"Asteroid Belt, {state.players} players, round {state.turn // state.players + 1}. "
        f"{state.status()}",
        "    " + "".join(f" {chr(ord('a') + k)} " for k in range(WIDTH)),
    ]
    for row in range(HEIGHT):
        cells = []
        for col in range(WIDTH):
            c = row * WIDTH + col
            piece = at.get(c)
            if piece is not None:
                cells.append(_piece(piece, factions))
            elif c in ASTEROID_AT:
                cells.append(_asteroid(state, ASTEROID_AT[c]))
            elif c == cargo:
                cells.append("(@)")
            else:
                cells.append(_TERRAIN[MAP[row][col]])
        lines.append(f"{row + 1:>3} " + "".join(cells))
    scores = state.scores()
    for seat in range(state.players):
        reserve = ", ".join(
            f"{n} {k}" for k, n in zip(KINDS, state.reserve[seat], strict=True) if n
        )
        repair = ", ".join(f"{n} {k}" for k, n in zip(KINDS, state.repair[seat], strict=True) if n)
        chips = ", ".join(state.chips[seat]) or "none"
        lines.append(
            f"{factions[seat].name:<18} {scores[seat]:>2} points, {state.resources[seat]:>3} "
            f"resources; base: {reserve or '-'}; repair: {repair or '-'}; chips: {chips}"
        )
    lines.append(f"The cargo shuttle waits in {NAMES[cargo]}.")
    return "\n".join(lines)
