"""Pig, the dice game, as a junkspace plug-in: the example of docs/own-game.md.

On your turn, **roll** the die as often as you like, adding each roll to your turn total,
or **hold** to bank the turn total. A 1 loses the turn total and ends the turn. The first
to reach the target wins, at once (no need to hold); with a turn cap, the game stops after
that many turns in all and the most points win.

The package has one module per role, as junkspace's own games do:

- ``game.py``: the facts junkspace reads (name, players, options, where the rest is);
- ``rules.py``: the table's fixed facts: the seats' names and the options;
- ``actions.py``: the decisions and their notation;
- ``phases.py``: the steps of the game, as tagged values;
- ``state.py``: the state: its fields, derived facts, the legal actions, ``new_game``;
- ``turn.py``: ``Turn``, how each action changes a position (``advance``);
- ``refusals.py``: why an action is illegal, naming the rule;
- ``narration.py``: the words: ``describe``, ``narrate``, ``status``;
- ``codec.py``: JSON both ways, every field checked;
- ``text.py``: the position as plain text, for ``print(state)``;
- ``view.py``: the board (``scene``) and what a click on it means (``pick``);
- ``guide.py``: a first turn and the rules page, for the app's help;
- ``heuristic.py``: the greedy bot's idea of a good position;
- ``encoder.py``: observations as numbers, for PettingZoo and OpenSpiel.

>>> import junkspace
>>> state = junkspace.new_game("pig", players=2, seed=3)
>>> state.status()
'Red to roll or hold: 0 in hand, 0 banked of 20.'
>>> state.apply("roll").status()
'Red to roll or hold: 3 in hand, 0 banked of 20.'
"""

from .actions import HOLD, ROLL, Hold, Roll
from .rules import OPTIONS, SEAT_NAMES
from .state import PigState, new_game

__all__ = ["HOLD", "OPTIONS", "ROLL", "SEAT_NAMES", "Hold", "PigState", "Roll", "new_game"]
