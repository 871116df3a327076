"""Entry point: ``jongrogue`` / ``python -m jongrogue``.

    jongrogue                                  play (resizable window, 60 fps)
    jongrogue --screenshot out.png --scene rules --lang en --size 1280x800 --scale 150
    jongrogue --smoke                          render one Title (and Table) frame headless, exit 0
    jongrogue --new-game 42                    play: skip the menus, start practice EZ seed 42
    jongrogue run.jrlog                         play: open the replay of that run file
    jongrogue verify | morgue | daily | history | print-sheets ...
                                               run-file tools without a window (jongrogue.cli)
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

An exception nobody else catches, in any mode, writes a crash report (``jongrogue.storage.crash``) to the
log folder, says where on standard error (and in a message box when a window was open) and
exits with 1; ``--selftest-crash`` raises one in the running main loop after the first frame.
"""

from __future__ import annotations

import argparse
import logging
import sys
import traceback
from typing import Any

from jongrogue import __version__, cli
from jongrogue.cli import parser as cli_parser
from jongrogue.storage import applog, crash
from jongrogue.storage.settings import SCALE_MAX, SCALE_MIN, clamp_scale
from jongrogue.system import platform_env, startup

log = logging.getLogger(__name__)

SCENES = (
    "title",
    "newgame",
    "rules",
    "settings",
    "score",
    "history",
    "stats",
    "table",
    "checks",
    "death",
    "end",
    "pause",
    "review",
    "tutorial",
    "hint",
    "hint_plan",
)


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
    raise argparse.ArgumentTypeError(
        f"unknown scene {text!r}; choose from {', '.join(SCENES)}, sheet:<id>"
    )


def _scale(text: str) -> int:
    value = int(text.rstrip("%"))
    if not SCALE_MIN <= value <= SCALE_MAX:
        raise argparse.ArgumentTypeError(f"scale must be {SCALE_MIN}..{SCALE_MAX}")
    return clamp_scale(value)


def _commands_epilog() -> str:
    """The run-file commands as the CLI's own parser spells them (its table, never a copy)."""
    # argparse keeps a command's help only in its (private) subparsers action
    sub = next(
        a for a in cli_parser.build_parser()._actions if isinstance(a, argparse._SubParsersAction)
    )
    lines = [f"  {a.dest:<12} {a.help}" for a in sub._choices_actions]
    return (
        "commands (run-file tools, no window; `jongrogue COMMAND --help` for more):\n"
        + "\n".join(lines)
    )


class _AppParser(argparse.ArgumentParser):
    """The window's parser. Its epilog, the run-file commands, is read from the CLI's parser (all
    the commands and their options) only when the help is shown, not at every start."""

    @property
    def epilog(self) -> str:
        return _commands_epilog()

    @epilog.setter
    def epilog(self, value) -> None:
        pass  # (ArgumentParser.__init__ sets it)


def build_parser() -> argparse.ArgumentParser:
    p = _AppParser(
        prog="jongrogue",
        description="JongRogue Digital — 雀ローグEZ",
        usage="%(prog)s [options] [RUN.jrlog]\n       %(prog)s COMMAND ...",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    p.add_argument(
        "run_file",
        nargs="?",
        metavar="RUN.jrlog",
        default=None,
        help="play: open the replay of this run file (as a file manager's Open with does)",
    )
    p.add_argument("--screenshot", metavar="OUT.png", help="render one frame to a PNG and exit")
    p.add_argument(
        "--scene",
        type=_scene_name,
        default="title",
        help="scene to show: " + ", ".join(SCENES) + ", sheet:<id>",
    )
    p.add_argument("--seed", type=int, default=None, help="seed for table / sheet scenes")
    p.add_argument("--size", type=_size, default=None, help="window size WxH (default 1280x800)")
    p.add_argument("--lang", choices=("ja", "en"), default=None, help="language for this run")
    p.add_argument("--scale", type=_scale, default=None, metavar="PCT", help="UI scale 100–200")
    p.add_argument(
        "--journal",
        metavar="FILE",
        default=None,
        help="table/checks/sheet: show the run saved in FILE (read only)",
    )
    p.add_argument(
        "--step", type=int, default=None, metavar="N", help="--scene tutorial: the step to show"
    )
    p.add_argument(
        "--after",
        type=int,
        default=0,
        metavar="N",
        help="table/sheet: play N commands before the screenshot",
    )
    p.add_argument(
        "--new-game",
        type=int,
        default=None,
        metavar="SEED",
        help="play: start a new practice EZ game with SEED straight away",
    )
    p.add_argument(
        "--speech",
        action="store_true",
        help="play: speak what happens (as Settings → Speech: On, for this run)",
    )
    p.add_argument("--smoke", action="store_true", help="render Title (and Table) headless, exit 0")
    p.add_argument(
        "--selftest-save",
        action="store_true",
        help="headless: new game from --seed, play --after N commands, autosave to the "
        "user data dir, print one JSON line, exit 0",
    )
    p.add_argument(
        "--selftest-continue",
        action="store_true",
        help="headless: load the autosave as Continue does, print one JSON line; "
        "exit 1 if there is none",
    )
    p.add_argument(
        "--selftest-hint",
        action="store_true",
        help="headless: new game from --seed, play --after N commands, ask the Hint "
        "(its worker processes), print the advice as one JSON line, exit 0",
    )
    p.add_argument(
        "--selftest-review",
        action="store_true",
        help="headless: play --after N commands (default: to the run's end), run the "
        "Review (its worker processes), print one JSON line, exit 0",
    )
    p.add_argument(
        "--selftest-pad",
        action="store_true",
        help="headless: plug in a controller SDL simulates, walk the title and New game with "
        "its d-pad, A and B, print one JSON line; exit 0 when each press did what it stands for",
    )
    p.add_argument(
        "--selftest-timeout",
        type=float,
        default=300,
        metavar="S",
        help="--selftest-hint/-review: fail (exit 1) without an answer after S seconds",
    )
    p.add_argument(
        "--selftest-crash",
        action="store_true",
        help="play: raise an error in the main loop after the first frame (tests the "
        "crash report); exit 1",
    )
    return p


class Session:
    """What a crash report and its message need to know about the run (filled in as it starts)."""

    def __init__(self, argv: list[str]):
        self.argv = argv
        self.loop = None  # the AppLoop, once the window is open
        self.notice = None  # shows a crash report's message box while the window is up

    def journal(self):
        """The file of the run on the screen: the table's autosave or the replayed file."""
        scenes: list[Any] = self.loop.stack if self.loop else []
        for scene in reversed(scenes):
            ctl = getattr(scene, "ctl", None)
            path = getattr(ctl, "save_path", None) or getattr(scene, "source", None)
            if path is not None:
                return path
        return None


def main(argv=None) -> int:
    startup.hold()  # (python -m jongrogue held it before its imports)
    argv = sys.argv[1:] if argv is None else list(argv)
    argv = [a for a in argv if not a.startswith("-psn_")]  # old macOS Finder adds its process id
    applog.setup()
    log.info("JongRogue %s: %s", __version__, " ".join(argv) or "(no arguments)")
    session = Session(argv)
    try:
        return _main(argv, session)
    except Exception as exc:  # last line of defence: a report, and where it is
        return _crashed(exc, session)
    finally:  # --help, a usage error or an early return drew no frame: the collector is back on
        startup.release()


def _main(argv: list[str], session: Session) -> int:
    if argv and argv[0] in cli.COMMANDS:
        startup.release()  # a command draws no frame and may read a large run
        return cli.main(argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    headless = (
        args.smoke
        or args.screenshot
        or args.selftest_save
        or args.selftest_continue
        or args.selftest_hint
        or args.selftest_review
        or args.selftest_pad
    )
    if args.run_file and headless:
        parser.error("a run file opens in the window only (for a picture of it: --journal FILE)")
    platform_env.prepare()  # before pygame initialises SDL
    try:
        # the one late import: the window and pygame load only for the window, never for the CLI
        from jongrogue import play
    except ModuleNotFoundError as exc:
        if exc.name != "pygame":
            raise
        print(f"jongrogue: pygame-ce is not installed ({exc})", file=sys.stderr)
        return 2
    return play.run(args, session, headless, _crashed)


def _crashed(exc: Exception, session: Session) -> int:
    report = crash.report(exc, session.journal(), session.argv)
    log.error("crashed: %s: %s (report %s)", type(exc).__name__, exc, report)
    traceback.print_exception(type(exc), exc, exc.__traceback__)
    print(f"jongrogue: {type(exc).__name__}: {exc}", file=sys.stderr)
    print(
        f"jongrogue: crash report: {report}"
        if report
        else "jongrogue: the crash report could not be written",
        file=sys.stderr,
    )
    if session.notice is not None:
        session.notice(report)
    return 1
