"""Bots by name: the short text forms the command line and the simulations use.

A *spec* is a bot's name, then any options as ``:name=value`` (``seed`` is given apart,
because a simulation gives every game its own):

>>> make_bot("greedy")
GreedyBot(seed=0, lookahead=None)
>>> make_bot("mcts:iterations=400:playout=random", seed=7)  # doctest: +NORMALIZE_WHITESPACE
MctsBot(iterations=400, seconds=None, exploration=0.7, playout='random', widening=None,
        judge='lead', seed=7)
>>> bot_spec(MctsBot(iterations=400, seed=7))
'mcts:iterations=400'
>>> make_bot("greedy:depth=3")
Traceback (most recent call last):
...
ValueError: bot 'greedy:depth=3': greedy has no option 'depth' (its options: lookahead)
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Mapping
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from ..core.words import WORDS
from .greedy import GreedyBot
from .mcts import MctsBot
from .play import Bot
from .random_bot import RandomBot

__all__ = ["BOTS", "bot_spec", "make_bot"]

_ = WORDS.gettext

#: The bots that have a name, and their classes (each a dataclass with a ``seed`` field).
BOTS: Mapping[str, type[Any]] = types.MappingProxyType(
    {"random": RandomBot, "greedy": GreedyBot, "mcts": MctsBot}
)


def _convert(text: str, hint: Any) -> Any:
    """``text`` read as a value of the type ``hint`` (int, float, str, a Literal or None)."""
    options = get_args(hint) if get_origin(hint) in (Union, types.UnionType) else (hint,)
    if text.lower() == "none" and type(None) in options:
        return None
    for option in options:
        if get_origin(option) is Literal and text in get_args(option):
            return text
        try:
            if option is int:
                return int(text)
            if option is float:
                return float(text)
        except ValueError:
            continue
        if option is str:
            return text
    raise ValueError(_("{text} is not a valid value", text=repr(text)))


def _options(cls: type[Any]) -> list[str]:
    return [f.name for f in dataclasses.fields(cls) if f.name != "seed"]


def make_bot(spec: str, seed: int = 0) -> Bot:
    """The bot a spec names (``"random"``, ``"greedy"``, ``"mcts:iterations=400"``...)."""
    name, *settings = spec.strip().split(":")
    cls = BOTS.get(name)
    if cls is None:
        raise ValueError(
            _(
                "bot {spec}: unknown bot {name} (known: {known})",
                spec=repr(spec),
                name=repr(name),
                known=", ".join(BOTS),
            )
        )
    hints = get_type_hints(cls)
    known = _options(cls)
    values: dict[str, Any] = {}
    for setting in settings:
        key, equals, text = setting.partition("=")
        if key not in known:
            listing = ", ".join(known) or _("none")
            raise ValueError(
                _(
                    "bot {spec}: {bot} has no option {option} (its options: {listing})",
                    spec=repr(spec),
                    bot=name,
                    option=repr(key),
                    listing=listing,
                )
            )
        if not equals:
            raise ValueError(
                _("bot {spec}: write the option as {option}=<value>", spec=repr(spec), option=key)
            )
        try:
            values[key] = _convert(text, hints[key])
        except ValueError as err:
            raise ValueError(
                _("bot {spec}: option {option}: {error}", spec=repr(spec), option=key, error=err)
            ) from None
    try:
        bot: Bot = cls(**values, seed=seed)
    except ValueError as err:
        raise ValueError(_("bot {spec}: {error}", spec=repr(spec), error=err)) from None
    return bot


def bot_spec(bot: Bot) -> str:
    """The spec of one of the named bots: its name and the options that differ from default."""
    names = {cls: name for name, cls in BOTS.items()}
    name = names.get(type(bot))
    if name is not None:
        settings = [
            f":{f.name}={getattr(bot, f.name)}"
            for f in dataclasses.fields(BOTS[name])
            if f.name != "seed" and getattr(bot, f.name) != f.default
        ]
        return name + "".join(settings)
    raise ValueError(
        _("{bot} is not one of the named bots ({names})", bot=repr(bot), names=", ".join(BOTS))
    )
