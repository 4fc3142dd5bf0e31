"""The shared game-state kit every junkspace game is built on.

- :mod:`~junkspace.core.state`: the engine contract (:class:`GameState`, :class:`Action`);
- :mod:`~junkspace.core.rng`: randomness as an immutable, seeded value (:class:`Rng`);
- :mod:`~junkspace.core.events`: what an action caused (:class:`Event`);
- :mod:`~junkspace.core.tables`: the rules' fixed facts, built on first use (``OnFirstUse``);
- :mod:`~junkspace.core.record`: saved games that replay exactly (:class:`GameRecord`);
- :mod:`~junkspace.core.registry`: the games by name (:data:`GAMES`, :func:`new_game`);
- :mod:`~junkspace.core.plugins`: how games are found (entry points, ``junkspace.games``);
- :mod:`~junkspace.core.errors`: the three ways a request can be wrong;
- :mod:`~junkspace.core.validate`: field-by-field checks for JSON read from outside.
"""

from .errors import IllegalActionError, InvalidActionError, InvalidStateError, JunkspaceError
from .events import Event
from .plugins import PluginError
from .record import GameRecord
from .registry import GAMES, GameInfo, Option, from_json, new_game
from .rng import Rng
from .state import Action, GameState

__all__ = [
    "GAMES",
    "Action",
    "Event",
    "GameInfo",
    "GameRecord",
    "GameState",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidStateError",
    "JunkspaceError",
    "Option",
    "PluginError",
    "Rng",
    "from_json",
    "new_game",
]
