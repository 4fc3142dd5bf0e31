"""The app's action buttons: every action in notation, the largest kinds folded when many."""

from __future__ import annotations

from playing import random_line

import junkspace
from junkspace import GameRecord
from junkspace.widgets import GameApp
from junkspace.widgets.action_buttons import (
    BUTTON_LIMIT,
    Fold,
    action_buttons,
    action_groups,
    kind,
)


def crowded_record() -> GameRecord:
    """A seeded Asteroid Belt game up to the first decision with more than BUTTON_LIMIT actions
    (an elite holding its Teleportation chip)."""
    record = GameRecord.start("asteroid_belt", 2, 0)
    for state, action in random_line(record.state, seed=0):
        if len(state.legal_actions()) > BUTTON_LIMIT:
            return record
        record = record.play(action)
    raise AssertionError("the seeded game never offered more than BUTTON_LIMIT actions")


def test_a_short_list_is_one_button_per_action_in_order() -> None:
    legal = junkspace.new_game("junk_orbit", players=2, seed=1).legal_actions()
    assert action_buttons(legal) == [(str(a), a) for a in legal]


def test_a_long_list_folds_its_largest_kind_into_one_button_in_its_place() -> None:
    legal = crowded_record().state.legal_actions()
    buttons = action_buttons(legal)
    assert len(buttons) <= BUTTON_LIMIT
    folds = [(label, value) for label, value in buttons if isinstance(value, Fold)]
    largest = max({kind(a) for a in legal}, key=lambda k: sum(kind(a) == k for a in legal))
    assert folds == [(f"{largest} … ({sum(kind(a) == largest for a in legal)})", Fold(largest))]
    unfolded = [value for _, value in buttons if not isinstance(value, Fold)]
    assert unfolded == [a for a in legal if kind(a) != largest]
    first = next(i for i, a in enumerate(legal) if kind(a) == largest)
    assert buttons[first][1] == Fold(largest)


def test_an_opened_kind_lists_its_actions_after_a_way_back() -> None:
    legal = crowded_record().state.legal_actions()
    (fold,) = [value for _, value in action_buttons(legal) if isinstance(value, Fold)]
    opened = action_buttons(legal, opened=fold.kind)
    assert opened[0] == ("‹ all actions", Fold(None))
    assert [value for _, value in opened[1:]] == [a for a in legal if kind(a) == fold.kind]


def test_folding_stops_once_the_row_fits_and_never_folds_a_single_action() -> None:
    legal = crowded_record().state.legal_actions()
    assert action_buttons(legal, limit=len(legal)) == [(str(a), a) for a in legal]
    everything_folded = action_buttons(legal, limit=1)
    singles = [a for a in legal if sum(kind(b) == kind(a) for b in legal) == 1]
    assert [v for _, v in everything_folded if not isinstance(v, Fold)] == singles


def test_the_app_opens_a_folded_kind_plays_from_it_and_closes_it_after_the_move() -> None:
    app = GameApp(crowded_record())
    pane = app.panes.actions

    def values() -> list[object]:
        return [value for row in pane.groups for _, value in row.buttons.options]

    def click(value: object) -> None:
        for row in pane.groups:
            for index, (_, candidate) in enumerate(row.buttons.options):
                if candidate == value:
                    row.buttons.index = index
                    return
        raise AssertionError(f"no button for {value}")

    closed = values()
    (fold,) = [v for v in closed if isinstance(v, Fold)]
    click(fold)
    assert app.record.actions == crowded_record().actions, "opening a kind is not a move"
    opened = values()
    assert opened[0] == Fold(None) and all(r.buttons.index is None for r in pane.groups)
    click(Fold(None))
    assert values() == closed, "back to every kind"
    click(fold)
    chosen = values()[1]
    click(chosen)
    assert app.record.actions[-1] == chosen
    assert Fold(None) not in values(), "a move closes the kind"


def test_groups_say_the_actions_in_words_and_keep_every_action_once() -> None:
    state = crowded_record().state
    groups = action_groups(state.legal_actions(), state.describe)
    buttons = [button for group in groups for button in group.buttons]
    folded = {v for _, v in action_buttons(state.legal_actions())}
    assert {b.value for b in buttons} == folded
    for group in groups:
        for button in group.buttons:
            if isinstance(button.value, Fold):
                continue
            words = f"{group.title} {button.label}".strip()
            assert words == state.describe(button.value) and button.notation == str(button.value)
