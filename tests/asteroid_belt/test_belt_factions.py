"""The ``factions`` option: which factions play, in which seat order (default: the text's)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from belt import events_of, position, rock

import junkspace
from junkspace import GameRecord
from junkspace.asteroid_belt import ASTEROIDS, AsteroidBeltState, Site, Unit, cell
from junkspace.asteroid_belt.drawing import FACTION_COLOURS
from junkspace.asteroid_belt.seating import FACTION_CHOICES
from junkspace.asteroid_belt.view import scene
from junkspace.interop.observations import encoder
from junkspace.interop.table import Table
from junkspace.widgets import GameApp
from junkspace.widgets.panes.new_game import option_field, option_value

SAVES = Path(__file__).resolve().parent / "saves"
GREEN, PURPLE, ORANGE = 2, 0, 1  # faction numbers, in the text's order


def _corner(faction: int) -> int:
    return next(a.id for a in ASTEROIDS if a.base == faction)


def test_green_and_purple_play_a_two_player_game_green_first() -> None:
    state = junkspace.new_game("asteroid_belt", players=2, seed=3, factions="green-purple")
    assert isinstance(state, AsteroidBeltState)
    assert [state.seat_name(s) for s in range(2)] == ["Green", "Purple"]
    assert state.status().startswith("Green to command")
    # Seat 0 is Green: its base a16, one more engineering, engineers for 8.
    assert state.sites[_corner(GREEN)] == Site(owner=0)
    assert state.sites[_corner(PURPLE)] == Site(owner=1)
    assert state.reserve == ((3, 1, 1, 1), (2, 1, 2, 1))
    assert "select a16 engineering" in {str(a) for a in state.legal_actions()}
    assert "buy engineering" in {str(a) for a in state.legal_actions()}
    assert state.describe(state.parse_action("buy engineering")).endswith("(8 resources).")
    # Orange does not play: its corner is an ordinary class-5 asteroid with guards.
    assert state.sites[_corner(ORANGE)] == Site(waiting=("assault", "recon"))
    assert "target x1" in {str(a) for a in state.action_space()}
    assert "target a16" not in {str(a) for a in state.action_space()}


def test_with_two_players_the_first_two_of_three_named_play() -> None:
    state = junkspace.new_game("asteroid_belt", players=2, seed=0, factions="orange-green-purple")
    assert [state.seat_name(s) for s in range(2)] == ["Orange", "Green"]
    assert state.sites[_corner(PURPLE)].owner is None


def test_the_default_is_the_texts_order() -> None:
    state = junkspace.new_game("asteroid_belt", players=3, seed=0)
    assert state.options["factions"] == "purple-orange-green"
    assert junkspace.new_game(
        "asteroid_belt", players=3, seed=0, factions="purple-orange-green"
    ) == (state)


@pytest.mark.parametrize(
    "players, factions, problem",
    [
        (3, "green-purple", "names 2 factions ('green-purple') for 3 players"),
        (2, "green-green", "must be one of 'purple-orange-green'"),
        (2, "Green-Purple", "must be one of"),
        (2, "green,purple", "must be one of"),
        (2, ["green", "purple"], "must be one of"),
    ],
)
def test_a_wrong_factions_option_is_refused_with_a_clear_error(
    players: int, factions: object, problem: str
) -> None:
    with pytest.raises(ValueError, match=re.escape(problem)):
        junkspace.new_game("asteroid_belt", players=players, factions=factions)


def test_every_choice_is_two_or_three_different_factions() -> None:
    assert len(FACTION_CHOICES) == 12 and len(set(FACTION_CHOICES)) == 12
    for choice in FACTION_CHOICES:
        words = choice.split("-")
        assert len(words) in (2, 3) and len(set(words)) == len(words)


def test_the_board_text_and_narration_follow_the_factions() -> None:
    # Green (seat 0) attacks Purple (seat 1): a die each, 6 against 1.
    state = position(
        pieces={"i5": Unit(0, "assault"), "i6": Unit(1, "engineering")},
        dice=(6, 1),
        factions="green-purple",
    )
    text = str(state)
    assert "Green Anarchy" in text.splitlines()[-3] and "Purple Federation" in text.splitlines()[-2]
    assert " Ga " in text and " Pe " in text, "each unit shows its faction's letter"
    attack = state.apply("select i5").parse_action("attack i6")
    assert state.apply("select i5").describe(attack) == (
        "Green's assault on i5 attacks Purple's engineering on i6."
    )
    after = state.apply("select i5").apply(attack)
    sentence = after.narrate(events_of(after, "attack")[0])
    assert sentence.startswith("Green's assault on i5 attacked Purple's engineering on i6")


def test_the_board_view_draws_each_seat_in_its_factions_colour() -> None:
    state = position(
        pieces={"i5": Unit(0, "assault"), "l2": Unit(1, "recon")}, factions="green-purple"
    )
    board = scene(state)
    unit, other = board.piece("unit:i5"), board.piece("unit:l2")
    assert unit.shapes[0].style.fill == FACTION_COLOURS[GREEN]
    assert other.shapes[0].style.fill == FACTION_COLOURS[PURPLE]
    assert unit.label == "Green gives orders to its assault on i5."
    assert other.label == "Purple's recon on l2"
    assert board.piece("panel:0").label.startswith("Green Anarchy")
    assert board.piece("rock:a16").label.startswith("Green Anarchy's base")
    assert board.piece("rock:x1").label == "class-5 asteroid x1"


def test_the_factions_are_saved_with_states_and_records() -> None:
    state = junkspace.new_game("asteroid_belt", players=2, seed=4, factions="green-orange")
    again = junkspace.from_json(state.to_json())
    assert again == state and again.seat_name(0) == "Green"
    record = GameRecord.start("asteroid_belt", players=2, seed=4, factions="green-orange")
    record = record.play("select a16 assault").play("move b13")
    loaded = GameRecord.from_json(record.to_json())
    assert loaded.state == record.state and loaded.state.seat_name(0) == "Green"


def test_a_saved_state_with_factions_for_another_table_is_refused() -> None:
    text = junkspace.new_game("asteroid_belt", players=2, seed=4, factions="green-orange").to_json()
    bad = text.replace('"players":2', '"players":3')
    assert bad != text
    with pytest.raises(junkspace.InvalidStateError, match=r"state\.options\.factions"):
        junkspace.from_json(bad)


def test_saves_from_before_the_factions_option_load_with_the_texts_seats() -> None:
    # Written by junkspace before this option (a 3-player record and its last position).
    record_text = (SAVES / "record_before_factions.json").read_text(encoding="utf-8")
    state_text = (SAVES / "state_before_factions.json").read_text(encoding="utf-8")
    assert "factions" not in record_text and "factions" not in state_text
    record = GameRecord.from_json(record_text)
    state = junkspace.from_json(state_text)
    assert record.state == state
    assert isinstance(state, AsteroidBeltState)
    assert [state.seat_name(s) for s in range(3)] == ["Purple", "Orange", "Green"]


def test_the_observation_encoder_names_the_observers_faction() -> None:
    state = junkspace.new_game("asteroid_belt", players=2, seed=0, factions="green-purple")
    coder = encoder(Table.of_state(state))
    for seat, faction in ((0, GREEN), (1, PURPLE)):
        parts = coder.layout.views(coder.encode(state, seat))
        assert np.flatnonzero(parts["faction"]).tolist() == [faction]
        # Seat 0 (Green) has 3 of its 5 engineering units on its base.
        reserve = parts["reserve"][(0 - seat) % 2]
        assert reserve[0] == pytest.approx(3 / 5)


def test_the_new_game_form_offers_the_factions_as_a_menu() -> None:
    option = next(o for o in junkspace.GAMES["asteroid_belt"].options if o.name == "factions")
    field = option_field(option)
    assert list(field.options) == list(FACTION_CHOICES)
    assert field.value == "purple-orange-green"
    field.value = "green-purple"
    assert option_value(option, field) == "green-purple"


def test_a_targeted_corner_of_a_faction_not_playing_is_captured_like_any_asteroid() -> None:
    state = position(pieces={"w2": Unit(0, "assault")}, factions="green-purple")
    assert "target x1" in {str(a) for a in state.legal_actions()}
    state = state.apply("target x1")
    assert state.sites[rock("x1")].target == 0
    assert state.piece_at("w2") == Unit(0, "assault") and cell("x1") not in state.at


def test_the_apps_new_game_form_seats_the_chosen_factions() -> None:
    app = GameApp("asteroid_belt", players=2, seed=1)
    form = app.panes.new_game
    form.game.value = "asteroid_belt"
    form.players.value = 2
    names = [o.name for o in junkspace.GAMES["asteroid_belt"].options]
    form._fields[names.index("factions")].value = "green-purple"
    form.start.click()
    assert [app.state.seat_name(s) for s in range(2)] == ["Green", "Purple"]
    assert [menu.description for menu in app.panes.seats.menus] == ["Green", "Purple"]
    before = app.record
    form.players.value = 3
    form._fields[names.index("factions")].value = "green-purple"
    form.start.click()  # two factions named for three players: refused, nothing changes
    assert app.record == before and "names 2 factions" in app.message
