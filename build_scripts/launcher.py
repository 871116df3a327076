"""Frozen entry point for the PyInstaller build (``build_scripts/jongrogue.spec``).

Same as ``python -m jongrogue``. In a windowed build without a console (macOS ``.app``, a
Windows exe double-clicked from Explorer) ``sys.stdout`` / ``sys.stderr`` can be ``None``;
they are pointed at ``os.devnull`` so a stray ``print`` never crashes the game, while a run from
a terminal (``JongRogue --smoke``) keeps its real, usable streams. Every exception is reported
(``jongrogue.crash``): ``main()`` reports its own, ``crash.install()`` those before it runs
(a module the build left out) and in other threads.
"""
import os
import sys


def _ensure_streams() -> None:
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))


if __name__ == "__main__":
    _ensure_streams()
    from jongrogue import crash
    crash.install()
    from jongrogue.app import main

    raise SystemExit(main())
