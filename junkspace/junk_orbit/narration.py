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
from ..i18n import N_, Domain
from .actions import Collect, Deliver, Drift, Drop, Launch, Move
from .phases import Delivering, Dropping, Launching, Moving, Over
from .powers import AFTERBURNER, ARMOURED, CLAWS, RETRO, delivered_remotely
from .rules import SEAT_NAMES
from .tiles import TILES
from .topology import CITIES

if TYPE_CHECKING:
    from .state import JunkOrbitState

__all__ = ["WORDS", "cities", "describe", "ending", "move_words", "narrate", "sense", "status"]

#: Junk Orbit's catalog (junkspace/junk_orbit/locale).
WORDS = Domain("junk_orbit", __package__ or "junkspace.junk_orbit")
# Where the English singular repeats the plural ("1 points"), it keeps the sentences the
# engine has always made (saved logs and the digests compare them); the catalogs still get
# the count and give each language its own forms.
_, ngettext = WORDS.gettext, WORDS.ngettext

_SENSE_WORDS = {"cw": N_("clockwise"), "ccw": N_("counter-clockwise")}

# Whole sentences per pile, and per pile once the end is near: a language may need a
# different article for each body.
_PILE_EMPTY = {
    ("earth", False): N_("The Earth pile is empty: {city} stays empty."),
    ("moon", False): N_("The Moon pile is empty: {city} stays empty."),
    ("mars", False): N_("The Mars pile is empty: {city} stays empty."),
    ("earth", True): N_(
        "The Earth pile is empty: {city} stays empty. The end is near: every other player "
        "takes one final turn."
    ),
    ("moon", True): N_(
        "The Moon pile is empty: {city} stays empty. The end is near: every other player "
        "takes one final turn."
    ),
    ("mars", True): N_(
        "The Mars pile is empty: {city} stays empty. The end is near: every other player "
        "takes one final turn."
    ),
}


def sense(code: str) -> str:
    """A sense of travel in words ("clockwise")."""
    return _(_SENSE_WORDS[code])


def name(city: str) -> str:
    """A city's name in sentences ("Kepler")."""
    return _(CITIES[city].name)


def seat(seat_names: tuple[str, ...], seat: int) -> str:
    """A seat's name in sentences ("Yellow")."""
    return _(seat_names[seat])


def cities(count: int) -> str:
    """``"1 city"``, ``"3 cities"``."""
    return ngettext("{count} city", "{count} cities", count, count=count)


def tile_words(tile: str) -> str:
    """A tile in a sentence: ``"S01 (starter 1)"``, or its id, value and destination."""
    t = TILES[tile]
    if t.destination is None:
        return _("{tile} (starter {value})", tile=tile, value=t.value)
    return f"{tile} ({t.value}→{name(t.destination)})"


def _or(names: list[str]) -> str:
    return _(" or ").join(names)


def _and(names: list[str]) -> str:
    return _(" and ").join(names)


def move_words(state: JunkOrbitState) -> str:
    """How far and which way the active ship moves, in words."""
    phase = state.phase
    assert isinstance(phase, Moving)
    power = state.move_power()
    far, way = cities(phase.value), sense(phase.sense)
    if power == AFTERBURNER:
        return _(
            "{value} or {far} {way} (afterburner)",
            value=phase.value,
            far=cities(phase.value + 1),
            way=way,
        )
    if power == RETRO:
        return _("{far} either way (retro thrusters)", far=far)
    return _("{far} {way} (against the launch)", far=far, way=way)


def status(state: JunkOrbitState) -> str:
    """Whose turn it is and what they must decide, or how the game ended."""
    phase = state.phase
    who = seat(state.seat_names, state.active)
    here = name(state.ships[state.active])
    last = ""
    if state.final_turns is not None and not isinstance(phase, Over):
        last = _(" (final turns: {count} left)", count=state.final_turns)
    if isinstance(phase, Launching):
        if not state.cargo[state.active]:
            return _(
                "{who} has an empty cargo: drift and collect the junk at {here}.{last}",
                who=who,
                here=here,
                last=last,
            )
        return _(
            "{who} to launch: pick a cargo tile, a sense and where it lands.{last}",
            who=who,
            last=last,
        )
    if isinstance(phase, Dropping):
        hit = phase.hit[0]
        values = dict(victim=seat(state.seat_names, hit), where=name(state.ships[hit]), last=last)
        if state.power(hit) == ARMOURED:
            return _(
                "{victim} was hit at {where}: choose a cargo tile to drop there "
                "(armoured hold: the deliveries are safe).{last}",
                **values,
            )
        return _(
            "{victim} was hit at {where}: choose a tile from cargo or deliveries to drop "
            "there.{last}",
            **values,
        )
    if isinstance(phase, Moving):
        return _("{who} to move the ship {way}.{last}", who=who, way=move_words(state), last=last)
    if isinstance(phase, Delivering):
        return _(
            "{who} at {here}: deliver tiles for {here}, or collect the junk.{last}",
            who=who,
            here=here,
            last=last,
        )
    return _("Game over: {result}", result=_result(state))


def ending(state: JunkOrbitState) -> str:
    """Why the game ended (``""`` while it runs): a junk pile ran out, then the final turns.

    >>> from junkspace.junk_orbit import new_game
    >>> ending(new_game(players=2, seed=1))
    ''
    """
    if not isinstance(state.phase, Over):
        return ""
    why = _("A junk pile ran out and every other ship took its final turn.")
    if len(state.ranking()) > len(set(state.scores())):  # equal points, told apart
        why += " " + _("Equal points are ranked by the number of tiles delivered.")
    return why


def _result(state: JunkOrbitState) -> str:
    winners = state.winners()
    points = state.scores()[winners[0]]
    names = _and([seat(state.seat_names, s) for s in winners])
    if len(winners) == 1:
        return ngettext(
            "{names} wins with {points} points.",
            "{names} wins with {points} points.",
            points,
            names=names,
            points=points,
        )
    return ngettext(
        "{names} share the win with {points} points.",
        "{names} share the win with {points} points.",
        points,
        names=names,
        points=points,
    )


def describe(state: JunkOrbitState, action: Action) -> str:
    """One sentence saying what ``action`` would do in ``state``."""
    who = seat(state.seat_names, state.active)
    if isinstance(action, Launch):
        return _describe_launch(state, action, who)
    if isinstance(action, Drop):
        seat_ = state.current_player if state.current_player is not None else state.active
        values = dict(victim=seat(state.seat_names, seat_), tile=tile_words(action.tile), who=who)
        deliveries = action.tile in state.deliveries[seat_]
        if state.power(state.active) == CLAWS:
            if deliveries:
                return _(
                    "{victim} drops {tile} from their deliveries into {who}'s cargo "
                    "(salvage claws).",
                    **values,
                )
            return _(
                "{victim} drops {tile} from their cargo into {who}'s cargo (salvage claws).",
                **values,
            )
        where = name(state.ships[seat_])
        if deliveries:
            return _(
                "{victim} drops {tile} from their deliveries at {where}.", where=where, **values
            )
        return _("{victim} drops {tile} from their cargo at {where}.", where=where, **values)
    if isinstance(action, Move):
        return _("{who} moves the ship to {where}.", who=who, where=name(action.city))
    if isinstance(action, Deliver):
        return ngettext(
            "{who} delivers {tile} at {where}: {points} points.",
            "{who} delivers {tile} at {where}: {points} points.",
            TILES[action.tile].value,
            who=who,
            tile=tile_words(action.tile),
            where=name(state.ships[state.active]),
            points=TILES[action.tile].value,
        )
    if isinstance(action, Collect):
        city = state.ships[state.active]
        count = len(state.junk_at(city))
        return ngettext(
            "{who} collects the {count} tile at {where}.",
            "{who} collects the {count} tiles at {where}.",
            count,
            who=who,
            count=count,
            where=name(city),
        )
    if isinstance(action, Drift):
        return _(
            "{who} drifts at {where} and collects the junk there.",
            who=who,
            where=name(state.ships[state.active]),
        )
    return str(action)


def _describe_launch(state: JunkOrbitState, action: Launch, who: str) -> str:
    tile = TILES[action.tile]
    values = dict(
        who=who, tile=tile_words(action.tile), way=sense(action.sense), where=name(action.landing)
    )
    hit = [
        seat(state.seat_names, s)
        for s in range(state.players)
        if s != state.active and state.ships[s] == action.landing
    ]
    hitting = _(", hitting {names}", names=_and(hit)) if hit else ""
    if delivered_remotely(
        state.board, action.tile, action.landing, state.active, state.ship_powers
    ):
        if tile.destination != action.landing:
            return _(
                "{who} launches {tile} {way} to {where}: a remote delivery next to {city} "
                "(guided junk){hitting}!",
                city=name(tile.destination or ""),
                hitting=hitting,
                **values,
            )
        return _(
            "{who} launches {tile} {way} to {where}: a remote delivery{hitting}!",
            hitting=hitting,
            **values,
        )
    if hit:
        return _("{who} launches {tile} {way} to {where}{hitting}.", hitting=hitting, **values)
    return _("{who} launches {tile} {way} to {where}, where it rests.", **values)


def narrate(event: Event, seat_names: tuple[str, ...] = SEAT_NAMES) -> str:
    """One past-tense sentence for a Junk Orbit event, for logs."""
    who = seat(seat_names, event.seat) if event.seat is not None else ""
    kind = event.kind
    city = name(event["city"]) if event.get("city") else ""
    if kind == "launched":
        return _(
            "{who} launched a {value} ({tile}) {way} from {start} to {landing}.",
            who=who,
            value=event["value"],
            tile=event["tile"],
            way=sense(event["sense"]),
            start=name(event["start"]),
            landing=name(event["landing"]),
        )
    if kind == "remote_delivery":
        tile = TILES[event["tile"]]
        values = dict(tile=tile.id, value=tile.value, who=who)
        if tile.destination != event["city"]:
            return _(
                "Remote delivery (guided junk, next to {city})! {tile} scores {value} for {who}.",
                city=name(tile.destination or ""),
                **values,
            )
        return _("Remote delivery! {tile} scores {value} for {who}.", **values)
    if kind == "rested":
        return _("{tile} now rests at {city}.", tile=event["tile"], city=city)
    if kind == "hit":
        return _("{who}'s ship was hit at {city}!", who=who, city=city)
    if kind == "nothing_to_drop":
        return _("{who} had nothing to drop.", who=who)
    if kind == "dropped":
        if event["area"] == "deliveries":
            return _(
                "{who} dropped {tile} from their deliveries at {city}.",
                who=who,
                tile=event["tile"],
                city=city,
            )
        return _(
            "{who} dropped {tile} from their cargo at {city}.",
            who=who,
            tile=event["tile"],
            city=city,
        )
    if kind == "moved":
        return _(
            "{who} moved the ship from {start} to {landing}.",
            who=who,
            start=name(event["start"]),
            landing=name(event["landing"]),
        )
    if kind == "delivered":
        return ngettext(
            "{who} delivered {tile} at {city}: {points} points.",
            "{who} delivered {tile} at {city}: {points} points.",
            TILES[event["tile"]].value,
            who=who,
            tile=event["tile"],
            city=city,
            points=TILES[event["tile"]].value,
        )
    if kind == "collected":
        tiles = event["tiles"]
        if not tiles:
            return _("{who} found no junk to collect at {city}.", who=who, city=city)
        return _("{who} collected {tiles} at {city}.", who=who, tiles=", ".join(tiles), city=city)
    if kind == "refilled":
        return _("{city} was refilled with {tile}.", city=city, tile=tile_words(event["tile"]))
    if kind == "pile_empty":
        return _(_PILE_EMPTY[event["pile"], bool(event["triggers_end"])], city=city)
    if kind == "salvaged":
        return _(
            "{who}'s salvage claws caught {tile}, dropped by {victim}, into the cargo.",
            who=who,
            tile=event["tile"],
            victim=seat(seat_names, event["victim"]),
        )
    if kind == "drifted":
        return _("{who} had nothing to launch and drifted at {city}.", who=who, city=city)
    if kind == "game_over":
        return _("Game over.")
    return f"{kind} {event.to_dict()}"
