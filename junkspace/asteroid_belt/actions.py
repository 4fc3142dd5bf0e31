"""The decisions of Asteroid Belt and their notation.

A turn is a sequence of small decisions. The active player **select**\\ s one unit (or a
shuttle) and then gives it orders until it is **done**; between units they may put a
**target** chip, **buy** units, call **reinforce**\\ ments, and finally **end** the turn.
After the turn, the next player commands the asteroid guards (**guard**, **attack**); a
player whose elite is beaten may **protect** it with a chip or **decline**.

==========================  ===========================================================
notation                    meaning
==========================  ===========================================================
``select c3``               give orders to the unit (or shuttle) on c3
``select a1 assault``       send an assault unit waiting on the base a1 out
``select k6 recon``         let a reconnaissance unit out of the shuttle on k6
``move e3``                 move the selected unit (or shuttle) to e3
``attack f3``               attack the enemy on f3 (the selected unit, or the guard whose
                            turn it is to attack)
``strike f3``               attack f3 spending the Unconditional attack chip: a sure win
``teleport k9``             the selected elite spends its Teleportation chip to go to k9
``create d4``               the selected elite creates its faction's unit on d4
``raid``                    the selected shuttle raids the cargo shuttle
``dismiss``                 send the selected unit to repair
``done``                    the selected unit (or shuttle) has finished
``target h8``               put your Target chip on the asteroid h8
``buy assault``             build an assault unit onto your base
``buy assault d4``          build it on d4, next to a mine built this turn
``reinforce``               call the one-time reinforcements
``end``                     end your turn
``guard g9``                (next player) set up the asteroid's next guard on g9
``protect`` / ``decline``   spend, or not, the Unconditional protection chip
==========================  ===========================================================

>>> parse("select a1 assault")
Select(cell='a1', kind='assault')
>>> str(Buy("recon", "d4"))
'buy recon d4'
>>> parse("move z99")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
junkspace.core.errors.InvalidActionError: 'move z99': there is no cell 'z99' ...
"""

from __future__ import annotations

from msgspec import Struct

from ..core import Action, InvalidActionError
from ..core.errors import quoted
from ..core.notation import not_text, unknown_action, unreadable
from ..i18n import N_, Domain
from .board import NAMES
from .units import KINDS, Kind

__all__ = [
    "GRAMMAR",
    "Attack",
    "Buy",
    "Create",
    "Decline",
    "Dismiss",
    "Done",
    "End",
    "Move",
    "Protect",
    "Raid",
    "Reinforce",
    "Select",
    "SetGuard",
    "Strike",
    "Target",
    "Teleport",
    "grammar",
    "parse",
]

_NOTATION = (
    "select <cell> [<kind>], move <cell>, attack <cell>, strike <cell>, teleport <cell>, "
    "create <cell>, raid, dismiss, done, target <cell>, buy <kind> [<cell>], reinforce, end, "
    "guard <cell>, protect, decline"
)
_WITH_KINDS = N_("{notation} (kinds: {kinds})")
#: The notation, in English (:func:`grammar` says it in the language spoken).
GRAMMAR = _WITH_KINDS.format(notation=_NOTATION, kinds=", ".join(KINDS))


class Select(Struct, Action, frozen=True):
    """Give orders to the unit or shuttle on ``cell``; ``kind`` picks one from a stack
    (the units waiting on a base, or riding in a shuttle)."""

    cell: str
    kind: Kind | None = None

    def __str__(self) -> str:
        return f"select {self.cell}" if self.kind is None else f"select {self.cell} {self.kind}"


class Move(Struct, Action, frozen=True):
    """Move the selected unit or shuttle to ``cell`` (into a shuttle there, to board it)."""

    cell: str

    def __str__(self) -> str:
        return f"move {self.cell}"


class Attack(Struct, Action, frozen=True):
    """Attack the enemy on ``cell``, rolling the dice."""

    cell: str

    def __str__(self) -> str:
        return f"attack {self.cell}"


class Strike(Struct, Action, frozen=True):
    """Attack the enemy on ``cell`` with the elite's Unconditional attack chip: no dice."""

    cell: str

    def __str__(self) -> str:
        return f"strike {self.cell}"


class Teleport(Struct, Action, frozen=True):
    """The selected elite spends its Teleportation chip to jump to the free ``cell``."""

    cell: str

    def __str__(self) -> str:
        return f"teleport {self.cell}"


class Create(Struct, Action, frozen=True):
    """The selected elite, next to an own mine, creates its faction's unit on ``cell``."""

    cell: str

    def __str__(self) -> str:
        return f"create {self.cell}"


class Target(Struct, Action, frozen=True):
    """Put your Target chip on the asteroid on ``cell``."""

    cell: str

    def __str__(self) -> str:
        return f"target {self.cell}"


class Buy(Struct, Action, frozen=True):
    """Build a unit of ``kind``: onto the base, or on ``cell`` next to a fresh mine."""

    kind: Kind
    cell: str | None = None

    def __str__(self) -> str:
        return f"buy {self.kind}" if self.cell is None else f"buy {self.kind} {self.cell}"


class SetGuard(Struct, Action, frozen=True):
    """(The next player) set up the targeted asteroid's next guard on ``cell``."""

    cell: str

    def __str__(self) -> str:
        return f"guard {self.cell}"


class Raid(Struct, Action, frozen=True):
    """The selected shuttle raids the cargo shuttle in the portal next to it."""

    def __str__(self) -> str:
        return "raid"


class Dismiss(Struct, Action, frozen=True):
    """Send the selected unit to repair, out of the way."""

    def __str__(self) -> str:
        return "dismiss"


class Done(Struct, Action, frozen=True):
    """The selected unit or shuttle has finished for this turn."""

    def __str__(self) -> str:
        return "done"


class Reinforce(Struct, Action, frozen=True):
    """Call the one-time reinforcements: a unit of each type and 20 resources."""

    def __str__(self) -> str:
        return "reinforce"


class End(Struct, Action, frozen=True):
    """End the turn."""

    def __str__(self) -> str:
        return "end"


class Protect(Struct, Action, frozen=True):
    """Spend the Unconditional protection chip: the beaten elite stays."""

    def __str__(self) -> str:
        return "protect"


class Decline(Struct, Action, frozen=True):
    """Keep the protection chip: the beaten elite goes to repair."""

    def __str__(self) -> str:
        return "decline"


_CELLS = frozenset(NAMES)
_WORDS: dict[str, Action] = {
    "raid": Raid(),
    "dismiss": Dismiss(),
    "done": Done(),
    "reinforce": Reinforce(),
    "end": End(),
    "protect": Protect(),
    "decline": Decline(),
}
_ON_CELL: dict[str, type[Move | Attack | Strike | Teleport | Create | Target | SetGuard]] = {
    "move": Move,
    "attack": Attack,
    "strike": Strike,
    "teleport": Teleport,
    "create": Create,
    "target": Target,
    "guard": SetGuard,
}


def grammar() -> str:
    """The notation, its words as they are and its note in the language spoken.

    >>> from junkspace.i18n import speaking
    >>> with speaking("es"):
    ...     grammar().partition("decline ")[2]
    '(tipos: engineering, assault, recon, elite)'
    """
    return _words().gettext(_WITH_KINDS, notation=_NOTATION, kinds=", ".join(KINDS))


def _words() -> Domain:
    from .narration import WORDS  # narration describes these actions: import it when needed

    return WORDS


def _fail(text: str, problem: str) -> InvalidActionError:
    return unreadable(text, problem, grammar())


def _cell(text: str, word: str) -> str:
    found = word.lower()
    if found not in _CELLS:
        raise _fail(
            text,
            _words().gettext("there is no cell {cell} (cells are a1 to x16)", cell=quoted(word)),
        )
    return found


def _kind(text: str, word: str) -> Kind:
    for kind in KINDS:
        if kind == word.lower():
            return kind
    raise _fail(text, _words().gettext("there is no unit type {kind}", kind=quoted(word)))


def parse(text: str) -> Action:
    """The action written as ``text`` (any letter case)."""
    if not isinstance(text, str):
        raise not_text(text)
    words = text.split()
    verb = words[0].lower() if words else ""
    if verb in _WORDS:
        if len(words) != 1:
            raise _fail(text, _words().gettext("{verb} takes no argument", verb=verb))
        return _WORDS[verb]
    if verb in _ON_CELL:
        if len(words) != 2:
            raise _fail(text, _words().gettext("{verb} takes one cell", verb=verb))
        return _ON_CELL[verb](_cell(text, words[1]))
    if verb == "select":
        if len(words) not in (2, 3):
            raise _fail(text, _words().gettext("select takes a cell and, for a stack, a unit type"))
        kind = _kind(text, words[2]) if len(words) == 3 else None
        return Select(_cell(text, words[1]), kind)
    if verb == "buy":
        if len(words) not in (2, 3):
            raise _fail(
                text, _words().gettext("buy takes a unit type and, next to a fresh mine, a cell")
            )
        return Buy(_kind(text, words[1]), _cell(text, words[2]) if len(words) == 3 else None)
    raise unknown_action(text, grammar())
