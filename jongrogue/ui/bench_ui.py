"""UI timing figures (printed, never asserted): ``python -m jongrogue.ui.bench_ui [--frames 200]``

* frame time of the table scene at 1280×800 (dummy video driver): median / p95 / max over
  ``--frames`` AppLoop.step() calls, a few of them with mouse moves (hover highlights, tooltips);
  the game is played ``--after`` greedy-bot commands first so the board is busy;
* start-up: wall time from launching ``python -m jongrogue --smoke`` (a fresh process that
  renders the title and then the first table frame, headless) to its exit, median of ``--runs``.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

SIZE = (1280, 800)


def frame_times(frames: int, after: int, seed: int, lang: str) -> list[float]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame
    pygame.init()
    pygame.display.set_mode((1, 1))
    from jongrogue.storage.settings import Settings
    from jongrogue.ui.app_loop import AppLoop
    from jongrogue.ui.context import AppContext
    from jongrogue.ui.headless import _advance
    from jongrogue.ui.scenes import launch
    from jongrogue.ui.scenes.table import make_table_scene

    ctx = AppContext(Settings(language=lang, sound=False), size=SIZE, persist=False)
    ctx.toasts.clear()
    game = launch.create_game(seed, "ez", frozenset(), "practice")
    scene = make_table_scene(ctx, game)
    scene.ctl.recorded = True
    _advance(game, after, scene.ctl.execute)
    loop = AppLoop(ctx, pygame.Surface(SIZE), scene)
    loop.step([])                                   # first frame: layout, caches
    spots = [h.rect.center for h in scene.spots][::7] or [(640, 400)]
    out = []
    for i in range(frames):
        events = []
        if i % 10 == 0:                              # a hover move every 10th frame
            pos = spots[(i // 10) % len(spots)]
            events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        t = time.perf_counter()
        loop.step(events, dt=1 / 60)
        out.append(time.perf_counter() - t)
    pygame.quit()
    return out


def startup_times(runs: int) -> list[float]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "jongrogue", "--smoke"], env=env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
        out.append(time.perf_counter() - t)
    return out


def p95(values: list[float]) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(0.95 * (len(s) - 1)))]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="JongRogue UI timings (printed, not asserted)")
    ap.add_argument("--frames", type=int, default=200)
    ap.add_argument("--after", type=int, default=40, help="bot commands before measuring")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--lang", default="ja", choices=("ja", "en"))
    ap.add_argument("--runs", type=int, default=3, help="start-up runs")
    args = ap.parse_args(argv)
    ft = frame_times(args.frames, args.after, args.seed, args.lang)
    ms = [v * 1000 for v in ft]
    print(f"table frame @ {SIZE[0]}x{SIZE[1]} ({args.lang}, {len(ms)} frames, seed {args.seed} "
          f"after {args.after}): median {statistics.median(ms):.1f} ms, p95 {p95(ms):.1f} ms, "
          f"max {max(ms):.1f} ms")
    st = startup_times(args.runs)
    print(f"start-up to first table frame (python -m jongrogue --smoke, title + table, "
          f"{args.runs} runs): median {statistics.median(st):.2f} s, min {min(st):.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
