"""What each seat keeps hidden, for the tests that read every message a page is sent.

Shared by the widget-level test (tests/widgets/test_what_pages_see.py, every message a page's
kernel would send) and the browser test (tests/browser/test_what_pages_see.py, every frame a
real Chromium page receives on its kernel's websocket).
"""

from __future__ import annotations

import re
from typing import Any

from junkspace import GameState
from junkspace.hyperstellar.actions import Score

#: A seed no other number on a page is likely to share.
SEED = 731906224

#: The games, with options that keep a whole game short (a page redraws at every decision).
GAMES: dict[str, dict[str, Any]] = {
    "hyperstellar": {"max_revolutions": None},
    "junk_orbit": {},
    "asteroid_belt": {"goal": 6},
}


def described(states: list[GameState], actions: list[str]) -> list[str]:
    """Each played action in words (the last state, after the last action, says nothing)."""
    pairs = zip(states[:-1], actions, strict=True)
    return [state.describe(state.parse_action(action)) for state, action in pairs]


def secrets_of(states: list[GameState], played: list[str], seat: int) -> set[str]:
    """What the pages of other seats must never be told about ``seat``: the sets it could
    score at its decisions and never did, in words (which name the seat: a set's notation
    alone could be any seat's).

    >>> from junkspace import new_game
    >>> start = new_game("hyperstellar", players=2, seed=SEED)
    >>> secrets_of([start], [], 1)
    set()
    """
    said = set(played)
    secrets = set()
    for state in states:
        if state.current_player != seat:
            continue
        for action in state.legal_actions():
            if isinstance(action, Score) and state.describe(action) not in said:
                secrets.add(state.describe(action))
    return secrets


def face_up(text: str, name: str) -> bool:
    """True when ``text`` holds a card of ``name``'s hand face up (its label counts them: a
    hand face down is labelled with its size only).

    >>> face_up("Red's blue cards: 2", "Red"), face_up("Red's hand: 5 cards", "Red")
    (True, False)
    """
    return re.search(rf"{name}'s [a-z]+ cards: \d", text) is not None
