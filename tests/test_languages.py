"""The shipped catalogs are complete, and a game played in a language speaks only that language.

A catalog ships when its ``.po`` is in a ``locale/<lang>/LC_MESSAGES`` folder of the package
(docs/translating.md). Every message in it must be translated, not fuzzy, with the same
placeholders as the English; every message marked in the package's code must be in it; and
seeded games played in the language must ask for no message the catalog lacks, each sentence
matching one of the catalog's translations.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

import junkspace
from junkspace import IllegalActionError, i18n

ROOT = Path(junkspace.__file__).parent
SHIPPED = sorted(ROOT.rglob("locale/*/LC_MESSAGES/*.po"))
PLACEHOLDER = re.compile(r"\{(\w*)\}")


def _language(po: Path) -> str:
    return po.parent.parent.name


def _package(po: Path) -> Path:
    return po.parent.parent.parent.parent


def _messages(po: Path) -> dict[str, tuple[str, ...]]:
    """The catalog's translations by English message (the singular for plural forms)."""
    with po.open("rb") as source:
        catalog = read_po(source)
    assert not catalog.fuzzy, f"{po}: the catalog's header is marked fuzzy"
    out = {}
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert not message.fuzzy, f"{po}: {ids[0]!r} is fuzzy"
        assert all(strings), f"{po}: {ids[0]!r} is not translated"
        wanted = {name for text in ids for name in PLACEHOLDER.findall(text)}
        for text in strings:
            assert set(PLACEHOLDER.findall(text)) == wanted, (
                f"{po}: {ids[0]!r} has placeholders {sorted(wanted)}, its translation "
                f"{text!r} has {sorted(set(PLACEHOLDER.findall(text)))}"
            )
        out[ids[0]] = strings
    return out


def test_languages_are_shipped() -> None:
    assert {(_language(po), po.stem) for po in SHIPPED} >= {
        ("es", "junk_orbit"),
        ("fr", "junk_orbit"),
    }


@pytest.mark.parametrize("po", SHIPPED, ids=lambda po: f"{_language(po)}-{po.stem}")
def test_every_message_is_translated_with_its_placeholders(po: Path) -> None:
    assert _messages(po)


@pytest.mark.parametrize("po", SHIPPED, ids=lambda po: f"{_language(po)}-{po.stem}")
def test_every_message_of_the_code_is_in_the_catalog(po: Path) -> None:
    """A new sentence in the code fails here until it is in every shipped catalog."""
    package = _package(po)
    # Core's catalog (junkspace/locale) keeps the words of junkspace's modules outside the
    # games' packages, which keep their own.
    games = {path.name for path in ROOT.iterdir() if (path / "game.py").exists()}
    marked = {
        message[2] if isinstance(message[2], str) else message[2][0]
        for message in extract_from_dir(package, method_map=[("**.py", "python")])
        if package != ROOT or Path(message[0]).parts[0] not in games
    }
    missing = marked - set(_messages(po))
    assert not missing, f"{po} lacks {sorted(missing)}"


def _sentences(game: str, seed: int) -> Iterator[str]:
    """Everything a seeded random game says: status, every legal action, events, refusals."""
    state = junkspace.new_game(game, players=5 if game == "junk_orbit" else 4, seed=seed)
    pick = random.Random(seed)
    while not state.is_over:
        yield state.status()
        actions = state.legal_actions()
        yield from (state.describe(action) for action in actions)
        state = state.apply(pick.choice(actions))
        yield from (state.narrate(event) for event in state.events)
        for other in pick.sample(state.action_space(), 8):
            if not state.is_over and other not in state.legal_actions():
                with pytest.raises(IllegalActionError) as refused:
                    state.apply(other)
                yield str(refused.value)
    yield state.status()


def _pattern(text: str) -> str:
    return "".join(
        "(.*)" if i % 2 else re.escape(piece) for i, piece in enumerate(PLACEHOLDER.split(text))
    )


@pytest.mark.parametrize(
    "po",
    [po for po in SHIPPED if po.stem != "junkspace"],
    ids=lambda po: f"{_language(po)}-{po.stem}",
)
def test_a_game_played_in_a_language_speaks_only_its_catalog(po: Path) -> None:
    language, game = _language(po), po.stem
    translations = {text for strings in _messages(po).values() for text in strings}
    sentence = re.compile("|".join(_pattern(text) for text in sorted(translations)))
    i18n.set_language(language)
    try:
        for seed in range(3):
            for said in _sentences(game, seed):
                assert sentence.fullmatch(said), f"not from the {language} catalog: {said!r}"
            str(junkspace.new_game(game, players=4, seed=seed))
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
