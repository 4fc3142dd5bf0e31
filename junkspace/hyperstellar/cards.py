"""The science cards: seven colours of research, and the sets that score them.

The deck is checked-in data (``cards.csv`` next to this module); why it looks like this is
explained in docs/rules/hyperstellar.md ("The science deck"). Cards of one colour are
identical, so a hand is just a count per colour (:data:`Hand`), and a card is written as its
colour's letter: ``"RRGB"`` is two red cards, a green and a blue.

>>> LETTERS
'ROYGBPW'
>>> DECK
(8, 8, 8, 8, 8, 8, 8)
>>> [SET_POINTS[cards] for cards in ("ROYGBPW", "ROYGBP", "OGBW", "PPPPP", "R")]
[50, 30, 10, 7, 3]
>>> set_name("PPPPP")
'five of a colour'
>>> counts("GBRR"), letters((2, 0, 0, 1, 1, 0, 0))
((2, 0, 0, 1, 1, 0, 0), 'RRGB')
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from itertools import combinations
from typing import TypeAlias

__all__ = [
    "COLOURS",
    "DECK",
    "LETTERS",
    "SETS",
    "SET_POINTS",
    "Colour",
    "Hand",
    "canonical",
    "counts",
    "letters",
    "scorable",
    "set_name",
    "spell",
]

#: Cards held, as a count per colour in colour order (see :data:`LETTERS`).
Hand: TypeAlias = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Colour:
    """One colour of science card: its letter in notation, its name, its science, its count."""

    letter: str
    name: str
    science: str
    cards: int


def _load() -> tuple[Colour, ...]:
    text = resources.files(__package__).joinpath("cards.csv").read_text(encoding="utf-8")
    rows = csv.DictReader(line for line in text.splitlines() if not line.startswith("#"))
    return tuple(
        Colour(row["letter"], row["colour"], row["science"], int(row["cards"])) for row in rows
    )


#: The seven colours, in colour order.
COLOURS: tuple[Colour, ...] = _load()

#: The colour letters in colour order; a colour's index is its place in this string.
LETTERS = "".join(colour.letter for colour in COLOURS)

#: How many cards of each colour the deck holds.
DECK: Hand = tuple(colour.cards for colour in COLOURS)

_INDEX = {letter: i for i, letter in enumerate(LETTERS)}


@lru_cache(maxsize=1024)
def counts(cards: str) -> Hand:
    """The hand holding ``cards`` (colour letters, in any order)."""
    out = [0] * len(LETTERS)
    for letter in cards:
        out[_INDEX[letter]] += 1
    return tuple(out)


def letters(hand: Hand) -> str:
    """A hand written as colour letters in colour order."""
    return "".join(letter * n for letter, n in zip(LETTERS, hand, strict=True))


def spell(colours: tuple[int, ...] | list[int]) -> str:
    """Cards given as colour indices (a pile, a draw), written as colour letters in that order."""
    return "".join(LETTERS[colour] for colour in colours)


@lru_cache(maxsize=1024)
def canonical(cards: str) -> str:
    """``cards`` (known colour letters) rewritten in colour order."""
    return "".join(sorted(cards, key=_INDEX.__getitem__))


# -- the sets --------------------------------------------------------------------------------

_DISTINCT_POINTS = {7: 50, 6: 30, 4: 10}
_SAME_SIZE, _SAME_POINTS = 5, 7
_OWN_POINTS = 3


def _build_sets() -> dict[str, int]:
    sets: dict[str, int] = {}
    for size, points in _DISTINCT_POINTS.items():
        for combo in combinations(LETTERS, size):
            sets["".join(combo)] = points
    for letter in LETTERS:
        sets[letter * _SAME_SIZE] = _SAME_POINTS
    for letter in LETTERS:
        sets[letter] = _OWN_POINTS
    return sets


#: Every scoring set, written in colour order, with its points. A single card scores only in
#: its owner's colour (checked by :func:`scorable`, which knows whose hand it is).
SET_POINTS: dict[str, int] = _build_sets()

#: The scoring sets in a fixed order: most points first, then colour order.
SETS: tuple[str, ...] = tuple(SET_POINTS)


@lru_cache(maxsize=1024)
def set_name(cards: str) -> str:
    """What kind of set ``cards`` (a key of :data:`SET_POINTS`) is, in words."""
    if len(cards) == 1:
        return "own colour"
    if len(cards) == _SAME_SIZE and len(set(cards)) == 1:
        return "five of a colour"
    return f"{('four', 'six', 'seven')[(4, 6, 7).index(len(cards))]} colours"


# Distinct-colour sets and one-colour sets as bit masks of the colours they need, so that
# finding the sets a hand can make is a few integer tests.
_DISTINCT = tuple(
    (sum(1 << _INDEX[c] for c in cards), len(cards), cards)
    for cards in SETS
    if len(cards) in _DISTINCT_POINTS
)
# What decides which sets a hand can make is, per colour, whether it holds none, some, or
# enough for five of a colour: ``bytes(hand).translate(_SHAPE)`` says it in one byte a
# colour, in C, and keys the sets found (at most 3**7 shapes, times owners and budgets).
_SHAPE = bytes(0 if n == 0 else 1 if n < _SAME_SIZE else 2 for n in range(256))
_SCORABLE: dict[tuple[bytes, int, int], tuple[str, ...]] = {}


def scorable(hand: Hand, budget: int, own: int) -> tuple[str, ...]:
    """The sets (in :data:`SETS` order) a hand can score with at most ``budget`` cards.

    ``own`` is the index of the owner's colour: a single card scores only in that colour.

    >>> scorable(counts("RRRRRGB"), budget=5, own=0)
    ('RRRRR', 'R')
    >>> scorable(counts("ROYG"), budget=4, own=4)
    ('ROYG',)
    """
    shape = bytes(hand).translate(_SHAPE)
    key = (shape, own, budget if budget < len(LETTERS) else len(LETTERS))
    found = _SCORABLE.get(key)
    if found is None:
        mask = sum(1 << i for i, held in enumerate(shape) if held)
        sets = [cards for need, size, cards in _DISTINCT if size <= budget and need & mask == need]
        if budget >= _SAME_SIZE:
            sets.extend(LETTERS[i] * _SAME_SIZE for i, held in enumerate(shape) if held == 2)
        if budget >= 1 and hand[own]:
            sets.append(LETTERS[own])
        found = _SCORABLE[key] = tuple(sets)
    return found
