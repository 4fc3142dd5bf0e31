"""The help in the app: the rules pages it shows, shipped with the package, and a first turn."""

from __future__ import annotations

from pathlib import Path

import pytest
from playing import BUILTIN

import junkspace
from junkspace.render.view import has_view
from junkspace.widgets import GameApp
from junkspace.widgets.guide import how_to_play, rules_html, rules_path

ROOT = Path(__file__).resolve().parents[2]
GAMES = [game for game in BUILTIN if has_view(game)]


def test_the_wheel_ships_the_rules_pages_where_the_app_looks_for_them() -> None:
    # (tomllib is Python 3.11+: the project supports 3.10, so read the section as text.)
    pyproject = (ROOT / "pyproject.toml").read_text()
    section = pyproject.split("[tool.hatch.build.targets.wheel.force-include]")[1].split("\n[")[0]
    assert '\n"docs/rules" = "junkspace/rules"\n' in section
    assert rules_path("junk_orbit").parent.relative_to(ROOT) in {
        Path("docs/rules"),
        Path("junkspace/rules"),
    }


@pytest.mark.parametrize("game", GAMES)
def test_every_game_with_a_board_has_its_rules_page_rendered_in_the_app(game: str) -> None:
    text = (ROOT / "docs" / "rules" / f"{game}.md").read_text(encoding="utf-8")
    assert rules_path(game).read_text(encoding="utf-8") == text, "the page the app shows"
    html = rules_html(game)
    assert f"<h2>{junkspace.GAMES[game].title}</h2>" in html and "<table>" in html
    assert "<h1>" not in html, "the app's title is the page's one level-one heading"
    assert how_to_play(game).startswith("<p>") and "<ol>" in how_to_play(game)


def test_the_rules_tab_shows_the_rules_of_the_game_being_played() -> None:
    app = GameApp("hyperstellar", players=2, seed=1)
    assert app.tabs.title == "How to play" and "researcher" in app.panes.how_to_play.widget.value
    assert app.panes.rules.widget.value == "", "drawn only when opened"
    app.tabs.show("Rules")
    assert app.panes.rules.widget.value == rules_html("hyperstellar")
    app.new_game("junk_orbit")
    assert app.panes.rules.widget.value == rules_html("junk_orbit")


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_tab_reads_as_a_rule_book_pictures_shown_no_notes_for_programmers(
    game: str,
) -> None:
    page = (ROOT / "docs" / "rules" / f"{game}.md").read_text(encoding="utf-8")
    assert "Tests:" in page and "```python" in page and "<!--" in page, "the test has teeth"
    html = rules_html(game)
    for note in ("tests/", "test_", "::", "&lt;!--", "import junkspace", "Tests:", ".py"):
        assert note not in html, f"{note!r} in the Rules tab of {game}"
    assert html.count('<img src="data:image/svg+xml;base64,') == 2, "both pictures, embedded"
    assert "Interpretations" in html and 'href="../' not in html


def test_rules_text_is_escaped_not_trusted_as_html() -> None:
    assert "<script" not in rules_html("junk_orbit")


@pytest.mark.parametrize("game", BUILTIN)
def test_the_widgets_hold_no_words_of_a_game(game: str) -> None:
    # The card and the first turn are the game's own, in its package only.
    info = junkspace.GAMES[game]
    guide = info.part(info.guide or "")
    words = [info.pitch, info.length, *guide.FIRST_TURN.split("\n\n")]
    others = [
        path
        for path in (ROOT / "junkspace").rglob("*.py")
        if not path.is_relative_to(ROOT / "junkspace" / game)
        and any(text[:60] in path.read_text(encoding="utf-8") for text in words)
    ]
    assert others == []
