"""The Log tab tells the whole game, turn by turn, to every seat, with nothing of another's hand;
the caption under the title tells the last decision and the last dice, whoever rolled them."""

from __future__ import annotations

import re
from functools import cache

import pytest
from hidden import GAMES, SEED, described, face_up, secrets_of

from junkspace import GameRecord
from junkspace.bots import GreedyBot
from junkspace.widgets import GameApp
from junkspace.widgets.panes.board_column import last_words
from junkspace.widgets.panes.log import LogPane


@cache
def played(game: str) -> GameRecord:
    """A whole two-seat game between greedy bots."""
    record = GameRecord.start(game, players=2, seed=SEED, **GAMES[game])
    bots = [GreedyBot(seed=0), GreedyBot(seed=1)]
    while not record.state.is_over:
        record = record.play(bots[record.state.current_player](record.state))
    return record


def log_of(record: GameRecord, viewer: int | None) -> str:
    pane = LogPane()
    pane.shown = True
    pane.refresh(record, viewer)
    return pane.text()


def plain(html: str) -> str:
    return html.replace("&#x27;", "'").replace("&amp;", "&")


@pytest.mark.parametrize("game", list(GAMES))
def test_the_log_tells_every_decision_under_the_heading_of_its_turn(game: str) -> None:
    record = played(game)
    states = record.states()
    text = plain(log_of(record, 0))
    sections = re.findall(r'<h2>([^<]*)</h2><ol start="(\d+)">(.*?)</ol>', text)
    told = 0
    for number, (heading, start, body) in enumerate(reversed(sections), start=1):
        assert int(start) == told + 1, f"{heading} starts at decision {start}"
        for item in re.findall(r"<li>([^<]*)(?:<ul>(?:<li>[^<]*</li>)*</ul>)?</li>", body):
            state = states[told]
            assert item == state.describe(record.actions[told]), f"decision {told + 1}"
            if game == "hyperstellar":  # played in revolutions, every seat in each
                assert heading == f"Revolution {state.revolution}"
            else:  # the drops of a hit ship, the guards after a turn: the turn's
                seat = state.seat_name(state.active)
                you = " (you)" if state.active == 0 else ""
                assert heading == f"Turn {number}: {seat}{you}", f"decision {told + 1}"
            told += 1
    assert told == len(record.actions), "every decision of the game is in the log"
    for after in states[1:]:
        for event in after.events:
            assert after.narrate(event) in text, "every event, in the game's words"


def test_a_guard_beating_a_unit_in_another_factions_turn_is_told_with_its_dice() -> None:
    record = played("asteroid_belt")
    text = plain(log_of(record, 0))
    guard_wins = [
        after.narrate(event)
        for before, after in zip(record.states(), record.states()[1:], strict=False)
        if before.current_player != before.active
        for event in after.events
        if event.kind == "attack" and event.seat is None
    ]
    assert guard_wins, "the game has guards attacking (the test has teeth)"
    assert all(re.search(r"\d+\+\d+ = \d+ against \d+\+\d+ = \d+", s) for s in guard_wins)
    assert all(sentence in text for sentence in guard_wins)
    # The caption recalls the last dice after a decision that rolled none.
    for cursor in range(len(record.actions), 0, -1):
        after = record.states()[cursor]
        if not any(e.kind == "attack" and not e["sure"] for e in after.events):
            continue
        later = record.goto(cursor + 1)
        words = plain(last_words(later))
        assert f"Last dice (decision {cursor}):" in words and " against " in words, words
        break


def test_no_log_names_a_card_of_another_seats_hand() -> None:
    record = played("hyperstellar")
    states = list(record.states())
    said = described(states, [str(a) for a in record.actions])
    for seat in (0, 1):
        other = 1 - seat
        text = plain(log_of(record, seat))
        hidden = secrets_of(states, said, other)
        assert hidden, "the other seat had sets it never scored (the test has teeth)"
        assert not [s for s in hidden if s in text]
        assert not face_up(text, states[0].seat_name(other))


def test_the_apps_log_is_drawn_when_its_tab_is_shown_and_follows_the_game() -> None:
    app = GameApp("junk_orbit", players=2, seed=1, seats=["human", "human"])
    app.play("launch S01 cw TYC")
    assert app.panes.log.text() == "", "drawn only when shown"
    app.tabs.show("Log")
    assert "<h2>Turn 1: Yellow</h2>" in app.panes.log.text()
    assert "Yellow launched a 1 (S01)" in app.panes.board.last.value
    app.undo()
    assert "No decisions yet." in app.panes.log.text() and app.panes.board.last.value == ""


def test_the_log_says_you_on_the_turns_of_the_one_person_at_the_screen() -> None:
    app = GameApp("junk_orbit", players=2, seed=1, seats=["human", "greedy"])
    app.tabs.show("Log")
    app.play("launch S01 cw TYC")
    app.play(app.state.legal_actions()[0])
    while app.run_bots():
        pass
    text = app.panes.log.text()
    assert "<h2>Turn 1: Yellow (you)</h2>" in text and "<h2>Turn 2: Purple</h2>" in text
