"""The subcommands of the ``junkspace`` command line, one module each (see junkspace.cli)."""
