"""What an action caused, as structured records.

``state.apply(action)`` returns a new state whose ``events`` say what happened on the way:
a tile landed, a ship was hit, dice were rolled. Logs turn them into sentences, widgets
animate them, lessons count them. Events describe the *transition*, not the position, so
they take no part in state equality or in the saved JSON.

>>> e = Event.of("hit", seat=1, city="COP")
>>> e.kind, e.seat, e["city"]
('hit', 1, 'COP')
>>> e.to_dict()
{'kind': 'hit', 'seat': 1, 'city': 'COP'}
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from msgspec import Struct

__all__ = ["Event", "Note", "events_from"]


class Event(Struct, frozen=True):
    """One thing that happened: a ``kind``, the ``seat`` it concerns, and named details.

    A frozen ``msgspec.Struct``: an action may record half a dozen, and building one costs
    a tenth of what a frozen dataclass does.
    """

    kind: str
    seat: int | None = None
    details: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, kind: str, seat: int | None = None, **details: Any) -> Event:
        """Build an event from keyword details (values should be JSON-able)."""
        return cls(kind, seat, tuple(details.items()))

    def __getitem__(self, key: str) -> Any:
        for name, value in self.details:
            if name == key:
                return value
        raise KeyError(f"{self.kind} event has no detail {key!r}")

    def get(self, key: str, default: Any = None) -> Any:
        """A detail, or ``default`` when the event does not carry it."""
        for name, value in self.details:
            if name == key:
                return value
        return default

    def to_dict(self) -> dict[str, Any]:
        """The event as a plain JSON-able dictionary."""
        out: dict[str, Any] = {"kind": self.kind, "seat": self.seat}
        out.update(self.details)
        return out


#: An event as a draft records it, before it is made an :class:`Event`: kind, seat, details.
Note = tuple[str, int | None, dict[str, Any]]


def events_from(notes: Sequence[Note]) -> tuple[Event, ...]:
    """The events of a draft's notes, in order.

    >>> events_from([("hit", 1, {"city": "COP"})])
    (Event(kind='hit', seat=1, details=(('city', 'COP'),)),)
    """
    return tuple(Event(kind, seat, tuple(details.items())) for kind, seat, details in notes)
