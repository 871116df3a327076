"""The morgue says how the run ended wherever it is exported from. From the "You
died" dialog the run has a death and no choice yet: the report says the PC died, of what and
where, and that Continue or Game over is still to choose — never "Unfinished"."""

from __future__ import annotations

import pytest

from jongrogue.runfiles.morgue import morgue
from jongrogue.runfiles.morgue_text import render
from jongrogue.runfiles.summary import verify_text
from jongrogue.storage import paths
from jongrogue.text import strings
from jongrogue.ui.morgue_export import export_game, morgue_dir
from tests.ui.playflow_app import home  # noqa: F401
from tests.ui.run_life import App, dying_game


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_export_morgue_from_the_death_dialog_says_the_pc_died(home, lang):
    died = dying_game()
    cause = died.view()["death_cause"]
    paths.saves_dir()
    died.save(paths.autosave_path())
    app = App(lang=lang)
    app.press("continue")
    assert app.names() == ["title", "table", "death"]
    app.press("export")
    (report,) = sorted(morgue_dir().glob("*.txt"))
    text = report.read_text(encoding="utf-8")
    result = next(line for line in text.splitlines() if line.startswith(text_of(lang, "result")))
    assert app.ctx.t("runs.unfinished") not in result
    assert result == app.ctx.t(
        "runs.morgue.result_pending",
        cause=strings.cause_name(lang, cause),
        floor=died.view()["pc"]["floor"],
        deepest=died.view()["pc"]["deepest"],
    )
    assert app.names() == ["title", "table", "death"]  # the dialog stays, the choice still open


def text_of(lang: str, key: str) -> str:
    """The start of a morgue line (its words before the first field)."""
    return strings.ui(lang, f"runs.morgue.{key}").split("{")[0]


def test_the_morgues_data_says_pending_with_the_cause_and_no_score():
    died = dying_game()
    m = morgue(died, "en")
    assert m["result"] == "pending" and m["cause"] == died.view()["death_cause"]
    assert m["score"] is None
    assert "Unfinished" not in render(m)


def test_a_finished_and_an_unfinished_run_keep_their_results():
    died = dying_game()
    died.execute(next(c for c in died.legal_commands() if c.type == "game_over"))
    assert morgue(died, "en")["result"] == "game_over"
    alive = dying_game()
    alive.undo()  # before the fatal blow: the run is under way
    assert morgue(alive, "en")["result"] == "unfinished"
    assert "Unfinished" in render(morgue(alive, "en"))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_forced_end_is_said_once_in_the_result_line(lang):
    from jongrogue.engine import Options
    from jongrogue.game import Game

    game = Game.new(seed=3, options=Options(ruleset="ez_plus", plus=("forced_end_bonus",)))
    game.execute(next(c for c in game.legal_commands() if c.type == "forced_end"))
    m = morgue(game, lang)
    assert m["result"] == "forced_end"
    name = strings.cause_name(lang, m["cause"])
    (line,) = [x for x in render(m).splitlines() if x.startswith(text_of(lang, "result"))]
    assert line.count(name) == 1, line


def test_exporting_the_same_run_again_writes_no_second_set_of_files(home):
    """A newcomer pressed Export morgue three times and found three copies: the second press
    names the files already written; a run played on is a new export."""
    died = dying_game()
    paths.saves_dir()
    died.save(paths.autosave_path())
    app = App(lang="en")
    app.press("continue")
    app.press("export")
    first = sorted(p.name for p in morgue_dir().iterdir())
    assert len(first) == 3  # the report, its data and the run file
    app.ctx.toasts.clear()
    app.key("e")  # (the dialog's key for it)
    assert sorted(p.name for p in morgue_dir().iterdir()) == first
    (report,) = morgue_dir().glob("*.txt")
    assert [t.text for t in app.ctx.toasts][-1] == app.ctx.t(
        "runs.exported_before", path=str(report)
    )
    export_game(app.ctx, died)  # the same run at the same point, from anywhere
    assert sorted(p.name for p in morgue_dir().iterdir()) == first
    app.ctx.lang_override = "ja"  # in another language: the report follows it, in place
    export_game(app.ctx, died)
    assert sorted(p.name for p in morgue_dir().iterdir()) == first
    ja = render(morgue(died, "ja", verify_text(died.to_text())))
    assert report.read_text(encoding="utf-8") == ja
