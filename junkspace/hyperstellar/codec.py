"""Hyperstellar positions as JSON both ways, checked against the rules on the way in.

The shape of a save is the shape of :class:`~.state.HyperstellarState` and its phases (field
names, counts that never go below zero, seat numbers, the phase as a tagged ``step``),
through a saved form (:func:`~junkspace.core.codec.saved_form`) that differs only where the
file is written for a reader: cards as colour letters (hands and the discard in colour
order, the pile in pile order) and an acting sector by its name. A field added to the state
is saved with no edit here. Every problem is reported with its path (``state.hands[1]: 'X'
is not a card colour``, a refusal of Hyperstellar's catalog in the language spoken); the
positions no game reaches are refused by :mod:`.invariants`.

>>> from junkspace.hyperstellar import new_game
>>> saved = state_to_dict(new_game(players=2, seed=1))
>>> saved["phase"], saved["hands"], saved["pile"][:6]
({'step': 'place', 'seat': 0}, ['', ''], 'BBYPRP')
>>> state_from_dict(saved) == new_game(players=2, seed=1)
True
"""

from __future__ import annotations

from typing import Any

from ..core.codec import Named, from_saved, saved_form, written
from ..core.state import replace
from ..core.validate import show
from .cards import LETTERS, letters, spell
from .invariants import check_position
from .narration import WORDS
from .phases import Acting, Answering, Over, Placing, Scoring
from .state import HyperstellarState
from .station import SECTORS

__all__ = ["state_from_dict", "state_to_dict"]


class Sector(Named):
    """A sector with a decision to take, saved by its name (the engine room has none)."""

    names = ("", *SECTORS[1:])


def _letters(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError(WORDS.gettext("expected a string, got {value}", value=show(value)))
    for letter in value:
        if letter not in LETTERS:
            raise ValueError(
                WORDS.gettext(
                    "{letter} is not a card colour (colours: {letters})",
                    letter=repr(letter),
                    letters=LETTERS,
                )
            )
    return value


class Pile(tuple):  # type: ignore[type-arg]
    """Cards in their order (colour indices), saved as colour letters: ``"BBY"``."""

    @classmethod
    def read(cls, value: object) -> Pile:
        return cls(map(LETTERS.index, _letters(value)))

    @classmethod
    def write(cls, cards: tuple[int, ...]) -> str:
        return spell(cards)


class Held(tuple):  # type: ignore[type-arg]
    """Cards held (a count per colour), saved as colour letters in colour order: ``"RRG"``."""

    @classmethod
    def read(cls, value: object) -> Held:
        text = _letters(value)
        return cls(text.count(letter) for letter in LETTERS)

    @classmethod
    def write(cls, hand: tuple[int, ...]) -> str:
        return letters(hand)


_State = saved_form(
    HyperstellarState,
    phase=Placing | saved_form(Acting, "act", sector=Sector) | Scoring | Answering | Over,
    hands=tuple[Held, ...],
    pile=Pile,
    discard=Held,
)


def state_to_dict(state: HyperstellarState) -> dict[str, Any]:
    """The whole position as JSON-able data (the ``state`` part of the JSON)."""
    data: dict[str, Any] = written(state, _State)
    return data


def state_from_dict(data: object) -> HyperstellarState:
    """The position saved as ``data`` (the ``state`` part of the JSON), fully checked."""
    state: HyperstellarState = from_saved(data, _State)
    # Bunks and the players out of the game are kept sorted; a save edited by hand need not be.
    state = replace(
        state,
        crew=tuple(sorted(tuple(sorted(bunk)) for bunk in state.crew)),
        eliminated=tuple(sorted(state.eliminated)),
    )
    check_position(state)
    return state
