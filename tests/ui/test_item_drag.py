"""Dragging a potion / scroll post-it from the sheet dock onto the character (quaff / read), onto a
monster slot (single-target scroll) or onto an unidentified post-it (identify): real mouse events."""

from __future__ import annotations

import pygame  # noqa: E402

from jongrogue.engine import Item, Options, cmd  # noqa: E402
from jongrogue.runfiles.history import History  # noqa: E402
from jongrogue.storage.settings import Settings  # noqa: E402
from jongrogue.ui.app_loop import AppLoop  # noqa: E402
from jongrogue.ui.board import item_drag  # noqa: E402
from jongrogue.ui.context import AppContext  # noqa: E402
from jongrogue.ui.scenes.table import make_table_scene  # noqa: E402
from tests.engine.helpers import rig, rig_pc  # noqa: E402
from tests.engine.test_legal_table import fresh, put_monster  # noqa: E402
from tests.ui.test_table import Table  # noqa: E402

ITEMS = (
    (Item("potions", "healing"), 2),
    (Item("scrolls", "magic_mapping"), 1),
    (Item("scrolls", "magic_missile"), 1),
)


class RiggedTable(Table):
    """The test_table helper, on a game rigged before the scene is made."""

    def __init__(self, tmp_path, game, *, size=(1280, 800), lang="en"):
        st = Settings(language=lang, ui_scale=100, animation_speed="instant", sound=False)
        self.ctx = AppContext(st, size=size, persist=False, history=History(tmp_path / "h.sqlite3"))
        self.ctx.toasts.clear()
        self.game = game
        self.path = tmp_path / "run.jrlog"
        self.scene = make_table_scene(self.ctx, game, self.path)
        self.surface = pygame.Surface(size)
        self.loop = AppLoop(self.ctx, self.surface, self.scene)
        self.step()

    def post_it(self, sheet, kind):
        for h in self.scene.spots:
            it = h.extra.get("item") if h.target[0] == "sheet_spot" else None
            if it and (it["sheet"], it["kind"]) == (sheet, kind):
                return h.rect.center
        raise AssertionError(f"no {sheet} post-it {kind} in the dock")

    def felt(self):
        """A point of bare felt (no hotspot at all)."""
        w, h = self.ctx.layout.size
        for y in range(10, h, 7):
            for x in range(10, w, 7):
                if not any(s.rect.collidepoint((x, y)) for s in self.scene.spots):
                    return (x, y)
        raise AssertionError("no bare felt")

    def hold(self, a, b):
        """Press at ``a`` and move to ``b`` without releasing (mid-drag)."""
        self.move(a)
        self.step(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
        self.move(((a[0] + b[0]) // 2, (a[1] + b[1]) // 2), (1, 0, 0))
        self.move(b, (1, 0, 0))
        self.step()

    def release(self, b):
        self.step(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))


def rigged(hp=1, options=None, items=ITEMS):
    g = fresh(options=options)
    put_monster(g, 5, 2, "troll", states=("asleep",))
    rig(g, items=g.state.items + items)
    rig_pc(g, hp=hp)
    return g


def character(t):
    return t.spot(("sheet", "character_a")).rect.center


def test_healing_potion_onto_character_sheet_quaffs(tmp_path):
    t = RiggedTable(tmp_path, rigged(hp=1))
    t.hold(t.post_it("potions", "healing"), character(t))
    drag = t.scene.drag
    assert drag is not None and drag.active and drag.payload == ("item", "potions", "healing")
    glow = {
        h.target
        for h in item_drag.glow_spots(
            drag.payload, t.scene.spots, t.scene.ctl.view, t.scene.ctl.legal()
        )
    }
    assert ("sheet", "character_a") in glow and not any(g[0] == "slot" for g in glow)
    pygame.image.save(t.surface, str(tmp_path / "mid_drag_healing.png"))
    t.release(character(t))
    assert t.game.commands[-1] == cmd("quaff", kind="healing")
    assert t.game.state.pc.hp > 1
    assert t.game.state.count(Item("potions", "healing")) == 1
    assert t.scene.drag is None and t.scene.spring is None


def test_magic_mapping_onto_character_reads_it(tmp_path):
    t = RiggedTable(tmp_path, rigged())
    assert not t.game.state.floor.mapped
    t.drag(t.post_it("scrolls", "magic_mapping"), character(t))
    assert t.game.commands[-1] == cmd("read", kind="magic_mapping", target=None)
    assert t.game.state.floor.mapped
    assert t.game.state.count(Item("scrolls", "magic_mapping")) == 0


def test_magic_missile_onto_a_monster_slot(tmp_path):
    t = RiggedTable(tmp_path, rigged())
    slot = t.spot(("slot", 5, 2)).rect.center
    t.hold(t.post_it("scrolls", "magic_missile"), slot)
    glow = {
        h.target
        for h in item_drag.glow_spots(
            t.scene.drag.payload, t.scene.spots, t.scene.ctl.view, t.scene.ctl.legal()
        )
    }
    assert glow == {("slot", 5, 2)}  # not the character: it needs a target
    t.release(slot)
    assert t.game.commands[-1] == cmd("read", kind="magic_missile", target=2)
    m = t.game.state.slot(5, 2).monster
    assert m is None or m.damage > 0


def test_missile_onto_the_character_springs_back_with_the_engines_reason(tmp_path):
    t = RiggedTable(tmp_path, rigged())
    h = t.game.state_hash()
    t.drag(t.post_it("scrolls", "magic_missile"), character(t))
    assert t.game.state_hash() == h and not t.game.commands
    assert t.scene.spring is not None
    assert t.ctx.toasts


def test_potion_dropped_on_bare_felt_springs_back(tmp_path):
    t = RiggedTable(tmp_path, rigged())
    h = t.game.state_hash()
    t.drag(t.post_it("potions", "healing"), t.felt())
    assert t.game.state_hash() == h and not t.game.commands
    assert t.scene.spring is not None and t.scene.spring.payload == ("item", "potions", "healing")
    assert t.ctx.toasts
    for _ in range(30):  # the spring-back animation ends
        t.step(dt=0.02)
    assert t.scene.spring is None
    assert t.game.state.count(Item("potions", "healing")) == 2


def test_identify_onto_an_unidentified_post_it(tmp_path):
    opts = Options(ruleset="ez_plus", plus=("identification",))
    items = ((Item("potions", "key:s6"), 1), (Item("scrolls", "identify"), 1))
    t = RiggedTable(tmp_path, rigged(options=opts, items=items))
    want = cmd("read", kind="identify", target="key:s6")
    assert want in t.game.legal_commands()
    t.drag(t.post_it("scrolls", "identify"), t.post_it("potions", "key:s6"))
    assert t.game.commands[-1] == want


def test_click_on_a_post_it_still_opens_the_sheet(tmp_path):
    t = RiggedTable(tmp_path, rigged())
    t.click(t.post_it("potions", "healing"))
    assert t.scene.drag is None and not t.game.commands
    assert t.top is not t.scene


def test_a_drop_plays_its_command_through_the_tables_one_path(tmp_path, monkeypatch):
    """A drop is played by TableScene.run, as a key or a button is (it used to call the
    controller directly, past run's combat follow-up and pointless-rest question)."""
    t = RiggedTable(tmp_path, rigged(hp=1))
    played = []
    real = type(t.scene).run
    monkeypatch.setattr(
        type(t.scene), "run", lambda sc, c, refused=None: played.append(c) or real(sc, c, refused)
    )
    t.drag(t.post_it("potions", "healing"), character(t))
    assert played == [cmd("quaff", kind="healing")] and t.game.commands == played
    t.drag(t.post_it("scrolls", "magic_missile"), character(t))  # refused: springs back
    assert (
        played[-1] == cmd("read", kind="magic_missile", target=None) and t.scene.spring is not None
    )
    assert len(t.game.commands) == 1
