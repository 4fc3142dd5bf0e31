"""The optional libraries behind the adapters, and the error that says how to get them."""

from __future__ import annotations

__all__ = ["INSTALL", "missing_extra"]

#: The command that installs every library the adapters use.
INSTALL = "pip install 'junkspace[rl]'"


def missing_extra(module: str, error: ImportError) -> ImportError:
    """The error to raise when ``module`` cannot import one of the optional libraries.

    >>> missing = ModuleNotFoundError("No module named 'pyspiel'", name="pyspiel")
    >>> print(missing_extra("junkspace.interop.openspiel", missing))
    junkspace.interop.openspiel needs pyspiel, which is not installed: pip install 'junkspace[rl]'
    """
    if error.name is None:
        return ImportError(f"{module} could not import a library it needs ({error}): {INSTALL}")
    return ImportError(f"{module} needs {error.name}, which is not installed: {INSTALL}")
