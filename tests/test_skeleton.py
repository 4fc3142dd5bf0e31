"""One skeleton for every game: the same modules in the same roles, with the same entry points.

docs/architecture.md ("One skeleton for every game") describes the files of a game package;
these tests hold junkspace's three games to it, so that a reader who knows one game finds
everything in the others. The app holds to its own ("The app is panes around a record").
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import random
from pathlib import Path

import pytest

import junkspace
from junkspace.core import Option
from junkspace.core.draft import Draft

#: Each game on the skeleton, and its package: junkspace's three, and the example plug-in
#: game of docs/own-game.md, which a plug-in author copies.
PACKAGES = {
    "junk_orbit": "junkspace.junk_orbit",
    "asteroid_belt": "junkspace.asteroid_belt",
    "hyperstellar": "junkspace.hyperstellar",
    "pig": "junkspace_pig",
}
GAMES = tuple(PACKAGES)


def _refusal(game: str) -> object:
    return importlib.import_module(f"{PACKAGES[game]}.refusals").refusal


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_not_at_the_table_has_no_name(game: str) -> None:
    state = junkspace.new_game(game, players=2, seed=3)
    assert isinstance(state.seat_name(1), str)
    for seat in (2, 9, -1):
        with pytest.raises(ValueError, match=f"player must be a seat from 0 to 1, got {seat}"):
            state.seat_name(seat)


@pytest.mark.parametrize("game", GAMES)
def test_refusal_is_none_for_a_legal_action_and_words_for_another(game: str) -> None:
    refusal = _refusal(game)
    state = junkspace.new_game(game, players=3, seed=4)
    chooser = random.Random(4)
    for _ in range(1000):  # to a position with an illegal action (Pig's: the game over)
        legal = state.legal_actions()
        assert all(refusal(state, action) is None for action in legal)  # type: ignore[operator]
        illegal = [action for action in state.action_space() if action not in legal]
        if illegal:
            break
        state = state.apply(chooser.choice(legal))
    words = refusal(state, illegal[0])  # type: ignore[operator]
    assert isinstance(words, str) and words


#: Each game package's modules, by role (docs/architecture.md, "One skeleton for every game").
#: Component modules (the game's own pieces) come on top, named after what they model.
MODULES = (
    "game",  # the plug-in facts
    "rules",  # the seats' names, the options, the rule text's constants
    "actions",  # the action classes and their notation
    "phases",  # the steps of a turn
    "state",  # the position, its derived facts, its legal actions
    "turn",  # advance: how an action changes a position
    "refusals",  # why an action is illegal
    "narration",  # the words
    "codec",  # JSON both ways
    "text",  # the board as text
    "view",  # the board picture
)


def _module(game: str, role: str) -> object:
    return importlib.import_module(f"{PACKAGES[game]}.{role}")


@pytest.mark.parametrize("game", GAMES)
def test_every_game_package_has_the_skeletons_modules(game: str) -> None:
    for role in MODULES:
        assert _module(game, role) is not None, role


@pytest.mark.parametrize("game", GAMES)
def test_every_game_enters_the_turn_through_advance_over_a_table_of_verbs(game: str) -> None:
    turn = _module(game, "turn")
    state = junkspace.new_game(game, players=3, seed=5)
    cls = type(state)
    assert cls._next is turn.advance  # apply's entry is the turn's, with no frame between
    assert cls._generate.__module__ == f"{PACKAGES[game]}.state"  # the legal actions' home
    assert issubclass(turn.Turn, Draft)
    kinds = {type(action) for action in state.action_space()}
    assert kinds == set(turn.VERBS), "one verb for each kind of action, and no other"
    for name, verb in turn.VERBS.items():
        assert getattr(turn.Turn, verb.__name__) is verb, name  # a verb of the Turn itself
    chooser = random.Random(5)
    for _ in range(60):
        if state.is_over:
            break
        action = chooser.choice(state.legal_actions())
        after = turn.advance(state, action)
        assert after == state.apply(action)
        assert after.events == state.apply(action).events
        assert turn.advance(state, action, True) == after
        state = after


@pytest.mark.parametrize("game", GAMES)
def test_every_games_advance_is_cores_turn_entry_over_its_own_tables(game: str) -> None:
    """The same entry everywhere; a fast path only in a ``shortcuts`` module, whose shortcuts
    give the very state the Turn builds whenever they take a case (and take some)."""
    turn = _module(game, "turn")
    assert turn.advance.__qualname__ == "turn_entry.<locals>.advance"
    tables = inspect.getclosurevars(turn.advance).nonlocals
    assert tables["turn"] is turn.Turn and tables["verbs"] is turn.VERBS
    shortcuts = tables.get("shortcuts")
    if shortcuts is None:
        assert importlib.util.find_spec(f"{PACKAGES[game]}.shortcuts") is None
        return
    assert shortcuts is importlib.import_module(f"{PACKAGES[game]}.shortcuts").SHORTCUTS
    assert set(shortcuts) <= set(turn.VERBS)
    state = junkspace.new_game(game, players=3, seed=5)
    chooser = random.Random(5)
    taken = 0
    for _ in range(300):
        if state.is_over:
            break
        action = chooser.choice(state.legal_actions())
        shortcut = shortcuts.get(type(action))
        short = None if shortcut is None else shortcut(state, action, False)
        draft = turn.Turn(state, False)
        turn.VERBS[type(action)](draft, action)
        long_way = draft.build()
        if short is not None:
            taken += 1
            assert short == long_way and short.events == long_way.events, action
            assert short.legal_actions() == long_way.legal_actions(), action
        state = long_way
    assert taken > 30, f"the shortcuts took {taken} decisions in 300"


@pytest.mark.parametrize("game", GAMES)
def test_the_shared_names_are_in_rules_and_the_facts(game: str) -> None:
    rules, facts = _module(game, "rules"), _module(game, "game")
    package = importlib.import_module(PACKAGES[game])
    names, options = rules.SEAT_NAMES, rules.OPTIONS  # type: ignore[attr-defined]
    assert names and all(isinstance(name, str) for name in names)
    assert all(isinstance(option, Option) for option in options)
    assert package.SEAT_NAMES is names and package.OPTIONS is options  # type: ignore[attr-defined]
    assert facts.OPTIONS is options
    assert facts.State.seat_names is names  # type: ignore[attr-defined]
    for role in MODULES:
        if role != "rules":  # defined once: every other module imports them
            module = _module(game, role)
            for shared in ("SEAT_NAMES", "OPTIONS"):
                value = getattr(module, shared, None)
                assert value is None or value is getattr(rules, shared), (role, shared)


#: The most lines widgets/app.py may have: the app keeps the record, the seats, the selection
#: and the panes; its bots' turns, its room (client and methods), the links it reads and
#: writes are in modules of their own (docs/architecture.md, the widgets).
APP_LINES = 650


def test_the_app_keeps_the_record_the_seats_and_the_panes_and_no_more() -> None:
    app = Path(junkspace.__file__).parent / "widgets" / "app.py"
    lines = len(app.read_text(encoding="utf-8").splitlines())
    assert lines <= APP_LINES, (
        f"widgets/app.py has {lines} lines, more than {APP_LINES}: move what is not the "
        "record, the seats, the selection or the panes into a module named after it"
    )
