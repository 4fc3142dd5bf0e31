"""Draw the board pictures of the rules pages (docs/rules/pictures/<game>-*.svg).

Every picture is a real position drawn by the engine's own SVG painter
(``state._repr_svg_()``, junkspace.render.svg): the opening of a seeded three-player game, and
the same game a few turns later, reached by seeded random decisions. Run it from the
repository root after a change to a game's rules or board:

    python docs/rules/make_pictures.py

tests/test_rules_pictures.py checks that the pictures are current and that every rules page
shows its own.

>>> sorted(p.name for p in pictures("junk_orbit"))
['junk_orbit-later.svg', 'junk_orbit-start.svg']
"""

from __future__ import annotations

import random
from pathlib import Path

import junkspace

HERE = Path(__file__).resolve().parent
FOLDER = HERE / "pictures"

#: The table every picture shows, and how many decisions the second picture is played on.
PLAYERS, SEED, LATER = 3, 42, 24


def positions(game: str) -> dict[str, junkspace.GameState]:
    """The positions drawn for ``game``: its opening and the same game ``LATER`` decisions on."""
    start = junkspace.new_game(game, players=PLAYERS, seed=SEED)
    chooser, later = random.Random(SEED), start
    for _ in range(LATER):
        if later.is_over:
            break
        later = later.apply(chooser.choice(later.legal_actions()))
    return {"start": start, "later": later}


def pictures(game: str) -> dict[Path, str]:
    """Each picture file of ``game`` and the SVG it must hold."""
    drawn = {}
    for name, state in positions(game).items():
        svg = state._repr_svg_()
        if svg is None:
            raise ValueError(f"{game} has no board view to draw")
        drawn[FOLDER / f"{game}-{name}.svg"] = svg
    return drawn


def main() -> None:
    FOLDER.mkdir(exist_ok=True)
    for game in junkspace.GAMES:
        for path, svg in pictures(game).items():
            path.write_text(svg, encoding="utf-8")
            print(f"wrote {path.relative_to(HERE.parent.parent)} ({len(svg) // 1024} kB)")


if __name__ == "__main__":
    main()
