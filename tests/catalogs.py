"""Reading the shipped gettext catalogs in tests: each message's translations, and a pattern
that matches a sentence the catalog can make (placeholders filled, French elisions made).

>>> import re
>>> bool(re.fullmatch(message_pattern("la soute de {who}"), "la soute d’Orange"))
True
"""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

PLACEHOLDER = re.compile(r"\{(\w*)\}")
# A French word that is elided before a vowel, at the end of the text before a placeholder.
ELIDABLE = re.compile(r"(?<![\w’'-])([Dd]e|DE|[Qq]ue|QUE|[Ll]orsque|[Pp]uisque) $")
# French that should have been elided: *de Orange*, *que Elysium*, *de une* (not *de a1*).
UNELIDED = re.compile(r"(?<![\w’'-])(?:[Dd]e|[Qq]ue) [AEIOUYÀÂÉÈÊÎÔaeiouyàâéèêîô][^\W\d_]")


def catalog_messages(po: Path) -> dict[str, tuple[str, ...]]:
    """The catalog's translations by English message (the singular for plural forms)."""
    with po.open("rb") as source:
        catalog = read_po(source)
    assert not catalog.fuzzy, f"{po}: the catalog's header is marked fuzzy"
    out = {}
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert not message.fuzzy, f"{po}: {ids[0]!r} is fuzzy"
        assert all(strings), f"{po}: {ids[0]!r} is not translated"
        wanted = {name for text in ids for name in PLACEHOLDER.findall(text)}
        for text in strings:
            assert set(PLACEHOLDER.findall(text)) == wanted, (
                f"{po}: {ids[0]!r} has placeholders {sorted(wanted)}, its translation "
                f"{text!r} has {sorted(set(PLACEHOLDER.findall(text)))}"
            )
        out[ids[0]] = strings
    return out


def message_pattern(text: str) -> str:
    """``text`` as a pattern: each placeholder any text; a French *de* or *que* before one
    either as written or elided (*d’Orange*: ``junkspace.i18n`` elides it before a vowel)."""
    pieces = PLACEHOLDER.split(text)
    out = []
    for i, piece in enumerate(pieces):
        found = ELIDABLE.search(piece) if i % 2 == 0 and i + 1 < len(pieces) else None
        if i % 2:
            out.append("(.*)")
        elif found:
            word = found.group(1)
            elided = f"(?:{re.escape(word)} |{re.escape(word[:-1])}’)"
            out.append(re.escape(piece[: found.start()]) + elided)
        else:
            out.append(re.escape(piece))
    return "".join(out)
