"""A game at one table (its name, seat count and options) and its numbered actions.

Learning libraries want actions as integers from a fixed range. ``state.action_space()``
lists every action that can ever be legal at a table, in a fixed order, so an action's
number is simply its index there; the same numbers are PettingZoo's ``Discrete`` actions
and OpenSpiel's action ids.

>>> table = Table.of("junk_orbit", players=2)
>>> table
Table(game='junk_orbit', players=2, options=(('ship_powers', False),))
>>> state = table.start(seed=1)
>>> legal = table.legal(state)                 # ascending, as OpenSpiel wants them
>>> legal == sorted(legal) and len(legal) == len(state.legal_actions())
True
>>> str(table.actions[legal[0]])
'launch E01 cw TYC'
>>> table.number(table.actions[legal[0]]) == legal[0]
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core import Action, GameState
from ..core.registry import game_info, new_game

__all__ = ["Table"]


@dataclass(frozen=True)
class Table:
    """A game at one table size with its options: everything fixed for a whole game.

    Build one with :meth:`of` (which checks and completes the options) or :meth:`of_state`.
    """

    game: str
    players: int
    options: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, game: str, players: int | None = None, **options: Any) -> Table:
        """The table for ``game`` (its usual size by default), options checked and completed.

        >>> Table.of("junk_orbit", players=7)
        Traceback (most recent call last):
        ...
        ValueError: Junk Orbit is for 2–5 players, got 7
        """
        players, _, values = game_info(game).resolve(players, 0, options)
        return cls(game, players, tuple(sorted(values.items())))

    @classmethod
    def of_state(cls, state: GameState) -> Table:
        """The table ``state`` is played at."""
        return cls(state.game, state.players, tuple(sorted(state.options.items())))

    def start(self, seed: int) -> GameState:
        """A new game at this table."""
        return new_game(self.game, self.players, seed, **dict(self.options))

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action that can ever be legal here; an action's number is its index."""
        return _numbering(self)[0]

    def number(self, action: Action) -> int:
        """The number of ``action``, or a ValueError if it can never be played here."""
        try:
            return _numbering(self)[1][action]
        except KeyError:
            raise ValueError(f"{action!r} is not an action of {self}") from None

    def legal(self, state: GameState) -> list[int]:
        """The numbers of ``state``'s legal actions, in ascending order."""
        numbers = _numbering(self)[1]
        return sorted(numbers[action] for action in state.legal_actions())

    # A table is an immutable value: OpenSpiel's state cloning deep-copies it for free.
    def __copy__(self) -> Table:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Table:
        return self


@cache
def _numbering(table: Table) -> tuple[tuple[Action, ...], dict[Action, int]]:
    actions = table.start(seed=0).action_space()
    return actions, {action: number for number, action in enumerate(actions)}
