"""While the death choice is open, the score card shows the death's row as
pending (no "Game over … 90"); it reads Game over or Continued once the choice is made."""

from __future__ import annotations

from jongrogue.ui.sheets.records import score_rows
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_playflow_death import dying_game, open_death


def last_row(app, lang="en"):
    vals, _ = score_rows(app.loop.stack[0].ctl.view, lang)[-1]
    return vals[2], vals[7]  # result, score


def card_spots(app):
    return {h.target[2] for h in app.loop.stack[0].spots if h.target[0] == "sheet_spot"}


def test_the_death_row_is_pending_until_the_choice(home):
    app = App(game=dying_game())
    open_death(app)
    assert last_row(app) == ("Pending", "—")
    assert last_row(app, "ja")[0] == "選択待ち"
    assert "result.pending" in card_spots(app) and "result.game_over" not in card_spots(app)
    app.key("c")  # Continue
    assert app.loop.stack[0].ctl.view["context"] != "dead"
    assert last_row(app) == ("Continued", "0")


def test_game_over_shows_its_score_once_chosen(home):
    game = dying_game()
    gold = game.state.pc.gold
    app = App(game=game)
    open_death(app)
    app.key("g")
    assert last_row(app) == ("Game over", f"{gold:,}")


def test_the_score_cards_rules_read_as_historys():
    """The in-game score card writes an EZ Plus row's rules as History does: "EZ+ (7)", not the
    option ids run together."""
    from jongrogue.engine import Game, Options
    from jongrogue.engine.core.model import OPTION_IDS
    from jongrogue.ui.sheets.records import score_rows

    options = Options(ruleset="ez_plus", plus=tuple(OPTION_IDS)[:7])
    game = Game.new(seed=3, options=options)
    game.execute(next(c for c in game.legal_commands() if c.type in ("abandon", "forced_end")))
    ((vals, _),) = score_rows(game.view(), "en")
    assert vals[1] == "EZ+ (7)"
