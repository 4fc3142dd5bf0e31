"""Pig, a tiny game of pure chance written against the engine contract, for bot tests.

Pig (two seats): on your turn, **roll** a die as often as you like, adding each roll to your
turn total, or **hold** to bank the turn total. Rolling a 1 loses the turn total and ends
the turn. The first to bank the target wins. The die lives in the state's ``Rng``, which no
seat sees, and a turn is a run of decisions by one seat.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from junkspace import Action, Event, GameState, IllegalActionError, InvalidActionError, Rng


@dataclass(frozen=True, slots=True)
class Roll(Action):
    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class Hold(Action):
    def __str__(self) -> str:
        return "hold"


@dataclass(frozen=True, slots=True)
class Pig(GameState):
    game: ClassVar[str] = "pig"
    seat_names: ClassVar[tuple[str, ...]] = ("Left", "Right")

    players: int
    seed: int
    rng: Rng
    banked: tuple[int, ...]
    total: int = 0
    active: int = 0
    target: int = 20
    events: tuple[Event, ...] = field(default=(), compare=False)
    _legal: tuple[Action, ...] | None = field(default=None, init=False, compare=False, repr=False)

    @property
    def current_player(self) -> int | None:
        return None if max(self.banked) >= self.target else self.active

    def _generate(self) -> tuple[Action, ...]:
        return () if self.is_over else (Roll(), Hold())

    def _check(self, action: Action) -> None:
        if not isinstance(action, Roll | Hold):
            raise IllegalActionError("Pig has two actions: roll and hold")

    def _next(self, action: Action) -> Pig:
        other = 1 - self.active
        if isinstance(action, Hold):
            banked = list(self.banked)
            banked[self.active] += self.total
            return Pig(2, self.seed, self.rng, tuple(banked), 0, other, self.target)
        die, rng = self.rng.roll()
        event = (Event.of("rolled", self.active, die=die),)
        if die == 1:
            return Pig(2, self.seed, rng, self.banked, 0, other, self.target, event)
        total = self.total + die
        return Pig(2, self.seed, rng, self.banked, total, self.active, self.target, event)

    def parse_action(self, text: str) -> Action:
        if text == "roll":
            return Roll()
        if text == "hold":
            return Hold()
        raise InvalidActionError(f"{text!r}: expected roll or hold")

    def action_space(self) -> tuple[Action, ...]:
        return (Roll(), Hold())

    def describe(self, action: Action) -> str:
        return f"{self.seat_name(self.active)} chooses to {action}."

    def narrate(self, event: Event) -> str:
        return f"{self.seat_name(event.seat or 0)} rolled {event['die']}."

    def status(self) -> str:
        return "Game over." if self.is_over else f"{self.seat_name(self.active)} to play."

    def scores(self) -> tuple[int, ...]:
        return self.banked

    @property
    def options(self) -> Mapping[str, Any]:
        return {"target": self.target}

    def _to_dict(self) -> dict[str, Any]:
        return {"banked": list(self.banked), "total": self.total, "active": self.active}

    @classmethod
    def _from_dict(cls, data: object) -> Pig:
        raise NotImplementedError("Pig positions are built in the tests, never loaded")

    def observation(self, player: int) -> dict[str, Any]:
        return self._to_dict()  # everything but the die to come

    def determinize(self, player: int, seed: int) -> Pig:
        return Pig(2, self.seed, Rng.from_seed(seed), self.banked, self.total, self.active)


def pig(banked: tuple[int, int], total: int, rng_seed: int = 0) -> Pig:
    """Left to play with points ``banked`` and ``total`` in hand; dice from ``rng_seed``."""
    return Pig(2, 0, Rng.from_seed(rng_seed), banked, total)
