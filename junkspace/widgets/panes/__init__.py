"""The app's panes: one widget per concern, each redrawn from the record by ``refresh``.

:class:`~junkspace.widgets.GameApp` keeps the record, the seats and the selection; a pane
keeps only its widgets and calls back into the app when the player does something.
"""

from dataclasses import dataclass

from .actions import ActionsPane
from .board_column import BoardColumn
from .files import FilesPane
from .guide import HowToPlayPane, RulesPane
from .inspector import InspectorPane
from .log import LogPane
from .new_game import NewGamePane
from .room import RoomActions, RoomShown, RoomsPane, SeatShown
from .seats import SeatsPane
from .timeline import LineActions, TimelinePane

__all__ = [
    "ActionsPane",
    "BoardColumn",
    "FilesPane",
    "HowToPlayPane",
    "InspectorPane",
    "LineActions",
    "LogPane",
    "NewGamePane",
    "Panes",
    "RoomActions",
    "RoomShown",
    "RoomsPane",
    "RulesPane",
    "SeatShown",
    "SeatsPane",
    "TimelinePane",
]


@dataclass(frozen=True)
class Panes:
    """An app's panes, one per concern."""

    board: BoardColumn
    actions: ActionsPane
    timeline: TimelinePane
    log: LogPane
    inspector: InspectorPane
    seats: SeatsPane
    new_game: NewGamePane
    files: FilesPane
    how_to_play: HowToPlayPane
    rules: RulesPane
    rooms: RoomsPane
