"""The rooms' words: junkspace's own catalog (domain ``junkspace``, ``junkspace/locale``).

A room's refusals (:mod:`junkspace.rooms.errors`) are its messages, made in the language
spoken when they are raised; a seat in a message is named the way the app's Rooms pane
names it: the person's name, the bot (in words where a language has some), or free.

>>> from junkspace.i18n import speaking
>>> from junkspace.rooms.room import SeatInfo
>>> with speaking("es"):
...     seat_words(SeatInfo(0, "bot", "greedy", "")), seat_words(SeatInfo(1, "open", None, ""))
('codicioso (bot)', 'libre')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.words import WORDS
from ..i18n import N_

if TYPE_CHECKING:
    from .room import SeatInfo

__all__ = ["WORDS", "_", "bot_label", "seat_words"]

_ = WORDS.gettext

#: The bots' names in words where a language has other words for them ("mcts" is a name).
_BOT_WORDS = {"random": N_("random"), "greedy": N_("greedy")}


def bot_label(name: str) -> str:
    """A bot's name as the menus show it, in the language spoken (its value stays ``name``).

    >>> from junkspace.i18n import speaking
    >>> with speaking("es"):
    ...     bot_label("greedy"), bot_label("mcts")
    ('codicioso', 'mcts')
    """
    return _(_BOT_WORDS[name]) if name in _BOT_WORDS else name


def seat_words(seat: SeatInfo) -> str:
    """Who plays ``seat``, in the language spoken: the person's name, the bot, or free
    (:attr:`SeatInfo.label <junkspace.rooms.room.SeatInfo.label>` is the same in English).

    >>> from junkspace.rooms.room import SeatInfo
    >>> seat_words(SeatInfo(0, "bot", "greedy", "")), seat_words(SeatInfo(1, "open", None, ""))
    ('greedy (bot)', 'free')
    """
    if seat.kind == "bot":
        return _("{bot} (bot)", bot=bot_label(seat.bot or ""))
    if seat.kind == "open":
        return _("free")
    return seat.name or _("seat {number}", number=seat.seat)
