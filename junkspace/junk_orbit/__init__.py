"""Junk Orbit: launch junk to propel your ship around the Earth, the Moon and Mars.

One planet's junk is another planet's treasure. Each turn you **launch** a junk tile from your
cargo around your current orbit (it travels exactly its value in cities, and is delivered
remotely if it stops at its destination, or rests there and hits any opponent ship in that
city); your ship then **moves** the same number of cities the other way, may make **direct
deliveries** of cargo destined to the city it reaches, and **collects** the junk there. When a
city must be refilled from an empty pile, every other player takes one final turn; the most
delivered value wins (ties: most tiles delivered).

The rules in our words, the tile design and every interpretation are in
docs/rules/junk_orbit.md.

>>> import junkspace
>>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
>>> state.apply("launch S01 cw TYC").status()
'Yellow to move the ship 1 city counter-clockwise (against the launch).'
"""

from .actions import Collect, Deliver, Drift, Drop, Launch, Move
from .narration import narrate
from .phases import Delivering, Dropping, Launching, Moving, Over
from .powers import POWERS, Power
from .rules import OPTIONS, SEAT_NAMES
from .state import JunkOrbitState, new_game
from .tiles import TILES, Tile
from .topology import CITIES, ORBITS, board_for

#: The state class the registry loads.
State = JunkOrbitState

__all__ = [
    "CITIES",
    "OPTIONS",
    "ORBITS",
    "POWERS",
    "SEAT_NAMES",
    "TILES",
    "Collect",
    "Deliver",
    "Delivering",
    "Drift",
    "Drop",
    "Dropping",
    "JunkOrbitState",
    "Launch",
    "Launching",
    "Move",
    "Moving",
    "Over",
    "Power",
    "State",
    "Tile",
    "board_for",
    "narrate",
    "new_game",
]
