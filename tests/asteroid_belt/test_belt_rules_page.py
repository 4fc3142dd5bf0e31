"""docs/rules/asteroid_belt.md: every interpretation is numbered, quoted and names real tests."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "rules" / "asteroid_belt.md"
TESTS = Path(__file__).resolve().parent


def _interpretations() -> list[str]:
    text = PAGE.read_text(encoding="utf-8").split("## Interpretations", 1)[1]
    return re.split(r"\n(?=\d+\. \*\*)", text.split("\n\n", 2)[2])


def test_interpretations_are_numbered_in_order() -> None:
    numbers = [int(entry.split(".", 1)[0]) for entry in _interpretations()]
    assert numbers == list(range(1, len(numbers) + 1))


def test_every_interpretation_names_tests_that_exist() -> None:
    for entry in _interpretations():
        references = re.findall(r"`(test_belt_\w+\.py)?::(test_\w+)`", entry)
        assert references, f"no test named in: {entry[:60]}"
        module = ""
        for file, name in references:
            module = file or module
            source = (TESTS / module).read_text(encoding="utf-8")
            assert f"def {name}(" in source, f"{module}::{name} does not exist"


def test_the_map_on_the_page_is_the_board() -> None:
    board = (ROOT / "junkspace" / "asteroid_belt" / "board.txt").read_text(encoding="utf-8")
    rows = [line for line in board.splitlines() if line and not line.startswith("#")]
    page = PAGE.read_text(encoding="utf-8")
    assert "\n".join(rows) in page
