"""A double-click plays one command. Double-clicking Fight put Shoot under the
pointer and the second click pressed it (the journal read fight, shoot). The second press of a
double-click only goes to the control the first one pressed (ui/click_guard.py). Real events."""

from __future__ import annotations

import pygame

from jongrogue.engine import Options, cmd
from jongrogue.game import Game
from jongrogue.sim.bot import GreedyBot
from jongrogue.storage import paths
from tests.ui.playflow_app import home  # noqa: F401
from tests.ui.run_life import App, autosave

FIGHT_SEED, FIGHT_AT = 1, 5  # the greedy bot meets a monster; Fight gives a bow shot


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def fight_game() -> Game:
    """The run just before Fight (the greedy bot's first FIGHT_AT commands of FIGHT_SEED)."""
    game = Game.new(seed=FIGHT_SEED, options=Options(mode="practice"))
    bot = GreedyBot()
    while len(game.commands) < FIGHT_AT:
        game.execute(bot.choose(game))
    return game


def at_the_fight(clock):
    """(app, its table at the fight, the commands played so far)"""
    paths.saves_dir()
    fight_game().save(paths.autosave_path())
    app = App()
    app.loop.clicks.clock = clock
    app.press("continue")
    clock.now += 5
    assert app.names() == ["title", "table"]
    return app, app.top, list(app.top.ctl.game.commands)


def double_click(app, clock, pos) -> None:
    """Down, up, down, up, 80 ms apart, each in a frame of its own (as a hand does it)."""
    for _ in range(2):
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            app.step(pygame.event.Event(kind, pos=pos, button=1))
            clock.now += 0.08


def button_of(table, command):
    table.sync()
    return table.bar.buttons[table.bar.commands.index(command)].rect.center


def test_double_clicking_fight_plays_fight_only(home):
    clock = Clock()
    app, table, before = at_the_fight(clock)
    pos = button_of(table, cmd("fight"))
    app.move(pos)
    double_click(app, clock, pos)
    shoot = next(c for c in table.ctl.legal() if c.type == "shoot")
    assert table.spot_at(pos).target == (
        "action",
        table.bar.commands.index(shoot),
    )  # under the pointer
    assert table.ctl.game.commands == before + [cmd("fight")]
    assert autosave().commands == before + [cmd("fight")]
    clock.now += 1.3  # a click of its own, later: it counts
    app.click(pos)  # (one-key combat may play on after it)
    assert table.ctl.game.commands[: len(before) + 2] == before + [cmd("fight"), shoot]


def test_clicking_on_at_a_steady_pace_stops_where_the_button_changed(home):
    """Fight clicked, then clicked again 0.7 s later at the same place — now Shoot: that press is
    dropped and the player told so (Melee clicked on and on went on to Pick up and To the door
    once the monster died); the next press on it goes through."""
    clock = Clock()
    app, table, before = at_the_fight(clock)
    pos = button_of(table, cmd("fight"))
    app.move(pos)
    app.click(pos)
    assert table.ctl.game.commands == before + [cmd("fight")]
    clock.now += 0.7
    app.ctx.toasts.clear()
    app.click(pos)
    assert table.ctl.game.commands == before + [cmd("fight")]
    assert [t.text for t in app.ctx.toasts] == [app.ctx.t("common.control_changed")]
    clock.now += 0.3
    app.click(pos)
    shoot = next(c for c in table.ctl.game.commands[len(before) + 1 :])
    assert shoot.type == "shoot"


def test_a_press_begun_elsewhere_never_clicks_a_button(home):
    """A click pairs a press and a release on the same control: pressing Fight, moving onto
    another button and releasing there plays nothing."""
    clock = Clock()
    app, table, before = at_the_fight(clock)
    fight = button_of(table, cmd("fight"))
    other = button_of(table, next(c for c in table.bar.commands if c != cmd("fight")))
    app.move(fight)
    app.step(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=fight, button=1))
    app.move(other)
    app.step(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=other, button=1))
    assert table.ctl.game.commands == before


def test_a_double_click_on_a_dialog_button_stays_in_the_dialog(home):
    """Double-clicking Esc's "Resume" closes the pause menu once; the second press does not
    reach the table beneath."""
    clock = Clock()
    app, table, before = at_the_fight(clock)
    pos = button_of(table, cmd("fight"))
    app.move(pos)
    app.key("escape")
    assert app.top.tag == "pause"
    resume = app.widget("resume")
    resume.rect.center = pos  # the menu's Resume over the Fight button
    app.top.form.widgets = [resume]
    double_click(app, clock, pos)
    assert app.names() == ["title", "table"] and table.ctl.game.commands == before
