"""Hyperstellar positions for tests: a new game with only the fields a test cares about changed.

Every position built here goes through the JSON codec, so a test can only start from a
position the engine itself accepts (cards conserved, researchers counted, phase consistent).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import junkspace
from junkspace.core.state import replace
from junkspace.hyperstellar import DEFAULT_MAX_REVOLUTIONS, LETTERS, HyperstellarState, new_game
from junkspace.hyperstellar.cards import counts

__all__ = ["events", "play", "table"]


def table(
    players: int = 2,
    *,
    hands: Mapping[int, str] | None = None,
    top: str = "",
    pile: str | None = None,
    discard: str = "",
    max_revolutions: int | None = DEFAULT_MAX_REVOLUTIONS,
    **fields: Any,
) -> HyperstellarState:
    """A new game at ``players`` seats with ``fields`` replaced.

    Cards are colour letters. ``hands`` and ``discard`` take their cards out of the pile;
    ``top`` puts cards on top of the pile, to be drawn in the order written. ``pile`` gives
    the whole pile in drawing order instead, every other card then going to the discard.
    """
    state = new_game(players=players, seed=0, max_revolutions=max_revolutions)
    stack = [LETTERS[colour] for colour in reversed(state.pile)]  # drawing order
    dealt = dict(hands or {})
    for letter in "".join(dealt.values()) + discard + (pile or top):
        stack.remove(letter)
    if pile is None:
        stack = list(top) + stack
        rest = ""
    else:
        rest, stack = "".join(stack), list(pile)
    state = replace(
        state,
        hands=tuple(counts(dealt.get(seat, "")) for seat in range(players)),
        pile=tuple(LETTERS.index(letter) for letter in reversed(stack)),
        discard=counts(discard + rest),
        **fields,
    )
    loaded = junkspace.from_json(state.to_json())
    assert isinstance(loaded, HyperstellarState)
    return loaded


def play(state: HyperstellarState, *moves: str) -> HyperstellarState:
    """The state after the moves, written in notation, one after the other."""
    for move in moves:
        state = state.apply(move)
    return state


def events(state: HyperstellarState, kind: str) -> list[tuple[int | None, dict[str, Any]]]:
    """The ``(seat, details)`` of the last action's events of one kind."""
    return [(e.seat, dict(e.details)) for e in state.events if e.kind == kind]
