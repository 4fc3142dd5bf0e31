"""Asteroid Belt in words: the status line, a sentence per action and per event.

>>> narrate(Event.of("moved", 0, unit="assault", start="a1", end="b5", fuel=2))
'Purple moved an assault from a1 to b5 (2 resources).'
>>> narrate(Event.of("raid", 1, cell="n6", die=5, riders=2, result="plundered", reward=30))
"Orange's shuttle on n6 raided the cargo shuttle: die 5, 30 resources plundered."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action, Event
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

__all__ = ["describe", "ending", "narrate", "status"]

_CHIP_NAMES = {
    "attack": "Unconditional attack",
    "protection": "Unconditional protection",
    "teleport": "Teleportation",
}


def _a(kind: str) -> str:
    return f"an {kind}" if kind[0] in "aeiou" else f"a {kind}"


def _piece(piece: Piece | None, names: tuple[str, ...]) -> str:
    if piece is None:
        return "nothing"
    if isinstance(piece, Guard):
        return f"the {piece.kind} guard"
    if isinstance(piece, Shuttle):
        return f"{names[piece.owner]}'s shuttle"
    return f"{names[piece.owner]}'s {piece.kind}"


def _portal(name: str) -> str:
    return f"portal {PORTALS.index(cell(name)) + 1} ({name})"


def _side(seat: int | None, piece: str, names: tuple[str, ...]) -> str:
    if seat is None:
        return f"the {piece}"
    return f"{names[seat]}'s {piece}"


def narrate(event: Event, names: tuple[str, ...] = SEAT_NAMES) -> str:
    """One past-tense sentence for an Asteroid Belt event, for logs."""
    return _cap(_sentence(event, names))


def _sentence(event: Event, names: tuple[str, ...]) -> str:
    who = names[event.seat] if event.seat is not None else ""
    kind = event.kind
    if kind == "cargo_placed":
        return (
            f"The die showed {event['die']}: the cargo shuttle waits in {_portal(event['portal'])}."
        )
    if kind == "shuttle_rolled":
        die = event["die"]
        return f"{who}'s shuttle on {event['cell']} rolled {die}: it may sail up to {die} cells."
    if kind == "moved":
        return (
            f"{who} moved {_a(event['unit'])} from {event['start']} to {event['end']} "
            f"({_fuel(event['fuel'])})."
        )
    if kind == "boarded":
        return (
            f"{who}'s {event['unit']} boarded the shuttle on {event['end']} from "
            f"{event['start']} ({_fuel(event['fuel'])})."
        )
    if kind == "shuttle_activated":
        paid = _resources(event["paid"]) if event["paid"] else "free, next to an own mine"
        return f"{who} activated a shuttle on {event['cell']} ({paid})."
    if kind == "shuttle_left":
        return f"{who}'s empty shuttle on {event['cell']} left the board."
    if kind == "sailed":
        return f"{who}'s shuttle sailed from {event['start']} to {event['end']}."
    if kind == "teleported":
        return f"{who}'s elite teleported from {event['start']} to {event['end']}."
    if kind == "dismissed":
        return f"{who} sent its {event['unit']} on {event['cell']} to repair."
    if kind == "attack":
        return _attack_sentence(event, names)
    if kind == "no_risk":
        return f"The reconnaissance attack from {event['cell']} risked nothing: it stays."
    if kind == "sent_to_repair":
        return f"{who}'s {event['unit']} on {event['cell']} went to repair."
    if kind == "shuttle_lost":
        units = ", ".join(event["units"])
        return f"{who}'s shuttle on {event['cell']} was lost; {units} went to repair."
    if kind == "guard_beaten":
        return f"The {event['unit']} guard of {event['asteroid']} on {event['cell']} was beaten."
    if kind == "flag":
        return f"The last guard of {event['asteroid']} fell: its Target chip becomes a Flag."
    if kind == "chip_used":
        return f"{who} spent the elite's {_CHIP_NAMES[event['chip']]} chip."
    if kind == "protected":
        return f"{who}'s elite on {event['cell']} was saved by the protection chip."
    if kind == "mine_built":
        return (
            f"{who} built a mine on {event['asteroid']}: +{event['points']} points, "
            f"+{event['resources']} resources."
        )
    if kind == "victory":
        return f"{who} reached {event['points']} points and wins!"
    if kind == "targeted":
        replaced = event["replaced"]
        tail = f", replacing {names[replaced]}'s" if replaced is not None else ""
        return f"{who} put its Target chip on {event['asteroid']}{tail}."
    if kind == "guard_set":
        return f"{who} set up the {event['unit']} guard of {event['asteroid']} on {event['cell']}."
    if kind == "guard_moved":
        return (
            f"{who} moved the {event['unit']} guard of {event['asteroid']} from "
            f"{event['start']} to {event['end']}."
        )
    if kind == "guards_wait":
        return (
            f"No room next to {event['asteroid']}: its guards wait ({', '.join(event['guards'])})."
        )
    if kind == "bought":
        where = "onto its base" if event["cell"] == "base" else f"on {event['cell']}"
        return f"{who} built {_a(event['unit'])} {where} ({_resources(event['price'])})."
    if kind == "created":
        price = _resources(event["price"])
        text = f"{who}'s elite created {_a(event['unit'])} on {event['cell']} ({price})"
        die = event.get("die")
        if die is None:
            return text + "."
        return text + f"; its die showed {die}" + (", a second one!" if die >= 4 else ".")
    if kind == "reinforced":
        units = ", ".join(event["units"]) or "no unit"
        return f"{who} called reinforcements: {units} and {_resources(event['resources'])}."
    if kind == "raid":
        head = f"{who}'s shuttle on {event['cell']} raided the cargo shuttle: die {event['die']}"
        result = event["result"]
        if result == "lost":
            return head + ", the raiding shuttle was lost."
        if result == "escaped":
            return head + ", the cargo shuttle escaped."
        return head + f", {event['reward']} resources plundered."
    if kind == "cargo_jumped":
        portal = _portal(event["portal"])
        return f"The die showed {event['die']}: the cargo shuttle jumped to {portal}."
    if kind == "turn_ended":
        income = event["income"]
        tail = f", collecting {_resources(income)} from class-5 asteroids" if income else ""
        return f"{who} ended the turn{tail}."
    if kind == "game_over":
        return "The turn cap is reached: the game is over."
    return f"{kind} {event.to_dict()}"


def _resources(amount: int) -> str:
    return "1 resource" if amount == 1 else f"{amount} resources"


def _fuel(amount: int) -> str:
    return _resources(amount) if amount else "free"


def _attack_sentence(event: Event, names: tuple[str, ...]) -> str:
    attacker = _side(event.seat, event["attacker"], names)
    defender = _side(event["defender_seat"], event["defender"], names)
    head = f"{attacker} on {event['from_cell']} attacked {defender} on {event['cell']}"
    if event["sure"]:
        return head + " with the Unconditional attack chip: a sure win."
    a_die, a_bonus = event["attack_die"], event["attack_bonus"]
    d_die, d_bonus = event["defence_die"], event["defence_bonus"]
    return (
        f"{head}: {a_die}+{a_bonus} = {a_die + a_bonus} against {d_die}+{d_bonus} = "
        f"{d_die + d_bonus}, {event['result']}."
    )


def status(state: AsteroidBeltState) -> str:
    """Whose decision it is and what they decide, or how the game ended."""
    phase = state.phase
    names = state.seating.colours
    name = names[state.active]
    if isinstance(phase, Over):
        return _result(state, phase)
    if isinstance(phase, Commanding):
        round_ = state.turn // state.players + 1
        rounds = state.rules.rounds
        of = "" if rounds is None else f" of {rounds}"
        return (
            f"{name} to command (round {round_}{of}, "
            f"{_resources(state.resources[state.active])}): "
            f"select a unit or shuttle, target an asteroid, buy, or end the turn."
        )
    if isinstance(phase, Acting):
        where = NAMES[phase.cell]
        if phase.kind is not None:
            source = "its base" if phase.cell in state.seating.bases else "the shuttle"
            return f"{name}: move {_a(phase.kind)} out of {source} on {where}."
        unit = state.at[phase.cell]
        assert isinstance(unit, Unit)
        left = [w for w, done in (("move", phase.moved), ("attack", phase.attacked)) if not done]
        return f"{name}: orders for the {unit.kind} on {where} ({', '.join([*left, 'or done'])})."
    if isinstance(phase, Sailing):
        return (
            f"{name}: orders for the shuttle on {NAMES[phase.cell]}, speed {phase.speed} "
            f"(sail, attack, raid, or done)."
        )
    if isinstance(phase, Creating):
        return f"{name}: the elite's die gives a second unit: place it next to the mine."
    if isinstance(phase, Guarding):
        guard_player = names[(phase.invader + 1) % state.players]
        invader = names[phase.invader]
        asteroid = NAMES[ASTEROIDS[phase.sites[0]].cell]
        if phase.placing:
            kind = state.sites[phase.sites[0]].waiting[0]
            return (
                f"{guard_player} commands the guards of {asteroid} against {invader}: "
                f"set up its {kind} guard next to it."
            )
        guard = state.at[phase.attackers[0]]
        assert isinstance(guard, Guard)
        verb = "attacks" if phase.moved else "moves next to the asteroid, or attacks"
        return (
            f"{guard_player} commands the guards of {asteroid} against {invader}: the "
            f"{guard.kind} guard on {NAMES[phase.attackers[0]]} {verb}."
        )
    assert isinstance(phase, Protecting)
    return (
        f"{names[phase.seat]}'s elite on {NAMES[phase.cell]} is beaten: protect it with "
        f"the Unconditional protection chip, or decline."
    )


def _result(state: AsteroidBeltState, phase: Over) -> str:
    first = state.ranking()[0]
    names = " and ".join(state.seat_name(s) for s in first)
    verb = "wins" if len(first) == 1 else "share the win"
    points = state.scores()[first[0]]
    return f"Game over: {names} {verb} with {points} points ({_why(state, phase)})."


def _why(state: AsteroidBeltState, phase: Over) -> str:
    if phase.truncated:
        rounds = state.rules.rounds
        return f"the turn cap of {rounds} round{'s' * (rounds != 1)} was reached; ranked by points"
    return "the end of the achievement scale was reached"


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
        return f"{names[state.active]}'s {phase.kind} leaving {NAMES[phase.cell]}"
    if isinstance(phase, (Acting, Sailing)):
        return f"{_piece(state.at.get(phase.cell), names)} on {NAMES[phase.cell]}"
    if isinstance(phase, Guarding) and phase.attackers:
        guard = phase.attackers[0]
        return f"{_piece(state.at.get(guard), names)} on {NAMES[guard]}"
    return names[state.active]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def describe(state: AsteroidBeltState, action: Action) -> str:
    """One plain-language sentence saying what ``action`` would do in ``state``."""
    seat = state.current_player if state.current_player is not None else state.active
    seats = state.seating
    name = seats.colours[seat]
    at = state.at
    actor = _cap(_actor(state))
    if isinstance(action, Select):
        if action.kind is not None:
            source = "its base" if cell(action.cell) in seats.bases else "the shuttle on"
            where = "" if source == "its base" else f" {action.cell}"
            return f"{name} sends {_a(action.kind)} out of {source}{where}."
        piece = at.get(cell(action.cell))
        if isinstance(piece, Shuttle):
            return f"{name} gives orders to its shuttle on {action.cell}, rolling its speed die."
        if isinstance(piece, Unit) and piece.owner == seat:
            return f"{name} gives orders to its {piece.kind} on {action.cell}."
        return f"{name} gives orders to {_piece(piece, seats.colours)} on {action.cell}."
    if isinstance(action, Move):
        dest = cell(action.cell)
        if isinstance(state.phase, Sailing):
            return f"{actor} sails to {action.cell}."
        if isinstance(state.phase, Guarding):
            return f"{name} moves {_actor(state)} to {action.cell}, to attack from there."
        if TERRAIN[dest] == LANE:
            inside = "the shuttle" if dest in at else "a new shuttle it activates"
            return f"{actor} boards {inside} on {action.cell}."
        return f"{actor} moves to {action.cell}."
    if isinstance(action, (Attack, Strike)):
        defender = _piece(at.get(cell(action.cell)), seats.colours)
        text = f"{actor} attacks {defender} on {action.cell}"
        if isinstance(action, Strike):
            return text + " with the Unconditional attack chip (a sure win)."
        return text + "."
    if isinstance(action, Teleport):
        return f"{actor} teleports to {action.cell} (Teleportation chip)."
    if isinstance(action, Create):
        faction = seats.faction[seat]
        price = _resources(faction.price(faction.favourite))
        return f"{actor} creates {_a(faction.favourite)} on {action.cell} ({price})."
    if isinstance(action, Raid):
        return f"{actor} raids the cargo shuttle in {NAMES[PORTALS[state.cargo]]}."
    if isinstance(action, Dismiss):
        return f"{actor} goes to repair, out of the way."
    if isinstance(action, Done):
        return f"{actor} is done for this turn."
    if isinstance(action, Target):
        a = ASTEROID_AT.get(cell(action.cell))
        grade = f"class-{ASTEROIDS[a].grade} " if a is not None else ""
        return f"{name} puts its Target chip on the {grade}asteroid {action.cell}."
    if isinstance(action, Buy):
        price = _resources(seats.faction[seat].price(action.kind))
        where = "onto its base" if action.cell is None else f"on {action.cell}, next to a new mine"
        return f"{name} builds {_a(action.kind)} {where} ({price})."
    if isinstance(action, Reinforce):
        return f"{name} calls the one-time reinforcements."
    if isinstance(action, End):
        return f"{name} ends the turn."
    if isinstance(action, SetGuard):
        phase = state.phase
        if isinstance(phase, Guarding) and phase.placing:
            a = phase.sites[0]
            kind = state.sites[a].waiting[0]
            return (
                f"{name} sets up the {kind} guard of {NAMES[ASTEROIDS[a].cell]} on {action.cell}."
            )
        return f"{name} sets up a guard on {action.cell}."
    if isinstance(action, Protect):
        return f"{name} spends the Unconditional protection chip to save its elite."
    if isinstance(action, Decline):
        return f"{name} keeps the protection chip; the beaten elite goes to repair."
    return str(action)
