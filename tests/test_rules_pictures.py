"""The rules pages' board pictures are the engine's drawings of real positions, and current."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest
from playing import BUILTIN

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "docs" / "rules" / "make_pictures.py"


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_pictures", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("game", BUILTIN)
def test_the_rules_page_shows_current_pictures_of_its_board(game: str) -> None:
    script = load_script()
    page = (ROOT / "docs" / "rules" / f"{game}.md").read_text(encoding="utf-8")
    drawn = script.pictures(game)
    assert len(drawn) == 2
    start, later = (state for state in script.positions(game).values())
    assert later != start, "the second picture shows a position after some play"
    for path, svg in drawn.items():
        assert f"](pictures/{path.name})" in page, f"docs/rules/{game}.md does not show {path.name}"
        assert svg.lstrip().startswith("<svg"), path.name
        assert path.exists() and path.read_text(encoding="utf-8") == svg, (
            f"{path.relative_to(ROOT)} is stale: run python docs/rules/make_pictures.py"
        )
