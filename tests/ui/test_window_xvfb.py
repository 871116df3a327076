"""End to end in a REAL window: the app runs under Xvfb (not the dummy video driver), xdotool drags
the PC post-it onto an open door, and the autosave journal must then hold move_room_to_door.

The screen positions come from the table layout code (computed here in-process with the dummy
driver at the same size / scale / language), never from hard-coded pixels. Skipped only where
Xvfb (or xdotool) is not installed; .ci/run installs both. Every wait has a timeout, and Xvfb and
the app are always stopped.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # this process only (the app gets x11)
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import shutil  # noqa: E402
import signal  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

pytestmark = pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("xdotool")),
    reason="needs Xvfb and xdotool (apt-get install xvfb xdotool)",
)

SEED = 1
SIZE = (1280, 800)
LANG, SCALE = "en", 100
ROOT = Path(__file__).resolve().parents[2]


def table_targets(tmp_path):
    """(pc centre, door centre, door side) on the table of a fresh game SEED, in window pixels."""
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    from jongrogue.runfiles.history import History
    from jongrogue.storage.settings import Settings
    from jongrogue.ui.board.dragdrop import command_for_drop
    from jongrogue.ui.context import AppContext
    from jongrogue.ui.scenes import launch
    from jongrogue.ui.scenes.table import TableScene

    ctx = AppContext(
        Settings(language=LANG, ui_scale=SCALE, sound=False),
        size=SIZE,
        persist=False,
        history=History(tmp_path / "h.sqlite3"),
    )
    game = launch.create_game(SEED, "ez", frozenset(), "practice")
    scene = TableScene(ctx, game)
    surface = pygame.Surface(SIZE)
    scene.ensure_layout(SIZE)
    scene.draw(surface)
    pc = next(h for h in scene.spots if h.target == ("pc",))
    legal = game.legal_commands()
    for h in scene.spots:
        if h.target[0] == "door":
            c = command_for_drop(("pc",), h.target, scene.ctl.view)
            if c is not None and c.type == "move_room_to_door" and c in legal:
                return pc.rect.center, h.rect.center, c.arg("dir")
    raise AssertionError("no open door next to the PC")


def wait_for(predicate, timeout: float, what: str, poll: float = 0.1):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(poll)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")


def start_xvfb():
    """Xvfb on a display it picks itself (-displayfd): returns (process, ":N")."""
    r, w = os.pipe()
    proc = subprocess.Popen(
        [
            "Xvfb",
            "-displayfd",
            str(w),
            "-screen",
            "0",
            f"{SIZE[0]}x{SIZE[1]}x24",
            "-nolisten",
            "tcp",
        ],
        pass_fds=(w,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(w)
    data = b""
    try:  # read up to the newline: closing the pipe early kills Xvfb (SIGPIPE)
        import select

        end = time.monotonic() + 20
        while not data.endswith(b"\n") and time.monotonic() < end:
            ready, _, _ = select.select([r], [], [], 1)
            chunk = os.read(r, 64) if ready else b""
            if ready and not chunk:
                break
            data += chunk
    finally:
        os.close(r)
    number = data.decode().strip()
    if not number.isdigit():
        stop(proc)
        raise AssertionError("Xvfb did not start")
    return proc, f":{number}"


def stop(proc, sig=signal.SIGTERM, timeout=10.0):
    if proc is None or proc.poll() is not None:
        return proc.returncode if proc else None
    proc.send_signal(sig)
    try:
        return proc.wait(timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        return proc.wait(5)


def xdo(env, *args, timeout=20.0) -> str:
    out = subprocess.run(
        ["xdotool", *args], env=env, capture_output=True, text=True, timeout=timeout
    )
    assert out.returncode == 0, f"xdotool {' '.join(args)}: {out.stderr}"
    return out.stdout


def test_drag_pc_to_door_in_a_real_window(tmp_path):
    pc, door, side = table_targets(tmp_path)
    xvfb = app = None
    log = open(tmp_path / "app.log", "w")
    try:
        xvfb, display = start_xvfb()
        env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_VIDEO")}
        env.update(
            DISPLAY=display,
            SDL_AUDIODRIVER="dummy",
            JONGROGUE_HOME=str(tmp_path / "home"),
            PYTHONPATH=os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]),
            PYGAME_HIDE_SUPPORT_PROMPT="1",
        )
        app = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "jongrogue",
                "--new-game",
                str(SEED),
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
        journal = tmp_path / "home" / "data" / "saves" / "current.jrlog"

        # by pid: xdotool's --name cannot match the UTF-8 title "JongRogue 雀ローグEZ"
        def window():
            assert app.poll() is None, (
                f"the app exited ({app.returncode}): " + (tmp_path / "app.log").read_text()[-2000:]
            )
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(app.pid)],
                env=env,
                capture_output=True,
                text=True,
                timeout=20,
            )
            return found.stdout.split()[0] if found.stdout.split() else None

        wid = wait_for(window, 60, "the app window", poll=0.25)
        assert xdo(env, "getwindowname", wid).startswith("JongRogue")
        wait_for(journal.is_file, 30, "the autosave of the new game")
        time.sleep(1.0)  # let the table draw its first frames
        assert app.poll() is None, "the app exited early"
        geo = dict(
            line.split("=", 1) for line in xdo(env, "getwindowgeometry", "--shell", wid).split()
        )
        ox, oy = int(geo["X"]), int(geo["Y"])
        assert (int(geo["WIDTH"]), int(geo["HEIGHT"])) == SIZE
        (ax, ay), (bx, by) = (pc[0] + ox, pc[1] + oy), (door[0] + ox, door[1] + oy)
        xdo(env, "mousemove", str(ax), str(ay), "sleep", "0.3", "mousedown", "1", "sleep", "0.2")
        for k in range(1, 9):
            xdo(
                env,
                "mousemove",
                str(round(ax + (bx - ax) * k / 8)),
                str(round(ay + (by - ay) * k / 8)),
                "sleep",
                "0.05",
            )
        xdo(env, "sleep", "0.2", "mouseup", "1")

        from jongrogue.game import Game

        def moved():
            try:
                game = Game.load(journal)
            except Exception:
                return None
            return game if game.commands else None

        game = wait_for(moved, 20, "move_room_to_door in the journal")
        last = game.commands[-1]
        assert (last.type, last.arg("dir")) == ("move_room_to_door", side), game.commands
        assert game.state.pc.position.kind == "door"
        assert stop(app) == 0, "the app did not quit cleanly on SIGTERM (SDL_QUIT)"
    finally:
        stop(app)
        stop(xvfb)
        log.close()
        if app is not None and app.returncode not in (0, None):
            print((tmp_path / "app.log").read_text()[-3000:])
