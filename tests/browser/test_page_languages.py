"""The dashboards in Spanish and French, as a browser shows them.

A page asked for ``?lang=fr`` or ``?lang=es``, or opened by a browser whose languages put
Spanish first (its ``Accept-Language``), shows none of the app's English words: every
message of junkspace's catalog that the language translates differently is looked for in
the page's visible text (the dashboard's intro, the side column with each tab opened, the
board's status, How to play), as a whole phrase; and so is every message of the game's own
catalog (its words in the app: seat names, the New game form's help for each game option).

A room played by a French page and a Spanish page: each reads the game in its own
language, the same moves. The dashboards' index and the teacher's standings speak the
language asked too, and say it in their ``<html lang>``, as a game's page does.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from babel.messages.pofile import read_po
from browsing import DashboardServer, open_dashboard, table_query

import junkspace
from junkspace import rooms
from junkspace.i18n import speaking
from junkspace.widgets.words import LANGUAGE_NAMES, _

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog
    from playwright.sync_api import BrowserContext, Page

LOCALE = Path(junkspace.__file__).parent / "locale"
#: The tabs opened after How to play, shown first (Rules: the rules page, checked by
#: tests/test_rules_translations.py).
TABS = ("Log", "State", "Players", "New game", "Save & share", "Rooms")


def english_words(language: str, game: str | None) -> list[re.Pattern[str]]:
    """The English messages of the app and of ``game`` (``None``: the app's alone) that
    ``language`` says otherwise, as whole-phrase patterns (a message with placeholders: its
    longest piece between them, when it has three words)."""
    phrases, own_words = set(), set()
    places = (LOCALE,) if game is None else (LOCALE, LOCALE.parent / game / "locale")
    for path in places:
        with (path / language / "LC_MESSAGES" / f"{path.parent.name}.po").open("rb") as po:
            catalog = read_po(po)
        phrases |= _phrases(catalog)
        own_words |= _words(catalog)
    # A one-word message that is also a word of the language itself ("place", a French verb
    # and noun) says nothing about English on the page.
    phrases = {p for p in phrases if " " in p or p.lower() not in own_words}
    return [re.compile(rf"(?<!\w){re.escape(phrase)}(?!\w)") for phrase in sorted(phrases)]


def _words(catalog: Catalog) -> set[str]:
    """Every word the catalog's translations use, in lower case."""
    return {
        word.lower()
        for message in catalog
        for said in (message.string if isinstance(message.string, tuple) else (message.string,))
        for word in re.findall(r"\w+", said or "")
    }


def _phrases(catalog: Catalog) -> set[str]:
    phrases = set()
    for message in catalog:
        english = message.id[0] if isinstance(message.id, tuple) else message.id
        said = message.string[0] if isinstance(message.string, tuple) else message.string
        if not english or english == said:
            continue
        piece = max(re.split(r"\{\w*\}", english), key=len).strip(" .,:;()")
        if piece == english or len(piece.split()) >= 3:
            phrases.add(piece)
    return phrases


def wait_status(page: Page, text: str) -> None:
    """Wait until the board's status line reads ``text``."""
    page.wait_for_function(
        "text => document.querySelector('.junkspace-status')?.textContent === text", arg=text
    )


def side_text(page: Page) -> str:
    """What the page shows of the app and the line above it, each of the app's own tabs
    opened in turn."""
    side = page.locator(".js-side")
    body = side.locator(".js-tab-body")
    status, intro = page.locator(".junkspace-status"), page.locator(".js-intro")
    seen = [status.inner_text(), intro.inner_text(), side.inner_text()]
    for index in range(2, 2 + len(TABS)):  # after How to play and Rules
        before = body.inner_text()
        side.locator(".js-tabs button").nth(index).click()
        page.wait_for_function(
            "before => document.querySelector('.js-side .js-tab-body').innerText !== before",
            arg=before,
        )
        # The State tab's tree is the position's data (field names and JSON values), as
        # language-neutral as the notation.
        text = body.inner_text()
        for tree in body.locator(".junkspace-tree").all_inner_texts():
            text = text.replace(tree, "")
        seen.append(text)
    return "\n".join(seen)


@pytest.mark.parametrize(
    ("language", "asked"),
    [("fr", {"query": "lang=fr"}), ("es", {"header": "es-ES,es;q=0.9,en;q=0.5"})],
    ids=["fr-by-link", "es-by-browser"],
)
def test_a_page_shows_no_english_word_of_the_app(
    browser: BrowserContext, server: DashboardServer, language: str, asked: dict[str, str]
) -> None:
    page = browser.new_page()
    try:
        if "header" in asked:
            page.set_extra_http_headers({"Accept-Language": asked["header"]})
        query = "&".join(filter(None, [table_query("hyperstellar", 3), asked.get("query")]))
        open_dashboard(page, server.url("hyperstellar.ipynb", query))
        opening = junkspace.new_game("hyperstellar", players=2, seed=3)
        english = opening.status()
        with speaking(language):
            expected = opening.status()
        assert page.locator(".junkspace-status").inner_text() == expected
        shown = side_text(page)
        found = [p.pattern for p in english_words(language, "hyperstellar") if p.search(shown)]
        assert not found, f"English on the {language} page: {found}\n{shown}"
        # The language menu says which language is spoken, in its own words, and changes it;
        # the page's <html lang> says it, and the address takes the language chosen, its other
        # parameters kept, so that a reload speaks it.
        menu = page.locator(".js-languages select")
        assert menu.input_value() == LANGUAGE_NAMES[language]
        assert page.evaluate("document.documentElement.lang") == language
        parameters = "Object.fromEntries(new URLSearchParams(location.search))"
        opened = page.evaluate(parameters)
        menu.select_option(label=LANGUAGE_NAMES["en"])
        page.locator(".js-side .js-tabs button", has_text="How to play").wait_for()
        wait_status(page, english)
        page.wait_for_function("document.documentElement.lang === 'en'")
        assert page.evaluate(parameters) == opened | {"lang": "en"}
        assert page.evaluate("new URLSearchParams(location.search).getAll('lang')") == ["en"]
        open_dashboard(page, page.url)
        assert page.locator(".junkspace-status").inner_text() == english
        assert page.evaluate("document.documentElement.lang") == "en"
    finally:
        page.close(run_before_unload=True)


def test_a_french_page_and_a_spanish_page_play_one_room_each_in_its_language(
    browser: BrowserContext,
    other_browser: BrowserContext,
    server: DashboardServer,
    rooms_file: Path,
) -> None:
    store = rooms.open_store(rooms_file)
    code, _creator = rooms.create_room(store, "junk_orbit", 2, 4, {}, ["human", "human"])
    pages = {"fr": browser.new_page(), "es": other_browser.new_page()}
    try:
        for language, page in pages.items():
            open_dashboard(page, server.url("junk_orbit.ipynb", f"room={code}&lang={language}"))
            with speaking(language):
                you = _("you")
            page.locator(".js-room-seats", has_text=you).wait_for()
            # The room's address, put in place as the page takes its seat, keeps the language.
            assert page.evaluate("new URLSearchParams(location.search).get('room')") == code
            assert page.evaluate("new URLSearchParams(location.search).get('lang')") == language
        for turn in range(4):
            position = rooms.state(store, code)
            mover = pages["fr" if position.current_player == 0 else "es"]
            box = mover.locator(".js-side .js-notation input")
            box.fill(str(position.legal_actions()[0]))
            box.press("Enter")
            after = position.apply(position.legal_actions()[0])
            for language, page in pages.items():
                with speaking(language):
                    said = after.status()
                wait_status(page, said)
            assert len(rooms.history(store, code)) == turn + 1
    finally:
        for page in pages.values():
            page.close(run_before_unload=True)


def teacher_key(server: DashboardServer) -> str:
    """The standings key ``junkspace play`` printed for this run (the teacher's link)."""
    server.log.seek(0)
    printed = server.log.read().decode(errors="replace")
    found = re.search(r"standings\.ipynb\?key=([\w-]+)", printed)
    assert found, f"junkspace play printed no standings link:\n{printed[-2000:]}"
    return found.group(1)


@pytest.mark.parametrize(
    ("notebook", "language", "asked"),
    [
        ("index.ipynb", "fr", {"query": "lang=fr"}),
        ("index.ipynb", "es", {"header": "es-ES,es;q=0.9,en;q=0.5"}),
        ("standings.ipynb", "es", {"header": "es-ES,es;q=0.9,en;q=0.5", "key": ""}),
        ("standings.ipynb", "fr", {"query": "lang=fr"}),
    ],
    ids=["index-fr-by-link", "index-es-by-browser", "standings-es-by-browser", "refused-fr"],
)
def test_the_index_and_the_standings_say_their_language_in_html_lang(
    browser: BrowserContext,
    server: DashboardServer,
    notebook: str,
    language: str,
    asked: dict[str, str],
) -> None:
    """The page speaks the language asked (a word of its own checked), shows no English
    word of the app's catalog (the standings' title and intro were once the notebook's own
    English), has one title (``h1``), and its ``<html lang>`` says the language (WCAG
    3.1.1); the standings without the teacher's key say why not."""
    from playwright.sync_api import expect

    page = browser.new_page()
    try:
        if "header" in asked:
            page.set_extra_http_headers({"Accept-Language": asked["header"]})
        key = f"key={teacher_key(server)}" if "key" in asked else ""
        page.goto(server.url(notebook, "&".join(filter(None, [asked.get("query"), key]))))
        with speaking(language):
            if notebook == "index.ipynb":
                shown, words = ".js-index .js-card", _("Play against bots")
            elif key:
                shown, words = ".js-standings", _("No game is over yet.")
            else:
                shown, words = ".js-refused", _("Standings")
        page.locator(shown, has_text=words).first.wait_for()
        expect(page.locator("html")).to_have_attribute("lang", language)  # once drawn
        text = page.locator("body").inner_text()
        found = [p.pattern for p in english_words(language, None) if p.search(text)]
        assert not found, f"English on the {language} page: {found}\n{text}"
        assert page.locator("h1").count() == 1
    finally:
        page.close(run_before_unload=True)
