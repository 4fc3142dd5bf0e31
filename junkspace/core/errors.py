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

__all__ = ["IllegalActionError", "InvalidActionError", "InvalidStateError", "JunkspaceError"]


class JunkspaceError(ValueError):
    """Base class of every error the engine raises on purpose."""


class InvalidActionError(JunkspaceError):
    """Notation that does not parse; the message gives the grammar that was expected."""


class IllegalActionError(JunkspaceError):
    """A well-formed action that breaks a rule; the message names the rule in words."""


class InvalidStateError(JunkspaceError):
    """Saved JSON (a state or a record) that fails validation; the message names the field.

    ``field`` is the path of the offending value, for example ``"cargo[1][3]"``.
    """

    def __init__(self, field: str, problem: str) -> None:
        self.field = field
        self.problem = problem
        super().__init__(f"{field}: {problem}" if field else problem)
