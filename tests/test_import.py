"""``import junkspace`` is quick and loads no widget or drawing code.

Simulations, bots and learning code import the engine thousands of times in worker
processes; drawing code is imported only when a board is shown.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

WIDGET_LIBRARIES = ("ipywidgets", "anywidget", "ipycanvas", "traitlets", "IPython")

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


def test_import_junkspace_loads_no_widget_library() -> None:
    modules = probe()["modules"]
    assert isinstance(modules, list)
    loaded = [m for m in modules if m.split(".")[0] in WIDGET_LIBRARIES]
    assert loaded == []
    assert "junkspace.render.scene" not in modules
    assert "junkspace.widgets" not in modules


def test_import_junkspace_takes_under_015_seconds() -> None:
    # The best of a few runs: the machine is shared, a single run can be unlucky.
    best = min(float(str(probe()["seconds"])) for _ in range(3))
    assert best < 0.15, f"import junkspace took {best:.3f} s"
