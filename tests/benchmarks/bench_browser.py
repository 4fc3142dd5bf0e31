"""Dashboard speed in a real browser: page load, click to repaint, bytes per move.

Run it with ``python tests/benchmarks/bench_browser.py`` (needs Debian's chromium and the
playwright package; see tests/browsing.py). It is a benchmark, not a test: it prints figures.
For each game with a dashboard it measures

* **load**: from navigation to a painted, clickable board, as a ratio to a bare Voilà
  notebook holding one anywidget canvas, measured in the same run, interleaved round after
  round (target: at most 1.3);
* **click to repaint**, timed inside the page from the press (``pointerdown``) on the board
  to the first frame that answers it, beside a bare anywidget canvas that repaints when the
  kernel answers its press, measured in the same run: for a *board pick* that only selects,
  to the piece shown lit (target: median at most 50 ms), and to the scene Python sends back;
  for a *move* (the last pick of a decision), to the new position painted (target: median
  at most 80 ms). ``--clicks-only`` measures only these and the bytes per move;
* **bytes per move**: what the kernel sends the browser over its websocket for one decision
  made by clicking, status messages included (target: at most 8 kB); also for the most
  crowded decision of a seeded random game (the one with the most legal actions), opened
  from a record link.

The figures are recorded in docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
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
    wait_settled,
)

import junkspace
from junkspace import GameRecord, GameState
from junkspace.render.view import has_view, view_for
from junkspace.widgets.links import record_token

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page

TARGETS = {
    "load ratio": 1.3,
    "board pick, to lit (ms)": 50.0,
    "move, to repaint (ms)": 80.0,
    "bytes per move": 8000.0,
    "most bytes in a move": 8000.0,
    "bytes, most crowded move": 8000.0,
}

BARE_WIDGET = '''import anywidget


class Canvas(anywidget.AnyWidget):
    """A canvas that asks the kernel at each press and repaints when it answers."""

    _esm = """
    export default {
      render({ model, el }) {
        const canvas = document.createElement("canvas");
        canvas.width = 1200;
        canvas.height = 600;
        const ctx = canvas.getContext("2d");
        ctx.fillRect(0, 0, 1200, 600);
        canvas.dataset.painted = "1";
        el.classList.add("junkspace-board");
        el.appendChild(canvas);
        canvas.addEventListener("click", () =>
          model.send({ version: Number(canvas.dataset.painted) }));
        model.on("msg:custom", (msg) => requestAnimationFrame(() => {
          ctx.fillStyle = msg.version % 2 ? "#1e3a8a" : "#000";
          ctx.fillRect(0, 0, 1200, 600);
          canvas.dataset.painted = String(msg.version);
        }));
      },
    };
    """

    def __init__(self) -> None:
        super().__init__()
        self.on_msg(lambda _, content, __: self.send({"version": content["version"] + 1}))


Canvas()'''

#: Records each press on the canvas and each frame painted (its scene version and the piece
#: lit at once, if any), on the page's clock.
CLICK_CLOCK = """canvas => {
  window.presses = [];
  window.paints = [];
  canvas.addEventListener("pointerdown", () => presses.push(performance.now()), { capture: true });
  new MutationObserver(() =>
    paints.push([performance.now(), Number(canvas.dataset.painted), canvas.dataset.lit ?? ""]),
  ).observe(canvas, { attributes: true, attributeFilter: ["data-painted", "data-lit"] });
}"""

#: Milliseconds from the last press to the first frame that shows the piece ``id`` lit or a
#: scene after ``version`` (``id`` empty: only a later scene counts).
PRESS_TO_PAINT = """([version, id]) => {
  const pressed = presses[presses.length - 1];
  const shown = paints.find(([t, painted, lit]) =>
    t >= pressed && (painted > version || (id && lit === id)));
  return shown ? shown[0] - pressed : null;
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


class Clicks:
    """What clicking through some decisions measured: press-to-paint times and bytes."""

    def __init__(self) -> None:
        #: Press to the picked piece shown lit, for the picks that only select.
        self.picks: list[float] = []
        #: Press to the scene Python sent back for them (the other pieces it lights).
        self.answers: list[float] = []
        #: Press to the new position painted, for the picks that make a move.
        self.moves: list[float] = []
        #: What the kernel sent for each decision.
        self.move_bytes: list[int] = []


def play_by_clicks(page: Page, channel: KernelChannel, state: GameState, decisions: int) -> Clicks:
    """Click through ``decisions`` random decisions from ``state``, the position the page
    shows, timing each press to the frame that answers it."""
    view = view_for(state.game)
    chooser = random.Random(1)
    page.eval_on_selector(CANVAS, CLICK_CLOCK)
    clicks = Clicks()
    for _ in range(decisions):
        if state.is_over:
            break
        action = chooser.choice(state.legal_actions())
        before = channel.received_bytes
        path = pick_path(state, action)
        for step, (selection, id) in enumerate(path, 1):
            version = painted_version(page)
            click_piece(page, view.scene(state, selection), id)
            wait_painted(page, version + 1)
            wait_settled(page)
            answered = page.evaluate(PRESS_TO_PAINT, [version, ""])
            if step == len(path):
                clicks.moves.append(answered)
            else:
                clicks.picks.append(page.evaluate(PRESS_TO_PAINT, [version, id]))
                clicks.answers.append(answered)
        state = state.apply(action)
        page.wait_for_timeout(250)  # let the kernel's trailing status messages arrive
        clicks.move_bytes.append(channel.received_bytes - before)
        take_the_screen(page)
    return clicks


def take_the_screen(page: Page) -> None:
    """Say the next person has the screen, when the page asks for it (between two people's
    seats whose hands differ) and wait for the board that shows their hand."""
    take = page.get_by_role("button", name="I have the screen: show my hand")
    if take.is_visible():
        version = painted_version(page)
        take.click()
        wait_painted(page, version + 1)
        wait_settled(page)


def bare_round_trips(page: Page, count: int) -> list[float]:
    """Press to repaint on the bare canvas, which repaints when the kernel answers."""
    page.eval_on_selector(CANVAS, CLICK_CLOCK)
    times = []
    for _ in range(count):
        version = painted_version(page)
        page.click(CANVAS)
        wait_painted(page, version + 1)
        times.append(page.evaluate(PRESS_TO_PAINT, [version, ""]))
    return times


def load_ratios(
    browser: BrowserContext, server: DashboardServer, games: list[str], rounds: int
) -> dict[str, float]:
    """Median load times of the bare notebook and each game, interleaved round after round."""
    loads: dict[str, list[float]] = {"bare": [], **{g: [] for g in games}}
    for round_ in range(rounds):
        print(f"load round {round_ + 1}/{rounds} ...", flush=True)
        for name in loads:
            page = "bare.ipynb" if name == "bare" else f"{name}.ipynb"
            extra = "" if name == "bare" else table_query(name, seed=1)
            loads[name].append(load_seconds(browser, server.url(page, extra)))
    return {name: statistics.median(times) for name, times in loads.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="interleaved page loads (default 5)")
    parser.add_argument("--decisions", type=int, default=12, help="decisions clicked (default 12)")
    parser.add_argument("--presses", type=int, default=16, help="bare round trips (default 16)")
    parser.add_argument(
        "--clicks-only", action="store_true", help="skip the page loads and the crowded move"
    )
    args = parser.parse_args(argv)
    reason = missing_browser()
    if reason:
        print(f"bench_browser: {reason}", file=sys.stderr)
        return 2
    games = [g for g in junkspace.GAMES if has_view(g) and (DASHBOARDS / f"{g}.ipynb").exists()]
    results: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory() as folder:
        write_pages(Path(folder), games)
        server = DashboardServer(Path(folder), cull_idle=60)
        try:
            with chromium() as browser:
                loads = {} if args.clicks_only else load_ratios(browser, server, games, args.rounds)
                page = browser.new_page()
                open_dashboard(page, server.url("bare.ipynb"))
                bare = statistics.median(bare_round_trips(page, args.presses))
                page.close(run_before_unload=True)
                for game in games:
                    results[game] = figures(browser, server, game, args.decisions, loads)
                    if not args.clicks_only:
                        results[game] |= crowded_figures(browser, server, game)
        finally:
            server.stop()

    print(f"\nload average {', '.join(f'{n:.1f}' for n in os.getloadavg())} at the end")
    if loads:
        print(f"bare Voilà notebook with one anywidget canvas: {loads['bare']:.2f} s to a painted")
        print(f"canvas (medians of {args.rounds} loads)")
    print(f"bare anywidget canvas round trip, press to repaint: median {bare:.1f} ms")
    print(f"({args.presses} presses; {args.decisions} decisions clicked per game)\n")
    for game, found in results.items():
        print(f"{junkspace.GAMES[game].title}")
        for name, value in found.items():
            target = TARGETS.get(name)
            verdict = "" if target is None else ("ok" if value <= target else "ABOVE TARGET")
            shown = f"{value:,.2f}" if value < 100 else f"{value:,.0f}"
            limit = "" if target is None else f"(target ≤ {target:g})"
            print(f"  {name:<28}{shown:>10}  {limit} {verdict}")
    return 0


def figures(
    browser: BrowserContext,
    server: DashboardServer,
    game: str,
    decisions: int,
    loads: dict[str, float],
) -> dict[str, float]:
    """A game's load (when measured) and what clicking through ``decisions`` measured."""
    page = browser.new_page()
    channel = KernelChannel(page)
    open_dashboard(page, server.url(f"{game}.ipynb", table_query(game, seed=1)))
    start = junkspace.new_game(game, junkspace.GAMES[game].min_players, seed=1)
    clicks = play_by_clicks(page, channel, start, decisions)
    page.close(run_before_unload=True)
    found: dict[str, float] = {}
    if loads:
        found = {"load (s)": loads[game], "load ratio": loads[game] / loads["bare"]}
    for name, times, what in [
        ("board pick, to lit", clicks.picks, "picks"),
        ("board pick, to answer", clicks.answers, "answers"),
        ("move, to repaint", clicks.moves, "moves"),
    ]:
        if times:  # some games' first decisions are all made in one pick
            found[f"{name} (ms)"] = statistics.median(times)
            found[f"  slowest of {len(times)} {what} (ms)"] = max(times)
    found["bytes per move"] = statistics.median(clicks.move_bytes)
    found["most bytes in a move"] = max(clicks.move_bytes)
    return found


def crowded_figures(
    browser: BrowserContext, server: DashboardServer, game: str
) -> dict[str, float]:
    """The bytes of the most crowded decision of a seeded random game."""
    crowded = crowded_record(game)
    page = browser.new_page()
    channel = KernelChannel(page)
    seats = ",".join(["human"] * crowded.state.players)
    query = f"record={record_token(crowded)}&seats={seats}"
    open_dashboard(page, server.url(f"{game}.ipynb", query))
    clicks = play_by_clicks(page, channel, crowded.state, 1)
    page.close(run_before_unload=True)
    return {
        "legal actions, most crowded": len(crowded.state.legal_actions()),
        "bytes, most crowded move": clicks.move_bytes[0],
    }


if __name__ == "__main__":
    sys.exit(main())
