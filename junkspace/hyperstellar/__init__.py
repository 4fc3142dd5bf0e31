"""Hyperstellar Happy Corporate Science Space Station: worker placement among billionaires.

Each player is a visionary billionaire sharing a private research station. A **revolution**
has three phases. In the **placement** phase players take turns putting one researcher at a
time from the hub on a free action slot (with none left on the hub, they take 1 energy
instead). In the **action** phase the sectors act in order, each player once per sector: the
engine room gives 7 energy; in the research lab you either pay 2 energy to draw two science
cards or pay 2 energy a card to score sets (seven colours 50, six 30, four 10, five of one
colour 7, one card of your own colour 3); the recycling centre turns energy into water, and
the other players share in it; two of your researchers in one crew-quarters bunk can recruit
a new one for 5 energy. In the **upkeep** every researcher costs 1 water; a player who cannot
pay loses one, and a player with none left is out. The game ends with the revolution in which
someone reaches 150 points, or when one player is left.

The rules in our words, the science deck and every interpretation are in
docs/rules/hyperstellar.md. The package has every game's files: ``cards`` (the science deck
and its sets), ``station`` (the sectors, costs and researcher counts), ``actions`` (the
decisions and their notation), ``phases`` (the steps of a revolution), ``state`` (the
position and its legal actions), ``turn`` (how a decision changes it), ``refusals`` (why an
action is illegal), ``narration`` (the words), ``codec`` (JSON both ways), ``text``, and
``wheel``, ``drawing`` and ``view`` for the board.

>>> import junkspace
>>> state = junkspace.new_game("hyperstellar", players=2, seed=1)
>>> state.status()
'Red to place a researcher on a free slot (revolution 1).'
>>> state.apply("place engine").status()
'Yellow to place a researcher on a free slot (revolution 1).'
"""

from .actions import BuyWater, Pass, Place, Recruit, Recycle, Research, Score
from .cards import COLOURS, DECK, LETTERS, SET_POINTS, SETS, Colour
from .narration import narrate
from .phases import Acting, Answering, Over, Placing, Scoring
from .rules import DEFAULT_MAX_REVOLUTIONS, OPTIONS, SEAT_NAMES
from .state import HyperstellarState, new_game
from .station import SECTORS

#: The state class the registry loads.
State = HyperstellarState

__all__ = [
    "COLOURS",
    "DECK",
    "DEFAULT_MAX_REVOLUTIONS",
    "LETTERS",
    "OPTIONS",
    "SEAT_NAMES",
    "SECTORS",
    "SETS",
    "SET_POINTS",
    "Acting",
    "Answering",
    "BuyWater",
    "Colour",
    "HyperstellarState",
    "Over",
    "Pass",
    "Place",
    "Placing",
    "Recruit",
    "Recycle",
    "Research",
    "Score",
    "Scoring",
    "State",
    "narrate",
    "new_game",
]
