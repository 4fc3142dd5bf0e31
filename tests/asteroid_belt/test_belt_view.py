"""The Asteroid Belt board: what it shows, and how picking on it plays every decision.

Scripted positions come from ``belt.position`` (read back through the engine's own checks);
random positions from seeded random play at two and three players.
"""

from __future__ import annotations

import itertools
import math
import random
import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest
from belt import events_of, position, rock
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from playing import random_line

import junkspace
from junkspace import Action
from junkspace.asteroid_belt import (
    ASTEROIDS,
    PORTALS,
    AsteroidBeltState,
    Attack,
    Buy,
    Create,
    Decline,
    Done,
    End,
    Guard,
    Move,
    Protect,
    Raid,
    Select,
    SetGuard,
    Shuttle,
    Site,
    Strike,
    Target,
    Teleport,
    Unit,
    name,
)
from junkspace.asteroid_belt.drawing import CLASS_COLOURS, FACTION_COLOURS, GUARD_COLOUR, centre
from junkspace.asteroid_belt.view import pick, scene
from junkspace.render import Circle, Piece, Polygon, Rect, Scene, Text
from junkspace.render.svg import svg
from junkspace.render.view import Selection


def lit(board: Scene) -> set[str]:
    return set(board.highlighted("target"))


def texts(board: Scene, id: str) -> list[str]:
    return [s.text for s in board.piece(id).shapes if isinstance(s, Text)]


def reachable(state: AsteroidBeltState) -> dict[Action, list[tuple[Selection, str]]]:
    """Every action some run of picks makes, with the shortest such run."""
    found: dict[Action, list[tuple[Selection, str]]] = {}
    todo: list[tuple[Selection, list[tuple[Selection, str]]]] = [((), [])]
    seen: set[Selection] = {()}
    while todo:
        selection, path = todo.pop(0)
        for id in scene(state, selection).picks():
            outcome = pick(state, selection, id)
            step = [*path, (selection, id)]
            if isinstance(outcome, Action):
                found.setdefault(outcome, step)
            elif outcome is not None and outcome not in seen:
                seen.add(outcome)
                todo.append((outcome, step))
    return found


# -- the board ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3])
def test_every_asteroid_portal_and_faction_is_drawn(players: int) -> None:
    state = junkspace.new_game("asteroid_belt", players=players, seed=1)
    assert isinstance(state, AsteroidBeltState)
    board = scene(state)
    for asteroid in ASTEROIDS:
        where = name(asteroid.cell)
        assert board.piece(f"rock:{where}") and board.piece(f"asteroid:{where}")
    for number in range(1, 7):
        assert board.piece(f"portal:{number}")
    for seat in range(players):
        for id in (f"panel:{seat}", f"score:{seat}", f"scale:{seat}", f"money:{seat}"):
            assert board.piece(id)
        assert {f"chip:{seat}:{chip}" for chip in ("attack", "protection", "teleport")} <= set(
            board.ids()
        )
    assert "panel:2" not in board.ids() if players == 2 else "panel:2" in board.ids()
    assert board.piece("status").label == state.status()


@pytest.mark.parametrize(("grade", "colour"), list(CLASS_COLOURS.items()))
def test_each_asteroid_has_its_class_colour_on_its_border(grade: int, colour: str) -> None:
    board = scene(junkspace.new_game("asteroid_belt", players=2, seed=1))
    for asteroid in (a for a in ASTEROIDS if a.grade == grade):
        border = board.piece(f"rock:{name(asteroid.cell)}").shapes[0]
        assert isinstance(border, Rect) and border.style.stroke == colour
        assert bool(border.style.dash) == (grade == 3), "class 3 is dotted, as the text says"


def test_the_bases_of_the_seated_factions_are_theirs_greens_corner_is_an_asteroid() -> None:
    two = scene(junkspace.new_game("asteroid_belt", players=2, seed=1))
    three = scene(junkspace.new_game("asteroid_belt", players=3, seed=1))
    assert "Green Anarchy's base" in three.piece("rock:a16").label
    assert two.piece("rock:a16").label == "class-5 asteroid a16"
    assert "P" in texts(two, "rock:a1") and "O" in texts(two, "rock:x1")
    assert texts(two, "asteroid:a1")[-1] == "6", "six units wait on the Purple base"


@pytest.mark.parametrize(
    ("kind", "shape", "letter"),
    [("engineering", Circle, "E"), ("assault", Rect, "A"), ("recon", Polygon, "R")],
)
def test_units_show_their_faction_colour_and_their_types_shape_and_letter(
    kind: str, shape: type, letter: str
) -> None:
    # A guard of an asteroid whose class has guards of that kind (the aborigines' own).
    home, at = ("c3", "c2") if kind == "assault" else ("c6", "d6")
    guarded = {home: Site(target=0, waiting=("recon",) if kind == "engineering" else ())}
    state = position(3, pieces={"b2": Unit(1, kind), at: Guard(kind, rock(home))}, sites=guarded)  # type: ignore[arg-type]
    board = scene(state)
    unit, guard = board.piece("unit:b2"), board.piece(f"guard:{at}")
    assert isinstance(unit.shapes[0], shape) and unit.shapes[0].style.fill == FACTION_COLOURS[1]
    assert isinstance(guard.shapes[0], shape) and guard.shapes[0].style.fill == GUARD_COLOUR
    assert texts(board, "unit:b2") == [letter] == texts(board, f"guard:{at}")
    assert "Orange's" in unit.label and "guard" in guard.label


def test_the_elite_is_a_star_and_a_spent_unit_is_faded() -> None:
    state = position(pieces={"b2": Unit(0, "elite"), "c2": Unit(0, "assault", spent=True)})
    board = scene(state)
    star = board.piece("unit:b2").shapes[0]
    assert isinstance(star, Polygon) and len(star.points) == 10
    assert board.piece("unit:c2").shapes[0].style.opacity < 1
    assert "spent" in board.piece("unit:c2").label


def test_target_flag_and_mine_chips_show_on_their_asteroids() -> None:
    sites = {
        "c3": Site(target=1, waiting=("assault",)),
        "f1": Site(flag=True),
        "h10": Site(owner=0),
    }
    board = scene(position(sites=sites))
    assert texts(board, "asteroid:c3") == ["T"]
    badge = board.piece("asteroid:c3").shapes[1]
    # seat 1's chip: its colour and its mark's shape (a square), not a disc
    assert isinstance(badge, Polygon) and badge.style.fill == FACTION_COLOURS[1]
    assert "a Flag" in board.piece("asteroid:f1").label
    assert (
        texts(board, "asteroid:h10") == ["M"]
        and "Purple's mine" in board.piece("asteroid:h10").label
    )
    waiting = [s for s in board.piece("asteroid:c3").shapes if isinstance(s, Circle)]
    assert len(waiting) == 1 and waiting[0].style.fill == GUARD_COLOUR


def test_a_shuttle_shows_its_load_and_the_cargo_shuttle_its_portal() -> None:
    crew = Shuttle((Unit(1, "engineering"), Unit(1, "assault")))
    board = scene(position(pieces={"k6": crew}, cargo=3))
    assert texts(board, "shuttle:k6") == ["EA"]
    assert "engineering, assault" in board.piece("shuttle:k6").label
    cargo = board.piece("cargo")
    assert (cargo.x, cargo.y) == centre(PORTALS[3]) and "portal 4" in cargo.label


def test_each_faction_shows_resources_points_on_the_scale_chips_base_and_repair() -> None:
    state = position(
        3,
        sites={"h10": Site(owner=0), "c3": Site(owner=0)},
        resources=(12, 30, 0),
        reserve=[(1, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 0)],
        chips=[("attack",), ("attack", "protection", "teleport"), ()],
        goal=20,
    )
    board = scene(state)
    assert texts(board, "score:0")[0] == "4 / 20"
    assert len(board.piece("scale:0").shapes) == 4 and not board.piece("scale:1").shapes
    assert texts(board, "money:0")[0] == "12" and texts(board, "money:2")[1] == "resources"
    assert board.piece("reserve:0:engineering") and "reserve:0:assault" not in board.ids()
    assert texts(board, "repair:0:engineering")[-1] == "×3", "4 in the box, 1 on the base"
    assert "10" in texts(board, "repair:0:engineering"), "with its price"
    assert "(used)" in board.piece("chip:0:protection").label
    assert "not in play" in board.piece("chip:0:attack").label, "the elite is in repair"


def test_the_last_dice_roll_in_with_what_they_decided() -> None:
    state = position(pieces={"i5": Unit(0, "assault"), "i6": Unit(1, "engineering")}, dice=(5, 2))
    state = state.apply("select i5").apply("attack i6")
    board = scene(state)
    attacker, defender = board.piece("die:0"), board.piece("die:1")
    assert attacker.dice and defender.dice
    pips = [s for s in attacker.shapes if isinstance(s, Circle)]
    assert len(pips) == 5 and len([s for s in defender.shapes if isinstance(s, Circle)]) == 2
    assert attacker.label == state.narrate(events_of(state, "attack")[0])
    assert texts(board, "dice:line:0") == ["Attack on i6: 6 against 2, won."]
    assert "die:0" not in scene(state.apply("done")).ids(), "only the last decision's dice"


def test_the_board_says_whose_turn_and_what_to_decide() -> None:
    state = position(3, active=1)
    board = scene(state)
    assert texts(board, "status") == [state.status()]
    assert board.piece("turn").label == "Orange to decide"
    assert texts(board, "round")[0].startswith("Round 1 of 40")


@pytest.mark.parametrize(
    "round_, said, warned",
    [
        (1, ["Round 1 of 40", "the game ends after round 40"], False),
        (35, ["Round 35 of 40", "the game ends after round 40"], False),
        (37, ["Round 37 of 40", "4 rounds left, then the game ends"], True),
        (40, ["Round 40 of 40", "the last round: then the game ends"], True),
    ],
)
def test_the_round_cap_is_on_the_board_from_the_start(
    round_: int, said: list[str], warned: bool
) -> None:
    state = position(2, turn=2 * (round_ - 1))
    assert texts(scene(state), "round") == said
    assert f"round {round_} of 40" in state.status()
    colours = {shape.style.fill for shape in scene(state).piece("round").shapes}
    assert (colours == {"#ffc83d"}) is warned


def test_without_a_cap_the_board_counts_rounds_only() -> None:
    state = position(2, rounds=None, turn=100)
    assert texts(scene(state), "round") == ["Round 51"]
    assert "round 51," in state.status()


def test_static_layers_are_the_same_all_game() -> None:
    start = junkspace.new_game("asteroid_belt", players=3, seed=2)
    later = start
    for (state, _), _ in zip(random_line(start, 4), range(120), strict=False):
        later = state
    assert scene(start).split()[0] == scene(later).split()[0]
    assert all(not p.pick for p in scene(start).split()[0].pieces())


def test_the_scene_is_valid_svg_with_every_piece() -> None:
    state = position(pieces={"e7": Shuttle((Unit(0, "recon"),)), "b2": Unit(0, "elite")})
    root = ET.fromstring(svg(scene(state)))
    drawn = {g.get("data-id") for g in root.iter("{http://www.w3.org/2000/svg}g")}
    assert set(scene(state).ids()) <= drawn


# -- picking plays a turn -----------------------------------------------------------------


def test_picking_a_unit_gives_it_orders_and_lights_its_moves_and_attacks() -> None:
    state = position(pieces={"i5": Unit(0, "assault"), "i6": Unit(1, "engineering")})
    assert pick(state, (), "unit:i5") == Select("i5")
    assert "unit:i5" in lit(scene(state))
    ordered = state.apply("select i5")
    moves = {f"cell:{a.cell}" for a in ordered.legal_actions() if isinstance(a, Move)}
    assert lit(scene(ordered)) == moves | {"unit:i6"}
    assert pick(ordered, (), "unit:i6") == Attack("i6")
    assert pick(ordered, (), "cell:i3") == Move("i3")
    assert scene(ordered).piece("cell:i3").label == "move i3", "a lit cell says what it does"
    assert pick(ordered, (), "act:done") == Done()
    assert scene(ordered).piece("focus").x == centre(ordered.phase.cell)[0]  # type: ignore[attr-defined]


def test_a_unit_waiting_on_the_base_is_picked_in_the_faction_panel() -> None:
    state = junkspace.new_game("asteroid_belt", players=2, seed=1)
    assert isinstance(state, AsteroidBeltState)
    assert {f"reserve:0:{k}" for k in ("engineering", "assault", "recon", "elite")} <= lit(
        scene(state)
    )
    assert pick(state, (), "reserve:0:recon") == Select("a1", "recon")
    assert pick(state, (), "reserve:1:recon") is None, "not Orange's turn"


def test_a_lit_asteroid_is_targeted_by_picking_it() -> None:
    state = position(pieces={"b4": Unit(0, "engineering")})
    board = scene(state)
    assert {"asteroid:c3", "asteroid:a6", "asteroid:c6"} <= lit(board)
    assert pick(state, (), "asteroid:c3") == Target("c3")
    assert "asteroid:l3" not in lit(board), "out of reach"


def test_a_unit_in_repair_is_built_by_picking_it() -> None:
    state = position(resources=(15, 30))
    assert pick(state, (), "repair:0:engineering") == Buy("engineering")
    assert pick(state, (), "repair:0:assault") is None, "20 is more than Purple has"
    assert scene(state).piece("repair:0:engineering").pick


def test_next_to_a_new_mine_the_unit_to_build_is_placed_by_picking_a_cell() -> None:
    state = position(pieces={"e2": Unit(0, "engineering")}, sites={"c3": Site(flag=True)})
    state = state.apply("select e2").apply("move d2")
    assert state.sites[rock("c3")].owner == 0
    chosen = pick(state, (), "repair:0:assault")
    assert chosen == ("repair:0:assault",)
    board = scene(state, chosen)
    assert board.highlighted("selected") == ("repair:0:assault",)
    cells = {
        f"cell:{a.cell}"
        for a in state.legal_actions()
        if isinstance(a, Buy) and a.kind == "assault" and a.cell is not None
    }
    assert lit(board) == cells | {"asteroid:a1"}
    assert pick(state, chosen, "cell:c2") == Buy("assault", "c2")
    assert pick(state, chosen, "asteroid:a1") == Buy("assault")
    assert pick(state, chosen, "repair:0:assault") == (), "picked again, it lets go"


def test_the_elite_chips_are_played_from_the_panel_then_on_the_board() -> None:
    state = position(
        pieces={"b2": Unit(0, "elite"), "b3": Unit(1, "assault"), "w2": Unit(1, "engineering")}
    )
    state = state.apply("select b2")
    assert {"chip:0:attack", "chip:0:teleport"} <= lit(scene(state))
    assert "chip:0:protection" not in scene(state).picks(), "protection is played when beaten"
    strike = pick(state, (), "chip:0:attack")
    assert strike == ("chip:0:attack",)
    assert lit(scene(state, strike)) == {"unit:b3"}
    assert pick(state, strike, "unit:b3") == Strike("b3")
    assert pick(state, (), "unit:b3") == Attack("b3"), "without the chip, dice"
    jump = pick(state, (), "chip:0:teleport")
    assert jump == ("chip:0:teleport",)
    teleports = {f"cell:{a.cell}" for a in state.legal_actions() if isinstance(a, Teleport)}
    assert lit(scene(state, jump)) == teleports
    assert pick(state, jump, "cell:n8") == Teleport("n8")
    assert pick(state, (), "cell:n8") is None, "too far to walk"
    assert pick(state, jump, "chip:0:attack") == ("chip:0:attack",), "switch chips at once"


def test_the_elite_creates_its_unit_through_the_create_button() -> None:
    state = position(
        3, pieces={"d3": Unit(2, "elite")}, sites={"c3": Site(owner=2)}, active=2, dice=(5,)
    )
    state = state.apply("select d3")
    assert pick(state, (), "act:create") == ("act:create",)
    creating = scene(state, ("act:create",))
    assert lit(creating) == {f"cell:{c}" for c in ("b2", "c2", "d2", "b3", "b4")}
    assert pick(state, ("act:create",), "cell:c2") == Create("c2")
    assert pick(state, (), "cell:c2") == Move("c2"), "without the button, a move"
    second = state.apply("create c2")
    assert lit(scene(second)) == {f"cell:{c}" for c in ("b2", "d2", "b3", "b4")}
    assert pick(second, (), "cell:b4") == Create("b4")


def test_a_shuttle_with_units_aboard_offers_to_sail_or_let_one_out() -> None:
    crew = Shuttle((Unit(0, "engineering"), Unit(0, "assault")))
    state = position(pieces={"k6": crew}, dice=(3,))
    opened = pick(state, (), "shuttle:k6")
    assert opened == ("shuttle:k6",)
    board = scene(state, opened)
    assert {"act:sail", "rider:engineering", "rider:assault"} <= set(board.picks())
    assert pick(state, opened, "act:sail") == Select("k6")
    assert pick(state, opened, "rider:assault") == Select("k6", "assault")
    sailing = state.apply("select k6")
    lanes = {f"cell:{a.cell}" for a in sailing.legal_actions() if isinstance(a, Move)}
    assert lit(scene(sailing)) == lanes
    assert "The die showed" not in texts(scene(sailing), "dice:line:0")[0]
    assert texts(scene(sailing), "dice:line:0") == ["Shuttle on k6: sails up to 3."]


def test_a_shuttle_raids_the_cargo_shuttle_by_picking_it() -> None:
    crew = Shuttle((Unit(0, "engineering"),))
    state = position(pieces={"e5": crew}, cargo=0, dice=(1, 6, 3)).apply("select e5")
    assert pick(state, (), "cargo") == Raid()
    assert "cargo" in lit(scene(state))


def test_a_shuttle_attacks_an_enemy_shuttle_by_picking_it() -> None:
    ours, theirs = Shuttle((Unit(0, "assault"),)), Shuttle((Unit(1, "recon"),))
    state = position(pieces={"k6": ours, "l6": theirs}, dice=(1,)).apply("select k6")
    assert pick(state, (), "shuttle:l6") == Attack("l6")


def test_the_next_player_sets_up_and_commands_the_guards_by_picking() -> None:
    state = position(pieces={"b2": Unit(0, "assault")}, dice=(3, 3))
    state = state.apply("target c3").apply("end")
    guard_cells = {f"cell:{a.cell}" for a in state.legal_actions() if isinstance(a, SetGuard)}
    board = scene(state)
    assert lit(board) == guard_cells and board.piece("turn").label == "Orange to decide"
    assert pick(state, (), "cell:c2") == SetGuard("c2")
    state = state.apply("guard c2")
    # The guard attacks b2 from where it stands, or first moves to b3 (also next to b2).
    assert lit(scene(state)) == {"unit:b2", "cell:b3"}
    assert pick(state, (), "cell:b3") == Move("b3")
    assert pick(state, (), "unit:b2") == Attack("b2")
    focus = scene(state).piece("focus")
    assert (focus.x, focus.y) == centre(state.phase.attackers[0])  # type: ignore[attr-defined]


def test_a_beaten_elite_is_protected_or_not_with_the_panel_buttons() -> None:
    state = position(
        pieces={"i5": Unit(0, "assault"), "i6": Unit(1, "elite")}, dice=(6, 1), active=0
    )
    state = state.apply("select i5").apply("attack i6")
    assert set(scene(state).picks()) == {"act:protect", "act:decline"}
    assert pick(state, (), "act:protect") == Protect()
    assert pick(state, (), "act:decline") == Decline()


def test_the_turn_ends_with_the_end_turn_button() -> None:
    state = junkspace.new_game("asteroid_belt", players=3, seed=4)
    assert pick(state, (), "act:end") == End()
    assert texts(scene(state), "act:end") == ["End turn"]


def test_an_old_or_made_up_selection_counts_as_none() -> None:
    state = position(pieces={"b2": Unit(0, "elite")}).apply("select b2")
    assert pick(state, ("chip:1:attack",), "cell:b3") == Move("b3")
    assert pick(state, ("no", "such"), "cell:b3") == Move("b3")
    assert pick(state, (), "chip:0:protection") is None


# -- moves glide -----------------------------------------------------------------------


def test_a_unit_leaving_its_base_glides_along_the_highway() -> None:
    state = junkspace.new_game("asteroid_belt", players=2, seed=1)
    state = state.apply("select a1 assault").apply("move b4")
    piece = scene(state).piece("unit:b4")
    assert piece.path == tuple(
        centre(junkspace.asteroid_belt.cell(c)) for c in ("a1", "b1", "b2", "b3", "b4")
    )
    (trail,) = [p for p in scene(state).pieces() if p.id.startswith("trail:")]
    assert isinstance(trail.shapes[0], Polygon) and trail.shapes[0].points == piece.path
    assert scene(state.apply("end")).piece("unit:b4").path == (), "it glides once"


def test_a_sailing_shuttle_glides_through_the_portals() -> None:
    crew = Shuttle((Unit(0, "engineering"),))
    state = position(pieces={"e7": crew}, dice=(4,)).apply("select e7")
    far = next(a for a in state.legal_actions() if isinstance(a, Move) and a.cell == "u12")
    state = state.apply(far)
    path = scene(state).piece("shuttle:u12").path
    assert path[0] == centre(junkspace.asteroid_belt.cell("e7"))
    assert path[-1] == centre(junkspace.asteroid_belt.cell("u12"))
    portals = {centre(c) for c in PORTALS}
    assert len([p for p in path if p in portals]) == 2, "in by one portal, out by another"


# -- the whole mapping, on random positions --------------------------------------------------


def random_positions(players: int, games: int) -> Iterator[AsteroidBeltState]:
    for seed in range(games):
        start = junkspace.new_game("asteroid_belt", players=players, seed=seed)
        for state, _ in random_line(start, seed):
            assert isinstance(state, AsteroidBeltState)
            yield state


@pytest.mark.parametrize("players", [2, 3])
def test_on_random_positions_picks_reach_exactly_the_legal_actions(players: int) -> None:
    for state in random_positions(players, 4):
        assert set(reachable(state)) == set(state.legal_actions()), str(state)


def clickable_at_its_place(piece: Piece) -> bool:
    """True when a click on the piece's own point hits it, as the browser tests a click.

    The browser (widgets/static/board.js) hit-tests circles and rectangles, with 3 units of
    slack; polygons and text are drawn but never hit.
    """
    for shape in piece.shapes:
        if isinstance(shape, Circle) and math.hypot(shape.x, shape.y) <= shape.r + 3:
            return True
        if isinstance(shape, Rect) and (
            shape.x - 3 <= 0 <= shape.x + shape.w + 3 and shape.y - 3 <= 0 <= shape.y + shape.h + 3
        ):
            return True
    return False


def test_every_piece_that_can_be_picked_can_be_clicked_where_it_stands() -> None:
    crew = Shuttle((Unit(0, "recon"),))
    state = position(
        pieces={"b2": Unit(0, "elite"), "b3": Unit(0, "recon"), "e5": crew}, cargo=0, dice=(2,)
    )
    shown = [scene(state), scene(state.apply("select e5"))]
    shown.extend(scene(s) for s in itertools.islice(random_positions(3, 2), 0, None, 7))
    for board in shown:
        for piece in board.pieces():
            assert not piece.pick or clickable_at_its_place(piece), piece.id
    assert {"unit:b2", "unit:b3", "shuttle:e5"} <= set(shown[0].picks())
    assert "cargo" in shown[1].picks()


@pytest.mark.parametrize("players", [2, 3])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), clicks=st.lists(st.integers(0, 10**6), max_size=12))
def test_no_run_of_picks_makes_an_illegal_action(
    players: int, seed: int, clicks: list[int]
) -> None:
    start = junkspace.new_game("asteroid_belt", players=players, seed=seed)
    chooser = random.Random(seed)
    state = start
    for _ in range(chooser.randrange(300)):
        if state.is_over:
            break
        state = state.apply(chooser.choice(state.legal_actions()))
    assert isinstance(state, AsteroidBeltState)
    selection: Selection = ()
    everything = list(scene(state).ids())
    for click in clicks:
        offered = scene(state, selection).picks()
        id = (
            offered[click % len(offered)]
            if offered and click % 3
            else everything[click % len(everything)]
        )
        outcome = pick(state, selection, id)
        if outcome is None:
            assert id not in offered
            continue
        assert id in offered
        if isinstance(outcome, Action):
            assert outcome in state.legal_actions()
            state = state.apply(outcome)
            selection = ()
        else:
            selection = outcome
