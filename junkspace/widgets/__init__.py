"""The widgets: a canvas board and the app around it, for notebooks and Voilà dashboards.

Importing this package loads ipywidgets and anywidget; ``import junkspace`` alone never does.

>>> from junkspace.widgets import GameApp
>>> GameApp("junk_orbit", players=3, seed=42)
<GameApp junk_orbit, 3 players, decision 0 of 0>
"""

from .app import GameApp
from .board import BoardWidget
from .index import dashboard_index, dashboard_intro

__all__ = ["BoardWidget", "GameApp", "dashboard_index", "dashboard_intro"]
