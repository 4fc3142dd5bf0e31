"""Sphinx configuration for the junkspace documentation site.

Build it with ``python -m sphinx -W -b html docs docs/_build/html``; the test suite does the
same (tests/test_docs.py), warnings as errors. Notebooks under ../notebooks are copied into
``docs/notebooks`` (git-ignored) at build time and executed by myst-nb, all but the teacher's
edition of the lessons (../notebooks/teacher, which holds the answers): the site publishes
the student edition only.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import junkspace

HERE = Path(__file__).resolve().parent
#: The teacher's edition (solutions and hidden tests), never copied to the site.
TEACHER = "notebooks/teacher"

project = "junkspace"
author = "junkspace developers"
copyright = "2026, junkspace developers"
release = junkspace.__version__

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
    "sphinx.ext.viewcode",
    "sphinx_copybutton",
]

exclude_patterns = [
    "_build",
    "_generated",
    "**.ipynb_checkpoints",
    "notebooks/dashboards",
    TEACHER,
]
myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3
nb_execution_mode = "cache"
nb_execution_timeout = 600
nb_execution_raise_on_error = True
nb_execution_cache_path = str(HERE / "_build" / ".jupyter_cache")
# A static page cannot run a widget: where an output also carries a picture (the game app
# shows its board as SVG), the page shows the picture.
nb_mime_priority_overrides = [("html", "image/svg+xml", 5)]

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "show-inheritance": True}

html_theme = "pydata_sphinx_theme"
html_title = "junkspace"
html_static_path: list[str] = []
html_theme_options = {
    "navigation_with_keys": True,
    "show_toc_level": 2,
    "footer_start": ["copyright"],
}


def _copy_notebooks() -> None:
    source = HERE.parent / "notebooks"
    target = HERE / "notebooks"
    if target.exists():
        shutil.rmtree(target)
    if source.exists():
        shutil.copytree(source, target, ignore=_left_out)


def _left_out(folder: str, names: list[str]) -> set[str]:
    """What the site leaves out of ``folder``: checkpoints, and the teacher's edition."""
    left = {name for name in names if name == ".ipynb_checkpoints"}
    if Path(folder).resolve() == (HERE.parent / TEACHER).parent.resolve():
        left |= {Path(TEACHER).name} & set(names)
    return left


def _draw_boards() -> None:
    """A picture of each game's opening position, for the home page (docs/_generated)."""
    target = HERE / "_generated"
    target.mkdir(exist_ok=True)
    for name in junkspace.GAMES:
        picture = junkspace.new_game(name, seed=42)._repr_svg_()
        if picture is not None:
            (target / f"{name}.svg").write_text(picture, encoding="utf-8")


_copy_notebooks()
_draw_boards()
