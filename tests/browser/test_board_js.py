"""The browser painter itself (widgets/static/board.js), run in Chromium on a blank page.

A stand-in model replaces the kernel, so these check the painter alone: patches rebuild the
scene Python holds, the canvas paints, and a click on a piece sends exactly one pick.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from browsing import CANVAS, click_piece
from playing import sampled_positions

import junkspace
from junkspace.render.scene import Circle, Layer, Piece, Rect, Scene, Style, Text
from junkspace.render.theme import FONT, HALOS
from junkspace.render.view import has_view, view_for
from junkspace.widgets.board import scene_patch

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page, Route

BOARD_JS = Path(junkspace.__file__).parent / "widgets" / "static" / "board.js"

# A model like anywidget's, kept in the page: get, set (with change events), on, off, send.
HARNESS = """
import board, { applyPatch } from "./board.js";
window.applyPatch = applyPatch;
window.sent = [];
window.mount = (state) => {
  const listeners = {};
  const model = {
    get: (key) => state[key],
    set: (key, value) => {
      state[key] = value;
      (listeners[`change:${key}`] ?? []).forEach((f) => f());
    },
    on: (event, f) => (listeners[event] ??= []).push(f),
    off: () => {},
    send: (message) => window.sent.push(message),
  };
  const el = document.createElement("div");
  el.style.width = `${state.board.width}px`;
  document.body.appendChild(el);
  board.render({ model, el });
  window.model = model;
};
"""


PAGES = {
    "index.html": ('<script type="module" src="harness.js"></script>', "text/html"),
    "harness.js": (HARNESS, "text/javascript"),
    "board.js": (BOARD_JS.read_text(), "text/javascript"),
}


@pytest.fixture
def blank(browser: BrowserContext) -> Iterator[Page]:
    """A page with board.js loaded, served from memory (no server, no file access)."""
    page = browser.new_page()

    def serve(route: Route) -> None:
        body, kind = PAGES[route.request.url.rsplit("/", 1)[-1]]
        route.fulfill(body=body, content_type=kind)

    page.route("http://127.0.0.1:9/**", serve)
    page.goto("http://127.0.0.1:9/index.html")
    page.wait_for_function("typeof window.mount === 'function'")
    yield page
    page.close()


def moving(state: junkspace.GameState, version: int) -> dict[str, Any]:
    layers = view_for(state.game).scene(state).split()[1].to_dict()["layers"]
    return {"version": version, "animate": True, "layers": layers}


def test_patches_rebuild_exactly_the_scene_python_holds(blank: Page) -> None:
    state = junkspace.new_game("junk_orbit", players=4, seed=3)
    states = [state]
    for choice in itertools.islice(itertools.cycle([0, -1, 1]), 40):
        legal = states[-1].legal_actions()
        states.append(states[-1].apply(legal[choice % len(legal)]))
    for version, (before, after) in enumerate(itertools.pairwise(states), start=1):
        old, new = moving(before, version), moving(after, version + 1)
        patch = scene_patch(old, new)
        rebuilt = blank.evaluate("([old, patch]) => applyPatch(old, patch)", [old, patch])
        assert rebuilt == json.loads(json.dumps(new))


def test_a_patch_that_does_not_follow_the_scene_is_refused(blank: Page) -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=3)
    patch = scene_patch(moving(state, 1), moving(state.apply(state.legal_actions()[0]), 2))
    assert (
        blank.evaluate("([old, patch]) => applyPatch(old, patch)", [moving(state, 5), patch])
        is None
    )


def test_the_board_paints_and_a_click_on_a_piece_sends_one_pick(blank: Page) -> None:
    state = junkspace.new_game("junk_orbit", players=3, seed=1)
    scene = view_for("junk_orbit").scene(state)
    static, dynamic = scene.split()
    blank.evaluate(
        "state => mount(state)",
        {"board": static.to_dict(), "scene": moving(state, 1), "glide": 0, "message": ""},
    )
    blank.wait_for_selector(f"{CANVAS}[data-painted='1']")
    buttons = blank.eval_on_selector_all(f"{CANVAS} button", "bs => bs.map(b => b.dataset.id)")
    assert buttons == list(dynamic.picks())
    click_piece(blank, scene, "tile:S01")
    click_piece(blank, scene, "city:TYC")  # not pickable now: no message
    assert blank.evaluate("window.sent") == [{"type": "pick", "id": "tile:S01", "version": 1}]
    pixel = blank.evaluate(
        """() => Array.from(document.querySelector('canvas').getContext('2d')
             .getImageData(5, 5, 1, 1).data)"""
    )
    assert pixel[:3] == [0x0B, 0x12, 0x26], "the static background is painted"


def test_the_pieces_to_pick_can_be_reached_and_picked_from_the_keyboard(blank: Page) -> None:
    state = junkspace.new_game("junk_orbit", players=2, seed=1)
    static, _ = view_for("junk_orbit").scene(state).split()
    blank.evaluate(
        "state => mount(state)",
        {"board": static.to_dict(), "scene": moving(state, 1), "glide": 0, "message": ""},
    )
    blank.wait_for_selector(f"{CANVAS}[data-painted='1']")
    blank.keyboard.press("Tab")
    focused = blank.evaluate("document.activeElement.dataset.id")
    assert focused == f"tile:{state.cargo[0][0]}"
    blank.keyboard.press("Enter")
    assert blank.evaluate("window.sent") == [{"type": "pick", "id": focused, "version": 1}]
    label = blank.evaluate("document.activeElement.textContent")
    assert label.startswith(f"{state.cargo[0][0]}: ")


def settled(page: Page) -> bool:
    """True when the board shows its last scene at rest (no glide or roll running)."""
    return bool(
        page.evaluate(
            """() => {
              const board = document.querySelector(".junkspace-board");
              return board.dataset.version === board.querySelector("canvas").dataset.painted;
            }"""
        )
    )


def show(page: Page, version: int, *pieces: Piece) -> None:
    """Give the mounted board a new scene of ``pieces`` and wait until it is painted."""
    layers = Scene(200, 100, (Layer("things", pieces),)).to_dict()["layers"]
    page.evaluate(
        "scene => model.set('scene', scene)",
        {"version": version, "animate": True, "layers": layers},
    )
    page.wait_for_selector(f"{CANVAS}[data-painted='{version}']")


def mount_blank(page: Page, glide: int, *pieces: Piece) -> None:
    board = Scene(200, 100, (Layer("sky", (), static=True),)).to_dict()
    layers = Scene(200, 100, (Layer("things", pieces),)).to_dict()["layers"]
    page.evaluate(
        "state => mount(state)",
        {"board": board, "scene": {"version": 1, "layers": layers}, "glide": glide, "message": ""},
    )
    page.wait_for_selector(f"{CANVAS}[data-painted='1']")
    page.wait_for_function("document.querySelector('.junkspace-board').dataset.version === '1'")


def die(value: int) -> Piece:
    face = Text(0, 0, str(value), Style("#000000"), size=14)
    return Piece("die:0", 40, 50, (Rect(-14, -14, 28, 28, Style("#ffffff"), 5), face), dice=True)


def test_a_die_rolls_when_it_shows_a_new_face_and_only_then(blank: Page) -> None:
    token = Piece("token", 120, 50, (Circle(0, 0, 10, Style("#ff0000")),), label="a token")
    mount_blank(blank, 400, die(3), token)
    show(blank, 2, die(5), token)
    assert not settled(blank), "the new face rolls in"
    blank.wait_for_function("document.querySelector('.junkspace-board').dataset.version === '2'")
    show(blank, 3, die(5), Piece(token.id, token.x, token.y, token.shapes, label="renamed"))
    assert settled(blank), "nothing moved and no die changed: no animation"
    blank.evaluate("model.set('glide', 0)")
    show(blank, 4, die(2), token)
    assert settled(blank), "with animation off the die shows its face at once"


def test_a_new_piece_with_a_path_comes_along_it(blank: Page) -> None:
    # A two-minute glide: a busy machine may take a few seconds to read the pixel, and at
    # about 1.2 px a second the 12 px square still covers the start (4 s glides did not).
    mount_blank(blank, 120_000)
    square = (Rect(-6, -6, 12, 12, Style("#ff0000")),)
    show(blank, 2, Piece("unit:x", 160, 50, square, path=((20, 50), (90, 50))))
    blank.wait_for_timeout(150)
    pixel = """([x, y]) => Array.from(document.querySelector('canvas').getContext('2d')
                 .getImageData(x, y, 1, 1).data.slice(0, 3))"""
    assert blank.evaluate(pixel, [20, 50]) == [255, 0, 0], "it sets off from the path's start"
    assert blank.evaluate(pixel, [160, 50]) != [255, 0, 0], "and has not arrived yet"


def scenes_to_click(game: str) -> Iterator[Scene]:
    """Boards of sampled positions of ``game``: with nothing picked, and after each first pick
    that leads on to a selection (at most three per position)."""
    view = view_for(game)
    for state in sampled_positions(game, junkspace.GAMES[game].min_players, 6):
        board = view.scene(state)
        yield board
        selections = (view.pick(state, (), id) for id in board.picks())
        for selection in itertools.islice((s for s in selections if isinstance(s, tuple)), 3):
            yield view.scene(state, selection)


CLICK_EACH = """([points, width, height]) => {
  const canvas = document.querySelector("canvas");
  const box = canvas.getBoundingClientRect();
  window.sent = [];
  for (const [x, y] of points) {
    canvas.dispatchEvent(new MouseEvent("click", {
      bubbles: true,
      clientX: box.left + (x * box.width) / width,
      clientY: box.top + (y * box.height) / height,
    }));
  }
  return window.sent.map((message) => message.id);
}"""


@pytest.mark.parametrize("game", [g for g in junkspace.GAMES if has_view(g)])
def test_every_piece_to_pick_answers_a_click_on_its_own_point(blank: Page, game: str) -> None:
    # The browser tests click a piece at its point, as a player aims at what they see: no
    # pickable piece may be unhittable there (shapes the hit test cannot see) or covered by
    # another pickable piece.
    boards = list(scenes_to_click(game))
    for version, board in enumerate(boards, start=1):
        static, dynamic = board.split()
        layers = dynamic.to_dict()["layers"]
        scene = {"version": version, "animate": False, "layers": layers}
        if version == 1:
            blank.evaluate(
                "state => mount(state)",
                {"board": static.to_dict(), "scene": scene, "glide": 0, "message": ""},
            )
        else:
            blank.evaluate(
                "([board, scene]) => { model.set('board', board); model.set('scene', scene); }",
                [static.to_dict(), scene],
            )
        blank.wait_for_selector(f"{CANVAS}[data-painted='{version}']")
        picks = [board.piece(id) for id in board.picks()]
        points = [[piece.x, piece.y] for piece in picks]
        clicked = blank.evaluate(CLICK_EACH, [points, board.width, board.height])
        assert clicked == [piece.id for piece in picks], f"board {version} of {game}"


RECORD_FONTS = """() => {
  window.fonts = [];
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (...args) {
    window.fonts.push(this.font);
    return fillText.apply(this, args);
  };
}"""


def test_the_board_paints_halos_and_text_in_the_look_the_scene_carries(blank: Page) -> None:
    # board.js keeps no copy of the theme: its halos and font are the ones the board is sent,
    # so the defaults it paints are render.theme's, and a changed look changes the paint.
    lit = Piece("token", 50, 50, (Circle(0, 0, 10, Style("#ff0000")),), True, "target")
    word = Piece("word", 150, 50, (Text(0, 0, "Hi", Style("#ffffff"), size=20),))
    board = Scene(200, 100, (Layer("sky", (), static=True),)).to_dict()
    layers = Scene(200, 100, (Layer("things", (lit, word)),)).to_dict()["layers"]
    blank.evaluate(RECORD_FONTS)
    blank.evaluate(
        "state => mount(state)",
        {"board": board, "scene": {"version": 1, "layers": layers}, "glide": 0, "message": ""},
    )
    blank.wait_for_selector(f"{CANVAS}[data-painted='1']")
    pixel = """([x, y]) => Array.from(document.querySelector('canvas').getContext('2d')
                 .getImageData(x, y, 1, 1).data.slice(0, 3))"""
    # Inside the halo's reach, outside the token: the halo's fill over the night sky.
    gold, night = HALOS["target"], Scene(1, 1, ()).background
    expected = [
        round(
            gold.opacity * int(gold.fill[i : i + 2], 16)
            + (1 - gold.opacity) * int(night[i : i + 2], 16)
        )
        for i in (1, 3, 5)
    ]
    painted = blank.evaluate(pixel, [62, 50])
    assert all(abs(a - b) <= 2 for a, b in zip(painted, expected, strict=True)), painted
    fonts = blank.evaluate("window.fonts")
    assert fonts and all(font.replace('"', "'") == f"20px {FONT}" for font in fonts), fonts

    board["halos"]["target"] |= {"fill": "#00ff00", "opacity": 1}
    board["font"] = "monospace"
    blank.evaluate("board => model.set('board', board)", board)
    blank.wait_for_function(f"({pixel})([62, 50]).join() === '0,255,0'")
    assert blank.evaluate("window.fonts.at(-1)") == "20px monospace"
