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

from ..i18n import N_
from .board import ASTEROID_AT, ASTEROIDS, HEIGHT, MAP, NAMES, PORTALS, WIDTH
from .narration import WORDS
from .pieces import Guard, Piece, Shuttle
from .units import KINDS, Faction

if TYPE_CHECKING:
    from .state import AsteroidBeltState

__all__ = ["board_text", "counted_units"]

_, ngettext = WORDS.gettext, WORDS.ngettext

_CHIPS = {"attack": N_("attack"), "protection": N_("protection"), "teleport": N_("teleport")}


def counted_units(kind: str, count: int) -> str:
    """``"2 assault"``: units of a type, counted (in French, ``"2 unités d’assaut"``)."""
    if kind == "engineering":
        return ngettext("{count} engineering", "{count} engineering", count, count=count)
    if kind == "assault":
        return ngettext("{count} assault", "{count} assault", count, count=count)
    if kind == "recon":
        return ngettext("{count} recon", "{count} recon", count, count=count)
    return ngettext("{count} elite", "{count} elite", count, count=count)


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
        _(
            "Asteroid Belt, {players} players, round {round}. {status}",
            players=state.players,
            round=state.turn // state.players + 1,
            status=state.status(),
        ),
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
    names = [_(faction.name) for faction in factions]
    # As wide as the longest faction name in the language spoken (18 in English).
    wide = max(18, *(len(name) for name in names))
    for number in range(state.players):
        reserve = ", ".join(
            counted_units(k, n) for k, n in zip(KINDS, state.reserve[number], strict=True) if n
        )
        repair = ", ".join(
            counted_units(k, n) for k, n in zip(KINDS, state.repair[number], strict=True) if n
        )
        chips = ", ".join(_(_CHIPS[chip]) for chip in state.chips[number]) or _("none")
        lines.append(
            ngettext(
                "{faction} {points} points, {resources} resources; base: {reserve}; repair: "
                "{repair}; chips: {chips}",
                "{faction} {points} points, {resources} resources; base: {reserve}; repair: "
                "{repair}; chips: {chips}",
                scores[number],
                faction=f"{names[number]:<{wide}}",
                points=f"{scores[number]:>2}",
                resources=f"{state.resources[number]:>3}",
                reserve=reserve or "-",
                repair=repair or "-",
                chips=chips,
            )
        )
    lines.append(_("The cargo shuttle waits in {cell}.", cell=NAMES[cargo]))
    return "\n".join(lines)
