"""The idle table's CPU cost (printed, never asserted):
``python -m jongrogue.bench idle [--warmup 20] [--seconds 20]``

The real entry point (``jongrogue --new-game 1``) runs in this process, in a real window where
there is a display (Xvfb + a window manager will do) or else on SDL's dummy driver. Nobody
touches it: after ``--warmup`` seconds a helper thread reads ``time.process_time()`` (the whole
process: every thread SDL and the mixer start) over ``--seconds`` and then posts QUIT.
Reference, measured the same way in the same run: a bare pygame-ce window blocked in
``pygame.event.wait()``, the idiomatic idle loop. Printed: the fraction of a core each costs
and their ratio; and the idle table again with speech on (``--speech``, whatever voice the machine
has), against it without. Saves, settings and history go to a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import threading
import time

import pygame

from jongrogue import app


def _measure_then_quit(warmup: float, seconds: float, out: list) -> threading.Thread:
    def work():
        time.sleep(warmup)
        cpu, wall = time.process_time(), time.monotonic()
        time.sleep(seconds)
        out.append((time.process_time() - cpu) / (time.monotonic() - wall))
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    thread = threading.Thread(target=work, daemon=True)
    thread.start()
    return thread


def idle_table(warmup: float, seconds: float, speech: bool = False) -> float:
    """Fraction of a core the app costs with the table open and nobody at it."""
    out: list = []
    with tempfile.TemporaryDirectory() as home:
        os.environ["JONGROGUE_HOME"] = home
        thread = _measure_then_quit(warmup, seconds, out)
        speaking = ["--speech"] if speech else []
        app.main(["--new-game", "1", "--size", "1280x800", "--lang", "en"] + speaking)
        thread.join()
    return out[0]


def bare_window(warmup: float, seconds: float) -> tuple[float, str]:
    """(fraction of a core, video driver) of a pygame-ce window in ``pygame.event.wait()``."""
    pygame.init()
    pygame.display.set_mode((1280, 800))
    pygame.display.flip()
    driver = pygame.display.get_driver()
    out: list = []
    thread = _measure_then_quit(warmup, seconds, out)
    while pygame.event.wait().type != pygame.QUIT:
        pass
    pygame.quit()
    thread.join()
    return out[0], driver


def main(argv=None) -> int:
    p = argparse.ArgumentParser(
        prog="python -m jongrogue.bench idle", description=__doc__.split("\n")[0]
    )
    p.add_argument(
        "--warmup", type=float, default=20.0, help="seconds before measuring (default 20)"
    )
    p.add_argument("--seconds", type=float, default=20.0, help="seconds measured (default 20)")
    args = p.parse_args(argv)
    table = idle_table(args.warmup, args.seconds)
    spoken = idle_table(args.warmup, args.seconds, speech=True)
    bare, driver = bare_window(min(args.warmup, 2.0), args.seconds)
    load = f"; load average {os.getloadavg()[0]:.2f}" if hasattr(os, "getloadavg") else ""
    print(f"video driver {driver}, pygame-ce {pygame.version.ver}{load}")
    print(f"idle table (jongrogue --new-game 1): {table * 100:.2f} % of a core")
    print(f"reference (bare window in pygame.event.wait()): {bare * 100:.2f} % of a core")
    print(f"ratio table / reference: {table / bare:.2f}" if bare > 0 else "ratio: reference cost 0")
    print(
        f"idle table with --speech: {spoken * 100:.2f} % of a core = "
        f"{spoken / table:.2f}x without (goal <= 1.05x)"
        if table > 0
        else f"idle table with --speech: {spoken * 100:.2f} % of a core"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
