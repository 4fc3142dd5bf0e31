r"""What a screen reader announces after the board changes: the decisions since it last told,
in the words of the log (the game's ``describe`` for the decision, ``narrate`` for each event
it caused), bots' decisions included.

>>> from junkspace import GameRecord
>>> record = GameRecord.start("junk_orbit", players=2, seed=1).play("launch S01 cw TYC")
>>> print(news(record, 0).replace(". ", ".\n"))
Yellow launches S01 (starter 1) clockwise to Tycho, where it rests.
Yellow launched a 1 (S01) clockwise from Kepler to Tycho.
S01 now rests at Tycho.
>>> news(record, 1)
''
"""

from __future__ import annotations

from ..core import GameRecord

__all__ = ["NEWS_LENGTH", "decision_words", "news"]

#: The most decisions told at once: a jump far along the timeline is not read out in full.
NEWS_LENGTH = 6


def decision_words(record: GameRecord, index: int) -> str:
    """Decision ``index`` of the record and what it caused, as sentences."""
    states = record.states()
    before, after = states[index], states[index + 1]
    said = [before.describe(record.actions[index]), *map(after.narrate, after.events)]
    return " ".join(sentence if sentence.endswith(".") else f"{sentence}." for sentence in said)


def news(record: GameRecord, told: int) -> str:
    """The decisions after the first ``told`` up to the record's cursor (the last
    :data:`NEWS_LENGTH` of them), or nothing when the cursor is not past ``told``."""
    first = max(told, record.cursor - NEWS_LENGTH)
    return " ".join(decision_words(record, index) for index in range(first, record.cursor))
