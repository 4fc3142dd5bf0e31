"""Why an action is illegal, in the words of the rule it breaks.

The legal actions are the single source of truth: an action is allowed exactly when it is
among them. When it is not, :func:`refusal` finds the rule that forbids it, so that the
:class:`~junkspace.core.errors.IllegalActionError` teaches the game instead of just refusing.

>>> from junkspace.hyperstellar import Recycle, new_game
>>> refusal(new_game(players=2, seed=1), Recycle(4))
"'recycle 4' is not possible now: Red to place a researcher on a free slot (revolution 1)."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action
from ..i18n import N_
from .actions import BuyWater, Pass, Place, Recruit, Recycle, Research, Score
from .cards import COLOURS, SET_POINTS, counts, letters
from .narration import WORDS, colour, energy, seat, water
from .phases import Acting, Placing, Scoring
from .rules import SEAT_NAMES
from .station import (
    CREW,
    LAB,
    RECYCLE_COST,
    RECYCLING,
    RESEARCH_COST,
    SCORE_COST,
    SEAT_COLOURS,
    SECTOR_OF,
)

if TYPE_CHECKING:
    from .state import HyperstellarState

__all__ = ["refusal"]

_, ngettext = WORDS.gettext, WORDS.ngettext

_KINDS = (Place, Research, Score, Recycle, BuyWater, Recruit, Pass)

# Whole sentences per sector: the article and the agreement differ by sector and language.
_FULL = (
    N_("the engine room has no free slot (it has {count})"),
    N_("the research lab has no free slot (it has {count})"),
    N_("the recycling centre has no free slot (it has {count})"),
)


def _colour_of(number: int) -> str:
    return seat(SEAT_NAMES, number) if 0 <= number < len(SEAT_NAMES) else f"seat-{number}"


def refusal(state: HyperstellarState, action: Action) -> str | None:
    """The rule ``action`` breaks in ``state``, in words, or ``None`` when it is legal."""
    if action in state.legal_actions():
        return None
    if not isinstance(action, _KINDS):
        return _("{action} is not a Hyperstellar action", action=repr(action))
    phase = state.phase
    at = state.current_player
    assert at is not None
    who = seat(SEAT_NAMES, at)
    if isinstance(action, Place) and isinstance(phase, Placing):
        if action.sector not in SECTOR_OF:
            return _("there is no sector {sector}", sector=repr(action.sector))
        if action.beside is not None:
            if action.sector != "crew":
                return _("only the crew quarters have bunks to share")
            if action.beside not in range(state.players):
                return _(
                    "there is no {colour} player at this table", colour=_colour_of(action.beside)
                )
            return _(
                "no crew-quarters bunk holds a lone {colour} researcher to join",
                colour=seat(SEAT_NAMES, action.beside),
            )
        sector = SECTOR_OF[action.sector]
        if sector == CREW:
            return _("every crew-quarters bunk already has someone in it")
        return _(_FULL[sector], count=state.players)
    if isinstance(action, Pass) and isinstance(phase, Placing):
        return _(
            "placing is not optional: {who} has a researcher on the hub and must put it "
            "on a free slot",
            who=who,
        )
    lab_step = isinstance(phase, Scoring) or (isinstance(phase, Acting) and phase.sector == LAB)
    if isinstance(action, Research) and lab_step:
        if isinstance(phase, Scoring):
            return _("a lab action is research or scoring, not both: score another set or pass")
        if state.energy[at] < RESEARCH_COST:
            return _(
                "research costs {energy} and {who} has {has}",
                energy=energy(RESEARCH_COST),
                who=who,
                has=state.energy[at],
            )
        return _("there is no science card left to draw (the pile and the discard are empty)")
    if isinstance(action, Score) and lab_step:
        return _why_not_score(state, action.cards, at)
    if isinstance(action, Recycle) and isinstance(phase, Acting) and phase.sector == RECYCLING:
        cost = RECYCLE_COST.get(action.water)
        if cost is None:
            return _("recycling gives 4 or 7 water")
        return _(
            "recycling for {water} costs {energy} and {who} has {has}",
            water=water(action.water),
            energy=energy(cost),
            who=who,
            has=state.energy[at],
        )
    return _("'{action}' is not possible now: {status}", action=action, status=state.status())


def _why_not_score(state: HyperstellarState, cards: str, at: int) -> str:
    who = seat(SEAT_NAMES, at)
    if cards not in SET_POINTS:
        return _(
            "{cards} is not a scoring set written in colour order (7, 6 or 4 different "
            "colours, 5 of one colour, or 1 card of your own colour)",
            cards=repr(cards),
        )
    own = COLOURS[SEAT_COLOURS[at]]
    if len(cards) == 1 and cards != own.letter:
        return _(
            "a single card scores only in its owner's colour, and {who}'s is {colour}",
            who=who,
            colour=colour(own.name),
        )
    need = counts(cards)
    if any(n > held for n, held in zip(need, state.hands[at], strict=True)):
        return _(
            "{who} does not hold {cards} (their hand: {hand})",
            who=who,
            cards=cards,
            hand=letters(state.hands[at]) or "-",
        )
    return ngettext(
        "scoring {count} cards costs {energy} ({each} a card) and {who} has {has}",
        "scoring {count} cards costs {energy} ({each} a card) and {who} has {has}",
        len(cards),
        count=len(cards),
        energy=energy(SCORE_COST * len(cards)),
        each=SCORE_COST,
        who=who,
        has=state.energy[at],
    )
