"""The app's action buttons: one per legal action, in words, grouped, large kinds folded.

Every legal action gets a button, so a game is playable without the board; the buttons say
what each action does in the game's words (:func:`action_groups`), the notation shows on
hover. A few positions have hundreds of actions (an Asteroid Belt elite holding its
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
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..core import Action

__all__ = ["BUTTON_LIMIT", "Button", "Fold", "Group", "action_buttons", "action_groups", "kind"]

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


@dataclass(frozen=True, slots=True)
class Button:
    """One button: what it says, its notation (shown on hover), and what it stands for."""

    label: str
    notation: str
    value: Action | Fold


@dataclass(frozen=True, slots=True)
class Group:
    """Buttons under a title: the part of their sentences they share (empty: none)."""

    title: str
    buttons: tuple[Button, ...]


def _group_key(button: tuple[str, Action | Fold]) -> str:
    """Actions go together by their kind and, with three words or more, what they act on
    (``launch E03``: a tile, ``select a1``: a cell); folds stand alone."""
    label, value = button
    words = label.split(" ")
    return label if isinstance(value, Fold) else " ".join(words[: 2 if len(words) > 2 else 1])


def _shared_words(sentences: Sequence[str]) -> int:
    """How many leading words all ``sentences`` share (never all of any of them)."""
    split = [sentence.split(" ") for sentence in sentences]
    shortest = min(len(words) for words in split)
    count = 0
    while count < shortest - 1 and len({tuple(words[: count + 1]) for words in split}) == 1:
        count += 1
    return count


def action_groups(
    legal: Sequence[Action],
    describe: Callable[[Action], str],
    opened: str | None = None,
    limit: int = BUTTON_LIMIT,
) -> list[Group]:
    """The buttons of :func:`action_buttons`, in words (``describe``) and grouped.

    Actions of one kind on one thing (``launch E03 cw TYC`` and ``launch E03 ccw PLA``: a
    tile; ``place engine`` and ``place lab``: a kind of two words) form a group, titled
    with the start their sentences share; each button says the rest. A lone action's
    button says its whole sentence.

    >>> import junkspace
    >>> state = junkspace.new_game("hyperstellar", players=2, seed=1)
    >>> (group,) = action_groups(state.legal_actions(), state.describe)
    >>> group.title
    'Red places a researcher in the'
    >>> [(b.label, b.notation) for b in group.buttons][:2]
    [('engine room.', 'place engine'), ('research lab.', 'place lab')]
    """
    order: dict[str, list[tuple[str, Action | Fold]]] = {}
    for button in action_buttons(legal, opened, limit):
        order.setdefault(_group_key(button), []).append(button)
    groups = []
    for members in order.values():
        sentences = [
            describe(value) if isinstance(value, Action) else label for label, value in members
        ]
        shared = _shared_words(sentences) if len(members) > 1 else 0
        title = " ".join(sentences[0].split(" ")[:shared])
        buttons = tuple(
            Button(" ".join(sentence.split(" ")[shared:]), label, value)
            for sentence, (label, value) in zip(sentences, members, strict=True)
        )
        groups.append(Group(title, buttons))
    return groups
