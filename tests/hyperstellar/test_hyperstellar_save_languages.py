"""A refused Hyperstellar save says why in the language spoken, naming the same field.

Each case is a save edited into one no game reaches (or holding a value of the wrong type),
loaded in English, French and Spanish. The field is the same in each; the English problem is
the sentence the engine has always written; the French and Spanish ones differ from it and are
exactly the catalog's translation of that English message (``.po`` msgstr, in the plural form
the count asks for), each placeholder filled with the English value in the language's words:
a seat, a sector or a colour as the catalog translates it, a number or notation as it is.
Every message of the game's save checks (invariants.py, codec.py) is raised by some case.
"""

from __future__ import annotations

import functools
import gettext
import itertools
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po

import junkspace
from junkspace import InvalidStateError
from junkspace.i18n import speaking

PACKAGE = Path(junkspace.__file__).parent / "hyperstellar"
STATES = Path(__file__).parents[1] / "fixtures" / "states"
LANGUAGES = ("fr", "es")
PLACEHOLDER = re.compile(r"\{(\w+)\}")

Edit = Callable[[dict[str, Any]], None]


def _new(players: int) -> dict[str, Any]:
    save: dict[str, Any] = json.loads(
        junkspace.new_game("hyperstellar", players=players, seed=1).to_json()
    )
    return save


def _fixture(name: str) -> dict[str, Any]:
    save: dict[str, Any] = json.loads((STATES / f"{name}.json").read_text())["save"]
    return save


def _placed_once() -> dict[str, Any]:
    """Three players, Red's first researcher placed, Yellow to place."""
    state = junkspace.new_game("hyperstellar", players=3, seed=1)
    save: dict[str, Any] = json.loads(state.apply(state.legal_actions()[0]).to_json())
    return save


def _set(**fields: Any) -> Edit:
    return lambda state: state.update(fields)


def _item(name: str, index: int, value: object) -> Edit:
    return lambda state: state[name].__setitem__(index, value)


# (save, edit, field, English problem): one case per message at least.
CASES: list[tuple[Callable[[], dict[str, Any]], Edit, str, str]] = [
    # codec.py: card letters, and a value of the wrong type for each card field
    (
        lambda: _new(3),
        _item("hands", 1, "RX"),
        "state.hands[1]",
        "'X' is not a card colour (colours: ROYGBPW)",
    ),
    (lambda: _new(3), _set(pile="RZ"), "state.pile", "'Z' is not a card colour (colours: ROYGBPW)"),
    (lambda: _new(3), _item("hands", 1, 3), "state.hands[1]", "expected a string, got 3"),
    (lambda: _new(3), _set(pile=None), "state.pile", "expected a string, got null"),
    (lambda: _new(3), _set(discard=["R"]), "state.discard", 'expected a string, got ["R"]'),
    # invariants.py: the table
    (
        lambda: _new(3),
        _set(crew=[[0], [1], [2], [0]]),
        "state.crew",
        "the crew quarters have 3 bunks, not 4",
    ),
    (
        lambda: _new(2),
        _set(crew=[[0], [1], [0]]),
        "state.crew",
        "the crew quarters have 2 bunks, not 3",
    ),
    (
        lambda: _new(3),
        _set(crew=[[0, 1, 2]]),
        "state.crew[0]",
        "a bunk in use holds 1 to 2 researchers",
    ),
    (
        lambda: _new(3),
        _set(eliminated=[1, 1]),
        "state.eliminated",
        "a player leaves the game only once",
    ),
    (
        lambda: _new(2),
        _set(eliminated=[0, 1]),
        "state.eliminated",
        "the last player in the game never leaves",
    ),
    (
        lambda: _new(3),
        _set(phase={"step": "answer", "actor": 0, "seats": [0]}),
        "state.phase.seats",
        "each other player answers a recycling once",
    ),
    # the cards
    (
        lambda: _new(3),
        _item("hands", 1, "RR"),
        "state",
        "the deck has 8 red cards, but hands, pile and discard hold 10",
    ),
    *(
        (
            lambda: _new(3),
            _set(discard=letter * 3),
            "state",
            f"the deck has 8 {name} cards, but hands, pile and discard hold 11",
        )
        for letter, name in zip(
            "ROYGBPW",
            ("red", "orange", "yellow", "green", "blue", "purple", "white"),
            strict=True,
        )
    ),
    # the station
    (lambda: _new(3), _set(engine=[3, 1, 0]), "state.engine", "the engine room has 3 slots, not 4"),
    (lambda: _new(3), _set(lab=[2, 2, 0]), "state.lab", "the research lab has 3 slots, not 4"),
    (
        lambda: _new(4),
        _set(recycling=[1, 1, 2, 1]),
        "state.recycling",
        "the recycling centre has 4 slots, not 5",
    ),
    (
        lambda: _new(3),
        _item("hub", 0, 11),
        "state.hub[0]",
        "Red has 11 researchers; there are 10 a colour",
    ),
    (
        lambda: _new(3),
        _item("hub", 2, 12),
        "state.hub[2]",
        "Green has 12 researchers; there are 10 a colour",
    ),
    (
        lambda: _new(3),
        _set(eliminated=[1]),
        "state.hub[1]",
        "Yellow is out of the game but has researchers",
    ),
    (
        lambda: _new(3),
        _item("hub", 1, 0),
        "state.hub[1]",
        "Yellow is in the game with no researcher",
    ),
    # placing
    (
        lambda: _fixture("hyperstellar-2p-after30"),
        _item("points", 1, 150),
        "state.points[1]",
        "Yellow has 150 points: the game ended with the revolution that reached 150, so no new "
        "one is being placed",
    ),
    (
        _placed_once,
        _set(phase={"step": "place", "seat": 2}),
        "state.phase.seat",
        "seats place in table order, one researcher each a rotation: Green places its "
        "researcher number 1, and Yellow has placed 0",
    ),
    (
        lambda: _new(3),
        _set(hub=[0, 2, 2], engine=[1, 0, 0], lab=[1, 0, 0]),
        "state.phase",
        "Red has no researcher on the hub to place",
    ),
    (
        lambda: _new(2),
        _set(hub=[1, 1], engine=[1, 1], lab=[1, 1], recycling=[1, 1], crew=[[0, 0], [1, 1]]),
        "state.phase",
        "the station has no free slot left",
    ),
    # the pending decision
    (lambda: _new(3), _set(eliminated=[0], hub=[0, 2, 2]), "state.phase", "Red is out of the game"),
    (
        lambda: _new(3),
        _set(phase={"step": "over"}, engine=[1, 0, 0]),
        "state.phase",
        "at the end every researcher is on the hub",
    ),
    (lambda: _new(3), _set(phase={"step": "over"}), "state.phase", "nothing has ended this game"),
    (
        lambda: _new(3),
        _set(eliminated=[1, 2], hub=[2, 0, 0]),
        "state.phase",
        "a game with one player left is over",
    ),
    (
        lambda: _new(3),
        _set(
            phase={"step": "answer", "actor": 0, "seats": [1]}, hub=[1, 2, 2], recycling=[1, 0, 0]
        ),
        "state.phase",
        "the recycling centre is past this answer",
    ),
    (
        lambda: _new(3),
        _set(phase={"step": "answer", "actor": 0, "seats": [1, 2]}, energy=[9, 9, 0]),
        "state.phase.seats[1]",
        "Green cannot buy water",
    ),
    (
        lambda: _new(3),
        _set(phase={"step": "act", "sector": "lab", "seat": 0}),
        "state.phase",
        "Red has no researcher in the research lab",
    ),
    (
        lambda: _new(3),
        _set(phase={"step": "act", "sector": "crew", "seat": 1}),
        "state.phase",
        "Yellow has no researcher in the crew quarters",
    ),
    (
        lambda: _new(3),
        _set(phase={"step": "score", "seat": 2}),
        "state.phase",
        "Green has no researcher in the research lab",
    ),
    (
        lambda: _new(3),
        _set(
            phase={"step": "act", "sector": "recycling", "seat": 1},
            hub=[2, 1, 1],
            recycling=[0, 1, 0],
            lab=[0, 0, 1],
        ),
        "state.phase",
        "researchers are still out where the action phase has been",
    ),
    (
        lambda: _new(3),
        _set(
            phase={"step": "act", "sector": "lab", "seat": 0},
            hub=[1, 2, 2],
            lab=[1, 0, 0],
            energy=[1, 9, 9],
        ),
        "state.phase",
        "Red has nothing to do in the research lab",
    ),
    (
        lambda: _new(3),
        _set(
            phase={"step": "act", "sector": "recycling", "seat": 0},
            hub=[1, 2, 2],
            recycling=[1, 0, 0],
            energy=[1, 9, 9],
        ),
        "state.phase",
        "Red cannot pay for any recycling",
    ),
    (
        lambda: _new(3),
        _set(phase={"step": "act", "sector": "crew", "seat": 0}, hub=[1, 2, 2], crew=[[0]]),
        "state.phase",
        "Red cannot recruit",
    ),
]

# A value of the wrong type in each other kind of field these checks cover (a count, a list of
# seats, the bunks, a pending decision's seats): refused naming the same field in every
# language. Their words are the core's reading of the JSON types, not this game's catalog.
WRONG_TYPES: list[tuple[Edit, str]] = [
    (_item("hub", 1, "2"), "state.hub[1]"),
    (_set(points="many"), "state.points"),
    (_set(eliminated=[True]), "state.eliminated[0]"),
    (_set(crew="x"), "state.crew"),
    (_set(crew=[[0, "1"]]), "state.crew[0][1]"),
    (_set(phase={"step": "answer", "actor": 0, "seats": "1"}), "state.phase.seats"),
]


@functools.cache
def _catalog(language: str) -> Catalog:
    with (PACKAGE / "locale" / language / "LC_MESSAGES" / "hyperstellar.po").open("rb") as po:
        return read_po(po, locale=language)


def _forms(message: Message) -> tuple[str, ...]:
    return (message.id,) if isinstance(message.id, str) else tuple(message.id)


def _pattern(text: str) -> re.Pattern[str]:
    """``text`` with each placeholder a named wildcard (a repeated one repeats its value)."""
    pieces = PLACEHOLDER.split(text)  # literal, name, literal, name, ..., literal
    regex = re.escape(pieces[0])
    for name, literal in zip(pieces[1::2], pieces[2::2], strict=True):
        regex += f"(?P={name})" if f"(?P<{name}>" in regex else f"(?P<{name}>.+?)"
        regex += re.escape(literal)
    return re.compile(regex, re.DOTALL)


def _message(english: str) -> tuple[Message, dict[str, str]] | None:
    """The catalog's message of which ``english`` is a filled form, and the values filled;
    the most specific one (most words of its own) where several fit, as ``Red has no
    researcher on the hub to place`` fits ``{who} has no researcher {where}`` too."""
    found = []
    for message in _catalog("fr"):
        if not message.id:
            continue
        for form in _forms(message):
            if filled := _pattern(form).fullmatch(english):
                found.append((len(PLACEHOLDER.sub("", form)), message, filled.groupdict()))
                break
    if not found:
        return None
    _, message, values = max(found, key=lambda fit: fit[0])
    return message, values


def _translation(language: str, message: Message, count: str | None) -> str:
    """The msgstr of ``message`` in ``language``, in the plural form ``count`` asks for."""
    translated = _catalog(language)[message.id]
    assert translated is not None and not translated.fuzzy, message.id
    if isinstance(translated.string, tuple):
        assert count is not None, message.id
        return translated.string[gettext.c2py(_catalog(language).plural_expr)(int(count))]
    assert isinstance(translated.string, str)
    return translated.string


def _spoken(language: str, english: str) -> set[str]:
    """What ``language`` says for ``english``: the catalog's translation of a message without
    placeholders (a seat, a sector, a colour); for a filled message, its translation filled
    with its values spoken in ``language`` (an amount's words too); else ``english`` itself (a
    number, notation)."""
    plain = _catalog(language).get(english)
    if plain is not None and isinstance(plain.string, str) and not PLACEHOLDER.search(english):
        return {plain.string}
    fit = _message(english)
    if fit is None:
        return {english}
    message, values = fit
    text = _translation(language, message, values.get("count"))
    options = {name: sorted(_spoken(language, value)) for name, value in values.items()}
    return {
        _filled(text, dict(zip(options, chosen, strict=True)))
        for chosen in itertools.product(*options.values())
    }


def _filled(text: str, values: dict[str, str]) -> str:
    return PLACEHOLDER.sub(lambda found: values[found[1]], text)


def _refusal(save: dict[str, Any], language: str) -> InvalidStateError:
    with speaking(language), pytest.raises(InvalidStateError) as caught:
        junkspace.from_json(json.dumps(save))
    return caught.value


@pytest.mark.parametrize(
    ("make", "edit", "field", "english"), CASES, ids=[case[3][:48] for case in CASES]
)
def test_a_refused_save_says_why_in_the_catalogs_words(
    make: Callable[[], dict[str, Any]], edit: Edit, field: str, english: str
) -> None:
    save = make()
    junkspace.from_json(json.dumps(save))
    edit(save["state"])
    refused = _refusal(save, "en")
    assert (refused.field, refused.problem) == (field, english)
    assert _message(english) is not None, f"{english!r} is no message of the catalog"
    for language in LANGUAGES:
        spoken = _refusal(save, language)
        assert spoken.field == field
        assert spoken.problem != english, language
        assert spoken.problem in _spoken(language, english), language


@pytest.mark.parametrize(("edit", "field"), WRONG_TYPES, ids=[case[1] for case in WRONG_TYPES])
def test_a_value_of_the_wrong_type_is_refused_in_every_language(edit: Edit, field: str) -> None:
    save = _new(3)
    edit(save["state"])
    for language in ("en", *LANGUAGES):
        assert _refusal(save, language).field == field


def test_every_message_of_the_save_checks_has_a_case() -> None:
    marked = {
        message if isinstance(message, str) else message[0]
        for module in ("invariants.py", "codec.py")
        for _, message, _, _ in extract_from_file("python", PACKAGE / module)
    }
    raised = set()
    for *_, english in CASES:
        fit = _message(english)
        assert fit is not None, english
        raised.add(_forms(fit[0])[0])
    assert marked == raised
