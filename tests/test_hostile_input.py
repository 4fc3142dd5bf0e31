"""Hostile input, fuzzed: saves, records, share links and browser messages for every game.

Whatever arrives from outside, junkspace answers with a position it can play on or an
:class:`~junkspace.InvalidStateError` that names what is wrong in a short message; never
another exception, never a position where a seat must decide and cannot, and never a board
out of step with the game. hypothesis takes a real position or record and breaks it one
field at a time: another value (huge numbers, long texts, deep lists), a field dropped, a
list reordered, a value swapped for one found elsewhere in the same file.
"""

from __future__ import annotations

import base64
import copy
import json
import random
import zlib
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from playing import random_line

import junkspace
from junkspace import GameRecord, InvalidStateError
from junkspace.core.errors import QUOTE_LIMIT
from junkspace.render.view import view_for
from junkspace.widgets import GameApp
from junkspace.widgets.links import record_from_token, record_token

GAMES = list(junkspace.GAMES)
FUZZ = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: The longest message an error may give: its own words, and what it quotes kept short.
LONGEST_MESSAGE = 800

LONG_TEXT = "x" * 100_000


def _deep(depth: int) -> list[Any]:
    """A list nested ``depth`` levels deep."""
    value: list[Any] = []
    for _ in range(depth):
        value = [value]
    return value


hostile_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.sampled_from([-1, 2**63, 2**64 + 1, -(2**70), 10**4000]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.just(LONG_TEXT),
    st.lists(st.integers(min_value=-3, max_value=60), max_size=6),
    st.dictionaries(st.text(max_size=4), st.integers(), max_size=3),
    st.integers(min_value=17, max_value=600).map(lambda depth: _deep(depth)),
)


def _places(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The path of every value inside ``data`` (keys of objects, indices of lists)."""
    found = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _places(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += _places(value, (*path, index))
    return found


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        data = data[key]
    return data


@st.composite
def broken(draw: st.DrawFn, data: Any) -> Any:
    """``data`` (parsed JSON) with one place broken, the way a tamperer or a bug would."""
    data = copy.deepcopy(data)
    places = _places(data)
    path = draw(st.sampled_from(places[1:]))
    parent, key = _get(data, path[:-1]), path[-1]
    how = draw(st.sampled_from(["replace", "swap", "drop", "reorder", "add"]))
    if how == "replace":
        parent[key] = draw(hostile_values)
    elif how == "swap":
        parent[key] = copy.deepcopy(_get(data, draw(st.sampled_from(places))))
    elif how == "drop":
        del parent[key]
    elif how == "reorder" and isinstance(parent[key], list):
        parent[key] = draw(st.permutations(parent[key]))
    elif how == "add" and isinstance(parent[key], dict):
        parent[key][draw(st.text(max_size=6))] = draw(hostile_values)
    elif how == "add" and isinstance(parent[key], list):
        parent[key].append(copy.deepcopy(draw(st.sampled_from(parent[key] or [0]))))
    else:
        parent[key] = draw(hostile_values)
    return data


def _position(game: str, seed: int) -> junkspace.GameState:
    """A position some way into a seeded random game."""
    start = junkspace.new_game(game, seed=seed)
    line = [state for state, _ in zip(random_line(start, seed), range(40), strict=False)]
    return random.Random(seed).choice(line)[0]


def _record(game: str, seed: int) -> GameRecord:
    record = GameRecord.start(game, seed=seed)
    chooser = random.Random(seed)
    for _ in range(chooser.randrange(30)):
        if record.state.is_over:
            break
        record = record.play(chooser.choice(record.state.legal_actions()))
    return record


def _refused_cleanly(err: InvalidStateError) -> None:
    message = str(err)
    assert len(message) <= LONGEST_MESSAGE, message[:300]
    assert LONG_TEXT[: QUOTE_LIMIT + 1] not in message


def _check_loaded(state: junkspace.GameState) -> None:
    """A state that loads can be played on: saved again, and moved from if not over."""
    assert junkspace.from_json(state.to_json()) == state
    if not state.is_over:
        legal = state.legal_actions()
        assert legal, "a seat to decide has something to choose"
        state.apply(legal[0])


games = st.sampled_from(GAMES)
seeds = st.integers(min_value=0, max_value=2**32 - 1)


@FUZZ
@given(game=games, seed=seeds, data=st.data())
def test_a_broken_save_loads_or_names_the_problem(
    game: str, seed: int, data: st.DataObject
) -> None:
    saved = json.loads(_position(game, seed).to_json())
    text = json.dumps(data.draw(broken(saved)))
    try:
        state = junkspace.from_json(text)
    except InvalidStateError as err:
        _refused_cleanly(err)
        return
    _check_loaded(state)


@FUZZ
@given(game=games, seed=seeds, data=st.data())
def test_a_broken_record_loads_or_names_the_problem(
    game: str, seed: int, data: st.DataObject
) -> None:
    saved = _record(game, seed).to_dict()
    text = json.dumps(data.draw(broken(saved)))
    try:
        record = GameRecord.from_json(text)
    except InvalidStateError as err:
        _refused_cleanly(err)
        return
    assert GameRecord.from_json(record.to_json()) == record
    _check_loaded(record.state)


@FUZZ
@given(text=st.one_of(st.text(), st.binary(), st.sampled_from(["[" * 1000, '{"a":' * 5000])))
def test_text_that_is_no_save_is_refused(text: str | bytes) -> None:
    for load in (junkspace.from_json, GameRecord.from_json):
        with pytest.raises(InvalidStateError) as caught:
            load(text)
        _refused_cleanly(caught.value)


def _token(payload: bytes) -> str:
    return base64.urlsafe_b64encode(zlib.compress(payload)).decode().rstrip("=")


links = st.one_of(
    st.text(max_size=400),
    st.binary(max_size=300).map(_token),
    st.integers(min_value=17, max_value=3000).map(lambda depth: _token(b"[" * depth)),
)


@FUZZ
@given(token=links)
def test_a_link_that_holds_no_record_names_the_problem(token: str) -> None:
    try:
        record = record_from_token(token)
    except InvalidStateError as err:
        _refused_cleanly(err)
        return
    _check_loaded(record.state)


@settings(FUZZ, max_examples=25)
@given(game=games, seed=seeds, data=st.data())
def test_a_dashboard_opens_on_any_link(game: str, seed: int, data: st.DataObject) -> None:
    saved = data.draw(broken(_record(game, seed).to_dict()))
    token = _token(json.dumps(saved).encode())
    app = GameApp.from_query(game, f"record={token}&seats={LONG_TEXT}")
    assert app.state.is_over or app.state.legal_actions()
    assert len(app.message) <= LONGEST_MESSAGE


def test_a_291_character_link_of_deep_nesting_is_refused() -> None:
    token = _token(b"[" * 100_000)
    assert len(token) <= 300
    app = GameApp.from_query("junk_orbit", f"record={token}")
    assert "nests deeper" in app.message
    assert app.record.actions == ()


def _board_in_step(app: GameApp) -> None:
    """The board shows exactly the scene of the game's position and selection."""
    scene = view_for(app.record.game).scene(app.state, app.selection, app.viewer)
    static, moving = scene.split()
    assert app.board.board == static.to_dict()
    assert app.board.scene["layers"] == moving.to_dict()["layers"]


pick_ids = st.one_of(st.text(max_size=8), st.just(LONG_TEXT), st.sampled_from(["status", ""]))
messages = st.one_of(
    hostile_values,
    st.fixed_dictionaries(
        {"type": st.sampled_from(["pick", "resync", "patch", "other"])},
        optional={"id": st.one_of(pick_ids, hostile_values), "version": hostile_values},
    ),
)
trait_updates = st.dictionaries(
    st.sampled_from(["scene", "board", "glide", "message", "layout", "version"]),
    hostile_values,
    max_size=3,
)


@settings(FUZZ, max_examples=25)
@given(game=games, seed=seeds, data=st.data())
def test_browser_messages_never_put_the_board_out_of_step(
    game: str, seed: int, data: st.DataObject
) -> None:
    record = _record(game, seed)
    app = GameApp(record)
    for _ in range(data.draw(st.integers(min_value=1, max_value=6))):
        if data.draw(st.booleans()):
            app.board.set_state(data.draw(trait_updates))
        else:
            app.board.receive(data.draw(messages))
        _board_in_step(app)
        assert len(app.message) <= LONGEST_MESSAGE
    # Picks the board offers still play, after whatever came before.
    pickable = [
        piece["id"]
        for layer in app.board.scene["layers"]
        for piece in layer["pieces"]
        if piece.get("pickable")
    ]
    if pickable and not app.state.is_over:
        before = app.record
        app.board.receive({"type": "pick", "id": pickable[0], "version": app.board.version})
        _board_in_step(app)
        assert app.record.actions[: len(before.actions)] == before.actions or app.record.cursor


def test_a_forged_scene_cannot_break_the_next_move(monkeypatch: pytest.MonkeyPatch) -> None:
    app = GameApp("junk_orbit", players=2, seed=1)
    app.board.set_state({"scene": {"layers": "forged"}, "board": None})
    app.play(app.state.legal_actions()[0])
    assert app.record.cursor == 1
    _board_in_step(app)


def test_a_move_the_board_cannot_show_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    app = GameApp("junk_orbit", players=2, seed=1)
    view = app.view
    shown = app.record
    draw = view.scene

    def scene(state: junkspace.GameState, *args: Any) -> Any:
        if state != shown.state:
            raise TypeError("this view cannot draw that")
        return draw(state, *args)

    monkeypatch.setattr(view, "scene", scene)
    app.play(app.state.legal_actions()[0])
    assert app.record == shown
    assert "could not be shown" in app.message
    assert "TypeError" in app.message
    monkeypatch.undo()
    _board_in_step(app)


def test_a_huge_action_is_quoted_short() -> None:
    app = GameApp("hyperstellar", players=2, seed=1)
    app.play(LONG_TEXT)
    assert "100000 characters" in app.message
    assert len(app.message) <= LONGEST_MESSAGE
    saved = GameRecord.start("asteroid_belt", players=2, seed=1).to_dict()
    saved["actions"] = [LONG_TEXT]
    with pytest.raises(InvalidStateError) as caught:
        GameRecord.from_dict(saved)
    _refused_cleanly(caught.value)


def test_links_still_open_the_game_they_hold() -> None:
    record = _record("asteroid_belt", 5)
    assert record_from_token(record_token(record)) == record


def _belt_phases(test: Any) -> list[dict[str, Any]]:
    """Saved Asteroid Belt positions (parsed) whose phase passes ``test``, from a few games."""
    found = []
    for seed in range(4):
        start = junkspace.new_game("asteroid_belt", players=2, seed=seed)
        for state, _ in random_line(start, seed):
            saved = json.loads(state.to_json())
            if isinstance(saved["state"]["phase"], dict) and test(saved["state"]["phase"]):
                found.append(saved)
    return found


@pytest.mark.parametrize(
    ("test", "tamper"),
    [
        (
            lambda phase: phase.get("kind") == "elite",
            lambda phase: phase.update(kind="engineering"),
        ),
        (
            lambda phase: len(phase.get("attackers", ())) > 1,
            lambda phase: phase["attackers"].reverse(),
        ),
    ],
    ids=["elite-to-engineering", "attackers-reordered"],
)
def test_a_belt_position_with_nothing_to_do_is_refused(test: Any, tamper: Any) -> None:
    refused = 0
    for saved in _belt_phases(test):
        tamper(saved["state"]["phase"])
        try:
            state = junkspace.from_json(json.dumps(saved))
        except InvalidStateError as err:
            refused += "has no legal action" in str(err)
            continue
        assert state.legal_actions()
    assert refused, "some of these tampered positions leave the seat to decide stuck"


def test_a_huge_number_is_refused_where_it_stands() -> None:
    saved = json.loads(junkspace.new_game("hyperstellar", players=2, seed=1).to_json())
    saved["state"]["points"] = [10**4000, 0]
    with pytest.raises(InvalidStateError) as caught:
        junkspace.from_json(json.dumps(saved))
    assert caught.value.field == "state.points[0]"
    _refused_cleanly(caught.value)


def test_every_seed_a_game_starts_with_can_be_saved() -> None:
    largest = 2**64 - 1
    state = junkspace.new_game("junk_orbit", players=2, seed=largest)
    assert junkspace.from_json(state.to_json()) == state
    with pytest.raises(ValueError, match="at most 64 bits"):
        junkspace.new_game("junk_orbit", players=2, seed=largest + 1)
