"""Asteroid Belt in words: the status line, a sentence per action and per event.

Every sentence goes through Asteroid Belt's catalog (junkspace/asteroid_belt/locale), so it
follows :func:`junkspace.set_language`; English reads no catalog.

>>> narrate(Event.of("moved", 0, unit="assault", start="a1", end="b5", fuel=2))
'Purple moved an assault from a1 to b5 (2 resources).'
>>> narrate(Event.of("raid", 1, cell="n6", die=5, riders=2, result="plundered", reward=30))
"Orange's shuttle on n6 raided the cargo shuttle: die 5, 30 resources plundered."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action, Event
from ..i18n import N_, Domain
from .actions import (
    Attack,
    Buy,
    Create,
    Decline,
    Dismiss,
    Done,
    End,
    Move,
    Protect,
    Raid,
    Reinforce,
    Select,
    SetGuard,
    Strike,
    Target,
    Teleport,
)
from .board import ASTEROID_AT, ASTEROIDS, LANE, NAMES, PORTALS, TERRAIN, cell
from .phases import Acting, Commanding, Creating, Guarding, Over, Protecting, Sailing
from .pieces import Guard, Piece, Shuttle, Unit
from .rules import SEAT_NAMES

if TYPE_CHECKING:
    from .state import AsteroidBeltState

__all__ = [
    "WORDS",
    "a_unit",
    "chip_name",
    "describe",
    "ending",
    "guard_name",
    "narrate",
    "owned",
    "resources",
    "seat",
    "status",
    "the_guard",
    "the_unit",
    "unit",
]

#: Asteroid Belt's catalog (junkspace/asteroid_belt/locale).
WORDS = Domain("asteroid_belt", __package__ or "junkspace.asteroid_belt")
# Where the English singular repeats the plural ("1 points", "1 cells"), it keeps the sentences
# the engine has always made (saved logs compare them); the catalogs still get the count and
# give each language its own forms.
_, ngettext = WORDS.gettext, WORDS.ngettext

# A unit, a guard or a shuttle in a sentence, whole with its article or owner: languages give
# each its own article, gender and word order (une unité d'assaut, le gardien de génie).
_UNIT = {
    "engineering": N_("engineering"),
    "assault": N_("assault"),
    "recon": N_("recon"),
    "elite": N_("elite"),
}
_A_UNIT = {
    "engineering": N_("an engineering"),
    "assault": N_("an assault"),
    "recon": N_("a recon"),
    "elite": N_("an elite"),
}
_THE_UNIT = {
    "engineering": N_("the engineering"),
    "assault": N_("the assault"),
    "recon": N_("the recon"),
    "elite": N_("the elite"),
}
# Guards by kind; events name a guard piece "<kind> guard".
_GUARD = {
    "engineering": N_("engineering guard"),
    "assault": N_("assault guard"),
    "recon": N_("recon guard"),
}
_THE_GUARD = {
    "engineering": N_("the engineering guard"),
    "assault": N_("the assault guard"),
    "recon": N_("the recon guard"),
}
# A seat's piece, by what events call it.
_OWNED = {
    "engineering": N_("{who}'s engineering"),
    "assault": N_("{who}'s assault"),
    "recon": N_("{who}'s recon"),
    "elite": N_("{who}'s elite"),
    "shuttle": N_("{who}'s shuttle"),
}
_CHIP_NAMES = {
    "attack": N_("Unconditional attack"),
    "protection": N_("Unconditional protection"),
    "teleport": N_("Teleportation"),
}
_DUEL = {"won": N_("won"), "lost": N_("lost"), "tie": N_("tie")}
# The orders a unit has left, by (moved, attacked).
_ORDERS = {
    (False, False): N_("{who}: orders for {unit} on {where} (move, attack, or done)."),
    (True, False): N_("{who}: orders for {unit} on {where} (attack, or done)."),
    (False, True): N_("{who}: orders for {unit} on {where} (move, or done)."),
    (True, True): N_("{who}: orders for {unit} on {where} (or done)."),
}


def seat(names: tuple[str, ...], number: int) -> str:
    """A seat's colour in sentences ("Purple")."""
    return _(names[number])


def unit(kind: str) -> str:
    """A unit type's name alone ("assault")."""
    return _(_UNIT[kind])


def a_unit(kind: str) -> str:
    """A unit of a type, indefinite ("an assault")."""
    return _(_A_UNIT[kind])


def the_unit(kind: str) -> str:
    """The unit of a type ("the assault")."""
    return _(_THE_UNIT[kind])


def the_guard(kind: str) -> str:
    """The guard of a type ("the assault guard")."""
    return _(_THE_GUARD[kind])


def resources(amount: int) -> str:
    """``"1 resource"``, ``"20 resources"``."""
    return ngettext("{count} resource", "{count} resources", amount, count=amount)


def _points(amount: int) -> str:
    return ngettext("{count} points", "{count} points", amount, count=amount)


def owned(piece: str, who: str) -> str:
    """A seat's piece by what events call it ("Purple's assault", "Purple's shuttle")."""
    return _(_OWNED[piece], who=who)


def guard_name(kind: str) -> str:
    """A guard of a type, with no article ("assault guard")."""
    return _(_GUARD[kind])


def chip_name(chip: str) -> str:
    """An elite chip's name ("Unconditional attack")."""
    return _(_CHIP_NAMES[chip])


def _piece(piece: Piece | None, names: tuple[str, ...]) -> str:
    if piece is None:
        return _("nothing")
    if isinstance(piece, Guard):
        return the_guard(piece.kind)
    kind = "shuttle" if isinstance(piece, Shuttle) else piece.kind
    return owned(kind, seat(names, piece.owner))


def _portal(name: str) -> str:
    return _("portal {number} ({cell})", number=PORTALS.index(cell(name)) + 1, cell=name)


def _side(number: int | None, piece: str, names: tuple[str, ...]) -> str:
    if number is None:
        return the_guard(piece.removesuffix(" guard"))
    return owned(piece, seat(names, number))


def narrate(event: Event, names: tuple[str, ...] = SEAT_NAMES) -> str:
    """One past-tense sentence for an Asteroid Belt event, for logs."""
    return _cap(_sentence(event, names))


def _sentence(event: Event, names: tuple[str, ...]) -> str:
    who = seat(names, event.seat) if event.seat is not None else ""
    kind = event.kind
    if kind == "cargo_placed":
        return _(
            "The die showed {die}: the cargo shuttle waits in {portal}.",
            die=event["die"],
            portal=_portal(event["portal"]),
        )
    if kind == "shuttle_rolled":
        die = event["die"]
        return ngettext(
            "{who}'s shuttle on {cell} rolled {count}: it may sail up to {count} cells.",
            "{who}'s shuttle on {cell} rolled {count}: it may sail up to {count} cells.",
            die,
            who=who,
            cell=event["cell"],
            count=die,
        )
    if kind == "moved":
        return _(
            "{who} moved {unit} from {start} to {end} ({fuel}).",
            who=who,
            unit=a_unit(event["unit"]),
            start=event["start"],
            end=event["end"],
            fuel=_fuel(event["fuel"]),
        )
    if kind == "boarded":
        return _(
            "{unit} boarded the shuttle on {end} from {start} ({fuel}).",
            unit=owned(event["unit"], who),
            end=event["end"],
            start=event["start"],
            fuel=_fuel(event["fuel"]),
        )
    if kind == "shuttle_activated":
        paid = resources(event["paid"]) if event["paid"] else _("free, next to an own mine")
        return _(
            "{who} activated a shuttle on {cell} ({paid}).", who=who, cell=event["cell"], paid=paid
        )
    if kind == "shuttle_left":
        return _("{who}'s empty shuttle on {cell} left the board.", who=who, cell=event["cell"])
    if kind == "sailed":
        return _(
            "{who}'s shuttle sailed from {start} to {end}.",
            who=who,
            start=event["start"],
            end=event["end"],
        )
    if kind == "teleported":
        return _(
            "{who}'s elite teleported from {start} to {end}.",
            who=who,
            start=event["start"],
            end=event["end"],
        )
    if kind == "dismissed":
        return _(
            "{who} sent its {unit} on {cell} to repair.",
            who=who,
            unit=unit(event["unit"]),
            cell=event["cell"],
        )
    if kind == "attack":
        return _attack_sentence(event, names)
    if kind == "no_risk":
        return _(
            "The reconnaissance attack from {cell} risked nothing: it stays.", cell=event["cell"]
        )
    if kind == "sent_to_repair":
        return _(
            "{unit} on {cell} went to repair.", unit=owned(event["unit"], who), cell=event["cell"]
        )
    if kind == "shuttle_lost":
        return _(
            "{who}'s shuttle on {cell} was lost; {units} went to repair.",
            who=who,
            cell=event["cell"],
            units=", ".join(unit(k) for k in event["units"]),
        )
    if kind == "guard_beaten":
        return _(
            "{guard} of {asteroid} on {cell} was beaten.",
            guard=the_guard(event["unit"]),
            asteroid=event["asteroid"],
            cell=event["cell"],
        )
    if kind == "flag":
        return _(
            "The last guard of {asteroid} fell: its Target chip becomes a Flag.",
            asteroid=event["asteroid"],
        )
    if kind == "chip_used":
        return _("{who} spent the elite's {chip} chip.", who=who, chip=chip_name(event["chip"]))
    if kind == "protected":
        return _(
            "{who}'s elite on {cell} was saved by the protection chip.", who=who, cell=event["cell"]
        )
    if kind == "mine_built":
        return ngettext(
            "{who} built a mine on {asteroid}: +{points}, +{count} resources.",
            "{who} built a mine on {asteroid}: +{points}, +{count} resources.",
            event["resources"],
            who=who,
            asteroid=event["asteroid"],
            points=_points(event["points"]),
            count=event["resources"],
        )
    if kind == "victory":
        return ngettext(
            "{who} reached {count} points and wins!",
            "{who} reached {count} points and wins!",
            event["points"],
            who=who,
            count=event["points"],
        )
    if kind == "targeted":
        replaced = event["replaced"]
        if replaced is None:
            return _(
                "{who} put its Target chip on {asteroid}.", who=who, asteroid=event["asteroid"]
            )
        return _(
            "{who} put its Target chip on {asteroid}, replacing {other}'s.",
            who=who,
            asteroid=event["asteroid"],
            other=seat(names, replaced),
        )
    if kind == "guard_set":
        return _(
            "{who} set up {guard} of {asteroid} on {cell}.",
            who=who,
            guard=the_guard(event["unit"]),
            asteroid=event["asteroid"],
            cell=event["cell"],
        )
    if kind == "guard_moved":
        return _(
            "{who} moved {guard} of {asteroid} from {start} to {end}.",
            who=who,
            guard=the_guard(event["unit"]),
            asteroid=event["asteroid"],
            start=event["start"],
            end=event["end"],
        )
    if kind == "guards_wait":
        return _(
            "No room next to {asteroid}: its guards wait ({guards}).",
            asteroid=event["asteroid"],
            guards=", ".join(unit(k) for k in event["guards"]),
        )
    if kind == "bought":
        values = dict(who=who, unit=a_unit(event["unit"]), price=resources(event["price"]))
        if event["cell"] == "base":
            return _("{who} built {unit} onto its base ({price}).", **values)
        return _("{who} built {unit} on {cell} ({price}).", cell=event["cell"], **values)
    if kind == "created":
        return _created(event, who)
    if kind == "reinforced":
        arrived = event["units"]
        values = dict(who=who, resources=resources(event["resources"]))
        if not arrived:
            return _("{who} called reinforcements: no unit and {resources}.", **values)
        return _(
            "{who} called reinforcements: {units} and {resources}.",
            units=", ".join(unit(k) for k in arrived),
            **values,
        )
    if kind == "raid":
        values = dict(who=who, cell=event["cell"], die=event["die"])
        result = event["result"]
        if result == "lost":
            return _(
                "{who}'s shuttle on {cell} raided the cargo shuttle: die {die}, the raiding "
                "shuttle was lost.",
                **values,
            )
        if result == "escaped":
            return _(
                "{who}'s shuttle on {cell} raided the cargo shuttle: die {die}, the cargo "
                "shuttle escaped.",
                **values,
            )
        return ngettext(
            "{who}'s shuttle on {cell} raided the cargo shuttle: die {die}, {count} resources "
            "plundered.",
            "{who}'s shuttle on {cell} raided the cargo shuttle: die {die}, {count} resources "
            "plundered.",
            event["reward"],
            count=event["reward"],
            **values,
        )
    if kind == "cargo_jumped":
        return _(
            "The die showed {die}: the cargo shuttle jumped to {portal}.",
            die=event["die"],
            portal=_portal(event["portal"]),
        )
    if kind == "turn_ended":
        income = event["income"]
        if not income:
            return _("{who} ended the turn.", who=who)
        return _(
            "{who} ended the turn, collecting {resources} from class-5 asteroids.",
            who=who,
            resources=resources(income),
        )
    if kind == "game_over":
        return _("The turn cap is reached: the game is over.")
    return f"{kind} {event.to_dict()}"


def _created(event: Event, who: str) -> str:
    values = dict(
        who=who, unit=a_unit(event["unit"]), cell=event["cell"], price=resources(event["price"])
    )
    die = event.get("die")
    if die is None:
        return _("{who}'s elite created {unit} on {cell} ({price}).", **values)
    if die >= 4:
        return _(
            "{who}'s elite created {unit} on {cell} ({price}); its die showed {die}, a second one!",
            die=die,
            **values,
        )
    return _(
        "{who}'s elite created {unit} on {cell} ({price}); its die showed {die}.", die=die, **values
    )


def _fuel(amount: int) -> str:
    return resources(amount) if amount else _("free")


def _attack_sentence(event: Event, names: tuple[str, ...]) -> str:
    values = dict(
        attacker=_side(event.seat, event["attacker"], names),
        start=event["from_cell"],
        defender=_side(event["defender_seat"], event["defender"], names),
        cell=event["cell"],
    )
    if event["sure"]:
        return _(
            "{attacker} on {start} attacked {defender} on {cell} with the Unconditional attack "
            "chip: a sure win.",
            **values,
        )
    a_die, a_bonus = event["attack_die"], event["attack_bonus"]
    d_die, d_bonus = event["defence_die"], event["defence_bonus"]
    return _(
        "{attacker} on {start} attacked {defender} on {cell}: {a_die}+{a_bonus} = {a_total} "
        "against {d_die}+{d_bonus} = {d_total}, {result}.",
        a_die=a_die,
        a_bonus=a_bonus,
        a_total=a_die + a_bonus,
        d_die=d_die,
        d_bonus=d_bonus,
        d_total=d_die + d_bonus,
        result=_(_DUEL[event["result"]]),
        **values,
    )


def status(state: AsteroidBeltState) -> str:
    """Whose decision it is and what they decide, or how the game ended."""
    phase = state.phase
    names = state.seating.colours
    name = seat(names, state.active)
    if isinstance(phase, Over):
        return _result(state, phase)
    if isinstance(phase, Commanding):
        values = dict(
            who=name,
            round=state.turn // state.players + 1,
            resources=resources(state.resources[state.active]),
        )
        rounds = state.rules.rounds
        if rounds is None:
            return _(
                "{who} to command (round {round}, {resources}): select a unit or shuttle, target "
                "an asteroid, buy, or end the turn.",
                **values,
            )
        return _(
            "{who} to command (round {round} of {rounds}, {resources}): select a unit or "
            "shuttle, target an asteroid, buy, or end the turn.",
            rounds=rounds,
            **values,
        )
    if isinstance(phase, Acting):
        where = NAMES[phase.cell]
        if phase.kind is not None:
            values = dict(who=name, unit=a_unit(phase.kind), where=where)
            if phase.cell in state.seating.bases:
                return _("{who}: move {unit} out of its base on {where}.", **values)
            return _("{who}: move {unit} out of the shuttle on {where}.", **values)
        piece = state.at[phase.cell]
        assert isinstance(piece, Unit)
        return _(
            _ORDERS[phase.moved, phase.attacked], who=name, unit=the_unit(piece.kind), where=where
        )
    if isinstance(phase, Sailing):
        return _(
            "{who}: orders for the shuttle on {where}, speed {speed} (sail, attack, raid, or "
            "done).",
            who=name,
            where=NAMES[phase.cell],
            speed=phase.speed,
        )
    if isinstance(phase, Creating):
        return _("{who}: the elite's die gives a second unit: place it next to the mine.", who=name)
    if isinstance(phase, Guarding):
        return _guarding(state, phase, names)
    assert isinstance(phase, Protecting)
    return _(
        "{who}'s elite on {where} is beaten: protect it with the Unconditional protection "
        "chip, or decline.",
        who=seat(names, phase.seat),
        where=NAMES[phase.cell],
    )


def _guarding(state: AsteroidBeltState, phase: Guarding, names: tuple[str, ...]) -> str:
    values = dict(
        who=seat(names, (phase.invader + 1) % state.players),
        invader=seat(names, phase.invader),
        asteroid=NAMES[ASTEROIDS[phase.sites[0]].cell],
    )
    if phase.placing:
        kind = state.sites[phase.sites[0]].waiting[0]
        return _(
            "{who} commands the guards of {asteroid} against {invader}: set up its {guard} next "
            "to it.",
            guard=guard_name(kind),
            **values,
        )
    guard = state.at[phase.attackers[0]]
    assert isinstance(guard, Guard)
    values.update(guard=the_guard(guard.kind), where=NAMES[phase.attackers[0]])
    if phase.moved:
        return _(
            "{who} commands the guards of {asteroid} against {invader}: {guard} on {where} "
            "attacks.",
            **values,
        )
    return _(
        "{who} commands the guards of {asteroid} against {invader}: {guard} on {where} moves "
        "next to the asteroid, or attacks.",
        **values,
    )


def _result(state: AsteroidBeltState, phase: Over) -> str:
    first = state.ranking()[0]
    return ngettext(
        "Game over: {names} wins with {points} ({why}).",
        "Game over: {names} share the win with {points} ({why}).",
        len(first),
        names=_(" and ").join(seat(state.seating.colours, s) for s in first),
        points=_points(state.scores()[first[0]]),
        why=_why(state, phase),
    )


def _why(state: AsteroidBeltState, phase: Over) -> str:
    if phase.truncated:
        rounds = state.rules.rounds or 0
        return ngettext(
            "the turn cap of {count} round was reached; ranked by points",
            "the turn cap of {count} rounds was reached; ranked by points",
            rounds,
            count=rounds,
        )
    return _("the end of the achievement scale was reached")


def ending(state: AsteroidBeltState) -> str:
    """Why the game ended (``""`` while it runs): the end of the achievement scale, or the
    turn cap (an option), after which the seats are ranked by points.

    >>> from junkspace.asteroid_belt import new_game
    >>> ending(new_game(players=2, seed=1))
    ''
    """
    phase = state.phase
    return _cap(_why(state, phase)) + "." if isinstance(phase, Over) else ""


def _actor(state: AsteroidBeltState) -> str:
    """The unit, shuttle or guard the current orders are for, in words."""
    phase = state.phase
    if isinstance(phase, Creating):
        phase = phase.resume
    names = state.seating.colours
    if isinstance(phase, Acting) and phase.kind is not None:
        return _(
            "{unit} leaving {cell}",
            unit=owned(phase.kind, seat(names, state.active)),
            cell=NAMES[phase.cell],
        )
    if isinstance(phase, (Acting, Sailing)):
        return _on(_piece(state.at.get(phase.cell), names), NAMES[phase.cell])
    if isinstance(phase, Guarding) and phase.attackers:
        guard = phase.attackers[0]
        return _on(_piece(state.at.get(guard), names), NAMES[guard])
    return seat(names, state.active)


def _on(piece: str, where: str) -> str:
    return _("{piece} on {cell}", piece=piece, cell=where)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def describe(state: AsteroidBeltState, action: Action) -> str:
    """One plain-language sentence saying what ``action`` would do in ``state``."""
    number = state.current_player if state.current_player is not None else state.active
    seats = state.seating
    name = seat(seats.colours, number)
    at = state.at
    actor = _cap(_actor(state))
    if isinstance(action, Select):
        if action.kind is not None:
            values = dict(who=name, unit=a_unit(action.kind))
            if cell(action.cell) in seats.bases:
                return _("{who} sends {unit} out of its base.", **values)
            return _("{who} sends {unit} out of the shuttle on {cell}.", cell=action.cell, **values)
        piece = at.get(cell(action.cell))
        if isinstance(piece, Shuttle):
            return _(
                "{who} gives orders to its shuttle on {cell}, rolling its speed die.",
                who=name,
                cell=action.cell,
            )
        if isinstance(piece, Unit) and piece.owner == number:
            return _(
                "{who} gives orders to its {unit} on {cell}.",
                who=name,
                unit=unit(piece.kind),
                cell=action.cell,
            )
        return _(
            "{who} gives orders to {piece} on {cell}.",
            who=name,
            piece=_piece(piece, seats.colours),
            cell=action.cell,
        )
    if isinstance(action, Move):
        dest = cell(action.cell)
        if isinstance(state.phase, Sailing):
            return _("{actor} sails to {cell}.", actor=actor, cell=action.cell)
        if isinstance(state.phase, Guarding):
            return _(
                "{who} moves {actor} to {cell}, to attack from there.",
                who=name,
                actor=_actor(state),
                cell=action.cell,
            )
        if TERRAIN[dest] == LANE:
            if dest in at:
                return _("{actor} boards the shuttle on {cell}.", actor=actor, cell=action.cell)
            return _(
                "{actor} boards a new shuttle it activates on {cell}.",
                actor=actor,
                cell=action.cell,
            )
        return _("{actor} moves to {cell}.", actor=actor, cell=action.cell)
    if isinstance(action, (Attack, Strike)):
        values = dict(
            actor=actor, defender=_piece(at.get(cell(action.cell)), seats.colours), cell=action.cell
        )
        if isinstance(action, Strike):
            return _(
                "{actor} attacks {defender} on {cell} with the Unconditional attack chip (a sure "
                "win).",
                **values,
            )
        return _("{actor} attacks {defender} on {cell}.", **values)
    if isinstance(action, Teleport):
        return _("{actor} teleports to {cell} (Teleportation chip).", actor=actor, cell=action.cell)
    if isinstance(action, Create):
        faction = seats.faction[number]
        return _(
            "{actor} creates {unit} on {cell} ({price}).",
            actor=actor,
            unit=a_unit(faction.favourite),
            cell=action.cell,
            price=resources(faction.price(faction.favourite)),
        )
    if isinstance(action, Raid):
        return _(
            "{actor} raids the cargo shuttle in {portal}.",
            actor=actor,
            portal=NAMES[PORTALS[state.cargo]],
        )
    if isinstance(action, Dismiss):
        return _("{actor} goes to repair, out of the way.", actor=actor)
    if isinstance(action, Done):
        return _("{actor} is done for this turn.", actor=actor)
    if isinstance(action, Target):
        a = ASTEROID_AT.get(cell(action.cell))
        if a is None:
            return _(
                "{who} puts its Target chip on the asteroid {cell}.", who=name, cell=action.cell
            )
        return _(
            "{who} puts its Target chip on the class-{grade} asteroid {cell}.",
            who=name,
            grade=ASTEROIDS[a].grade,
            cell=action.cell,
        )
    if isinstance(action, Buy):
        values = dict(
            who=name,
            unit=a_unit(action.kind),
            price=resources(seats.faction[number].price(action.kind)),
        )
        if action.cell is None:
            return _("{who} builds {unit} onto its base ({price}).", **values)
        return _(
            "{who} builds {unit} on {cell}, next to a new mine ({price}).",
            cell=action.cell,
            **values,
        )
    if isinstance(action, Reinforce):
        return _("{who} calls the one-time reinforcements.", who=name)
    if isinstance(action, End):
        return _("{who} ends the turn.", who=name)
    if isinstance(action, SetGuard):
        phase = state.phase
        if isinstance(phase, Guarding) and phase.placing:
            a = phase.sites[0]
            return _(
                "{who} sets up {guard} of {asteroid} on {cell}.",
                who=name,
                guard=the_guard(state.sites[a].waiting[0]),
                asteroid=NAMES[ASTEROIDS[a].cell],
                cell=action.cell,
            )
        return _("{who} sets up a guard on {cell}.", who=name, cell=action.cell)
    if isinstance(action, Protect):
        return _("{who} spends the Unconditional protection chip to save its elite.", who=name)
    if isinstance(action, Decline):
        return _("{who} keeps the protection chip; the beaten elite goes to repair.", who=name)
    return str(action)
