"""The engine refuses in the language spoken: its errors are messages of its catalogs.

A person meets the engine's errors when a save is refused, a seed or a seat is not one, an
action comes after the end: each is a gettext message (docs/translating.md). The errors are
raised in Spanish and French and each must be a sentence of that language's catalog.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from catalogs import catalog_messages, message_pattern

import junkspace
from junkspace import GameRecord, i18n
from junkspace.core.validate import typed_refusal

ROOT = Path(junkspace.__file__).parent
# -- the core's errors, raised in each language ------------------------------------------------

STATE = junkspace.new_game("hyperstellar", players=2, seed=1)
SAVE = json.loads(STATE.to_json())


def _edited(**fields: object) -> Callable[[], object]:
    data = json.loads(STATE.to_json())
    data["state"].update(fields)
    return lambda: junkspace.from_json(json.dumps(data))


def _finished() -> junkspace.GameState:
    state = junkspace.new_game("junk_orbit", players=2, seed=3)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return state


FINISHED = _finished()

#: Each call raises one of the core's errors (its English beside it, to show which).
CORE_ERRORS: dict[str, Callable[[], object]] = {
    "seed must be an integer": lambda: junkspace.new_game("junk_orbit", seed=1.5),
    "is for 2–5 players": lambda: junkspace.new_game("junk_orbit", players=9),
    "players must be an integer": lambda: junkspace.new_game("junk_orbit", players="x"),
    "Hyperstellar is for 2–4": lambda: junkspace.hyperstellar.new_game(players=5),
    "unknown game": lambda: junkspace.new_game("chess"),
    "player must be a seat": lambda: STATE.seat_name(9),
    "a seed for determinize": lambda: STATE.determinize(0, "x"),
    "expected an action or its notation": lambda: STATE.apply(42),
    "the game is over": lambda: FINISHED.apply("collect"),
    "must be at most (msgspec)": _edited(players=7),
    "expected an integer (msgspec)": _edited(players="x"),
    "expected an integer or null (msgspec)": _edited(max_revolutions="x"),
    "must be at least (msgspec)": _edited(revolution=-1),
    "is not a known field (msgspec)": _edited(colour=1),
    "unknown value (a named number)": _edited(phase={"step": "act", "sector": "bar", "seat": 0}),
    "is not a JSON number": lambda: junkspace.from_json('{"a": NaN}'),
    "a record, not a state": lambda: junkspace.from_json(
        GameRecord.start("junk_orbit", players=2, seed=1).to_json()
    ),
    "only one line": lambda: GameRecord.start("junk_orbit", players=2, seed=1).drop(0),
    "no language": lambda: i18n.set_language("de"),
    "no rules page": lambda: junkspace.core.plugins.rules_page("junk_orbit", "de"),
}


def _said(call: Callable[[], object]) -> str:
    with pytest.raises(ValueError) as refused:
        call()
    return str(refused.value)


@pytest.mark.parametrize("language", ["es", "fr"])
def test_the_cores_errors_speak_the_language_spoken(language: str) -> None:
    po = ROOT / "locale" / language / "LC_MESSAGES" / "junkspace.po"
    translations = {text for strings in catalog_messages(po).values() for text in strings}
    sentence = re.compile("|".join(message_pattern(text) for text in sorted(translations)))
    english = {name: _said(call) for name, call in CORE_ERRORS.items()}
    with i18n.speaking(language):
        said = {name: _said(call) for name, call in CORE_ERRORS.items()}
    for name, text in said.items():
        assert text != english[name], f"{name}: said in English: {text!r}"
        assert sentence.fullmatch(text), f"{name}: not from the {language} catalog: {text!r}"


def test_msgspec_refusals_are_worded_as_the_engines() -> None:
    """Each of msgspec's refusals becomes a sentence of ours; an unknown one is kept."""
    worded = [
        typed_refusal(message, data, "state").problem
        for message, data in [
            ("Expected `int | null`, got `str` - at `$.a`", {"a": "x"}),
            ("Expected `int` > 0 - at `$.a`", {"a": 0}),
            ("Expected `int` < 9 - at `$.a`", {"a": 9}),
            ("Expected `array` of length >= 2 - at `$.a`", {"a": [1]}),
            ("Expected `array` of length <= 1 - at `$.a`", {"a": [1, 2]}),
            ("Something new - at `$.a`", {"a": 1}),
        ]
    ]
    assert worded == [
        'expected an integer or null, got "x"',
        "must be more than 0, got 0",
        "must be less than 9, got 9",
        "expected at least 2 items, got 1",
        "expected at most 1 item, got 2",
        "Something new",
    ]
    with i18n.speaking("fr"):
        french = typed_refusal("Expected `int | null`, got `str` - at `$.a`", {"a": "x"}, "s")
    assert french.problem == 'on attendait un nombre entier ou null, pas "x"'
