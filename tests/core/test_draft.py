"""The shared per-turn draft works for Struct states and for a dataclass game from elsewhere."""

from __future__ import annotations

import pickle

import pytest

import junkspace
from junkspace.core.draft import Draft
from junkspace.core.state import keep, position_fields, replace
from junkspace.junk_orbit import new_game
from tests.pig import PigState, pig

STATES = [
    pytest.param(lambda: pig((3, 4), 5), id="dataclass (pig)"),
    pytest.param(lambda: junkspace.new_game("junk_orbit", players=3, seed=2), id="junk_orbit"),
]


@pytest.mark.parametrize("make", STATES)
def test_a_draft_changes_only_the_assigned_fields(make: object) -> None:
    state = make()  # type: ignore[operator]
    draft = Draft(state)
    draft.active = 1
    draft.note("passed", 0, why="test")
    after = draft.build()
    assert type(after) is type(state)
    assert after.active == 1 and state.active == 0
    for name in position_fields(state):
        if name != "active":
            assert getattr(after, name) == getattr(state, name)
    assert [e.to_dict() for e in after.events] == [{"kind": "passed", "seat": 0, "why": "test"}]
    assert after == replace(state, active=1), "events take no part in =="
    assert hash(after) == hash(replace(state, active=1))


@pytest.mark.parametrize("make", STATES)
def test_a_quiet_draft_records_no_events(make: object) -> None:
    draft = Draft(make(), quiet=True)  # type: ignore[operator]
    draft.note("passed", 0)
    assert draft.events is None and draft.build().events == ()


@pytest.mark.parametrize("make", STATES)
def test_a_misspelt_field_is_refused_by_name(make: object) -> None:
    state = make()  # type: ignore[operator]
    draft = Draft(state)
    draft.activ = 1
    with pytest.raises(TypeError, match=f"{type(state).__name__} has no field 'activ'"):
        draft.build()


def test_cached_legal_actions_and_events_stay_outside_the_position() -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=3)
    fresh = junkspace.from_json(state.to_json())
    legal = state.legal_actions()
    assert state.legal_actions() is legal, "computed once"
    keep(state, "events", ("anything",))
    assert state == fresh and hash(state) == hash(fresh)
    assert junkspace.from_json(state.to_json()) == fresh
    assert pickle.loads(pickle.dumps(state)) == fresh


def test_replace_gives_a_position_of_its_own() -> None:
    state = new_game(players=2, seed=3)
    after = state.apply(state.legal_actions()[0])
    moved = replace(after, turn=7)
    assert moved.turn == 7 and moved.events == () and after.events != ()
    copy = replace(pig((1, 2), 0), total=4)
    assert isinstance(copy, PigState) and copy.total == 4 and copy.events == ()


@pytest.mark.parametrize("make", STATES)
def test_events_are_made_once_from_the_drafts_notes(make: object) -> None:
    draft = Draft(make())  # type: ignore[operator]
    draft.note("rolled", 1, die=4, city="COP")
    draft.note("passed", None)
    after = draft.build()
    first = after.events
    assert first == (
        junkspace.core.Event("rolled", 1, (("die", 4), ("city", "COP"))),
        junkspace.core.Event("passed", None, ()),
    )
    assert after.events is first, "made on the first read, then kept"
    unread = draft.build()
    draft.note("later", 0)
    again = draft.build()
    assert [e.kind for e in unread.events] == ["rolled", "passed"], "a built state keeps its own"
    assert [e.kind for e in again.events] == ["rolled", "passed", "later"]
    assert first[0]["city"] == "COP" and first[1].to_dict() == {"kind": "passed", "seat": None}


def test_a_listed_action_is_not_checked_again_but_anything_else_is(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from junkspace.core.errors import IllegalActionError

    state = junkspace.new_game("junk_orbit", players=3, seed=4)
    checked: list[object] = []
    check = type(state)._check

    def watched(self: junkspace.GameState, action: junkspace.Action) -> None:
        checked.append(action)
        check(self, action)

    monkeypatch.setattr(type(state), "_check", watched)
    fresh = replace(state)  # the same position, no legal actions listed yet
    legal = state.legal_actions()
    assert state.apply(legal[0]) == fresh.apply(legal[0])
    assert checked == [legal[0]], "listed: not checked again; not listed yet: checked"
    assert state.apply(str(legal[-1])) == fresh.apply(legal[-1])
    assert checked == [legal[0], legal[-1], legal[-1]], "notation is parsed and checked"
    illegal = next(a for a in state.action_space() if a not in legal)
    with pytest.raises(IllegalActionError):
        state.apply(illegal)
    over = _random_game(state)[-1]
    assert over.legal_actions() == ()
    with pytest.raises(IllegalActionError, match="the game is over"):
        over.apply(legal[0])


def _random_game(state: junkspace.GameState) -> list[junkspace.GameState]:
    import random

    chooser, states = random.Random(0), [state]
    while not states[-1].is_over:
        states.append(states[-1].apply(chooser.choice(states[-1].legal_actions())))
    return states
