"""The app's panes wired to the app: which of its methods each button and menu calls.

Every pane calls back into the app (:class:`~junkspace.widgets.GameApp`) through the
functions it is given here, and never reaches into the app by itself; reading this one
function tells what every control on screen does.

>>> from junkspace.widgets import GameApp
>>> app = GameApp("junk_orbit", players=2, seed=1)
>>> sorted(vars(panes_for(app)))[:4]
['actions', 'board', 'files', 'how_to_play']
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import Panes
from .actions import ActionsPane
from .board_column import BoardColumn
from .files import FilesPane
from .guide import HowToPlayPane, RulesPane
from .inspector import InspectorPane
from .log import LogPane
from .new_game import NewGamePane
from .room import RoomActions, RoomsPane
from .seats import SeatsPane
from .timeline import LineActions, TimelinePane

if TYPE_CHECKING:
    from ..app import GameApp

__all__ = ["panes_for"]


def panes_for(app: GameApp) -> Panes:
    """New panes whose controls drive ``app`` (its room client is made after them)."""
    return Panes(
        board=BoardColumn(app.pick),
        actions=ActionsPane(app.play, app.take_screen),
        timeline=TimelinePane(
            app.goto,
            app.undo,
            app.redo,
            app.pause,
            LineActions(app.switch_line, app.promote_line, app.drop_line, app.resume_bots),
        ),
        log=LogPane(),
        inspector=InspectorPane(),
        seats=SeatsPane(
            app.set_seat,
            lambda delay: setattr(app, "bot_delay", delay),
            lambda glide: setattr(app.board, "glide", glide),
            app.bot_delay,
        ),
        new_game=NewGamePane(
            lambda game, players, seed, options: app.new_game(game, players, seed, **options),
            app.say,
        ),
        files=FilesPane(app.save, app.link, app.load, lambda: (app.message, app.load_details)),
        how_to_play=HowToPlayPane(),
        rules=RulesPane(),
        rooms=RoomsPane(
            RoomActions(
                create=lambda *form: app.room_client.create(*form),
                join=lambda code, name: app.join_room(code, name=name),
                watch=app.watch_room,
                leave=app.leave_room,
                free=app.free_seat,
                to_bot=app.seat_to_bot,
                close=app.close_room,
            ),
            app.say,
        ),
    )
