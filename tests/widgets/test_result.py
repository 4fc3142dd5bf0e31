"""The result panel: a game of each game played to the end, its last moves by the app's
bots, then the panel names every seat ranked with its points and why the game ended.

(The app redraws the board after every move, about a tenth of a second: the game's
beginning is played in the engine, so that each test takes a second or two.)"""

from __future__ import annotations

import random

import pytest

from junkspace import GameRecord
from junkspace.widgets import GameApp

#: The moves the app's bots play, to the end.
LAST = 8


def _near_the_end(game: str, seed: int, options: dict[str, object]) -> GameRecord:
    """A random game of ``game`` but its last :data:`LAST` moves."""
    record = GameRecord.start(game, players=2, seed=seed, **options)
    chooser = random.Random(seed)
    state, actions = record.state, []
    while not state.is_over:
        actions.append(chooser.choice(state.legal_actions()))
        state = state.apply(actions[-1])
    for action in actions[:-LAST]:
        record = record.play(action)
    return record


@pytest.mark.parametrize(
    ("game", "seed", "options", "lines", "why"),
    [
        (  # equal points: the one who delivered more tiles is first, and the panel says why
            "junk_orbit",
            11,
            {},
            ["1. Yellow: 3 points (wins)", "2. Purple: 3 points"],
            "A junk pile ran out and every other ship took its final turn. Equal points are "
            "ranked by the number of tiles delivered.",
        ),
        (
            "asteroid_belt",
            5,
            {"rounds": 3},
            ["1. Orange: 2 points (wins)", "2. Purple: 0 points"],
            "The turn cap of 3 rounds was reached; ranked by points.",
        ),
        (
            "hyperstellar",
            1,
            {"max_revolutions": 1},
            ["1. Red: 0 points (shares the win)", "1. Yellow: 0 points (shares the win)"],
            "The revolution cap was reached.",
        ),
    ],
)
def test_the_result_panel_ranks_every_seat_with_its_points_and_says_why(
    game: str, seed: int, options: dict[str, object], lines: list[str], why: str
) -> None:
    app = GameApp(_near_the_end(game, seed, options), seats=["random", "random"], bot_delay=0)
    result = app.panes.board.result
    assert result.widget.layout.display == "none" and result.lines() == []
    assert app.run_bots() >= LAST // 2
    assert app.state.is_over
    assert result.widget.layout.display is None
    assert result.lines() == lines
    shown = result.widget.value
    assert why in shown and all(line in shown for line in lines)
    app.goto(0)  # the start shown again: no result
    assert result.widget.layout.display == "none"
