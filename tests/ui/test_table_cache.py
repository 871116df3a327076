"""The table's cached frame: after every real event the screen equals a full redraw pixel for pixel,
every changed pixel lies in the rects handed to the display, and an idle table draws nothing."""

from __future__ import annotations

import pygame  # noqa: E402
import pytest  # noqa: E402

from jongrogue.engine import Game, Options  # noqa: E402
from jongrogue.runfiles.history import History  # noqa: E402
from jongrogue.storage.settings import Settings  # noqa: E402
from jongrogue.ui import theme  # noqa: E402
from jongrogue.ui.app_loop import AppLoop  # noqa: E402
from jongrogue.ui.context import AppContext  # noqa: E402
from jongrogue.ui.dirty import Layer, LayerCanvas, merge_rects  # noqa: E402
from jongrogue.ui.scenes import table_draw, table_flow  # noqa: E402
from jongrogue.ui.scenes.table import make_table_scene  # noqa: E402
from jongrogue.ui.scenes.table_draw import TableFrame  # noqa: E402


@pytest.fixture(autouse=True)
def xdg(tmp_path, monkeypatch):
    monkeypatch.delenv("JONGROGUE_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setattr(table_flow, "CONTEXT_SCENES", {})
    return tmp_path


def pixels(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


class Checked:
    """A table driven through AppLoop.step(); every step is checked against a full redraw."""

    def __init__(self, tmp_path, *, lang="en", scale=100, size=(1280, 800), game=None):
        st = Settings(language=lang, ui_scale=scale, animation_speed="instant", sound=False)
        self.ctx = AppContext(st, size=size, persist=False, history=History(tmp_path / "h.sqlite3"))
        self.ctx.toasts.clear()
        self.game = game or Game.new(seed=1, options=Options(mode="practice"))
        self.scene = make_table_scene(self.ctx, self.game, tmp_path / "run.jrlog")
        self.loop = AppLoop(self.ctx, pygame.Surface(size), self.scene)
        self.steps = 0
        self.partial = 0  # steps that repainted only some rects
        self.step()

    def step(self, *events, dt=1 / 60):
        self.ctx.toasts.clear()  # a toast of the last step has been checked; drop it
        before = self.loop.surface.copy()
        self.loop.step(list(events), dt=dt)
        self.check(before)

    def check(self, before):
        self.steps += 1
        if self.loop.top is not self.scene:
            return
        screen = self.loop.surface
        reference = pygame.Surface(screen.get_size())
        spots = self.scene.spots
        TableFrame().draw(self.scene, reference, clean=False)  # everything, no cache
        theme.draw_toasts(  # where the loop puts them
            self.ctx,
            reference,
            self.loop.shown_toasts(),
            self.scene.footer_top,
            self.scene.control_rects(),
        )
        assert pixels(screen) == pixels(reference), f"cached frame differs at step {self.steps}"
        assert [(h.target, tuple(h.rect)) for h in spots] == [
            (h.target, tuple(h.rect)) for h in self.scene.spots
        ]
        dirty = self.loop.dirty
        if dirty is not None and before.get_size() == screen.get_size():
            self.partial += 1
            outside = before.copy()
            for r in dirty:
                outside.blit(screen, r, area=r)
            assert pixels(outside) == pixels(screen), (
                f"a change outside the dirty rects at step {self.steps}"
            )

    def spot(self, target):
        return next(h for h in self.scene.spots if h.target == target)

    def move(self, pos, buttons=(0, 0, 0)):
        self.step(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))

    def key(self, name, mod=0):
        self.step(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(name), mod=mod, unicode="")
        )

    def down(self, pos, button=1):
        self.step(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))

    def up(self, pos, button=1):
        self.step(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def hover_everything(t, stride=3):
    for h in t.scene.spots[::stride]:
        t.move(h.rect.center)
    t.step(dt=1.0)  # the tooltip appears
    t.move((2, 2))  # and goes


def test_hover_tooltips_and_idle_frames_match_a_full_redraw(tmp_path):
    t = Checked(tmp_path)
    hover_everything(t)
    assert t.partial > 10
    t.move(t.spot(("pc",)).rect.center)
    t.step(dt=1.0)
    t.step()
    assert t.loop.dirty == []  # nothing moved: nothing drawn


def test_drag_spring_and_drop_match_a_full_redraw(tmp_path):
    t = Checked(tmp_path)
    pc = t.spot(("pc",)).rect.center
    t.move(pc)
    t.down(pc)
    for k in range(1, 8):  # drag the PC across the maps
        t.move((pc[0] + 40 * k, pc[1] - 25 * k), (1, 0, 0))
    room = t.spot(("room", 3)).rect.center  # not adjacent: springs back
    t.move(room, (1, 0, 0))
    t.up(room)
    assert t.scene.spring is not None
    for _ in range(20):
        t.step(dt=1 / 30)
    assert t.scene.spring is None
    n = len(t.game.commands)
    door = t.spot(("door", 7, "east")).rect.center  # a legal drop: a command runs
    t.move(pc)
    t.down(pc)
    t.move(door, (1, 0, 0))
    t.up(door)
    assert len(t.game.commands) == n + 1


def test_commands_undo_keys_menu_and_scrolling_match_a_full_redraw(tmp_path):
    t = Checked(tmp_path)
    door = t.spot(("door", 7, "north")).rect.center
    t.move(door)
    t.down(door, button=3)  # context menu
    t.up(door, button=3)
    assert t.scene.menu is not None
    t.key("down")
    t.key("escape")
    assert t.scene.menu is None
    for _ in range(6):  # play by keys: the state changes each time
        bar = t.scene.bar
        k = bar.keys[0]
        t.key(k.name, pygame.KMOD_SHIFT if k.shift else 0)
    t.key("z", pygame.KMOD_CTRL)  # undo
    t.key("d")  # discard order
    t.key("tab")  # bar focus
    t.key("page down")
    t.step(
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, pos=t.scene.tl.log.center)
    )
    t.move(t.scene.tl.log.center)
    t.step(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    hover_everything(t, stride=5)


def test_language_scale_and_resize_redraw_correctly(tmp_path):
    t = Checked(tmp_path)
    t.move(t.spot(("pc",)).rect.center)
    t.ctx.set_language("ja")
    t.step()
    t.ctx.set_scale(150)
    t.step()
    hover_everything(t, stride=6)
    t.loop.surface = pygame.Surface((1024, 700))  # the window was resized
    t.step(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 700), w=1024, h=700))
    assert t.scene.spots and t.scene.tl.bar.bottom <= 700
    hover_everything(t, stride=6)
    t.ctx.set_scale(100)
    t.ctx.set_language("en")
    t.step()
    hover_everything(t, stride=8)


def test_an_idle_table_calls_no_panel_drawing(tmp_path, monkeypatch):
    t = Checked(tmp_path)
    t.step()
    calls = []
    for name in ("draw_map", "draw_encounter", "draw_wall", "draw_log", "draw_hud"):
        real = getattr(table_draw, name)
        monkeypatch.setattr(
            table_draw, name, lambda *a, _r=real, _n=name, **k: calls.append(_n) or _r(*a, **k)
        )
    for _ in range(5):
        t.loop.step([], dt=1 / 60)
        assert t.loop.dirty == []
    assert calls == []
    pos = t.spot(("room", 5)).rect.center  # a hover repaints the map only
    t.loop.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert calls == ["draw_map"]
    t.loop.step([pygame.event.Event(pygame.WINDOWEXPOSED)])
    assert t.loop.dirty is None  # uncovered: the whole frame is presented


def test_layer_canvas_repaints_only_changed_regions():
    drawn = []

    def box(name, colour, rect):
        return lambda s: drawn.append(name) or s.fill(colour, rect)

    a, b = pygame.Rect(0, 0, 40, 40), pygame.Rect(100, 0, 40, 40)
    canvas = LayerCanvas()
    layers = [
        Layer(
            "bg", 0, pygame.Rect(0, 0, 200, 100), box("bg", (0, 0, 0), pygame.Rect(0, 0, 200, 100))
        ),
        Layer("a", 1, a, box("a", (255, 0, 0), a)),
        Layer("b", 1, b, box("b", (0, 255, 0), b)),
    ]
    assert canvas.paint((200, 100), layers) is None and drawn == ["bg", "a", "b"]
    drawn.clear()
    assert canvas.paint((200, 100), layers) == [] and drawn == []
    layers[2] = Layer("b", 2, b, box("b", (0, 0, 255), b))
    assert canvas.paint((200, 100), layers) == [b] and drawn == ["bg", "b"]
    assert canvas.surface.get_at((110, 10))[:3] == (0, 0, 255)
    assert canvas.surface.get_at((10, 10))[:3] == (255, 0, 0)


def test_merge_rects_joins_overlaps_only():
    out = merge_rects(
        [pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10), pygame.Rect(50, 50, 5, 5)]
    )
    assert sorted(map(tuple, out)) == [(0, 0, 15, 15), (50, 50, 5, 5)]


def test_compact_layout_at_200_percent_matches_a_full_redraw(tmp_path):
    t = Checked(tmp_path, lang="ja", scale=200, size=(1280, 800))
    assert t.scene.tl.compact
    hover_everything(t, stride=2)
    t.step(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    t.move(t.scene.tl.dock.center)
    t.step(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))  # dock scrolls
    t.key("tab")
    t.key("tab")
    pc = t.spot(("pc",)).rect.center
    t.move(pc)
    t.down(pc)
    for k in range(1, 5):
        t.move((pc[0] + 35 * k, pc[1] + 20 * k), (1, 0, 0))
    t.up((pc[0] + 140, pc[1] + 80))
    for _ in range(15):
        t.step(dt=1 / 30)


def test_item_drag_glows_match_a_full_redraw(tmp_path):
    from tests.ui.test_item_drag import rigged

    t = Checked(tmp_path, game=rigged(hp=1))
    potion = next(
        h
        for h in t.scene.spots
        if h.target[0] == "sheet_spot" and (h.extra.get("item") or {}).get("kind") == "healing"
    ).rect.center
    sheet = t.spot(("sheet", "character_a")).rect.center
    t.move(potion)
    t.down(potion)
    for k in range(1, 6):  # over the dock, the maps and back
        t.move((potion[0] - 60 * k, potion[1] - 30 * k), (1, 0, 0))
    t.move(sheet, (1, 0, 0))
    assert t.scene.drag is not None and t.scene.drag.active
    t.up(sheet)  # quaffed: the state changes
    assert t.scene.drag is None
    hover_everything(t, stride=7)
