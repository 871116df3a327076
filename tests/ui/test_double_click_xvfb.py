"""A double-click plays one command, in a REAL window (Xvfb, xdotool's real double-click): the
run waits at a fight on the title's Continue; a double-click on Fight, whose command puts Shoot under the pointer, plays
fight only. Button positions come from the layout code, computed here at the same size."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time

import pygame
import pytest

from jongrogue.engine import cmd
from jongrogue.game import Game
from jongrogue.runfiles.history import History
from jongrogue.storage.settings import Settings
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.table import TableScene
from jongrogue.ui.scenes.title import TitleScene
from tests.ui.test_double_click import fight_game
from tests.ui.test_window_xvfb import LANG, ROOT, SCALE, SIZE, start_xvfb, stop, wait_for, xdo

pytestmark = pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("xdotool")),
    reason="needs Xvfb and xdotool (apt-get install xvfb xdotool)",
)


def targets(tmp_path, game):
    """(Continue on the title, Fight on the table) in window pixels."""
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    ctx = AppContext(
        Settings(language=LANG, ui_scale=SCALE, sound=False, tutorial_offered=True),
        size=SIZE,
        persist=False,
        history=History(tmp_path / "h.sqlite3"),
    )
    title = TitleScene(ctx)
    title.ensure_layout(SIZE)
    table = TableScene(ctx, Game.from_text(game.to_text()))
    table.ensure_layout(SIZE)
    table.draw(pygame.Surface(SIZE))
    fight = table.bar.buttons[table.bar.commands.index(cmd("fight"))].rect.center
    return title.buttons["continue"].rect.center, fight


def test_a_real_double_click_on_fight_plays_fight_only(tmp_path):
    game = fight_game()
    home = tmp_path / "home"
    saves = home / "data" / "saves"
    saves.mkdir(parents=True)
    journal = saves / "current.jrlog"
    game.save(journal)
    (home / "config").mkdir()
    (home / "config" / "settings.json").write_text(
        '{"tutorial_offered": true, "sound": false}', encoding="utf-8"
    )
    cont, fight = targets(tmp_path, game)
    xvfb = app = None
    log = open(tmp_path / "app.log", "w")
    try:
        xvfb, display = start_xvfb()
        env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_VIDEO")}
        env.update(
            DISPLAY=display,
            SDL_AUDIODRIVER="dummy",
            JONGROGUE_HOME=str(home),
            PYTHONPATH=os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]),
            PYGAME_HIDE_SUPPORT_PROMPT="1",
        )
        app = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "jongrogue",
                "--size",
                f"{SIZE[0]}x{SIZE[1]}",
                "--lang",
                LANG,
                "--scale",
                str(SCALE),
            ],
            env=env,
            cwd=tmp_path,
            stdout=log,
            stderr=subprocess.STDOUT,
        )

        def window():
            assert app.poll() is None, (tmp_path / "app.log").read_text()[-2000:]
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(app.pid)],
                env=env,
                capture_output=True,
                text=True,
                timeout=20,
            )
            return found.stdout.split()[0] if found.stdout.split() else None

        wid = wait_for(window, 60, "the app window", poll=0.25)
        time.sleep(1.0)
        geo = dict(
            line.split("=", 1) for line in xdo(env, "getwindowgeometry", "--shell", wid).split()
        )
        ox, oy = int(geo["X"]), int(geo["Y"])
        xdo(env, "mousemove", str(cont[0] + ox), str(cont[1] + oy), "sleep", "0.3", "click", "1")
        time.sleep(2.0)  # the table opens
        xdo(
            env,
            "mousemove",
            str(fight[0] + ox),
            str(fight[1] + oy),
            "sleep",
            "0.5",
            "click",
            "--repeat",
            "2",
            "--delay",
            "90",
            "1",
        )
        time.sleep(2.0)
        assert stop(app) == 0
        played = Game.load(journal).commands
        assert played == game.commands + [cmd("fight")], played[len(game.commands) :]
    finally:
        stop(app)
        stop(xvfb)
        log.close()
