"""The actions a selection on the board leads to: the action list narrowed to the pieces picked.

Once a player has picked a piece (a cargo tile, a unit), the actions pane lists only what
that piece can still do. The board's own picks say it: from the selection, the lit pieces
lead to complete actions or to longer selections, which are followed a little further.

>>> import junkspace
>>> from junkspace.render.view import view_for
>>> state = junkspace.new_game("junk_orbit", players=2, seed=1)
>>> under = actions_under(view_for("junk_orbit"), state, ("tile:S01",))
>>> sorted({str(action).split()[1] for action in under}), len(under) < len(state.legal_actions())
(['S01'], True)
>>> actions_under(view_for("junk_orbit"), state, ()) == state.legal_actions()
True
"""

from __future__ import annotations

from ..core import Action, GameState
from ..render.view import DECIDING, GameView, Selection

__all__ = ["actions_under"]

#: How many picks beyond the selection are followed (every game's action is a few picks).
DEPTH = 3


def actions_under(view: GameView, state: GameState, selection: Selection) -> tuple[Action, ...]:
    """The legal actions that picks starting from ``selection`` can make, in their order in
    ``state.legal_actions()``; all of them when nothing is picked (or nothing fits)."""
    legal = state.legal_actions()
    if not selection:
        return legal
    found: set[Action] = set()
    frontier, seen = [selection], {selection}
    for _ in range(DEPTH):
        longer: list[Selection] = []
        for picked in frontier:
            for piece in view.scene(state, picked, DECIDING).pieces():
                outcome = view.pick(state, picked, piece.id) if piece.pick else None
                if isinstance(outcome, Action):
                    found.add(outcome)
                elif outcome and outcome[: len(picked)] == picked and outcome not in seen:
                    seen.add(outcome)
                    longer.append(outcome)
        frontier = longer
    narrowed = tuple(action for action in legal if action in found)
    return narrowed or legal
