"""The food step's card says what its "Rest until something happens" does there: the step starts
below full HP, so the first press stops after one rest ("HP is full", which the card once did not
mention: it promised the food check); pressed again it rests on at full HP — a real run asks
"Rest at full HP?" first, and the card says so — until the food check, which is said too."""

from __future__ import annotations

import re

import pygame
import pytest

from jongrogue.ui.tutorial.script import load_script
from tests.tutorial.test_tutorial import app, key


def stopped(ctx, toast: str) -> tuple[str, str] | None:
    """(why, its words) for a "Stopped resting after n rests: <words>." toast, else None."""
    for why in ("rested_up", "food_check", "monster", "limit", "death", "interrupted"):
        for n in range(1, 21):
            if toast == ctx.t("table.rest_on.stopped." + why, n=n):
                words = re.split("[:：]", toast, maxsplit=1)[-1]
                return why, re.sub(r"[.。!！]+$", "", words).strip()
    return None


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_food_card_names_every_stop_the_player_meets(lang):
    script = load_script()
    index = next(i for i, s in enumerate(script.steps) if s.id == "food")
    ctx, scene, loop = app(lang, index=index)
    pc = scene.ctl.view["pc"]
    assert pc["hp"] < pc["max_hp"]  # what the first stop is about
    card = ctx.t("tutorial.step.food").casefold()
    stops = []
    for _ in range(5):
        if scene.index != index:
            break
        ctx.toasts.clear()
        key(loop, pygame.K_PERIOD, pygame.KMOD_SHIFT)  # as the card says: ⇧.
        for _ in range(40):
            loop.step([], dt=0.25)
            if scene.resting is None:
                break
        said = [stopped(ctx, t.text) for t in ctx.toasts]
        stops += [s for s in said if s]
        assert not any(t.kind == "warning" for t in ctx.toasts), said
    assert scene.index == index + 1  # done with two presses: HP full, then the food check
    assert [why for why, _ in stops] == ["rested_up", "food_check"]
    for _, words in stops:
        assert words.casefold() in card, words
    assert ctx.t("table.rest_confirm_title").casefold() in card  # what a real run asks first
