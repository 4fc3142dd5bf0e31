"""The encoders of junkspace's own games: one module each, named in the game's facts (ENCODER).

What each module defines, and how the adapters find it, is explained in
:mod:`junkspace.interop.observations`.
"""
