"""A keys-only player is never told by ear to use the mouse: every step's spoken caption and hint
gives the keyboard's way where the card names the mouse (drag, hover, click), and the player's
token "@" is said in words — in both languages."""

from __future__ import annotations

import re

import pytest

from jongrogue.storage.settings import Settings
from jongrogue.ui.context import AppContext
from jongrogue.ui.tutorial import spoken
from jongrogue.ui.tutorial.coach import tt
from jongrogue.ui.tutorial.script import load_script

MOUSE = {
    "en": re.compile(r"\b(drag|hover|click|mouse|point at)", re.IGNORECASE),
    "ja": re.compile(r"ドラッグ|マウス|クリック|乗せる"),
}


def mouse_only(lang: str, text: str) -> bool:
    return bool(MOUSE[lang].search(text)) or "@" in text or "＠" in text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_spoken_step_or_hint_asks_a_keys_only_player_for_the_mouse(lang):
    ctx = AppContext(Settings(language=lang, sound=False), persist=False)
    steps = load_script().steps
    card = [s.id for s in steps if mouse_only(lang, tt(ctx, "step." + s.id))]
    assert {"to_door", "encounter", "drag", "camp"} <= set(card)  # what the cards name
    for step in steps:
        for kind in ("step", "hint"):
            if kind == "hint" and step.waits_for_next:
                continue  # a step to read has no hint
            said = spoken.said(ctx, kind, step.id)
            assert said and not mouse_only(lang, said), (kind, step.id, said)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_spoken_way_names_the_keys_the_step_takes(lang):
    ctx = AppContext(Settings(language=lang, sound=False), persist=False)
    assert "P" in spoken.said(ctx, "step", "drag") and "1" in spoken.said(ctx, "step", "drag")
    camp = spoken.said(ctx, "step", "camp")
    assert all(k in camp for k in ("E", "U", "D", "C")) and "Enter" not in camp  # (C ends it)
    assert "Ctrl+" in spoken.said(ctx, "step", "encounter")
