"""The documentation site builds with warnings as errors (the tutorials are executed)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_documentation_builds_without_warnings(tmp_path: Path) -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "sphinx",
            "-W",
            "--keep-going",
            "-q",
            "-b",
            "html",
            str(ROOT / "docs"),
            str(tmp_path / "html"),
        ],
        capture_output=True,
        text=True,
        timeout=1200,
        # The notebook kernels import junkspace from this checkout, not from an installed copy.
        env={
            **os.environ,
            "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
        },
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert (tmp_path / "html" / "rules" / "junk_orbit.html").exists()
    assert (tmp_path / "html" / "notebooks" / "rl_interop.html").exists()
