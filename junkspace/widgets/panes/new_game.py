"""The new game pane: a form for the game, the table size, the seed and the game's options.

>>> from junkspace import GameRecord
>>> started = []
>>> pane = NewGamePane(lambda *args: started.append(args), print)
>>> pane.refresh(GameRecord.start("junk_orbit", players=2, seed=1))
>>> pane.seed.value = "42"; pane.start.click(); started
[('junk_orbit', 2, 42, {'ship_powers': False})]
>>> pane.seed.value = "soon"; pane.start.click()
The seed must be a whole number (or empty for a random one).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from ...core import GAMES, GameRecord, Option
from ...core.errors import quoted
from ...core.registry import game_info
from ...i18n import language
from ...render.view import has_view
from ..words import _, game_words, in_its_language
from .pane import Pane

__all__ = ["NewGamePane", "option_field", "option_value"]

#: What the form hands on: game, players, seed (``None``: a random one), options.
StartCallback = Callable[[str, int, int | None, dict[str, Any]], None]


#: A label as wide as its words: an option's name is never cut ("max_revo…").
_WHOLE = {"description_width": "initial"}

#: Stands for "the option's own default" where ``None`` is a value (no limit).
_DEFAULT: Any = object()


def option_field(option: Option, value: Any = _DEFAULT) -> w.Widget:
    """The form field for a game option: a tick box, a menu, or a number box.

    It shows ``value``, by default the option's default.

    >>> option_field(Option("fast", False, "Fast game", choices=(False, True))).value
    False
    >>> option_field(Option("cap", 100, "a cap", allow_none=True), None).value
    ''
    """
    shown = option.default if value is _DEFAULT else value
    if option.choices is not None and set(option.choices) == {False, True}:
        return w.Checkbox(value=shown, description=option.name, indent=False, style=_WHOLE)
    if option.choices is not None:
        return w.Dropdown(
            options=list(option.choices), value=shown, description=option.name, style=_WHOLE
        )
    text = "" if shown is None else str(shown)
    placeholder = _("no limit") if option.allow_none else ""
    return w.Text(value=text, description=option.name, placeholder=placeholder, style=_WHOLE)


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
        raise ValueError(
            _("{name} must be a whole number, not {text}.", name=option.name, text=quoted(text))
        ) from None


@in_its_language
class NewGamePane(Pane):
    """The form; a filled-in one goes to ``start``, a mistake in it to ``say``.

    The form starts with the options a game started by people gets (the game's
    ``people_options``, then its defaults; a ``None`` is an empty field: no limit). It
    speaks the language spoken when it is made (its app's, which makes its panes again when
    its language changes), also when a player picks another game in it.
    """

    def __init__(self, start: StartCallback, say: Callable[[str], None]) -> None:
        super().__init__()
        self._language = language()
        self._start = start
        self._say = say
        self._players_now = 0
        games = [(info.title, name) for name, info in GAMES.items() if has_view(name)]
        self.game = w.Dropdown(options=games, description=_("Game"))
        self.game.observe(lambda _: None if self.quiet else self._sync(), "value")
        self.players = w.Dropdown(description=_("Players"))
        self.seed = w.Text(description=_("Seed"), placeholder=_("random"))
        #: The fields of the game's options, each with its help.
        self.options = w.VBox()
        self._fields: list[w.Widget] = []
        self.start = w.Button(description=_("Start a new game"), button_style="primary")
        self.start.on_click(lambda _: self._on_start())
        self.widget = w.VBox([self.game, self.players, self.seed, self.options, self.start])
        self.widget.add_class("js-new-game")

    def refresh(self, record: GameRecord) -> None:
        """Offer the record's game and table size first."""
        self._players_now = record.players
        with self.quietly():
            self.game.value = record.game
        self._sync()

    def _sync(self) -> None:
        info = game_info(self.game.value)
        counts = list(range(info.min_players, info.max_players + 1))
        self.players.options = counts
        now = self._players_now
        self.players.value = now if now in counts else info.default_players
        ours = info.people_options
        # An option's help is the game's words, from its own catalog (English for a plug-in
        # game without one).
        words = game_words(info.name)
        self._fields = [
            option_field(option, ours.get(option.name, option.default)) for option in info.options
        ]
        self.options.children = [
            w.VBox([field, w.HTML(f"<small>{escape(words.gettext(option.help))}</small>")])
            for option, field in zip(info.options, self._fields, strict=True)
        ]

    def _on_start(self) -> None:
        options: dict[str, Any] = {}
        info = game_info(self.game.value)
        for option, field in zip(info.options, self._fields, strict=True):
            try:
                options[option.name] = option_value(option, field)
            except ValueError as err:
                self._say(str(err))
                return
        seed_text = self.seed.value.strip()
        try:
            seed = int(seed_text) if seed_text else None
        except ValueError:
            self._say(_("The seed must be a whole number (or empty for a random one)."))
            return
        self._start(self.game.value, self.players.value, seed, options)
