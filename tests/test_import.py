"""``import junkspace`` loads no drawing code.

Simulations, bots and learning code import the engine thousands of times in worker
processes; drawing code is imported only when a board is shown. (That no widget library is
loaded either is checked in tests/test_project.py.) How long the import takes is a figure,
not a test: ``tests/benchmarks/bench_engines.py`` prints it against its 0.15 s target.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

PROBE = textwrap.dedent(
    """
    import json, sys
    import junkspace
    print(json.dumps({"modules": sorted(sys.modules)}))
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
