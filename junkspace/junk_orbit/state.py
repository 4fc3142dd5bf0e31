"""The state of a Junk Orbit game: its fields, the facts derived from them, its legal actions.

A position records where every tile is (each city, each pile, each cargo and deliveries
area), where each ship is, whose turn it is and which step of the turn is being decided
(:mod:`~junkspace.junk_orbit.phases`). How an action changes it is
:mod:`~junkspace.junk_orbit.turn`; why one is refused, :mod:`~junkspace.junk_orbit.refusals`;
the words, :mod:`~junkspace.junk_orbit.narration`; the JSON, :mod:`~junkspace.junk_orbit.codec`.

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
from functools import cache, partial
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Literal

from msgspec import Meta

from ..core import Action, Event, IllegalActionError, Rng
from ..core.errors import check_players
from ..core.state import StructState, replace
from ..core.tables import OnFirstUse
from .actions import Collect, Deliver, Drift, Drop, Launch, Move, parse
from .narration import describe, ending, narrate, status
from .phases import (
    LAUNCHING,
    Delivering,
    Dropping,
    Launching,
    Moving,
    Over,
    Phase,
    Seat,
)
from .powers import AFTERBURNER, ARMOURED, LIGHT, RETRO, ship_routes
from .refusals import refusal
from .rules import SEAT_NAMES
from .tiles import BOUND_FOR, STARTERS, TILES, tiles_in_play
from .topology import CITIES, PILE_INDEX, PILES, SENSES, Board, Sense, board_for
from .turn import advance

__all__ = [
    "Delivering",
    "Dropping",
    "JunkOrbitState",
    "Launching",
    "Moving",
    "Over",
    "Phase",
    "new_game",
]

#: Where every ship starts.
START_CITY = "KEP"

#: A table of 2 to 5.
Players = Annotated[int, Meta(ge=2, le=5)]
#: The names a saved state may use (each table's own cities are checked by the codec).
if TYPE_CHECKING:
    City = str
else:
    City = Literal[tuple(CITIES)]
Tiles = tuple[str, ...]

_COLLECT = Collect()
_DRIFT = Drift()

# Actions are small immutable values, so each distinct one is built once and shared.
_DROPS = {tile: Drop(tile) for tile in TILES}
_DELIVERS = {tile: Deliver(tile) for tile in TILES}
_MOVES = {city: Move(city) for city in CITIES}


def _launches(board: Board, city: str) -> dict[str, tuple[Launch, ...]]:
    """Every launch from ``city``, by tile."""
    return {
        tile: tuple(
            Launch(tile, sense, landing)
            for sense in SENSES
            for landing in board.landings(city, sense, TILES[tile].value)
        )
        for tile in TILES
    }


def _moves(board: Board, city: str) -> dict[str, dict[int, tuple[Move, ...]]]:
    """The moves from ``city`` of a ship without powers, by sense, then by steps."""
    values = sorted({tile.value for tile in TILES.values()})
    return {
        sense: {
            value: tuple(_MOVES[stop] for stop in board.landings(city, sense, value))
            for value in values
        }
        for sense in SENSES
    }


_BOARDS = {players: board_for(players) for players in range(2, 6)}

# By table size, the launches and ship moves from each city, built on first use: they are
# the same in every position, so the rules look them up instead of building them again.
_LAUNCHES_FROM = {
    players: OnFirstUse(partial(_launches, board)) for players, board in _BOARDS.items()
}
_MOVES_FROM = {players: OnFirstUse(partial(_moves, board)) for players, board in _BOARDS.items()}


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


class JunkOrbitState(StructState, frozen=True):
    """One position of Junk Orbit (the basic game, Day side).

    Tile collections that are sets in the game (cargo, deliveries, the junk in a city) are
    kept sorted, so equal positions are equal values. A pile is a stack: its *last* tile is
    the next one drawn. ``junk`` follows ``board.cities`` order. ``ship_powers`` turns on the
    house variant of :mod:`junkspace.junk_orbit.powers` (not from the rule book).
    """

    game: ClassVar[str] = "junk_orbit"
    seat_names: ClassVar[tuple[str, ...]] = SEAT_NAMES

    players: Players
    seed: int
    rng: Rng
    active: Seat
    phase: Phase
    ships: tuple[City, ...]
    cargo: tuple[Tiles, ...]
    deliveries: tuple[Tiles, ...]
    junk: tuple[Tiles, ...]
    piles: tuple[Tiles, ...]
    turn: Annotated[int, Meta(ge=0)] = 0
    final_turns: Seat | None = None
    ship_powers: bool = False

    # -- derived facts ----------------------------------------------------------------------

    @property
    def board(self) -> Board:
        """The location boards in play at this table size."""
        return _BOARDS[self.players]

    @property
    def current_player(self) -> int | None:
        phase = self.phase
        if phase.__class__ is Dropping:
            return phase.hit[0]
        return None if phase.__class__ is Over else self.active

    @property
    def is_over(self) -> bool:
        # The same as ``current_player is None`` (the contract's), one property call fewer:
        # random play and search ask it at every decision.
        return self.phase.__class__ is Over

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
            stops = self.board.landings(city, phase.sense, phase.value)
            return {stop: (phase.value, phase.sense) for stop in stops}
        return ship_routes(self.board, city, phase.value, phase.sense, power)

    def move_power(self) -> int | None:
        """The power that widens the move being decided (a light launch only), if any."""
        phase = self.phase
        assert isinstance(phase, Moving)
        power = self.power(self.active)
        return power if power in (AFTERBURNER, RETRO) and phase.value <= LIGHT else None

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
        bound = BOUND_FOR[self.ships[self.active]]
        return tuple([t for t in self.cargo[self.active] if t in bound])

    # -- the rules --------------------------------------------------------------------------

    def _generate(self) -> tuple[Action, ...]:
        phase = self.phase
        kind = phase.__class__
        if kind is Launching:
            active = self.active
            cargo = self.cargo[active]
            if not cargo:
                return (_DRIFT,)
            launches = _LAUNCHES_FROM[self.players][self.ships[active]]
            # Extending one list with each tile's launches is the quickest way to join them
            # (measured: a third of the time of ``tuple(itertools.chain(...))``).
            found: list[Action] = []
            for tile in cargo:
                found += launches[tile]
            return tuple(found)
        if kind is Moving:
            if not self.ship_powers:
                moves = _MOVES_FROM[self.players][self.ships[self.active]]
                return moves[phase.sense][phase.value]  # type: ignore[union-attr]
            return tuple(_MOVES[c] for c in self.ship_moves())
        if kind is Dropping:
            return tuple(map(_DROPS.__getitem__, self.droppable(phase.hit[0])))  # type: ignore[union-attr]
        if kind is Delivering:
            return (*map(_DELIVERS.__getitem__, self.deliverable()), _COLLECT)
        return ()

    def _check(self, action: Action) -> None:
        legal = self._legal
        if legal is not None and action in legal:  # known legal: nothing to explain
            return
        problem = refusal(self, action)
        if problem is not None:
            raise IllegalActionError(problem)

    # The turn's entry, called straight from ``apply`` (no frame in between).
    _next = advance  # type: ignore[assignment]  # a plain function: bound as a method

    def _next_quiet(self, action: Action) -> JunkOrbitState:
        return advance(self, action, quiet=True)

    def parse_action(self, text: str) -> Action:
        return parse(text)

    def action_space(self) -> tuple[Action, ...]:
        return _action_space(self.board)

    # -- words (narration.py) ---------------------------------------------------------------

    def status(self) -> str:
        return status(self)

    def ending(self) -> str:
        return ending(self)

    def describe(self, action: Action) -> str:
        return describe(self, action)

    def narrate(self, event: Event) -> str:
        return narrate(event, self.seat_names)

    def __str__(self) -> str:
        from .text import board_text

        return board_text(self)

    # -- saving and seeing (codec.py) -------------------------------------------------------

    def _to_dict(self) -> dict[str, Any]:
        from .codec import state_to_dict

        return state_to_dict(self)

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
        return replace(self, rng=rng, piles=tuple(piles))


def new_game(players: int = 3, seed: int = 0, ship_powers: bool = False) -> JunkOrbitState:
    """Set up a table: shuffled piles, seeded cities, ships on Kepler, starting cargo.

    Seat 0 plays first ("the player who most recently took out the trash"). ``ship_powers``
    plays the house variant of :mod:`junkspace.junk_orbit.powers` (not from the rule book).
    """
    check_players("Junk Orbit", players, 2, 5)
    board = board_for(players)
    rng = Rng.from_seed(seed)
    piles: list[list[str]] = []
    for name in PILES:
        shuffled, rng = rng.shuffled(tiles_in_play(name, players))
        piles.append(list(shuffled))
    junk = tuple((piles[PILE_INDEX[city]].pop(),) for city in board.cities)
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
        phase=LAUNCHING,
        ships=(START_CITY,) * players,
        cargo=tuple(cargo),
        deliveries=((),) * players,
        junk=junk,
        piles=tuple(tuple(pile) for pile in piles),
        ship_powers=ship_powers,
    )
