"""Every lesson under Voilà in Chromium: its widgets render and its board is painted.

A student may open a lesson as a dashboard (Voilà, as Binder's second badge does) as well as
in JupyterLab; both render the same widget models with the same front-end code. The lessons
are served by Voilà with the command line ``junkspace play`` uses. For each lesson the test
waits until every widget has left "Loading widget..." and a canvas on the page shows pixels
(the game app's board, lesson 4's ipycanvas explorer); lesson 6 has no board, only
matplotlib figures, which must be on the page as pictures. Each lesson's rules are on the page,
folded, and open with a click.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from browsing import OUTPUT, REPO, DashboardServer

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page

LESSONS = sorted(path.name for path in (REPO / "notebooks" / "lessons").glob("*.ipynb"))
WITHOUT_BOARD = {"6_balance.ipynb"}

#: Voilà runs the whole lesson (bots, simulations) before it shows it: on a shared machine
#: that can take a while.
LESSON_TIMEOUT = 240_000

# True when a canvas on the page, in the light DOM or in a widget's shadow root, has at
# least one pixel that is not transparent.
PAINTED_CANVAS = """() => {
  const canvases = [];
  const walk = (root) => {
    for (const element of root.querySelectorAll("*")) {
      if (element.tagName === "CANVAS") canvases.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  return canvases.some((canvas) => {
    if (!canvas.width || !canvas.height) return false;
    const context = canvas.getContext("2d");
    if (!context) return false;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    for (let i = 3; i < pixels.length; i += 4 * 97) if (pixels[i] !== 0) return true;
    return false;
  });
}"""

# The figures, not the pictures of a rules page or balance report folded in a <details>.
FIGURES = "() => document.querySelectorAll('.jp-OutputArea-output img:not(details img)').length"


@pytest.fixture(scope="module")
def lessons(browser: BrowserContext) -> Iterator[DashboardServer]:
    server = DashboardServer(REPO / "notebooks" / "lessons", index=False)
    try:
        yield server
    finally:
        server.stop()


@pytest.mark.parametrize("lesson", LESSONS)
def test_the_lesson_renders_its_widgets_under_voila(
    lesson: str, page: Page, lessons: DashboardServer
) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(lessons.url(lesson), timeout=LESSON_TIMEOUT)
    # Voilà replaces its "Executing…" page by the lesson once every cell has run.
    page.wait_for_selector(".jp-OutputArea-output", timeout=LESSON_TIMEOUT)
    if lesson in WITHOUT_BOARD:
        page.wait_for_function(f"({FIGURES})() >= 2", timeout=LESSON_TIMEOUT)
    else:
        page.wait_for_function(PAINTED_CANVAS, timeout=LESSON_TIMEOUT)
    page.wait_for_function(
        "() => !document.body.innerText.includes('Loading widget')", timeout=LESSON_TIMEOUT
    )
    OUTPUT.mkdir(exist_ok=True)
    page.screenshot(path=str(OUTPUT / f"lesson-{lesson.removesuffix('.ipynb')}.png"))
    assert "Traceback" not in page.inner_text("body"), f"{lesson} shows an error under Voilà"
    rules = page.locator("details", has=page.locator("summary", has_text="Junk Orbit's rules"))
    assert not rules.locator("h1").is_visible()
    rules.locator("summary").click()
    assert rules.locator("h1").inner_text() == "Junk Orbit", "the rules open with a click"
    assert not errors, errors
