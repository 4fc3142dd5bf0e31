"""Each app speaks its own language, chosen as people expect (see junkspace.widgets.words).

The catalogs' completeness is checked by tests/test_languages.py (the app's words are in
junkspace's own catalog); what a browser shows, by tests/browser/test_page_languages.py.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import junkspace
from junkspace import i18n
from junkspace.widgets import GameApp
from junkspace.widgets.words import dashboard_language


def test_two_apps_in_one_notebook_speak_their_own_languages() -> None:
    french = GameApp("junk_orbit", players=2, seed=1, language="fr")
    spanish = GameApp("junk_orbit", players=2, seed=1, language="es")
    for app in (french, spanish):
        app.play("launch S01 cw TYC")
        app.tabs.show("Log")
        app.pick("tile:ZZZ")
    assert "Jaune lance S01" in french.panes.log.text()
    assert "Amarillo lanza S01" in spanish.panes.log.text()
    assert (french.message, spanish.message) == (
        "Rien à choisir là pour l’instant.",
        "Ahí no hay nada que elegir ahora.",
    )
    assert french.tabs.buttons.options[2] == ("Journal", "Log")
    # The session, and an app made in it, still speak English.
    assert i18n.language() == "en"
    assert GameApp("junk_orbit", players=2, seed=1).language == "en"


def test_an_app_made_in_a_session_speaks_its_language_and_keeps_it() -> None:
    with i18n.speaking("es"):
        app = GameApp("hyperstellar", players=2, seed=1, seats=["human", "random"])
    assert app.language == "es"
    app.tabs.show("Log")
    app.run_bots()
    app.play(app.state.legal_actions()[0])
    app.run_bots()
    assert "Amarillo" in app.panes.log.text()  # the bot's seat, told in Spanish
    assert app.panes.seats.menus[1].options[1] == ("al azar", "random")


def test_the_menu_redraws_every_word_and_keeps_the_game_and_the_settings() -> None:
    app = GameApp("junk_orbit", players=3, seed=2, seats=["human", "greedy", "human"])
    app.play("launch S01 cw TYC")
    app.tabs.show("Log")
    app.panes.seats.glide.value = "slow"
    app.languages.value = "fr"
    assert app.language == "fr"
    assert app.tabs.title == "Log"
    assert app.tabs.buttons.options[4] == ("Joueurs", "Players")
    assert [menu.value for menu in app.panes.seats.menus] == ["human", "greedy", "human"]
    assert app.panes.seats.glide.value == "slow"
    assert app.record.cursor == 1
    assert "Jaune lance S01" in app.panes.log.text()
    app.language = "en"
    assert app.languages.value == "en" and "Yellow launches S01" in app.panes.log.text()


def test_the_page_is_told_the_language_spoken_and_only_a_known_code() -> None:
    """The seat keeper carries the app's language to the page (its ``<html lang>``, and its
    address's ``lang`` when the menu changes it: tests/browser/test_page_languages.py)."""
    app = GameApp("junk_orbit", players=2, seed=1, language="fr")
    assert app.keeper.language == "fr"  # set as the widget is made: no change to write
    app.languages.value = "es"
    assert app.keeper.language == "es"
    app.keeper.set_state({"language": "en"})  # the browser does not decide it
    assert app.keeper.language == "es"
    with i18n.speaking("es"):
        assert GameApp("hyperstellar", players=2, seed=1).keeper.language == "es"


def test_an_app_refuses_a_language_it_does_not_speak() -> None:
    with pytest.raises(ValueError, match="junkspace speaks en, es, fr; there is no 'de'"):
        GameApp("junk_orbit", language="de")


def test_a_page_speaks_its_links_language_else_the_servers_else_the_browsers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(i18n.ENVIRONMENT_VARIABLE, raising=False)
    monkeypatch.setenv("HTTP_ACCEPT_LANGUAGE", "de-CH,de;q=0.9,es;q=0.8,fr;q=0.7")
    assert dashboard_language("seed=3") == "es"
    assert dashboard_language("seed=3&lang=fr") == "fr"
    monkeypatch.setenv(i18n.ENVIRONMENT_VARIABLE, "fr")  # junkspace play --lang fr
    assert dashboard_language("seed=3") is None  # the session's: JUNKSPACE_LANG
    assert dashboard_language("lang=es") == "es"
    monkeypatch.setenv("HTTP_ACCEPT_LANGUAGE", "de")
    monkeypatch.delenv(i18n.ENVIRONMENT_VARIABLE)
    assert dashboard_language("lang=xx") is None  # nothing it speaks: English


def test_a_link_in_spanish_opens_an_app_that_says_its_problems_in_spanish(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("HTTP_ACCEPT_LANGUAGE", raising=False)
    app = GameApp.from_query("junk_orbit", "lang=es&seed=x")
    assert app.language == "es"
    assert (
        app.message
        == "No se pudo empezar la partida pedida: seed debe ser un número entero, no 'x'"
    )


def test_an_app_says_what_it_does_in_a_room_in_its_own_language() -> None:
    """The room's methods (GameApp's base, RoomPlayer) speak the app's language, whoever
    calls them, as the app's own methods do."""
    from junkspace import rooms

    app = GameApp("junk_orbit", players=2, seed=1, language="es")
    store = rooms.open_store(":memory:")
    assert app.join_room("ZZZZZZ", store=store) is False
    assert app.message.startswith("No se pudo entrar en la sala: ")  # the room's own words
    code = app.create_room(seed=5, store=store)
    with pytest.raises(ValueError, match="la partida de una sala se guarda cuando termina"):
        app.save()
    app.leave_room()
    assert app.message == f"Has salido de la sala {code}: esta partida ahora es solo tuya."
    assert i18n.language() == "en"


def test_hyperstellar_names_its_sectors_on_the_board_in_the_apps_language() -> None:
    app = GameApp("hyperstellar", players=2, seed=1, language="fr")
    board = json.dumps(app.board.board, ensure_ascii=False)  # the station, drawn once
    assert all(name in board for name in ("SALLE DES MACHINES", "LABORATOIRE", "DE RECHERCHE"))
    assert "ENGINE ROOM" not in board
    app.language = "en"  # the same board on screen, its station drawn again
    assert "ENGINE ROOM" in json.dumps(app.board.board)


def test_the_standings_speak_the_pages_language() -> None:
    from junkspace.widgets.standings import Standings

    refused = Standings.from_query("rooms=BCDFGH&lang=fr")
    assert refused.words.startswith("Ce classement est celui de l’enseignant")


@pytest.mark.parametrize(
    ("language", "title", "seats"),
    [
        ("fr", "<h1>Classement</h1>", ["glouton (robot): 0", "libre: 0", "{code} place 1: 0"]),
        ("es", "<h1>Clasificación</h1>", ["codicioso (bot): 0", "libre: 0", "{code} puesto 1: 0"]),
    ],
)
def test_the_standings_page_has_its_title_and_its_seats_in_its_language(
    language: str, title: str, seats: list[str]
) -> None:
    """The page's title and intro are the widget's (the notebook's were English), and who
    plays each seat is said in the page's language (the room layer's labels were English)."""
    from junkspace import rooms
    from junkspace.widgets.standings import Standings

    store = rooms.open_store(":memory:")
    rooms.create_room(store, "junk_orbit", 2, 3, {}, ["greedy", "human"])
    people, _creator = rooms.create_room(store, "junk_orbit", 2, 3, {}, ["human", "human"])
    rooms.claim(store, people, 0, name="Ana")
    rooms.claim(store, people, 1)
    page = Standings(store=store, language=language).page.value
    assert page.count("<h1>") == 1 and title in page and "<code>?rooms=" in page
    shown = [seats[0], seats[1], "Ana: 0", seats[2].format(code=people)]
    assert all(seat in page for seat in shown), page
    assert i18n.language() == "en"


def _words(text: str) -> set[str]:
    """The words of four letters or more in ``text``, in lower case."""
    return {word.lower() for word in re.findall(r"[^\W\d_]{4,}", text)}


def _refusals_met(language: str) -> tuple[list[str], set[str]]:
    """What apps speaking ``language`` say when a room refuses them (an unknown room, no free
    seat, a move on an older board, a closed room), and the names and codes they may quote."""
    from junkspace import rooms

    store = rooms.open_store(":memory:")
    ana, ben, late = (GameApp("junk_orbit", language=language) for _ in range(3))
    said = []
    assert late.join_room("ZZZZZZ", store=store) is False
    said.append(late.message)
    code = ana.create_room(players=2, seed=5, name="Ana", store=store)
    assert code is not None and ben.join_room(code, name="Ben", store=store)
    assert late.join_room(code, store=store) is False
    said.append(late.message)
    assert ana.room is not None and ana.room.secret is not None
    again = GameApp("junk_orbit", language=language)  # Ana's seat in a second tab, not told
    assert again.join_room(code, secret=ana.room.secret, store=store)
    ana.play(ana.state.legal_actions()[0])
    again.play(again.state.legal_actions()[-1])
    said.append(again.message)
    ana.close_room()
    ana.play(ana.state.legal_actions()[0])
    said.append(ana.message)
    return said, {code.lower(), "zzzzzz", "ana", "ben"}


@pytest.mark.parametrize("language", ["es", "fr"])
def test_an_app_is_refused_by_its_room_in_its_own_language(language: str) -> None:
    """Each refusal a page meets reads in the page's language, the room's words too (they once
    came in English after the translated start: "No se pudo entrar en la sala: there is no
    room ZZZZZZ"): none of the English refusal's words is left in it."""
    english, _names = _refusals_met("en")
    translated, names = _refusals_met(language)
    po = Path(junkspace.__file__).parent / "locale" / language / "LC_MESSAGES" / "junkspace.po"
    with po.open("rb") as source:
        catalog = read_po(source)
    # Words both languages have ("position", "Orange") are the catalog's own.
    theirs = set().union(*(_words(str(message.string)) for message in catalog if message.id))
    assert [m.split(":")[0] for m in english] == [
        "Could not join the room",
        "Could not join the room",
        "The room refused that move",
        "The room refused that move",
    ]
    assert "there is no room ZZZZZZ" in english[0] and "is closed" in english[3]
    for english_message, message in zip(english, translated, strict=True):
        left = (_words(english_message) - names - theirs) & _words(message)
        assert not left, f"English words {sorted(left)} in {message!r}"


@pytest.mark.parametrize(
    ("language", "refusal"),
    [
        ("es", "le toca jugar al puesto 1 (codicioso (bot)), no al puesto 0"),
        ("fr", "c’est à la place 1 (glouton (robot)) de jouer, pas à la place 0"),
    ],
)
def test_a_room_names_a_seat_in_the_language_spoken(language: str, refusal: str) -> None:
    """Whose turn it is, in the room's refusal, is told as the Rooms pane tells it: the bot's
    name in words too."""
    from junkspace import rooms

    store = rooms.open_store(":memory:")
    code, _creator = rooms.create_room(store, "junk_orbit", 2, 7, {}, ["human", "greedy"])
    seat, secret = rooms.claim(store, code, name="Ana")
    moves = 0
    while (now := rooms.state(store, code)).current_player == seat:  # Ana's turn ends
        rooms.play(store, code, seat, secret, moves, str(now.legal_actions()[0]))
        moves += 1
    with i18n.speaking(language), pytest.raises(rooms.NotYourTurnError) as refused:
        rooms.play(store, code, seat, secret, moves, str(now.legal_actions()[0]))
    assert str(refused.value) == refusal
