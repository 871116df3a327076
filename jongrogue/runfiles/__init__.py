"""Runs worth keeping: verifying a run file, its morgue (end-of-run dump), the daily seed.

Pure functions over a journal text or a Game (no pygame, no clock): the CLI (``jongrogue.cli``)
and the UI (History, end-of-run screens) both call them.
"""
