"""GameController: execute / undo / redo, readable log, check odds, autosave, run history."""

from __future__ import annotations

import pygame  # noqa: E402
import pytest  # noqa: E402

from jongrogue.engine import Options, cmd  # noqa: E402
from jongrogue.engine.views.odds import exact_odds, ideal_odds, known_odds  # noqa: E402
from jongrogue.game import Game  # noqa: E402
from jongrogue.runfiles.history import History  # noqa: E402
from jongrogue.storage import journal_file  # noqa: E402
from jongrogue.storage.settings import Settings  # noqa: E402
from jongrogue.text import log_format  # noqa: E402
from jongrogue.ui.app_loop import AppLoop  # noqa: E402
from jongrogue.ui.context import AppContext  # noqa: E402
from jongrogue.ui.controller import GameController  # noqa: E402
from jongrogue.ui.scenes import table_flow  # noqa: E402
from jongrogue.ui.scenes.table import make_table_scene  # noqa: E402


@pytest.fixture(autouse=True)
def xdg(tmp_path, monkeypatch):
    monkeypatch.delenv("JONGROGUE_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setattr(table_flow, "CONTEXT_SCENES", {})


def make(tmp_path, lang="en", mode="practice", seed=1):
    ctx = AppContext(
        Settings(language=lang, sound=False, animation_speed="instant"),
        persist=False,
        history=History(tmp_path / "h.sqlite3"),
    )
    ctx.toasts.clear()
    game = Game.new(seed=seed, options=Options(mode=mode))
    return ctx, game, GameController(ctx, game, tmp_path / "run.jrlog")


def test_execute_and_rejection(tmp_path):
    ctx, game, ctl = make(tmp_path)
    h = game.state_hash()
    ok, reason = ctl.execute(cmd("move_room_to_door", dir="west"))
    assert not ok and reason and game.state_hash() == h
    ok, reason = ctl.execute(cmd("rest"))
    assert ok and reason is None and ctl.view["wall"]["count"] < 70
    assert ctl.events and ctl.log[-1].index == 1


def test_autosave_appends_every_change_and_loads(tmp_path):
    ctx, game, ctl = make(tmp_path)
    path = tmp_path / "run.jrlog"
    assert path.read_text().count("\n") == 1  # the header
    for c in (cmd("move_room_to_door", dir="east"), cmd("move_door_to_room"), cmd("rest")):
        assert ctl.execute(c)[0]
        assert path.read_text().count("\n") == 1 + len(game.commands)
    assert Game.load(path).state_hash() == game.state_hash()
    before = path.read_text()
    assert ctl.undo()[0]
    after = path.read_text()
    assert after.startswith(before) and after.count("\n") == 5  # the undo is appended
    loaded = Game.load(path)
    assert loaded.state_hash() == game.state_hash() and loaded.undos == 1
    assert ctl.redo()[0]
    assert Game.load(path).state_hash() == game.state_hash() and path.read_text().count("\n") == 6


def test_crash_in_the_middle_of_an_undo_loses_nothing(tmp_path, monkeypatch):
    """The process dies while the undo line is being appended: Continue finds every command."""
    ctx, game, ctl = make(tmp_path)
    path = tmp_path / "run.jrlog"
    for c in (cmd("move_room_to_door", dir="east"), cmd("move_door_to_room"), cmd("rest")):
        assert ctl.execute(c)[0]
    full = game.state_hash()

    def dies_half_way(p, line):
        with open(p, "a", encoding="utf-8") as fh:
            fh.write(line[: len(line) // 2])
        raise SystemExit("power cut")

    monkeypatch.setattr(journal_file, "append_line", dies_half_way)
    with pytest.raises(SystemExit):
        ctl.undo()
    monkeypatch.undo()
    resumed = Game.load(path, recover=True)
    assert len(resumed.commands) == 3 and resumed.state_hash() == full and resumed.load_warning
    ctl2 = GameController(ctx, resumed, path)  # Continue rewrites the good prefix
    assert ctl2.undo()[0] and Game.load(path).undos == 1 and ctl2.redo()[0]
    assert Game.load(path).state_hash() == full


def _damaged_in_the_middle(tmp_path):
    """A saved run whose third line's hash was edited: it loads only with recover=True."""
    ctx, game, ctl = make(tmp_path)
    for c in (cmd("move_room_to_door", dir="east"), cmd("move_door_to_room"), cmd("rest")):
        assert ctl.execute(c)[0]
    path = tmp_path / "run.jrlog"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[2] = lines[2].replace('"hash":"', '"hash":"0', 1)
    damaged = "".join(lines)
    path.write_text(damaged, encoding="utf-8")
    return ctx, path, damaged


def test_recovering_a_damaged_save_keeps_the_file_as_it_was(tmp_path):
    """The recovered run is saved over the file; the damaged original is kept next to it."""
    ctx, path, damaged = _damaged_in_the_middle(tmp_path)
    resumed = Game.load(path, recover=True)
    assert resumed.load_warning and len(resumed.commands) == 1
    ctl = GameController(ctx, resumed, path)
    kept = tmp_path / "run.jrlog.damaged"
    assert kept.read_text(encoding="utf-8") == damaged and str(kept) in ctl.warning
    assert ctl.execute(cmd("move_door_to_room"))[0]
    assert len(Game.load(path).commands) == 2 and kept.read_text(encoding="utf-8") == damaged


def test_a_damaged_save_that_cannot_be_copied_is_not_saved_over(tmp_path, monkeypatch):
    ctx, path, damaged = _damaged_in_the_middle(tmp_path)
    resumed = Game.load(path, recover=True)
    monkeypatch.setattr("jongrogue.ui.controller.copy_aside", lambda *a, **k: None)
    ctl = GameController(ctx, resumed, path)
    assert ctl.execute(cmd("move_door_to_room"))[0]
    assert path.read_text(encoding="utf-8") == damaged and str(path) in ctl.warning
    assert not list(tmp_path.glob("run.jrlog.damaged*"))


def test_full_disk_keeps_the_game_and_recovers(tmp_path, monkeypatch):
    ctx, game, ctl = make(tmp_path)

    def full(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(journal_file, "append_line", full)
    monkeypatch.setattr(journal_file, "write_atomic", full)
    assert ctl.execute(cmd("move_room_to_door", dir="east"))[0]
    assert ctl.undo()[0] and ctl.redo()[0]
    assert ctl.warning and ctx.toasts
    assert len(game.commands) == 1
    monkeypatch.undo()
    assert ctl.execute(cmd("move_door_to_room"))[0]
    assert ctl.warning is None
    assert Game.load(tmp_path / "run.jrlog").state_hash() == game.state_hash()


def test_check_odds_use_the_wall_before_the_draw(tmp_path):
    ctx, game, ctl = make(tmp_path, seed=3)
    for _ in range(200):
        legal = game.legal_commands()
        melee = [c for c in legal if c.type == "melee"]
        if melee:
            pre = game.knowledge()  # what the player knows, not the true wall
            assert ctl.execute(melee[0])[0]
            info = ctl.checks[0]
            assert info.check == "melee_attack" and info.dice == 2
            assert info.exact == exact_odds(
                pre.wall_group.tiles, pre.discard, 2, info.target, pre.wall_count
            )
            assert info.exact == known_odds(pre, 2, info.target)
            assert info.ideal == ideal_odds(2, info.target)
            return
        pick = next(
            (
                c
                for c in legal
                if c.type
                in (
                    "fight",
                    "end_ranged_phase",
                    "continue",
                    "move_corridor_to_door",
                    "move_door_to_corridor",
                    "move_door_to_room",
                )
            ),
            None,
        )
        ctl.execute(pick or next(c for c in legal if c.type != "abandon"))
    pytest.skip("no melee reached")


def test_log_is_readable_and_folds_repeats(tmp_path):
    ctx, game, ctl = make(tmp_path, lang="ja")
    ctl.execute(cmd("rest"))
    texts = [e.shown() for e in ctl.log]
    assert any("休憩" in t for t in texts)
    assert not any("table." in t or "〈" in t for t in texts)
    folded = log_format.fold(
        [log_format.LogEntry("a"), log_format.LogEntry("a"), log_format.LogEntry("b")]
    )
    assert [e.shown() for e in folded] == ["a ×2", "b"]


def test_history_recorded_once(tmp_path):
    ctx, game, ctl = make(tmp_path)
    assert ctl.execute(cmd("abandon"))[0]
    assert ctl.finished
    ctl._maybe_record()
    rows = ctx.history.rows()
    assert len(rows) == 1 and rows[0]["result"] == "abandoned" and rows[0]["seed"] == "1"


def test_keys_drive_the_controller(tmp_path):
    ctx, game, _ = make(tmp_path)
    scene = make_table_scene(ctx, game, tmp_path / "k.jrlog")
    loop = AppLoop(ctx, pygame.Surface((1280, 800)), scene)
    loop.step([])
    loop.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="")])
    assert str(game.commands[-1]) == "move_room_to_door(dir=north)"
    assert (tmp_path / "k.jrlog").read_text().count("\n") == 2
