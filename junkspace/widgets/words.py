"""The app's words, and the language each app speaks.

Every sentence, button and tab of the app is a message of junkspace's own catalog (domain
``junkspace``, ``junkspace/locale``), as the command line's are, translated when it is shown
in the language spoken then (:mod:`junkspace.i18n`).

Which language an app speaks is its own: :class:`~junkspace.widgets.GameApp` keeps a
``language`` (``None``: the session's, :func:`junkspace.set_language` or ``JUNKSPACE_LANG``)
and makes its words inside :func:`~junkspace.i18n.speaking` that language, whether a button,
a bot's move or its room's news makes them. So two apps in one notebook may speak two
languages; in Voilà each page has its own kernel anyway. A page picks its language from its
link (``?lang=es``), else from what the browser asks for (:func:`page_language`).

>>> from junkspace.i18n import speaking
>>> with speaking("fr"):
...     _("Start a new game")
'Commencer une nouvelle partie'
>>> page_language("lang=es", "fr-CA,fr;q=0.9,en;q=0.8")
'es'
>>> page_language("", "de-DE,de;q=0.9,fr;q=0.5")
'fr'
>>> page_language("", "de-DE") is None
True
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from types import FunctionType
from typing import Any, TypeVar

from ..core.words import game_words, seat_name
from ..i18n import ENVIRONMENT_VARIABLE, LANGUAGES, N_, speaking
from ..rooms.words import WORDS, bot_label

__all__ = [
    "LANGUAGE_NAMES",
    "N_",
    "WORDS",
    "_",
    "bot_label",
    "dashboard_language",
    "game_words",
    "in_its_language",
    "ngettext",
    "page_language",
    "seat_name",
]

Kind = TypeVar("Kind", bound=type)

# The app's catalog (WORDS) is junkspace's own (junkspace/locale), shared with the command
# line and the rooms, whose module also names the bots (bot_label).
_, ngettext = WORDS.gettext, WORDS.ngettext

#: Each language in its own words, for the language menu.
LANGUAGE_NAMES = {"en": "English", "es": "Español", "fr": "Français"}


def page_language(query: str, accepted: str = "") -> str | None:
    """The language a page asks for: its query's ``lang`` if junkspace speaks it, else the
    first language of the browser's ``Accept-Language`` (``accepted``) that it speaks, else
    ``None`` (the session's language).

    A ``lang`` it does not speak is ignored, as an unknown language of the browser is: a
    link is no place to fail.
    """
    from .links import query_values

    asked = query_values(query).get("lang", "")
    wanted = [asked] + [
        part.split(";")[0] for part in sorted(accepted.split(","), key=_weight, reverse=True)
    ]
    for code in wanted:
        short = code.strip().replace("_", "-").split("-")[0].lower()
        if short in LANGUAGES:
            return short
    return None


def dashboard_language(query: str) -> str | None:
    """The language of a dashboard's page: its link's ``lang``; else, unless the server was
    given one (``junkspace play --lang``, ``JUNKSPACE_LANG``), the browser's first language
    that junkspace speaks (Voilà hands the kernel the page's ``Accept-Language`` header as
    ``HTTP_ACCEPT_LANGUAGE`` when configured to); else ``None``: the session's.

    >>> dashboard_language("seed=3&lang=fr")
    'fr'
    """
    asked = page_language(query)
    if asked is not None or os.environ.get(ENVIRONMENT_VARIABLE):
        return asked
    return page_language("", os.environ.get("HTTP_ACCEPT_LANGUAGE", ""))


def _weight(part: str) -> float:
    """The ``q`` weight of one language of an ``Accept-Language`` header (1 when not given)."""
    q = part.partition(";q=")[2]
    try:
        return float(q) if q else 1.0
    except ValueError:
        return 0.0


def in_its_language(cls: Kind) -> Kind:
    """Make every method and property of ``cls`` run in the language of the object it is
    called on (its ``_language``; none yet, as at the start of ``__init__``: the session's).

    Whatever calls in (a button, a bot's timer, a notebook cell), the words are the object's.
    """
    for name, member in list(vars(cls).items()):
        if isinstance(member, property):
            getter, setter = member.fget, member.fset
            spoken = property(
                None if getter is None else _speaking_its(getter),
                None if setter is None else _speaking_its(setter),
                doc=member.__doc__,
            )
            setattr(cls, name, spoken)
        elif isinstance(member, FunctionType):
            setattr(cls, name, _speaking_its(member))
    return cls


def _speaking_its(function: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(function)
    def in_language(self: Any, /, *args: Any, **kwargs: Any) -> Any:
        with speaking(self.__dict__.get("_language")):
            return function(self, *args, **kwargs)

    return in_language
