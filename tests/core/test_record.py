"""Game records as move trees: variations kept, switched, promoted, dropped and saved."""

from __future__ import annotations

import json
import pickle
import random
from pathlib import Path

import pytest
from playing import BUILTIN

import junkspace
from junkspace import GameRecord, InvalidStateError
from junkspace.core.record import RECORD_VERSION

FIXTURES = Path(__file__).parent.parent / "fixtures" / "records"
V1_FILES = sorted(FIXTURES.glob("*.json"))


def played(game: str = "junk_orbit", length: int = 8, seed: int = 3) -> GameRecord:
    """A record with ``length`` actions chosen by a seeded random chooser."""
    record = GameRecord.start(game, players=2, seed=seed)
    chooser = random.Random(seed)
    for _ in range(length):
        record = record.play(chooser.choice(record.state.legal_actions()))
    return record


def other_action(record: GameRecord) -> junkspace.Action:
    """A legal action at the cursor that the current line does not play there."""
    taken = record.actions[record.cursor]
    return next(a for a in record.state.legal_actions() if a != taken)


def test_playing_from_the_past_keeps_the_old_line() -> None:
    record = played(length=8)
    back = record.goto(4)
    branched = back.play(other_action(back))
    assert branched.lines[0] == record.actions
    assert branched.line == 1 and branched.cursor == 5
    assert branched.actions[:4] == record.actions[:4] and len(branched.actions) == 5
    assert branched.divergence(1) == 4 and branched.divergence(0) == 8
    assert branched.state == back.state.apply(branched.actions[4])


def test_playing_the_move_a_line_already_has_follows_that_line() -> None:
    record = played(length=6)
    again = record.goto(2).play(record.actions[2])
    assert again.lines == record.lines and again.line == 0 and again.cursor == 3
    branched = record.goto(2).play(other_action(record.goto(2)))
    back_to_main = branched.goto(2).play(record.actions[2])
    assert back_to_main.line == 0 and back_to_main.cursor == 3
    assert len(back_to_main.lines) == 2


def test_playing_at_the_tip_extends_the_current_line_only() -> None:
    branched = played(length=6).goto(3)
    branched = branched.play(other_action(branched))
    longer = branched.play(branched.state.legal_actions()[0])
    assert longer.line == 1 and len(longer.actions) == 5 and longer.cursor == 5
    assert longer.lines[0] == branched.lines[0]


def test_switch_lands_on_the_first_move_that_differs() -> None:
    record = played(length=8)
    branched = record.goto(4).play(other_action(record.goto(4)))
    main = branched.switch(0)
    assert main.line == 0 and main.cursor == 5 and main.actions == record.actions
    assert main.switch(1).cursor == 5
    assert branched.switch(0, 8).state == record.state
    with pytest.raises(IndexError):
        branched.switch(2)
    with pytest.raises(IndexError):
        branched.switch(1, 6)


def test_promote_makes_a_line_main_and_keeps_the_others_in_order() -> None:
    record = played(length=8)
    one = record.goto(2).play(other_action(record.goto(2)))
    two = one.switch(0, 5).play(other_action(one.switch(0, 5)))
    assert [two.divergence(i) for i in range(3)] == [8, 2, 5]
    promoted = two.promote()
    assert promoted.lines == (two.lines[2], two.lines[0], two.lines[1])
    assert promoted.line == 0 and promoted.state == two.state
    assert two.promote(1).lines == (two.lines[1], two.lines[0], two.lines[2])
    assert two.promote(1).line == 2


def test_drop_removes_a_variation_and_keeps_a_position_on_screen() -> None:
    record = played(length=8)
    branched = record.goto(4).play(other_action(record.goto(4)))
    dropped = branched.drop(1)
    assert dropped.lines == record.lines and dropped.line == 0 and dropped.cursor == 4
    assert dropped.state == record.goto(4).state
    kept = branched.switch(0, 2).drop(1)
    assert kept.lines == record.lines and kept.cursor == 2
    assert branched.drop(0).lines == (branched.lines[1],) and branched.drop(0).line == 0
    with pytest.raises(ValueError, match="only one line"):
        record.drop(0)


def test_equal_trees_are_equal_hash_alike_and_pickle() -> None:
    record = played(length=6)
    branched = record.goto(3).play(other_action(record.goto(3)))
    rebuilt = GameRecord.from_json(branched.to_json())
    assert rebuilt == branched and hash(rebuilt) == hash(branched)
    assert rebuilt != branched.switch(0)
    unpickled = pickle.loads(pickle.dumps(branched))
    assert unpickled == branched and unpickled.states() == branched.states()
    assert len(pickle.dumps(branched)) < len(pickle.dumps(branched.states()))


def test_a_variation_replays_only_what_it_does_not_share() -> None:
    record = played(length=8)
    branched = GameRecord.from_json(record.goto(6).play(other_action(record.goto(6))).to_json())
    fresh = GameRecord(*pickle.loads(pickle.dumps(branched)).__reduce__()[1])
    main = fresh.line_states(0)
    variation = fresh.line_states(1)
    assert all(a is b for a, b in zip(main[:7], variation[:7], strict=True))
    assert variation == branched.states()


def test_a_record_with_variations_is_saved_in_version_2() -> None:
    record = played("hyperstellar", length=6)
    assert record.to_dict()["version"] == 1 and "lines" not in record.to_dict()
    branched = record.goto(2).play(other_action(record.goto(2)))
    data = branched.to_dict()
    assert data["version"] == RECORD_VERSION == 2
    assert data["lines"] == [[str(a) for a in line] for line in branched.lines]
    assert (data["line"], data["cursor"]) == (1, 3)
    assert "actions" not in data


@pytest.mark.parametrize("path", V1_FILES, ids=[p.stem for p in V1_FILES])
def test_records_saved_by_version_1_still_load(path: Path) -> None:
    data = json.loads(path.read_text())
    assert data["version"] == 1
    record = GameRecord.from_json(path.read_text())
    assert [str(a) for a in record.actions] == data["actions"]
    assert record.cursor == data["cursor"] and record.lines == (record.actions,)
    # Saved again, it is the same file but for the options added since, each written with the
    # rule the record was played with.
    added = {
        o.name: o.before
        for o in junkspace.GAMES[data["game"]].options
        if o.name not in data["options"]
    }
    assert json.loads(record.to_json()) == {**data, "options": {**data["options"], **added}}


def test_the_version_1_fixtures_cover_every_game() -> None:
    games = {json.loads(p.read_text())["game"] for p in V1_FILES}
    assert games == set(BUILTIN)


@pytest.mark.parametrize(
    "edit, field, words",
    [
        (lambda d: d.pop("format"), "format", "this file is not a junkspace game record"),
        (lambda d: d.update(format="zip"), "format", "this file is not a junkspace game record"),
        (lambda d: d.pop("version"), "version", "this file is not a junkspace game record"),
        (lambda d: d.update(version=3), "version", "saved by a newer version of junkspace"),
        (lambda d: d.update(line=2), "line", "must be at most 1"),
        (lambda d: d["lines"][1].__setitem__(3, "fly away"), "lines[1][3]", "cannot be played"),
        (lambda d: d["lines"].append(d["lines"][1][:2]), "lines[2]", "repeats the start"),
        (lambda d: d.update(lines=[]), "lines", "at least one line"),
        (lambda d: d.update(actions=[]), "actions", "not a known field"),
        (lambda d: d.update(cursor=99), "cursor", "at most"),
    ],
)
def test_a_bad_record_says_what_is_wrong_and_names_the_field(
    edit: object, field: str, words: str
) -> None:
    record = played(length=6)
    data = record.goto(3).play(other_action(record.goto(3))).to_dict()
    edit(data)  # type: ignore[operator]
    with pytest.raises(InvalidStateError) as caught:
        GameRecord.from_json(json.dumps(data))
    assert caught.value.field == field
    assert words in caught.value.problem


def test_text_that_is_not_json_is_not_a_record() -> None:
    with pytest.raises(InvalidStateError, match="not a junkspace game record") as caught:
        GameRecord.from_json("<html>")
    assert caught.value.field == ""
