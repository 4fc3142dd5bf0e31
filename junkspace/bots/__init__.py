"""Bots: players that are just functions from a state to an action.

A bot is any callable ``(state) -> action`` — the same idea as aima-python's players — so a
lambda, a function or an object with ``__call__`` all work as seats of a
:class:`~junkspace.widgets.GameApp` and in simulations. :data:`BOTS` names the ones offered in
seat menus.

>>> import junkspace
>>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
>>> bot = RandomBot(seed=7)
>>> bot(state) in state.legal_actions()
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from ..core import Action, GameState
from .random_bot import RandomBot

__all__ = ["BOTS", "Bot", "RandomBot"]

#: A player that decides by itself.
Bot = Callable[[GameState], Action]

#: Bots by short name (as in ``?seats=human,random``), each made with ``BOTS[name](seed=...)``.
BOTS: Mapping[str, Callable[..., Bot]] = MappingProxyType({"random": RandomBot})
