"""A button that loads a file from the player's computer, and says nothing else.

ipywidgets' ``FileUpload`` labels itself with the number of files it holds ("Load a record
(0)") and keeps the last file in its state. This picker holds nothing: the browser reads the
chosen file and sends its bytes in one message (at most :attr:`FilePicker.limit` + 1 of them,
so a message never outgrows what the server accepts), and the kernel hands them on.

What comes from the browser is untrusted: a message that is not a file with exactly one
buffer is ignored.

>>> picker = FilePicker(description="Load a record", accept=".json")
>>> chosen = []
>>> picker.on_file(lambda name, data: chosen.append((name, data)))
>>> picker.receive({"type": "file", "name": "game.json"}, [b"{}"])
>>> picker.receive({"type": "file", "name": ["forged"]}, [b"{}"])
>>> picker.receive({"type": "file", "name": "two.json"}, [b"{}", b"{}"])
>>> chosen
[('game.json', b'{}')]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import traitlets

from .kernel_owned import KernelOwned
from .links import MAX_RECORD_BYTES

__all__ = ["FilePicker"]

FileCallback = Callable[[str, bytes], None]


class FilePicker(KernelOwned):
    """A button labelled :attr:`description` that sends the kernel the file chosen."""

    _esm = Path(__file__).parent / "static" / "file_picker.js"

    #: The button's words.
    description = traitlets.Unicode("Load a file").tag(sync=True)
    #: The file chooser's filter (``".json"``), as in an ``<input type=file>``.
    accept = traitlets.Unicode("").tag(sync=True)
    #: The most bytes a file may have; the browser sends one more of a longer file.
    limit = traitlets.Int(MAX_RECORD_BYTES).tag(sync=True)

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self._callbacks: list[FileCallback] = []
        self.on_msg(self._on_message)

    def on_file(self, callback: FileCallback) -> None:
        """Call ``callback(name, data)`` with each file chosen."""
        self._callbacks.append(callback)

    def receive(self, content: object, buffers: Sequence[object]) -> None:
        """Handle one message from the browser; anything malformed is ignored."""
        if not isinstance(content, dict) or content.get("type") != "file":
            return
        name = content.get("name")
        if not isinstance(name, str) or len(buffers) != 1:
            return
        buffer = buffers[0]
        if not isinstance(buffer, bytes | bytearray | memoryview):
            return
        data = bytes(buffer)[: self.limit + 1]
        for callback in self._callbacks:
            callback(name, data)

    def _on_message(self, _widget: object, content: object, buffers: Sequence[object]) -> None:
        self.receive(content, buffers)
