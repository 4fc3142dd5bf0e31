"""What the person at a screen may see and do: whose hand is face up, whether they are offered
the decision, and what they wait for when they are not.

Every pane that shows something of a seat's own (the actions and their words, the board's
lit pieces, the inspector) is drawn from one :class:`Sight`, so a page is never sent what its
viewer may not see: in a room, a browser sees its own seat (a spectator, nobody's); at one
screen passed around (hot-seat), the person deciding, after a "pass the device" screen when
the last person at it may not see their hand; a bot's choices are never offered to a person.

>>> import junkspace
>>> state = junkspace.new_game("hyperstellar", players=2, seed=1)
>>> hot_seat(state, ["human", "greedy"], bots_move=True, at_screen=None)
Sight(viewer='deciding', offered=True, words='', handover=None)
>>> room(state, seat=1, code="BCDFGH", at_newest=True, played_by="another browser").words
"It is Red's turn, played by another browser: wait for it."
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core import GameState
from ..render.view import DECIDING, Viewer
from .words import N_, _, bot_label, seat_name

__all__ = ["OVER", "Sight", "hot_seat", "private_between", "room"]

#: What a finished game offers: nothing to decide.
OVER = N_("The game is over: step back in the timeline or start a new game.")


@dataclass(frozen=True)
class Sight:
    """What the person at the screen may see and do at the position shown.

    ``viewer`` is whose hidden things are face up (see :data:`~junkspace.render.view.Viewer`);
    ``offered`` whether they may decide now; ``words`` what they wait for when not;
    ``handover`` the seat the screen must be passed to first (hot-seat), if any.
    """

    viewer: Viewer
    offered: bool
    words: str = ""
    handover: int | None = None


def private_between(state: GameState, one: int, other: int) -> bool:
    """True when seats ``one`` and ``other`` do not see the same position (a hand of cards).

    >>> import junkspace
    >>> cards = junkspace.new_game("hyperstellar", players=2, seed=1)
    >>> orbit = junkspace.new_game("junk_orbit", players=2, seed=1)
    >>> private_between(cards, 0, 1), private_between(cards, 1, 1), private_between(orbit, 0, 1)
    (True, False, False)
    """
    if one == other or state.is_over:
        return False
    seen, seen_other = state.observation(one), state.observation(other)
    del seen["seat"], seen_other["seat"]
    return seen != seen_other


def hot_seat(
    state: GameState, seats: Sequence[str], bots_move: bool, at_screen: int | None
) -> Sight:
    """The sight of one screen shared by the people at a table, bots playing the other seats.

    ``seats`` names each seat's player (``"human"`` or a bot); ``bots_move`` says whether a
    bot to decide moves by itself now (not paused, not in the past); ``at_screen`` is the seat
    of the person the screen was last given to (``None``: nobody yet).

    >>> import junkspace
    >>> state = junkspace.new_game("hyperstellar", players=2, seed=1)   # Red decides
    >>> hot_seat(state, ["greedy", "human"], bots_move=True, at_screen=None).viewer
    1
    >>> hot_seat(state, ["greedy", "human"], bots_move=True, at_screen=None).words
    'Red is played by a bot (greedy), deciding now: pause the bots to decide for it.'

    >>> hot_seat(state, ["human", "human"], bots_move=True, at_screen=1).words
    'Pass the device to Red.'
    >>> hot_seat(state, ["greedy", "human"], bots_move=False, at_screen=1).offered
    False
    """
    deciding = state.current_player
    if deciding is None:
        return Sight(DECIDING, False, _(OVER))
    name = seat_name(state, deciding)
    people = [seat for seat, player in enumerate(seats) if player == "human"]
    watcher = at_screen if at_screen in people else (people[0] if len(people) == 1 else None)
    if seats[deciding] != "human" and bots_move:
        words = _(
            "{name} is played by a bot ({bot}), deciding now: pause the bots to decide for it.",
            name=name,
            bot=bot_label(seats[deciding]),
        )
        return Sight(watcher, False, words)
    if seats[deciding] == "human":
        if at_screen is not None and private_between(state, at_screen, deciding):
            return Sight(None, False, _("Pass the device to {name}.", name=name), deciding)
        return Sight(DECIDING, True)
    # A bot's seat in the past or paused: a person may decide for it, if nothing is hidden.
    if watcher is None or not private_between(state, watcher, deciding):
        return Sight(DECIDING, True)
    return Sight(
        watcher,
        False,
        _(
            "{name}'s bot holds cards hidden from {other}: let the bots play on, or make "
            "{name} a person's seat (Players tab).",
            name=name,
            other=seat_name(state, watcher),
        ),
    )


def room(state: GameState, seat: int | None, code: str, at_newest: bool, played_by: str) -> Sight:
    """The sight of a browser in a game room, playing ``seat`` (``None``: watching).

    ``played_by`` names who plays the seat deciding ("the room's bot", "another browser").

    >>> import junkspace
    >>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
    >>> room(state, None, "BCDFGH", True, "another browser").words
    'You are watching room BCDFGH: join it to play a seat.'
    >>> room(state, 0, "BCDFGH", True, "").offered
    True
    """
    deciding = state.current_player
    if seat is None:
        return Sight(
            None, False, _("You are watching room {code}: join it to play a seat.", code=code)
        )
    if deciding is None:
        return Sight(seat, False, _(OVER))
    if not at_newest:
        words = _("In a room, moves are made at the newest position: go forward.")
        return Sight(seat, False, words)
    if deciding != seat:
        who = seat_name(state, deciding)
        words = _(
            "It is {who}'s turn, played by {played_by}: wait for it.", who=who, played_by=played_by
        )
        return Sight(seat, False, words)
    return Sight(seat, True)
