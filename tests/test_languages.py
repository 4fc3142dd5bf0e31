"""The shipped catalogs are complete, and a game played in a language speaks only that language.

A catalog ships when its ``.po`` is in a ``locale/<lang>/LC_MESSAGES`` folder of the package
(docs/translating.md). Every message in it must be translated, not fuzzy, with the same
placeholders as the English; every message marked in the package's code must be in it; and
seeded games played in the language must ask for no message the catalog lacks, each sentence
matching one of the catalog's translations. So must every word their boards draw (captions,
legends, buttons, hints, labels) and every game option's help in the New game form.
"""

from __future__ import annotations

import functools
import html
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po
from catalogs import PLACEHOLDER, UNELIDED, catalog_messages, message_pattern

import junkspace
from junkspace import Action, GameState, IllegalActionError, i18n
from junkspace.junk_orbit.topology import CITIES

ROOT = Path(junkspace.__file__).parent
SHIPPED = sorted(ROOT.rglob("locale/*/LC_MESSAGES/*.po"))


def _language(po: Path) -> str:
    return po.parent.parent.name


def _package(po: Path) -> Path:
    return po.parent.parent.parent.parent


def test_languages_are_shipped() -> None:
    assert {(_language(po), po.stem) for po in SHIPPED} >= {
        (language, game) for language in ("es", "fr") for game in TABLES
    }


@pytest.mark.parametrize("po", SHIPPED, ids=lambda po: f"{_language(po)}-{po.stem}")
def test_every_message_is_translated_with_its_placeholders(po: Path) -> None:
    assert catalog_messages(po)


@pytest.mark.parametrize("po", SHIPPED, ids=lambda po: f"{_language(po)}-{po.stem}")
def test_every_message_of_the_code_is_in_the_catalog(po: Path) -> None:
    """A new sentence in the code fails here until it is in every shipped catalog."""
    missing = _marked(_package(po)) - set(catalog_messages(po))
    assert not missing, f"{po} lacks {sorted(missing)}"


@functools.cache
def _marked(package: Path) -> frozenset[str]:
    """The messages marked in a package's code (read once for all its languages)."""
    # Core's catalog (junkspace/locale) keeps the words of junkspace's modules outside the
    # games' packages, which keep their own.
    games = {path.name for path in ROOT.iterdir() if (path / "game.py").exists()}
    return frozenset(
        message[2] if isinstance(message[2], str) else message[2][0]
        for message in extract_from_dir(package, method_map=[("**.py", "python")])
        if package != ROOT or Path(message[0]).parts[0] not in games
    )


# Each game's table for the seeded games: the most seats, and short games (a Hyperstellar
# game played at random would last its 100 revolutions, an Asteroid Belt game its 40 rounds).
TABLES: dict[str, dict[str, Any]] = {
    "junk_orbit": {"players": 5},
    "hyperstellar": {"players": 4, "max_revolutions": 3},
    "asteroid_belt": {"players": 3, "rounds": 3},
}
# Saved positions (tests/core/test_saved_states.py) in phases that short random games seldom
# reach (scoring, answering, eliminated, finished ...): a few moves are played from each.
POSITIONS = Path(__file__).parent / "fixtures" / "states"
FROM_POSITION = 12
# Illegal actions tried: many in the first position of a game, a few after each move.
FIRST_TRIED, THEN_TRIED = 80, 8


def _starts(game: str) -> Iterator[tuple[int, GameState, int]]:
    """Where the games start: three seeded new games, then every saved position of the game;
    each with its seed and how many moves to play."""
    for seed in range(3):
        yield seed, junkspace.new_game(game, seed=seed, **TABLES[game]), 10_000
    for seed, saved in enumerate(sorted(POSITIONS.glob(f"{game}-*.json"))):
        save = json.loads(saved.read_text())["save"]
        yield seed, junkspace.from_json(json.dumps(save)), FROM_POSITION


def _play(state: GameState, pick: random.Random, moves: int) -> Iterator[str]:
    """Everything a game says from ``state``: status, every legal action, events, refusals;
    its picture (``str``) is drawn at the start and the end, for the catalog's misses."""
    str(state)
    yield from (state.narrate(event) for event in state.events)
    tried = _sample(pick, state.action_space(), FIRST_TRIED)
    for _ in range(moves):
        yield state.status()
        if state.is_over:
            break
        actions = state.legal_actions()
        yield from (state.describe(action) for action in actions)
        for other in tried:
            if other not in actions:
                with pytest.raises(IllegalActionError) as refused:
                    state.apply(other)
                yield str(refused.value)
        state = state.apply(pick.choice(actions))
        yield from (state.narrate(event) for event in state.events)
        tried = _sample(pick, state.action_space(), THEN_TRIED)
    str(state)


def _sample(pick: random.Random, actions: tuple[Action, ...], count: int) -> list[Action]:
    return pick.sample(actions, min(count, len(actions)))


def _sentences(game: str) -> list[str]:
    return [
        said
        for seed, state, moves in _starts(game)
        for said in _play(state, random.Random(seed), moves)
    ]


@functools.cache
def _english(game: str) -> list[str]:
    return _sentences(game)


@pytest.mark.parametrize(
    "po",
    [po for po in SHIPPED if po.stem != "junkspace"],
    ids=lambda po: f"{_language(po)}-{po.stem}",
)
def test_a_game_played_in_a_language_speaks_only_its_catalog(po: Path) -> None:
    language, game = _language(po), po.stem
    translations = {text for strings in catalog_messages(po).values() for text in strings}
    sentence = re.compile("|".join(message_pattern(text) for text in sorted(translations)))
    english = _english(game)
    i18n.set_language(language)
    try:
        sentences = _sentences(game)
        assert len(sentences) == len(english), "the same games say as many sentences"
        for said, first in zip(sentences, english, strict=True):
            assert said != first, f"said in English: {said!r}"
            assert sentence.fullmatch(said), f"not from the {language} catalog: {said!r}"
            assert language != "fr" or not UNELIDED.search(said), f"not elided: {said!r}"
        missed = {m for m in i18n.untranslated() if m[:2] == (language, game)}
        assert not missed, f"asked for but not in {po}: {sorted(missed)}"
    finally:
        i18n.set_language(None)


def test_english_reads_no_catalog_and_other_languages_read_theirs() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=1)
    english = state.status()
    i18n.set_language("es")
    try:
        spanish = state.status()
        i18n.set_language("fr")
        french = state.status()
    finally:
        i18n.set_language(None)
    assert english == "Yellow to launch: pick a cargo tile, a sense and where it lands."
    assert (
        spanish == "Le toca lanzar a Amarillo: elige una ficha de la carga, un sentido y dónde cae."
    )
    assert french == (
        "À Jaune de lancer : choisissez une tuile de la soute, un sens et son point de chute."
    )


def test_the_environment_variable_chooses_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=1)
    monkeypatch.setenv(i18n.ENVIRONMENT_VARIABLE, "es_ES.UTF-8")
    assert state.status().startswith("Le toca lanzar a Amarillo")
    monkeypatch.setenv(i18n.ENVIRONMENT_VARIABLE, "tlh")
    with pytest.warns(UserWarning, match="JUNKSPACE_LANG='tlh'"):
        assert state.status().startswith("Yellow to launch")


def test_notation_has_no_language() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=1)
    action = state.legal_actions()[0]
    i18n.set_language("es")
    try:
        assert state.parse_action(str(action)) == action
        assert str(action) == "launch E01 cw TYC"
    finally:
        i18n.set_language(None)


def test_hyperstellar_speaks_in_the_words_of_its_french_rules() -> None:
    state = junkspace.new_game("hyperstellar", players=2, seed=1)
    scored = junkspace.Event.of("scored", 1, cards="OGBW", set="four colours", points=10, total=13)
    i18n.set_language("fr")
    try:
        french = state.status(), state.narrate(scored)
        i18n.set_language("es")
        spanish = state.status(), state.narrate(scored)
    finally:
        i18n.set_language(None)
    assert french == (
        "À Rouge de placer un chercheur sur un emplacement libre (révolution 1).",
        "Jaune a valorisé OGBW (quatre couleurs) et marqué 10 points : 13 sur la frise.",
    )
    assert spanish == (
        "Le toca a Rojo colocar un investigador en una casilla libre (revolución 1).",
        "Amarillo puntuó OGBW (cuatro colores) y ganó 10 puntos: 13 en el marcador.",
    )


def test_asteroid_belt_gives_each_language_its_articles_and_plurals() -> None:
    from junkspace.asteroid_belt import narrate

    moved = junkspace.Event.of("moved", 0, unit="assault", start="a1", end="b5", fuel=1)
    beaten = junkspace.Event.of("guard_beaten", None, unit="recon", cell="c3", asteroid="d4")
    said = {}
    for language in ("fr", "es"):
        i18n.set_language(language)
        try:
            said[language] = narrate(moved), narrate(beaten)
        finally:
            i18n.set_language(None)
    assert said["fr"] == (
        "Violet a déplacé une unité d’assaut de a1 à b5 (1 ressource).",
        "Le gardien de reconnaissance de d4 en c3 a été battu.",
    )
    assert said["es"] == (
        "Morado movió una unidad de asalto de a1 a b5 (1 recurso).",
        "El guardián de reconocimiento de d4 en c3 fue derrotado.",
    )


def test_the_command_line_speaks_the_language_asked(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from junkspace.cli import build_parser, main

    assert main(["demo", "junk_orbit", "--players", "2", "--quiet", "--lang", "fr"]) == 0
    last = capsys.readouterr().out.splitlines()[-1]
    assert re.fullmatch(r"\d+ décisions\. Fin de la partie : .* avec \d+ points?\.", last), last
    assert i18n.language() == "en", "--lang is the command's, not the session's"
    monkeypatch.setenv(i18n.ENVIRONMENT_VARIABLE, "es")
    assert build_parser().description == (
        "Tres juegos de tablero espaciales para jugar, recorrer jugada a jugada y estudiar."
    )
    assert not {m for m in i18n.untranslated() if m[1] == "junkspace"}


# -- the board and the New game form ---------------------------------------------------------

# What a board may show that no catalog holds: numbers and signs ("× 18", "0 / 15", "+7"), a
# letter (a column, a unit's token, a card's colour), a cell ("b13"), a run of card letters
# ("ROGGBP"), a city's code ("KEP"), and the notation of a legal action (a cell's label).
NEUTRAL = re.compile(r"[^A-Za-z]*|[A-Za-z★]|[a-x]\d{1,2}|[ROYGBPW]{2,7}")
# The decisions played before each picture of the board, and how many selections on the way to
# an action are drawn at each (their hints differ).
BOARD_DECISIONS, BOARD_EVERY, SELECTIONS = 40, 5, 4


def _board_patterns(po: Path) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """What the board may say in ``po``'s language (its translations, as drawn: each line of a
    message apart, in capitals where a board writes a name so, a capitalised name split in
    two lines), and the English messages that give themselves away: those with a word of
    three letters or more that their translation lacks (``"{seat}: {amount}"`` has none,
    ``"{seat}: {count} point"`` none in French)."""
    said, english = set(), set()
    for message, strings in catalog_messages(po).items():
        for text in strings:
            for line in (*text.split("\n"), *text.upper().split("\n")):
                said.add(line)
                first, _, rest = line.upper().partition(" ")
                said.update((first, rest) if rest else ())
        own = set(re.findall(r"\w{3,}", PLACEHOLDER.sub("", " ".join(strings))))
        if set(re.findall(r"\w{3,}", PLACEHOLDER.sub("", message))) - own:
            english.update(message.split("\n"))
    return (
        re.compile("|".join(message_pattern(text) for text in sorted(said) if text)),
        re.compile("|".join(message_pattern(text) for text in sorted(english) if text)),
    )


def _boards(game: str) -> Iterator[tuple[GameState, tuple[str, ...]]]:
    """Positions of seeded games (every few decisions, and the end) and the saved ones, each
    with its selections: none, and a few on the way to an action."""
    from junkspace.render.view import view_for

    view = view_for(game)
    pick = random.Random(7)
    starts = [junkspace.new_game(game, seed=seed, **TABLES[game]) for seed in range(2)]
    saved = sorted(POSITIONS.glob(f"{game}-*.json"))
    for state in starts:
        for decision in range(10_000):
            if (decision < BOARD_DECISIONS and decision % BOARD_EVERY == 0) or state.is_over:
                yield from _selections(view, state, pick)
            if state.is_over:
                break
            state = state.apply(pick.choice(state.legal_actions()))
    for path in saved:
        state = junkspace.from_json(json.dumps(json.loads(path.read_text())["save"]))
        yield from _selections(view, state, pick)


def _selections(
    view: Any, state: GameState, pick: random.Random
) -> Iterator[tuple[GameState, tuple[str, ...]]]:
    yield state, ()
    ways = [
        chosen
        for id in view.scene(state).picks()
        if isinstance(chosen := view.pick(state, (), id), tuple)
    ]
    for selection in pick.sample(ways, min(SELECTIONS, len(ways))):
        yield state, selection


def _board_words(game: str, state: GameState, selection: tuple[str, ...]) -> Iterator[str]:
    """Every text the board draws and every piece's label (the position's description is
    ``str(state)``, checked with the engine's sentences)."""
    from junkspace.render.scene import Text
    from junkspace.render.view import view_for

    notation = {str(action) for action in state.legal_actions()}
    codes = set(CITIES)
    for piece in view_for(game).scene(state, selection).pieces():
        said = [shape.text for shape in piece.shapes if isinstance(shape, Text)] + [piece.label]
        yield from (
            text
            for text in said
            if text and not NEUTRAL.fullmatch(text) and text not in notation | codes
        )


@pytest.mark.parametrize(
    "po",
    [po for po in SHIPPED if po.stem != "junkspace"],
    ids=lambda po: f"{_language(po)}-{po.stem}",
)
def test_a_board_drawn_in_a_language_shows_only_its_catalog(po: Path) -> None:
    """Fails on a caption, legend, button, hint or label drawn in English (the boards drew
    their own words in English until the games' catalogs held them)."""
    language, game = _language(po), po.stem
    said, english = _board_patterns(po)
    shown = 0
    with i18n.speaking(language):
        for state, selection in _boards(game):
            for text in _board_words(game, state, selection):
                shown += 1
                assert said.fullmatch(text), f"not from the {language} catalog: {text!r}"
                assert not english.fullmatch(text), f"drawn in English: {text!r}"
                assert language != "fr" or not UNELIDED.search(text), f"not elided: {text!r}"
    assert shown > 500, "the boards drew their words"
    missed = {m for m in i18n.untranslated() if m[:2] == (language, game)}
    assert not missed, f"asked for but not in {po}: {sorted(missed)}"


@pytest.mark.parametrize("language", ["es", "fr"])
@pytest.mark.parametrize("game", list(TABLES))
def test_each_game_option_is_explained_in_the_language_spoken(game: str, language: str) -> None:
    from junkspace.widgets.words import game_words

    options = junkspace.GAMES[game].options
    po = ROOT / game / "locale" / language / "LC_MESSAGES" / f"{game}.po"
    translations = catalog_messages(po)
    with i18n.speaking(language):
        helps = [game_words(game).gettext(option.help) for option in options]
    assert options
    for option, said in zip(options, helps, strict=True):
        assert said == translations[option.help][0] != option.help


def test_the_new_game_form_speaks_its_apps_language_whatever_the_session_speaks() -> None:
    """A French app's form, in a Spanish session, explains each game's options in French, the
    game picked in it after it was made too; a plug-in game without a catalog in English."""
    from junkspace.widgets.panes import NewGamePane

    with i18n.speaking("fr"):
        pane = NewGamePane(lambda *start: None, print)
    with i18n.speaking("es"):
        for game in ("asteroid_belt", "pig"):
            pane.game.value = game
            helps = [box.children[1].value for box in pane.options.children]
            options = junkspace.GAMES[game].options
            if game == "pig":
                assert helps == [f"<small>{option.help}</small>" for option in options]
                continue
            french = catalog_messages(ROOT / game / "locale" / "fr" / "LC_MESSAGES" / f"{game}.po")
            assert helps == [
                f"<small>{html.escape(french[option.help][0])}</small>" for option in options
            ]


@pytest.mark.parametrize("pot", sorted(ROOT.rglob("locale/*.pot")), ids=lambda pot: pot.stem)
def test_each_template_holds_the_messages_of_its_code(pot: Path) -> None:
    """A template (``.pot``) is what a new language starts from: it must hold every message
    of the code and no other (the games' templates once lacked their pitch and length)."""
    with pot.open("rb") as source:
        template = {
            message.id[0] if isinstance(message.id, tuple) else message.id
            for message in read_po(source)
            if message.id
        }
    marked = _marked(pot.parent.parent)
    assert not marked - template, f"{pot} lacks {sorted(marked - template)}"
    assert not template - marked, (
        f"{pot} holds what the code no longer says: {sorted(template - marked)}"
    )
