"""Page load to a painted board: each dashboard against a bare anywidget page, and ten at once.

Run it with ``python tests/benchmarks/bench_pageload.py`` (needs Debian's chromium and the
playwright package; see tests/browsing.py). It is a benchmark, not a test: it prints figures.
A ``junkspace play`` server (Voilà with preheated kernels) serves copies of the dashboards,
and a plain Voilà server (its defaults) a bare notebook holding one anywidget canvas (the same
page as bench_browser.py's); in the same run it measures

* **load**: for each page, from the start of navigation to the moment the board's canvas is
  painted, timed inside the page (``performance.now()`` when ``data-painted`` appears), loads
  interleaved round after round after one round of warm-up (it fills the servers' caches and
  lets ``junkspace play`` preheat its first kernels); printed with the ratio to the bare page
  (target: at most 1.0);
* **ten at once**: ten pages of one dashboard opened together, each in a browser context of
  its own (as ten people would: one browser caps its connections to a host at six, and ten
  tabs of one profile wait on each other), each timed the same way; the median and the
  slowest.

The figures are recorded in docs/performance.md.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench_browser import write_pages
from browsing import (
    CANVAS,
    CHROMIUM,
    CHROMIUM_FLAGS,
    DASHBOARDS,
    PAGE_TIMEOUT,
    DashboardServer,
    _local_only,
    chromium,
    missing_browser,
)

import junkspace
from junkspace.render.view import has_view

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page

#: Notes, inside the page, when the board's canvas first shows a painted scene.
PAINT_CLOCK = f"""(() => {{
  const seen = () => {{
    if (window.__painted === undefined && document.querySelector("{CANVAS}[data-painted]")) {{
      window.__painted = performance.now();
    }}
  }};
  new MutationObserver(seen).observe(document, {{
    subtree: true, childList: true, attributes: true, attributeFilter: ["data-painted"],
  }});
}})();"""

TARGET_RATIO = 1.0

#: Ten pages at once share two small cores: all of them may take far longer than one page.
CROWD_TIMEOUT = 5 * PAGE_TIMEOUT


class PlainVoila(DashboardServer):
    """Voilà as installed, with its defaults, serving ``root`` on 127.0.0.1."""

    def command(self, root: Path, cull_idle: int) -> list[str]:
        return [
            sys.executable,
            "-m",
            "voila",
            str(root),
            "--no-browser",
            f"--port={self.port}",
            "--Voila.ip=127.0.0.1",
            "--Voila.port_retries=0",
        ]


def start(browser: BrowserContext, url: str) -> Page:
    """A new page navigating to ``url``, its paint clock set before any script of the page."""
    page = browser.new_page()
    page.add_init_script(PAINT_CLOCK)
    page.goto(url, wait_until="commit", timeout=PAGE_TIMEOUT)
    return page


def crowd_loads(url: str, count: int) -> list[float | None]:
    """``count`` pages of ``url`` opened at once, each in its own browser context."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, args=CHROMIUM_FLAGS, headless=True
        )
        try:
            pages = []
            for _ in range(count):
                context = browser.new_context(viewport={"width": 1400, "height": 1000})
                context.route("**/*", _local_only)
                pages.append(start(context, url))
            deadline = time.monotonic() + CROWD_TIMEOUT / 1000
            return [
                painted_after(page, max(1.0, (deadline - time.monotonic()) * 1000))
                for page in pages
            ]
        finally:
            browser.close()


def painted_after(page: Page, timeout: float = PAGE_TIMEOUT) -> float | None:
    """Seconds from the start of navigation to the painted board, or None after ``timeout``."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function("window.__painted !== undefined", timeout=timeout)
        return float(page.evaluate("window.__painted")) / 1000
    except PlaywrightTimeout:
        return None
    finally:
        page.close(run_before_unload=True)


def show_loads(loads: dict[str, list[float | None]], rounds: int) -> None:
    """The median load of each page, and each dashboard's ratio to the bare page."""
    print(f"\nload to a painted board, median of {rounds} interleaved loads:")
    medians = {}
    for name, times in loads.items():
        done = [t for t in times if t is not None]
        medians[name] = statistics.median(done) if done else None
        late = f" ({len(times) - len(done)} not painted in time)" if len(done) < len(times) else ""
        title = "bare anywidget canvas (plain Voilà)" if name == "bare" else name
        shown = "-" if medians[name] is None else f"{medians[name]:.2f} s"
        bare = medians["bare"]
        ratio = ""
        if name != "bare" and bare and medians[name] is not None:
            value = medians[name] / bare
            verdict = "ok" if value <= TARGET_RATIO else "ABOVE TARGET"
            ratio = f"   ratio {value:4.2f} (target ≤ {TARGET_RATIO:g}) {verdict}"
        each = ", ".join("-" if t is None else f"{t:.2f}" for t in times)
        print(f"  {title:<38}{shown:>9}{ratio}{late}   (each: {each})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="interleaved loads (default 3)")
    parser.add_argument("--together", type=int, default=10, help="pages at once (default 10)")
    parser.add_argument("--game", default="junk_orbit", help="the game opened at once")
    parser.add_argument("--log", action="store_true", help="print the server's log at the end")
    args = parser.parse_args(argv)
    reason = missing_browser()
    if reason:
        print(f"bench_pageload: {reason}", file=sys.stderr)
        return 2
    games = [g for g in junkspace.GAMES if has_view(g) and (DASHBOARDS / f"{g}.ipynb").exists()]
    pages = ["bare", *games]
    loads: dict[str, list[float | None]] = {name: [] for name in pages}
    with tempfile.TemporaryDirectory() as folder, tempfile.TemporaryDirectory() as plain:
        write_pages(Path(folder), games)
        shutil.move(Path(folder) / "bare.ipynb", Path(plain) / "bare.ipynb")
        server = DashboardServer(Path(folder))
        bare = PlainVoila(Path(plain))
        try:
            with chromium() as browser:
                for round_ in range(-1, args.rounds):
                    label = "warm-up" if round_ < 0 else f"{round_ + 1}/{args.rounds}"
                    print(f"load round {label} ...", flush=True)
                    for name in pages:
                        url = (bare if name == "bare" else server).url(f"{name}.ipynb")
                        took = painted_after(start(browser, url))
                        if round_ >= 0:
                            loads[name].append(took)
                show_loads(loads, args.rounds)
            print(f"\n{args.together} pages of {args.game} at once ...", flush=True)
            crowd = crowd_loads(server.url(f"{args.game}.ipynb"), args.together)
            if args.log:
                print(f"junkspace play's log, its end:\n{server.output()}")
        finally:
            server.stop()
            bare.stop()
    done = sorted(t for t in crowd if t is not None)
    late = len(crowd) - len(done)
    if done:
        print(
            f"{len(done)} of {args.together} painted: median {statistics.median(done):.2f} s, "
            f"slowest {done[-1]:.2f} s to a painted board"
        )
    if late:
        print(f"{late} not painted within {CROWD_TIMEOUT / 1000:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
