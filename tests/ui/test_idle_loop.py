"""The real loop (``AppLoop.run``) on a fake clock: an idle table sleeps and draws nothing, an
animation gets every frame, and the first input after a rest is seen within one poll. No test
here measures time; the loop's clock and sleep are replaced (``loop.clock`` / ``loop.sleep``)."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.engine import Game, Options
from jongrogue.game import Game as RunGame
from jongrogue.runfiles.history import History
from jongrogue.sim.bot import GreedyBot
from jongrogue.storage.settings import Settings
from jongrogue.ui import app_loop
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.scene import Scene
from jongrogue.ui.scenes.replay_open import open_journal
from jongrogue.ui.scenes.table import make_table_scene

SIZE = (1280, 800)


class FakeTime:
    """The loop's clock; ``sleep`` advances it, and stops the loop at ``until``."""

    def __init__(self, loop, until: float, at=None):
        self.now, self.until, self.at = 0.0, until, dict(at or {})
        self.slept = self.polls = 0.0
        self.loop = loop
        loop.clock, loop.sleep = self.clock, self.sleep

    def clock(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds
        self.slept += seconds
        self.polls += seconds == app_loop.IDLE_POLL
        for when in [t for t in self.at if t <= self.now]:
            self.at.pop(when)()
        if self.now >= self.until:
            self.loop.running = False


@pytest.fixture
def display(monkeypatch):
    surface = pygame.display.set_mode(SIZE)
    pygame.event.clear()

    def no_wait(*_a, **_k):  # pygame-ce's wait polls SDL every millisecond
        raise AssertionError("the loop must not block in pygame.event.wait")

    monkeypatch.setattr(pygame.event, "wait", no_wait)
    return surface


def table_loop(tmp_path, surface):
    ctx = AppContext(
        Settings(language="en", sound=False),
        size=SIZE,
        persist=False,
        history=History(tmp_path / "h.sqlite3"),
    )
    ctx.toasts.clear()
    game = Game.new(seed=1, options=Options(mode="practice"))
    return AppLoop(ctx, surface, make_table_scene(ctx, game, tmp_path / "run.jrlog"))


def test_an_idle_table_sleeps_and_draws_nothing_after_its_first_frame(tmp_path, display):
    loop = table_loop(tmp_path, display)
    steps = []
    fake = FakeTime(loop, until=60.0)
    loop.run(after_frame=lambda lp: steps.append(fake.now))
    assert loop.frames == 1  # the first frame; then nothing reached the screen
    assert not [t for t in steps if t > app_loop.IDLE_AFTER + 0.1]  # at rest: no frame stepped
    assert fake.polls >= 0.95 * (60.0 - app_loop.IDLE_AFTER) / app_loop.IDLE_POLL
    assert fake.slept == pytest.approx(fake.now)  # all of the time was spent asleep


def test_a_toast_shown_at_rest_is_taken_away_then_the_loop_rests_again(tmp_path, display):
    loop = table_loop(tmp_path, display)
    steps = []
    fake = FakeTime(loop, until=30.0, at={10.0: lambda: loop.ctx.notify("saved", seconds=0.0)})
    loop.run(after_frame=lambda lp: steps.append(fake.now))
    late = [t for t in steps if t > 10.0]
    assert late and late[0] - 10.0 <= app_loop.IDLE_TICK + app_loop.IDLE_POLL
    assert len(late) == 1 and not loop.ctx.toasts and loop.frames == 2


class Spinner(Scene):
    """Animates for ever (a Hint spinner, a replay playing): every frame is a new picture."""

    def __init__(self, ctx):
        super().__init__(ctx)
        self.dts: list[float] = []

    def update(self, dt):
        self.dts.append(dt)

    def animating(self) -> bool:
        return True

    def draw(self, surface) -> None:
        surface.fill((len(self.dts) % 256, 0, 0))


def test_an_animation_gets_sixty_frames_a_second_with_steady_time_steps(tmp_path, display):
    ctx = AppContext(
        Settings(language="en", sound=False),
        size=SIZE,
        persist=False,
        history=History(tmp_path / "h.sqlite3"),
    )
    spinner = Spinner(ctx)
    loop = AppLoop(ctx, display, spinner)
    FakeTime(loop, until=10.0)
    loop.run()
    assert 595 <= loop.frames <= 601
    assert spinner.dts[0] == 0.0
    assert all(dt == pytest.approx(1 / 60) for dt in spinner.dts[1:])


def test_the_first_input_after_a_rest_is_handled_within_one_poll(tmp_path, display):
    loop = table_loop(tmp_path, display)
    seen = []
    handle = loop.top.handle_event

    def spy(event):
        if event.type == pygame.MOUSEMOTION:
            seen.append(fake.now)
        return handle(event)

    loop.top.handle_event = spy
    posted = []

    def move():
        posted.append(fake.now)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 400), rel=(5, 5), buttons=(0, 0, 0))
        )

    fake = FakeTime(loop, until=12.0, at={10.0: move})
    loop.run()
    assert seen and seen[0] - posted[0] <= app_loop.IDLE_POLL + 1e-9


def test_a_direction_held_on_a_pad_keeps_repeating_in_the_real_loop(tmp_path, display):
    """The stick held down for two seconds, no event after the first: the loop does not fall
    asleep but steps the repeat, and the focus walks on; let go, it rests again."""
    loop = table_loop(tmp_path, display)
    table = loop.top
    moves = []
    real = table.focus_key
    table.focus_key = lambda e: moves.append(e.key) or real(e)

    def stick(value):
        pygame.event.post(
            pygame.event.Event(
                pygame.CONTROLLERAXISMOTION,
                instance_id=0,
                axis=pygame.CONTROLLER_AXIS_LEFTY,
                value=value,
            )
        )

    stick(30000)
    fake = FakeTime(loop, until=6.0, at={2.0: lambda: stick(0)})
    steps = []
    loop.run(after_frame=lambda lp: steps.append(fake.now))
    assert len(moves) > 1 + (2.0 - 0.5) / 0.2  # the first move, then repeats while held
    assert loop.pad.held is None
    assert not [t for t in steps if t > 2.0 + app_loop.IDLE_AFTER + 0.2]  # then at rest


def test_a_replay_following_the_other_copys_file_takes_in_its_moves_at_rest(tmp_path, display):
    """No key, no mouse: the followed file grows (the other copy plays) and the watching copy,
    idle, still moves on to the new moves (it stayed at 38 of 38 for as long as nobody touched
    it), while resting between its looks."""
    path = tmp_path / "current.jrlog"
    game = RunGame.new(seed=5, options=Options(mode="practice"))
    bot = GreedyBot()
    for _ in range(10):
        game.execute(bot.choose(game))
    game.save(path)
    ctx = AppContext(Settings(language="en", sound=False), size=SIZE, persist=False)
    ctx.toasts.clear()
    loop = AppLoop(ctx, display, open_journal(ctx, path, position=None, follow=True).scene)
    assert loop.top.player.total == 10

    def plays_on():
        for _ in range(3):
            game.execute(bot.choose(game))
        game.save(path)

    fake = FakeTime(loop, until=20.0, at={8.0: plays_on})
    loop.run()
    assert loop.top.name == "replay" and loop.top.player.total == 13
    assert loop.top.player.position == 13  # it stood at the end: it follows on
    assert fake.slept > 0.9 * fake.now  # resting between its looks
