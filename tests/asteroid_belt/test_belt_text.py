"""print(state): the board as text, three characters a cell."""

from __future__ import annotations

from belt import position, rock

from junkspace.asteroid_belt import Guard, Shuttle, Site, Unit


def _row(text: str, number: int) -> str:
    return next(line for line in text.splitlines() if line.startswith(f"{number:>3} "))


def test_the_board_as_text_shows_pieces_and_chips() -> None:
    state = position(
        pieces={
            "b2": Unit(0, "assault"),
            "d2": Unit(0, "elite", True),
            "c2": Guard("assault", rock("c3")),
            "e5": Shuttle((Unit(0, "recon"), Unit(0, "engineering"))),
        },
        sites={"c3": Site(target=0), "h10": Site(flag=True), "l3": Site(owner=1)},
        cargo=0,
    )
    text = str(state)
    assert _row(text, 2).startswith("  2  . Pa ga p* ")
    assert "2tP" in _row(text, 3) and "5mO" in _row(text, 3)
    assert "(@)" in _row(text, 4) and "S2P" in _row(text, 5)
    assert "2F " in _row(text, 10)
    assert _row(text, 1).startswith("  1 [P]") and _row(text, 16).startswith(" 16  5 ")
    assert "The cargo shuttle waits in e4." in text
    assert text.splitlines()[0].startswith("Asteroid Belt, 2 players, round 1. Purple to command")
