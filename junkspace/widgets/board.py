"""The board widget: a scene painted on a canvas in the browser, picks sent back.

The static layers of a scene (the sky, the bodies, the rings) go to the browser once, in the
``board`` trait. The rest is the ``scene`` trait; after the first time, each new scene goes
as a small patch with only the pieces that changed (:func:`scene_patch`, sent deflated as a
binary buffer), and the browser rebuilds the whole scene from it, so both sides always hold
the same full scene (a saved notebook keeps the board).

Above the canvas is a message line (the ``message`` trait) for what the player should know
now ("that click was on an older board"). For screen readers the canvas is a named group
described by the position in words (the scene's ``description``, as its viewer may know it),
and polite live regions announce the ``news`` trait (the decisions just played, bots'
included, see :mod:`.news`), then the label of the piece named ``status``.

Clicks come back as ``{"type": "pick", "id": ..., "version": ...}`` custom messages. They are
untrusted: anything malformed is dropped here, and the callbacks get only a well-formed id
with the scene version it was picked on, to compare with :attr:`BoardWidget.version`. The
pick channel is all the browser may say: the traits are Python's to set, and a front end that
writes one (``scene``, ``board``, ...) is ignored and sent the true value back.

>>> import junkspace
>>> from junkspace.render.view import view_for
>>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
>>> board = BoardWidget(view_for("junk_orbit").scene(state))
>>> board.version
1
>>> picks = []
>>> board.on_pick(lambda id, version: picks.append((id, version)))
>>> board.receive({"type": "pick", "id": "tile:S01", "version": 1})
>>> board.receive({"type": "pick", "id": ["not", "an", "id"], "version": 1})
>>> picks
[('tile:S01', 1)]
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..render.scene import Scene

__all__ = ["BoardWidget", "scene_patch"]

_STATIC = Path(__file__).parent / "static"

#: Longest piece id a pick may carry; real ids are a few characters.
MAX_ID = 200

PickCallback = Callable[[str, int], None]


def _layer_patch(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any] | None:
    """What turns one layer into the other, or ``None`` when they are the same.

    ``drop`` lists the ids that go; ``set`` gives each new piece with its index in the new
    layer; ``change`` gives, for a piece that stays, only the fields that differ (``unset``
    names the fields it loses). The pieces that stay keep their order, new ones are inserted
    at their index; only when that is not the new order does ``order`` list every id.
    """
    before = {piece["id"]: piece for piece in old["pieces"]}
    after = {piece["id"]: piece for piece in new["pieces"]}
    patch: dict[str, Any] = {"name": new["name"]}
    dropped = [id for id in before if id not in after]
    added = [[i, piece] for i, piece in enumerate(new["pieces"]) if piece["id"] not in before]
    changed = []
    for id, piece in after.items():
        was = before.get(id)
        if was is None or was == piece:
            continue
        change = {"id": id} | {k: v for k, v in piece.items() if was.get(k) != v}
        unset = [k for k in was if k not in piece]
        if unset:
            change["unset"] = unset
        changed.append(change)
    if dropped:
        patch["drop"] = dropped
    if added:
        patch["set"] = added
    if changed:
        patch["change"] = changed
    kept = [id for id in after if id in before]
    if kept != [id for id in before if id in after]:
        patch["order"] = list(after)
    return patch if len(patch) > 1 else None


def scene_patch(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any] | None:
    """The patch message that turns scene ``old`` into ``new`` (same layers), or ``None``.

    >>> piece = {"id": "ship:0", "x": 1, "y": 2, "shapes": []}
    >>> old = {"version": 1, "layers": [{"name": "ships", "pieces": [piece]}]}
    >>> new = {"version": 2, "animate": True,
    ...        "layers": [{"name": "ships", "pieces": [piece | {"x": 5}]}]}
    >>> scene_patch(old, new)["layers"]
    [{'name': 'ships', 'change': [{'id': 'ship:0', 'x': 5}]}]
    """
    if [layer["name"] for layer in old["layers"]] != [layer["name"] for layer in new["layers"]]:
        return None
    layers = [
        patch for patch in map(_layer_patch, old["layers"], new["layers"]) if patch is not None
    ]
    return {
        "type": "patch",
        "base": old["version"],
        "version": new["version"],
        "animate": new.get("animate", True),
        "layers": layers,
    }


class BoardWidget(anywidget.AnyWidget):
    """A scene on a canvas; ``show`` a new scene, ``on_pick`` to hear the player's picks."""

    _esm = _STATIC / "board.js"
    _css = _STATIC / "board.css"

    #: The static layers (and the board's size and background).
    board = traitlets.Dict().tag(sync=True)
    #: The changing layers, with a ``version`` that grows with every scene shown.
    scene = traitlets.Dict().tag(sync=True)
    #: How long a moving piece glides, in milliseconds; 0 turns animation off.
    glide = traitlets.Int(450, min=0, max=5000).tag(sync=True)
    #: How the canvas is sized: to the width it has (``"width"``), or also to the window's
    #: height below it (``"window"``), so that the whole board is in view.
    fit = traitlets.Enum(("width", "window"), "width").tag(sync=True)
    #: A line for the player above the board (empty: none).
    message = traitlets.Unicode("").tag(sync=True)
    #: The position in words for a screen reader (the scene's ``description``).
    description = traitlets.Unicode("").tag(sync=True)
    #: What was just decided, announced once with the scene it came with (empty: nothing).
    news = traitlets.Unicode("").tag(sync=True)
    #: The board's words in the page's language: its name for screen readers, and the
    #: title and close button's name of the picker that lists the pieces under a finger.
    words = traitlets.Dict({"board": "Board", "pick_one": "Which one?", "close": "Close"}).tag(
        sync=True
    )

    def __init__(self, scene: Scene | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._pick_callbacks: list[PickCallback] = []
        self._static: Scene | None = None
        self.on_msg(self._on_message)
        if scene is not None:
            self.show(scene, animate=False)

    def __repr__(self) -> str:
        return f"<BoardWidget version {self.version}>"

    @property
    def version(self) -> int:
        """The version of the scene shown now (0 before the first)."""
        version: int = self.scene.get("version", 0)
        return version

    def show(
        self, scene: Scene, animate: bool = True, message: str | None = None, news: str = ""
    ) -> None:
        """Show ``scene``: pieces that keep their id glide to their new place if ``animate``.

        ``message``, when given, replaces the message line in the same update; ``news`` is
        announced with this scene (see :mod:`.news`).
        """
        static, moving = scene.split()
        same_board = static == self._static  # quick when the view reuses its static layers
        self._static = static
        new = {
            "version": self.version + 1,
            "animate": animate,
            "layers": moving.to_dict()["layers"],
        }
        texts = {
            "message": self.message if message is None else message,
            "description": scene.description,
            "news": news,
        }
        patch = scene_patch(self.scene, new) if self.scene and same_board else None
        if patch is None:
            with self.hold_sync():
                self.board = static.to_dict()
                self.scene = new
                for name, text in texts.items():
                    setattr(self, name, text)
            return
        patch |= {name: text for name, text in texts.items() if text != getattr(self, name)}
        self._set_unsent(scene=new, **texts)
        # Patches are JSON, deflated: a move's patch shrinks to about a third.
        packed = zlib.compress(json.dumps(patch, separators=(",", ":")).encode(), level=6)
        self.send({"type": "patch"}, buffers=[packed])

    def _set_unsent(self, **values: Any) -> None:
        """Set traits that the browser rebuilds by itself from a patch, sending nothing.

        Setting them plainly would send the whole scene (tens of kB); ipywidgets' set_state, as
        if the browser had sent them, walks and copies the scene three times and sends it
        back as an "echo", whose arrival makes the browser drop the patch that follows.
        Held in a ``hold_sync``, the changes are only noted, and the notes are crossed out.

        >>> board = BoardWidget()
        >>> board._set_unsent(message="hello")
        >>> board.message, board._states_to_send
        ('hello', set())
        """
        with self.hold_sync():
            for name, value in values.items():
                setattr(self, name, value)
            self._states_to_send.difference_update(values)

    def on_pick(self, callback: PickCallback) -> None:
        """Call ``callback(id, version)`` for every well-formed pick from the browser."""
        self._pick_callbacks.append(callback)

    def receive(self, content: object) -> None:
        """Handle one message from the browser; anything malformed is ignored."""
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        if kind == "resync":
            self.send_state("scene")
            return
        id, version = content.get("id"), content.get("version")
        if (
            kind != "pick"
            or not isinstance(id, str)
            or not 0 < len(id) <= MAX_ID
            or isinstance(version, bool)
            or not isinstance(version, int)
        ):
            return
        for callback in self._pick_callbacks:
            callback(id, version)

    def _on_message(self, _widget: object, content: object, _buffers: object) -> None:
        self.receive(content)

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Refuse a trait update from the front end, and send it the true values back.

        Python alone decides what the board shows: the browser rebuilds ``scene`` from
        patches on its side without sending it, and asks with a ``resync`` message when it
        loses track. So an update that arrives here is forged, and is reverted.

        >>> board = BoardWidget()
        >>> board.set_state({"scene": "forged", "glide": -1})
        >>> board.scene, board.glide
        ({}, 450)
        """
        known = [name for name in sync_data if name in self.keys]
        if known:
            self.send_state(known)
