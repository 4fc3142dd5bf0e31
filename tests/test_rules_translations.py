"""The rules pages and the first turn in Spanish and French keep up with the English ones.

A translated page (``docs/rules/<lang>/<game>.md``) has the English page's skeleton: the same
headings, pictures, paragraphs, numbered steps and decisions in each section, tables, code,
cited tests and quotes of the original text (which stay in the original's language); and its
prose is in its own language, not English left behind.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playing import BUILTIN

import junkspace
from junkspace.core.plugins import rules_page
from junkspace.i18n import speaking
from junkspace.widgets.guide import how_to_play, rules_html
from junkspace.widgets.rules_page import rules

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "rules"
PAGES = [(language, game) for language in ("es", "fr") for game in BUILTIN]

FENCE = re.compile(r"^```.*?^```", re.M | re.S)
#: A quote of the original text, *"..."* or *« ... »*, possibly over several lines.
QUOTE = re.compile(r'(?<!\*)\*(".+?"|«.+?»)\*(?!\*)', re.S)
PICTURE = re.compile(r"\]\((?:\.\./)*pictures/([\w.-]+)\)")
CITED_TEST = re.compile(r"\btest_\w+")
NUMBERED = re.compile(r"^\d+\. ", re.M)
#: Words that English prose cannot do without and Spanish or French prose never uses.
ENGLISH = {"the", "and", "of", "is", "with", "that", "to", "which", "when", "it"}


def _read(language: str, game: str) -> str:
    folder = RULES if language == "en" else RULES / language
    return (folder / f"{game}.md").read_text(encoding="utf-8")


def _sections(text: str) -> list[str]:
    return re.split(r"^(?=#{1,6} )", FENCE.sub("", text), flags=re.M)


def skeleton(text: str) -> dict[str, object]:
    """What a translation must keep of ``text``; its words are free."""
    return {
        "headings": re.findall(r"^(#{1,6}) ", FENCE.sub("", text), re.M),
        "pictures": PICTURE.findall(text),
        "paragraphs by section": [
            len([block for block in re.split(r"\n\s*\n", part) if block.strip()])
            for part in _sections(text)
        ],
        "numbered items by section": [len(NUMBERED.findall(part)) for part in _sections(text)],
        "table rows by section": [len(re.findall(r"^\|", part, re.M)) for part in _sections(text)],
        "code": FENCE.findall(text),
        "cited tests": CITED_TEST.findall(text),
        "quotes of the original": [" ".join(quote.split()) for quote in QUOTE.findall(text)],
    }


def english_words(text: str) -> list[str]:
    """The English function words in ``text``'s prose (code, quotes and addresses left out)."""
    prose = FENCE.sub("", text)
    prose = QUOTE.sub("", prose)
    prose = re.sub(r"`[^`]*`|\]\([^)]*\)|<!--.*?-->", " ", prose, flags=re.S)
    return [word for word in re.findall(r"[A-Za-z]+", prose) if word.lower() in ENGLISH]


@pytest.mark.parametrize(("language", "game"), PAGES)
def test_a_translated_rules_page_has_the_english_pages_skeleton(language: str, game: str) -> None:
    english, translated = skeleton(_read("en", game)), skeleton(_read(language, game))
    for part, wanted in english.items():
        assert translated[part] == wanted, f"docs/rules/{language}/{game}.md: its {part} differ"
    links = re.findall(r"\]\(([^)#]+\.(?:svg|md))\)", _read(language, game))
    assert [link for link in links if not (RULES / language / link).is_file()] == []


@pytest.mark.parametrize(("language", "game"), PAGES)
def test_a_translated_rules_page_leaves_no_english_prose(language: str, game: str) -> None:
    assert len(english_words(_read("en", game))) > 100, "the check finds English"
    left = english_words(_read(language, game))
    assert len(left) <= 2, f"docs/rules/{language}/{game}.md has English words: {left}"


@pytest.mark.parametrize(
    ("language", "game", "words"),
    [
        ("es", "junk_orbit", ["ficha de basura", "carga", "entrega remota", "Olimpo"]),
        ("fr", "junk_orbit", ["tuile", "soute", "livraison à distance", "Olympe"]),
        ("fr", "hyperstellar", ["révolution", "placement", "secteur", "pion"]),
        ("es", "hyperstellar", ["revolución", "colocación", "investigador", "núcleo"]),
        ("fr", "asteroid_belt", ["unité d’assaut", "navette", "jeton Cible"]),
        ("es", "asteroid_belt", ["unidad de asalto", "lanzadera", "ficha de Objetivo"]),
    ],
)
def test_a_translated_page_speaks_the_words_of_the_engines_catalog(
    language: str, game: str, words: list[str]
) -> None:
    page = _read(language, game)
    assert [word for word in words if word not in page] == []


@pytest.mark.parametrize("game", BUILTIN)
def test_the_rules_page_and_the_first_turn_follow_the_language(game: str) -> None:
    info = junkspace.GAMES[game]
    guide = info.part(info.guide or "")
    english = guide.FIRST_TURN
    assert guide.RULES == rules_page(game) == RULES / f"{game}.md"
    for language in ("es", "fr"):
        assert rules_page(game, language) == RULES / language / f"{game}.md"
        with speaking(language):
            assert guide.RULES == rules_page(game) == RULES / language / f"{game}.md"
            assert english != guide.FIRST_TURN and guide.FIRST_TURN.count("\n1. ") == 1
            first_turn = junkspace.widgets.guide.markdown_html(guide.FIRST_TURN)
            assert how_to_play(game).startswith(first_turn)
            # The Rules tab's players' edition: the page's headings, one level down.
            headings = re.findall(r"^## (.+)$", _read(language, game), re.M)
            assert all(f"<h3>{heading}</h3>" in rules_html(game) for heading in headings)
    english_headings = re.findall(r"^## (.+)$", _read("en", game), re.M)
    assert english == guide.FIRST_TURN and f"<h3>{english_headings[-1]}</h3>" in rules_html(game)


def test_a_page_missing_in_a_language_is_the_english_one() -> None:
    assert rules_page("dice", "fr") == rules_page("dice", "en")
    with pytest.raises(ValueError, match="there is no 'de'"):
        rules_page("junk_orbit", "de")


def test_a_notebook_shows_the_page_in_the_language_spoken_english_sections_too() -> None:
    with speaking("es"):
        turn = rules("junk_orbit", section="A turn").data
        page = rules("hyperstellar").data
    assert "<h2>Un turno</h2>" in turn and "<h2>Final de la partida</h2>" not in turn
    assert "<h2>Interpretaciones</h2>" in page and page.count('<img src="data:image/svg+xml') == 2
    # The fold's title too (it read "Junk Orbit's rules: A turn" in every language).
    assert turn.startswith("<details><summary>Las reglas de Junk Orbit: Un turno</summary>")
    assert page.startswith("<details><summary>Las reglas de Hyperstellar")
    with speaking("fr"):
        french = rules("junk_orbit", section="A turn").data
    assert french.startswith("<details><summary>Les règles de Junk Orbit : Un tour</summary>")
