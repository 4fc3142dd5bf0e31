"""junkspace: three space board games to play, step through and study in Jupyter.

The engine is importable on its own (no widget library is loaded), for simulations, bots and
reinforcement learning:

>>> import junkspace
>>> list(junkspace.GAMES)[:3]          # and any game installed as a plug-in after them
['junk_orbit', 'asteroid_belt', 'hyperstellar']
>>> state = junkspace.new_game("junk_orbit", players=3, seed=42)
>>> state.status()
'Yellow to launch: pick a cargo tile, a sense and where it lands.'

Sentences follow the language chosen (English unless told; notation never changes):

>>> junkspace.set_language("es")
>>> state.status()
'Le toca lanzar a Amarillo: elige una ficha de la carga, un sentido y dónde cae.'
>>> junkspace.set_language(None)          # back to JUNKSPACE_LANG, or English

See :mod:`junkspace.core.state` for the whole contract, :mod:`junkspace.i18n` for languages.
"""

from .core import (
    GAMES,
    Action,
    Event,
    GameRecord,
    GameState,
    IllegalActionError,
    InvalidActionError,
    InvalidStateError,
    JunkspaceError,
    PluginError,
    Rng,
    from_json,
    new_game,
)
from .i18n import set_language

__version__ = "0.1.0"

__all__ = [
    "GAMES",
    "Action",
    "Event",
    "GameRecord",
    "GameState",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidStateError",
    "JunkspaceError",
    "PluginError",
    "Rng",
    "__version__",
    "from_json",
    "new_game",
    "set_language",
]
