"""A class in game rooms: 15 rooms of 2 players and a projector on one ``junkspace play``.

Run it with ``python tests/benchmarks/bench_rooms.py`` (needs Debian's chromium and the
playwright package; see tests/browsing.py). It is a load test, not a test: it prints figures.

The teacher's script makes ``--rooms`` Junk Orbit rooms of two open seats in the server's
SQLite file (:mod:`junkspace.rooms`), and the teacher's browser keeps each room's creator
secret, as if it had made them in the Rooms tab. Every page is a Chromium context of its own
(a student's browser) that opens its room's link (``?room=CODE``), in waves of ``--wave``
pages, so each room has two real pages whose kernels claimed its seats, the first of them
the creator's. Each player types ``--typed`` moves (chosen by a random bot, as a distracted
student would), then goes idle, and the teacher hands the idle seats to random bots, which
the creator's kernel plays to the end of the game. It prints

* **move-to-seen latency for typed moves**: from Enter in one page to the other page's
  board showing the new position;
* **move-to-seen latency for every move**: from the moment the room's database took a move
  to the moment the other page's Rooms pane counted it (timed inside the page, same clock;
  the page whose kernel made the move, the mover's or for a bot the creator's, shows it at
  once);
* **move-to-seen latency on the projector**: the teacher's spectator page
  (``?room=CODE&watch=1``) on the first room, for every move of that room;
* **pages reloaded**: a page that shows no seat within three minutes is reloaded once, as a
  student would (on an overloaded machine Voilà can give up waiting for a kernel's output);
* **failures**: pages that never got their seat, even reloaded, typed moves the other page
  did not show within a minute, moves a room refused, rooms not over within ``--deadline``
  seconds, pages whose last count differs from the room's.

The figures are recorded in docs/performance.md.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

import psutil
from bench_classroom import describe

# The browser harness is shared with the browser tests.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from browsing import (
    CANVAS,
    CHROMIUM,
    CHROMIUM_FLAGS,
    PAGE_TIMEOUT,
    DashboardServer,
    _local_only,
    missing_browser,
)

from junkspace import rooms
from junkspace.bots import RandomBot

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page

# Records, inside the page, when its Rooms pane first counted each number of moves.
COUNT_WATCH = """
window.__seen = {};
new MutationObserver(() => {
  const status = document.querySelector('.js-room-status');
  const found = status && /move (\\d+)/.exec(status.textContent);
  if (found && !(found[1] in window.__seen)) window.__seen[found[1]] = Date.now() / 1000;
}).observe(document, {subtree: true, childList: true, characterData: true});
"""

# The teacher's browser keeps the creator's secret of its room, as if it had made it there.
KEEP = """
for (const [code, secret] of Object.entries({}))
  localStorage.setItem("junkspace-room:" + code + ":creator", secret);
"""

NOTATION = ".js-side input[placeholder='or type an action in notation and press Enter']"


def player_browser(browser: Browser, script: str = "") -> BrowserContext:
    """One player's browser: its own storage, the move counter in every page."""
    context = browser.new_context(viewport={"width": 1366, "height": 800})
    context.set_default_timeout(PAGE_TIMEOUT * 3)
    context.route("**/*", _local_only)
    context.add_init_script(COUNT_WATCH + script)
    return context


def seated(page: Page, name: str) -> bool:
    """Whether the page shows its board and the seat ``name`` as its own within two minutes."""
    from playwright.sync_api import Error

    try:
        page.wait_for_selector(f"{CANVAS}[data-painted]", timeout=2 * PAGE_TIMEOUT)
        page.locator(".js-room-seats", has_text=f"{name}: you").wait_for(timeout=PAGE_TIMEOUT)
    except Error:
        return False
    return True


def wait_status(page: Page, text: str, timeout: float) -> bool:
    from playwright.sync_api import Error

    try:
        page.wait_for_function(
            "t => document.querySelector('.junkspace-status')?.textContent === t",
            arg=text,
            timeout=timeout,
        )
    except Error:
        return False
    return True


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=15)
    parser.add_argument("--wave", type=int, default=5, help="pages loading at once")
    parser.add_argument("--typed", type=int, default=2, help="moves each player types")
    parser.add_argument("--deadline", type=int, default=900, help="seconds for every game")
    args = parser.parse_args()
    reason = missing_browser()
    if reason is not None:
        print(f"cannot run: {reason}")
        return 1
    from playwright.sync_api import Error, sync_playwright

    folder = tempfile.TemporaryDirectory()
    where = str(Path(folder.name) / "rooms.sqlite3")
    os.environ[rooms.ENVIRONMENT] = where  # the server and its kernels inherit it
    store = rooms.open_store(where)
    made = [
        rooms.create_room(store, "junk_orbit", 2, 100 + i, {}, ["human", "human"])
        for i in range(args.rooms)
    ]
    creators = {code: secret for code, secret in made}
    server = DashboardServer()
    failures = dict.fromkeys(
        ["no seat", "typed move lost", "refused", "not over", "counts differ"], 0
    )
    typed: list[float] = []
    every: list[float] = []
    shown: list[float] = []
    moves = reloads = 0
    started = time.perf_counter()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM, args=CHROMIUM_FLAGS, headless=True
            )
            pages: dict[str, list[Page]] = {code: [] for code in creators}
            # Every room's first page is its creator's (the teacher's browser), then the second.
            order = [(seat, code) for seat in (0, 1) for code in creators]
            for first in range(0, len(order), args.wave):
                wave = order[first : first + args.wave]
                for seat, code in wave:
                    kept = {code: creators[code]} if seat == 0 else {}
                    page = player_browser(browser, KEEP.format(json.dumps(kept))).new_page()
                    page.goto(server.url("junk_orbit.ipynb", f"room={code}"), wait_until="commit")
                    pages[code].append(page)
                for seat, code in wave:
                    page = pages[code][seat]
                    if not seated(page, "Yellow" if seat == 0 else "Purple"):
                        # A page whose kernel answered too late to Voilà: reload it once, as
                        # a student would; the browser hands the new kernel its seat back.
                        reloads += 1
                        page.reload(wait_until="commit")
                        if not seated(page, "Yellow" if seat == 0 else "Purple"):
                            failures["no seat"] += 1
                print(f"  {first + len(wave)} pages in their rooms", flush=True)

            # The teacher's projector: a spectator page on the first room, on the same server.
            watched = next(iter(creators))
            projector = player_browser(browser).new_page()
            projector.goto(server.url("junk_orbit.ipynb", f"room={watched}&watch=1"))
            projector.wait_for_selector(".js-room-seats", state="attached", timeout=PAGE_TIMEOUT)
            print(f"  the projector watches room {watched}", flush=True)

            bot = RandomBot(seed=1)
            for code, (yellow, purple) in pages.items():
                for _ in range(2 * args.typed):
                    position = rooms.state(store, code)
                    mover, other = (
                        (yellow, purple) if position.current_player == 0 else (purple, yellow)
                    )
                    move = str(bot(position))
                    after = position.apply(move).status()
                    begun = time.perf_counter()
                    try:
                        mover.locator(NOTATION).fill(move, timeout=PAGE_TIMEOUT)
                        mover.locator(NOTATION).press("Enter")
                    except Error:
                        failures["typed move lost"] += 1
                        mover.screenshot(path=f"{folder.name}-{code}.png")
                        print(f"  room {code}: no notation box ({folder.name}-{code}.png)")
                        break
                    if wait_status(other, after, PAGE_TIMEOUT):
                        typed.append(time.perf_counter() - begun)
                    else:
                        failures["typed move lost"] += 1
                    if "refused" in (mover.text_content(".junkspace-message") or ""):
                        failures["refused"] += 1
                for seat in (0, 1):  # both players went idle: bots fill in
                    rooms.hand_over(store, code, creators[code], seat, "random")
            print(f"  {len(typed)} typed moves seen; bots play on", flush=True)

            deadline = time.monotonic() + args.deadline
            while time.monotonic() < deadline:
                if all(rooms.info(store, code).over for code in creators):
                    break
                time.sleep(2)
            time.sleep(2)  # the last moves reach the pages
            for code, room_pages in pages.items():
                info = rooms.info(store, code)
                moves += info.moves
                failures["not over"] += not info.over
                seen = [
                    {int(n): at for n, at in page.evaluate("window.__seen").items()}
                    for page in room_pages
                ]
                failures["counts differ"] += sum(max(s, default=0) != info.moves for s in seen)
                for taken in store.actions(code):
                    # The page whose kernel made the move shows it at once; the other polls.
                    maker = taken.seat if taken.index < 2 * args.typed else 0
                    counted = seen[1 - maker]
                    later = [t for n, t in counted.items() if n > taken.index]
                    if later:
                        every.append(max(0.0, min(later) - taken.at))
            projected = {int(n): at for n, at in projector.evaluate("window.__seen").items()}
            failures["counts differ"] += (
                max(projected, default=0) != rooms.info(store, watched).moves
            )
            for taken in store.actions(watched):
                later = [t for n, t in projected.items() if n > taken.index]
                if later:
                    shown.append(max(0.0, min(later) - taken.at))
            projector.close(run_before_unload=True)
            for room_pages in pages.values():
                for page in room_pages:
                    page.close(run_before_unload=True)
            browser.close()
    finally:
        server.stop()
        store.close()
        folder.cleanup()
    print(
        f"{args.rooms} rooms of 2 players, {args.typed} typed moves each, then bots; "
        f"{psutil.cpu_count()} cores; {moves} moves in all"
    )
    print(describe("move-to-seen, typed moves (Enter to the other board)", typed))
    print(describe("move-to-seen, every move (database to the other page)", every))
    print(describe("move-to-seen on the projector (database to the spectator page)", shown))
    print(f"pages reloaded once because they did not load: {reloads}")
    print("failures: " + ", ".join(f"{name} {count}" for name, count in failures.items()))
    print(f"whole run: {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
