"""Pig's rules: two actions and one immutable state class, written against junkspace's contract.

The die lives in the state's ``Rng``, which no seat sees; a turn is a run of decisions by
one seat. Reaching the target with the turn total ends the game at once, so a turn holds at
most ``ceil(target / 2)`` rolls and, with a turn cap, a game has a proven longest length.

>>> state = new_game(players=2, seed=3, target=20, turns=60)
>>> state.legal_actions()
(Roll(), Hold())
>>> after = state.apply(Roll())
>>> after.total, [after.narrate(event) for event in after.events]
(3, ['Red rolled a 3.'])
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from junkspace import Action, Event, GameState, IllegalActionError, InvalidActionError, Rng
from junkspace.core.errors import quoted
from junkspace.core.validate import (
    MAX_INTEGER,
    expect_int,
    expect_list,
    expect_object,
    expect_optional_int,
)

__all__ = ["Hold", "PigState", "Roll", "new_game"]


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """Roll the die: add it to the turn total, or lose the total on a 1."""

    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class Hold(Action):
    """Bank the turn total and pass the die on."""

    def __str__(self) -> str:
        return "hold"


_ACTIONS: tuple[Action, ...] = (Roll(), Hold())

# The saved position's fields, in order.
_FIELDS = ("players", "seed", "rng", "target", "turns", "banked", "total", "active", "played")


@dataclass(frozen=True, slots=True)
class PigState(GameState):
    """A Pig position: banked points, the turn total in hand, whose turn, turns played."""

    game: ClassVar[str] = "pig"
    seat_names: ClassVar[tuple[str, ...]] = ("Red", "Blue", "Green", "Yellow")

    players: int
    seed: int
    rng: Rng
    banked: tuple[int, ...]
    target: int = 20
    turns: int | None = None
    total: int = 0
    active: int = 0
    played: int = 0
    events: tuple[Event, ...] = field(default=(), compare=False)
    _legal: tuple[Action, ...] | None = field(default=None, init=False, compare=False, repr=False)

    @property
    def current_player(self) -> int | None:
        if max(self.banked) >= self.target or self.truncated:
            return None
        return self.active

    @property
    def truncated(self) -> bool:
        return self.turns is not None and self.played >= self.turns

    def _generate(self) -> tuple[Action, ...]:
        return () if self.is_over else _ACTIONS

    def _check(self, action: Action) -> None:
        if not isinstance(action, Roll | Hold):
            raise IllegalActionError("Pig has two actions: roll and hold")

    def _next(self, action: Action) -> PigState:
        seat = self.active
        if isinstance(action, Hold):
            event = Event.of("banked", seat, points=self.total)
            return self._turn_over(self._bank(), event)
        die, rng = self.rng.roll()
        event = Event.of("rolled", seat, die=die)
        if die == 1:
            return self._turn_over(replace(self, rng=rng, total=0), event)
        rolled = replace(self, rng=rng, total=self.total + die, events=(event,))
        return rolled._bank() if self.banked[seat] + rolled.total >= self.target else rolled

    def _bank(self) -> PigState:
        banked = list(self.banked)
        banked[self.active] += self.total
        return replace(self, banked=tuple(banked), total=0)

    def _turn_over(self, state: PigState, event: Event) -> PigState:
        return replace(
            state,
            active=(self.active + 1) % self.players,
            played=self.played + 1,
            total=0,
            events=(event,),
        )

    def __str__(self) -> str:
        """The position as text: a line per seat, then the target and the turns.

        >>> print(new_game(players=2, seed=3, target=20, turns=60).apply(Roll()))
        Red      0  + 3 in hand, to play
        Blue     0
        target 20 · turn 1 of 60
        """
        lines = []
        for seat, points in enumerate(self.banked):
            line = f"{self.seat_name(seat):<6} {points:>3}"
            if seat == self.current_player:
                line += f"  + {self.total} in hand, to play"
            lines.append(line)
        cap = "" if self.turns is None else f" of {self.turns}"
        lines.append(f"target {self.target} · turn {self.played + 1}{cap}")
        return "\n".join(lines)

    def parse_action(self, text: str) -> Action:
        for action in _ACTIONS:
            if text == str(action):
                return action
        raise InvalidActionError(f"{quoted(text)}: expected roll or hold")

    def action_space(self) -> tuple[Action, ...]:
        return _ACTIONS

    def describe(self, action: Action) -> str:
        name = self.seat_name(self.active)
        if isinstance(action, Hold):
            return f"{name} banks the {self.total} points in hand."
        return f"{name} rolls the die."

    def narrate(self, event: Event) -> str:
        name = self.seat_name(event.seat or 0)
        if event.kind == "banked":
            return f"{name} banked {event['points']} points."
        if event["die"] == 1:
            return f"{name} rolled a 1 and lost the turn."
        return f"{name} rolled a {event['die']}."

    def status(self) -> str:
        if self.is_over:
            best = max(self.banked)
            winners = " and ".join(self.seat_name(s) for s in self.winners())
            return f"Game over: {winners} with {best} points."
        name = self.seat_name(self.active)
        return (
            f"{name} to roll or hold: {self.total} in hand, "
            f"{self.banked[self.active]} banked of {self.target}."
        )

    def scores(self) -> tuple[int, ...]:
        return self.banked

    @property
    def options(self) -> Mapping[str, Any]:
        return {"target": self.target, "turns": self.turns}

    def _to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "seed": self.seed,
            "rng": self.rng.state,
            "target": self.target,
            "turns": self.turns,
            "banked": list(self.banked),
            "total": self.total,
            "active": self.active,
            "played": self.played,
        }

    @classmethod
    def _from_dict(cls, data: object) -> PigState:
        raw = expect_object(data, "state", _FIELDS)
        players = expect_int(raw["players"], "state.players", 2, 4)
        target = expect_int(raw["target"], "state.target", 10, 100)
        turns = expect_optional_int(raw["turns"], "state.turns", 1, 1000)
        # A roll of 6 from one point short of the target goes 5 points past it.
        banked = tuple(
            expect_int(points, f"state.banked[{seat}]", 0, target + 5)
            for seat, points in enumerate(expect_list(raw["banked"], "state.banked", players))
        )
        active = expect_int(raw["active"], "state.active", 0, players - 1)
        # A turn total that reaches the target is banked at once.
        in_hand = max(0, target - 1 - banked[active])
        return cls(
            players=players,
            seed=expect_int(raw["seed"], "state.seed", -MAX_INTEGER + 1, MAX_INTEGER - 1),
            rng=Rng(expect_int(raw["rng"], "state.rng", 0, 2**64 - 1)),
            banked=banked,
            target=target,
            turns=turns,
            total=expect_int(raw["total"], "state.total", 0, in_hand),
            active=active,
            played=expect_int(raw["played"], "state.played", 0, turns),
        )

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
