"""UI speed as ratios to references timed in the same run (printed, never asserted):
``python -m jongrogue.bench ui [--frames 300] [--runs 7] [--busy]``

* **table frame** at 1280×800 (dummy video driver, a real display surface): one ``AppLoop.step``
  plus presenting it (``AppLoop.present``: flip, update of the changed rects, or nothing), on a
  game played ``--after`` greedy-bot commands. A scripted minute of use: mostly idle frames, a
  hover move every 10th frame (highlights, tooltips) and a drag of the PC token across the table
  every 100th. Reference: a frame of 200 opaque 40×56 blits + fill + flip on the same display.
  The two are timed in alternating blocks so load on the machine hits both alike; the ratio is
  of the medians (also p95, and the hover and drag frames on their own).
* **speech**: the same script on a second table with speech on (a recording voice, so what is
  timed is the game's part: wording the outcome, the queue, the hand-over), timed in the same
  alternating blocks, against the table without speech: the ratio of the medians of all frames
  and of the frames where a command runs (the state change's undo / redo, where the outcome is
  worded, timed with them), and of the means; and, steadier on a busy machine, the time spent in
  speech's own code (wording the outcomes, the hand-over each frame) as a share of the speaking
  table's time.
* **start-up** to the first table frame: ``python -m jongrogue --smoke`` (headless; a start straight
  to the table, as ``--new-game``: the title made, the table opened over it and drawn; the title
  is drawn after the mark) against a trivial pygame-ce window (``import pygame``, ``set_mode``,
  ``flip``), both fresh processes, alternated, median of ``--runs``, and the spread of the
  per-pair ratios (each app run over the window run beside it). Both run with byte-code caching
  on (into a temporary ``PYTHONPYCACHEPREFIX``, after one warm-up run), as an installed or frozen
  app has, and with the user's start-up caches (parsed YAML, tile art, the dataclasses' compiled
  methods) warm, as from the second start on; the very first start (``JONGROGUE_NO_CACHE=1``) is
  printed too. ``--busy`` keeps one core busy elsewhere meanwhile (``bench.felt.busy``).
"""

from __future__ import annotations

import argparse
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

from jongrogue.bench.felt import busy
from jongrogue.speech.backend import RecordingSink
from jongrogue.storage.settings import Settings
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.first_scene import _advance
from jongrogue.ui.scenes import launch, registry

SIZE = (1280, 800)
BLOCK = 20  # frames per alternating block
HOVER_EVERY = 40  # frames between hover moves (a tooltip appears between them)
TRIVIAL_WINDOW = (
    "import time, pygame; pygame.init(); pygame.display.set_mode((1280, 800)); "
    "pygame.display.flip(); "
    "print(f'at {time.monotonic():.6f}, cpu {time.process_time():.6f}')"
)
MARK = re.compile(r"at (\d+\.\d+), cpu (\d+\.\d+)")  # printed at the first frame


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

    def __init__(self, pygame, display, after: int, seed: int, lang: str, speech: bool = False):

        self.pygame = pygame
        ctx = AppContext(Settings(language=lang, sound=False), size=SIZE, persist=False)
        ctx.toasts.clear()
        if speech:
            self.voice = RecordingSink()
            ctx.speech.use(self.voice)
            ctx.speech.enabled = True
        self.ctx = ctx
        game = launch.create_game(seed, "ez", frozenset(), "practice")
        self.scene = registry.make("table", ctx, game)
        self.scene.ctl.recorded = True
        _advance(game, after, self.scene.ctl.execute)
        self.speech_time = 0.0
        if speech:  # what speech's own code costs, timed where it runs
            ctl = self.scene.ctl
            ctl.listeners[:] = [self._timed(fn) for fn in ctl.listeners]
            ctx.speech.pump = self._timed(ctx.speech.pump)  # type: ignore[method-assign]  # (timed)
        self.loop = AppLoop(ctx, display, self.scene)
        self.loop.step([])
        self.loop.present()
        self.spots = [h.rect.center for h in self.scene.spots if h.target[0] != "dock"][::5]
        pc = next((h for h in self.scene.spots if h.target == ("pc",)), None)
        self.pc = pc.rect.center if pc else (640, 200)
        self.i = 0

    def _timed(self, fn):
        def timed(*args):
            t = time.perf_counter()
            fn(*args)
            self.speech_time += time.perf_counter() - t

        return timed

    def _events(self, i: int) -> tuple[str, list]:
        ev = self.pygame.event.Event
        motion = self.pygame.MOUSEMOTION
        phase = i % 100
        if phase < 8:  # drag the PC token and let it go
            x, y = self.pc[0] + 30 * phase, self.pc[1] + 12 * phase
            if phase == 0:
                return "drag", [
                    ev(motion, pos=self.pc, rel=(0, 0), buttons=(0, 0, 0)),
                    ev(self.pygame.MOUSEBUTTONDOWN, pos=self.pc, button=1),
                ]
            if phase == 7:
                return "drag", [ev(self.pygame.MOUSEBUTTONUP, pos=(x, y), button=1)]
            return "drag", [ev(motion, pos=(x, y), rel=(30, 12), buttons=(1, 0, 0))]
        if phase == 60:  # a state change: undo, then redo
            return "change", []
        if i % HOVER_EVERY == 10:  # the tooltip shows 30 frames later
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
        self.ctx.toasts.clear()  # a refused drop's toast would force full frames for 4 s


def _block(table, times=None, whole=None) -> None:
    """BLOCK frames of ``table`` after a full repaint (another table or the reference drew last);
    ``times[kind]`` gets each frame, ``whole[kind]`` each frame with its untimed preparation."""
    table.loop.dirty = None
    table.loop._shown = None
    table.loop.step([], dt=1 / 60)
    table.loop.present()
    for _ in range(BLOCK):
        t0 = time.perf_counter()
        table.prepare()
        t = time.perf_counter()
        kind = table.frame()
        end = time.perf_counter()
        table.after()
        if times is not None:
            times[kind].append(end - t)
        if whole is not None:
            whole.setdefault(kind, []).append(end - t0)


def frame_figures(frames: int, after: int, seed: int, lang: str) -> dict:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    display = pygame.display.set_mode(SIZE)
    ref, table = ReferenceFrame(pygame, display), TableScript(pygame, display, after, seed, lang)
    speaking = TableScript(pygame, display, after, seed, lang, speech=True)
    ref_times: list[float] = []
    table_times: dict[str, list[float]] = {
        k: [] for k in ("idle", "hover", "drag", "change", "other")
    }
    silent: dict[str, Any] = {}
    spoken: dict[str, Any] = {}
    while sum(len(v) for v in table_times.values()) < frames:
        for _ in range(BLOCK):
            t = time.perf_counter()
            ref.frame()
            ref_times.append(time.perf_counter() - t)
        _block(table, table_times, silent)
        _block(speaking, whole=spoken)
    pygame.quit()
    everything = [t for v in table_times.values() for t in v]
    said = len(speaking.voice.spoken)
    share = speaking.speech_time / sum(t for v in spoken.values() for t in v)
    return {
        "share": share,
        "ref": ref_times,
        "all": everything,
        "silent": silent,
        "spoken": spoken,
        "said": said,
        **table_times,
    }


def startup_figures(runs: int) -> dict:
    """Per process kind, three lists: "wall" from the spawn to its first frame (the table's, for
    the app) on the machine-wide clock, "cpu" the process's CPU time until then (all threads;
    the figure a busy machine blurs least), "exit" the whole run to its exit."""
    env = dict(
        os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1"
    )
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    out: dict[str, dict[str, list[float]]] = {
        k: {"wall": [], "cpu": [], "exit": []} for k in ("ref", "smoke", "cold")
    }
    with tempfile.TemporaryDirectory(prefix="jongrogue-bench-pyc-") as pyc:
        env["PYTHONPYCACHEPREFIX"] = pyc
        smoke = [sys.executable, "-m", "jongrogue", "--smoke"]
        commands = {
            "ref": ([sys.executable, "-c", TRIVIAL_WINDOW], env),
            "smoke": (smoke, env),
            "cold": (smoke, dict(env, JONGROGUE_NO_CACHE="1")),
        }
        for i in range(runs + 1):
            for name, (cmd, cmd_env) in commands.items():
                t = time.monotonic()
                done = subprocess.run(
                    cmd, env=cmd_env, check=True, capture_output=True, text=True, timeout=120
                )
                ended = time.monotonic()
                mark = MARK.search(done.stdout)
                if mark is None:
                    raise RuntimeError(f"{name}: no first-frame mark in {done.stdout!r}")
                if i:  # run 0 warms the byte-code cache
                    out[name]["wall"].append(float(mark[1]) - t)
                    out[name]["cpu"].append(float(mark[2]))
                    out[name]["exit"].append(ended - t)
    return out


def _spread(app: list[float], ref: list[float]) -> str:
    """The ratios of the runs made side by side: median (lowest–highest)."""
    r = sorted(a / b for a, b in zip(app, ref))
    return f"{statistics.median(r):.2f}x ({r[0]:.2f}–{r[-1]:.2f})"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m jongrogue.bench ui",
        description="JongRogue UI speed as ratios to same-run references",
    )
    ap.add_argument("--frames", type=int, default=300)
    ap.add_argument("--after", type=int, default=40, help="bot commands before measuring")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--lang", default="ja", choices=("ja", "en"))
    ap.add_argument("--runs", type=int, default=7, help="start-up runs of each process")
    ap.add_argument("--skip-startup", action="store_true")
    ap.add_argument("--busy", action="store_true", help="start-up: one core busy elsewhere")
    args = ap.parse_args(argv)
    f = frame_figures(args.frames, args.after, args.seed, args.lang)
    ref = statistics.median(f["ref"])
    print(
        f"reference frame (200 opaque 40x56 blits + fill + flip): median {ref * 1000:.3f} ms, "
        f"p95 {p95(f['ref']) * 1000:.3f} ms"
    )
    print(
        f"table frame @ {SIZE[0]}x{SIZE[1]} ({args.lang}, seed {args.seed} after {args.after}, "
        f"{len(f['all'])} frames): median {_median_ms(f['all']):.3f} ms = "
        f"{statistics.median(f['all']) / ref:.2f}x reference (goal <= 2.5x); "
        f"p95 {p95(f['all']) / p95(f['ref']):.2f}x reference p95"
    )
    for kind in ("idle", "hover", "drag", "change", "other"):
        if f[kind]:
            print(
                f"  {kind:5s} frames ({len(f[kind]):3d}): median {_median_ms(f[kind]):.3f} ms = "
                f"{statistics.median(f[kind]) / ref:.2f}x reference, "
                f"max {max(f[kind]) * 1000:.2f} ms"
            )

    def ratio(kinds, of=statistics.median):
        on = [t for k in kinds for t in f["spoken"].get(k, ())]
        off = [t for k in kinds for t in f["silent"].get(k, ())]
        return of(on) / of(off) if on and off else float("nan")

    every = tuple(f["silent"])
    changes = ratio(("change",))  # (none in a short run of frames)
    changed = "" if math.isnan(changes) else f", commands' frames {changes:.3f}x"
    print(
        f"speech on / off ({f['said']} utterances, a recording voice): median "
        f"{ratio(every):.3f}x{changed} (goal <= 1.05x); "
        f"mean {ratio(every, statistics.fmean):.3f}x; speech's own code "
        f"{f['share'] * 100:.2f} % of the speaking table's time"
    )
    if args.skip_startup:
        return 0
    with busy(args.busy):
        s = startup_figures(args.runs)
    med = statistics.median
    ref, app, cold = s["ref"], s["smoke"], s["cold"]
    print(
        f"trivial pygame-ce window (import, set_mode, flip; {args.runs} runs"
        f"{', one core busy' if args.busy else ''}): first frame "
        f"{med(ref['wall']):.3f} s, {med(ref['cpu']):.3f} s CPU"
    )
    print(
        f"start-up to the first table frame (python -m jongrogue --smoke): "
        f"{med(app['wall']):.3f} s = {med(app['wall']) / med(ref['wall']):.2f}x the trivial "
        f"window; CPU {med(app['cpu']):.3f} s = {med(app['cpu']) / med(ref['cpu']):.2f}x "
        f"(best runs {min(app['cpu']) / min(ref['cpu']):.2f}x) (goal <= 2.5x)"
    )
    print(
        f"  per-pair ratios: wall {_spread(app['wall'], ref['wall'])}, "
        f"CPU {_spread(app['cpu'], ref['cpu'])}"
    )
    print(
        f"  to the process's exit: {med(app['exit']):.3f} s = "
        f"{med(app['exit']) / med(ref['exit']):.2f}x the trivial window's"
    )
    print(
        f"  the very first start (no start-up caches yet): first frame "
        f"{med(cold['wall']):.3f} s = {med(cold['wall']) / med(ref['wall']):.2f}x, "
        f"CPU {med(cold['cpu']) / med(ref['cpu']):.2f}x"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
