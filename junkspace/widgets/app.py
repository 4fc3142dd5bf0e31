"""GameApp: one playable app for every game — board, controls, timeline, log and inspector.

The app holds a :class:`~junkspace.GameRecord` (the timeline) and what the player has picked
so far on the board; everything on screen is redrawn from those two. Seats are people or
bots (any callable ``(state) -> action``); bots play by themselves at the newest position,
at the speed chosen, unless paused.

Everything the widgets do is also a method, so notebooks, tests and lessons can drive it:

>>> app = GameApp("junk_orbit", players=2, seed=1)
>>> app.pick("tile:S01"); app.pick("city:TYC")
>>> app.state.status()
'Yellow to move the ship 1 city counter-clockwise (against the launch).'
>>> app.back(); app.state.status()
'Yellow to launch: pick a cargo tile, a sense and where it lands.'
>>> app.pick("tile:ZZZ"); app.message
'Nothing to pick there now.'
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import ipywidgets as w

from ..bots import BOTS, Bot, MctsBot
from ..core import (
    GAMES,
    Action,
    GameRecord,
    GameState,
    IllegalActionError,
    InvalidActionError,
    Option,
)
from ..core.registry import game_info
from ..render.view import DECIDING, GameView, Viewer, has_view, view_for
from .action_buttons import Fold, action_buttons
from .board import BoardWidget
from .inspector import tree_html
from .links import MAX_RECORD_BYTES, query_values, record_from_token, record_token

__all__ = ["GameApp", "option_field", "option_value"]

#: What a seat is given as: ``None`` or ``"human"`` for a person, a bot name, or a bot.
SeatSpec = str | Bot | None

#: The longest a seat's searching bot thinks about one decision, in seconds: a bot moves in
#: the kernel, and the page waits for it (its iteration budget still applies when shorter).
THINKING_SECONDS = 1.0

#: How many decisions the log shows, the newest last (the timeline reaches the others).
LOG_LENGTH = 5

#: Animation choices: name -> glide time in milliseconds.
SPEEDS = {"off": 0, "fast": 220, "normal": 450, "slow": 900}

_CSS = """
<style>
.junkspace-app { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
.junkspace-app .js-log { font-size: 13px; line-height: 1.45; margin: 0; padding-left: 2.4em; }
.junkspace-app .js-log ul { color: #4b5563; margin: 0 0 2px; padding-left: 1.2em; }
.junkspace-tree { font: 12px ui-monospace, Menlo, Consolas, monospace; padding-left: 1em; }
.junkspace-tree ul { padding-left: 1.4em; margin: 0; }
.junkspace-tree li { list-style: none; }
.junkspace-tree .changed > span.js-key, .junkspace-tree .changed > details > summary,
.junkspace-tree li.changed:not(:has(details)) { background: #fde68a; border-radius: 3px; }
.junkspace-tree .js-str { color: #047857; }
.junkspace-tree .js-num { color: #1d4ed8; }
.junkspace-tree .js-none { color: #6b7280; }
</style>
"""


def _start(
    game: str | GameState | GameRecord,
    players: int | None,
    seed: int | None,
    options: dict[str, Any],
) -> tuple[GameRecord, bool]:
    """The record an app starts from, and whether it can be saved as a record.

    A state that is not the opening of its seeded game cannot be replayed from a record;
    the app still plays on from it, but saving it as a record is refused.
    """
    if isinstance(game, GameRecord):
        return game, True
    if isinstance(game, GameState):
        fresh = GameRecord.start(game.game, game.players, game.seed, **dict(game.options))
        if fresh.state == game:
            return fresh, True
        return GameRecord.of_game([game], []), False
    return GameRecord.start(game, players, seed, **options), True


def option_field(option: Option) -> w.Widget:
    """The form field for a game option: a tick box, a menu, or a number box.

    >>> option_field(Option("fast", False, "Fast game", choices=(False, True))).value
    False
    """
    if option.choices is not None and set(option.choices) == {False, True}:
        return w.Checkbox(value=option.default, description=option.name, indent=False)
    if option.choices is not None:
        return w.Dropdown(
            options=list(option.choices), value=option.default, description=option.name
        )
    text = "" if option.default is None else str(option.default)
    placeholder = "no limit" if option.allow_none else ""
    return w.Text(value=text, description=option.name, placeholder=placeholder)


def option_value(option: Option, field: w.Widget) -> Any:
    """What ``field`` says for ``option``, or a ValueError in words (the game checks ranges).

    >>> option_value(Option("rounds", 30, "turn cap", low=1, allow_none=True), w.Text(""))
    >>> option_value(Option("goal", 20, "points to win", low=5), w.Text("twenty"))
    Traceback (most recent call last):
    ...
    ValueError: goal must be a whole number, not 'twenty'.
    """
    if option.choices is not None:
        return field.value
    text = field.value.strip()
    if not text and option.allow_none:
        return None
    try:
        return int(text)
    except ValueError:
        raise ValueError(f"{option.name} must be a whole number, not {text!r}.") from None


def _seat(spec: SeatSpec, seat: int, game: str) -> tuple[str, Bot | None]:
    """A seat's menu name and its bot (``None`` for a person) in ``game``."""
    if spec is None or spec == "human":
        return "human", None
    if isinstance(spec, str):
        if spec not in BOTS:
            known = ", ".join(["human", *BOTS])
            raise ValueError(f"unknown seat {spec!r}; seats are {known} or a bot function")
        bot_class = BOTS[spec]
        if bot_class is MctsBot:
            return spec, MctsBot.tuned(game, seed=seat, seconds=THINKING_SECONDS)
        return spec, bot_class(seed=seat)
    return "custom", spec


class GameApp:
    """A game to play in a notebook or a Voilà dashboard.

    ``game`` is a game name (started with ``players``, ``seed`` and game options as
    keywords), a state to play on from, or a record to open. ``seats`` lists each seat as
    ``"human"`` (or ``None``), a bot name from :data:`junkspace.bots.BOTS`, or a bot
    function; by default everybody is human.
    """

    def __init__(
        self,
        game: str | GameState | GameRecord = "junk_orbit",
        *,
        players: int | None = None,
        seed: int | None = None,
        seats: Sequence[SeatSpec] | None = None,
        bot_delay: float = 0.8,
        **options: Any,
    ) -> None:
        record, saveable = _start(game, players, seed, options)
        self.selection: tuple[str, ...] = ()
        #: The kind of action whose folded buttons are open (see :mod:`.action_buttons`).
        self._opened: str | None = None
        self.paused = False
        self.bot_delay = bot_delay
        self._bot_timer: asyncio.TimerHandle | None = None
        self._syncing = False
        self._build()
        self._open(record, saveable, seats)

    # -- what is being played ----------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The position shown now (the timeline's cursor)."""
        return self.record.state

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
        cannot run it and shows the board as it stood when the app was displayed.
        """
        bundle = self.widget._repr_mimebundle_(**kwargs)
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        picture = self.state._repr_svg_()
        if isinstance(data, dict) and picture is not None:
            data["image/svg+xml"] = picture
        return bundle

    def _open(self, record: GameRecord, saveable: bool, seats: Sequence[SeatSpec] | None) -> None:
        if not has_view(record.game):
            raise ValueError(f"{GAMES[record.game].title} has no board yet")
        players = record.state.players
        specs: list[SeatSpec] = list(seats) if seats is not None else ["human"] * players
        if len(specs) != players:
            raise ValueError(f"seats lists {len(specs)} seats for {players} players")
        named = [_seat(spec, i, record.game) for i, spec in enumerate(specs)]
        self._seat_specs = specs
        self.seats: list[Bot | None] = [bot for _, bot in named]
        self.record = record
        self._saveable = saveable
        self.selection = ()
        self._build_seats([name for name, _ in named])
        self._sync_new_game_form()
        title = GAMES[record.game].title
        self._title.value = (
            f"<h3 style='margin:4px 0'>{escape(title)} <small>· {record.players} players · "
            f"seed {record.seed}</small></h3>"
        )
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
            self._say(str(err))
            return False
        self.record = record
        self.selection = ()
        self._refresh(animate=True)
        return True

    def pick(self, id: str, version: int | None = None) -> None:
        """Pick the board piece ``id``; ``version`` is the board version it was picked on.

        A pick on an older board, a piece that cannot be picked now or a seat that a bot is
        playing changes nothing and leaves a message saying so.
        """
        if version is not None and version != self.board.version:
            self._say("That click was on an older board: nothing changed, try again.")
            return
        if not self._open_to_people():
            return
        outcome = self.view.pick(self.state, self.selection, id)
        if outcome is None:
            self._say("Nothing to pick there now.")
        elif isinstance(outcome, Action):
            self._play(outcome)
        else:
            self.selection = outcome
            self._refresh_board(animate=True)

    def _open_to_people(self) -> bool:
        """True when a person may decide now; otherwise says why not."""
        state = self.state
        if state.is_over:
            self._say("The game is over: step back in the timeline or start a new game.")
            return False
        seat = state.current_player
        assert seat is not None
        if self._bot_to_move() is not None:
            self._say(
                f"{state.seat_name(seat)} is played by a bot: pause the bots to decide for it."
            )
            return False
        return True

    def _say(self, text: str) -> None:
        self.board.message = text

    # -- bots ------------------------------------------------------------------------------

    def _bot_to_move(self) -> Bot | None:
        """The bot that should move by itself now, if any."""
        state = self.state
        if self.paused or state.current_player is None or self.record.can_redo:
            return None
        return self.seats[state.current_player]

    def run_bots(self, limit: int = 100_000) -> int:
        """Let bots move until a person is to decide (or ``limit`` moves); returns the count."""
        moves = 0
        while moves < limit and self._bot_move():
            moves += 1
        return moves

    def _bot_move(self) -> bool:
        bot = self._bot_to_move()
        if bot is None:
            return False
        name = self.state.seat_name(self.state.current_player or 0)
        try:
            action = bot(self.state)
        except Exception as err:  # a bot is user code: report it, never lose the game
            self.pause()
            self._say(f"{name}'s bot failed ({type(err).__name__}: {err}); bots are paused.")
            return False
        if self._play(action):
            return True
        self.pause()
        self._say(f"{name}'s bot chose {action!r}, which is not allowed: {self.message}")
        return False

    def _schedule_bot(self) -> None:
        if self._bot_timer is not None:
            self._bot_timer.cancel()
            self._bot_timer = None
        if self._bot_to_move() is None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # no event loop (plain Python): call run_bots() instead
        self._bot_timer = loop.call_later(self.bot_delay, self._on_bot_timer)

    def _on_bot_timer(self) -> None:
        self._bot_timer = None
        self._bot_move()

    def set_seat(self, seat: int, spec: SeatSpec) -> None:
        """Make ``seat`` a person (``"human"``) or a bot (a name or a function)."""
        name, self.seats[seat] = _seat(spec, seat, self.record.game)
        self._seat_specs[seat] = spec
        menu = self._seat_menus[seat]
        if name not in menu.options:
            menu.options = [*menu.options, name]
        self._syncing = True
        menu.value = name
        self._syncing = False
        self._refresh_board(animate=False)  # who sees which hand may have changed
        self._schedule_bot()

    def pause(self, paused: bool = True) -> None:
        """Stop (or restart) the bots moving by themselves."""
        self.paused = paused
        self._syncing = True
        self._pause.value = paused
        self._syncing = False
        self._schedule_bot()

    # -- the timeline ----------------------------------------------------------------------

    def goto(self, index: int) -> None:
        """Show the position after ``index`` decisions (0 is the start)."""
        if not 0 <= index <= len(self.record.actions):
            self._say(f"The timeline runs from 0 to {len(self.record.actions)}.")
            return
        forward_one = index == self.record.cursor + 1
        self.record = self.record.goto(index)
        self.selection = ()
        self._refresh(animate=forward_one)

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
            record = GameRecord.start(name, count, seed, **options)
        except ValueError as err:
            self._say(f"Could not start that game: {err}")
            return
        if seats is None:
            kept = self._seat_specs
            seats = [kept[i] if i < len(kept) else "human" for i in range(record.players)]
        self._open(record, True, seats)

    def save(self) -> str:
        """The game record as JSON text (what :meth:`load` and ``GameRecord`` read)."""
        if not self._saveable:
            raise ValueError(
                "this game started from a position, not from a new game, so it has no "
                "replayable record; save the position with state.to_json() instead"
            )
        return self.record.to_json(indent=1)

    def load(self, text: str | bytes) -> bool:
        """Open a saved record; a bad one leaves a message and the game as it was."""
        if len(text) > MAX_RECORD_BYTES:
            self._say("That file is too large to be a junkspace record.")
            return False
        try:
            record = GameRecord.from_json(text)
        except ValueError as err:
            self._say(f"Could not load that record: {err}")
            return False
        if not has_view(record.game):
            self._say(f"Could not load that record: {GAMES[record.game].title} has no board yet.")
            return False
        self._open(record, True, None)
        self._say(f"Loaded a game of {GAMES[record.game].title}.")
        return True

    def link(self) -> str:
        """A relative link (a URL query) that opens this game at this point in a dashboard."""
        return f"?record={record_token(self.record)}"

    @classmethod
    def from_query(cls, game: str = "junk_orbit", query: str | None = None) -> GameApp:
        """An app set up from a URL query, as a Voilà dashboard receives it.

        ``query`` defaults to the page's own (Voilà passes it in ``QUERY_STRING``). It may
        hold ``record`` (a link from :meth:`link`), or ``players``, ``seed`` and ``seats``
        (``seats=human,random``); anything unreadable starts a default game with a message.
        By default the first seat is human and the others are random bots.
        """
        values = query_values(os.environ.get("QUERY_STRING", "") if query is None else query)
        problem = ""
        record: GameRecord | None = None
        if "record" in values:
            try:
                record = record_from_token(values["record"])
            except ValueError as err:
                problem = f"Could not open the linked game: {err}"
            if record is not None and not has_view(record.game):
                problem = f"Could not open the linked game: {record.game} has no board yet."
                record = None
        try:
            players = int(values["players"]) if "players" in values else None
            seed = int(values["seed"]) if "seed" in values else None
            record = record or GameRecord.start(game, players, seed)
        except ValueError as err:
            problem = problem or f"Could not start the game asked for: {err}"
            record = GameRecord.start(game)
        count = record.state.players
        specs: list[SeatSpec] = ["human", *["random"] * (count - 1)]
        if "seats" in values:
            asked = values["seats"].split(",")
            if len(asked) == count and all(s == "human" or s in BOTS for s in asked):
                specs = list(asked)
            else:
                problem = problem or f"Ignored seats={values['seats']}: give {count} seats."
        app = cls(record, seats=specs)
        if problem:
            app._say(problem)
        return app

    # -- widgets ---------------------------------------------------------------------------

    def _build(self) -> None:
        self.board = BoardWidget()
        self.board.on_pick(self.pick)
        self._title = w.HTML()
        self._actions = w.ToggleButtons(
            options=[], index=None, style={"button_width": "auto"}, layout={"flex_flow": "wrap"}
        )
        self._actions.observe(self._on_action_button, "index")
        self._typed = w.Text(
            placeholder="or type an action and press Enter",
            continuous_update=False,
            layout={"width": "22em"},
        )
        self._typed.observe(self._on_typed, "value")

        self._slider = w.IntSlider(
            min=0, max=0, description="Decision", continuous_update=False, layout={"width": "28em"}
        )
        self._slider.observe(self._on_slider, "value")

        def button(label: str, icon: str, tip: str, handler: Callable[[], None]) -> w.Button:
            b = w.Button(description=label, icon=icon, tooltip=tip, layout={"width": "auto"})
            b.on_click(lambda _: handler())
            return b

        self._buttons = {
            "start": button("", "fast-backward", "the first position", lambda: self.goto(0)),
            "back": button("back", "step-backward", "one decision back", self.back),
            "forward": button("forward", "step-forward", "one decision forward", self.forward),
            "end": button(
                "",
                "fast-forward",
                "the newest position",
                lambda: self.goto(len(self.record.actions)),
            ),
            "undo": button("undo", "undo", "back to your previous decision", self.undo),
            "redo": button("redo", "redo", "forward to your next decision", self.redo),
        }
        self._pause = w.ToggleButton(description="pause bots", icon="pause", value=False)
        self._pause.observe(self._on_pause, "value")
        timeline = w.HBox([self._slider, *self._buttons.values(), self._pause])

        self._log = w.HTML()
        self._inspect_as = w.Dropdown(description="Show", layout={"width": "20em"})
        self._inspect_as.observe(self._on_inspect_as, "value")
        self._tree = w.HTML()

        self._seat_box = w.VBox()
        self._seat_menus: list[w.Dropdown] = []
        self._speed = w.FloatSlider(
            value=self.bot_delay, min=0.1, max=3, step=0.1, description="Bot delay (s)"
        )
        self._speed.observe(lambda change: setattr(self, "bot_delay", change["new"]), "value")
        self._glide = w.Dropdown(options=list(SPEEDS), value="normal", description="Animation")
        self._glide.observe(
            lambda change: setattr(self.board, "glide", SPEEDS[change["new"]]), "value"
        )

        games = [(info.title, name) for name, info in GAMES.items() if has_view(name)]
        self._new_game = w.Dropdown(options=games, description="Game")
        self._new_game.observe(lambda _: self._sync_new_game_form(), "value")
        self._new_players = w.Dropdown(description="Players")
        self._new_seed = w.Text(description="Seed", placeholder="random")
        self._new_options = w.VBox()
        self._option_fields: list[w.Widget] = []
        start = w.Button(description="Start a new game", button_style="primary")
        start.on_click(lambda _: self._on_new_game())

        save = w.Button(description="Save the record", icon="download")
        save.on_click(lambda _: self._on_save())
        share = w.Button(description="Link to this game", icon="link")
        share.on_click(lambda _: self._on_share())
        self._upload = w.FileUpload(accept=".json", multiple=False, description="Load a record")
        self._upload.observe(self._on_upload, "value")
        self._files_out = w.HTML()

        self._tabs = w.Tab(
            children=[
                self._log,
                w.VBox([self._inspect_as, self._tree]),
                w.VBox([self._seat_box, self._speed, self._glide]),
                w.VBox(
                    [
                        self._new_game,
                        self._new_players,
                        self._new_seed,
                        self._new_options,
                        start,
                    ]
                ),
                w.VBox([w.HBox([save, share, self._upload]), self._files_out]),
            ],
            titles=["Log", "State", "Players", "New game", "Save & share"],
        )
        self._tabs.observe(lambda _: self._refresh_inspector(), "selected_index")
        self.widget = w.VBox(
            [
                w.HTML(_CSS),
                self._title,
                self.board,
                w.HBox([self._actions]),
                self._typed,
                timeline,
                self._tabs,
            ]
        )
        self.widget.add_class("junkspace-app")

    def _build_seats(self, names: list[str]) -> None:
        menus = []
        for seat, name in enumerate(names):
            choices = ["human", *BOTS] + (["custom"] if name == "custom" else [])
            menu = w.Dropdown(options=choices, value=name, description=self.state.seat_name(seat))
            menu.observe(self._seat_changed(seat), "value")
            menus.append(menu)
        self._seat_menus = menus
        self._seat_box.children = menus

    def _seat_changed(self, seat: int) -> Callable[[dict[str, Any]], None]:
        def changed(change: dict[str, Any]) -> None:
            if not self._syncing and change["new"] != "custom":
                self.set_seat(seat, change["new"])

        return changed

    def _sync_new_game_form(self) -> None:
        name = self._new_game.value or self.record.game
        info = game_info(name)
        counts = list(range(info.min_players, info.max_players + 1))
        self._new_players.options = counts
        self._new_players.value = (
            self.state.players if self.state.players in counts else info.default_players
        )
        self._option_fields = [option_field(option) for option in info.options]
        self._new_options.children = [
            w.HBox([field, w.HTML(f"<small>{escape(option.help)}</small>")])
            for option, field in zip(info.options, self._option_fields, strict=True)
        ]

    # -- widget events -----------------------------------------------------------------------

    def _on_action_button(self, change: dict[str, Any]) -> None:
        if self._syncing or change["new"] is None:
            return
        value = self._actions.value
        if isinstance(value, Fold):
            self._opened = value.kind
            self._refresh_actions()
            return
        self._syncing = True
        self._actions.index = None
        self._syncing = False
        self.play(value)

    def _on_typed(self, change: dict[str, Any]) -> None:
        text = change["new"].strip()
        if self._syncing or not text:
            return
        self._syncing = True
        self._typed.value = ""
        self._syncing = False
        self.play(text)

    def _on_pause(self, change: dict[str, Any]) -> None:
        if not self._syncing:
            self.pause(bool(change["new"]))

    def _on_inspect_as(self, _change: dict[str, Any]) -> None:
        if not self._syncing:
            self._refresh_inspector()

    def _on_slider(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] != self.record.cursor:
            self.goto(change["new"])

    def _on_new_game(self) -> None:
        options: dict[str, Any] = {}
        info = game_info(self._new_game.value)
        for option, field in zip(info.options, self._option_fields, strict=True):
            try:
                options[option.name] = option_value(option, field)
            except ValueError as err:
                self._say(str(err))
                return
        seed_text = self._new_seed.value.strip()
        try:
            seed = int(seed_text) if seed_text else None
        except ValueError:
            self._say("The seed must be a whole number (or empty for a random one).")
            return
        self.new_game(self._new_game.value, self._new_players.value, seed, **options)

    def _on_save(self) -> None:
        try:
            text = self.save()
        except ValueError as err:
            self._files_out.value = f"<p>{escape(str(err))}</p>"
            return
        data = base64.b64encode(text.encode()).decode()
        name = f"{self.record.game}-seed{self.record.seed}-{self.record.cursor}.json"
        self._files_out.value = (
            f'<p><a download="{escape(name)}" href="data:application/json;base64,{data}">'
            f"Download {escape(name)}</a></p>"
        )

    def _on_share(self) -> None:
        if not self._saveable:
            self._files_out.value = "<p>A game started from a position cannot be linked.</p>"
            return
        self._files_out.value = (
            f'<p><a href="{escape(self.link())}" target="_blank">Open this game at this '
            "point</a> — copy the link to share it.</p>"
        )

    def _on_upload(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        content = files[0].get("content", b"")
        self._upload.value = ()  # so that the same file can be loaded again
        self.load(bytes(content))
        self._files_out.value = f"<p>{escape(self.message)}</p>"

    # -- redrawing -------------------------------------------------------------------------

    def _refresh(self, animate: bool) -> None:
        self._opened = None
        self._refresh_board(animate)
        self._refresh_actions()
        self._refresh_timeline()
        self._refresh_log()
        self._refresh_inspector()
        self._schedule_bot()

    @property
    def viewer(self) -> Viewer:
        """Whose hidden things (a hand of cards) the board shows face up.

        The seat deciding, when a person decides (people pass the screen around) or when only
        bots play (everyone watches); while a bot decides, the one person's seat if one
        person plays, else nobody's: a bot's hand is never shown to the people it plays.
        """
        people = [seat for seat, bot in enumerate(self.seats) if bot is None]
        deciding = self.state.current_player
        if deciding is None or not people or self.seats[deciding] is None:
            return DECIDING
        return people[0] if len(people) == 1 else None

    def _refresh_board(self, animate: bool) -> None:
        """Redraw the board; the old message goes, as the player has moved on."""
        scene = self.view.scene(self.state, self.selection, self.viewer)
        self.board.show(scene, animate=animate, message="")

    def _refresh_actions(self) -> None:
        # The notation only: a sentence per button would double what each move sends, and
        # the log tells each decision in words once it is made.
        self._syncing = True
        with self._actions.hold_sync():
            self._actions.index = None
            self._actions.options = action_buttons(self.state.legal_actions(), self._opened)
        self._syncing = False

    def _refresh_timeline(self) -> None:
        record = self.record
        self._syncing = True
        with self._slider.hold_sync():
            self._slider.max = len(record.actions)
            self._slider.value = record.cursor
        self._syncing = False
        for name, enabled in (
            ("start", record.can_undo),
            ("back", record.can_undo),
            ("undo", record.can_undo),
            ("forward", record.can_redo),
            ("end", record.can_redo),
            ("redo", record.can_redo),
        ):
            self._buttons[name].disabled = not enabled

    def _refresh_log(self) -> None:
        record = self.record
        states = record.states()
        first = max(0, record.cursor - LOG_LENGTH)
        items = []
        for i in range(first, record.cursor):
            before, after = states[i], states[i + 1]
            events = "".join(f"<li>{escape(after.narrate(e))}</li>" for e in after.events)
            items.append(f"<li>{escape(before.describe(record.actions[i]))}<ul>{events}</ul></li>")
        if not items:
            self._log.value = "<p>No decisions yet.</p>"
            return
        self._log.value = f'<ol class="js-log" start="{first + 1}">{"".join(items)}</ol>'

    def _refresh_inspector(self) -> None:
        state = self.state
        choices = [("the whole state", -1)] + [
            (f"what {state.seat_name(s)} sees", s) for s in range(state.players)
        ]
        if list(self._inspect_as.options) != choices:
            self._syncing = True
            self._inspect_as.options = choices
            self._inspect_as.value = -1
            self._syncing = False
        if self._tabs.selected_index != 1:
            return  # the tree is drawn only while its tab is open (it is large)
        seat = self._inspect_as.value
        previous = self.record.states()[self.record.cursor - 1] if self.record.cursor else None

        def shown(s: GameState) -> dict[str, Any]:
            if seat is not None and seat >= 0:
                return s.observation(seat)
            data: dict[str, Any] = json.loads(s.to_json())["state"]
            return data

        before = shown(previous) if previous is not None else None
        self._tree.value = tree_html(shown(state), before)
