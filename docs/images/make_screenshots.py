"""Take the board screenshots used by the README and the docs (docs/images/<game>.png).

Serves the dashboards with `junkspace play`, opens each in Debian's Chromium at the start of a
seeded two-seat game and saves the board's canvas. Run it from the repository root:

    python docs/images/make_screenshots.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))

from browsing import (  # noqa: E402  (the test harness lives under tests/)
    DashboardServer,
    chromium,
    open_dashboard,
    table_query,
    wait_settled,
)

import junkspace  # noqa: E402


def main() -> None:
    server = DashboardServer()
    try:
        with chromium(viewport=(1300, 1000)) as browser:
            for game in junkspace.GAMES:
                page = browser.new_page()
                open_dashboard(page, server.url(f"{game}.ipynb", table_query(game, 42)))
                wait_settled(page)
                time.sleep(1.0)  # let the first glide of the pieces finish
                target = ROOT / "docs" / "images" / f"{game}.png"
                page.locator(".junkspace-board canvas").first.screenshot(path=str(target))
                page.close(run_before_unload=True)
                print(f"wrote {target.relative_to(ROOT)}")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
