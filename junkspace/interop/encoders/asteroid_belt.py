"""Asteroid Belt observations as numbers.

Seats are counted from the observer: seat 0 of every part is the seat that observes, 1 the
next one in turn order, and so on; ``faction`` says which Civilization the observer plays.
Unit kinds keep the engine's order (engineering, assault, reconnaissance, elite; guards are
one of the first three), asteroids their reading order (``ASTEROIDS``), portals theirs
(``PORTALS``). The board parts end in the grid itself, 16 rows by 24 columns, row 1 at the
top. With ``P`` players and the 33 asteroids, the parts are:

===============  ============  ======================================================
part             shape         values
===============  ============  ======================================================
``units``        P × 4 × grid  one where seat *s*'s unit of kind *k* stands
``shuttles``     P × grid      one where seat *s*'s shuttle is
``riders``       4 × grid      units of kind *k* aboard the shuttle there, out of
                               its 3 seats
``guards``       3 × grid      one where an aboriginal guard of kind *k* stands
``spent``        2 × grid      one where the unit or shuttle there has acted this
                               turn; the riders there that have (out of 3)
``focus``        4 × grid      one at the unit or shuttle under orders (also while a
                               creation or a protection interrupts them), at the
                               guard attacking now, at the guards to attack after
                               it, at the beaten elite whose owner decides
``mines``        33 × P        one where the asteroid is seat *s*'s mine or base
``targets``      33 × P        one where seat *s*'s Target chip lies on it
``flags``        33            one where a Flag lies on it
``waiting``      33            the share of its guards not set up yet
``guard_cells``  33 × 8        one where one of its guards stands on the cell in
                               that direction (the eight around it, reading order)
``fresh``        33            a mine built this turn: what is left of its reward
                               for units next to it, as a share of that reward
``guarding``     33 × 2        one where its guards are set up or attack now, where
                               they will after it, this guard step
``resources``    P             seat *s*'s resources *r* as *r* / (*r* + 30), so
                               that 0.5 is the starting 30
``points``       P             seat *s*'s victory points, as a share of the goal
                               (at most 1)
``reserve``      P × 4         the share of seat *s*'s units of kind *k* waiting on
                               its base
``repair``       P × 4         the share in repair
``chips``        P × 3         one where seat *s*'s elite chip is unused: attack,
                               protection, teleport
``reinforced``   P             one where seat *s* has called its reinforcements
``faction``      3             one at the observer's: Purple, Orange, Green (whatever its
                               seat: the ``factions`` option sets who sits where)
``options``      3             the goal as a share of the highest (40); the Fast
                               game; the Hard game
``rounds``       2             one if the game has a turn cap; then the share of the
                               cap's turns begun
``cargo``        6             one at the cargo shuttle's portal
``step``         7             one at the step: command, act, sail, create, guard,
                               protect, over
``resumes``      3             the step a creation or a protection returns to:
                               command, act, guard
``deciding``     P             one where seat *s* decides now
``active``       P             one where it is seat *s*'s turn
``invader``      P             one where seat *s*'s Targets are being guarded
``leaving``      4             the kind of the unit under orders that still waits
                               on its base or in a shuttle
``orders``       2             the unit or shuttle under orders (or the guard about to
                               attack) has moved; has attacked
``speed``        6             one at the die the shuttle under orders rolled
``placing``      1             one while the guards are being set up (not attacking)
``created``      1             one once the active elite has created this turn
``truncated``    1             one when the turn cap ended the game
===============  ============  ======================================================

Everything is public in Asteroid Belt, and all of it is here, except what never changes
(the map: its terrain, asteroid classes and portals are the same in every game) and the
dice to come, which nobody sees.

>>> import junkspace
>>> state = junkspace.new_game("asteroid_belt", players=3, seed=1)
>>> dict(layout(state))["units"], dict(layout(state))["guard_cells"]
((3, 4, 16, 24), (33, 8))
>>> max_game_length(state)                 # 40 rounds x 3 turns x 100 decisions
12000
>>> longest_game(state)                    # what the rules themselves allow
106401
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeAlias

import numpy as np

from ...asteroid_belt import ASTEROIDS, CLASSES, FACTIONS, PORTALS, AsteroidBeltState
from ...asteroid_belt.board import HEIGHT, NAMES, WIDTH
from ...asteroid_belt.pieces import CAPACITY
from ...asteroid_belt.rules import (
    CHIPS,
    OPTIONS,
    RAID_REWARDS,
    REINFORCEMENT,
    SHUTTLES,
    START_RESOURCES,
    Rules,
)
from ...asteroid_belt.seating import lineup_of
from ...asteroid_belt.units import BOX, KINDS

__all__ = ["TURN_DECISIONS", "encode", "layout", "longest_game", "max_game_length"]

#: The decisions a turn may take on average before OpenSpiel's adapter cuts the game: more
#: than twice the longest turn seen in 300 random, 200 three-player random and 40 greedy
#: games (44 decisions, a greedy faction buying and sending out units).
TURN_DECISIONS = 100

_STEPS = ("command", "act", "sail", "create", "guard", "protect", "over")
_RESUMED = ("command", "act", "guard")
_GUARD_KINDS = KINDS[:3]
_KIND = {kind: index for index, kind in enumerate(KINDS)}
_CHIP = {chip: index for index, chip in enumerate(CHIPS)}
_FOCUS_ORDERS, _FOCUS_GUARD, _FOCUS_NEXT_GUARDS, _FOCUS_BEATEN = range(4)
_GRID = (HEIGHT, WIDTH)
# Counts a seat from the observer.
_Seat: TypeAlias = Callable[[int], int]
# Each cell's (row, column) by name, and each asteroid's number by the name of its cell.
_ROW_COLUMN = {name: divmod(c, WIDTH) for c, name in enumerate(NAMES)}
_ASTEROID = {NAMES[a.cell]: a.id for a in ASTEROIDS}
_PORTAL = {NAMES[c]: index for index, c in enumerate(PORTALS)}
_GUARDS_OF = tuple(len(CLASSES[a.grade].guards) for a in ASTEROIDS)
_HIGHEST_GOAL = next(option.high for option in OPTIONS if option.name == "goal")


def _around(home: int, name: str) -> int:
    """The direction of cell ``name`` from asteroid ``home``: 0 to 7, the eight around it."""
    row, column = _ROW_COLUMN[name]
    home_row, home_column = divmod(ASTEROIDS[home].cell, WIDTH)
    index = (row - home_row + 1) * 3 + column - home_column + 1
    return index - (index > 4)  # the asteroid's own cell, the centre, is not a direction


def layout(table_state: AsteroidBeltState) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The parts of the vector at ``table_state``'s table."""
    players, kinds, asteroids = table_state.players, len(KINDS), len(ASTEROIDS)
    return (
        ("units", (players, kinds, *_GRID)),
        ("shuttles", (players, *_GRID)),
        ("riders", (kinds, *_GRID)),
        ("guards", (len(_GUARD_KINDS), *_GRID)),
        ("spent", (2, *_GRID)),
        ("focus", (4, *_GRID)),
        ("mines", (asteroids, players)),
        ("targets", (asteroids, players)),
        ("flags", (asteroids,)),
        ("waiting", (asteroids,)),
        ("guard_cells", (asteroids, 8)),
        ("fresh", (asteroids,)),
        ("guarding", (asteroids, 2)),
        ("resources", (players,)),
        ("points", (players,)),
        ("reserve", (players, kinds)),
        ("repair", (players, kinds)),
        ("chips", (players, len(CHIPS))),
        ("reinforced", (players,)),
        ("faction", (len(FACTIONS),)),
        ("options", (3,)),
        ("rounds", (2,)),
        ("cargo", (len(PORTALS),)),
        ("step", (len(_STEPS),)),
        ("resumes", (len(_RESUMED),)),
        ("deciding", (players,)),
        ("active", (players,)),
        ("invader", (players,)),
        ("leaving", (kinds,)),
        ("orders", (2,)),
        ("speed", (6,)),
        ("placing", (1,)),
        ("created", (1,)),
        ("truncated", (1,)),
    )


def encode(observation: Mapping[str, Any], parts: Mapping[str, np.ndarray]) -> None:
    """Write one observation into the zeroed ``parts``."""
    players: int = observation["players"]
    me: int = observation["seat"]

    def seat(number: int) -> int:
        return (number - me) % players

    _pieces(observation["pieces"], parts, seat)
    _asteroids(observation, parts, seat)

    order = [(number + me) % players for number in range(players)]  # by seat from me
    lineup = lineup_of(observation["options"]["factions"], players)
    resources = [observation["resources"][number] for number in order]
    parts["resources"][:] = [money / (money + START_RESOURCES) for money in resources]
    goal = observation["options"]["goal"]
    parts["points"][:] = [min(observation["scores"][number] / goal, 1) for number in order]
    for what in ("reserve", "repair"):
        parts[what][:] = [
            [observation[what][n][kind] / BOX[lineup[n]][k] for k, kind in enumerate(KINDS)]
            for n in order
        ]
    chips = parts["chips"]
    for s, number in enumerate(order):
        for chip in observation["chips"][number]:
            chips[s, _CHIP[chip]] = 1
    parts["reinforced"][:] = [observation["reinforced"][number] for number in order]

    options = observation["options"]
    parts["faction"][lineup[me]] = 1
    parts["options"][:] = (options["goal"] / _HIGHEST_GOAL, options["fast"], options["hard"])
    if options["rounds"] is not None:
        parts["rounds"][:] = (1, observation["turn"] / (options["rounds"] * players))
    parts["cargo"][_PORTAL[observation["cargo"]]] = 1
    if observation["current_player"] is not None:
        parts["deciding"][seat(observation["current_player"])] = 1
    parts["active"][seat(observation["active"])] = 1
    parts["created"][0] = observation["created"]
    phase = observation["phase"]
    parts["step"][_STEPS.index(phase["step"])] = 1
    _phase(phase, parts, seat)


def _pieces(pieces: Mapping[str, Any], parts: Mapping[str, np.ndarray], seat: _Seat) -> None:
    """What stands on the board: units, shuttles and their riders, guards, who has acted."""
    units, spent = parts["units"], parts["spent"]
    for name, piece in pieces.items():
        row, column = _ROW_COLUMN[name]
        if "kind" in piece:
            units[seat(piece["owner"]), _KIND[piece["kind"]], row, column] = 1
            spent[0, row, column] = piece["spent"]
        elif "guard" in piece:
            home = _ASTEROID[piece["home"]]
            parts["guards"][_KIND[piece["guard"]], row, column] = 1
            parts["guard_cells"][home, _around(home, name)] = 1
        else:
            riders = piece["shuttle"]
            parts["shuttles"][seat(riders[0]["owner"]), row, column] = 1
            aboard = [0] * len(KINDS)
            for rider in riders:
                aboard[_KIND[rider["kind"]]] += 1
            parts["riders"][:, row, column] = [count / CAPACITY for count in aboard]
            spent[0, row, column] = piece["spent"]
            spent[1, row, column] = sum(rider["spent"] for rider in riders) / CAPACITY


def _asteroids(
    observation: Mapping[str, Any], parts: Mapping[str, np.ndarray], seat: _Seat
) -> None:
    """The chips on each asteroid, and the mines built this turn."""
    mines, targets = parts["mines"], parts["targets"]
    flags = [False] * len(ASTEROIDS)
    waiting = [0.0] * len(ASTEROIDS)
    for name, site in observation["asteroids"].items():
        a = _ASTEROID[name]
        if site["owner"] is not None:
            mines[a, seat(site["owner"])] = 1
        if site["target"] is not None:
            targets[a, seat(site["target"])] = 1
        flags[a] = site["flag"]
        if site["waiting"]:
            waiting[a] = len(site["waiting"]) / _GUARDS_OF[a]
    parts["flags"][:] = flags
    parts["waiting"][:] = waiting
    if observation["fresh"]:
        rules = Rules.of(observation["options"])
        for name, budget in observation["fresh"]:
            a = _ASTEROID[name]
            parts["fresh"][a] = budget / rules.reward(CLASSES[ASTEROIDS[a].grade].resources)


def _phase(phase: Mapping[str, Any], parts: Mapping[str, np.ndarray], seat: _Seat) -> None:
    """The details of the step being decided, and of the one it interrupts."""
    step = phase["step"]
    focus = parts["focus"]
    if step in ("act", "sail"):
        row, column = _ROW_COLUMN[phase["cell"]]
        focus[_FOCUS_ORDERS, row, column] = 1
        parts["orders"][:] = (phase["moved"], phase["attacked"])
        if step == "sail":
            parts["speed"][phase["speed"] - 1] = 1
        elif phase["kind"] is not None:
            parts["leaving"][_KIND[phase["kind"]]] = 1
    elif step == "guard":
        parts["invader"][seat(phase["invader"])] = 1
        parts["placing"][0] = phase["placing"]
        parts["orders"][0] = phase["moved"]
        for index, name in enumerate(phase["asteroids"]):
            parts["guarding"][_ASTEROID[name], min(index, 1)] = 1
        for index, name in enumerate(phase["attackers"]):
            row, column = _ROW_COLUMN[name]
            focus[_FOCUS_NEXT_GUARDS if index else _FOCUS_GUARD, row, column] = 1
    elif step in ("create", "protect"):
        if step == "protect":
            row, column = _ROW_COLUMN[phase["cell"]]
            focus[_FOCUS_BEATEN, row, column] = 1
        resume = phase["resume"]
        parts["resumes"][_RESUMED.index(resume["step"])] = 1
        _phase(resume, parts, seat)
    elif step == "over":
        parts["truncated"][0] = phase["truncated"]


def max_game_length(table_state: AsteroidBeltState) -> int:
    """OpenSpiel's bound for a game at ``table_state``'s table: ``TURN_DECISIONS`` a turn.

    That is the round cap's turns (``rounds`` times ``players``) times ``TURN_DECISIONS``.
    The rules themselves allow far longer games (:func:`longest_game`): a faction may
    dismiss a unit to repair and build it again for as long as its resources last. So the
    OpenSpiel adapter ends a game that reaches this many decisions, ranked by victory
    points as at the turn cap; no bot game has come near it (the longest had 691).

    >>> import junkspace
    >>> max_game_length(junkspace.new_game("asteroid_belt", players=2, seed=1, rounds=10))
    2000
    """
    return _turns(table_state) * TURN_DECISIONS


def _turns(table_state: AsteroidBeltState) -> int:
    """The turns of a game at this table: ``rounds`` times ``players`` (no cap: no bound)."""
    cap = table_state.rules.rounds
    if cap is None:
        raise ValueError(
            "an Asteroid Belt game with no turn cap has no bound on its length: set rounds"
        )
    return cap * table_state.players


def longest_game(table_state: AsteroidBeltState) -> int:
    """The most decisions the rules permit in one game at ``table_state``'s table.

    A proven bound, so it counts what each decision uses up; far above a real game (a
    random game at the default cap takes a few hundred decisions).

    - **Turns**: at most ``rounds`` times ``players`` (without a cap there is no bound, and
      this raises a ValueError). Each has one ``end``, at most one Target per asteroid and
      at most two creations (Green's die may ask for a second); after it, each guard on
      the board moves and attacks at most once, perhaps followed by the beaten elite's
      owner's answer. Each guard is set up once in the whole game.
    - **Orders**: a unit's take at most five decisions (select, move, attack, an opponent's
      protection answer, done), a shuttle's four (select, sail, attack or raid, done).
      Orders go to the units that were out of repair when the turn began (at most a
      faction's twelve) or that left repair during it (built, created, reinforced), and
      to the shuttles on the board when it began (at most four) or activated during it.
    - **Activations**: a unit that leaves its base cannot reach a lane in that move, so
      shuttles are activated only by units that began the turn on the board, or that were
      built next to a new mine (paid from its reward) or created there by the elite.
    - **Resources**: each unit built costs at least the cheapest price, and resources come
      only from the start, the reinforcements, the mines (an asteroid's reward at most
      once), class-5 income and raids (one per shuttle's orders).
    """
    players = table_state.players
    turns = _turns(table_state)
    claimable = [a for a in ASTEROIDS if not table_state.seated_base(a.id)]
    rewards = sum(CLASSES[a.grade].resources for a in claimable)
    guards = sum(len(CLASSES[a.grade].guards) for a in claimable)
    income = sum(CLASSES[a.grade].income for a in ASTEROIDS)
    cheapest = min(faction.price(kind) for faction in FACTIONS for kind in KINDS)
    force = max(sum(box) for box in BOX)
    creations = turns * (1 + any(faction.second_on for faction in FACTIONS))
    built_at_mines = rewards // cheapest
    # Shuttles: those on the board at each turn's start, and one per unit that can reach a
    # dock in its move (never one just built at the base).
    shuttle_orders = turns * SHUTTLES + turns * force + built_at_mines + creations
    gained = (
        players * (START_RESOURCES + REINFORCEMENT)
        + rewards
        + turns * income
        + shuttle_orders * max(RAID_REWARDS.values())
    )
    built = gained // cheapest
    unit_orders = turns * force + built + creations + players * len(KINDS)
    # Each turn's end, Targets and guard moves and attacks with their answers; every guard's
    # set-up.
    turns_and_guards = turns * (1 + len(claimable) + 3 * guards) + guards
    return (
        5 * unit_orders
        + 4 * shuttle_orders
        + built
        + creations
        + players  # the reinforcements, called once a game
        + turns_and_guards
    )
