"""``junkspace play`` serving a room: tokens, one URL, quiet logs, and a real server.

The server tests start a real ``junkspace play`` on 127.0.0.1 (never another address) and
stop it; a non-loopback bind is checked only for being refused before anything listens.
"""

from __future__ import annotations

import argparse
import http.cookiejar
import logging
import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import browsing
import pytest
from browsing import DASHBOARDS, REPO, free_port

from junkspace import rooms
from junkspace.cli import build_parser
from junkspace.commands import classroom, play


def _args(*argv: str) -> argparse.Namespace:
    return build_parser().parse_args(["play", *argv])


def test_loopback_needs_no_token_and_gets_none() -> None:
    assert play._token(_args()) == ""
    assert play._page(_args(), DASHBOARDS) == "http://127.0.0.1:8866/voila/render/index.ipynb"


def test_a_room_gets_a_fresh_token_in_the_one_url() -> None:
    first, second = play._token(_args("--ip", "0.0.0.0")), play._token(_args("--ip", "0.0.0.0"))
    assert len(first) >= 20 and first != second
    args = _args("junk_orbit", "--ip", "192.0.2.7", "--token", "abc123")
    args.token = play._token(args)
    assert play._page(args, DASHBOARDS) == (
        "http://192.0.2.7:8866/voila/render/junk_orbit.ipynb?token=abc123"
    )


def test_a_room_without_a_token_is_refused_before_anything_listens(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_server(*args: object, **kwargs: object) -> None:
        raise AssertionError("no server may start")

    monkeypatch.setattr(subprocess, "Popen", no_server)
    assert play.run(_args("--ip", "0.0.0.0", "--token", "")) == 2
    assert "needs a token" in capsys.readouterr().err


def test_the_rooms_location_is_made_and_handed_to_the_kernels(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    started: list[dict[str, str]] = []

    class NoVoila:
        """Stands in for the Voilà process: it exits at once, so ``run`` stops there."""

        def __init__(self, command: list[str], env: dict[str, str]) -> None:
            started.append(env)

        def poll(self) -> int:
            return 1

    where = tmp_path / "class" / "rooms.sqlite3"
    monkeypatch.setattr(subprocess, "Popen", NoVoila)
    assert play.run(_args("--no-browser", "--rooms", str(where), "--token", "t0k")) == 1
    assert [env["JUNKSPACE_ROOMS"] for env in started] == [str(where)]
    assert [env[classroom.TOKEN] for env in started] == ["t0k"], "the token goes by environment"
    assert where.is_file(), "the rooms database is made before Voilà starts"
    assert "Voilà did not start" in capsys.readouterr().err


def test_rooms_that_cannot_be_kept_are_refused_before_anything_listens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def no_server(*args: object, **kwargs: object) -> None:
        raise AssertionError("no server may start")

    monkeypatch.setattr(subprocess, "Popen", no_server)
    assert play.run(_args("--rooms", str(tmp_path))) == 2
    assert "is a folder; give a file name" in capsys.readouterr().err


def test_any_address_but_127_0_0_1_gets_a_token() -> None:
    assert play._token(_args("--ip", "127.0.0.2"))
    assert play._token(_args("--ip", "localhost")) == ""
    with pytest.raises(ValueError, match="needs a token"):
        play._token(_args("--ip", "127.0.0.2", "--token", ""))


def test_the_logs_are_quiet_by_default() -> None:
    command = play.voila_command(DASHBOARDS, 8866, 300, ip="0.0.0.0")
    assert command[1:3] == ["-m", "junkspace.commands.classroom"]
    assert "--Voila.ip=0.0.0.0" in command
    assert "--Voila.log_level=WARN" in command
    assert "--Voila.log_level=INFO" in play.voila_command(DASHBOARDS, 1, 300, verbose=True)


def test_help_says_how_to_serve_a_room(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["play", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--ip ADDRESS" in text and "--token TOKEN" in text
    assert "--ip 0.0.0.0 serves the other machines on the network, with a token" in text


def test_the_trust_warning_is_left_out_and_nothing_else() -> None:
    def record(message: str, *args: object) -> logging.LogRecord:
        return logging.LogRecord("Voila", logging.WARNING, "", 0, message, args, None)

    notice = classroom.TrustNotice()
    assert not notice.filter(record("Notebook %s is not trusted", "index.ipynb"))
    assert notice.filter(record("Kernel %s died", "abc"))


def test_the_rooms_file_and_its_folder_are_the_teachers_only(tmp_path: Path) -> None:
    where = tmp_path / "class" / "rooms.sqlite3"
    store = rooms.open_store(where)
    rooms.create_room(store, "junk_orbit", 2, 4, {}, ["human", "human"])  # writes the -wal
    made = [where, where.with_name(where.name + "-wal"), where.with_name(where.name + "-shm")]
    assert {oct(path.stat().st_mode & 0o777) for path in made} == {"0o600"}
    assert oct(where.parent.stat().st_mode & 0o777) == "0o700"
    store.close()
    where.chmod(0o644)  # a file an older junkspace made
    rooms.open_store(where).close()
    assert oct(where.stat().st_mode & 0o777) == "0o600"


def test_an_unknown_room_names_no_server_path(tmp_path: Path) -> None:
    store = rooms.open_store(tmp_path / "rooms.sqlite3")
    with pytest.raises(rooms.UnknownRoomError) as unknown:
        rooms.info(store, "BCDFGH")
    assert str(unknown.value) == "there is no room BCDFGH"


class Play:
    """A real ``junkspace play --token`` on 127.0.0.1, its output kept for checking."""

    def __init__(self, token: str, *options: str) -> None:
        self.port = free_port()
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "junkspace.cli",
                "play",
                "--no-browser",
                f"--port={self.port}",
                f"--token={token}",
                f"--dashboards={DASHBOARDS}",
                *options,
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            cwd=REPO,
            env=_env(),
            start_new_session=True,
        )
        assert self.process.stdout is not None
        self.lines = [self.process.stdout.readline().decode() for _ in range(2)]

    def stop(self) -> str:
        """Stop the server as Ctrl-C would; everything it printed."""
        self.process.send_signal(2)
        try:
            out, _ = self.process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            out, _ = self.process.communicate(timeout=10)
        return "".join(self.lines) + out.decode()


def _env() -> dict[str, str]:
    import os

    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    return env


@pytest.fixture(scope="module")
def server() -> Iterator[Play]:
    play_server = Play("class-token-123")
    try:
        yield play_server
    finally:
        play_server.stop()


def _get(url: str, opener: urllib.request.OpenerDirector | None = None) -> tuple[int, str]:
    opener = opener or urllib.request.build_opener()
    try:
        with opener.open(url, timeout=120) as answer:
            return answer.status, answer.read().decode(errors="replace")
    except urllib.error.HTTPError as err:
        return err.code, ""


def test_a_real_server_prints_one_url_with_its_token(server: Play) -> None:
    urls = re.findall(r"https?://\S+", "".join(server.lines))
    assert urls == [
        f"http://127.0.0.1:{server.port}/voila/render/index.ipynb?token=class-token-123"
    ]
    assert server.process.stdout is not None
    rooms = server.process.stdout.readline().decode()
    assert rooms == f"Rooms are kept in {os.environ['JUNKSPACE_ROOMS']}\n"


def test_a_request_without_the_token_is_refused(server: Play) -> None:
    page = f"http://127.0.0.1:{server.port}/voila/render/junk_orbit.ipynb"
    status, body = _get(page)
    assert status in (401, 403) or "junkspace-board" not in body
    assert "Junk Orbit" not in body
    assert _get(f"{page}?token=wrong")[1].count("junkspace") == 0


def test_the_token_opens_the_page_and_sets_the_beacons_cookie(server: Play) -> None:
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    status, body = _get(
        f"http://127.0.0.1:{server.port}/voila/render/junk_orbit.ipynb?token=class-token-123",
        opener,
    )
    assert status == 200 and "Junk Orbit" in body
    assert "_xsrf" in {cookie.name for cookie in jar}, "the shutdown beacon needs this cookie"


def test_the_log_has_no_trust_or_encryption_warning() -> None:
    play_server = Play("quiet-token")
    try:
        status, _ = _get(
            f"http://127.0.0.1:{play_server.port}/voila/render/index.ipynb?token=quiet-token"
        )
        assert status == 200
        time.sleep(2)  # the kernel's own start-up lines
    finally:
        output = play_server.stop()
    assert "not trusted" not in output
    assert "without encryption" not in output
    assert "Voilà is running at" not in output, "one URL only"


def test_a_host_that_is_not_served_is_refused(server: Play) -> None:
    """DNS rebinding: a web page whose own name points at 127.0.0.1 sends that name."""
    page = f"http://127.0.0.1:{server.port}/voila/render/junk_orbit.ipynb?token=class-token-123"
    for host, expected in (("evil.example", 403), ("localhost", 200), ("127.0.0.1", 200)):
        request = urllib.request.Request(page, headers={"Host": f"{host}:{server.port}"})
        status, _ = _get_request(request)
        assert status == expected, host


def _get_request(request: urllib.request.Request) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(request, timeout=120) as answer:
            return answer.status, answer.read().decode(errors="replace")
    except urllib.error.HTTPError as err:
        return err.code, ""


def test_a_full_server_says_so_and_a_refused_request_logs_no_token() -> None:
    # Five dashboards, one preheated kernel each: five kernels fill the server.
    full = Play("full-token", "--max-kernels=5")
    try:
        page = f"http://127.0.0.1:{full.port}/voila/render/junk_orbit.ipynb?token=full-token"
        status, _ = _get(page)
        missing = _get(f"http://127.0.0.1:{full.port}/voila/static/none.js?token=full-token")
    finally:
        output = full.stop()
    assert status == 503
    assert "This class server is full" in output
    assert missing[0] >= 400, "a refused request, logged"
    logged = [line for line in output.splitlines() if "full-token" in line]
    assert logged == [
        f"Playing at http://127.0.0.1:{full.port}/voila/render/index.ipynb?token=full-token"
    ]


def test_a_test_server_whose_port_is_taken_starts_again_on_another(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The browser tests' servers: a port found free may be taken before Voilà binds it (on
    CI, by a Dask dashboard in another worker). The server then starts on another port."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        ports = iter([taken.getsockname()[1], free_port()])
        monkeypatch.setattr(browsing, "free_port", lambda: next(ports))
        server = browsing.DashboardServer()
        try:
            assert server.port != taken.getsockname()[1]
            assert browsing.PORT_TAKEN in server.last
            with urllib.request.urlopen(server.url("index.ipynb"), timeout=60) as page:
                assert page.status == 200
        finally:
            server.stop()
