"""A child process that goes through one step of a run's life and kills itself (SIGKILL, as
``kill -9``) at its write step ``K``: before or after each journal write, archive move and
History transaction, or inside that transaction before it commits. ``K`` 0 never kills.

    python -m tests.reliability.kill_child <scenario> <K>      (JONGROGUE_HOME set by the test)

Scenarios (the autosave prepared by the test):
    end       Continue the run at its death choice, play it to its end, leave the table
    abandon   a new run takes the place of the unfinished autosave (kept as abandoned)
    continue  Continue a run that ended with its window closed, leave the table
    finish    the next start: Continue whatever the autosave holds, play it to its end, leave

Prints ``steps <n>`` when it got to its end (n: the write steps it took).
"""

from __future__ import annotations

import os
import signal
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from jongrogue.game import Game  # noqa: E402
from jongrogue.runfiles.history import History  # noqa: E402
from jongrogue.sim.bot import GreedyBot  # noqa: E402
from jongrogue.storage import journal_file, paths  # noqa: E402
from jongrogue.storage.settings import Settings  # noqa: E402
from jongrogue.ui.context import AppContext  # noqa: E402
from jongrogue.ui.controller import GameController  # noqa: E402
from jongrogue.ui.scenes import launch  # noqa: E402

STEP = [0]


def _step(kill_at: int) -> None:
    STEP[0] += 1
    if STEP[0] == kill_at:
        os.kill(os.getpid(), signal.SIGKILL)


def _wrap(owner, name: str, kill_at: int) -> None:
    real = getattr(owner, name)

    def wrapped(*args, **kw):
        _step(kill_at)
        result = real(*args, **kw)
        _step(kill_at)
        return result

    setattr(owner, name, wrapped)


def _wrap_transaction(kill_at: int) -> None:
    real = History._write

    def write(self, action, mend=True):
        def inside(con):
            result = action(con)
            _step(kill_at)  # written, not committed
            return result

        _step(kill_at)
        ok = real(self, inside, mend)
        _step(kill_at)
        return ok

    History._write = write


def _play_out(ctx) -> None:
    if not paths.has_autosave():
        return
    ctl = GameController(ctx, Game.load(paths.autosave_path(), recover=True), paths.autosave_path())
    bot = GreedyBot()
    while not ctl.finished:
        ctl.execute(bot.choose(ctl.game))
    ctl.close()


def main(scenario: str, kill_at: int) -> None:
    for name in ("append_line", "write_atomic"):
        _wrap(journal_file, name, kill_at)
    _wrap(paths, "archive_autosave", kill_at)
    _wrap_transaction(kill_at)
    ctx = AppContext(Settings(language="en"))
    if scenario == "finish":
        ctx.history.reconcile()  # as the title does on start
    if scenario in ("end", "finish", "continue"):
        _play_out(ctx)
    elif scenario == "abandon":
        launch.archive_current(ctx)
    print("steps", STEP[0])


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
