"""Randomness as a value: a seeded generator that lives inside the game state.

:class:`Rng` is immutable. Every draw returns the drawn value *and the next generator*, so
a state that holds an ``Rng`` stays a pure value: the same seed and the same actions give
the same states on every machine, whatever ``PYTHONHASHSEED`` is.

The generator is SplitMix64 (Steele, Lea and Flood, 2014): a 64-bit counter pushed through
a mixing function. It is small enough to read in class and good enough for dice and shuffles.

>>> rng = Rng.from_seed(42)
>>> die, rng2 = rng.roll()
>>> 1 <= die <= 6
True
>>> rng.roll() == (die, rng2)          # the same generator always gives the same draw
True
>>> order, _ = Rng.from_seed(7).shuffled("ABCDE")
>>> sorted(order) == list("ABCDE")
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from .errors import quoted
from .words import WORDS

__all__ = ["SEED_LIMIT", "Rng", "check_seed"]

T = TypeVar("T")

_MASK = (1 << 64) - 1
#: Seeds are integers below this in size (64 bits, either sign), as saves and records hold.
SEED_LIMIT = 1 << 64
_GOLDEN = 0x9E3779B97F4A7C15


_set_state = object.__setattr__


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Rng:
    """An immutable SplitMix64 generator; ``state`` is its whole memory (a 64-bit integer).

    A plain class rather than a dataclass: a save holds the generator as its bare integer,
    and :mod:`junkspace.core.codec` reads and writes it that way (a dataclass would be a
    JSON object to ``msgspec``).

    >>> Rng(5) == Rng(5), Rng(5), len({Rng(5), Rng(5)})
    (True, Rng(state=5), 1)
    >>> Rng(5).state = 6
    Traceback (most recent call last):
    ...
    AttributeError: Rng is immutable
    """

    __slots__ = ("state",)
    state: int

    def __init__(self, state: int) -> None:
        _set_state(self, "state", state)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Rng is immutable")

    def __eq__(self, other: object) -> bool:
        return other.__class__ is Rng and other.state == self.state

    def __hash__(self) -> int:
        return hash(self.state)

    def __repr__(self) -> str:
        return f"Rng(state={self.state})"

    def __reduce__(self) -> tuple[type[Rng], tuple[int]]:
        return Rng, (self.state,)

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        """The generator for a seed (an integer of at most 64 bits; negative ones are folded in).

        >>> Rng.from_seed("x")
        Traceback (most recent call last):
        ...
        ValueError: seed must be an integer of at most 64 bits, got 'x'
        """
        return cls(_mix(check_seed(seed) & _MASK))

    def bits(self) -> tuple[int, Rng]:
        """64 random bits and the next generator."""
        nxt = (self.state + _GOLDEN) & _MASK
        return _mix(nxt), Rng(nxt)

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in ``range(n)`` and the next generator (no modulo bias).

        >>> Rng.from_seed(1).below(1)[0]
        0
        """
        if n <= 0:
            raise ValueError(f"Rng.below needs a positive bound, got {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        rng = self
        while True:
            value, rng = rng.bits()
            if value < limit:
                return value % n, rng

    def roll(self, sides: int = 6) -> tuple[int, Rng]:
        """A die roll from 1 to ``sides`` and the next generator."""
        value, rng = self.below(sides)
        return value + 1, rng

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        """One item of a non-empty sequence and the next generator."""
        index, rng = self.below(len(items))
        return items[index], rng

    def shuffled(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """A shuffled copy (Fisher–Yates) of ``items`` and the next generator."""
        out = list(items)
        # The same draws as ``below(i + 1)`` for each i, inlined (the mixing too): search
        # bots shuffle hidden piles thousands of times per decision, and every new game
        # shuffles its piles, so a call or a generator object per draw is too slow.
        state = self.state
        for i in range(len(out) - 1, 0, -1):
            n = i + 1
            limit = (1 << 64) - ((1 << 64) % n)
            while True:
                state = (state + _GOLDEN) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK  # _mix, inlined
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                value = z ^ (z >> 31)
                if value < limit:
                    break
            j = value % n
            out[i], out[j] = out[j], out[i]
        return tuple(out), Rng(state)


def check_seed(seed: object) -> int:
    """``seed`` if it can seed a game (an integer, not a boolean, of at most 64 bits), else a
    :class:`ValueError` naming it: ``new_game``, ``determinize`` and the bots all seed this way.

    >>> check_seed(2**64 - 1) == 2**64 - 1
    True
    >>> check_seed(1.5)
    Traceback (most recent call last):
    ...
    ValueError: seed must be an integer of at most 64 bits, got 1.5
    """
    if isinstance(seed, bool) or not isinstance(seed, int) or not -SEED_LIMIT < seed < SEED_LIMIT:
        raise ValueError(
            WORDS.gettext(
                "seed must be an integer of at most 64 bits, got {seed}", seed=quoted(seed)
            )
        )
    return seed
