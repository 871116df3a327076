"""In a paper run, challenge mode refuses to undo the action that asked for a
tile from the player's table, never a tile entry — the one that completed the action included,
so a mistyped tile is always one undo away (the action then waits for that tile again). The
refusal says so in the player's language; the rulebook says it too."""

from __future__ import annotations

import pytest

from jongrogue import i18n
from jongrogue.engine import Options
from jongrogue.game import Game
from tests.ui.playflow_app import App


def _asked() -> Game:
    """A challenge paper run whose last action asked for tiles and has them all."""
    g = Game.new(4, Options(mode="challenge", tiles="paper"))
    while g.state.context == "paper_tile":
        g.execute(g.legal_commands()[0])
    while g.state.context != "paper_tile":
        g.execute(next(c for c in g.legal_commands() if c.type != "abandon"))
    while g.state.context == "paper_tile":
        g.execute(g.legal_commands()[0])
    return g


def _undo(app: App) -> str | None:
    app.ctx.toasts.clear()
    app.key("z", ctrl=True)
    return app.ctx.toasts[-1].text if app.ctx.toasts else None


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_entry_undoes_and_the_action_that_asked_is_refused_in_words(lang):
    g = _asked()
    entries = 0
    for c in reversed(g.commands):
        if c.type != "tile":
            break
        entries += 1
    app = App(lang=lang, game=g)
    ctl = app.top.ctl
    for _ in range(entries):  # the completing entry first, then the others
        n = len(ctl.game.commands)
        _undo(app)
        assert len(ctl.game.commands) == n - 1
        assert ctl.view["context"] == "paper_tile"
    n = len(ctl.game.commands)
    said = _undo(app)
    assert len(ctl.game.commands) == n  # the action that asked stays
    assert said == app.ctx.text("reject.undo_refused_paper")
    assert said != i18n.text("en" if lang == "ja" else "ja", "reject.undo_refused_paper")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_digital_challenge_refusal_is_in_the_players_language_too(lang):
    g = Game.new(4, Options(mode="challenge"))
    g.execute(next(c for c in g.legal_commands() if c.type != "abandon"))
    while g.can_undo()[0]:
        g.execute(next(c for c in g.legal_commands() if c.type != "abandon"))
    app = App(lang=lang, game=g)
    assert _undo(app) == app.ctx.text("reject.undo_refused")


def test_the_rulebook_says_how_undo_works_with_your_own_tiles():
    for lang in ("en", "ja"):
        book = " ".join(p for c in i18n.rulebook(lang) for p in c["paragraphs"])
        assert i18n.text(lang, "rulebook.differences")  # (the chapter resolves)
        assert ("tile you entered" if lang == "en" else "入力した牌") in book
