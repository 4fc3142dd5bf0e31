"""Game options: defaults, allowed values and the messages for the others."""

from __future__ import annotations

import pytest

import junkspace
from junkspace.core import Option


def test_a_yes_no_option_takes_only_true_or_false() -> None:
    option = Option("fast", False, "bases start worth points", choices=(False, True))
    assert option.check(True, "g") is True
    for not_a_boolean in (0, 1, "yes", None):
        with pytest.raises(ValueError, match="must be one of False, True"):
            option.check(not_a_boolean, "g")


def test_an_integer_option_keeps_to_its_bounds() -> None:
    option = Option("goal", 15, "points to win", low=5, high=40)
    assert option.check(20, "g") == 20
    with pytest.raises(ValueError, match="between 5 and 40"):
        option.check(41, "g")
    with pytest.raises(ValueError, match="must be an integer"):
        option.check(True, "g")


def test_none_is_allowed_only_where_it_means_no_limit() -> None:
    assert Option("cap", 40, "turn cap", low=1, allow_none=True).check(None, "g") is None
    with pytest.raises(ValueError):
        Option("cap", 40, "turn cap", low=1).check(None, "g")


def test_new_game_names_unknown_options_and_lists_the_real_ones() -> None:
    with pytest.raises(ValueError, match="has no option 'speed'"):
        junkspace.new_game("junk_orbit", players=2, speed=3)
    with pytest.raises(ValueError, match="must be one of False, True"):
        junkspace.new_game("asteroid_belt", players=2, fast=1)
