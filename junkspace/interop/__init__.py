"""Reinforcement-learning adapters: every junkspace game in PettingZoo and in OpenSpiel.

Students who move on to reinforcement learning take the same games, unchanged, into the
standard libraries:

- :mod:`junkspace.interop.pettingzoo`: an AEC environment per game, with the legal actions
  as an action mask in the observation, as PettingZoo's classic games do;
- :mod:`junkspace.interop.openspiel`: each game registered as an OpenSpiel Python game
  (``pyspiel.load_game("junkspace_junk_orbit")``), ready for OpenSpiel's algorithms.

Both rest on three small, library-free parts that are the same for every game:

- :mod:`~junkspace.interop.table`: a game at a table size with its options, and its fixed
  integer actions (``state.action_space()`` numbered in order);
- :mod:`~junkspace.interop.observations`: ``state.observation(seat)`` as a fixed-length
  vector, through one short encoder module per game in :mod:`junkspace.interop.encoders`;
- :mod:`~junkspace.interop.rewards`: the final ranking as rewards.

The libraries are optional: ``pip install 'junkspace[rl]'`` installs PettingZoo, Gymnasium,
OpenSpiel and NumPy. ``import junkspace`` never needs them, and importing an adapter without
them raises an :class:`ImportError` that says what to install.
"""
