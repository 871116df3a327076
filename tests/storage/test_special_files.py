"""No file can hang or flood the app: a FIFO, a symlink to /dev/zero or a directory in the place
of settings.json, history.sqlite3, a run file or the autosave is treated as damaged or absent —
at once, without reading it. Each case runs in a child process with a deadline, so that a hang
(the old code waited forever on a FIFO and read /dev/zero until the kernel killed it) is a
failure and not a stuck test run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KINDS = ["fifo", "dev_zero", "directory"]

CHILD = r"""
import json, os, sys
from pathlib import Path
kind, home = sys.argv[1], Path(sys.argv[2])

def special(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev_zero":
        os.symlink("/dev/zero", path)
    else:
        path.mkdir()

from jongrogue.app import main
from jongrogue.engine import JournalError
from jongrogue.game import Game
from jongrogue.runfiles.rebuild import journal_row
from jongrogue.storage import paths
from jongrogue.storage.atomic import append_line
from jongrogue.runfiles.history import History
from jongrogue.storage.journal_file import read_journal
from jongrogue.storage.run_journals import JournalIndex, read_header
from jongrogue.storage.settings import load_settings, save_settings
out = {}

special(paths.settings_path())
s, problem = load_settings()
out["settings"] = [problem.key if problem else None, save_settings(s) is None, load_settings()[1] is None]

special(paths.history_path())
h = History()
out["history_rows"] = h.rows()
h.record_run({"seed": 1, "ruleset": "ez", "result": "game_over"})
out["history_after"] = [r["seed"] for r in History().rows()]
out["history_aside"] = sorted(p.name.split("-")[0] for p in paths.data_dir().glob("history.sqlite3.damaged*"))

run = paths.saves_dir() / "20261201-120000.jrlog"
special(run)
out["read_header"] = read_header(run)
try:
    read_journal(run)
    out["read_journal"] = "read"
except JournalError as exc:
    out["read_journal"] = str(exc)
try:
    Game.load(run)
    out["load"] = "loaded"
except JournalError:
    out["load"] = "JournalError"
out["index"] = len(JournalIndex(run.parent).entries)
out["journal_row"] = journal_row(run)
out["verify"] = main(["verify", str(run)])
out["morgue"] = main(["morgue", str(run), "--out", str(home / "m.txt")])

special(paths.autosave_path())
out["has_autosave"] = paths.has_autosave()
try:
    append_line(paths.autosave_path(), "{}")
    out["append"] = "appended"
except OSError as exc:
    out["append"] = type(exc).__name__
print(json.dumps(out))
"""


@pytest.mark.skipif(
    not hasattr(os, "mkfifo") or not os.path.exists("/dev/zero"),
    reason="needs mkfifo and /dev/zero",
)
@pytest.mark.parametrize("kind", KINDS)
def test_special_files_are_damaged_or_absent_never_read(kind, tmp_path):
    env = dict(
        os.environ,
        PYTHONPATH=str(ROOT),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    env.pop("JONGROGUE_HOME", None)
    try:
        done = subprocess.run(
            [sys.executable, "-c", CHILD, kind, str(tmp_path)],
            env=env,
            capture_output=True,
            text=True,
            timeout=90,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"a {kind} in place of a file hung the game")
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.splitlines()[-1])
    # settings: set aside as damaged, the defaults used, the next save and load clean
    assert out["settings"] == ["settings_damaged", True, True]
    # history: set aside, a fresh database takes the row
    assert out["history_rows"] == [] and out["history_after"] == ["1"]
    assert out["history_aside"] == ["history.sqlite3.damaged"]
    # a run file: one clear "cannot be read" everywhere, no traceback
    assert out["read_header"] is None and out["index"] == 0 and out["journal_row"] is None
    assert "cannot be read" in out["read_journal"] and "not a regular file" in out["read_journal"]
    assert out["load"] == "JournalError" and out["verify"] == 2 and out["morgue"] == 2
    assert "Traceback" not in done.stderr
    # the autosave: absent for Continue; an append to it is refused, not blocked or swallowed
    assert out["has_autosave"] is False
    assert out["append"] in (
        "NotRegular",
        "IsADirectoryError",
        "OSError",
    )  # OSError: a FIFO without reader (ENXIO)
