"""The table's fixed facts, where every game keeps them: the seats' names and the options
(``Rules``, a table's options as one value), and the constants of the rule text.

>>> SEAT_NAMES
('Purple', 'Orange', 'Green')

>>> Rules().goal, Rules(fast=True).fast
(15, True)
>>> [option.name for option in OPTIONS]
['goal', 'fast', 'hard', 'rounds', 'factions', 'guards']
>>> Rules().factions
'purple-orange-green'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeAlias

from msgspec import Struct

from ..core import Option
from ..i18n import N_
from .board import ASTEROIDS, CLASSES
from .pieces import Site
from .seating import DEFAULT_FACTIONS, FACTION_CHOICES, Seating
from .units import FACTIONS

__all__ = [
    "ACTIVATION",
    "CHIPS",
    "DEFAULT_GOAL",
    "DEFAULT_ROUNDS",
    "FAST_POINTS",
    "HARD_PENALTY",
    "OPTIONS",
    "RAID_REWARDS",
    "REINFORCEMENT",
    "SEAT_NAMES",
    "SHUTTLES",
    "START_RESOURCES",
    "Chip",
    "Rules",
    "own_mines",
    "points_of",
]

#: The factions' colours in the text's order, the default seats (a table's own seats, set by
#: its ``factions`` option, are ``state.seat_name(seat)``).
SEAT_NAMES = tuple(f.colour for f in FACTIONS)

#: The elite's three one-shot chips.
Chip: TypeAlias = Literal["attack", "protection", "teleport"]
CHIPS: tuple[Chip, ...] = ("attack", "protection", "teleport")

#: Victory points that end the game by default (the end of the achievement scale).
DEFAULT_GOAL = 15
#: Rounds after which the game ends by default, ranked by points.
DEFAULT_ROUNDS = 40
#: Resources every faction starts with.
START_RESOURCES = 30
#: What activating a shuttle costs (nothing next to an own class-3 mine).
ACTIVATION = 3
#: Shuttles in the box; an activation needs one that is not on the board.
SHUTTLES = 4
#: Resources the one-time reinforcements bring.
REINFORCEMENT = 20
#: A successful raid on the cargo shuttle, by die.
RAID_REWARDS = {5: 30, 6: 40}
#: The Fast game: each base is worth this many victory points from the start.
FAST_POINTS = 4
#: The Hard game: every reward from an asteroid or the cargo shuttle is this much smaller.
HARD_PENALTY = 5


class Rules(Struct, frozen=True):
    """The options of one game.

    ``goal`` is the end of the achievement scale (victory points that win at once);
    ``fast`` makes each base worth 4 points from the start; ``hard`` takes 5 resources off
    every reward; ``rounds`` caps the game (``None``: no cap), ranking it by points;
    ``factions`` names the factions in seat order (see :mod:`~junkspace.asteroid_belt.seating`);
    ``guards`` is ``"move"`` (the text: a guard may move next to its asteroid before it
    attacks) or ``"stand"`` (guards attack only from where they were set up, as junkspace
    played them before, so that older records replay).
    """

    goal: int = DEFAULT_GOAL
    fast: bool = False
    hard: bool = False
    rounds: int | None = DEFAULT_ROUNDS
    factions: str = DEFAULT_FACTIONS
    guards: str = "move"

    def as_dict(self) -> dict[str, Any]:
        """The options as ``new_game`` keywords."""
        return {
            "goal": self.goal,
            "fast": self.fast,
            "hard": self.hard,
            "rounds": self.rounds,
            "factions": self.factions,
            "guards": self.guards,
        }

    @classmethod
    def of(cls, options: Mapping[str, Any]) -> Rules:
        """Rules from checked option values (``factions`` and ``guards`` may be left out)."""
        return cls(
            options["goal"],
            options["fast"],
            options["hard"],
            options["rounds"],
            options.get("factions", DEFAULT_FACTIONS),
            options.get("guards", "move"),
        )

    def reward(self, amount: int) -> int:
        """A reward in resources, smaller in the Hard game."""
        return amount - HARD_PENALTY if self.hard else amount


OPTIONS: tuple[Option, ...] = (
    Option(
        "goal",
        DEFAULT_GOAL,
        N_("victory points that end the game at once (the achievement scale)"),
        low=5,
        high=40,
    ),
    Option(
        "fast",
        False,
        N_("Fast game: each base is worth 4 victory points from the start"),
        choices=(False, True),
    ),
    Option(
        "hard",
        False,
        N_("Hard game: every reward from an asteroid or the cargo shuttle is 5 resources smaller"),
        choices=(False, True),
    ),
    Option(
        "rounds",
        DEFAULT_ROUNDS,
        N_("turn cap: the game ends after this many rounds, ranked by points (None: no cap)"),
        low=1,
        high=1000,
        allow_none=True,
    ),
    Option(
        "factions",
        DEFAULT_FACTIONS,
        N_("the factions in seat order, first to play first (with 2 players the first two play)"),
        choices=FACTION_CHOICES,
    ),
    Option(
        "guards",
        "move",
        N_(
            "move: guards may move next to their asteroid before attacking (the text); stand: "
            "they attack only from where they were set up (as junkspace played them before: "
            "games saved then, which do not name this option, load with it)"
        ),
        choices=("move", "stand"),
        saved="stand",
    ),
)


# -- what the asteroids are worth to a seat ----------------------------------------------------


def points_of(sites: tuple[Site, ...], seat: int, seats: Seating, fast: bool) -> int:
    """``seat``'s victory points: its mines' classes, plus its base's in the Fast game."""
    total = 0
    for a, site in enumerate(sites):
        if site.owner == seat:
            if seats.base_seat(a) is not None:
                total += FAST_POINTS if fast else 0
            else:
                total += CLASSES[ASTEROIDS[a].grade].points
    return total


def own_mines(
    sites: tuple[Site, ...], seat: int, asteroids: tuple[int, ...], seats: Seating
) -> list[int]:
    """Those of ``asteroids`` that are ``seat``'s mines (its base is not a mine)."""
    return [a for a in asteroids if sites[a].owner == seat and seats.base_seat(a) != seat]
