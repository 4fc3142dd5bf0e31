"""The command line's parser: argparse's own words in the language spoken.

argparse asks the stdlib's ``gettext.gettext`` for its words (``usage:``, ``options``,
``invalid choice: ...``), in gettext's one global domain, bound when argparse is imported.
The two ways to reach that lookup from outside both change argparse for the whole process:
binding the global domain to our catalog, or replacing the function ``argparse._`` (a module
global every thread shares). A notebook kernel that imports junkspace runs other code that
uses argparse, so junkspace does neither. :class:`ArgumentParser` translates on its own
parsers only, through what argparse lets a subclass decide:

- the words argparse prints around ours — the ``usage:`` prefix and the colon after a
  section's title (:class:`HelpFormatter`), the sections' titles and ``-h``'s help (given when
  the parser is made), the ``error:`` line (:meth:`ArgumentParser.error`) — are our catalog's
  messages;
- an error argparse words itself reaches :meth:`ArgumentParser.error` as English text: it is
  matched against argparse's own messages (:data:`ERRORS`, worded as Python 3.10 to 3.13 word
  them, with their ``%(name)s`` placeholders) and said again from their translation with the
  same values. A message that matches none (another Python's new wording) is shown as
  argparse wrote it.

Every message here is argparse's own msgid, so English reads exactly as argparse's:

>>> from junkspace.i18n import speaking
>>> parser = ArgumentParser(prog="junkspace demo")
>>> seed = parser.add_argument("--seed", type=int)
>>> parser.translated("argument --seed: invalid int value: 'x'")
"argument --seed: invalid int value: 'x'"
>>> with speaking("fr"):
...     parser.translated("argument --seed: invalid int value: 'x'")
"argument --seed : valeur invalide pour le type int : 'x'"
"""

from __future__ import annotations

import argparse
import functools
import re
import sys
from typing import Any, NoReturn

from ..i18n import N_
from . import WORDS

__all__ = ["ERRORS", "ArgumentParser", "HelpFormatter"]

_ = WORDS.gettext

USAGE = N_("usage: ")
#: A section's title as its heading (Python 3.13's msgid; French puts a space before the colon).
HEADING = N_("%(heading)s:")
POSITIONALS = N_("positional arguments")
OPTIONS = N_("options")
HELP = N_("show this help message and exit")
ERROR = N_("%(prog)s: error: %(message)s\n")
#: The frame argparse puts around an error about one argument (its name, then the message).
ARGUMENT = N_("argument %(argument_name)s: %(message)s")
#: The arguments missing, named as the usage names them.
REQUIRED = N_("the following arguments are required: %s")
#: argparse's messages when a command line is refused: the ones the junkspace commands can give.
ERRORS = (
    ARGUMENT,
    REQUIRED,
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("unrecognized arguments: %s"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("ignored explicit argument %r"),
)

# A %-placeholder of argparse's messages: named (%(value)r) or not (%s).
_PLACEHOLDER = re.compile(r"%(?:\((\w+)\))?[sr]")


@functools.cache
def _pattern(message: str) -> re.Pattern[str]:
    """A regular expression matching ``message`` once argparse has filled it in.

    >>> said = _pattern("invalid choice: %(value)r (choose from %(choices)s)")
    >>> said.fullmatch("invalid choice: 'x' (choose from 'a', 'b')").groupdict()
    {'value': "'x'", 'choices': "'a', 'b'"}
    """
    parts, start = [], 0
    for found in _PLACEHOLDER.finditer(message):
        parts.append(re.escape(message[start : found.start()]))
        parts.append(f"(?P<{found.group(1) or '_'}>.*?)")
        start = found.end()
    parts.append(re.escape(message[start:]))
    return re.compile("".join(parts), re.DOTALL)


def _filled(message: str, values: dict[str, str]) -> str:
    """``message`` with its placeholders replaced by ``values``, texts as argparse showed them
    (a ``%(value)r``'s value already carries its quotes).

    >>> _filled("argumento %(argument_name)s: %(message)s", {"argument_name": "--seed",
    ...     "message": "..."})
    'argumento --seed: ...'
    """
    return _PLACEHOLDER.sub(lambda found: values[found.group(1) or "_"], message)


class HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter, with the ``usage:`` prefix and the sections' headings in the
    language spoken."""

    def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, _(USAGE) if prefix is None else prefix)

    def start_section(self, heading: str | None) -> None:
        if heading is not None:
            # argparse writes the colon after the title itself: the title is given up to it.
            heading = _filled(_(HEADING), {"heading": heading}).removesuffix(":")
        super().start_section(heading)


class ArgumentParser(argparse.ArgumentParser):
    """argparse's parser speaking the language spoken when it is made and when it fails.

    Its subcommands' parsers are made of the same class (argparse's default), so one
    ``ArgumentParser`` at the top of a command line translates all of it. A positional
    argument with no ``metavar`` is named in errors by its ``dest`` in the catalog
    (``parser.add_argument(N_("game"), ...)`` marks it; "argument jeu : choix invalide ...").
    """

    def __init__(self, *, add_help: bool = True, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(add_help=False, **kwargs)
        self._positionals.title = _(POSITIONALS)
        self._optionals.title = _(OPTIONS)
        if add_help:
            prefix = self.prefix_chars[0]
            self.add_argument(
                prefix + "h",
                prefix * 2 + "help",
                action="help",
                default=argparse.SUPPRESS,
                help=_(HELP),
            )

    def error(self, message: str) -> NoReturn:
        """Print the usage and argparse's ``message`` in the language spoken; exit with 2."""
        self.print_usage(sys.stderr)
        self.exit(2, _filled(_(ERROR), {"prog": self.prog, "message": self.translated(message)}))

    def translated(self, message: str) -> str:
        """``message``, one of argparse's :data:`ERRORS` as argparse fills it in, translated
        with the same values; any other message as it is."""
        for english in ERRORS:
            found = _pattern(english).fullmatch(message)
            if found is None:
                continue
            values = found.groupdict()
            if english == ARGUMENT:
                values["argument_name"] = self._named(values["argument_name"])
                values["message"] = self.translated(values["message"])
            elif english == REQUIRED:
                values["_"] = ", ".join(self._named(name) for name in values["_"].split(", "))
            return _filled(_(english), values)
        return message

    def _named(self, name: str) -> str:
        """An argument's name as errors show it: a positional's ``dest`` in the catalog."""
        for action in self._actions:
            if not action.option_strings and action.metavar is None and action.dest == name:
                return _(name)
        return name
