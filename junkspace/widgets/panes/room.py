"""The rooms pane: create a game room, join one by its code, watch one, and the room's seats.

A room is a game played from several browsers (:mod:`junkspace.rooms`). The pane's form is
the New game form (game, table size, seed, options) with a menu per seat (a person or a bot)
and the seat the creator takes; creating gives a short code and the links to join and to
watch. Joining by code claims a free seat; watching shows the game from no seat. In a room,
the pane lists who plays each seat; the creator can free a seat, give it to a bot, or close
the room.

>>> from junkspace import GameRecord
>>> asked = []
>>> pane = RoomsPane(RoomActions(create=lambda *args: asked.append(args), join=print,
...                              watch=print, leave=print, free=print, to_bot=print,
...                              close=print), print)
>>> pane.refresh(GameRecord.start("junk_orbit", players=2, seed=1))
>>> [menu.description for menu in pane.seat_menus], pane.mine.value
(['Yellow', 'Purple'], 0)
>>> pane.seat_menus[1].value = "greedy"
>>> pane.form.start.click(); asked
[('junk_orbit', 2, None, {'ship_powers': False}, ['human', 'greedy'], 0, '')]
>>> pane.code.value = "bcd fgh"; pane.name.value = "Ana"; pane.join.click()
bcd fgh Ana
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as w

from ... import new_game
from ...bots import BOTS
from ...core import GameRecord
from ...core.registry import game_info
from ..words import N_, _, bot_label, seat_name
from .new_game import NewGamePane
from .pane import Pane

__all__ = ["PERSON", "RoomActions", "RoomShown", "RoomsPane", "SeatShown"]

#: A seat menu's choice for a seat people play.
PERSON = N_("human")
#: The "I play" menu's value for a creator who plays no seat (a menu cannot hold None).
NOBODY = -1

#: What the pane says outside a room.
NOT_IN_A_ROOM = N_("Not in a room: create one, or join one by its code.")

#: What the form hands on: game, players, seed, options, each seat ("human" or a bot's
#: name), the seat the creator plays (``None``: none, a teacher watching) and their name.
CreateCallback = Callable[
    [str, int, "int | None", dict[str, Any], list[str], "int | None", str], object
]


@dataclass(frozen=True)
class RoomActions:
    """What the pane asks of the app: create, join by code, watch by code, leave; and for the
    room's creator, free a seat, give a seat to a bot, close the room."""

    create: CreateCallback
    join: Callable[[str, str], object]
    watch: Callable[[str], object]
    leave: Callable[[], None]
    free: Callable[[int], None]
    to_bot: Callable[[int, str], None]
    close: Callable[[], None]


@dataclass(frozen=True)
class SeatShown:
    """A seat as the pane lists it: its name and who plays it, in words."""

    name: str
    who: str
    mine: bool = False


@dataclass(frozen=True)
class RoomShown:
    """The room an app is in, as the pane shows it."""

    code: str
    title: str
    seats: Sequence[SeatShown]
    join_link: str
    watch_link: str
    creator: bool = False
    closed: bool = False

    @property
    def watching(self) -> bool:
        """True when this browser plays no seat."""
        return not any(seat.mine for seat in self.seats)


def _seat_names(game: str, players: int) -> list[str]:
    state = new_game(game, players=players, seed=0)
    return [seat_name(state, seat) for seat in range(players)]


class RoomsPane(Pane):
    """The room the app is in (if any), and the forms to create, join or watch one.

    A mistake in the form goes to ``say``.
    """

    def __init__(self, actions: RoomActions, say: Callable[[str], None]) -> None:
        super().__init__()
        self._actions = actions
        #: The room shown last (``None``: none), so that news changing nothing redraws nothing.
        self._shown: RoomShown | None = None
        self.status = w.HTML(f"<p>{escape(_(NOT_IN_A_ROOM))}</p>")
        self.status.add_class("js-room-status")
        self.seats = w.VBox()
        self.seats.add_class("js-room-seats")
        self.leave = _button(_("Leave the room"), "sign-out", lambda: actions.leave())
        self.close = _button(_("Close the room"), "lock", lambda: actions.close())
        self.here = w.VBox([self.status, self.seats, w.HBox([self.leave, self.close])])
        self.here.add_class("js-room")

        self.form = NewGamePane(self._on_create, say)
        self.form.start.description = _("Create a room")
        self.form.start.icon = "users"
        self.seat_menus: list[w.Dropdown] = []
        self._seat_box = w.VBox()
        self.mine = w.Dropdown(description=_("I play"))
        # After the form's own observer, which makes the table size fit the game.
        self.form.game.observe(lambda _: self._sync_seats(), "value")
        self.form.players.observe(lambda _: self._sync_seats(), "value")
        self.form.widget.children = (
            *self.form.widget.children[:-1],
            self._seat_box,
            self.mine,
            self.form.start,
        )
        #: The form, folded away while the app is in a room (the room's seats come first).
        self.create = w.Accordion(
            [self.form.widget], titles=(_("Create a room"),), selected_index=0
        )
        self.create.add_class("js-room-create")

        self.code = w.Text(
            description=_("Code"), placeholder=_("6 letters"), continuous_update=False
        )
        self.name = w.Text(description=_("Your name"), placeholder=_("for the standings"))
        self.join = _button(
            _("Join"), "sign-in", lambda: actions.join(self.code.value, self.name.value)
        )
        self.watch = _button(_("Watch"), "eye", lambda: actions.watch(self.code.value))
        joining = escape(_("Join a room"))
        heading = w.HTML(f"<h2>{joining}</h2>")
        join = w.VBox([heading, w.HBox([self.code, self.join, self.watch])])
        join.add_class("js-room-join")
        self.widget = w.VBox([self.here, self.name, join, self.create])
        self.widget.add_class("js-rooms")
        self.show(None)

    def refresh(self, record: GameRecord) -> None:
        """The form offers the record's game and table size first."""
        self.form.refresh(record)
        self._sync_seats()

    def show(self, room: RoomShown | None) -> None:
        """Show ``room``, the one the app is in (``None``: none).

        The room is shown again at every round of news; only what changed is redrawn, and
        the form to create a room folds only when the page enters a room or leaves one, so a
        form being filled in stays open.
        """
        if room == self._shown:
            return
        entered = (room and room.code) != (self._shown and self._shown.code)
        self._shown = room
        self.leave.layout.display = None if room is not None else "none"
        self.close.layout.display = "none" if room is None or not room.creator else None
        self.close.disabled = room is not None and room.closed
        if entered:
            self.create.selected_index = 0 if room is None else None
        if room is None:
            self.status.value = f"<p>{escape(_(NOT_IN_A_ROOM))}</p>"
            self.seats.children = ()
            return
        self.status.value = _status_html(room)
        self.seats.children = [self._seat_row(i, seat, room) for i, seat in enumerate(room.seats)]

    def _seat_row(self, seat: int, shown: SeatShown, room: RoomShown) -> w.Widget:
        line = w.HTML(f"<b>{escape(shown.name)}</b>: {escape(shown.who)}")
        if not room.creator or room.closed:
            return line
        free = _button(_("Free"), "unlock", lambda: self._actions.free(seat))
        free.tooltip = _("Let another browser claim this seat with the room's link")
        bot = w.Dropdown(
            options=[(_("give to a bot…"), ""), *((bot_label(name), name) for name in BOTS)],
            layout={"width": "auto"},
        )

        def given(change: dict[str, Any]) -> None:
            if change["new"] in BOTS:
                self._actions.to_bot(seat, change["new"])

        bot.observe(given, "value")
        return w.HBox([line, free, bot], layout={"align_items": "center"})

    def _sync_seats(self) -> None:
        game, players = self.form.game.value, self.form.players.value
        info = game_info(game)
        if not info.min_players <= (players or 0) <= info.max_players:
            return  # the form is between two games: its table size follows
        names = _seat_names(game, players)
        kept = [menu.value for menu in self.seat_menus]
        self.seat_menus = [
            w.Dropdown(
                options=[(_(PERSON), PERSON), *((bot_label(bot), bot) for bot in BOTS)],
                value=kept[i] if i < len(kept) else PERSON,
                description=name,
            )
            for i, name in enumerate(names)
        ]
        self._seat_box.children = self.seat_menus
        mine = self.mine.value
        self.mine.options = [*((name, i) for i, name in enumerate(names)), (_("nobody"), NOBODY)]
        self.mine.value = mine if mine is not None and mine < players else 0

    def _on_create(
        self, game: str, players: int, seed: int | None, options: dict[str, Any]
    ) -> None:
        seats = [menu.value for menu in self.seat_menus]
        mine = None if self.mine.value == NOBODY else self.mine.value
        self._actions.create(game, players, seed, options, seats, mine, self.name.value)


def _status_html(room: RoomShown) -> str:
    """The pane's first lines for a room: its code, who this browser is, the links."""
    code = f'<b class="js-room-code">{escape(room.code)}</b>'
    heading = escape(_("Room {code} · closed") if room.closed else _("Room {code}"))
    join, watch = escape(room.join_link), escape(room.watch_link)
    to_join = escape(_("To join: {link}")).format(
        link=f'<a href="{join}" target="_blank">{join}</a>'
    )
    to_watch = escape(_("To watch (a projector: no hand shown): {link}")).format(
        link=f'<a href="{watch}" target="_blank">{watch}</a>'
    )
    return (
        f"<p>{heading.format(code=code)} · {escape(room.title)}</p>"
        f'<p class="js-room-links">{to_join}<br>{to_watch}</p>'
    )


def _button(label: str, icon: str, handler: Callable[[], object]) -> w.Button:
    button = w.Button(description=label, icon=icon, layout={"width": "auto"})
    button.on_click(lambda _: handler())
    return button
