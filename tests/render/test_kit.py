"""The view kit: every board says whose turn it is the same way, and picks from its table."""

from __future__ import annotations

import pytest
from playing import BUILTIN, sampled_positions

import junkspace
from junkspace.render.kit import Choice, PickTable, Prompt, picker, turn_frame
from junkspace.render.scene import Rect, Text
from junkspace.render.theme import GOLD, INK
from junkspace.render.view import has_view, view_for

# The kit is what junkspace's own boards share; a plug-in game draws its board as it likes.
GAMES = [game for game in BUILTIN if has_view(game)]


@pytest.mark.parametrize("game", GAMES)
def test_every_board_says_whose_turn_it_is_and_what_to_pick(game: str) -> None:
    # board.js reads the status piece's label out to screen readers: it must be the sentence.
    view = view_for(game)
    for state in sampled_positions(game, junkspace.GAMES[game].min_players, 6):
        scene = view.scene(state)
        status, hint = scene.piece("status"), scene.piece("hint")
        assert status.label == state.status()
        words = hint.shapes[0]
        assert isinstance(words, Text) and words.style.fill == GOLD and words.text
        line = status.shapes[0]
        assert isinstance(line, Text) and line.style.fill == INK and state.status() in line.text
        assert scene.ids().count("status") == 1 and scene.ids().count("hint") == 1


@pytest.mark.parametrize("game", GAMES)
def test_a_view_refuses_a_position_of_another_game_by_name(game: str) -> None:
    other = junkspace.new_game(next(g for g in GAMES if g != game), seed=1)
    view = view_for(game)
    with pytest.raises(TypeError, match=f"not {type(other).__name__}"):
        view.scene(other)
    with pytest.raises(TypeError, match=f"not {type(other).__name__}"):
        view.pick(other, (), "status")


def test_pick_follows_the_table_and_refuses_what_is_not_in_it() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=1)
    first = state.legal_actions()[0]
    seen = []

    def table(position: junkspace.GameState, selection: tuple[str, ...]) -> PickTable:
        seen.append(selection)
        return PickTable({"a": Choice(first, "target"), "b": Choice(("b",))})

    pick = picker(type(state), table)
    assert pick(state, ("x",), "a") == first
    assert pick(state, (), "b") == ("b",)
    assert pick(state, (), "c") is None
    assert seen == [("x",), (), ()], "the table is asked with the selection given"


def test_the_prompt_and_the_turn_frame_are_placed_as_asked() -> None:
    status, hint = Prompt(x=30, y=22, size=15, hint_y=46).pieces("Red to act", "Pick one.")
    assert (status.x, status.y, hint.y) == (30, 22, 46)
    assert status.shapes[0] == Text(0, 0, "Red to act", status.shapes[0].style, 15, "start", True)
    frame = turn_frame("Red to decide", "#ff0000", (5, 6, 70, 80), width=3, radius=10)
    assert (frame.id, frame.x, frame.y, frame.label) == ("turn", 5, 6, "Red to decide")
    assert frame.shapes == (Rect(0, 0, 70, 80, frame.shapes[0].style, 10),)
    assert frame.shapes[0].style.stroke == "#ff0000" and frame.shapes[0].style.width == 3
