"""The rooms database under a class: what the authority alone adds to a move's way to the screen.

Run it with ``python tests/benchmarks/bench_room_store.py [--where URL]``. It is a load test,
not a test: it prints figures. ``--rooms`` rooms of two seats each are played by one process
per seat (as one kernel per page), all on one database: a fresh SQLite file, or the
PostgreSQL server ``--where`` names. Each seat polls ``history(since=n)`` every ``--poll``
seconds, as a page's kernel does, and when it is to move it waits ``--think`` seconds and
plays a random legal move through :func:`junkspace.rooms.play`, until ``--moves`` moves are
in its room. It prints

* **move to seen**: from the commit of a move (its ``at`` time in the database) to the other
  seat's poll returning it: median, 95th percentile and slowest, over every move;
* **play()**: how long the checked append takes (replay from the cache, the checks, the
  transaction): median and 95th percentile;
* **refused** and **failed**: moves refused (none are expected: each seat moves only on its
  turn) and processes that stopped with an error;
* the processor time all the seat processes used, against the wall time.

The poll interval sets most of the latency (half of it on average); the rest is what the
database and the replay add.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from junkspace import rooms


def seat_process(
    where: str,
    code: str,
    seat: int,
    secret: str,
    moves: int,
    poll: float,
    think: float,
    start: Any,
    out: Any,
) -> None:
    """One page's kernel: poll, and move when it is this seat's turn; report what it timed."""
    import resource

    store = rooms.open_store(where)
    chooser = random.Random(seat)
    seen: list[float] = []
    plays: list[float] = []
    refused = 0
    known = 0
    position = rooms.state(store, code)
    start.wait(timeout=120)
    try:
        while known < moves:
            fresh = store.actions(code, since=known)
            now = time.time()
            seen += [now - m.at for m in fresh if m.seat != seat]
            known += len(fresh)
            for move in fresh:  # the page's own copy of the game, as the app keeps it
                position = position.apply(move.notation)
            if known < moves and position.current_player == seat:
                time.sleep(think)
                action = chooser.choice(position.legal_actions())
                began = time.perf_counter()
                try:
                    rooms.play(store, code, seat, secret, known, str(action))
                except rooms.RoomError:
                    refused += 1
                plays.append(time.perf_counter() - began)
                continue
            if position.is_over:
                break
            time.sleep(poll)
        usage = resource.getrusage(resource.RUSAGE_SELF)
        out.put(("ok", seen, plays, refused, usage.ru_utime + usage.ru_stime))
    except Exception as err:  # a load test reports failures, it does not stop at the first
        out.put(("failed", repr(err), [], 0, 0.0))
    finally:
        store.close()


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--where", default=None, help="a postgresql:// URL (default: SQLite)")
    parser.add_argument("--rooms", type=int, default=15)
    parser.add_argument("--moves", type=int, default=40, help="moves per room")
    parser.add_argument("--poll", type=float, default=0.3, help="seconds between polls")
    parser.add_argument("--think", type=float, default=0.2, help="seconds before a move")
    args = parser.parse_args()
    folder = tempfile.TemporaryDirectory()
    where = args.where or str(Path(folder.name) / "rooms.sqlite3")
    store = rooms.open_store(where)
    spawn = multiprocessing.get_context("spawn")
    start = spawn.Barrier(2 * args.rooms + 1)
    out = spawn.Queue()
    processes = []
    for number in range(args.rooms):
        code, _ = rooms.create_room(store, "hyperstellar", 2, number, {}, ["human", "human"])
        for _ in range(2):
            seat, secret = rooms.claim(store, code)
            process = spawn.Process(
                target=seat_process,
                args=(where, code, seat, secret, args.moves, args.poll, args.think, start, out),
            )
            process.start()
            processes.append(process)
    start.wait(timeout=120)
    began = time.perf_counter()
    results = [out.get(timeout=600) for _ in processes]
    wall = time.perf_counter() - began
    for process in processes:
        process.join(timeout=60)
    seen = [s for r in results for s in r[1] if r[0] == "ok"]
    plays = [p for r in results for p in r[2]]
    failed = [r[1] for r in results if r[0] == "failed"]
    print(f"database: {store.kind} ({store.location})")
    print(
        f"{args.rooms} rooms x 2 seat processes, {args.moves} moves a room, "
        f"poll {args.poll} s, think {args.think} s"
    )
    print(
        f"move to seen: median {statistics.median(seen) * 1000:.0f} ms, "
        f"95th {_quantile(seen, 0.95) * 1000:.0f} ms, slowest {max(seen) * 1000:.0f} ms "
        f"({len(seen)} moves seen)"
    )
    print(
        f"play(): median {statistics.median(plays) * 1000:.1f} ms, "
        f"95th {_quantile(plays, 0.95) * 1000:.1f} ms ({len(plays)} moves)"
    )
    print(f"refused: {sum(r[3] for r in results)}, failed processes: {len(failed)} {failed[:3]}")
    cpu = sum(r[4] for r in results)
    print(f"processor time of the seat processes: {cpu:.1f} s in {wall:.1f} s of wall time")
    store.close()
    folder.cleanup()


if __name__ == "__main__":
    main()
