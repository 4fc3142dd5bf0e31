"""Games are found through the ``junkspace.games`` entry points, and a broken one says so.

The broken plug-ins here are real distributions as an installer leaves them on ``sys.path``
(a ``.dist-info`` folder with ``METADATA`` and ``entry_points.txt``, and their modules),
found by the standard library's own ``importlib.metadata``.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

import junkspace
from junkspace.core import plugins
from junkspace.core.plugins import GROUP, PluginError, discover
from junkspace.core.registry import GameInfo

ROOT = Path(__file__).resolve().parents[2]
BUILTIN = {
    "junk_orbit": "junkspace.junk_orbit.game",
    "asteroid_belt": "junkspace.asteroid_belt.game",
    "hyperstellar": "junkspace.hyperstellar.game",
}


def install(folder: Path, distribution: str, entry_points: dict[str, str], **modules: str) -> None:
    """Leave ``distribution`` in ``folder`` as pip would: its metadata and its modules."""
    info = folder / f"{distribution.replace('-', '_')}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {distribution}\nVersion: 1.0\n")
    lines = "".join(f"{name} = {value}\n" for name, value in entry_points.items())
    (info / "entry_points.txt").write_text(f"[{GROUP}]\n{lines}")
    for name, source in modules.items():
        (folder / f"{name}.py").write_text(textwrap.dedent(source))


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder on ``sys.path`` to install distributions in, for this test only."""
    monkeypatch.syspath_prepend(str(tmp_path))
    return tmp_path


def facts(plugin: str, **overrides: str) -> str:
    """The source of a facts module whose game is Junk Orbit's rules under another name."""
    lines = {
        "NAME": repr(plugin),
        "TITLE": "'A game'",
        "PLAYERS": "(2, 5)",
        "State": "rules.JunkOrbitState",
        "new_game": "rules.new_game",
        **overrides,
    }
    body = "".join(f"{name} = {value}\n" for name, value in lines.items() if value)
    return f"import junkspace.junk_orbit as rules\n{body}"


def test_junkspace_declares_its_three_games_in_pyproject() -> None:
    found = discover()
    assert {name: found[name].value for name in BUILTIN} == BUILTIN
    assert list(found)[:3] == list(BUILTIN), "junkspace's own first, in the declared order"
    assert all(found[name].builtin for name in BUILTIN)


def test_a_checkout_reads_its_own_declaration_whatever_the_installed_metadata_says(
    site: Path,
) -> None:
    # Stale metadata, as an editable install of an older checkout leaves it.
    install(site, "junkspace", {"chess": "nowhere.game"})
    found = discover()
    assert "chess" not in found
    assert found["junk_orbit"].declared_in == ROOT / "pyproject.toml"


def test_an_installed_junkspace_is_declared_by_its_metadata(
    site: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An installed wheel: no pyproject.toml beside the package.
    monkeypatch.setattr(plugins, "_PACKAGE", site / "site-packages" / "junkspace")
    install(site, "junkspace", {"junk_orbit": "junkspace.junk_orbit.game"})
    found = discover()
    assert found["junk_orbit"].declared_in is None
    assert str(found["junk_orbit"]) == (
        "entry point 'junk_orbit = junkspace.junk_orbit.game' of distribution junkspace 1.0"
    )


def test_an_installed_game_joins_the_games(site: Path) -> None:
    install(site, "extra-game", {"extra": "extra_facts"}, extra_facts=facts("extra"))
    found = discover()
    assert list(found).index("extra") >= len(BUILTIN) and not found["extra"].builtin
    info = GameInfo.of(found["extra"])
    assert (info.title, info.min_players, info.max_players) == ("A game", 2, 5)
    assert info.default_players == 2, "the smallest table unless the facts say"
    assert info.options == () and info.view is None and dict(info.search) == {}


def test_two_games_of_one_name_are_refused_naming_both(site: Path) -> None:
    install(site, "copycat", {"junk_orbit": "copycat_facts"})
    with pytest.raises(PluginError) as caught:
        discover()
    message = str(caught.value)
    assert "two plug-ins declare the game 'junk_orbit'" in message
    assert "distribution junkspace (" in message and "distribution copycat 1.0" in message


def test_an_entry_point_that_fails_to_import_names_its_distribution(site: Path) -> None:
    install(site, "broken-game", {"broken": "broken_facts"}, broken_facts="import no_such_thing\n")
    with pytest.raises(PluginError) as caught:
        GameInfo.of(discover()["broken"])
    assert str(caught.value) == (
        "entry point 'broken = broken_facts' of distribution broken-game 1.0 cannot be "
        "imported: ModuleNotFoundError: No module named 'no_such_thing'"
    )


def test_facts_that_are_missing_are_listed(site: Path) -> None:
    source = facts("half", TITLE="", State="", new_game="")
    install(site, "half-game", {"half": "half_facts"}, half_facts=source)
    with pytest.raises(PluginError, match=r"half_facts lacks TITLE, State, new_game$"):
        GameInfo.of(discover()["half"])


@pytest.mark.parametrize(
    ("fact", "value", "problem"),
    [
        ("NAME", "'other'", "NAME must be the entry point's name 'odd', got 'other'"),
        ("PLAYERS", "(3, 2)", "PLAYERS must be (smallest, largest) table"),
        ("DEFAULT_PLAYERS", "6", "DEFAULT_PLAYERS must be an integer from 2 to 5, got 6"),
        ("OPTIONS", "('fast',)", "OPTIONS must be a tuple of junkspace.core.Option"),
        ("State", "dict", "State must be a subclass of junkspace.GameState"),
        ("VIEW", "42", "VIEW must be a 'module' or 'module:attribute' string, got 42"),
        ("SEARCH", "[1]", "SEARCH must be a mapping of search settings by name"),
        ("PITCH", "3", "PITCH must be words for people (a string), got 3"),
        ("PEOPLE_OPTIONS", "{'fast': 1}", "PEOPLE_OPTIONS must be a mapping of the game's options"),
    ],
)
def test_a_wrong_fact_is_named(site: Path, fact: str, value: str, problem: str) -> None:
    module = f"odd_{fact.lower()}"  # a module name of its own: imported modules are kept
    install(site, "odd-game", {"odd": module}, **{module: facts("odd", **{fact: value})})
    with pytest.raises(PluginError) as caught:
        GameInfo.of(discover()["odd"])
    assert str(caught.value).startswith(f"entry point 'odd = {module}' of distribution odd-game")
    assert problem in str(caught.value)


def test_options_for_people_are_checked_as_a_new_game_would_check_them(site: Path) -> None:
    source = facts("risky", OPTIONS="rules.OPTIONS", PEOPLE_OPTIONS="{'ship_powers': 3}")
    install(site, "risky-game", {"risky": "risky_facts"}, risky_facts=source)
    with pytest.raises(PluginError, match=r"PEOPLE_OPTIONS: risky option ship_powers must be one"):
        GameInfo.of(discover()["risky"])


def test_a_part_that_cannot_be_imported_names_the_entry_point(site: Path) -> None:
    source = facts("lost", VIEW="'lost_view_module'")
    install(site, "lost-game", {"lost": "lost_facts"}, lost_facts=source)
    info = GameInfo.of(discover()["lost"])
    with pytest.raises(
        PluginError, match=r"^entry point 'lost = lost_facts' .* 'lost_view_module'"
    ):
        info.part(info.view or "")


def test_listing_the_games_imports_none_of_them() -> None:
    import subprocess
    import sys

    script = (
        "import sys, junkspace\n"
        "names = list(junkspace.GAMES)\n"
        "print(any(m.startswith(('junkspace.junk_orbit', 'junkspace.hyperstellar')) "
        "for m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "False"


def test_an_unknown_name_is_no_game() -> None:
    assert "chess" not in junkspace.GAMES and [] not in junkspace.GAMES
    known = "junkspace has: junk_orbit, asteroid_belt, hyperstellar"
    with pytest.raises(ValueError, match=f"unknown game 'chess'; {known}"):
        junkspace.new_game("chess")
