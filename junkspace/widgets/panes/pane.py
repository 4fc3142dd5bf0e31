"""What every pane of the app shares: a widget, and a way to set it without hearing itself.

A pane redraws its widgets from the record (``refresh``). Setting a widget's value from
Python fires the same observers as a player's click, so a pane sets them :meth:`quietly`
and its handlers ignore what happens meanwhile:

>>> import ipywidgets as w
>>> pane = Pane()
>>> heard = []
>>> field = w.Text()
>>> field.observe(lambda change: heard.append(change["new"]) if not pane.quiet else None, "value")
>>> with pane.quietly():
...     field.value = "set by the app"
>>> field.value = "typed"
>>> heard
['typed']
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import ipywidgets as w

__all__ = ["LazyPane", "Pane"]


class Pane:
    """A part of the app, shown by :attr:`widget`."""

    widget: w.Widget

    def __init__(self) -> None:
        #: True while the pane sets its own widgets (their observers should do nothing).
        self.quiet = False

    @contextmanager
    def quietly(self) -> Iterator[None]:
        """Set widgets inside this block without their observers acting on it."""
        self.quiet = True
        try:
            yield
        finally:
            self.quiet = False


class LazyPane(Pane):
    """A pane too big to draw while hidden: setting :attr:`shown` calls :meth:`_draw`."""

    def __init__(self) -> None:
        super().__init__()
        self._shown = False

    @property
    def shown(self) -> bool:
        """Whether the pane is on screen; it is drawn when it becomes so."""
        return self._shown

    @shown.setter
    def shown(self, value: bool) -> None:
        self._shown = value
        self._draw()

    def _draw(self) -> None:
        """Draw what the pane shows, if it is :attr:`shown`."""
        raise NotImplementedError
