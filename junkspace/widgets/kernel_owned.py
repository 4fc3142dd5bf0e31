"""Widgets whose state only the kernel sets: what a browser sends back as state is refused.

A page's browser can send any trait update it likes (a forged message, a second browser, a
console). The board, the seat keeper and the file picker talk to the kernel only through
messages they check one by one, so a state update that arrives is forged: it is refused, and
the browser is sent the true values back.

>>> import traitlets
>>> class Sign(KernelOwned):
...     text = traitlets.Unicode("kernel's").tag(sync=True)
>>> sign = Sign()
>>> sign.set_state({"text": "forged"})
>>> sign.text
"kernel's"
"""

from __future__ import annotations

from typing import Any

import anywidget

__all__ = ["KernelOwned"]


class KernelOwned(anywidget.AnyWidget):
    """An anywidget that refuses every trait update from the front end."""

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Refuse a trait update from the front end, and send it the true values back."""
        known = [name for name in sync_data if name in self.keys]
        if known:
            self.send_state(known)
