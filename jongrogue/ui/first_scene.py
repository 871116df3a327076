"""The first scene of a window or a picture: ``--scene NAME`` (the title by default; a table,
its sheets, checks and ends after ``--after N`` greedy-bot commands; the learning screens through
the registry, which loads them only when asked for, so a plain start never imports them)."""

from __future__ import annotations

from jongrogue import sim
from jongrogue.engine import cmd
from jongrogue.game import Game
from jongrogue.runfiles import stats as run_stats
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import launch, registry, table_flow

SETTLE_FRAMES = 3
# the scenes --scene opens by their registry name alone
MENU_SCENES = ("title", "newgame", "rules", "settings", "score", "history")


def _chooser():
    """``choose(game) -> Command`` for ``--after``: the greedy bot (deterministic; loaded only
    then)."""
    return sim.GreedyBot().choose


def _advance(game, n: int, execute=None) -> None:
    """Play ``n`` commands (stops early when the run ends or nothing is legal); ``execute`` is
    ``game.execute`` or a table's ``ctl.execute`` (which also fills the log)."""
    if n <= 0:
        return  # (the bot is not even imported)
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
        return registry.make("learning", ctx, args)
    if name in ("table", "checks", "death", "end", "pause") or name.startswith("sheet:"):
        try:
            game = _start_game(args)
            table = registry.make("table", ctx, game)  # no save path: a screenshot writes nothing
            table.ctl.recorded = True  # played-ahead commands never write the history
            _advance(game, args.after, table.ctl.execute)
            if name == "checks":
                last = (
                    game.last_checks() if getattr(args, "journal", None) and not args.after else []
                )
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
    if name == "stats":  # a sample history: screenshots look the same everywhere
        return registry.make("stats", ctx, run_stats.sample_rows()), None
    if name in MENU_SCENES:
        return registry.make(name, ctx), None
    return None, f"unknown scene {name!r}"


def _end_scene(table, game, name: str, limit: int = 3000):
    """``death``: play on to the death choice; ``end``: and choose game over; ``pause``: the
    pause menu. Returns the scene to show over the table."""
    if name == "pause":
        return table.pause_menu().scene
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
