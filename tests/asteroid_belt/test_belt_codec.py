"""Saved positions: exact round trips, and tampered files rejected with the field named."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from belt import position, rock

import junkspace
from junkspace import InvalidStateError
from junkspace.asteroid_belt import Guard, Protecting, Shuttle, Site, Unit


def _rich() -> junkspace.GameState:
    """A position with a bit of everything: guards, a shuttle, a flag, a mine, a decision."""
    state = position(
        pieces={
            "c2": Guard("assault", rock("c3")),
            "b2": Unit(0, "assault"),
            "i6": Unit(1, "elite"),
            "i5": Unit(0, "assault"),
            "k6": Shuttle((Unit(0, "engineering"), Unit(0, "recon", True))),
        },
        sites={"c3": Site(target=0), "h10": Site(flag=True), "l3": Site(owner=1)},
        dice=(6, 1),
    )
    return state.apply("select i5").apply("attack i6")


def test_a_position_reads_back_exactly() -> None:
    state = _rich()
    assert isinstance(state.phase, Protecting)
    again = junkspace.from_json(state.to_json())
    assert again == state and hash(again) == hash(state)
    assert again.legal_actions() == state.legal_actions()


def _set(*path: Any, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


def _unit(kind: str, owner: int = 0) -> dict[str, Any]:
    return {"owner": owner, "kind": kind, "spent": False}


@pytest.mark.parametrize(
    "change, field",
    [
        (_set("pieces", "b2", "kind", value="tank"), "state.pieces.b2.kind"),
        (_set("pieces", "c1", value=_unit("engineering")), "state.pieces.c1"),
        (_set("pieces", "i3", value=_unit("engineering")), "state.repair[0].engineering"),
        (_set("pieces", "i3", value={"guard": "assault", "home": "c3"}), "state.pieces.i3"),
        (
            _set("pieces", "i3", value={"shuttle": [_unit("recon")], "spent": False}),
            "state.pieces.i3",
        ),
        (
            _set("pieces", "k6", "shuttle", value=[_unit("recon")] * 4),
            "state.pieces.k6.shuttle",
        ),
        (
            _set("pieces", "k6", "shuttle", value=[_unit("recon"), _unit("assault", 1)]),
            "state.pieces.k6.shuttle",
        ),
        (_set("asteroids", "h10", "target", value=1), "state.asteroids.h10"),
        (_set("asteroids", "a1", "target", value=1), "state.asteroids.a1"),
        (_set("pieces", "d6", value={"guard": "recon", "home": "c6"}), "state.pieces.d6"),
        (_set("asteroids", "c6", "waiting", value=["engineering"]), "state.asteroids.c6.waiting"),
        (_set("resources", 0, value=-1), "state.resources[0]"),
        (_set("phase", "cell", value="b9"), "state.phase.cell"),
        (_set("phase", "resume", "cell", value="b9"), "state.phase.resume.cell"),
        (_set("phase", "step", value="dance"), "state.phase.step"),
        (_set("cargo", value="b2"), "state.cargo"),
        (_set("options", "goal", value=99), "state.options.goal"),
        (_set("options", "fast", value=1), "state.options.fast"),
        (_set("chips", 1, value=["attack", "attack"]), "state.chips[1]"),
        (_set("fresh", value=[["c3", 10]]), "state.fresh[0]"),
        (_set("turn", value=80), "state.turn"),
    ],
)
def test_a_tampered_position_names_the_field(
    change: Callable[[dict[str, Any]], None], field: str
) -> None:
    data = json.loads(_rich().to_json())
    change(data["state"])
    with pytest.raises(InvalidStateError) as caught:
        junkspace.from_json(json.dumps(data))
    assert caught.value.field == field
