"""The command line: ``--version``, ``--help`` naming the run-file commands, and a run file as
the only argument (a file manager's "Open with", macOS's Finder) opening its replay."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

import jongrogue
from jongrogue import app, cli
from jongrogue.engine import Options
from jongrogue.game import Game
from jongrogue.storage import paths
from jongrogue.ui.app_loop import AppLoop

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def pygame_again():
    yield
    pygame.init()  # main() quits pygame when it ends


def test_version_is_the_package_version(capsys):
    with pytest.raises(SystemExit) as exit_:
        app.main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"jongrogue {jongrogue.__version__}"
    tomllib = pytest.importorskip("tomllib")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" in project["project"]["dynamic"] and "version" not in project["project"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "jongrogue.__version__"}


def test_help_lists_every_run_file_command(capsys):
    with pytest.raises(SystemExit):
        app.main(["--help"])
    out = capsys.readouterr().out
    assert cli.COMMANDS
    for name in cli.COMMANDS:
        assert re.search(rf"^  {name}\s+\S", out, re.M), name
        with pytest.raises(SystemExit):  # and each one answers its own --help
            app.main([name, "--help"])
    assert "RUN.jrlog" in out and "--version" in out
    listed = re.findall(r"^  (\S+)\s+\S", out.split("commands (run-file tools")[1], re.M)
    assert tuple(listed) == cli.COMMANDS  # the names the app knows are the parser's commands


class Opened:
    """``AppLoop.run`` replaced: record what the window would show, then end."""

    def __init__(self, monkeypatch):
        self.stack = []
        monkeypatch.setattr(AppLoop, "run", lambda loop, **_k: self.stack.extend(loop.stack))

    @property
    def names(self):
        return [s.name for s in self.stack]


def played(tmp_path, n=25) -> Path:
    game = Game.new(seed=9, options=Options(mode="practice"))
    for _ in range(n):
        game.execute(game.legal_commands()[0])
    path = tmp_path / "shared run.jrlog"
    game.save(path)
    return path


def test_a_run_file_given_alone_opens_its_replay_and_leaves_the_autosave_alone(
    tmp_path, monkeypatch
):
    opened = Opened(monkeypatch)
    run_file = played(tmp_path)
    autosave = paths.autosave_path()
    autosave.parent.mkdir(parents=True, exist_ok=True)
    autosave.write_text("not touched\n", encoding="utf-8")
    assert app.main([str(run_file), "-psn_0_4711"]) == 0  # the Finder's extra argument is ignored
    assert opened.names == ["title", "replay"]
    replay = opened.stack[-1]
    assert replay.source == run_file and replay.player.total == 25 and replay.player.position == 0
    assert autosave.read_text(encoding="utf-8") == "not touched\n"


def test_a_damaged_run_file_gives_a_message_not_a_crash(tmp_path, monkeypatch):
    opened = Opened(monkeypatch)
    junk = tmp_path / "junk.jrlog"
    junk.write_text('{"format": "jongrogue-journal"\n[[[\n', encoding="utf-8")
    assert app.main([str(junk)]) == 0
    assert opened.names == ["title", "message"] and opened.stack[-1].kind == "error"
    assert app.main([str(tmp_path / "missing.jrlog")]) == 0
    assert opened.names[-1] == "message"


def test_a_run_file_is_refused_in_the_headless_modes(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_:
        app.main([str(tmp_path / "x.jrlog"), "--smoke"])
    assert exit_.value.code == 2 and "window only" in capsys.readouterr().err


class FirstFrame:
    """``AppLoop.run`` replaced: one frame, then what its toasts said."""

    def __init__(self, monkeypatch):
        self.said: list[str] = []

        def run(loop, **_k):
            loop.step([], dt=1 / 60)
            self.said = [t.text for t in loop.ctx.toasts if t.scene is loop.top]

        monkeypatch.setattr(AppLoop, "run", run)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_scale_the_window_cannot_show_is_said_with_the_one_used(monkeypatch, lang):
    first = FirstFrame(monkeypatch)
    assert app.main(["--scale", "200", "--size", "1280x800", "--lang", lang]) == 0
    assert len(first.said) == 1
    assert "200" in first.said[0] and "143" in first.said[0]
    assert app.main(["--scale", "150", "--size", "1600x1000", "--lang", lang]) == 0
    assert first.said == []  # it fits: nothing to say
