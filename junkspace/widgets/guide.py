"""Help for someone who has never played: the rules, a first turn, what the lit pieces mean.

The rules are the project's own pages (``docs/rules/<game>.md``), shipped inside the
package as ``junkspace/rules/`` (see pyproject.toml) so an installed app finds them too,
and turned into HTML by mistune (which Voilà already brings, through nbconvert), with any
HTML in the text escaped.

>>> "<h1>Junk Orbit</h1>" in rules_html("junk_orbit")
True
>>> how_to_play("hyperstellar").startswith("<p>")
True
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import mistune

from ..core import GAMES

__all__ = ["LIT_PIECES", "how_to_play", "rules_html", "rules_path"]

_PACKAGE = Path(__file__).resolve().parents[1]

#: What the rings on the board mean; the same in every game (render.theme.HALOS).
LIT_PIECES = (
    "Pieces ringed in gold are the ones you can pick now; a cyan ring is what you have "
    "picked so far. Hover over a piece to read what picking it does."
)

#: A first turn, in a few steps, for each game.
_FIRST_TURN = {
    "junk_orbit": (
        "<p>You captain a scavenger ship: deliver junk tiles to the cities that want them. "
        "A tile shows its value and its destination.</p><ol>"
        "<li><b>Launch</b>: pick a tile in your cargo (your panel), then the lit city where "
        "it lands: it flies exactly its value around the orbit. Landing on its destination "
        "is a remote delivery.</li>"
        "<li><b>Move</b>: your ship flies the same distance the other way; pick the lit "
        "city, and deliver any cargo destined there.</li>"
        "<li><b>Collect</b>: your ship takes every tile in its city into your cargo.</li>"
        "</ol><p>When a city cannot be refilled, everybody else plays once more; the "
        "most delivered value wins.</p>"
    ),
    "asteroid_belt": (
        "<p>Your faction's base is a corner of the belt. Capture asteroids to build mines: "
        "the first to the goal in victory points wins.</p><ol>"
        "<li><b>Send a unit out</b>: pick a unit waiting on your base, then a lit cell to "
        "move it to along the highways (moving costs fuel from your resources).</li>"
        "<li><b>Target an asteroid</b> within two cells of a unit: its guards come out and "
        "fight; beat them all (dice decide each fight), then end a move next to it to build "
        "a mine.</li>"
        "<li><b>End turn</b> (the button on the board) when your units have acted.</li>"
        "</ol><p>A unit may move once and attack once a turn. The board's panel shows the "
        "round and the round limit, if the game has one.</p>"
    ),
    "hyperstellar": (
        "<p>Billionaires share a research station; reach 150 points first.</p><ol>"
        "<li><b>Place</b>: in turn, put one researcher from the hub on a lit slot of a "
        "sector (engine room, research lab, recycling centre, crew quarters).</li>"
        "<li><b>Act</b>: the sectors then act in order: energy from the engine room; "
        "science cards or scored sets in the lab; water from recycling; new researchers "
        "from the crew quarters. Choices are buttons in the console on the board's left."
        "</li>"
        "<li><b>Upkeep</b>: every researcher drinks one water at the end of a revolution."
        "</li></ol>"
    ),
}


def rules_path(game: str) -> Path:
    """The rules page of ``game``: shipped in the package, or in this source checkout."""
    shipped = _PACKAGE / "rules" / f"{game}.md"
    return shipped if shipped.exists() else _PACKAGE.parent / "docs" / "rules" / f"{game}.md"


@cache
def rules_html(game: str) -> str:
    """The rules page of ``game`` as HTML (a line saying so when there is none)."""
    path = rules_path(game)
    if not path.exists():
        return f"<p>The rules of {GAMES[game].title} are not installed here.</p>"
    render = mistune.create_markdown(escape=True, plugins=["table"])
    html: str = render(path.read_text(encoding="utf-8"))  # type: ignore[assignment]
    return html


def how_to_play(game: str) -> str:
    """A first turn of ``game`` in a few steps, as HTML."""
    return _FIRST_TURN.get(game, "<p>See the rules.</p>")
