"""The Hint from a real key press to its answer on the screen, in a real window:
``python -m jongrogue.bench hint --window [--seed S] [--hints N] [--every K] [--busy]``.

The table runs in the app's own loop (``AppLoop.run``: idle polling, 60 frames a second while
something moves, ``present`` flipping to the window) on the X display in ``DISPLAY`` (a desktop or
Xvfb). The greedy bot plays seed S; at every K-th real decision, after a pause as a player's (the
loop goes idle), ``xdotool`` presses H in the window — a key from the X server, as a keyboard's —
and the time runs from just before that press to the end of the ``present`` of the frame that
draws the answer (the image handed to the X server). The first Hint finds the worker pool cold.
Needs an X display and xdotool."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import pygame

from jongrogue.engine import Game, Options
from jongrogue.runfiles.history import History
from jongrogue.sim import workers
from jongrogue.sim.advisor import NEVER, OVER
from jongrogue.sim.bot import GreedyBot
from jongrogue.storage.settings import Settings
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.table import make_table_scene

SIZE = (1280, 800)
PAUSE = 1.0  # seconds a player looks at the table before asking (the loop is idle by then)
TIMEOUT = 60.0  # a Hint not answered by then fails the benchmark


def unavailable() -> str | None:
    """Why this machine cannot run the benchmark, or None."""
    if not os.environ.get("DISPLAY"):
        return "no X display (DISPLAY is not set; run it on a desktop or under Xvfb)"
    if shutil.which("xdotool") is None:
        return "xdotool is not installed"
    return None


class _Driver:
    """Called after every frame: plays the bot's moves and asks for a Hint at every K-th real
    decision, pressing H through the X server after a pause; records key-to-pixels seconds."""

    def __init__(self, sc, game: Game, window: int, hints: int, every: int):
        self.sc, self.game, self.window = sc, game, window
        self.hints, self.every = hints, every
        self.bot, self.seen = GreedyBot(), 0
        self.out: list[float] = []
        self.pressed: float | None = None  # when H was sent (perf_counter)
        self.asked = False  # the Hint has started thinking for this press

    def __call__(self, loop: AppLoop) -> None:
        if self.pressed is None:
            self._advance(loop)
        else:
            self._waiting(loop)

    def _advance(self, loop: AppLoop) -> None:
        """The bot's moves up to the next decision to ask about (all in this frame: the loop
        steps no frame while idle), then H after the pause; or the end."""
        game = self.game
        while len(self.out) < self.hints and game.state.context not in ("game_over", "victory"):
            real = sum(c.type not in NEVER for c in game.legal_commands()) > 1
            if real and game.state.context not in OVER:
                self.seen += 1
                if (self.seen - 1) % self.every == 0:
                    self._press_later()
                    return
            self.sc.ctl.execute(self.bot.choose(game))
        loop.running = False

    def _press_later(self) -> None:
        self.pressed = float("inf")  # not yet: the timer thread sets the real moment

        def press() -> None:
            time.sleep(PAUSE)
            self.pressed = time.perf_counter()
            subprocess.run(  # XTest: the key comes from the X server, as a keyboard's
                ["xdotool", "windowfocus", "--sync", str(self.window), "key", "h"],
                check=True,
                timeout=10,
            )

        threading.Thread(target=press, daemon=True).start()

    def _waiting(self, loop: AppLoop) -> None:
        assert self.pressed is not None
        if self.sc.hint.thinking():
            self.asked = True
        elif self.asked:  # this frame took the answer and has been presented
            self.out.append(time.perf_counter() - self.pressed)
            self.pressed, self.asked = None, False
            self.sc.ctl.execute(self.bot.choose(self.game))
            self._advance(loop)
        elif time.perf_counter() - self.pressed > TIMEOUT:
            raise RuntimeError(f"no Hint answered within {TIMEOUT:g} s of the key")


def hint_in_window(seed: int, hints: int, every: int) -> list[float]:
    """Key-to-pixels seconds of the table's Hint in a real window (the first one cold)."""
    workers.shutdown()
    with tempfile.TemporaryDirectory() as home:
        ctx = AppContext(
            Settings(language="en", animation_speed="instant", sound=False),
            size=SIZE,
            persist=False,
            history=History(Path(home) / "h.sqlite3"),
        )
        surface = pygame.display.set_mode(SIZE)
        pygame.display.set_caption("JongRogue Hint benchmark")
        game = Game.new(seed, Options())
        sc = make_table_scene(ctx, game)
        loop = AppLoop(ctx, surface, sc)
        window = int(pygame.display.get_wm_info()["window"])
        driver = _Driver(sc, game, window, hints, every)
        loop.run(after_frame=driver)
    workers.shutdown()
    return driver.out
