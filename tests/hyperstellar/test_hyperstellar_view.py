"""The Hyperstellar board: what it shows, and how picking on it plays a revolution.

Positions come from hyperstellar.table (through the JSON codec, so the engine's own checks
guard every scenario) or from playing moves in notation.
"""

from __future__ import annotations

import itertools
import json
import math
import random
import zlib
from collections.abc import Iterator
from typing import Any

import pytest
from hyperstellar.table import play, table
from test_views import reachable

from junkspace.hyperstellar import (
    SECTORS,
    Acting,
    Answering,
    BuyWater,
    HyperstellarState,
    Pass,
    Place,
    Recruit,
    Recycle,
    Research,
    Score,
    Scoring,
)
from junkspace.hyperstellar.drawing import PLAYER_COLOURS
from junkspace.hyperstellar.phases import OVER, PLACING
from junkspace.hyperstellar.view import pick, scene
from junkspace.hyperstellar.wheel import layout_for
from junkspace.render import Circle, Piece, Polygon, Rect, Scene, Text
from junkspace.render.svg import svg
from junkspace.render.view import DECIDING, Viewer
from junkspace.widgets.board import scene_patch


def texts(board: Scene, id: str | None = None) -> set[str]:
    """Every text on the board, or on one piece of it."""
    pieces = board.pieces() if id is None else [board.piece(id)]
    return {shape.text for piece in pieces for shape in piece.shapes if isinstance(shape, Text)}


def centre(players: int) -> tuple[float, float]:
    layout = layout_for(players)
    return (layout.cx, layout.cy)


def red_in_the_lab(**fields: Any) -> HyperstellarState:
    """Red decides in the lab with plenty of energy; Yellow is back on the hub."""
    fields.setdefault("energy", (20, 17))
    return table(phase=Acting(1, 0), hub=(1, 2), lab=(1, 0), **fields)


# -- the board ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_sector_has_a_slot_per_player_and_the_crew_quarters_a_bunk_each(
    players: int,
) -> None:
    board = scene(table(players))
    ids = set(board.ids())
    for sector in SECTORS:
        assert {f"slot:{sector}:{i}" for i in range(players)} <= ids
        assert f"slot:{sector}:{players}" not in ids
    words = texts(board)
    assert {"ENGINE ROOM", "RESEARCH", "LAB", "RECYCLING CENTRE", "CREW", "QUARTERS"} <= words
    assert {"1", "2", "3", "4"} <= words, "the sectors are numbered in the order they act"


def test_the_sectors_go_round_the_hub_clockwise_in_the_order_they_act() -> None:
    board = scene(table(4))
    cx, cy = centre(4)
    angles = []
    for sector in SECTORS:
        piece = board.piece(f"slot:{sector}:0")
        angles.append(math.degrees(math.atan2(piece.y - cy, piece.x - cx)) % 360)
    # Engine room at the top, then clockwise on screen (y grows downwards).
    assert [round(a / 90) % 4 for a in angles] == [3, 0, 1, 2]


def test_placed_researchers_sit_in_their_sectors_slots_and_the_rest_on_the_hub() -> None:
    state = play(
        table(3),
        "place engine",
        "place lab",
        "place crew",
        "place crew green",
        "place recycling",
    )
    board = scene(state)
    slots = {id: board.piece(id) for id in board.ids() if id.startswith("slot:")}
    cx, cy = centre(3)
    for seat, colour in enumerate(("red", "yellow", "green")):
        for sector_number, sector in enumerate(SECTORS):
            ids = [id for id in board.ids() if id.startswith(f"researcher:{colour}:{sector}:")]
            assert len(ids) == state.placed_in(sector_number, seat)
            for id in ids:
                piece = board.piece(id)
                nearest = min(
                    math.dist((piece.x, piece.y), (slot.x, slot.y))
                    for slot_id, slot in slots.items()
                    if slot_id.startswith(f"slot:{sector}:")
                )
                assert nearest < 20, f"{id} is in a slot of the {sector}"
        on_hub = [id for id in board.ids() if id.startswith(f"researcher:{colour}:hub:")]
        assert len(on_hub) == state.hub[seat]
        for id in on_hub:
            piece = board.piece(id)
            assert math.dist((piece.x, piece.y), (cx, cy)) < 92
    body = board.piece("researcher:green:crew:0").shapes[0]
    assert isinstance(body, Polygon) and body.style.fill == PLAYER_COLOURS[2]


def test_two_researchers_of_one_colour_share_a_bunk() -> None:
    state = play(table(2), "place crew", "place lab", "place crew red")
    board = scene(state)
    first, second = board.piece("researcher:red:crew:0"), board.piece("researcher:red:crew:1")
    bunk = board.piece("slot:crew:0")
    assert math.dist((first.x, first.y), (bunk.x, bunk.y)) < 20
    assert math.dist((second.x, second.y), (bunk.x, bunk.y)) < 20
    assert math.dist((first.x, first.y), (second.x, second.y)) > 20, "one at each end"


def test_each_panel_shows_points_energy_water_and_where_the_researchers_are() -> None:
    state = table(
        2,
        points=(37, 4),
        energy=(17, 3),
        water=(9, 12),
        hub=(1, 2),
        engine=(1, 0),
        phase=PLACING[1],
    )
    board = scene(state)
    assert "37 points" in texts(board, "points:0") and "4 points" in texts(board, "points:1")
    assert texts(board, "energy:0") == {"17"} and texts(board, "water:1") == {"12"}
    assert board.piece("staff:0").label == "Red: 1 on the hub · 1 placed · 8 in stock"
    dots = [s for s in board.piece("staff:0").shapes if isinstance(s, Circle)]
    assert len(dots) == 10, "a dot for each of the ten researchers of a colour"


def test_the_seat_deciding_sees_its_hand_and_the_others_see_backs_and_a_count() -> None:
    state = table(2, hands={0: "OGGB", 1: "RRW"})
    board = scene(state)
    assert texts(board, "hand:red:G") >= {"G", "2"}
    assert texts(board, "hand:red:Y") == {"Y"}, "an empty colour is an outline"
    assert board.piece("hand:yellow").label == "Yellow's hand: 3 cards"
    assert not [id for id in board.ids() if id.startswith("hand:yellow:")]
    assert "R" not in texts(board, "hand:yellow") and "W" not in texts(board, "hand:yellow")


@pytest.mark.parametrize(
    ("viewer", "face_up"),
    [(DECIDING, {"red"}), (0, {"red"}), (1, {"yellow"}), (None, set())],
)
def test_the_viewer_sees_its_own_hand_and_only_that(viewer: Viewer, face_up: set[str]) -> None:
    state = table(2, hands={0: "OGGB", 1: "RRW"})
    board = scene(state, viewer=viewer)
    shown = {id.split(":")[1] for id in board.ids() if id.count(":") == 2 and "hand:" in id}
    backs = {id.split(":")[1] for id in board.ids() if id.count(":") == 1 and "hand:" in id}
    assert shown == face_up
    assert backs == {"red", "yellow"} - face_up


def test_cards_drawn_by_a_hidden_hand_land_on_its_backs_whatever_their_colour() -> None:
    state = table(phase=Acting(1, 0), hub=(0, 2), lab=(1, 0), recycling=(1, 0), top="GB")
    state = state.apply("research")
    board = scene(state, viewer=1)
    landed = {(board.piece(id).x, board.piece(id).y) for id in board.ids() if "drawn" in id}
    backs = board.piece("hand:red")
    assert landed == {(backs.x, backs.y)}


def test_the_science_pile_and_the_discard_are_counted() -> None:
    state = table(2, discard="RRG")
    board = scene(state)
    assert board.piece("pile").label == f"Science pile: {len(state.pile)} cards"
    assert f"{len(state.pile)} cards" in texts(board, "pile")
    assert board.piece("discard").label == "Discard: RRG (3 cards)"
    assert {"2", "1"} <= texts(board, "discard")


@pytest.mark.parametrize(
    ("points", "angle"),
    [(0, 276), (15, 310.8), (75, 90), (150, 264), (163, 264)],
)
def test_markers_go_round_the_score_track_one_lap_to_150(points: int, angle: float) -> None:
    # 150 points or more end the game at the end of the revolution.
    board = scene(table(2, points=(points, 0), phase=OVER if points >= 150 else PLACING[0]))
    marker = board.piece("marker:0")
    cx, cy = centre(2)
    assert math.degrees(math.atan2(marker.y - cy, marker.x - cx)) % 360 == pytest.approx(
        angle, abs=0.05
    )
    assert marker.label == f"Red: {points} points"


def test_no_points_and_the_winning_150_are_different_marks_on_the_track() -> None:
    nobody = scene(table(2, points=(0, 0))).piece("marker:0")
    winner = scene(table(2, points=(150, 0), phase=OVER)).piece("marker:0")
    assert math.dist((nobody.x, nobody.y), (winner.x, winner.y)) > 40
    numbers = [s for s in scene(table(2)).piece("track").shapes if isinstance(s, Text)]
    assert [n.text for n in numbers] == [str(p) for p in range(0, 151, 10)]
    assert [n.text for n in numbers if n.bold] == ["150"]


def test_the_board_says_whose_turn_it_is_and_what_to_decide() -> None:
    state = red_in_the_lab()
    board = scene(state)
    assert board.piece("status").label == state.status()
    assert state.status() in texts(board, "status")
    assert board.piece("turn").label == "Red to decide"
    assert board.piece("console").label == "2. RESEARCH LAB · REVOLUTION 1: Red decides"
    assert board.piece("acting").label == "The research lab is acting"


def test_static_layers_are_the_same_all_game() -> None:
    start = table(4)
    later = start
    for _ in range(40):
        later = later.apply(later.legal_actions()[-1])
    static = scene(start).split()[0]
    assert static == scene(later).split()[0]
    assert all(not piece.pick for piece in static.pieces())


def test_the_svg_picture_shows_the_station_and_every_researcher() -> None:
    state = play(table(3), "place engine", "place crew")
    picture = svg(scene(state))
    assert "ENGINE ROOM" in picture and "RECYCLING CENTRE" in picture
    for id in ("researcher:red:engine:0", "researcher:yellow:crew:0", "marker:2"):
        assert f'data-id="{id}"' in picture
    assert picture == state._repr_svg_()


def test_at_the_end_the_console_ranks_the_players_and_every_hand_is_face_up() -> None:
    state = table(2, points=(149, 20), hands={1: "RG"}, max_revolutions=1)
    state = play(state, "place engine", "place engine", "place lab", "place lab")
    while not state.is_over:
        state = state.apply("pass")
    board = scene(state)
    assert board.picks() == ()
    assert {"GAME OVER", "Red wins", "1. Red: 149 points", "2. Yellow: 20 points"} <= texts(board)
    assert "hand:yellow:R" in board.ids()


# -- picking ------------------------------------------------------------------------------


def test_in_the_placement_phase_every_free_slot_is_lit_and_places_there() -> None:
    state = play(table(2), "place lab")
    board = scene(state)
    lit = set(board.highlighted("target"))
    every = {f"slot:{sector}:{i}" for sector in SECTORS for i in range(2)}
    assert lit == every - {"slot:lab:0"}, "Red's researcher holds the first lab slot"
    assert pick(state, (), "slot:lab:1") == Place("lab")
    assert pick(state, (), "slot:lab:0") is None


def test_a_full_sector_is_not_lit() -> None:
    state = play(table(2), "place lab", "place lab")
    assert not [id for id in scene(state).picks() if id.startswith("slot:lab:")]


def test_an_empty_bunk_is_taken_and_a_lone_researchers_bunk_is_joined() -> None:
    state = play(table(2), "place crew")
    assert pick(state, (), "slot:crew:0") == Place("crew", 0), "beside Red's researcher"
    assert pick(state, (), "slot:crew:1") == Place("crew")
    full = state.apply("place crew red")
    assert pick(full, (), "slot:crew:0") is None
    assert "slot:crew:0" not in scene(full).picks()


def test_in_the_lab_research_and_pass_are_buttons_in_the_console() -> None:
    state = red_in_the_lab()
    assert set(scene(state).picks()) == {"choice:research", "choice:pass"}
    assert pick(state, (), "choice:research") == Research()
    assert pick(state, (), "choice:pass") == Pass()
    assert "Research" in texts(scene(state), "choice:research")


def test_a_set_is_scored_by_picking_its_colours_and_then_its_button() -> None:
    state = red_in_the_lab(hands={0: "ROGBW"})
    assert set(scene(state).highlighted("target")) >= {"hand:red:O", "hand:red:R"}
    assert "hand:red:Y" not in scene(state).picks(), "no yellow card in the hand"
    selection: tuple[str, ...] = ()
    for colour in "WGOB":  # in any order: the selection keeps colour order
        outcome = pick(state, selection, f"hand:red:{colour}")
        assert isinstance(outcome, tuple)
        selection = outcome
    assert selection == ("hand:red:O", "hand:red:G", "hand:red:B", "hand:red:W")
    board = scene(state, selection)
    assert set(board.highlighted("selected")) == set(selection)
    assert "hand:red:R" not in board.picks(), "five colours make no set"
    assert pick(state, selection, "choice:score:OGBW") == Score("OGBW")
    assert {"10 points", "8 energy"} <= texts(board, "choice:score:OGBW")
    assert pick(state, selection, "hand:red:G") == ("hand:red:O", "hand:red:B", "hand:red:W")


def test_one_colour_offers_five_of_a_kind_and_the_players_own_card() -> None:
    state = red_in_the_lab(hands={0: "RRRRR"})
    assert pick(state, (), "hand:red:R") == ("hand:red:R",)
    buttons = {id for id in scene(state, ("hand:red:R",)).picks() if id.startswith("choice:")}
    assert buttons == {"choice:research", "choice:score:RRRRR", "choice:score:R", "choice:pass"}


def test_a_selection_that_does_not_fit_the_position_counts_as_none() -> None:
    state = red_in_the_lab(hands={0: "OGBW"})
    assert pick(state, ("hand:red:P",), "hand:red:O") == ("hand:red:O",)
    assert pick(state, ("hand:yellow:O",), "choice:score:OGBW") is None


def test_after_a_set_the_player_scores_another_or_stops() -> None:
    state = red_in_the_lab(hands={0: "OGBWRYP"}).apply("score OGBW")
    assert state.phase == Scoring(0)
    board = scene(state)
    assert "Stop scoring" in texts(board, "choice:pass")
    assert "choice:research" not in board.picks(), "research or scoring, not both"
    assert pick(state, (), "hand:red:R") == ("hand:red:R",)


def test_recycling_is_chosen_in_the_console_and_the_others_answer_there() -> None:
    state = table(2, phase=Acting(2, 0), hub=(1, 2), recycling=(1, 0))
    assert set(scene(state).picks()) == {"choice:recycle:4", "choice:recycle:7", "choice:pass"}
    assert pick(state, (), "choice:recycle:4") == Recycle(4)
    after = state.apply("recycle 4")
    assert after.phase == Answering(0, (1,))
    board = scene(after)
    assert set(board.picks()) == {"choice:buy", "choice:pass"}
    assert "No water, thanks" in texts(board, "choice:pass")
    assert pick(after, (), "choice:buy") == BuyWater()


def test_a_pair_in_a_bunk_recruits_from_the_console() -> None:
    state = table(2, phase=Acting(3, 0), hub=(0, 2), crew=((0, 0),))
    assert set(scene(state).picks()) == {"choice:recruit", "choice:pass"}
    assert pick(state, (), "choice:recruit") == Recruit()


def test_console_buttons_keep_their_places_from_one_decision_to_the_next() -> None:
    # A button that kept its id but moved would glide under the pointer: Yellow's pass in
    # the lab must not slide over the recycling buttons that replace it.
    lab = table(phase=Acting(1, 1), hub=(2, 1), lab=(0, 1), recycling=(0, 1))
    recycling = lab.apply("pass")
    assert recycling.phase == Acting(2, 1)
    before, after = scene(lab), scene(recycling)
    assert before.piece("choice:pass").y == after.piece("choice:pass").y
    rows = sorted(after.piece(id).y for id in after.picks())
    assert all(b - a >= 34 for a, b in itertools.pairwise(rows)), "no overlap"


def rich_line(players: int, seed: int) -> Iterator[HyperstellarState]:
    """A seeded game whose players research and score whenever they can: big hands."""
    chooser = random.Random(seed)
    state = table(players)
    while not state.is_over:
        yield state
        legal = state.legal_actions()
        keen = [a for a in legal if isinstance(a, (Research, Score))]
        state = state.apply(chooser.choice(keen if keen and chooser.random() < 0.8 else legal))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(4))
def test_picks_reach_every_legal_action_and_nothing_else(players: int, seed: int) -> None:
    for state in rich_line(players, seed):
        actions, _ = reachable(state)
        assert actions == set(state.legal_actions())


def hit_at_its_point(piece: Piece) -> bool:
    """True when a click on the piece's own point lands on it, as the browser hit-tests
    (circles and rectangles only): that is where players and the browser tests click."""
    return any(
        (isinstance(shape, Circle) and math.hypot(shape.x, shape.y) <= shape.r)
        or (
            isinstance(shape, Rect)
            and shape.x <= 0 <= shape.x + shape.w
            and shape.y <= 0 <= shape.y + shape.h
        )
        for shape in piece.shapes
    )


@pytest.mark.parametrize("players", [2, 4])
def test_every_piece_to_pick_is_clicked_at_its_own_point(players: int) -> None:
    for state in rich_line(players, seed=0):
        _, selections = reachable(state)
        for selection in selections:
            board = scene(state, selection)
            for id in board.picks():
                assert hit_at_its_point(board.piece(id)), id


# -- moves glide --------------------------------------------------------------------------


def test_a_placed_researcher_glides_from_the_hub_spot_it_left() -> None:
    state = play(table(2), "place lab")
    board = scene(state)
    layout = layout_for(2)
    assert board.piece("researcher:red:lab:0").path == (layout.hub_spot(0, 1),)
    assert "researcher:red:hub:1" not in board.ids()
    assert board.piece("researcher:red:hub:0").path == ()


def test_researchers_glide_back_to_the_hub_from_their_slots() -> None:
    state = red_in_the_lab().apply("pass")
    board = scene(state)
    home = board.piece("slot:lab:0")
    assert board.piece("researcher:red:hub:1").path == ((home.x, home.y),)
    assert board.piece("researcher:red:hub:0").path == (), "it was on the hub all along"


def test_a_marker_glides_along_the_track_to_its_new_score() -> None:
    state = red_in_the_lab(hands={0: "OGBW"}).apply("score OGBW")
    layout = layout_for(2)
    path = scene(state).piece("marker:0").path
    assert path == tuple(layout.track(points, 0) for points in (0, 3, 6, 9))
    assert scene(state).piece("marker:1").path == ()


def test_drawn_cards_fly_face_down_from_the_pile_to_the_hand() -> None:
    state = red_in_the_lab(top="GB").apply("research")
    board = scene(state)
    flights = [board.piece(id) for id in board.ids() if id.startswith("card:drawn:")]
    assert len(flights) == 2
    pile = board.piece("pile")
    for flight in flights:
        assert math.dist(flight.path[0], (pile.x, pile.y)) < 40
        assert not texts(board, flight.id), "drawn cards stay secret"


def test_drawn_cards_land_under_their_stacks_when_the_hand_is_face_up() -> None:
    # Red researches, then decides in the recycling centre: the hand stays face up.
    state = table(phase=Acting(1, 0), hub=(0, 2), lab=(1, 0), recycling=(1, 0), top="GB")
    state = state.apply("research")
    assert state.current_player == 0
    board = scene(state)
    landed = {(board.piece(id).x, board.piece(id).y) for id in board.ids() if "drawn" in id}
    stacks = {(board.piece(f"hand:red:{c}").x, board.piece(f"hand:red:{c}").y) for c in "GB"}
    assert landed == stacks


def test_a_decision_sends_a_small_patch() -> None:
    # The browser budget is 8 kB a decision, for the board and the rest of the app.
    old: dict[str, Any] = {}
    for version, state in enumerate(rich_line(4, seed=1), start=1):
        new = {"version": version, "layers": scene(state).split()[1].to_dict()["layers"]}
        if old:
            patch = json.dumps(scene_patch(old, new), separators=(",", ":")).encode()
            assert len(zlib.compress(patch, 6)) < 3000
        old = new
