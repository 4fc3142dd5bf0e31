"""Monte Carlo tree search (UCT) for any junkspace game, without peeking.

The bot grows a tree of decisions from the position it must decide, one *iteration* at a
time, each in a fresh **determinization**: ``state.determinize(seat, seed)``, a position its
seat cannot tell apart from the real one, with everything hidden from it (pile order, other
hands, the generator behind future dice) drawn anew. One iteration:

1. **sample** a determinization, so draws and dice come out differently every time;
2. **select**: from the root, follow the action with the best UCB1 value among those legal
   in this sample, every seat choosing for itself (a node's statistics are those of the seat
   that decides there, so opponents' decisions, mid-turn ones included, are planned as
   theirs);
3. **expand** one action not tried yet;
4. **play out** (``playout``): ``"greedy"`` lets the seat that just chose finish its run of
   decisions as the greedy bot would (a Junk Orbit launch is followed by the best move and
   deliveries), then *judges* the position; ``"none"`` judges it at once; ``"random"`` plays
   random decisions to the end of the game (textbook UCT, no game knowledge at all);
5. **back up** one reward per seat, each node crediting the seat that chose it.

Rewards lie in [0, 1]. A finished game pays by the final ranking, 1 for first down to 0 for
last (:func:`~junkspace.bots.outcome.rank_rewards`). A judged position pays each seat by its
lead over the best other seat in the game's heuristic (the one the greedy bot uses,
:mod:`junkspace.bots.greedy`), through a logistic curve: no lead is ½, a lead of the
heuristic's ``scale`` is about ¾. Judging is what makes the search strong within a fraction
of a second: a random playout of a whole game says little about a position (docs/bots.md
gives the measurements). With ``judge="gain"`` (``"lead"`` is the default) a judged position
pays by how much each seat's lead *grew* since the position being decided, as sampled: no
change is ½. A seat far ahead, whose every lead pays about 1 (a logistic flattens out), can
then still tell its options apart, and what the sample adds to every action alike, a rival's
sampled hand, cancels out.

**Progressive widening** (``widening``, off by default) is for games whose decisions can
offer dozens or hundreds of actions (an Asteroid Belt elite's jumps, the sets a Hyperstellar
lab can score): UCT tries every action once before it prefers any, which leaves little of a
small budget for looking deeper. Widened, a node reached *n* times considers only its
⌈``widening``·√n⌉ best actions, ranked by a *prior*, the heuristic one decision ahead for
the seat deciding there, and tries them best first; the prior is worked out on the sample
where the node first offers the action (Chaslot et al., 2008, "Progressive strategies for
Monte-Carlo tree search").

A search scores each position once per seat, whichever sample it meets it in: samples that
differ only in what chance does next are the same position to a heuristic (in Asteroid Belt,
which hides nothing else, that made the tuned search 1.6 times faster without changing a
move; docs/performance.md).

One tree serves many samples, so an action may be legal in some and not in others; UCB1
then counts how often each action was *available* instead of how often its parent was
visited (single-observer information-set MCTS, Cowling, Powley and Whitehouse, 2012). The
action played is the root's most visited.

With an ``iterations`` budget the search is reproducible: its random numbers come from
``seed`` and what the seat sees (:mod:`junkspace.bots.seeding`). With ``seconds`` it stops
when the time is up; with both, at whichever comes first.

>>> import junkspace
>>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
>>> bot = MctsBot(iterations=50, seed=2)
>>> action = bot(state)
>>> action in state.legal_actions() and bot(state) == action
True
>>> bot  # doctest: +NORMALIZE_WHITESPACE
MctsBot(iterations=50, seconds=None, exploration=0.7, playout='greedy', widening=None,
        judge='lead', seed=2)
>>> stats = bot.search(state)
>>> stats.iterations, sum(stats.visits.values())
(50, 50)
"""

from __future__ import annotations

import heapq
import math
import random
import time
from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from typing import Any, Literal

from ..core import GAMES, Action, GameState
from ..core.state import position_fields
from ..core.words import WORDS
from .greedy import Heuristic, heuristic_for, plan_run
from .outcome import rank_rewards
from .seeding import deciding_seat, decision_seed

__all__ = ["JUDGES", "PLAYOUTS", "Judge", "MctsBot", "Playout", "SearchStats"]

_ = WORDS.gettext

Playout = Literal["greedy", "none", "random"]
Judge = Literal["lead", "gain"]

#: How an iteration goes on after the tree: see the module docs.
PLAYOUTS: tuple[Playout, ...] = ("greedy", "none", "random")

#: What a judged position pays: see the module docs.
JUDGES: tuple[Judge, ...] = ("lead", "gain")


@dataclass(frozen=True)
class SearchStats:
    """What one search found at the root: iterations, seconds, visits and mean rewards."""

    iterations: int
    seconds: float
    visits: dict[Action, int]
    values: dict[Action, float]


@dataclass(frozen=True)
class MctsBot:
    """UCT on determinizations, for any game and table size.

    ``iterations`` and ``seconds`` are the budget (give at least one); ``exploration`` is the
    UCB1 constant; ``playout`` is how an iteration goes on after the tree; ``widening``, if
    given, turns on progressive widening; ``judge`` is what a judged position pays (module
    docs).
    """

    iterations: int | None = 1000
    seconds: float | None = None
    exploration: float = 0.7
    playout: Playout = "greedy"
    widening: float | None = None
    judge: Judge = "lead"
    seed: int = 0

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError(_("MctsBot needs a budget: iterations, seconds or both"))
        if self.iterations is not None and self.iterations < 1:
            raise ValueError(
                _("iterations must be at least 1, got {iterations}", iterations=self.iterations)
            )
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError(_("seconds must be positive, got {seconds}", seconds=self.seconds))
        if self.exploration < 0:
            raise ValueError(
                _("exploration cannot be negative, got {exploration}", exploration=self.exploration)
            )
        if self.playout not in PLAYOUTS:
            raise ValueError(
                _(
                    "playout must be one of {choices}, got {playout}",
                    choices=", ".join(PLAYOUTS),
                    playout=repr(self.playout),
                )
            )
        if self.widening is not None and self.widening <= 0:
            raise ValueError(_("widening must be positive, got {widening}", widening=self.widening))
        if self.judge not in JUDGES:
            raise ValueError(
                _(
                    "judge must be one of {choices}, got {judge}",
                    choices=", ".join(JUDGES),
                    judge=repr(self.judge),
                )
            )

    @classmethod
    def tuned(cls, game: str, **settings: Any) -> MctsBot:
        """The search set up for ``game``: the defaults, its facts' ``SEARCH``, ``settings``.

        A game's ``SEARCH`` (see :class:`junkspace.core.GameInfo`) holds the settings where the
        defaults search poorly in about 0.2 s a decision; docs/performance.md measures each,
        its thinking time too, and says why it is set so.

        >>> MctsBot.tuned("asteroid_belt", seed=3)  # doctest: +NORMALIZE_WHITESPACE
        MctsBot(iterations=400, seconds=None, exploration=0.1, playout='none', widening=1.0,
                judge='gain', seed=3)
        >>> MctsBot.tuned("junk_orbit") == MctsBot()
        True
        """
        info = GAMES.get(game)
        return cls(**{**(info.search if info is not None else {}), **settings})

    def __call__(self, state: GameState) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        stats = self.search(state)
        return max(legal, key=lambda a: (stats.visits.get(a, 0), stats.values.get(a, 0.0)))

    def search(self, state: GameState) -> SearchStats:
        """Search from ``state`` within the budget and report what was found at the root."""
        seat = deciding_seat(state)
        rng = random.Random(decision_seed(self.seed, state))
        search = _Search(self, heuristic_for(state.game), rng)
        start = time.perf_counter()
        deadline = math.inf if self.seconds is None else start + self.seconds
        limit = math.inf if self.iterations is None else self.iterations
        done = 0
        # At least one iteration, however short the time: a search must have an answer.
        while done == 0 or (done < limit and time.perf_counter() < deadline):
            search.iterate(state.determinize(seat, search.rng.getrandbits(64)))
            done += 1
        children = search.root.children
        return SearchStats(
            iterations=done,
            seconds=time.perf_counter() - start,
            visits={a: n.visits for a, n in children.items()},
            values={a: n.total / n.visits for a, n in children.items()},
        )


# A greedy playout finishes a turn, it does not search one: in games whose turns hold many
# decisions it looks ahead from this many positions at most (a Junk Orbit turn needs ten).
_PLAYOUT_BUDGET = 40


class _Node:
    """The statistics of one action in the tree, and the actions tried after it."""

    __slots__ = ("available", "children", "priors", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.available = 1
        self.total = 0.0
        self.priors: dict[Action, float] = {}


class _Search:
    """One search: the tree, its random numbers, and the four steps of an iteration."""

    def __init__(self, bot: MctsBot, heuristic: Heuristic[Any], rng: random.Random) -> None:
        self.root = _Node()
        self.rng = rng
        self.heuristic = heuristic
        self.exploration = bot.exploration
        self.playout = bot.playout
        self.widening = bot.widening
        self.gain = bot.judge == "gain"
        self.baseline: tuple[float, ...] = ()
        self.values: dict[tuple[Hashable, ...], dict[int, float]] = {}

    def iterate(self, state: GameState) -> None:
        """Select, expand, play out and back up, on one determinization."""
        if self.gain:
            self.baseline = self._leads(state)
        node = self.root
        node.visits += 1
        path: list[tuple[_Node, int]] = []
        while (decider := state.current_player) is not None:
            legal = state.legal_actions()
            if self.widening is not None:
                legal = self._widen(node, state, legal, decider)
            children = node.children
            untried = []
            for action in legal:
                known = children.get(action)
                if known is None:
                    untried.append(action)
                else:
                    known.available += 1
            if untried:
                # Widened, the actions come best first: try the most promising one.
                pick = 0 if self.widening is not None else self.rng.randrange(len(untried))
                action = untried[pick]
                node = children[action] = _Node()
                path.append((node, decider))
                state = state.apply_legal(action)
                break
            action, node = self._select(children, legal)
            path.append((node, decider))
            state = state.apply_legal(action)
        rewards = self._play_out(state, path[-1][1] if path else None)
        for node, decider in path:
            node.visits += 1
            node.total += rewards[decider]

    def _widen(
        self, node: _Node, state: GameState, legal: tuple[Action, ...], decider: int
    ) -> tuple[Action, ...]:
        """The actions a node of ``visits`` visits considers: its best ``widening·√visits``.

        Best by the prior, the heuristic one decision ahead for the seat deciding, worked
        out once per node and action (the first sample that offers it).
        """
        priors = node.priors
        for action in legal:
            if action not in priors:
                priors[action] = self._values(state.apply_legal(action), (decider,))[0]
        assert self.widening is not None
        width = math.ceil(self.widening * math.sqrt(node.visits))
        if width >= len(legal):
            return tuple(sorted(legal, key=priors.__getitem__, reverse=True))
        return tuple(heapq.nlargest(width, legal, key=priors.__getitem__))

    def _select(
        self, children: dict[Action, _Node], legal: tuple[Action, ...]
    ) -> tuple[Action, _Node]:
        """UCB1 over the actions legal here, with availability counts for parent visits."""
        c = self.exploration
        best_score = -math.inf
        best: tuple[Action, _Node] | None = None
        for action in legal:
            n = children[action]
            score = n.total / n.visits + c * math.sqrt(math.log(n.available) / n.visits)
            if score > best_score:
                best_score, best = score, (action, n)
        assert best is not None
        return best

    def _play_out(self, state: GameState, last: int | None) -> tuple[float, ...]:
        """Go on from ``state`` (``last`` chose the action that led here), then reward."""
        if self.playout == "random":
            rng = self.rng
            while not state.is_over:
                legal = state.legal_actions()
                state = state.apply_legal(legal[rng.randrange(len(legal))])
        elif self.playout == "greedy" and last is not None and state.current_player == last:
            heuristic = self.heuristic
            _, state = plan_run(heuristic, state, last, heuristic.lookahead, _PLAYOUT_BUDGET)
        if state.is_over:
            return rank_rewards(state.ranking())
        return self._judge(state)

    def _judge(self, state: GameState) -> tuple[float, ...]:
        """Each seat's reward for an unfinished game: a logistic of its heuristic lead, or
        with ``judge="gain"`` of how much that lead grew since the sample's root."""
        scale = self.heuristic.scale
        leads = self._leads(state)
        if self.gain:
            leads = tuple(lead - base for lead, base in zip(leads, self.baseline, strict=True))
        return tuple(1 / (1 + math.exp(-lead / scale)) for lead in leads)

    def _leads(self, state: GameState) -> tuple[float, ...]:
        """Each seat's heuristic score minus the best other seat's."""
        values = self._values(state, range(state.players))
        return tuple(
            value - max(v for other, v in enumerate(values) if other != seat)
            for seat, value in enumerate(values)
        )

    def _values(self, state: GameState, seats: Iterable[int]) -> list[float]:
        """The heuristic's scores of ``state`` for ``seats``, worked out once per position.

        Samples that differ only in what chance will do next (Asteroid Belt hides nothing
        else) are the same position to the heuristic, so the search meets the same ones
        again and again: its priors, its judged leaves and the roots its gains start from.
        """
        known = self.values.setdefault(_position(state), {})
        values = []
        for seat in seats:
            value = known.get(seat)
            if value is None:
                value = known[seat] = self.heuristic(state, seat)
            values.append(value)
        return values


_POSITION_FIELDS: dict[type, tuple[str, ...]] = {}


def _position_fields(kind: type) -> tuple[str, ...]:
    """The fields that make a position of this game's states, the generator aside."""
    found = _POSITION_FIELDS.get(kind)
    if found is None:
        found = _POSITION_FIELDS[kind] = tuple(n for n in position_fields(kind) if n != "rng")
    return found


def _position(state: GameState) -> tuple[Hashable, ...]:
    """``state`` as a heuristic sees it: everything compared but ``rng``, the generator of
    what chance does next (a heuristic weighs the position, never the dice to come).

    >>> import junkspace
    >>> state = junkspace.new_game("asteroid_belt", players=2, seed=1)
    >>> sample = state.determinize(0, seed=9)
    >>> _position(state) == _position(sample), state == sample
    (True, False)
    """
    return tuple(getattr(state, name) for name in _position_fields(type(state)))
