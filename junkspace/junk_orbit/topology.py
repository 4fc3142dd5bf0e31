"""The location boards of Junk Orbit: bodies, cities, orbits and where a launch can land.

Each body's cities form a ring (an *orbit*), listed here clockwise. The boards touch at four
*transfer cities* that lie on two orbits at once: Kilimanjaro (Earth and Moon), Olympus (Mars
and Moon), Bradbury (Mars and Phobos) and Hellas (Mars and Deimos). The rings touch from
outside, like the loops of a figure eight, so a traveller that switches orbit keeps going
the same way on the table but turns from clockwise to counter-clockwise (the slingshot).

A transfer city belongs to one body (its *home*): Kilimanjaro is an Earth city and the other
three are Mars cities. "Clockwise" from a transfer city means clockwise on its home orbit.

>>> board = board_for(players=3)
>>> board.landings("KEP", "cw", 4)            # the rule book's worked example, one way...
('COP', 'THA')
>>> board.landings("KEP", "ccw", 4)           # ...and the other way
('NYC', 'HAM')
>>> board.route("KEP", "cw", 4, "THA")
('KEP', 'TYC', 'OLY', 'NOC', 'THA')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Literal

from ..i18n import N_

__all__ = [
    "BODIES",
    "CITIES",
    "CITY_INDEX",
    "ORBITS",
    "PILES",
    "PILE_INDEX",
    "SENSES",
    "Board",
    "City",
    "Sense",
    "board_for",
    "opposite",
]

Sense = Literal["cw", "ccw"]
SENSES: tuple[Sense, Sense] = ("cw", "ccw")

#: Every body in the order the boards are laid out; Phobos joins at 4 players, Deimos at 5.
BODIES = ("earth", "moon", "mars", "phobos", "deimos")

#: The junk piles; Phobos and Deimos cities are refilled from the Mars pile.
PILES = ("earth", "moon", "mars")
PILE_OF = {"earth": "earth", "moon": "moon", "mars": "mars", "phobos": "mars", "deimos": "mars"}


@dataclass(frozen=True)
class City:
    """A city: a three-letter code, its name and the body it belongs to."""

    code: str
    name: str
    body: str

    @property
    def pile(self) -> str:
        """The pile that refills this city (its body's, or Mars for Phobos and Deimos)."""
        return PILE_OF[self.body]


def _cities(body: str, *names: tuple[str, str]) -> dict[str, City]:
    return {code: City(code, name, body) for code, name in names}


#: Every city of every board, by code. The rules text names Kepler, Copernicus, Hamilton,
#: New York, Tharsis and the four transfer cities; the others are real places on each body.
#: The names are marked for the catalogs (junkspace.i18n); sentences translate them.
CITIES: dict[str, City] = {
    **_cities(
        "earth",
        ("KIL", N_("Kilimanjaro")),
        ("CAI", N_("Cairo")),
        ("NYC", N_("New York")),
        ("HOU", N_("Houston")),
        ("KOU", N_("Kourou")),
        ("LON", N_("London")),
        ("BAI", N_("Baikonur")),
        ("TOK", N_("Tokyo")),
        ("SYD", N_("Sydney")),
    ),
    **_cities(
        "moon",
        ("KEP", N_("Kepler")),
        ("TYC", N_("Tycho")),
        ("HAM", N_("Hamilton")),
        ("COP", N_("Copernicus")),
        ("PLA", N_("Plato")),
    ),
    **_cities(
        "mars",
        ("OLY", N_("Olympus")),
        ("ARC", N_("Arcadia")),
        ("UTO", N_("Utopia")),
        ("BRA", N_("Bradbury")),
        ("ELY", N_("Elysium")),
        ("JEZ", N_("Jezero")),
        ("HEL", N_("Hellas")),
        ("THA", N_("Tharsis")),
        ("NOC", N_("Noctis")),
    ),
    **_cities(
        "phobos",
        ("STI", N_("Stickney")),
        ("HAL", N_("Hall")),
        ("LIM", N_("Limtoc")),
    ),
    **_cities(
        "deimos",
        ("SWI", N_("Swift")),
        ("VOL", N_("Voltaire")),
    ),
}

#: Each body's orbit, clockwise. A transfer city appears on both orbits it links.
ORBITS: dict[str, tuple[str, ...]] = {
    "earth": ("KIL", "CAI", "NYC", "HOU", "KOU", "LON", "BAI", "TOK", "SYD"),
    "moon": ("KEP", "TYC", "OLY", "HAM", "COP", "KIL", "PLA"),
    "mars": ("OLY", "ARC", "UTO", "BRA", "ELY", "JEZ", "HEL", "THA", "NOC"),
    "phobos": ("BRA", "STI", "HAL", "LIM"),
    "deimos": ("HEL", "SWI", "VOL"),
}


def opposite(sense: Sense) -> Sense:
    """The other sense of travel.

    >>> opposite("cw")
    'ccw'
    """
    return "ccw" if sense == "cw" else "cw"


# A traveller between two cities: where it is, on which orbit, and which way along that
# orbit's clockwise list it is going (+1 clockwise, -1 counter-clockwise).
_Traveller = tuple[str, str, int]


@dataclass(frozen=True, eq=False)
class Board:
    """The boards in play for one table size, with the routes a traveller can take.

    ``cities`` lists every city in play in a fixed order: body by body, each clockwise from
    its first city, a transfer city under its home body. There is one board per table size
    (see :func:`board_for`), so boards compare by identity.
    """

    bodies: tuple[str, ...]
    cities: tuple[str, ...] = field(init=False)
    index: dict[str, int] = field(init=False, repr=False, compare=False)
    _orbits_of: dict[str, tuple[str, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        cities = tuple(
            code for body in self.bodies for code in ORBITS[body] if CITIES[code].body == body
        )
        orbits_of = {
            code: tuple(
                sorted(
                    (body for body in self.bodies if code in ORBITS[body]),
                    key=lambda body: body != CITIES[code].body,
                )
            )
            for code in cities
        }
        object.__setattr__(self, "cities", cities)
        object.__setattr__(self, "index", {code: i for i, code in enumerate(cities)})
        object.__setattr__(self, "_orbits_of", orbits_of)

    def orbits_of(self, city: str) -> tuple[str, ...]:
        """The orbits in play through ``city``, its home orbit first."""
        return self._orbits_of[city]

    def is_transfer(self, city: str) -> bool:
        """True for a city where a traveller may switch orbit at this table size."""
        return len(self._orbits_of[city]) > 1

    def _starts(self, city: str, sense: Sense) -> list[_Traveller]:
        way = 1 if sense == "cw" else -1
        home, *others = self._orbits_of[city]
        return [(city, home, way)] + [(city, orbit, -way) for orbit in others]

    def _step(self, traveller: _Traveller) -> _Traveller:
        city, orbit, way = traveller
        ring = ORBITS[orbit]
        return ring[(ring.index(city) + way) % len(ring)], orbit, way

    def _switches(self, traveller: _Traveller) -> list[_Traveller]:
        city, orbit, way = traveller
        return [traveller] + [
            (city, other, -way) for other in self._orbits_of[city] if other != orbit
        ]

    @cache  # noqa: B019 - there are three boards, alive as long as the program
    def _routes(self, city: str, sense: Sense, steps: int) -> dict[str, tuple[str, ...]]:
        """The first route found to each landing city, switches taken as late as possible."""
        paths: list[tuple[_Traveller, tuple[str, ...]]] = [
            (start, (city,)) for start in self._starts(city, sense)
        ]
        for step in range(steps):
            moved: list[tuple[_Traveller, tuple[str, ...]]] = []
            for traveller, path in paths:
                arrived = self._step(traveller)
                options = self._switches(arrived) if step < steps - 1 else [arrived]
                moved.extend((option, (*path, arrived[0])) for option in options)
            paths = moved
        routes: dict[str, tuple[str, ...]] = {}
        for (landing, _, _), path in paths:
            routes.setdefault(landing, path)
        return dict(sorted(routes.items(), key=lambda item: self.index[item[0]]))

    @cache  # noqa: B019 - as above; asked for at every launch and move, so kept
    def landings(self, city: str, sense: Sense, steps: int) -> tuple[str, ...]:
        """Every city a traveller leaving ``city`` in ``sense`` can stop at after ``steps``.

        Switching orbit is optional at every transfer city passed, the starting city
        included; the result is in board order.
        """
        return tuple(self._routes(city, sense, steps))

    def route(self, city: str, sense: Sense, steps: int, landing: str) -> tuple[str, ...]:
        """The cities a traveller passes from ``city`` to ``landing``, both ends included."""
        routes = self._routes(city, sense, steps)
        if landing not in routes:
            from .narration import WORDS  # narration imports this module: import it here

            raise ValueError(
                WORDS.ngettext(
                    "{landing} is not {steps} cities {sense} of {city}",
                    "{landing} is not {steps} cities {sense} of {city}",
                    steps,
                    landing=landing,
                    steps=steps,
                    sense=sense,
                    city=city,
                )
            )
        return routes[landing]


_BOARDS = {count: Board(BODIES[:count]) for count in (3, 4, 5)}


def board_for(players: int) -> Board:
    """The boards used at a table of ``players`` (Phobos from 4 players, Deimos at 5).

    >>> board_for(5).bodies
    ('earth', 'moon', 'mars', 'phobos', 'deimos')
    >>> len(board_for(2).cities), len(board_for(5).cities)
    (23, 28)
    """
    return _BOARDS[3 if players < 4 else 4 if players == 4 else 5]


#: Each city's place in ``board.cities``, the same at every table size: a larger table only
#: adds bodies after the others, so the rules can look a city up without asking for a board
#: (tests/junk_orbit/test_boards.py checks it).
CITY_INDEX: dict[str, int] = _BOARDS[5].index

#: The pile that refills each city, by its place in ``PILES``.
PILE_INDEX: dict[str, int] = {code: PILES.index(city.pile) for code, city in CITIES.items()}
