"""``import junkspace`` is quick and loads no drawing code.

Simulations, bots and learning code import the engine thousands of times in worker
processes; drawing code is imported only when a board is shown. (That no widget library is
loaded either is checked in tests/test_project.py.)
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

PROBE = textwrap.dedent(
    """
    import json, sys, time
    start = time.perf_counter()
    import junkspace
    elapsed = time.perf_counter() - start
    print(json.dumps({"seconds": elapsed, "modules": sorted(sys.modules)}))
    """
)


def probe() -> dict[str, object]:
    out = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, timeout=60
    )
    result: dict[str, object] = json.loads(out.stdout)
    return result


def test_import_junkspace_loads_no_drawing_code() -> None:
    modules = probe()["modules"]
    assert isinstance(modules, list)
    drawing = [m for m in modules if m.startswith(("junkspace.render", "junkspace.widgets"))]
    assert drawing == []


def test_import_junkspace_takes_under_015_seconds() -> None:
    # The best of a few runs: the machine is shared, a single run can be unlucky.
    best = min(float(str(probe()["seconds"])) for _ in range(3))
    assert best < 0.15, f"import junkspace took {best:.3f} s"
