"""Hyperstellar in words: the status line, a sentence per action and per event.

Every sentence goes through Hyperstellar's catalog (junkspace/hyperstellar/locale), so it
follows :func:`junkspace.set_language`; English reads no catalog.

>>> from junkspace.hyperstellar import new_game
>>> state = new_game(players=2, seed=1)
>>> status(state)
'Red to place a researcher on a free slot (revolution 1).'
>>> describe(state, state.legal_actions()[0])
'Red places a researcher in the engine room.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action, Event
from ..i18n import N_, Domain
from .actions import BuyWater, Pass, Place, Recruit, Recycle, Research, Score
from .cards import SET_POINTS, set_name
from .phases import Acting, Answering, Over, Placing, Scoring
from .rules import SEAT_NAMES
from .station import (
    LAB,
    MAX_RESEARCHERS,
    RECRUIT_COST,
    RECYCLE_COST,
    RECYCLING,
    RESEARCH_COST,
    RESEARCH_DRAW,
    SCORE_COST,
    SECTOR_OF,
    SHARE_COST,
    SHARE_WATER,
    WINNING_POINTS,
)

if TYPE_CHECKING:
    from .state import HyperstellarState

__all__ = [
    "WORDS",
    "colour",
    "describe",
    "ending",
    "energy",
    "in_sector",
    "narrate",
    "points",
    "seat",
    "sector",
    "status",
    "water",
]

#: Hyperstellar's catalog (junkspace/hyperstellar/locale).
WORDS = Domain("hyperstellar", __package__ or "junkspace.hyperstellar")
# Where the English singular repeats the plural ("1 points"), it keeps the sentences the
# engine has always made (saved logs compare them); the catalogs still get the count and give
# each language its own forms.
_, ngettext = WORDS.gettext, WORDS.ngettext

# The sectors' names alone (headings), and inside a sentence with their article and
# preposition, whole: languages contract them differently (du laboratoire, de la salle).
# Each tuple is in sector number order (station.SECTORS).
_SECTOR_WORDS = (
    N_("engine room"),
    N_("research lab"),
    N_("recycling centre"),
    N_("crew quarters"),
)
_IN_SECTOR = (
    N_("in the engine room"),
    N_("in the research lab"),
    N_("in the recycling centre"),
    N_("in the crew quarters"),
)
_FROM_SECTOR = (
    N_("from the engine room"),
    N_("from the research lab"),
    N_("from the recycling centre"),
    N_("from the crew quarters"),
)
_CARD_COLOURS = {
    "red": N_("red"),
    "orange": N_("orange"),
    "yellow": N_("yellow"),
    "green": N_("green"),
    "blue": N_("blue"),
    "purple": N_("purple"),
    "white": N_("white"),
}
# The names :func:`~.cards.set_name` gives, which events carry in English.
_SET_WORDS = {
    name: name
    for name in (
        N_("own colour"),
        N_("five of a colour"),
        N_("four colours"),
        N_("six colours"),
        N_("seven colours"),
    )
}
# Why a seat could not act, as the turn notes it in the event (in English, like all events).
_NO_ACTION = {
    "not enough energy to research": N_("not enough energy to research"),
    "no card to draw and no set to score": N_("no card to draw and no set to score"),
    "not enough energy to recycle": N_("not enough energy to recycle"),
    "not enough energy to recruit": N_("not enough energy to recruit"),
    f"already {MAX_RESEARCHERS} researchers": N_("already {count} researchers"),
}
# Why a game ended, by the reason its game_over event carries: the sentence of
# ``state.ending()``, and of the event's narration after "Game over:".
_ENDINGS = {
    "points": N_("Someone reached 150 points."),
    "last_player": N_("Only one player is left."),
    "revolution_cap": N_("The revolution cap was reached."),
}


def seat(seat_names: tuple[str, ...], seat: int) -> str:
    """A seat's name in sentences ("Red")."""
    return _(seat_names[seat])


def sector(number: int) -> str:
    """A sector's name alone, for headings ("engine room")."""
    return _(_SECTOR_WORDS[number])


def colour(name: str) -> str:
    """A science card's colour in sentences ("red")."""
    return _(_CARD_COLOURS[name])


def energy(count: int) -> str:
    """``"2 energy"``: an amount of energy tokens."""
    return ngettext("{count} energy", "{count} energy", count, count=count)


def water(count: int) -> str:
    """``"4 water"``: an amount of water tokens."""
    return ngettext("{count} water", "{count} water", count, count=count)


def points(count: int) -> str:
    """``"13 points"``: victory points."""
    return ngettext("{count} points", "{count} points", count, count=count)


def in_sector(number: int) -> str:
    """Where a sector's researchers are, with its article: ``"in the research lab"``."""
    return _(_IN_SECTOR[number])


def _in(code: str) -> str:
    return in_sector(SECTOR_OF[code])


def narrate(event: Event, seat_names: tuple[str, ...] = SEAT_NAMES) -> str:
    """One past-tense sentence for a Hyperstellar event, for logs.

    Drawn cards are private: the sentence says how many, not which.

    >>> narrate(Event.of("scored", 0, cards="OGBW", set="four colours", points=10, total=13))
    'Red scored OGBW (four colours) for 10 points: 13 on the track.'
    """
    who = seat(seat_names, event.seat) if event.seat is not None else ""
    kind = event.kind
    if kind == "placed":
        beside = event["beside"]
        if beside is None:
            return _("{who} placed a researcher {where}.", who=who, where=_in(event["sector"]))
        return _(
            "{who} placed a researcher {where}, beside {other}'s researcher.",
            who=who,
            where=_in(event["sector"]),
            other=seat(seat_names, beside),
        )
    if kind == "idle_energy":
        return _(
            "{who} had no researcher left on the hub and took {energy}.",
            who=who,
            energy=energy(event["energy"]),
        )
    if kind == "engine_energy":
        return _(
            "{who} drew {energy} from the engine room.", who=who, energy=energy(event["energy"])
        )
    if kind == "no_action":
        reason = event["reason"]
        return _(
            "{who} could not act {where}: {reason}.",
            who=who,
            where=_in(event["sector"]),
            reason=_(_NO_ACTION.get(reason, reason), count=MAX_RESEARCHERS),
        )
    if kind == "returned":
        count = event["researchers"]
        return ngettext(
            "{who}'s {count} researcher went back to the hub {where}.",
            "{who}'s {count} researchers went back to the hub {where}.",
            count,
            who=who,
            count=count,
            where=_(_FROM_SECTOR[SECTOR_OF[event["sector"]]]),
        )
    if kind == "researched":
        drawn = len(event["cards"])
        return ngettext(
            "{who} researched and drew {count} science card.",
            "{who} researched and drew {count} science cards.",
            drawn,
            who=who,
            count=drawn,
        )
    if kind == "reshuffled":
        return ngettext(
            "The pile ran out: the {count} discarded cards became a new shuffled pile.",
            "The pile ran out: the {count} discarded cards became a new shuffled pile.",
            event["cards"],
            count=event["cards"],
        )
    if kind == "scored":
        return _(
            "{who} scored {cards} ({set}) for {points}: {total} on the track.",
            who=who,
            cards=event["cards"],
            set=_(_SET_WORDS.get(event["set"], event["set"])),
            points=points(event["points"]),
            total=event["total"],
        )
    if kind == "recycled":
        return _(
            "{who} recycled {energy} into {water}.",
            who=who,
            energy=energy(event["energy"]),
            water=water(event["water"]),
        )
    if kind == "shared_water":
        return _("{who} got {water} from the recycling.", who=who, water=water(event["water"]))
    if kind == "bought_water":
        return _(
            "{who} bought {water} for {energy}.",
            who=who,
            water=water(event["water"]),
            energy=energy(SHARE_COST),
        )
    if kind == "declined_water":
        return _("{who} bought no water.", who=who)
    if kind == "recruited":
        return _(
            "{who} recruited a new researcher for {energy}.",
            who=who,
            energy=energy(event["energy"]),
        )
    if kind == "passed":
        return _("{who} passed {where}.", who=who, where=_in(event["sector"]))
    if kind == "upkeep":
        return _("{who} paid {water} of upkeep.", who=who, water=water(event["water"]))
    if kind == "lost_researcher":
        return _(
            "{who} could not pay {due} of upkeep: paid {paid} and lost a researcher.",
            who=who,
            due=water(event["due"]),
            paid=event["water"],
        )
    if kind == "eliminated":
        return _("{who} has no researcher left and is out of the game.", who=who)
    if kind == "revolution":
        return _("Revolution {number} begins.", number=event["number"])
    if kind == "game_over":
        why = _ended(event["reason"])
        # After a colon the sentence goes on in lower case, in English, French and Spanish.
        return _("Game over: {result}", result=why[:1].lower() + why[1:])
    return f"{kind} {event.to_dict()}"


def status(state: HyperstellarState) -> str:
    """Whose turn it is and what to decide, or how the game ended."""
    phase = state.phase
    if isinstance(phase, Over):
        return _("Game over: {result}", result=_result(state))
    when = state.revolution
    if isinstance(phase, Placing):
        return _(
            "{who} to place a researcher on a free slot (revolution {revolution}).",
            who=seat(SEAT_NAMES, phase.seat),
            revolution=when,
        )
    if isinstance(phase, Answering):
        return _(
            "{who} may buy {water} for {energy} from {actor}'s recycling, or pass "
            "(revolution {revolution}).",
            who=seat(SEAT_NAMES, phase.seats[0]),
            water=water(SHARE_WATER),
            energy=energy(SHARE_COST),
            actor=seat(SEAT_NAMES, phase.actor),
            revolution=when,
        )
    who = seat(SEAT_NAMES, phase.seat)
    if isinstance(phase, Scoring):
        return _(
            "{who} in the research lab: score another set, or pass to stop "
            "(revolution {revolution}).",
            who=who,
            revolution=when,
        )
    if phase.sector == LAB:
        return _(
            "{who} in the research lab: research, score sets, or pass (revolution {revolution}).",
            who=who,
            revolution=when,
        )
    if phase.sector == RECYCLING:
        return _(
            "{who} in the recycling centre: recycle for 4 or 7 water, or pass "
            "(revolution {revolution}).",
            who=who,
            revolution=when,
        )
    return _(
        "{who} in the crew quarters: recruit a researcher for {energy}, or pass "
        "(revolution {revolution}).",
        who=who,
        energy=energy(RECRUIT_COST),
        revolution=when,
    )


def _result(state: HyperstellarState) -> str:
    winners = state.winners()
    return ngettext(
        "{names} wins with {points} ({why}).",
        "{names} share the win with {points} ({why}).",
        len(winners),
        names=_(" and ").join(seat(SEAT_NAMES, s) for s in winners),
        points=points(state.points[winners[0]]),
        why=_why(state),
    )


def _reason(state: HyperstellarState) -> str:
    """Which end condition ended the game, as a key of :data:`_ENDINGS`."""
    if max(state.points) >= WINNING_POINTS:
        return "points"
    if len(state.eliminated) == state.players - 1:
        return "last_player"
    return "revolution_cap"


def _why(state: HyperstellarState) -> str:
    reason = _reason(state)
    if reason == "points":
        return _("the score track is read")
    if reason == "last_player":
        return _("the last player in the game")
    cap = state.max_revolutions or 0
    return ngettext(
        "the {count}-revolution cap was reached; ranked by points",
        "the {count}-revolution cap was reached; ranked by points",
        cap,
        count=cap,
    )


def ending(state: HyperstellarState) -> str:
    """Why the game ended (``""`` while it runs): a seat reached the score track's end, all
    but one left the game, or the revolution cap (an option) was reached.

    >>> from junkspace.hyperstellar import new_game
    >>> ending(new_game(players=2, seed=1))
    ''
    """
    if not isinstance(state.phase, Over):
        return ""
    return _ended(_reason(state))


def _ended(reason: str) -> str:
    """Why the game ended, for ``reason``, a key of :data:`_ENDINGS`, in one sentence.

    >>> _ended("last_player")
    'Only one player is left.'
    """
    return _(_ENDINGS[reason])


def describe(state: HyperstellarState, action: Action) -> str:
    """One sentence saying what ``action`` would do in ``state``."""
    at = state.current_player
    who = seat(SEAT_NAMES, at) if at is not None else _("Nobody")
    if isinstance(action, Place):
        if action.sector != "crew":
            return _("{who} places a researcher {where}.", who=who, where=_in(action.sector))
        if action.beside is None:
            return _("{who} places a researcher in the crew quarters, in an empty bunk.", who=who)
        if action.beside == at:
            return _(
                "{who} places a researcher in the crew quarters, in their own bunk, a pair "
                "that can recruit.",
                who=who,
            )
        return _(
            "{who} places a researcher in the crew quarters, in {other}'s bunk, beside their "
            "lone researcher.",
            who=who,
            other=seat(SEAT_NAMES, action.beside),
        )
    if isinstance(action, Research):
        return ngettext(
            "{who} pays {energy} to research and draws the top {count} science card.",
            "{who} pays {energy} to research and draws the top {count} science cards.",
            RESEARCH_DRAW,
            who=who,
            energy=energy(RESEARCH_COST),
            count=RESEARCH_DRAW,
        )
    if isinstance(action, Score):
        cards = action.cards
        if cards not in SET_POINTS:
            return _("{who} tries to score {cards}, which is not a set.", who=who, cards=cards)
        return _(
            "{who} pays {energy} to score {cards} ({set}) for {points}.",
            who=who,
            energy=energy(SCORE_COST * len(cards)),
            cards=cards,
            set=_(_SET_WORDS[set_name(cards)]),
            points=points(SET_POINTS[cards]),
        )
    if isinstance(action, Recycle):
        values = dict(
            who=who,
            energy=energy(RECYCLE_COST.get(action.water, 0)),
            water=water(action.water),
            share=water(SHARE_WATER),
        )
        if action.water == 4:
            return _(
                "{who} pays {energy} for {water}; then every other player may buy {share} "
                "for {price}.",
                price=energy(SHARE_COST),
                **values,
            )
        return _("{who} pays {energy} for {water}; then every other player gets {share}.", **values)
    if isinstance(action, BuyWater):
        return _(
            "{who} pays {energy} for {water}.",
            who=who,
            energy=energy(SHARE_COST),
            water=water(SHARE_WATER),
        )
    if isinstance(action, Recruit):
        return _("{who} pays {energy} for a new researcher.", who=who, energy=energy(RECRUIT_COST))
    if isinstance(action, Pass):
        return _(_PASS_WORDS[state.phase.__class__], who=who)
    return str(action)


_PASS_WORDS: dict[type, str] = {
    Placing: N_("{who} passes: placing is not optional."),
    Acting: N_("{who} passes: their researchers go back to the hub without acting."),
    Scoring: N_("{who} passes: no more sets this revolution."),
    Answering: N_("{who} passes: no water, thanks."),
    Over: N_("{who} passes: the game is over."),
}
