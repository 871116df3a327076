"""UI speed as ratios to references timed in the same run (printed, never asserted):
``python -m jongrogue.ui.bench_ui [--frames 300] [--runs 7]``

* **table frame** at 1280×800 (dummy video driver, a real display surface): one ``AppLoop.step``
  plus presenting it (``AppLoop.present``: flip, update of the changed rects, or nothing), on a
  game played ``--after`` greedy-bot commands. A scripted minute of use: mostly idle frames, a
  hover move every 10th frame (highlights, tooltips) and a drag of the PC token across the table
  every 100th. Reference: a frame of 200 opaque 40×56 blits + fill + flip on the same display.
  The two are timed in alternating blocks so load on the machine hits both alike; the ratio is
  of the medians (also p95, and the hover and drag frames on their own).
* **start-up** to the first table frame: ``python -m jongrogue --smoke`` (title, then the table,
  headless) against a trivial pygame-ce window (``import pygame``, ``set_mode``, ``flip``), both
  fresh processes, alternated, median of ``--runs``. Both run with byte-code caching on (into a
  temporary ``PYTHONPYCACHEPREFIX``, after one warm-up run), as an installed or frozen app has,
  and with the user's start-up caches (parsed YAML, tile art) warm, as from the second start on;
  the very first start (``JONGROGUE_NO_CACHE=1``) is printed too.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from jongrogue.storage.settings import Settings
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.headless import _advance
from jongrogue.ui.scenes import launch, registry

SIZE = (1280, 800)
BLOCK = 20                 # frames per alternating block
HOVER_EVERY = 40           # frames between hover moves (a tooltip appears between them)
TRIVIAL_WINDOW = ("import pygame; pygame.init(); pygame.display.set_mode((1280, 800)); "
                  "pygame.display.flip()")


def _median_ms(values) -> float:
    return statistics.median(values) * 1000 if values else float("nan")


def p95(values: list[float]) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(0.95 * (len(s) - 1)))]


class ReferenceFrame:
    """200 opaque 40×56 blits + fill + flip."""

    def __init__(self, pygame, display):
        self.pygame, self.display = pygame, display
        self.tile = pygame.Surface((40, 56)).convert()
        self.tile.fill((200, 190, 160))
        self.spots = [(40 + (i % 25) * 46, 40 + (i // 25) * 62) for i in range(200)]

    def frame(self) -> None:
        self.display.fill((20, 60, 40))
        for p in self.spots:
            self.display.blit(self.tile, p)
        self.pygame.display.flip()


class TableScript:
    """The table in an AppLoop on the display, fed a scripted mix of idle, hover and drag frames."""

    def __init__(self, pygame, display, after: int, seed: int, lang: str):

        self.pygame = pygame
        ctx = AppContext(Settings(language=lang, sound=False), size=SIZE, persist=False)
        ctx.toasts.clear()
        self.ctx = ctx
        game = launch.create_game(seed, "ez", frozenset(), "practice")
        self.scene = registry.make("table", ctx, game)
        self.scene.ctl.recorded = True
        _advance(game, after, self.scene.ctl.execute)
        self.loop = AppLoop(ctx, display, self.scene)
        self.loop.step([])
        self.loop.present()
        self.spots = [h.rect.center for h in self.scene.spots if h.target[0] != "dock"][::5]
        pc = next((h for h in self.scene.spots if h.target == ("pc",)), None)
        self.pc = pc.rect.center if pc else (640, 200)
        self.i = 0

    def _events(self, i: int) -> tuple[str, list]:
        ev = self.pygame.event.Event
        motion = self.pygame.MOUSEMOTION
        phase = i % 100
        if phase < 8:                                    # drag the PC token and let it go
            x, y = self.pc[0] + 30 * phase, self.pc[1] + 12 * phase
            if phase == 0:
                return "drag", [ev(motion, pos=self.pc, rel=(0, 0), buttons=(0, 0, 0)),
                                ev(self.pygame.MOUSEBUTTONDOWN, pos=self.pc, button=1)]
            if phase == 7:
                return "drag", [ev(self.pygame.MOUSEBUTTONUP, pos=(x, y), button=1)]
            return "drag", [ev(motion, pos=(x, y), rel=(30, 12), buttons=(1, 0, 0))]
        if phase == 60:                                  # a state change: undo, then redo
            return "change", []
        if i % HOVER_EVERY == 10:                        # the tooltip shows 30 frames later
            pos = self.spots[(i // HOVER_EVERY) % len(self.spots)]
            return "hover", [ev(motion, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        return "idle", []

    def prepare(self) -> None:
        """Untimed: the next frame's events, and for a state change the engine's undo or redo
        (as after the undo confirmation; engine time is ``jongrogue.bench``'s business)."""
        self.kind, self.events = self._events(self.i)
        if self.kind == "change":
            self.scene._do_undo() if (self.i // 100) % 2 == 0 else self.scene.redo()
        self.i += 1

    def frame(self) -> str:
        """One frame; its kind: drag, hover, change, other (tooltip shown, piece flying back) or
        idle."""
        self.loop.step(self.events, dt=1 / 60)
        self.loop.present()
        kind = self.kind
        if kind == "idle" and self.loop.dirty != []:
            kind = "other"
        return kind

    def after(self) -> None:
        self.ctx.toasts.clear()          # a refused drop's toast would force full frames for 4 s


def frame_figures(frames: int, after: int, seed: int, lang: str) -> dict:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame
    pygame.init()
    display = pygame.display.set_mode(SIZE)
    ref, table = ReferenceFrame(pygame, display), TableScript(pygame, display, after, seed, lang)
    ref_times, table_times = [], {"idle": [], "hover": [], "drag": [], "change": [], "other": []}
    everything = []
    while len(everything) < frames:
        for _ in range(BLOCK):
            t = time.perf_counter()
            ref.frame()
            ref_times.append(time.perf_counter() - t)
        table.loop.dirty = None
        table.loop._shown = None         # the reference overwrote the display: repaint it all once
        table.loop.step([], dt=1 / 60)
        table.loop.present()
        for _ in range(BLOCK):
            table.prepare()
            t = time.perf_counter()
            kind = table.frame()
            dt = time.perf_counter() - t
            table.after()
            table_times[kind].append(dt)
            everything.append(dt)
    pygame.quit()
    return {"ref": ref_times, "all": everything, **table_times}


def startup_figures(runs: int) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    out = {"ref": [], "smoke": [], "cold": []}
    with tempfile.TemporaryDirectory(prefix="jongrogue-bench-pyc-") as pyc:
        env["PYTHONPYCACHEPREFIX"] = pyc
        smoke = [sys.executable, "-m", "jongrogue", "--smoke"]
        commands = {"ref": ([sys.executable, "-c", TRIVIAL_WINDOW], env),
                    "smoke": (smoke, env),
                    "cold": (smoke, dict(env, JONGROGUE_NO_CACHE="1"))}
        for i in range(runs + 1):
            for name, (cmd, cmd_env) in commands.items():
                t = time.perf_counter()
                subprocess.run(cmd, env=cmd_env, check=True, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, timeout=120)
                if i:                                   # run 0 warms the byte-code cache
                    out[name].append(time.perf_counter() - t)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="JongRogue UI speed as ratios to same-run references")
    ap.add_argument("--frames", type=int, default=300)
    ap.add_argument("--after", type=int, default=40, help="bot commands before measuring")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--lang", default="ja", choices=("ja", "en"))
    ap.add_argument("--runs", type=int, default=7, help="start-up runs of each process")
    ap.add_argument("--skip-startup", action="store_true")
    args = ap.parse_args(argv)
    f = frame_figures(args.frames, args.after, args.seed, args.lang)
    ref = statistics.median(f["ref"])
    print(f"reference frame (200 opaque 40x56 blits + fill + flip): median {ref * 1000:.3f} ms, "
          f"p95 {p95(f['ref']) * 1000:.3f} ms")
    print(f"table frame @ {SIZE[0]}x{SIZE[1]} ({args.lang}, seed {args.seed} after {args.after}, "
          f"{len(f['all'])} frames): median {_median_ms(f['all']):.3f} ms = "
          f"{statistics.median(f['all']) / ref:.2f}x reference (goal <= 2.5x); "
          f"p95 {p95(f['all']) / p95(f['ref']):.2f}x reference p95")
    for kind in ("idle", "hover", "drag", "change", "other"):
        if f[kind]:
            print(f"  {kind:5s} frames ({len(f[kind]):3d}): median {_median_ms(f[kind]):.3f} ms = "
                  f"{statistics.median(f[kind]) / ref:.2f}x reference, "
                  f"max {max(f[kind]) * 1000:.2f} ms")
    if args.skip_startup:
        return 0
    s = startup_figures(args.runs)
    ref_s, smoke = statistics.median(s["ref"]), statistics.median(s["smoke"])
    print(f"trivial pygame-ce window (import, set_mode, flip; {args.runs} runs): median {ref_s:.3f} s")
    print(f"start-up to first table frame (python -m jongrogue --smoke): median {smoke:.3f} s = "
          f"{smoke / ref_s:.2f}x trivial window (goal <= 3x)")
    cold = statistics.median(s["cold"])
    print(f"  the very first start (no YAML / tile caches yet): median {cold:.3f} s = "
          f"{cold / ref_s:.2f}x trivial window")
    return 0


if __name__ == "__main__":
    sys.exit(main())
