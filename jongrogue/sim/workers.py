"""One warm pool of spawned advisor workers per app process: the first Hint pays for starting
the processes (importing the engine), later ones reuse them. A cancel terminates the pool (its
running tasks die with it); the next request starts a new one. Workers are daemonic, so they
end with the app."""
from __future__ import annotations

import multiprocessing

_pool = None
_size = 0


def pool(jobs: int):
    global _pool, _size
    if _pool is None or _size != jobs:
        reset()
        _pool, _size = multiprocessing.get_context("spawn").Pool(jobs), jobs
    return _pool


def reset() -> None:
    global _pool
    if _pool is not None:
        _pool.terminate()
        _pool.join()
        _pool = None
