"""The keys a combat step's caption names, pressed in its order whatever one-key combat played by
itself: each plays its command or is told it is already done — never refused ("X already made the
hit; the 4 the card asked for showed a red error")."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.ui.tutorial.script import load_script
from tests.tutorial.test_tutorial import app, key

# each fighting step's caption as the keys it names, in its order (X, then 4 and F by turns)
CAPTION_KEYS = {"combat": "x4f4f4", "floor2": "fx4"}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("one_key", [True, False])
@pytest.mark.parametrize("step_id", sorted(CAPTION_KEYS))
def test_the_captions_keys_in_order_are_never_refused(lang, one_key, step_id):
    script = load_script()
    index = next(i for i, s in enumerate(script.steps) if s.id == step_id)
    ctx, scene, loop = app(lang, index=index)
    ctx.settings.combat_one_key = one_key
    start = len(scene.ctl.game.commands)
    before, after = ctx.t("tutorial.already", action="\0").split("\0")
    for name in CAPTION_KEYS[step_id]:
        ctx.toasts.clear()
        n = len(scene.ctl.game.commands)
        key(loop, pygame.key.key_code(name))
        said = [(t.kind, t.text) for t in ctx.toasts]
        assert not any(kind == "warning" for kind, _ in said), (name, said)
        if len(scene.ctl.game.commands) == n:  # nothing played: it was done already, and told so
            assert [kind for kind, _ in said] == ["info"], (name, said)
            assert said[0][1].startswith(before) and after.strip() in said[0][1], said
    assert scene.index == index + 1  # the step is done, with the script's own commands
    assert tuple(scene.ctl.game.commands[start:]) == script.steps[index].commands


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_floor_two_says_why_one_key_combat_waits_for_the_hit(lang):
    """On floor 2 the potions are a choice beside the hit: one-key combat does not make it by
    itself, and the card says so instead of promising it."""
    script = load_script()
    index = next(i for i, s in enumerate(script.steps) if s.id == "floor2")
    ctx, scene, loop = app(lang, index=index)
    ctx.settings.combat_one_key = True
    key(loop, pygame.K_f)
    key(loop, pygame.K_x)
    legal = {c.type for c in scene.ctl.legal()}
    assert scene.index == index and scene.ctl.view["context"] == "combat_turn"
    assert {"melee", "quaff"} <= legal  # the hit waits: a potion could be drunk instead
    assert ctx.name("action.quaff").casefold() in ctx.t("tutorial.step.floor2").casefold()
