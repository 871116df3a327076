"""Screenshot and smoke modes (dummy video driver, no window), and the ``--scene`` factory."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame

from jongrogue.sigterm import Terminated
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.runfiles.stats import sample_rows
from jongrogue.ui.scenes import launch, registry, table_flow
from jongrogue.engine import cmd
from jongrogue.game import Game
from jongrogue.sim.bot import GreedyBot
from jongrogue.storage import paths
from jongrogue.storage.instance_lock import claim_autosave
from jongrogue.ui import learning_scenes
from jongrogue.ui.controller import GameController
from jongrogue.ui.scene import Push

DEFAULT_SIZE = (1280, 800)
SETTLE_FRAMES = 3
# the scenes --scene opens by their registry name alone
MENU_SCENES = ("title", "newgame", "rules", "settings", "score", "history")


def _chooser():
    """``choose(game) -> Command`` for ``--after``: the greedy bot (deterministic)."""
    return GreedyBot().choose


def _advance(game, n: int, execute=None) -> None:
    """Play ``n`` commands (stops early when the run ends or nothing is legal); ``execute`` is
    ``game.execute`` or a table's ``ctl.execute`` (which also fills the log)."""
    if n <= 0:
        return                              # (the bot is not even imported)
    choose, execute = _chooser(), execute or game.execute
    for _ in range(n):
        if _finished(game) or not game.legal_commands():
            break
        execute(choose(game))


def _finished(game) -> bool:
    return game.view()["context"] in ("game_over", "victory")


def _start_game(args):
    """The run to show: the one saved in ``--journal FILE`` (read only), else a new game."""
    journal = getattr(args, "journal", None)
    if journal:
        return Game.load(journal, recover=True)
    seed = args.seed if args.seed is not None else 1
    return launch.create_game(seed, "ez", frozenset(), "practice")


def initial_scene(ctx, args):
    """Build the scene ``args.scene`` names; return (scene, None) or (None, error text).

    ``checks`` of a ``--journal`` run shows the check overlay of its last command when that
    command made checks (without ``--after``); otherwise it plays on to the next one."""
    name = args.scene
    if name in ("review", "tutorial", "hint", "hint_plan"):
        return learning_scenes.build(ctx, args)
    if name in ("table", "checks", "death", "end", "pause") or name.startswith("sheet:"):
        try:
            game = _start_game(args)
            table = registry.make("table", ctx, game)   # no save path: a screenshot writes nothing
            table.ctl.recorded = True         # played-ahead commands never write the history
            _advance(game, args.after, table.ctl.execute)
            if name == "checks":
                last = game.last_checks() if getattr(args, "journal", None) and not args.after else []
                if last:
                    table.pending_overlay = registry.make("check_overlay", ctx, last)
                else:
                    table.pending_overlay = _play_to_checks(table, game)
            if name in ("death", "end", "pause"):
                table.pending_overlay = _end_scene(table, game, name)
            table.ctl.recorded = _finished(game)
        except Exception as exc:
            return None, f"cannot start a game for --scene {name}: {type(exc).__name__}: {exc}"
        ctx.game = game
        if name.startswith("sheet:"):
            table.pending_overlay = table_flow.sheet_scene(ctx, table.ctl, name.split(":", 1)[1])
            if table.pending_overlay is None:
                return None, f"scene {name} is not available"
        return table, None
    if name == "stats":                      # a sample history: screenshots look the same everywhere
        return registry.make("stats", ctx, sample_rows()), None
    if name in MENU_SCENES:
        return registry.make(name, ctx), None
    return None, f"unknown scene {name!r}"


def _end_scene(table, game, name: str, limit: int = 3000):
    """``death``: play on to the death choice; ``end``: and choose game over; ``pause``: the
    pause menu. Returns the scene to show over the table."""
    if name == "pause":
        return table_flow.pause_menu(table.ctx, table.ctl).scene
    choose = _chooser()
    for _ in range(limit):
        if table.ctl.view["context"] in ("dead", "game_over", "victory"):
            break
        table.ctl.execute(choose(game))
    if name == "end" and table.ctl.view["context"] == "dead":
        table.ctl.execute(cmd("game_over"))
    table.shown_context = table.ctl.view["context"]
    return table_flow.context_scene(table.ctx, table.ctl, table.shown_context)


def _play_to_checks(table, game, limit: int = 300):
    """Play on (through the table, as a click would) to the next command that opens the check
    overlay; return that overlay (or None)."""
    if table.ctx.settings.animation_speed == "instant":
        table.ctx.settings.animation_speed = "normal"
    choose = _chooser()
    for _ in range(limit):
        if _finished(game):
            break
        tr = table.execute(choose(game))
        scene = getattr(tr, "scene", None)
        if isinstance(scene, registry.scene_class("check_overlay")):
            return scene
    return None


def push_pending(loop, scene) -> None:
    """Push the overlay ``initial_scene`` left on the table (``--scene sheet:<id>`` / ``checks``)."""
    overlay = getattr(scene, "pending_overlay", None)
    if overlay is not None:
        loop.apply(Push(overlay))


def render_scene(ctx, scene, size, frames: int = SETTLE_FRAMES) -> pygame.Surface:
    surface = pygame.Surface(size)
    loop = AppLoop(ctx, surface, scene)
    push_pending(loop, scene)
    if isinstance(loop.top, registry.scene_class("check_overlay")):    # --scene checks: freeze it half-way (a tile mid-flip)
        loop.step([], dt=0.0)
        loop.top.t = _mid_flip(loop.top)
        loop.step([], dt=0.0)
        return loop.surface
    for _ in range(frames):
        loop.step([], dt=1 / 60)
    return loop.surface


def _mid_flip(overlay) -> float:
    """A time when about half of the overlay's tiles are face up and one is turning."""
    times = [s + (k + 0.4) * overlay.step for c, s in zip(overlay.rows, overlay.starts)
             for k in range(len(c.tiles[:8]))]
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
    pygame.display.set_mode((1, 1))           # some conversions need a display
    ctx = _context(args, size)
    scene, error = initial_scene(ctx, args)
    if scene is None:
        print(f"jongrogue: {error}", file=sys.stderr)
        return 2
    surface = render_scene(ctx, scene, size)
    out = Path(args.screenshot)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(out))
    print(f"wrote {out} ({size[0]}x{size[1]}, scene {args.scene}, lang {ctx.lang}, "
          f"scale {ctx.scale_pct}%)")
    return 0


def smoke(args) -> int:
    size = args.size or DEFAULT_SIZE
    pygame.display.set_mode((1, 1))
    ctx = _context(args, size)
    try:
        render_scene(ctx, registry.make("title", ctx), size)
    except Exception as exc:
        print(f"jongrogue --smoke: the title screen failed: {type(exc).__name__}: {exc}",
              file=sys.stderr)
        return 1
    import importlib.util
    if importlib.util.find_spec("jongrogue.ui.scenes.table") is None:
        print("smoke: title ok (no table scene yet)")
        return 0
    args.scene, args.seed = "table", args.seed if args.seed is not None else 1
    scene, error = initial_scene(ctx, args)
    if scene is None:
        print(f"jongrogue --smoke: {error}", file=sys.stderr)
        return 1
    try:
        render_scene(ctx, scene, size)
    except Exception as exc:
        print(f"jongrogue --smoke: the table screen failed: {type(exc).__name__}: {exc}",
              file=sys.stderr)
        return 1
    print("smoke: title ok, table ok")
    return 0


def _selftest_report(mode: str, ctl, path) -> None:
    import json
    game = ctl.game
    print(json.dumps({"selftest": mode, "save_path": str(path), "seed": game.header.get("seed"),
                      "commands": len(game.commands), "state_hash": ctl.state_hash()}))


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
        print(f"jongrogue --selftest: the run {path} is open in another running copy", file=sys.stderr)
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
            ctl.save_now()              # SIGTERM: the journal holds every command played
            raise
        if ctl.save_failed or not paths.has_autosave():
            print(f"jongrogue --selftest-save: autosave failed: {ctl.warning}", file=sys.stderr)
            return 1
        _selftest_report("save", ctl, path)
        return 0
    if not paths.has_autosave():
        print(f"jongrogue --selftest-continue: no saved game at {path}", file=sys.stderr)
        return 1
    game = Game.load(path)
    _selftest_report("continue", GameController(ctx, game, path), path)
    return 0
