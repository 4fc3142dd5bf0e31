"""GameApp: one playable app for every game — board, controls, timeline, log and inspector.

The app holds a :class:`~junkspace.GameRecord` (the timeline, with its variations), the
seats and what the player has picked so far on the board; its panes
(:mod:`junkspace.widgets.panes`) redraw everything on screen from those. Seats are people or
bots (any callable ``(state) -> action``); bots play by themselves at the newest position,
at the speed chosen, unless paused or resumed from the past. The app owns the objects that
do the rest: its bots' turns (:mod:`.bot_turns`), its game room (:mod:`.room_client`; the
app's methods for rooms are those of its base, :class:`~.room_player.RoomPlayer`); what a
page's link opens is read by :mod:`.opening`.

Everything the widgets do is also a method, so notebooks, tests and lessons can drive it:

>>> app = GameApp("junk_orbit", players=2, seed=1)
>>> app.pick("tile:S01"); app.pick("city:TYC")
>>> app.state.status()
'Yellow to move the ship 1 city counter-clockwise (against the launch).'
>>> app.back(); app.state.status()
'Yellow to launch: pick a cargo tile, a sense and where it lands.'
>>> app.pick("tile:ZZZ"); app.message
'Nothing to pick there now.'

An app speaks its own language (:mod:`.words`), the session's when it is made unless given
one; its menu, or :attr:`GameApp.language`, changes it, every word of the app redrawn:

>>> app.language = "es"; app.tabs.buttons.options[0], app.panes.board.title.value
(('Cómo se juega', 'How to play'), '<h1>Junk Orbit <small>· 2 jugadores · semilla 1</small></h1>')
>>> app.panes.actions.rows[0].title.value
'Amarillo lanza E01 (1→Kepler) en'
>>> app.pick("tile:ZZZ"); app.message
'Ahí no hay nada que elegir ahora.'

The session's language stays as it was (``app.state.status()`` is still English): the
app's words are its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ipywidgets as w

from ..bots import Bot
from ..core import GAMES, Action, GameRecord, GameState, IllegalActionError, InvalidActionError
from ..core.errors import quoted
from ..core.registry import game_info
from ..i18n import LANGUAGES, speaking
from ..i18n import language as session_language
from ..render.view import GameView, Viewer, has_view, view_for
from .board import BoardWidget
from .bot_turns import BotTurns, SeatSpec, seat_bot
from .layout import lay_out
from .links import MAX_RECORD_BYTES, page_query
from .narrowing import actions_under
from .opening import RoomAsked, game_link, new_record, read_query, start, warm_up
from .panes import Panes
from .panes.wiring import panes_for
from .room_client import RoomClient
from .room_link import RoomLink
from .room_player import RoomPlayer
from .saved import LoadProblem, read_saved, save_text
from .sight import Sight, hot_seat
from .sight import room as room_sight
from .words import LANGUAGE_NAMES, _, dashboard_language, in_its_language, ngettext, seat_name

__all__ = ["GameApp", "Panes"]


@in_its_language
class GameApp(RoomPlayer):
    """A game to play in a notebook or a Voilà dashboard.

    ``game`` is a game name (started with ``players``, ``seed`` and game options as
    keywords), a state to play on from, or a record to open. ``seats`` lists each seat as
    ``"human"`` (or ``None``), a bot name from :data:`junkspace.bots.BOTS`, or a bot
    function; by default everybody is human. ``language`` is the one the app speaks ("en",
    "es", "fr"; by default the session's, :func:`junkspace.language`).
    """

    def __init__(
        self,
        game: str | GameState | GameRecord = "junk_orbit",
        *,
        players: int | None = None,
        seed: int | None = None,
        seats: Sequence[SeatSpec] | None = None,
        bot_delay: float = 0.8,
        language: str | None = None,
        **options: Any,
    ) -> None:
        with speaking(language):  # checks it
            self._language = session_language()
        record, saveable = start(game, players, seed, options)
        self.selection: tuple[str, ...] = ()
        self.bots = BotTurns(self, self._play, self.say, bot_delay)
        #: The technical detail of the last file that could not be loaded ("" if none).
        self.load_details = ""
        #: The seat of the person the shared screen was last given to (``None``: nobody yet).
        self._at_screen: int | None = None
        self._build()
        self._open(record, saveable, seats)

    # -- what is being played ----------------------------------------------------------------

    @property
    def language(self) -> str:
        """The language the app speaks ("en", "es" or "fr"); setting it redraws every word
        and writes it in the page's address (``lang=``), so a reload or a shared link
        speaks it too."""
        return self._language

    @language.setter
    def language(self, code: str) -> None:
        with speaking(code):  # checks it
            wanted = session_language()
        if wanted == self._language:
            return
        self._language = self.keeper.language = wanted
        with speaking(wanted):
            self._relabel()

    @property
    def state(self) -> GameState:
        """The position shown now (the timeline's cursor)."""
        return self.record.state

    @property
    def board(self) -> BoardWidget:
        """The board widget."""
        return self.panes.board.board

    @property
    def message(self) -> str:
        """The line shown above the board: why a click did nothing, what went wrong..."""
        return str(self.board.message)

    @property
    def view(self) -> GameView:
        """The board view of the game being played."""
        return view_for(self.record.game)

    def __repr__(self) -> str:
        return (
            f"<GameApp {self.record.game}, {self.state.players} players, "
            f"decision {self.record.cursor} of {len(self.record.actions)}>"
        )

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live app, and a picture of its board for pages without a kernel.

        JupyterLab and Voilà show the widget; a static page (the docs site, GitHub, nbviewer)
        cannot run it and shows the board as it stood when the app was displayed, as the
        app's :attr:`viewer` sees it (in a room: never another seat's hand).
        """
        from ..render.svg import svg

        bundle = self.widget._repr_mimebundle_(**kwargs)
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        picture = svg(self.view.scene(self.state, (), self.viewer))
        if isinstance(data, dict) and picture is not None:
            data["image/svg+xml"] = picture
        return bundle

    def _open(
        self,
        record: GameRecord,
        saveable: bool,
        seats: Sequence[SeatSpec] | None,
        room: RoomLink | None = None,
    ) -> None:
        if not has_view(record.game):
            raise ValueError(_("{game} has no board yet", game=GAMES[record.game].title))
        players = record.state.players
        specs: list[SeatSpec] = list(seats) if seats is not None else ["human"] * players
        if len(specs) != players:
            raise ValueError(
                ngettext(
                    "seats lists {count} seat for {players} players",
                    "seats lists {count} seats for {players} players",
                    len(specs),
                    count=len(specs),
                    players=players,
                )
            )
        named = [seat_bot(spec, i, record.game) for i, spec in enumerate(specs)]
        self._seat_specs = specs
        self.seats: list[Bot | None] = [bot for _, bot in named]
        self.record = record
        self._saveable = saveable
        self.selection = ()
        self._at_screen = None
        self.room_client.follow(room)
        self.panes.seats.refresh(record, [name for name, _ in named])
        self.panes.seats.lock(room is not None)
        self.panes.new_game.refresh(record)
        self.panes.rooms.refresh(record)
        self._refresh(animate=False)

    # -- playing ---------------------------------------------------------------------------

    def play(self, action: Action | str) -> None:
        """Take ``action`` (or its notation) at the cursor; a past cursor branches the game."""
        if not self._open_to_people():
            return
        self._play(action)

    def _play(self, action: Action | str) -> bool:
        try:
            record = self.record.play(action)
        except (IllegalActionError, InvalidActionError) as err:
            self.say(str(err))
            return False
        if self.room is not None and not self.room_client.offer(record):
            return False
        before = self.record, self.selection
        self.record, self.selection = record, ()
        try:
            self._refresh(animate=True)
        except Exception as err:  # all or nothing: the game stays as the board shows it
            self.record, self.selection = before
            self._refresh(animate=False)
            self.say(
                _(
                    "That move could not be shown ({error}: {problem}).",
                    error=type(err).__name__,
                    problem=quoted(err),
                )
            )
            return False
        return True

    def pick(self, id: str, version: int | None = None) -> None:
        """Pick the board piece ``id``; ``version`` is the board version it was picked on.

        A pick on an older board, a piece that cannot be picked now or a seat that a bot is
        playing changes nothing and leaves a message saying so.
        """
        if version is not None and version != self.board.version:
            self.say(_("That click was on an older board: nothing changed, try again."))
            return
        if not self._open_to_people():
            return
        outcome = self.view.pick(self.state, self.selection, id)
        if outcome is None:
            self.say(_("Nothing to pick there now."))
        elif isinstance(outcome, Action):
            self._play(outcome)
        else:
            self.selection = outcome
            sight = self.sight
            self._refresh_board(True, sight)
            self._refresh_actions(sight)  # narrowed to what the picked pieces lead to

    def _open_to_people(self) -> bool:
        """True when the person at this screen may decide now; otherwise says why not."""
        sight = self.sight
        if not sight.offered:
            self.say(sight.words)
        return sight.offered

    @property
    def sight(self) -> Sight:
        """What the person at this screen may see and do now (see :mod:`.sight`)."""
        state = self.state
        link = self.room
        if link is not None:
            played_by = self.room_client.played_by(state.current_player)
            return room_sight(state, link.seat, link.code, not self.record.can_redo, played_by)
        names = [name for name, _ in self._named_seats()]
        return hot_seat(state, names, self.bots.to_move() is not None, self._at_screen)

    def take_screen(self) -> None:
        """The person the screen was to be passed to has it: show their hand and choices."""
        handover = self.sight.handover
        if handover is not None:
            self._at_screen = handover
            self._refresh(animate=False)

    def say(self, text: str) -> None:
        """Show ``text`` to the player under the board, until the next move or pick."""
        self.panes.board.say(text)

    # -- bots ------------------------------------------------------------------------------

    @property
    def paused(self) -> bool:
        """True while the bots do not move by themselves (see :meth:`pause`)."""
        return self.bots.paused

    @property
    def bot_delay(self) -> float:
        """How long, in seconds, a bot waits before it moves, so that people can follow."""
        return self.bots.delay

    @bot_delay.setter
    def bot_delay(self, delay: float) -> None:
        self.bots.delay = delay

    def resume_bots(self) -> None:
        """Let the bots play on from the position shown, even in the past.

        A bot's move from the past starts a variation (or follows the line already there),
        and the line it leaves is kept, as with a person's move.
        """
        self.bots.resumed = True
        self._refresh_timeline()
        self.bots.schedule()

    def run_bots(self, limit: int = 100_000) -> int:
        """Let bots move until a person is to decide (or ``limit`` moves); returns the count."""
        return self.bots.run(limit)

    def set_seat(self, seat: int, spec: SeatSpec) -> None:
        """Make ``seat`` a person (``"human"``) or a bot (a name or a function)."""
        if self.room is not None:
            self.say(_("In a room, its creator decides who plays each seat (Rooms tab)."))
            return
        name, self.seats[seat] = seat_bot(spec, seat, self.record.game)
        self._seat_specs[seat] = spec
        self.panes.seats.show(seat, name)
        self._refresh(animate=False)  # who sees which hand and who decides may have changed

    def pause(self, paused: bool = True) -> None:
        """Stop (or restart) the bots moving by themselves."""
        self.bots.paused = paused
        self._refresh_timeline()
        self.bots.schedule()

    # -- the timeline ----------------------------------------------------------------------

    def goto(self, index: int) -> None:
        """Show the position after ``index`` decisions (0 is the start)."""
        if not 0 <= index <= len(self.record.actions):
            self.say(_("The timeline runs from 0 to {last}.", last=len(self.record.actions)))
            return
        forward_one = index == self.record.cursor + 1
        self.record = self.record.goto(index)
        self._show_moved(animate=forward_one)

    def _show_moved(self, animate: bool) -> None:
        """Show the record after the player moved through it: bots wait again in the past."""
        self.bots.resumed = False
        self.selection = ()
        self._refresh(animate)

    # -- the lines ------------------------------------------------------------------------

    def switch_line(self, line: int) -> None:
        """Show ``record.lines[line]`` at its end, its latest decision."""
        self.record = self.record.switch(line, len(self.record.lines[line]))
        self._show_moved(animate=False)

    def promote_line(self) -> None:
        """Make the line shown the main line (the others keep their order after it)."""
        self.record = self.record.promote()
        self._refresh_timeline()

    def drop_line(self) -> None:
        """Forget the variation shown (the main line cannot be dropped)."""
        if self.record.line == 0:
            self.say(_("The main line cannot be dropped: make another line the main line first."))
            return
        self.record = self.record.drop(self.record.line)
        self._show_moved(animate=False)

    def back(self) -> None:
        """One decision back."""
        self.goto(max(0, self.record.cursor - 1))

    def forward(self) -> None:
        """One decision forward (along the actions after the cursor)."""
        self.goto(min(len(self.record.actions), self.record.cursor + 1))

    def _human_to_move(self, index: int) -> bool:
        seat = self.record.states()[index].current_player
        return seat is not None and self.seats[seat] is None

    def undo(self) -> None:
        """Back to the last position where a person decided (one step if nobody is human)."""
        if not self.record.can_undo:
            return
        cursor = self.record.cursor
        if any(seat is None for seat in self.seats):
            earlier = (i for i in range(cursor - 1, -1, -1) if self._human_to_move(i))
            self.goto(next(earlier, 0))
        else:
            self.goto(cursor - 1)

    def redo(self) -> None:
        """Forward to the next position where a person decides (or the newest one)."""
        if not self.record.can_redo:
            return
        last = len(self.record.actions)
        later = (i for i in range(self.record.cursor + 1, last) if self._human_to_move(i))
        self.goto(next(later, last))

    # -- new, save, load, share ------------------------------------------------------------

    def new_game(
        self,
        game: str | None = None,
        players: int | None = None,
        seed: int | None = None,
        seats: Sequence[SeatSpec] | None = None,
        **options: Any,
    ) -> None:
        """Start a new game (the same game and table size unless told otherwise)."""
        name = game or self.record.game
        count = players or (self.state.players if name == self.record.game else None)
        try:
            record = new_record(name, count, seed, options)
        except ValueError as err:
            self.say(_("Could not start that game: {problem}", problem=err))
            return
        self._open(record, True, self._seats_for(record.players) if seats is None else seats)

    def _seats_for(self, players: int) -> list[SeatSpec]:
        """The seats kept for a table of ``players``: new seats get the bot the others have
        (the last seat's that is not a person), or a person when nobody plays a bot."""
        kept = self._seat_specs
        bots = [spec for spec in kept if seat_bot(spec, 0, self.record.game)[1] is not None]
        extra: SeatSpec = bots[-1] if bots else "human"
        return [kept[i] if i < len(kept) else extra for i in range(players)]

    def save(self) -> str:
        """The save file: the game record and the seats, as JSON text (what :meth:`load`
        reads; a bot given as a function is saved as a person)."""
        self._refuse_in_room()
        if not self._saveable:
            raise ValueError(
                _(
                    "this game started from a position, not from a new game, so it has no "
                    "replayable record; save the position with state.to_json() instead"
                )
            )
        return save_text(self.record, [name for name, _ in self._named_seats()])

    def _named_seats(self) -> list[tuple[str, Bot | None]]:
        return [seat_bot(spec, i, self.record.game) for i, spec in enumerate(self._seat_specs)]

    def load(self, text: str | bytes) -> bool:
        """Open a save file (seats included) or a plain record (the seats stay as they are).

        A bad file leaves a message in words and the game as it was; the technical detail
        is in :attr:`load_details`.
        """
        self.load_details = ""
        if len(text) > MAX_RECORD_BYTES:
            self.say(_("Could not load that file: it is too large to be a junkspace game record."))
            return False
        try:
            saved = read_saved(text)
        except LoadProblem as err:
            self.load_details = err.details
            self.say(_("Could not load that file: {problem}.", problem=err.words))
            return False
        record = saved.record
        if not has_view(record.game):
            title = GAMES[record.game].title
            self.say(_("Could not load that file: {game} has no board yet.", game=title))
            return False
        seats = self._seats_for(record.players) if saved.seats is None else saved.seats
        self._open(record, True, seats)
        title = GAMES[record.game].title
        if saved.seats is not None:
            self.say(_("Loaded a game of {game} with its seats.", game=title))
        else:
            self.say(_("Loaded a game of {game} (a plain record: seats kept).", game=title))
        return True

    def link(self) -> str:
        """A relative link (a URL query) that opens this game at this point in a dashboard,
        with its seats (a bot given as a function comes back as a person)."""
        self._refuse_in_room()
        if not self._saveable:
            raise ValueError(_("A game started from a position cannot be linked."))
        return game_link(self.record, [name for name, _ in self._named_seats()])

    @classmethod
    def from_query(cls, game: str = "junk_orbit", query: str | None = None) -> GameApp:
        """An app set up from a URL query, as a Voilà dashboard receives it.

        ``query`` defaults to the page's own (:func:`~junkspace.widgets.links.page_query`, which
        also waits for it in a kernel Voilà preheated before the page was asked for). It may
        hold ``record`` (a link from :meth:`link`), or ``players``, ``seed`` and ``seats``
        (``seats=human,random``); anything unreadable starts a default game with a message.
        By default the first seat is human and the others are random bots.

        ``room=CODE`` opens a game room (:meth:`join_room`): the page shows the room's game
        from no seat until the browser says which secrets it keeps for the room
        (:class:`~junkspace.widgets.seat_keeper.SeatKeeper`), then takes its seat back or
        claims a free one; with ``watch=1`` it stays a spectator.

        The app speaks the language :func:`~.words.dashboard_language` finds for the page
        (``lang=es``, else the browser's).
        """
        if query is None:
            warm_up(game)
            query = page_query()
        language = dashboard_language(query)
        with speaking(language):
            asked = read_query(game, query)
        if isinstance(asked, RoomAsked):
            seats = ["human"] * game_info(game).default_players
            app = cls(game, seats=seats, language=language)
            app.room_client.arrive(asked.code, asked.watch)
            return app
        app = cls(asked.record, seats=asked.seats, language=language)
        if asked.problem:
            app.say(asked.problem)
        return app

    # -- widgets ---------------------------------------------------------------------------

    def close(self) -> None:
        """Close the app's widgets, call off a bot's move to come and stop following its room."""
        self.bots.stop()
        self.room_client.stop()
        self.widget.close()

    def _build(self) -> None:
        self.panes = panes_for(self)
        self.room_client = RoomClient(
            self.panes.rooms,
            record=lambda: self.record,
            enter=self._enter_room,
            take=self._take,
            redraw=lambda: self._refresh(animate=False),
            say=self.say,
            pace=lambda: self.bot_delay,
            language=lambda: self._language,
        )
        #: The language menu.
        self.languages = w.Dropdown(
            options=[(LANGUAGE_NAMES[code], code) for code in LANGUAGES],
            value=self._language,
            description="🌐",
            layout={"width": "auto"},
        )
        self.languages.add_class("js-languages")
        self.languages.observe(lambda change: setattr(self, "language", change["new"]), "value")
        self.widget, self.tabs = lay_out(self.panes, self.keeper, self.languages)
        self.tabs.stack.observe(self._on_tab, "selected_index")

    def _relabel(self) -> None:
        """Make the panes again in the language spoken now, showing what the old ones did:
        the same widget on screen, its contents new."""
        old, tab = self.panes, self.tabs.title
        self.panes = panes_for(self)
        # The board on screen stays (its page has painted it; it has no words of its own).
        column = self.panes.board
        column.board.close()
        column.board = column.widget = old.board.board
        self.room_client.draw_on(self.panes.rooms)
        self.languages.value = self._language
        laid_out, self.tabs = lay_out(self.panes, self.keeper, self.languages)
        self.widget.children = laid_out.children
        self.tabs.stack.observe(self._on_tab, "selected_index")
        self.tabs.show(tab)
        self.panes.seats.delay.value = old.seats.delay.value
        self.panes.seats.glide.value = old.seats.glide.value
        self.panes.seats.refresh(self.record, [name for name, _bot in self._named_seats()])
        self.panes.seats.lock(self.room is not None)
        self.panes.new_game.refresh(self.record)
        self.panes.rooms.refresh(self.record)
        self.panes.board.told = old.board.told
        self._on_tab({})
        self._refresh(animate=False)

    def _on_tab(self, _change: dict[str, Any]) -> None:
        self.panes.inspector.shown = self.tabs.title == "State"
        self.panes.rules.shown = self.tabs.title == "Rules"
        self.panes.log.shown = self.tabs.title == "Log"

    # -- redrawing -------------------------------------------------------------------------

    def _refresh(self, animate: bool) -> None:
        panes = self.panes
        sight = self.sight
        deciding = self.state.current_player
        if sight.offered and deciding is not None and self.seats[deciding] is None:
            self._at_screen = deciding
        self._refresh_board(animate, sight)
        self._refresh_actions(sight)
        self._refresh_timeline()
        panes.log.refresh(self.record, self._you())
        # the whole state, marked, at a screen of one's own; in a room only after the end
        panes.inspector.show_to(self.record, sight.viewer, whole=self.room is None)
        panes.files.refresh(self.record)
        panes.how_to_play.refresh(self.record)
        panes.rules.refresh(self.record)
        self.bots.schedule()

    @property
    def viewer(self) -> Viewer:
        """Whose hidden things (a hand of cards) the board shows face up (:attr:`sight`).

        In a room, the browser's own seat (a spectator: nobody's). At one screen, the seat
        deciding when a person decides, once the screen was passed to them; while a bot
        decides, the seat of the person at the screen, if any: a bot's hand is never shown to
        the people it plays, nor one person's hand to the next.
        """
        return self.sight.viewer

    def _you(self) -> int | None:
        """The seat of the person at this screen, if there is one: a room's own seat, or at
        one screen the only seat a person plays (the log says "you" on its turns)."""
        if self.room is not None:
            return self.room.seat
        people = [seat for seat, bot in enumerate(self.seats) if bot is None]
        return people[0] if len(people) == 1 else None

    def _refresh_actions(self, sight: Sight) -> None:
        """The actions offered to the person at the screen (narrowed to the pieces picked),
        or what they wait for: never another seat's choices, which may spell its hand."""
        if not sight.offered:
            self.panes.actions.wait(sight.words, sight.handover is not None)
            return
        under = actions_under(self.view, self.state, self.selection)
        self.panes.actions.refresh(self.record, under)

    def _refresh_timeline(self) -> None:
        """The timeline, with the seat whose bot waits while the past is shown, if any."""
        seat = self.bots.waiting()
        bot_waits = None if seat is None else seat_name(self.state, seat)
        self.panes.timeline.refresh(self.record, self.paused, self.room is not None, bot_waits)

    def _refresh_board(self, animate: bool, sight: Sight | None = None) -> None:
        """Redraw the board; the old message goes, as the player has moved on."""
        sight = sight or self.sight
        caption = None if self.room is None else _("room {code}", code=self.room.code)
        waiting = None if sight.offered else sight.words
        self.panes.board.refresh(
            self.record, self.selection, sight.viewer, animate, caption, waiting
        )
