"""junkspace refuses in the language spoken: its errors are messages of its catalogs.

A person meets the engine's errors when a save is refused, a seed or a seat is not one, an
action comes after the end, and a notebook's when an app's seats, a bot or a rules section is
not one: each is a gettext message (docs/translating.md). The scan fails on English written
straight into a ``raise`` in the packages whose words are in the catalogs (the errors only a
game's own code can cause are listed, with why); the errors are then raised in Spanish and
French and each must be a sentence of that language's catalog. The RL adapters
(``junkspace.interop``, whose errors speak to OpenSpiel's and PettingZoo's programmers), the
course's tools (``junkspace.teaching``, whose lessons are in English) and the board kit's
drawing code are not in the catalogs.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from catalogs import catalog_messages, message_pattern

import junkspace
from junkspace import GameRecord, hyperstellar, i18n
from junkspace.bots import GreedyBot, bot_spec
from junkspace.bots import play as play_out
from junkspace.core.validate import typed_refusal
from junkspace.simulation.stats import wilson
from junkspace.simulation.summary import summarize
from junkspace.widgets import GameApp
from junkspace.widgets.rules_page import rules

ROOT = Path(junkspace.__file__).parent
#: The engine, then the app, the command line and the library around them.
SCANNED = (
    *("core", "junk_orbit", "asteroid_belt", "hyperstellar", "i18n.py"),
    *("widgets", "bots", "rooms", "simulation", "cli.py", "commands"),
)
#: The exceptions a person reads (the engine's own are all ValueErrors).
READ = {
    "ValueError",
    "TypeError",
    "JunkspaceError",
    "InvalidStateError",
    "IllegalActionError",
    "InvalidActionError",
}
#: Errors only a game's own code or files can cause, by module and function: said in English
#: to the programmer, like a failed assertion.
PROGRAMMERS = {
    ("core/draft.py", "_misspelt"): "a game's Turn wrote a field its state does not have",
    ("core/record.py", "__post_init__"): "a GameRecord built by hand with no line",
    ("core/record.py", "of_game"): "a GameRecord built by hand from mismatched lists",
    ("core/rng.py", "below"): "a game asked its generator for a number below zero",
    ("asteroid_belt/board.py", "_read_map"): "the board.txt shipped in the package is malformed",
    ("asteroid_belt/state.py", "guard_units"): "the turn asked for guards outside their phase",
}


def _english_raises() -> Iterator[tuple[str, str, int, str]]:
    """(module, function, line, text) of each error made from a literal or an f-string."""
    for part in SCANNED:
        base = ROOT / part
        for path in [base] if base.suffix else sorted(base.rglob("*.py")):
            module = path.relative_to(ROOT).as_posix()
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for function in ast.walk(tree):
                if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                    continue
                for node in ast.walk(function):
                    if not (
                        isinstance(node, ast.Call)
                        and isinstance(node.func, ast.Name)
                        and node.func.id in READ
                        and node.args
                    ):
                        continue
                    text = node.args[-1]
                    if isinstance(text, ast.JoinedStr) or (
                        isinstance(text, ast.Constant) and isinstance(text.value, str)
                    ):
                        yield module, function.name, node.lineno, ast.unparse(text)


def test_no_english_is_written_into_an_error() -> None:
    found = list(_english_raises())
    places = {(module, function) for module, function, _, _ in found}
    english = [f"{m}:{ln} in {f}: {text}" for m, f, ln, text in found if (m, f) not in PROGRAMMERS]
    assert not english, "errors not from a catalog:\n" + "\n".join(english)
    assert places == set(PROGRAMMERS), f"listed but gone: {set(PROGRAMMERS) - places}"


def test_the_scan_finds_an_english_error() -> None:
    """The scan above can fail: it finds the programmers' errors it lets pass."""
    assert {(m, f) for m, f, _, _ in _english_raises()} >= {("core/rng.py", "below")}


# -- the errors, raised in each language ----------------------------------------------------

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

#: Each call raises one of junkspace's errors (its English beside it, to show which).
ERRORS: dict[str, Callable[[], object]] = {
    "seed must be an integer": lambda: junkspace.new_game("junk_orbit", seed=1.5),
    "is for 2–5 players": lambda: junkspace.new_game("junk_orbit", players=9),
    "players must be an integer": lambda: junkspace.new_game("junk_orbit", players="x"),
    "Hyperstellar is for 2–4": lambda: hyperstellar.new_game(players=5),
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
    "seats lists 3 seats": lambda: GameApp("junk_orbit", players=2, seats=["human"] * 3),
    "unknown seat": lambda: GameApp("junk_orbit", players=2, seats=["human", "genius"]),
    "no section": lambda: rules("junk_orbit", section="Dinner"),
    "no game called": lambda: rules("chess"),
    "rules() needs a game": lambda: rules(),
    "lookahead must be at least 1": lambda: GreedyBot(lookahead=0),
    "2 seats need 2 bots": lambda: play_out(STATE, [GreedyBot()]),
    "no decision to make": lambda: GreedyBot()(FINISHED),
    "not one of the named bots": lambda: bot_spec(lambda state: state.legal_actions()[0]),
    "no games to summarize": lambda: summarize([]),
    "a rate needs a trial": lambda: wilson(0, 0),
}


def _said(call: Callable[[], object]) -> str:
    with pytest.raises(ValueError) as refused:
        call()
    return str(refused.value)


@pytest.mark.parametrize("language", ["es", "fr"])
def test_the_errors_speak_the_language_spoken(language: str) -> None:
    po = ROOT / "locale" / language / "LC_MESSAGES" / "junkspace.po"
    translations = {text for strings in catalog_messages(po).values() for text in strings}
    sentence = re.compile("|".join(message_pattern(text) for text in sorted(translations)))
    english = {name: _said(call) for name, call in ERRORS.items()}
    with i18n.speaking(language):
        said = {name: _said(call) for name, call in ERRORS.items()}
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
