"""``junkspace simulate`` and ``junkspace replay`` end to end, in a temporary directory."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from junkspace.cli import main
from junkspace.simulation import GameResult, Simulation, play_game
from junkspace.simulation import runner as runner_module

RUN = ["junk_orbit", "--games", "6", "--players", "2", "--bots", "greedy,random", "--seed", "3"]


def simulate(out: Path, *extra: str) -> int:
    return main(["simulate", *RUN, "--out", str(out), "--no-progress", *extra])


def lines(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def games(path: Path) -> dict[object, object]:
    """Each saved game by index, without the timing (which differs from run to run)."""
    return {line["index"]: {**line, "timing": None} for line in lines(path)}


def test_simulate_saves_every_game_and_prints_the_summary(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "runs" / "greedy-random.jsonl"
    assert simulate(out, "--jobs", "2") == 0
    printed = capsys.readouterr().out
    assert "Junk Orbit, 2 players: 6 games (seed 3; bots greedy, random)" in printed
    for row in ("0 Yellow", "1 Purple", "greedy", "random", "95% interval", "game length"):
        assert row in printed
    saved = lines(out)
    assert sorted(line["index"] for line in saved) == list(range(6))
    assert {tuple(line["seats"]) for line in saved} == {("greedy", "random"), ("random", "greedy")}


def test_the_number_of_processes_does_not_change_the_games(tmp_path: Path) -> None:
    assert simulate(tmp_path / "one.jsonl", "--jobs", "1") == 0
    assert simulate(tmp_path / "two.jsonl", "--jobs", "2") == 0
    assert games(tmp_path / "one.jsonl") == games(tmp_path / "two.jsonl")


def test_replay_checks_every_game_and_shows_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run.jsonl"
    simulate(out)
    capsys.readouterr()
    assert main(["replay", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "6 games replayed exactly, each to its recorded result" in printed
    assert "Junk Orbit, 2 players: 6 games" in printed
    assert main(["replay", str(out), "--game", "4"]) == 0
    shown = capsys.readouterr().out
    assert "Game 4:" in shown and "Game over" in shown and "(greedy)" in shown
    assert main(["replay", str(out), "--game", "9"]) == 1
    assert "has no game 9" in capsys.readouterr().err


def test_replay_reads_plain_game_records_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run.jsonl"
    simulate(out)
    records = tmp_path / "records.jsonl"
    records.write_text("".join(json.dumps(line["record"]) + "\n" for line in lines(out)))
    capsys.readouterr()
    assert main(["replay", str(records), "--game", "1"]) == 0
    assert "Game 1:" in capsys.readouterr().out


@pytest.mark.parametrize(
    "tamper, message",
    [
        (lambda line: line["result"]["scores"].reverse(), "result.scores: the file says"),
        (
            lambda line: line["record"]["actions"].__setitem__(2, "move KEP"),
            "record.actions[2]: 'move KEP' cannot be played here",
        ),
        (lambda line: line.pop("seats"), "seats: is missing"),
    ],
)
def test_a_tampered_record_gets_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], tamper: object, message: str
) -> None:
    out = tmp_path / "run.jsonl"
    simulate(out)
    saved = lines(out)
    tamper(saved[3])  # type: ignore[operator]
    out.write_text("".join(json.dumps(line) + "\n" for line in saved))
    capsys.readouterr()
    assert main(["replay", str(out)]) == 1
    error = capsys.readouterr().err
    assert f"{out} line 4 does not replay" in error and message in error


def test_an_interrupted_run_keeps_its_games_and_resumes_to_the_same_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    whole = tmp_path / "whole.jsonl"
    simulate(whole)

    def ctrl_c_at_game_3(sim: Simulation, index: int) -> GameResult:
        if index == 3:
            raise KeyboardInterrupt
        return play_game(sim, index)

    out = tmp_path / "stopped.jsonl"
    with monkeypatch.context() as patch:
        patch.setattr(runner_module, "play_game", ctrl_c_at_game_3)
        assert simulate(out, "--jobs", "1") == 130
    said = capsys.readouterr()
    assert "Interrupted: 3 games finished this time, saved in" in said.err
    assert "Lost while in progress: game 3." in said.err
    assert "Not started: games 4, 5." in said.err
    assert "--resume" in said.err
    assert "3 games (seed 3" in said.out, "the summary of what finished"
    assert sorted(line["index"] for line in lines(out)) == [0, 1, 2]

    assert simulate(out, "--resume") == 0
    assert "3 games already played, 3 to go" in capsys.readouterr().err
    assert games(out) == games(whole)


def test_a_failed_game_is_reported_and_resumed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def crash_at_game_2(sim: Simulation, index: int) -> GameResult:
        if index == 2:
            raise RuntimeError("out of junk")
        return play_game(sim, index)

    out = tmp_path / "run.jsonl"
    with monkeypatch.context() as patch:
        patch.setattr(runner_module, "play_game", crash_at_game_2)
        assert simulate(out, "--jobs", "2") == 1
    error = capsys.readouterr().err
    assert "game 2 failed" in error and "RuntimeError: out of junk" in error
    assert "Failed: game 2." in error
    assert sorted(line["index"] for line in lines(out)) == [0, 1, 3, 4, 5]
    assert simulate(out, "--resume") == 0
    assert sorted(line["index"] for line in lines(out)) == list(range(6))


def test_resume_drops_a_line_cut_off_by_the_crash(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run.jsonl"
    simulate(out)
    text = out.read_text().splitlines(keepends=True)
    out.write_text("".join(text[:4]) + text[4][:100])
    assert simulate(out, "--resume") == 0
    assert "removed a line cut off" in capsys.readouterr().err
    assert sorted(line["index"] for line in lines(out)) == list(range(6))


@pytest.mark.parametrize(
    "arguments, message",
    [
        (["--resume"], "holds a different run: its bots"),
        ([], "exists: add --resume"),
    ],
)
def test_a_run_is_not_mixed_with_another(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], arguments: list[str], message: str
) -> None:
    out = tmp_path / "run.jsonl"
    simulate(out)
    capsys.readouterr()
    other = ["simulate", "junk_orbit", "--games", "6", "--bots", "random,greedy", "--seed", "3"]
    assert main([*other, "--players", "2", "--out", str(out), *arguments]) == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(
    "arguments, message",
    [
        (["--bots", "minimax"], "unknown bot 'minimax'"),
        (["--bots", "greedy,random,random"], "one bot per seat"),
        (["--jobs", "0"], "--jobs must be at least 1"),
        (["--resume"], "give --out FILE"),
        (["--option", "turns"], "NAME=VALUE"),
        (["--option", "turns=3"], "has no option 'turns'"),
        (["--players", "7"], "2–5 players"),
    ],
)
def test_bad_arguments_are_explained(
    capsys: pytest.CaptureFixture[str], arguments: list[str], message: str
) -> None:
    assert main(["simulate", "junk_orbit", "--games", "2", "--players", "2", *arguments]) == 2
    assert message in capsys.readouterr().err


def test_an_uneven_rotation_is_pointed_out(capsys: pytest.CaptureFixture[str]) -> None:
    command = ["simulate", "junk_orbit", "--games", "3", "--players", "2"]
    assert main([*command, "--bots", "greedy,random", "--no-progress"]) == 0
    assert "3 games is not a multiple of 2 seats" in capsys.readouterr().err


def test_without_out_nothing_is_saved_but_the_summary_is_printed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    command = ["simulate", "junk_orbit", "--games", "2", "--bots", "random", "--no-progress"]
    assert main(command) == 0
    assert "Junk Orbit, 3 players: 2 games" in capsys.readouterr().out
