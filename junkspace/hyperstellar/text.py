"""A plain-text picture of a Hyperstellar position, for terminals and ``print(state)``."""

from __future__ import annotations

from collections.abc import Container
from typing import TYPE_CHECKING

from .cards import letters
from .narration import WORDS, points, seat, sector
from .rules import SEAT_NAMES
from .station import CREW

if TYPE_CHECKING:
    from .state import HyperstellarState

__all__ = ["board_text"]

_, ngettext = WORDS.gettext, WORDS.ngettext


def board_text(state: HyperstellarState, shown: Container[int] | None = None) -> str:
    """The whole position as lines of text: sectors, players, cards, status.

    Every hand is shown (the table seen from above), or only those of the seats in
    ``shown`` (one player's view): the others' cards are a ``?`` each.
    """
    cap = state.max_revolutions
    if cap is None:
        head = _("Hyperstellar, {players} players. {status}")
    else:
        head = ngettext(
            "Hyperstellar, {players} players, at most {count} revolutions. {status}",
            "Hyperstellar, {players} players, at most {count} revolutions. {status}",
            cap,
        )
    lines = [head.format(players=state.players, count=cap, status=state.status())]
    names = [seat(SEAT_NAMES, s) for s in range(state.players)]
    sectors = [sector(number) for number in range(CREW + 1)]
    # Columns as wide as the longest name in the language spoken (17 and 7 in English).
    wide = max(17, *(len(name) + 1 for name in sectors))
    narrow = max(7, *(len(name) for name in names))
    for number, room in enumerate(state.rooms):
        seated = [names[s] for s, n in enumerate(room) for _count in range(n)]
        slots = _("{count} slots: {names}", count=state.players, names=", ".join(seated) or "-")
        lines.append(f"  {sectors[number]:<{wide}}{slots}")
    bunks = " ".join(f"[{' '.join(names[s] for s in bunk)}]" for bunk in state.crew)
    beds = _("{count} bunks: {bunks}", count=state.players, bunks=bunks or "-")
    lines.append(f"  {sectors[CREW]:<{wide}}{beds}")
    for s in range(state.players):
        name = f"{names[s]:<{narrow}}"
        if not state.in_play(s):
            lines.append(
                _("{who} out of the game, {points}", who=name, points=points(state.points[s]))
            )
            continue
        lines.append(
            ngettext(
                "{who} {points} points, energy {energy}, water {water}; researchers {hub} on "
                "the hub, {placed} placed, {stock} in stock; hand {hand}",
                "{who} {points} points, energy {energy}, water {water}; researchers {hub} on "
                "the hub, {placed} placed, {stock} in stock; hand {hand}",
                state.points[s],
                who=name,
                points=f"{state.points[s]:>3}",
                energy=state.energy[s],
                water=state.water[s],
                hub=state.hub[s],
                placed=state.researchers(s) - state.hub[s],
                stock=state.stock(s),
                hand=_hand(state, s, shown) or "-",
            )
        )
    lines.append(
        ngettext(
            "Science pile: {count} cards; discard: {discard}",
            "Science pile: {count} cards; discard: {discard}",
            len(state.pile),
            count=len(state.pile),
            discard=letters(state.discard) or "-",
        )
    )
    return "\n".join(lines)


def _hand(state: HyperstellarState, seat_: int, shown: Container[int] | None) -> str:
    """A seat's hand in letters, or a ``?`` a card when it is not shown."""
    hand = state.hands[seat_]
    return letters(hand) if shown is None or seat_ in shown else "?" * sum(hand)
