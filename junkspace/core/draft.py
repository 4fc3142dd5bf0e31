"""The per-turn working copy: a state's fields made writable while one action is resolved.

Each game subclasses :class:`Draft` as its ``Turn`` and writes its rules as verbs on it
(``turn.launch(...)``, ``turn.collect()``) that read and assign the state's fields by name.
``build()`` then freezes the result into a new state of the same class, with the events the
verbs recorded attached. Nothing lists the fields by hand: the draft takes them from the
state's type (``msgspec`` copies a Struct's fields in one call), and passes them all on.

>>> import junkspace
>>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
>>> draft = Draft(state)
>>> draft.turn, draft.active            # the state's fields, now writable
(0, 0)
>>> draft.turn = 1
>>> draft.note("waited", 0, minutes=5)
>>> after = draft.build()
>>> after.turn, state.turn, after.ships == state.ships
(1, 0, True)
>>> after.events[0].to_dict()
{'kind': 'waited', 'seat': 0, 'minutes': 5}

A *quiet* draft records no events, for search code that never reads them:

>>> quiet = Draft(state, quiet=True)
>>> quiet.note("waited", 0)
>>> quiet.build().events
()

What is not a field, the state's properties and methods, is read from the state itself:

>>> draft.state.is_over
False

A name that is not a field is refused when the state is built, never silently dropped:

>>> draft = Draft(state)
>>> draft.carg = ()
>>> draft.build()
Traceback (most recent call last):
...
TypeError: JunkOrbitState has no field 'carg'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

import msgspec

from .events import Note, events_from
from .state import Action, GameState, keep, position_fields

__all__ = ["Advance", "Draft", "turn_entry"]

S = TypeVar("S", bound=GameState)

_asdict = msgspec.structs.asdict


class Draft(Generic[S]):
    """A mutable copy of ``state``'s fields, plus the events recorded so far.

    Subclasses keep any working value of their own (a board, a cached table) in
    ``__slots__``, so that the instance ``__dict__`` holds exactly the fields.
    """

    __slots__ = ("__dict__", "events", "state")

    def __init__(self, state: S, quiet: bool = False) -> None:
        #: The position the action starts from (never changed).
        self.state: S = state
        #: What the action caused so far, in order, as ``(kind, seat, details)`` notes; the
        #: new state turns them into :class:`Event` values when its ``events`` are first read
        #: (most states made in play are never asked). ``None`` for a quiet draft.
        self.events: list[Note] | None = None if quiet else []
        # The fields, copied in one go (msgspec does it in C): reading an instance's own
        # attribute is cheaper than falling back to the state for every read.
        try:
            self.__dict__ = _asdict(state)  # type: ignore[arg-type]
        except TypeError:  # not a Struct: a dataclass state
            self.__dict__ = {name: getattr(state, name) for name in position_fields(state)}

    # The fields are read and assigned by name, as plain instance attributes; what is not a
    # field (the state's properties and methods) is read from ``self.state``. There is no
    # ``__getattr__`` falling back to the state: on a class that has one, Python 3.11 cannot
    # specialize attribute reads, and every field read of a turn cost three times as much.
    if TYPE_CHECKING:

        def __getattr__(self, name: str) -> Any: ...

        def __setattr__(self, name: str, value: Any) -> None: ...

    def note(self, kind: str, seat: int | None = None, **details: Any) -> None:
        """Record one event (nothing, in a quiet draft)."""
        events = self.events
        if events is not None:
            events.append((kind, seat, details))

    def build(self) -> S:
        """The new state: the fields as they are now, the events attached."""
        state, fields, notes = self.state, self.__dict__, self.events
        if isinstance(state, msgspec.Struct):
            try:
                # The copy keeps the fields' order, so they go in by position (quicker).
                built: S = state.__class__(*fields.values())
            except TypeError as error:
                raise self._misspelt(error) from None
            # The notes, frozen: GameState.events makes them Events when first read.
            built.__dict__["events"] = tuple(notes) if notes else ()
            return built
        try:
            built = dataclasses.replace(state, **fields)  # type: ignore[type-var]
        except TypeError as error:
            raise self._misspelt(error) from None
        keep(built, "events", events_from(notes) if notes else ())
        return built

    def _misspelt(self, error: TypeError) -> TypeError:
        """``error`` in words, when the draft was given a name its state has no field for."""
        state = self.state
        unknown = sorted(set(self.__dict__) - set(position_fields(state)))
        if not unknown:
            return error
        return TypeError(f"{type(state).__name__} has no field {unknown[0]!r}")


#: A verb of a game's turn: what one kind of action does to the draft.
Verb = Callable[[Any, Any], None]
#: A fast path for one kind of action: the next state, or ``None`` to leave it to the turn.
Shortcut = Callable[[Any, Any, bool], Any]


class Advance(Protocol[S]):
    """A game's ``advance``: the state after ``action`` (already checked), with no events
    recorded if ``quiet``."""

    def __call__(self, state: S, action: Action, quiet: bool = False) -> S: ...


def turn_entry(
    turn: Callable[[S, bool], Draft[S]],
    verbs: Mapping[type[Action], Verb],
    shortcuts: Mapping[type[Action], Shortcut] | None = None,
) -> Advance[S]:
    """A game's ``advance(state, action, quiet=False)``: the one way its states play an action.

    ``advance`` hands ``action`` (already checked) to its verb in ``verbs``, on a fresh
    ``turn(state, quiet)`` draft, and returns the draft's ``build()``. A game may also give
    ``shortcuts``: for some kinds of action, a function ``shortcut(state, action, quiet)``
    that returns the very state the turn would build, or ``None`` for a case it leaves to the
    turn (each game's ``shortcuts`` module states its contract).

    >>> import junkspace
    >>> from junkspace.junk_orbit.turn import VERBS, Turn
    >>> advance = turn_entry(Turn, VERBS)
    >>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
    >>> action = state.legal_actions()[0]
    >>> draft = Turn(state, False)
    >>> VERBS[type(action)](draft, action)
    >>> advance(state, action) == draft.build() == state.apply(action)
    True
    """
    if not shortcuts:

        def advance(state: S, action: Action, quiet: bool = False) -> S:
            draft = turn(state, quiet)
            verbs[action.__class__](draft, action)
            return draft.build()

    else:

        def advance(state: S, action: Action, quiet: bool = False) -> S:
            shortcut = shortcuts.get(action.__class__)
            if shortcut is not None:
                nxt: S | None = shortcut(state, action, quiet)
                if nxt is not None:
                    return nxt
            draft = turn(state, quiet)
            verbs[action.__class__](draft, action)
            return draft.build()

    return advance
