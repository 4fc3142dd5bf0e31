"""The painters draw every piece of a scene, in order, with the highlights lit."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

import pytest

import junkspace
from junkspace.render import canvas as canvas_painter
from junkspace.render.canvas import CanvasBoard, paint
from junkspace.render.raster import raster
from junkspace.render.scene import (
    Circle,
    Layer,
    Piece,
    Polygon,
    Rect,
    Scene,
    Style,
    Text,
    halo,
)
from junkspace.render.svg import svg
from junkspace.render.theme import FONT, HALOS
from junkspace.render.view import view_for

SVG = "{http://www.w3.org/2000/svg}"

TILE = Piece(
    "tile:E17",
    40,
    30,
    (Rect(-13, -14, 26, 28, Style("#d2452f"), 4), Text(0, 0, "3 & <5>", Style("#fff"))),
    pick=True,
    highlight="target",
    label="a 3 for Hellas",
)
TRAIL = Piece("trail", 0, 0, (Polygon(((0, 0), (10, 5)), Style("#fff", "#f00", 2), False),))
SCENE = Scene(
    120,
    80,
    (
        Layer("sky", (Piece("sky", 0, 0, (Circle(5, 5, 1, Style("#fff")),)),), static=True),
        Layer("things", (TRAIL, TILE)),
    ),
)


def test_a_scene_travels_as_plain_json_data() -> None:
    data = SCENE.to_dict()
    assert [layer["name"] for layer in data["layers"]] == ["sky", "things"]
    tile = data["layers"][1]["pieces"][1]
    assert tile["id"] == "tile:E17" and tile["pick"] and tile["highlight"] == "target"
    assert tile["shapes"][0] == {
        "type": "rect",
        "x": -13,
        "y": -14,
        "w": 26,
        "h": 28,
        "radius": 4,
        "fill": "#d2452f",
    }
    assert "pick" not in data["layers"][1]["pieces"][0]


def test_static_layers_split_from_the_changing_ones() -> None:
    static, moving = SCENE.split()
    assert static.ids() == ("sky",)
    assert moving.ids() == ("trail", "tile:E17")


def test_a_halo_grows_around_the_first_shape() -> None:
    around = halo(TILE)
    look = HALOS["target"]
    style, reach = Style(look.fill, look.stroke, look.width, look.opacity), look.reach
    assert around == Rect(
        -13 - reach, -14 - reach, 26 + 2 * reach, 28 + 2 * reach, style, 4 + reach
    )
    assert halo(TRAIL) is None


def test_svg_has_every_piece_with_its_id_label_and_escaped_text() -> None:
    root = ET.fromstring(svg(SCENE))
    groups = {g.get("data-id"): g for g in root.iter(f"{SVG}g") if g.get("data-id")}
    assert list(groups) == ["sky", "trail", "tile:E17"]
    tile = groups["tile:E17"]
    assert tile.get("transform") == "translate(40 30)"
    assert tile.find(f"{SVG}title").text == "a 3 for Hellas"  # type: ignore[union-attr]
    assert [e.tag.removeprefix(SVG) for e in tile][1:] == ["rect", "rect", "text"]  # halo first
    assert tile.find(f"{SVG}text").text == "3 & <5>"  # type: ignore[union-attr]
    assert groups["trail"].find(f"{SVG}polyline").get("fill") == "none"  # type: ignore[union-attr]


def test_the_scene_data_carries_the_theme_for_the_browser_painter() -> None:
    # board.js keeps no copy of the font or the halos: it paints with these.
    data = SCENE.to_dict()
    assert data["font"] == FONT
    assert data["halos"] == {
        "target": {"fill": "#ffc83d", "stroke": "#ffc83d", "width": 2, "opacity": 0.55, "reach": 5},
        "selected": {
            "fill": "#5ee7ff",
            "stroke": "#ffffff",
            "width": 2.5,
            "opacity": 0.8,
            "reach": 6,
        },
    }
    assert ET.fromstring(svg(SCENE)).get("font-family") == FONT


def test_svg_scales_to_the_width_asked_for() -> None:
    root = ET.fromstring(svg(SCENE, width=60))
    assert (root.get("width"), root.get("height"), root.get("viewBox")) == (
        "60",
        "40",
        "0 0 120 80",
    )


class Recorder:
    """A stand-in for ipycanvas.Canvas that writes down what it is told."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[Any, ...]]] = []

    def __getattr__(self, name: str) -> Any:
        return lambda *args: self.calls.append((name, args))

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "calls":
            object.__setattr__(self, name, value)
        else:
            self.calls.append((f"set {name}", (value,)))


def test_the_canvas_painter_draws_each_piece_at_its_place() -> None:
    canvas = Recorder()
    paint(canvas, SCENE)  # type: ignore[arg-type]
    assert canvas.calls[:2] == [("set fill_style", ("#0b1226",)), ("fill_rect", (0, 0, 120, 80))]
    moves = [args for name, args in canvas.calls if name == "translate"]
    assert moves == [(0, 0), (0, 0), (40, 30)]
    assert [args[0] for name, args in canvas.calls if name == "fill_text"] == ["3 & <5>"]
    fills = [args[0] for name, args in canvas.calls if name == "set fill_style"]
    assert HALOS["target"].fill in fills  # the tile is lit
    fonts = {args[0] for name, args in canvas.calls if name == "set font"}
    assert fonts == {f"12px {FONT}"}, "the text is in the theme's font"


def test_a_canvas_board_paints_again_for_every_browser_view(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = junkspace.new_game("junk_orbit", players=3, seed=1)
    board = CanvasBoard(view_for("junk_orbit").scene(state))
    painted: list[Scene] = []
    monkeypatch.setattr(
        canvas_painter, "paint", lambda _canvas, scene, _batch: painted.append(scene)
    )
    board.canvas._handle_frontend_event(board.canvas, {"event": "client_ready"}, [])
    assert painted == [board.scene], "a view that connects gets the drawing again"


def test_a_die_is_flagged_for_the_painters_that_roll_it() -> None:
    die = Piece("die:0", 10, 10, (Rect(-14, -14, 28, 28, Style("#fff")),), dice=True)
    assert die.to_dict()["dice"] is True
    assert "dice" not in TILE.to_dict()
    assert svg(Scene(20, 20, (Layer("dice", (die,)),))) == svg(
        Scene(20, 20, (Layer("dice", (Piece(die.id, 10, 10, die.shapes),)),))
    ), "a still picture shows the die as it fell"


def test_the_pixel_painter_draws_each_shape_in_its_colour_at_its_place() -> None:
    red, blue, white = "#ff0000", "#0000ff", "#ffffff"
    scene = Scene(
        60,
        40,
        (
            Layer(
                "things",
                (
                    Piece("dot", 10, 10, (Circle(0, 0, 5, Style(red)),)),
                    Piece("box", 30, 10, (Rect(-5, -5, 10, 10, Style(blue)),)),
                    Piece("veil", 30, 10, (Rect(-2, -2, 4, 4, Style(white, opacity=0.5)),)),
                    Piece("wedge", 0, 0, (Polygon(((40, 30), (50, 30), (45, 38)), Style(red)),)),
                ),
            ),
        ),
        background="#000000",
    )
    image = raster(scene)
    assert image.shape == (40, 60, 3)
    assert image[10, 10].tolist() == [255, 0, 0]
    assert image[10, 26].tolist() == [0, 0, 255]
    veiled = image[10, 30].tolist()
    assert veiled[2] == 255 and 120 <= veiled[0] <= 135, "half a white veil over blue"
    assert image[32, 45].tolist() == [255, 0, 0]
    assert image[2, 55].tolist() == [0, 0, 0], "the background shows where nothing is"
    assert raster(scene, scale=2).shape == (80, 120, 3)
    with pytest.raises(ValueError, match="scale must be positive"):
        raster(scene, scale=0)


@pytest.mark.parametrize("game", list(junkspace.GAMES))
def test_every_board_rasters_to_its_size_with_its_text_drawn(game: str) -> None:
    state = junkspace.new_game(game, seed=1)
    scene = view_for(game).scene(state)
    image = raster(scene)
    assert image.shape == (round(scene.height), round(scene.width), 3)
    without_text = Scene(
        scene.width,
        scene.height,
        tuple(
            Layer(
                layer.name,
                tuple(
                    Piece(p.id, p.x, p.y, tuple(s for s in p.shapes if not isinstance(s, Text)))
                    for p in layer.pieces
                ),
            )
            for layer in scene.layers
        ),
        scene.background,
    )
    assert (image != raster(without_text)).any(axis=2).sum() > 1000, "the words are drawn"
