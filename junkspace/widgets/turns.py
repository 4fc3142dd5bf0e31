"""A record's story, turn by turn: every decision before the cursor in words, with what it caused.

A turn is the run of decisions made while one seat has the turn. Junk Orbit and Asteroid Belt
say whose turn it is (``active``) and number their turns (``turn``), so the drops of a hit ship
and the guards commanded by the next faction belong to the turn that caused them; a game that
does not (Hyperstellar) has a turn for every run of decisions by one seat. The words are the
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
    seat whose turn it was (``owner``) and the game's number for the turn, if it has one."""

    index: int
    action: Action
    owner: int | None
    turn: int | None
    words: str
    events: tuple[str, ...]
    dice: tuple[str, ...]


@dataclass
class Turn:
    """The ``number``-th turn of a game (from 1), ``seat``'s, and its decisions in order."""

    number: int
    seat: int | None
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
    active = getattr(before, "active", None)
    owner = active if isinstance(active, int) else before.current_player
    turn = getattr(before, "turn", None)
    number = turn if isinstance(turn, int) else None
    return Decision(index, action, owner, number, before.describe(action), said, dice)


def turns(told: Sequence[Decision]) -> list[Turn]:
    """``told`` grouped by turn, the first turn first."""
    story: list[Turn] = []
    for decision in told:
        last = story[-1].decisions[-1] if story else None
        if last is None or last.owner != decision.owner or last.turn != decision.turn:
            story.append(Turn(len(story) + 1, decision.owner))
        story[-1].decisions.append(decision)
    return story
