"""The files pane: save the record, link to the game at this point, load a saved record.

>>> from junkspace import GameRecord
>>> record = GameRecord.start("junk_orbit", players=2, seed=1)
>>> pane = FilesPane(save=record.to_json, link=lambda: "?record=x", load=lambda data: True,
...                  report=lambda: ("Loaded.", ""))
>>> pane.refresh(record)
>>> pane.save.click(); "Download junk_orbit-seed1-0.json" in pane.output.value
True
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from html import escape

import ipywidgets as w

from ...core import GameRecord
from ..file_picker import FilePicker
from .pane import Pane

__all__ = ["FilesPane"]


class FilesPane(Pane):
    """Buttons that call ``save()`` (the text to download), ``link()`` and ``load(data)``.

    After a load, the pane shows ``report()``: what the app said about it, and the
    technical detail of what went wrong (empty when nothing did), folded away.
    """

    def __init__(
        self,
        save: Callable[[], str],
        link: Callable[[], str],
        load: Callable[[bytes], bool],
        report: Callable[[], tuple[str, str]],
    ) -> None:
        super().__init__()
        self._save, self._link, self._load, self._report = save, link, load, report
        self._name = "record.json"
        self.save = w.Button(description="Save the record", icon="download")
        self.save.on_click(lambda _: self._on_save())
        self.share = w.Button(description="Link to this game", icon="link")
        self.share.on_click(lambda _: self._on_share())
        self.upload = FilePicker(description="Load a record", accept=".json")
        self.upload.on_file(self._on_upload)
        self.output = w.HTML()
        self.widget = w.VBox([w.HBox([self.save, self.share, self.upload]), self.output])

    def refresh(self, record: GameRecord) -> None:
        """Name the download after the record's game, seed and cursor."""
        self._name = f"{record.game}-seed{record.seed}-{record.cursor}.json"

    def _on_save(self) -> None:
        try:
            text = self._save()
        except ValueError as err:
            self.output.value = f"<p>{escape(str(err))}</p>"
            return
        data = base64.b64encode(text.encode()).decode()
        name = escape(self._name)
        self.output.value = (
            f'<p><a download="{name}" href="data:application/json;base64,{data}">'
            f"Download {name}</a></p>"
        )

    def _on_share(self) -> None:
        try:
            link = self._link()
        except ValueError as err:
            self.output.value = f"<p>{escape(str(err))}</p>"
            return
        self.output.value = (
            f'<p><a href="{escape(link)}" target="_blank">Open this game at this '
            "point</a> — copy the link to share it.</p>"
        )

    def _on_upload(self, _name: str, data: bytes) -> None:
        self._load(data)
        said, details = self._report()
        self.output.value = f"<p>{escape(said)}</p>" + (
            f"<details><summary>details</summary><code>{escape(details)}</code></details>"
            if details
            else ""
        )
