"""Saving an Asteroid Belt position as JSON and reading it back, checking it is one the rules allow.

The save's shape comes from the state's types, through saved forms
(:func:`~junkspace.core.codec.saved_form`) that differ from them only where the file is
written for a reader: cells by name (``"c3"``), asteroids by the name of their cell, the
cargo shuttle by its portal's, unit counts by type, the asteroids' chips and the pieces keyed
by cell, the rules as ``options``. A field added to the state is saved with no edit here.
Every problem is reported with its path (``state.pieces.c3.kind: unknown value "tank"``);
the positions no game reaches are refused by :mod:`.invariants`.

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
from ..core.validate import expect_object
from .board import ASTEROIDS, NAMES, PORTALS, cell
from .invariants import check_position
from .narration import WORDS
from .phases import Acting, Commanding, Creating, Guarding, Over, Protecting, Sailing
from .pieces import Guard, Piece, Shuttle, Site, Unit
from .rules import CHIPS, OPTIONS, Rules
from .state import AsteroidBeltState
from .units import KINDS

__all__ = ["state_from_dict", "state_to_dict"]


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
    | saved_form(Sailing, "sail", cell=Cell)
    | saved_form(Creating, "create", resume=_Acting)
    | saved_form(Protecting, "protect", cell=Cell, resume=_Attack)
    | saved_form(Over, "over")
)
_PIECES: dict[type, Any] = {
    Unit: Unit,
    Guard: saved_form(Guard, None, {"kind": "guard"}, home=Asteroid),
    Shuttle: saved_form(Shuttle, None, {"passengers": "shuttle"}),
}


_CELLS = frozenset(NAMES)
_Count = Annotated[int, Meta(ge=0)]
_Counts: Any = keyed_form("Counts", [(kind, _Count) for kind in KINDS])


class Pieces(tuple):  # type: ignore[type-arg]
    """The pieces on the board, saved keyed by the name of their cell."""

    @classmethod
    def read(cls, value: object) -> Pieces:
        pieces = []
        for name, data in expect_object(value, "state.pieces", (), _CELLS).items():
            path = f"state.pieces.{name}"
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
    phase=_Phase,
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
    for i, chips in enumerate(state.chips):
        if len(set(chips)) != len(chips):
            raise InvalidStateError(
                f"state.chips[{i}]", WORDS.gettext("each chip is there once at most")
            )
    # Chips and shuttles' passengers are kept in order; a save edited by hand need not be.
    state = replace(
        state,
        chips=tuple(tuple(c for c in CHIPS if c in chips) for chips in state.chips),
        pieces=tuple((c, _ordered(p)) for c, p in state.pieces),
    )
    check_position(state)
    return state


def _ordered(piece: Piece) -> Piece:
    if isinstance(piece, Shuttle):
        return Shuttle(
            tuple(sorted(piece.passengers, key=lambda u: (KINDS.index(u.kind), u.spent))),
            piece.spent,
        )
    return piece
