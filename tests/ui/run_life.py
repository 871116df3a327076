"""Shared pieces of the run life-cycle tests: a driven app that saves (its home is the test's
temporary folder), a run at its death choice, a quick in-process death review, and a look at
the saves folder and History."""

from __future__ import annotations

import itertools

import pygame

from jongrogue.engine import Options
from jongrogue.game import Game
from jongrogue.sim.advisor_settings import AdvisorSettings
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.review import review
from jongrogue.storage import paths
from tests.ui.playflow_app import App as PlayflowApp

DEATH_SEED = 6


def dying_game(seed: int = DEATH_SEED, mode: str = "practice") -> Game:
    game = Game.new(seed=seed, options=Options(mode=mode))
    bot = GreedyBot()
    while game.state.context != "dead":
        game.execute(bot.choose(game))
    return game


def started_game(seed: int = 4, n: int = 6) -> Game:
    game = Game.new(seed=seed, options=Options(mode="practice"))
    bot = GreedyBot()
    while len(game.commands) < n:
        game.execute(bot.choose(game))
    return game


class QuickReview:
    """ReviewJob's stand-in: the same review, in this process, small (no worker pool)."""

    SETTINGS = AdvisorSettings(rollouts=8, first=8, budget=48)

    def __init__(self, game, **_):
        self.moments = review(game, most=6, settings=self.SETTINGS)

    def done(self) -> bool:
        return True

    def marks(self):
        """The largest drops, significant or not: these flows need a turning point to jump to
        (which drops are significant is tests/advisor's business)."""
        return sorted((m for m in self.moments if m.drop > 0), key=lambda m: (-m.drop, m.n))[:3]

    def progress(self):
        return len(self.moments), len(self.moments)

    def cancel(self) -> None:
        pass


class App(PlayflowApp):
    """Clicks come at a player's pace: a second apart, never the halves of a double-click
    (tests/ui/test_double_click.py sets its own clock)."""

    def __init__(self, lang="en", **kw):
        super().__init__(lang=lang, persist=True, **kw)
        self.loop.clicks.clock = itertools.count(0.0, 1.0).__next__

    def press(self, wid):
        self.click(self.widget(wid).rect.center)

    def command(self, command):
        """Press a command's button on the table's action bar."""
        table = self.top
        table.sync()
        i = table.bar.commands.index(command)
        self.click(table.bar.buttons[i].rect.center)

    def quit_window(self):
        self.step(pygame.event.Event(pygame.QUIT))


def saves() -> dict[str, bytes]:
    folder = paths.saves_dir(create=False)
    if not folder.exists():
        return {}
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.suffix == ".jrlog"}


def autosave() -> Game | None:
    return Game.load(paths.autosave_path()) if paths.has_autosave() else None
