"""Where JongRogue keeps its files.

* data   — ``platformdirs.user_data_dir("jongrogue")``: ``saves/``, ``history.sqlite3``
* config — ``platformdirs.user_config_dir("jongrogue")``: ``settings.json``
* logs   — ``platformdirs.user_log_dir("jongrogue")``: ``jongrogue.log`` (warnings), ``crash-*.txt``

On Linux platformdirs honours ``XDG_DATA_HOME`` / ``XDG_CONFIG_HOME`` (tests point them at a
temporary directory) and, for the logs, ``XDG_STATE_HOME``. ``JONGROGUE_HOME`` overrides them all
(portable installs): data, config and logs then live in ``$JONGROGUE_HOME/data``, ``/config``
and ``/logs``.

The run in progress is autosaved to ``saves/current.jrlog`` (see ``autosave_path``); the title
screen's *Continue* is enabled while that file exists. When a run ends (or is replaced by a new
one) the file is moved to ``saves/<stamp>.jrlog`` by ``archive_autosave`` and never deleted.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import platformdirs

APP = "jongrogue"


def _override(kind: str) -> Path | None:
    home = os.environ.get("JONGROGUE_HOME")
    return Path(home) / kind if home else None


def data_dir(create: bool = True) -> Path:
    path = _override("data") or Path(platformdirs.user_data_dir(APP, appauthor=False))
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir(create: bool = True) -> Path:
    path = _override("config") or Path(platformdirs.user_config_dir(APP, appauthor=False))
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def log_dir(create: bool = True) -> Path:
    path = _override("logs") or Path(platformdirs.user_log_dir(APP, appauthor=False))
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir(create: bool = True) -> Path:
    path = data_dir(create) / "saves"
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def folder_problem(path: Path) -> str | None:
    """Why ``path`` cannot hold the app's files (None: it can, or it will be made when needed):
    a file, FIFO or dangling symlink in a folder's place, or a folder that cannot be written."""
    if not os.path.lexists(path):
        return None
    if not path.is_dir():
        return "not a folder"
    if not os.access(path, os.W_OK | os.X_OK):
        return "cannot be written"
    return None


def settings_path() -> Path:
    return config_dir(create=False) / "settings.json"


def history_path() -> Path:
    return data_dir(create=False) / "history.sqlite3"


def autosave_path() -> Path:
    """The journal of the run in progress (exists only while a run is unfinished)."""
    return saves_dir(create=False) / "current.jrlog"


def has_autosave() -> bool:
    try:
        path = autosave_path()
        return path.is_file() and path.stat().st_size > 0
    except OSError:
        return False


def unique_run_path(folder: Path, tag: str = "") -> Path:
    """``<folder>/<stamp>[-tag].jrlog`` (``-2``, ``-3`` … : never an existing file's name)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    name = f"{stamp}-{tag}" if tag else stamp
    dst = folder / f"{name}.jrlog"
    n = 1
    while dst.exists():
        n += 1
        dst = folder / f"{name}-{n}.jrlog"
    return dst


def elsewhere_dir() -> Path:
    """Where a run the data folder's disk refused can be saved instead: the user's documents
    (usually another folder, often another disk), ``JongRogue unsaved runs``."""
    return Path(platformdirs.user_documents_dir()) / "JongRogue unsaved runs"


def archive_autosave(tag: str = "") -> Path | None:
    """Move the current autosave aside to ``saves/<stamp>[-tag].jrlog``; return the new path."""
    src = autosave_path()
    if not src.exists():
        return None
    dst = unique_run_path(src.parent, tag)
    os.replace(src, dst)
    return dst
