"""A record's story, turn by turn: every decision before the cursor in words, with what it caused.

A turn is the run of decisions made while one seat has the turn. Junk Orbit and Asteroid Belt
say whose turn it is (``active``) and number their turns (``turn``), so the drops of a hit ship
and the guards commanded by the next faction belong to the turn that caused them. Hyperstellar
is played in revolutions, where every seat places, then acts, in turn: its story is told a
revolution at a time (``revolution``). Any other game has a turn for every run of decisions by
one seat. The words are the
game's own: ``describe`` for the decision, ``narrate`` for each event, which name no hidden
card (Hyperstellar counts the cards drawn), so every seat reads the same story.

>>> from junkspace import GameRecord
>>> record = GameRecord.start("junk_orbit", players=2, seed=1).play("launch S01 cw TYC")
>>> [(turn.number, turn.seat, len(turn.decisions)) for turn in turns(decisions(record))]
[(1, 0, 1)]
>>> decisions(record)[0].events[0]
'Yellow launched a 1 (S01) clockwise from Kepler to Tycho.'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..core import Action, Event, GameRecord, GameState

__all__ = ["Decision", "Turn", "decisions", "rolled", "turns"]


@dataclass(frozen=True)
class Decision:
    """Decision ``index`` of a record (0 is the first): the ``action``, its ``words`` and the
    sentences of the events it caused (``dice``: those of the events that rolled dice); the
    seat whose turn it was (``owner``), the game's number for the turn if it has one, and the
    revolution's in a game played in revolutions."""

    index: int
    action: Action
    owner: int | None
    turn: int | None
    revolution: int | None
    words: str
    events: tuple[str, ...]
    dice: tuple[str, ...]


@dataclass
class Turn:
    """The ``number``-th turn of a game (from 1), ``seat``'s, and its decisions in order; in a
    game played in revolutions, the decisions of ``revolution`` (and no seat)."""

    number: int
    seat: int | None
    revolution: int | None = None
    decisions: list[Decision] = field(default_factory=list)


def rolled(event: Event) -> bool:
    """True when ``event`` rolled dice: a game's events name a die ``die`` or ``..._die``.

    >>> rolled(Event.of("attack", 0, attack_die=4, defence_die=2)), rolled(Event.of("hit", 1))
    (True, False)
    """
    return any(name == "die" or name.endswith("_die") for name, _ in event.details)


def decisions(record: GameRecord, known: Sequence[Decision] = ()) -> list[Decision]:
    """The decisions before ``record``'s cursor in words; those of ``known`` that the record
    shares from the start are kept, not told again (a log redrawn at every move)."""
    actions = record.actions
    kept = 0
    while kept < min(len(known), record.cursor) and known[kept].action == actions[kept]:
        kept += 1
    told = list(known[:kept])
    states = record.states()
    for index in range(kept, record.cursor):
        told.append(_told(index, actions[index], states[index], states[index + 1]))
    return told


def _told(index: int, action: Action, before: GameState, after: GameState) -> Decision:
    said = tuple(after.narrate(event) for event in after.events)
    dice = tuple(s for s, event in zip(said, after.events, strict=True) if rolled(event))
    active, turn = getattr(before, "active", None), getattr(before, "turn", None)
    revolution = getattr(before, "revolution", None)
    number = turn if isinstance(turn, int) else None
    if isinstance(active, int) or not isinstance(revolution, int):
        owner = active if isinstance(active, int) else before.current_player
        revolution = None
    else:
        owner = None
    words = before.describe(action)
    return Decision(index, action, owner, number, revolution, words, said, dice)


def turns(told: Sequence[Decision]) -> list[Turn]:
    """``told`` grouped by turn, the first turn first."""
    story: list[Turn] = []
    for decision in told:
        last = story[-1].decisions[-1] if story else None
        key = (decision.owner, decision.turn, decision.revolution)
        if last is None or (last.owner, last.turn, last.revolution) != key:
            story.append(Turn(len(story) + 1, decision.owner, decision.revolution))
        story[-1].decisions.append(decision)
    return story
