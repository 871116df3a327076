"""History never loses a row: what the database cannot take now is on disk at once (the pending
file) and merged when it can; History is a projection of the run files, rebuilt from them when
the database is damaged and by ``jongrogue history --rebuild``; a run is recorded once."""

from __future__ import annotations

import logging
import sqlite3

from jongrogue.app import main
from jongrogue.game import Game
from jongrogue.runfiles.history import History
from jongrogue.runfiles.record import row_for
from jongrogue.storage import history_pending, paths


def _row(seed=1, **kw):
    return dict(seed=seed, ruleset="ez", result="game_over", score=10 * seed, **kw)


def _finished_run(seed: int) -> Game:
    """A run played to its end (the first legal command, over and over; continues refused)."""
    g = Game.new(seed=seed, created=f"2026-12-0{seed % 9 + 1}T10:00:00")
    while g.state.context not in ("game_over", "victory"):
        legal = [c for c in g.legal_commands() if c.type not in ("continue_game", "forced_end")]
        g.execute(
            next((c for c in legal if c.type in ("abandon", "game_over")), legal[0])
            if len(g.commands) > 60
            else legal[0]
        )
    return g


def _archive(game: Game, name: str):
    path = paths.saves_dir() / name
    game.save(path)
    return path


def _seeds(rows):
    return sorted(r["seed"] for r in rows)


def test_a_row_queued_while_locked_survives_the_process_and_is_merged_later(caplog):
    assert History().record_run(_row(1)) is None
    holder = sqlite3.connect(str(paths.history_path()))
    holder.execute("BEGIN EXCLUSIVE")  # another copy mid-write
    with caplog.at_level(logging.WARNING, logger="jongrogue.runfiles.history"):
        assert History().record_run(_row(2)).key == "history_locked"
    assert "queued" in caplog.text
    pending = history_pending.pending_path(paths.history_path())
    assert [r["seed"] for r in history_pending.load(pending)] == ["2"]  # on disk at once
    # the process ends here: a new one still has the row, and merges it once it can write
    assert "2" in _seeds(History().rows())
    holder.rollback()
    holder.close()
    assert _seeds(History().rows()) == ["1", "2"] and not pending.exists()
    assert _seeds(History().rows()) == ["1", "2"]


def test_a_foreign_runs_table_is_left_alone_and_rows_wait_for_it(tmp_path):
    path = paths.history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(str(path))
    con.execute("CREATE TABLE runs (id INTEGER PRIMARY KEY, title TEXT)")
    con.execute("INSERT INTO runs (title) VALUES ('not a game run')")
    con.commit()
    con.close()
    before = path.read_bytes()
    h = History()
    assert h.record_run(_row(3)).key == "history_foreign"
    assert _seeds(History().rows()) == ["3"] and path.read_bytes() == before
    path.unlink()  # the player moves the other file away
    assert _seeds(History().rows()) == ["3"]
    assert not history_pending.pending_path(path).exists()
    assert _seeds(History().rows()) == ["3"]


def test_a_newer_schema_keeps_rows_pending_and_shows_the_runs_of_the_run_files():
    _archive(_finished_run(2), "20261201-100000-game_over.jrlog")
    path = paths.history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(str(path))
    con.execute("PRAGMA user_version = 99")
    con.close()
    h = History()
    assert h.record_run(_row(5)).key == "history_newer"
    assert _seeds(History().rows()) == ["2", "5"]  # the run file's run, and the queued row


def test_a_corrupt_database_loses_no_run_it_is_rebuilt_from_the_run_files(caplog):
    games = [_finished_run(s) for s in (1, 2, 3)]
    h = History()
    for i, g in enumerate(games):
        assert h.record_run(row_for(g, _archive(g, f"2026120{i}-100000-game_over.jrlog"))) is None
    before = {(r["seed"], r["score"], r["deepest"], r["result"]) for r in h.rows()}
    paths.history_path().write_bytes(b"scribbled over" * 500)
    with caplog.at_level(logging.WARNING, logger="jongrogue.runfiles.history"):
        rows = History().rows()
    assert {(r["seed"], r["score"], r["deepest"], r["result"]) for r in rows} == before
    assert "rebuilding" in caplog.text
    assert list(paths.data_dir().glob("history.sqlite3.damaged-*"))  # and the damaged file kept


def test_the_rebuild_command_adds_only_the_runs_history_lacks(capsys):
    games = [_finished_run(s) for s in (4, 5)]
    h = History()
    assert (
        h.record_run(row_for(games[0], _archive(games[0], "20261201-100000-game_over.jrlog")))
        is None
    )
    _archive(games[1], "20261201-110000-game_over.jrlog")  # its row was never written
    assert main(["history", "--rebuild"]) == 0
    assert "1 run added" in capsys.readouterr().err
    assert _seeds(History().rows()) == ["4", "5"]
    assert main(["history", "--rebuild", "--json"]) == 0
    captured = capsys.readouterr()
    assert "0 runs added" in captured.err and len(captured.out.splitlines()) == 2
    paths.history_path().unlink()
    assert main(["history", "--rebuild"]) == 0 and _seeds(History().rows()) == ["4", "5"]


def test_a_run_recorded_again_after_a_crash_is_one_row():
    """The run ended and was recorded; the game died before the autosave was archived; the next
    start's Continue opens the finished run and records it again."""
    g = _finished_run(6)
    autosave = paths.autosave_path()
    _archive(g, autosave.name)
    assert History().record_run(row_for(g, autosave)) is None
    again = Game.load(autosave)
    h = History()
    assert h.record_run(row_for(again, autosave)) is None
    assert len(History().rows()) == 1 and h.last_id == History().rows()[0]["id"]


def test_pending_rows_merged_twice_are_stored_once():
    """A crash between the merge and the removal of the pending file merges it again."""
    g = _finished_run(7)
    pending = history_pending.pending_path(paths.history_path())
    history_pending.append(pending, row_for(g))
    keep = pending.read_bytes()
    assert len(History().rows()) == 1 and not pending.exists()
    pending.write_bytes(keep)  # as if the removal never happened
    assert len(History().rows()) == 1


def test_a_damaged_pending_line_is_skipped_not_fatal():
    pending = history_pending.pending_path(paths.history_path())
    history_pending.append(pending, _row(8))
    with open(pending, "ab") as fh:
        fh.write(b'{"seed": 9, "ruleset": "ez", "resu')  # cut short by a crash
    assert _seeds(History().rows()) == ["8"]


def test_rebuilding_a_database_of_rows_recorded_before_keys_adds_no_copy_of_them():
    games = [_finished_run(s) for s in (1, 2)]
    h = History()
    for i, g in enumerate(games):
        row = row_for(g, _archive(g, f"2026120{i}-100000-game_over.jrlog"))
        del row["key"]  # as the earlier version recorded it
        assert h.record_run(row) is None
    assert h.rebuild() == 0 and len(History().rows()) == 2
    assert all(r["key"] for r in History().rows())  # they have their keys now
    assert History().record_run(row_for(games[0])) is None and len(History().rows()) == 2
