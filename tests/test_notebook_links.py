"""The notebooks' links and rules work from a clone, offline, in JupyterLab and in Voilà.

A notebook links only other notebooks, by a relative path inside notebooks/: JupyterLab opens
them, Voilà renders them (it serves notebooks only, so a link to a Markdown page would open
nothing there) and the docs build, which copies notebooks/, keeps them. The rules pages and
the balance report are shown in place by :mod:`junkspace.widgets.rules_page`. No address of a
placeholder repository is left in notebooks/ or binder/: offline or unpublished it opens
nothing although the file is in the checkout.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import nbformat
import pytest

from junkspace.core.errors import JunkspaceError
from junkspace.widgets.rules_page import balance_report, rules

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted(
    p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
)
TEXTS = sorted(
    p
    for folder in ("notebooks", "binder")
    for p in (ROOT / folder).rglob("*")
    if p.is_file()
    and p.suffix in {".ipynb", ".md", ".py", ".txt", ""}
    and "checkpoints" not in str(p)
)
#: The teacher's edition, whose links are written for where nbgrader releases it
#: (notebooks/lessons).
TEACHER = ROOT / "notebooks" / "teacher" / "source"
LESSONS = sorted((ROOT / "notebooks" / "lessons").glob("*.ipynb"))
TUTORIALS = sorted((ROOT / "notebooks" / "tutorials").glob("*.ipynb"))
#: The address the notebooks once linked, which no one publishes (issue 27).
PLACEHOLDER = re.compile(
    r"(github\.com|/gh)/junkspace/junkspace|github\.com%2Fjunkspace%2Fjunkspace"
)
LINK = re.compile(r"\]\(([^)\s]+)\)|href=[\"']([^\"']+)[\"']")


def links(text: str) -> list[str]:
    return [a or b for a, b in LINK.findall(text)]


def markdown(path: Path) -> str:
    cells = nbformat.read(path, as_version=4).cells  # type: ignore[no-untyped-call]
    return "\n".join(c.source for c in cells if c.cell_type == "markdown")


def shown(path: Path, function: str) -> list[Any]:
    """What each code cell of ``path`` ending in a call of ``function`` shows, run here."""
    found = []
    for cell in nbformat.read(path, as_version=4).cells:  # type: ignore[no-untyped-call]
        if cell.cell_type != "code" or not (tree := ast.parse(cell.source)).body:
            continue
        last = tree.body[-1]
        if not (isinstance(last, ast.Expr) and isinstance(last.value, ast.Call)):
            continue
        if getattr(last.value.func, "id", None) != function:
            continue
        scope: dict[str, Any] = {}
        exec(compile(ast.Module(tree.body[:-1], []), str(path), "exec"), scope)
        found.append(eval(compile(ast.Expression(last.value), str(path), "eval"), scope))
    return found


@pytest.mark.parametrize("path", TEXTS, ids=[str(p.relative_to(ROOT)) for p in TEXTS])
def test_no_placeholder_address(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert not PLACEHOLDER.search(text), f"{path.relative_to(ROOT)} names a placeholder address"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[str(p.relative_to(ROOT)) for p in NOTEBOOKS])
def test_every_relative_link_is_a_notebook_inside_notebooks(path: Path) -> None:
    released = ROOT / "notebooks" / path.relative_to(TEACHER) if TEACHER in path.parents else path
    for link in links(markdown(path)):
        target = link.split("#")[0]
        if not target or target.startswith(("http://", "https://", "mailto:")):
            continue
        resolved = (released.parent / target).resolve()
        assert resolved.is_file(), f"{path.name} links {link}, which is not there"
        assert (ROOT / "notebooks") in resolved.parents, f"{path.name}: {link} leaves notebooks/"
        assert resolved.suffix == ".ipynb", f"{path.name}: {link} opens nothing in Voilà"


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_every_lesson_shows_the_rules_and_links_the_tutorial_of_its_games(path: Path) -> None:
    [page] = shown(path, "rules")
    games = ["junk_orbit"] + (["hyperstellar"] * ("Hyperstellar" in page.data))
    assert page.data.count("<details>") == len(games)
    for game in games:
        assert f"../tutorials/{game}.ipynb" in links(markdown(path))
    assert "<h1>Junk Orbit</h1>" in page.data
    if path.name == "6_balance.ipynb":
        [report] = shown(path, "balance_report")
        assert "<h1>Junk Orbit: balance</h1>" in report.data


@pytest.mark.parametrize("path", TUTORIALS, ids=[p.stem for p in TUTORIALS])
def test_every_tutorial_shows_the_rules_of_its_game(path: Path) -> None:
    [page] = shown(path, "rules")
    assert rules(path.stem).data == page.data


def test_the_shown_pages_need_no_file_beside_them() -> None:
    html = rules("junk_orbit").data + balance_report("junk_orbit").data
    pictures = re.findall(r'<img src="([^"]*)"', html)
    assert len(pictures) == 4
    assert all(
        src.startswith(("data:image/svg+xml;base64,", "data:image/png;base64,")) for src in pictures
    )


def test_a_section_is_its_heading_up_to_the_next_as_high() -> None:
    turn = rules("junk_orbit", section="A turn").data
    assert turn.startswith("<details><summary>Junk Orbit's rules: A turn</summary><h2>A turn</h2>")
    assert "<h2>End of the game</h2>" not in turn and turn.endswith("</details>")


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: rules("junk_orbit", section="Dinner"), "no section 'Dinner'; the sections are"),
        (lambda: rules("chess"), "no game called 'chess'; the games: junk_orbit"),
        (lambda: balance_report("pig"), "balance report is not here: no pig.md in"),
        (lambda: rules(), "rules() needs a game's name"),
    ],
)
def test_a_wrong_page_is_named(call: Any, message: str) -> None:
    with pytest.raises(JunkspaceError, match=re.escape(message)):
        call()
