"""The errors for a notation a game cannot read, in the language spoken when it is read.

A game's ``parse`` says what is wrong (in its own catalog's words) and which notation it
expected; this module frames the two in junkspace's catalog. The notation itself (the text
typed, the verbs, the ``<tile> <cw|ccw> <city>`` patterns) has no language and stays as it is:

>>> from junkspace.i18n import speaking
>>> grammar = "move <city>, collect"
>>> str(unknown_action("zz", grammar))
"'zz': unknown action; expected one of: move <city>, collect"
>>> with speaking("fr"):
...     str(unknown_action("zz", grammar))
"'zz' : action inconnue ; on attendait l’une de celles-ci : move <city>, collect"
>>> with speaking("es"):
...     str(wrong_count("move", "move", (1,), grammar))
"'move': move lleva 1 argumento; se esperaba una de estas: move <city>, collect"
"""

from __future__ import annotations

from .errors import InvalidActionError, quoted
from .words import WORDS

__all__ = ["not_text", "unknown_action", "unreadable", "wrong_count"]


def not_text(value: object) -> InvalidActionError:
    """The error for a notation that is not a string.

    >>> str(not_text(3))
    'notation must be a string, got 3'
    """
    return InvalidActionError(
        WORDS.gettext("notation must be a string, got {value}", value=quoted(value))
    )


def unreadable(text: str, problem: str, grammar: str) -> InvalidActionError:
    """The error for ``text``, which a game cannot read because of ``problem`` (a sentence
    in the language spoken), with the ``grammar`` it expected."""
    return InvalidActionError(
        WORDS.gettext(
            "{text}: {problem}; expected one of: {grammar}",
            text=quoted(text),
            problem=problem,
            grammar=grammar,
        )
    )


def unknown_action(text: str, grammar: str) -> InvalidActionError:
    """The error for ``text``, whose first word is no verb of the game."""
    return unreadable(text, WORDS.gettext("unknown action"), grammar)


def wrong_count(text: str, verb: str, counts: tuple[int, ...], grammar: str) -> InvalidActionError:
    """The error for ``text``, whose ``verb`` takes one of ``counts`` arguments (one or two
    numbers), not as many as it was given.

    >>> str(wrong_count("place", "place", (1, 2), "place <sector> [<colour>]"))
    "'place': place takes 1 or 2 argument(s); expected one of: place <sector> [<colour>]"
    """
    if len(counts) == 1:
        problem = WORDS.ngettext(
            "{verb} takes {count} argument(s)",
            "{verb} takes {count} argument(s)",
            counts[0],
            verb=verb,
            count=counts[0],
        )
    else:
        low, high = counts
        problem = WORDS.ngettext(
            "{verb} takes {low} or {high} argument(s)",
            "{verb} takes {low} or {high} argument(s)",
            high,
            verb=verb,
            low=low,
            high=high,
        )
    return unreadable(text, problem, grammar)
