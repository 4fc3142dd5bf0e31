"""The bots' turns in an app played at one screen: which bot moves now, when, and its move.

A seat is a person or a bot (any callable ``(state) -> action``; :func:`seat_bot` makes the
one a seat menu names). A :class:`BotTurns` lets the bot whose turn it is move by itself at
the newest position, :attr:`~BotTurns.delay` seconds after the last move so that people can
follow, on the running event loop (outside one, :meth:`~BotTurns.run` moves them). Bots wait
while the app is paused, and while the past is shown unless resumed from there; in a room
they never move here, since the room's bots are played by its creator's kernel
(:mod:`junkspace.widgets.room_client`). A bot that fails or chooses a move not allowed
pauses the bots, with a message: a bot is user code, and the game is never lost to it.

>>> from junkspace import GameRecord
>>> class Table:  # what an app shows its bots
...     record = GameRecord.start("junk_orbit", players=2, seed=1)
...     seats = [seat_bot("random", 0, "junk_orbit")[1], None]
...     room, message, language = None, "", None
...     def pause(self, paused=True): turns.paused = paused
>>> table = Table()
>>> def play(action):
...     table.record = table.record.play(action)
...     return True
>>> turns = BotTurns(table, play, print, delay=0.0)
>>> turns.run(), table.record.state.current_player  # Yellow's bot launched and moved
(2, 1)
>>> table.record = table.record.goto(0); turns.to_move(), turns.waiting()  # the past
(None, 0)
>>> table.record = table.record.goto(2)
>>> table.seats[1] = lambda state: 1 / 0
>>> table.record = table.record.play(table.record.state.legal_actions()[0])
>>> turns.run(), turns.paused
Purple's bot failed (ZeroDivisionError: division by zero); bots are paused.
(0, True)
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from ..bots import BOTS, Bot, MctsBot
from ..core import Action, GameRecord
from ..i18n import speaking
from .words import _, seat_name

if TYPE_CHECKING:
    from .room_link import RoomLink

__all__ = ["THINKING_SECONDS", "BotTurns", "SeatSpec", "Table", "seat_bot"]

#: What a seat is given as: ``None`` or ``"human"`` for a person, a bot name, or a bot.
SeatSpec = str | Bot | None

#: The longest a seat's searching bot thinks about one decision, in seconds: a bot moves in
#: the kernel, and the page waits for it (its iteration budget still applies when shorter).
THINKING_SECONDS = 1.0


def seat_bot(spec: SeatSpec, seat: int, game: str) -> tuple[str, Bot | None]:
    """A seat's menu name and its bot (``None`` for a person) in ``game``.

    >>> seat_bot("human", 0, "junk_orbit")
    ('human', None)
    >>> seat_bot("genius", 0, "junk_orbit")
    Traceback (most recent call last):
    ValueError: unknown seat 'genius'; seats are human, random, greedy, mcts or a bot function
    """
    if spec is None or spec == "human":
        return "human", None
    if isinstance(spec, str):
        if spec not in BOTS:
            known = ", ".join(["human", *BOTS])
            raise ValueError(
                _(
                    "unknown seat {spec}; seats are {known} or a bot function",
                    spec=repr(spec),
                    known=known,
                )
            )
        bot_class = BOTS[spec]
        if bot_class is MctsBot:
            return spec, MctsBot.tuned(game, seed=seat, seconds=THINKING_SECONDS)
        return spec, bot_class(seed=seat)
    return "custom", spec


class Table(Protocol):
    """What the bots see of the app: the record shown, each seat's bot (``None`` for a
    person), the room it plays in (``None``: none), its last message, the language it speaks
    (``None``: the session's); and its pause."""

    @property
    def record(self) -> GameRecord: ...

    @property
    def seats(self) -> Sequence[Bot | None]: ...

    @property
    def room(self) -> RoomLink | None: ...

    @property
    def message(self) -> str: ...

    @property
    def language(self) -> str | None: ...

    def pause(self, paused: bool = True) -> None: ...


class BotTurns:
    """When the bots of ``table`` move: ``play(action)`` plays a bot's move (False, with a
    message, if refused), ``say`` leaves a message, ``delay`` is the bots' pace in seconds."""

    def __init__(
        self,
        table: Table,
        play: Callable[[Action], bool],
        say: Callable[[str], None],
        delay: float = 0.8,
    ) -> None:
        self._table, self._play, self._say = table, play, say
        self.delay = delay
        #: True while the bots do not move by themselves.
        self.paused = False
        #: Bots play on from the past too, until the player moves (see ``resume_bots``).
        self.resumed = False
        self._timer: asyncio.TimerHandle | None = None

    def to_move(self) -> Bot | None:
        """The bot that should move by itself now, if any."""
        table = self._table
        state = table.record.state
        in_the_past = table.record.can_redo and not self.resumed
        if self.paused or state.current_player is None or in_the_past or table.room is not None:
            return None  # a room's bots are played by its creator's kernel
        return table.seats[state.current_player]

    def waiting(self) -> int | None:
        """The seat whose bot waits because the past is shown, if any (it would move at the
        newest position, or once resumed)."""
        record, seats = self._table.record, self._table.seats
        seat = record.state.current_player
        if seat is None or seats[seat] is None or self.paused or self.resumed:
            return None
        return seat if record.can_redo else None

    def run(self, limit: int = 100_000) -> int:
        """Let bots move until a person is to decide (or ``limit`` moves); the count."""
        moves = 0
        while moves < limit and self._move():
            moves += 1
        return moves

    def _move(self) -> bool:
        """One move of the bot to move now; False if none moved."""
        bot = self.to_move()
        if bot is None:
            return False
        state = self._table.record.state
        name = seat_name(state, state.current_player or 0)
        try:
            action = bot(state)
        except Exception as err:  # a bot is user code: report it, never lose the game
            self._table.pause()
            self._say(
                _(
                    "{name}'s bot failed ({error}: {problem}); bots are paused.",
                    name=name,
                    error=type(err).__name__,
                    problem=err,
                )
            )
            return False
        if self._play(action):
            return True
        self._table.pause()
        self._say(
            _(
                "{name}'s bot chose {action}, which is not allowed: {problem}",
                name=name,
                action=repr(action),
                problem=self._table.message,
            )
        )
        return False

    def schedule(self) -> None:
        """Let the bot to move now (if any) move after :attr:`delay`, on the running event
        loop; a move scheduled before is called off."""
        self.stop()
        if self.to_move() is None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # no event loop (plain Python): call run() instead
        self._timer = loop.call_later(self.delay, self._on_timer)

    def stop(self) -> None:
        """Call off the move scheduled, if any (the app closes, or a move is scheduled anew)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _on_timer(self) -> None:
        self._timer = None
        with speaking(self._table.language):
            self._move()
