"""Ship powers: a house variant of Junk Orbit of our own design, NOT from the original rules.

The rule book deals every player a ship card "A" side up and says each ship has a special
power, but never says what the powers are. With the option ``ship_powers=True`` each seat's
ship has one of the five powers below, each a small rule that bends one step of the turn.
Off (the default), the game is the rule book's basic game. docs/rules/junk_orbit.md gives
the reasons for each power; the balance report measures them.

>>> from junkspace.junk_orbit.topology import board_for
>>> [power.name for power in POWERS]
['Guided junk', 'Armoured hold', 'Afterburner', 'Retro thrusters', 'Salvage claws']
>>> board = board_for(2)
>>> ship_routes(board, "KEP", 1, "ccw", AFTERBURNER)     # one city, or one more
{'PLA': (1, 'ccw'), 'KIL': (2, 'ccw')}
>>> ship_routes(board, "KEP", 1, "ccw", RETRO)           # one city, either way
{'PLA': (1, 'ccw'), 'TYC': (1, 'cw')}
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import N_
from .tiles import TILES
from .topology import SENSES, Board, Sense, opposite

__all__ = [
    "AFTERBURNER",
    "ARMOURED",
    "CLAWS",
    "GUIDED",
    "LIGHT",
    "OPTION_HELP",
    "POWERS",
    "RETRO",
    "Power",
    "delivered_remotely",
    "near",
    "ship_routes",
]


@dataclass(frozen=True)
class Power:
    """One ship's power: its name and the rule, in one sentence."""

    name: str
    rule: str


#: The powers by seat: Yellow, Purple, Green, Orange and Pink.
POWERS = (
    Power(
        "Guided junk",
        "a tile of value 1 or 2 that Yellow launches is delivered remotely when it stops at "
        "its destination or at a city next to it",
    ),
    Power(
        "Armoured hold",
        "when Purple's ship is hit, Purple drops a tile from the cargo only; the deliveries "
        "are safe, and with an empty cargo nothing is dropped",
    ),
    Power(
        "Afterburner",
        "after launching a tile of value 1 or 2, Green's ship moves that many cities, or one "
        "city more",
    ),
    Power(
        "Retro thrusters",
        "after launching a tile of value 1 or 2, Orange's ship moves that many cities either "
        "way, not only against the launch",
    ),
    Power(
        "Salvage claws",
        "a tile dropped by a ship Pink's launch hit goes into Pink's cargo instead of "
        "resting in the city",
    ),
)

#: The heaviest tile the steering powers (guided junk, afterburner, retro thrusters) handle:
#: with no limit, greedy self-play measured them far too strong (docs/rules/junk_orbit.md).
LIGHT = 2

#: The seats whose ship has each power.
GUIDED, ARMOURED, AFTERBURNER, RETRO, CLAWS = range(len(POWERS))

#: What the New game form says about the option.
OPTION_HELP = N_(
    "house variant, NOT from the original rules: every ship has a power of our own design "
    "(Yellow guided junk, Purple armoured hold, Green afterburner, Orange retro thrusters, "
    "Pink salvage claws; see the rules page)"
)


def near(board: Board, city: str) -> tuple[str, ...]:
    """The cities one step from ``city`` on any of its orbits.

    >>> from junkspace.junk_orbit.topology import board_for
    >>> near(board_for(2), "THA")
    ('NOC', 'HEL')
    """
    out: list[str] = []
    for sense in SENSES:
        out += (c for c in board.landings(city, sense, 1) if c not in out)
    return tuple(out)


def delivered_remotely(board: Board, tile: str, landing: str, seat: int, powers: bool) -> bool:
    """True when ``tile``, launched by ``seat``, is delivered by stopping at ``landing``.

    >>> from junkspace.junk_orbit.topology import board_for
    >>> delivered_remotely(board_for(2), "E02", "OLY", GUIDED, True)   # a 2 for Tycho
    True
    >>> delivered_remotely(board_for(2), "E02", "OLY", GUIDED, False)
    False
    >>> delivered_remotely(board_for(2), "E18", "NOC", GUIDED, True)   # a 4 for Tharsis
    False
    """
    destination = TILES[tile].destination
    if destination is None:
        return False
    if destination == landing:
        return True
    guided = powers and seat == GUIDED and TILES[tile].value <= LIGHT
    return guided and landing in near(board, destination)


def ship_routes(
    board: Board, city: str, value: int, sense: Sense, power: int | None
) -> dict[str, tuple[int, Sense]]:
    """Where a ship may stop after a launch of ``value``, each with the way it gets there.

    The ship's own ``power`` (its seat, or ``None`` without powers) may widen the move after
    a light launch. A city reached in several ways keeps the first: the rule book's way
    before the power's.

    >>> from junkspace.junk_orbit.topology import board_for
    >>> ship_routes(board_for(2), "KEP", 3, "ccw", AFTERBURNER)   # a 3 is not light
    {'CAI': (3, 'ccw'), 'COP': (3, 'ccw')}
    """
    ways = [(value, sense)]
    if power == AFTERBURNER and value <= LIGHT:
        ways.append((value + 1, sense))
    elif power == RETRO and value <= LIGHT:
        ways.append((value, opposite(sense)))
    routes: dict[str, tuple[int, Sense]] = {}
    for steps, way in ways:
        for stop in board.landings(city, way, steps):
            routes.setdefault(stop, (steps, way))
    return routes
