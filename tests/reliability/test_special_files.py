"""Something odd in the place of any file or folder the app reads or writes — a folder, a FIFO,
a symlink to a device, a file that cannot be opened, a huge file, a dangling symlink — never
hangs it, never ends in a traceback, and loses nothing: the self-test modes say why in a line,
the window's Continue, New game (over the run in progress), Save and quit and Settings either
work or show a message, and the thing itself and the run in progress are still there.

Places: the saves folder, the autosave, its lock, ``history-pending.jsonl``, the log folder,
the settings file. "Unreadable" is a mode-000 file (folder) whose opening also fails here, as
root may open anything."""

from __future__ import annotations

import builtins
import io
import os
import shutil
from pathlib import Path

import pytest

from jongrogue import app as app_main
from jongrogue.game import Game
from jongrogue.runfiles.history import History
from jongrogue.storage import paths
from jongrogue.storage.instance_lock import release_autosave
from jongrogue.storage.settings import load_settings
from jongrogue.ui.context import AppContext
from tests.ui.run_life import App, started_game

pytestmark = pytest.mark.skipif(os.name != "posix", reason="FIFOs and symlinks")

MARK = "the player's own file"
HUGE = 300 * 1024 * 1024  # sparse: costs no disk


def _pending() -> Path:
    return History().pending_path


PLACES = {
    "saves folder": (lambda: paths.saves_dir(create=False), True),
    "autosave": (paths.autosave_path, False),
    "lock": (lambda: paths.saves_dir(create=False) / "current.jrlog.lock", False),
    "history-pending.jsonl": (_pending, False),
    "log folder": (lambda: paths.log_dir(create=False), True),
    "settings": (paths.settings_path, False),
}
KINDS = ("folder", "fifo", "device", "unreadable", "huge", "dangling")


def _plant(path: Path, kind: str, folder_place: bool, monkeypatch) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "folder":  # for a folder's place: a plain file there instead
        if folder_place:
            path.write_text(MARK, encoding="utf-8")
        else:
            path.mkdir()
            (path / "inside.txt").write_text(MARK, encoding="utf-8")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "device":
        path.symlink_to("/dev/zero")
    elif kind == "dangling":
        path.symlink_to(path.parent / "gone" / path.name)
    elif kind == "huge":
        with open(path, "wb") as fh:
            fh.truncate(HUGE)
    elif kind == "unreadable":
        if folder_place:
            path.mkdir()
            (path / "inside.txt").write_text(MARK, encoding="utf-8")
        else:
            path.write_text(MARK, encoding="utf-8")
        path.chmod(0)
        _deny(path, monkeypatch)


def _deny(target: Path, monkeypatch) -> None:
    """Opening, listing or changing ``target`` (or anything in it) fails, as without rights."""

    def denied(p) -> bool:
        try:
            p = Path(os.fsdecode(p)) if not isinstance(p, int) else None
        except TypeError:
            return False
        return p is not None and (p == target or target in p.parents)

    def guard(real):
        def call(p, *a, **k):
            if denied(p):
                raise PermissionError(13, "Permission denied", str(p))
            return real(p, *a, **k)

        return call

    for module, name in (
        (os, "open"),
        (os, "scandir"),
        (os, "listdir"),
        (os, "unlink"),
        (os, "mkdir"),
        (builtins, "open"),
        (io, "open"),
    ):
        monkeypatch.setattr(module, name, guard(getattr(module, name)))
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, *a, **k: not denied(p) and real_access(p, *a, **k))
    real_replace = os.replace
    monkeypatch.setattr(
        os,
        "replace",
        lambda a, b, *x, **k: (
            (_ for _ in ()).throw(PermissionError(13, "Permission denied", str(b)))
            if denied(a) or denied(b)
            else real_replace(a, b, *x, **k)
        ),
    )


def _still_there(home: Path, path: Path, kind: str, folder_place: bool) -> bool:
    """The planted thing is where it was, or moved aside whole (never deleted, never cut)."""
    if kind in ("fifo", "device", "dangling"):
        return True  # they hold nothing to lose
    if kind == "huge":
        return any(
            p.is_file() and p.stat().st_size == HUGE for p in home.rglob("*") if not p.is_symlink()
        )
    for p in home.rglob("*"):
        if p.is_file() and not p.is_symlink() and p.read_text(errors="replace") == MARK:
            return True
    return False


def _must_be_told(place: str, kind: str) -> bool:
    """Where the app cannot go on as usual (elsewhere it may: a FIFO or dangling symlink in a
    file's place holds nothing and is replaced; the lock falls back on its folder; the
    pending rows go straight to the database)."""
    if place in ("saves folder", "log folder"):
        return True
    if place == "autosave":
        return kind in ("folder", "unreadable", "huge")
    return place == "settings" and kind != "dangling"


class Said:
    """Everything the window told the player (toasts and message boxes)."""

    def __init__(self, monkeypatch):
        self.texts: list[str] = []
        real = AppContext.notify

        def notify(ctx, text, *a, **k):
            self.texts.append(text)
            return real(ctx, text, *a, **k)

        monkeypatch.setattr(AppContext, "notify", notify)


def _selftest(mode: list[str], capsys) -> str:
    rc = app_main.main(mode)
    out, err = capsys.readouterr()
    assert "Traceback" not in err and "crash report" not in err, err
    assert rc == 0 or err.strip(), (rc, err)  # a failure says why
    assert rc == 0 or len(err.strip().splitlines()) == 1, err  # ... in one line
    return err


def _finish_on_title(app: App, messages: Said) -> None:
    """The step ended on the table (left by Save and quit) or on a message (closed)."""
    top = app.top
    if top.name == "message":
        assert top.title and top.body and "{" not in top.body
        messages.texts.append(top.title)
        app.key("escape")
    elif top.name == "table":
        app.key("escape")
        app.press("save_quit")
    while app.names() != ["title"]:
        app.key("escape")
        if app.top.name == "confirm" and app.top.tag == "quit":
            app.key("escape")
    release_autosave()


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("place", list(PLACES))
def test_a_special_file_in_any_place_is_survived(tmp_path, monkeypatch, capsys, place, kind):
    if kind == "huge" and PLACES[place][1]:
        pytest.skip("a folder's place: the file kinds are covered by 'folder'")
    home = tmp_path / "home"
    monkeypatch.setenv("JONGROGUE_HOME", str(home))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    where, folder_place = PLACES[place]
    run = started_game(n=6)
    if place not in ("saves folder", "autosave"):
        paths.saves_dir()
        run.save(paths.autosave_path())
    path = where()
    _plant(path, kind, folder_place, monkeypatch)
    said = Said(monkeypatch)
    saves = paths.saves_dir(create=False)
    try:
        _selftest(["--selftest-continue"], capsys)
        settings, _problem = load_settings()  # (never raises)
        app = App(lang=settings.language)
        app.press("continue")
        _finish_on_title(app, said)
        app.press("new_game")
        if app.top.name == "confirm":
            app.press("yes")
        if app.top.name == "newgame":
            app.key("return")
        _finish_on_title(app, said)
        app.ctx.settings.language = "ja"
        app.ctx.save_settings()
        release_autosave()
        _selftest(["--selftest-save", "--after", "5"], capsys)
        release_autosave()
    finally:
        monkeypatch.undo()  # (the denial ends: what is on disk can be checked)
        if kind == "unreadable" and path.exists():
            path.chmod(0o700)
    if _must_be_told(place, kind):
        assert said.texts, "the player was told nothing"
    assert _still_there(home, path, kind, folder_place)
    if place not in ("saves folder", "autosave"):  # the run in progress is kept (or archived)
        journals = [Game.load(p) for p in saves.glob("*.jrlog")]
        assert any(g.commands == run.commands for g in journals)
    assert not list(home.rglob("crash-*.txt"))
    shutil.rmtree(home, ignore_errors=True)
