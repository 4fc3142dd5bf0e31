"""The Binder environment, built from binder/ the way Binder builds it, runs everything.

Binder itself cannot run here. This is the closest honest check: a fresh virtual environment
with the Jupyter packages of Binder's base image (tests/binder_base.py), then
``pip install -r binder/requirements.txt``, then ``binder/postBuild``, exactly Binder's steps;
then every notebook a visitor opens (lessons, tutorials, rl_interop) is executed in that
environment, and every dashboard is rendered by a Jupyter server through the Voilà extension at
the URL the README's badge opens.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from binder_base import BASE_IMAGE
from browsing import free_port

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted(p.relative_to(ROOT) for p in (ROOT / "notebooks").rglob("*.ipynb"))
DASHBOARDS = [p for p in NOTEBOOKS if p.parts[1] == "dashboards"]
#: What a Binder visitor opens in a notebook: the dashboards are run through the Voilà extension
#: below, and the teacher's editions of the lessons are run by nbgrader in
#: tests/teaching/test_grading.py (with every answer filled in).
OPENED = [p for p in NOTEBOOKS if p.parts[1] not in ("dashboards", "teacher")]
INSTALL_TIMEOUT = 900
DRY_RUN = [sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed", "-q"]
SERVER_TIMEOUT = 60


def _run(command: list[str], **kwargs: object) -> None:
    out = subprocess.run(command, capture_output=True, text=True, **kwargs)  # type: ignore[call-overload]
    assert out.returncode == 0, f"{' '.join(command)} failed:\n{out.stdout}\n{out.stderr}"


@pytest.fixture(scope="module")
def binder_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """A fresh environment built from binder/, and the process environment that uses it."""
    place = tmp_path_factory.mktemp("binder")
    venv = place / "env"
    _run([sys.executable, "-m", "venv", str(venv)], timeout=INSTALL_TIMEOUT)
    env = {
        **os.environ,
        "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ['PATH']}",
        "VIRTUAL_ENV": str(venv),
        "HOME": str(place),  # postBuild writes ~/.jupyter: Binder's home, not this machine's
    }
    env.pop("PYTHONPATH", None)
    env.pop("JUPYTER_CONFIG_DIR", None)
    python = str(venv / "bin" / "python")
    for step in (BASE_IMAGE, ["-r", "binder/requirements.txt"]):  # the base image, then ours
        _run(
            [python, "-m", "pip", "install", "-q", *step],
            cwd=ROOT,
            env=env,
            timeout=INSTALL_TIMEOUT,
        )
    _run(["bash", "binder/postBuild"], cwd=ROOT, env=env, timeout=INSTALL_TIMEOUT)
    return env


def test_the_binder_environment_has_junkspace_installed_not_borrowed(
    binder_env: dict[str, str],
) -> None:
    out = subprocess.run(
        ["python", "-c", "import junkspace, sys; print(junkspace.__file__); print(sys.prefix)"],
        capture_output=True,
        text=True,
        env=binder_env,
        cwd="/",
        timeout=120,
        check=True,
    )
    module, prefix = out.stdout.split()
    assert module.startswith(prefix), "junkspace comes from the Binder environment itself"


@pytest.mark.parametrize("notebook", OPENED, ids=[str(p) for p in OPENED])
def test_every_notebook_runs_in_the_binder_environment(
    binder_env: dict[str, str], notebook: Path, tmp_path: Path
) -> None:
    _run(
        [
            "python",
            "-m",
            "jupyter",
            "nbconvert",
            "--to",
            "notebook",
            "--execute",
            "--ExecutePreprocessor.timeout=600",
            "--output-dir",
            str(tmp_path),
            str(notebook),
        ],
        cwd=ROOT,
        env=binder_env,
        timeout=900,
    )


def _server_log(env: dict[str, str]) -> Path:
    """Where the Binder environment's Jupyter server writes its log."""
    return Path(env["HOME"]) / "server.log"


def _open(url: str, env: dict[str, str], opener: urllib.request.OpenerDirector) -> str:
    """The page at ``url``; a failure quotes the end of the server's log."""
    try:
        with opener.open(url, timeout=300) as page:
            return str(page.read().decode())
    except urllib.error.HTTPError as err:
        log = _server_log(env).read_text(errors="replace")[-3000:]
        raise AssertionError(f"{url}: {err}\n{log}") from None


@pytest.fixture(scope="module")
def jupyter_server(binder_env: dict[str, str]) -> Iterator[str]:
    """A Jupyter server from the Binder environment, on 127.0.0.1, stopped after the tests."""
    port = free_port()
    server = subprocess.Popen(
        [
            "python",
            "-m",
            "jupyter",
            "server",
            "--no-browser",
            "--allow-root",
            f"--port={port}",
            "--ServerApp.ip=127.0.0.1",
            "--ServerApp.port_retries=0",
            "--IdentityProvider.token=",
            f"--ServerApp.root_dir={ROOT}",
        ],
        env=binder_env,
        stdout=_server_log(binder_env).open("wb"),
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + SERVER_TIMEOUT
        while True:
            try:
                urllib.request.urlopen(f"{base}/api/status", timeout=5).close()
                break
            except (urllib.error.URLError, ConnectionError):
                if time.monotonic() > deadline or server.poll() is not None:
                    raise AssertionError("the Jupyter server did not start") from None
                time.sleep(0.5)
        yield base
    finally:
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()


def test_the_lab_link_opens_jupyterlab(jupyter_server: str) -> None:
    with urllib.request.urlopen(f"{jupyter_server}/lab/tree/notebooks", timeout=60) as page:
        assert page.status == 200 and "JupyterLab" in page.read().decode()


@pytest.mark.parametrize("dashboard", DASHBOARDS, ids=[p.name for p in DASHBOARDS])
def test_every_dashboard_renders_through_the_voila_extension(
    binder_env: dict[str, str], jupyter_server: str, dashboard: Path
) -> None:
    url = f"{jupyter_server}/voila/render/{dashboard.as_posix()}"
    html = _open(url, binder_env, urllib.request.build_opener())
    assert "There was an error when executing cell" not in html
    assert "Traceback" not in html
    assert "application/vnd.jupyter.widget-view+json" in html, "the dashboard shows its widgets"


def test_the_pins_resolve_with_the_base_image() -> None:
    """What Binder installs resolves together with what its base image has: no conflict."""
    out = subprocess.run(
        [*DRY_RUN, "-r", "binder/requirements.txt", *BASE_IMAGE],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=INSTALL_TIMEOUT,
    )
    assert out.returncode == 0, f"binder/requirements.txt fights the base image:\n{out.stderr}"


def test_the_pins_leave_the_jupyter_packages_to_the_base_image() -> None:
    pinned = {
        line.split("==")[0].strip().lower().replace("_", "-")
        for line in (ROOT / "binder" / "requirements.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    }
    base = {req.split("==")[0].lower().replace("_", "-") for req in BASE_IMAGE}
    assert not pinned & base


def test_the_server_has_the_classroom_settings(
    binder_env: dict[str, str], jupyter_server: str
) -> None:
    """A dashboard sets the _xsrf cookie that Voilà's shutdown beacon needs (postBuild's config)."""
    import http.cookiejar

    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    _open(f"{jupyter_server}/voila/render/notebooks/dashboards/index.ipynb", binder_env, opener)
    assert "_xsrf" in {cookie.name for cookie in jar}
