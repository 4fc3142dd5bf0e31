"""A tampered or impossible Asteroid Belt save is refused in the language spoken.

Each case edits a save that loads into one that breaks a single rule, and loads it in
English, French and Spanish: the field named is the same path each time (it has no
language), the English problem is the sentence it always was, and the French and Spanish
problems are the game's catalog's translations of it (junkspace's, for what the engine's
own reading of a save says: a row's length, a seat past the table, a field unknown),
placeholders filled in that language (a seat's name and the guards' types too; cells and
numbers as they are). Every
message of the game's save checks (codec, invariants, seating) is raised by one case at
least, and the factions refusal of ``junkspace.new_game`` speaks the same way.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from babel.messages.extract import extract_from_file

import junkspace
from junkspace import InvalidStateError
from junkspace.asteroid_belt.board import CELLS, LANE, NAMES, TERRAIN
from junkspace.core.words import WORDS as JUNKSPACE_WORDS
from junkspace.i18n import Domain, speaking

STATES = Path(__file__).parents[1] / "fixtures" / "states"
PACKAGE = Path(junkspace.__file__).parent / "asteroid_belt"
#: The game's catalog, read through junkspace.i18n as any of its sentences is.
WORDS = Domain("asteroid_belt", "junkspace.asteroid_belt")
#: The messages of junkspace's own catalog (core.validate's), not the game's.
JUNKSPACE = {
    "expected {count} item, got {found}",
    "must be at most {high}, got {value}",
    "expected an object, got {value}",
    "is not a known field",
}
LANGUAGES = ("en", "fr", "es")

Save = dict[str, Any]
Edit = Callable[[Save], None]
#: A message: its msgid, or (singular, plural, the count that chooses the form).
Message = str | tuple[str, str, int]


def _new(players: int) -> Callable[[], Save]:
    def save() -> Save:
        data: Save = json.loads(
            junkspace.new_game("asteroid_belt", players=players, seed=1).to_json()
        )
        return data

    return save


def _fixture(name: str) -> Callable[[], Save]:
    def save() -> Save:
        data: Save = json.loads((STATES / f"asteroid_belt-{name}.json").read_text())["save"]
        return data

    return save


def _set(*path: Any, value: Any) -> Edit:
    def edit(state: Save) -> None:
        target = state
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return edit


def _unit(kind: str, owner: Any = 0, spent: bool = False) -> dict[str, Any]:
    return {"owner": owner, "kind": kind, "spent": spent}


def _out_of_reserve(seat: int, kind: str, cell: str, spent: bool = False) -> Edit:
    """Seat's unit of ``kind`` taken from its reserve and put on ``cell``."""

    def edit(state: Save) -> None:
        state["reserve"][seat][kind] -= 1
        state["pieces"][cell] = _unit(kind, seat, spent)

    return edit


def _all(*edits: Edit) -> Edit:
    def edit(state: Save) -> None:
        for each in edits:
            each(state)

    return edit


def _five_shuttles(state: Save) -> None:
    """Five shuttles on the lanes, each carrying one of seat 0's units from its reserve."""
    reserve = state["reserve"][0]
    riders = [kind for kind, count in reserve.items() for _ in range(count)][:5]
    lanes = [NAMES[c] for c in range(CELLS) if TERRAIN[c] == LANE][:5]
    for lane, kind in zip(lanes, riders, strict=True):
        reserve[kind] -= 1
        state["pieces"][lane] = {"shuttle": [_unit(kind)], "spent": False}


def _seat(colour: str) -> Callable[[], str]:
    """A seat's name in the language spoken, as the narration says it."""
    return lambda: WORDS.gettext(colour)


def _kinds(*kinds: str) -> Callable[[], str]:
    """Unit types listed in the language spoken, as the board lists waiting guards."""
    return lambda: ", ".join(WORDS.gettext(kind) for kind in kinds)


_ABORIGINES = (
    "the aborigines have no {kind} guard left for {{asteroid}} (its class's guards: "
    "{{guards}}; they have no elite)"
)
_IN_ALL = "{{who}} has {{count}} {kind} units in all, {{counted}} are accounted for"
_POINTS = "{who} has {count} points: the game ends as soon as a faction reaches the goal ({goal})"
_FACTIONS = (
    "asteroid_belt option factions names {count} factions ({factions}) for {players} players"
)
_H13_GUARDS = {"asteroid": "h13", "guards": _kinds("engineering", "recon")}

# (name, save, edit, field, the English problem, its message, the message's values)
CASES: list[tuple[str, Callable[[], Save], Edit, str, str, Message, dict[str, Any]]] = [
    # -- the table -------------------------------------------------------------------------
    (
        "a row too short",
        _new(2),
        _set("resources", value=[30]),
        "state.resources",
        "expected 2 items, got 1",
        ("expected {count} item, got {found}", "expected {count} items, got {found}", 2),
        {"count": 2, "found": 1},
    ),
    (
        "a seat not at the table",
        _new(2),
        _set("asteroids", "c3", "target", value=2),
        "state.asteroids.c3.target",
        "must be at most 1, got 2",
        "must be at most {high}, got {value}",
        {"high": 1, "value": 2},
    ),
    (
        "two factions for three players",
        _new(3),
        _set("options", "factions", value="purple-orange"),
        "state.options.factions",
        "asteroid_belt option factions names 2 factions ('purple-orange') for 3 players",
        (_FACTIONS, _FACTIONS, 2),
        {"count": 2, "factions": "'purple-orange'", "players": 3},
    ),
    # -- the pieces ------------------------------------------------------------------------
    (
        "a guard away from its asteroid",
        _fixture("3p-step-protect-guards"),
        lambda s: s["pieces"].update(b5=s["pieces"].pop("h12")),
        "state.pieces.b5",
        "a guard stands on highway or open space next to its home",
        "a guard stands on highway or open space next to its home",
        {},
    ),
    (
        "a shuttle of two factions",
        _new(2),
        _set(
            "pieces", "k6", value={"shuttle": [_unit("recon"), _unit("assault", 1)], "spent": False}
        ),
        "state.pieces.k6.shuttle",
        "a shuttle carries one faction's units",
        "a shuttle carries one faction's units",
        {},
    ),
    (
        "a shuttle on a highway",
        _new(2),
        _set("pieces", "b5", value={"shuttle": [_unit("recon")], "spent": False}),
        "state.pieces.b5",
        "a shuttle stands on a shuttle lane",
        "a shuttle stands on a shuttle lane",
        {},
    ),
    (
        "an engineering unit on a lane",
        _new(2),
        _out_of_reserve(0, "engineering", "k6"),
        "state.pieces.k6",
        "engineering units cannot stand on k6",
        "engineering units cannot stand on {cell}",
        {"cell": "k6"},
    ),
    (
        "an assault unit in open space",
        _new(2),
        _out_of_reserve(0, "assault", "c4"),
        "state.pieces.c4",
        "assault units cannot stand on c4",
        "assault units cannot stand on {cell}",
        {"cell": "c4"},
    ),
    (
        "a recon unit on an asteroid",
        _new(2),
        _out_of_reserve(0, "recon", "c3"),
        "state.pieces.c3",
        "recon units cannot stand on c3",
        "recon units cannot stand on {cell}",
        {"cell": "c3"},
    ),
    (
        "the elite on a lane",
        _new(2),
        _out_of_reserve(0, "elite", "k6"),
        "state.pieces.k6",
        "elite units cannot stand on k6",
        "elite units cannot stand on {cell}",
        {"cell": "k6"},
    ),
    # -- the asteroids ---------------------------------------------------------------------
    (
        "a Target on a starting base",
        _new(2),
        _set("asteroids", "a1", "target", value=1),
        "state.asteroids.a1",
        "a starting base belongs to its faction, with no chips",
        "a starting base belongs to its faction, with no chips",
        {},
    ),
    (
        "guards waiting out of their order",
        _new(2),
        _set("asteroids", "c6", "waiting", value=["engineering"]),
        "state.asteroids.c6.waiting",
        "guards are set up in the order of the class",
        "guards are set up in the order of the class",
        {},
    ),
    (
        "a Flag with a Target",
        _new(2),
        _all(
            _set("asteroids", "h10", "waiting", value=[]),
            _set("asteroids", "h10", "flag", value=True),
            _set("asteroids", "h10", "target", value=0),
        ),
        "state.asteroids.h10",
        "a Flag or a Mine carries no Target chip and no guard",
        "a Flag or a Mine carries no Target chip and no guard",
        {},
    ),
    (
        "guards set up with no Target",
        _new(2),
        _set("asteroids", "h10", "waiting", value=[]),
        "state.asteroids.h10",
        "guards are only set up on a targeted asteroid",
        "guards are only set up on a targeted asteroid",
        {},
    ),
    (
        "a fresh mine nobody built",
        _new(2),
        _set("fresh", value=[["c3", 10]]),
        "state.fresh[0]",
        "a fresh mine is a mine the active faction built",
        "a fresh mine is a mine the active faction built",
        {},
    ),
    # -- the forces ------------------------------------------------------------------------
    (
        "a spent unit out of turn",
        _new(2),
        _out_of_reserve(1, "assault", "b5", spent=True),
        "state.pieces",
        "only the active faction's units can be spent",
        "only the active faction's units can be spent",
        {},
    ),
    (
        "an engineering unit too many",
        _new(2),
        lambda s: s["reserve"][0].update(engineering=3),
        "state.repair[0].engineering",
        "Purple has 4 engineering units in all, 5 are accounted for",
        (_IN_ALL.format(kind="engineering"), _IN_ALL.format(kind="engineering"), 4),
        {"who": _seat("Purple"), "count": 4, "counted": 5},
    ),
    (
        "assault units missing",
        _new(2),
        lambda s: s["repair"][1].update(assault=0),
        "state.repair[1].assault",
        "Orange has 4 assault units in all, 2 are accounted for",
        (_IN_ALL.format(kind="assault"), _IN_ALL.format(kind="assault"), 4),
        {"who": _seat("Orange"), "count": 4, "counted": 2},
    ),
    (
        "recon units too many",
        _new(3),
        lambda s: s["reserve"][2].update(recon=9),
        "state.repair[2].recon",
        "Green has 3 recon units in all, 11 are accounted for",
        (_IN_ALL.format(kind="recon"), _IN_ALL.format(kind="recon"), 3),
        {"who": _seat("Green"), "count": 3, "counted": 11},
    ),
    (
        "the elite missing (one in all: the singular)",
        _new(2),
        lambda s: s["reserve"][0].update(elite=0),
        "state.repair[0].elite",
        "Purple has 1 elite units in all, 0 are accounted for",
        (_IN_ALL.format(kind="elite"), _IN_ALL.format(kind="elite"), 1),
        {"who": _seat("Purple"), "count": 1, "counted": 0},
    ),
    # -- the guards ------------------------------------------------------------------------
    (
        "a guard by an asteroid nobody targets",
        _new(2),
        _set("pieces", "b3", value={"guard": "assault", "home": "c3"}),
        "state.pieces.b3",
        "guards stand only by a targeted asteroid",
        "guards stand only by a targeted asteroid",
        {},
    ),
    (
        "a second engineering guard",
        _fixture("3p-step-protect-guards"),
        _set("pieces", "i13", "guard", value="engineering"),
        "state.pieces.i13",
        "the aborigines have no engineering guard left for h13 (its class's guards: "
        "engineering, recon; they have no elite)",
        _ABORIGINES.format(kind="engineering"),
        _H13_GUARDS,
    ),
    (
        "an assault guard of a class without",
        _fixture("3p-step-protect-guards"),
        _set("pieces", "h12", "guard", value="assault"),
        "state.pieces.h12",
        "the aborigines have no assault guard left for h13 (its class's guards: "
        "engineering, recon; they have no elite)",
        _ABORIGINES.format(kind="assault"),
        _H13_GUARDS,
    ),
    (
        "a second recon guard",
        _fixture("3p-step-protect-guards"),
        _set("pieces", "h12", "guard", value="recon"),
        "state.pieces.i13",
        "the aborigines have no recon guard left for h13 (its class's guards: "
        "engineering, recon; they have no elite)",
        _ABORIGINES.format(kind="recon"),
        _H13_GUARDS,
    ),
    (
        "an elite guard",
        _fixture("3p-step-protect-guards"),
        _set("pieces", "h12", "guard", value="elite"),
        "state.pieces.h12",
        "the aborigines have no elite guard left for h13 (its class's guards: "
        "engineering, recon; they have no elite)",
        _ABORIGINES.format(kind="elite"),
        _H13_GUARDS,
    ),
    (
        "five shuttles",
        _new(2),
        _five_shuttles,
        "state.pieces",
        "the box holds 4 shuttles, not 5 on the board",
        "the box holds {count} shuttles, not {found} on the board",
        {"count": 4, "found": 5},
    ),
    # -- the turn --------------------------------------------------------------------------
    (
        "the second seat first",
        _new(3),
        _set("active", value=1),
        "state.active",
        "turn 0 is seat 0's (factions play in seat order from seat 0), not seat 1's",
        "turn {turn} is seat {seat}'s (factions play in seat order from seat 0), "
        "not seat {active}'s",
        {"turn": 0, "seat": 0, "active": 1},
    ),
    (
        "play on past the goal",
        _fixture("2p-step-over-won"),
        _set("phase", value={"step": "command"}),
        "state.phase",
        "Orange has 6 points: the game ends as soon as a faction reaches the goal (5)",
        (_POINTS, _POINTS, 6),
        {"who": _seat("Orange"), "count": 6, "goal": 5},
    ),
    (
        "won under the goal",
        _fixture("3p-step-sail"),
        _set("phase", value={"step": "over", "truncated": False}),
        "state.phase",
        "a game ends before its turn cap only when a faction reaches the goal (15); "
        "the most any has is 2",
        "a game ends before its turn cap only when a faction reaches the goal ({goal}); "
        "the most any has is {best}",
        {"goal": 15, "best": 2},
    ),
    # -- the step of the turn --------------------------------------------------------------
    (
        "play on past the turn cap",
        _new(2),
        _set("turn", value=80),
        "state.turn",
        "the turn cap ends the game exactly when reached",
        "the turn cap ends the game exactly when reached",
        {},
    ),
    (
        "protecting an elite elsewhere",
        _fixture("3p-step-protect"),
        _set("phase", "cell", value="g2"),
        "state.phase.cell",
        "the beaten elite is on this cell",
        "the beaten elite is on this cell",
        {},
    ),
    (
        "protecting without the chip",
        _fixture("3p-step-protect"),
        _set("chips", 0, value=["attack", "teleport"]),
        "state.phase",
        "protecting needs the protection chip",
        "protecting needs the protection chip",
        {},
    ),
    (
        "orders to an empty cell",
        _fixture("2p-step-act-moved"),
        _set("phase", "cell", value="b4"),
        "state.phase.cell",
        "the selected unit is not there",
        "the selected unit is not there",
        {},
    ),
    (
        "sailing a shuttle that is not there",
        _fixture("3p-step-sail"),
        _set("phase", "cell", value="k6"),
        "state.phase.cell",
        "the selected shuttle is not there",
        "the selected shuttle is not there",
        {},
    ),
    (
        "guards answering a seat not playing",
        _fixture("2p-step-guard-placing"),
        _set("phase", "invader", value=1),
        "state.phase.invader",
        "guards answer the active faction",
        "guards answer the active faction",
        {},
    ),
    (
        "setting up a guard none waits for",
        _fixture("2p-step-guard-placing"),
        _set("asteroids", "c3", "waiting", value=[]),
        "state.phase",
        "no guard of this asteroid waits",
        "no guard of this asteroid waits",
        {},
    ),
    (
        "guards answering with no attacker",
        _fixture("3p-step-guard-moved"),
        _set("phase", "attackers", value=[]),
        "state.phase.attackers",
        "a guard must be about to attack",
        "a guard must be about to attack",
        {},
    ),
    (
        "a guard moved while set up",
        _fixture("2p-step-guard-placing"),
        _set("phase", "moved", value=True),
        "state.phase.moved",
        "guards move after they are set up, unless they stand",
        "guards move after they are set up, unless they stand",
        {},
    ),
    (
        "an attacker that is no guard",
        _fixture("3p-step-guard-moved"),
        _set("phase", "attackers", value=["w1"]),
        "state.phase.attackers",
        "no guard of it on w1",
        "no guard of it on {cell}",
        {"cell": "w1"},
    ),
    # -- the codec: a wrong type for the pieces, a cell that is none, a chip twice ---------
    (
        "the pieces as a list",
        _new(2),
        _set("pieces", value=[]),
        "state.pieces",
        "expected an object, got []",
        "expected an object, got {value}",
        {"value": "[]"},
    ),
    (
        "the pieces as a string",
        _new(2),
        _set("pieces", value="b5"),
        "state.pieces",
        'expected an object, got "b5"',
        "expected an object, got {value}",
        {"value": '"b5"'},
    ),
    (
        "the pieces as a number",
        _new(2),
        _set("pieces", value=7),
        "state.pieces",
        "expected an object, got 7",
        "expected an object, got {value}",
        {"value": "7"},
    ),
    (
        "a piece on no cell",
        _new(2),
        _set("pieces", "z99", value=_unit("recon")),
        "state.pieces.z99",
        "is not a known field",
        "is not a known field",
        {},
    ),
    (
        "a chip twice",
        _new(2),
        _set("chips", 1, value=["attack", "attack"]),
        "state.chips[1]",
        "each chip is there once at most",
        "each chip is there once at most",
        {},
    ),
]


def _expected(message: Message, values: dict[str, Any]) -> str:
    """The message in the language spoken, its values filled (in that language too)."""
    filled = {name: value() if callable(value) else value for name, value in values.items()}
    first = message if isinstance(message, str) else message[0]
    words = JUNKSPACE_WORDS if first in JUNKSPACE else WORDS
    if isinstance(message, str):
        return words.gettext(message, **filled)
    singular, plural, count = message
    return words.ngettext(singular, plural, count, **filled)


def _refusal(save: Save) -> InvalidStateError:
    with pytest.raises(InvalidStateError) as caught:
        junkspace.from_json(json.dumps(save))
    return caught.value


@pytest.mark.parametrize(
    ("save", "edit", "field", "english", "message", "values"),
    [pytest.param(*case[1:], id=case[0]) for case in CASES],
)
def test_a_refused_save_names_the_same_field_in_the_words_of_each_language(
    save: Callable[[], Save],
    edit: Edit,
    field: str,
    english: str,
    message: Message,
    values: dict[str, Any],
) -> None:
    saved = save()
    junkspace.from_json(json.dumps(saved))  # it loads before the edit
    edit(saved["state"])
    problems = {}
    for language in LANGUAGES:
        with speaking(language):
            refused = _refusal(saved)
            expected = _expected(message, values)
        assert refused.field == field, (language, str(refused))
        assert refused.problem == expected, language
        problems[language] = refused.problem
    assert problems["en"] == english
    assert problems["fr"] != english and problems["es"] != english


def test_every_message_of_the_save_checks_is_raised_by_a_case() -> None:
    """Each message these modules mark is raised by one case above at least (the others
    raise junkspace's)."""
    marked = {
        found[1] if isinstance(found[1], str) else found[1][0]
        for module in ("codec.py", "invariants.py", "seating.py")
        for found in extract_from_file("python", PACKAGE / module)
    }
    raised = {case[5] if isinstance(case[5], str) else case[5][0] for case in CASES}
    assert raised - JUNKSPACE == marked


# A wrong type for each kind of field the cases cover. Those the game reads itself (the pieces,
# above) are in its catalog; the others are refused by the typed reading of the core
# (junkspace.core.validate.typed_refusal), in the core's words: here they must name the same
# field in every language, refused as a bad save and not by an error of the message making.
WRONG_TYPES = [
    (_new(2), _set("resources", 0, value="30"), "state.resources[0]"),
    (_new(2), _set("reserve", 0, "elite", value="1"), "state.reserve[0].elite"),
    (_new(2), _set("repair", 0, value=[2, 2, 2, 0]), "state.repair[0]"),
    (_new(2), _set("active", value="0"), "state.active"),
    (_new(2), _set("turn", value="80"), "state.turn"),
    (_new(2), _set("asteroids", "c3", "target", value="0"), "state.asteroids.c3.target"),
    (_new(2), _set("asteroids", "c3", "waiting", value="assault"), "state.asteroids.c3.waiting"),
    (_new(2), _set("asteroids", "c3", "flag", value=1), "state.asteroids.c3.flag"),
    (_new(2), _set("pieces", "b5", value=3), "state.pieces.b5"),
    (_new(2), _set("pieces", "b5", value=_unit("recon", "0")), "state.pieces.b5.owner"),
    (
        _new(2),
        _set("pieces", "k6", value={"shuttle": "recon", "spent": False}),
        "state.pieces.k6.shuttle",
    ),
    (_new(2), _set("chips", 1, value="attack"), "state.chips[1]"),
    (_new(2), _set("fresh", value="c3"), "state.fresh"),
    (_new(3), _set("options", "factions", value=3), "state.options.factions"),
    (_fixture("2p-step-act-moved"), _set("phase", "cell", value=12), "state.phase.cell"),
    (_fixture("2p-step-guard-placing"), _set("phase", "invader", value="0"), "state.phase.invader"),
    (
        _fixture("3p-step-guard-moved"),
        _set("phase", "attackers", value="w2"),
        "state.phase.attackers",
    ),
]


@pytest.mark.parametrize(
    ("save", "edit", "field"), [pytest.param(*wrong, id=wrong[2]) for wrong in WRONG_TYPES]
)
def test_a_wrong_type_is_refused_naming_the_same_field_in_every_language(
    save: Callable[[], Save], edit: Edit, field: str
) -> None:
    saved = save()
    edit(saved["state"])
    for language in LANGUAGES:
        with speaking(language):
            refused = _refusal(saved)
        assert refused.field == field, (language, str(refused))
        assert refused.problem


def _new_game_refusals() -> Iterator[tuple[str, str]]:
    for language in LANGUAGES:
        with speaking(language):
            with pytest.raises(ValueError) as caught:
                junkspace.new_game("asteroid_belt", players=3, factions="purple-orange")
            expected = WORDS.ngettext(
                _FACTIONS, _FACTIONS, 2, count=2, factions="'purple-orange'", players=3
            )
        yield str(caught.value), expected


def test_new_game_refuses_two_factions_for_three_players_in_the_language_spoken() -> None:
    (english, _), (french, in_french), (spanish, in_spanish) = _new_game_refusals()
    assert english == (
        "asteroid_belt option factions names 2 factions ('purple-orange') for 3 players"
    )
    assert french == in_french != english
    assert spanish == in_spanish != english
