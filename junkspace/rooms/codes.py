"""Room codes people read aloud, and seat secrets only a browser's kernel keeps.

A *room code* is six letters from an alphabet with no vowels (no words spelled by chance) and
none of the letters that are misread on a projector or a phone (no L beside I, no O beside 0):
19 letters, about 47 million codes. A code is typed by people, so reading one forgives case
and spaces:

>>> ALPHABET
'BCDFGHJKMNPQRSTVWXZ'
>>> code = new_code()
>>> len(code) == CODE_LENGTH and set(code) <= set(ALPHABET)
True
>>> read_code(" bcd fgh ")
'BCDFGH'
>>> read_code("HELLO1")
Traceback (most recent call last):
...
junkspace.rooms.errors.UnknownRoomError: 'HELLO1' is not a room code (a room code is 6 letters \
from BCDFGHJKMNPQRSTVWXZ)

A *secret* is what proves a seat (or a room's creator) is someone's: long enough not to be
guessed, made with :mod:`secrets`, and stored only as its SHA-256 digest, so whoever reads
the database learns no seat:

>>> secret = new_secret()
>>> len(secret) >= 20
True
>>> digest = secret_digest(secret)
>>> len(digest), secret in digest
(64, False)
>>> holds(secret, digest), holds(new_secret(), digest), holds(secret, None)
(True, False, False)
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from ..core.errors import quoted
from .errors import UnknownRoomError
from .words import _

__all__ = [
    "ALPHABET",
    "CODE_LENGTH",
    "TEACHER_KEY",
    "holds",
    "new_code",
    "new_secret",
    "read_code",
    "secret_digest",
]

#: The environment variable holding the teacher key of a class server: ``junkspace play`` makes
#: one per run and prints the standings link that holds it (the standings list every room's
#: code, with which anyone could watch or take a seat).
TEACHER_KEY = "JUNKSPACE_TEACHER_KEY"

#: The letters room codes are made of: consonants that are hard to misread.
ALPHABET = "BCDFGHJKMNPQRSTVWXZ"
#: How many letters a room code has.
CODE_LENGTH = 6
#: Random bytes in a seat or creator secret (``secrets.token_urlsafe``: 22 characters).
SECRET_BYTES = 16
#: The longest text read as a secret: longer ones are refused unread.
SECRET_LIMIT = 200


def new_code() -> str:
    """A fresh random room code (the store retries if it is already taken)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def read_code(text: object) -> str:
    """``text`` as a room code (upper case, spaces dropped), or an UnknownRoomError."""
    code = "".join(text.split()).upper() if isinstance(text, str) else ""
    if len(code) != CODE_LENGTH or not set(code) <= set(ALPHABET):
        raise UnknownRoomError(
            _(
                "{text} is not a room code (a room code is {length} letters from {letters})",
                text=quoted(text),
                length=CODE_LENGTH,
                letters=ALPHABET,
            )
        )
    return code


def new_secret() -> str:
    """A fresh secret for a seat or a room's creator."""
    return secrets.token_urlsafe(SECRET_BYTES)


def secret_digest(secret: str) -> str:
    """The SHA-256 digest of ``secret`` in hexadecimal: what the database keeps."""
    return hashlib.sha256(secret.encode()).hexdigest()


def holds(secret: object, digest: str | None) -> bool:
    """True when ``secret`` is the one whose digest is ``digest`` (compared in constant time)."""
    if digest is None or not isinstance(secret, str) or not 0 < len(secret) <= SECRET_LIMIT:
        return False
    return hmac.compare_digest(secret_digest(secret), digest)
