"""The decisions of Hyperstellar and their notation.

A revolution asks for these decisions: each **place**\\ ment of a researcher, then, sector by
sector, what each player does there (**research** or **score** sets in the lab, **recycle** in
the recycling centre, **recruit** in the crew quarters), the other players' answers to a small
recycling (**buy water** or not), and **pass** wherever doing nothing is allowed. The engine
room and the upkeep leave nothing to decide, so they happen by themselves.

==============================  =================================================================
notation                        meaning
==============================  =================================================================
``place lab``                   put a researcher from the hub on a free slot of a sector
                                (``engine``, ``lab``, ``recycling``)
``place crew``                  put a researcher in an empty crew-quarters bunk
``place crew red``              put a researcher in the bunk where a lone Red researcher lies
``research``                    (lab) pay 2 energy, draw the top 2 science cards
``score OGBW``                  (lab) pay 2 energy per card to score one set, written as its cards
``recycle 4``, ``recycle 7``    (recycling) 2 energy for 4 water, or 5 energy for 7 water
``buy water``                   (another player, after ``recycle 4``) 1 energy for 1 water
``recruit``                     (crew, two of your researchers in one bunk) 5 energy for a new one
``pass``                        skip an action, stop scoring sets, or decline the water
==============================  =================================================================

Each distinct action is one shared object, and :func:`parse` returns those objects:

>>> parse("score gbwo")
Score(cards='OGBW')
>>> parse("Place Crew Red")
Place(sector='crew', beside=0)
>>> parse("place crew red") is parse("PLACE CREW RED")
True
>>> str(Recycle(7))
'recycle 7'
>>> parse("score RRG")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
junkspace.core.errors.InvalidActionError: 'score RRG': RRG is not a scoring set (...); ...
"""

from __future__ import annotations

from msgspec import Struct

from ..core import Action, InvalidActionError
from ..core.errors import quoted
from ..core.notation import not_text, unknown_action, unreadable, wrong_count
from ..i18n import N_, Domain
from .cards import LETTERS, SETS, canonical
from .rules import SEAT_NAMES
from .station import SECTORS

__all__ = [
    "ACTIONS",
    "BUY_WATER",
    "GRAMMAR",
    "PASS",
    "RECRUIT",
    "RESEARCH",
    "BuyWater",
    "Pass",
    "Place",
    "Recruit",
    "Recycle",
    "Research",
    "Score",
    "grammar",
    "parse",
]

# Actions are frozen msgspec Structs: search compares and hashes them all the time, and a
# Struct does both in C.

_NOTATION = (
    "place <engine|lab|recycling|crew> [<{colour}>], research, "
    "score <cards>, recycle <4|7>, buy water, recruit, pass"
)
_COLOUR = N_("colour of a lone crew researcher")
#: The notation, in English (:func:`grammar` says it in the language spoken).
GRAMMAR = _NOTATION.format(colour=_COLOUR)


class Place(Struct, Action, frozen=True):
    """Put a researcher from the hub on a free slot of ``sector``.

    In the crew quarters, ``beside`` is the seat whose lone researcher's bunk is joined, or
    ``None`` for an empty bunk.
    """

    sector: str
    beside: int | None = None

    def __str__(self) -> str:
        if self.beside is None:
            return f"place {self.sector}"
        return f"place {self.sector} {SEAT_NAMES[self.beside].lower()}"


class Research(Struct, Action, frozen=True):
    """In the research lab: pay energy and draw science cards."""

    def __str__(self) -> str:
        return "research"


class Score(Struct, Action, frozen=True):
    """In the research lab: pay energy for each card of one set and score it.

    ``cards`` are the set's colour letters in colour order (``"OGBW"``, ``"PPPPP"``, ``"R"``).
    """

    cards: str

    def __str__(self) -> str:
        return f"score {self.cards}"


class Recycle(Struct, Action, frozen=True):
    """In the recycling centre: the small (``water=4``) or the big (``water=7``) recycling."""

    water: int

    def __str__(self) -> str:
        return f"recycle {self.water}"


class BuyWater(Struct, Action, frozen=True):
    """After another player's small recycling: pay 1 energy for 1 water."""

    def __str__(self) -> str:
        return "buy water"


class Recruit(Struct, Action, frozen=True):
    """In the crew quarters, with two researchers in one bunk: pay energy for a new researcher."""

    def __str__(self) -> str:
        return "recruit"


class Pass(Struct, Action, frozen=True):
    """Do nothing: skip a sector's action, stop scoring, or decline the offered water."""

    def __str__(self) -> str:
        return "pass"


RESEARCH = Research()
BUY_WATER = BuyWater()
RECRUIT = Recruit()
PASS = Pass()


def _every_action() -> dict[str, Action]:
    actions: list[Action] = [Place(sector) for sector in SECTORS]
    actions.extend(Place("crew", seat) for seat in range(len(SEAT_NAMES)))
    actions.append(RESEARCH)
    actions.extend(Score(cards) for cards in SETS)
    actions.extend((Recycle(4), Recycle(7), BUY_WATER, RECRUIT, PASS))
    return {str(action): action for action in actions}


#: Every action of the game at the largest table, by notation, in a fixed order.
ACTIONS: dict[str, Action] = _every_action()

_SEATS = {name.lower(): seat for seat, name in enumerate(SEAT_NAMES)}
_SHAPES = {"place": (2, 3), "research": (1,), "score": (2,), "recycle": (2,), "buy": (2,)}


def grammar() -> str:
    """The notation, its words as they are and what a colour stands for in the language
    spoken.

    >>> from junkspace.i18n import speaking
    >>> with speaking("fr"):
    ...     grammar().split(", ")[0].removeprefix("place <engine|lab|recycling|crew> ")
    '[<couleur d’un pion chercheur seul aux quartiers d’équipage>]'
    """
    return _NOTATION.format(colour=_words().gettext(_COLOUR))


def _words() -> Domain:
    from .narration import WORDS  # narration describes these actions: import it when needed

    return WORDS


def _fail(text: str, problem: str) -> InvalidActionError:
    return unreadable(text, problem, grammar())


def parse(text: str) -> Action:
    """The action written as ``text`` (words in any letter case), as its shared object."""
    if not isinstance(text, str):
        raise not_text(text)
    words = text.lower().split()
    verb = words[0] if words else ""
    if verb in ("recruit", "pass"):
        shape: tuple[int, ...] = (1,)
    elif verb in _SHAPES:
        shape = _SHAPES[verb]
    else:
        raise unknown_action(text, grammar())
    if len(words) not in shape:
        raise wrong_count(text, verb, tuple(n - 1 for n in shape), grammar())
    if verb == "place":
        sector = words[1]
        if sector not in SECTORS:
            raise _fail(
                text,
                _words().gettext(
                    "there is no sector {sector} (sectors: {sectors})",
                    sector=quoted(sector),
                    sectors=", ".join(SECTORS),
                ),
            )
        if len(words) == 3:
            if sector != "crew":
                raise _fail(text, _words().gettext("only the crew quarters have bunks to share"))
            if words[2] not in _SEATS:
                raise _fail(
                    text,
                    _words().gettext(
                        "there is no player colour {colour} ({colours})",
                        colour=quoted(words[2]),
                        colours=", ".join(_SEATS),
                    ),
                )
        return ACTIONS[" ".join(words)]
    if verb == "score":
        cards = words[1].upper()
        if any(letter not in LETTERS for letter in cards):
            raise _fail(
                text,
                _words().gettext(
                    "cards are written as colour letters ({letters})", letters=LETTERS
                ),
            )
        key = f"score {canonical(cards)}"
        if key not in ACTIONS:
            raise _fail(
                text,
                _words().gettext(
                    "{cards} is not a scoring set (7, 6 or 4 different colours, 5 of one "
                    "colour, or 1 card of your own colour)",
                    cards=cards,
                ),
            )
        return ACTIONS[key]
    if verb == "recycle":
        if words[1] not in ("4", "7"):
            raise _fail(text, _words().gettext("recycling gives 4 or 7 water"))
        return ACTIONS[" ".join(words)]
    if verb == "buy":
        if words[1] != "water":
            raise _fail(text, _words().gettext("the only thing to buy is water"))
        return BUY_WATER
    return ACTIONS[verb]
