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

from ..i18n import Domain

__all__ = ["WORDS"]

#: junkspace's catalog (junkspace/locale).
WORDS = Domain("junkspace", "junkspace")
