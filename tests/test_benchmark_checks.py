"""The scripts that say a speed-up changed nothing: tests/benchmarks/digest.py (a game's
behaviour) and tests/benchmarks/same_games.py (the games of two strength runs)."""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import junkspace

BENCHMARKS = Path(__file__).parent / "benchmarks"


def _script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two real games of greedy against random, saved the way strength.py saves them."""
    folder = tmp_path_factory.mktemp("before")
    _script("strength").match("junk_orbit", "greedy", "random", 2, 7, 1, folder)
    return folder


def _copy(run: Path, to: Path, change: Callable[[list[dict[str, Any]]], None]) -> Path:
    """A copy of the run's folder whose saved games ``change`` edits; the saved lines go back
    in reverse order (the order of the lines is not part of a run)."""
    shutil.copytree(run, to)
    saved = to / "junk_orbit-greedy-random.jsonl"
    lines = [json.loads(line) for line in saved.read_text().splitlines()]
    change(lines)
    saved.write_text("".join(json.dumps(line) + "\n" for line in reversed(lines)))
    return to


def _retimed(lines: list[dict[str, Any]]) -> None:
    for line in lines:
        line["timing"] = {"thinking": [9.9, 9.9], "slowest": [9.9, 9.9]}  # not part of a game


def _one_move_changed(lines: list[dict[str, Any]]) -> None:
    second = next(line for line in lines if line["index"] == 1)
    second["record"]["actions"][3] = "move XXX"


def test_the_same_games_are_identical(
    run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    after = _copy(run, tmp_path / "after", _retimed)
    assert _script("same_games").compare(run, after)
    moves = sum(
        len(json.loads(line)["record"]["actions"])
        for line in (run / "junk_orbit-greedy-random.jsonl").read_text().splitlines()
    )
    assert capsys.readouterr().out == (
        f"junk_orbit-greedy-random.jsonl: 2 of 2 games identical ({moves:,} moves)\n"
    )


def test_a_game_with_another_move_is_named(
    run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    after = _copy(run, tmp_path / "after", _one_move_changed)
    with pytest.raises(SystemExit) as stopped:
        _script("same_games").main([str(run), str(after)])
    assert stopped.value.code == 1
    out = capsys.readouterr().out
    assert "1 of 2 games identical" in out and out.rstrip().endswith("different: [1]")


def test_folders_with_no_pairing_in_common_prove_nothing(
    run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert not _script("same_games").compare(run, tmp_path)
    assert "no pairing is saved in both" in capsys.readouterr().out


def test_the_digest_is_the_same_for_the_same_engine_and_not_for_another(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    digest = _script("digest").digest
    decisions, found = digest("pig", 3)
    assert decisions > 0 and digest("pig", 3) == (decisions, found)
    state_class = type(junkspace.new_game("pig", players=2, seed=0))
    listed = state_class._generate
    monkeypatch.setattr(state_class, "_generate", lambda self: tuple(reversed(listed(self))))
    assert digest("pig", 3)[1] != found, "the same actions in another order are another engine"
