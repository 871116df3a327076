"""On-disk storage: paths, settings, run history (and the lead's save journals).

Nothing here imports pygame; every failure degrades to a warning instead of a crash.
"""
