"""One module per game, named after it, that turns the game's observations into numbers.

What each module defines, and how the adapters find it, is explained in
:mod:`junkspace.interop.observations`.
"""
