"""Entry point: ``jongrogue`` / ``python -m jongrogue``.

    jongrogue                                  play (resizable window, 60 fps)
    jongrogue --screenshot out.png --scene rules --lang en --size 1280x800 --scale 150
    jongrogue --smoke                          render one Title (and Table) frame headless, exit 0
    jongrogue --new-game 42                    play: skip the menus, start practice EZ seed 42
    jongrogue run.jrlog                         play: open the replay of that run file
    jongrogue verify | morgue | daily ...      run-file tools without a window (jongrogue.cli)
    jongrogue --version

``--scene`` is one of title, newgame, rules, settings, score, stats, table, checks, sheet:<id>
(``stats`` shows a sample history of greedy-bot runs).
``table``, ``checks`` and ``sheet:<id>`` start a game from ``--seed`` and, with ``--after N``,
first play N commands (the greedy bot's choice, or the first legal command without
jongrogue.sim.bot) so the screenshot shows a game in progress; ``checks`` then keeps playing to
the next command that draws checks and shows the check overlay half-way through its animation.
``--journal FILE`` shows the run saved in FILE instead (read only; ``checks`` shows its last
command's checks when it made any), e.g. ``--screenshot bug.png --scene checks --journal run.jrlog``.
``--new-game SEED`` opens the table at once, exactly as Title → New game → Start with that seed
(EZ, practice; the previous autosave is archived, the new run autosaves); leaving the table goes
back to the title. ``--lang`` and ``--scale`` override the saved settings for this run only.

An exception nobody else catches, in any mode, writes a crash report (``jongrogue.crash``) to the
log folder, says where on standard error (and in a message box when a window was open) and
exits with 1; ``--selftest-crash`` raises one in the running main loop after the first frame.
"""
from __future__ import annotations

import argparse
import logging
import sys
import traceback

from jongrogue import __version__, applog, cli, crash, platform_env, sigterm

log = logging.getLogger(__name__)

SCENES = ("title", "newgame", "rules", "settings", "score", "history", "stats", "table", "checks", "death",
          "end", "pause", "review", "tutorial", "hint")


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, got {text!r}") from None
    if not (320 <= w <= 16384 and 240 <= h <= 16384):
        raise argparse.ArgumentTypeError(f"window size {w}x{h} out of range")
    return w, h


def _scene_name(text: str) -> str:
    if text in SCENES or (text.startswith("sheet:") and len(text) > 6):
        return text
    raise argparse.ArgumentTypeError(f"unknown scene {text!r}; choose from "
                                     f"{', '.join(SCENES)}, sheet:<id>")


def _scale(text: str) -> int:
    from jongrogue.storage.settings import SCALE_MAX, SCALE_MIN, clamp_scale
    value = int(text.rstrip("%"))
    if not SCALE_MIN <= value <= SCALE_MAX:
        raise argparse.ArgumentTypeError(f"scale must be {SCALE_MIN}..{SCALE_MAX}")
    return clamp_scale(value)


def _commands_epilog() -> str:
    """The run-file commands as the CLI's own parser spells them (its table, never a copy)."""
    from jongrogue.cli.commands import build_parser as cli_parser
    # argparse keeps a command's help only in its (private) subparsers action
    sub = next(a for a in cli_parser()._actions if isinstance(a, argparse._SubParsersAction))
    lines = [f"  {a.dest:<8} {a.help}" for a in sub._choices_actions]
    return ("commands (run-file tools, no window; `jongrogue COMMAND --help` for more):\n"
            + "\n".join(lines))


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="jongrogue", description="JongRogue Digital — 雀ローグEZ",
                                usage="%(prog)s [options] [RUN.jrlog]\n       %(prog)s COMMAND ...",
                                epilog=_commands_epilog(), formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    p.add_argument("run_file", nargs="?", metavar="RUN.jrlog", default=None,
                   help="play: open the replay of this run file (as a file manager's Open with does)")
    p.add_argument("--screenshot", metavar="OUT.png", help="render one frame to a PNG and exit")
    p.add_argument("--scene", type=_scene_name, default="title",
                   help="scene to show: " + ", ".join(SCENES) + ", sheet:<id>")
    p.add_argument("--seed", type=int, default=None, help="seed for table / sheet scenes")
    p.add_argument("--size", type=_size, default=None, help="window size WxH (default 1280x800)")
    p.add_argument("--lang", choices=("ja", "en"), default=None, help="language for this run")
    p.add_argument("--scale", type=_scale, default=None, metavar="PCT", help="UI scale 100–200")
    p.add_argument("--journal", metavar="FILE", default=None,
                   help="table/checks/sheet: show the run saved in FILE (read only)")
    p.add_argument("--step", type=int, default=None, metavar="N", help="--scene tutorial: the step to show")
    p.add_argument("--after", type=int, default=0, metavar="N",
                   help="table/sheet: play N commands before the screenshot")
    p.add_argument("--new-game", type=int, default=None, metavar="SEED",
                   help="play: start a new practice EZ game with SEED straight away")
    p.add_argument("--smoke", action="store_true", help="render Title (and Table) headless, exit 0")
    p.add_argument("--selftest-save", action="store_true",
                   help="headless: new game from --seed, play --after N commands, autosave to the "
                        "user data dir, print one JSON line, exit 0")
    p.add_argument("--selftest-continue", action="store_true",
                   help="headless: load the autosave as Continue does, print one JSON line; "
                        "exit 1 if there is none")
    p.add_argument("--selftest-hint", action="store_true",
                   help="headless: new game from --seed, play --after N commands, ask the Hint "
                        "(its worker processes), print the advice as one JSON line, exit 0")
    p.add_argument("--selftest-review", action="store_true",
                   help="headless: play --after N commands (default: to the run's end), run the "
                        "Review (its worker processes), print one JSON line, exit 0")
    p.add_argument("--selftest-timeout", type=float, default=300, metavar="S",
                   help="--selftest-hint/-review: fail (exit 1) without an answer after S seconds")
    p.add_argument("--selftest-crash", action="store_true",
                   help="play: raise an error in the main loop after the first frame (tests the "
                        "crash report); exit 1")
    return p


class Session:
    """What a crash report and its message need to know about the run (filled in as it starts)."""

    def __init__(self, argv: list[str]):
        self.argv = argv
        self.loop = None              # the AppLoop, once the window is open

    def journal(self):
        """The file of the run on the screen: the table's autosave or the replayed file."""
        for scene in reversed(self.loop.stack if self.loop else []):
            ctl = getattr(scene, "ctl", None)
            path = getattr(ctl, "save_path", None) or getattr(scene, "source", None)
            if path is not None:
                return path
        return None


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    argv = [a for a in argv if not a.startswith("-psn_")]   # old macOS Finder adds its process id
    applog.setup()
    log.info("JongRogue %s: %s", __version__, " ".join(argv) or "(no arguments)")
    session = Session(argv)
    try:
        return _main(argv, session)
    except Exception as exc:        # last line of defence: a report, and where it is
        return _crashed(exc, session)


def _main(argv: list[str], session: Session) -> int:
    if argv and argv[0] in cli.COMMANDS:
        return cli.main(argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    headless = (args.smoke or args.screenshot or args.selftest_save or args.selftest_continue
                or args.selftest_hint or args.selftest_review)
    if args.run_file and headless:
        parser.error("a run file opens in the window only (for a picture of it: --journal FILE)")
    platform_env.prepare()          # before pygame initialises SDL
    if headless:
        from jongrogue.ui.app_window import use_dummy_drivers
        use_dummy_drivers()
    try:
        import pygame
    except ImportError as exc:
        print(f"jongrogue: pygame-ce is not installed ({exc})", file=sys.stderr)
        return 2
    pygame.init()
    try:
        if not headless:            # SDL turns SIGTERM into a quit event, which the loop reads
            return _play(args, session)
        with sigterm.handling():
            return _run_mode(args)
    except sigterm.Terminated:
        print("jongrogue: terminated (SIGTERM)", file=sys.stderr)
        return sigterm.EXIT_CODE
    except Exception as exc:        # while pygame is up: the message box can still show
        return _crashed(exc, session)
    finally:
        _shutdown(pygame)


def _crashed(exc: Exception, session: Session) -> int:
    report = crash.report(exc, session.journal(), session.argv)
    log.error("crashed: %s: %s (report %s)", type(exc).__name__, exc, report)
    traceback.print_exception(type(exc), exc, exc.__traceback__)
    print(f"jongrogue: {type(exc).__name__}: {exc}", file=sys.stderr)
    print(f"jongrogue: crash report: {report}" if report else
          "jongrogue: the crash report could not be written", file=sys.stderr)
    if session.loop is not None:
        from jongrogue.ui import crash_notice
        crash_notice.show(report, session.loop.ctx.lang)
    return 1


def _run_mode(args) -> int:
    if args.smoke:
        from jongrogue.ui.headless import smoke
        return smoke(args)
    if args.selftest_save or args.selftest_continue:
        from jongrogue.ui.headless import selftest
        return selftest(args)
    if args.selftest_hint or args.selftest_review:
        from jongrogue import selftest as workers_selftest
        return workers_selftest.run(args)
    from jongrogue.ui.headless import screenshot
    return screenshot(args)


def _shutdown(pygame) -> None:
    """Quit pygame and forget objects that die with it (so main() can run again in-process)."""
    pygame.quit()
    try:
        from jongrogue.ui import fonts
        fonts.clear_font_cache()
    except Exception:
        pass


def _play(args, session: Session) -> int:
    from jongrogue.ui.app_loop import AppLoop
    from jongrogue.ui.app_window import open_window, set_icon
    from jongrogue.ui.context import AppContext
    from jongrogue.ui.headless import initial_scene, push_pending
    from jongrogue.ui.scenes.run_open import open_dropped

    ctx = AppContext()
    if args.size:
        ctx.settings.window_size = args.size
    ctx.lang_override = args.lang
    ctx.set_scale_override(args.scale)
    set_icon()
    surface = open_window(ctx)
    pygame_key_repeat()
    if args.new_game is not None:
        args.scene = "title"
    first, error = initial_scene(ctx, args)
    if first is None:
        print(f"jongrogue: {error}", file=sys.stderr)
        return 2
    loop = AppLoop(ctx, surface, first, window=open_window)
    session.loop = loop
    push_pending(loop, first)
    if args.new_game is not None:
        _start_new_game(loop, ctx, args.new_game)
    if args.run_file:
        loop.apply(open_dropped(ctx, args.run_file))
    try:
        with sigterm.handling(on_term=lambda: setattr(ctx, "quit_requested", True)):
            loop.run(after_frame=_crash_now if args.selftest_crash else None)
    finally:                        # also on SIGTERM: the run's journal and the settings
        for scene in loop.stack:
            ctl = getattr(scene, "ctl", None)
            if ctl is not None and getattr(ctl, "save_failed", False):
                ctl.save_now()
        ctx.save_settings()
    return 0


def _crash_now(loop) -> None:
    raise crash.SelfTestCrash("--selftest-crash: an error raised on purpose after the first frame")


def _start_new_game(loop, ctx, seed: int) -> None:
    """``--new-game SEED``: what New game → Start does, with the title left beneath the table."""
    from jongrogue.ui.scenes.launch import start_new_game
    loop.apply(start_new_game(ctx, seed, "ez", frozenset(), "practice"))      # Home: over the title


def pygame_key_repeat() -> None:
    import pygame
    pygame.key.set_repeat(380, 40)
