"""The state of a Junk Orbit game and the rules that move it on.

A position records where every tile is (each city, each pile, each cargo and deliveries
area), where each ship is, whose turn it is and which step of the turn is being decided.
The turn steps are values too (:class:`Launching`, :class:`Dropping`, :class:`Moving`,
:class:`Delivering`, :class:`Over`), so "what happens next" is part of the state.

>>> from junkspace.junk_orbit import new_game
>>> state = new_game(players=2, seed=5)
>>> state.ships
('KEP', 'KEP')
>>> [len(c) for c in state.cargo]         # 3 starters + one Earth, Moon and Mars tile each
[6, 6]
>>> state = state.apply("launch S01 cw TYC")
>>> state.phase
Moving(value=1, sense='ccw')
>>> state.legal_actions()
(Move(city='PLA'),)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, ClassVar, TypeAlias

from ..core import (
    Action,
    Event,
    GameState,
    IllegalActionError,
    Rng,
)
from .actions import Collect, Deliver, Drift, Drop, Launch, Move, parse
from .powers import (
    AFTERBURNER,
    ARMOURED,
    CLAWS,
    LIGHT,
    RETRO,
    delivered_remotely,
    ship_routes,
)
from .tiles import STARTERS, TILES, tiles_in_play
from .topology import CITIES, PILES, SENSES, Board, Sense, board_for, opposite

__all__ = [
    "SEAT_NAMES",
    "Delivering",
    "Dropping",
    "JunkOrbitState",
    "Launching",
    "Moving",
    "Over",
    "Phase",
    "new_game",
]

#: Ship colours, by seat; seat 0 plays first.
SEAT_NAMES = ("Yellow", "Purple", "Green", "Orange", "Pink")

#: Where every ship starts.
START_CITY = "KEP"


# -- the steps of a turn -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Launching:
    """The active player launches a cargo tile (or drifts, with an empty cargo)."""


@dataclass(frozen=True, slots=True)
class Dropping:
    """Hit players drop a tile, one after the other; ``hit[0]`` decides now.

    ``value`` and ``sense`` are the ship move still to come.
    """

    hit: tuple[int, ...]
    value: int
    sense: Sense


@dataclass(frozen=True, slots=True)
class Moving:
    """The active player moves the ship ``value`` cities in ``sense`` (against the launch)."""

    value: int
    sense: Sense


@dataclass(frozen=True, slots=True)
class Delivering:
    """The active player may deliver cargo tiles destined to the ship's city."""


@dataclass(frozen=True, slots=True)
class Over:
    """The game has ended."""


Phase: TypeAlias = Launching | Dropping | Moving | Delivering | Over

_LAUNCHING = Launching()
_DELIVERING = Delivering()
_OVER = Over()
_COLLECT = Collect()
_DRIFT = Drift()

# Actions are small immutable values, so each distinct one is built once and shared.
_DROPS = {tile: Drop(tile) for tile in TILES}
_DELIVERS = {tile: Deliver(tile) for tile in TILES}
_MOVES = {city: Move(city) for city in CITIES}
_LAUNCHES: dict[tuple[Board, str, str], tuple[Launch, ...]] = {}
_LANDINGS: dict[tuple[Board, str, Sense, int], tuple[str, ...]] = {}


def _landings(board: Board, city: str, sense: Sense, steps: int) -> tuple[str, ...]:
    key = (board, city, sense, steps)
    found = _LANDINGS.get(key)
    if found is None:
        found = _LANDINGS[key] = board.landings(city, sense, steps)
    return found


def _launches(board: Board, tile: str, city: str) -> tuple[Launch, ...]:
    key = (board, tile, city)
    found = _LAUNCHES.get(key)
    if found is None:
        value = TILES[tile].value
        found = _LAUNCHES[key] = tuple(
            Launch(tile, sense, landing)
            for sense in SENSES
            for landing in _landings(board, city, sense, value)
        )
    return found


@cache
def _action_space(board: Board) -> tuple[Action, ...]:
    """Every Junk Orbit action possible with these boards: tiles in the box, cities in play."""
    tiles = sorted(TILES)
    return (
        *(Launch(t, sense, city) for t in tiles for sense in SENSES for city in board.cities),
        *(_DROPS[t] for t in tiles),
        *(_MOVES[city] for city in board.cities),
        *(_DELIVERS[t] for t in tiles),
        _COLLECT,
        _DRIFT,
    )


def _without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    i = items.index(item)
    return items[:i] + items[i + 1 :]


def _put(row: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*row[:index], value, *row[index + 1 :])


def _name(city: str) -> str:
    return CITIES[city].name


def _cities(count: int) -> str:
    return f"{count} city" if count == 1 else f"{count} cities"


def _tile_words(tile: str) -> str:
    t = TILES[tile]
    return f"{tile} (starter {t.value})" if t.destination is None else f"{tile} ({t.label})"


# -- the state -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class JunkOrbitState(GameState):
    """One position of Junk Orbit (the basic game, Day side).

    Tile collections that are sets in the game (cargo, deliveries, the junk in a city) are
    kept sorted, so equal positions are equal values. A pile is a stack: its *last* tile is
    the next one drawn. ``junk`` follows ``board.cities`` order. ``ship_powers`` turns on the
    house variant of :mod:`junkspace.junk_orbit.powers` (not from the rule book).
    """

    game: ClassVar[str] = "junk_orbit"
    seat_names: ClassVar[tuple[str, ...]] = SEAT_NAMES

    players: int
    seed: int
    rng: Rng
    active: int
    phase: Phase
    ships: tuple[str, ...]
    cargo: tuple[tuple[str, ...], ...]
    deliveries: tuple[tuple[str, ...], ...]
    junk: tuple[tuple[str, ...], ...]
    piles: tuple[tuple[str, ...], ...]
    turn: int = 0
    final_turns: int | None = None
    ship_powers: bool = False
    events: tuple[Event, ...] = field(default=(), compare=False, repr=False)
    _legal: tuple[Action, ...] | None = field(default=None, init=False, compare=False, repr=False)

    # -- derived facts ----------------------------------------------------------------------

    @property
    def board(self) -> Board:
        """The location boards in play at this table size."""
        return board_for(self.players)

    @property
    def current_player(self) -> int | None:
        phase = self.phase
        if isinstance(phase, Dropping):
            return phase.hit[0]
        return None if isinstance(phase, Over) else self.active

    @property
    def options(self) -> Mapping[str, Any]:
        return {"ship_powers": self.ship_powers}

    def power(self, seat: int) -> int | None:
        """The power of ``seat``'s ship (its seat number in ``POWERS``), or ``None`` without."""
        return seat if self.ship_powers else None

    def droppable(self, seat: int) -> tuple[str, ...]:
        """The tiles ``seat`` may drop when hit: cargo and deliveries (armoured: cargo only)."""
        if self.power(seat) == ARMOURED:
            return self.cargo[seat]
        return tuple(sorted(self.cargo[seat] + self.deliveries[seat]))

    def ship_moves(self) -> dict[str, tuple[int, Sense]]:
        """Where the active ship may stop now, each with its way there: ``(steps, sense)``."""
        phase = self.phase
        assert isinstance(phase, Moving)
        city, power = self.ships[self.active], self.power(self.active)
        if power is None:
            stops = _landings(self.board, city, phase.sense, phase.value)
            return {stop: (phase.value, phase.sense) for stop in stops}
        return ship_routes(self.board, city, phase.value, phase.sense, power)

    def junk_at(self, city: str) -> tuple[str, ...]:
        """The tiles resting in ``city``."""
        return self.junk[self.board.index[city]]

    def pile(self, name: str) -> tuple[str, ...]:
        """One pile, bottom first (its last tile is drawn next)."""
        return self.piles[PILES.index(name)]

    def scores(self) -> tuple[int, ...]:
        """Each seat's delivered value."""
        return tuple(sum(TILES[t].value for t in tiles) for tiles in self.deliveries)

    def _rank_key(self, seat: int) -> tuple[int, ...]:
        # Most points wins; a tie goes to whoever delivered more tiles.
        tiles = self.deliveries[seat]
        return (sum(TILES[t].value for t in tiles), len(tiles))

    def deliverable(self) -> tuple[str, ...]:
        """Active cargo tiles destined to the active ship's city."""
        city = self.ships[self.active]
        return tuple(t for t in self.cargo[self.active] if TILES[t].destination == city)

    # -- the rules --------------------------------------------------------------------------

    def _generate(self) -> tuple[Action, ...]:
        phase = self.phase
        if isinstance(phase, Launching):
            cargo = self.cargo[self.active]
            if not cargo:
                return (_DRIFT,)
            board, city = self.board, self.ships[self.active]
            out: list[Action] = []
            for tile in cargo:
                out.extend(_launches(board, tile, city))
            return tuple(out)
        if isinstance(phase, Dropping):
            return tuple(_DROPS[t] for t in self.droppable(phase.hit[0]))
        if isinstance(phase, Moving):
            if not self.ship_powers:
                stops = _landings(self.board, self.ships[self.active], phase.sense, phase.value)
                return tuple(_MOVES[c] for c in stops)
            return tuple(_MOVES[c] for c in self.ship_moves())
        if isinstance(phase, Delivering):
            return (*(_DELIVERS[t] for t in self.deliverable()), _COLLECT)
        return ()

    def _check(self, action: Action) -> None:
        phase, seat = self.phase, self.active
        name = self.seat_names[seat]
        wanted = _STEP_OF.get(action.__class__)
        if wanted is None:
            raise IllegalActionError(f"{action!r} is not a Junk Orbit action")
        if phase.__class__ is not wanted:
            raise IllegalActionError(f"'{action}' is not possible now: {self.status()}")
        if isinstance(action, Launch):
            if action.tile not in self.cargo[seat]:
                raise IllegalActionError(
                    f"only tiles in your cargo can be launched, and {action.tile} is not in "
                    f"{name}'s cargo"
                )
            value, city = TILES[action.tile].value, self.ships[seat]
            stops = _landings(self.board, city, action.sense, value)
            if action.landing not in stops:
                raise IllegalActionError(
                    f"a tile travels exactly its value in cities: a {value} launched "
                    f"{_SENSE_WORDS[action.sense]} from {_name(city)} stops at "
                    f"{' or '.join(_name(c) for c in stops)}, not {_name(action.landing)}"
                )
        elif isinstance(action, Drift):
            if self.cargo[seat]:
                raise IllegalActionError(
                    f"{name} has cargo to launch: drifting is only for an empty cargo"
                )
        elif isinstance(action, Drop):
            hit = self.current_player
            assert hit is not None
            if action.tile not in self.droppable(hit):
                if self.power(hit) == ARMOURED and action.tile in self.deliveries[hit]:
                    raise IllegalActionError(
                        f"{self.seat_names[hit]}'s armoured hold keeps the deliveries safe: "
                        f"a hit drops a cargo tile, not {action.tile}"
                    )
                raise IllegalActionError(
                    f"a hit player drops a tile from their own cargo or deliveries, and "
                    f"{action.tile} is in neither of {self.seat_names[hit]}'s"
                )
        elif isinstance(action, Move):
            assert isinstance(phase, Moving)
            city = self.ships[seat]
            moves = self.ship_moves()
            if action.city not in moves:
                way = (
                    self._move_words()
                    if self._move_power() is not None
                    else f"exactly {_cities(phase.value)} {_SENSE_WORDS[phase.sense]}, "
                    "against the launch"
                )
                raise IllegalActionError(
                    f"the ship moves {way}: from {_name(city)} it stops at "
                    f"{' or '.join(_name(c) for c in moves)}, not {_name(action.city)}"
                )
        elif isinstance(action, Deliver):
            city = self.ships[seat]
            if action.tile not in self.cargo[seat]:
                raise IllegalActionError(
                    f"only cargo tiles can be delivered; {action.tile} is not in {name}'s cargo"
                )
            if TILES[action.tile].destination != city:
                raise IllegalActionError(
                    f"a direct delivery needs the ship at the tile's destination: "
                    f"{_tile_words(action.tile)} cannot be delivered at {_name(city)}"
                )

    def _next(self, action: Action) -> JunkOrbitState:
        turn = _Turn(self)
        if isinstance(action, Launch):
            turn.launch(action)
        elif isinstance(action, Drop):
            turn.drop(action.tile)
        elif isinstance(action, Move):
            turn.move(action.city)
        elif isinstance(action, Deliver):
            turn.deliver(action.tile)
        elif isinstance(action, Collect):
            turn.collect()
        else:
            turn.events.append(Event.of("drifted", self.active, city=self.ships[self.active]))
            turn.collect()
        return turn.build()

    def parse_action(self, text: str) -> Action:
        return parse(text)

    def action_space(self) -> tuple[Action, ...]:
        return _action_space(self.board)

    # -- words ------------------------------------------------------------------------------

    def status(self) -> str:
        phase = self.phase
        name = self.seat_names[self.active]
        here = _name(self.ships[self.active])
        last = ""
        if self.final_turns is not None and not isinstance(phase, Over):
            last = f" (final turns: {self.final_turns} left)"
        if isinstance(phase, Launching):
            if not self.cargo[self.active]:
                return f"{name} has an empty cargo: drift and collect the junk at {here}.{last}"
            return f"{name} to launch: pick a cargo tile, a sense and where it lands.{last}"
        if isinstance(phase, Dropping):
            hit = phase.hit[0]
            where = _name(self.ships[hit])
            if self.power(hit) == ARMOURED:
                return (
                    f"{self.seat_names[hit]} was hit at {where}: choose a cargo tile to drop "
                    f"there (armoured hold: the deliveries are safe).{last}"
                )
            return (
                f"{self.seat_names[hit]} was hit at {where}: choose a tile from cargo or "
                f"deliveries to drop there.{last}"
            )
        if isinstance(phase, Moving):
            return f"{name} to move the ship {self._move_words()}.{last}"
        if isinstance(phase, Delivering):
            return f"{name} at {here}: deliver tiles for {here}, or collect the junk.{last}"
        return "Game over: " + self._result()

    def _move_power(self) -> int | None:
        """The power that widens the move being decided (a light launch only), if any."""
        phase = self.phase
        assert isinstance(phase, Moving)
        power = self.power(self.active)
        return power if power in (AFTERBURNER, RETRO) and phase.value <= LIGHT else None

    def _move_words(self) -> str:
        """How far and which way the active ship moves, in words."""
        phase = self.phase
        assert isinstance(phase, Moving)
        power = self._move_power()
        far, way = _cities(phase.value), _SENSE_WORDS[phase.sense]
        if power == AFTERBURNER:
            return f"{phase.value} or {_cities(phase.value + 1)} {way} (afterburner)"
        if power == RETRO:
            return f"{far} either way (retro thrusters)"
        return f"{far} {way} (against the launch)"

    def _result(self) -> str:
        winners = self.winners()
        points = self.scores()[winners[0]]
        names = " and ".join(self.seat_names[s] for s in winners)
        if len(winners) == 1:
            return f"{names} wins with {points} points."
        return f"{names} share the win with {points} points."

    def describe(self, action: Action) -> str:
        name = self.seat_names[self.active]
        if isinstance(action, Launch):
            tile = TILES[action.tile]
            where = _name(action.landing)
            sense = _SENSE_WORDS[action.sense]
            head = f"{name} launches {_tile_words(action.tile)} {sense} to {where}"
            hit = [
                self.seat_names[s]
                for s in range(self.players)
                if s != self.active and self.ships[s] == action.landing
            ]
            hitting = ", hitting " + " and ".join(hit) if hit else ""
            if delivered_remotely(
                self.board, action.tile, action.landing, self.active, self.ship_powers
            ):
                guided = ""
                if tile.destination != action.landing:
                    guided = f" next to {_name(tile.destination or '')} (guided junk)"
                return f"{head}: a remote delivery{guided}{hitting}!"
            if hit:
                return head + hitting + "."
            return head + ", where it rests."
        if isinstance(action, Drop):
            seat = self.current_player if self.current_player is not None else self.active
            area = "deliveries" if action.tile in self.deliveries[seat] else "cargo"
            head = f"{self.seat_names[seat]} drops {_tile_words(action.tile)} from their {area}"
            if self.power(self.active) == CLAWS:
                return f"{head} into {name}'s cargo (salvage claws)."
            return f"{head} at {_name(self.ships[seat])}."
        if isinstance(action, Move):
            return f"{name} moves the ship to {_name(action.city)}."
        if isinstance(action, Deliver):
            return (
                f"{name} delivers {_tile_words(action.tile)} at "
                f"{_name(self.ships[self.active])}: {TILES[action.tile].value} points."
            )
        if isinstance(action, Collect):
            city = self.ships[self.active]
            count = len(self.junk_at(city))
            return f"{name} collects the {count} tile{'s' * (count != 1)} at {_name(city)}."
        if isinstance(action, Drift):
            return f"{name} drifts at {_name(self.ships[self.active])} and collects the junk there."
        return str(action)

    def narrate(self, event: Event) -> str:
        return narrate(event, self.seat_names)

    def __str__(self) -> str:
        from .text import board_text

        return board_text(self)

    # -- saving and seeing ------------------------------------------------------------------

    def _to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "seed": self.seed,
            "rng": self.rng.state,
            "active": self.active,
            "turn": self.turn,
            "final_turns": self.final_turns,
            "phase": phase_to_dict(self.phase),
            "ships": list(self.ships),
            "cargo": [list(c) for c in self.cargo],
            "deliveries": [list(d) for d in self.deliveries],
            "junk": {city: list(self.junk[i]) for i, city in enumerate(self.board.cities)},
            "piles": {name: list(pile) for name, pile in zip(PILES, self.piles, strict=True)},
            "ship_powers": self.ship_powers,
        }

    @classmethod
    def _from_dict(cls, data: object) -> JunkOrbitState:
        from .codec import state_from_dict

        return state_from_dict(data)

    def observation(self, player: int) -> dict[str, Any]:
        """Everything is public except the order of the piles: only their sizes are seen.

        Delivered tiles lie face down, but each one was delivered in front of everybody, so
        a player who remembers knows them: the observation shows them.
        """
        self.check_seat(player)
        seen = self._to_dict()
        del seen["rng"], seen["seed"]
        seen["piles"] = {name: len(pile) for name, pile in zip(PILES, self.piles, strict=True)}
        seen["seat"] = player
        seen["current_player"] = self.current_player
        seen["scores"] = list(self.scores())
        return seen

    def determinize(self, player: int, seed: int) -> JunkOrbitState:
        """The same table with every pile reshuffled (pile order is all that is hidden).

        Each pile is sorted before it is shuffled, so the sample depends on what ``player``
        sees and on ``seed`` only, never on the hidden order it replaces.
        """
        self.check_seat(player)
        rng = Rng.from_seed(seed)
        piles = []
        for pile in self.piles:
            shuffled, rng = rng.shuffled(sorted(pile))
            piles.append(shuffled)
        return JunkOrbitState(
            self.players,
            self.seed,
            rng,
            self.active,
            self.phase,
            self.ships,
            self.cargo,
            self.deliveries,
            self.junk,
            tuple(piles),
            self.turn,
            self.final_turns,
            self.ship_powers,
            self.events,
        )


_SENSE_WORDS = {"cw": "clockwise", "ccw": "counter-clockwise"}

# The turn step in which each kind of action is decided.
_STEP_OF: dict[type, type] = {
    Launch: Launching,
    Drift: Launching,
    Drop: Dropping,
    Move: Moving,
    Deliver: Delivering,
    Collect: Delivering,
}


def phase_to_dict(phase: Phase) -> dict[str, Any]:
    """A turn step as JSON-able data, as it appears in saved states.

    >>> phase_to_dict(Moving(4, "ccw"))
    {'step': 'move', 'value': 4, 'sense': 'ccw'}
    """
    if isinstance(phase, Dropping):
        return {"step": "drop", "hit": list(phase.hit), "value": phase.value, "sense": phase.sense}
    if isinstance(phase, Moving):
        return {"step": "move", "value": phase.value, "sense": phase.sense}
    return {"step": _STEP_NAMES[phase.__class__]}


_STEP_NAMES: dict[type, str] = {Launching: "launch", Delivering: "deliver", Over: "over"}


class _Turn:
    """A scratch copy of a state's changing fields while one action is resolved.

    The handlers below read like the rule book; ``build`` freezes the result into a new state.
    """

    __slots__ = (
        "active",
        "board",
        "cargo",
        "deliveries",
        "events",
        "final_turns",
        "junk",
        "phase",
        "piles",
        "ships",
        "state",
        "turn",
    )

    def __init__(self, state: JunkOrbitState) -> None:
        self.state = state
        self.board = state.board
        self.active = state.active
        self.phase: Phase = state.phase
        self.ships = state.ships
        self.cargo = state.cargo
        self.deliveries = state.deliveries
        self.junk = state.junk
        self.piles = state.piles
        self.turn = state.turn
        self.final_turns = state.final_turns
        self.events: list[Event] = []

    def build(self) -> JunkOrbitState:
        s = self.state
        return JunkOrbitState(
            s.players,
            s.seed,
            s.rng,
            self.active,
            self.phase,
            self.ships,
            self.cargo,
            self.deliveries,
            self.junk,
            self.piles,
            self.turn,
            self.final_turns,
            s.ship_powers,
            tuple(self.events),
        )

    def _rest(self, city: str, tile: str) -> None:
        i = self.board.index[city]
        self.junk = _put(self.junk, i, tuple(sorted((*self.junk[i], tile))))

    def launch(self, action: Launch) -> None:
        """I. Launch: the tile flies ``value`` cities, is delivered or rests, and hits ships."""
        seat, tile = self.active, TILES[action.tile]
        self.cargo = _put(self.cargo, seat, _without(self.cargo[seat], tile.id))
        self.events.append(
            Event.of(
                "launched",
                seat,
                tile=tile.id,
                value=tile.value,
                sense=action.sense,
                start=self.ships[seat],
                landing=action.landing,
            )
        )
        powers = self.state.ship_powers
        if delivered_remotely(self.board, tile.id, action.landing, seat, powers):
            self.deliveries = _put(
                self.deliveries, seat, tuple(sorted((*self.deliveries[seat], tile.id)))
            )
            self.events.append(Event.of("remote_delivery", seat, tile=tile.id, city=action.landing))
        else:
            self._rest(action.landing, tile.id)
            self.events.append(Event.of("rested", seat, tile=tile.id, city=action.landing))
        players = len(self.ships)
        hit = []
        for step in range(1, players):
            other = (seat + step) % players
            if self.ships[other] == action.landing:
                self.events.append(Event.of("hit", other, city=action.landing))
                armoured = powers and other == ARMOURED
                if self.cargo[other] or (self.deliveries[other] and not armoured):
                    hit.append(other)
                else:
                    self.events.append(Event.of("nothing_to_drop", other, city=action.landing))
        sense = opposite(action.sense)
        self.phase = Dropping(tuple(hit), tile.value, sense) if hit else Moving(tile.value, sense)

    def drop(self, tile: str) -> None:
        """A hit player gives up one tile, which rests in the city of their ship."""
        phase = self.phase
        assert isinstance(phase, Dropping)
        seat, *rest = phase.hit
        if tile in self.cargo[seat]:
            self.cargo = _put(self.cargo, seat, _without(self.cargo[seat], tile))
            area = "cargo"
        else:
            self.deliveries = _put(self.deliveries, seat, _without(self.deliveries[seat], tile))
            area = "deliveries"
        city = self.ships[seat]
        self.events.append(Event.of("dropped", seat, tile=tile, city=city, area=area))
        if self.state.power(self.active) == CLAWS:
            claws = self.active
            self.cargo = _put(self.cargo, claws, tuple(sorted((*self.cargo[claws], tile))))
            self.events.append(Event.of("salvaged", claws, tile=tile, city=city, victim=seat))
        else:
            self._rest(city, tile)
        self.phase = (
            Dropping(tuple(rest), phase.value, phase.sense)
            if rest
            else Moving(phase.value, phase.sense)
        )

    def move(self, city: str) -> None:
        """II. Move: the ship lands; deliveries follow when it carries junk for this city."""
        seat = self.active
        steps, sense = self.state.ship_moves()[city]
        self.events.append(
            Event.of("moved", seat, start=self.ships[seat], landing=city, value=steps, sense=sense)
        )
        self.ships = _put(self.ships, seat, city)
        if self._can_deliver():
            self.phase = _DELIVERING
        else:
            self.collect()

    def _can_deliver(self) -> bool:
        """True when the active cargo holds a tile for the city the ship is in."""
        city = self.ships[self.active]
        return any(TILES[t].destination == city for t in self.cargo[self.active])

    def deliver(self, tile: str) -> None:
        """A direct delivery; the step ends by itself when nothing more can be delivered."""
        seat = self.active
        city = self.ships[seat]
        self.cargo = _put(self.cargo, seat, _without(self.cargo[seat], tile))
        self.deliveries = _put(self.deliveries, seat, tuple(sorted((*self.deliveries[seat], tile))))
        self.events.append(Event.of("delivered", seat, tile=tile, city=city))
        if not self._can_deliver():
            self.collect()

    def collect(self) -> None:
        """III. Collect every tile in the ship's city, refill it, and end the turn."""
        seat = self.active
        city = self.ships[seat]
        i = self.board.index[city]
        found = self.junk[i]
        self.cargo = _put(self.cargo, seat, tuple(sorted(self.cargo[seat] + found)))
        self.events.append(Event.of("collected", seat, tiles=found, city=city))
        pile = PILES.index(CITIES[city].pile)
        triggered = False
        if self.piles[pile]:
            tile = self.piles[pile][-1]
            self.piles = _put(self.piles, pile, self.piles[pile][:-1])
            self.junk = _put(self.junk, i, (tile,))
            self.events.append(Event.of("refilled", None, tile=tile, city=city))
        else:
            self.junk = _put(self.junk, i, ())
            triggered = self.final_turns is None
            self.events.append(
                Event.of("pile_empty", seat, pile=PILES[pile], city=city, triggers_end=triggered)
            )
        self.end_turn(triggered)

    def end_turn(self, triggered: bool) -> None:
        """Pass to the next seat, counting down the final turns once the end is triggered."""
        players = len(self.ships)
        self.turn += 1
        if triggered:
            self.final_turns = players - 1
        elif self.final_turns is not None:
            self.final_turns -= 1
        if self.final_turns == 0:
            self.phase = _OVER
            self.events.append(Event.of("game_over", None))
        else:
            self.active = (self.active + 1) % players
            self.phase = _LAUNCHING


def narrate(event: Event, seat_names: tuple[str, ...] = SEAT_NAMES) -> str:
    """One past-tense sentence for a Junk Orbit event, for logs.

    >>> launch = dict(tile="E17", value=4, sense="cw", start="KEP", landing="THA")
    >>> narrate(Event.of("launched", 0, **launch))
    'Yellow launched a 4 (E17) clockwise from Kepler to Tharsis.'
    """
    who = seat_names[event.seat] if event.seat is not None else ""
    kind = event.kind
    if kind == "launched":
        sense = _SENSE_WORDS[event["sense"]]
        start, landing = _name(event["start"]), _name(event["landing"])
        value, tile = event["value"], event["tile"]
        return f"{who} launched a {value} ({tile}) {sense} from {start} to {landing}."
    if kind == "remote_delivery":
        tile = TILES[event["tile"]]
        guided = ""
        if tile.destination != event["city"]:
            guided = f" (guided junk, next to {_name(tile.destination or '')})"
        return f"Remote delivery{guided}! {tile.id} scores {tile.value} for {who}."
    if kind == "rested":
        return f"{event['tile']} now rests at {_name(event['city'])}."
    if kind == "hit":
        return f"{who}'s ship was hit at {_name(event['city'])}!"
    if kind == "nothing_to_drop":
        return f"{who} had nothing to drop."
    if kind == "dropped":
        return (
            f"{who} dropped {event['tile']} from their {event['area']} at {_name(event['city'])}."
        )
    if kind == "moved":
        return f"{who} moved the ship from {_name(event['start'])} to {_name(event['landing'])}."
    if kind == "delivered":
        value = TILES[event["tile"]].value
        return f"{who} delivered {event['tile']} at {_name(event['city'])}: {value} points."
    if kind == "collected":
        tiles = event["tiles"]
        if not tiles:
            return f"{who} found no junk to collect at {_name(event['city'])}."
        return f"{who} collected {', '.join(tiles)} at {_name(event['city'])}."
    if kind == "refilled":
        return f"{_name(event['city'])} was refilled with {_tile_words(event['tile'])}."
    if kind == "pile_empty":
        text = (
            f"The {event['pile'].capitalize()} pile is empty: {_name(event['city'])} stays empty."
        )
        if event["triggers_end"]:
            text += " The end is near: every other player takes one final turn."
        return text
    if kind == "salvaged":
        return (
            f"{who}'s salvage claws caught {event['tile']}, dropped by "
            f"{seat_names[event['victim']]}, into the cargo."
        )
    if kind == "drifted":
        return f"{who} had nothing to launch and drifted at {_name(event['city'])}."
    if kind == "game_over":
        return "Game over."
    return f"{kind} {event.to_dict()}"


def new_game(players: int = 3, seed: int = 0, ship_powers: bool = False) -> JunkOrbitState:
    """Set up a table: shuffled piles, seeded cities, ships on Kepler, starting cargo.

    Seat 0 plays first ("the player who most recently took out the trash"). ``ship_powers``
    plays the house variant of :mod:`junkspace.junk_orbit.powers` (not from the rule book).
    """
    if not 2 <= players <= 5:
        raise ValueError(f"Junk Orbit is for 2–5 players, got {players}")
    board = board_for(players)
    rng = Rng.from_seed(seed)
    piles: list[list[str]] = []
    for name in PILES:
        shuffled, rng = rng.shuffled(tiles_in_play(name, players))
        piles.append(list(shuffled))
    junk = []
    for city in board.cities:
        junk.append((piles[PILES.index(CITIES[city].pile)].pop(),))
    ones, twos = STARTERS[:10], STARTERS[10:]
    cargo = []
    for seat in range(players):
        drawn = [pile.pop() for pile in piles]
        cargo.append(tuple(sorted((ones[2 * seat], ones[2 * seat + 1], twos[seat], *drawn))))
    return JunkOrbitState(
        players=players,
        seed=seed,
        rng=rng,
        active=0,
        phase=_LAUNCHING,
        ships=(START_CITY,) * players,
        cargo=tuple(cargo),
        deliveries=((),) * players,
        junk=tuple(junk),
        piles=tuple(tuple(pile) for pile in piles),
        ship_powers=ship_powers,
    )
