"""The app's row of action buttons: one per legal action, large kinds folded into one.

Every legal action gets a button labelled with its notation, so a game is playable without
the board. A few positions have hundreds of actions (an Asteroid Belt elite holding its
Teleportation chip may jump to almost any free cell): a wall of buttons nobody reads, and
every one of them travels to the browser at each move. Above :data:`BUTTON_LIMIT` buttons,
the kinds of action with the most members (the first word of the notation: ``teleport``)
fold into one button each, which opens that kind when clicked:

>>> from junkspace.core import Action
>>> class Say(Action):
...     def __init__(self, text): self.text = text
...     def __str__(self): return self.text
>>> legal = [Say("done"), *(Say(f"teleport {n}") for n in range(80))]
>>> [label for label, _ in action_buttons(legal)]
['done', 'teleport … (80)']
>>> opened = action_buttons(legal, opened="teleport")
>>> [label for label, _ in opened][:3], len(opened)
(['‹ all actions', 'teleport 0', 'teleport 1'], 81)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..core import Action

__all__ = ["BUTTON_LIMIT", "Fold", "action_buttons", "kind"]

#: The most buttons shown before the largest kinds of action fold into one button each.
BUTTON_LIMIT = 60


@dataclass(frozen=True, slots=True)
class Fold:
    """What a folding button stands for: open the kind ``kind``, or all kinds when ``None``."""

    kind: str | None


def kind(action: Action) -> str:
    """The kind of an action: the first word of its notation.

    >>> from junkspace.junk_orbit.actions import Collect
    >>> kind(Collect())
    'collect'
    """
    return str(action).split(" ", 1)[0]


def action_buttons(
    legal: Sequence[Action], opened: str | None = None, limit: int = BUTTON_LIMIT
) -> list[tuple[str, Action | Fold]]:
    """The buttons for ``legal`` as ``(label, value)`` pairs, in the order of ``legal``.

    With ``opened``, the actions of that kind only, after a button back to all of them. Folding
    starts with the largest kind and stops as soon as the row fits in ``limit`` buttons (or
    every kind is folded); a folded kind keeps the place of its first action.
    """
    if opened is not None:
        members = [(str(a), a) for a in legal if kind(a) == opened]
        if members:
            return [("‹ all actions", Fold(None)), *members]
    sizes = Counter(kind(action) for action in legal)
    folded: set[str] = set()
    count = len(legal)
    for name in sorted(sizes, key=lambda n: -sizes[n]):
        if count <= limit or sizes[name] == 1:
            break
        folded.add(name)
        count -= sizes[name] - 1
    buttons: list[tuple[str, Action | Fold]] = []
    shown: set[str] = set()
    for action in legal:
        name = kind(action)
        if name not in folded:
            buttons.append((str(action), action))
        elif name not in shown:
            shown.add(name)
            buttons.append((f"{name} … ({sizes[name]})", Fold(name)))
    return buttons
