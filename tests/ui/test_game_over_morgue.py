"""The Game over card has "Export morgue" (as README says of the end screens): it writes the
run's report, which says Game over with its cause, and the card stays open."""

from __future__ import annotations

import pytest

from jongrogue.storage import paths
from jongrogue.text import strings
from jongrogue.ui.morgue_export import morgue_dir
from tests.ui.playflow_app import home  # noqa: F401
from tests.ui.run_life import App, dying_game


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("by", ["click", "key"])
def test_export_morgue_from_the_game_over_card(home, lang, by):
    died = dying_game()
    cause = died.view()["death_cause"]
    paths.saves_dir()
    died.save(paths.autosave_path())
    app = App(lang=lang)
    app.press("continue")
    assert app.names() == ["title", "table", "death"]
    app.press("game_over")
    assert app.names() == ["title", "table", "run_end"]
    if by == "click":
        app.press("export")
    else:
        app.key("e")
    (report,) = sorted(morgue_dir().glob("*.txt"))
    text = report.read_text(encoding="utf-8")
    start = strings.ui(lang, "runs.morgue.result").split("{")[0]
    result = next(line for line in text.splitlines() if line.startswith(start))
    assert strings.name(lang, "result.game_over") in result
    assert strings.cause_name(lang, cause) in result
    assert app.names() == ["title", "table", "run_end"]  # the card stays
    assert any(app.ctx.t("runs.exported", path=str(report)) == t.text for t in app.ctx.toasts)
