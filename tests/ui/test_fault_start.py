"""The app starts against each damaged settings file and each troubled history database, stays
playable (a game is started and played by keys to its end) and keeps every stored run."""

from __future__ import annotations

import sqlite3  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from jongrogue.engine import cmd  # noqa: E402
from jongrogue.runfiles.history import History  # noqa: E402
from jongrogue.storage import paths  # noqa: E402
from jongrogue.ui.app_loop import AppLoop  # noqa: E402
from jongrogue.ui.context import AppContext  # noqa: E402
from jongrogue.ui.scenes.title import TitleScene  # noqa: E402
from tests.ui.test_storage import HOSTILE_SETTINGS  # noqa: E402

HISTORY_FAULTS = ("none", "locked", "readonly", "full", "newer")


def _history_fault(kind: str, monkeypatch):
    """Apply ``kind`` to a history holding two runs; -> a function that lifts it again."""
    h = History()
    for seed in (101, 102):
        assert h.record_run(dict(seed=seed, ruleset="ez", result="game_over", score=5)) is None
    real = History._write_connection
    if kind == "locked":
        holder = sqlite3.connect(str(paths.history_path()))
        holder.execute("BEGIN EXCLUSIVE")
        return lambda: (holder.rollback(), holder.close())
    if kind == "readonly":
        uri = paths.history_path().resolve().as_uri() + "?mode=ro"
        monkeypatch.setattr(
            History, "_write_connection", lambda self: sqlite3.connect(uri, uri=True)
        )
    elif kind == "full":

        def full(self):
            con = real(self)
            con.execute(
                "PRAGMA max_page_count = %d" % con.execute("PRAGMA page_count").fetchone()[0]
            )
            return con

        monkeypatch.setattr(History, "_write_connection", full)
    elif kind == "newer":
        con = sqlite3.connect(str(paths.history_path()))
        con.execute("PRAGMA user_version = 9")
        con.close()
        return lambda: _set_version(1)
    return lambda: monkeypatch.setattr(History, "_write_connection", real)


def _set_version(v: int) -> None:
    con = sqlite3.connect(str(paths.history_path()))
    con.execute(f"PRAGMA user_version = {v}")
    con.close()


def _key(loop, name):
    code = pygame.key.key_code(name)
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        loop.step([pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0)], dt=1 / 60)


CASES = [
    (name, HISTORY_FAULTS[i % len(HISTORY_FAULTS)])
    for i, name in enumerate(sorted(HOSTILE_SETTINGS))
]
CASES += [("invalid_utf8", kind) for kind in HISTORY_FAULTS[1:]]


@pytest.mark.parametrize("settings_case,history_case", CASES)
def test_app_starts_plays_and_keeps_history(settings_case, history_case, monkeypatch):
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(HOSTILE_SETTINGS[settings_case])
    lift = _history_fault(history_case, monkeypatch)

    ctx = AppContext(size=(1280, 800))  # loads the damaged settings: no raise
    assert ctx.toasts, "the player is told about the damaged settings"
    ctx.settings.animation_speed, ctx.settings.sound = "instant", False
    loop = AppLoop(ctx, pygame.Surface((1280, 800)), TitleScene(ctx))
    loop.step([], dt=1 / 60)
    title = loop.top
    new = next(w for w in title.form.widgets if w.id == "new_game")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        loop.step([pygame.event.Event(kind, pos=new.rect.center, button=1)], dt=1 / 60)
    _key(loop, "return")  # Start
    table = loop.top
    assert table.name == "table"
    game = table.ctl.game
    for _ in range(3):  # played by keys (the bar's shortcuts)
        table.sync()
        k = next(
            k
            for c, k in zip(table.bar.commands, table.bar.keys)
            if k is not None
            and not k.shift
            and getattr(c, "type", None) not in ("abandon", "forced_end")
        )
        _key(loop, k.name)
        if table.menu:  # a kind with several targets: pick one
            _key(loop, "return")
        if loop.top is not table:
            break
    assert len(game.commands) >= 1
    assert table.ctl.execute(cmd("abandon"))[0]
    table.ctl._maybe_record()
    seeds = [r["seed"] for r in ctx.history.rows()]
    # readable unless another copy holds a write lock, or a newer version owns the file
    assert seeds[:2] == ["101", "102"] or history_case in ("locked", "newer")
    assert seeds[-1] == str(game.header["seed"])  # this run is shown (stored or queued)
    warnings = [t.text for t in ctx.toasts]
    assert len(warnings) == len(set(warnings))  # one warning per problem
    lift()
    ctx.history.rows()  # the next access writes the queue
    stored = [r["seed"] for r in History().rows()]
    assert stored[:2] == ["101", "102"] and stored[-1] == str(game.header["seed"])
    assert not list(paths.history_path().parent.glob("history.sqlite3.*"))
