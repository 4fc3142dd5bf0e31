"""The engine contract: what every game's state and actions offer.

A game is a set of immutable states and the actions that lead from one to the next. Each
game subclasses :class:`GameState` (as a frozen dataclass) and :class:`Action`; everything a
user, a bot, a widget or a lesson needs is then reachable the same way for all three games:

>>> import junkspace
>>> state = junkspace.new_game("junk_orbit", players=3, seed=42)
>>> state.current_player
0
>>> action = state.legal_actions()[0]
>>> nxt = state.apply(action)
>>> nxt is state, nxt == state               # a new state; the old one is untouched
(False, False)
>>> state.parse_action(str(action)) == action
True
>>> junkspace.from_json(nxt.to_json()) == nxt
True
>>> import copy, pickle
>>> copy.deepcopy(nxt) is nxt, pickle.loads(pickle.dumps(nxt)) == nxt
(True, True)

Subclasses provide the rules (``_generate``, ``_check``, ``_next``), the notation
(``parse_action``), the words (``describe``, ``narrate``, ``status``), the score
(``scores`` and ``_rank_key``) and the JSON mapping (``_to_dict``, ``_from_dict``,
``observation``). This class adds the parts that are the same everywhere: ``apply`` accepts
notation, refuses to move after the end, and checks before it changes anything.

junkspace's games build their states on :class:`StructState`, a frozen ``msgspec.Struct``
(cheap to build, hash cached, JSON shape derived from the fields by
:mod:`~junkspace.core.codec`); a game from elsewhere may just as well be a frozen dataclass
deriving from :class:`GameState` (tests/pig.py is one). Either way the two things that are
not part of the position, the legal actions once computed and the events of the last action,
stay out of ``==``, the hash and the saved JSON:

>>> state.events == (), nxt.events != ()
(True, True)
>>> position_fields(nxt)[:3]
('players', 'seed', 'rng')
>>> replace(nxt, turn=5).turn, nxt.turn
(5, 0)
"""

from __future__ import annotations

import dataclasses
import json
from abc import abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar, TypeVar, cast

import msgspec

from .errors import IllegalActionError, InvalidActionError, quoted
from .events import Event, Note, events_from
from .words import WORDS

__all__ = [
    "STATE_FORMAT",
    "STATE_VERSION",
    "Action",
    "GameState",
    "StructState",
    "keep",
    "position_fields",
    "replace",
]

STATE_FORMAT = "junkspace-state"
STATE_VERSION = 1

S = TypeVar("S", bound="GameState")

_NOTHING: Mapping[str, Any] = {}


class Action:
    """One decision of one seat. ``str(action)`` is its notation; ``repr`` pastes back as code.

    Games define their actions as small frozen values deriving from this class: frozen
    dataclasses, or frozen ``msgspec.Struct`` types (a plain base, like :class:`GameState`,
    so that either can derive from it).
    """

    __slots__ = ()

    @abstractmethod
    def __str__(self) -> str:
        """The action's notation, which ``state.parse_action`` reads back."""


class GameState:
    """One position of a game, as an immutable value that compares and hashes by value.

    A plain base class, not an ``ABC``: ``msgspec.Struct`` has its own metaclass, and the
    two cannot be combined. The abstract methods stay marked, so mypy still refuses a
    subclass that forgets one.
    """

    __slots__ = ()

    #: The registry name of the game ("junk_orbit", ...).
    game: ClassVar[str]
    #: How seats are called in sentences, by seat number.
    seat_names: ClassVar[tuple[str, ...]]

    players: int
    seed: int

    @property
    def events(self) -> tuple[Event, ...]:
        """What the action that led here caused (``()`` for a new game); see :func:`keep`.

        A :class:`~junkspace.core.draft.Draft` leaves its notes in the state's ``__dict__``;
        they become :class:`Event` values here, on the first read: most states made in play
        or search are never asked. (A dataclass state declares ``events`` as a field.)
        """
        kept = getattr(self, "__dict__", _NOTHING).get("events", ())
        if kept and isinstance(kept[0], tuple):  # a draft's notes, not made into Events yet
            kept = events_from(cast(tuple[Note, ...], kept))
            self.__dict__["events"] = kept
        return cast(tuple[Event, ...], kept)

    # -- whose turn -----------------------------------------------------------------------

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat that decides now, or ``None`` once the game is over."""

    @property
    def is_over(self) -> bool:
        """True once no seat has a decision left."""
        return self.current_player is None

    @property
    def truncated(self) -> bool:
        """True when the game ended because a turn cap option ran out, not by its rules."""
        return False

    # -- the rules ------------------------------------------------------------------------

    #: The legal actions once computed: states are immutable, so they never change. A
    #: :class:`StructState` keeps them in its instance ``__dict__``; a dataclass state
    #: declares a field (init=False, compare=False).
    _legal: tuple[Action, ...] | None = None

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the current seat may take, in a fixed order; empty once over."""
        legal = self._legal
        if legal is None:
            legal = self._generate()
            try:  # what ``keep`` does, without the call: this runs once per decision
                self.__dict__["_legal"] = legal
            except AttributeError:
                keep(self, "_legal", legal)
        return legal

    @abstractmethod
    def _generate(self) -> tuple[Action, ...]:
        """The legal actions, computed (``legal_actions`` keeps them)."""

    def apply(self: S, action: Action | str) -> S:
        """The state after ``action`` (an action or its notation); ``self`` is unchanged.

        Raises :class:`InvalidActionError` for notation that does not parse and
        :class:`IllegalActionError`, naming the rule, for an action the rules forbid.
        """
        legal = self._legal
        if legal is not None and isinstance(action, Action) and action in legal:
            # One of the actions just listed (the usual case): legal by definition, so it
            # is not checked again.
            return self._next(action)
        if isinstance(action, str):
            action = self.parse_action(action)
        elif not isinstance(action, Action):
            raise InvalidActionError(
                WORDS.gettext(
                    "expected an action or its notation, got {action}", action=quoted(action)
                )
            )
        if self.current_player is None:
            raise IllegalActionError(WORDS.gettext("the game is over: nobody has a decision left"))
        self._check(action)
        return self._next(action)

    def apply_legal(self: S, action: Action) -> S:
        """The state after ``action``, one of ``legal_actions()``, without checking it again.

        For search code, which applies the legal actions it was just given thousands of times
        a decision (checking each again took about a tenth of a Hyperstellar search's time).
        Given any other action, the result is undefined: everything else calls :meth:`apply`.
        A game may leave the ``events`` out here (see :meth:`_next_quiet`): search code
        never reads them.

        >>> import junkspace
        >>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
        >>> action = state.legal_actions()[0]
        >>> state.apply_legal(action) == state.apply(action)
        True
        """
        return self._next_quiet(action)

    @abstractmethod
    def _check(self, action: Action) -> None:
        """Raise :class:`IllegalActionError` naming the rule ``action`` breaks, if any."""

    @abstractmethod
    def _next(self: S, action: Action) -> S:
        """The successor state for an action that passed ``_check``."""

    def _next_quiet(self: S, action: Action) -> S:
        """``_next`` for search: the same state, its ``events`` possibly left empty.

        Games whose turn is a :class:`~junkspace.core.draft.Draft` override it to build
        the draft with ``quiet=True``, which records no events.
        """
        return self._next(action)

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """The action written as ``text``, the inverse of ``str(action)``."""

    @abstractmethod
    def action_space(self) -> tuple[Action, ...]:
        """Every action that can ever be legal at this table, in a fixed order.

        It depends only on the game's setup (players and options), never on the position,
        so its indices can serve as the fixed integer actions that learning libraries need.
        """

    # -- words ----------------------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        """The name of a seat at this table in sentences ("Yellow", "Orange Empire", ...);
        a :class:`ValueError` for a seat that is not at the table (see :meth:`check_seat`).

        >>> import junkspace
        >>> junkspace.new_game("junk_orbit", players=2, seed=1).seat_name(1)
        'Purple'
        """
        return self.seat_names[self.check_seat(seat)]

    @abstractmethod
    def describe(self, action: Action) -> str:
        """One plain-language sentence saying what ``action`` would do here."""

    @abstractmethod
    def narrate(self, event: Event) -> str:
        """One plain-language sentence for one of this game's events."""

    @abstractmethod
    def status(self) -> str:
        """Whose turn it is and what they must decide, or how the game ended."""

    def ending(self) -> str:
        """Why the game ended, in one sentence (``""`` while it runs): each game says its own
        end condition; a game that does not says only that it is over.

        >>> import junkspace
        >>> junkspace.new_game("junk_orbit", players=2, seed=1).ending()
        ''
        """
        return "The game is over." if self.is_over else ""

    # -- the score ------------------------------------------------------------------------

    @abstractmethod
    def scores(self) -> tuple[int, ...]:
        """Each seat's points now (the final score once the game is over)."""

    def _rank_key(self, seat: int) -> tuple[int, ...]:
        """What orders seats at the end, best first after sorting in reverse."""
        return (self.scores()[seat],)

    def ranking(self) -> tuple[tuple[int, ...], ...]:
        """Seats grouped by place, best first; tied seats share a group.

        >>> import junkspace
        >>> len(junkspace.new_game("junk_orbit", players=2, seed=1).ranking()[0])
        2
        """
        groups: dict[tuple[int, ...], list[int]] = {}
        for seat in range(self.players):
            groups.setdefault(self._rank_key(seat), []).append(seat)
        return tuple(tuple(groups[key]) for key in sorted(groups, reverse=True))

    def winners(self) -> tuple[int, ...]:
        """The winning seats (several when tied) once the game is over, else ``()``."""
        return self.ranking()[0] if self.is_over else ()

    # -- saving and seeing ----------------------------------------------------------------

    @property
    @abstractmethod
    def options(self) -> Mapping[str, Any]:
        """The game options this game was started with (JSON-able values)."""

    @abstractmethod
    def _to_dict(self) -> dict[str, Any]:
        """The whole position as JSON-able data (everything, hidden parts included)."""

    @classmethod
    @abstractmethod
    def _from_dict(cls: type[S], data: object) -> S:
        """The inverse of ``_to_dict``, validating every field (path prefix ``state``)."""

    def to_json(self) -> str:
        """The position as versioned JSON; ``junkspace.from_json`` reads it back exactly."""
        return json.dumps(
            {
                "format": STATE_FORMAT,
                "version": STATE_VERSION,
                "game": self.game,
                "state": self._to_dict(),
            },
            sort_keys=True,
            separators=(",", ":"),
        )

    def _repr_svg_(self) -> str | None:
        """The board as SVG, so notebooks, GitHub and the docs show positions as pictures.

        The drawing code is imported only here, on first use; a game without a board view
        yet has no picture (``None``), and notebooks fall back to its text.
        """
        from ..render.svg import svg
        from ..render.view import has_view, view_for

        if not has_view(self.game):
            return None
        return svg(view_for(self.game).scene(self))

    # An immutable value is its own copy, and pickles as its saved JSON: copies stay free
    # (OpenSpiel clones a Python state by deep-copying its attributes) and a pickle is only
    # ever read back through the same validation as a saved game.

    def __copy__(self: S) -> S:
        return self

    def __deepcopy__(self: S, memo: dict[int, Any]) -> S:
        return self

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        from .registry import from_json

        return from_json, (self.to_json(),)

    def check_seat(self, player: object) -> int:
        """``player`` if it is a seat at this table; else a :class:`ValueError` naming it.

        >>> import junkspace
        >>> junkspace.new_game("junk_orbit", players=2, seed=1).check_seat(2)
        Traceback (most recent call last):
        ...
        ValueError: player must be a seat from 0 to 1, got 2
        """
        if (
            isinstance(player, bool)
            or not isinstance(player, int)
            or not 0 <= player < self.players
        ):
            raise ValueError(
                WORDS.gettext(
                    "player must be a seat from 0 to {last}, got {player}",
                    last=self.players - 1,
                    player=quoted(player),
                )
            )
        return player

    @abstractmethod
    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` can see, as JSON-able data with everything hidden from them masked."""

    @abstractmethod
    def determinize(self: S, player: int, seed: int) -> S:
        """A state ``player`` cannot tell apart from this one, its hidden parts drawn anew.

        Everything ``player`` sees (``observation(player)``) is kept; what they cannot see
        (pile order, other hands, the generator behind future dice) is sampled again from
        ``seed``. The sample is a function of ``observation(player)`` and ``seed`` alone: two
        states that look the same to ``player`` give the same sample, so a search bot that
        plans on samples never peeks, not even through the way it samples.
        """


class StructState(
    msgspec.Struct,
    GameState,
    frozen=True,
    cache_hash=True,
    dict=True,
    forbid_unknown_fields=True,
):
    """The base of a game state written as a frozen ``msgspec.Struct``.

    Its fields compare, hash (computed once, then cached) and save; the instance
    ``__dict__`` holds only what must not count: the legal actions once computed and the
    ``events`` (both written there with :func:`keep`). Subclasses declare their fields with
    types precise enough for :mod:`junkspace.core.codec` to check a save (``Annotated``
    ranges, ``Literal`` names, tagged phase unions), and are built by keyword.
    """

    # ``msgspec.Struct`` has its own copy and pickle methods, which come first in the
    # method order: the contract's (a value is its own copy; it pickles as its JSON) win.
    __copy__ = GameState.__copy__
    __deepcopy__ = GameState.__deepcopy__
    __reduce__ = GameState.__reduce__


def keep(state: GameState, name: str, value: Any) -> None:
    """Attach ``value`` to an immutable ``state`` as ``name``, outside its position.

    For what a state carries without being it: the legal actions once computed, the events
    that led to it. A :class:`StructState` keeps them in its ``__dict__``, which takes no
    part in ``==``, the hash or the JSON; a dataclass state declares them as fields with
    ``compare=False``.
    """
    try:
        state.__dict__[name] = value
    except AttributeError:  # a slots dataclass: the field is a slot
        object.__setattr__(state, name, value)


_FIELDS: dict[type, tuple[str, ...]] = {}


def position_fields(state: GameState | type) -> tuple[str, ...]:
    """The names of the fields that make a position: those ``==`` and the hash compare."""
    kind = state if isinstance(state, type) else type(state)
    found = _FIELDS.get(kind)
    if found is None:
        if issubclass(kind, msgspec.Struct):
            found = kind.__struct_fields__
        else:
            found = tuple(f.name for f in dataclasses.fields(kind) if f.compare)  # type: ignore[arg-type]
        _FIELDS[kind] = found
    return found


def replace(state: S, **changes: Any) -> S:
    """A copy of ``state`` with some fields changed (a position made for a test or a lesson).

    The copy carries no events and no cached legal actions: it is a position of its own.
    """
    if isinstance(state, msgspec.Struct):
        return msgspec.structs.replace(state, **changes)
    copy: S = dataclasses.replace(state, **changes)  # type: ignore[type-var]
    if "events" not in changes and hasattr(copy, "events"):
        keep(copy, "events", ())
    return copy
