"""No text of History, the replay, Settings, the Wall panel or the dungeon map is cut off with an
ellipsis ("Practi…", "2026-12-…", "The opening deal (bef…", "Nor…", "読み上げソ…",
"…食料なしで空腹に", "Sta…" once were), nor hidden under a widget (Settings' UI-scale note under
Back), at both window sizes, in both languages, at 100 % and at the scales a small window falls
back to (143 %, 174 %) up to 200 %. The texts shortened while drawing are counted as in
test_no_cut_text."""

from __future__ import annotations

from datetime import date

import pygame
import pytest

from jongrogue.engine import Options
from jongrogue.game import Game
from jongrogue.runfiles import history, origin
from jongrogue.sim.bot import GreedyBot
from jongrogue.storage.settings import Settings
from jongrogue.ui import theme
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.board import map_view, table_layout, wall_view
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.history import HistoryScene
from jongrogue.ui.scenes.replay_open import open_journal
from jongrogue.ui.scenes.settings import SettingsScene
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_no_cut_text import cut  # noqa: F401

SIZES = [(1280, 800), (1600, 1000)]
SCALES = [100, 143, 159, 174, 200]
CASES = [(lang, size, scale) for lang in ("en", "ja") for size in SIZES for scale in SCALES]


def _loop(lang, size, scale, make) -> AppLoop:
    ctx = AppContext(
        Settings(language=lang, ui_scale=scale, animation_speed="instant", sound=False),
        size=size,
        persist=False,
    )
    ctx.toasts.clear()
    loop = AppLoop(ctx, pygame.Surface(size), make(ctx))
    loop.step([], dt=1 / 60)
    return loop


@pytest.fixture
def journal(home):
    game = Game.new(5, Options(ruleset="ez", mode="practice"))
    bot = GreedyBot()
    while len(game.commands) < 30:
        game.execute(bot.choose(game))
    path = home / "run.jrlog"
    game.save(path)
    return path


def _rows(journal) -> None:
    """Rows with every long cell: both modes, a paper run, a daily run, a branch, a long cause."""
    base = dict(seed=5, ruleset="ez", floor=3, deepest=3, level=4, gold=1234, score=123456)
    history.record_run(
        dict(base, mode="practice", tiles="paper", result="game_over", cause="starvation")
    )
    history.record_run(
        dict(
            base,
            mode="challenge",
            result="unfinished",
            started=origin.daily_stamp(date(2026, 12, 31)),
            ended="2026-12-31T23:59:00",
            journal=str(journal),
            undos=12,
            hints=34,
            continues=2,
        )
    )
    history.record_run(
        dict(base, mode="challenge", result="victory", started=origin.branch_stamp(1, 340))
    )


@pytest.mark.parametrize("lang, size, scale", CASES)
def test_history_shows_every_cell_whole(journal, cut, lang, size, scale):
    _rows(journal)
    loop = _loop(lang, size, scale, HistoryScene)
    scene = loop.top
    for i in range(len(scene.rows)):  # each row selected: its detail line
        scene.list.select(i)
        loop.step([], dt=1 / 60)
    assert cut == []


@pytest.mark.parametrize("lang, size, scale", CASES)
def test_the_replays_step_caption_is_whole(journal, cut, lang, size, scale):
    loop = _loop(lang, size, scale, lambda ctx: open_journal(ctx, journal, position=0).scene)
    assert loop.top.name == "replay"
    for _ in range(3):
        loop.top.player.seek(loop.top.player.position + 7)
        loop.step([], dt=1 / 60)
    assert cut == []


@pytest.mark.parametrize("lang, size, scale", CASES)
def test_settings_show_every_choice_and_the_scale_note(home, cut, lang, size, scale, monkeypatch):
    loop = _loop(lang, size, scale, SettingsScene)
    scene = loop.top
    notes = []
    real = theme.blit_paragraph

    def spy(surface, font, text, colour, rect, **kw):
        out = real(surface, font, text, colour, rect, **kw)
        if text.startswith(scene.ctx.t("settings.scale") + ": "):
            notes.append(pygame.Rect(rect.x, rect.y, rect.w, out))
        return out

    monkeypatch.setattr(theme, "blit_paragraph", spy)
    scene.ctx.settings.ui_scale = 150 if scale != 150 else 175  # a new scale: the note shows
    loop.step([], dt=1 / 60)
    assert cut == []
    assert notes, "the scale note is drawn"
    for w in scene.form.widgets:
        if w.visible:
            assert not notes[-1].colliderect(w.rect), (w.id, notes[-1], w.rect)


@pytest.mark.parametrize("lang, size, scale", CASES)
def test_the_table_shows_the_wall_and_the_map_whole(home, cut, lang, size, scale, monkeypatch):
    game, bot = Game.new(6, Options(mode="practice")), GreedyBot()
    while game.view()["wall"].get("food_check") in (None, "pay") and game.state.context not in (
        "dead",
        "game_over",
        "victory",
    ):
        game.execute(bot.choose(game))
    App(lang=lang, size=size, scale=scale, game=game)
    ctx = AppContext(Settings(language=lang, ui_scale=scale, sound=False), size=size, persist=False)
    tl = table_layout.compute(ctx, size)
    box = pygame.Rect(10, 10, tl.dungeon.w // 4, tl.dungeon.h // 5)
    info = {"explored": True, "revealed": True, "tiles": ["pR", "T"], "stairs": True}
    sizes = []
    real_text = wall_view.text

    def text(surface, ctx, s, size, *a, **kw):
        sizes.append(size)
        return real_text(surface, ctx, s, size, *a, **kw)

    monkeypatch.setattr(wall_view, "text", text)
    for outcome in ("pay", "hungry", "starve"):  # the food-check line: whole, and not shrunk
        wall_view.draw_wall(pygame.Surface(size), tl.wall, ctx, 99, None, outcome)
    assert min(sizes) >= 11
    for r in (5, 12):
        map_view._draw_room(pygame.Surface(size), ctx, box, r, info, False, False, False)
    assert cut == []


@pytest.mark.parametrize("lang, size, scale", CASES)
def test_the_pawn_never_covers_the_stairs_label(lang, size, scale):
    """(It stood at the room's top-right corner, over the label: "Sta@".)"""
    ctx = AppContext(Settings(language=lang, ui_scale=scale, sound=False), size=size, persist=False)
    geo = map_view.MapGeometry(ctx, table_layout.compute(ctx, size).dungeon, 0)
    info = {"explored": True, "revealed": True, "tiles": ["pR", "T"], "stairs": True}
    rooms = {str(r): dict(info, stairs=r == 5) for r in range(1, 10)}
    *_, label = map_view._draw_room(pygame.Surface(size), ctx, geo.rooms[5], 5, info, 1, 0, 0)
    assert not map_view.pc_anchor(geo, {"kind": "room", "room": 5}, ctx, rooms).colliderect(label)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_longest_scale_note_keeps_off_the_back_button(home, cut, lang, monkeypatch):
    """Started with --scale 100, 200 % chosen in Settings and shown at 143 % in a 1280×800 window:
    the note says all three and still ends above the Back button (its last line was under it)."""
    ctx = AppContext(
        Settings(language=lang, ui_scale=100, animation_speed="instant", sound=False),
        size=(1280, 800),
        persist=False,
    )
    ctx.set_scale_override(100)
    ctx.toasts.clear()
    scene = SettingsScene(ctx)
    notes = []
    real = theme.blit_paragraph

    def spy(surface, font, text, colour, rect, **kw):
        out = real(surface, font, text, colour, rect, **kw)
        if text.startswith(ctx.t("settings.scale") + ": "):
            notes.append(pygame.Rect(rect.x, rect.y, rect.w, out))
        return out

    monkeypatch.setattr(theme, "blit_paragraph", spy)
    loop = AppLoop(ctx, pygame.Surface((1280, 800)), scene)
    ctx.settings.ui_scale = 200
    loop.step([], dt=1 / 60)
    assert notes and "100" in scene.scale_note() and "200" in scene.scale_note()
    for w in scene.form.widgets:
        if w.visible:
            assert not notes[-1].colliderect(w.rect), (w.id, notes[-1], w.rect)
