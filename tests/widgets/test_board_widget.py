"""The board widget: whole scene once, small patches after, and nothing trusted from the browser."""

from __future__ import annotations

import itertools
import json
import zlib
from typing import Any

import pytest

import junkspace
from junkspace.render.view import view_for
from junkspace.widgets import BoardWidget
from junkspace.widgets.board import scene_patch


class Wire:
    """Catches what a widget sends to the browser (patches inflated back to JSON)."""

    def __init__(self, board: BoardWidget, monkeypatch: pytest.MonkeyPatch) -> None:
        self.messages: list[dict[str, Any]] = []
        self.states: list[dict[str, Any]] = []

        def send(content: dict[str, Any], buffers: list[bytes] | None = None) -> None:
            if buffers:
                content = content | json.loads(zlib.decompress(buffers[0]))
            self.messages.append(content)

        monkeypatch.setattr(board, "send", send)
        original = board.send_state

        def send_state(key: Any = None) -> None:
            state = board.get_state(key)
            if state:  # ipywidgets sends nothing for an empty update
                self.states.append(state)
            original(key)

        monkeypatch.setattr(board, "send_state", send_state)
        #: The methods of every comm message, custom or not (an "echo_update" included).
        self.methods: list[str] = []
        raw = board._send

        def send_raw(msg: dict[str, Any], buffers: list[bytes] | None = None) -> None:
            self.methods.append(msg["method"])
            raw(msg, buffers=buffers)

        monkeypatch.setattr(board, "_send", send_raw)


def line(players: int = 3, seed: int = 1, steps: int = 12) -> list[junkspace.GameState]:
    state = junkspace.new_game("junk_orbit", players=players, seed=seed)
    states = [state]
    for _ in range(steps):
        state = state.apply(state.legal_actions()[0])
        states.append(state)
    return states


def test_each_move_sends_one_patch_and_the_trait_holds_the_whole_scene(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # That board.js rebuilds the same scene from the patch is checked in the browser
    # (tests/browser/test_board_js.py).
    view = view_for("junk_orbit")
    states = line()
    board = BoardWidget(view.scene(states[0]))
    wire = Wire(board, monkeypatch)
    for version, state in enumerate(states[1:], start=2):
        board.show(view.scene(state))
        (patch,) = wire.messages
        wire.messages.clear()
        assert patch["type"] == "patch" and patch["version"] == version
        assert board.scene["layers"] == view.scene(state).split()[1].to_dict()["layers"]
    assert wire.states == [], "no whole scene is sent while patches do"
    assert wire.methods == [], "nor echoed (the patches went through send, caught above)"


def test_a_patch_is_much_smaller_than_the_scene() -> None:
    view = view_for("junk_orbit")
    states = line(players=5)
    sizes = []
    for before, after in itertools.pairwise(states):
        old = {"version": 1, "layers": view.scene(before).split()[1].to_dict()["layers"]}
        new = {"version": 2, "layers": view.scene(after).split()[1].to_dict()["layers"]}
        patch = scene_patch(old, new)
        sizes.append((len(json.dumps(patch)), len(json.dumps(new))))
    assert all(patch < whole / 3 for patch, whole in sizes)


def test_the_static_layers_go_once_and_again_only_when_the_board_changes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = view_for("junk_orbit")
    board = BoardWidget(view.scene(junkspace.new_game("junk_orbit", players=3, seed=1)))
    wire = Wire(board, monkeypatch)
    board.show(view.scene(junkspace.new_game("junk_orbit", players=5, seed=1)))
    assert wire.messages == [], "another table size is a whole new board, not a patch"
    assert [layer["name"] for layer in board.board["layers"]] == ["board"]


def test_a_browser_that_lost_track_asks_for_the_whole_scene(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    board = BoardWidget(view_for("junk_orbit").scene(line()[0]))
    wire = Wire(board, monkeypatch)
    board.receive({"type": "resync"})
    assert wire.states == [{"scene": board.scene}]


@pytest.mark.parametrize(
    "message",
    [
        None,
        "pick tile:S01",
        [],
        {},
        {"type": "pick"},
        {"type": "pick", "id": "tile:S01"},
        {"type": "pick", "id": "tile:S01", "version": "1"},
        {"type": "pick", "id": "tile:S01", "version": True},
        {"type": "pick", "id": "tile:S01", "version": 1.5},
        {"type": "pick", "id": 17, "version": 1},
        {"type": "pick", "id": "", "version": 1},
        {"type": "pick", "id": "x" * 10_000, "version": 1},
        {"type": "unknown", "id": "tile:S01", "version": 1},
        {"type": ["pick"], "id": "tile:S01", "version": 1},
    ],
)
def test_malformed_messages_are_ignored(message: object) -> None:
    board = BoardWidget(view_for("junk_orbit").scene(line()[0]))
    picks: list[tuple[str, int]] = []
    board.on_pick(lambda id, version: picks.append((id, version)))
    board.receive(message)
    assert picks == []


def test_a_well_formed_pick_reaches_the_listeners_with_its_version() -> None:
    board = BoardWidget(view_for("junk_orbit").scene(line()[0]))
    picks: list[tuple[str, int]] = []
    board.on_pick(lambda id, version: picks.append((id, version)))
    board.receive({"type": "pick", "id": "tile:S01", "version": 7, "extra": "ignored"})
    assert picks == [("tile:S01", 7)]
