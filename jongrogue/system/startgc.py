"""The cyclic garbage collector held off while the app starts.

Start-up makes about 45,000 objects the collector tracks (modules' functions and classes, the
fonts' and scenes' tables), nearly all living as long as the process; the collector would walk
them again and again (about 58 collections before the first frame, a few per cent of its CPU)
and find next to nothing to free. ``hold()`` turns it off at the entry points; ``release()``,
once the first frame is drawn (or a mode that draws none begins its work, or ``main`` returns),
moves everything alive to the permanent generation (``gc.freeze``), so later collections never
walk those objects again, and turns the collector back on. Both do nothing unless called in that
order: tests and library users keep the collector as Python set it.
"""

from __future__ import annotations

import gc

_held = False


def hold() -> None:
    """Turn the collector off for the start (only if it was on)."""
    global _held
    if not _held and gc.isenabled():
        gc.disable()
        _held = True


def release() -> None:
    """The start is over: freeze what it made and turn the collector back on."""
    global _held
    if _held:
        _held = False
        gc.freeze()
        gc.enable()
