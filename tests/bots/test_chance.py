"""The search bot on a game of pure chance: Pig, written here against the engine contract.

Pig (two seats): on your turn, **roll** a die as often as you like, adding each roll to your
turn total, or **hold** to bank the turn total. Rolling a 1 loses the turn total and ends
the turn. The first to bank the target wins. The die lives in the state's ``Rng``, which a
seat does not see, so the search bot has to plan over rolls it cannot know in advance.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest

from junkspace import Action, Event, GameState, IllegalActionError, InvalidActionError, Rng
from junkspace.bots import MctsBot
from junkspace.bots.mcts import PLAYOUTS, Playout


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

    @property
    def current_player(self) -> int | None:
        return None if max(self.banked) >= self.target else self.active

    def legal_actions(self) -> tuple[Action, ...]:
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
        raise NotImplementedError

    def observation(self, player: int) -> dict[str, Any]:
        return self._to_dict()  # everything but the die to come

    def determinize(self, player: int, seed: int) -> Pig:
        return Pig(2, self.seed, Rng.from_seed(seed), self.banked, self.total, self.active)


def pig(banked: tuple[int, int], total: int, rng_seed: int = 0) -> Pig:
    return Pig(2, 0, Rng.from_seed(rng_seed), banked, total)


@pytest.mark.parametrize("playout", PLAYOUTS)
def test_it_banks_a_total_that_wins(playout: Playout) -> None:
    assert MctsBot(iterations=200, playout=playout)(pig((18, 0), total=2)) == Hold()


@pytest.mark.parametrize("playout", ["random", "greedy"])
def test_it_keeps_rolling_when_the_opponent_is_about_to_win(playout: Playout) -> None:
    # Banking 10 leaves Left at 10 while Right, at 19, wins on its next turn unless it rolls
    # a 1 first (five chances in six): Left's best chance is to roll on for the whole 20.
    assert MctsBot(iterations=2000, playout=playout)(pig((0, 19), total=10)) == Roll()


def test_the_die_to_come_is_not_peeked_at() -> None:
    # Two positions that differ only in the generator behind the next roll: one rolls a 1
    # next, the other does not. The search cannot tell them apart, so it chooses the same.
    rolls = {seed: Rng.from_seed(seed).roll()[0] for seed in range(20)}
    ones = [s for s, die in rolls.items() if die == 1]
    others = [s for s, die in rolls.items() if die != 1]
    doomed, lucky = pig((15, 15), 4, ones[0]), pig((15, 15), 4, others[0])
    bot = MctsBot(iterations=300, playout="random", seed=1)
    assert bot.search(doomed).visits == bot.search(lucky).visits
