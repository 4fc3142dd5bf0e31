"""A classroom on one computer: 30 students open a dashboard from one ``junkspace play``.

Run it with ``python tests/benchmarks/bench_classroom.py`` (needs Debian's chromium and the
playwright package; see tests/browsing.py). It is a load test, not a test: it prints figures.
One ``junkspace play`` serves 127.0.0.1; one Chromium opens ``--students`` browser contexts
(each a student with its own cookies), in waves of ``--wave`` pages loading at once. Every
student's page loads the Junk Orbit dashboard and makes one move by its first action button.
It prints

* **time to a painted board**, from navigation to the board's first paint, timed inside each
  page: median, 95th percentile and slowest;
* **time for a move**, from the click to the repainted board;
* **kernels alive** with every page open, and once every page is closed;
* **server memory**: the resident memory (RSS) of the server and its kernels added up (pages
  shared between processes are counted in each, so this is an upper bound) and their unique
  memory (USS, what stopping them would free).

The figures are recorded in docs/performance.md.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

import psutil

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
    painted_version,
    table_query,
    wait_painted,
)

if TYPE_CHECKING:
    from playwright.sync_api import Page

# Records, inside the page, when the board first paints (ms since navigation started).
PAINT_WATCH = """
window.__paintedAt = null;
new MutationObserver(() => {
  if (window.__paintedAt === null && document.querySelector('BOARD[data-painted]')) {
    window.__paintedAt = performance.now();
  }
}).observe(document, {subtree: true, childList: true, attributes: true});
""".replace("BOARD", CANVAS)

ACTION_BUTTON = ".junkspace-app .widget-toggle-button"


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def server_memory(server: DashboardServer) -> tuple[int, float, float, float]:
    """Kernels alive; the RSS and USS (MB) of the server and all its processes; the kernels' USS."""
    root = psutil.Process(server.process.pid)
    kernels, rss, uss, kernel_uss = 0, 0, 0, 0
    for process in [root, *root.children(recursive=True)]:
        try:
            info = process.memory_full_info()
            is_kernel = any("ipykernel" in part for part in process.cmdline())
        except psutil.NoSuchProcess:
            continue
        kernels += is_kernel
        rss += info.rss
        uss += info.uss
        kernel_uss += info.uss if is_kernel else 0
    return kernels, rss / 2**20, uss / 2**20, kernel_uss / 2**20


def make_a_move(page: Page) -> float | None:
    """Click the first action button; seconds until the board has repainted (None: never)."""
    from playwright.sync_api import Error

    version = painted_version(page)
    start = time.perf_counter()
    try:
        page.locator(ACTION_BUTTON).first.click()
        wait_painted(page, version + 1)
    except Error:  # a timeout: the student is left waiting, which the figures must say
        return None
    return time.perf_counter() - start


def describe(name: str, seconds: list[float]) -> str:
    if not seconds:
        return f"{name}: none measured"
    return (
        f"{name}: median {statistics.median(seconds):.2f} s, "
        f"95th percentile {percentile(seconds, 0.95):.2f} s, slowest {max(seconds):.2f} s"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--wave", type=int, default=5, help="pages loading at once")
    args = parser.parse_args()
    reason = missing_browser()
    if reason is not None:
        print(f"cannot run: {reason}")
        return 1
    from playwright.sync_api import sync_playwright

    server = DashboardServer()
    url = server.url("junk_orbit.ipynb", table_query("junk_orbit", seed=11))
    pages: list[Page] = []
    loads: list[float] = []
    moves: list[float] = []
    stuck = 0
    started = time.perf_counter()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM, args=CHROMIUM_FLAGS, headless=True
            )
            for first in range(0, args.students, args.wave):
                wave = []
                for _ in range(min(args.wave, args.students - first)):
                    context = browser.new_context(viewport={"width": 1200, "height": 1000})
                    context.set_default_timeout(PAGE_TIMEOUT * 3)
                    context.route("**/*", _local_only)
                    page = context.new_page()
                    page.add_init_script(PAINT_WATCH)
                    page.goto(url, wait_until="commit", timeout=PAGE_TIMEOUT * 3)
                    wave.append(page)
                for page in wave:
                    page.wait_for_selector(f"{CANVAS}[data-painted]", timeout=PAGE_TIMEOUT * 3)
                    loads.append(page.evaluate("window.__paintedAt") / 1000)
                for page in wave:
                    move = make_a_move(page)
                    if move is None:
                        stuck += 1
                    else:
                        moves.append(move)
                pages += wave
                print(f"  {len(pages)} students playing", flush=True)
            open_kernels, rss, uss, kernel_uss = server_memory(server)
            for page in pages:
                page.close(run_before_unload=True)
            time.sleep(5)
            closed_kernels, *_ = server_memory(server)
            browser.close()
    finally:
        server.stop()
    print(f"{args.students} students in waves of {args.wave}, {psutil.cpu_count()} cores:")
    print(describe("time to a painted board", loads))
    print(describe("time for a move (click to repaint)", moves))
    print(f"moves not repainted within {PAGE_TIMEOUT // 1000} s: {stuck}")
    print(f"kernels alive: {open_kernels} with every page open, {closed_kernels} once closed")
    print(
        f"server memory with every page open: {rss:.0f} MB RSS added up, {uss:.0f} MB unique "
        f"({kernel_uss / max(1, open_kernels):.0f} MB unique a kernel)"
    )
    print(f"whole run: {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
