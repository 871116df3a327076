"""The window and the headless modes of ``jongrogue`` (``jongrogue.app`` parses the command line
and imports this module only when a window or a headless picture is wanted, so the run-file
commands never load pygame)."""

from __future__ import annotations

import importlib
import sys

import pygame

from jongrogue.storage import crash
from jongrogue.system import sigterm, startup
from jongrogue.ui import crash_notice, first_scene, fonts, pad
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.app_window import open_window, set_icon, use_dummy_drivers
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes import launch, run_open
from jongrogue.ui.voice.start import start_speech


def run(args, session, headless: bool, crashed) -> int:
    """Play in a window, or run a headless mode; ``crashed(exc, session)`` reports an error
    raised while pygame is up (the message box can still show)."""
    if headless:
        use_dummy_drivers()
    pygame.init()
    try:
        if not headless:  # SDL turns SIGTERM into a quit event, which the loop reads
            return _play(args, session)
        with sigterm.handling():
            return _run_mode(args)
    except sigterm.Terminated:
        print("jongrogue: terminated (SIGTERM)", file=sys.stderr)
        return sigterm.EXIT_CODE
    except Exception as exc:
        return crashed(exc, session)
    finally:
        shutdown()


# The headless modes, loaded only when one is asked for (as the scenes' registry loads a screen):
# a window's start never pays for the pictures' and the self-tests' modules.
MODES = {
    "smoke": ("jongrogue.ui.headless", "smoke"),
    "selftest": ("jongrogue.ui.headless", "selftest"),
    "workers": ("jongrogue.selftest", "run"),
    "pad": ("jongrogue.ui.pad_selftest", "run"),
    "screenshot": ("jongrogue.ui.headless", "screenshot"),
}


def _mode(args) -> str:
    if args.smoke:
        return "smoke"
    if args.selftest_save or args.selftest_continue:
        return "selftest"
    if args.selftest_hint or args.selftest_review:
        return "workers"
    if args.selftest_pad:
        return "pad"
    return "screenshot"


def _run_mode(args) -> int:
    mode = _mode(args)
    if mode not in ("smoke", "screenshot"):  # no frame will end the start (startgc)
        startup.release()
    module, attr = MODES[mode]
    return getattr(importlib.import_module(module), attr)(args)


def shutdown() -> None:
    """Stop the advisor's workers, quit pygame and forget objects that die with it (so main() can
    run again in-process)."""
    workers = sys.modules.get("jongrogue.sim.workers")  # not imported: no worker was started
    if workers is not None:
        workers.shutdown()  # a Hint or Review still thinking when the window closed
    pygame.quit()
    fonts.clear_font_cache()


def open_app(args, session) -> AppLoop | None:
    """The window with its first screens, as a start shows them before its first frame (None,
    said on stderr, when the first screen cannot open)."""
    ctx = AppContext()
    if args.size:
        ctx.settings.window_size = args.size
    ctx.lang_override = args.lang
    ctx.set_scale_override(args.scale)
    start_speech(ctx, forced=getattr(args, "speech", False))
    set_icon()
    surface = open_window(ctx)
    if args.scale:
        say_scale_fit(ctx)
    pygame_key_repeat()
    pad.start()
    if args.new_game is not None:
        args.scene = "title"
    first, error = first_scene.initial_scene(ctx, args)
    if first is None:
        print(f"jongrogue: {error}", file=sys.stderr)
        return None
    loop = AppLoop(ctx, surface, first, window=open_window)
    session.loop = loop
    session.notice = lambda report: crash_notice.show(report, ctx.lang, ctx.speech)
    first_scene.push_pending(loop, first)
    if args.new_game is not None:
        _start_new_game(loop, ctx, args.new_game)
    if args.run_file:
        loop.apply(run_open.open_dropped(ctx, args.run_file))
    return loop


def _play(args, session) -> int:
    loop = open_app(args, session)
    if loop is None:
        return 2
    ctx = loop.ctx
    crashed = True
    try:
        with sigterm.handling(on_term=lambda: setattr(ctx, "quit_requested", True)):
            loop.run(after_frame=_crash_now if args.selftest_crash else None)
        crashed = False
    except sigterm.Terminated:
        crashed = False
        raise
    finally:  # also on SIGTERM: the run's journal and the settings
        for scene in loop.stack:
            ctl = getattr(scene, "ctl", None)
            if ctl is not None and getattr(ctl, "save_failed", False):
                ctl.save_now()
        ctx.save_settings()
        if not crashed:  # a crash's notice is said through the voice, which closes it after
            ctx.speech.close()
    return 0


def _crash_now(loop) -> None:
    raise crash.SelfTestCrash("--selftest-crash: an error raised on purpose after the first frame")


def _start_new_game(loop, ctx, seed: int) -> None:
    """``--new-game SEED``: what New game → Start does, with the title left beneath the table.
    The flag asks nothing; a run it replaced is said to be kept (in History, resumable)."""
    kept = launch.run_in_progress(ctx) and launch.played(ctx)
    loop.apply(
        launch.start_new_game(ctx, seed, "ez", frozenset(), "practice")
    )  # Home: over the title
    if kept and loop.top.name == "table":
        ctx.notify(ctx.t("launch.flag_kept"), "info", 8.0)


def say_scale_fit(ctx) -> None:
    """``--scale`` larger than the window can show: one note says the scale used instead."""
    layout = ctx.layout
    if layout.limited:
        shown = round(layout.scale * 100)
        ctx.notify(ctx.t("settings.scale_fallback", want=layout.scale_pct, pct=shown), "info", 8.0)


def pygame_key_repeat() -> None:
    pygame.key.set_repeat(380, 40)
