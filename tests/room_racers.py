"""A kernel racing another to append moves to one room (used by tests/rooms/test_race.py).

It lives outside the test module so that processes started with ``spawn`` can import it.
"""

from __future__ import annotations

from typing import Any

from junkspace import rooms


def race(
    where: str, code: str, secrets: dict[int, str], rounds: int, lane: int, barrier: Any, out: Any
) -> None:
    """For each round, wait for the other racer, then try to play move ``round`` for whoever is
    to move (the ``lane``-th legal action, so two racers usually want different moves); put
    ``(round, lane, played notation or the refusal's class name)`` on ``out``."""
    store = rooms.open_store(where)
    try:
        for index in range(rounds):
            position = rooms.state(store, code)
            seat = position.current_player
            assert seat is not None
            legal = position.legal_actions()
            action = str(legal[lane % len(legal)])
            barrier.wait(timeout=60)
            try:
                rooms.play(store, code, seat, secrets[seat], index, action)
            except rooms.StaleMoveError as err:
                out.put((index, lane, type(err).__name__))
            else:
                out.put((index, lane, action))
            barrier.wait(timeout=60)
    finally:
        store.close()
