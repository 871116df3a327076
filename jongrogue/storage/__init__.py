"""On-disk storage: paths, settings, run history, save journals.

Nothing here imports pygame; every failure degrades to a warning instead of a crash.
"""
