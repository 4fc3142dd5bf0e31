"""Pig positions as JSON both ways, every field checked on the way in.

A save lists the state's fields in order, the turn step as its tag. Reading one checks each
field with :mod:`junkspace.core.validate`, naming the one that is wrong, then what no field
says alone: the turn step agrees with the scores and the turns played.

>>> from junkspace_pig import new_game
>>> saved = state_to_dict(new_game(players=2, seed=1, target=20, turns=60))
>>> saved["banked"], saved["phase"]
([0, 0], {'step': 'roll'})
>>> state_from_dict(saved | {"banked": [0, 99]})
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: state.banked[1]: must be at most 25, got 99
>>> state_from_dict(saved | {"phase": {"step": "over"}})
Traceback (most recent call last):
...
junkspace.core.errors.InvalidStateError: state.phase: the game is over when a seat reaches \
the target or the turns run out, and only then
"""

from __future__ import annotations

from typing import Any

from junkspace import InvalidStateError, Rng
from junkspace.core.codec import decode, encode
from junkspace.core.validate import (
    MAX_INTEGER,
    expect_int,
    expect_list,
    expect_object,
    expect_optional_int,
)

from .phases import OVER, ROLLING, Over, Phase
from .state import PigState

__all__ = ["state_from_dict", "state_to_dict"]

# The saved fields, in order, and the step: a save by the first version of this example has
# none, and it is worked out from the rest.
_FIELDS = ("players", "seed", "rng", "target", "turns", "banked", "total", "active", "played")


def state_to_dict(state: PigState) -> dict[str, Any]:
    """The whole position as JSON-able data (``state.to_json()`` writes it)."""
    return {name: encode(getattr(state, name)) for name in (*_FIELDS, "phase")}


def state_from_dict(data: object) -> PigState:
    """The position saved as ``data`` (the ``state`` part of the JSON), fully checked."""
    raw = expect_object(data, "state", _FIELDS, optional=("phase",))
    players = expect_int(raw["players"], "state.players", 2, 4)
    target = expect_int(raw["target"], "state.target", 10, 100)
    turns = expect_optional_int(raw["turns"], "state.turns", 1, 1000)
    # A roll of 6 from one point short of the target goes 5 points past it.
    banked = tuple(
        expect_int(points, f"state.banked[{seat}]", 0, target + 5)
        for seat, points in enumerate(expect_list(raw["banked"], "state.banked", players))
    )
    active = expect_int(raw["active"], "state.active", 0, players - 1)
    played = expect_int(raw["played"], "state.played", 0, turns)
    over = max(banked) >= target or played == turns
    phase: Phase = OVER if over else ROLLING
    if "phase" in raw:  # (mypy takes no union for a type; msgspec does)
        saved: Phase = decode(raw["phase"], Phase, "state.phase")  # type: ignore[arg-type]
        if isinstance(saved, Over) != over:
            raise InvalidStateError(
                "state.phase",
                "the game is over when a seat reaches the target or the turns run out, "
                "and only then",
            )
    return PigState(
        players=players,
        seed=expect_int(raw["seed"], "state.seed", -MAX_INTEGER + 1, MAX_INTEGER - 1),
        rng=Rng(expect_int(raw["rng"], "state.rng", 0, 2**64 - 1)),
        target=target,
        turns=turns,
        banked=banked,
        # A turn total that reaches the target is banked at once.
        total=expect_int(raw["total"], "state.total", 0, max(0, target - 1 - banked[active])),
        active=active,
        played=played,
        phase=phase,
    )
