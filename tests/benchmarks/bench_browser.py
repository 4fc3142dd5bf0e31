"""Dashboard speed in a real browser: page load, click to repaint, bytes per move.

Run it with ``python tests/benchmarks/bench_browser.py`` (needs Debian's chromium and the
playwright package; see tests/browsing.py). It is a benchmark, not a test: it prints figures.
For each game with a dashboard it measures

* **load**: from navigation to a painted, clickable board, as a ratio to a bare Voilà
  notebook holding one anywidget canvas, measured in the same run, interleaved round after
  round (target: at most 1.3);
* **click to repaint**: from a click on the board to the first frame painted with the new
  scene, timed inside the page (target: median at most 25 ms);
* **bytes per move**: what the kernel sends the browser over its websocket for one decision
  made by clicking, status messages included (target: at most 8 kB); also for the most
  crowded decision of a seeded random game (the one with the most legal actions), opened
  from a record link.

The figures are recorded in docs/performance.md.
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

import nbformat

# The browser harness is shared with the browser tests.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from browsing import (
    CANVAS,
    DASHBOARDS,
    DashboardServer,
    KernelChannel,
    chromium,
    click_piece,
    missing_browser,
    open_dashboard,
    painted_version,
    pick_path,
    table_query,
    wait_painted,
)

import junkspace
from junkspace import GameRecord, GameState
from junkspace.render.view import has_view, view_for
from junkspace.widgets.links import record_token

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page

TARGETS = {
    "load ratio": 1.3,
    "click to repaint (ms)": 25.0,
    "bytes per move": 8000.0,
    "most bytes in a move": 8000.0,
    "bytes, most crowded move": 8000.0,
}

BARE_WIDGET = '''import anywidget


class Canvas(anywidget.AnyWidget):
    _esm = """
    export default {
      render({ el }) {
        const canvas = document.createElement("canvas");
        canvas.width = 1200;
        canvas.height = 600;
        canvas.getContext("2d").fillRect(0, 0, 1200, 600);
        canvas.dataset.painted = "1";
        el.classList.add("junkspace-board");
        el.appendChild(canvas);
      },
    };
    """


Canvas()'''

CLICK_CLOCK = """canvas => {
  window.clicks = [];
  window.paints = [];
  canvas.addEventListener("click", () => clicks.push(performance.now()), { capture: true });
  new MutationObserver(() => paints.push(performance.now()))
    .observe(canvas, { attributes: true, attributeFilter: ["data-painted"] });
}"""


def write_pages(folder: Path, games: list[str]) -> None:
    """The game dashboards, and the bare notebook they are compared with."""
    for game in ["index", *games]:
        shutil.copy(DASHBOARDS / f"{game}.ipynb", folder)
    bare = nbformat.v4.new_notebook()
    bare.cells = [nbformat.v4.new_code_cell(BARE_WIDGET)]
    bare.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nbformat.write(bare, folder / "bare.ipynb")


def load_seconds(browser: BrowserContext, url: str) -> float:
    page = browser.new_page()
    try:
        start = time.perf_counter()
        open_dashboard(page, url)
        return time.perf_counter() - start
    finally:
        page.close(run_before_unload=True)


def crowded_record(game: str, seed: int = 1, decisions: int = 400) -> GameRecord:
    """A seeded random game at its smallest table, up to the decision with the most actions
    among its first ``decisions``."""
    record = GameRecord.start(game, junkspace.GAMES[game].min_players, seed)
    chooser = random.Random(seed)
    crowded = record
    for _ in range(decisions):
        if record.state.is_over:
            break
        if len(record.state.legal_actions()) > len(crowded.state.legal_actions()):
            crowded = record
        record = record.play(chooser.choice(record.state.legal_actions()))
    return crowded


def play_by_clicks(
    page: Page, channel: KernelChannel, state: GameState, decisions: int
) -> tuple[list[float], list[int]]:
    """Click through ``decisions`` random decisions from ``state``, the position the page
    shows; click-to-repaint times and bytes per move."""
    view = view_for(state.game)
    chooser = random.Random(1)
    page.eval_on_selector(CANVAS, CLICK_CLOCK)
    repaint: list[float] = []
    move_bytes: list[int] = []
    for _ in range(decisions):
        if state.is_over:
            break
        action = chooser.choice(state.legal_actions())
        before = channel.received_bytes
        for selection, id in pick_path(state, action):
            version = painted_version(page)
            click_piece(page, view.scene(state, selection), id)
            wait_painted(page, version + 1)
            clicked = page.evaluate("clicks[clicks.length - 1]")
            painted = page.evaluate(f"paints.find(t => t >= {clicked})")
            repaint.append(painted - clicked)
        state = state.apply(action)
        page.wait_for_timeout(250)  # let the kernel's trailing status messages arrive
        move_bytes.append(channel.received_bytes - before)
    return repaint, move_bytes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="interleaved page loads (default 5)")
    parser.add_argument("--decisions", type=int, default=12, help="decisions clicked (default 12)")
    args = parser.parse_args(argv)
    reason = missing_browser()
    if reason:
        print(f"bench_browser: {reason}", file=sys.stderr)
        return 2
    games = [g for g in junkspace.GAMES if has_view(g) and (DASHBOARDS / f"{g}.ipynb").exists()]
    results: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory() as folder:
        write_pages(Path(folder), games)
        server = DashboardServer(Path(folder), cull_idle=10)
        try:
            with chromium() as browser:
                loads: dict[str, list[float]] = {"bare": [], **{g: [] for g in games}}
                for round_ in range(args.rounds):
                    print(f"load round {round_ + 1}/{args.rounds} ...", flush=True)
                    for name in loads:
                        page = "bare.ipynb" if name == "bare" else f"{name}.ipynb"
                        extra = "" if name == "bare" else table_query(name, seed=1)
                        loads[name].append(load_seconds(browser, server.url(page, extra)))
                bare = statistics.median(loads["bare"])
                for game in games:
                    page = browser.new_page()
                    channel = KernelChannel(page)
                    open_dashboard(page, server.url(f"{game}.ipynb", table_query(game, seed=1)))
                    start = junkspace.new_game(game, junkspace.GAMES[game].min_players, seed=1)
                    repaint, move_bytes = play_by_clicks(page, channel, start, args.decisions)
                    page.close(run_before_unload=True)
                    crowded = crowded_record(game)
                    page = browser.new_page()
                    channel = KernelChannel(page)
                    seats = ",".join(["human"] * crowded.state.players)
                    query = f"record={record_token(crowded)}&seats={seats}"
                    open_dashboard(page, server.url(f"{game}.ipynb", query))
                    _, crowded_bytes = play_by_clicks(page, channel, crowded.state, 1)
                    page.close(run_before_unload=True)
                    results[game] = {
                        "load (s)": statistics.median(loads[game]),
                        "load ratio": statistics.median(loads[game]) / bare,
                        "click to repaint (ms)": statistics.median(repaint),
                        "slowest repaint (ms)": max(repaint),
                        "bytes per move": statistics.median(move_bytes),
                        "most bytes in a move": max(move_bytes),
                        "legal actions, most crowded": len(crowded.state.legal_actions()),
                        "bytes, most crowded move": crowded_bytes[0],
                    }
        finally:
            server.stop()

    print(f"\nbare Voilà notebook with one anywidget canvas: {bare:.2f} s to a painted canvas")
    print(f"(medians of {args.rounds} loads; {args.decisions} decisions clicked per game)\n")
    for game, figures in results.items():
        print(f"{junkspace.GAMES[game].title}")
        for name, value in figures.items():
            target = TARGETS.get(name)
            verdict = "" if target is None else ("ok" if value <= target else "ABOVE TARGET")
            shown = f"{value:,.2f}" if value < 100 else f"{value:,.0f}"
            limit = "" if target is None else f"(target ≤ {target:g})"
            print(f"  {name:<24}{shown:>10}  {limit} {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
