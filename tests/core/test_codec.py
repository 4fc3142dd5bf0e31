"""Reading typed saves: msgspec's errors, in the project's words, with the field's path."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
import pytest
from msgspec import Meta

from junkspace import InvalidStateError, Rng
from junkspace.core.codec import Named, decode, encode, from_saved, saved_form, written
from junkspace.core.validate import expect_version


class Launching(msgspec.Struct, frozen=True, tag_field="step", tag="launch"):
    pass


class Moving(msgspec.Struct, frozen=True, tag_field="step", tag="move"):
    value: Annotated[int, Meta(ge=1, le=6)]
    sense: Literal["cw", "ccw"]


class Table(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    players: Annotated[int, Meta(ge=2, le=5)]
    rng: Rng
    phase: Launching | Moving
    cargo: tuple[tuple[str, ...], ...]
    final: int | None = None


GOOD = {"players": 3, "rng": 7, "phase": {"step": "move", "value": 2, "sense": "cw"}}


def good(**changes: object) -> dict[str, object]:
    return {**GOOD, "cargo": [["E01"], []], **changes}


def test_a_good_save_decodes_and_encodes_back() -> None:
    table = decode(good(), Table)
    assert table == Table(3, Rng(7), Moving(2, "cw"), (("E01",), ()))
    assert encode(table) == good(final=None)


@pytest.mark.parametrize(
    "data, field, problem",
    [
        (good(players=7), "state.players", "must be at most 5, got 7"),
        (good(players=True), "state.players", "expected an integer, got true"),
        (good(players="3"), "state.players", 'expected an integer, got "3"'),
        (good(rng=-1), "state.rng", "must be at least 0, got -1"),
        (good(rng=2**64), "state.rng", "must be at most"),
        (good(final="x"), "state.final", 'expected an integer or null, got "x"'),
        (good(cargo=[["E01"], [3]]), "state.cargo[1][0]", "expected a string, got 3"),
        (good(cargo={"a": 1}), "state.cargo", "expected a list"),
        (good(extra=1), "state.extra", "is not a known field"),
        ({k: v for k, v in good().items() if k != "rng"}, "state.rng", "is missing"),
        (good(phase={"step": "fly"}), "state.phase.step", 'unknown value "fly"'),
        (good(phase={"step": "move", "value": 4}), "state.phase.sense", "is missing"),
        (
            good(phase={"step": "move", "value": 4, "sense": "up"}),
            "state.phase.sense",
            'unknown value "up"',
        ),
        ([], "state", "expected an object, got []"),
    ],
)
def test_a_bad_field_is_named_in_the_projects_words(data: object, field: str, problem: str) -> None:
    with pytest.raises(InvalidStateError) as caught:
        decode(data, Table)
    assert caught.value.field == field
    assert problem in caught.value.problem, caught.value.problem


def test_a_newer_format_is_refused_and_an_older_one_read() -> None:
    assert expect_version(1, "version", newest=2) == 1
    with pytest.raises(InvalidStateError, match="newer version of junkspace"):
        expect_version(3, "version", newest=2)


class Sense(Named):
    names = ("cw", "ccw")


def test_a_field_added_to_a_state_is_saved_with_no_codec_edit() -> None:
    Ship = msgspec.defstruct("Ship", [("sense", int), ("fuel", int, 0)], frozen=True)
    Bigger = msgspec.defstruct(
        "Ship", [("sense", int), ("fuel", int, 0), ("shields", tuple[int, ...], ())], frozen=True
    )
    for kind, value in ((Ship, Ship(1, 2)), (Bigger, Bigger(1, 2, (3, 4)))):
        form = saved_form(kind, "ship", sense=Sense)  # the same codec line for both
        data = written(value, form)
        assert data["sense"] == "ccw" and data["step"] == "ship"
        assert from_saved(data, form) == value
    assert data["shields"] == [3, 4]
    with pytest.raises(InvalidStateError, match=r"ship.shields\[1\]: expected an integer"):
        from_saved({**data, "shields": [3, "4"]}, form, "ship")
