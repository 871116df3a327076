"""Frozen entry point for the PyInstaller build (``build_scripts/jongrogue.spec``).

Same as ``python -m jongrogue``. In a windowed build without a console (macOS ``.app``, a
Windows exe double-clicked from Explorer) ``sys.stdout`` / ``sys.stderr`` can be ``None``;
they are pointed at ``os.devnull`` so a stray ``print`` never crashes the game, while a run from
a terminal (``JongRogue --smoke``) keeps its real, usable streams. Every exception is reported
(``jongrogue.storage.crash``): ``main()`` reports its own, ``crash.install()`` those before it runs
(a module the build left out) and in other threads.

``multiprocessing.freeze_support()`` comes first: the Hint's and the Review's worker processes
are this executable started again with ``--multiprocessing-fork``; without it they would parse
that as the game's own arguments, fail, and be restarted by their pool for ever.
"""

import multiprocessing
import os
import sys


def _ensure_streams() -> None:
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))


if __name__ == "__main__":
    multiprocessing.freeze_support()
    _ensure_streams()
    from jongrogue.system import startgc

    startgc.hold()  # before the app's imports, as python -m jongrogue does
    from jongrogue.storage import crash

    crash.install()
    from jongrogue.app import main

    raise SystemExit(main())
