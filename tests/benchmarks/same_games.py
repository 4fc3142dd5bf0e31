"""Do two strength runs hold the same games? Compare the records two ``--out`` folders keep.

Run it with ``python tests/benchmarks/same_games.py BEFORE AFTER``, two folders written by
``strength.py --out`` (for example one run on the engines before a change, one after). Game
*k* of a pairing is always the same deal with the same bot seeds, so with an iteration budget
an engine that plays the same game gives the same record: for each pairing both folders hold,
the games both ran are compared by seats, result and moves (the thinking times are left out),
and the script prints how many are identical, and which are not. It exits with status 1 if
any game differs.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any


def games(path: Path) -> dict[int, tuple[Any, ...]]:
    """The games of one saved pairing by index: seats, result and record, timing left out."""
    out: dict[int, tuple[Any, ...]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            saved = json.loads(line)
            out[saved["index"]] = (saved["seats"], saved["result"], saved["record"])
    return out


def compare(before: Path, after: Path) -> bool:
    """Print the comparison of every pairing both folders hold; True if no game differs."""
    same_everywhere = True
    pairings = sorted(p.name for p in before.glob("*.jsonl") if (after / p.name).exists())
    if not pairings:
        print(f"no pairing is saved in both {before} and {after}")
        return False
    for name in pairings:
        old, new = games(before / name), games(after / name)
        common = sorted(set(old) & set(new))
        differ = [k for k in common if old[k] != new[k]]
        moves = sum(len(old[k][2]["actions"]) for k in common if k not in differ)
        line = f"{name}: {len(common) - len(differ)} of {len(common)} games identical"
        print(f"{line} ({moves:,} moves)" + (f"; different: {differ}" if differ else ""))
        same_everywhere &= not differ
    return same_everywhere


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path, help="a strength.py --out folder")
    parser.add_argument("after", type=Path, help="another one")
    args = parser.parse_args(argv)
    sys.exit(0 if compare(args.before, args.after) else 1)


if __name__ == "__main__":
    main()
