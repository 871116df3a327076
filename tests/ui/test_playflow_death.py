"""Defects 5 and 6: one undo rule around death (the rulebook's "Undo and death"), followed by
keys and buttons alike; the bar and the death dialog use the same keys."""

from __future__ import annotations

import pygame
import pytest

from jongrogue import i18n
from jongrogue.engine import Options
from jongrogue.game import Game
from jongrogue.sim.bot import GreedyBot
from jongrogue.text import strings
from tests.ui.playflow_app import App, home  # noqa: F401

DEATH_SEED = 6


def dying_game(mode="practice"):
    game = Game.new(seed=DEATH_SEED, options=Options(mode=mode))
    bot = GreedyBot()
    while game.state.context != "dead":
        game.execute(bot.choose(game))
    return game


def open_death(app):
    app.step()
    if app.top.name != "death":
        app.top.shown_context = None
        app.loop.apply(app.top.context_transition())
        app.step()
    assert app.names() == ["table", "death"]


def test_ctrl_z_at_the_death_choice_undoes_the_fatal_blow(home):
    game = dying_game()
    n = len(game.commands)
    app = App(game=game)
    open_death(app)
    app.key("z", ctrl=True)
    if app.top.name == "confirm":  # the blow revealed tiles: practice asks first
        app.key("return")
    assert len(game.commands) == n - 1 and game.state.context != "dead"
    assert app.names() == ["table"]


def test_the_undo_button_of_the_death_dialog(home):
    game = dying_game()
    n = len(game.commands)
    app = App(game=game)
    open_death(app)
    app.click(app.top.undo.rect.center)
    if app.top.name == "confirm":
        app.key("return")
    assert len(game.commands) == n - 1


def test_game_over_is_final_for_keys_and_buttons(home):
    game = dying_game()
    app = App(game=game)
    open_death(app)
    app.key("g")
    assert game.state.context == "game_over" and app.names() == ["table", "run_end"]
    app.key("escape")
    n = len(game.commands)
    app.key("z", ctrl=True)
    assert len(game.commands) == n
    table = app.top
    undo_button = next(h for h in table.spots if h.target == ("button", "undo"))
    app.click(undo_button.rect.center)
    assert len(game.commands) == n and game.state.context == "game_over"
    assert any("undone" in t.text or "取り消せません" in t.text for t in app.ctx.toasts)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_bar_and_the_dialog_show_the_same_keys(home, lang):
    app = App(lang=lang, game=dying_game())
    open_death(app)
    table, dialog = app.loop.stack
    bar = {
        c.type: k.name for c, k in zip(table.bar.commands, table.bar.keys) if k and c.type != "ui"
    }
    assert bar == {"game_over": dialog.over.shortcut, "continue_game": dialog.cont.shortcut}


def test_the_rulebook_states_the_rule():
    for lang in ("ja", "en"):
        death = next(c for c in strings.rulebook(lang) if c["id"] == "death")
        assert any(
            "Ctrl" in p or "取り消" in p or "undo" in p.lower() for p in death["paragraphs"][2:]
        )


def test_the_end_of_run_card(home):
    from jongrogue.ui.scenes.run_end import fatal_check

    game = dying_game()
    app = App(game=game)
    open_death(app)
    app.key("g")
    assert app.names() == ["table", "run_end"]
    card = app.top
    labels = dict(card.facts())
    row = game.view()["score_card"][-1]
    assert labels["Score"] == f"{row['score']:,}" and labels["Floor"] == str(row["floor"])
    assert not fatal_check(app.loop.stack[0].ctl.log)  # a starvation: no roll decided it
    assert (
        card.fatal_text() == "The food check: the wall ran out and no food point was left to pay."
    )
    app.key("s")  # Score card
    assert app.names() == ["table", "sheet"] and app.top.sheet_id == "score_card"


def test_the_end_of_run_card_names_the_killing_roll(home):
    """A death in a fight: the card shows the roll of the killing command, not an older one."""
    game, bot = Game.new(seed=1), GreedyBot()  # the greedy bot dies to a centaur
    while game.view()["context"] != "dead":
        game.execute(bot.choose(game))
    app = App(game=game)
    open_death(app)
    app.key("g")
    log = app.loop.stack[0].ctl.log
    died = next(e for e in reversed(log) if e.extra.get("died"))
    fatal = app.top.fatal_text()
    assert "→" in fatal and any(e.text == fatal and e.index == died.index for e in log)


def test_new_game_from_the_end_of_run_card(home):
    from jongrogue.storage import paths

    app = App()
    app.click(app.widget("new_game").rect.center)
    app.click(app.widget("seed").rect.center)
    for _ in range(12):
        app.key("backspace")
    app.step(pygame.event.Event(pygame.TEXTINPUT, text=str(DEATH_SEED)))
    app.key("return")
    assert app.names() == ["title", "table"]
    table = app.top
    bot = GreedyBot()
    while table.ctl.game.state.context != "dead":
        table.ctl.execute(bot.choose(table.ctl.game))
    table.shown_context = None
    app.loop.apply(table.context_transition())
    app.key("g")
    assert app.names() == ["title", "table", "run_end"]
    app.key("n")
    assert app.names() == ["title", "newgame"]
    assert not paths.has_autosave()  # the finished run was archived


def fights(seed, one_key):
    """Every "fight" / "continue" pressed by key in a bot game: (commands added, follow-on left)."""
    from jongrogue.ui.scenes.table_flow import only_continuation

    game, bot = Game.new(seed=seed), GreedyBot()
    app = App(game=game, combat_one_key=one_key)
    table = app.top
    out = []
    for _ in range(400):
        if game.state.context in ("dead", "game_over", "victory"):
            break
        c = bot.choose(game)
        if c.type in ("fight", "continue"):
            n = len(game.commands)
            app.key("f")
            while app.top is not table:
                app.key("escape")
            out.append((len(game.commands) - n, only_continuation(table.ctl)))
        else:
            table.ctl.execute(c)
    return out


def test_one_key_per_combat_round(home):
    on = fights(3, True)
    assert on and all(left is None for _, left in on)
    assert any(n > 1 for n, _ in on)  # the key did play the follow-on
    off = fights(3, False)
    assert off and all(n == 1 for n, _ in off)


def test_a_key_repeat_while_loading_does_not_choose_at_the_death_dialog(home):
    """Found in the real window: C on the title (Continue) repeated while the run loaded, and the
    repeat chose Continue at the death choice."""
    from jongrogue.storage import paths

    game = dying_game()
    paths.saves_dir()
    game.save(paths.autosave_path())
    n = len(game.commands)
    app = App()
    code = pygame.key.key_code("c")
    down = pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="c", scancode=0)
    app.step(down, pygame.event.Event(pygame.TEXTINPUT, text="c"))
    assert app.names() == ["title", "table", "death"]  # a continued run opens the choice
    table = app.loop.stack[1]
    app.step(down)  # pygame's repeat of the same press
    app.step(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
    assert len(table.ctl.game.commands) == n and table.ctl.game.state.context == "dead"
    app.key("c")  # a new press does choose
    assert table.ctl.game.state.context != "dead"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_end_of_run_card_says_its_way_out_and_it_works(home, lang):
    """Esc, which no button shows, is written under the buttons and said; it closes the card,
    and Enter on the table then goes back to the title, as the card says."""
    app = App(lang=lang, game=dying_game())
    open_death(app)
    app.key("g")
    card = app.top
    way_out = i18n.tr(lang, "ui.table.end.way_out")
    assert "Esc" in way_out and "Enter" in way_out
    r = card.way_out_rect
    assert r is not None and card.card.contains(r)
    assert all(r.top >= b.rect.bottom for b in card.buttons)
    assert card.speech_intro()[-1] == app.ctx.spoken().speakable(way_out)
    app.key("escape")
    assert app.names() == ["table"]
    app.key("return")  # the first scene here: going back to the title ends the stack
    assert app.names() == [] and not app.loop.running


def test_a_forced_end_after_a_continued_death_names_no_old_roll(home):
    """A death played on from (Continue), then the run declared over: the card names no check —
    the roll of the death continued from did not decide this end."""
    game = Game.new(
        seed=1, options=Options(ruleset="ez_plus", plus=("forced_end_bonus",), mode="practice")
    )
    bot = GreedyBot()  # the greedy bot dies to a centaur: a roll kills it
    while game.state.context != "dead":
        game.execute(bot.choose(game))
    game.execute(next(c for c in game.legal_commands() if c.type == "continue_game"))
    game.execute(next(c for c in game.legal_commands() if c.type == "forced_end"))
    app = App(game=game)
    app.step()
    if app.top.name != "run_end":
        app.top.shown_context = None
        app.loop.apply(app.top.context_transition())
        app.step()
    assert app.top.name == "run_end"
    assert game.view()["score_card"][-1]["result"] == "forced_end"
    assert app.top.fatal_text() == ""
