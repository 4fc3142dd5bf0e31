"""A tampered Junk Orbit save is refused in the language spoken: the same field, the problem in
the words of the game's catalog (or of junkspace's, for what the engine's own reading of a save
says: a missing field, a seat past the table, a list of the wrong length).

Each case edits a save that loads into one that Junk Orbit refuses, and names the English
message (the catalog's msgid) it must be refused with. The save is loaded in English, French
and Spanish: the field is the same each time (a path has no language), the English problem is
the message with its placeholders filled, and the French and Spanish problems are the
catalog's translation of that message with the same values (a city's name in the language),
never the English sentence.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import pytest

import junkspace
from junkspace import InvalidStateError
from junkspace.core.words import WORDS as JUNKSPACE_WORDS
from junkspace.i18n import speaking
from junkspace.junk_orbit import Dropping, board_for, new_game
from junkspace.junk_orbit.narration import WORDS, name
from junkspace.junk_orbit.topology import CITIES, PILE_INDEX, PILES

LANGUAGES = ("en", "fr", "es")

Save = dict[str, Any]
Edit = Callable[[dict[str, Any]], None]
#: The ``arrange`` fixture (tests/junk_orbit/conftest.py).
Arrange = Callable[..., junkspace.GameState]
#: The save a case edits, made with the ``arrange`` fixture or without it.
Start = Callable[[Arrange], Save]

_CODES = {city.name: code for code, city in CITIES.items()}


def _saved(state: junkspace.GameState) -> Save:
    data: Save = json.loads(state.to_json())
    return data


def _played(arrange: Arrange) -> Save:
    """A 3-player game 25 decisions in (tests/junk_orbit/test_saving.py's)."""
    state = new_game(players=3, seed=8)
    for _ in range(25):
        state = state.apply(state.legal_actions()[-1])
    return _saved(state)


def _new(arrange: Arrange) -> Save:
    return _saved(new_game(players=2, seed=1))


def _hit_at_tycho(arrange: Arrange) -> Save:
    """Yellow launched a 1 clockwise from Kepler to Tycho, hitting Purple's and Green's ships."""
    return _saved(
        arrange(3, ships={1: "TYC", 2: "TYC"}, phase=Dropping(hit=(1, 2), value=1, sense="ccw"))
    )


def _at_olympus(arrange: Arrange) -> Save:
    """Yellow's ship at Olympus (Olympe, Olimpo) with starters only in its cargo."""
    return _saved(arrange(2, ships={0: "OLY"}))


# -- the edits -----------------------------------------------------------------------------


def _deliver_a_starter(s: dict[str, Any]) -> None:
    area = next(a for a in [*s["cargo"], *s["junk"].values()] if "S01" in a)
    area.remove("S01")
    s["deliveries"][0].append("S01")


def _empty(city: str, keep: int | None = None) -> Edit:
    """Empty ``city`` into Yellow's cargo; with ``keep``, its pile keeps only that many tiles
    (the others go to the cargo too)."""

    def edit(s: dict[str, Any]) -> None:
        pile = PILES[PILE_INDEX[city]]
        s["cargo"][0] += s["junk"][city]
        s["junk"][city] = []
        if keep is not None:
            s["cargo"][0] += s["piles"][pile][keep:]
            del s["piles"][pile][keep:]

    return edit


def _into_pile(pile: str, tile: Callable[[dict[str, Any]], str]) -> Edit:
    """Move a tile from where it is onto ``pile``."""

    def edit(s: dict[str, Any]) -> None:
        moved = tile(s)
        for area in [*s["cargo"], *s["deliveries"], *s["junk"].values(), *s["piles"].values()]:
            if moved in area:
                area.remove(moved)
        s["piles"][pile].append(moved)

    return edit


def _empty_purple(s: dict[str, Any]) -> None:
    """Purple, hit, has nothing left to drop: its cargo went into Yellow's."""
    s["cargo"][0] += s["cargo"][1] + s["deliveries"][1]
    s["cargo"][1], s["deliveries"][1] = [], []


def _set(**values: Any) -> Edit:
    return lambda s: s.update(values)


def _hit(*seats: int, value: int = 1) -> Edit:
    return lambda s: s["phase"].update(hit=list(seats), value=value)


@dataclass(frozen=True)
class Tampered:
    """A save edited into one Junk Orbit refuses, and the English message it is refused with.

    ``plural`` is the message's plural form when it has one (``count`` names the placeholder
    whose number chooses the form); ``named`` lists the placeholders that hold a city's name
    (the language's name for that city).
    """

    start: Start
    edit: Edit
    field: str
    message: str
    plural: str | None = None
    count: str = "count"
    named: tuple[str, ...] = ()


_REFILL = (
    "a city emptied by a collection is refilled at once from the {pile} pile, which still has "
    "{{count}} tiles (rule III, Refill)"
)
_UNKNOWN_CITY = "unknown value {{value}} (not in play at {{players}} {players})"
_NOT_IN_PLAY = "is not in play at {{players}} {players}"
_ITEMS = "expected {{count}} {items}, got {{found}}"
_AT_MOST = "must be at most {high}, got {value}"
_OBJECT = "expected an object, got {value}"
_NOT_A_TILE = "{tile} is not a tile"
_LAUNCH = (
    "a launch of {value} {sense} from {start} hits the ships of one city it reaches ({reach}), "
    "not seat {seat}'s in {city}"
)


def _plural(message: str, **forms: tuple[str, str]) -> tuple[str, str]:
    """``message``'s singular and plural, each word of ``forms`` in its own number."""
    return (
        message.format(**{key: one for key, (one, _) in forms.items()}),
        message.format(**{key: many for key, (_, many) in forms.items()}),
    )


#: The messages of junkspace's own catalog (core.validate's), not the game's.
_JUNKSPACE = {
    _plural(_ITEMS, items=("item", "items"))[0],
    _AT_MOST,
    _OBJECT,
    "is missing",
    "is not a known field",
}


def _refill(pile: str) -> tuple[str, str]:
    message = _REFILL.format(pile=pile)
    return message, message  # English said "1 tiles", and still does


CASES: dict[str, Tampered] = {
    # -- the table size (invariants._check_table) --
    "active past the last seat": Tampered(_played, _set(active=3), "state.active", _AT_MOST),
    "final turns past the last seat": Tampered(
        _played, _set(final_turns=4), "state.final_turns", _AT_MOST
    ),
    "one ship too many": Tampered(
        _played,
        lambda s: s["ships"].append("KEP"),
        "state.ships",
        *_plural(_ITEMS, items=("item", "items")),
    ),
    "the last city's junk missing": Tampered(
        _played, lambda s: s["junk"].pop("NOC"), "state.junk.NOC", "is missing"
    ),
    "a city not in play at 3": Tampered(
        _played,
        lambda s: s["junk"].update(STI=[]),
        "state.junk.STI",
        *_plural(_NOT_IN_PLAY, players=("player", "players")),
        count="players",
    ),
    "a ship at a city not in play": Tampered(
        _played,
        lambda s: s["ships"].__setitem__(0, "STI"),
        "state.ships[0]",
        *_plural(_UNKNOWN_CITY, players=("player", "players")),
        count="players",
    ),
    # -- the junk object (codec.Junk) --
    "a city's junk missing": Tampered(
        _played, lambda s: s["junk"].pop("KEP"), "state.junk.KEP", "is missing"
    ),
    "a city that is no city": Tampered(
        _played, lambda s: s["junk"].update(PAR=[]), "state.junk.PAR", "is not a known field"
    ),
    "junk as a list": Tampered(_played, _set(junk=[]), "state.junk", _OBJECT),
    "junk as a string": Tampered(_played, _set(junk="KEP"), "state.junk", _OBJECT),
    "junk as a number": Tampered(_played, _set(junk=3), "state.junk", _OBJECT),
    "junk as null": Tampered(_played, _set(junk=None), "state.junk", _OBJECT),
    # -- the tiles (invariants._check_tiles) --
    "a tile that does not exist": Tampered(
        _played, lambda s: s["cargo"][1].append("E99"), "state.cargo[1][", _NOT_A_TILE
    ),
    "a tile written in lower case": Tampered(
        _played, lambda s: s["cargo"][1].append("e01"), "state.cargo[1][", _NOT_A_TILE
    ),
    "an empty tile name": Tampered(
        _played, lambda s: s["junk"]["KEP"].append(""), "state.junk.KEP[0]", _NOT_A_TILE
    ),
    "a pasted novel for a tile": Tampered(
        _played, lambda s: s["piles"]["moon"].append("L" * 500), "state.piles.moon[", _NOT_A_TILE
    ),
    "a tile of a larger table": Tampered(
        _played,
        lambda s: s["cargo"][0].append("E35"),
        "state.cargo[0][",
        "{tile} is not used at this table size",
    ),
    "a tile in two places": Tampered(
        _played,
        lambda s: s["cargo"][0].append(s["cargo"][1][0]),
        "state.cargo[1]",
        "tile {tile} is also in {place}",
    ),
    "a tile nowhere": Tampered(
        _played,
        lambda s: s["piles"]["mars"].pop(),
        "state",
        "tile {tile} is nowhere (every tile in play must be somewhere)",
    ),
    "a starter delivered": Tampered(
        _played,
        _deliver_a_starter,
        "state.deliveries[0]",
        "starter tile {tile} can never be delivered",
    ),
    "an empty Earth city": Tampered(_new, _empty("HOU"), "state.junk.HOU", *_refill("earth")),
    "an empty Moon city": Tampered(_new, _empty("KEP"), "state.junk.KEP", *_refill("moon")),
    "an empty Mars city": Tampered(_new, _empty("OLY"), "state.junk.OLY", *_refill("mars")),
    "an empty city, one tile left": Tampered(
        _new, _empty("OLY", keep=1), "state.junk.OLY", *_refill("mars")
    ),
    "a Moon tile on the Earth pile": Tampered(
        _played,
        _into_pile("earth", lambda s: s["piles"]["moon"][0]),
        "state.piles.earth",
        "tile {tile} belongs to the moon pile",
    ),
    "an Earth tile on the Moon pile": Tampered(
        _played,
        _into_pile("moon", lambda s: s["piles"]["earth"][0]),
        "state.piles.moon",
        "tile {tile} belongs to the earth pile",
    ),
    "a Mars tile on the Earth pile": Tampered(
        _played,
        _into_pile("earth", lambda s: s["piles"]["mars"][0]),
        "state.piles.earth",
        "tile {tile} belongs to the mars pile",
    ),
    "a starter on the Mars pile": Tampered(
        _new,
        _into_pile("mars", lambda s: "S01"),
        "state.piles.mars",
        "tile {tile} belongs to the starter pile",
    ),
    # -- the turn step (invariants._check_phase, _check_hit) --
    "over with final turns left": Tampered(
        _played,
        _set(phase={"step": "over"}),
        "state.phase",
        "the game is over exactly when no final turn is left (final_turns 0)",
    ),
    "delivering nothing at Olympus": Tampered(
        _at_olympus,
        _set(phase={"step": "deliver"}),
        "state.phase",
        "nothing in the cargo can be delivered at {city}",
        named=("city",),
    ),
    "a drop with nobody hit": Tampered(
        _hit_at_tycho, _hit(), "state.phase.hit", "a drop step needs at least one hit player"
    ),
    "a ship hit twice": Tampered(
        _hit_at_tycho, _hit(1, 1), "state.phase.hit", "a player is hit at most once per launch"
    ),
    "a seat past the table hit": Tampered(_hit_at_tycho, _hit(3), "state.phase.hit[0]", _AT_MOST),
    "the launcher hit": Tampered(
        _hit_at_tycho, _hit(0), "state.phase.hit[0]", "a launch never hits its own ship"
    ),
    "a hit no launch of that value makes": Tampered(
        _hit_at_tycho, _hit(1, 2, value=2), "state.phase.hit[0]", _LAUNCH
    ),
    "a hit player with nothing to drop": Tampered(
        _hit_at_tycho, _empty_purple, "state.phase.hit[0]", "seat {seat} has no tile to drop"
    ),
    "hit players out of turn order": Tampered(
        _hit_at_tycho,
        _hit(2, 1),
        "state.phase.hit",
        "hit players drop in turn order from the launcher's left",
    ),
}


def _pattern(message: str) -> re.Pattern[str]:
    """``message`` with each placeholder a named group that matches any value."""
    parts = re.split(r"\{(\w+)\}", message)
    return re.compile(
        "".join(
            re.escape(part) if i % 2 == 0 else f"(?P<{part}>.+?)" for i, part in enumerate(parts)
        ),
        re.DOTALL,
    )


def _values(english: str, forms: tuple[str, ...]) -> dict[str, str]:
    """The values filled in the English ``forms`` to give ``english``."""
    for form in forms:
        if found := _pattern(form).fullmatch(english):
            return found.groupdict()
    raise AssertionError(f"{english!r} is none of {forms}")


def _said(
    message: str, plural: str | None, count: str, values: Mapping[str, Any], named: tuple[str, ...]
) -> str:
    """The catalog's words for ``message`` in the language now spoken, ``values`` filled (the
    English name of a city in ``named`` placeholders given in the language's)."""
    filled = {key: name(_CODES[value]) if key in named else value for key, value in values.items()}
    words = JUNKSPACE_WORDS if message in _JUNKSPACE else WORDS
    if plural is None:
        return words.gettext(message, **filled)
    return words.ngettext(message, plural, int(values[count]), **filled)


def _refusals(text: str) -> dict[str, InvalidStateError]:
    """What loading ``text`` raises in each language."""
    refused = {}
    for language in LANGUAGES:
        with speaking(language), pytest.raises(InvalidStateError) as caught:
            junkspace.from_json(text)
        refused[language] = caught.value
    return refused


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_a_tampered_save_is_refused_in_the_catalogs_words(case: Tampered, arrange: Arrange) -> None:
    save = case.start(arrange)
    junkspace.from_json(json.dumps(save))
    case.edit(save["state"])
    refused = _refusals(json.dumps(save))
    english = refused["en"]
    assert english.field.startswith(case.field), str(english)
    forms = (case.message,) if case.plural is None else (case.message, case.plural)
    values = _values(english.problem, forms)
    for language, error in refused.items():
        assert error.field == english.field, (language, str(error))
        with speaking(language):
            said = _said(case.message, case.plural, case.count, values, case.named)
        assert error.problem == said, (language, str(error))
        if language != "en":
            assert error.problem != english.problem, (language, str(error))


def test_every_message_of_a_refused_save_has_a_case() -> None:
    """Each message of invariants.py and codec.py (their msgids in the template) is raised by
    one of the cases above (the others raise junkspace's)."""
    from babel.messages.extract import extract_from_file

    from junkspace.junk_orbit import codec, invariants

    marked = {
        message[1] if isinstance(message[1], str) else message[1][0]
        for module in (codec, invariants)
        for message in extract_from_file("python", str(module.__file__))
    }
    assert marked == {case.message for case in CASES.values()} - _JUNKSPACE


@pytest.mark.parametrize("steps", [1, 3])
def test_a_route_to_a_city_out_of_reach_is_refused_in_the_catalogs_words(steps: int) -> None:
    board = board_for(players=2)
    message = "{landing} is not {steps} cities {sense} of {city}"
    problems = {}
    for language in LANGUAGES:
        with speaking(language), pytest.raises(ValueError) as caught:
            board.route("KEP", "cw", steps, "HOU")
        problems[language] = str(caught.value)
        values = dict(landing="HOU", steps=steps, sense="cw", city="KEP")
        with speaking(language):
            assert problems[language] == WORDS.ngettext(message, message, steps, **values)
    assert problems["en"] == f"HOU is not {steps} cities cw of KEP"
    assert problems["fr"] != problems["en"] and problems["es"] != problems["en"]


@pytest.mark.parametrize(
    ("edit", "field"),
    [
        (_set(active="1"), "state.active"),
        (_set(final_turns=[1]), "state.final_turns"),
        (lambda s: s["ships"].__setitem__(0, 3), "state.ships[0]"),
        (lambda s: s["cargo"][0].append(3), "state.cargo[0]["),
        (lambda s: s["junk"].update(KEP="E01"), "state.junk.KEP"),
        (lambda s: s["piles"].update(moon={}), "state.piles.moon"),
        (lambda s: s["phase"].update(step="drop", hit="1", value=1, sense="cw"), "state.phase.hit"),
    ],
)
def test_a_value_of_the_wrong_type_is_refused_at_the_same_field_in_every_language(
    edit: Edit, field: str, arrange: Arrange
) -> None:
    """Values of the wrong JSON type are refused by the engine's typed reading (its words, not
    the game's) before Junk Orbit's rules are checked: the same field in every language."""
    save = _played(arrange)
    edit(save["state"])
    refused = _refusals(json.dumps(save))
    assert refused["en"].field.startswith(field), str(refused["en"])
    assert {error.field for error in refused.values()} == {refused["en"].field}
