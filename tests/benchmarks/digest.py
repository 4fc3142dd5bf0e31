"""A digest of one game's behaviour: the same before and after a change that must change nothing.

Run it with ``python tests/benchmarks/digest.py GAME [GAMES_PER_TABLE]`` (40 by default) on
two versions of the engine: the same sha256 means they behave the same. For seeded random
games at every table size, with several options, it hashes every list of legal actions (the
order too), the notation's round trip, ``describe`` and ``status``, the saved JSON, each
seat's observation, ``determinize``, ``apply_legal`` against ``apply``, the events and their
sentences, the final scores and ranking, and the moves of a small seeded MCTS (the game's
tuned settings, 30 iterations) on sampled positions. A speed-up that changes none of these
changes no game a bot plays.

Measured on the engines before issue 16 (main at daf2081), before its speed work (9475090)
and after it, the same every time (40 games per table)::

    junk_orbit 16258 decisions d149677da4aaf022c2358f0b634b7a280f32c26898c86af42b3d2715c47330b3
    asteroid_belt 28563 decisions 3a4fa4488a28f09fd425b0ea99e9370520ae5ae4956f1848bda9d01207be7f29
    hyperstellar 28179 decisions 9557be3b47d7757308dfb536b6467adbeb78cb103c6effa849b63983357b5df1
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from typing import Any

import junkspace
from junkspace.bots import MctsBot

#: The options the games are played with, in turn (a game not named: its defaults).
OPTIONS: dict[str, list[dict[str, Any]]] = {
    "junk_orbit": [{}, {"ship_powers": True}],
    "asteroid_belt": [
        {},
        {"guards": "stand"},
        {"hard": True, "fast": True},
        {"factions": "green-orange-purple"},
        {"rounds": 3},
    ],
    "hyperstellar": [{}, {"max_revolutions": 8}],
}


def digest(game: str, per_table: int = 40) -> tuple[int, str]:
    """The number of decisions played and the sha256 of everything they showed."""
    info = junkspace.GAMES[game]
    options = OPTIONS.get(game, [{}])
    h = hashlib.sha256()
    decisions = 0
    for players in range(info.min_players, info.max_players + 1):
        for g in range(per_table):
            chooser = random.Random(g * 7 + players)
            state = junkspace.new_game(game, players=players, seed=g, **options[g % len(options)])
            n = 0
            while not state.is_over:
                legal = state.legal_actions()
                h.update(" | ".join(map(str, legal)).encode())
                action = chooser.choice(legal)
                assert state.parse_action(str(action)) == action
                if n % 7 == 0:
                    h.update(state.describe(action).encode())
                    h.update(state.status().encode())
                if n % 23 == 0:
                    h.update(state.to_json().encode())
                    for seat in range(players):
                        h.update(json.dumps(state.observation(seat), sort_keys=True).encode())
                    h.update(state.determinize(state.current_player, n).to_json().encode())
                if n % 97 == 5 and g < 3:
                    h.update(str(MctsBot.tuned(game, iterations=30, seed=n)(state)).encode())
                after = state.apply(action)
                assert state.apply_legal(action) == after
                state = after
                h.update(repr(state.events).encode())
                h.update(" ".join(state.narrate(e) for e in state.events).encode())
                n += 1
            decisions += n
            h.update(state.to_json().encode())
            h.update(
                repr((state.scores(), state.ranking(), state.winners(), state.truncated)).encode()
            )
    return decisions, h.hexdigest()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=list(junkspace.GAMES))
    parser.add_argument("games", nargs="?", type=int, default=40, help="games per table (40)")
    args = parser.parse_args(argv)
    decisions, found = digest(args.game, args.games)
    print(args.game, decisions, "decisions", found)


if __name__ == "__main__":
    main()
