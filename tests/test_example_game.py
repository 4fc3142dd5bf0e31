"""The example plug-in game (tests/example_game) reaches everything, with no edit to junkspace/.

Pig is installed as a distribution of its own (``pip install -e tests/example_game``, part of
the README's test command). Being installed puts it in every contract, view and adapter test
the suite runs for each game; these tests show each place a game appears, for Pig, and that
nothing in the junkspace package names it.
"""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pyspiel
import pytest
from playing import TABLES

import junkspace
from junkspace.bots import GreedyBot, MctsBot
from junkspace.bots.greedy import heuristic_for
from junkspace.cli import build_parser, main
from junkspace.interop import openspiel, pettingzoo
from junkspace.render.view import view_for
from junkspace.widgets import GameApp, dashboard_index
from junkspace.widgets.guide import rules_html

PACKAGE = Path(junkspace.__file__).parent


@pytest.fixture(autouse=True)
def installed() -> None:
    if "pig" not in junkspace.GAMES:
        pytest.fail(
            "the example game is not installed: pip install -e tests/example_game "
            "(the README's test command installs it)"
        )


def test_pig_is_a_game_of_its_own_distribution() -> None:
    info = junkspace.GAMES["pig"]
    assert info.plugin.distribution == "junkspace-pig" and not info.plugin.builtin
    assert (info.title, info.min_players, info.max_players) == ("Pig", 2, 4)
    assert not Path(info.load().__file__ or "").is_relative_to(PACKAGE)
    # Neither its package nor its name as a string: nothing in junkspace/ registers it.
    mention = re.compile(r"junkspace_pig|[\"']pig[\"']")
    named = [p for p in PACKAGE.rglob("*.py") if mention.search(p.read_text(encoding="utf-8"))]
    assert named == [], "nothing in junkspace/ names the example game"


def test_new_game_starts_it_with_its_options_checked() -> None:
    state = junkspace.new_game("pig", players=3, seed=1, target=30)
    assert (state.players, state.options) == (3, {"target": 30, "turns": 60})
    assert junkspace.from_json(state.apply("roll").to_json()) == state.apply("roll")
    with pytest.raises(ValueError, match="pig option target must be between 10 and 100"):
        junkspace.new_game("pig", target=5)
    with pytest.raises(ValueError, match="Pig is for 2–4 players, got 5"):
        junkspace.new_game("pig", players=5)


def test_the_simulate_command_plays_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "pig.jsonl"
    arguments = ["pig", "--games", "4", "--bots", "greedy,random", "--seed", "3"]
    assert main(["simulate", *arguments, "--out", str(out), "--no-progress"]) == 0
    assert "Pig, 2 players: 4 games (seed 3; bots greedy, random)" in capsys.readouterr().out
    assert len(out.read_text().splitlines()) == 4


def test_the_play_command_offers_only_the_games_with_a_dashboard(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["play", "pig"])
    assert "invalid choice: 'pig'" in capsys.readouterr().err
    assert build_parser().parse_args(["play", "junk_orbit"]).game == "junk_orbit"


def test_the_bots_use_its_heuristic_and_search_settings() -> None:
    assert heuristic_for("pig").game == "pig"
    assert MctsBot.tuned("pig").iterations == 200
    state = junkspace.new_game("pig", seed=2)
    assert GreedyBot()(state) in state.legal_actions()


def test_the_app_plays_it_by_clicks_on_its_board() -> None:
    app = GameApp("pig", players=2, seed=3, seats=["human", "human"])
    assert app.board.scene["layers"], "the board is drawn"
    app.pick("button:roll", app.board.version)
    assert [str(a) for a in app.record.actions] == ["roll"]
    assert app.state.total == 3
    app.pick("button:hold", app.board.version)
    assert app.state.banked == (3, 0) and app.state.current_player == 1
    assert view_for("pig").scene(app.state).piece("status").label == app.state.status()


def test_every_table_of_it_is_in_the_suites_parametrized_tests() -> None:
    # So PettingZoo's api_test, seed_test and render_test, OpenSpiel's random_sim_test, the
    # contract, the views and the bots run for Pig as for junkspace's own games.
    assert [(g, p) for g, p in TABLES if g == "pig"] == [("pig", 2), ("pig", 3), ("pig", 4)]


def test_pettingzoo_has_it_as_a_module_attribute() -> None:
    game = pettingzoo.pig_v0.env(players=2)
    game.reset(seed=1)
    observation, *_ = game.last()
    assert observation["action_mask"].tolist() == [1, 1]


def test_openspiel_has_it_and_its_random_simulation_test_passes() -> None:
    game = pyspiel.load_game("junkspace_pig", {"players": 2, "target": 20, "turns": 30})
    assert game.max_game_length() == 30 * 11
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)
    assert openspiel.load("pig").get_type().short_name == "junkspace_pig"


def test_the_index_has_its_card_once_its_dashboard_is_there(tmp_path: Path) -> None:
    assert 'data-game="pig"' not in dashboard_index(tmp_path).value
    (tmp_path / "pig.ipynb").write_text("{}")
    page = dashboard_index(tmp_path).value
    card = page[page.index('data-game="pig"') :]
    assert "Roll the die as often as you dare" in card
    assert "2–4 players · first to 20 points, a few minutes" in card
    assert 'href="pig.ipynb?players=2&amp;seats=human,greedy"' in card


def test_the_app_shows_how_to_play_it_and_its_rules() -> None:
    app = GameApp("pig", players=2, seed=3)
    how = app.panes.how_to_play.widget.value
    assert how.startswith("<p>") and "<strong>Hold</strong>: bank the points" in how
    app.tabs.show("Rules")
    rules = app.panes.rules.widget.value
    assert rules == rules_html("pig")
    assert "<h2>Pig</h2>" in rules and "<table>" in rules


def test_it_is_written_on_the_skeleton_of_junkspaces_own_games() -> None:
    # docs/own-game.md walks through these modules, each in the role it has in every game.
    roles = [
        "rules",
        "actions",
        "phases",
        "state",
        "turn",
        "refusals",
        "narration",
        "codec",
        "view",
    ]
    parts = {role: importlib.import_module(f"junkspace_pig.{role}") for role in roles}
    state = junkspace.new_game("pig", players=2, seed=3)
    assert set(parts["turn"].VERBS) == {type(action) for action in state.action_space()}
    assert parts["turn"].advance(state, parts["actions"].ROLL) == state.apply("roll")
    assert parts["state"].PigState.seat_names is parts["rules"].SEAT_NAMES
    assert parts["codec"].state_from_dict(state._to_dict()) == state


def test_its_saves_are_checked_and_older_ones_still_load() -> None:
    state = junkspace.new_game("pig", players=2, seed=3, target=10)
    saved = json.loads(state.to_json())
    del saved["state"]["phase"]  # as the example's first version saved it
    assert junkspace.from_json(json.dumps(saved)) == state
    saved["state"]["banked"] = [10, 0]
    over = junkspace.from_json(json.dumps(saved))
    assert over.is_over and over.winners() == (0,)
    saved["state"]["phase"] = {"step": "roll"}
    with pytest.raises(junkspace.InvalidStateError, match=r"^state.phase: the game is over when"):
        junkspace.from_json(json.dumps(saved))
