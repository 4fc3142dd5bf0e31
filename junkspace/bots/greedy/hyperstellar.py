"""What a good Hyperstellar position looks like, as the greedy bot scores it.

Eight terms, each measured from one seat's point of view; the score is their weighted sum.
Points are the goal; science cards, energy, water and researchers are what points are made
of, so each is counted in roughly the points it is worth. The weights were set by hand and
checked in play (docs/performance.md); change one, add a term, and measure again with
``junkspace simulate hyperstellar``.

====================  ======  ==================================================================
term                  weight  what it measures
====================  ======  ==================================================================
``points``            1.0     the score track
``hand``              0.7     the science cards in hand, as the points they are on their way to
``lab_visit``         0.7     a researcher waiting in the lab: what research will add to the hand
``energy``            0.25    energy, the engine room's payout in sight included, up to 25
``water``             1.5     revolutions of upkeep the water covers, recycling in sight, up to 3
``thirst``            -20     a researcher this upkeep will take for want of water; 5 if the last
``researchers``       8.0     researchers in play, up to two
``in_game``           150     the seat still has researchers (a seat out of the game ranks last)
====================  ======  ==================================================================

**The hand, in rows.** Lay the hand out in rows: the first row holds one card of every colour
held, the second row a second card of every colour held twice, and so on. A row of seven
colours is a 50-point set, and a row of *d* colours is worth *d*\\ ² points (:data:`ROW`):
the more colours a row has, the closer it is to the set, so a card that adds a colour to a
long row is worth more than one that starts a new row. Scoring a seven-colour row pays 50
points for a row worth 35 in hand, so the bot scores it at once; a row of four is worth more
in hand (11.2) than the 10 points it scores, so the bot keeps collecting.

**The end of the race.** Rows take revolutions to finish, and the game may not last that
long: once any seat is within :data:`FINAL_STRETCH` points of 150 (one seven-colour set
away), or in the last :data:`ENDGAME` revolutions before a cap, the hand is worth only what
it can score now (:func:`best_sets`), and nothing once the seat has no lab visit left.
Research then counts only when its cards complete a set at once, which lets a few tables of
greedy players stall near the end (docs/balance/hyperstellar.md): a place to improve.

"In sight" means placed but not yet acted: a researcher in the engine room will bring
7 energy, one in the recycling centre 4 water, a pair in a crew-quarters bunk a recruit
(one more researcher to pay upkeep for).

>>> import junkspace
>>> state = junkspace.new_game("hyperstellar", players=2, seed=1)
>>> HEURISTIC.measures(state, 0)
{'points': 0.0, 'hand': 0.0, 'lab_visit': 0.0, 'energy': 10.0, 'water': 3.0, \
'thirst': 0.0, 'researchers': 2.0, 'in_game': 1.0}
>>> HEURISTIC.measures(state.apply("place lab"), 0)["lab_visit"]
2.0
"""

from __future__ import annotations

from functools import lru_cache

from ...hyperstellar import HyperstellarState, Placing, Scoring
from ...hyperstellar.cards import DECK, LETTERS, SET_POINTS, Hand
from ...hyperstellar.station import (
    BUNK,
    ENGINE_ENERGY,
    LAB,
    MAX_RESEARCHERS,
    RECRUIT_COST,
    RECYCLE_COST,
    RESEARCH_COST,
    RESEARCH_DRAW,
    SEAT_COLOURS,
    UPKEEP,
    WINNING_POINTS,
)
from . import Heuristic, Term

__all__ = [
    "DIFFERENT_SETS",
    "ENDGAME",
    "FINAL_STRETCH",
    "FIVE",
    "FIVE_ALIKE",
    "HEURISTIC",
    "LAST_RESEARCHER",
    "OWN_CARD",
    "ROW",
    "best_sets",
    "energy",
    "hand",
    "in_game",
    "lab_visit",
    "points",
    "researchers",
    "revolutions_after",
    "row_value",
    "thirst",
    "water",
]

#: What a row of *d* colours is worth (*d* from 0 to 7): *d*\ ², and a full row its 50 points.
ROW = (0, 1, 4, 9, 16, 25, 36, 50)

#: The sets of different colours, best paying per card first, as (colours, points).
DIFFERENT_SETS = (
    (7, SET_POINTS[LETTERS]),
    (6, SET_POINTS[LETTERS[:6]]),
    (4, SET_POINTS[LETTERS[:4]]),
)
#: A card of the holder's own colour scores alone; five of one colour score together.
OWN_CARD = SET_POINTS[LETTERS[0]]
FIVE = 5
FIVE_ALIKE = SET_POINTS[LETTERS[0] * FIVE]

#: In the last revolutions before a cap the hand is worth only the sets it can score now.
ENDGAME = 3

#: Once a seat is this close to 150 points, it can end the game with one seven-colour set:
#: hands are then worth only the sets they can score now.
FINAL_STRETCH = 50

#: Energy beyond this buys nothing the seat needs soon (a seven-colour set costs 14).
ENERGY_CAP = 25

#: Water for more revolutions of upkeep than this is not worth more.
WATER_HORIZON = 3

#: How much worse than losing a researcher it is to lose the last one (and the game with it).
LAST_RESEARCHER = 5.0

#: The researchers a seat needs: one for the lab every revolution, one for energy or water.
#: More add little (a seat acts once per sector) and cost upkeep.
RESEARCHERS_NEEDED = 2

_SMALL_WATER = min(RECYCLE_COST)


def revolutions_after(state: HyperstellarState) -> float:
    """How many revolutions the cap leaves after this one (infinite without a cap)."""
    if state.max_revolutions is None:
        return float("inf")
    return float(state.max_revolutions - state.revolution)


def _lab_ahead(state: HyperstellarState, seat: int) -> bool:
    """True while ``seat`` may still act in the lab before the game ends."""
    if state.current_player is None:
        return False
    if revolutions_after(state) > 0 or state.lab[seat]:
        return True
    # In the last revolution: a researcher already there, or a free slot to place one on.
    return isinstance(state.phase, Placing) and state.free_slots(LAB) > 0


@lru_cache(maxsize=1 << 16)
def row_value(hand: Hand) -> int:
    """The hand laid out in rows, each row of *d* colours worth ``ROW[d]``.

    >>> from junkspace.hyperstellar.cards import counts
    >>> row_value(counts("ROYGBPW")), row_value(counts("RROYG")), row_value(counts("RRRR"))
    (50, 17, 4)
    """
    return sum(ROW[sum(n > row for n in hand)] for row in range(max(hand)))


@lru_cache(maxsize=1 << 16)
def best_sets(hand: Hand, own: int) -> int:
    """What ``hand`` scores now, its sets taken best paying first (``own``: the holder's colour).

    Sets of seven colours while the hand holds seven, then of six, then of four, each made of
    the colours held most (what is left stays even, ready for the next set); then the cards
    of the holder's own colour one by one, and five of a kind in the other colours. Trying
    every split finds a few points more for about one hand in twenty-five, but takes far too
    long for the big hands of the end of a game.

    >>> from junkspace.hyperstellar.cards import counts
    >>> best_sets(counts("ROYGBPWR"), own=0), best_sets(counts("RRYGB"), own=0)
    (53, 13)
    """
    rest = list(hand)
    points = 0
    for size, value in DIFFERENT_SETS:
        while sum(n > 0 for n in rest) >= size:
            held = [colour for colour, n in enumerate(rest) if n]
            # Most held first; among equals, the own colour last (it scores on its own too).
            for colour in sorted(held, key=lambda c: (-rest[c], c == own))[:size]:
                rest[colour] -= 1
            points += value
    points += OWN_CARD * rest[own]
    points += FIVE_ALIKE * sum(n // FIVE for colour, n in enumerate(rest) if colour != own)
    return points


def _energy_in_sight(state: HyperstellarState, seat: int) -> int:
    return state.energy[seat] + (ENGINE_ENERGY if state.engine[seat] else 0)


def _endgame(state: HyperstellarState) -> bool:
    """True when the game may end before rows are finished: the race is nearly won, or a cap."""
    near_win = max(state.points) >= WINNING_POINTS - FINAL_STRETCH
    return near_win or revolutions_after(state) < ENDGAME


def points(state: HyperstellarState, seat: int) -> float:
    """The seat's points on the score track."""
    return float(state.points[seat])


def hand(state: HyperstellarState, seat: int) -> float:
    """The hand in rows; near the end, the sets it can score (module docs); 0 with no lab left."""
    cards = state.hands[seat]
    if not any(cards) or not _lab_ahead(state, seat):
        return 0.0
    if _endgame(state):
        return float(best_sets(cards, SEAT_COLOURS[seat]))
    return float(row_value(cards))


def lab_visit(state: HyperstellarState, seat: int) -> float:
    """What research by the seat's researcher waiting in the lab is expected to add to the hand.

    Each of the two cards drawn adds to the rows as :func:`row_value` counts them; a card's
    colour is drawn from the cards the seat has not seen (not in its hand nor the discard).
    Near the end research comes too late to count, and a seat that has begun scoring sets
    this revolution cannot research any more.
    """
    if (
        not state.lab[seat]
        or isinstance(state.phase, Scoring)
        or _endgame(state)
        or _energy_in_sight(state, seat) < RESEARCH_COST
    ):
        return 0.0
    held = state.hands[seat]
    unseen = [total - n - d for total, n, d in zip(DECK, held, state.discard, strict=True)]
    if not sum(unseen):
        return 0.0
    now = row_value(held)
    gain = 0.0
    for colour, count in enumerate(unseen):
        if count:
            more = (*held[:colour], held[colour] + 1, *held[colour + 1 :])
            gain += count * (row_value(more) - now)
    return RESEARCH_DRAW * gain / sum(unseen)


def energy(state: HyperstellarState, seat: int) -> float:
    """The seat's energy, with the engine room's 7 if it has a researcher there, up to 25."""
    return float(min(_energy_in_sight(state, seat), ENERGY_CAP))


def _researchers_in_sight(state: HyperstellarState, seat: int) -> float:
    staff = state.researchers(seat)
    pair = (seat,) * BUNK in state.crew
    if pair and staff < MAX_RESEARCHERS and _energy_in_sight(state, seat) >= RECRUIT_COST:
        return staff + 1
    return float(staff)


def _water_in_sight(state: HyperstellarState, seat: int) -> int:
    drops = state.water[seat]
    if state.recycling[seat] and _energy_in_sight(state, seat) >= RECYCLE_COST[_SMALL_WATER]:
        drops += _SMALL_WATER
    return drops


def water(state: HyperstellarState, seat: int) -> float:
    """How many revolutions of upkeep the water pays for, up to 3 (or to the cap).

    A researcher in the recycling centre counts as the 4 water it will bring, if the seat
    has the energy to pay for it.
    """
    staff = max(_researchers_in_sight(state, seat), 1)
    horizon = min(WATER_HORIZON, revolutions_after(state) + 1)
    return min(_water_in_sight(state, seat) / (UPKEEP * staff), horizon)


def thirst(state: HyperstellarState, seat: int) -> float:
    """What this revolution's upkeep will cost the seat for want of water.

    0 when the water in sight pays for every researcher; 1 when it does not, and a researcher
    will be lost; :data:`LAST_RESEARCHER` when that researcher is the seat's last one, which
    puts it out of the game.
    """
    if state.current_player is None or not state.in_play(seat):
        return 0.0
    staff = _researchers_in_sight(state, seat)
    if _water_in_sight(state, seat) >= UPKEEP * staff:
        return 0.0
    return 1.0 if staff > 1 else LAST_RESEARCHER


def researchers(state: HyperstellarState, seat: int) -> float:
    """The seat's researchers in play (hub and station), up to the two it needs.

    A third one does not count: it would cost upkeep, and a seat acts at most once per sector
    whatever it places there.
    """
    return float(min(state.researchers(seat), RESEARCHERS_NEEDED))


def in_game(state: HyperstellarState, seat: int) -> float:
    """1 while the seat is in the game; 0 once it has lost all its researchers."""
    return float(state.in_play(seat))


#: The Hyperstellar heuristic the greedy bot uses (named in junkspace/hyperstellar/game.py). Its
#: ``scale`` tells the search bot that a lead of 40 (most of a seven-colour set) is about a
#: 3-to-1 chance: hands of a dozen cards make leads of tens of points common. A plan looks
#: two of the seat's own decisions ahead (a set and the next one, research and the recycling
#: that follows): with six, greedy self-play played the same games in six seeds of eight, at
#: five times the cost, as sets to score multiply with a big hand.
HEURISTIC: Heuristic[HyperstellarState] = Heuristic(
    "hyperstellar",
    (
        Term("points", 1.0, points),
        Term("hand", 0.7, hand),
        Term("lab_visit", 0.7, lab_visit),
        Term("energy", 0.25, energy),
        Term("water", 1.5, water),
        Term("thirst", -20.0, thirst),
        Term("researchers", 8.0, researchers),
        Term("in_game", 150.0, in_game),
    ),
    scale=40.0,
    lookahead=2,
)
