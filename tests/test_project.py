"""The project itself: a light engine import, clean code, CI running the README command."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WIDGET_LIBRARIES = ("ipywidgets", "anywidget", "ipycanvas", "traitlets", "IPython")


def test_importing_the_engine_loads_no_widget_library() -> None:
    script = (
        "import sys, junkspace\n"
        "junkspace.new_game('junk_orbit', players=2, seed=1)\n"
        f"print([m for m in {WIDGET_LIBRARIES!r} if m in sys.modules])"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "[]"


def fenced_commands(markdown: str) -> list[str]:
    return re.findall(r"```bash\n(.*?)\n```", markdown, flags=re.S)


def test_the_readme_gives_exactly_two_setup_commands() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = readme.split("## Set up", 1)[1].split("\n## ", 1)[0]
    commands = fenced_commands(setup)
    assert len(commands) == 2
    assert all("\n" not in command for command in commands), "one line each"
    assert "pytest" in commands[1]


def test_ci_runs_the_readmes_test_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = readme.split("## Set up", 1)[1].split("\n## ", 1)[0]
    test_command = fenced_commands(setup)[1]
    assert test_command in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "tool",
    [
        ["ruff", "check", "."],
        ["ruff", "format", "--check", "."],
        ["mypy"],
    ],
    ids=["ruff-check", "ruff-format", "mypy-strict"],
)
def test_the_code_is_clean(tool: list[str]) -> None:
    out = subprocess.run(
        [sys.executable, "-m", *tool], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    assert out.returncode == 0, out.stdout + out.stderr
