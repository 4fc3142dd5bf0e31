"""The greedy bot: try every legal action, score where it leads, keep the best.

A greedy bot needs to know what a good position looks like, and that is different in every
game, so each game has its own **heuristic**: a few named *terms*, each a small function that
measures one thing about a position from one seat's point of view ("points delivered", "what
I could score next turn"), and a weight for each. A position's score is the weighted sum.
A game's facts name its heuristic (``HEURISTIC``, see :class:`junkspace.core.GameInfo`); a
game with none is played with :data:`SCORE_LEAD` (my score minus the best rival's).

The bot plans its own consecutive decisions together: after an action, if it is still its
seat's decision (Junk Orbit's move, deliveries and collect follow a launch), it takes its best
follow-up, up to ``lookahead`` decisions in all (by default as many as its game's heuristic
says a plan needs); the position reached when another seat must decide, or the game ends, is
the one that gets scored. It plans on a determinization (``state.determinize``, seeded by what
its seat sees), so it never peeks at hidden cards or at the dice to come.

>>> import junkspace
>>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
>>> bot = GreedyBot()
>>> bot(state) in state.legal_actions()
True
>>> best = bot.explain(state)[0]                  # every option, best first, with its terms
>>> sorted(best.terms)
['cargo_value', 'delivered', 'fuel', 'next_turn', 'rivals_hit']

To give a game one, write a module defining a :class:`Heuristic` (junk_orbit.py here is the
model) and name it in the game's facts: ``HEURISTIC = "package.module:HEURISTIC"``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from ...core import GAMES, Action, GameState, PluginError, Rng
from ...core.words import WORDS
from ..seeding import deciding_seat, decision_seed

__all__ = [
    "LOOKAHEAD",
    "PLAN_BUDGET",
    "SCORE_LEAD",
    "Choice",
    "GreedyBot",
    "Heuristic",
    "Term",
    "heuristic_for",
    "plan_run",
]

S = TypeVar("S", bound=GameState)

#: How many of its own decisions in a row a plan looks at, unless a game's heuristic says.
LOOKAHEAD = 6

#: At most this many positions are looked ahead from per decision: in games where one turn
#: holds many decisions the plan stops deepening there, and the rest is scored as it stands.
PLAN_BUDGET = 3000


@dataclass(frozen=True)
class Term(Generic[S]):
    """One named thing a heuristic measures, and how much it counts.

    ``measure(state, seat)`` looks at ``state`` from ``seat``'s point of view; its docstring
    is the term's documentation.
    """

    name: str
    weight: float
    measure: Callable[[S, int], float]


@dataclass(frozen=True)
class Heuristic(Generic[S]):
    """A game's idea of a good position: a weighted sum of named terms.

    ``scale`` says how much a lead in this score is worth: the search bot reads a lead of
    ``scale`` over the best rival as about a 3-to-1 chance (see :mod:`junkspace.bots.mcts`).
    ``lookahead`` is how many of its own decisions in a row a plan takes in this game (a
    Junk Orbit turn, launch to collect, is up to six; an Asteroid Belt unit's orders two).
    """

    game: str
    terms: tuple[Term[S], ...]
    scale: float = 1.0
    lookahead: int = LOOKAHEAD

    def measures(self, state: S, seat: int) -> dict[str, float]:
        """Each term's raw (unweighted) value for ``seat``."""
        return {term.name: float(term.measure(state, seat)) for term in self.terms}

    def __call__(self, state: S, seat: int) -> float:
        """The position's score for ``seat``: the weighted sum of the terms."""
        return sum(term.weight * term.measure(state, seat) for term in self.terms)


def _score(state: GameState, seat: int) -> float:
    """My points now (``state.scores()``)."""
    return float(state.scores()[seat])


def _best_rival(state: GameState, seat: int) -> float:
    """The best score among the other seats."""
    return float(max(s for i, s in enumerate(state.scores()) if i != seat))


#: The fallback for a game without its own heuristic: my score minus the best rival's.
SCORE_LEAD: Heuristic[GameState] = Heuristic(
    "any", (Term("score", 1.0, _score), Term("best_rival", -1.0, _best_rival))
)


def heuristic_for(game: str) -> Heuristic[Any]:
    """The heuristic ``game``'s facts name, or :data:`SCORE_LEAD` when it has none.

    >>> heuristic_for("junk_orbit").game, heuristic_for("tic_tac_toe") is SCORE_LEAD
    ('junk_orbit', True)
    """
    info = GAMES.get(game)
    if info is None or info.heuristic is None:
        return SCORE_LEAD
    heuristic = info.part(info.heuristic)
    if not isinstance(heuristic, Heuristic):
        raise PluginError(f"{info.plugin}: HEURISTIC {info.heuristic!r} is not a Heuristic")
    return heuristic


@dataclass(frozen=True)
class Choice:
    """One option as the greedy bot sees it: the action, its score, the terms behind it."""

    action: Action
    value: float
    terms: Mapping[str, float] = field(repr=False)


@dataclass(frozen=True)
class GreedyBot:
    """Plays the action whose resulting position its game's heuristic scores highest.

    ``lookahead`` is how many of its own decisions in a row it plans together (1: only the
    one at hand; ``None``: as many as its game's heuristic says). Ties are broken at random,
    seeded by ``seed`` and the position.
    """

    seed: int = 0
    lookahead: int | None = None

    def __post_init__(self) -> None:
        if self.lookahead is not None and self.lookahead < 1:
            raise ValueError(
                WORDS.gettext("lookahead must be at least 1, got {value}", value=self.lookahead)
            )

    def __call__(self, state: GameState) -> Action:
        choices = self.explain(state)
        best = [c.action for c in choices if c.value >= choices[0].value - 1e-9]
        if len(best) == 1:
            return best[0]
        return Rng.from_seed(decision_seed(self.seed, state)).choice(best)[0]

    def explain(self, state: GameState) -> list[Choice]:
        """Every legal action with the score of where it leads, best first.

        The plans are made on one determinization, seeded by ``seed`` and what the seat
        sees: the dice and the hidden cards they meet are a guess, never the real ones.
        """
        seat = deciding_seat(state)
        heuristic = heuristic_for(state.game)
        depth = heuristic.lookahead if self.lookahead is None else self.lookahead
        sample = state.determinize(seat, decision_seed(self.seed, state))
        planner = _Planner(heuristic, seat, PLAN_BUDGET)
        choices = []
        for action in state.legal_actions():
            value, leaf = planner.best(sample.apply(action), depth - 1)
            choices.append(Choice(action, value, heuristic.measures(leaf, seat)))
        choices.sort(key=lambda c: -c.value)
        return choices


def plan_run(
    heuristic: Heuristic[Any],
    state: GameState,
    seat: int,
    lookahead: int = LOOKAHEAD,
    budget: int = PLAN_BUDGET,
) -> tuple[float, GameState]:
    """Where ``seat``'s best next decisions lead from ``state`` (up to ``lookahead`` of them).

    While it is ``seat``'s decision the plan takes the action with the best outcome; it stops
    where another seat must decide, the game ends, the lookahead runs out, or ``budget``
    positions have been looked ahead from, and returns that position with its score.
    """
    return _Planner(heuristic, seat, budget).best(state, lookahead)


class _Planner:
    """Plans one seat's run of consecutive decisions, remembering positions already scored."""

    def __init__(self, heuristic: Heuristic[Any], seat: int, budget: int) -> None:
        self.heuristic = heuristic
        self.seat = seat
        self.budget = budget
        self.memo: dict[tuple[GameState, int], tuple[float, GameState]] = {}

    def best(self, state: GameState, depth: int) -> tuple[float, GameState]:
        """The best score reachable from ``state`` by this seat's own next decisions."""
        end = depth == 0 or state.current_player != self.seat or self.budget <= 0
        # A plan's end is scored once, however many orders of the same decisions reach it.
        key = (state, 0 if end else depth)
        found = self.memo.get(key)
        if found is None:
            if end:
                found = self.heuristic(state, self.seat), state
            else:
                self.budget -= 1
                found = max(
                    (self.best(state.apply_legal(a), depth - 1) for a in state.legal_actions()),
                    key=lambda pair: pair[0],
                )
            self.memo[key] = found
        return found
