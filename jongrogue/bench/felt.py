"""The advisor as the player feels it: wall seconds in the app's own paths, and each as a ratio to
the engine's reference workload (``bench.engine.reference``: CPU seconds, timed in the same run).

* ``python -m jongrogue.bench review [--seed S] [--runs N] [--busy]``: the replay viewer's
  Review of 40 decisions (``ReviewJob``: two spawned workers of its own, their start included)
  of the greedy bot's first game from seed S with at least 40 decisions to sample, N times;
  goal: at most 15 s.
* ``python -m jongrogue.bench hint [--seed S] [--hints N] [--every K] [--busy]``: the table's
  Hint from the key press to the end of the frame that draws its answer, in the app's loop
  (``AppLoop.step`` on the table scene, paced at 60 frames a second) at every K-th real decision
  of the greedy bot's game of seed S: the first with the worker pool cold (the processes start),
  the rest warm; goal: 95th percentile at most 1 s.

  ``--window``: the same from a real key press (xdotool) to the answer presented in a real
  window, in the app's own idle-polling loop (bench/hint_window.py).

``--busy`` keeps one core busy elsewhere meanwhile (a spinning process), as on a machine doing
something else.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

import pygame

from jongrogue.bench import hint_window
from jongrogue.bench.advisor import percentile
from jongrogue.bench.engine import reference
from jongrogue.engine import Game, Options
from jongrogue.engine.journal.timeline import Timeline
from jongrogue.runfiles.history import History
from jongrogue.sim import workers
from jongrogue.sim.advisor import NEVER, OVER
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.play import play_game
from jongrogue.sim.review import MAX_POINTS, decisions
from jongrogue.sim.review_jobs import ReviewJob
from jongrogue.storage.settings import Settings
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.table import make_table_scene

SIZE = (1280, 800)
FRAME = 1 / 60


def spin() -> None:  # pragma: no cover - the busy core's process
    while True:
        pass


@contextmanager
def busy(on: bool):
    """One core kept busy by another process while the block runs."""
    p = multiprocessing.get_context("spawn").Process(target=spin, daemon=True) if on else None
    if p is not None:
        p.start()
    try:
        yield
    finally:
        if p is not None:
            p.terminate()
            p.join()


def reviewed_run(seed: int) -> Game:
    """The greedy bot's first game from `seed` with at least MAX_POINTS decisions to sample."""
    while True:
        game = play_game(seed, GreedyBot()).game
        assert isinstance(game, Game), "the greedy bot plays the engine's Game"
        if len(decisions(Timeline(game))) >= MAX_POINTS:
            return game
        seed += 1


def review_wall(game: Game) -> float:
    t = time.perf_counter()
    job = ReviewJob(game)
    while not job.done():
        time.sleep(0.02)
    return time.perf_counter() - t


def hint_felt(seed: int, hints: int, every: int) -> list[float]:
    """Key-to-answer seconds of the table's Hint (the first one cold)."""
    workers.shutdown()
    with tempfile.TemporaryDirectory() as home:
        ctx = AppContext(
            Settings(language="en", animation_speed="instant", sound=False),
            size=SIZE,
            persist=False,
            history=History(Path(home) / "h.sqlite3"),
        )
        game, bot = Game.new(seed, Options()), GreedyBot()
        sc = make_table_scene(ctx, game)
        loop = AppLoop(ctx, pygame.Surface(SIZE), sc)
        loop.step([], dt=FRAME)
        out: list[float] = []
        seen = 0
        while len(out) < hints and game.state.context not in ("game_over", "victory"):
            real = sum(c.type not in NEVER for c in game.legal_commands()) > 1
            if real and game.state.context not in OVER:
                if seen % every == 0:
                    out.append(_one_hint(loop, sc))
                seen += 1
            sc.ctl.execute(bot.choose(game))
            loop.step([], dt=FRAME)
    workers.shutdown()
    return out


def _one_hint(loop, sc) -> float:
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    t0 = time.perf_counter()
    loop.step([key], dt=FRAME)
    frame = t0
    while sc.hint.thinking():
        frame += FRAME
        time.sleep(max(0.0, frame - time.perf_counter()))
        loop.step([], dt=FRAME)  # the frame whose update takes the answer draws it
    return time.perf_counter() - t0


def review_main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m jongrogue.bench review")
    ap.add_argument("--seed", type=int, default=2)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--busy", action="store_true", help="one core busy elsewhere meanwhile")
    args = ap.parse_args(argv)
    game = reviewed_run(args.seed)
    ref = reference(3)
    with busy(args.busy):
        walls = [review_wall(game) for _ in range(args.runs)]
    med = statistics.median(walls)
    print(
        f"Review of {MAX_POINTS} decisions (seed {game.header['seed']}, {len(game.commands)} "
        f"commands){' with one core busy' if args.busy else ''}: median {med:.1f} s wall "
        f"(max {max(walls):.1f} s) = {med / ref:.0f} references of {ref:.3f} s  [goal: <= 15 s]"
    )
    return 0


def hint_main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m jongrogue.bench hint")
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--hints", type=int, default=20)
    ap.add_argument("--every", type=int, default=3)
    ap.add_argument("--busy", action="store_true", help="one core busy elsewhere meanwhile")
    ap.add_argument(
        "--window", action="store_true", help="real key presses and a real window (X, xdotool)"
    )
    args = ap.parse_args(argv)
    if args.window and (why := hint_window.unavailable()):
        print(f"bench hint --window: {why}")
        return 2
    pygame.init()
    ref = reference(3)
    measure = hint_window.hint_in_window if args.window else hint_felt
    with busy(args.busy):
        felt = measure(args.seed, args.hints, args.every)
    cold, warm = felt[0], felt[1:] or felt
    p95 = percentile(warm, 0.95)
    print(
        f"Hint, key to answer {'on the screen' if args.window else 'drawn'} (seed {args.seed}, {len(felt)} Hints"
        f"{', one core busy' if args.busy else ''}): cold {cold:.2f} s = {cold / ref:.0f} "
        f"references; warm median {statistics.median(warm):.2f} s, 95th percentile {p95:.2f} s "
        f"= {p95 / ref:.1f} references of {ref:.3f} s  [goal: 95th <= 1.0 s]"
    )
    return 0
