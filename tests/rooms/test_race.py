"""Two kernels racing to append the same move produce one game, never a fork.

Two real processes (started with ``spawn``, as separate kernels are) open the same database
and, in every round, try to append the same index at once, each usually with a different
move. Exactly one of them may win each round; the other is told its move is stale, and the
room's history is one game that replays.
"""

from __future__ import annotations

import multiprocessing
from collections import defaultdict

from room_racers import race

import junkspace
from junkspace import rooms
from junkspace.rooms import RoomStore

ROUNDS = 25


def test_two_kernels_racing_for_the_same_index_make_one_game(store: RoomStore, where: str) -> None:
    code, _ = rooms.create_room(store, "hyperstellar", 2, 5, {}, ["human", "human"])
    secrets = dict([rooms.claim(store, code), rooms.claim(store, code)])
    spawn = multiprocessing.get_context("spawn")
    barrier = spawn.Barrier(2)
    out = spawn.Queue()
    racers = [
        spawn.Process(target=race, args=(where, code, secrets, ROUNDS, lane, barrier, out))
        for lane in (0, 1)
    ]
    for racer in racers:
        racer.start()
    results = [out.get(timeout=120) for _ in range(2 * ROUNDS)]
    for racer in racers:
        racer.join(timeout=60)
        assert racer.exitcode == 0
    by_round = defaultdict(list)
    for index, _lane, outcome in results:
        by_round[index].append(outcome)
    history = rooms.history(store, code)
    assert len(history) == ROUNDS
    for index in range(ROUNDS):
        outcomes = by_round[index]
        winners = [o for o in outcomes if o != "StaleMoveError"]
        assert len(outcomes) == 2 and len(winners) == 1, (index, outcomes)
        assert history[index] == winners[0]
    replayed = junkspace.new_game("hyperstellar", players=2, seed=5)
    for notation in history:
        replayed = replayed.apply(notation)
    assert replayed == rooms.state(store, code)
