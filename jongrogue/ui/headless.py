"""The headless modes (dummy video driver, no window): ``--screenshot``, ``--smoke`` and the save
round trip ``--selftest-save`` / ``--selftest-continue``."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import pygame

from jongrogue.game import Game
from jongrogue.storage import paths
from jongrogue.storage.instance_lock import autosave_lock, claim_autosave
from jongrogue.system.sigterm import Terminated
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.app_window import set_icon
from jongrogue.ui.context import AppContext
from jongrogue.ui.controller import GameController
from jongrogue.ui.first_scene import SETTLE_FRAMES, initial_scene, push_pending
from jongrogue.ui.scene import Home
from jongrogue.ui.scenes import launch, registry

DEFAULT_SIZE = (1280, 800)


def render_scene(ctx, scene, size, frames: int = SETTLE_FRAMES) -> pygame.Surface:
    surface = pygame.Surface(size)
    loop = AppLoop(ctx, surface, scene)
    push_pending(loop, scene)
    if isinstance(
        loop.top, registry.scene_class("check_overlay")
    ):  # --scene checks: freeze it half-way (a tile mid-flip)
        loop.step([], dt=0.0)
        loop.top.t = _mid_flip(loop.top)
        loop.step([], dt=0.0)
        return loop.surface
    for _ in range(frames):
        loop.step([], dt=1 / 60)
    return loop.surface


def _mid_flip(overlay) -> float:
    """A time when about half of the overlay's tiles are face up and one is turning."""
    times = [
        s + (k + 0.4) * overlay.step
        for c, s in zip(overlay.rows, overlay.starts)
        for k in range(len(c.tiles[:8]))
    ]
    return times[len(times) // 2] if times else overlay.end / 2


def _context(args, size) -> AppContext:
    ctx = AppContext(size=size, persist=False)
    ctx.toasts.clear()
    ctx.lang_override, ctx.scale_override = args.lang, args.scale
    ctx.set_scale(args.scale or ctx.settings.ui_scale)
    ctx.scale_override = args.scale
    return ctx


def screenshot(args) -> int:
    size = args.size or DEFAULT_SIZE
    pygame.display.set_mode((1, 1))  # some conversions need a display
    ctx = _context(args, size)
    scene, error = initial_scene(ctx, args)
    if scene is None:
        print(f"jongrogue: {error}", file=sys.stderr)
        return 2
    surface = render_scene(ctx, scene, size)
    out = Path(args.screenshot)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(out))
    print(
        f"wrote {out} ({size[0]}x{size[1]}, scene {args.scene}, lang {ctx.lang}, "
        f"scale {ctx.scale_pct}%)"
    )
    return 0


def smoke(args) -> int:
    """The title and a table, each drawn. In the order of a start straight to the table (the
    window's ``--new-game``): the title is made, the table opens over it and its first frames are
    drawn (the start-up benchmark, bench/ui.py, reads when), then the title is drawn alone."""
    size = args.size or DEFAULT_SIZE
    ctx = _context(args, size)
    set_icon()  # before the display, as the window's start does (so pygame loads no icon of its own)
    pygame.display.set_mode((1, 1))
    try:
        title = registry.make("title", ctx)
    except Exception as exc:
        return _smoke_failed("the title screen", exc)
    args.scene, args.seed = "table", args.seed if args.seed is not None else 1
    scene, error = initial_scene(ctx, args)
    if scene is None:
        print(f"jongrogue --smoke: {error}", file=sys.stderr)
        return 1
    try:
        loop = AppLoop(ctx, pygame.Surface(size), title)
        loop.apply(Home(scene=scene))  # over the title, as New game → Start opens it
        for _ in range(SETTLE_FRAMES):
            loop.step([], dt=1 / 60)
    except Exception as exc:
        return _smoke_failed("the table screen", exc)
    # the first table frame, on the machine-wide clock, and the CPU it took
    table_at = f"at {time.monotonic():.6f}, cpu {time.process_time():.6f}"
    try:
        render_scene(ctx, registry.make("title", ctx), size)
    except Exception as exc:
        return _smoke_failed("the title screen", exc)
    print(f"smoke: title ok, table ok (first table frame {table_at})")
    return 0


def _smoke_failed(screen: str, exc: Exception) -> int:
    print(f"jongrogue --smoke: {screen} failed: {type(exc).__name__}: {exc}", file=sys.stderr)
    return 1


def _selftest_report(mode: str, ctl, path) -> None:
    game = ctl.game
    print(
        json.dumps(
            {
                "selftest": mode,
                "save_path": str(path),
                "seed": game.header.get("seed"),
                "commands": len(game.commands),
                "state_hash": ctl.state_hash(),
            }
        )
    )


def selftest(args) -> int:
    """``--selftest-save`` / ``--selftest-continue``: the save round trip, scripted (packaging tests).

    save: new practice game from ``--seed`` (default 1), ``--after N`` commands (first legal one
    each time) through the GameController, which autosaves to ``paths.autosave_path()``.
    continue: load that autosave exactly as the title screen's Continue does.
    Both print one JSON line: selftest, save_path, seed, commands, state_hash.
    """

    pygame.display.set_mode((1, 1))
    ctx = _context(args, args.size or DEFAULT_SIZE)
    path = paths.autosave_path()
    if not claim_autosave():
        problem = autosave_lock().problem
        why = (
            f"is left untouched: its lock cannot be taken ({problem})"
            if problem
            else "is open in another running copy"
        )
        print(f"jongrogue --selftest: the run {path} {why}", file=sys.stderr)
        return 1
    if args.selftest_save:
        seed = args.seed if args.seed is not None else 1
        game = launch.create_game(seed, "ez", frozenset(), "practice")
        launch.archive_current(ctx)
        paths.saves_dir()
        ctl = GameController(ctx, game, path)
        try:
            for _ in range(max(0, args.after)):
                legal = ctl.legal()
                if not legal:
                    break
                ok, reason = ctl.execute(legal[0])
                if not ok:
                    print(f"jongrogue --selftest-save: command refused: {reason}", file=sys.stderr)
                    return 1
        except Terminated:
            ctl.save_now()  # SIGTERM: the journal holds every command played
            raise
        if ctl.save_failed or not paths.has_autosave():
            print(f"jongrogue --selftest-save: autosave failed: {ctl.warning}", file=sys.stderr)
            return 1
        _selftest_report("save", ctl, path)
        return 0
    if not os.path.lexists(path):  # (anything else in its place is loaded and says why not)
        print(f"jongrogue --selftest-continue: no saved game at {path}", file=sys.stderr)
        return 1
    try:
        game = Game.load(path)
    except Exception as exc:  # JournalError, OSError ...: the file is left as it is
        print(f"jongrogue --selftest-continue: {path} cannot be loaded: {exc}", file=sys.stderr)
        return 1
    _selftest_report("continue", GameController(ctx, game, path), path)
    return 0
