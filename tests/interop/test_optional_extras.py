"""The learning libraries are optional: junkspace works without them and says how to get them."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RL_LIBRARIES = ("numpy", "gymnasium", "pettingzoo", "open_spiel", "pyspiel")

# Runs in a fresh interpreter where importing any of the blocked libraries fails, as it does
# on a machine where they are not installed.
_WITHOUT = textwrap.dedent(
    """
    import sys

    class NotInstalled:
        def find_spec(self, name, path=None, target=None):
            if name.partition(".")[0] in {blocked!r}:
                raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
            return None

    sys.meta_path.insert(0, NotInstalled())
    import junkspace
    import junkspace.interop
    junkspace.new_game("junk_orbit", players=2, seed=1)
    try:
        import {module}
    except ImportError as error:
        print(error)
    else:
        print("imported")
    """
)


def _import_without(module: str, blocked: tuple[str, ...]) -> str:
    script = _WITHOUT.format(module=module, blocked=set(blocked))
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, cwd=ROOT
    )
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


@pytest.mark.parametrize(
    "module, missing",
    [
        ("junkspace.interop.pettingzoo", "pettingzoo"),
        ("junkspace.interop.pettingzoo", "gymnasium"),
        ("junkspace.interop.openspiel", "pyspiel"),
        ("junkspace.interop.observations", "numpy"),
    ],
)
def test_an_adapter_without_its_library_says_what_to_install(module: str, missing: str) -> None:
    message = _import_without(module, (missing,))
    assert (
        message == f"{module} needs {missing}, which is not installed: pip install 'junkspace[rl]'"
    )


def test_the_engine_and_the_interop_package_need_none_of_them() -> None:
    assert _import_without("junkspace.interop.table", RL_LIBRARIES) == "imported"
    assert _import_without("junkspace.interop.rewards", RL_LIBRARIES) == "imported"


def test_the_rl_extra_installs_both_libraries_and_the_test_extra_includes_it() -> None:
    tomllib = pytest.importorskip("tomllib", reason="reading pyproject.toml needs Python 3.11")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    names = {requirement.split(">")[0].split("=")[0] for requirement in extras["rl"]}
    # Pillow paints PettingZoo's rgb_array boards.
    assert names == {"numpy", "gymnasium", "pettingzoo", "open_spiel", "pillow"}
    assert any(
        requirement.startswith("junkspace[") and "rl" in requirement.split("[")[1]
        for requirement in extras["test"]
    )
    assert not any(name in str(project["dependencies"]) for name in names)
