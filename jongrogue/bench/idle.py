"""The idle table's CPU cost, and what speech adds to it (printed, never asserted):
``python -m jongrogue.bench idle [--warmup 20] [--seconds 60] [--window 2] [--spin 10]``

The real start (``jongrogue --new-game 1 --speech``: the window, the title, the table over it,
whatever voice the machine has) runs in this process, in a real window where there is a display
(Xvfb + a window manager will do) or else on SDL's dummy driver, and nobody touches it. After
``--warmup`` seconds a helper thread reads ``time.process_time()`` (the whole process: every
thread SDL, the mixer and the voice start) and measures:

* **idle**: ``--seconds`` cut into ``--window``-second windows, speech on and off by turns (the
  switch the speech key flips), so that the machine's drift falls on both alike; the idle table's
  share of a core (its speech-off windows) and the on/off ratio of the sums, with the 90 %
  interval of the windows' paired ratios;
* **per poll**: the loop's idle sleep taken away for ``--spin`` seconds, so that it polls as fast
  as it can — the CPU of one idle poll (events, the voice's turn, the clock), speech on and off
  by turns in half-second windows. An idle table is its polls (30 a second) plus sleeping and
  SDL's threads, which speech does not touch: this ratio is what speech adds, measured to the
  sub-microsecond where the whole process's share of a core is too small to tell it from noise.

Reference for the table: a bare pygame-ce window blocked in ``pygame.event.wait()``, the
idiomatic idle loop, measured the same way in the same run. Saves, settings and history go to a
temporary folder.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import threading
import time
from dataclasses import dataclass, field
from typing import SupportsIndex

import pygame

from jongrogue import app, play
from jongrogue.system import platform_env
from jongrogue.ui.app_loop import IDLE_POLL

Z90 = 1.645  # the normal quantile of a two-sided 90 % interval


@dataclass
class Windows:
    """CPU over alternating windows: ``on[i]`` and ``off[i]`` are one pair, side by side."""

    on: list[float] = field(default_factory=list)
    off: list[float] = field(default_factory=list)

    def ratio(self) -> float:
        return sum(self.on) / sum(self.off)

    def interval(self) -> tuple[float, float]:
        """The 90 % interval of the mean of the pairs' ratios."""
        ratios = [a / b for a, b in zip(self.on, self.off) if b > 0]
        mean = statistics.fmean(ratios)
        half = Z90 * statistics.stdev(ratios) / len(ratios) ** 0.5 if len(ratios) > 1 else 0.0
        return mean - half, mean + half


def _cpu_window(seconds: float) -> float:
    """The process's CPU per second of wall over the next ``seconds``."""
    cpu, wall = time.process_time(), time.monotonic()
    time.sleep(seconds)
    return (time.process_time() - cpu) / (time.monotonic() - wall)


def _alternate(speech, seconds: float, window: float, measure) -> Windows:
    out = Windows()
    for i in range(max(2, round(seconds / window))):
        on = i % 2 == (i // 2) % 2  # on, off, off, on, on, off …: neither always goes first
        speech.enabled = on
        (out.on if on else out.off).append(measure(window))
    speech.enabled = True
    return out


class _PollCounter:
    """The loop's sleep, taken away: counts the idle polls instead."""

    def __init__(self):
        self.polls = 0

    def __call__(self, seconds: float | SupportsIndex) -> None:
        self.polls += 1


def _spin_window(counter: _PollCounter):
    def measure(seconds: float) -> float:
        cpu, polls = time.process_time(), counter.polls
        time.sleep(seconds)
        return (time.process_time() - cpu) / max(1, counter.polls - polls)

    return measure


@dataclass
class TableIdle:
    idle: Windows
    per_poll: Windows
    voice: str


def idle_table(warmup: float, seconds: float, window: float, spin: float) -> TableIdle:
    """The table opened as ``jongrogue --new-game 1 --speech`` does, left alone and measured."""
    result: list[TableIdle] = []
    with tempfile.TemporaryDirectory() as home:
        os.environ["JONGROGUE_HOME"] = home
        argv = ["--new-game", "1", "--size", "1280x800", "--lang", "en", "--speech"]
        platform_env.prepare()
        pygame.init()
        try:
            loop = play.open_app(app.build_parser().parse_args(argv), app.Session(argv))
            assert loop is not None, "the table opens"
            speech = loop.ctx.speech

            def work():
                time.sleep(warmup)
                idle = _alternate(speech, seconds, window, _cpu_window)
                counter, sleep = _PollCounter(), loop.sleep
                loop.sleep = counter
                per_poll = _alternate(speech, spin, 0.5, _spin_window(counter))
                loop.sleep = sleep
                voice = getattr(speech.voice, "id", "none")
                result.append(TableIdle(idle, per_poll, voice))
                pygame.event.post(pygame.event.Event(pygame.QUIT))

            thread = threading.Thread(target=work, daemon=True)
            thread.start()
            loop.run()
            thread.join()
            speech.close()
        finally:
            play.shutdown()
    return result[0]


def bare_window(warmup: float, seconds: float) -> tuple[float, str]:
    """(fraction of a core, video driver) of a pygame-ce window in ``pygame.event.wait()``."""
    pygame.init()
    pygame.display.set_mode((1280, 800))
    pygame.display.flip()
    driver = pygame.display.get_driver()
    out: list = []

    def work():
        time.sleep(warmup)
        out.append(_cpu_window(seconds))
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    thread = threading.Thread(target=work, daemon=True)
    thread.start()
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
    p.add_argument(
        "--seconds", type=float, default=60.0, help="seconds of idle measured (default 60)"
    )
    p.add_argument(
        "--window", type=float, default=2.0, help="seconds of each on/off window (default 2)"
    )
    p.add_argument(
        "--spin", type=float, default=10.0, help="seconds of polls without sleep (default 10)"
    )
    args = p.parse_args(argv)
    table = idle_table(args.warmup, args.seconds, args.window, args.spin)
    bare, driver = bare_window(min(args.warmup, 2.0), min(args.seconds, 20.0))
    off = statistics.fmean(table.idle.off)
    load = f"; load average {os.getloadavg()[0]:.2f}" if hasattr(os, "getloadavg") else ""
    print(f"video driver {driver}, pygame-ce {pygame.version.ver}, voice {table.voice}{load}")
    print(f"idle table (jongrogue --new-game 1, speech off): {off * 100:.2f} % of a core")
    print(f"reference (bare window in pygame.event.wait()): {bare * 100:.2f} % of a core")
    print(f"ratio table / reference: {off / bare:.2f}" if bare > 0 else "ratio: reference cost 0")
    lo, hi = table.idle.interval()
    print(
        f"idle table, speech on / off: {table.idle.ratio():.3f}x "
        f"(90 % interval {lo:.3f}-{hi:.3f}, {len(table.idle.on)} pairs of "
        f"{args.window:g} s; goal <= 1.05x)"
    )
    lo, hi = table.per_poll.interval()
    on_us, off_us = (statistics.fmean(w) * 1e6 for w in (table.per_poll.on, table.per_poll.off))
    print(
        f"one idle poll, speech on / off: {on_us:.2f} / {off_us:.2f} us = "
        f"{table.per_poll.ratio():.3f}x (90 % interval {lo:.3f}-{hi:.3f}; goal <= 1.05x)"
    )
    added = (on_us - off_us) * 1e-6 / IDLE_POLL  # CPU seconds a second: a poll every IDLE_POLL
    print(
        f"so speech adds {added * 100:+.4f} % of a core to the idle table's "
        f"{off * 100:.2f} %: {(off + added) / off:.4f}x (goal <= 1.05x)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
