"""Every app a widget test makes is closed after it, as a kernel closes a page's app.

In a test worker that has run a browser test, Playwright's event loop counts as running
in the main thread (``asyncio.get_running_loop()`` finds it), so an app in a room starts
its poll there and a bot's move is scheduled there. Left open, the app would poll a rooms
database its test has closed, or move a bot, whenever a later browser test runs that loop.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from junkspace.widgets.app import GameApp


@pytest.fixture(autouse=True)
def apps_closed(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[GameApp]]:
    """The apps made during the test, closed when it ends."""
    made: list[GameApp] = []
    build = GameApp._build

    def build_and_keep(app: GameApp) -> None:
        build(app)
        made.append(app)

    monkeypatch.setattr(GameApp, "_build", build_and_keep)
    yield made
    for app in made:
        app.close()
