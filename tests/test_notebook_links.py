"""The lessons' and tutorials' links work in JupyterLab, on Binder and on the docs site.

A relative link must point at a file next to the notebooks (the docs build copies the whole
notebooks/ folder, so it resolves there too); a page of the documentation is linked by its
address on GitHub, which renders it with its pictures wherever the notebook is opened.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks" / "lessons").glob("*.ipynb")) + sorted(
    (ROOT / "notebooks" / "tutorials").glob("*.ipynb")
)
REPOSITORY = "https://github.com/junkspace/junkspace/blob/main/"
LINK = re.compile(r"\]\(([^)\s]+)\)")


def links(path: Path) -> list[str]:
    cells = nbformat.read(path, as_version=4).cells
    return [m for c in cells if c.cell_type == "markdown" for m in LINK.findall(c.source)]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_every_link_of_the_notebook_resolves(path: Path) -> None:
    for link in links(path):
        target = link.split("#")[0]
        if target.startswith(REPOSITORY):
            assert (ROOT / target.removeprefix(REPOSITORY)).is_file(), link
        elif not target.startswith(("http://", "https://")):
            resolved = (path.parent / target).resolve()
            assert resolved.is_file(), f"{path.name} links {link}, which is not there"
            assert (ROOT / "notebooks") in resolved.parents, f"{link} leaves notebooks/"


@pytest.mark.parametrize("path", NOTEBOOKS[:6], ids=[p.stem for p in NOTEBOOKS[:6]])
def test_every_lesson_links_the_rules_and_the_tutorial_of_its_game(path: Path) -> None:
    found = links(path)
    assert f"{REPOSITORY}docs/rules/junk_orbit.md" in found
    assert "../tutorials/junk_orbit.ipynb" in found
    if path.name == "6_balance.ipynb":
        assert f"{REPOSITORY}docs/balance/junk_orbit.md" in found
