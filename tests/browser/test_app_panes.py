"""Each pane of the app in Chromium: its main interaction, on a real Voilà dashboard.

Junk Orbit's dashboard is used throughout (every game shares the panes); each test is one
interaction and what it must change on the page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from browsing import message, open_dashboard, painted_version, wait_painted

import junkspace
from junkspace import GameRecord
from junkspace.widgets.saved import save_text

if TYPE_CHECKING:
    from browsing import DashboardServer
    from playwright.sync_api import Page

QUERY = "players=2&seed=1&seats=human,human"
START = junkspace.new_game("junk_orbit", players=2, seed=1)


def wait_status(page: Page, text: str) -> None:
    page.wait_for_function(
        "text => document.querySelector('.junkspace-status')?.textContent === text", arg=text
    )


def test_an_action_button_in_words_plays_its_action(
    page: Page, dashboards: DashboardServer
) -> None:
    from playwright.sync_api import expect

    open_dashboard(page, dashboards.url("junk_orbit.ipynb", QUERY))
    row = page.locator(".js-action-row", has_text="Yellow launches S01 (starter 1)")
    button = row.get_by_role("button", name="clockwise to Tycho, where it rests.", exact=True)
    assert button.get_attribute("title") == "launch S01 cw TYC", "the notation is on hover"
    version = painted_version(page)
    button.click()
    wait_painted(page, version + 1)
    wait_status(page, START.apply("launch S01 cw TYC").status())
    # The board comes first in the kernel's update, the buttons just after it.
    page.locator(".js-actions").get_by_text("Yellow moves the ship to Plato.").wait_for()
    # The new button can show before the browser has taken the launch buttons away.
    expect(page.locator(".js-actions").get_by_role("button")).to_have_count(1, timeout=10_000)


def test_the_rules_tab_opens_the_games_rules_beside_the_board(
    page: Page, dashboards: DashboardServer
) -> None:
    open_dashboard(page, dashboards.url("junk_orbit.ipynb", QUERY))
    assert "Launch" in page.locator(".js-guide").inner_text(), "How to play is open first"
    assert "gold" in page.locator(".js-help").inner_text(), "what the lit pieces mean"
    page.locator(".js-side").get_by_role("button", name="Rules", exact=True).click()
    rules = page.locator(".js-rules h2").first  # under the app's own title
    rules.wait_for()
    assert rules.inner_text() == "Junk Orbit"
    assert page.locator(".js-rules").get_by_text("End of the game").is_visible()


def open_tab(page: Page, title: str) -> None:
    page.locator(".js-side").get_by_role("button", name=title, exact=True).click()


def test_a_seat_given_to_a_bot_in_the_players_tab_plays_by_itself(
    page: Page, dashboards: DashboardServer
) -> None:
    open_dashboard(page, dashboards.url("junk_orbit.ipynb", QUERY))
    open_tab(page, "Players")
    label = page.locator(".js-side .widget-slider", has_text="Bot delay (s)").locator("label")
    assert label.evaluate("e => e.scrollWidth <= e.clientWidth"), "the label is not cut"
    version = painted_version(page)
    page.locator(".js-seats select").first.select_option("random")
    wait_painted(page, version + 2)  # Yellow's bot launches and moves
    page.wait_for_function(
        "() => document.querySelector('.junkspace-status').textContent.includes('Purple')"
    )


def test_a_save_file_loaded_in_the_files_tab_opens_with_its_seats(
    page: Page, dashboards: DashboardServer
) -> None:
    open_dashboard(page, dashboards.url("junk_orbit.ipynb", QUERY))
    record = GameRecord.start("junk_orbit", 3, 7).play("launch S01 cw TYC")
    open_tab(page, "Save & share")

    load = page.locator(".js-side").get_by_role("button", name="Load a record")
    assert load.inner_text().strip() == "Load a record", "no file count beside the words"

    def upload(name: str, content: bytes) -> None:
        with page.expect_file_chooser() as chooser:
            load.click()
        files = [{"name": name, "mimeType": "application/json", "buffer": content}]
        chooser.value.set_files(files)  # type: ignore[arg-type]

    upload("bad.json", b"{oops")
    page.locator(".js-side").get_by_text("this file is not a junkspace game record").wait_for()
    assert page.locator(".js-side details").count() == 1, "the technical detail, folded"
    upload("game.json", save_text(record, ["human", "human", "greedy"]).encode())
    wait_status(page, record.state.status())
    page.locator(".js-side").get_by_text("with its seats").wait_for()
    open_tab(page, "Players")
    menus = page.locator(".js-seats select")
    assert [menus.nth(i).input_value() for i in range(3)] == ["human", "human", "greedy"]


def test_the_state_tab_shows_what_the_seat_to_move_sees_and_the_whole_state_on_a_click(
    page: Page, dashboards: DashboardServer
) -> None:
    open_dashboard(page, dashboards.url("junk_orbit.ipynb", QUERY))
    open_tab(page, "State")
    side = page.locator(".js-side")
    side.get_by_text("What Yellow can see").wait_for()
    assert "rng" not in side.locator(".junkspace-tree").inner_text()
    side.get_by_role("button", name="whole state ⚠").click()
    side.get_by_text("hidden information included").wait_for()
    side.locator(".junkspace-tree", has_text="rng").wait_for()


def test_a_step_back_onto_a_bots_turn_explains_and_resumes_the_bots(
    page: Page, dashboards: DashboardServer
) -> None:
    from junkspace.bots import RandomBot
    from junkspace.widgets.links import record_token

    record = GameRecord.start("junk_orbit", 2, 1).play("launch S01 cw TYC").play("move PLA")
    bot = RandomBot(seed=1)
    while record.state.current_player == 1:
        record = record.play(bot(record.state))
    past = record.goto(2)
    query = f"record={record_token(past)}&seats=human,random"
    open_dashboard(page, dashboards.url("junk_orbit.ipynb", query))
    side = page.locator(".js-side")
    side.get_by_text("Bots wait while the past is shown").wait_for()
    side.get_by_role("button", name="resume bots from here").click()
    page.wait_for_function(
        "() => document.querySelector('.junkspace-status').textContent.includes('Yellow')"
    )
    assert not side.get_by_text("Bots wait while the past is shown").is_visible()


def test_the_new_game_tab_starts_a_bigger_table_with_the_others_bot_in_the_new_seat(
    page: Page, dashboards: DashboardServer
) -> None:
    open_dashboard(page, dashboards.url("junk_orbit.ipynb", "players=2&seed=1&seats=human,random"))
    open_tab(page, "New game")
    side = page.locator(".js-side")
    form = page.locator(".js-new-game")
    form.locator("select").nth(1).select_option("3")  # the menus: game, players
    form.get_by_role("textbox", name="Seed").fill("42")
    form.get_by_role("button", name="Start a new game").click()
    wait_status(page, junkspace.new_game("junk_orbit", players=3, seed=42).status())
    open_tab(page, "Players")
    menus = side.locator(".js-seats select")
    assert [menus.nth(i).input_value() for i in range(3)] == ["human", "random", "random"]


def test_a_notation_mistake_shows_under_the_box_and_keeps_what_was_typed(
    page: Page, dashboards: DashboardServer
) -> None:
    open_dashboard(page, dashboards.url("junk_orbit.ipynb", QUERY))
    box = page.get_by_placeholder("or type an action in notation and press Enter")
    box.fill("fly away")
    box.press("Enter")
    mistake = page.locator(".js-notation-error [role=alert]")
    mistake.wait_for()
    assert "expected one of" in mistake.inner_text()
    assert box.input_value() == "fly away", "what was typed stays, to be mended"
    typed, said = box.bounding_box(), mistake.bounding_box()
    assert typed is not None and said is not None
    assert 0 <= said["y"] - (typed["y"] + typed["height"]) < 24, "just under the box"
    assert abs(said["x"] - typed["x"]) < 24
    assert message(page) == "", "nothing above the board"
