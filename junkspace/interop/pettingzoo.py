"""Every junkspace game as a PettingZoo AEC environment, the way PettingZoo's classic games are.

>>> from junkspace.interop.pettingzoo import env
>>> game = env("junk_orbit", players=3)
>>> game.reset(seed=42)                      # the same table as junkspace.new_game(..., seed=42)
>>> game.agents
['player_0', 'player_1', 'player_2']
>>> observation, reward, terminated, truncated, info = game.last()
>>> sorted(observation)
['action_mask', 'observation']
>>> action = game.action_space("player_0").sample(observation["action_mask"])
>>> game.step(action)

Or, as PettingZoo's own modules are used: ``junk_orbit_v0.env(players=3)``.

**Agents** are ``player_0``, ``player_1``, ... by seat; ``agent_selection`` is the seat
whose decision it is, which is not always the next in turn order: an opponent may decide in
the middle of someone's turn (a hit ship dropping a tile).

**Actions** are ``Discrete(n)``: the numbers of ``state.action_space()``, every action that
can ever be legal at that table, in a fixed order (see :mod:`junkspace.interop.table`);
``env.unwrapped.actions[i]`` is action ``i``, whose ``str`` is its notation.

**Observations** are ``{"observation": Box(0, 1, (size,), float32), "action_mask":
Box(0, 1, (n,), int8)}``. The observation is ``state.observation(seat)`` encoded by the
game's encoder (:mod:`junkspace.interop.observations`), from that seat's point of view;
the mask marks the legal actions of the agent to move and is all zeros for the others.

**Rewards** come once, when the game ends, from the final ranking: +1 for first place down
to -1 for last, evenly spread, ties sharing (:mod:`junkspace.interop.rewards`). A game cut
short by a turn-cap option (``state.truncated``) is paid the same way and ends with
``truncations`` set instead of ``terminations``. With :func:`env`, an illegal action ends
the game with -1 for the agent that played it and 0 for the others (PettingZoo's
``TerminateIllegalWrapper``); :class:`JunkspaceEnv` alone raises the
:class:`~junkspace.IllegalActionError` that names the rule.

**Seeds**: ``reset(seed=s)`` starts the game junkspace starts with seed ``s``; a later
``reset()`` without a seed continues a generator seeded with ``s``, so a run of games is
reproducible too. Game options are fixed when the environment is made (they shape the
spaces); ``reset``'s ``options`` argument is accepted, as the API requires, and unused.

**Rendering**: ``"ansi"`` returns the text board (``str(state)``), ``"human"`` prints it
after every step, and ``"rgb_array"`` returns the board as an RGB image: the game's scene,
as the dashboards draw it for the seat to move, painted by :mod:`junkspace.render.raster`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core import Action, GameState
from ..core.registry import GAMES
from ..render.raster import raster
from ..render.view import view_for
from .extras import missing_extra
from .observations import encoder
from .rewards import MIN_REWARD, rank_rewards
from .table import Table

try:
    import gymnasium
    import numpy as np
    from gymnasium import spaces
    from pettingzoo import AECEnv
    from pettingzoo.utils import wrappers
except ImportError as error:
    raise missing_extra(__name__, error) from error

__all__ = ["VERSION", "GameEnvs", "JunkspaceEnv", "env", "raw_env"]

#: The environments' version, the ``_v0`` of ``junk_orbit_v0``; it grows when their
#: observations, actions or rewards change, so that published results stay comparable.
VERSION = 0

_RENDER_MODES = ("human", "ansi", "rgb_array")


class JunkspaceEnv(AECEnv):  # type: ignore[misc]  # pettingzoo has no type information
    """A junkspace game as a PettingZoo AEC environment (use :func:`env` for the checks)."""

    #: The junkspace state of the game in progress.
    game_state: GameState
    agents: list[str]
    agent_selection: str
    rewards: dict[str, float]
    _cumulative_rewards: dict[str, float]
    terminations: dict[str, bool]
    truncations: dict[str, bool]
    infos: dict[str, dict[str, Any]]

    def __init__(
        self,
        game: str = "junk_orbit",
        players: int | None = None,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in _RENDER_MODES:
            raise ValueError(f"render_mode must be one of {list(_RENDER_MODES)} or None")
        self.table = Table.of(game, players, **options)
        self.encoder = encoder(self.table)
        self.render_mode = render_mode
        self.metadata = {
            "name": f"{game}_v{VERSION}",
            "render_modes": list(_RENDER_MODES),
            "is_parallelizable": False,
            "render_fps": 1,
        }
        self.possible_agents = [f"player_{seat}" for seat in range(self.table.players)]
        self.actions: tuple[Action, ...] = self.table.actions
        self.action_spaces = {
            agent: spaces.Discrete(len(self.actions)) for agent in self.possible_agents
        }
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(
                        0.0, 1.0, (self.encoder.layout.size,), dtype=np.float32
                    ),
                    "action_mask": spaces.Box(0, 1, (len(self.actions),), dtype=np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self._seeds = np.random.default_rng()
        self._start(self._draw_seed())

    # -- the AEC API ----------------------------------------------------------------------

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        self._start(seed if seed is not None else self._draw_seed())
        if self.render_mode == "human":
            self.render()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.possible_agents.index(agent)
        mask = np.zeros(len(self.actions), np.int8)
        if agent == self.agent_selection and not self.game_state.is_over:
            mask[self.table.legal(self.game_state)] = 1
        return {"observation": self.encoder.encode(self.game_state, seat), "action_mask": mask}

    def step(self, action: int | np.integer[Any] | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must choose an action: the game is not over")
        number = int(action)
        if not 0 <= number < len(self.actions):
            raise ValueError(
                f"actions are numbered from 0 to {len(self.actions) - 1}, got {number}"
            )
        self._cumulative_rewards[agent] = 0.0
        self.game_state = self.game_state.apply(self.actions[number])
        if self.game_state.is_over:
            self.rewards = dict(zip(self.agents, rank_rewards(self.game_state), strict=True))
            ended = self.truncations if self.game_state.truncated else self.terminations
            ended.update(dict.fromkeys(self.agents, True))
            self._accumulate_rewards()
            self._deads_step_first()
        else:
            self.agent_selection = self._agent(self.game_state.current_player)
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | np.ndarray | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() was called without a render_mode")
            return None
        if self.render_mode == "rgb_array":
            return raster(view_for(self.game_state.game).scene(self.game_state))
        text = str(self.game_state)
        if self.render_mode == "ansi":
            return text
        print(text)
        return None

    def close(self) -> None:
        """Nothing to release: the environment holds no window, file or process."""

    # -- helpers --------------------------------------------------------------------------

    def _start(self, seed: int) -> None:
        self.game_state = self.table.start(seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self.agent_selection = self._agent(self.game_state.current_player)

    def _agent(self, seat: int | None) -> str:
        assert seat is not None, "a game that is over has no seat to move"
        return self.possible_agents[seat]

    def _draw_seed(self) -> int:
        return int(self._seeds.integers(2**32))


def raw_env(
    game: str = "junk_orbit",
    players: int | None = None,
    render_mode: str | None = None,
    **options: Any,
) -> JunkspaceEnv:
    """The environment alone, without PettingZoo's checking wrappers."""
    return JunkspaceEnv(game, players, render_mode, **options)


def env(
    game: str = "junk_orbit",
    players: int | None = None,
    render_mode: str | None = None,
    **options: Any,
) -> AECEnv:
    """The environment for ``game`` with the wrappers PettingZoo's classic games use.

    An illegal action ends the game (-1 for the agent that played it), an action outside
    the space raises, and calls made out of order are reported.
    """
    wrapped = wrappers.TerminateIllegalWrapper(
        raw_env(game, players, render_mode, **options), illegal_reward=MIN_REWARD
    )
    return wrappers.OrderEnforcingWrapper(wrappers.AssertOutOfBoundsWrapper(wrapped))


@dataclass(frozen=True)
class GameEnvs:
    """One game's constructors, as a PettingZoo environment module offers them.

    >>> from junkspace.interop import pettingzoo
    >>> pettingzoo.junk_orbit_v0
    GameEnvs(game='junk_orbit')
    >>> pettingzoo.junk_orbit_v0.env(players=2).unwrapped.metadata["name"]
    'junk_orbit_v0'
    """

    game: str

    def env(self, **arguments: Any) -> AECEnv:
        """:func:`env` for this game."""
        return env(self.game, **arguments)

    def raw_env(self, **arguments: Any) -> JunkspaceEnv:
        """:func:`raw_env` for this game."""
        return raw_env(self.game, **arguments)


def __getattr__(name: str) -> GameEnvs:
    # ``junk_orbit_v0`` and its siblings exist for every registered game, without a list
    # here to keep up to date.
    game, _, version = name.rpartition("_v")
    if game in GAMES and version == str(VERSION):
        return GameEnvs(game)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), *(f"{game}_v{VERSION}" for game in GAMES)])
