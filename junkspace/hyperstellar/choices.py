"""The choices open at each step of a Hyperstellar turn: where a researcher may be placed,
what a player may do in the lab and in the recycling centre, and the fixed choices of the
crew quarters and of a small recycling's answer.

Both the state's legal actions and the turn read them: a turn works out the choices of the
decision it stops at anyway, to know what comes next, and hands them to the state it builds
(see :mod:`.turn`); the state asks for them itself only when it was made by hand (a new
game, a save read back). Each is a shared tuple of the shared actions, built once per
distinct situation.
"""

from __future__ import annotations

from ..core import Action
from .actions import ACTIONS, BUY_WATER, PASS, RECRUIT, RESEARCH
from .cards import SET_POINTS, Hand, scorable
from .rules import SEAT_NAMES
from .station import CREW, RECYCLE_COST, RESEARCH_COST, SCORE_COST, SECTORS, Bunks

__all__ = ["ANSWERING", "RECRUITING", "lab_choices", "placements", "recycling_choices"]


_PLACE = tuple(ACTIONS[f"place {sector}"] for sector in SECTORS)
_PLACE_BESIDE = tuple(ACTIONS[f"place crew {name.lower()}"] for name in SEAT_NAMES)
_SCORES = {cards: ACTIONS[f"score {cards}"] for cards in SET_POINTS}
_RECYCLING_CHOICES = (
    (PASS,),
    (ACTIONS["recycle 4"], PASS),
    (ACTIONS["recycle 4"], ACTIONS["recycle 7"], PASS),
)

#: The choices in the crew quarters (with a pair in a bunk) and after a small recycling.
RECRUITING: tuple[Action, ...] = (RECRUIT, PASS)
ANSWERING: tuple[Action, ...] = (BUY_WATER, PASS)

# The placements by which rooms have a free slot and the bunks: the bunks take a few
# thousand shapes at most, and the dict is emptied should it ever grow past the limit.
_PLACEMENTS: dict[tuple[bool, bool, bool, bool, Bunks], tuple[Action, ...]] = {}
_LAB_CHOICES: dict[tuple[bool, tuple[str, ...]], tuple[Action, ...]] = {}
_LIMIT = 4096


def placements(
    players: int,
    engine: tuple[int, ...],
    lab: tuple[int, ...],
    recycling: tuple[int, ...],
    crew: Bunks,
) -> tuple[Action, ...]:
    """Where a researcher may be placed (empty: the station is full).

    The rooms with a free slot in sector order, an empty bunk, then each lone researcher's
    bunk, given the researchers per seat in each room and the occupied bunks.

    >>> placements(2, engine=(1, 1), lab=(1, 0), recycling=(0, 0), crew=((1,),))
    (Place(sector='lab', beside=None), Place(sector='recycling', beside=None), \
Place(sector='crew', beside=None), Place(sector='crew', beside=1))
    """
    key = (
        sum(engine) < players,
        sum(lab) < players,
        sum(recycling) < players,
        len(crew) < players,
        crew,
    )
    found = _PLACEMENTS.get(key)
    if found is None:
        out = [_PLACE[sector] for sector in range(CREW) if key[sector]]
        if key[CREW]:
            out.append(_PLACE[CREW])
        lone = -1
        for bunk in crew:
            if len(bunk) == 1 and bunk[0] != lone:
                lone = bunk[0]
                out.append(_PLACE_BESIDE[lone])
        if len(_PLACEMENTS) >= _LIMIT:
            _PLACEMENTS.clear()
        found = _PLACEMENTS[key] = tuple(out)
    return found


def lab_choices(
    energy: int, hand: Hand, own: int, pile: tuple[int, ...], discard: Hand, first: bool
) -> tuple[Action, ...]:
    """What a player may do in the lab, ``pass`` last (empty: nothing to do there).

    ``own`` is the player's card colour; ``first`` is False once they have scored a set:
    then only more sets are possible. The result is one shared tuple per choice.

    >>> lab_choices(8, (1, 1, 1, 1, 0, 0, 0), own=0, pile=(), discard=(0,) * 7, first=True)
    (Score(cards='ROYG'), Score(cards='R'), Pass())
    >>> lab_choices(1, (1, 1, 1, 1, 0, 0, 0), own=0, pile=(), discard=(0,) * 7, first=True)
    ()
    """
    research = first and energy >= RESEARCH_COST and (bool(pile) or any(discard))
    sets = scorable(hand, energy // SCORE_COST, own)
    key = (research, sets)
    found = _LAB_CHOICES.get(key)
    if found is None:
        head: tuple[Action, ...] = (RESEARCH,) if research else ()
        found = head + tuple(_SCORES[cards] for cards in sets)
        found = _LAB_CHOICES[key] = (*found, PASS) if found else ()
    return found


def recycling_choices(energy: int) -> tuple[Action, ...]:
    """What a player with ``energy`` may do in the recycling centre, ``pass`` last.

    >>> recycling_choices(4)
    (Recycle(water=4), Pass())
    """
    return _RECYCLING_CHOICES[(energy >= RECYCLE_COST[4]) + (energy >= RECYCLE_COST[7])]
