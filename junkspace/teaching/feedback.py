"""What a check says back to a student: right, or a hint that points at the mistake.

A :class:`Feedback` is truthy when the answer is right. In a notebook it shows as a coloured
box; in a terminal as one line. A hint never contains the answer itself.

>>> Feedback.right("The cargo holds six tiles.")
✔ Right! The cargo holds six tiles.
>>> bool(Feedback.hint("Count the tiles from the piles too."))
False
"""

from __future__ import annotations

import html
from dataclasses import dataclass

__all__ = ["Feedback"]


@dataclass(frozen=True)
class Feedback:
    """The result of checking one answer."""

    correct: bool
    message: str

    @classmethod
    def right(cls, message: str = "") -> Feedback:
        """A correct answer, with an optional remark that teaches something more."""
        return cls(True, message)

    @classmethod
    def hint(cls, message: str) -> Feedback:
        """A wrong answer, with a hint toward the right one."""
        return cls(False, message)

    def __bool__(self) -> bool:
        return self.correct

    def __repr__(self) -> str:
        head = "✔ Right!" if self.correct else "✘ Not yet."
        return f"{head} {self.message}".rstrip()

    def _repr_html_(self) -> str:
        colour, border, head = (
            ("#e8f5e9", "#2e7d32", "✔ Right!")
            if self.correct
            else ("#fff8e1", "#f9a825", "✘ Not yet.")
        )
        return (
            f'<div style="background:{colour};border-left:4px solid {border};padding:8px 12px;'
            f'margin:4px 0;font-family:sans-serif"><b>{head}</b> {html.escape(self.message)}</div>'
        )
