"""The end: 150 points, one player left, or the revolution cap; the ranking."""

from __future__ import annotations

import pytest
from hyperstellar.table import events, play, table

import junkspace
from junkspace.hyperstellar import Acting, Answering, Over, Placing


def test_the_game_ends_with_the_revolution_in_which_someone_reaches_150() -> None:
    state = table(
        phase=Acting(1, 0),
        hub=(1, 1),
        lab=(1, 0),
        recycling=(0, 1),
        points=(147, 12),
        hands={0: "R"},
    )
    state = state.apply("score R")
    assert state.points[0] == 150
    assert state.phase == Acting(2, 1), "the revolution goes on: Yellow still recycles"
    state = state.apply("recycle 4")
    assert state.phase == Answering(1, (0,))
    state = state.apply("pass")
    assert events(state, "upkeep"), "and the upkeep is paid"
    assert state.is_over and not state.truncated
    assert events(state, "game_over") == [(None, {"reason": "points"})]
    assert state.winners() == (0,)


@pytest.mark.parametrize(
    "points, eliminated, ranking",
    [
        ((152, 160, 20), (), ((1,), (0,), (2,))),
        ((150, 150, 20), (), ((0, 1), (2,))),
        ((150, 120, 20), (1,), ((0,), (2,), (1,))),
    ],
    ids=["by points", "ties share a place", "players out of the game rank last"],
)
def test_the_ranking_is_read_off_the_score_track(
    points: tuple[int, ...], eliminated: tuple[int, ...], ranking: tuple[tuple[int, ...], ...]
) -> None:
    """Interpretation 16."""
    hub = tuple(0 if seat in eliminated else 2 for seat in range(3))
    state = table(players=3, phase=Over(), points=points, eliminated=eliminated, hub=hub)
    assert state.ranking() == ranking
    assert state.winners() == ranking[0]
    assert state.scores() == points


@pytest.mark.parametrize("players", [2, 3])
def test_reaching_150_wins_even_when_the_upkeep_takes_the_last_researcher(players: int) -> None:
    """Interpretation 18: status, events, their sentences and the winners all say Red won."""
    others = (1,) * (players - 1)
    state = table(
        players,
        phase=Acting(1, 0),
        hub=(0, *others),
        lab=(1, *(0,) * (players - 1)),
        water=(0, *(10,) * (players - 1)),
        points=(147, *(12,) * (players - 1)),
        hands={0: "R"},
    )
    state = state.apply("score R")
    assert state.is_over and not state.truncated
    assert events(state, "lost_researcher") == [(0, {"water": 0, "due": 1})]
    assert state.researchers(0) == 0
    assert not events(state, "eliminated") and state.eliminated == ()
    assert events(state, "game_over") == [(None, {"reason": "points"})]
    assert state.winners() == (0,)
    assert state.ranking()[0] == (0,)
    assert state.status() == "Game over: Red wins with 150 points (the score track is read)."
    told = [state.narrate(event) for event in state.events]
    assert told[-1] == "Game over: someone reached 150 points."
    assert not any("out of the game" in line for line in told)


def test_a_player_who_reached_150_still_ends_a_two_player_game_by_points() -> None:
    """Red reached 150 and Yellow ran dry: the track is read, not the last player left."""
    state = table(
        phase=Acting(1, 0),
        hub=(1, 0),
        lab=(1, 1),
        water=(10, 0),
        points=(147, 12),
        hands={0: "R"},
    )
    state = play(state, "score R", "pass")
    assert state.eliminated == (1,)
    assert events(state, "game_over") == [(None, {"reason": "points"})]
    assert state.status() == "Game over: Red wins with 150 points (the score track is read)."


def test_the_status_names_the_winner() -> None:
    state = table(players=3, phase=Over(), points=(152, 160, 20))
    assert state.status() == ("Game over: Yellow wins with 160 points (the score track is read).")


def test_the_revolution_cap_ends_the_game_as_truncated() -> None:
    """Interpretation 17: ranked by points like any other end."""
    state = table(max_revolutions=3, revolution=3, hub=(2, 2), points=(4, 9))
    state = play(state, "place engine", "place engine", "place crew", "place crew")
    assert state.is_over and state.truncated
    assert events(state, "game_over") == [(None, {"reason": "revolution_cap"})]
    assert state.winners() == (1,)
    assert "cap" in state.status()


def test_without_a_cap_the_revolutions_go_on() -> None:
    state = table(max_revolutions=None, revolution=500, hub=(2, 2))
    state = play(state, "place engine", "place engine", "place crew", "place crew")
    assert state.phase == Placing(0) and state.revolution == 501


def test_the_cap_is_an_option_of_new_game() -> None:
    state = junkspace.new_game("hyperstellar", players=2, seed=1, max_revolutions=7)
    assert state.options == {"max_revolutions": 7}
    assert junkspace.new_game("hyperstellar", players=2, seed=1).options == {"max_revolutions": 100}
    with pytest.raises(ValueError, match="max_revolutions"):
        junkspace.new_game("hyperstellar", players=2, max_revolutions=0)
