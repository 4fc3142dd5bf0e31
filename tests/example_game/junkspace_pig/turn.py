"""How each Pig action changes a position: the turn, written as the rule book's verbs.

:class:`Turn` is the game's :class:`~junkspace.core.draft.Draft`: it reads the state's fields
by name, assigns the ones an action changes, records what happened, and ``build()`` freezes
the result into the next state. :func:`advance` looks the action's verb up in ``VERBS``.

>>> from junkspace_pig import ROLL, new_game
>>> state = new_game(players=2, seed=3, target=20, turns=60)
>>> after = advance(state, ROLL)
>>> after.total, [e.to_dict() for e in after.events]
(3, [{'kind': 'rolled', 'seat': 0, 'die': 3}])
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from junkspace import Action, Rng
from junkspace.core.draft import Advance, Draft, turn_entry

from .actions import Hold, Roll
from .phases import OVER, Phase

if TYPE_CHECKING:
    from .state import PigState

__all__ = ["VERBS", "Turn", "advance"]


class Turn(Draft["PigState"]):
    """The position while one action is resolved; ``build()`` makes the next state."""

    __slots__ = ()

    # The state's fields the verbs read and assign, typed for the type checker only.
    players: int
    rng: Rng
    target: int
    turns: int | None
    banked: tuple[int, ...]
    total: int
    active: int
    played: int
    phase: Phase

    def roll(self, action: Roll) -> None:
        """Roll: a 1 loses the points in hand and ends the turn; any other roll adds to
        them, and reaching the target wins at once."""
        die, self.rng = self.rng.roll()
        self.note("rolled", self.active, die=die)
        if die == 1:
            self.total = 0
            self._pass_the_die()
            return
        self.total += die
        if self.banked[self.active] + self.total >= self.target:
            self._bank()  # no need to hold: the target is reached

    def hold(self, action: Hold) -> None:
        """Hold: bank the points in hand, and the next seat plays."""
        self.note("banked", self.active, points=self.total)
        self._bank()
        self._pass_the_die()

    def _bank(self) -> None:
        """The points in hand are banked; the first to bank the target wins at once."""
        banked = list(self.banked)
        banked[self.active] += self.total
        self.banked, self.total = tuple(banked), 0
        if banked[self.active] >= self.target:
            self.phase = OVER

    def _pass_the_die(self) -> None:
        """The turn ends; with a turn cap, the last turn ends the game."""
        self.active = (self.active + 1) % self.players
        self.played += 1
        if self.turns is not None and self.played >= self.turns:
            self.phase = OVER


#: The verb of each action.
VERBS: dict[type[Action], Callable[[Turn, Any], None]] = {Roll: Turn.roll, Hold: Turn.hold}


#: How the state plays an action: its verb on a fresh Turn (``quiet``: no events recorded).
advance: Advance[PigState] = turn_entry(Turn, VERBS)
