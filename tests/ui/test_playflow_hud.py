"""High UI scales: the floor and the practice / challenge label stay visible; Attack is never
on a second page of the action bar."""

from __future__ import annotations

import pytest

from jongrogue.engine import Game, Options
from jongrogue.sim.bot import GreedyBot
from tests.ui.playflow_app import App, home  # noqa: F401


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    "size,scale", [((1280, 800), 200), ((1024, 640), 200), ((1600, 1000), 200)]
)
def test_floor_and_mode_stay_visible(home, lang, size, scale):
    app = App(
        lang=lang, size=size, scale=scale, game=Game.new(seed=3, options=Options(mode="challenge"))
    )
    kinds = {h.target for h in app.top.spots}
    assert ("field", "floor") in kinds and ("field", "food_points") in kinds
    assert ("context",) in kinds and ("run",) in kinds and app.top.mode_label()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_mode_chip_names_the_rules_and_describes_the_run(home, lang):
    from jongrogue.text.describe import describe

    plain = App(lang=lang, game=Game.new(seed=3, options=Options(mode="challenge")))
    plus = App(lang=lang, game=Game.new(seed=5, options=Options("ez_plus", ("rings", "curses"))))
    ctx = plain.top.ctx
    assert plain.top.mode_label() == ctx.t("table.mode.challenge")
    assert plus.top.mode_label() != ctx.t("table.mode.practice")
    assert (
        ctx.t("newgame.ez_plus") in plus.top.mode_label()
        and ctx.t("table.mode.practice") in plus.top.mode_label()
    )
    for app, seed in ((plain, 3), (plus, 5)):
        title, body = describe(app.top.ctx, ("run",), app.top.ctl.view, controller=app.top.ctl)
        assert title and str(seed) in body
    body = describe(ctx, ("run",), plus.top.ctl.view, controller=plus.top.ctl)[1]
    assert ctx.name("option.rings") in body and ctx.name("option.curses") in body
    assert ctx.t("newgame.challenge_desc") in describe(ctx, ("run",), plain.top.ctl.view)[1]


def bar_pages_for_attack(app):
    bar = app.top.bar
    return [
        p
        for p, idx in enumerate(bar.pages)
        for i in idx
        if bar.commands[i].type in ("attack", "melee", "fight", "continue")
    ]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_attack_is_always_on_the_first_page(home, lang):
    game, bot = Game.new(seed=3), GreedyBot()
    seen = 0
    app = App(lang=lang, size=(1024, 640), scale=200, game=game)
    for _ in range(120):
        if game.state.context in ("game_over", "victory", "dead"):
            break
        app.top.sync()
        pages = bar_pages_for_attack(app)
        if pages:
            seen += 1
            assert set(pages) == {0}, [str(c) for c in app.top.bar.commands]
        app.top.ctl.execute(bot.choose(game))
    assert seen


def test_a_floor_banner_on_arrival(home):
    from dataclasses import replace

    from jongrogue.engine.core.model import in_room
    from tests.engine.helpers import rig, rig_pc

    game = Game.new(seed=3)
    s = game.state
    stairs = next(r for r in range(1, 10) if any(t in ("pR", "sR") for t in s.floor.dungeon[r - 1]))
    rig(game, floor=replace(s.floor, revealed=(True,) * 9), context="explore", combat=None)
    rig_pc(game, position=in_room(stairs), states=())
    app = App(game=game)
    table = app.top
    stairs_cmd = next(c for c in table.bar.commands if c.type == "use_stairs")
    table.run(stairs_cmd)
    assert table.banner is not None and table.banner.floor == 2
    assert table.animating()
    for _ in range(200):
        app.step()
    assert table.banner is None


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_sheet_tabs_show_whole_labels(home, lang, scale):
    """Defect 12: sheet tabs were truncated at 143 %."""
    app = App(lang=lang, scale=scale, game=Game.new(seed=1))
    app.key("f1")
    sheet = app.top
    assert sheet.name == "sheet"
    font = app.ctx.font(sheet.tab_size)
    for sid, rect in sheet.tabs:
        assert font.size(sheet.tab_label(sid))[0] <= rect.w - app.ctx.s(6), (sid, rect.w)


def test_the_pc_post_it_slides_when_it_moves(home):
    app = App(game=Game.new(seed=1), animation_speed="normal")
    table = app.top
    old = next(h.rect for h in table.spots if h.target == ("pc",))
    move = next(c for c in table.bar.commands if c.type == "move_room_to_door")
    k = table.bar.keys[table.bar.commands.index(move)]
    app.key(k.name)
    while app.top is not table:
        app.key("space")
    assert table.spring is not None and table.spring.payload == ("pc",)
    assert table.spring.a.topleft == old.topleft
    new = next(h.rect for h in table.spots if h.target == ("pc",))
    assert table.spring.b.topleft == new.topleft != old.topleft
    for _ in range(60):
        app.step()
    assert table.spring is None


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    "size,scale", [((1280, 800), 100), ((1280, 800), 200), ((1600, 1000), 200)]
)
def test_the_floor_banner_shows_over_the_checks_beside_their_panel(home, lang, size, scale):
    from dataclasses import replace

    from jongrogue.engine.core.model import in_room
    from tests.engine.helpers import rig, rig_pc

    game = Game.new(seed=3)
    s = game.state
    stairs = next(r for r in range(1, 10) if any(t in ("pR", "sR") for t in s.floor.dungeon[r - 1]))
    rig(game, floor=replace(s.floor, revealed=(True,) * 9), context="explore", combat=None)
    rig_pc(game, position=in_room(stairs), states=())
    app = App(lang=lang, size=size, scale=scale, game=game, animation_speed="normal")
    table = app.top
    stairs_button = next(
        b for c, b in zip(table.bar.commands, table.bar.buttons) if c.type == "use_stairs"
    )
    app.click(stairs_button.rect.center)
    overlay = app.top
    assert overlay.name == "check_overlay" and overlay.banner is table.banner
    band = overlay.banner_rect
    assert band is not None and table.banner.carried  # drawn by the checks, over them
    assert not band.colliderect(overlay.panel) and app.loop.surface.get_rect().contains(band)
    for _ in range(400):
        if app.top is table and table.banner is None:
            break
        app.step()
    assert app.top is table and table.banner is None
