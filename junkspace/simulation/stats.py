"""Small statistics for win rates: the Wilson score interval.

A win rate measured over a few hundred games is uncertain; the Wilson interval (Wilson,
1927) says how uncertain, and unlike the textbook ``p ± 1.96·sqrt(p(1-p)/n)`` it stays
inside [0, 1] and behaves at 0% and 100%:

>>> low, high = wilson(95, 100)
>>> round(low, 4), round(high, 4)
(0.8882, 0.9785)
>>> wilson(0, 10)[0], round(wilson(0, 10)[1], 4)
(0.0, 0.2775)
"""

from __future__ import annotations

import math

from ..core.words import WORDS

__all__ = ["Z95", "wilson"]

#: The normal quantile for a two-sided 95% interval.
Z95 = 1.959963984540054


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for ``successes`` out of ``trials`` (95% by default).

    ``successes`` may be fractional (a shared win counts as a share of one).
    """
    if trials <= 0:
        raise ValueError(
            WORDS.gettext("a rate needs at least one trial, got {trials}", trials=trials)
        )
    if not 0 <= successes <= trials:
        raise ValueError(
            WORDS.gettext(
                "successes must lie between 0 and {trials}, got {successes}",
                trials=trials,
                successes=successes,
            )
        )
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z / (1 + z2 / trials) * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials))
    return max(0.0, centre - half), min(1.0, centre + half)
