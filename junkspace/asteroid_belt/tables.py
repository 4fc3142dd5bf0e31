"""What makes Asteroid Belt's legal actions quick to list: tables built once, and bit masks.

Nothing here is a rule of its own: each table is the rule book's answer looked up instead of
worked out again (python-chess's attack tables are the model). Every distinct action is one
shared object, built on first use; a base's stacks that may leave it, and the units that
money buys at the base, are kept by their few possible situations; which asteroids a unit
may target, and the facts read off the asteroids' chips (:class:`ChipFacts`), are bit masks
(bit ``a`` for asteroid ``a``), so that or-ing a few integers lists each asteroid once, in
order. :mod:`.state` reads them for the legal actions.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import NamedTuple

from ..core import Action
from ..core.tables import OnFirstUse
from .actions import (
    Attack,
    Buy,
    Create,
    Decline,
    Dismiss,
    Done,
    End,
    Move,
    Protect,
    Raid,
    Reinforce,
    Select,
    SetGuard,
    Strike,
    Target,
    Teleport,
)
from .board import (
    AROUND,
    ASTEROIDS,
    BASES,
    CELLS,
    CLASSES,
    HIGHWAY,
    LANE,
    NAMES,
    OPEN,
    TARGETABLE,
    TERRAIN,
    Cell,
)
from .reach import can_stand
from .seating import Seating
from .units import KINDS, TYPES, Counts, Kind

# -- every distinct action is built once, on first use, and shared ----------------------------


SELECT: OnFirstUse[Cell, Select] = OnFirstUse(lambda c: Select(NAMES[c]))
SELECT_STACK: OnFirstUse[tuple[Cell, Kind], Select] = OnFirstUse(
    lambda ck: Select(NAMES[ck[0]], ck[1])
)
MOVE: OnFirstUse[Cell, Move] = OnFirstUse(lambda c: Move(NAMES[c]))
ATTACK: OnFirstUse[Cell, Attack] = OnFirstUse(lambda c: Attack(NAMES[c]))
STRIKE: OnFirstUse[Cell, Strike] = OnFirstUse(lambda c: Strike(NAMES[c]))
TELEPORT: OnFirstUse[Cell, Teleport] = OnFirstUse(lambda c: Teleport(NAMES[c]))
CREATE: OnFirstUse[Cell, Create] = OnFirstUse(lambda c: Create(NAMES[c]))
TARGET: OnFirstUse[Cell, Target] = OnFirstUse(lambda c: Target(NAMES[c]))
SET_GUARD: OnFirstUse[Cell, SetGuard] = OnFirstUse(lambda c: SetGuard(NAMES[c]))
BUY: OnFirstUse[tuple[Kind, Cell | None], Buy] = OnFirstUse(
    lambda kc: Buy(kc[0], None if kc[1] is None else NAMES[kc[1]])
)
RAID, DISMISS, DONE = Raid(), Dismiss(), Done()
REINFORCE, END, PROTECT, DECLINE = Reinforce(), End(), Protect(), Decline()

_BUY_AT_BASE = tuple(BUY[kind, None] for kind in KINDS)

#: Each type's fuel and whether it may stand on open space, in ``KINDS`` order.
_LEAVING = tuple((TYPES[kind].fuel, TYPES[kind].roams) for kind in KINDS)

#: The stacks of units waiting on each base, by type.
_STACKS = {base: tuple(SELECT_STACK[base, kind] for kind in KINDS) for base in BASES}

#: The most fuel a move costs: with that much, every unit can pay for its move.
MOST_FUEL = max(t.fuel for t in TYPES.values())


def _leavers(key: tuple[Cell, Counts, int, bool, bool]) -> tuple[Action, ...]:
    """The stacks of a base whose units may leave it, by ``(base, reserve, money, ground,
    roaming)``: the units waiting there by type, the mover's resources (up to
    ``MOST_FUEL``: more changes nothing), and whether an ordinary unit and the elite have
    a free step. Kept in ``LEAVERS``: there are few answers (the reserve counts are small),
    and the commanding lists ask for one at every turn.

    >>> base = BASES[0]
    >>> [str(a) for a in LEAVERS[base, (1, 0, 0, 1), 2, True, True]]
    ['select a1 engineering', 'select a1 elite']
    >>> [str(a) for a in LEAVERS[base, (1, 0, 0, 1), 2, False, True]]  # only the elite
    ['select a1 elite']
    """
    base, reserve, money, ground, roaming = key
    return tuple(
        action
        for count, (fuel, roams), action in zip(reserve, _LEAVING, _STACKS[base], strict=True)
        if count and money >= fuel and (roaming if roams else ground)
    )


LEAVERS: OnFirstUse[tuple[Cell, Counts, int, bool, bool], tuple[Action, ...]] = OnFirstUse(_leavers)


@lru_cache(maxsize=4096)
def buys_at_base(prices: Counts, repair: Counts, money: int) -> tuple[Action, ...]:
    """The units in repair that ``money`` pays for at these ``prices``, built onto the base.

    >>> [str(a) for a in buys_at_base((10, 20, 20, 40), (1, 1, 0, 1), 25)]
    ['buy engineering', 'buy assault']
    """
    return tuple(
        buy
        for count, price, buy in zip(repair, prices, _BUY_AT_BASE, strict=True)
        if count and price <= money
    )


#: The asteroids a unit on each cell may target (``TARGETABLE``) as a bit mask, bit ``a`` for
#: asteroid ``a``: the units' masks or-ed together list each asteroid once, in order.
NEAR_MASK = tuple(sum(1 << a for a in TARGETABLE[c]) for c in range(CELLS))

#: The asteroids that pay every turn (class 5), with what they pay.
PAYING = {a.id: CLASSES[a.grade].income for a in ASTEROIDS if CLASSES[a.grade].income}


class ChipFacts(NamedTuple):
    """Facts read off the chips on the asteroids, as bit masks (bit ``a`` for asteroid ``a``)."""

    #: The asteroids still open to a Target chip: no mine, no base, no flag.
    free: int
    #: Those carrying each seat's Target chip.
    aimed: tuple[int, ...]
    #: What each seat's class-5 asteroids pay it at the end of its turn.
    income: tuple[int, ...]

    def aimed_at(self, asteroid: int, seat: int, replaced: int | None) -> ChipFacts:
        """These facts once ``seat``'s Target chip lies on ``asteroid``, where ``replaced``'s
        was (if anyone's): only who aims at it changes.

        >>> ChipFacts(free=0b110, aimed=(0b100, 0), income=(0, 0)).aimed_at(2, 1, replaced=0)
        ChipFacts(free=6, aimed=(0, 4), income=(0, 0))
        """
        bit = 1 << asteroid
        aimed = list(self.aimed)
        if replaced is not None:
            aimed[replaced] &= ~bit
        aimed[seat] |= bit
        return self._replace(aimed=tuple(aimed))


#: Cells an elite may teleport to (when free): every highway and open cell.
ROAM_CELLS = tuple(c for c in range(CELLS) if TERRAIN[c] in (HIGHWAY, OPEN))


@cache
def every_action(seats: Seating) -> tuple[Action, ...]:
    stand = [c for c in range(CELLS) if TERRAIN[c] in (HIGHWAY, OPEN, LANE)]
    stacks = sorted([*seats.bases, *(c for c in range(CELLS) if TERRAIN[c] == LANE)])
    near_rocks = sorted({c for a in ASTEROIDS for c in AROUND[a.cell]})
    return (
        *(SELECT[c] for c in stand),
        *(SELECT_STACK[c, kind] for c in stacks for kind in KINDS),
        *(MOVE[c] for c in stand),
        *(ATTACK[c] for c in stand),
        *(STRIKE[c] for c in ROAM_CELLS),
        *(TELEPORT[c] for c in ROAM_CELLS),
        *(CREATE[c] for c in near_rocks if TERRAIN[c] == HIGHWAY),
        *(TARGET[a.cell] for a in ASTEROIDS if seats.base_seat(a.id) is None),
        *(BUY[kind, None] for kind in KINDS),
        *(BUY[kind, c] for kind in KINDS for c in near_rocks if can_stand(kind, TERRAIN[c])),
        *(SET_GUARD[c] for c in near_rocks if TERRAIN[c] in (HIGHWAY, OPEN)),
        RAID,
        DISMISS,
        DONE,
        REINFORCE,
        END,
        PROTECT,
        DECLINE,
    )
