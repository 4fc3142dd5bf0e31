"""Which faction plays at each seat: the ``factions`` game option.

The option names the factions in seat order by colour, joined by hyphens: ``green-purple``
seats Green first and Purple second. With two players the first two named play (so the
default, the text's order ``purple-orange-green``, seats Purple and Orange), or the value
names just two; with three players it names all three. A faction that does not play leaves
its corner an ordinary class-5 asteroid.

A :class:`Seating` holds every per-seat fact that follows from the factions: the faction,
its colour name, its base, its units in the box and its starting force. A seat number (a
unit's ``owner``, a Target's, a mine's) always stands for ``seating.faction[seat]``.

>>> from junkspace.asteroid_belt.board import name
>>> seating("green-purple", 2).colours
('Green', 'Purple')
>>> [name(c) for c in seating("green-purple", 2).bases]
['a16', 'a1']
>>> seating("purple-orange-green", 2).lineup
(0, 1)
>>> lineup_of("green-purple", 3)
Traceback (most recent call last):
...
ValueError: asteroid_belt option factions names 2 factions ('green-purple') for 3 players
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import permutations

from .board import ASTEROIDS, BASES, Cell
from .units import BOX, FACTIONS, KINDS, STARTING_FORCE, Counts, Faction

__all__ = ["DEFAULT_FACTIONS", "FACTION_CHOICES", "Seating", "lineup_of", "seating"]

_WORDS = tuple(f.colour.lower() for f in FACTIONS)

#: The text's order: "Purple Federation, Orange Empire, Green Anarchy".
DEFAULT_FACTIONS = "-".join(_WORDS)

#: Every value of the option: two or three different factions, in seat order.
FACTION_CHOICES: tuple[str, ...] = tuple(
    "-".join(order) for size in (3, 2) for order in permutations(_WORDS, size)
)


def lineup_of(factions: str, players: int) -> tuple[int, ...]:
    """The faction numbers (in ``FACTIONS``) of the seats, or a ValueError naming the problem
    in the language spoken."""
    words = factions.split("-")
    if len(words) != players and not (players == 2 and len(words) == 3):
        from .narration import WORDS  # narration imports this module (through rules)

        raise ValueError(
            WORDS.ngettext(
                "asteroid_belt option factions names {count} factions ({factions}) "
                "for {players} players",
                "asteroid_belt option factions names {count} factions ({factions}) "
                "for {players} players",
                len(words),
                count=len(words),
                factions=repr(factions),
                players=players,
            )
        )
    return tuple(_WORDS.index(word) for word in words[:players])


@dataclass(frozen=True, slots=True)
class Seating:
    """The per-seat facts of a table whose seats play the factions ``lineup`` (by number).

    ``faction`` is each seat's faction, ``colours`` its name in sentences, ``bases`` its
    starting base (its faction's corner), ``box`` its units in all and ``start`` those
    waiting on its base at the start, by type; ``prices`` what it pays for a unit of each
    type (in ``KINDS`` order).
    """

    lineup: tuple[int, ...]
    faction: tuple[Faction, ...]
    colours: tuple[str, ...]
    bases: tuple[Cell, ...]
    box: tuple[Counts, ...]
    start: tuple[Counts, ...]
    prices: tuple[Counts, ...]

    def base_seat(self, asteroid: int) -> int | None:
        """The seat whose starting base the asteroid is (None: an ordinary asteroid here)."""
        base = ASTEROIDS[asteroid].base
        return None if base is None or base not in self.lineup else self.lineup.index(base)


@cache
def _seating(lineup: tuple[int, ...]) -> Seating:
    return Seating(
        lineup,
        tuple(FACTIONS[f] for f in lineup),
        tuple(FACTIONS[f].colour for f in lineup),
        tuple(BASES[f] for f in lineup),
        tuple(BOX[f] for f in lineup),
        tuple(STARTING_FORCE[f] for f in lineup),
        tuple(_prices(FACTIONS[f]) for f in lineup),
    )


def _prices(faction: Faction) -> Counts:
    engineering, assault, recon, elite = (faction.price(kind) for kind in KINDS)
    return (engineering, assault, recon, elite)


@cache
def seating(factions: str, players: int) -> Seating:
    """The (shared) seating of a table of ``players`` with the ``factions`` option."""
    return _seating(lineup_of(factions, players))
