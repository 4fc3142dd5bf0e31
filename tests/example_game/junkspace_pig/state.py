"""The state of a Pig game: its fields, the facts derived from them, its legal actions.

A position records each seat's banked points, the points in hand, whose turn it is, the
turns played and the step of the game (:mod:`.phases`); the die is the state's ``Rng``, which
no seat sees. How an action changes it is :mod:`.turn`; why one is refused,
:mod:`.refusals`; the words, :mod:`.narration`; the JSON, :mod:`.codec`; the seats' names
and the options, :mod:`.rules`; the board as text, :mod:`.text`.

>>> state = new_game(players=2, seed=3, target=20, turns=60)
>>> state.legal_actions()
(Roll(), Hold())
>>> print(state.apply("roll"))
Red      0  + 3 in hand, to play
Blue     0
target 20 · turn 1 of 60
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from junkspace import Action, Event, GameState, IllegalActionError, Rng

from .actions import ACTIONS, parse
from .narration import describe, narrate, status
from .phases import ROLLING, Over, Phase
from .refusals import refusal
from .rules import SEAT_NAMES
from .turn import advance

__all__ = ["PigState", "new_game"]


@dataclass(frozen=True, slots=True)
class PigState(GameState):
    """A Pig position: banked points, the points in hand, whose turn, turns played.

    A frozen dataclass: a game need not be a ``msgspec.Struct`` like junkspace's own.
    """

    game: ClassVar[str] = "pig"
    seat_names: ClassVar[tuple[str, ...]] = SEAT_NAMES

    players: int
    seed: int
    rng: Rng
    banked: tuple[int, ...]
    target: int = 20
    turns: int | None = None
    total: int = 0
    active: int = 0
    played: int = 0
    phase: Phase = ROLLING
    events: tuple[Event, ...] = field(default=(), compare=False)
    _legal: tuple[Action, ...] | None = field(default=None, init=False, compare=False, repr=False)

    @property
    def current_player(self) -> int | None:
        return None if isinstance(self.phase, Over) else self.active

    @property
    def truncated(self) -> bool:
        return self.turns is not None and self.played >= self.turns

    def _generate(self) -> tuple[Action, ...]:
        return () if self.is_over else ACTIONS

    def _check(self, action: Action) -> None:
        problem = refusal(self, action)
        if problem is not None:
            raise IllegalActionError(problem)

    # The turn's entry, called straight from ``apply`` (no frame in between).
    _next = advance  # type: ignore[assignment]  # a plain function: bound as a method

    def _next_quiet(self, action: Action) -> PigState:
        return advance(self, action, quiet=True)

    def parse_action(self, text: str) -> Action:
        return parse(text)

    def action_space(self) -> tuple[Action, ...]:
        return ACTIONS

    def describe(self, action: Action) -> str:
        return describe(self, action)

    def narrate(self, event: Event) -> str:
        return narrate(event)

    def status(self) -> str:
        return status(self)

    def __str__(self) -> str:
        from .text import board_text

        return board_text(self)

    def scores(self) -> tuple[int, ...]:
        return self.banked

    @property
    def options(self) -> Mapping[str, Any]:
        return {"target": self.target, "turns": self.turns}

    def _to_dict(self) -> dict[str, Any]:
        from .codec import state_to_dict

        return state_to_dict(self)

    @classmethod
    def _from_dict(cls, data: object) -> PigState:
        from .codec import state_from_dict

        return state_from_dict(data)

    def observation(self, player: int) -> dict[str, Any]:
        seen = self._to_dict()
        del seen["rng"], seen["seed"]  # the dice to come
        return {**seen, "seat": self.check_seat(player)}

    def determinize(self, player: int, seed: int) -> PigState:
        self.check_seat(player)
        return replace(self, seed=seed, rng=Rng.from_seed(seed))


def new_game(players: int, seed: int, target: int, turns: int | None) -> PigState:
    """A new game: nobody has banked anything, the first seat rolls first."""
    return PigState(
        players=players,
        seed=seed,
        rng=Rng.from_seed(seed),
        banked=(0,) * players,
        target=target,
        turns=turns,
    )
