"""What went wrong with a file, said in a sentence of the language spoken.

An ``OSError``'s own text is the C library's, in English, with its number and the path
quoted (``[Errno 2] No such file or directory: 'games.jsonl'``). The commands and the rooms
say the problems a user can meet and fix — a file or folder missing, a folder where a file
was expected, no permission, a full or read-only disk — in a sentence of the catalog that
names the file; any other problem keeps the system's description (``strerror``) without its
number.

>>> problem = FileNotFoundError(2, "No such file or directory", "games.jsonl")
>>> file_problem(problem, "games.jsonl")
'games.jsonl does not exist'
>>> file_problem(problem, "games.jsonl", writing=True)
'games.jsonl cannot be created: its folder does not exist'
>>> file_problem(OSError(5, "Input/output error"), "games.jsonl")
'games.jsonl cannot be read: Input/output error'
"""

from __future__ import annotations

import errno
from pathlib import Path

from ..i18n import N_
from .words import WORDS

__all__ = ["file_problem"]

#: The problems said the same way whether the file was read or written.
_EITHER: dict[int | None, str] = {
    errno.EISDIR: N_("{path} is a folder, not a file"),
    errno.ENOTDIR: N_("{path}: a part of its path is a file, not a folder"),
    # Making a folder where a file of that name is.
    errno.EEXIST: N_("{path} is a file, not a folder"),
    errno.ENOSPC: N_("{path} cannot be written: the disk is full"),
    errno.EROFS: N_("{path} cannot be written: the disk is read-only"),
}
_READING: dict[int | None, str] = {
    errno.ENOENT: N_("{path} does not exist"),
    errno.EACCES: N_("{path} cannot be read: permission denied"),
    errno.EPERM: N_("{path} cannot be read: permission denied"),
}
_WRITING: dict[int | None, str] = {
    errno.ENOENT: N_("{path} cannot be created: its folder does not exist"),
    errno.EACCES: N_("{path} cannot be written: permission denied"),
    errno.EPERM: N_("{path} cannot be written: permission denied"),
}


def file_problem(error: OSError, path: Path | str, writing: bool = False) -> str:
    """``error``, met reading (or ``writing``) the file ``path``, as a sentence naming the
    file (the error's own file name where it has one: a folder on the way, say)."""
    where = error.filename if error.filename is not None else path
    message = {**_EITHER, **(_WRITING if writing else _READING)}.get(error.errno)
    if message is not None:
        return WORDS.gettext(message, path=where)
    reason = error.strerror or str(error)
    if writing:
        return WORDS.gettext("{path} cannot be written: {reason}", path=where, reason=reason)
    return WORDS.gettext("{path} cannot be read: {reason}", path=where, reason=reason)
