"""The command line speaks the language asked: its help, argparse's own words and errors, the
file problems it reports — and English exactly as before.

Each case runs ``junkspace.cli.main`` as the ``junkspace`` command does. In French and
Spanish, what it prints must hold no English word of argparse's messages, of the C library's
file errors or of junkspace's English catalog that the language's translations do not use
themselves (option names, choices, paths and quoted values are code, not words). In English,
argparse's output must be byte for byte what the stdlib's own parser prints.
"""

from __future__ import annotations

import argparse
import errno
import inspect
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po

import junkspace
from junkspace import cli, i18n
from junkspace.commands import WORDS, parsing
from junkspace.core.file_errors import file_problem
from junkspace.simulation import GameResult

LOCALE = Path(junkspace.__file__).parent / "locale"
LANGUAGES = ("fr", "es")

# What argparse says: every help, and every way a command line can be refused.
HELPS = [["--help"], *([command, "--help"] for command in cli.COMMANDS)]
REFUSALS = [
    [],  # no command
    ["bogus"],  # no such command
    ["demo", "bogus"],  # no such game
    ["simulate"],  # the game missing
    ["replay"],  # the file missing
    ["demo", "--zzz"],  # no such option
    ["demo", "--players", "x"],  # not a whole number
    ["simulate", "junk_orbit", "--connect-timeout", "x"],  # not a number
    ["demo", "--players"],  # a value missing
    ["demo", "--quiet=1"],  # a value where none is taken
    ["simulate", "--s", "1", "junk_orbit"],  # --seed or --scheduler?
]
# The file problems, each case's arguments made in a temporary folder.
FILES: dict[str, Callable[[Path], list[str]]] = {
    "missing": lambda tmp: ["replay", str(tmp / "absent.jsonl")],
    "folder": lambda tmp: ["replay", str(tmp)],
    "through a file": lambda tmp: ["replay", str(tmp / "games.jsonl" / "x")],
    "record missing": lambda tmp: ["play", "--record", str(tmp / "absent.json"), "--no-browser"],
    "no folder to write in": lambda tmp: [
        *("simulate", "junk_orbit", "--games", "1", "--no-progress", "--out"),
        str(tmp / "games.jsonl" / "out.jsonl"),
    ],
}
TITLES = {word.lower() for info in junkspace.GAMES.values() for word in info.title.split()}
CODE = {*cli.COMMANDS, *junkspace.GAMES, *i18n.LANGUAGES, *TITLES, "junkspace", "int", "float"}
ARGPARSE_MESSAGE = re.compile(r"""\b_\(\s*(['"])(.+?)\1\s*\)|ngettext\(\s*(['"])(.+?)\3""")
FILE_ERRORS = (errno.ENOENT, errno.EACCES, errno.EISDIR, errno.ENOTDIR, errno.EEXIST, errno.ENOSPC)
PERCENT = re.compile(r"%(?:\((\w+)\))?[sr]")


def _words(text: str) -> set[str]:
    """The words of ``text``, lower-cased, leaving out what is code: option names, paths,
    choices, quoted values, ``$VARIABLES``, numbers, dotted names (``record.players``) and
    the games' names."""
    words: set[str] = set()
    for token in text.split():
        token = token.strip(",.;:()[]")
        if not re.search(r"[-_/$={}'@:0-9]|\w\.\w", token):
            words.update(part.lower() for part in re.split(r"[’\W]+", token) if part)
    return words - CODE


def _catalog(language: str) -> tuple[set[str], set[str]]:
    """The words of the English messages of junkspace's catalog, and of their translations."""
    with (LOCALE / language / "LC_MESSAGES" / "junkspace.po").open("rb") as po:
        catalog = read_po(po)
    english: set[str] = set()
    translated: set[str] = set()
    for message in catalog:
        if message.id:
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            english.update(*(_words(str(text)) for text in ids))
            translated.update(*(_words(str(text)) for text in strings))
    return english, translated


def _english_words(language: str) -> set[str]:
    """English words that text in ``language`` must not contain."""
    argparse_words = {
        word
        for found in ARGPARSE_MESSAGE.finditer(inspect.getsource(argparse))
        for word in _words(found.group(2) or found.group(4))
    }
    system_words = {word for code in FILE_ERRORS for word in _words(os.strerror(code))}
    english, translated = _catalog(language)
    return (argparse_words | system_words | {"errno"} | english) - translated


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """The exit status of ``junkspace ARGV`` and all it printed."""
    try:
        status = cli.main(argv)
    except SystemExit as done:
        status = done.code if isinstance(done.code, int) else 1
    printed = capsys.readouterr()
    return status, printed.out + printed.err


@pytest.fixture
def files(tmp_path: Path) -> Iterator[Path]:
    (tmp_path / "games.jsonl").write_text("", encoding="utf-8")
    yield tmp_path


def _cases(tmp: Path) -> Iterator[tuple[str, list[str]]]:
    yield from ((" ".join(argv), argv) for argv in HELPS + REFUSALS)
    yield from ((name, make(tmp)) for name, make in FILES.items())


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_of_the_command_line_is_in_the_language_asked(
    language: str,
    files: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(i18n.ENVIRONMENT_VARIABLE, language)
    english = _english_words(language)
    with i18n.speaking(language):
        usage = WORDS.gettext(parsing.USAGE)
    assert usage != parsing.USAGE
    for name, argv in _cases(files):
        status, printed = _run(argv, capsys)
        assert status == (0 if "--help" in argv else 2), (name, printed)
        left = sorted(_words(printed) & english)
        assert not left, f"junkspace {name} ({language}) says English words {left}:\n{printed}"
        if name in FILES:
            assert "Errno" not in printed and str(files) in printed, printed
    # A help or a refusal starts with the usage, in the language.
    for argv in HELPS + REFUSALS:
        assert _run(argv, capsys)[1].startswith(usage), argv


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_commands_lang_counts_wherever_it_stands(
    language: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(i18n.ENVIRONMENT_VARIABLE, raising=False)
    with i18n.speaking(language):
        usage = WORDS.gettext(parsing.USAGE)
        refusal = parsing.ArgumentParser(prog="junkspace demo").translated(
            "argument --players: invalid int value: 'x'"
        )
    for argv in (
        ["play", f"--lang={language}", "--help"],
        ["replay", "--help", "--lang", language],
        ["demo", "--players", "x", "--lang", language],
    ):
        printed = _run(argv, capsys)[1]
        assert printed.startswith(usage), (argv, printed)
    assert printed.endswith(f"{refusal}\n") and refusal.startswith("argument")
    assert i18n.language() == "en", "--lang is the command's, not the session's"


@pytest.mark.parametrize("argv", [*HELPS, *REFUSALS], ids=lambda argv: " ".join(argv) or "nothing")
def test_english_is_argparses_own_output(
    argv: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(i18n.ENVIRONMENT_VARIABLE, raising=False)
    ours = _run(argv, capsys)
    monkeypatch.setattr(cli, "ArgumentParser", argparse.ArgumentParser)
    assert ours == _run(argv, capsys)


def test_file_problems_are_said_in_a_sentence_naming_the_file(
    files: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(i18n.ENVIRONMENT_VARIABLE, raising=False)
    said = {name: _run(make(files), capsys) for name, make in FILES.items()}
    assert said == {
        "missing": (2, f"junkspace replay: {files / 'absent.jsonl'} does not exist\n"),
        "folder": (2, f"junkspace replay: {files} is a folder, not a file\n"),
        "through a file": (
            2,
            f"junkspace replay: {files / 'games.jsonl' / 'x'}: a part of its path is a file, "
            "not a folder\n",
        ),
        "record missing": (2, f"junkspace play: {files / 'absent.json'} does not exist\n"),
        "no folder to write in": (
            2,
            f"junkspace simulate: {files / 'games.jsonl'} is a file, not a folder\n",
        ),
    }


def test_a_problem_not_foreseen_keeps_the_systems_words_without_its_number() -> None:
    with i18n.speaking("fr"):
        said = file_problem(OSError(errno.EIO, os.strerror(errno.EIO)), "games.jsonl")
    assert said == f"impossible de lire games.jsonl : {os.strerror(errno.EIO)}"


def test_an_interrupted_command_says_so_in_the_language_asked(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("junkspace.commands.demo.new_game", interrupted)
    assert _run(["demo", "--lang", "es"], capsys) == (130, "junkspace demo: interrumpido\n")


def test_argparse_elsewhere_keeps_its_own_words(capsys: pytest.CaptureFixture[str]) -> None:
    """Another parser in the same process (a notebook's) is not changed by junkspace's."""
    assert _run(["demo", "--lang", "fr", "--zzz"], capsys)[1].startswith("utilisation")
    other = argparse.ArgumentParser(prog="theirs")
    with i18n.speaking("fr"), pytest.raises(SystemExit):
        other.parse_args(["--zzz"])
    assert capsys.readouterr().err == (
        "usage: theirs [-h]\ntheirs: error: unrecognized arguments: --zzz\n"
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_argparses_messages_keep_their_placeholders(language: str) -> None:
    """Babel checks brace placeholders (tests/test_languages.py); argparse's are %-style."""
    with (LOCALE / language / "LC_MESSAGES" / "junkspace.po").open("rb") as po:
        catalog = read_po(po)
    argparses = {*parsing.ERRORS, parsing.ERROR, parsing.HEADING}
    assert argparses <= {message.id for message in catalog}
    for message in catalog:
        if message.id and isinstance(message.id, str):
            wanted = sorted(PERCENT.findall(message.id))
            assert sorted(PERCENT.findall(str(message.string))) == wanted, message.id


def test_the_command_runs_as_installed() -> None:
    """``python -m junkspace.cli`` reads ``sys.argv`` as the ``junkspace`` script does."""
    done = subprocess.run(
        [sys.executable, "-m", "junkspace.cli", "replay", "--lang", "es", "/nonexistent"],
        capture_output=True,
        text=True,
        env={**os.environ, i18n.ENVIRONMENT_VARIABLE: "fr"},
        check=False,
    )
    assert (done.returncode, done.stderr) == (2, "junkspace replay: /nonexistent no existe\n")


def test_a_replayed_game_names_its_seats_in_the_language_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "games.jsonl"
    argv = ["junk_orbit", "--games", "1", "--players", "2", "--no-progress", "--out", str(out)]
    assert _run(["simulate", *argv], capsys)[0] == 0
    status, printed = _run(["replay", str(out), "--game", "0", "--lang", "es"], capsys)
    with (LOCALE.parent / "junk_orbit/locale/es/LC_MESSAGES/junk_orbit.po").open("rb") as po:
        spanish = {message.id: message.string for message in read_po(po)}
    state = GameResult.from_json(out.read_text(encoding="utf-8")).replay().state
    seats = [line.split(" (random)")[0].strip() for line in printed.splitlines()[-2:]]
    assert (status, seats) == (0, [spanish[state.seat_name(0)], spanish[state.seat_name(1)]])
    assert seats != [state.seat_name(0), state.seat_name(1)]


# -- what simulate and replay report ------------------------------------------------------

#: A small seeded run that meets every line of the summary (a shared win, the turn cap).
RUN = [
    *("hyperstellar", "--games", "4", "--players", "2", "--bots", "greedy,random"),
    *("--seed", "2", "--option", "max_revolutions=6", "--no-progress"),
]


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The small run's games, saved with made-up thinking times so that its summary is the
    same on every machine."""
    out = tmp_path_factory.mktemp("run") / "games.jsonl"
    assert cli.main(["simulate", *RUN, "--out", str(out)]) == 0
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    for line in lines:
        line["timing"] = {"thinking": [0.25, 0.0123], "slowest": [0.1, 0.1]}
    out.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return out


def test_the_english_report_of_a_replayed_run_is_as_it_was(
    played: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(i18n.ENVIRONMENT_VARIABLE, raising=False)
    assert _run(["replay", str(played)], capsys) == (
        0,
        f"""\
{played}: 4 games replayed exactly, each to its recorded result.

Hyperstellar Happy Corporate Science Space Station, 2 players: 4 games (seed 2; bots greedy, random)

seat       games  win rate  95% interval      score  place  s/decision
0 Red          4     37.5%  9.2–78.1%           3.2   1.62      0.0130
1 Yellow       4     62.5%  21.9–90.8%          7.2   1.38      0.0006

bot      games  win rate  95% interval      score  place  s/decision
greedy       4     87.5%  39.6–98.7%          9.8   1.12      0.0068
random       4     12.5%  1.3–60.4%           0.8   1.88      0.0067

game length: 38.8 decisions on average (median 38.5, 36–42)
score spread: the winner leads by 9.0 on average (median 10); scores 5.2 ± 6.3 (mean ± sd)
shared wins: 1 of 4 games
cut short by the turn cap: 4 of 4 games
""",
    )


def _tampered(played: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    """A copy of the run's file whose second game is changed by ``change``."""
    lines = [json.loads(line) for line in played.read_text(encoding="utf-8").splitlines()]
    change(lines[1])
    out = played.with_name(f"tampered-{change.__name__}.jsonl")
    out.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return out


def _scores(line: dict[str, Any]) -> None:
    line["result"]["scores"] = [99, 0]


def _action(line: dict[str, Any]) -> None:
    line["record"]["actions"][1] = "buy water"  # a Hyperstellar action, not at that moment


def _players(line: dict[str, Any]) -> None:
    line["record"]["players"] = 9


#: What simulate and replay report, and how each ends: (arguments, exit status).
REPORTS: dict[str, Callable[[Path], tuple[list[str], int]]] = {
    "a simulation's summary": lambda played: (["simulate", *RUN], 0),
    "a replayed run": lambda played: (["replay", str(played)], 0),
    "too many players": lambda played: (["simulate", "junk_orbit", "--players", "9"], 2),
    "an unknown bot": lambda played: (["simulate", "junk_orbit", "--bots", "zz"], 2),
    "a bot's option out of range": lambda played: (
        ["simulate", "junk_orbit", "--bots", "mcts:iterations=0"],
        2,
    ),
    "a result the record does not replay to": lambda played: (
        ["replay", str(_tampered(played, _scores))],
        1,
    ),
    "an action that cannot be played": lambda played: (
        ["replay", str(_tampered(played, _action))],
        1,
    ),
    "a record's table size out of range": lambda played: (
        ["replay", str(_tampered(played, _players))],
        1,
    ),
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("case", REPORTS)
def test_what_simulate_and_replay_report_is_in_the_language_asked(
    case: str,
    language: str,
    played: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(i18n.ENVIRONMENT_VARIABLE, language)
    argv, wanted = REPORTS[case](played)
    status, printed = _run(argv, capsys)
    assert status == wanted, printed
    left = sorted(_words(printed) & _english_words(language))
    assert not left, (
        f"junkspace {' '.join(argv)} ({language}) says English words {left}:\n{printed}"
    )
    assert "Errno" not in printed and "Traceback" not in printed, printed


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_summary_lines_up_under_its_translated_headings(
    language: str, played: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, printed = _run(["replay", str(played), "--lang", language], capsys)
    tables = [block.splitlines() for block in printed.split("\n\n")[2:4]]
    with i18n.speaking(language):
        headings = [WORDS.gettext(word) for word in ("seat", "games", "win rate", "s/decision")]
    assert status == 0 and headings[1] != "games", printed
    for table in tables:
        # Every row is as long as the headings' line: each column as wide as its widest cell.
        assert {len(row) for row in table} == {len(table[0])}, table
        for heading in headings[1:]:
            assert f"  {heading}" in table[0], (heading, table[0])
    assert tables[0][0].startswith(headings[0])
    # Numbers are written as the language writes them: decimal comma, a space before %.
    assert not re.search(r"\d\.\d", printed), printed
    assert re.search(r"\d,\d\s%", printed), printed
