"""Pig for someone who has never played: the app's How to play and Rules tabs.

The facts name this module as ``GUIDE``, so it is imported only when help is first shown.
Both texts are Markdown; the rules page is a file of the package.
"""

from pathlib import Path

__all__ = ["FIRST_TURN", "RULES"]

#: A first turn, in a few steps.
FIRST_TURN = """\
Roll a die as often as you dare; the first to bank the target wins.

1. **Roll**: the die is added to the points in your hand. A 1 loses them and ends your turn.
2. **Hold**: bank the points in your hand, and the die passes on.
"""

#: The rules page.
RULES = Path(__file__).with_name("rules.md")
