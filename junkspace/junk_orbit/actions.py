"""The decisions of Junk Orbit and their notation.

A turn is a short sequence of decisions: **launch** a cargo tile (or **drift** when the cargo
is empty), each hit opponent **drop**\\ s a tile, **move** the ship, **deliver** any number of
tiles for the landing city, then **collect** the junk there.

=====================================  =============================================
notation                               meaning
=====================================  =============================================
``launch E17 cw THA``                  launch tile E17 clockwise so it stops at Tharsis
``drop L05``                           (a hit player) drop tile L05 where their ship is
``move NYC``                           move the ship to New York
``deliver M12``                        deliver tile M12 at the ship's city
``collect``                            stop delivering; collect the junk in the city
``drift``                              (empty cargo only) stay put and collect
=====================================  =============================================

>>> parse("launch E17 cw THA")
Launch(tile='E17', sense='cw', landing='THA')
>>> str(Move("NYC"))
'move NYC'
>>> parse("launch E17 up THA")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
junkspace.core.errors.InvalidActionError: 'launch E17 up THA': the sense must be cw or ccw; ...
"""

from __future__ import annotations

from msgspec import Struct

from ..core import Action, InvalidActionError
from ..core.errors import quoted
from ..core.notation import not_text, unknown_action, unreadable, wrong_count
from ..i18n import Domain
from .tiles import TILES
from .topology import CITIES, Sense

__all__ = ["GRAMMAR", "Collect", "Deliver", "Drift", "Drop", "Launch", "Move", "parse"]

# Actions are frozen msgspec Structs: search compares and hashes them all the time, and a
# Struct does both in C.

GRAMMAR = "launch <tile> <cw|ccw> <city>, drop <tile>, move <city>, deliver <tile>, collect, drift"


class Launch(Struct, Action, frozen=True):
    """Launch ``tile`` from the cargo in ``sense``; it stops at ``landing``."""

    tile: str
    sense: Sense
    landing: str

    def __str__(self) -> str:
        return f"launch {self.tile} {self.sense} {self.landing}"


class Drop(Struct, Action, frozen=True):
    """A hit player gives up ``tile`` (from cargo or deliveries) where their ship is."""

    tile: str

    def __str__(self) -> str:
        return f"drop {self.tile}"


class Move(Struct, Action, frozen=True):
    """Move the ship, against the launch, to ``city``."""

    city: str

    def __str__(self) -> str:
        return f"move {self.city}"


class Deliver(Struct, Action, frozen=True):
    """Deliver cargo ``tile`` at the city the ship just reached (a direct delivery)."""

    tile: str

    def __str__(self) -> str:
        return f"deliver {self.tile}"


class Collect(Struct, Action, frozen=True):
    """Stop delivering and collect every tile in the ship's city (the city is refilled)."""

    def __str__(self) -> str:
        return "collect"


class Drift(Struct, Action, frozen=True):
    """With an empty cargo there is nothing to launch: stay put and collect."""

    def __str__(self) -> str:
        return "drift"


def _fail(text: str, problem: str) -> InvalidActionError:
    return unreadable(text, problem, GRAMMAR)


def _words() -> Domain:
    from .narration import WORDS  # narration describes these actions: import it when needed

    return WORDS


def _tile(text: str, word: str) -> str:
    tile = word.upper()
    if tile not in TILES:
        raise _fail(
            text,
            _words().gettext(
                "there is no tile {tile} (tiles are E01–E37, L01–L29, M01–M47, S01–S15)",
                tile=quoted(word),
            ),
        )
    return tile


def _city(text: str, word: str) -> str:
    city = word.upper()
    if city not in CITIES:
        raise _fail(
            text,
            _words().gettext(
                "there is no city {city} (cities are three-letter codes like KEP)",
                city=quoted(word),
            ),
        )
    return city


def parse(text: str) -> Action:
    """The action written as ``text`` (keywords and codes in any letter case)."""
    if not isinstance(text, str):
        raise not_text(text)
    words = text.split()
    verb = words[0].lower() if words else ""
    shape = {"launch": 4, "drop": 2, "move": 2, "deliver": 2, "collect": 1, "drift": 1}
    if verb not in shape:
        raise unknown_action(text, GRAMMAR)
    if len(words) != shape[verb]:
        raise wrong_count(text, verb, (shape[verb] - 1,), GRAMMAR)
    if verb == "launch":
        sense = words[2].lower()
        if sense not in ("cw", "ccw"):
            raise _fail(text, _words().gettext("the sense must be cw or ccw"))
        return Launch(
            _tile(text, words[1]), "cw" if sense == "cw" else "ccw", _city(text, words[3])
        )
    if verb == "drop":
        return Drop(_tile(text, words[1]))
    if verb == "move":
        return Move(_city(text, words[1]))
    if verb == "deliver":
        return Deliver(_tile(text, words[1]))
    return Collect() if verb == "collect" else Drift()
