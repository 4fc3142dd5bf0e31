"""How each Junk Orbit action changes a position: the turn, written as the rule book's verbs.

:func:`advance` is how the state plays an action: it hands the action to its verb in
``VERBS``, on a :class:`Turn`, the game's :class:`~junkspace.core.draft.Draft`, which reads
the state's fields by name, assigns the ones an action changes, records what happened, and
``build()`` freezes the result into the next state.

>>> from junkspace.junk_orbit import Launch, new_game
>>> state = new_game(players=2, seed=5)
>>> turn = Turn(state)
>>> turn.launch(Launch("S01", "cw", "TYC"))
>>> after = turn.build()
>>> after.phase, [e.kind for e in after.events]
(Moving(value=1, sense='ccw'), ['launched', 'rested'])
>>> advance(state, Launch("S01", "cw", "TYC")) == after
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..core import Action
from ..core.draft import Advance, Draft, turn_entry
from .actions import Collect, Deliver, Drift, Drop, Launch, Move
from .phases import DELIVERING, LAUNCHING, OVER, Dropping, Moving, Phase
from .powers import ARMOURED, CLAWS, delivered_remotely
from .tiles import BOUND_FOR, DESTINATION, TILES
from .topology import CITY_INDEX, PILE_INDEX, PILES, Sense

if TYPE_CHECKING:
    from .state import JunkOrbitState

__all__ = ["VERBS", "Turn", "advance"]


# Small helpers for tuples of tuples, the shape of every per-seat and per-city field. A turn
# runs thousands of times a second in search, so each changes a row in one go: copying the
# rows into a list and assigning one is about twice as quick as slicing around it.


def _put(rows: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """``rows`` with ``rows[index]`` replaced by ``value``."""
    changed = list(rows)
    changed[index] = value
    return tuple(changed)


def _take(rows: tuple[tuple[str, ...], ...], index: int, item: str) -> tuple[tuple[str, ...], ...]:
    """``rows`` with ``item`` taken out of ``rows[index]``."""
    changed = list(rows)
    row = rows[index]
    i = row.index(item)
    changed[index] = row[:i] + row[i + 1 :]
    return tuple(changed)


def _add(rows: tuple[tuple[str, ...], ...], index: int, *items: str) -> tuple[tuple[str, ...], ...]:
    """``rows`` with ``items`` put into ``rows[index]``, which stays sorted."""
    changed = list(rows)
    changed[index] = tuple(sorted(rows[index] + items))
    return tuple(changed)


class Turn(Draft["JunkOrbitState"]):
    """The position while one action is resolved; ``build()`` makes the next state."""

    __slots__ = ()

    # The state's fields the verbs read and assign, declared for the type checker only: the
    # draft holds a copy of every field of the state (see Draft), and builds the next from it.
    active: int
    phase: Phase
    ships: tuple[str, ...]
    cargo: tuple[tuple[str, ...], ...]
    deliveries: tuple[tuple[str, ...], ...]
    junk: tuple[tuple[str, ...], ...]
    piles: tuple[tuple[str, ...], ...]
    turn: int
    final_turns: int | None

    def launch(self, action: Launch) -> None:
        """I. Launch: the tile flies ``value`` cities, is delivered or rests, and hits ships."""
        seat, tile, landing = self.active, action.tile, action.landing
        ships = self.ships
        self.cargo = _take(self.cargo, seat, tile)
        value = TILES[tile].value
        self.note(
            "launched",
            seat,
            tile=tile,
            value=value,
            sense=action.sense,
            start=ships[seat],
            landing=landing,
        )
        powers = self.ship_powers
        if DESTINATION[tile] == landing or (
            powers and delivered_remotely(self.state.board, tile, landing, seat, powers)
        ):
            self.deliveries = _add(self.deliveries, seat, tile)
            self.note("remote_delivery", seat, tile=tile, city=landing)
        else:
            self.junk = _add(self.junk, CITY_INDEX[landing], tile)
            self.note("rested", seat, tile=tile, city=landing)
        sense: Sense = "ccw" if action.sense == "cw" else "cw"  # opposite(), inlined: it is hot
        hit = self._hit(landing) if landing in ships else ()  # most launches hit nobody
        self.phase = Dropping(hit, value, sense) if hit else Moving(value, sense)

    def _hit(self, city: str) -> tuple[int, ...]:
        """The ships in ``city`` that the launch hits, in turn order from the launcher's left,
        each noted; those with something to drop must drop a tile."""
        seat, ships, cargo, deliveries = self.active, self.ships, self.cargo, self.deliveries
        players = len(ships)
        hit = []
        for step in range(1, players):
            other = (seat + step) % players
            if ships[other] == city:
                self.note("hit", other, city=city)
                armoured = self.ship_powers and other == ARMOURED
                if cargo[other] or (deliveries[other] and not armoured):
                    hit.append(other)
                else:
                    self.note("nothing_to_drop", other, city=city)
        return tuple(hit)

    def drop(self, action: Drop) -> None:
        """A hit player gives up one tile, which rests in the city of their ship."""
        tile, phase = action.tile, self.phase
        assert isinstance(phase, Dropping)
        seat, *rest = phase.hit
        if tile in self.cargo[seat]:
            self.cargo = _take(self.cargo, seat, tile)
            area = "cargo"
        else:
            self.deliveries = _take(self.deliveries, seat, tile)
            area = "deliveries"
        city = self.ships[seat]
        self.note("dropped", seat, tile=tile, city=city, area=area)
        if self.state.power(self.active) == CLAWS:
            claws = self.active
            self.cargo = _add(self.cargo, claws, tile)
            self.note("salvaged", claws, tile=tile, city=city, victim=seat)
        else:
            self.junk = _add(self.junk, CITY_INDEX[city], tile)
        self.phase = (
            Dropping(tuple(rest), phase.value, phase.sense)
            if rest
            else Moving(phase.value, phase.sense)
        )

    def move(self, action: Move) -> None:
        """II. Move: the ship lands; deliveries follow when it carries junk for this city."""
        city, seat, phase, ships = action.city, self.active, self.phase, self.ships
        if self.ship_powers:
            steps, sense = self.state.ship_moves()[city]
        else:
            steps, sense = phase.value, phase.sense  # type: ignore[union-attr]
        self.note("moved", seat, start=ships[seat], landing=city, value=steps, sense=sense)
        self.ships = _put(ships, seat, city)
        if BOUND_FOR[city].isdisjoint(self.cargo[seat]):
            self.collect()
        else:
            self.phase = DELIVERING

    def deliver(self, action: Deliver) -> None:
        """A direct delivery; the step ends by itself when nothing more can be delivered."""
        tile, seat = action.tile, self.active
        city = self.ships[seat]
        self.cargo = cargo = _take(self.cargo, seat, tile)
        self.deliveries = _add(self.deliveries, seat, tile)
        self.note("delivered", seat, tile=tile, city=city)
        if BOUND_FOR[city].isdisjoint(cargo[seat]):
            self.collect()

    def drift(self, action: Drift | None = None) -> None:
        """With an empty cargo there is nothing to launch: the ship collects where it is."""
        self.note("drifted", self.active, city=self.ships[self.active])
        self.collect()

    def collect(self, action: Collect | None = None) -> None:
        """III. Collect every tile in the ship's city, refill it, and end the turn.

        Once the end is triggered (a pile ran out), every turn counts down the final turns;
        the game is over when none is left. (The end of the turn is written here, not in a
        verb of its own: every turn passes here, and a call less is quicker.)
        """
        seat, ships = self.active, self.ships
        city = ships[seat]
        i = CITY_INDEX[city]
        junk = self.junk
        found = junk[i]
        self.cargo = _add(self.cargo, seat, *found)
        self.note("collected", seat, tiles=found, city=city)
        pile = PILE_INDEX[city]
        piles = self.piles
        stack = piles[pile]
        final_turns = self.final_turns
        if stack:
            tile = stack[-1]
            self.piles = _put(piles, pile, stack[:-1])
            self.junk = _put(junk, i, (tile,))
            self.note("refilled", None, tile=tile, city=city)
            triggered = False
        else:
            self.junk = _put(junk, i, ())
            triggered = final_turns is None
            self.note("pile_empty", seat, pile=PILES[pile], city=city, triggers_end=triggered)
        players = len(ships)
        self.turn += 1
        if triggered:
            self.final_turns = final_turns = players - 1
        elif final_turns is not None:
            self.final_turns = final_turns = final_turns - 1
        if final_turns == 0:
            self.phase = OVER
            self.note("game_over", None)
        else:
            self.active = (seat + 1) % players
            self.phase = LAUNCHING


#: What each kind of action does: the verb of the turn that resolves it.
VERBS: dict[type[Action], Callable[[Turn, Any], None]] = {
    Launch: Turn.launch,
    Drop: Turn.drop,
    Move: Turn.move,
    Deliver: Turn.deliver,
    Collect: Turn.collect,
    Drift: Turn.drift,
}


#: How the state plays an action: its verb on a fresh Turn (``quiet``: no events recorded).
advance: Advance[JunkOrbitState] = turn_entry(Turn, VERBS)
