"""The three ways a request to the engine can be wrong.

All three are :class:`ValueError` subclasses, so ``except ValueError`` catches them, and
each message says what was wrong in words a player understands:

>>> from junkspace.core.errors import IllegalActionError
>>> issubclass(IllegalActionError, ValueError)
True

A call that raises one of them changes nothing: states are immutable values, so a failed
``apply`` simply returns no new state.
"""

from __future__ import annotations

from .words import WORDS

__all__ = [
    "QUOTE_LIMIT",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidStateError",
    "JunkspaceError",
    "check_players",
    "quoted",
]

#: How many characters of a value given from outside a message quotes at most.
QUOTE_LIMIT = 80


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` for a message, cut to about ``limit`` characters when longer.

    Messages quote what they were given, and what they were given may be a pasted novel: a
    long text keeps its first ``limit`` characters and says how long it was.

    >>> quoted("move KEP")
    "'move KEP'"
    >>> quoted("x" * 100_000, limit=5)
    "'xxxxx'… (100000 characters)"
    >>> quoted(list(range(100)), limit=12)
    '[0, 1, 2, 3,… (390 characters)'
    """
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        return f"{value[:limit]!r}… ({len(value)} characters)"
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text)} characters)"


def check_players(game: str, players: object, low: int, high: int) -> int:
    """``players`` if ``game`` (its title) is played by that many, else a :class:`ValueError`
    in the language spoken: every game's ``new_game`` and ``junkspace.new_game`` check so.

    >>> check_players("Junk Orbit", 5, 2, 5)
    5
    >>> check_players("Junk Orbit", 9, 2, 5)
    Traceback (most recent call last):
    ...
    ValueError: Junk Orbit is for 2–5 players, got 9
    >>> check_players("Junk Orbit", "x", 2, 5)
    Traceback (most recent call last):
    ...
    ValueError: players must be an integer, got 'x'
    """
    if isinstance(players, bool) or not isinstance(players, int):
        raise ValueError(
            WORDS.gettext("players must be an integer, got {players}", players=quoted(players))
        )
    if not low <= players <= high:
        raise ValueError(
            WORDS.gettext(
                "{game} is for {low}–{high} players, got {players}",
                game=game,
                low=low,
                high=high,
                players=quoted(players),
            )
        )
    return players


class JunkspaceError(ValueError):
    """Base class of every error the engine raises on purpose."""


class InvalidActionError(JunkspaceError):
    """Notation that does not parse; the message gives the grammar that was expected."""


class IllegalActionError(JunkspaceError):
    """A well-formed action that breaks a rule; the message names the rule in words."""


class InvalidStateError(JunkspaceError):
    """Saved JSON (a state or a record) that fails validation; the message names the field.

    ``field`` is the path of the offending value, for example ``"cargo[1][3]"``; the message
    puts it before the ``problem`` as the language spoken punctuates (``cargo[1][3] : ...``
    in French).
    """

    def __init__(self, field: str, problem: str) -> None:
        self.field = field
        self.problem = problem
        framed = WORDS.gettext("{field}: {problem}", field=field, problem=problem)
        super().__init__(framed if field else problem)
