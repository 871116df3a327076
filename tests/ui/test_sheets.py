"""Paper sheets, the sheet / camp / death / victory scenes (dummy video and audio drivers)."""

from __future__ import annotations

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from jongrogue.engine import Game, Options, Rejected, cmd  # noqa: E402
from jongrogue.storage.settings import Settings  # noqa: E402
from jongrogue.text import sheet_words  # noqa: E402
from jongrogue.ui.app_loop import AppLoop  # noqa: E402
from jongrogue.ui.context import AppContext  # noqa: E402
from jongrogue.ui.scene import Push, Scene  # noqa: E402
from jongrogue.ui.sheets import (  # noqa: E402
    SHEET_IDS,
    camp_logic,  # noqa: E402
    describe,
    draw_sheet,
    is_compact,
)

ENDINGS = {"game_over", "abandon", "forced_end", "continue_game"}
ALL_PLUS = {"identification", "rings", "curses", "victory_bonus"}


@pytest.fixture(autouse=True)
def xdg(tmp_path, monkeypatch):
    monkeypatch.delenv("JONGROGUE_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


class StandIn:
    """The three methods of the table's GameController, over a real Game."""

    def __init__(self, game):
        self.game = game
        self.sent = []

    @property
    def view(self):
        return self.game.view()

    def legal(self):
        return self.game.legal_commands()

    def execute(self, command):
        self.sent.append(command)
        try:
            self.game.execute(command)
        except Rejected as r:
            return False, r.reason
        return True, ""


class Recorder:
    """A controller over a fixed view that records every command (for hand-built views)."""

    def __init__(self, view, legal=()):
        self.view, self.sent, self._legal = view, [], list(legal)

    def legal(self):
        return self._legal

    def execute(self, command):
        self.sent.append(command)
        return True, ""


def mid_game(options=None, n=100):
    g = Game.new(seed=3, options=options or Options())
    rng = random.Random(0)
    for _ in range(n):
        legal = [c for c in g.legal_commands() if c.type not in ENDINGS]
        if not legal:
            break
        g.execute(rng.choice(legal))
    return g


def victory_view(base: dict) -> dict:
    v = dict(base)
    items = [dict(it, unit=100, value=100 * it["count"]) for it in base["sheets"]["items"]]
    v["victory_sheet"] = {
        "gold": 4321,
        "gold_bonus": 432,
        "items_total": 900,
        "score": 5653,
        "deepest": 15,
        "level": 9,
        "xp": 1400,
        "continues": 0,
        "clean": True,
        "items": items,
    }
    v["context"] = "victory"
    return v


class _Felt(Scene):
    def draw(self, surface):
        surface.fill((20, 70, 50))


def loop_with(scene_factory, lang="en", size=(1280, 800)):
    ctx = AppContext(Settings(language=lang, ui_scale=100), size=size, persist=False)
    loop = AppLoop(ctx, pygame.Surface(size), _Felt(ctx))
    scene = scene_factory(ctx)
    loop.apply(Push(scene))
    loop.step([])
    return loop, scene


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def drag(loop, start, end):
    loop.step([motion(start), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    loop.step([motion(mid), motion(end)])
    loop.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def key(loop, k):
    loop.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])
    loop.step([pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)])


# -- drawing --------------------------------------------------------------------------------------

EXPECTED = {
    "character_a": {
        "field.level",
        "field.xp",
        "field.max_hp",
        "field.hp",
        "field.strength",
        "field.status",
    },
    "character_b": {
        "field.gold",
        "field.food_points",
        "field.floor",
        "field.stairs",
        "field.amulet",
    },
    "melee": {"sheet.melee"},
    "ranged": {"sheet.ranged"},
    "armour": {"sheet.armour"},
    "rings": {"sheet.rings"},
    "potions": {"sheet.potions"},
    "scrolls": {"sheet.scrolls"},
    "score_card": {"sheet.score_card"},
    "victory_sheet": {"sheet.victory_sheet"},
}
FULL_EXTRA = {
    "character_a": {
        f"pc_state.{s}"
        for s in (
            "asleep",
            "confused",
            "held",
            "levitating",
            "blind",
            "clairvoyant",
            "aggravating",
            "armour_protected",
            "poisoned",
            "frozen",
            "hungry",
        )
    }
    | {"field.status"},
    "character_b": {"field.continues", "term.wind_plate"},
    "melee": {
        "field.bonus",
        "field.carried",
        "field.equipped",
        "field.cursed",
        "field.uncursed",
        "melee.dagger",
        "melee.mace",
        "melee.long_sword",
        "melee.two_handed_sword",
        "term.carry_limit",
    },
    "ranged": {"ranged.bow", "ranged.arrows", "ranged.darts", "ranged.shuriken", "field.carried"},
    "armour": {"field.bonus", "armour.leather", "armour.plate"},
    "rings": {"ring.teleportation", "ring.adornment", "field.equipped"},
    "potions": {
        "potion.healing",
        "potion.levitation",
        "field.count",
        "field.link",
        "term.unidentified_strip",
    },
    "scrolls": {
        "scroll.protect_armour",
        "scroll.magic_missile",
        "field.link",
        "term.unidentified_strip",
    },
    "victory_sheet": {
        "ui.sheets.v.score",
        "ui.sheets.v.gold",
        "ui.sheets.clean",
        "ui.sheets.items_block",
    },
}


@pytest.fixture(scope="module")
def views():
    opts = Options(ruleset="ez_plus", plus=ALL_PLUS)
    fresh = Game.new(seed=1, options=opts).view()
    mid = mid_game(opts).view()
    return {"fresh": victory_view(fresh), "mid": victory_view(mid)}


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("state", ["fresh", "mid"])
def test_every_sheet_renders_small_and_large(views, state, lang):
    view = views[state]
    for size, compact in (((260, 170), True), ((1000, 680), False)):
        for sid in SHEET_IDS:
            surf = pygame.Surface((size[0] + 20, size[1] + 20))
            surf.fill((0, 0, 0))
            rect = pygame.Rect(10, 10, *size)
            spots = draw_sheet(surf, rect, sid, view, lang)
            assert is_compact(sid, rect) == compact
            keys = {h.key for h in spots}
            missing = EXPECTED[sid] - keys
            assert not missing, (sid, size, missing)
            if not compact:
                assert not FULL_EXTRA.get(sid, set()) - keys, (sid, FULL_EXTRA[sid] - keys)
            for h in spots:  # every hotspot lies on the sheet and describes something
                assert rect.inflate(2, 2).contains(h.rect) or h.rect.w == 0, (sid, h)
                title, _ = describe(lang, h.key)
                assert title and "〈" not in title, (sid, h.key)
            # the paper was drawn: the centre is not the black background any more
            assert surf.get_at(rect.center)[:3] != (0, 0, 0)


def test_item_postits_are_draggable_and_cells_are_drop_targets(views):
    surf = pygame.Surface((1040, 720))
    spots = draw_sheet(surf, (10, 10, 1000, 680), "melee", views["fresh"], "en")
    drags = [h for h in spots if h.drag]
    assert [h.drag["item"]["kind"] for h in drags] == ["mace"]
    assert drags[0].drag["item"]["equipped"] is True
    assert {h.drop for h in spots if h.drop} == {"melee.carried", "melee.equipped"}


def test_identification_link_tiles_and_strip(views):
    surf = pygame.Surface((1040, 720))
    spots = draw_sheet(surf, (10, 10, 1000, 680), "potions", views["fresh"], "ja")
    links = [h for h in spots if h.key == "field.link" and "face_up" in h.extra]
    assert len(links) == 9 and not any(h.extra["face_up"] for h in links)
    strip = [h.extra["tile"] for h in spots if h.key == "field.unidentified" and "tile" in h.extra]
    assert strip == [f"s{i}" for i in range(1, 10)]


# -- camp -----------------------------------------------------------------------------------------


def camp_game(options=None):
    g = Game.new(seed=1, options=options or Options())
    g.execute(cmd("camp"))
    assert g.view()["context"] == "camp"
    return g


def find(scene, kind, *, drop=None, cursed=False):
    for h in reversed(scene.spots):
        if drop is None and h.drag and h.drag["item"]["kind"] == kind:
            return h
        if (
            drop is not None
            and h.drop == drop
            and h.extra.get("kind") == kind
            and h.extra.get("cursed") == cursed
        ):
            return h
    raise AssertionError(f"no hotspot for {kind} {drop}")


def equipped(game, sheet, kind):
    return any(
        it["equipped"]
        for it in game.view()["sheets"]["items"]
        if it["sheet"] == sheet and it["kind"] == kind
    )


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_camp_drag_unequip_equip_and_discard(lang):
    from jongrogue.ui.scenes.camp import CampScene

    ctl = StandIn(camp_game())
    loop, scene = loop_with(lambda ctx: CampScene(ctx, ctl), lang)
    drag(
        loop, find(scene, "mace").rect.center, find(scene, "mace", drop="melee.carried").rect.center
    )
    assert ctl.sent[-1].type == "unequip" and not equipped(ctl.game, "melee", "mace")
    loop.step([], dt=1.0)
    drag(
        loop,
        find(scene, "mace").rect.center,
        find(scene, "mace", drop="melee.equipped").rect.center,
    )
    assert ctl.sent[-1].type == "equip" and equipped(ctl.game, "melee", "mace")
    drag(loop, find(scene, "arrows").rect.center, scene.tray.center)
    assert ctl.sent[-1].type == "discard"
    assert not any(it["kind"] == "arrows" for it in ctl.game.view()["sheets"]["items"])
    loop.step([], dt=1.0)
    assert scene.hover is None  # no tooltip left where the arrows were picked up


def test_camp_illegal_drops_leave_the_game_unchanged():
    from jongrogue.ui.scenes.camp import CampScene

    ctl = StandIn(camp_game())
    loop, scene = loop_with(lambda ctx: CampScene(ctx, ctl))
    before = ctl.game.state_hash()
    # a weapon dropped on the armour sheet, then onto empty felt
    drag(
        loop,
        find(scene, "mace").rect.center,
        find(scene, "plate", drop="armour.carried").rect.center,
    )
    assert scene.message and scene.spring is not None  # says why and springs back
    loop.step([], dt=1.0)
    assert scene.spring is None
    drag(loop, find(scene, "mace").rect.center, (5, 790))
    assert ctl.sent == [] and ctl.game.state_hash() == before


def test_camp_refuses_to_remove_a_cursed_equipped_item():
    from jongrogue.ui.scenes.camp import CampScene

    view = Game.new(seed=1).view()
    view["context"] = "camp"
    for it in view["sheets"]["items"]:
        if it["kind"] == "mace":
            it["cursed"] = True
    ctl = Recorder(view)
    loop, scene = loop_with(lambda ctx: CampScene(ctx, ctl))
    drag(
        loop,
        find(scene, "mace").rect.center,
        find(scene, "mace", drop="melee.carried", cursed=True).rect.center,
    )
    loop.step([], dt=1.0)
    drag(loop, find(scene, "mace").rect.center, scene.tray.center)
    assert ctl.sent == []
    assert "cursed" in scene.message.lower()


def test_camp_keyboard_and_end_camp():
    from jongrogue.ui.scenes.camp import CampScene

    ctl = StandIn(camp_game())
    loop, scene = loop_with(lambda ctx: CampScene(ctx, ctl))
    assert scene.selected["kind"] == "mace"  # the first post-it is selected
    key(loop, pygame.K_u)
    assert ctl.sent[-1] == cmd(
        "unequip",
        item=camp_logic.to_item(
            {"sheet": "melee", "kind": "mace", "cursed": False, "equipped": True}
        ),
    )
    while scene.selected["kind"] != "mace":
        key(loop, pygame.K_DOWN)
    key(loop, pygame.K_e)
    assert ctl.sent[-1].type == "equip" and equipped(ctl.game, "melee", "mace")
    while scene.selected["kind"] != "arrows":  # (Right goes to the next sheet over)
        key(loop, pygame.K_DOWN)
    key(loop, pygame.K_d)
    assert ctl.sent[-1].type == "discard"
    key(loop, pygame.K_RETURN)
    assert ctl.sent[-1] == cmd("end_camp")
    assert ctl.game.view()["context"] == "explore"
    assert loop.top is not scene


def _over_limit_camp():
    from jongrogue.engine import Item
    from tests.engine.helpers import rig

    g = Game.new(seed=1)
    rig(
        g,
        items=g.state.items
        + ((Item("melee", "dagger"), 2), (Item("melee", "long_sword", True), 1)),
    )
    g.execute(cmd("camp"))
    return g


def test_camp_over_the_limit_the_player_chooses_what_to_keep():
    """Enter over a limit asks; "Choose myself" goes back to the camp; the player drags the
    long sword (not the engine's first suggestion order) and a dagger to the tray; Enter ends."""
    from jongrogue.ui.scenes.camp import CampScene

    ctl = StandIn(_over_limit_camp())
    loop, scene = loop_with(lambda ctx: CampScene(ctx, ctl))
    key(loop, pygame.K_RETURN)
    assert loop.top is not scene and loop.top.tag == "end_camp" and ctl.sent == []
    key(loop, pygame.K_ESCAPE)  # "Choose myself"
    assert loop.top is scene and ctl.game.view()["context"] == "camp"
    drag(loop, find(scene, "mace").rect.center, scene.tray.center)  # the player's own choice
    loop.step([], dt=1.0)
    drag(loop, find(scene, "dagger").rect.center, scene.tray.center)
    loop.step([], dt=1.0)
    assert [c.type for c in ctl.sent] == ["discard", "discard"]
    key(loop, pygame.K_RETURN)
    assert ctl.sent[-1] == cmd("end_camp") and ctl.game.view()["context"] == "explore"
    melee = {(it.kind, it.cursed): n for it, n in ctl.game.state.items if it.sheet == "melee"}
    assert melee == {("dagger", False): 1, ("long_sword", True): 1}  # kept what the player chose


def test_camp_over_the_limit_can_discard_the_suggestion():
    from jongrogue.ui.scenes.camp import CampScene

    ctl = StandIn(_over_limit_camp())
    loop, scene = loop_with(lambda ctx: CampScene(ctx, ctl))
    suggested = [x["kind"] for x in camp_logic.end_camp_discards(ctl.game.view())]
    assert suggested == ["long_sword", "dagger"]
    key(loop, pygame.K_RETURN)
    assert loop.top.form.focus.id == "no"  # the safe answer is the default
    key(loop, pygame.K_LEFT)
    key(loop, pygame.K_RETURN)  # "Discard these and end"
    assert [c.type for c in ctl.sent] == ["discard", "discard", "end_camp"]
    melee = {(it.kind, it.cursed): n for it, n in ctl.game.state.items if it.sheet == "melee"}
    assert ("long_sword", True) not in melee and melee[("dagger", False)] == 1
    assert ctl.game.view()["context"] == "explore" and loop.top is not scene


def test_camp_right_click_menu():
    from jongrogue.ui.scenes.camp import CampScene

    ctl = StandIn(camp_game())
    loop, scene = loop_with(lambda ctx: CampScene(ctx, ctl))
    pos = find(scene, "bow").rect.center
    loop.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)])
    assert scene.menu and [e[2] for e in scene.menu["entries"]] == ["discard"]
    loop.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.menu["rect"].center, button=1)])
    assert ctl.sent[-1].type == "discard"


# -- death and victory ----------------------------------------------------------------------------


def dead_game():
    for seed in range(40):
        g = Game.new(seed=seed)
        rng = random.Random(seed)
        for _ in range(600):
            if g.view()["context"] == "dead":
                return g
            legal = [c for c in g.legal_commands() if c.type not in ENDINGS]
            if not legal:
                break
            g.execute(rng.choice(legal))
    pytest.skip("no death found")


@pytest.mark.parametrize(
    "how,expected",
    [
        ("click_over", "game_over"),
        ("key_c", "continue_game"),
        ("key_g", "game_over"),
        ("click_cont", "continue_game"),
    ],
)
def test_death_scene_sends_game_over_or_continue(how, expected):
    from jongrogue.ui.scenes.death import DeathScene

    ctl = StandIn(dead_game())
    loop, scene = loop_with(lambda ctx: DeathScene(ctx, ctl), "ja")
    if how.startswith("key"):
        key(loop, pygame.K_c if how == "key_c" else pygame.K_g)
    else:
        b = scene.over if how == "click_over" else scene.cont
        loop.step(
            [
                motion(b.rect.center),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b.rect.center, button=1),
            ]
        )
        loop.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1)])
    assert [c.type for c in ctl.sent] == [expected]
    assert ctl.game.view()["context"] != "dead"
    assert loop.top is not scene


def test_victory_scene_then_score_card(views):
    from jongrogue.ui.scenes.sheet import SheetScene
    from jongrogue.ui.scenes.victory import VictoryScene

    ctl = Recorder(views["mid"])
    loop, scene = loop_with(lambda ctx: VictoryScene(ctx, ctl), "ja")
    assert any(h.key == "ui.sheets.v.score" for h in scene.spots)
    key(loop, pygame.K_RETURN)
    assert isinstance(loop.top, SheetScene) and loop.top.sheet_id == "score_card"
    assert ctl.sent == []


def test_sheet_scene_tabs_tooltips_and_escape(views):
    from jongrogue.ui.scenes.sheet import SheetScene

    ctl = Recorder(views["mid"])
    loop, scene = loop_with(lambda ctx: SheetScene(ctx, ctl, "character_a"))
    key(loop, pygame.K_RIGHT)
    assert scene.sheet_id == "character_b"
    key(loop, pygame.K_3)
    assert scene.sheet_id == "melee"
    spot = next(h for h in scene.spots if h.key == "melee.mace")
    loop.step([motion(spot.rect.center)])
    loop.step([], dt=0.5)
    assert scene.hover is not None and scene.hover.key == "melee.mace"
    key(loop, pygame.K_ESCAPE)
    assert loop.top is not scene and ctl.sent == []


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", [(168, 118), (172, 132), (180, 100)])
def test_compact_character_sheets_print_no_text_over_other_text(views, monkeypatch, lang, size):
    """Sizes whose label/value cells are short (the 1180×700 window's dock): such a cell puts the
    two side by side, and the label gets the room the value leaves ("Stairs" ran into
    "東 Down ↓")."""
    from jongrogue.ui.sheets.base import Pen

    printed = []
    text = Pen.text
    monkeypatch.setattr(
        Pen,
        "text",
        lambda self, t, *a, **k: printed.append((t, text(self, t, *a, **k))) or printed[-1][1],
    )
    for sid in ("character_a", "character_b"):
        printed.clear()
        rect = pygame.Rect(10, 10, *size)
        draw_sheet(pygame.Surface((size[0] + 20, size[1] + 20)), rect, sid, views["mid"], lang)
        assert is_compact(sid, rect)
        clashes = [
            (a, b)
            for i, (a, ra) in enumerate(printed)
            for b, rb in printed[i + 1 :]
            if ra.clip(rb).w > 1 and ra.clip(rb).h > 1
        ]
        assert not clashes, (sid, clashes)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_camp_says_what_unequipping_the_only_weapon_means(lang):
    """Allowed (the rules know bare hands), but not silent: by key and by drag, a warning says the
    PC now fights bare-handed; equipping it again clears it."""
    from jongrogue.ui.scenes.camp import CampScene

    ctl = StandIn(camp_game())
    loop, scene = loop_with(lambda ctx: CampScene(ctx, ctl), lang)
    assert scene.selected["kind"] == "mace"
    key(loop, pygame.K_u)
    assert ctl.sent[-1].type == "unequip" and not equipped(ctl.game, "melee", "mace")
    unarmed = sheet_words.ui(lang, "camp.unarmed")
    assert scene.message == unarmed and "camp.unarmed" not in unarmed
    assert [t.text for t in scene.ctx.toasts if t.kind == "warning"] == [unarmed]
    drag(
        loop,
        find(scene, "mace").rect.center,
        find(scene, "mace", drop="melee.equipped").rect.center,
    )
    assert equipped(ctl.game, "melee", "mace") and scene.message == ""
    loop.step([], dt=1.0)
    drag(
        loop, find(scene, "mace").rect.center, find(scene, "mace", drop="melee.carried").rect.center
    )
    assert scene.message == unarmed
    drag(loop, find(scene, "arrows").rect.center, scene.tray.center)  # armed or not: no change
    assert ctl.sent[-1].type == "discard" and scene.message == ""


def test_d_on_a_worn_post_it_asks_first_and_keep_keeps_it():
    """The choice can move to another sheet unseen; D threw the worn mace away at once."""
    from jongrogue.ui.scenes.camp import CampScene

    ctl = StandIn(camp_game())
    loop, scene = loop_with(lambda ctx: CampScene(ctx, ctl))
    assert scene.selected["kind"] == "mace" and scene.selected["equipped"]
    sent = len(ctl.sent)
    key(loop, pygame.K_d)
    assert loop.top is not scene and getattr(loop.top, "tag", "") == "discard_worn"
    key(loop, pygame.K_ESCAPE)  # Keep it
    assert loop.top is scene and len(ctl.sent) == sent and equipped(ctl.game, "melee", "mace")
    key(loop, pygame.K_d)
    loop.apply(loop.top.on_result("yes"))  # Throw it away
    loop.step([], dt=1 / 60)
    assert ctl.sent[-1].type == "discard"
