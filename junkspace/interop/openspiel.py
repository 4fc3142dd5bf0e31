"""Every junkspace game as an OpenSpiel Python game.

Importing this module registers each game as ``junkspace_<name>``, with the parameter
``players`` (the game's usual table by default) and the game's options:

>>> import pyspiel
>>> import junkspace
>>> from junkspace.interop import openspiel
>>> game = pyspiel.load_game("junkspace_junk_orbit", {"players": 3})   # or openspiel.load(...)
>>> state = game.new_initial_state()
>>> state.is_chance_node()                  # the deal: chance draws the junkspace seed
True
>>> state.apply_action(42)
>>> str(state) == str(junkspace.new_game("junk_orbit", players=3, seed=42))
True
>>> state.current_player(), state.action_to_string(state.legal_actions()[0])
(0, 'launch E08 cw OLY')

How junkspace maps onto OpenSpiel's model of a game:

- **Dynamics** ``SEQUENTIAL``: one seat decides at a time, and a decision an opponent makes
  in the middle of someone's turn is simply that seat's move.
- **Chance** ``EXPLICIT_STOCHASTIC``, with one chance node, at the start: the deal, whose
  outcome is the junkspace seed, drawn uniformly from ``range(DEALS)``. All later
  randomness (the shuffled piles, refills, dice) comes from the generator the state carries,
  seeded there, so it is settled at that node. ``SAMPLED_STOCHASTIC`` would fit the seeded
  generator too, but OpenSpiel can only serialize such a game by asking the game object for
  its random state, which a Python game cannot provide.
- **Information** ``IMPERFECT_INFORMATION``: no seat sees the seed, nor therefore the order
  of the piles or the dice to come, whatever else the game shows.
- **Utility** ``ZERO_SUM`` and **reward model** ``TERMINAL``: the rewards of
  :mod:`junkspace.interop.rewards`, +1 for first place to -1 for last, paid at the end. A
  game ended by a turn-cap option is terminal too, paid the same way.
- **Game info**: the actions are the numbers of ``state.action_space()``
  (:mod:`junkspace.interop.table`), the chance outcomes the ``DEALS`` seeds, and the
  maximum game length is the encoder module's ``max_game_length``: a bound proven from the
  rules, or, where the rules allow games far longer than any real one (Asteroid Belt), a cut:
  a game that reaches that many decisions ends there, paid from the ranking as at a turn cap.
- **Legal actions** are listed in ascending order; an action's string is its notation (the
  chance outcome reads ``seed 42``), so ``state.string_to_action("move NYC")`` works.
- **Observations**: the observation tensor is the game's encoded observation (the
  observer's ``dict`` has its named parts) and the observation string the JSON of
  ``state.observation(seat)``.
- **Information states** (perfect recall) are strings: ``seat 0, step 12: <digest>``, where
  the digest chains everything the seat has seen since the deal and its own decisions
  (:mod:`junkspace.interop.recall`), so two states share it exactly when the seat cannot
  tell their histories apart. There is no information-state tensor: a whole history would
  not fit a fixed vector of useful size (the bound on a game's length times the
  observation's size), and an observation alone is not perfect recall.
- **Resampling**: ``state.resample_from_infostate(seat, sampler)`` is
  ``GameState.determinize(seat, seed)`` with the seed drawn from ``sampler`` (one uniform
  draw, scaled to 32 bits): a state with the same information state for ``seat``, the
  hidden piles, hands or future dice drawn anew. This is what OpenSpiel's ``ISMCTSBot``
  asks for. A state made by sampling starts the other seats' memories afresh, from what
  ``seat`` knows and what they see in it (their true past is hidden from ``seat``).
- **Search that peeks**: OpenSpiel's plain ``MCTSBot`` searches clones of the true state, so
  its rollouts draw from the real piles and hands: it plays with knowledge no player has.
  ``ISMCTSBot`` searches resampled states, and is the honest choice for these games.
- **Serialization**: OpenSpiel saves a Python state by pickling its attributes, and a
  junkspace state pickles as its saved JSON, so ``pyspiel.serialize_game_and_state`` carries
  ``state.to_json()`` (and each seat's digest) and validates it on the way back. The OpenSpiel
  state's ``to_json()`` is the junkspace JSON as well, and ``game.new_initial_state(text)``
  reads it back (a game started from a position remembers from there). A game pickles as
  its OpenSpiel game string, and unpickles by loading that string, as OpenSpiel's own
  games do.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from ..core import GameState
from ..core.registry import GAMES, GameInfo, Option, from_json, game_info
from .extras import missing_extra
from .observations import Encoder, encoder
from .recall import Recall
from .rewards import MAX_REWARD, MIN_REWARD, rank_rewards
from .table import Table

try:
    import numpy as np
    import pyspiel
except ImportError as error:
    raise missing_extra(__name__, error) from error

__all__ = ["DEALS", "SAMPLE_SEEDS", "JunkspaceGame", "JunkspaceState", "load", "short_name"]

#: How many deals (junkspace seeds) the chance node at the start of a game chooses from.
DEALS = 2**16

#: How many seeds a resampled state's determinization draws from: one uniform draw, scaled.
SAMPLE_SEEDS = 2**32

# An option that may be None ("no limit") is this integer in OpenSpiel's parameters, which
# cannot be None.
_NONE = -1


def short_name(game: str) -> str:
    """The name OpenSpiel knows a junkspace game by.

    >>> short_name("junk_orbit")
    'junkspace_junk_orbit'
    """
    return f"junkspace_{game}"


def load(game: str, players: int | None = None, **options: Any) -> pyspiel.Game:
    """``pyspiel.load_game`` for a junkspace game, its options as keywords."""
    table = Table.of(game, players, **options)
    known = {option.name: option for option in game_info(game).options}
    parameters: dict[str, bool | int | float | str] = {"players": table.players}
    for name, value in table.options:
        parameters[name] = _to_parameter(known[name], value)
    return pyspiel.load_game(short_name(game), parameters)


class JunkspaceGame(pyspiel.Game):  # type: ignore[misc]  # pyspiel has no type information
    """The static facts of one junkspace game at one table, as OpenSpiel wants them.

    Each registered game has its own subclass, which sets ``game`` and ``game_type``.
    """

    game: ClassVar[str]
    game_type: ClassVar[pyspiel.GameType]

    def __init__(self, parameters: Mapping[str, Any]) -> None:
        info = game_info(self.game)
        options = {
            option.name: _from_parameter(option, parameters[option.name]) for option in info.options
        }
        self.table = Table.of(self.game, parameters["players"], **options)
        self.encoder: Encoder = encoder(self.table)
        super().__init__(
            self.game_type,
            pyspiel.GameInfo(
                num_distinct_actions=len(self.table.actions),
                max_chance_outcomes=DEALS,
                num_players=self.table.players,
                min_utility=MIN_REWARD,
                max_utility=MAX_REWARD,
                utility_sum=0.0,
                max_game_length=self.encoder.max_game_length,
            ),
            dict(parameters),
        )

    def __reduce__(self) -> tuple[Any, ...]:
        # Each game's class is made when it is registered, so pickle cannot find it by name;
        # a game is its OpenSpiel game string instead, loaded again on the way back.
        return (_load_game, (str(self),))

    def new_initial_state(
        self, state: str | Mapping[str, Any] | pyspiel.StateStruct | None = None
    ) -> JunkspaceState:
        """The chance node of the deal, or a position saved as junkspace JSON (or its dict)."""
        if state is None:
            return JunkspaceState(self, None)
        if isinstance(state, pyspiel.StateStruct):
            state = state.to_dict()
        if not isinstance(state, str):
            if not state:  # the empty structure is the table before the deal
                return JunkspaceState(self, None)
            state = json.dumps(state)
        position = from_json(state)
        if Table.of_state(position) != self.table:
            raise ValueError(f"that position is from {Table.of_state(position)}, not {self.table}")
        return JunkspaceState(self, position)

    def max_chance_nodes_in_history(self) -> int:
        return 1

    def make_py_observer(
        self,
        iig_obs_type: pyspiel.IIGObservationType | Mapping[str, Any] | None = None,
        params: Mapping[str, Any] | None = None,
    ) -> _Observer | _RecallObserver:
        """What one seat sees, public and private: now (a tensor and a string), or all it
        has seen (with ``perfect_recall``: a string, the information state)."""
        if isinstance(iig_obs_type, Mapping):
            # OpenSpiel passes the parameters alone when no observation type is asked for.
            iig_obs_type, params = None, iig_obs_type
        if params:
            raise ValueError(f"junkspace observers take no parameters, got {dict(params)}")
        if iig_obs_type is None:
            return _Observer(self.encoder)
        if (
            not iig_obs_type.public_info
            or iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
        ):
            raise ValueError(
                "junkspace games offer what one seat sees, public and private together: now "
                "(the observation) or all along (perfect recall, the information state)"
            )
        return _RecallObserver() if iig_obs_type.perfect_recall else _Observer(self.encoder)


class JunkspaceState(pyspiel.State):  # type: ignore[misc]  # pyspiel has no type information
    """An OpenSpiel state around a junkspace state (``game_state``, None before the deal).

    OpenSpiel clones and serializes a Python state through its attributes, so it keeps only
    immutable values: the table, the junkspace state, what each seat remembers (``recall``,
    a :class:`~junkspace.interop.recall.Recall`; None before the deal), the game's length
    bound and the decisions played since the deal (or the loaded position), so that a game
    reaching the bound ends there (``cut``).
    """

    def __init__(
        self,
        game: JunkspaceGame,
        game_state: GameState | None,
        recall: Recall | None = None,
        decisions: int = 0,
    ) -> None:
        super().__init__(game)
        self.table = game.table
        self.game_state = game_state
        if recall is None and game_state is not None:
            recall = Recall.dealt(game_state)
        self.recall = recall
        self.bound: int = game.max_game_length()
        self.decisions = decisions

    @property
    def cut(self) -> bool:
        """True when the game reached the length bound before its rules ended it."""
        return self.decisions >= self.bound

    def current_player(self) -> int:
        if self.game_state is None:
            return int(pyspiel.PlayerId.CHANCE)
        seat = self.game_state.current_player
        return int(pyspiel.PlayerId.TERMINAL) if seat is None or self.cut else seat

    def _legal_actions(self, player: int) -> list[int]:
        assert self.game_state is not None and player == self.game_state.current_player
        return self.table.legal(self.game_state)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        assert self.game_state is None, "the deal is the only chance node"
        return _DEAL_OUTCOMES

    def _apply_action(self, action: int) -> None:
        if self.game_state is None:
            if not 0 <= action < DEALS:
                raise ValueError(
                    f"the deal draws a seed from 0 to {DEALS - 1}, not {action}; to start from "
                    "any junkspace seed, pass that game's to_json() to new_initial_state"
                )
            self.game_state = self.table.start(seed=action)
            self.recall = Recall.dealt(self.game_state)
        elif not 0 <= action < len(self.table.actions):
            raise ValueError(f"actions are numbered from 0 to {len(self.table.actions) - 1}")
        elif self.cut:
            raise ValueError(f"the game ended at its length bound of {self.bound} decisions")
        else:
            seat, move = self.game_state.current_player, self.table.actions[action]
            self.game_state = self.game_state.apply(move)
            assert self.recall is not None and seat is not None
            self.recall = self.recall.then(self.game_state, seat, move)
            self.decisions += 1

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {action}"
        return str(self.table.actions[action])

    def is_terminal(self) -> bool:
        return self.game_state is not None and (self.game_state.is_over or self.cut)

    def returns(self) -> list[float]:
        if self.game_state is None:
            return [0.0] * self.table.players
        return list(rank_rewards(self.game_state, ended=self.is_terminal()))

    def resample_from_infostate(
        self, player_id: int, probability_sampler: Callable[[], float]
    ) -> JunkspaceState:
        """A state ``player_id`` cannot tell from this one, hidden parts drawn anew.

        The seed of ``GameState.determinize`` is one draw of ``probability_sampler`` (a
        number in [0, 1), such as ``pyspiel.UniformProbabilitySampler``), scaled to
        ``SAMPLE_SEEDS``: the sampler decides the sample, and nothing hidden does.
        """
        if self.game_state is None or self.recall is None:
            raise ValueError("before the deal there is nothing hidden to resample")
        self.game_state.check_seat(player_id)
        draw = float(probability_sampler())
        if not 0.0 <= draw < 1.0:
            raise ValueError(f"the probability sampler must give a number in [0, 1), gave {draw}")
        sample = self.game_state.determinize(player_id, int(draw * SAMPLE_SEEDS))
        recall = self.recall.resampled(sample, player_id)
        return JunkspaceState(self.get_game(), sample, recall, self.decisions)

    def _to_struct(self) -> dict[str, Any]:
        if self.game_state is None:
            return {}
        data: dict[str, Any] = json.loads(self.game_state.to_json())
        return data

    def __str__(self) -> str:
        if self.game_state is None:
            return "Before the deal: chance draws the seed."
        return str(self.game_state)


class _Observer:
    """OpenSpiel's observer interface over a game's encoder: ``tensor``, ``dict``, strings."""

    def __init__(self, encoder: Encoder) -> None:
        self._encoder = encoder
        self.tensor = np.zeros(encoder.layout.size, np.float32)
        self.dict = encoder.layout.views(self.tensor)

    def set_from(self, state: JunkspaceState, player: int) -> None:
        # Before the deal, or for no seat in particular, there is nothing to see.
        if state.game_state is None or player < 0:
            self.tensor.fill(0)
        else:
            self._encoder.write(state.game_state, player, self.dict)

    def string_from(self, state: JunkspaceState, player: int) -> str:
        if state.game_state is None or player < 0:
            return ""
        return json.dumps(state.game_state.observation(player), sort_keys=True)


_DEAL_OUTCOMES = [(seed, 1 / DEALS) for seed in range(DEALS)]


class _RecallObserver:
    """OpenSpiel's observer interface for information states: strings only, no tensor."""

    def __init__(self) -> None:
        self.tensor = None
        self.dict: dict[str, Any] = {}

    def set_from(self, state: JunkspaceState, player: int) -> None:
        raise ValueError(
            "junkspace games have no information-state tensor (a whole history does not fit "
            "a fixed vector): use information_state_string, or the observation tensor"
        )

    def string_from(self, state: JunkspaceState, player: int) -> str:
        if state.recall is None or player < 0:
            return ""
        return f"seat {player}, step {state.recall.steps}: {state.recall.information(player)}"


def _load_game(text: str) -> pyspiel.Game:
    """A junkspace game from its OpenSpiel game string (registered by importing this module)."""
    return pyspiel.load_game(text)


def _to_parameter(option: Option, value: Any) -> bool | int | float | str:
    """An option's value as an OpenSpiel parameter, which cannot be None."""
    if value is None:
        if option.choices is not None or (option.low is not None and option.low <= _NONE):
            raise TypeError(f"option {option.name}: None cannot be written as {_NONE}")
        return _NONE
    if not isinstance(value, bool | int | float | str):
        raise TypeError(f"option {option.name}: OpenSpiel parameters cannot hold {value!r}")
    return value


def _from_parameter(option: Option, value: Any) -> Any:
    return None if option.allow_none and value == _NONE else value


def _register(info: GameInfo) -> None:
    if short_name(info.name) in pyspiel.registered_names():
        return
    game_type = pyspiel.GameType(
        short_name=short_name(info.name),
        long_name=f"junkspace {info.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info.max_players,
        min_num_players=info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={
            "players": info.default_players,
            **{option.name: _to_parameter(option, option.default) for option in info.options},
        },
    )
    # OpenSpiel keeps the creator it is given until after Python has shut down: releasing a
    # class then is harmless, releasing a closure (functools.partial) aborts the process.
    game_class = type(
        f"JunkspaceGame_{info.name}", (JunkspaceGame,), {"game": info.name, "game_type": game_type}
    )
    pyspiel.register_game(game_type, game_class)


for _info in GAMES.values():
    _register(_info)
