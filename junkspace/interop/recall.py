"""What each seat remembers of a game: its information state, for OpenSpiel.

A seat with perfect recall remembers everything it has seen since the game began, in order,
and every decision it made. :class:`Recall` keeps that as one short digest per seat, chained
from step to step: the digest after a step hashes the digest before it, the seat's own
decision if it made this one (another seat's decision reaches it only through what it
sees), and ``observation(seat)`` of the new position. Two histories give a seat the same
digest exactly when it saw the same things in the same order and decided the same way
(up to a collision of the 128-bit hash).

The digest is worked out only when it is asked for: each step keeps its position and the
step before until every seat's digest is known, so playing on (rollouts, a search's
simulations) costs one small object a step and no observation at all.

>>> import junkspace
>>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
>>> start = Recall.dealt(state)
>>> action = state.legal_actions()[0]
>>> after = start.then(state.apply(action), seat=0, action=action)
>>> after.information(0) != after.information(1) != start.information(1)
True

A position sampled for one seat (:meth:`Recall.resampled`) keeps that seat's memory as it
is, since nothing that seat saw has changed; the others remember, in the sample, what that
seat knows and what they see themselves in it:

>>> other = state.determinize(1, seed=9)
>>> start.resampled(other, seat=1).information(1) == start.information(1)
True
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from ..core import Action, GameState

__all__ = ["Recall"]

#: The digest a game's memory starts from, when it starts at the deal or at a loaded position.
_BLANK = ""


def _chain(before: str, decision: str, state: GameState, seat: int) -> str:
    seen = json.dumps(state.observation(seat), sort_keys=True, separators=(",", ":"))
    digest = hashlib.blake2b(digest_size=16)
    for part in (before, decision, seen):
        digest.update(part.encode())
        digest.update(b"\x1f")  # a separator no JSON text or notation contains
    return digest.hexdigest()


class Recall:
    """The memory of every seat at one position, as a chain of steps back to the first.

    ``state`` is the position, ``before`` the step it came from (None at the first),
    ``seat`` and ``action`` the decision that led here (None for the deal), and
    ``origin`` the digest the first step chains from. A Recall is a value: it never changes
    what it answers, so a copy is the object itself and OpenSpiel's clone of a state that
    holds one costs nothing.
    """

    __slots__ = ("_before", "_known", "action", "origin", "seat", "state", "steps")

    def __init__(
        self,
        state: GameState,
        before: Recall | None = None,
        seat: int | None = None,
        action: Action | None = None,
        *,
        origin: str = _BLANK,
        known: dict[int, str] | None = None,
        steps: int | None = None,
    ) -> None:
        self.state = state
        self._before = before
        self.seat = seat
        self.action = action
        self.origin = origin
        #: The steps remembered: 0 at the first position.
        self.steps: int = steps if steps is not None else 0 if before is None else before.steps + 1
        self._known: dict[int, str] = dict(known or {})

    @classmethod
    def dealt(cls, state: GameState) -> Recall:
        """The memory of a game that starts at ``state``: each seat has seen only it."""
        return cls(state)

    def then(self, state: GameState, seat: int, action: Action) -> Recall:
        """The memory one step on: ``seat`` decided ``action``, giving ``state``."""
        return Recall(state, self, seat, action)

    def resampled(self, state: GameState, seat: int) -> Recall:
        """The memory in ``state``, a position ``seat`` cannot tell from this one.

        ``seat`` remembers exactly what it remembers here. What the other seats saw before
        is unknown to ``seat``, so in the sample they remember what ``seat`` knows (its
        digest) and what they see now, and go on from there.
        """
        mine = self.information(seat)
        return Recall(
            state, origin=f"seen by seat {seat}: {mine}", known={seat: mine}, steps=self.steps
        )

    def information(self, seat: int) -> str:
        """``seat``'s digest of everything it has seen and decided, as 32 hex digits."""
        chain: list[Recall] = []
        step: Recall | None = self
        while step is not None and seat not in step._known:
            chain.append(step)
            step = step._before
        digest = chain[-1].origin if step is None else step._known[seat]
        for link in reversed(chain):
            # Its own decisions, by their notation (worked out only now, as the digest is).
            decision = str(link.action) if link.seat == seat else ""
            digest = _chain(digest, decision, link.state, seat)
            link._known[seat] = digest
        if len(self._known) == self.state.players:
            self._before = None  # every seat's digest is known here: the past is not needed
        return digest

    def __copy__(self) -> Recall:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Recall:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled with every seat's digest worked out, so without the steps before.
        known = {seat: self.information(seat) for seat in range(self.state.players)}
        return (_settled, (self.state, self.steps, self.origin, known))


def _settled(state: GameState, steps: int, origin: str, known: dict[int, str]) -> Recall:
    return Recall(state, origin=origin, known=known, steps=steps)
