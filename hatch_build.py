"""Hatchling's build hook: the wheel carries every catalog compiled to ``.mo``.

Each ``.po`` under ``junkspace/**/locale`` is compiled by Babel (the same
:func:`junkspace.i18n.compile_po` logic, repeated here because the package cannot be imported
while it is being built) and placed next to it in the wheel. An editable install needs no
``.mo``: it runs from the source tree, where :mod:`junkspace.i18n` compiles the ``.po`` in
memory on the first translated word.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CatalogsHook(BuildHookInterface):  # type: ignore[type-arg]
    """Compile the catalogs into the wheel (not for editable installs: see the module)."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version == "editable":
            return
        root = Path(self.root)
        out = Path(tempfile.mkdtemp(prefix="junkspace-catalogs-"))
        for source in sorted(root.glob("junkspace/**/locale/*/LC_MESSAGES/*.po")):
            relative = source.relative_to(root).with_suffix(".mo")
            compiled = out / relative
            compiled.parent.mkdir(parents=True, exist_ok=True)
            with source.open("rb") as po, compiled.open("wb") as mo:
                catalog = read_po(po)
                write_mo(mo, catalog)
            build_data["force_include"][str(compiled)] = str(relative)
