"""The words of Junk Orbit: what an action would do, what just happened, whose turn it is.

>>> from junkspace.core import Event
>>> launch = dict(tile="E17", value=4, sense="cw", start="KEP", landing="THA")
>>> narrate(Event.of("launched", 0, **launch))
'Yellow launched a 4 (E17) clockwise from Kepler to Tharsis.'
>>> from junkspace.junk_orbit import new_game
>>> state = new_game(players=2, seed=1)
>>> status(state)
'Yellow to launch: pick a cargo tile, a sense and where it lands.'
>>> describe(state, state.legal_actions()[0])
'Yellow launches E01 (1→Kepler) clockwise to Tycho, where it rests.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action, Event
from .actions import Collect, Deliver, Drift, Drop, Launch, Move
from .phases import Delivering, Dropping, Launching, Moving, Over
from .powers import AFTERBURNER, ARMOURED, CLAWS, RETRO, delivered_remotely
from .rules import SEAT_NAMES
from .tiles import TILES
from .topology import CITIES

if TYPE_CHECKING:
    from .state import JunkOrbitState

__all__ = ["SENSE_WORDS", "cities", "describe", "move_words", "narrate", "status"]


SENSE_WORDS = {"cw": "clockwise", "ccw": "counter-clockwise"}


def name(city: str) -> str:
    """A city's name in sentences ("Kepler")."""
    return CITIES[city].name


def cities(count: int) -> str:
    """``"1 city"``, ``"3 cities"``."""
    return f"{count} city" if count == 1 else f"{count} cities"


def tile_words(tile: str) -> str:
    """A tile in a sentence: ``"S01 (starter 1)"``, or its id and label."""
    t = TILES[tile]
    return f"{tile} (starter {t.value})" if t.destination is None else f"{tile} ({t.label})"


def move_words(state: JunkOrbitState) -> str:
    """How far and which way the active ship moves, in words."""
    phase = state.phase
    assert isinstance(phase, Moving)
    power = state.move_power()
    far, way = cities(phase.value), SENSE_WORDS[phase.sense]
    if power == AFTERBURNER:
        return f"{phase.value} or {cities(phase.value + 1)} {way} (afterburner)"
    if power == RETRO:
        return f"{far} either way (retro thrusters)"
    return f"{far} {way} (against the launch)"


def status(state: JunkOrbitState) -> str:
    """Whose turn it is and what they must decide, or how the game ended."""
    phase = state.phase
    seat_names = state.seat_names
    who = seat_names[state.active]
    here = name(state.ships[state.active])
    last = ""
    if state.final_turns is not None and not isinstance(phase, Over):
        last = f" (final turns: {state.final_turns} left)"
    if isinstance(phase, Launching):
        if not state.cargo[state.active]:
            return f"{who} has an empty cargo: drift and collect the junk at {here}.{last}"
        return f"{who} to launch: pick a cargo tile, a sense and where it lands.{last}"
    if isinstance(phase, Dropping):
        hit = phase.hit[0]
        where = name(state.ships[hit])
        if state.power(hit) == ARMOURED:
            return (
                f"{seat_names[hit]} was hit at {where}: choose a cargo tile to drop "
                f"there (armoured hold: the deliveries are safe).{last}"
            )
        return (
            f"{seat_names[hit]} was hit at {where}: choose a tile from cargo or "
            f"deliveries to drop there.{last}"
        )
    if isinstance(phase, Moving):
        return f"{who} to move the ship {move_words(state)}.{last}"
    if isinstance(phase, Delivering):
        return f"{who} at {here}: deliver tiles for {here}, or collect the junk.{last}"
    return "Game over: " + _result(state)


def _result(state: JunkOrbitState) -> str:
    winners = state.winners()
    points = state.scores()[winners[0]]
    names = " and ".join(state.seat_names[s] for s in winners)
    if len(winners) == 1:
        return f"{names} wins with {points} points."
    return f"{names} share the win with {points} points."


def describe(state: JunkOrbitState, action: Action) -> str:
    """One sentence saying what ``action`` would do in ``state``."""
    seat_names = state.seat_names
    who = seat_names[state.active]
    if isinstance(action, Launch):
        tile = TILES[action.tile]
        where = name(action.landing)
        head = f"{who} launches {tile_words(action.tile)} {SENSE_WORDS[action.sense]} to {where}"
        hit = [
            seat_names[s]
            for s in range(state.players)
            if s != state.active and state.ships[s] == action.landing
        ]
        hitting = ", hitting " + " and ".join(hit) if hit else ""
        if delivered_remotely(
            state.board, action.tile, action.landing, state.active, state.ship_powers
        ):
            guided = ""
            if tile.destination != action.landing:
                guided = f" next to {name(tile.destination or '')} (guided junk)"
            return f"{head}: a remote delivery{guided}{hitting}!"
        if hit:
            return head + hitting + "."
        return head + ", where it rests."
    if isinstance(action, Drop):
        seat = state.current_player if state.current_player is not None else state.active
        area = "deliveries" if action.tile in state.deliveries[seat] else "cargo"
        head = f"{seat_names[seat]} drops {tile_words(action.tile)} from their {area}"
        if state.power(state.active) == CLAWS:
            return f"{head} into {who}'s cargo (salvage claws)."
        return f"{head} at {name(state.ships[seat])}."
    if isinstance(action, Move):
        return f"{who} moves the ship to {name(action.city)}."
    if isinstance(action, Deliver):
        return (
            f"{who} delivers {tile_words(action.tile)} at "
            f"{name(state.ships[state.active])}: {TILES[action.tile].value} points."
        )
    if isinstance(action, Collect):
        city = state.ships[state.active]
        count = len(state.junk_at(city))
        return f"{who} collects the {count} tile{'s' * (count != 1)} at {name(city)}."
    if isinstance(action, Drift):
        return f"{who} drifts at {name(state.ships[state.active])} and collects the junk there."
    return str(action)


def narrate(event: Event, seat_names: tuple[str, ...] = SEAT_NAMES) -> str:
    """One past-tense sentence for a Junk Orbit event, for logs."""
    who = seat_names[event.seat] if event.seat is not None else ""
    kind = event.kind
    if kind == "launched":
        sense = SENSE_WORDS[event["sense"]]
        start, landing = name(event["start"]), name(event["landing"])
        value, tile = event["value"], event["tile"]
        return f"{who} launched a {value} ({tile}) {sense} from {start} to {landing}."
    if kind == "remote_delivery":
        tile = TILES[event["tile"]]
        guided = ""
        if tile.destination != event["city"]:
            guided = f" (guided junk, next to {name(tile.destination or '')})"
        return f"Remote delivery{guided}! {tile.id} scores {tile.value} for {who}."
    if kind == "rested":
        return f"{event['tile']} now rests at {name(event['city'])}."
    if kind == "hit":
        return f"{who}'s ship was hit at {name(event['city'])}!"
    if kind == "nothing_to_drop":
        return f"{who} had nothing to drop."
    if kind == "dropped":
        return f"{who} dropped {event['tile']} from their {event['area']} at {name(event['city'])}."
    if kind == "moved":
        return f"{who} moved the ship from {name(event['start'])} to {name(event['landing'])}."
    if kind == "delivered":
        value = TILES[event["tile"]].value
        return f"{who} delivered {event['tile']} at {name(event['city'])}: {value} points."
    if kind == "collected":
        tiles = event["tiles"]
        if not tiles:
            return f"{who} found no junk to collect at {name(event['city'])}."
        return f"{who} collected {', '.join(tiles)} at {name(event['city'])}."
    if kind == "refilled":
        return f"{name(event['city'])} was refilled with {tile_words(event['tile'])}."
    if kind == "pile_empty":
        text = f"The {event['pile'].capitalize()} pile is empty: {name(event['city'])} stays empty."
        if event["triggers_end"]:
            text += " The end is near: every other player takes one final turn."
        return text
    if kind == "salvaged":
        return (
            f"{who}'s salvage claws caught {event['tile']}, dropped by "
            f"{seat_names[event['victim']]}, into the cargo."
        )
    if kind == "drifted":
        return f"{who} had nothing to launch and drifted at {name(event['city'])}."
    if kind == "game_over":
        return "Game over."
    return f"{kind} {event.to_dict()}"
