"""Where no widget can run (the docs site, GitHub), a displayed game app is a picture."""

from __future__ import annotations

from junkspace.widgets import GameApp


def test_the_app_carries_a_picture_of_its_board_next_to_the_live_widget() -> None:
    app = GameApp("junk_orbit", players=3, seed=4)
    bundle = app._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["image/svg+xml"] == app.state._repr_svg_()
    app.play(app.state.legal_actions()[0])
    later = app._repr_mimebundle_()["image/svg+xml"]
    assert later == app.state._repr_svg_() != bundle["image/svg+xml"], "the picture follows play"
