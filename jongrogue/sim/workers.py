"""The advisor's spawned worker processes. One warm pool per app process for the Hint: the first
Hint pays for starting the processes (importing the engine), later ones reuse them; a Review has
a pool of its own (``own``), so stopping one never stops the other. A cancel terminates a pool
(its running tasks die with it); the next request starts a new one. Workers are daemonic, so
they end with the app; ``shutdown()`` (the app's last step) stops every pool first, so none is
left to the interpreter's exit (where a running pool's finaliser complains)."""

from __future__ import annotations

import multiprocessing

_pool = None
_size = 0
_own: list = []  # pools of a job of their own, until closed


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


def own(jobs: int):
    """A pool for one job, closed by ``close`` (or by ``shutdown``)."""
    p = multiprocessing.get_context("spawn").Pool(jobs)
    _own.append(p)
    return p


def close(p, *, wait: bool) -> None:
    """End a pool of ``own``: let its tasks finish (wait) or terminate them."""
    if wait:
        p.close()
    else:
        p.terminate()
    p.join()
    if p in _own:
        _own.remove(p)


def shutdown() -> None:
    """Stop every pool now."""
    reset()
    for p in list(_own):
        close(p, wait=False)
