"""The tutorial played through from its data (data/tutorial.yaml) with real events on the table:
every "next" step by Enter or its Next button, every command by a click on its action-bar button
(the drag step by dragging the item onto the sheet dock). Wrong actions get the hint and change
nothing; leaving keeps the step and resuming rebuilds the same table. The script reaches the
red-five stairs, a starvation and the death choice (continue)."""

from __future__ import annotations

import re

import pygame
import pytest

from jongrogue.i18n.catalog import load_catalog
from jongrogue.storage.settings import Settings
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.board.action_bar import key_hint  # noqa: E402
from jongrogue.ui.context import AppContext
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import table_draw
from jongrogue.ui.scenes.table_draw import describe_target
from jongrogue.ui.scenes.title import TitleScene
from jongrogue.ui.scenes.tutorial import TutorialTable
from jongrogue.ui.tutorial.coach import target_rect, tt
from jongrogue.ui.tutorial.script import load_script

SIZE = (1280, 800)


def app(lang="en", index=0, animation="instant"):
    ctx = AppContext(
        Settings(language=lang, animation_speed=animation, sound=False), size=SIZE, persist=False
    )
    ctx.toasts.clear()
    scene = TutorialTable(ctx, index)
    loop = AppLoop(ctx, pygame.Surface(SIZE), scene)
    loop.step([], dt=1 / 60)
    return ctx, scene, loop


def key(loop, k, mod=0):
    loop.step(
        [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)], dt=1 / 60
    )


def click(loop, pos):
    loop.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
            pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos),
        ],
        dt=1 / 60,
    )


def drag(loop, start, end):
    events = [
        pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start),
    ]
    for k in range(1, 9):
        p = (start[0] + (end[0] - start[0]) * k // 8, start[1] + (end[1] - start[1]) * k // 8)
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end))
    loop.step(events, dt=1 / 60)


def do_command(scene, loop, step, command):
    if step.how == "drag":
        spot = next(
            h
            for h in scene.spots
            if h.drag is not None
            and h.target
            == ("slot",) + (scene.ctl.view["pc"]["position"]["room"], command.arg("slot"))
        )
        drag(loop, spot.rect.center, scene.tl.dock.center)
        return
    i = scene.bar.commands.index(command)
    while i not in scene.bar.visible():
        scene.bar.flip(1)
        loop.step([], dt=1 / 60)
    click(loop, scene.bar.buttons[i].rect.center)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_tutorial_plays_through_from_its_data(lang):
    script = load_script()
    ctx, scene, loop = app(lang)
    catalog = load_catalog(lang)["ui"]["tutorial"]
    for index, step in enumerate(script.steps):
        assert loop.top is scene and scene.index == index
        assert step.id in catalog["step"] and (step.waits_for_next or step.id in catalog["hint"])
        if step.target != "none":
            assert target_rect(scene, step.target) is not None, step.id
        if step.waits_for_next:
            if index % 2:
                key(loop, pygame.K_RETURN)
            else:
                click(loop, scene.coach.next_button.rect.center)
            continue
        start = len(scene.ctl.game.commands)
        while scene.index == index and not scene.finished:
            command = step.commands[scene.done_in_step]
            n = len(scene.ctl.game.commands)
            do_command(
                scene, loop, step, command
            )  # (one key may also play the combat's only follow-up)
            assert scene.ctl.game.commands[n : n + 1] == [command], (step.id, command)
        assert tuple(scene.ctl.game.commands[start:]) == step.commands
    assert scene.finished and loop.top is not scene
    game = scene.ctl.game
    s = game.state  # the script: stairs, starvation, continue
    assert s.pc.floor == 2 and s.pc.continues == 1 and s.score_card[-1].cause == "starved"
    assert s.context == "explore"
    assert ctx.settings.tutorial_step == 0


def test_wrong_actions_get_a_hint_and_change_nothing():
    ctx, scene, loop = app(index=2)  # to_door: only the east door is right
    before = scene.ctl.state_hash()
    key(loop, pygame.K_PERIOD)  # rest
    key(loop, pygame.K_PERIOD, pygame.KMOD_SHIFT)  # rest until something happens
    assert scene.resting is None
    key(loop, pygame.K_RETURN)  # "next" on a command step
    assert scene.ctl.state_hash() == before and scene.index == 2
    assert any("east" in t.text.lower() or "→" in t.text for t in ctx.toasts)
    key(loop, pygame.K_z, pygame.KMOD_CTRL)  # no undo in the scripted floor
    hint = next(t.text for t in ctx.toasts if "east" in t.text.lower() or "→" in t.text)
    key(loop, pygame.K_RIGHT)  # the right key
    assert scene.index == 3
    assert hint not in [t.text for t in ctx.toasts]  # the old step's hint is gone with it
    loop.step([], dt=1 / 60)
    offered = {h.target[1]: h.extra["enabled"] for h in scene.spots if h.target[0] == "button"}
    assert offered == {"menu": True, "undo": False, "redo": False}  # no Undo offered that refuses


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_food_clock_steps_rest_until_something_happens(lang):
    """The card of a step of many rests offers the table's "rest until something happens" (the
    same action as its bar button and ⇧.): its rests go through the guard one by one, it stops at
    the food check, at a key the player presses, and where the step's rests end."""
    script = load_script()
    index = next(i for i, s in enumerate(script.steps) if s.id == "hungry")
    ctx, scene, loop = app(lang, index=index)
    rests = len(scene.step.commands)
    assert rests > 1 and scene.card_button() == ctx.t("tutorial.keep_resting")
    key(loop, pygame.K_RETURN)  # the first rest at once
    assert scene.done_in_step == 1 and scene.resting is not None and scene.card_button() is None
    for _ in range(40):
        loop.step([], dt=0.25)
    assert scene.done_in_step == 4 and scene.resting is None  # the first food check: pay 1 food
    assert ctx.t("table.rest_on.stopped.food_check", n=4) in [t.text for t in ctx.toasts]
    key(loop, pygame.K_PERIOD, pygame.KMOD_SHIFT)  # the bar's key: the same action
    loop.step([], dt=0.25)
    assert scene.done_in_step == 6
    key(loop, pygame.K_d)  # a key: the player takes over
    for _ in range(5):
        loop.step([], dt=0.4)
    assert scene.done_in_step == 6 and scene.card_button() == ctx.t("tutorial.keep_resting")
    stopped = [t.text for t in ctx.toasts if t.family == "rest_on.stopped"]
    assert stopped == [ctx.t("table.rest_on.stopped.interrupted", n=2)]  # the news, not a stack
    click(loop, scene.coach.next_button.rect.center)  # the card's button
    for _ in range(rests * 2):
        loop.step([], dt=0.4)
    assert scene.index == index + 1  # the step is done (hungry), and the next one ...
    done = len(scene.ctl.game.commands)
    for _ in range(5):
        loop.step([], dt=0.4)
    assert len(scene.ctl.game.commands) == done  # ... is read first: no rest of its own yet
    assert scene.card_button() == ctx.t("tutorial.keep_resting")
    assert tuple(scene.ctl.game.commands[-rests:]) == script.steps[index].commands
    assert "hungry" in scene.ctl.view["pc"]["states"]


def test_leave_and_resume_at_the_same_step():
    ctx, scene, loop = app(index=8)
    do_command(scene, loop, scene.step, scene.step.commands[0])
    assert scene.index == 8 and scene.done_in_step >= 1
    key(loop, pygame.K_ESCAPE)  # pause menu
    pause = loop.top
    assert getattr(pause, "tag", "") == "pause"
    leave = next(w for w in pause.form.widgets if w.id == "save_quit")
    click(loop, leave.rect.center)  # "save and quit": the tutorial closes
    assert loop.top is None or loop.top is not scene
    done = scene.done_in_step
    assert (ctx.settings.tutorial_step, ctx.settings.tutorial_done) == (8, done)
    again = TutorialTable(ctx, ctx.settings.tutorial_step, ctx.settings.tutorial_done)
    assert (again.index, again.done_in_step) == (8, done)
    assert again.ctl.state_hash() == scene.ctl.state_hash()


def test_offered_on_first_start_and_from_the_title():
    ctx = AppContext(Settings(language="en", sound=False), size=SIZE, persist=False)
    assert not ctx.settings.tutorial_offered
    surface = pygame.Surface(SIZE)
    loop = AppLoop(ctx, surface, TitleScene(ctx))
    loop.step([], dt=1 / 60)
    offered = surface.copy()
    key(loop, pygame.K_t)  # the title's Tutorial entry
    assert (
        isinstance(loop.top, TutorialTable)
        and loop.top.index == 0
        and ctx.settings.tutorial_offered
    )
    key(loop, pygame.K_ESCAPE)
    leave = next(w for w in loop.top.form.widgets if w.id == "save_quit")
    click(loop, leave.rect.center)
    assert isinstance(loop.top, TitleScene)
    loop.step([], dt=1 / 60)
    plain = surface.copy()  # answered: the note is gone
    ctx2 = AppContext(
        Settings(language="en", sound=False, tutorial_offered=True), size=SIZE, persist=False
    )
    loop2 = AppLoop(ctx2, pygame.Surface(SIZE), TitleScene(ctx2))
    loop2.step([], dt=1 / 60)
    assert loop2.surface.get_at((640, 640)) == plain.get_at((640, 640))
    diff = sum(
        offered.get_at((x, y)) != plain.get_at((x, y))
        for x in range(100, 800, 20)
        for y in range(500, 800, 20)
    )
    assert diff > 20


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(800, 520), (1100, 720), (1280, 800), (1920, 1080)])
def test_the_offer_never_covers_the_footer(lang, size):
    """In a short window the note takes the decorative tiles' place rather than run over the
    version line at the bottom, and the menu's buttons are lower so that it fits."""
    ctx = AppContext(Settings(language=lang, sound=False), size=size, persist=False)
    surface = pygame.Surface(size)
    loop = AppLoop(ctx, surface, TitleScene(ctx))
    loop.step([], dt=1 / 60)
    card, foot = loop.top.offer_rect, ctx.font(13)
    assert card is not None and card.bottom <= size[1] - ctx.s(12) - foot.get_linesize()
    assert loop.top.menu_rect.top >= 0 and loop.top.menu_rect.bottom <= size[1]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_combat_cards_name_the_keys_the_game_wants(lang):
    """The card (or its hint) of every step that fights names the key of each command the step
    plays (X ends the ranged phase before 4 can hit), and the Shoot key wherever Shoot is offered
    (the player does have arrows: the card must not say there is no bow)."""
    script = load_script()
    for index, step in enumerate(script.steps):
        ctx, scene, loop = app(lang, index=index)
        said = tt_both(ctx, step)
        for command in step.commands:
            if scene.ctl.game.view()["context"] not in (
                "choice",
                "ranged_phase",
                "combat_turn",
                "turn_end",
            ):
                break
            legal = scene.bar.commands
            shoot = next((i for i, c in enumerate(legal) if c.type == "shoot"), None)
            if shoot is not None:
                assert named(key_hint(scene.bar.keys[shoot]), said), (step.id, "shoot")
            i = legal.index(command)
            assert scene.bar.keys[i] is not None and named(key_hint(scene.bar.keys[i]), said), (
                step.id,
                command,
            )
            scene.ctl.game.execute(command)
            scene.sync()


def named(key_label: str, text: str) -> bool:
    """The key stands in the text as a word of its own ("(X)", "key 4", "4 キー"; not the T of "The")."""
    return re.search(rf"(?<![A-Za-z0-9]){re.escape(key_label)}(?![A-Za-z0-9])", text) is not None


def tt_both(ctx, step) -> str:
    return tt(ctx, "step." + step.id) + " " + tt(ctx, "hint." + step.id)


def test_a_number_key_with_nothing_to_hit_gets_the_hint():
    """In floor 2's ranged phase "4" hits nothing yet: the hint says X comes now."""
    script = load_script()
    index = next(i for i, s in enumerate(script.steps) if s.id == "floor2")
    ctx, scene, loop = app(index=index)
    do_command(scene, loop, scene.step, scene.step.commands[0])  # fight
    assert scene.ctl.view["context"] == "ranged_phase"
    before = scene.ctl.state_hash()
    key(loop, pygame.K_4)
    assert scene.ctl.state_hash() == before
    said = [t.text for t in ctx.toasts]
    assert said == [scene.hint_text()] and said[0].endswith("(X)")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_dice_card_says_what_the_counts_count(lang):
    """The wall panel counts the unseen tiles — the wall and the face-down tiles: the card agrees."""
    ctx, scene, loop = app(lang, index=1)
    card = ctx.t("tutorial.step.dice")
    assert ("face-down" in card) if lang == "en" else ("伏せ" in card)
    unseen = ctx.t("table.wall_unseen", n=107)
    assert ("face down" in unseen) if lang == "en" else ("伏せ" in unseen)


@pytest.mark.parametrize(
    "step_id, reopen, scene_name", [("camp_end", "camp", "camp"), ("death", "dead", "death")]
)
def test_open_the_camp_and_death_choose_open_their_screens(step_id, reopen, scene_name):
    """The tutorial keeps camp and the death choice on the action bar, but its "Open the camp" and
    "Continue or game over…" buttons do what they say (a click opens the screen, whose choice the
    script takes), and their tooltips explain them instead of repeating the label."""
    script = load_script()
    index = next(i for i, s in enumerate(script.steps) if s.id == step_id)
    ctx, scene, loop = app(index=index)
    assert loop.top is scene
    i = next(i for i, c in enumerate(scene.bar.commands) if getattr(c, "id", None) == "reopen")
    label, tip = describe_target(scene, ("action", i))
    assert (
        label == ctx.t("table.reopen." + reopen)
        and tip == ctx.t("table.reopen_tip." + reopen)
        and tip != label
    )
    click(loop, scene.bar.buttons[i].rect.center)
    assert loop.top.name == scene_name
    if step_id == "death":  # the screen's Continue is the step's command
        click(loop, loop.top.cont.rect.center)
        assert scene.index == index + 1 and scene.ctl.view["context"] == "explore"


def test_tooltips_are_drawn_over_the_card_and_the_highlight(monkeypatch):
    """Hovering the highlighted wall shows its tooltip on top of the highlight ring and the card."""
    order = []
    tooltip = table_draw.draw_tooltip
    monkeypatch.setattr(
        table_draw, "draw_tooltip", lambda *a, **k: (order.append("tooltip"), tooltip(*a, **k))[1]
    )
    ctx, scene, loop = app(index=0)  # the wall step: the wall is highlighted
    coach = scene.coach.draw
    monkeypatch.setattr(
        scene.coach, "draw", lambda *a, **k: (order.append("coach"), coach(*a, **k))[1]
    )
    pos = scene.tl.wall.center
    loop.step(
        [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=1 / 60
    )
    order.clear()
    loop.step([], dt=0.8)
    assert order == ["coach", "tooltip"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_tutorial_complete_toast_stays_off_the_title_footer(lang):
    """Finishing the tutorial lands on the title with a "Tutorial complete" toast: above the
    title's version line, not over it."""
    ctx = AppContext(
        Settings(language=lang, animation_speed="instant", sound=False), size=SIZE, persist=False
    )
    ctx.settings.tutorial_offered = True
    loop = AppLoop(ctx, pygame.Surface(SIZE), TitleScene(ctx))
    loop.step([], dt=1 / 60)
    loop.apply(Push(TutorialTable(ctx, len(load_script().steps) - 1)))
    loop.step([], dt=1 / 60)
    key(loop, pygame.K_RETURN)  # the last step's Next
    loop.step([], dt=1 / 60)
    assert isinstance(loop.top, TitleScene) and ctx.t("tutorial.finished") in [
        t.text for t in ctx.toasts
    ]
    assert loop.toast_rects and loop.top.footer_rect is not None
    assert not any(box.colliderect(loop.top.footer_rect) for box in loop.toast_rects)


def _press(loop, hint: str) -> None:
    """Press the key the bar prints as `hint` ("X", "⇧.", "P→2": P, then 2 in its menu)."""
    shift = pygame.KMOD_SHIFT if hint.startswith("⇧") else 0
    for name in hint.lstrip("⇧").split("→"):
        key(loop, pygame.key.key_code(name.lower()), shift)
        shift = 0


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("one_key", [True, False])
def test_the_card_says_what_comes_next_and_its_key_does_it(lang, one_key):
    """In the combat step X once also played the hit the card asked for next (one-key
    combat), and the asked-for 4 was refused. Now the card says what comes next from what was
    played: following it key by key plays every step of several commands, with one-key combat
    on or off, and nothing is ever refused."""
    script = load_script()
    for index, step in enumerate(script.steps):
        if len(step.commands) < 2 or all(c.type == "rest" for c in step.commands):
            continue
        ctx, scene, loop = app(lang, index=index)
        ctx.settings.combat_one_key = one_key
        while scene.index == index:
            loop.step([], dt=1 / 60)
            now = scene.now_text()
            hint = re.search(r"[(（]([^()（）]+)[)）]$", now)
            assert hint, (step.id, now)
            n = len(scene.ctl.game.commands)
            _press(loop, hint.group(1))
            assert len(scene.ctl.game.commands) > n, (step.id, now)
            assert not any(t.kind == "warning" for t in ctx.toasts), (step.id, now)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_tutorials_death_screen_offers_no_undo(lang):
    """The scripted floor has no undo: its death screen offers none (it offered Undo and then
    refused it); Ctrl+Z there says why, and the death is still to choose."""
    script = load_script()
    index = next(i for i, s in enumerate(script.steps) if s.id == "death")
    ctx, scene, loop = app(lang, index=index)
    i = next(i for i, c in enumerate(scene.bar.commands) if getattr(c, "id", None) == "reopen")
    click(loop, scene.bar.buttons[i].rect.center)
    death = loop.top
    assert death.name == "death" and death.undo is None
    assert "undo" not in {w.id for w in death.form.widgets}
    n = len(scene.ctl.game.commands)
    key(loop, pygame.K_z, pygame.KMOD_CTRL)
    assert loop.top is death and death.error == ctx.t("tutorial.no_undo")
    assert len(scene.ctl.game.commands) == n and scene.ctl.view["context"] == "dead"
