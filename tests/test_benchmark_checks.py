"""The scripts that say a speed-up changed nothing: tests/benchmarks/digest.py (a game's
behaviour) and tests/benchmarks/same_games.py (the games of two strength runs)."""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path
from types import ModuleType

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


def test_the_same_games_are_identical(
    run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    after = tmp_path / "after"
    shutil.copytree(run, after)
    saved = after / "junk_orbit-greedy-random.jsonl"
    lines = [json.loads(line) for line in saved.read_text().splitlines()]
    for line in lines:
        line["timing"] = {"thinking": [9.9, 9.9], "slowest": [9.9, 9.9]}  # not part of a game
    saved.write_text("".join(json.dumps(line) + "\n" for line in reversed(lines)))
    assert _script("same_games").compare(run, after)
    moves = sum(len(line["record"]["actions"]) for line in lines)
    assert capsys.readouterr().out == (
        f"junk_orbit-greedy-random.jsonl: 2 of 2 games identical ({moves:,} moves)\n"
    )


def test_a_game_with_another_move_is_named(
    run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    after = tmp_path / "after"
    shutil.copytree(run, after)
    saved = after / "junk_orbit-greedy-random.jsonl"
    lines = [json.loads(line) for line in saved.read_text().splitlines()]
    second = next(line for line in lines if line["index"] == 1)
    second["record"]["actions"][3] = "move XXX"
    saved.write_text("".join(json.dumps(line) + "\n" for line in lines))
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
