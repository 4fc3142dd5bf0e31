"""Asteroid Belt (Distant Galaxy, Episode 7): build mines on asteroids, fight for them with dice.

Two or three Civilizations (any of Purple Federation, Orange Empire, Green Anarchy: the
``factions`` option seats them) send units out of their corner bases across a grid of highways,
shuttle lanes and open space. Bring a unit within two cells of an asteroid and put your
**Target** chip on it; after your turn the *next* player sets up the asteroid's aboriginal
guards, moves them and attacks your units.
Beat every guard and the Target becomes a **Flag**; the first unit to move next to a Flag
builds a **Mine** there, for victory points and resources. Combat is a die each, bonuses
added, the loser to repair. Shuttles, activated next to class-3 asteroids, carry units along
the lanes and through portals, and can raid the aboriginal cargo shuttle. The first faction
to reach the end of the achievement scale wins; a turn cap (by default) ranks by points.

The rules in our words, the board and every interpretation are in
docs/rules/asteroid_belt.md. The package has the skeleton every game has: the components
(``board``, ``units``, ``pieces``, ``seating``, ``rules``, ``reach``), ``actions`` and their
notation, ``phases`` (the steps of a turn), ``state`` (the position and its legal actions),
``turn`` (``advance``: the draft that resolves one action, its verbs), ``outcomes`` (the
rules the turn and the shortcuts share), ``shortcuts`` (the commonest decisions without a
draft), ``tables`` (what the legal actions are looked up in), ``refusals`` (why an action
is illegal), ``narration`` (the sentences), ``codec`` (JSON both ways), ``text`` and
``view``.

>>> import junkspace
>>> state = junkspace.new_game("asteroid_belt", players=2, seed=1)
>>> state = state.apply("select a1 assault")
>>> state.status()
'Purple: move an assault out of its base on a1.'
>>> state.apply("move b4").piece_at("b4")
Unit(owner=0, kind='assault', spent=True)
"""

from .actions import (
    Attack,
    Buy,
    Create,
    Decline,
    Dismiss,
    Done,
    End,
    Move,
    Protect,
    Raid,
    Reinforce,
    Select,
    SetGuard,
    Strike,
    Target,
    Teleport,
)
from .board import ASTEROIDS, CLASSES, PORTALS, Asteroid, AsteroidClass, cell, name
from .narration import narrate
from .phases import Acting, Commanding, Creating, Guarding, Over, Protecting, Sailing
from .pieces import Guard, Shuttle, Site, Unit
from .rules import OPTIONS, SEAT_NAMES, Rules
from .seating import FACTION_CHOICES, Seating
from .state import AsteroidBeltState, new_game
from .units import FACTIONS, TYPES, Faction, UnitType

#: The state class the registry loads.
State = AsteroidBeltState

__all__ = [
    "ASTEROIDS",
    "CLASSES",
    "FACTIONS",
    "FACTION_CHOICES",
    "OPTIONS",
    "PORTALS",
    "SEAT_NAMES",
    "TYPES",
    "Acting",
    "Asteroid",
    "AsteroidBeltState",
    "AsteroidClass",
    "Attack",
    "Buy",
    "Commanding",
    "Create",
    "Creating",
    "Decline",
    "Dismiss",
    "Done",
    "End",
    "Faction",
    "Guard",
    "Guarding",
    "Move",
    "Over",
    "Protect",
    "Protecting",
    "Raid",
    "Reinforce",
    "Rules",
    "Sailing",
    "Seating",
    "Select",
    "SetGuard",
    "Shuttle",
    "Site",
    "State",
    "Strike",
    "Target",
    "Teleport",
    "Unit",
    "UnitType",
    "cell",
    "name",
    "narrate",
    "new_game",
]
