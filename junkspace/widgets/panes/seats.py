"""The players pane: who plays each seat (a person or a bot), the bots' pace, the animation.

>>> from junkspace import GameRecord
>>> chosen = []
>>> pane = SeatsPane(lambda seat, name: chosen.append((seat, name)), print, print)
>>> pane.refresh(GameRecord.start("junk_orbit", players=2, seed=1), ["human", "random"])
>>> [menu.value for menu in pane.menus]
['human', 'random']
>>> pane.menus[0].value = "greedy"; chosen
[(0, 'greedy')]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w

from ...bots import BOTS
from ...core import GameRecord
from ..words import N_, _, bot_label, seat_name
from .pane import Pane

__all__ = ["SPEEDS", "SeatsPane"]

#: Animation choices: name -> glide time in milliseconds.
SPEEDS = {"off": 0, "fast": 220, "normal": 450, "slow": 900}
#: Each animation choice in words (the menu's values stay the names above).
_SPEED_WORDS = {"off": N_("off"), "fast": N_("fast"), "normal": N_("normal"), "slow": N_("slow")}
#: A seat menu's choice for a person, in words.
HUMAN = N_("human")


class SeatsPane(Pane):
    """A menu per seat; a player's choice goes to ``set_seat(seat, name)``.

    ``set_delay(seconds)`` hears the bots' pace and ``set_glide(milliseconds)`` the animation.
    """

    def __init__(
        self,
        set_seat: Callable[[int, str], None],
        set_delay: Callable[[float], None],
        set_glide: Callable[[int], None],
        delay: float = 0.8,
    ) -> None:
        super().__init__()
        self._set_seat = set_seat
        self.menus: list[w.Dropdown] = []
        self._menu_box = w.VBox()
        self._menu_box.add_class("js-seats")
        # "initial": the description keeps its own width, not ipywidgets' fixed one that cuts it.
        self.delay = w.FloatSlider(
            value=delay,
            min=0.1,
            max=3,
            step=0.1,
            description=_("Bot delay (s)"),
            style={"description_width": "initial"},
        )
        self.delay.observe(lambda change: set_delay(change["new"]), "value")
        speeds = [(_(_SPEED_WORDS[name]), name) for name in SPEEDS]
        self.glide = w.Dropdown(options=speeds, value="normal", description=_("Animation"))
        self.glide.observe(lambda change: set_glide(SPEEDS[change["new"]]), "value")
        self.widget = w.VBox([self._menu_box, self.delay, self.glide])

    def refresh(self, record: GameRecord, names: Sequence[str]) -> None:
        """A menu per seat of the record's game, showing ``names`` (``"human"`` or a bot's)."""
        state = record.state
        self.menus = []
        for seat, name in enumerate(names):
            named = [*BOTS, "custom"] if name == "custom" else list(BOTS)
            choices = [(_(HUMAN), "human"), *((bot_label(bot), bot) for bot in named)]
            menu = w.Dropdown(options=choices, value=name, description=seat_name(state, seat))
            menu.observe(self._changed(seat), "value")
            self.menus.append(menu)
        self._menu_box.children = self.menus

    def lock(self, locked: bool) -> None:
        """Make the seat menus read-only (in a room, its creator decides who plays)."""
        for menu in self.menus:
            menu.disabled = locked

    def show(self, seat: int, name: str) -> None:
        """Show ``name`` in ``seat``'s menu (adding it when it is a custom bot)."""
        menu = self.menus[seat]
        if name not in [value for _label, value in menu.options]:
            menu.options = [*menu.options, (name, name)]
        with self.quietly():
            menu.value = name

    def _changed(self, seat: int) -> Callable[[dict[str, Any]], None]:
        def changed(change: dict[str, Any]) -> None:
            if not self.quiet and change["new"] != "custom":
                self._set_seat(seat, change["new"])

        return changed
