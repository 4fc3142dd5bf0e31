"""junkspace's own words outside the games and the app: the errors its modules raise for a
user to read (a table size a game does not have, a record that does not replay, a bot spec
that names no bot), in the language spoken when they are raised.

They are messages of the catalog in ``junkspace/locale`` (domain ``junkspace``), as the
command line's are; a game's refusals are in the game's own catalog. English is the message
itself, so an error's English text is what it always was:

>>> from junkspace.i18n import speaking
>>> WORDS.gettext("{game} is for {low}–{high} players, got {players}", game="Junk Orbit",
...               low=2, high=5, players=9)
'Junk Orbit is for 2–5 players, got 9'
>>> with speaking("es"):
...     WORDS.gettext("{game} is for {low}–{high} players, got {players}", game="Junk Orbit",
...                   low=2, high=5, players=9)
'Junk Orbit es para 2–5 jugadores, no 9'
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from ..i18n import Domain

if TYPE_CHECKING:
    from .state import GameState

__all__ = ["WORDS", "game_words", "seat_name"]

#: junkspace's catalog (junkspace/locale).
WORDS = Domain("junkspace", "junkspace")


@functools.cache
def game_words(game: str) -> Domain:
    """``game``'s own catalog (named after the game, in its package's ``locale``)."""
    from .registry import GAMES

    return Domain(game, GAMES[game].module.rpartition(".")[0])


def seat_name(state: GameState, seat: int) -> str:
    """The name of ``seat`` in the language spoken: ``state.seat_name`` is English, and the
    game's own catalog translates it.

    >>> import junkspace
    >>> from junkspace.i18n import speaking
    >>> with speaking("fr"):
    ...     seat_name(junkspace.new_game("hyperstellar", players=2, seed=1), 0)
    'Rouge'
    """
    return game_words(state.game).gettext(state.seat_name(seat))
