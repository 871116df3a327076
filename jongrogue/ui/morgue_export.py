""" "Export morgue": the run's report (text in the UI language, and JSON) plus a copy of its
run file, written to ``<data dir>/morgues/`` so they can be posted or shared; a toast says where.
The same run at the same point exported again is not written twice: the toast names the files
already there (their report is rewritten when the language of the moment makes it differ).

    export_game(ctx, game)  -> Path of the text file, or None (the toast explains)
    export_file(ctx, path)  -> the same, for a run file on disk (History, score card)
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from jongrogue.engine import Game
from jongrogue.runfiles.morgue import morgue
from jongrogue.runfiles.morgue_text import render
from jongrogue.runfiles.summary import verify_text
from jongrogue.storage import paths
from jongrogue.storage.atomic import write_atomic
from jongrogue.storage.journal_file import read_journal
from jongrogue.text.paper_words import seed_tag


def morgue_dir() -> Path:
    return paths.data_dir() / "morgues"


def export_game(ctx, game, verdict=None) -> Path | None:
    try:
        text = game.to_text()
        m = morgue(game, ctx.lang, verdict or verify_text(text))
        report = render(m)
        stem = _exported(text)
        if stem is not None and _read(stem.with_suffix(".txt")) == report:
            out = stem.with_suffix(".txt")
            ctx.notify(ctx.t("runs.exported_before", path=str(out)), "info", 8.0)
            return out
        stem = stem or morgue_dir() / f"{time.strftime('%Y%m%d-%H%M%S')}-{seed_tag(game.header)}"
        write_atomic(stem.with_suffix(".jrlog"), text)
        write_atomic(
            stem.with_suffix(".json"),
            json.dumps(m, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
        )
        out = stem.with_suffix(".txt")
        write_atomic(out, report)
    except Exception as exc:  # noqa: BLE001  a failed export must not disturb the run
        ctx.sound.play("error")
        ctx.notify(
            ctx.t("runs.export_failed", error=f"{type(exc).__name__}: {exc}"), "warning", 8.0
        )
        return None
    ctx.notify(ctx.t("runs.exported", path=str(out)), "info", 8.0)
    return out


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, ValueError):
        return None


def _exported(text: str) -> Path | None:
    """The stem of an earlier export of this very run file (same content), if any."""
    size = len(text.encode("utf-8"))
    try:
        earlier = sorted(morgue_dir().glob("*.jrlog"))
    except OSError:
        return None
    for path in earlier:
        try:
            if path.stat().st_size == size and _read(path) == text:
                return path.with_suffix("")
        except OSError:
            continue
    return None


def export_file(ctx, path) -> Path | None:
    try:
        text = read_journal(path)
        game = Game.from_text(text, recover=True)
    except Exception as exc:  # noqa: BLE001  JournalError, OSError ...
        ctx.sound.play("error")
        ctx.notify(ctx.t("runs.export_failed", error=str(exc)), "warning", 8.0)
        return None
    return export_game(ctx, game, verify_text(text))
