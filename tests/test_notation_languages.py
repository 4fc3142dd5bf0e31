"""A notation a game cannot read is refused in the language spoken, the notation left as it is.

``state.parse_action`` frames what is wrong and the grammar it expected in sentences of the
catalogs (junkspace's, the game's); the text typed, the verbs and the ``<tile> <cw|ccw> <city>``
patterns have no language. On main these refusals were English whatever the language
(``'zz': unknown action; expected one of: ...`` in French): the test of each language fails
there.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import junkspace
from junkspace import InvalidActionError
from junkspace.i18n import speaking

ROOT = Path(junkspace.__file__).parent
PLACEHOLDER = re.compile(r"\{\w*\}")
# What the refusals quote (the text typed, a word of it) and the grammar's patterns.
QUOTED = re.compile(r"'[^']*'")
PATTERN = re.compile(r"<[\w|]+>")

#: Wrong notation for each game: an unknown verb, no text, too few or too many words, and
#: each word a game checks (a tile, a city, a sense, a cell, a unit type, a sector ...).
WRONG = {
    "junk_orbit": [
        "zz",
        "",
        "launch",
        "collect now",
        "launch E08 up OLY",
        "launch E99 cw OLY",
        "move a1",
        "drop X",
    ],
    "asteroid_belt": [
        "zz",
        "",
        "raid now",
        "move",
        "move z99",
        "select",
        "select a1 wizard",
        "buy",
        "buy wizard",
    ],
    "hyperstellar": [
        "zz",
        "",
        "place",
        "pass now",
        "place nowhere",
        "place lab yellow",
        "place crew pink",
        "score XYZ",
        "score RR",
        "recycle 5",
        "buy gold",
    ],
}


def _refusal(game: str, text: object, language: str) -> str:
    state = junkspace.new_game(game, players=2, seed=1)
    with speaking(language), pytest.raises(InvalidActionError) as caught:
        state.parse_action(text)  # type: ignore[arg-type]
    return str(caught.value)


@functools.cache
def _english_sentences(game: str) -> dict[str, re.Pattern[str]]:
    """The English messages of the catalogs a game's refusals use (junkspace's and the
    game's), each as a pattern its placeholders filled by anything: those with a placeholder
    and a word the notation does not write, and those of two words or more."""
    notation = {
        word
        for action in junkspace.new_game(game, players=2, seed=1).action_space()
        for word in str(action).split()
    }
    sentences = {}
    for pot in (ROOT / "locale/junkspace.pot", ROOT / game / f"locale/{game}.pot"):
        with pot.open("rb") as source:
            for message in read_po(source):
                ids = (message.id,) if isinstance(message.id, str) else message.id
                for text in map(str, filter(None, ids)):
                    literal = PLACEHOLDER.sub(" ", text)
                    words = set(re.findall(r"[A-Za-z]{4,}", literal))
                    # One word alone may be French or Spanish too ("action", "original").
                    if words - notation and (literal != text or " " in text.strip()):
                        pieces = map(re.escape, PLACEHOLDER.split(text))
                        sentences[text] = re.compile(rf"(?<![\w’']){'.+?'.join(pieces)}(?![\w’'])")
    return sentences


def _english_left(game: str, refusal: str) -> list[str]:
    """The English messages found in ``refusal`` once its notation is taken out."""
    prose = PATTERN.sub(" ", QUOTED.sub(" ", refusal))
    return sorted(
        text for text, pattern in _english_sentences(game).items() if pattern.search(prose)
    )


@pytest.mark.parametrize("language", ["es", "fr"])
@pytest.mark.parametrize("game", list(WRONG))
def test_a_wrong_notation_is_refused_in_the_language_spoken(game: str, language: str) -> None:
    for text in [*WRONG[game], 7]:
        refusal = _refusal(game, text, language)
        english = _refusal(game, text, "en")
        assert refusal != english, f"{text!r} is refused in English: {refusal!r}"
        assert not _english_left(game, refusal), (
            f"{language} {text!r}: {refusal!r} keeps English {_english_left(game, refusal)}"
        )
        assert QUOTED.findall(refusal) == QUOTED.findall(english), "the notation quoted changed"


def test_the_check_finds_english_framing() -> None:
    english = _refusal("junk_orbit", "move a1", "en")
    assert _english_left("junk_orbit", english) == [
        "there is no city {city} (cities are three-letter codes like KEP)",
        "{count} city",
        "{text}: {problem}; expected one of: {grammar}",
    ]


@pytest.mark.parametrize(
    ("game", "text", "refusal"),
    [
        (
            "junk_orbit",
            "launch",
            "'launch': launch takes 3 argument(s); expected one of: launch <tile> <cw|ccw> "
            "<city>, drop <tile>, move <city>, deliver <tile>, collect, drift",
        ),
        (
            "junk_orbit",
            "move a1",
            "'move a1': there is no city 'a1' (cities are three-letter codes like KEP); expected "
            "one of: launch <tile> <cw|ccw> <city>, drop <tile>, move <city>, deliver <tile>, "
            "collect, drift",
        ),
        (
            "asteroid_belt",
            "zz",
            "'zz': unknown action; expected one of: select <cell> [<kind>], move <cell>, attack "
            "<cell>, strike <cell>, teleport <cell>, create <cell>, raid, dismiss, done, target "
            "<cell>, buy <kind> [<cell>], reinforce, end, guard <cell>, protect, decline (kinds: "
            "engineering, assault, recon, elite)",
        ),
        (
            "hyperstellar",
            "place",
            "'place': place takes 1 or 2 argument(s); expected one of: place "
            "<engine|lab|recycling|crew> [<colour of a lone crew researcher>], research, score "
            "<cards>, recycle <4|7>, buy water, recruit, pass",
        ),
        ("hyperstellar", 7, "notation must be a string, got 7"),
    ],
)
def test_english_refusals_are_as_they_were(game: str, text: object, refusal: str) -> None:
    assert _refusal(game, text, "en") == refusal


@pytest.mark.parametrize(
    ("language", "refusal"),
    [
        (
            "es",
            "'move a1': no hay ninguna ciudad 'a1' (las ciudades son códigos de tres letras como "
            "KEP); se esperaba una de estas: launch <tile> <cw|ccw> <city>, drop <tile>, move "
            "<city>, deliver <tile>, collect, drift",
        ),
        (
            "fr",
            "'move a1' : il n’y a pas de ville 'a1' (les villes sont des codes de trois lettres "
            "comme KEP) ; on attendait l’une de celles-ci : launch <tile> <cw|ccw> <city>, drop "
            "<tile>, move <city>, deliver <tile>, collect, drift",
        ),
    ],
)
def test_the_notation_in_a_refusal_stays_as_it_is(language: str, refusal: str) -> None:
    assert _refusal("junk_orbit", "move a1", language) == refusal


@pytest.mark.parametrize(("language", "word"), [("es", "argumento"), ("fr", "argument")])
def test_the_count_of_arguments_takes_its_plural(language: str, word: str) -> None:
    assert f"launch {'lleva' if language == 'es' else 'prend'} 3 {word}s" in _refusal(
        "junk_orbit", "launch", language
    )
    assert f" 1 {word};" in _refusal("junk_orbit", "move", language).replace(" ;", ";")
