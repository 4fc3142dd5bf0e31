"""GameApp driven through its Python API, as a notebook or a lesson would drive it."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import junkspace
from junkspace import GameRecord
from junkspace.bots import GreedyBot, MctsBot, RandomBot
from junkspace.core.words import WORDS
from junkspace.i18n import speaking
from junkspace.widgets import GameApp
from junkspace.widgets.bot_turns import THINKING_SECONDS
from junkspace.widgets.links import MAX_RECORD_BYTES, record_token
from junkspace.widgets.panes.inspector import WHOLE
from junkspace.widgets.panes.new_game import option_field, option_value


def app_at(players: int = 2, seed: int = 1, **kwargs: Any) -> GameApp:
    return GameApp("junk_orbit", players=players, seed=seed, **kwargs)


def shown_status(app: GameApp) -> str:
    """The status line of the board the browser holds."""
    pieces = (piece for layer in app.board.scene["layers"] for piece in layer["pieces"])
    label: str = next(piece for piece in pieces if piece["id"] == "status")["label"]
    return label


def snapshot(app: GameApp) -> tuple[Any, ...]:
    return (app.record, app.selection, app.board.version, json.dumps(app.board.scene))


# -- playing by picking on the board ------------------------------------------------------


def test_a_turn_played_by_picks_moves_the_game_on_like_the_actions() -> None:
    app = app_at()
    for id in ("tile:S01", "city:TYC", "city:PLA"):
        app.pick(id, app.board.version)
    expected = junkspace.new_game("junk_orbit", players=2, seed=1)
    expected = expected.apply("launch S01 cw TYC").apply("move PLA")
    assert app.state == expected
    assert app.state.current_player == 1
    assert "Purple to launch" in shown_status(app)


def test_picking_a_tile_selects_it_and_redraws_the_board_with_its_landings() -> None:
    app = app_at()
    before = app.board.version
    app.pick("tile:S01", before)
    assert app.selection == ("tile:S01",)
    assert app.board.version == before + 1
    assert app.record.cursor == 0, "a selection is not a decision"


@pytest.mark.parametrize(
    ("id", "version", "message"),
    [
        ("tile:ZZZ", None, "Nothing to pick there now."),
        ("city:THA", None, "Nothing to pick there now."),
        ("tile:S01", 0, "That click was on an older board: nothing changed, try again."),
        ("tile:S01", 99, "That click was on an older board: nothing changed, try again."),
    ],
)
def test_unknown_and_stale_picks_change_nothing_and_say_so(
    id: str, version: int | None, message: str
) -> None:
    app = app_at()
    before = snapshot(app)
    app.pick(id, version)
    assert snapshot(app) == before
    assert app.message == message
    assert app.board.message == message


@pytest.mark.parametrize(
    "content",
    [
        {"type": "pick", "id": "tile:ZZZ", "version": 1},
        {"type": "pick", "id": "tile:S01", "version": -3},
        {"type": "pick", "id": None, "version": 1},
        {"type": "pick", "id": "tile:S01"},
        {"type": "drop everything"},
        ["pick", "tile:S01"],
        "garbage",
        None,
    ],
)
def test_forged_browser_messages_never_change_the_game(content: object) -> None:
    app = app_at()
    before = snapshot(app)
    app.board._on_message(app.board, content, [])
    assert snapshot(app) == before


def test_a_pick_from_the_browser_on_the_current_board_plays() -> None:
    app = app_at()
    app.board._on_message(app.board, {"type": "pick", "id": "tile:S01", "version": 1}, [])
    assert app.selection == ("tile:S01",)


# -- buttons, notation and the keyboard -----------------------------------------------------


def shown_buttons(app: GameApp) -> list[tuple[str, str, object]]:
    """Every action button shown: its group's title with its label, its hover text, its value."""
    return [
        (f"{row.title.value} {label}".strip(), tip, value)
        for row in app.panes.actions.groups
        for (label, value), tip in zip(row.buttons.options, row.buttons.tooltips, strict=True)
    ]


def test_every_legal_action_has_a_button_in_words_with_its_notation_on_hover() -> None:
    app = app_at(players=3)
    legal = app.state.legal_actions()
    assert [value for _, _, value in shown_buttons(app)] == list(legal)
    assert [tip for _, tip, _ in shown_buttons(app)] == [str(a) for a in legal]
    assert [words for words, _, _ in shown_buttons(app)] == [app.state.describe(a) for a in legal]
    assert all(row.buttons.index is None for row in app.panes.actions.groups), "none chosen yet"


def test_actions_are_grouped_by_the_tile_they_launch() -> None:
    app = app_at()
    tiles = list(dict.fromkeys(str(a).split()[1] for a in app.state.legal_actions()))
    titles = [row.title.value for row in app.panes.actions.groups]
    assert len(titles) == len(tiles) == 6
    assert all(
        title.startswith(f"Yellow launches {tile} (")
        for title, tile in zip(titles, tiles, strict=True)
    )
    assert (
        app.panes.actions.groups[0].buttons.options[0][0] == "clockwise to Tycho, where it rests."
    )


def test_clicking_an_action_button_plays_it_and_clears_the_buttons() -> None:
    app = app_at()
    first = app.state.legal_actions()[0]
    row = app.panes.actions.groups[0]
    row.buttons.index = 0
    assert app.record.actions == (first,)
    assert all(row.buttons.index is None for row in app.panes.actions.groups)


def test_typed_notation_plays_and_a_mistake_shows_the_grammar_beside_what_was_typed() -> None:
    app = app_at()
    actions = app.panes.actions
    actions.typed.value = "launch S01 cw TYC"
    assert [str(a) for a in app.record.actions] == ["launch S01 cw TYC"]
    assert actions.typed.value == "" and actions.mistake.layout.display == "none"
    actions.typed.value = "fly away"
    assert "expected one of" in actions.mistake.value, "the reason is under the box"
    assert actions.mistake.layout.display is None and app.message == ""
    assert actions.typed.value == "fly away", "what was typed stays, to be mended"
    actions.typed.value = "launch S01 cw TYC"  # parses, but the rules forbid it now
    assert "not possible now" in actions.mistake.value
    assert len(app.record.actions) == 1
    actions.typed.value = "move PLA"
    assert len(app.record.actions) == 2 and actions.mistake.layout.display == "none"


# -- the timeline ----------------------------------------------------------------------------


def played(app: GameApp, decisions: int) -> None:
    for _ in range(decisions):
        app.play(app.state.legal_actions()[0])


def test_back_forward_and_the_slider_move_through_the_history() -> None:
    app = app_at()
    played(app, 5)
    states = app.record.states()
    app.back()
    assert app.state == states[4] and app.panes.timeline.slider.value == 4
    app.panes.timeline.slider.value = 1
    assert app.state == states[1]
    app.forward()
    assert app.state == states[2]
    app.goto(0)
    assert app.state == states[0]
    buttons = app.panes.timeline.buttons
    assert buttons["back"].disabled and not buttons["forward"].disabled


def test_playing_from_the_past_starts_a_variation_and_keeps_the_old_line() -> None:
    app = app_at()
    played(app, 4)
    old_line = app.record.actions
    app.goto(2)
    other = next(a for a in app.state.legal_actions() if a != old_line[2])
    app.play(other)
    assert len(app.record.actions) == 3 and app.record.actions[-1] == other
    assert app.record.lines == (old_line, app.record.actions)
    assert app.panes.timeline.slider.max == 3


def test_undo_takes_back_the_persons_last_decision_and_the_bots_replies() -> None:
    app = app_at(seats=["human", RandomBot(3)])
    app.play("launch S01 cw TYC")
    app.play("move PLA")
    replies = app.run_bots()
    assert replies > 0 and app.state.current_player == 0
    app.undo()
    assert app.record.cursor == 1, "back to before Yellow's move"
    assert app.run_bots() == 0, "bots wait while the past is shown"
    app.undo()
    assert app.record.cursor == 0
    app.redo()
    assert app.record.cursor == 1
    app.redo()
    assert app.record.cursor == 2 + replies


def test_the_log_tells_the_decisions_in_words() -> None:
    app = app_at()
    app.play("launch S01 cw TYC")
    app.tabs.show("Log")
    assert "Yellow launches S01 (starter 1) clockwise to Tycho" in app.panes.log.text()
    assert "Yellow launched a 1 (S01) clockwise from Kepler to Tycho." in app.panes.log.text()


# -- bots ------------------------------------------------------------------------------------


def test_bots_play_until_a_person_is_to_decide() -> None:
    app = app_at(players=3, seats=["human", "random", "random"])
    played(app, 2)  # Yellow's launch and move: then the bots
    moves = app.run_bots()
    assert moves > 0 and app.state.current_player == 0


def test_a_person_cannot_decide_for_a_bot_that_is_playing_but_can_when_paused() -> None:
    app = app_at(seats=["random", "human"])
    before = app.record
    app.pick("tile:S01")
    assert app.record == before and "played by a bot" in app.message
    app.pause()
    app.pick("tile:S01")
    assert app.selection == ("tile:S01",)


def test_any_function_can_be_a_bot_and_a_failing_bot_pauses_the_bots() -> None:
    app = app_at(seats=[lambda state: state.legal_actions()[-1], "human"])
    assert app.run_bots() == 2  # Yellow's launch and move
    app = app_at(seats=[lambda state: 1 / 0, "human"])
    assert app.run_bots() == 0
    assert app.paused and "ZeroDivisionError" in app.message
    app = app_at(seats=[lambda state: "fly away", "human"])
    assert app.run_bots() == 0 and app.paused and "not allowed" in app.message


def face_up_hands(app: GameApp) -> set[str]:
    """The colours of the Hyperstellar hands the board shows card by card."""
    pieces = (piece for layer in app.board.scene["layers"] for piece in layer["pieces"])
    return {
        p["id"].split(":")[1]
        for p in pieces
        if p["id"].startswith("hand:") and p["id"].count(":") == 2
    }


@pytest.mark.parametrize(
    ("seats", "face_up"),
    [
        (["human", "human"], {"red"}),  # one screen passed around: the seat deciding
        (["human", "random"], {"red"}),
        (["random", "human"], {"yellow"}),  # a bot decides: the person sees only their own
        (["random", "random"], set()),  # bots only: whoever watches sees what is public
    ],
)
def test_the_board_never_shows_a_bots_hand_to_the_person_it_plays(
    seats: list[str], face_up: set[str]
) -> None:
    app = GameApp("hyperstellar", players=2, seed=1, seats=seats)
    assert app.state.current_player == 0
    assert face_up_hands(app) == face_up


def test_three_people_and_a_bot_deciding_see_nobodys_hand() -> None:
    app = GameApp("hyperstellar", players=4, seed=1, seats=["random", "human", "human", "human"])
    assert app.viewer is None and face_up_hands(app) == set()
    app.set_seat(0, "human")
    assert face_up_hands(app) == {"red"}


def test_a_searching_bot_in_a_seat_thinks_at_most_a_second_a_decision() -> None:
    app = GameApp("junk_orbit", players=2, seed=1, seats=["mcts", "greedy"])
    assert app.seats[0] == MctsBot(seed=0, seconds=THINKING_SECONDS)
    assert app.seats[1] == GreedyBot(seed=1)


def test_a_searching_bot_in_a_seat_uses_its_games_tuned_settings() -> None:
    app = GameApp("asteroid_belt", players=2, seed=1, seats=["human", "human"])
    app.set_seat(1, "mcts")
    bot = app.seats[1]
    assert bot == MctsBot.tuned("asteroid_belt", seed=1, seconds=THINKING_SECONDS)
    assert isinstance(bot, MctsBot) and bot.widening == 1.0 and bot.playout == "none"


def test_seats_can_be_changed_during_the_game() -> None:
    app = app_at()
    app.set_seat(1, "random")
    assert app.panes.seats.menus[1].value == "random"
    app.panes.seats.menus[1].value = "human"
    assert app.seats[1] is None


# -- the inspector ---------------------------------------------------------------------------


def test_the_inspector_marks_what_the_last_action_changed() -> None:
    app = app_at()
    app.play("launch S01 cw TYC")
    app.tabs.show("State")
    tree = app.panes.inspector.tree.value
    assert 'class="changed"' in tree and "TYC" in tree


def test_the_inspector_opens_on_what_the_seat_to_move_sees() -> None:
    app = GameApp("hyperstellar", players=2, seed=1)
    app.tabs.show("State")
    inspector = app.panes.inspector
    assert inspector.view.value == "Red sees" and "masked" in inspector.note.value
    observed = json.dumps(app.state.observation(0))
    assert "rng" not in inspector.tree.value and '"rng"' not in observed
    app.play("place lab")
    assert inspector.view.value is None, "the screen is to be passed to Yellow first"
    app.take_screen()
    assert inspector.view.value == "Yellow sees", "it follows the seat to move"


def test_the_whole_state_is_one_click_away_and_marked_as_hidden_information() -> None:
    app = app_at()
    app.tabs.show("State")
    inspector = app.panes.inspector
    inspector.view.value = WHOLE
    assert "rng" in inspector.tree.value
    assert "hidden information included" in inspector.note.value
    app.play("launch S01 cw TYC")
    app.play("move PLA")
    assert inspector.view.value == WHOLE, "a view the player picked stays picked"


# -- new games, records and links ----------------------------------------------------------


def test_a_new_game_uses_the_form_and_keeps_the_seats() -> None:
    app = app_at(seats=["human", "random"])
    app.panes.new_game.players.value = 3
    app.panes.new_game.seed.value = "42"
    app.panes.new_game.start.click()
    assert app.state == junkspace.new_game("junk_orbit", players=3, seed=42)
    assert [menu.value for menu in app.panes.seats.menus] == ["human", "random", "random"]


def test_a_bigger_table_gets_the_others_bot_in_its_new_seats_and_people_at_a_hot_seat() -> None:
    app = app_at(seats=["greedy", "human"])
    app.new_game(players=4)
    assert [menu.value for menu in app.panes.seats.menus] == ["greedy", "human", "greedy", "greedy"]
    app = app_at(seats=["human", "human"])
    app.new_game(players=3)
    assert app.seats == [None, None, None]


def test_a_hyperstellar_game_for_people_has_no_revolution_cap_unless_asked() -> None:
    app = GameApp("hyperstellar", players=2, seed=1)
    assert app.state.options == {"max_revolutions": None}
    app.panes.new_game.game.value = "hyperstellar"
    (field,) = [f for f in app.panes.new_game.options.children]
    assert field.children[0].value == "", "the form offers no limit"
    app.new_game("hyperstellar", max_revolutions=30)
    assert app.state.options == {"max_revolutions": 30}
    assert GameApp.from_query("hyperstellar", "seed=3").state.options["max_revolutions"] is None
    assert GameRecord.start("hyperstellar", 2, 1).state.options["max_revolutions"] == 100


def test_a_bad_seed_in_the_form_changes_nothing() -> None:
    app = app_at()
    before = app.record
    app.panes.new_game.seed.value = "forty-two"
    app.panes.new_game.start.click()
    assert app.record == before and "seed" in app.message


def test_a_saved_game_loads_back_with_its_seats() -> None:
    app = app_at(seats=["human", "greedy"])
    app.pause()
    played(app, 3)
    saved = app.save()
    other = app_at(players=4, seed=9)
    assert other.load(saved)
    assert other.record == app.record
    assert [menu.value for menu in other.panes.seats.menus] == ["human", "greedy"]
    assert "with its seats" in other.message


def test_a_plain_record_loads_and_the_seats_stay_as_they_were() -> None:
    record = GameRecord.start("junk_orbit", players=3, seed=2).play("launch S01 cw TYC")
    app = app_at(seats=["human", "random"])
    assert app.load(record.to_json())
    assert app.record == record
    assert [menu.value for menu in app.panes.seats.menus] == ["human", "random", "random"]


NEWER = json.dumps(GameRecord.start("junk_orbit", players=2, seed=1).to_dict() | {"version": 99})
STATE = junkspace.new_game("junk_orbit", players=2, seed=1).to_json()
NEWER_WORDS = "it was saved by a newer version of junkspace: update junkspace to open it"


@pytest.mark.parametrize(
    ("text", "words", "details"),
    [
        ("{not json", "this file is not a junkspace game record", "not valid JSON"),
        ('{"format": "junkspace-record"}', "not a junkspace game record", "version is missing"),
        ("[]", "this file is not a junkspace game record", "object"),
        (b"\xff\xfe", "this file is not a junkspace game record", ""),
        ("x" * 2_000_000, "too large", ""),
        (NEWER, "saved by a newer version of junkspace", "format 99"),
        (STATE, "a saved position, not a game record", "junkspace.from_json"),
        ('{"format": "junkspace-app", "version": 5}', "newer version", "format 5"),
        ('{"format": "junkspace-app", "version": 1}', "save file is damaged", "seats"),
    ],
)
def test_a_bad_file_is_explained_in_words_with_details_and_the_game_untouched(
    text: str | bytes, words: str, details: str
) -> None:
    app = app_at()
    played(app, 2)
    before = snapshot(app)
    assert not app.load(text)
    assert snapshot(app) == before
    assert app.message.startswith("Could not load that file: ") and words in app.message
    assert details in app.load_details
    assert "{" not in app.message and "[" not in app.message, "no field paths in the words"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (NEWER, NEWER_WORDS),
        ('{"format": "junkspace-record"}', "this file is not a junkspace game record"),
        ('{"format": "junkspace-app", "version": 5}', NEWER_WORDS),
        ('{"format": "junkspace-app", "version": 1}', "this save file is damaged"),
    ],
)
def test_a_bad_file_is_explained_in_the_apps_language(text: str, words: str) -> None:
    """The words are chosen by what the file holds, not by the error's English (on main a
    French app called a newer record damaged)."""
    app = app_at(language="fr")
    assert not app.load(text)
    with speaking("fr"):
        french = WORDS.gettext(words)
    assert french != words and french in app.message, app.message
    assert not re.search(r"\b(the|this|file|record|saved)\b", app.load_details), app.load_details


def test_a_link_that_holds_no_record_says_so_in_the_apps_language() -> None:
    with speaking("es"):
        app = GameApp.from_query("junk_orbit", "record=not-a-record")
    assert app.message.startswith(
        "No se pudo abrir la partida del enlace: este enlace no contiene un registro"
    )


def test_a_record_that_does_not_replay_names_the_bad_decision() -> None:
    record = GameRecord.start("junk_orbit", players=2, seed=1).to_dict()
    record["actions"] = ["launch S01 cw TYC", "move THA"]
    app = app_at()
    assert not app.load(json.dumps(record))
    assert "decision 2 cannot be played" in app.message
    assert app.load_details.startswith("actions[1]: 'move THA' cannot be played here")


def test_a_link_opens_the_same_game_at_the_same_point() -> None:
    app = app_at()
    played(app, 3)
    app.back()
    opened = GameApp.from_query("junk_orbit", app.link().removeprefix("?"))
    assert opened.record == app.record and opened.message == ""


def test_a_link_keeps_the_seats_bots() -> None:
    app = GameApp("junk_orbit", players=3, seed=1, seats=["human", "greedy", "mcts"])
    opened = GameApp.from_query("junk_orbit", app.link().removeprefix("?"))
    assert [menu.value for menu in opened.panes.seats.menus] == ["human", "greedy", "mcts"]


@pytest.mark.parametrize(
    ("query", "players", "seed", "seats", "problem"),
    [
        ("players=4&seed=7", 4, 7, ["human", "random", "random", "random"], ""),
        ("seed=7&seats=human,human,random", 3, 7, ["human", "human", "random"], ""),
        ("seed=7&seats=human", 3, 7, ["human", "random", "random"], "Ignored seats"),
        ("players=9&seed=7", 3, None, None, "2–5 players"),
        ("record=garbage", 3, None, None, "Could not open the linked game"),
    ],
)
def test_the_dashboard_reads_its_url_query(
    query: str, players: int, seed: int | None, seats: list[str] | None, problem: str
) -> None:
    app = GameApp.from_query("junk_orbit", query)
    assert app.state.players == players
    if seed is not None:
        assert app.state.seed == seed
    if seats is not None:
        assert [menu.value for menu in app.panes.seats.menus] == seats
    assert problem in app.message


def test_a_game_started_from_a_position_plays_on_but_cannot_be_saved_as_a_record() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=1).apply("launch S01 cw TYC")
    app = GameApp(state)
    assert app.state == state
    app.play("move PLA")
    with pytest.raises(ValueError, match="started from a position"):
        app.save()
    assert GameApp(junkspace.new_game("junk_orbit", players=2, seed=1)).save()


def test_the_record_token_is_short_enough_for_a_link() -> None:
    app = app_at(players=4)
    for _ in range(200):
        if app.state.is_over:
            break
        app.play(app.state.legal_actions()[0])
    assert len(record_token(app.record)) < 4000


def test_a_record_uploaded_in_the_browser_opens_and_a_bad_one_is_explained() -> None:
    app = app_at()
    played(app, 3)
    saved = app.save().encode()
    other = app_at(seed=2)

    def upload(content: bytes) -> None:
        other.panes.files.upload.receive({"type": "file", "name": "game.json"}, [content])

    upload(saved)
    assert other.record == app.record
    upload(b"{oops")
    assert other.record == app.record
    assert "this file is not a junkspace game record" in other.panes.files.output.value
    assert "<details><summary>details</summary><code>this is not valid JSON" in (
        other.panes.files.output.value
    )
    upload(b" " * (MAX_RECORD_BYTES + 1))  # what the browser sends of a longer file
    assert other.record == app.record
    assert "it is too large to be a junkspace game record" in other.panes.files.output.value


@pytest.mark.parametrize(
    ("game", "name", "typed", "value"),
    [
        ("asteroid_belt", "fast", True, True),
        ("asteroid_belt", "goal", "25", 25),
        ("asteroid_belt", "rounds", "", None),
        ("hyperstellar", "max_revolutions", " 7 ", 7),
    ],
)
def test_every_game_option_has_a_field_in_the_new_game_form(
    game: str, name: str, typed: object, value: object
) -> None:
    (option,) = [o for o in junkspace.GAMES[game].options if o.name == name]
    field = option_field(option)
    field.value = typed
    assert option_value(option, field) == value
    junkspace.GAMES[game].resolve(None, 1, {name: value})  # the game accepts it


# -- variations ----------------------------------------------------------------------------


def test_the_timeline_shows_switches_promotes_and_drops_variations() -> None:
    app = app_at()
    played(app, 4)
    main = app.record.actions
    app.goto(2)
    assert "starts a variation" in app.panes.timeline.note.value
    app.play(next(a for a in app.state.legal_actions() if a != main[2]))
    timeline = app.panes.timeline
    assert timeline.lines.options == ("main line (4)", "variation 1: from decision 3 (3)")
    assert timeline.lines.index == 1 and not timeline.promote.disabled
    timeline.lines.index = 0  # the line chosen is shown at its end, not where they part
    assert app.record.actions == main and app.record.cursor == 4 == timeline.slider.value
    timeline.lines.index = 1
    timeline.promote.click()
    assert app.record.lines[0] == app.record.actions and app.record.lines[1] == main
    assert timeline.lines.options[0] == "main line (3)" and timeline.promote.disabled
    saved = app_at(seed=5)
    assert saved.load(app.save()) and saved.record.lines == app.record.lines
    timeline.lines.index = 1
    timeline.drop.click()
    assert app.record.lines == (app.record.actions,)
    assert timeline.widget.children[2].layout.display == "none", "one line: no list"


def test_stepping_back_onto_a_bots_turn_says_why_bots_wait_and_can_resume_them() -> None:
    app = app_at(seats=["human", RandomBot(3)])
    app.play("launch S01 cw TYC")
    app.play("move PLA")
    replies = app.run_bots()
    line = app.record.actions
    app.goto(2)  # Purple's bot is to decide
    timeline = app.panes.timeline
    assert "Bots wait while the past is shown" in timeline.note.value
    assert timeline.resume.layout.display is None
    assert app.run_bots() == 0
    app.resume_bots()
    assert timeline.resume.layout.display == "none"
    assert app.run_bots() == replies, "the bot plays on: the same seeded moves as before"
    assert app.record.actions == line and len(app.record.lines) == 1


@pytest.mark.parametrize(
    "fixture", sorted((Path(__file__).parents[1] / "fixtures" / "records").glob("*.json"))
)
def test_records_saved_by_earlier_junkspace_open_in_the_app(fixture: Path) -> None:
    record = GameRecord.from_json(fixture.read_text())
    app = GameApp("junk_orbit", players=2, seed=1, seats=["human", "greedy"])
    app.pause()
    assert app.load(fixture.read_bytes()), app.message
    assert app.record == record and "seats kept" in app.message
    assert [menu.value for menu in app.panes.seats.menus][:2] == ["human", "greedy"]
