"""The state inspector marks exactly what changed, and shows text safely."""

from __future__ import annotations

from typing import Any

import pytest

from junkspace.widgets.inspector import changed_paths, tree_html


@pytest.mark.parametrize(
    ("before", "after", "changed"),
    [
        ({"turn": 1}, {"turn": 1}, set()),
        ({"turn": 1}, {"turn": 2}, {("turn",)}),
        ({"ships": ["KEP", "TYC"]}, {"ships": ["KEP", "PLA"]}, {("ships",), ("ships", 1)}),
        (
            {"cargo": [["E01"]]},
            {"cargo": [["E01", "E02"]]},
            {("cargo",), ("cargo", 0), ("cargo", 0, 1)},
        ),
        (
            {"phase": {"step": "move"}},
            {"phase": {"step": "move", "value": 2}},
            {("phase",), ("phase", "value")},
        ),
        ({"final_turns": None}, {"final_turns": 2}, {("final_turns",)}),
    ],
)
def test_the_changed_paths_are_the_ones_that_differ(
    before: dict[str, Any], after: dict[str, Any], changed: set[tuple[object, ...]]
) -> None:
    assert changed_paths(before, after) == changed


def test_the_tree_marks_changes_and_escapes_text() -> None:
    tree = tree_html({"name": "<b>Yellow</b>", "turn": 3}, {"name": "<b>Yellow</b>", "turn": 2})
    assert "<b>Yellow</b>" not in tree and "&lt;b&gt;Yellow&lt;/b&gt;" in tree
    assert tree.count('class="changed"') == 1
